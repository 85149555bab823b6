"""What the benchmark scripts share: the ``--quick`` option, best-of-N timing, and ``tidy`` with
its classification switched off (the baseline that shows what classifying the steps costs).

The scripts run as ``python tests/benchmarks/<script>.py``, so this folder is on their path
(``tests/plots/bench_plots.py`` puts it there). See README.md for the conventions.
"""

from __future__ import annotations

import argparse
import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
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
    walls, cpus = [], []
    result = None
    for _ in range(repeat):
        result = None  # drop the previous run's result before the next one
        gc.collect()
        start, cpu = time.perf_counter(), time.process_time()
        result = func()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    if label is not None:
        print(f"  {label:<50} {min(walls):7.2f} s wall {min(cpus):7.2f} s cpu (best of {repeat})",
              flush=True)  # fmt: skip
    return (min(walls), min(cpus)), result


@contextmanager
def unclassified() -> Iterator[None]:
    """Bundles built inside leave the steps' ``event`` and ``tpu_code`` missing (the builder's
    classification replaced by nothing)."""
    classified = _builder.classified
    _builder.classified = lambda steps: steps
    try:
        yield
    finally:
        _builder.classified = classified
