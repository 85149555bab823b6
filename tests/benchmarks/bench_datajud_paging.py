"""Benchmark: paging a DataJud population to Parquet a page at a time, with memory held flat.

A sandbox in a child process (so that its memory is not counted) serves a court of
``--hits`` records; ``client.datajud.pages(court="TJSP", movements=False)`` reads them 1,000 a
page with ``search_after``, and each page is tidied and appended to one Parquet dataset
(``lawkit.tidy.datajud(answer).to_parquet(path, mode="append")``), so only one page is held.
Prints the client process's peak resident memory after 10 % of the hits and at the end (target:
the end within 1.25x of the 10 % mark plus 50 MB of noise) and the rows read back from the
dataset. Exits 1 if memory grew past the target or rows are missing (``--quick``: 2,000 hits,
memory not judged).

Run: ``PYTHONPATH=. .venv/bin/python tests/benchmarks/bench_datajud_paging.py [--hits 100000]``
(about 5 minutes at 100,000 on a quiet machine: the sandbox tells each record)
"""

from __future__ import annotations

import argparse
import multiprocessing
import resource
import sys
import tempfile
import time
from multiprocessing.connection import Connection
from pathlib import Path

from measure import options, verdict

import lawkit
import lawkit.sandbox
import lawkit.tidy

#: DataJud records per lawsuit of the sandbox's population (a lawsuit appealed is two).
RECORDS_PER_LAWSUIT = 1.1


def _serve(conn: Connection, population: int) -> None:
    """The child: a sandbox with ``population`` lawsuits a court, until told to stop."""
    with lawkit.sandbox.start(seed=9, finish_after=0, datajud_population=population) as sb:
        conn.send(sb.settings)
        conn.recv()


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def page_to_parquet(settings: dict[str, str], hits: int, folder: Path) -> tuple[int, float, float]:
    """Hits read, peak MB at a tenth of ``hits``, peak MB at the end."""
    target = folder / "tjsp"
    read, early = 0, 0.0
    with lawkit.connect(**settings, cache=folder / "cache") as client:
        for answer in client.datajud.pages(court="TJSP", movements=False, size=1000, pause=0):
            lawkit.tidy.datajud(answer).to_parquet(target, mode="append")
            read += len(answer["hits"]["hits"])
            if not early and read >= hits // 10:
                early = _peak_mb()
                print(f"  {read:,} hits: peak RSS {early:.0f} MB", flush=True)
            if read >= hits:
                break
    return read, early, _peak_mb()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hits", type=int, default=100_000)
    args = options(parser, quick={"hits": 2_000})
    population = int(args.hits / RECORDS_PER_LAWSUIT) + 100
    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    child = context.Process(target=_serve, args=(theirs, population), daemon=True)
    child.start()
    try:
        settings = ours.recv()
        with tempfile.TemporaryDirectory(prefix="bench-datajud-") as folder:
            start = time.perf_counter()
            read, early, late = page_to_parquet(settings, args.hits, Path(folder))
            took = time.perf_counter() - start
            rows = len(lawkit.tidy.Bundle.from_parquet(Path(folder) / "tjsp").lawsuits)
    finally:
        ours.send("stop")
        child.join(60)
    print(f"{read:,} hits paged to Parquet in {took:.0f} s ({read / took:.0f} hits/s)")
    print(f"peak RSS {early:.0f} MB at {args.hits // 10:,} hits, {late:.0f} MB at {read:,} hits")
    flat = late <= early * 1.25 + 50
    print(
        f"rows read back: {rows:,}; memory {'flat' if flat else 'GREW'} (target <= 1.25x + 50 MB)"
    )
    if rows != read or read < args.hits:
        return 1
    return verdict(flat, args)


if __name__ == "__main__":
    sys.exit(main())
