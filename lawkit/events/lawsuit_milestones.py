"""Milestones: when each lawsuit was filed, summoned, heard, judged, appealed, final, archived.

The event classes are broader than the milestones; the choices (also in the ``milestones``
contract of ``lawkit/tidy/CONTRACTS.md``):

- ``filed_at``: the earliest of the lawsuit's ``start_at`` (any origin, any instance: the first
  instance is filed first) and its first ``filing`` event.
- ``first_notice_at``: the first ``notice`` of any kind (citação, intimação, notificação);
  ``summons_at``: the first citação (TPU 12284 and children, or the text says so), which brings
  the defendant in.
- ``first_hearing_at``: the first hearing *held* (:mod:`lawkit.classify.detail`: "realizada",
  "termo de audiência", ...). A scheduling is recorded when the date is set, not when the
  hearing happens, and a cancelled one never happened; a bare "Audiência" says neither.
- ``first_judgment_at``, ``appeal_at``, ``res_judicata_at``: the first event of the class.
  Real data often lacks a trânsito em julgado step (the labelled real steps of
  ``tests/data/events`` hold 9 in 998): no fallback is made, ``res_judicata_at`` is missing.
- ``archived_at``: the *last* definitive archiving (not provisional): the appeal court's
  baixa definitiva comes before the first instance's archiving, and a case unarchived and
  archived again ends at the second. Compare with ``last_event_at`` to see a case that moved
  after it.

The earliest and latest of a class are the same whether steps reported by several sources are
merged or not, so milestones are read from the steps directly (no :func:`~lawkit.events.timeline`
needed); a date only counts as midnight in America/Sao_Paulo of its date, as in the timeline
(:func:`lawkit.events.timelines.court_times`). Court and class columns are the first instance's:
:func:`lawsuit_columns`.
"""

from __future__ import annotations

import os

import pandas as pd

from lawkit.classify.classes import CODE
from lawkit.classify.classifier import names
from lawkit.classify.detail import DETAILS, details
from lawkit.events._inputs import steps_of
from lawkit.events.readers import chunks, joined
from lawkit.events.timelines import court_times
from lawkit.tidy import Bundle, contracts

#: The lawsuit columns analysts group by, from ``lawsuits`` (the first instance's).
GROUPS = ("court", "segment", "state", "year", "class", "subject", "value")
#: Milestone columns: (column, class or detail that marks it); ``archived_at`` takes the last.
MARKS: dict[str, str] = {
    "filed_at": "filing",
    "first_notice_at": "notice",
    "summons_at": "summons",
    "first_hearing_at": "held",
    "first_judgment_at": "judgment",
    "appeal_at": "appeal",
    "res_judicata_at": "res_judicata",
    "archived_at": "definitive",
}
#: Every instant column of the milestones table (what :func:`lawkit.events.durations` accepts).
INSTANTS = (*MARKS, "last_event_at")


def milestones(bundle: Bundle | str | os.PathLike) -> pd.DataFrame:
    """One row per lawsuit: its milestones and the columns analysts group by.

    Args:
        bundle: a :class:`lawkit.tidy.Bundle` of any origins, or the directory of its Parquet
            dataset (:mod:`lawkit.events.readers`: read by chunks of whole lawsuits); every
            lawsuit of its ``lawsuits`` (and of its ``steps``) with a CNJ number gets a row, with
            missing milestones where its steps record none.

    Returns:
        The ``milestones`` table of ``lawkit/tidy/CONTRACTS.md``, ordered by ``cnj``.

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle or a dataset (as
            :func:`lawkit.events.readers.chunks` says).
    """
    parts = [_milestones(chunk) for chunk in chunks(bundle, "milestones")]
    return joined(parts, "milestones")


def _milestones(bundle: Bundle) -> pd.DataFrame:
    """:func:`milestones` of a bundle in memory."""
    steps = steps_of(bundle, "milestones")
    lawsuits = lawsuit_columns(bundle.lawsuits)
    cnj = steps["cnj"].astype(object).to_numpy()
    stamps = court_times(steps["timestamp"])
    events = steps["event"].cat.codes.to_numpy()
    said = details(steps["event"], names(steps), steps["text"], steps["tpu_code"])
    said = said.cat.codes.to_numpy()
    marked = {
        column: events == CODE[mark] if mark in CODE else said == DETAILS.index(mark)
        for column, mark in MARKS.items()
    }
    at = pd.DataFrame({column: stamps.where(mask) for column, mask in marked.items()})
    at["last_event_at"] = stamps
    grouped = at.groupby(cnj, dropna=True)
    latest = ["archived_at", "last_event_at"]
    found = grouped[[column for column in MARKS if column not in latest]].min()
    found[latest] = grouped[latest].max()
    index = lawsuits.index.union(found.index).sort_values()
    out = lawsuits.reindex(index).join(found.reindex(index))
    out["filed_at"] = out[["filed_at", "start_at"]].min(axis=1)
    out = out.rename_axis("cnj").reset_index()
    return contracts.conform(out, "milestones").reset_index(drop=True)


def lawsuit_columns(lawsuits: pd.DataFrame) -> pd.DataFrame:
    """Per CNJ (the index), the :data:`GROUPS` columns of its first instance and its earliest
    ``start_at`` (a date only at midnight in São Paulo, as
    :func:`~lawkit.events.timelines.court_times` places it).

    The first instance is the lawsuits row filed first (``start_at``); a column it lacks is taken
    from the next row that has it (rows without ``start_at`` last, in their order).
    """
    rows = lawsuits[lawsuits["cnj"].notna()]
    ordered = rows.sort_values("start_at", kind="stable", na_position="last")
    key = ordered["cnj"].astype(object).to_numpy()
    first = ordered[list(GROUPS)].groupby(key, sort=True, observed=True).first()
    first["start_at"] = court_times(ordered.groupby(key, sort=True)["start_at"].min())
    return first
