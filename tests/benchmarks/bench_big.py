"""Benchmark: a big litigant's portfolio past memory, end to end from generated payloads.

Phases, each timed with its peak RSS: ``write`` generates capture lookup results batch by batch
(``bench_events.lookup_results``: real step texts over synthetic lawsuits, about 115 steps each,
3 % whole decisions), builds each batch's Bundle with ``tidy.lookups`` (classification and
outcomes included) and appends it to a Parquet dataset (``Bundle.to_parquet(mode="append")``),
dropping the batch before the next: what ``capture.autorequest_many`` + ``capture.wait`` per batch
feed in real use (not through HTTP here); ``compact`` merges the batches' files; ``analyse``
runs, in a child process of its own (its peak RSS is that process's alone), first the floor - a
plain DuckDB group-by of six first-event times per lawsuit over the steps' files, best of three
- then ``events.milestones(path)`` and ``events.rates(path, by="court")`` each alone (their
ratios to the floor), then the targets' sequence from one ``events.portfolio``:
``events.milestones``, ``events.durations`` (filed to first judgment, as of the data's last
instant), ``events.medians(by="court")`` and ``events.rates(by="court")``; ``form`` builds the
who-won form on the dataset and changes its court filter. It also reports the steps of a chunk
of whole lawsuits in memory, bytes per step (``DataFrame.memory_usage(deep=True)``).

``--copies K`` appends each tidied batch K times, the copies renumbered (other CNJ numbers of
the same courts, other request ids: :func:`renumbered`): K times the lawsuits for the generation
and tidy time of one, how the 300,000-lawsuit dataset is written on this machine in minutes (the
``write`` phase then times generation and tidy of the distinct lawsuits and the writing of all).
``--analyse DIR`` runs the analyses (and the bytes per step) again on a dataset written before.

Targets (issue 29): at 300,000 lawsuits (about 35 M steps) the targets' sequence in at most 30 s
on 2 cores with a peak RSS of at most 2 GB; milestones within 4x and rates by court within 8x
the floor; a filter change in the who-won form in at most 2 s.

Run: ``.venv/bin/python tests/benchmarks/bench_big.py [--lawsuits 30000] [--batch 5000]
[--copies K] [--chunk-steps N] [--keep DIR] [--analyse DIR] [--quick]`` (``--quick``: 150
lawsuits in 3 batches, each appended twice, read in several chunks; a test runs it). Prints one
JSON line per phase.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pandas as pd

import lawkit.events as events
import lawkit.tidy
from lawkit import cnj
from lawkit.events import readers
from lawkit.tidy import export

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_events import lookup_results

QUICK = {"lawsuits": 150, "batch": 50, "copies": 2, "chunk_steps": 8_000}


def _peak_rss() -> int:
    """This process's peak resident set size, bytes (``VmHWM``)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def _report(phase: str, start: float, **figures: Any) -> None:
    line = {"phase": phase, "seconds": round(time.perf_counter() - start, 1),
            "peak_rss_mb": round(_peak_rss() / 2**20), **figures}  # fmt: skip
    print(json.dumps(line), flush=True)


def write(path: Path, lawsuits: int, batch: int, begin: int = 0, copies: int = 1) -> None:
    """Generate, tidy and append the portfolio batch by batch (from its lawsuit ``begin``: the
    batches before it are already in the dataset, as a smaller run with the same ``batch``
    wrote them). With ``copies`` > 1, each tidied batch is appended that many times, the
    copies renumbered (:func:`renumbered`): ``lawsuits * copies`` lawsuits for the generation
    and tidy time of ``lawsuits``."""
    start = time.perf_counter()
    steps = tidy_seconds = 0.0
    for first in range(begin, lawsuits, batch):
        results = lookup_results(min(batch, lawsuits - first), seed=first)
        for k, result in enumerate(results):  # distinct request ids across batches
            result["requested"]["id"] = f"req-{first + k:08d}"
        began = time.perf_counter()
        bundle = lawkit.tidy.lookups(results)
        tidy_seconds += time.perf_counter() - began
        del results
        for copy in range(copies):
            written = renumbered(bundle, copy) if copy else bundle
            steps += len(written.steps)
            written.to_parquet(path, mode="append")
            del written
        del bundle
        gc.collect()
    disk = sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    batches = -(-(lawsuits - begin) // batch) * copies
    _report("write", start, lawsuits=(lawsuits - begin) * copies, generated=lawsuits - begin,
            steps=int(steps), batches=batches, tidy_seconds=round(tidy_seconds, 1),
            disk_mb=round(disk / 2**20))  # fmt: skip


def renumbered(bundle: lawkit.tidy.Bundle, copy: int) -> lawkit.tidy.Bundle:
    """``bundle`` with other lawsuits' numbers: each CNJ's sequence moved by ``copy`` times a
    prime (same court, year and origin; check digits recomputed) and each request id suffixed,
    in every table; what a copy of a batch adds to the dataset is new lawsuits, alike in shape."""
    numbers = {}
    for number in bundle.lawsuits["cnj"].dropna().astype(str).unique():
        c = cnj.parse(number)
        sequence = (c.sequence + copy * 1_000_003) % 10**7
        numbers[number] = cnj.build(sequence, c.year, c.justice, c.tribunal, c.origin)
    tables = {}
    for field in dataclasses.fields(bundle):
        table = getattr(bundle, field.name).copy()
        for column in ("cnj", "number"):
            if column in table:
                dtype = table[column].dtype
                table[column] = table[column].map(numbers, na_action="ignore").astype(dtype)
        if "request_id" in table:
            table["request_id"] = table["request_id"] + f"-{copy}"
        tables[field.name] = table
    return lawkit.tidy.Bundle(**tables)


def compact(path: Path) -> None:
    start = time.perf_counter()
    merged = export.compact(path)
    _report("compact", start, partitions=len(merged))


#: The floor: six first-event times per lawsuit, one DuckDB group-by over the steps' files.
FLOOR = """
SELECT cnj, {marks} FROM read_parquet('{files}', hive_partitioning = true) GROUP BY cnj
"""
FLOOR_EVENTS = ("filing", "notice", "hearing", "judgment", "appeal", "res_judicata")


def floor(path: Path, repeat: int = 3) -> float:
    """Best seconds of ``repeat`` runs of :data:`FLOOR` over ``path``'s steps (a new DuckDB
    connection each time), with the rows fetched into Arrow."""
    import duckdb

    marks = ", ".join(
        f"min(timestamp) FILTER (WHERE event = '{name}') AS {name}" for name in FLOOR_EVENTS
    )
    query = FLOOR.format(marks=marks, files=str(path / "steps" / "**" / "*.parquet"))
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        with duckdb.connect() as con:
            con.sql(query).to_arrow_table()  # as the portfolios fetch (no extra copy)
        times.append(time.perf_counter() - began)
    return min(times)


def analyse(path: Path, chunk_steps: int) -> None:
    """The analyses of the targets from the dataset (run in a child process), beside the floor
    measured in the same process just before them: ``events.milestones(path)`` and
    ``events.rates(path, by="court")`` each alone, then milestones, durations, medians by court
    and rates by court from one portfolio (the targets' sequence), then the who-won form:
    built on the dataset, and a filter changed."""
    readers.CHUNK_STEPS = chunk_steps
    ground = floor(path)
    alone = {}
    for name, run in (("milestones", lambda: events.milestones(path)),
                      ("rates", lambda: events.rates(path, by="court"))):  # fmt: skip
        began = time.perf_counter()
        run()
        alone[name] = time.perf_counter() - began
    start = time.perf_counter()
    with events.portfolio(path) as portfolio:
        marks = events.milestones(portfolio)
        at = time.perf_counter()
        spans = events.durations(marks, as_of=marks["last_event_at"].max() + pd.Timedelta(hours=1))
        medians = events.medians(spans, by="court")
        timed = time.perf_counter()
        rates = events.rates(portfolio, by="court")
        done = time.perf_counter()
    _report("analyse", start, lawsuits=len(marks), milestones_seconds=round(at - start, 1),
            medians_seconds=round(timed - at, 1), rates_seconds=round(done - timed, 1),
            floor_seconds=round(ground, 2),
            milestones_alone_seconds=round(alone["milestones"], 1),
            rates_alone_seconds=round(alone["rates"], 1),
            milestones_over_floor=round(alone["milestones"] / ground, 1),
            rates_over_floor=round(alone["rates"] / ground, 1), courts=len(medians),
            judged=int(rates["decisions"].sum()))  # fmt: skip
    form(path, marks["court"].value_counts().index[0])


def form(path: Path, court: str) -> None:
    """The who-won form on the dataset: built (its results read once), then a filter changed
    to ``court`` (the rates of those per-lawsuit rows again) and back."""
    from lawkit.widgets import OutcomeForm

    start = time.perf_counter()
    who = OutcomeForm(path)
    built = time.perf_counter()
    who.filters.dropdowns["court"].value = court
    changed = time.perf_counter()
    who.by.value = "class"
    regrouped = time.perf_counter()
    _report("form", start, lawsuits=len(who.frame), build_seconds=round(built - start, 1),
            filter_seconds=round(changed - built, 2),
            regroup_seconds=round(regrouped - changed, 2), groups=len(who.rates),
            messages=who.messages)  # fmt: skip


def bytes_per_step(path: Path, chunk_steps: int) -> None:
    """The steps of the first chunk of whole lawsuits in memory (what timeline, outcomes and
    since read), bytes per step."""
    readers.CHUNK_STEPS = chunk_steps
    start = time.perf_counter()
    with events.portfolio(path) as portfolio:
        steps = next(iter(portfolio.step_chunks()))
    total = int(steps.memory_usage(deep=True).sum())
    per = steps.memory_usage(deep=True).div(len(steps)).round(1)
    _report("steps in memory", start, steps=len(steps), bytes_per_step=round(total / len(steps)),
            by_column={c: float(v) for c, v in per.items() if c != "Index"})  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lawsuits", type=int, default=30_000)
    parser.add_argument("--batch", type=int, default=5_000, help="lawsuits per appended batch")
    parser.add_argument("--chunk-steps", type=int, default=readers.CHUNK_STEPS)
    parser.add_argument("--keep", type=Path, help="write the dataset here and keep it")
    parser.add_argument(
        "--begin",
        type=int,
        default=0,
        help="grow the --keep dataset of a smaller run from this lawsuit on",
    )
    parser.add_argument(
        "--copies",
        type=int,
        default=1,
        help="append each tidied batch this many times, renumbered (lawsuits x copies in all)",
    )
    parser.add_argument("--quick", action="store_true", help="a tiny run (the test's)")
    parser.add_argument("--analyse", type=Path, help="analyse the dataset written here before")
    parser.add_argument("--child", choices=["bytes", "analyse"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.quick:
        vars(args).update(QUICK)
    if args.child:
        run = bytes_per_step if args.child == "bytes" else analyse
        return run(args.analyse, args.chunk_steps)
    with tempfile.TemporaryDirectory(prefix="bench-big-") as scratch:
        path = args.analyse or args.keep or Path(scratch) / "portfolio"
        if not args.analyse:
            write(path, args.lawsuits, args.batch, args.begin, args.copies)
            compact(path)
        for child in ("bytes", "analyse"):
            command = [sys.executable, __file__, "--child", child, "--analyse", str(path),
                       "--chunk-steps", str(args.chunk_steps)]  # fmt: skip
            subprocess.run(command, check=True)


if __name__ == "__main__":
    main()
