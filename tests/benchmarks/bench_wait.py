"""Benchmark: HTTP calls per finished request, ``capture.wait`` against naive per-id polling.

Against one sandbox with its default delays (requests stay pending ``finish_after`` = 1.5 s),
in one run: submit N automatic queries (default 1,000; each fans out to one request per matching
query of the court) and wait for them with ``client.capture.wait``; then submit N more for other
numbers and wait with the naive loop (look up every pending id, pause 0.5 s, repeat). Submission
uses 8 threads, so many requests are still pending when waiting starts. Calls are counted from
the sandbox's request log (every GET served while waiting; POSTs not counted) and divided by the
requests that finished. Run: ``.venv/bin/python tests/benchmarks/bench_wait.py`` (options
``--n``, ``--finish-after``; ``--quick``: 10 queries, requests finished after 0.2 s).
Exits non-zero when wait() needs more than 1.2 calls per finished request or a loop runs past
its time bound.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from typing import Any

from measure import options, verdict

import lawkit
from lawkit import cnj, sandbox

TARGET = 1.2
TIME_BOUND = 300.0
NAIVE_PAUSE = 0.5


def submit(client: Any, numbers: list[str]) -> list[dict[str, Any]]:
    """Automatic queries for ``numbers``, eight at a time."""
    return client.capture.autorequest_many(numbers, max_workers=8, progress=False)


def naive_wait(client: Any, ids: list[str]) -> dict[str, Any]:
    """The loop a user writes by hand: look up every pending id, pause, repeat."""
    results: dict[str, Any] = {}
    pending = list(ids)
    deadline = time.monotonic() + TIME_BOUND
    while pending:
        if time.monotonic() > deadline:
            raise SystemExit("naive loop ran past its time bound")
        still = []
        for rid in pending:
            body = client.capture.lookup(rid)
            if body["requested"]["status"] == "pending":
                still.append(rid)
            else:
                results[rid] = body
        pending = still
        if pending:
            time.sleep(NAIVE_PAUSE)
    return results


def pending_count(client: Any) -> int:
    """Requests still pending now (asked before a measurement starts)."""
    return len(client.capture.requests(status="pending", refresh=True))


def measure(sb: Any, run: Any) -> tuple[int, int, float]:
    """(GET calls served, finished requests, seconds) of ``run()``."""
    before = len(sb.request_log)
    started = time.monotonic()
    finished = run()
    seconds = time.monotonic() - started
    gets = sum(1 for e in sb.request_log[before:] if e.method == "GET")
    return gets, finished, seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1000, help="automatic queries per approach")
    parser.add_argument(
        "--finish-after", type=float, default=None, help="sandbox knob (default: its own)"
    )
    args = options(parser, quick={"n": 10, "finish_after": 0.2})
    knobs = {} if args.finish_after is None else {"finish_after": args.finish_after}
    numbers = cnj.generate(court=None, n=2 * args.n, seed=2024)
    with (
        sandbox.start(seed=1, request_log_size=1_000_000, **knobs) as sb,
        tempfile.TemporaryDirectory() as cache,
    ):
        client = lawkit.connect(**sb.settings, cache=cache)
        client.capture.available()  # token fetched outside the measurements

        records = submit(client, numbers[: args.n])

        def smart() -> int:
            result = client.capture.wait(records, progress=False, timeout=TIME_BOUND)
            if not result.complete:
                raise SystemExit(f"wait() did not complete: {result!r}")
            return len(result)

        smart_pending = pending_count(client)
        smart_calls, smart_done, smart_s = measure(sb, smart)

        naive_records = submit(client, numbers[args.n :])
        naive_ids = [r["id"] for record in naive_records for r in record["requests"]]
        naive_pending = pending_count(client)
        naive_calls, naive_done, naive_s = measure(sb, lambda: len(naive_wait(client, naive_ids)))
        client.close()

    smart_ratio = smart_calls / smart_done
    naive_ratio = naive_calls / naive_done
    delay = sb.knobs.finish_after
    print(f"automatic queries per approach: {args.n} (sandbox finish_after={delay} s)")
    print(
        f"wait():      {smart_done} requests ({smart_pending} pending at start), "
        f"{smart_calls} GETs, {smart_ratio:.3f} calls/finished request, {smart_s:.1f} s"
    )
    print(
        f"naive loop:  {naive_done} requests ({naive_pending} pending at start), "
        f"{naive_calls} GETs, {naive_ratio:.3f} calls/finished request, {naive_s:.1f} s"
    )
    print(f"naive/wait calls ratio: {naive_ratio / smart_ratio:.2f}x (target wait <= {TARGET})")
    return verdict(smart_ratio <= TARGET, args)


if __name__ == "__main__":
    sys.exit(main())
