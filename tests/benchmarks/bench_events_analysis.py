"""Benchmark: the event analyses of ``lawkit.events`` on a portfolio of 10,000 lawsuits.

The portfolio is ``bench_events.lookup_results``: real step texts (the provider's, e-SAJ TJSP's,
Digesto TRT3's) spread over synthetic lawsuits, about 115 steps each (median 70, up to 2,000),
3 % of them whole decisions. To give the timeline something to merge, a share ``--repeated``
of the lawsuits is delivered a second time, by another capture request, with the same steps a
few hundred milliseconds later (as the provider's "PJe" and "PJe v2" queries do), and a share
``--dated`` of those with dates only (e-SAJ's midnight UTC). Then, in one run, best of
``--repeat``: ``tidy.lookups`` (for scale: the bundle's build, classification included),
``events.timeline``, ``events.milestones``, ``events.durations`` (as of the provider's clock),
``events.survival`` and ``events.medians`` by court, ``events.results`` and ``events.rates`` by
court, and ``events.since`` (the last 30 days).
Target: seconds, not minutes (each under ``--target`` seconds, 10 by default).

Run: ``.venv/bin/python tests/benchmarks/bench_events_analysis.py [--lawsuits 10000]
[--repeated 0.3] [--dated 0.2] [--repeat 2] [--seed 0] [--quick]`` (about two minutes; ``--quick``:
20 lawsuits once). Exits non-zero when an analysis takes longer than the target.
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
from pathlib import Path

import pandas as pd

import lawkit.events as events
import lawkit.tidy

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_events import lookup_results
from measure import best, options, verdict


def portfolio(lawsuits: int, repeated: float, dated: float, seed: int) -> list[dict]:
    """Lookup results of ``lawsuits`` lawsuits; a share ``repeated`` delivered twice."""
    rng = random.Random(seed)
    results = lookup_results(lawsuits, seed)
    again = []
    for result in results:
        if rng.random() >= repeated:
            continue
        copied = copy.deepcopy(result)
        copied["requested"]["id"] += "-again"
        date_only = rng.random() < dated
        for step in copied["data"][0]["steps"]:
            stamp = step["timestamp"]
            step["timestamp"] = (
                f"{stamp[:10]}T00:00:00.000Z"
                if date_only
                else f"{stamp[:19]}.{rng.randrange(1000):03d}Z"
            )
        again.append(copied)
    return results + again


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lawsuits", type=int, default=10_000)
    parser.add_argument("--repeated", type=float, default=0.3)
    parser.add_argument("--dated", type=float, default=0.2)
    parser.add_argument("--repeat", type=int, default=2, help="runs of each, best is kept")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--target", type=float, default=10.0, help="seconds per analysis")
    args = options(parser, quick={"lawsuits": 20, "repeat": 1})

    results = portfolio(args.lawsuits, args.repeated, args.dated, args.seed)
    _, bundle = best(
        "lawkit.tidy.lookups(results)", lambda: lawkit.tidy.lookups(results), args.repeat
    )
    results.clear()  # free the payloads before the analyses
    print(f"  bundle: {bundle.lawsuits['cnj'].nunique():,} lawsuits, {len(bundle.lawsuits):,} "
          f"lawsuits rows, {len(bundle.steps):,} steps")  # fmt: skip
    now = bundle.steps["timestamp"].max() + pd.Timedelta(hours=1)  # the provider's clock
    times = {}
    times["timeline"], timeline = best(
        "events.timeline(bundle)", lambda: events.timeline(bundle), args.repeat
    )
    merged = len(bundle.steps) - len(timeline)
    print(f"  timeline: {len(timeline):,} events ({merged:,} steps merged into others)")
    times["milestones"], marks = best(
        "events.milestones(bundle)", lambda: events.milestones(bundle), args.repeat
    )
    times["durations"], spans = best(
        "events.durations(marks, as_of=now)",
        lambda: events.durations(marks, "filed_at", "first_judgment_at", as_of=now),
        args.repeat,
    )
    print(f"  durations: {len(spans):,} lawsuits, {int(spans['observed'].sum()):,} judged")
    times["survival"], _ = best(
        "events.survival(spans, by='court')",
        lambda: events.survival(spans, by="court"),
        args.repeat,
    )
    times["medians"], _ = best(
        "events.medians(spans, by='court')", lambda: events.medians(spans, by="court"), args.repeat
    )
    times["results"], won = best(
        "events.results(bundle)", lambda: events.results(bundle), args.repeat
    )
    times["rates"], _ = best(
        "events.rates(won, by='court')", lambda: events.rates(won, by="court"), args.repeat
    )
    print(f"  results: {len(won):,} lawsuits, {int(won['outcome'].notna().sum()):,} judged")
    week = now - pd.Timedelta(days=30)
    times["since"], moved = best(
        "events.since(bundle, now - 30 days)", lambda: events.since(bundle, week), args.repeat
    )
    print(f"  since: {len(moved):,} events in the last 30 days")
    slow = {name: wall for name, (wall, _) in times.items() if wall > args.target}
    print("slower than the target: " + (", ".join(slow) if slow else "none")
          + f" (target {args.target:.0f} s each)")  # fmt: skip
    return verdict(not slow, args)


if __name__ == "__main__":
    sys.exit(main())
