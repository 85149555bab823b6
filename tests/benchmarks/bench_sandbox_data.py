"""Figures of the sandbox's synthetic data and of its monitoring/demand re-query (bounded).

Run: ``.venv/bin/python tests/benchmarks/bench_sandbox_data.py [--processes 500]``. Prints the
step-count distribution of 300 generated lawsuits, the CPU time of a 2,000-step instance, and
the wall time of registering monitored processes, advancing the simulated clock and inserting
a 1,000-CNJ demand on a loopback sandbox. Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from datetime import UTC, datetime, timedelta

import requests

import lawkit.sandbox
from lawkit import cnj
from lawkit.sandbox.data import story


def distribution() -> None:
    numbers = cnj.generate("TJSP", n=300, seed=5)
    suits = [story.lawsuit(0, n) for n in numbers]
    counts = [sum(len(i.steps) for i in s.instances) for s in suits]
    steps = [step for s in suits for i in s.instances for step in i.steps]
    long = sum(step.text_seed is not None for step in steps)
    print(
        f"steps per lawsuit (300 TJSP CNJs): median {statistics.median(counts)}, "
        f"mean {statistics.mean(counts):.1f}, p90 {statistics.quantiles(counts, n=10)[-1]:.0f}, "
        f"max {max(counts)}; long decision texts {100 * long / len(steps):.1f} % of steps"
    )


def big_instance() -> None:
    start = datetime(2015, 1, 1, tzinfo=UTC)
    best = min(
        _cpu(
            lambda k=k: story._steps(
                random.Random(k),
                1,
                start,
                start + timedelta(days=3000),
                2000,
                finished=True,
                appeal=False,
                criminal=False,
            )
        )
        for k in range(10)
    )
    print(f"a 2,000-step instance: {best * 1000:.1f} ms CPU (best of 10)")


def _cpu(job) -> float:
    started = time.process_time()
    job()
    return time.process_time() - started


def _token(sb: lawkit.sandbox.Sandbox) -> dict[str, str]:
    answer = requests.post(
        f"{sb.urls['auth']}/oauth/token",
        data={
            "grant_type": "client_credentials",
            "id": sb.credentials["client_id"],
            "secret": sb.credentials["client_secret"],
        },
        timeout=10,
    )
    return {"Authorization": f"Bearer {answer.json()['access_token']}"}


def requery(processes: int) -> None:
    with lawkit.sandbox.start(seed=5, finish_after=0) as sb:
        headers = _token(sb)
        numbers = cnj.generate(None, n=processes, seed=8)
        callback = [{"method": "POST", "url": "http://127.0.0.1:9/unreachable"}]
        started = time.perf_counter()
        with requests.Session() as session:
            for number in numbers:
                session.post(
                    f"{sb.urls['monitor']}/v1/processo/novo",
                    json={"cnj": number, "callbacks": callback},
                    headers=headers,
                    timeout=30,
                )
        print(f"register {processes} processes: {time.perf_counter() - started:.2f} s")
        for days in (1, 30):
            started = time.perf_counter()
            sb.advance(days)
            print(
                f"advance({days}) with {processes} processes: {time.perf_counter() - started:.2f} s"
            )


def demand() -> None:
    with lawkit.sandbox.start(seed=5, finish_after=0) as sb:
        body = {
            "idArtifact": int(sb.credentials["artifact_id"]),
            "method": {
                "action": "insert",
                "demandType": "execution",
                "updateFrequency": "daily",
                "scopeType": "cnj",
                "values": cnj.generate(None, n=1000, seed=8),
                "urlCallback": "http://127.0.0.1:9/unreachable",
                "idCallback": "bench",
            },
        }
        started = time.perf_counter()
        answer = requests.post(f"{sb.urls['demand']}/v1/demand", json=body, timeout=300)
        print(f"insert a 1,000-CNJ demand: {time.perf_counter() - started:.2f} s")
        started = time.perf_counter()
        result = requests.get(
            f"{sb.urls['demand']}/v1/demand/{answer.json()['idDemanda']}",
            params={"idArtifact": sb.credentials["artifact_id"]},
            timeout=300,
        )
        print(
            f"read its result: {time.perf_counter() - started:.2f} s, "
            f"{len(result.content) / 1e6:.1f} MB"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=500, help="monitored processes (<= 5000)")
    args = parser.parse_args()
    distribution()
    big_instance()
    requery(min(args.processes, 5000))
    demand()


if __name__ == "__main__":
    main()
