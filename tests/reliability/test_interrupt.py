"""Ctrl-C while ``wait`` fetches results, or while ``autorequest_many`` submits, in their thread
pools: partial results, then a resume that re-submits nothing and loses nothing. (Ctrl-C between
rounds is tested in tests/client.)"""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

from support.capture import ESAJ

import lawkit
import lawkit.sandbox
from lawkit import cnj

LOOKUP = "/capture/v1/request/"
AUTOREQUEST = "/capture/v1/autorequest"


def _interrupt_after(sb: lawkit.sandbox.Sandbox, path: str, after: int) -> threading.Thread:
    """Send SIGINT to this process (a real Ctrl-C) once ``after`` calls to ``path`` were served."""

    def watch() -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if sum(e.path.startswith(path) for e in sb.request_log) >= after:
                os.kill(os.getpid(), signal.SIGINT)
                return
            time.sleep(0.01)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


def test_ctrl_c_while_fetching_results_keeps_them_and_resume_sends_nothing_again(
    tmp_path: Path,
) -> None:
    numbers = cnj.generate(court="TJSP", n=30, seed=31)
    with (
        lawkit.sandbox.start(seed=31, finish_after=0, latency=0.1) as sb,
        lawkit.connect(**sb.settings, cache=tmp_path / "cache", max_workers=2) as client,
    ):
        records = [client.capture.request(*ESAJ, key="cnj", value=n) for n in numbers]
        ids = [r["id"] for r in records]
        watcher = _interrupt_after(sb, LOOKUP, after=4)
        partial = client.capture.wait(records, progress=False)
        watcher.join()
        fetched_before = {
            e.path.removeprefix(LOOKUP) for e in sb.request_log if e.path.startswith(LOOKUP)
        }
        assert partial.reason == "interrupted"
        assert 4 <= len(partial) < len(ids) and not partial.failed
        assert set(partial) == fetched_before  # every result fetched is kept, even the last ones
        assert list(partial) == [i for i in ids if i in partial]  # input order
        assert partial.pending == [i for i in ids if i not in partial]  # nothing lost

        before = len(sb.request_log)
        resumed = client.capture.wait(partial, progress=False)
        served = sb.request_log[before:]
    assert resumed.complete and list(resumed) == ids
    assert all(resumed[i] == partial[i] for i in partial)
    assert not [e for e in served if e.method == "POST"]
    fetched = [e.path.removeprefix(LOOKUP) for e in served if e.path.startswith(LOOKUP)]
    assert sorted(fetched) == sorted(partial.pending)  # the rest, each once


def test_ctrl_c_while_submitting_keeps_the_accepted_and_resume_pays_for_none_again(
    tmp_path: Path,
) -> None:
    numbers = cnj.generate(court="TJSP", n=40, seed=32)
    with (
        lawkit.sandbox.start(seed=32, finish_after=0, latency=0.1) as sb,
        lawkit.connect(**sb.settings, cache=tmp_path / "cache", max_workers=2) as client,
    ):
        watcher = _interrupt_after(sb, AUTOREQUEST, after=6)
        partial = client.capture.autorequest_many(numbers, progress=False)
        watcher.join()
        created = {a.value: a.id for a in sb.state.stores["capture"].autorequests}
        assert partial.reason == "interrupted" and not partial.failed
        assert 6 <= len(partial) < len(numbers)
        # every query the provider accepted is in the result, none is left out
        assert {r["value"]: r["id"] for r in partial} == created
        assert partial.pending == [n for n in numbers if n not in created]

        resumed = client.capture.autorequest_many(numbers, progress=False)
        result = client.capture.wait(resumed, progress=False)
    per_number = [a.value for a in sb.state.stores["capture"].autorequests]
    assert sorted(per_number) == sorted(numbers)  # each paid for exactly once
    assert [r["value"] for r in resumed] == numbers and resumed.reason == "complete"
    assert result.complete
