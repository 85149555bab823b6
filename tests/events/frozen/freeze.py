"""Freeze the event analyses' answers on a portfolio of several sources, instances and outcomes.

Run once, with the code whose answers are to be kept (``PYTHONPATH=. .venv/bin/python
tests/events/frozen/freeze.py``): it asks a sandbox (seed 2029) for 36 lawsuits of four courts
filed in three years through automatic capture queries (first and second degree), monitoring,
a demand and DataJud, writes their bundle here as a Parquet dataset (``portfolio/``, steps
already classified: the answers do not move when the classifiers improve) and the answers of
every analysis on that bundle as pickles (``answers/<name>.pkl``: values, dtypes and order),
with the sandbox's clock (``now.txt``). ``test_events_frozen.py`` requires the same answers from
the bundle and from datasets of it. Written with the chunked pandas analyses of commit
c8d0a47 (2026-11-27), before the analyses moved to DuckDB.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd

import lawkit
import lawkit.events as events
import lawkit.sandbox
from lawkit import cnj, tidy

HERE = Path(__file__).resolve().parent
COURTS = ("TJSP", "TRF1", "TRT2", "TJES")
YEARS = (2016, 2019, 2022)


def analyses(source: Any, now: pd.Timestamp, lazily: bool = False) -> dict[str, Any]:
    """Every analysis's answer on ``source`` (a Bundle or a dataset's directory), what the test
    compares; with ``lazily``, a function giving each instead."""

    def marks() -> pd.DataFrame:
        return events.milestones(source)

    def spans() -> pd.DataFrame:
        return events.durations(marks(), "filed_at", "first_judgment_at", as_of=now)

    calls: dict[str, Callable[[], pd.DataFrame]] = {
        "timeline": lambda: events.timeline(source),
        "event_ids": lambda: events.event_ids(source).to_frame(),
        "milestones": marks,
        "durations": spans,
        "durations_unbounded": lambda: events.durations(marks(), "summons_at", "archived_at"),
        "medians": lambda: events.medians(spans(), by="court"),
        "survival": lambda: events.survival(spans(), by=["court", "year"]),
        "since": lambda: events.since(source, now - pd.Timedelta(days=400)),
        "outcomes": lambda: events.outcomes(source),
        "results": lambda: events.results(source),
        "rates": lambda: events.rates(source, by="court", min_n=1),
        "rates_all": lambda: events.rates(events.results(source)),
        "rates_of_outcomes": lambda: events.rates(
            events.outcomes(source), by=["court", "instance"]
        ),
        "compare_sources": lambda: events.compare_sources(source),
    }
    return calls if lazily else {name: call() for name, call in calls.items()}


def fetch() -> tuple[tidy.Bundle, pd.Timestamp]:
    """The portfolio from a sandbox: every API, the same lawsuits."""
    numbers = [n for court in COURTS for year in YEARS
               for n in cnj.generate(court=court, year=year, n=3, seed=29)]  # fmt: skip
    with (
        tempfile.TemporaryDirectory() as cache,
        lawkit.sandbox.start(seed=2029, finish_after=0) as sandbox,
    ):
        client = lawkit.connect(**sandbox.settings, cache=Path(cache))
        records = client.capture.autorequest_many(numbers, progress=False)
        results = client.capture.wait(records, progress=False, timeout=120)
        processes = [client.monitor.register(n) for n in numbers[::2]]
        inserted = client.demand.insert(numbers[1::3], url_callback=f"{sandbox.url}/nowhere")
        bundle = (
            tidy.lookups(results)
            + tidy.monitoring([client.monitor.data(p["id"]) for p in processes])
            + tidy.demand(client.demand.get(inserted["idDemanda"]))
            + tidy.datajud(client.datajud.search(numbers[::3], progress=False))
        )
        now = pd.Timestamp(client.now)
        client.close()
    return bundle, now


def main() -> None:
    bundle, now = fetch()
    target = HERE / "portfolio"
    shutil.rmtree(target, ignore_errors=True)
    bundle.to_parquet(target)
    bundle = tidy.Bundle.from_parquet(target)  # the bundle the test reads, in its row order
    (HERE / "now.txt").write_text(now.isoformat() + "\n")
    answers = HERE / "answers"
    shutil.rmtree(answers, ignore_errors=True)
    answers.mkdir()
    for name, frame in analyses(bundle, now).items():
        assert len(frame), f"{name} has rows to compare"
        frame.to_pickle(answers / f"{name}.pkl")
        print(f"{name}: {len(frame)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
