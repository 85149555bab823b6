"""Chaos: 2,000 queries through the client against a sandbox that misbehaves; nothing is lost.

The same queries (capture requests and automatic queries, a fifth of them with a callback) run
twice with the same sandbox seed: once against faults (429, 500, dropped connections, tokens
that expire during the run, slow answers, failing callbacks), once without. Every query must be
created exactly once on the sandbox, the client must raise nothing, and the tidy tables of both
runs must hold the same content.

Figures (faults injected, retries, token renewals, wall time) are printed: ``pytest -s``.
"""

from __future__ import annotations

import logging
import time
import zlib
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from support.capture import ESAJ

import lawkit
import lawkit.sandbox
from lawkit import cnj, tidy
from lawkit.client.callbacks import CallbackReceiver
from lawkit.client.waiting import WaitResult

pytestmark = pytest.mark.slow

SEED = 2026
N_REQUESTS = 1_400
N_AUTO = 600
CALLBACK_EVERY = 5
CHAOS = {
    "faults": {"429": 0.10, "500": 0.02, "drop": 0.01, "lost": 0.005},
    "token_ttl": 4,
    "latency": 0.02,
    "callback_failure": 0.3,
    "callback_backoff": 0.1,
}
#: Columns that differ between two runs by nature: ids and times of the run.
RUN_COLUMNS = {"request_id", "collected_at"}


@dataclass
class Run:
    """What one run submitted, got back and left on the sandbox."""

    records: list[dict[str, Any]]
    result: WaitResult
    requests: list[tuple[str, Any]]
    autorequests: list[tuple[str, str]]
    log: Counter[Any]
    retries: int
    reconciled: int
    tokens: int
    seconds: float
    tables: dict[str, pd.DataFrame]


class _Counter(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.retries = self.reconciled = 0

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        self.retries += "; retry " in message
        self.reconciled += "checking whether it was applied" in message


def _queries() -> list[tuple[str, str]]:
    """Distinct query bodies: ``("request", cnj)`` on e-SAJ/TJSP, ``("auto", cnj)`` anywhere."""
    direct = cnj.generate(court="TJSP", n=N_REQUESTS, seed=SEED)
    auto = [n for n in cnj.generate(court=None, n=N_AUTO + 50, seed=SEED + 1) if n not in direct]
    queries = [("request", n) for n in direct] + [("auto", n) for n in auto[:N_AUTO]]
    # Interleave the kinds in a fixed order.
    return sorted(queries, key=lambda q: (zlib.crc32(q[1].encode()), q[1]))


def _run(knobs: dict[str, Any], cache: Path) -> Run:
    counter = _Counter()
    http_log = logging.getLogger("lawkit.client.http")
    http_log.addHandler(counter)
    level = http_log.level
    http_log.setLevel(logging.INFO)
    started = time.monotonic()
    try:
        with (
            lawkit.sandbox.start(seed=SEED, finish_after=1, request_log_size=10**6, **knobs) as sb,
            CallbackReceiver() as receiver,
            lawkit.connect(
                **sb.settings, cache=cache, backoff=0.05, max_retries=8, max_workers=16
            ) as client,
        ):

            def submit(index_query: tuple[int, tuple[str, str]]) -> dict[str, Any]:
                index, (kind, number) = index_query
                callbacks = [receiver] if index % CALLBACK_EVERY == 0 else ()
                if kind == "auto":
                    return client.capture.autorequest(number, callbacks=callbacks)
                return client.capture.request(*ESAJ, key="cnj", value=number, callbacks=callbacks)

            with ThreadPoolExecutor(16) as pool:
                records = list(pool.map(submit, enumerate(_queries())))
            result = client.capture.wait(
                records, progress=False, receiver=receiver, poll=0.5, max_poll=2
            )
            store = sb.state.stores["capture"]
            requests = [((r.tags, r.key, r.value), r.id) for r in store.requests if not r.auto]
            autos = [(a.value, a.id) for a in store.autorequests]
            log = Counter(entry.status for entry in sb.request_log)
            tokens = client._http.tokens.fetches
    finally:
        http_log.removeHandler(counter)
        http_log.setLevel(level)
    tables = tidy.lookups(result.values()).tables()
    seconds = time.monotonic() - started
    return Run(
        records,
        result,
        requests,
        autos,
        log,
        counter.retries,
        counter.reconciled,
        tokens,
        seconds,
        tables,
    )


def _content(frame: pd.DataFrame) -> pd.DataFrame:
    """The run-independent content of a table, as text, in a canonical row order."""
    kept = frame.drop(columns=sorted(RUN_COLUMNS & set(frame.columns)))
    text = kept.astype("string").fillna("<NA>")
    return text.sort_values(list(text.columns)).reset_index(drop=True)


def test_two_thousand_queries_under_faults_lose_nothing_and_create_nothing_twice(
    tmp_path: Path,
) -> None:
    chaos = _run(CHAOS, tmp_path / "chaos")
    calm = _run({}, tmp_path / "calm")
    queries = _queries()
    auto_count = sum(kind == "auto" for kind, _ in queries)
    assert len(queries) == N_REQUESTS + N_AUTO and auto_count == N_AUTO

    # Faults really happened (and none in the calm run).
    assert chaos.log[429] > 0.05 * chaos.log.total(), chaos.log
    assert chaos.log[500] > 0 and chaos.log[None] > 0, chaos.log
    assert chaos.tokens > 2 and chaos.retries >= chaos.log[429]
    assert set(calm.log) <= {200}, calm.log

    for run in (chaos, calm):
        # Every query created exactly once on the sandbox.
        bodies = Counter(body for body, _ in run.requests)
        assert len(bodies) == N_REQUESTS and set(bodies.values()) == {1}
        values = Counter(value for value, _ in run.autorequests)
        assert len(values) == N_AUTO and set(values.values()) == {1}
        # The client's records are exactly the sandbox's: nothing lost, nothing unknown to it.
        direct = [r["id"] for r in run.records if "requests" not in r]
        auto = [r["id"] for r in run.records if "requests" in r]
        assert sorted(direct) == sorted(rid for _, rid in run.requests)
        assert sorted(auto) == sorted(aid for _, aid in run.autorequests)
        generated = [m["id"] for r in run.records for m in r.get("requests", ())]
        assert len(set(generated)) == len(generated)
        # Every request waited for finished and its result was fetched.
        assert run.result.reason == "complete" and run.result.complete
        assert set(run.result) == set(direct + generated)
        assert len(run.result) == len(direct) + len(generated)

    assert Counter(r["requested"]["status"] for r in chaos.result.values()) == Counter(
        r["requested"]["status"] for r in calm.result.values()
    )
    for name, frame in chaos.tables.items():
        other = calm.tables[name]
        assert list(frame.columns) == list(other.columns), name
        assert frame.dtypes.astype(str).tolist() == other.dtypes.astype(str).tolist(), name
        pd.testing.assert_frame_equal(_content(frame), _content(other), obj=name)
    assert len(chaos.tables["lawsuits"]) > 1_000

    print(
        f"\nchaos: {N_REQUESTS + N_AUTO} queries ({N_AUTO} automatic) -> "
        f"{len(chaos.result)} requests; HTTP answers {dict(chaos.log)} "
        f"(None = dropped); {chaos.retries} retries, {chaos.reconciled} reconciliations, "
        f"{chaos.tokens} tokens; {chaos.seconds:.1f} s (calm run {calm.seconds:.1f} s)"
    )
