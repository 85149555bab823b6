"""Events: what each lawsuit step records, in the 14 classes of ``EVENTS.md``.

Steps are lines a court writes; analysts reason in events (filed, summoned, judged, final,
archived). :func:`classify` turns steps - a title, a text and, when the source gives one, a TPU
movement code - into one of :data:`CLASSES`::

    import lawkit.events

    events = lawkit.events.classify(bundle.steps["title"], bundle.steps["text"])
    events.value_counts()  # all 14 classes, in the order of CLASSES

    lawkit.events.classify(["Conclusos para sentença", "Julgado procedente o pedido"], [None, None])
    # -> conclusion, judgment

A TPU code decides through its ancestors (:mod:`lawkit.events.tpu`, which also loads a newer
table: ``classify(..., table=lawkit.events.tpu.load(path))``); otherwise the Portuguese text
rules do (:mod:`lawkit.events.text`). Pure functions: the only file read is the TPU table shipped
with the package. Accuracy on labelled real steps and speed against ``lawkit.tidy.lookups`` are
measured by ``tests/benchmarks/bench_events.py``.
"""

from __future__ import annotations

from lawkit.events import tpu
from lawkit.events.classes import BY_IMPORTANCE, CLASSES, DTYPE, IMPORTANCE, MILESTONES
from lawkit.events.classifier import classify

__all__ = [
    "BY_IMPORTANCE",
    "CLASSES",
    "DTYPE",
    "IMPORTANCE",
    "MILESTONES",
    "classify",
    "tpu",
]
