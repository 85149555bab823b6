"""Capture API usage statistics (use, consume, details), wide or long by status."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from lawkit.errors import InvalidInput
from lawkit.tidy import contracts
from lawkit.tidy._arrays import dates, records_frame
from lawkit.tidy._payloads import Kind, as_list, one, payloads

_FIELDS = ("success", "warning", "error", "pending", "total", "bytes")
#: The tables :func:`to_long` melts.
WIDE_TABLES = ("usage", "consumption", "usage_details")
#: A statistics entry (``success`` and ``total`` are no sign of one: the envelope and the list
#: responses have them too).
ENTRY = Kind("a statistics entry", "a dict with `date` or `bytes`",
             lambda d: "date" in d or "bytes" in d)  # fmt: skip
USE = Kind("the use statistics", "a dict with `today` or `days`",
           lambda d: "today" in d or "days" in d)  # fmt: skip


def _entry(entry: dict) -> dict[str, Any]:
    return {name: entry.get(name) for name in ("date", *_FIELDS, "source", "platform", "search")}


def _entries(data: Any) -> list[dict]:
    return [_entry(e) for e in payloads(data, ENTRY)]


def _finish(table: str, rows: list[dict[str, Any]], long: bool) -> pd.DataFrame:
    wide = records_frame(table, rows)
    return to_long(wide, table) if long else wide


def usage(use_data: Any, long: bool = False) -> pd.DataFrame:
    """Every day of ``GET /v1/stats/use``, with today's row flagged (``usage`` contract).

    The provider sends today's entry whatever period was asked: it is a row only when its day
    lies within the period the ``days`` list (every day of the period) covers, so a period in the
    past gets no row outside it (no phantom week at the end of a weekly resample). With no
    ``days`` at all there is no period to check, and today's entry is kept.

    Args:
        use_data: ``{today: entry, days: [entry]}`` (or its ``{success, data}`` envelope).
        long: one row per day and status instead (``usage_long``), see :func:`to_long`.

    Raises:
        InvalidInput: ``use_data`` is anything else.
    """
    body = one(use_data, USE)
    days = [_entry(d) | {"today": False} for d in as_list(body.get("days")) if isinstance(d, dict)]
    today = body.get("today")
    if isinstance(today, dict) and _within(today.get("date"), [d["date"] for d in days]):
        row = _entry(today) | {"today": True}
        same = [d for d in days if d["date"] == row["date"]]
        if same:
            same[0]["today"] = True
        else:
            days.append(row)
    return _finish("usage", days, long)


def _within(day: Any, listed: list[Any]) -> bool:
    """Whether ``day`` lies between the first and last of the ``listed`` days (any day when
    none is listed; an unreadable day never does)."""
    if not listed:
        return True
    stamps = dates([day, *listed])
    period = stamps[1:][~np.isnat(stamps[1:])]
    return bool(period.size and period.min() <= stamps[0] <= period.max())


def consumption(consume_data: Any, long: bool = False) -> pd.DataFrame:
    """Days with requests from ``GET /v1/stats/consume`` (``consumption`` contract).

    Args:
        consume_data: list of entries (or its ``{success, data}`` envelope).
        long: one row per day and status instead (``consumption_long``).

    Raises:
        InvalidInput: ``consume_data`` is, or holds, something that is not an entry.
    """
    return _finish("consumption", _entries(consume_data), long)


def usage_details(details_data: Any, long: bool = False) -> pd.DataFrame:
    """Days with requests by source/platform/search from ``GET /v1/stats/details``.

    Args:
        details_data: list of entries with source, platform, search (or its envelope).
        long: one row per day, query and status instead (``usage_details_long``).

    Raises:
        InvalidInput: ``details_data`` is, or holds, something that is not an entry.
    """
    return _finish("usage_details", _entries(details_data), long)


def to_long(wide: pd.DataFrame, table: str) -> pd.DataFrame:
    """A statistics table melted by status: ``status`` and ``count`` replace the status columns.

    ``total`` and ``bytes`` are dropped (``total`` is the sum of the counts).

    Args:
        wide: a ``usage``, ``consumption`` or ``usage_details`` frame.
        table: its contract name.
    """
    if table not in WIDE_TABLES:
        raise InvalidInput(f"table must be one of {', '.join(WIDE_TABLES)}, got {table!r}")
    long_table = f"{table}_long"
    ids = [c.name for c in contracts.columns(long_table) if c.name not in ("status", "count")]
    needed = [*ids, *contracts.STATUSES]
    if not isinstance(wide, pd.DataFrame) or not set(needed) <= set(wide.columns):
        raise InvalidInput(
            f"wide must be a {table} frame (lawkit.tidy.{table}) with columns {', '.join(needed)}"
        )
    melted = wide.melt(
        id_vars=ids, value_vars=list(contracts.STATUSES), var_name="status", value_name="count"
    )
    melted["status"] = pd.Categorical(melted["status"], categories=list(contracts.STATUSES))
    by_row = np.arange(len(melted)).reshape(len(contracts.STATUSES), len(wide)).T.ravel()
    return contracts.conform(melted.iloc[by_row].reset_index(drop=True), long_table)
