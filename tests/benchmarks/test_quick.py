"""Every benchmark script still runs: each one's ``--quick`` mode (tiny sizes, seconds), in a
subprocess as a person runs it, must exit 0, print its figures and stay within its CPU budget
(and the whole set within its own: a short CI step).

Scripts are found by name (README.md: ``bench_*.py`` here and in ``tests/plots``, and the scale
and load scripts), so a new benchmark is checked without being listed. Two run at a time (the
CI machine has two cores); each test waits for its own.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
PATTERNS = ("benchmarks/bench_*.py", "benchmarks/scale_portfolio.py",
            "benchmarks/load_sandbox.py", "plots/bench_*.py")  # fmt: skip
SCRIPTS = sorted({path for pattern in PATTERNS for path in TESTS.glob(pattern)})
TIMEOUT = 120  # seconds for one script; the whole set takes well under a minute
FIGURE = re.compile(r"\d+(\.\d+)?\s*(s|ms|x|%|MB|MiB)\b")  # a measured figure with its unit
#: CPU seconds (user + system, the script and the processes it waited for) one quick run may
#: take: imports alone are 1.5 s or so (3 s with statsmodels and plotly), and no run took over
#: 6.2 s on a loaded 2-core machine. CPU, not wall time: the CI machine may be shared.
CPU_BUDGET = 8.0
#: CPU seconds of all quick runs together: the set must stay a short CI step (under a minute of
#: wall time on two idle cores).
TOTAL_CPU_BUDGET = 45.0


@dataclass(frozen=True)
class Run:
    """How one script's quick run ended."""

    returncode: int
    stdout: str
    stderr: str
    cpu: float  # user + system seconds of the script and its waited-for children


def _run(script: Path) -> Run:
    """Run ``python <script> --quick`` as a person does; killed after ``TIMEOUT`` seconds."""
    env = {**os.environ, "PYTHONPATH": str(TESTS.parent)}  # XDG_CACHE_HOME: the session's
    text = {"mode": "w+", "encoding": "utf-8", "errors": "replace"}
    with tempfile.TemporaryFile(**text) as out, tempfile.TemporaryFile(**text) as err:
        # Reaped with os.wait4, which gives this child's own resource usage (not the pool's).
        child = subprocess.Popen(
            [sys.executable, str(script), "--quick"], stdout=out, stderr=err, env=env,
            cwd=TESTS.parent,
        )  # fmt: skip
        deadline, late = time.monotonic() + TIMEOUT, ""
        while not (done := os.wait4(child.pid, os.WNOHANG))[0]:
            if time.monotonic() > deadline:
                child.kill()
                done, late = os.wait4(child.pid, 0), f"\nkilled after {TIMEOUT} s"
                break
            time.sleep(0.05)
        _, status, usage = done
        child.returncode = os.waitstatus_to_exitcode(status)  # reaped: Popen must not wait
        out.seek(0), err.seek(0)
        return Run(child.returncode, out.read(), err.read() + late, usage.ru_utime + usage.ru_stime)


@pytest.fixture(scope="module")
def runs() -> dict[Path, Future[Run]]:
    """Every script's quick run, started at once on two workers, in discovery order."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        yield {script: pool.submit(_run, script) for script in SCRIPTS}


def test_the_scripts_are_found() -> None:
    names = {path.name for path in SCRIPTS}
    assert {"bench_cnj.py", "bench_events_analysis.py", "scale_portfolio.py"} <= names
    assert "bench_plots.py" in names and "load_sandbox.py" in names


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_quick_mode_runs_and_prints_figures(script: Path, runs: dict[Path, Future[Run]]) -> None:
    done = runs[script].result()
    assert done.returncode == 0, f"{script.name} --quick failed:\n{done.stdout}\n{done.stderr}"
    assert FIGURE.search(done.stdout), f"{script.name} --quick printed no figure:\n{done.stdout}"
    assert done.cpu <= CPU_BUDGET, (
        f"{script.name} --quick took {done.cpu:.1f} s of CPU (at most {CPU_BUDGET:.0f} s): "
        "make its quick sizes smaller"
    )


def test_the_quick_runs_together_stay_short(runs: dict[Path, Future[Run]]) -> None:
    cpu = {script.name: runs[script].result().cpu for script in SCRIPTS}
    total = sum(cpu.values())
    listed = ", ".join(f"{name} {seconds:.1f} s" for name, seconds in sorted(cpu.items()))
    assert total <= TOTAL_CPU_BUDGET, f"{total:.0f} s of CPU in all ({listed})"
