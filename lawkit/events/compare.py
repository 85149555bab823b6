"""``compare_sources``: what the provider and CNJ's DataJud each recorded of the same lawsuits."""

from __future__ import annotations

import os

import numpy as np
import pandas as pd

from lawkit.events.lawsuit_milestones import lawsuit_table
from lawkit.events.readers import Portfolio, joined, numbered, opened
from lawkit.events.timelines import _merge, court_times, merged
from lawkit.tidy import Bundle, contracts

_DAY = 86_400 * 10**9


def compare_sources(bundle: Bundle | str | os.PathLike | Portfolio) -> pd.DataFrame:
    """One row per event of :func:`lawkit.events.timeline`: whether the provider and DataJud
    each reported it, and how many days apart.

    Args:
        bundle: a provider bundle and a DataJud one together (``lookups(a) + datajud(b)``),
            the directory of their Parquet dataset (read in chunks of whole lawsuits), or a
            :func:`lawkit.events.portfolio` of either.

    Returns:
        The ``comparison`` table of ``lawkit/tidy/CONTRACTS.md``: per lawsuit (``cnj``) and
        court, each event, ``provider`` and ``datajud`` (reported or missed), the earliest
        time each reported it (a date only at midnight in America/Sao_Paulo, the court's day, as
        in the timeline) and ``lag_days``, DataJud's time minus the provider's: 0 or more, as
        DataJud registers a movement at its step or later (less than a minute below 0 when the
        two write the same minute with different seconds). Group it by ``cnj`` or ``court`` for
        counts and lags.

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle or a dataset.
    """
    with opened(bundle, "compare_sources") as portfolio:
        courts = lawsuit_table(portfolio)["court"]
        parts = [_compared(steps, courts) for steps in portfolio.step_chunks()]
    numbered(parts, [len(part) for part in parts])
    return joined(parts, "comparison")


def _compared(steps: pd.DataFrame, courts: pd.Series) -> pd.DataFrame:
    """:func:`compare_sources` of the steps of whole lawsuits (``courts``: per CNJ, the court
    of its first instance)."""
    timeline = merged(steps)
    ids = _merge(steps)[0]
    datajud = (steps["origin"] == "datajud").fillna(False).to_numpy(dtype=bool)
    stamps = court_times(steps["timestamp"]).array.asi8
    present = steps["timestamp"].notna().to_numpy()
    events = len(timeline)
    seen = {}
    for name, mine in (("provider", ~datajud), ("datajud", datajud)):
        earliest = np.full(events, np.iinfo(np.int64).max)
        np.minimum.at(earliest, ids[mine & present], stamps[mine & present])
        reported = np.bincount(ids[mine], minlength=events) > 0
        at = pd.DatetimeIndex(np.where(earliest < np.iinfo(np.int64).max, earliest, 0)
                              .view("M8[ns]"), tz="UTC")  # fmt: skip
        seen[name] = (reported, at.where(earliest < np.iinfo(np.int64).max))
    lag = (seen["datajud"][1] - seen["provider"][1]) / pd.Timedelta(days=1)
    table = {
        "cnj": timeline["cnj"],
        "court": timeline["cnj"].map(courts),
        "event_id": timeline["event_id"],
        "timestamp": timeline["timestamp"],
        "event": timeline["event"],
        "tpu_code": timeline["tpu_code"],
        "title": timeline["title"],
        "provider": seen["provider"][0],
        "datajud": seen["datajud"][0],
        "provider_at": seen["provider"][1],
        "datajud_at": seen["datajud"][1],
        "lag_days": pd.array(np.asarray(lag, dtype=float), dtype="Float64"),
    }
    frame = pd.DataFrame(table, index=timeline.index)
    return contracts.conform(frame, "comparison")
