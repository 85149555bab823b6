"""What moved in a portfolio: the events after an instant, per lawsuit, the weightiest first."""

from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go

from lawkit import events
from lawkit.errors import InvalidInput
from lawkit.plots._events import event_points
from lawkit.plots._format import (
    DATE,
    TEXT_LIMIT,
    TIME_TICKS,
    date_text,
    empty_figure,
    legend_height,
    plural,
    require,
    style,
    words,
)

#: Most lawsuits drawn: those whose weightiest event ranks first.
LAWSUITS = 25
_COLUMNS = ("importance", "cnj", "court", "timestamp", "date_only", "event", "detail", "title",
            "text", "origins", "sources")  # fmt: skip
_TITLE = "What moved"


def what_moved(
    moved: pd.DataFrame, *, lawsuits: int = LAWSUITS, text_limit: int = TEXT_LIMIT
) -> go.Figure:
    """The events of :func:`lawkit.events.since` on one chart: a row per lawsuit, a point per
    event coloured by class, bigger the weightier.

    Lawsuits are ordered as ``since`` ranks them: the one with the weightiest event (a judgment,
    res judicata, a decision, a hearing scheduled, ...) on top. The subtitle counts the events
    of each class in the whole table, drawn or not. The chart is tall enough for its whole
    legend (one entry per class drawn).

    Args:
        moved: the frame :func:`lawkit.events.since` returns.
        lawsuits: the lawsuits drawn (the first ones of ``moved``); the others are counted.
        text_limit: titles and texts longer than this are cut with "…" in the hover.

    Returns:
        The figure (x: date and time in America/Sao_Paulo; y: ``cnj · court``); an annotated
        empty figure when nothing moved.

    Raises:
        InvalidInput: ``moved`` lacks a column of the ``since`` table, or ``lawsuits`` is not a
            positive integer.
    """
    frame = require(moved, _COLUMNS, "what_moved", "since", "lawkit.events")
    if isinstance(lawsuits, bool) or not isinstance(lawsuits, int) or lawsuits < 1:
        raise InvalidInput(f"lawsuits must be a positive number of rows; got {lawsuits!r}")
    if frame.empty:
        return empty_figure(_TITLE, "Nothing moved in this period")
    court = (" · " + frame["court"].astype("string")).fillna("")
    rows = frame.assign(row=(frame["cnj"].astype("string") + court).astype(str))
    order = list(dict.fromkeys(rows["row"]))
    shown = order[:lawsuits]
    drawn = rows[rows["row"].isin(shown).to_numpy()]
    first, last = date_text(frame["timestamp"].agg(["min", "max"]), DATE)
    subtitle = (
        f"{plural(len(frame), 'event')} in {plural(len(order), 'lawsuit')}, {first} to {last}"
        + (f" (the first {len(shown)} drawn)" if len(order) > len(shown) else "")
        + "<br>"
        + _counts(frame["event"])
    )
    fig = style(go.Figure(), _TITLE, subtitle, hovermode="closest")
    for name in events.BY_IMPORTANCE:
        part = drawn[(drawn["event"] == name).to_numpy()]
        if not part.empty:
            size = (18 - part["importance"].astype(float).clip(upper=10)).tolist()
            fig.add_trace(event_points(part, name, part["row"], size, text_limit))
    fig.update_xaxes(title_text="date (America/Sao_Paulo)", tickformatstops=TIME_TICKS)
    fig.update_yaxes(title_text="", automargin=True, categoryorder="array",
                     categoryarray=shown[::-1])  # fmt: skip
    margins = fig.layout.margin.t + 80  # the title's, and the time axis's
    height = max(360, margins + 28 * len(shown), legend_height(len(fig.data), margins))
    fig.update_layout(height=height, legend={"title": {"text": "event"}})
    return fig


def _counts(classes: pd.Series) -> str:
    """``2 judgment · 1 res judicata · 4 decision ...`` in order of importance."""
    counts = classes.astype(str).value_counts()
    return " · ".join(
        f"{counts[name]} {words(name)}" for name in events.BY_IMPORTANCE if counts.get(name, 0)
    )
