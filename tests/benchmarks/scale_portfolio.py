"""Scale run: a portfolio of N CNJ numbers end to end against the sandbox (default 10,000).

Phases, each timed: submit one automatic query per number (``capture.autorequest_many``,
``--workers`` at a time), ``capture.wait`` for every request, ``tidy.lookups`` into a Bundle, write
it as a Parquet dataset partitioned by court, query the dataset with DuckDB (no pandas), then the
re-run a notebook makes (submit and wait again: the reuse records and the result store answer).
Reported per phase: wall seconds, HTTP calls sent by the client, the client process's peak RSS so
far; at the end the sandbox's own count of what it served (its request log), its peak RSS, the
tables' in-memory bytes and the bytes on disk of the cache and the Parquet dataset.

``--batch B`` runs submit, wait, tidy and the Parquet write batch by batch (appending to the
dataset and dropping each batch's results and tables), the way to go past what memory holds;
the table sizes are then summed over the batches, and only one batch is in memory at a time.

The sandbox runs in a child process (this script with ``--serve``), so the client's memory is
measured alone. ``--tracemalloc`` also reports each phase's peak of Python allocations (it
slows allocation-heavy phases down, so time figures of such a run are not comparable).

Run: ``.venv/bin/python tests/benchmarks/scale_portfolio.py [--n 10000 | --quick]
[--batch B] [--workers 8] [--finish-after 1.5] [--tracemalloc] [--keep DIR]``. Bounded by
``--n`` and by ``--timeout`` seconds of waiting; a script, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from pathlib import Path
from typing import Any

from measure import options

import lawkit
from lawkit import cnj, tidy
from lawkit.tidy import export

QUICK = {"n": 20, "finish_after": 0.2}  # --quick: seconds (tests/benchmarks/test_quick.py)
SQL = """
    SELECT l.court, count(DISTINCT l.cnj) AS lawsuits, count(*) AS steps,
           max(s.timestamp) AS last_step
    FROM lawsuits l JOIN steps s USING (cnj, request_id)
    GROUP BY l.court ORDER BY steps DESC LIMIT 10
"""


def serve(finish_after: float, log_size: int) -> None:
    """Child process: run a sandbox, print its settings, answer ``log`` with its figures."""
    with lawkit.sandbox.start(finish_after=finish_after, request_log_size=log_size) as sb:
        print(json.dumps(sb.settings), flush=True)
        for line in sys.stdin:
            if line.strip() == "log":
                served = Counter(f"{e.method} {_route(e.path)} {e.status}" for e in sb.request_log)
                print(json.dumps({"served": served, "peak_rss": _peak_rss("self")}), flush=True)


def _route(path: str) -> str:
    """The endpoint of a path, ids replaced by ``{id}``."""
    parts = path.strip("/").split("/")
    return "/" + "/".join("{id}" if len(p) == 36 and p.count("-") == 4 else p for p in parts)


def _peak_rss(pid: str) -> int:
    """Peak resident set size of a process, bytes (``VmHWM`` of /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def _disk(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def _mb(nbytes: float) -> str:
    return f"{nbytes / 2**20:,.1f} MB"


class Phases:
    """Times each phase and records calls, RSS and (optionally) the tracemalloc peak; a phase
    run once per batch adds up its seconds and calls and keeps its highest peaks."""

    def __init__(self, client: Any, traced: bool) -> None:
        self.client = client
        self.traced = traced
        self.by_name: dict[str, dict[str, Any]] = {}

    @property
    def rows(self) -> list[dict[str, Any]]:
        return list(self.by_name.values())

    def run(self, name: str, work: Any, *args: Any, **kwargs: Any) -> Any:
        """``work(*args, **kwargs)``, measured as phase ``name``."""
        if self.traced:
            tracemalloc.reset_peak()
        calls, started = self.client.calls, time.perf_counter()
        value = work(*args, **kwargs)
        row = self.by_name.setdefault(
            name, {"phase": name, "seconds": 0.0, "calls": 0, "peak_rss": 0, "traced_peak": 0}
        )
        row["seconds"] += time.perf_counter() - started
        row["calls"] += self.client.calls - calls
        row["peak_rss"] = max(row["peak_rss"], _peak_rss("self"))
        if self.traced:
            row["traced_peak"] = max(row["traced_peak"], tracemalloc.get_traced_memory()[1])
        print(
            f"  {name:<8} {row['seconds']:8.1f} s  {row['calls']:7,} calls  "
            f"peak RSS {_mb(row['peak_rss'])}"
            + (f"  traced peak {_mb(row['traced_peak'])}" if self.traced else ""),
            flush=True,
        )
        return value


def portfolio(args: argparse.Namespace, settings: dict[str, str], work: Path) -> dict[str, Any]:
    numbers = cnj.generate(None, n=args.n, seed=args.seed)
    batches = [numbers[i : i + args.batch] for i in range(0, len(numbers), args.batch)]
    cache, dataset = work / "cache", work / "dataset"
    requests, statuses, tables = 0, Counter(), Counter()
    unfinished: list[str] = []
    with lawkit.connect(**settings, cache=cache) as client:
        phases = Phases(client, args.tracemalloc)

        def submit(batch: list[str]) -> list[dict[str, Any]]:
            return client.capture.autorequest_many(batch, max_workers=args.workers, progress=False)

        wait = client.capture.wait
        for batch in batches:
            records = phases.run("submit", submit, batch)
            results = phases.run(
                "wait", wait, records, timeout=args.timeout, progress=args.progress
            )
            bundle = phases.run("tidy", tidy.lookups, results.values())
            phases.run("parquet", bundle.to_parquet, dataset, mode="append")
            requests += sum(len(r["requests"]) for r in records)
            statuses.update(results.counts)
            unfinished += [*results.pending, *results.failed]
            for name, row in bundle.summary().iterrows():
                tables.update({(name, "rows"): row["rows"], (name, "memory"): row["memory"]})
            del records, results, bundle
        top = phases.run("duckdb", lambda: export.duckdb_views(dataset).execute(SQL).df())
        rerun_finished = 0
        for batch in batches:
            rerun_finished += len(phases.run("re-run", wait, submit(batch), progress=False))
        cache_bytes = client.cache.size
    names = dict.fromkeys(name for name, _ in tables)
    return {
        "n": args.n,
        "batches": len(batches),
        "requests": requests,
        "finished": sum(statuses.values()),
        "unfinished": len(unfinished),
        "statuses": dict(statuses),
        "rerun_finished": rerun_finished,
        "phases": phases.rows,
        "tables": [
            {"table": n, "rows": tables[n, "rows"], "memory": tables[n, "memory"]} for n in names
        ],
        "cache_bytes": cache_bytes,
        "parquet_bytes": _disk(dataset),
        "parquet_files": sum(1 for _ in dataset.rglob("*.parquet")),
        "duckdb_top": top.head(3).to_dict("records"),
    }


def report(figures: dict[str, Any], sandbox: dict[str, Any]) -> None:
    n = figures["n"]
    print(
        f"\n{n:,} CNJ numbers in {figures['batches']} batch(es) -> {figures['requests']:,} "
        f"requests; finished {figures['finished']:,} {figures['statuses']}, pending or failed "
        f"{figures['unfinished']}; re-run found {figures['rerun_finished']:,}"
    )
    total = sum(r["seconds"] for r in figures["phases"])
    print(f"wall time {total:,.1f} s; per lawsuit:")
    for row in figures["phases"]:
        print(
            f"  {row['phase']:<8} {1000 * row['seconds'] / n:8.2f} ms  "
            f"{row['calls'] / n:6.3f} calls"
        )
    print("tables (in memory, summed over batches):")
    for t in figures["tables"]:
        print(
            f"  {t['table']:<11} {t['rows']:>10,} rows  {_mb(t['memory']):>10}  "
            f"{t['memory'] / n / 1024:8.1f} KB/lawsuit"
        )
    memory = sum(t["memory"] for t in figures["tables"])
    print(f"  {'all':<11} {'':>15} {_mb(memory):>10}  {memory / n / 1024:8.1f} KB/lawsuit")
    print(
        f"on disk: cache {_mb(figures['cache_bytes'])} ({figures['cache_bytes'] / n / 1024:.1f} "
        f"KB/lawsuit), Parquet {_mb(figures['parquet_bytes'])} "
        f"({figures['parquet_bytes'] / n / 1024:.1f} KB/lawsuit, {figures['parquet_files']} files)"
    )
    served = Counter(sandbox["served"])
    print(f"sandbox served {sum(served.values()):,} requests; peak RSS {_mb(sandbox['peak_rss'])}")
    for route, count in served.most_common():
        print(f"  {count:8,}  {route}")
    print(f"client peak RSS {_mb(max(r['peak_rss'] for r in figures['phases']))}")
    print(f"load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=10_000, help="CNJ numbers (default 10,000)")
    parser.add_argument("--batch", type=int, help="numbers per batch (default: all at once)")
    parser.add_argument("--workers", type=int, default=8, help="submission threads")
    parser.add_argument("--finish-after", type=float, default=1.5, help="sandbox knob")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds of waiting at most")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--tracemalloc", action="store_true", help="trace Python allocations")
    parser.add_argument("--progress", action="store_true", help="progress bar while waiting")
    parser.add_argument("--keep", type=Path, help="write cache and dataset here (kept)")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON here")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = options(parser, QUICK)
    if not 1 <= args.n <= 1_000_000:
        parser.error("--n must be from 1 to 1,000,000")
    args.batch = args.batch or args.n
    if args.batch < 1:
        parser.error("--batch must be at least 1")
    if args.serve:
        serve(args.finish_after, 40 * args.n)
        return 0
    child = subprocess.Popen(
        [
            sys.executable,
            __file__,
            "--serve",
            "--n",
            str(args.n),
            "--finish-after",
            str(args.finish_after),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None
    try:
        settings = json.loads(child.stdout.readline())
        print(f"portfolio of {args.n:,} CNJ numbers, sandbox pid {child.pid}", flush=True)
        if args.tracemalloc:
            tracemalloc.start()
        with tempfile.TemporaryDirectory(prefix="lawkit-scale-") as temp:
            work = args.keep or Path(temp)
            figures = portfolio(args, settings, work)
        child.stdin.write("log\n")
        child.stdin.flush()
        sandbox = json.loads(child.stdout.readline())
    finally:
        child.stdin.close()
        child.wait(timeout=30)
    report(figures, sandbox)
    if args.json:
        args.json.write_text(json.dumps({**figures, "sandbox": sandbox}, indent=1, default=str))
    return 0 if figures["unfinished"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
