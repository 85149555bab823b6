"""Tables as the forms show them: chosen columns, the charts' formats, long text trimmed."""

from __future__ import annotations

import pandas as pd

from lawkit.plots import brl, number
from lawkit.plots._format import DATETIME, date_text, trim

#: Rows shown of a long table (the whole table stays on the form's attributes).
ROWS = 20
#: Longest text shown in a cell.
CELL_TEXT = 160

LAWSUITS = ("cnj", "status", "court", "query_label", "class", "subject", "district", "start_at",
            "value", "situation")  # fmt: skip
PARTIES = ("cnj", "pole", "role", "name")
STEPS = ("cnj", "timestamp", "title", "text")


def preview(frame: pd.DataFrame, columns: tuple[str, ...], rows: int = ROWS) -> pd.DataFrame:
    """The first ``rows`` rows of ``columns`` of a tidy table, formatted for reading.

    Timestamps become ``dd/mm/yyyy HH:MM`` (America/Sao_Paulo), ``value`` becomes
    ``R$ 1.234,56``, and ``title``/``text`` are cut at :data:`CELL_TEXT` characters.
    """
    head = frame.loc[:, [c for c in columns if c in frame.columns]].head(rows).copy()
    for column in head.columns:
        series = head[column]
        if isinstance(series.dtype, pd.DatetimeTZDtype):
            head[column] = date_text(series, DATETIME)
        elif column == "value":
            head[column] = series.map(brl)
        elif column in ("title", "text"):
            head[column] = series.map(lambda t: trim(t, CELL_TEXT))
    return head.reset_index(drop=True)


def caption(frame: pd.DataFrame, what: str, rows: int = ROWS) -> str:
    """``"Steps (first 20 of 1.234)"`` or ``"Steps (12)"``."""
    total = len(frame)
    return f"{what} (first {rows} of {number(total)})" if total > rows else f"{what} ({total})"
