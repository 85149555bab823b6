"""Every benchmark script still runs: each one's ``--quick`` mode (tiny sizes, seconds), in a
subprocess as a person runs it, must exit 0 and print its figures. Speed is not judged here:
the scripts measure it (README.md).

Scripts are found by name (README.md: ``bench_*.py`` here and in ``tests/plots``, and the scale
and load scripts), so a new benchmark is checked without being listed. Two run at a time (the
CI machine has two cores); each test waits for its own.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
PATTERNS = ("benchmarks/bench_*.py", "benchmarks/scale_portfolio.py",
            "benchmarks/load_sandbox.py", "plots/bench_*.py")  # fmt: skip
#: A script with a test of its own beside it (``test_bench_big.py``) is run there, not twice.
SCRIPTS = sorted(
    path
    for pattern in PATTERNS
    for path in TESTS.glob(pattern)
    if not path.with_name(f"test_{path.name}").exists()
)
TIMEOUT = 120  # seconds for one script; the whole set takes well under a minute
Finished = subprocess.CompletedProcess[str]
FIGURE = re.compile(r"\d+(\.\d+)?\s*(s|ms|x|%|MB|MiB)\b")  # a measured figure with its unit


def _run(script: Path) -> Finished:
    """Run ``python <script> --quick`` as a person does; killed after ``TIMEOUT`` seconds."""
    env = {**os.environ, "PYTHONPATH": str(TESTS.parent)}  # XDG_CACHE_HOME: the session's
    return subprocess.run(
        [sys.executable, str(script), "--quick"], capture_output=True, text=True,
        errors="replace", env=env, cwd=TESTS.parent, timeout=TIMEOUT,
    )  # fmt: skip


@pytest.fixture(scope="module")
def runs() -> dict[Path, Future[Finished]]:
    """Every script's quick run, started at once on two workers, in discovery order."""
    with ThreadPoolExecutor(max_workers=2) as pool:
        yield {script: pool.submit(_run, script) for script in SCRIPTS}


def test_the_scripts_are_found() -> None:
    names = {path.name for path in SCRIPTS}
    assert {"bench_cnj.py", "bench_events_analysis.py", "scale_portfolio.py"} <= names
    assert "bench_plots.py" in names and "load_sandbox.py" in names


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_quick_mode_runs_and_prints_figures(
    script: Path, runs: dict[Path, Future[Finished]]
) -> None:
    done = runs[script].result()
    assert done.returncode == 0, f"{script.name} --quick failed:\n{done.stdout}\n{done.stderr}"
    assert FIGURE.search(done.stdout), f"{script.name} --quick printed no figure:\n{done.stdout}"
