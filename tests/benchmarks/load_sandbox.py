"""Load figures of the sandbox: requests per second on loopback, and memory per stored request.

Run: ``.venv/bin/python tests/benchmarks/load_sandbox.py [--calls 2000] [--threads 4]
[--seconds 30] [--stored 100000] [--lawsuits 1000] [--quick]`` (``--quick``: 100 calls in at most
2 seconds, 2,000 requests stored over 20 lawsuits: a few seconds).

1. Throughput: ``--threads`` clients share ``--calls`` calls (bounded by ``--seconds``) over a mix
   of capture endpoints (create, lookup, list, coverage for a CNJ). The baseline, measured the
   same way in the same run, is a bare Werkzeug app answering ``{}`` on the same threaded dev
   server: the ratio says how much of the server's ceiling the sandbox keeps.
2. Memory: ``--stored`` requests, cycling over ``--lawsuits`` CNJ numbers (each number's outcome
   is generated from its lawsuit's story before the inserts: the slow part of a small run),
   created in-process through the capture store (as the create endpoint does), measured with
   tracemalloc (Python allocations) and RSS; then the latency of a filtered list and of the
   usage statistics over that many requests, through HTTP.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import threading
import time
import tracemalloc
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import requests
from measure import options
from werkzeug import Response
from werkzeug.serving import make_server

import lawkit.sandbox
from lawkit import cnj
from lawkit.sandbox.apis.capture import responses as capture
from lawkit.sandbox.data import generate
from lawkit.sandbox.server import _QuietHandler

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, when run as a script
from support.capture import ESAJ, capture_body


def _token(sb: lawkit.sandbox.Sandbox) -> str:
    form = {"grant_type": "client_credentials", "id": sb.credentials["client_id"]}
    form["secret"] = sb.credentials["client_secret"]
    return requests.post(f"{sb.urls['auth']}/oauth/token", data=form, timeout=10).json()[
        "access_token"
    ]


def _drive(
    calls: int, threads: int, seconds: float, call: Callable[[requests.Session, int], str]
) -> tuple[float, dict[str, list[float]]]:
    """Run ``calls`` calls on ``threads`` threads (stop after ``seconds``); rate and latencies."""
    counter = itertools.count()
    latencies: dict[str, list[float]] = defaultdict(list)
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    def worker() -> None:
        session = requests.Session()
        session.trust_env = False
        while time.monotonic() < deadline:
            n = next(counter)
            if n >= calls:
                return
            began = time.perf_counter()
            name = call(session, n)
            spent = time.perf_counter() - began
            with lock:
                latencies[name].append(spent)

    began = time.perf_counter()
    pool = [threading.Thread(target=worker) for _ in range(threads)]
    for thread in pool:
        thread.start()
    for thread in pool:
        thread.join()
    done = sum(len(v) for v in latencies.values())
    return done / (time.perf_counter() - began), latencies


def _sandbox_call(sb: lawkit.sandbox.Sandbox, token: str, numbers: list[str]):
    headers = {"Authorization": f"Bearer {token}"}
    base = sb.urls["capture"]
    created: list[str] = []

    def call(session: requests.Session, n: int) -> str:
        kind = n % 4
        number = numbers[n % len(numbers)]
        if kind == 0 or not created:
            body = capture_body(number)
            answer = session.post(f"{base}/v1/request", json=body, headers=headers, timeout=30)
            created.append(answer.json()["data"]["id"])
            name = "POST /v1/request"
        elif kind == 1:
            answer = session.get(f"{base}/v1/request/{created[-1]}", headers=headers, timeout=30)
            name = "GET /v1/request/{id}"
        elif kind == 2:
            answer = session.get(f"{base}/v1/request", headers=headers, timeout=30)
            name = "GET /v1/request"
        else:
            params = {"cnj": number}
            answer = session.get(f"{base}/v1/available", params=params, headers=headers, timeout=30)
            name = "GET /v1/available?cnj="
        answer.raise_for_status()
        return name

    return call


def _baseline(calls: int, threads: int, seconds: float) -> float:
    def app(environ, start_response):
        return Response("{}", mimetype="application/json")(environ, start_response)

    server = make_server("127.0.0.1", 0, app, threaded=True, request_handler=_QuietHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_port}/"

    def call(session: requests.Session, n: int) -> str:
        session.get(url, timeout=30).raise_for_status()
        return "GET /"

    try:
        rate, _ = _drive(calls, threads, seconds, call)
    finally:
        server.shutdown()
        server.server_close()
    return rate


def throughput(calls: int, threads: int, seconds: float) -> None:
    """Print requests/second of the sandbox and of the bare-server baseline."""
    numbers = cnj.generate("TJSP", 2020, n=200, seed=1)
    base_rate = _baseline(calls, threads, seconds)
    with lawkit.sandbox.start(seed=1, finish_after=0) as sb:
        rate, latencies = _drive(calls, threads, seconds, _sandbox_call(sb, _token(sb), numbers))
    print(f"throughput, {threads} threads, loopback, {sum(map(len, latencies.values()))} calls")
    print(f"  bare werkzeug baseline : {base_rate:8.0f} req/s")
    print(f"  sandbox capture mix    : {rate:8.0f} req/s  (ratio {rate / base_rate:.2f})")
    for name, spent in sorted(latencies.items()):
        ms = sorted(1000 * s for s in spent)
        p95 = ms[int(0.95 * (len(ms) - 1))]
        print(f"    {name:<24} p50 {statistics.median(ms):6.1f} ms  p95 {p95:6.1f} ms")


def _rss_mb() -> float:
    """Resident set size of this process (Linux /proc)."""
    with open("/proc/self/status", encoding="ascii") as status:
        line = next(line for line in status if line.startswith("VmRSS:"))
    return int(line.split()[1]) / 1024


def _fill(sb: lawkit.sandbox.Sandbox, stored: int, numbers: list[str]) -> float:
    """Create ``stored`` requests through the capture store; inserts per second."""
    store = capture.store(sb.state)
    finish = capture._finish(sb.state, sb.state.clock.now())  # when a request made now ends
    outcomes = {n: generate.outcome(1, *ESAJ, "cnj", n, as_of=finish) for n in numbers}
    began = time.perf_counter()
    for i in range(stored):
        number = numbers[i % len(numbers)]
        created = sb.state.clock.now()
        outcome = outcomes[number]
        store.add(
            ESAJ, "cnj", number, make_download=False, callbacks=[], created=created, outcome=outcome
        )
    rate = stored / (time.perf_counter() - began)
    store.settle()
    return rate


def memory(stored: int, lawsuits: int) -> None:
    """Print the memory taken by ``stored`` requests for ``lawsuits`` numbers, and list/stats
    latency over them."""
    numbers = cnj.generate("TJSP", 2020, n=lawsuits, seed=2)
    with lawkit.sandbox.start(seed=1, finish_after=0) as sb:
        rss_before = _rss_mb()
        rate = _fill(sb, stored, numbers)
        rss_after = _rss_mb()
    with lawkit.sandbox.start(seed=1, finish_after=0, token_ttl=86_400) as sb:
        tracemalloc.start()
        _fill(sb, stored, numbers)
        current, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        print(f"memory, {stored:,} requests stored ({rate:,.0f} inserts/s in-process)")
        print(
            f"  RSS: {rss_before:.0f} MB -> {rss_after:.0f} MB (+{rss_after - rss_before:.0f} MB)"
        )
        print(
            f"  tracemalloc: {current / 2**20:6.1f} MB  ({current / stored:.0f} B/request), "
            f"peak {peak / 2**20:.1f} MB"
        )
        headers = {"Authorization": f"Bearer {_token(sb)}"}
        today = sb.state.clock.today().isoformat()
        for name, path, params in [
            ("GET /v1/request?success=true&limit=20", "/v1/request", {"success": "true"}),
            ("GET /v1/request?page=last", "/v1/request", {"page": stored // 1000, "limit": 1000}),
            ("GET /v1/stats/use (today)", "/v1/stats/use", {"start": today, "end": today}),
        ]:
            began = time.perf_counter()
            answer = requests.get(
                f"{sb.urls['capture']}{path}", params=params, headers=headers, timeout=60
            )
            answer.raise_for_status()
            print(f"  {name:<40} {1000 * (time.perf_counter() - began):7.1f} ms")


def main() -> None:
    """Parse the bounds and print both figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--stored", type=int, default=100_000)
    parser.add_argument("--lawsuits", type=int, default=1000)
    quick = {"calls": 100, "threads": 2, "seconds": 2.0, "stored": 2000, "lawsuits": 20}
    args = options(parser, quick=quick)
    throughput(args.calls, args.threads, args.seconds)
    memory(args.stored, args.lawsuits)


if __name__ == "__main__":
    main()
