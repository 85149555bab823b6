"""What moved: the events of a portfolio after an instant, the most important first."""

from __future__ import annotations

import os
from typing import Any

import numpy as np
import pandas as pd

from lawkit.classify.detail import importance
from lawkit.errors import InvalidInput
from lawkit.events._inputs import instant
from lawkit.events.lawsuit_milestones import lawsuit_table
from lawkit.events.readers import Portfolio, joined, opened
from lawkit.events.timelines import merged
from lawkit.tidy import Bundle, contracts

#: Characters of a title or text shown by default (a whole decision is cut, with "…").
LIMIT = 300
#: How far before ``when`` steps are read, so that every step of an event after ``when`` is
#: merged (the steps of one event are on the same day, in UTC or in America/Sao_Paulo).
_MARGIN = pd.Timedelta(days=2)


def since(
    bundle: Bundle | str | os.PathLike | Portfolio, when: Any, *, limit: int | None = LIMIT
) -> pd.DataFrame:
    """The events after ``when`` across a portfolio, the most important first.

    One row per distinct event (steps of several sources merged as in
    :func:`lawkit.events.timeline`), ranked by :data:`lawkit.events.RANKING` - a judgment,
    res judicata, a decision, a hearing scheduled ... before petitions, transfers and the rest
    - then newest first. It is the table a lawyer reads on Monday morning.

    Args:
        bundle: a :class:`lawkit.tidy.Bundle` of the portfolio (any origins), the directory
            of its Parquet dataset, or a :func:`lawkit.events.portfolio` of either: only the
            steps of the two days before ``when`` and after are read (in SQL), then merged.
        when: an aware datetime (``client.now - datetime.timedelta(days=7)``) or ISO 8601 text
            with a zone (``"2026-11-09T00:00:00-03:00"``); events strictly after it are listed.
            A date-only event counts at midnight in São Paulo of its date (the court's day).
        limit: titles and texts longer than this many characters are cut (ending in ``…``);
            ``None`` keeps them whole.

    Returns:
        The ``since`` table of ``lawkit/tidy/CONTRACTS.md`` (empty when nothing moved).

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle or a dataset, ``when`` is naive,
            unreadable or not an instant, or ``limit`` is not a positive integer or None.
    """
    after = instant(when, "when")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise InvalidInput(f"limit must be a positive number of characters or None; got {limit!r}")
    # every step of an event after `when` is read: its steps are on one day (UTC or Brazil's)
    selected = (
        "SELECT * FROM steps WHERE timestamp >= "
        f"CAST('{(after - _MARGIN).isoformat()}' AS TIMESTAMP WITH TIME ZONE)"
    )
    with opened(bundle, "since") as portfolio:
        lawsuits = lawsuit_table(portfolio, ("court", "class"))  # the columns since shows
        parts = [
            _since(steps, lawsuits, after, limit, portfolio.detailed)
            for steps in portfolio.step_chunks(selected)
        ]
    return parts[0] if len(parts) == 1 else _ranked(joined(parts, "since"))


def _since(
    recent: pd.DataFrame,
    lawsuits: pd.DataFrame,
    after: pd.Timestamp,
    limit: int | None,
    detailed: bool,
) -> pd.DataFrame:
    """:func:`since` of the steps of whole lawsuits from two days before ``after`` on
    (``lawsuits``: :func:`lawkit.events.lawsuit_milestones.lawsuit_table`; ``detailed``:
    :func:`lawkit.events.timelines.merged`'s)."""
    events = merged(recent, detailed)
    events = events[(events["timestamp"] > after).to_numpy()]
    cnj = events["cnj"].astype(object)
    rank = importance(events["event"], events["detail"])
    out = pd.DataFrame(
        {
            "importance": rank,
            "cnj": events["cnj"],
            "court": cnj.map(lawsuits["court"]),
            "class": cnj.map(lawsuits["class"]),
            "timestamp": events["timestamp"],
            "date_only": events["date_only"],
            "event": events["event"],
            "detail": events["detail"],
            "title": _cut(events["title"], limit),
            "text": _cut(events["text"], limit),
            "origins": events["origins"],
            "sources": events["sources"],
        }
    )
    return _ranked(contracts.conform(out, "since"))


def _ranked(events: pd.DataFrame) -> pd.DataFrame:
    """``events`` the most important first, then newest first, then by lawsuit."""
    rank = events["importance"].to_numpy(dtype=np.int64)
    cnj = events["cnj"].astype(object).fillna("").to_numpy()
    order = np.lexsort((cnj, -events["timestamp"].array.asi8, rank))
    return events.iloc[order].reset_index(drop=True)


def _cut(values: pd.Series, limit: int | None) -> pd.Series:
    """``values`` cut to ``limit`` characters, the cut ones ending in ``…``."""
    if limit is None:
        return values
    long = (values.str.len() > limit).fillna(False)
    return values.where(~long, values.str.slice(0, limit - 1).str.rstrip() + "…")
