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
    events.read_decisions(ementas)  # texts known to be decisions: outcome, span, basis

Public API:

- :func:`classify`, :func:`annotate`, :data:`CLASSES`, :data:`EVENT_DTYPE`,
  :data:`BY_IMPORTANCE`, :data:`IMPORTANCE`, :data:`MILESTONES`, :mod:`~lawkit.classify.tpu`
  (the classifier, :mod:`lawkit.classify`: it sits under tidy and imports none);
- :func:`classify_outcome`, :func:`outcome_basis`, :func:`annotate_outcomes`,
  :data:`OUTCOMES`, :data:`OUTCOME_DTYPE` (:mod:`lawkit.classify.outcome`, text rules in
  :mod:`lawkit.classify.dispositive`: who won a judgment step, ``OUTCOMES.md``; pure, no tidy);
- :data:`DETAILS`, :data:`RANKING` (:mod:`lawkit.classify.detail`: hearing scheduled, held or
  cancelled; archiving provisional or definitive; a notice that is a summons);
- :func:`timeline`, :func:`event_ids` (:mod:`lawkit.events.timelines`: the rule that merges
  the same step reported by several sources, DataJud's movements included), :func:`compare_sources`
  (:mod:`lawkit.events.compare`: what the provider and DataJud each have, and the lag),
  :func:`milestones` (:mod:`lawkit.events.lawsuit_milestones`),
  :func:`durations`, :func:`survival`, :func:`medians` (:mod:`lawkit.events.timing`; the last two
  need statsmodels, ``lawkit[survival]``), :func:`since` (:mod:`lawkit.events.recent`),
  :func:`outcomes`, :func:`results`, :func:`rates` (:mod:`lawkit.events.judgments`);
  :func:`read_decisions` (:mod:`lawkit.events.decisions`: who won, for texts known to be
  decisions - jurisprudence-search results, gazette teor, the text of a PDF); :mod:`checks`
  (an analyst checks a seeded sample of judgments; the corrections, kept beside the data, are
  counted by the three analyses above, which leave criminal lawsuits out of every rate:
  :mod:`lawkit.events.reviewed`). Their
  columns are in ``lawkit/tidy/CONTRACTS.md`` ("Event tables"). Each takes a Bundle, the
  directory of its Parquet dataset, or a :func:`portfolio` opened once for several analyses
  (:mod:`lawkit.events.readers`: DuckDB views of either, per-lawsuit facts in SQL,
  :mod:`lawkit.events.queries`; Spark with ``portfolio(path, spark=session)``).

The analyses read :mod:`lawkit.tidy` tables, which the classifier (:mod:`lawkit.classify`, a
layer below tidy) has already annotated; this package re-exports the classifier's public names
beside them.
Accuracy on labelled real steps and the speed against ``lawkit.tidy.lookups`` are measured by
``tests/benchmarks/bench_events.py``; the analyses' speed by
``tests/benchmarks/bench_events_analysis.py``.
"""

from __future__ import annotations

from lawkit.classify import (
    BY_IMPORTANCE,
    CLASSES,
    DETAIL_DTYPE,
    DETAILS,
    EVENT_DTYPE,
    IMPORTANCE,
    MILESTONES,
    OUTCOME_DTYPE,
    OUTCOMES,
    RANKING,
    annotate,
    annotate_outcomes,
    classify,
    classify_outcome,
    outcome_basis,
    tpu,
)
from lawkit.events import checks
from lawkit.events.compare import compare_sources
from lawkit.events.decisions import read_decisions
from lawkit.events.judgments import outcomes
from lawkit.events.lawsuit_milestones import milestones
from lawkit.events.lawsuit_results import rates, results
from lawkit.events.readers import Portfolio, portfolio
from lawkit.events.recent import since
from lawkit.events.timelines import event_ids, timeline
from lawkit.events.timing import durations, medians, survival

__all__ = [
    "BY_IMPORTANCE",
    "CLASSES",
    "DETAILS",
    "DETAIL_DTYPE",
    "EVENT_DTYPE",
    "IMPORTANCE",
    "MILESTONES",
    "OUTCOMES",
    "OUTCOME_DTYPE",
    "RANKING",
    "Portfolio",
    "annotate",
    "annotate_outcomes",
    "checks",
    "classify",
    "classify_outcome",
    "compare_sources",
    "durations",
    "event_ids",
    "medians",
    "milestones",
    "outcome_basis",
    "outcomes",
    "portfolio",
    "rates",
    "read_decisions",
    "results",
    "since",
    "survival",
    "timeline",
    "tpu",
]
