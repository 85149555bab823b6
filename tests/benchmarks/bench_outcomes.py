"""Benchmark: accuracy of ``lawkit.events.classify_outcome`` on labelled real decision texts,
and what outcomes cost in building a bundle.

``accuracy``: precision, recall and support per outcome and overall, on the texts of
``tests/data/outcomes`` (labelled by reading) and on the DataJud movements whose TPU code names
the outcome. Targets: 95 % on texts, 100 % on coded movements.

``speed``: the synthetic lookup results of ``bench_events.py`` (real step texts; 3 % whole
decision texts), built by ``lawkit.tidy.lookups`` with outcomes and with the outcome step
switched off; their ratio (target <= 1.15: only judgment steps are read). Best of ``--repeat``.

Run: ``.venv/bin/python tests/benchmarks/bench_outcomes.py [accuracy|speed|both]
[--lawsuits 1800] [--repeat 3] [--quick]`` (``--quick``: 150 lawsuits, best of 2, as a test runs
it). Exits non-zero when the speed ratio is above the target.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pandas as pd
from bench_events import lookup_results
from measure import best

import lawkit.tidy
from lawkit.events.outcome import OUTCOME_DTYPE
from lawkit.tidy import _builder

TESTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TESTS / "events"))
import labelled_outcomes  # noqa: E402  (tests/events/labelled_outcomes.py)

TARGET = 1.15
QUICK = {"lawsuits": 150, "repeat": 2}


def accuracy() -> dict[str, pd.DataFrame]:
    """Print and return the accuracy report."""
    found = labelled_outcomes.measure()
    for part, table in found.items():
        print(f"\n{part}  (accuracy {table.loc['accuracy', 'recall']:.3f})")
        print(table.drop(index="accuracy").to_string(float_format=lambda v: f"{v:.3f}"))
    return found


@contextmanager
def without_outcomes() -> Iterator[None]:
    """Bundles built inside have every step's ``outcome`` missing (not read)."""
    original = _builder.steps_outcome
    _builder.steps_outcome = lambda steps, found: pd.Categorical(
        [None] * len(steps), dtype=OUTCOME_DTYPE
    )
    try:
        yield
    finally:
        _builder.steps_outcome = original


def speed(lawsuits: int, repeat: int, seed: int = 0) -> float:
    """Print the build times with and without outcomes; return their ratio (steadier clock)."""
    results = lookup_results(lawsuits, seed)
    with without_outcomes():
        bare, _ = best("lawkit.tidy.lookups, no outcomes", lambda: lawkit.tidy.lookups(results),
                       repeat)  # fmt: skip
    full, bundle = best("lawkit.tidy.lookups(results)", lambda: lawkit.tidy.lookups(results),
                        repeat)  # fmt: skip
    judged = int(bundle.steps["outcome"].notna().sum())
    ratio = min(full[0] / bare[0], full[1] / bare[1])
    print(f"  {len(bundle.steps):,} steps, {judged:,} judgment steps read; ratio {ratio:.3f} "
          f"(target <= {TARGET})")  # fmt: skip
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("part", nargs="?", default="both", choices=("accuracy", "speed", "both"))
    parser.add_argument("--lawsuits", type=int, default=1800)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="150 lawsuits, best of 2")
    args = parser.parse_args()
    lawsuits, repeat = (QUICK["lawsuits"], QUICK["repeat"]) if args.quick else (
        args.lawsuits, args.repeat)  # fmt: skip
    if args.part in ("accuracy", "both"):
        accuracy()
    if args.part in ("speed", "both") and speed(lawsuits, repeat) > TARGET:
        sys.exit(1)


if __name__ == "__main__":
    main()
