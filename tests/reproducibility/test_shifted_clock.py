"""Same results on any day: the tables and the notebooks under a clock shifted by days and months.

Each run is a separate process under Debian's ``faketime`` (``.ci/run`` installs it), which
shifts every clock of the process, monotonic included. The sandbox's data depends on its seed
and its simulated clock only, so a portfolio fetched 9 days or 3 months from now, or across a
real midnight, gives the same tables, and the notebooks reproduce their checked outputs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from lawkit.reports.runner import sandbox_environment

pytestmark = pytest.mark.slow

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
#: libfaketime's clock specifications: days ahead, months ahead, a real midnight mid-run.
SHIFTS = ("+9d", "+97d", "@2027-06-30 23:59:50")


def _faketime() -> str:
    found = shutil.which("faketime")
    if found is None:
        message = "Debian's faketime is not installed (apt-get install faketime)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return found


def _shifted(shift: str | None, *command: str, timeout: float) -> subprocess.CompletedProcess:
    """``command`` run in the project root, under ``faketime -f shift`` unless ``shift`` is None,
    with no ``LAWKIT_*`` setting or config file (the environment of notebook kernels)."""
    prefix = [] if shift is None else [_faketime(), "-f", shift]
    env = sandbox_environment()
    run = {"cwd": ROOT, "env": env, "capture_output": True, "text": True, "check": False}
    return subprocess.run([*prefix, *command], timeout=timeout, **run)


def test_faketime_really_shifts_the_clock() -> None:
    """Guards the tests below: under the shift the process sees another date."""
    now = time.time()
    ahead = _shifted("+9d", sys.executable, "-c", "import time; print(time.time())", timeout=30)
    assert ahead.returncode == 0, ahead.stderr
    assert abs(float(ahead.stdout) - now - 9 * 86_400) < 60


def test_portfolio_tables_are_the_same_on_any_day(tmp_path: Path) -> None:
    def run(shift: str | None) -> dict[str, list[str]]:
        out = tmp_path / f"tables-{len(shift or '')}-{abs(hash(shift))}.json"
        done = _shifted(shift, sys.executable, str(HERE / "portfolio_tables.py"), str(out),
                        timeout=300)  # fmt: skip
        assert done.returncode == 0, f"{shift}: {done.stderr[-2000:]}"
        return json.loads(out.read_text(encoding="utf-8"))

    with ThreadPoolExecutor(len(SHIFTS) + 1) as pool:
        today, *shifted = pool.map(run, (None, *SHIFTS))
    assert today["steps"] and today["lawsuits"] and today["usage"]
    for shift, tables in zip(SHIFTS, shifted, strict=True):
        for name, rows in today.items():
            assert tables[name] == rows, f"{name} differs at {shift}"


def test_notebooks_reproduce_their_checked_outputs_months_from_now() -> None:
    done = _shifted(
        "+97d", sys.executable, "-m", "pytest", "notebooks", "-q", "-p", "no:cacheprovider",
        timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:]
    assert " passed" in done.stdout.splitlines()[-1]
