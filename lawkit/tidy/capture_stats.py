"""Capture API usage statistics (use, consume, details), wide or long by status."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from lawkit.errors import InvalidInput
from lawkit.tidy import contracts
from lawkit.tidy._arrays import records_frame
from lawkit.tidy._payloads import as_dict, as_list, contents, unwrap

_FIELDS = ("success", "warning", "error", "pending", "total", "bytes")
#: The tables :func:`to_long` melts.
WIDE_TABLES = ("usage", "consumption", "usage_details")


def _entry(entry: dict) -> dict[str, Any]:
    return {name: entry.get(name) for name in ("date", *_FIELDS, "source", "platform", "search")}


def _entries(data: Any, what: str) -> list[dict]:
    return [_entry(e) for e in contents(data, what)]


def _finish(table: str, rows: list[dict[str, Any]], long: bool) -> pd.DataFrame:
    wide = records_frame(table, rows)
    return to_long(wide, table) if long else wide


def usage(use_data: Any, long: bool = False) -> pd.DataFrame:
    """Every day of ``GET /v1/stats/use``, with today's row flagged (``usage`` contract).

    Args:
        use_data: ``{today: entry, days: [entry]}`` (or its ``{success, data}`` envelope).
        long: one row per day and status instead (``usage_long``), see :func:`to_long`.
    """
    if not isinstance(use_data, dict):
        raise InvalidInput(
            f"expected the use statistics {{today, days}} (a dict), got {type(use_data).__name__}"
        )
    body = as_dict(unwrap(use_data))
    days = [_entry(d) | {"today": False} for d in as_list(body.get("days")) if isinstance(d, dict)]
    today = body.get("today")
    if isinstance(today, dict):
        row = _entry(today) | {"today": True}
        same = [d for d in days if d["date"] == row["date"]]
        if same:
            same[0]["today"] = True
        else:
            days.append(row)
    return _finish("usage", days, long)


def consumption(consume_data: Any, long: bool = False) -> pd.DataFrame:
    """Days with requests from ``GET /v1/stats/consume`` (``consumption`` contract).

    Args:
        consume_data: list of entries (or its ``{success, data}`` envelope).
        long: one row per day and status instead (``consumption_long``).
    """
    return _finish("consumption", _entries(consume_data, "consume statistics"), long)


def usage_details(details_data: Any, long: bool = False) -> pd.DataFrame:
    """Days with requests by source/platform/search from ``GET /v1/stats/details``.

    Args:
        details_data: list of entries with source, platform, search (or its envelope).
        long: one row per day, query and status instead (``usage_details_long``).
    """
    return _finish("usage_details", _entries(details_data, "details statistics"), long)


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
