"""bench_big.py's quick mode runs end to end (so the benchmark does not rot)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).with_name("bench_big.py")
ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_bench_big_quick_runs_every_phase() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, str(SCRIPT), "--quick"], capture_output=True,
                         text=True, env=env, timeout=900, check=True)  # fmt: skip
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    phases = {line["phase"]: line for line in lines}
    assert list(phases) == ["write", "compact", "steps in memory", "analyse"]
    assert phases["write"]["lawsuits"] == 300 and phases["write"]["steps"] > 10_000
    assert phases["analyse"]["lawsuits"] == 300  # every lawsuit, across several chunks
    assert phases["analyse"]["judged"] > 0 and phases["analyse"]["courts"] > 10
    assert "chunk" in run.stderr  # the progress bar over chunks
