"""What the benchmark scripts share: the ``--quick`` option, best-of-N timing (of several cases
in turn), and ``tidy`` with its classification switched off (the baseline that shows what
classifying the steps costs).

The scripts run as ``python tests/benchmarks/<script>.py``, so this folder is on their path
(``tests/plots/bench_plots.py`` puts it there). See README.md for the conventions.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable
from typing import Any

from lawkit.tidy import _builder


def options(parser: argparse.ArgumentParser, quick: dict[str, Any]) -> argparse.Namespace:
    """The parsed command line, with ``--quick`` added: it replaces the options named in
    ``quick`` by their tiny values (a run of seconds that shows the script still works, as
    tests/benchmarks/test_quick.py does in CI); ``args.quick`` says whether it was given."""
    parser.add_argument(
        "--quick",
        action="store_true",
        help="tiny sizes, seconds: check that the script runs (targets printed, not judged)",
    )
    args = parser.parse_args()
    if args.quick:
        for name, value in quick.items():
            setattr(args, name, value)
    return args


def verdict(met: bool, args: argparse.Namespace) -> int:
    """Exit status of a run whose targets were ``met``: 1 when they were not, except with
    ``--quick``, whose tiny sizes say nothing about speed (wrong outputs still fail there: they
    raise or exit before this)."""
    if args.quick and not met:
        print("(--quick: targets not judged at these sizes)")
        return 0
    return 0 if met else 1


def best(
    label: str | None, func: Callable[[], Any], repeat: int
) -> tuple[tuple[float, float], Any]:
    """Best wall and CPU time of ``repeat`` runs of ``func`` (the machine may be shared), printed
    under ``label`` (unless None); and the last run's result."""
    return rounds({label: func}, repeat)[label]


def rounds(
    cases: dict[Any, Callable[[], Any]], repeat: int
) -> dict[Any, tuple[tuple[float, float], Any]]:
    """:func:`best` of each case, the cases run in turn, ``repeat`` rounds: a machine whose
    speed drifts (a shared virtual machine: one build measured 0.60 and 0.90 s minutes apart)
    then slows every case alike, so the ratios between them hold. Each case's label is
    printed (unless None) with its best times; each keeps its last run's result."""
    walls: dict[Any, list[float]] = {label: [] for label in cases}
    cpus: dict[Any, list[float]] = {label: [] for label in cases}
    results: dict[Any, Any] = {}
    for _ in range(repeat):
        for label, func in cases.items():
            results.pop(label, None)  # drop the previous run's result before the next one
            gc.collect()
            start, cpu = time.perf_counter(), time.process_time()
            results[label] = func()
            walls[label].append(time.perf_counter() - start)
            cpus[label].append(time.process_time() - cpu)
    for label in cases:
        if label is not None:
            print(f"  {label:<50} {min(walls[label]):7.2f} s wall {min(cpus[label]):7.2f} s cpu "
                  f"(best of {repeat})", flush=True)  # fmt: skip
    return {label: ((min(walls[label]), min(cpus[label])), results[label]) for label in cases}


def without_classifying(func: Callable[[], Any]) -> Callable[[], Any]:
    """``func``, run so that bundles built inside leave the steps' ``event`` and ``tpu_code``
    missing (the builder's classification replaced by nothing)."""

    def run() -> Any:
        classified = _builder.classified
        _builder.classified = lambda steps, *_: steps
        try:
            return func()
        finally:
            _builder.classified = classified

    return run
