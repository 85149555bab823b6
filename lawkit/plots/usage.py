"""Charts of the capture API's usage statistics (``usage``, ``consumption``, ``usage_details``)."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from lawkit.errors import InvalidInput
from lawkit.plots._format import (
    DATE,
    STATUS_COLORS,
    date_text,
    empty_figure,
    number,
    percent,
    plural,
    require,
    style,
)
from lawkit.tidy.contracts import STATUSES

_COUNTS = (*STATUSES, "bytes")
_LEVELS = ("source", "platform", "search")
_KINDS = ("sunburst", "treemap", "bar")


def usage_per_day(
    usage: pd.DataFrame,
    start: dt.date | str | None = None,
    end: dt.date | str | None = None,
    *,
    title: str = "Requests per day",
) -> go.Figure:
    """Requests per day stacked by status, with the day's bytes in a panel below.

    Args:
        usage: a ``usage`` or ``consumption`` table of :mod:`lawkit.tidy` (a
            ``usage_details`` table is summed per day).
        start, end: the days to show; days without a row are drawn as zero (the consumption
            endpoint lists only days with requests). Default: the days of the frame.
        title: the chart title; the period and totals are added below it.

    Returns:
        Two rows sharing the date axis: stacked bars (success, warning, error, pending) and
        bytes. Hover shows the date as dd/mm/yyyy and counts with thousands dots.
    """
    frame = require(usage, ("date", *_COUNTS), "usage_per_day", "usage or consumption")
    days = _per_day(frame, start, end)
    if days.empty or not days[list(_COUNTS)].to_numpy().any():
        period = _period(days, start, end)
        return empty_figure(title, f"No requests {period}".strip())
    fig = make_subplots(
        rows=2, cols=1, shared_xaxes=True, row_heights=[0.72, 0.28], vertical_spacing=0.06
    )
    shown = date_text(days["date"])
    total = days[list(STATUSES)].sum(axis=1)
    for status in STATUSES:
        custom = pd.DataFrame(
            {"day": shown, "n": days[status].map(number), "total": total.map(number)}
        )
        fig.add_trace(
            go.Bar(
                x=days["date"],
                y=days[status],
                name=status,
                marker_color=STATUS_COLORS[status],
                customdata=custom.to_numpy(),
                hovertemplate=(
                    f"%{{customdata[0]}}<br>{status}: %{{customdata[1]}} of %{{customdata[2]}}"
                    " requests<extra></extra>"
                ),
            ),
            row=1,
            col=1,
        )
    fig.add_trace(
        go.Bar(
            x=days["date"],
            y=days["bytes"],
            name="bytes",
            marker_color="#5c6bc0",
            customdata=pd.DataFrame({"day": shown, "n": days["bytes"].map(number)}).to_numpy(),
            hovertemplate="%{customdata[0]}<br>%{customdata[1]} bytes<extra></extra>",
        ),
        row=2,
        col=1,
    )
    requests = int(total.sum())
    subtitle = (
        f"{_period(days, start, end)} · {plural(requests, 'request')} · "
        f"{number(days['bytes'].sum())} bytes"
    )
    style(fig, title, subtitle, barmode="stack", legend={"title": {"text": "status"}})
    fig.update_xaxes(tickformat=DATE, row=1, col=1)
    fig.update_xaxes(tickformat=DATE, title_text="day", row=2, col=1)
    fig.update_yaxes(title_text="requests", rangemode="tozero", row=1, col=1)
    fig.update_yaxes(title_text="bytes", rangemode="tozero", row=2, col=1)
    return fig


def _per_day(frame: pd.DataFrame, start: Any, end: Any) -> pd.DataFrame:
    """One row per day (summed), zero-filled over ``start``..``end`` when given."""
    counts = frame[["date", *_COUNTS]].copy()
    counts["date"] = pd.to_datetime(counts["date"]).dt.normalize()
    counts[list(_COUNTS)] = counts[list(_COUNTS)].astype("Float64").fillna(0).astype("int64")
    days = counts.groupby("date", sort=True)[list(_COUNTS)].sum()
    if start is not None or end is not None:
        first = pd.Timestamp(start) if start is not None else days.index.min()
        last = pd.Timestamp(end) if end is not None else days.index.max()
        if pd.isna(first) or pd.isna(last):
            first = last = first if pd.notna(first) else last
        if first > last:
            raise InvalidInput(f"start {first:%d/%m/%Y} is after end {last:%d/%m/%Y}")
        days = days.reindex(pd.date_range(first, last, freq="D", name="date"), fill_value=0)
    return days.reset_index()


def _period(days: pd.DataFrame, start: Any, end: Any) -> str:
    first = pd.Timestamp(start) if start is not None else days["date"].min()
    last = pd.Timestamp(end) if end is not None else days["date"].max()
    if pd.isna(first) or pd.isna(last):
        return ""
    return f"from {first:%d/%m/%Y} to {last:%d/%m/%Y}"


def status_breakdown(
    details: pd.DataFrame,
    kind: Literal["sunburst", "treemap", "bar"] = "sunburst",
    *,
    title: str = "Requests by source, platform and search",
) -> go.Figure:
    """Requests by source > platform > search > status, summed over the days of the frame.

    Args:
        details: a ``usage_details`` table (wide) or ``usage_details_long`` of :mod:`lawkit.tidy`.
        kind: ``"sunburst"`` or ``"treemap"`` (nested, status at the leaves, coloured by status)
            or ``"bar"`` (one horizontal bar per source/platform/search, stacked by status).
        title: the chart title; the total is added below it.
    """
    if kind not in _KINDS:
        raise InvalidInput(f"kind {kind!r} is not allowed; allowed: {', '.join(_KINDS)}")
    counts = _long_counts(details)
    if counts.empty:
        return empty_figure(title, "No requests in this period")
    total = int(counts["count"].sum())
    searches = plural(counts["path"].nunique(), "search", "searches")
    subtitle = f"{plural(total, 'request')} in {searches}"
    if kind == "bar":
        return _bars(counts, title, subtitle)
    return _nested(counts, kind, title, subtitle, total)


def _long_counts(details: Any) -> pd.DataFrame:
    """Positive counts per source/platform/search/status, with a ``path`` label."""
    if isinstance(details, pd.DataFrame) and "status" in details and "count" in details:
        frame = require(details, (*_LEVELS, "status", "count"), "status_breakdown",
                        "usage_details_long")  # fmt: skip
        long = frame[[*_LEVELS, "status", "count"]].astype({"status": "string"})
    else:
        frame = require(details, (*_LEVELS, *STATUSES), "status_breakdown", "usage_details")
        long = frame[[*_LEVELS, *STATUSES]].melt(
            id_vars=list(_LEVELS), var_name="status", value_name="count"
        )
    long = long.astype({level: "string" for level in _LEVELS}).fillna(
        {level: "(none)" for level in _LEVELS}
    )
    long["count"] = long["count"].astype("Float64").fillna(0).astype("int64")
    grouped = long.groupby([*_LEVELS, "status"], sort=True, observed=True)["count"].sum()
    grouped = grouped[grouped > 0].reset_index()
    order = {status: i for i, status in enumerate(STATUSES)}
    grouped = grouped.sort_values(
        [*_LEVELS, "status"], key=lambda s: s.map(order) if s.name == "status" else s
    )
    grouped["path"] = grouped["source"] + " / " + grouped["platform"] + " / " + grouped["search"]
    return grouped.reset_index(drop=True)


def _bars(counts: pd.DataFrame, title: str, subtitle: str) -> go.Figure:
    totals = counts.groupby("path")["count"].sum().sort_values()
    fig = go.Figure()
    for status in STATUSES:
        part = counts[counts["status"] == status].set_index("path")["count"]
        part = part.reindex(totals.index, fill_value=0)
        custom = pd.DataFrame(
            {"n": part.map(number), "total": totals.map(number)}, index=totals.index
        )
        fig.add_trace(
            go.Bar(
                y=totals.index,
                x=part.to_numpy(),
                orientation="h",
                name=status,
                marker_color=STATUS_COLORS.get(status),
                customdata=custom.to_numpy(),
                hovertemplate=(
                    f"%{{y}}<br>{status}: %{{customdata[0]}} of %{{customdata[1]}}<extra></extra>"
                ),
            )
        )
    style(
        fig,
        title,
        subtitle,
        barmode="stack",
        legend={"title": {"text": "status"}},
        height=max(320, 140 + 28 * len(totals)),
    )
    fig.update_xaxes(title_text="requests", rangemode="tozero")
    fig.update_yaxes(title_text="source / platform / search", automargin=True)
    return fig


def _nested(counts: pd.DataFrame, kind: str, title: str, subtitle: str, total: int) -> go.Figure:
    nodes: dict[str, dict[str, Any]] = {}
    for row in counts.itertuples(index=False):
        parent = ""
        for depth, name in enumerate((row.source, row.platform, row.search, row.status)):
            node_id = f"{parent}/{name}" if parent else name
            node = nodes.setdefault(
                node_id,
                {"label": name, "parent": parent, "count": 0, "status": None, "depth": depth},
            )
            node["count"] += row.count
            if depth == 3:
                node["status"] = row.status
            parent = node_id
    ids = list(nodes)
    values = [nodes[i]["count"] for i in ids]
    parents = [nodes[i]["parent"] for i in ids]
    shares = [
        count / (nodes[parent]["count"] if parent else total)
        for count, parent in zip(values, parents, strict=True)
    ]
    custom = [[number(v), percent(s)] for v, s in zip(values, shares, strict=True)]
    colors = [STATUS_COLORS.get(nodes[i]["status"] or "", "rgba(0,0,0,0)") for i in ids]
    trace_type = go.Sunburst if kind == "sunburst" else go.Treemap
    trace = trace_type(
        ids=ids,
        labels=[nodes[i]["label"] for i in ids],
        parents=parents,
        values=values,
        branchvalues="total",
        customdata=custom,
        marker={"colors": colors},
        hovertemplate=(
            "%{id}<br>%{customdata[0]} requests (%{customdata[1]} of the level above)"
            "<extra></extra>"
        ),
    )
    fig = go.Figure(trace)
    style(fig, title, subtitle, margin={"t": 80, "l": 10, "r": 10, "b": 10})
    return fig
