"""Never pay twice: killed processes and processes sharing one cache create each query once.

Real child processes (``submitter.py``) submit automatic queries to a sandbox this test runs, on
one shared cache folder. They are killed with SIGKILL at many instants — after k accepted
queries, and, through a fault hook, between the provider's answer and its local record — then
the same submission runs to the end; or two run at the same time. The sandbox's own store proves
how many automatic requests were created per CNJ number: exactly one, always.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import lawkit.sandbox
from lawkit import cnj

pytestmark = pytest.mark.slow

SUBMITTER = Path(__file__).with_name("submitter.py")


def _environment(sb: lawkit.sandbox.Sandbox) -> dict[str, str]:
    settings = {f"LAWKIT_{name.upper()}": value for name, value in sb.settings.items()}
    kept = {k: v for k, v in os.environ.items() if not k.startswith("LAWKIT_")}
    return {**kept, **settings, "LAWKIT_BACKOFF": "0.01"}


def _start(sb: lawkit.sandbox.Sandbox, cache: Path, mode: str, count: int, **extra: str):
    return subprocess.Popen(
        [sys.executable, str(SUBMITTER), str(cache), mode, str(count)],
        env={**_environment(sb), **extra},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _kill_after(process: subprocess.Popen, accepted: int, seconds: float = 0.0) -> None:
    """SIGKILL ``process`` once it has printed ``accepted`` lines and ``seconds`` more passed."""
    seen = 0
    assert process.stdout is not None
    for line in process.stdout:
        seen += line.startswith("accepted")
        if (line.startswith("started") and accepted == 0) or seen >= accepted > 0:
            break
    time.sleep(seconds)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)


def _finish(process: subprocess.Popen) -> str:
    out, err = process.communicate(timeout=600)
    assert process.returncode == 0, err[-3000:]
    return out


def _created(sb: lawkit.sandbox.Sandbox) -> Counter[str]:
    return Counter(a.value for a in sb.state.stores["capture"].autorequests)


#: When to kill: after so many accepted queries (one by one), or so many seconds into a bulk
#: submission (whose records are printed at its end).
KILLS = {"loop": [(1, 0.0), (17, 0.0), (40, 0.0), (41, 0.0), (77, 0.0)],
         "bulk": [(0, 0.05), (0, 0.0), (0, 0.02), (0, 0.04), (0, 0.08)]}  # fmt: skip


@pytest.mark.parametrize("mode", ["loop", "bulk"])
def test_a_process_killed_at_many_instants_then_rerun_creates_each_query_once(
    tmp_path: Path, mode: str
) -> None:
    count = 120
    numbers = cnj.generate(court="TJSP", n=count, seed=1)
    with lawkit.sandbox.start(seed=7, finish_after=0) as sb:
        for n, (accepted, seconds) in enumerate(KILLS[mode]):
            _kill_after(_start(sb, tmp_path, mode, count), accepted, seconds)
            if n == 0:
                assert 0 < sum(_created(sb).values()) < count  # killed midway
        # the instant between the provider's answer and its local record, early and late
        for k in (1, 15):
            died = _start(sb, tmp_path, mode, count, LAWKIT_TEST_DIE_AFTER_ANSWER=str(k))
            _, err = died.communicate(timeout=300)
            assert died.returncode == -signal.SIGKILL, err[-3000:]
        _finish(_start(sb, tmp_path, mode, count))
        created = _created(sb)
    assert sorted(created) == sorted(numbers)
    assert set(created.values()) == {1}, {n: c for n, c in created.items() if c > 1}


def test_two_processes_on_one_cache_at_once_create_each_query_once(tmp_path: Path) -> None:
    count = 150
    with lawkit.sandbox.start(seed=8, finish_after=0) as sb:
        both = [_start(sb, tmp_path, mode, count) for mode in ("loop", "bulk")]
        with ThreadPoolExecutor(2) as pool:
            outputs = list(pool.map(_finish, both))
        created = _created(sb)
    assert all(out.count("accepted") == count for out in outputs)
    assert len(created) == count and set(created.values()) == {1}
