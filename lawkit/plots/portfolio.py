"""A portfolio of many lawsuits: courts and years, staleness, step activity, claim values.

Each chart is a function of tidy tables; :func:`portfolio` puts the four in one 2x2 figure.
Lawsuits are counted once per CNJ number, whatever origins and instances delivered them.
"""

from __future__ import annotations

import datetime as dt
import html
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd
import plotly.express as px
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from lawkit.errors import InvalidInput
from lawkit.plots._format import (
    TIMEZONE,
    brl,
    empty_figure,
    legend_height,
    local_times,
    number,
    percent,
    plural,
    require,
    style,
    unpack,
)

if TYPE_CHECKING:
    from lawkit.tidy import Bundle

_LAWSUIT_COLUMNS = ("cnj", "court", "year", "value")
_STEP_COLUMNS = ("cnj", "timestamp")
#: Age buckets of the last step (upper bound in days, label).
AGE_BUCKETS = ((7, "≤ 7 days"), (30, "8–30 days"), (90, "31–90 days"), (180, "91–180 days"),
               (365, "181–365 days"), (np.inf, "> 1 year"))  # fmt: skip
NO_STEP = "no dated step"
#: Colour of the courts summed as "other".
OTHER_COLOR = "#b0bec5"
#: Periods of the activity chart: pandas alias -> (name, label format of a period's start).
PERIODS = {"W": ("week", "%d/%m/%Y"), "M": ("month", "%m/%Y"), "Q": ("quarter", "%m/%Y"),
           "Y": ("year", "%Y")}  # fmt: skip
#: Courts drawn on their own (the ones with most lawsuits); the rest are drawn as "other".
TOP_COURTS = 10
OTHER = "other"
#: Filing years drawn on their own (the latest); earlier ones are summed in one column, so that
#: each column is wide enough for its counts.
YEARS = 12
#: Pixels of a chart's bottom margin (x axis and its title): a chart is made tall enough for its
#: whole legend (plotly gives a legend taller than the plot area a scrollbar).
_BOTTOM_PX = 80
#: Pixels of the subplot titles between the portfolio's title and its top panels.
_PANEL_TITLE_PX = 28
#: The court legend of :func:`portfolio`: a row under the two panels split by court (step
#: activity, claim values), not beside the top panels (time since the last step is not).
_COURT_ROW = {"title": {"text": "court"}, "orientation": "h", "x": 0.5, "xanchor": "center",
              "y": -0.1, "yanchor": "top"}  # fmt: skip


@dataclass
class _Panel:
    """One chart: its traces and axes, or why it is empty."""

    title: str
    traces: list[go.BaseTraceType] = field(default_factory=list)
    xaxis: dict[str, Any] = field(default_factory=dict)
    yaxis: dict[str, Any] = field(default_factory=dict)
    subtitle: str = ""
    empty: str = ""
    layout: dict[str, Any] = field(default_factory=dict)
    legend: int = 0  # entries of its vertical legend, which the chart is made tall enough for


def by_court_year(lawsuits: pd.DataFrame) -> go.Figure:
    """Lawsuits per court and filing year, as a heatmap with the counts written in; years
    before the :data:`YEARS` latest are summed in one column ("before 2014").

    Args:
        lawsuits: a ``lawsuits`` table of :mod:`lawkit.tidy` (court and year decoded from the
            CNJ number; one lawsuit per CNJ is counted).
    """
    return _single(_court_year(_per_lawsuit(lawsuits, "by_court_year")))


def time_since_last_step(
    lawsuits: pd.DataFrame | None,
    steps: pd.DataFrame,
    now: dt.datetime | pd.Timestamp | str | None = None,
) -> go.Figure:
    """How long ago each lawsuit last moved: lawsuits per age bucket of their last step.

    Args:
        lawsuits: a ``lawsuits`` table (lawsuits without any dated step are counted as
            "no dated step"); ``None`` to count only the lawsuits of ``steps``.
        steps: a ``steps`` table of the same lawsuits (every origin counts).
        now: the reference instant (default: the current time).
    """
    frame = _per_lawsuit(lawsuits, "time_since_last_step") if lawsuits is not None else None
    return _single(_staleness(frame, _checked_steps(steps, "time_since_last_step"), now))


def step_activity(
    steps: pd.DataFrame, lawsuits: pd.DataFrame | None = None, *, freq: str | None = None
) -> go.Figure:
    """Steps per period (month, quarter, ...), stacked by court.

    Args:
        steps: a ``steps`` table of :mod:`lawkit.tidy`.
        lawsuits: its ``lawsuits`` table, to stack by court (the largest courts on their own,
            the rest as "other"); without it, by origin.
        freq: ``"W"``, ``"M"``, ``"Q"`` or ``"Y"``; default: months over up to 3 years of
            steps, quarters up to 12 years, else years.
    """
    frame = _per_lawsuit(lawsuits, "step_activity") if lawsuits is not None else None
    return _single(_activity(_checked_steps(steps, "step_activity"), frame, freq))


def value_distribution(lawsuits: pd.DataFrame) -> go.Figure:
    """Claim values per court (box and points, log scale, hover in R$).

    Args:
        lawsuits: a ``lawsuits`` table of :mod:`lawkit.tidy` (``value`` in BRL).
    """
    return _single(_values(_per_lawsuit(lawsuits, "value_distribution")))


def portfolio(
    lawsuits: pd.DataFrame | Bundle,
    steps: pd.DataFrame | None = None,
    now: dt.datetime | pd.Timestamp | str | None = None,
    *,
    title: str = "Portfolio",
) -> go.Figure:
    """The four portfolio charts in one figure (2x2): courts and years, time since the last
    step, steps per month and claim values.

    Args:
        lawsuits: a ``lawsuits`` table of :mod:`lawkit.tidy` (e.g. ``bundle.lawsuits``), or a
            whole :class:`~lawkit.tidy.Bundle` (its lawsuits and steps are used).
        steps: the ``steps`` table of the same lawsuits (not needed with a bundle).
        now: reference instant for the time since the last step (default: now).
        title: the figure title; lawsuit and step counts are added below it.
    """
    bundle = unpack(lawsuits, "lawsuits", "steps")
    if bundle is not None:
        lawsuits, steps = bundle[0], steps if steps is not None else bundle[1]
    if steps is None:
        raise InvalidInput("portfolio needs the steps table (or pass a whole bundle)")
    frame = _per_lawsuit(lawsuits, "portfolio")
    checked = _checked_steps(steps, "portfolio")
    if frame.empty:
        return empty_figure(title, "No lawsuits")
    panels = [
        _court_year(frame),
        _staleness(frame, checked, now),
        _activity(checked, frame, "M"),
        _values(frame),
    ]
    fig = make_subplots(
        rows=2,
        cols=2,
        subplot_titles=[p.title for p in panels],
        vertical_spacing=0.2,
        horizontal_spacing=0.12,
    )
    for index, panel in enumerate(panels):
        row, col = divmod(index, 2)
        for trace in panel.traces:
            fig.add_trace(trace, row=row + 1, col=col + 1)
        if panel.empty:
            axis = index + 1 if index else ""
            fig.add_annotation(
                text=html.escape(panel.empty),
                showarrow=False,
                xref=f"x{axis} domain",
                yref=f"y{axis} domain",
                x=0.5,
                y=0.5,
            )
        fig.update_xaxes(panel.xaxis, row=row + 1, col=col + 1)
        fig.update_yaxes(panel.yaxis, row=row + 1, col=col + 1)
    subtitle = f"{plural(len(frame), 'lawsuit')} · {plural(len(checked), 'step')}"
    style(fig, title, subtitle, above=_PANEL_TITLE_PX, height=860, barmode="stack",
          showlegend=True, legend=_COURT_ROW, margin={"b": 130})  # fmt: skip
    return fig


def _single(panel: _Panel) -> go.Figure:
    if panel.empty:
        return empty_figure(panel.title, panel.empty)
    fig = style(go.Figure(panel.traces), panel.title, panel.subtitle, **panel.layout)
    if panel.legend:
        margins = fig.layout.margin.t + _BOTTOM_PX
        fig.update_layout(height=max(450, legend_height(panel.legend, margins)))
    fig.update_xaxes(panel.xaxis)
    fig.update_yaxes(panel.yaxis)
    return fig


def _per_lawsuit(lawsuits: Any, chart: str) -> pd.DataFrame:
    """One row per CNJ: court (text, "(unknown)" when missing), ``shown`` (the court, or
    "other" beyond the :data:`TOP_COURTS` largest), year and the first known value."""
    frame = require(lawsuits, _LAWSUIT_COLUMNS, chart, "lawsuits")
    frame = frame[frame["cnj"].notna()]
    out = frame.groupby(frame["cnj"].astype("string"), sort=True).agg(
        court=("court", "first"), year=("year", "first"), value=("value", "first")
    )
    out["court"] = out["court"].astype("string").fillna("(unknown)")
    out["value"] = out["value"].astype("Float64")
    ranked = out["court"].value_counts(sort=True)
    top = ranked.index if len(ranked) <= TOP_COURTS + 1 else ranked.index[:TOP_COURTS]
    out["shown"] = out["court"].where(out["court"].isin(top), OTHER)
    return out


def _checked_steps(steps: Any, chart: str) -> pd.DataFrame:
    return require(steps, _STEP_COLUMNS, chart, "steps")


def _court_year(frame: pd.DataFrame) -> _Panel:
    panel = _Panel("Lawsuits by court and filing year")
    known = frame[frame["year"].notna()]
    if known.empty:
        panel.empty = "No lawsuits with a filing year"
        return panel
    years = known["year"].astype(int)
    first = sorted(years.unique())[-YEARS:][0]
    column = years.astype(str).where(years >= first, f"before {first}")
    table = pd.crosstab(known["shown"], column)
    table = table[sorted(table.columns, key=lambda c: (not c.startswith("before"), c))]
    named = sorted((c for c in table.index if c != OTHER), reverse=True)
    table = table.loc[[OTHER] * (OTHER in table.index) + named]
    text = table.map(lambda n: number(n) if n else "")
    panel.traces.append(
        go.Heatmap(
            z=table.to_numpy(),
            x=list(table.columns),
            y=list(table.index),
            text=text.to_numpy(),
            texttemplate="%{text}",
            textfont={"size": 11},
            colorscale="Blues",
            showscale=False,
            hovertemplate="%{y}, %{x}: %{text} lawsuits<extra></extra>",
            name="lawsuits",
            showlegend=False,
        )
    )
    panel.xaxis = {"title_text": "filing year", "type": "category"}
    panel.yaxis = {"title_text": "court", "type": "category", "automargin": True}
    panel.subtitle = (
        f"{plural(len(known), 'lawsuit')} in {plural(known['court'].nunique(), 'court')}"
    )
    if OTHER in table.index:
        panel.subtitle += f" (the {TOP_COURTS} with most lawsuits shown, the rest as {OTHER})"
    if (years < first).any():
        panel.subtitle += f"; years before {first} summed"
    return panel


def _staleness(
    frame: pd.DataFrame | None, steps: pd.DataFrame, now: dt.datetime | pd.Timestamp | str | None
) -> _Panel:
    panel = _Panel("Time since the last step")
    reference = pd.Timestamp.now(tz="UTC") if now is None else pd.Timestamp(now)
    reference = reference.tz_localize("UTC") if reference.tzinfo is None else reference
    dated = steps[steps["timestamp"].notna() & steps["cnj"].notna()]
    last = dated.groupby(dated["cnj"].astype("string"))["timestamp"].max()
    cnjs = frame.index if frame is not None else last.index
    if len(cnjs) == 0:
        panel.empty = "No lawsuits"
        return panel
    days = (reference - last.reindex(cnjs)).dt.total_seconds() / 86400
    labels = [label for _, label in AGE_BUCKETS]
    bucket = pd.cut(days, [-np.inf, *[b for b, _ in AGE_BUCKETS]], labels=labels)
    counts = bucket.value_counts().reindex(labels, fill_value=0)
    counts[NO_STEP] = int(days.isna().sum())
    shares = counts / counts.sum()
    colors = [*px.colors.sequential.Oranges[2 : 2 + len(AGE_BUCKETS)], OTHER_COLOR]
    panel.traces.append(
        go.Bar(
            x=list(counts.index),
            y=counts.to_numpy(),
            marker_color=colors,
            customdata=np.column_stack([counts.map(number), shares.map(percent)]),
            hovertemplate="%{x}: %{customdata[0]} lawsuits (%{customdata[1]})<extra></extra>",
            name="lawsuits",
            showlegend=False,
        )
    )
    panel.xaxis = {"title_text": "last step", "type": "category"}
    panel.yaxis = {"title_text": "lawsuits", "rangemode": "tozero"}
    panel.subtitle = f"reference {reference.tz_convert(TIMEZONE):%d/%m/%Y %H:%M}"
    return panel


def _activity(steps: pd.DataFrame, frame: pd.DataFrame | None, freq: str | None) -> _Panel:
    if freq is not None and freq not in PERIODS:
        raise InvalidInput(f"freq {freq!r} is not allowed; allowed: {', '.join(PERIODS)}")
    dated = steps[steps["timestamp"].notna()]
    times = local_times(dated["timestamp"])
    freq = freq or _auto_period(times)
    unit, period = PERIODS[freq]
    panel = _Panel(f"Steps per {unit}")
    if dated.empty:
        panel.empty = "No dated steps"
        return panel
    when = times.dt.to_period(freq).dt.start_time
    if frame is not None:
        group = dated["cnj"].astype("string").map(frame["shown"]).fillna("(unknown)")
    else:
        group = dated["origin"].astype("string").fillna("(unknown)")
    counts = pd.DataFrame({"when": when, "group": group, "cnj": dated["cnj"]}).groupby(
        ["group", "when"], sort=True
    ).agg(steps=("cnj", "size"), lawsuits=("cnj", "nunique"))  # fmt: skip
    colors = _colors(frame["shown"] if frame is not None else group)
    order = group.value_counts().index
    for name in order:
        part = counts.loc[name]
        panel.traces.append(
            go.Bar(
                x=part.index,
                y=part["steps"].to_numpy(),
                name=str(name),
                legendgroup=str(name),
                marker_color=colors[str(name)],
                marker_line_width=0,  # no white outline: a month of decades is a pixel wide
                customdata=np.column_stack(
                    [
                        part.index.strftime(period),
                        part["steps"].map(number),
                        part["lawsuits"].map(number),
                    ]
                ),
                hovertemplate=(
                    f"{html.escape(str(name))}, %{{customdata[0]}}: %{{customdata[1]}} steps "
                    "in %{customdata[2]} lawsuits<extra></extra>"
                ),
            )
        )
    panel.xaxis = {"title_text": unit, "tickformat": period}
    panel.yaxis = {"title_text": "steps", "rangemode": "tozero"}
    panel.layout = {"barmode": "stack", "legend": {"title": {"text": "court"}}}
    panel.legend = len(order)
    panel.subtitle = f"{plural(len(dated), 'step')} of {plural(dated['cnj'].nunique(), 'lawsuit')}"
    return panel


def _colors(names: pd.Series) -> dict[str, str]:
    """One colour per name, the most frequent first, so a court has one colour in every panel."""
    palette = px.colors.qualitative.Safe
    order = [str(n) for n in names.astype("string").value_counts().index if n != OTHER]
    return {name: palette[i % len(palette)] for i, name in enumerate(order)} | {OTHER: OTHER_COLOR}


def _auto_period(times: pd.Series) -> str:
    """Months over up to 3 years, quarters up to 12, else years."""
    years = (times.max() - times.min()).days / 365.25 if len(times) else 0
    return "M" if years <= 3 else "Q" if years <= 12 else "Y"


def _values(frame: pd.DataFrame) -> _Panel:
    panel = _Panel("Claim values by court")
    valued = frame[frame["value"].notna() & (frame["value"] > 0)]
    if valued.empty:
        panel.empty = "No lawsuits with a claim value"
        return panel
    colors = _colors(frame["shown"])
    courts = valued.groupby("shown")["value"].median().sort_values(ascending=False).index
    for court in courts:
        part = valued[valued["shown"] == court]
        panel.traces.append(
            go.Box(
                y=part["value"].astype(float).to_numpy(),
                name=str(court),
                boxpoints="all",
                jitter=0.4,
                pointpos=0,
                hoveron="points",
                marker={"size": 5, "color": colors[court]},
                customdata=np.column_stack(
                    [part.index.to_numpy(), part["value"].map(brl), part["court"].to_numpy()]
                ),
                hovertemplate="%{customdata[0]} (%{customdata[2]})<br>%{customdata[1]}"
                "<extra></extra>",
                showlegend=False,
            )
        )
    without = len(frame) - len(valued)
    panel.subtitle = (
        f"total {brl(valued['value'].sum())} · median {brl(valued['value'].median())}"
        + (f" · {plural(without, 'lawsuit')} without a value" if without else "")
    )
    panel.xaxis = {"title_text": "court", "type": "category"}
    # On the right: the whole amounts ("R$ 10.000.000") and the title take the margin there,
    # not the gap to the panel on the left (the court legend is under the panels).
    panel.yaxis = {"title_text": "claim value (R$, log scale)", "type": "log", "dtick": 1,
                   "tickprefix": "R$ ", "tickformat": ",.0f", "side": "right",
                   "automargin": True}  # fmt: skip
    return panel
