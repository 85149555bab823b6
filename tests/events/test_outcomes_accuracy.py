"""Accuracy floors of ``lawkit.events.classify_outcome`` on the labelled real texts of
tests/data/outcomes, and the quick mode of ``tests/benchmarks/bench_outcomes.py``.

The floors are what was measured when they were set (rounded down): accuracy may only go up.
The texts floor (0.86) is below the issue's 95 % target; ``lawkit/events/README.md`` says what
the rules still get wrong. The coded floor is the target: 100 %.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
from labelled_outcomes import coded, measure, texts

import lawkit.events

ACCURACY = {"texts": 0.86, "coded": 1.0}
BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


@pytest.fixture(scope="module")
def measured() -> dict[str, pd.DataFrame]:
    return measure()


@pytest.mark.parametrize("part", list(ACCURACY))
def test_accuracy_floor(measured: dict[str, pd.DataFrame], part: str) -> None:
    accuracy = measured[part].loc["accuracy", "recall"]
    assert accuracy >= ACCURACY[part], f"{part}: accuracy {accuracy:.3f} < {ACCURACY[part]}"


def test_labels_are_outcomes_and_ids_unique() -> None:
    text, movements = texts(), coded()
    assert set(text["label"]) | set(movements["label"]) <= set(lawkit.events.OUTCOMES)
    assert text["id"].is_unique and movements["id"].is_unique
    assert text["source"].notna().all() and text["label"].nunique() >= 10


def test_the_benchmark_quick_mode_reports_accuracy_and_cost() -> None:
    run = subprocess.run(
        [sys.executable, "bench_outcomes.py", "--quick"],
        cwd=BENCHMARKS, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert "texts  (accuracy" in run.stdout and "coded  (accuracy 1.000)" in run.stdout, run.stderr
    assert "judgment steps read; ratio" in run.stdout, run.stdout[-2000:]
