"""Events: what each lawsuit step records, in the 14 classes of ``EVENTS.md``, and what follows.

Steps are lines a court writes; analysts reason in events (filed, summoned, judged, final,
archived). Every bundle of :mod:`lawkit.tidy` already has each step's ``event`` (and the
``tpu_code`` that decided it) in its ``steps`` table; :func:`classify` reads any steps - a
title, a text and, when the source gives one, a TPU movement code - into one of
:data:`CLASSES`::

    import lawkit.events as events

    bundle.steps["event"].value_counts()  # all 14 classes, in the order of CLASSES
    bundle.steps["outcome"].value_counts()  # judgment steps: all 13 OUTCOMES
    events.classify(["Conclusos para sentença", "Julgado procedente o pedido"], [None, None])
    # -> conclusion, judgment

    timeline = events.timeline(bundle)  # one row per distinct event per lawsuit, all sources
    marks = events.milestones(bundle)  # one row per lawsuit: filed, summoned, heard, judged ...
    spans = events.durations(marks, "filed_at", "first_judgment_at", as_of=client.now)
    events.medians(spans, by="court")  # median days with a confidence interval
    events.survival(spans, by="court")  # Kaplan-Meier curves with confidence bands
    events.since(bundle, client.now - datetime.timedelta(days=7))  # what moved this week
    judged = events.outcomes(bundle)  # one row per judged event: instance, date, outcome, basis
    won = events.results(bundle)  # one row per lawsuit: first instance, appeal, reformed
    events.rates(won, by="court")  # win, settlement and appeal success rates, Wilson intervals

Public API:

- :func:`classify`, :func:`annotate`, :data:`CLASSES`, :data:`DTYPE`, :data:`BY_IMPORTANCE`,
  :data:`IMPORTANCE`, :data:`MILESTONES`, :mod:`~lawkit.events.tpu` (the classifier; pure, no
  tidy);
- :func:`classify_outcome`, :func:`outcome_basis`, :func:`annotate_outcomes`,
  :data:`OUTCOMES`, :data:`OUTCOME_DTYPE` (:mod:`lawkit.events.outcome`, text rules in
  :mod:`lawkit.events.verdict`: who won a judgment step, ``OUTCOMES.md``; pure, no tidy);
- :data:`DETAILS`, :data:`RANKING` (:mod:`lawkit.events.detail`: hearing scheduled, held or
  cancelled; archiving provisional or definitive; a notice that is a summons);
- :func:`timeline`, :func:`event_ids` (:mod:`lawkit.events.merge`: the rule that merges the same
  step reported by several sources, DataJud's movements included), :func:`compare_sources`
  (:mod:`lawkit.events.compare`: what the provider and DataJud each have, and the lag),
  :func:`milestones` (:mod:`lawkit.events.lifecycle`),
  :func:`durations`, :func:`survival`, :func:`medians` (:mod:`lawkit.events.timing`; the last two
  need statsmodels, ``lawkit[survival]``), :func:`since` (:mod:`lawkit.events.recent`),
  :func:`outcomes`, :func:`results`, :func:`rates` (:mod:`lawkit.events.judgments`). Their
  columns are in ``lawkit/tidy/CONTRACTS.md`` ("Event tables"). Each takes a Bundle or the
  directory of its Parquet dataset, read by chunks of whole lawsuits
  (:mod:`lawkit.events.sources`; :func:`chunked` splits a dataset once for several analyses).

The analyses read :mod:`lawkit.tidy` tables, and ``lawkit.tidy`` uses this package's classifier
to build them: they are loaded on first use, so importing either package first works.
Accuracy on labelled real steps and the speed against ``lawkit.tidy.lookups`` are measured by
``tests/benchmarks/bench_events.py``; the analyses' speed by
``tests/benchmarks/bench_events_analysis.py``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from lawkit.events import tpu
from lawkit.events.classes import BY_IMPORTANCE, CLASSES, DTYPE, IMPORTANCE, MILESTONES
from lawkit.events.classifier import annotate, classify
from lawkit.events.detail import DETAILS, RANKING
from lawkit.events.outcome import (
    OUTCOME_DTYPE,
    OUTCOMES,
    annotate_outcomes,
    classify_outcome,
    outcome_basis,
)

if TYPE_CHECKING:
    from lawkit.events.compare import compare_sources
    from lawkit.events.judgments import outcomes, rates, results
    from lawkit.events.lifecycle import milestones
    from lawkit.events.merge import event_ids, timeline
    from lawkit.events.recent import since
    from lawkit.events.sources import chunked
    from lawkit.events.timing import durations, medians, survival

#: Analyses loaded on first use (they import lawkit.tidy, which imports the classifier).
_ANALYSES = {
    "timeline": "lawkit.events.merge",
    "event_ids": "lawkit.events.merge",
    "milestones": "lawkit.events.lifecycle",
    "durations": "lawkit.events.timing",
    "survival": "lawkit.events.timing",
    "medians": "lawkit.events.timing",
    "since": "lawkit.events.recent",
    "outcomes": "lawkit.events.judgments",
    "results": "lawkit.events.judgments",
    "rates": "lawkit.events.judgments",
    "chunked": "lawkit.events.sources",
    "compare_sources": "lawkit.events.compare",
}

__all__ = [
    "BY_IMPORTANCE",
    "CLASSES",
    "DETAILS",
    "DTYPE",
    "IMPORTANCE",
    "MILESTONES",
    "OUTCOMES",
    "OUTCOME_DTYPE",
    "RANKING",
    "annotate",
    "annotate_outcomes",
    "chunked",
    "classify",
    "classify_outcome",
    "compare_sources",
    "durations",
    "event_ids",
    "medians",
    "milestones",
    "outcome_basis",
    "outcomes",
    "rates",
    "results",
    "since",
    "survival",
    "timeline",
    "tpu",
]


def __getattr__(name: str) -> Any:
    if name in _ANALYSES:
        return getattr(importlib.import_module(_ANALYSES[name]), name)
    raise AttributeError(f"module 'lawkit.events' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
