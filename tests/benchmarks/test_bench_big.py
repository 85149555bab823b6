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
    assert list(phases) == ["write", "compact", "steps in memory", "analyse", "form"]
    assert phases["write"]["lawsuits"] == 300 and phases["write"]["steps"] > 10_000
    assert phases["write"]["generated"] == 150  # each batch appended twice, renumbered
    assert phases["steps in memory"]["steps"] <= 8_000 + 2_000  # a chunk, of whole lawsuits
    analysed = phases["analyse"]
    assert analysed["lawsuits"] == 300 and analysed["floor_seconds"] > 0
    assert analysed["judged"] > 0 and analysed["courts"] > 10
    assert phases["form"]["lawsuits"] == 300 and phases["form"]["groups"] > 0


def test_a_renumbered_copy_holds_other_lawsuits_of_the_same_courts() -> None:
    sys.path.insert(0, str(SCRIPT.parent))
    from bench_big import renumbered
    from bench_events import lookup_results

    import lawkit.tidy
    from lawkit import cnj

    bundle = lawkit.tidy.lookups(lookup_results(20, seed=5))
    copy = renumbered(bundle, 3)
    assert set(copy.lawsuits["cnj"]).isdisjoint(set(bundle.lawsuits["cnj"]))
    assert copy.lawsuits["cnj"].map(cnj.is_valid).all()
    assert copy.lawsuits["court"].tolist() == bundle.lawsuits["court"].tolist()
    assert set(copy.steps["cnj"]) == set(copy.lawsuits["cnj"])
    assert copy.steps["request_id"].str.endswith("-3").all()
    assert copy.steps["title"].equals(bundle.steps["title"])
