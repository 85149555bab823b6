"""What the benchmark scripts share: best-of-N timing, and ``tidy`` with its classification
switched off (the baseline that shows what classifying the steps costs).

The scripts run as ``python tests/benchmarks/<script>.py``, so this folder is on their path.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from lawkit.tidy import _builder


def best(label: str, func: Callable[[], Any], repeat: int) -> tuple[tuple[float, float], Any]:
    """Best wall and CPU time of ``repeat`` runs of ``func`` (the machine may be shared), printed
    under ``label``; and the last run's result."""
    walls, cpus = [], []
    result = None
    for _ in range(repeat):
        result = None  # drop the previous run's result before the next one
        gc.collect()
        start, cpu = time.perf_counter(), time.process_time()
        result = func()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
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
