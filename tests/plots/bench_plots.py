"""Time the charts on a large synthetic portfolio (not a test; run it by hand).

    .venv/bin/python tests/plots/bench_plots.py [--lawsuits 1000] [--repeat 3] [--quick]

Payloads come from the tidy benchmark's generator (tests/benchmarks/bench_tidy.py: steps per
lawsuit with median ~70 and a tail to 2,000, some long texts). Prints seconds per chart (best of
``--repeat``; ``--quick``: 10 lawsuits once) and the size of each figure's JSON, which is what a
notebook stores and a browser parses (the event charts: filing to first judgment, censored at
each lawsuit's last event; the events of the last 30 days).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import pandas as pd

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from bench_tidy import generate_bodies
from measure import best, options

from lawkit import events, plots, tidy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lawsuits", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each chart, best is kept")
    args = options(parser, quick={"lawsuits": 10, "repeat": 1})
    count = args.lawsuits
    bundle = tidy.lookups([json.loads(body) for body in generate_bodies(count, seed=1)])
    busiest = bundle.steps["cnj"].value_counts()
    print(f"{bundle!r}; busiest lawsuit: {busiest.iloc[0]} steps")
    spans = events.durations(events.milestones(bundle))
    moved = events.since(bundle, bundle.steps["timestamp"].max() - pd.Timedelta(days=30))
    charts = {
        "timeline (busiest lawsuit)": lambda: plots.timeline(bundle, cnj=busiest.index[0]),
        "portfolio (2x2)": lambda: plots.portfolio(bundle, now="2026-01-01"),
        "step_activity": lambda: plots.step_activity(bundle.steps, bundle.lawsuits),
        "value_distribution": lambda: plots.value_distribution(bundle.lawsuits),
        "survival (by court)": lambda: plots.survival(spans, by="court"),
        "what_moved (last 30 days)": lambda: plots.what_moved(moved),
    }
    for name, make in charts.items():
        (seconds, _), figure = best(None, make, args.repeat)
        size = len(figure.to_json()) / 1e6
        print(f"{name:<28} {seconds:6.2f} s   JSON {size:5.2f} MB")


if __name__ == "__main__":
    main()
