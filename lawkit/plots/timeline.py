"""The timeline of one lawsuit: its steps over time, one row per origin and instance."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import pandas as pd
import plotly.express as px
import plotly.graph_objects as go

from lawkit import cnj as cnjlib
from lawkit.errors import InvalidCNJ, InvalidInput
from lawkit.plots._format import (
    DATETIME,
    TEXT_LIMIT,
    TIME_TICKS,
    date_text,
    empty_figure,
    hover_text,
    local_times,
    plural,
    require,
    style,
    unpack,
)

if TYPE_CHECKING:
    from lawkit.tidy import Bundle

_STEP_COLUMNS = ("origin", "cnj", "request_id", "instance_id", "demand_id", "timestamp", "title",
                 "text")  # fmt: skip
_SOURCE_KEYS = ("request_id", "instance_id", "demand_id")
#: Most party names listed per pole in the title.
NAMES_PER_POLE = 3


def timeline(
    steps: pd.DataFrame | Bundle,
    parties: pd.DataFrame | None = None,
    lawsuits: pd.DataFrame | None = None,
    *,
    cnj: str | None = None,
    text_limit: int = TEXT_LIMIT,
) -> go.Figure:
    """The steps of one lawsuit over time, one row (and colour) per origin and instance.

    Args:
        steps: a ``steps`` table of :mod:`lawkit.tidy` (e.g. ``bundle.steps``), of any origin;
            or a whole :class:`~lawkit.tidy.Bundle`, whose parties and lawsuits are then used.
        parties: its ``parties`` table: the parties of each pole go in the title.
        lawsuits: its ``lawsuits`` table: names each instance (e.g. "capture · Consulta de
            Processos de 2º Grau") and adds court and class to the title.
        cnj: the lawsuit to draw (any punctuation); may be omitted when ``steps`` holds one.
        text_limit: step titles and texts longer than this are cut with "…" in the hover.

    Returns:
        A scatter of the steps (x: date and time in America/Sao_Paulo, y: origin/instance);
        hover shows dd/mm/yyyy HH:MM, the title and the text. Steps without a date are counted
        in the subtitle.

    Raises:
        InvalidInput: ``steps`` holds several lawsuits and ``cnj`` was not given.
    """
    bundle = unpack(steps, "steps", "parties", "lawsuits")
    if bundle is not None:
        parties = bundle[1] if parties is None else parties
        lawsuits = bundle[2] if lawsuits is None else lawsuits
        steps = bundle[0]
    frame = require(steps, _STEP_COLUMNS, "timeline", "steps")
    wanted = _which(frame, cnj)
    title = f"Timeline of {wanted}" if wanted else "Timeline"
    mine = frame[frame["cnj"] == wanted] if wanted else frame.iloc[0:0]
    if mine.empty:
        return empty_figure(title, "No steps for this lawsuit")
    about = _lawsuit_rows(lawsuits, wanted)
    grouped = mine.assign(group=_groups(mine, about)).sort_values("timestamp", kind="stable")
    dated = grouped[grouped["timestamp"].notna()]
    subtitle = " · ".join(
        part
        for part in (
            _describe(about),
            _parties(parties, wanted),
            plural(len(dated), "step"),
            f"{plural(len(grouped) - len(dated), 'step')} without a date not shown"
            if len(dated) < len(grouped)
            else "",
        )
        if part
    )
    fig = style(go.Figure(), title, subtitle, hovermode="closest")
    groups = list(dict.fromkeys(dated["group"]))
    palette = px.colors.qualitative.Safe
    for index, group in enumerate(groups):
        part = dated[dated["group"] == group]
        custom = pd.DataFrame(
            {
                "when": date_text(part["timestamp"], DATETIME),
                "title": part["title"].map(lambda t: hover_text(t, text_limit)),
                "text": part["text"].map(lambda t: hover_text(t, text_limit)),
            }
        )
        fig.add_trace(
            go.Scatter(
                x=local_times(part["timestamp"]),
                y=[group] * len(part),
                mode="markers",
                name=group,
                marker={
                    "symbol": "line-ns-open",
                    "size": 22,
                    "line": {"width": 2, "color": palette[index % len(palette)]},
                },
                customdata=custom.to_numpy(),
                hovertemplate=(
                    "<b>%{customdata[0]}</b><br><b>%{customdata[1]}</b><br>%{customdata[2]}"
                    f"<extra>{html.escape(group)}</extra>"
                ),
            )
        )
    fig.update_xaxes(title_text="date (America/Sao_Paulo)", tickformatstops=TIME_TICKS)
    fig.update_yaxes(title_text="origin · instance", automargin=True, categoryorder="array",
                     categoryarray=groups[::-1])  # fmt: skip
    fig.update_layout(height=max(320, 200 + 60 * len(groups)), showlegend=len(groups) > 1)
    return fig


def _which(steps: pd.DataFrame, cnj: str | None) -> str | None:
    """The CNJ to draw: the one given (canonical when readable), or the only one of ``steps``."""
    if cnj is not None:
        try:
            return cnjlib.normalize(cnj)
        except InvalidCNJ:
            return str(cnj).strip()
    found = steps["cnj"].dropna().unique()
    if len(found) > 1:
        shown = ", ".join(map(str, found[:3])) + (", …" if len(found) > 3 else "")
        raise InvalidInput(
            f"the steps hold {len(found)} lawsuits ({shown}); pass cnj= to choose one"
        )
    return str(found[0]) if len(found) else None


def _lawsuit_rows(lawsuits: pd.DataFrame | None, wanted: str | None) -> pd.DataFrame | None:
    if lawsuits is None:
        return None
    frame = require(lawsuits, ("origin", "cnj", *_SOURCE_KEYS, "court", "class", "query_label",
                               "query", "system"), "timeline", "lawsuits")  # fmt: skip
    return frame[frame["cnj"] == wanted]


def _source_key(frame: pd.DataFrame) -> pd.Series:
    """Request, instance or demand id: the result a row came from."""
    key = frame["request_id"].astype("string")
    for name in _SOURCE_KEYS[1:]:
        key = key.fillna(frame[name].astype("string"))
    return key.fillna("")


def _groups(steps: pd.DataFrame, lawsuits: pd.DataFrame | None) -> pd.Series:
    """``origin · instance label`` per step: the query label (or tag, or the demand API's court
    system); just the origin when nothing names the instance."""
    origin = steps["origin"].astype("string").fillna("unknown origin")
    if lawsuits is None or lawsuits.empty:
        return origin.astype(object)
    names = lawsuits["query_label"].astype("string")
    for fallback in ("query", "system"):
        names = names.fillna(lawsuits[fallback].astype("string"))
    by_key = pd.Series(names.to_numpy(), index=_source_key(lawsuits).to_numpy())
    by_key = by_key[~by_key.index.duplicated()]
    label = _source_key(steps).map(by_key).astype("string")
    return (origin + (" · " + label).fillna("")).astype(object)


def _describe(lawsuits: pd.DataFrame | None) -> str:
    if lawsuits is None or lawsuits.empty:
        return ""
    parts = [
        str(values.iloc[0])
        for column in ("court", "class")
        if len(values := lawsuits[column].dropna())
    ]
    return html.escape(" · ".join(parts))


def _parties(parties: pd.DataFrame | None, wanted: str | None) -> str:
    """``Active: A, B vs Passive: C`` from the parties of every origin (names deduplicated)."""
    if parties is None:
        return ""
    frame = require(parties, ("cnj", "pole", "name"), "timeline", "parties")
    mine = frame[(frame["cnj"] == wanted) & frame["name"].notna()]
    sides = []
    for pole in ("active", "passive"):
        names = list(dict.fromkeys(mine.loc[mine["pole"] == pole, "name"].map(str.strip)))
        if names:
            shown = ", ".join(names[:NAMES_PER_POLE])
            more = len(names) - NAMES_PER_POLE
            sides.append(f"{pole.title()}: {shown}" + (f" +{more}" if more > 0 else ""))
    return html.escape(" vs ".join(sides))
