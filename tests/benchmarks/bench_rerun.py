"""Re-running a finished portfolio: HTTP calls and time, against building its tables.

A portfolio of N automatic queries is submitted and waited for once against a sandbox (on-disk
cache; every result finished). Then the same code runs again in a new client on the same cache —
what a re-run notebook does: submit the same numbers (the reuse window returns the earlier
records) and wait (the finished results are on disk). The re-run's HTTP calls and seconds are
printed beside the time of building the tables from the same results (``tidy.lookups``) and of
``json.loads`` of their bodies, measured in the same run; best of ``--repeat`` for each. The
parse of the same bodies with ``orjson.loads`` (what the result store uses) is printed beside
``json.loads``'s.

    .venv/bin/python tests/benchmarks/bench_rerun.py --numbers 1000 10000

``--quick``: 10 numbers, once.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson
from measure import best, options

import lawkit
import lawkit.sandbox
from lawkit import cnj, tidy


def _portfolio(client: lawkit.Client, numbers: list[str]) -> Any:
    """What the notebook does: submit every number, wait for every result."""
    records = client.capture.autorequest_many(numbers, progress=False)
    return client.capture.wait(records, progress=False)


def measure(count: int, repeat: int) -> dict[str, float]:
    numbers = cnj.generate(court=None, n=count, seed=11)
    with (
        tempfile.TemporaryDirectory(prefix="lawkit-rerun-") as cache,
        lawkit.sandbox.start(seed=11, finish_after=0, request_log_size=10**6) as sb,
    ):
        settings = {**sb.settings, "cache": Path(cache)}
        start = time.perf_counter()
        with lawkit.connect(**settings) as client:
            first = _portfolio(client, numbers)
            first_calls = client.calls
        first_seconds = time.perf_counter() - start

        def rerun() -> tuple[Any, int]:
            with lawkit.connect(**settings) as client:
                return _portfolio(client, numbers), client.calls

        (rerun_seconds, _), (again, calls) = best(None, rerun, repeat)
        assert again.complete and list(again) == list(first)
        bodies = [json.dumps(body) for body in again.values()]
        (tidy_seconds, _), bundle = best(None, lambda: tidy.lookups(again), repeat)
        on_disk = {f.name: f.stat().st_size / 1e6 for f in sorted(Path(cache).glob("*.sqlite"))}
        (json_seconds, _), _ = best(None, lambda: [json.loads(b) for b in bodies], repeat)
        (orjson_seconds, _), _ = best(None, lambda: [orjson.loads(b) for b in bodies], repeat)
    print(
        f"{count:>6,} numbers, {len(again):,} requests, {len(bundle.steps):,} steps | first run "
        f"{first_seconds:6.1f} s, {first_calls:,} calls | re-run {rerun_seconds:6.2f} s, "
        f"{calls} calls | tidy.lookups {tidy_seconds:5.2f} s, json.loads {json_seconds:5.2f} s "
        f"(orjson.loads {orjson_seconds:5.2f} s, {sum(map(len, bodies)) / 1e6:.1f} MB) | "
        f"re-run / tidy {rerun_seconds / tidy_seconds:4.2f}x, "
        f"re-run / json.loads {rerun_seconds / json_seconds:4.2f}x | on disk: "
        + ", ".join(f"{name} {mb:.1f} MB" for name, mb in on_disk.items()),
        flush=True,
    )
    return {"calls": calls, "ratio": rerun_seconds / tidy_seconds}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--numbers", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--repeat", type=int, default=3)
    args = options(parser, quick={"numbers": [10], "repeat": 1})
    for count in args.numbers:
        measure(count, args.repeat)


if __name__ == "__main__":
    main()
