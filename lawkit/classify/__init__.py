"""Classify: what each lawsuit step records and, for a judgment, who won.

The floor under :mod:`lawkit.tidy`, which fills every bundle's ``steps.event``, ``tpu_code`` and
``outcome`` with it; it reads titles, texts and TPU codes and imports no ``tidy``. The
vocabulary is lawkit's own specification, ``lawkit/docs/EVENTS.md`` (14 event classes anchored in
CNJ's TPU table) and ``lawkit/docs/OUTCOMES.md`` (13 outcomes of judgments and appeals)::

    from lawkit import classify

    classify.classify(["Conclusos para sentença", "Julgado procedente o pedido"], [None, None])
    # -> conclusion, judgment
    classify.classify_outcome(["Sentença"], ["... JULGO PARCIALMENTE PROCEDENTE o pedido"])
    # -> partly_granted

Modules: :mod:`~lawkit.classify.classes` (the classes, their order and importance),
:mod:`~lawkit.classify.tpu` (the TPU movement table and the codes that anchor each class),
:mod:`~lawkit.classify.text` (the Portuguese text rules), :mod:`~lawkit.classify.classifier`
(code first, text second), :mod:`~lawkit.classify.detail` (hearing held or cancelled, archiving
provisional or definitive, a summons), :mod:`~lawkit.classify.outcome` (who won: code first,
dispositive second), :mod:`~lawkit.classify.dispositive` (the text rules that read a
decision's dispositive) and :mod:`~lawkit.classify.verdict_words` (the words they read).
:mod:`lawkit.events` re-exports the public names beside the analyses.
"""

from __future__ import annotations

from lawkit.classify import tpu
from lawkit.classify.classes import BY_IMPORTANCE, CLASSES, EVENT_DTYPE, IMPORTANCE, MILESTONES
from lawkit.classify.classifier import annotate, classify
from lawkit.classify.detail import DETAIL_DTYPE, DETAILS, RANKING
from lawkit.classify.outcome import (
    OUTCOME_DTYPE,
    OUTCOMES,
    annotate_outcomes,
    classify_outcome,
    outcome_basis,
)

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
    "annotate",
    "annotate_outcomes",
    "classify",
    "classify_outcome",
    "outcome_basis",
    "tpu",
]
