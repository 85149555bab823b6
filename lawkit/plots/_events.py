"""Events drawn as points, the same way in every chart: the timeline of one lawsuit and what
moved in a portfolio (:func:`event_points`), one colour per class, one hover."""

from __future__ import annotations

from typing import Any

import pandas as pd
import plotly.graph_objects as go

from lawkit.plots._format import DATETIME, date_text, hover_text, local_times, words

#: One colour per event class (lawkit.events.CLASSES), the same in every chart. None is a green,
#: a red, the blue or the grey of an outcome (lawkit.plots.OUTCOME_COLORS: a win is green and a
#: loss red in every chart, so the judgment row takes its outcome's colour): milestones in
#: strong tones (filing indigo, hearing purple, res judicata black, archived slate), what moves
#: a case in warm ones, clerical traffic in pale greys and browns.
EVENT_COLORS = {
    "filing": "#283593",
    "notice": "#7986cb",
    "petition": "#b0bec5",
    "conclusion": "#bcaaa4",
    "order": "#8d6e63",
    "decision": "#ef6c00",
    "judgment": "#37474f",
    "hearing": "#8e24aa",
    "appeal": "#f06292",
    "publication": "#c0a000",
    "res_judicata": "#212121",
    "archived": "#78909c",
    "transfer": "#a1887f",
    "other": "#bdbdbd",
}
#: The hover of an event (its customdata is :func:`event_hover`'s).
EVENT_HOVER = (
    "<b>%{customdata[0]}</b> · %{customdata[1]}<br><b>%{customdata[2]}</b><br>%{customdata[3]}"
    "<br><i>%{customdata[4]}</i><extra></extra>"
)


def event_label(stamps: pd.Series, date_only: pd.Series) -> pd.Series:
    """When events happened as text: ``dd/mm/yyyy HH:MM``, or ``dd/mm/yyyy`` for a date only."""
    dated = date_only.fillna(False).to_numpy(dtype=bool)
    return date_text(stamps, DATETIME).where(~dated, date_text(stamps))


def event_hover(frame: pd.DataFrame, limit: int) -> list[list[str]]:
    """Per event of a ``timeline`` or ``since`` table of :mod:`lawkit.events`: when, its class
    and detail (``hearing (held)``), title, text (cut at ``limit``) and who reported it."""
    detail = frame["detail"].astype(object).where(frame["detail"].notna(), None)
    count = frame["sources"].astype("Int64").fillna(1)
    return pd.DataFrame(
        {
            "when": event_label(frame["timestamp"], frame["date_only"]),
            "class": [f"{words(name)} ({what})" if what else words(name)
                      for name, what in zip(frame["event"].astype(str), detail, strict=True)],
            "title": frame["title"].map(lambda t: hover_text(t, limit)),
            "text": frame["text"].map(lambda t: hover_text(t, limit)),
            "reported": [f"reported by {origins.replace('+', ', ')}"
                         + (f" ({n} sources)" if n > 1 else "")
                         for origins, n in zip(frame["origins"].astype(str), count, strict=True)],
        }
    ).to_numpy().tolist()  # fmt: skip


def event_points(
    events: pd.DataFrame, name: str, y: Any, size: Any, limit: int, *, symbol: str = "circle"
) -> go.Scatter:
    """The events of class ``name`` (rows of a ``timeline`` or ``since`` table) as points at
    their time (in America/Sao_Paulo) and ``y``, in the class's colour, ``size`` pixels wide,
    named by the class in words, with the events' hover (texts cut at ``limit``)."""
    return go.Scatter(
        x=local_times(events["timestamp"]),
        y=y,
        mode="markers",
        name=words(name),
        marker={
            "symbol": symbol,
            "size": size,
            "color": EVENT_COLORS[name],
            "line": {"width": 1, "color": "white"},
        },
        customdata=event_hover(events, limit),
        hovertemplate=EVENT_HOVER,
    )
