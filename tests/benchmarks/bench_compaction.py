"""Benchmark: DuckDB over a Parquet dataset of many small files, before and after ``compact``.

One batch of lookups (``--lawsuits`` CNJ numbers of any court, default 1,000, from a sandbox with
``finish_after=0``) is written with ``Bundle.to_parquet``; then, for each count K of ``--batches``
(default 1, 5, 10, 20, 50), a dataset of K appended batches is made by copying that batch's files
under new batch names (the bytes an append of the same lookups writes: one file per table and
court, about K files per partition) and DuckDB runs ``QUERIES`` over it, best of ``--repeat``,
each time through new views (``export.duckdb_views``, which lists the files again). Then
``export.compact`` merges it (timed) and the queries run again. Printed per K: files, seconds
before and after, their ratio, the compaction's seconds and the queries it takes to pay it back.

The rows are the same before and after (checked with ``count(*)``); only the files differ, so the
ratio is what small files cost. Run: ``.venv/bin/python tests/benchmarks/bench_compaction.py
[--lawsuits 1000] [--batches 1,5,10,20,50] [--repeat 3] [--seed 0]`` (a few minutes; ``--quick``:
4 numbers, 2 batches, once).

``--appends N`` times appends instead: the batch appended N times with ``Bundle.to_parquet(path,
mode="append")`` (staged, fsynced, marked, moved in) and N times with the direct write it did
before (``write_dataset`` straight to the final names), alternately, each to its own growing
dataset; printed: the median and best seconds of each and their ratio.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import tempfile
import time
import uuid
from collections.abc import Mapping, Sequence
from pathlib import Path
from unittest import mock

import pandas as pd
from measure import best, options

import lawkit
import lawkit.sandbox
from lawkit import tidy
from lawkit.cnj import generate
from lawkit.tidy import export

#: A notebook's questions, each reading every file of its table or of one court. (No join of
#: lawsuits and steps: the copied batches repeat the same lawsuits, so a join grows as the
#: square of the batches and would hide the cost of the files.)
QUERIES = {
    "lawsuits per court": "SELECT court, count(*), count(DISTINCT cnj) FROM lawsuits GROUP BY 1",
    "steps per court": "SELECT court, count(*), max(timestamp) FROM steps GROUP BY court",
    "one court": "SELECT count(*), max(timestamp) FROM steps WHERE court = 'TJSP'",
}


def first_batch(lawsuits: int, seed: int) -> tidy.Bundle:
    """One batch of lookups."""
    with (
        lawkit.sandbox.start(seed=seed, finish_after=0) as sb,
        lawkit.connect(**sb.settings, cache=False) as client,
    ):
        numbers = generate(court=None, n=lawsuits, seed=seed)
        auto = [client.capture.autorequest(n, make_download=True) for n in numbers]
        results = client.capture.wait(auto, progress=False)
    return tidy.lookups(results)


def direct_write(
    tables: Mapping[str, pd.DataFrame],
    path: Path,
    partition_by: Mapping[str, Sequence[str]],
    mode: str,
) -> Path:
    """``export.write_parquet`` as it was before batches were staged: each table written straight
    to its final file names (no fsync, marker or rename)."""
    batch = uuid.uuid4().hex
    for name, table in tables.items():
        export._stage(table, Path(path) / name, list(partition_by[name]), batch)
    return Path(path)


def appends(bundle: tidy.Bundle, work: Path, count: int) -> None:
    """Time ``count`` appends of ``bundle`` staged and ``count`` direct, alternately."""
    ways = {
        "staged": contextlib.nullcontext,
        "direct": lambda: mock.patch.object(export, "write_parquet", direct_write),
    }
    times: dict[str, list[float]] = {way: [] for way in ways}
    for _ in range(count):
        for way, writing in ways.items():
            with writing():
                started = time.perf_counter()
                bundle.to_parquet(work / way, mode="append")
                times[way].append(time.perf_counter() - started)
    staged, direct = (statistics.median(times[w]) for w in ("staged", "direct"))
    print(f"{'append':>8} {'median s':>9} {'best s':>7}")
    for way, seconds in times.items():
        print(f"{way:>8} {statistics.median(seconds):>9.3f} {min(seconds):>7.3f}")
    print(f"staged / direct (medians): {staged / direct:.2f}")


def copies(batch: Path, target: Path, count: int) -> Path:
    """``count`` batches: ``batch``'s files, each copied under ``count`` new batch names."""
    for _ in range(count):
        name = uuid.uuid4().hex
        for file in batch.rglob("*.parquet"):
            folder = target / file.parent.relative_to(batch)
            folder.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(file, folder / f"part-{name}-0.parquet")
    return target


def queries(root: Path, repeat: int) -> tuple[float, int]:
    """Seconds of all ``QUERIES`` (best of ``repeat``, new views each time), and the steps."""

    def run() -> None:
        con = export.duckdb_views(root)
        for sql in QUERIES.values():
            con.execute(sql).fetchall()

    steps = export.duckdb_views(root).execute("SELECT count(*) FROM steps").fetchone()[0]
    (seconds, _), _ = best(None, run, repeat)
    return seconds, steps


def compactions(batch: Path, work: Path, counts: list[int], repeat: int) -> None:
    """For each count K, the queries over K copies of ``batch``, compacted, then again."""
    print(
        f"{'batches':>7} {'files':>7} {'before s':>9} {'after s':>8} {'ratio':>6} "
        f"{'compact s':>9} {'pays back after':>16}"
    )
    for count in counts:
        root = copies(batch, work / f"k{count}", count)
        before, steps = queries(root, repeat)
        many = sum(1 for _ in root.rglob("*.parquet"))
        started = time.perf_counter()
        merged = export.compact(root)
        compacting = time.perf_counter() - started
        after, steps_after = queries(root, repeat)
        assert steps_after == steps, "compaction changed the rows"
        gain = before - after
        payback = f"{compacting / gain:,.0f} runs" if merged and gain > 0 else "-"
        print(
            f"{count:>7} {many:>7,} {before:>9.3f} {after:>8.3f} {before / after:>6.1f} "
            f"{compacting:>9.1f} {payback:>16}",
            flush=True,
        )
        shutil.rmtree(root)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lawsuits", type=int, default=1000, help="CNJ numbers per batch")
    parser.add_argument("--batches", default="1,5,10,20,50", help="batch counts, commas")
    parser.add_argument("--repeat", type=int, default=3, help="runs of the queries, best kept")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--appends", type=int, default=0, help="time N appends each way instead")
    args = options(parser, quick={"lawsuits": 4, "batches": "2", "repeat": 1, "appends": 0})
    counts = [int(k) for k in args.batches.split(",")]
    with tempfile.TemporaryDirectory(prefix="lawkit-compaction-") as temp:
        work = Path(temp)
        started = time.perf_counter()
        bundle = first_batch(args.lawsuits, args.seed)
        batch = bundle.to_parquet(work / "batch")
        files = sum(1 for _ in batch.rglob("*.parquet"))
        size = sum(f.stat().st_size for f in batch.rglob("*.parquet"))
        print(
            f"one batch: {args.lawsuits:,} CNJ numbers, {files} files, {size / 2**20:.1f} MB "
            f"({time.perf_counter() - started:.0f} s to fetch and write)\n"
        )
        if args.appends:
            appends(bundle, work, args.appends)
        else:
            compactions(batch, work, counts, args.repeat)
    print(f"\nload average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
