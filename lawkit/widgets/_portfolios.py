"""What the analysis forms share: per-lawsuit rows read once from a source, and filters on them.

A form given a Bundle, a dataset's directory or a :func:`lawkit.events.portfolio` reads its
per-lawsuit rows once (in SQL, :mod:`lawkit.events.readers`), with the first instance's ``unit``
beside them; changing a grouping or a filter then works on those rows alone, never on the steps
again (a filter change on 300,000 lawsuits: ``tests/benchmarks/bench_big.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
import pandas as pd

from lawkit.events.lawsuit_milestones import lawsuit_table
from lawkit.events.readers import is_source, opened

#: Lawsuit columns read beside the per-lawsuit rows of a source, to group by (the first
#: instance's; ``unit``: the court unit that judges it).
EXTRA = ("unit",)
#: The choice of a filter that keeps every row.
EVERY = "(all)"


def per_lawsuit(
    source: Any, read: Callable[[Any], pd.DataFrame], function: str
) -> tuple[pd.DataFrame, bool]:
    """The per-lawsuit rows ``read`` gives of ``source`` (with :data:`EXTRA` columns) and
    whether they were read from a source; a frame is returned as it is."""
    if not is_source(source):
        return source, False
    with opened(source, function) as portfolio:
        rows = read(portfolio)
        extra = lawsuit_table(portfolio, EXTRA)[list(EXTRA)]
    cnj = rows["cnj"].astype(object)
    rows = rows.assign(**{column: extra[column].reindex(cnj).array for column in EXTRA})
    return rows, True


class Filters:
    """A dropdown per column of ``columns`` the frame has (``court``, ``year``): keep the rows
    of one value, or :data:`EVERY` row."""

    def __init__(self, frame: pd.DataFrame, columns: tuple[str, ...]) -> None:
        self.dropdowns: dict[str, w.Dropdown] = {}
        for column in columns:
            if column in frame:
                values = sorted(frame[column].dropna().unique().tolist())
                self.dropdowns[column] = w.Dropdown(
                    options=[EVERY, *values], value=EVERY, description=column
                )

    def observe(self, handler: Callable[..., None]) -> None:
        for dropdown in self.dropdowns.values():
            dropdown.observe(handler, names="value")

    def kept(self, frame: pd.DataFrame) -> pd.DataFrame:
        """The rows of ``frame`` the dropdowns keep."""
        for column, dropdown in self.dropdowns.items():
            if dropdown.value != EVERY:
                frame = frame[(frame[column] == dropdown.value).fillna(False).to_numpy()]
        return frame

    def said(self) -> str:
        """The filters in force, as text (empty when none)."""
        chosen = [f"{c} {d.value}" for c, d in self.dropdowns.items() if d.value != EVERY]
        return f" ({', '.join(chosen)})" if chosen else ""

    @property
    def row(self) -> w.HBox:
        return w.HBox(list(self.dropdowns.values()))
