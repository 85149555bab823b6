"""Charts of the capture API's usage statistics (``usage``, ``consumption``, ``usage_details``)."""

from __future__ import annotations

import datetime as dt
from numbers import Integral
from typing import Any, Literal

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from lawkit.errors import InvalidInput
from lawkit.plots._format import (
    DATE,
    STATUS_COLORS,
    court_name,
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
_PLURALS = {"source": "sources", "platform": "platforms", "search": "searches"}
#: Items :func:`status_breakdown` draws on its own by default; the rest are summed as "other".
TOP_ITEMS = 20
OTHER = "other"
#: Pixels per bar of the bar breakdown, and between its panels (twice with two x axes).
_BAR_PX, _GAP_PX = 28, 36
#: Height of the sunburst and treemap: labels of a 20-court ring stay legible at ~900 px wide.
NESTED_HEIGHT = 680
#: The fill of the sunburst's and treemap's rings (source, platform, search), light enough for
#: their labels; the status leaves take their status's colour.
NESTED_TINTS = ("#eceff1", "#dfe5e8", "#cfd8dc")
#: Smallest label of a sunburst or treemap, in pixels: a node too small for it shows none (its
#: hover still says what it is).
NESTED_TEXT_PX = 10


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
        bytes. Hover shows the date as dd/mm/yyyy and counts with thousands commas.
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
    fig.update_yaxes(title_text="bytes", rangemode="tozero", nticks=3, row=2, col=1)
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
    by: Literal["source", "platform", "search"] = "search",
    top: int | None = TOP_ITEMS,
    title: str | None = None,
) -> go.Figure:
    """Requests by source > platform > search > status, summed over the days of the frame.

    Args:
        details: a ``usage_details`` table (wide) or ``usage_details_long`` of :mod:`lawkit.tidy`.
        kind: ``"sunburst"`` or ``"treemap"`` (nested: source, platform and search on grey rings
            labelled in capitals where they name a court, labels too small to read left out,
            status at the leaves, coloured by status)
            or ``"bar"`` (one horizontal bar per item, stacked by status, largest on top, its
            total written at its end; "other" gets a panel below, on its own x scale when it
            outgrows the largest item).
        by: the finest level drawn: ``"search"`` (each source/platform/search), ``"platform"``
            (searches summed per source/platform) or ``"source"``.
        top: items of that level drawn on their own, those with most requests; the rest are
            summed into "other (N searches)" (platforms, sources): one bar below the others in
            the bar chart, one node per parent in the nested charts (so every ring keeps its
            true total; an item alone in its parent among the rest keeps its name, and the
            subtitle counts it apart from the ``top``). ``None`` draws every item. The default
            keeps the bar chart under ~850 px tall; the subtitle says what share of the
            requests the items drawn hold.
        title: the chart title (default: "Requests by" the levels drawn); the totals are added
            below it.

    Raises:
        InvalidInput: an unknown ``kind`` or ``by``, or ``top`` not a whole number >= 1.
    """
    if kind not in _KINDS:
        raise InvalidInput(f"kind {kind!r} is not allowed; allowed: {', '.join(_KINDS)}")
    if by not in _LEVELS:
        raise InvalidInput(f"by {by!r} is not allowed; allowed: {', '.join(_LEVELS)}")
    if top is not None and (isinstance(top, bool) or not isinstance(top, Integral) or top < 1):
        raise InvalidInput(f"top must be a whole number >= 1, or None for every item; got {top!r}")
    levels = _LEVELS[: _LEVELS.index(by) + 1]
    *coarser, finest = levels
    title = title or f"Requests by {', '.join(coarser)}{' and ' if coarser else ''}{finest}"
    counts = _long_counts(details, levels)
    if counts.empty:
        return empty_figure(title, "No requests in this period")
    total = int(counts["count"].sum())
    items = counts["path"].nunique()
    subtitle = f"{plural(total, 'request')} in {plural(items, by, _PLURALS[by])}"
    if top is not None and items > top + 1:
        counts = _group_rest(counts, levels, int(top), flat=kind == "bar")
        own = counts[~counts["other"]]
        shown = own["path"].nunique()
        lone = shown - int(top)
        why = f": the {number(top)} with most requests and {number(lone)} alone in " + (
            f"{'its' if lone == 1 else 'their'} {levels[-2]}"
        )
        subtitle += (
            f" · {number(shown)} on their own ({percent(own['count'].sum() / total)} of the "
            f"requests){why if lone else ''}, {number(items - shown)} summed as {OTHER}"
        )
    if kind == "bar":
        return _bars(counts, levels, title, subtitle)
    return _nested(counts, levels, kind, title, subtitle, total)


def _long_counts(details: Any, levels: tuple[str, ...]) -> pd.DataFrame:
    """Positive counts per item of ``levels`` and status, with a ``path`` label ("a / b")."""
    if isinstance(details, pd.DataFrame) and "status" in details and "count" in details:
        frame = require(details, (*_LEVELS, "status", "count"), "status_breakdown",
                        "usage_details_long")  # fmt: skip
        long = frame[[*_LEVELS, "status", "count"]].astype({"status": "string"})
    else:
        frame = require(details, (*_LEVELS, *STATUSES), "status_breakdown", "usage_details")
        long = frame[[*_LEVELS, *STATUSES]].melt(
            id_vars=list(_LEVELS), var_name="status", value_name="count"
        )
    long = long.astype({level: "string" for level in _LEVELS})
    long["search"] = long["search"].map(court_name, na_action="ignore").astype("string")
    long["platform"] = (
        long["platform"]
        .map(lambda name: court_name(name, courts_only=True), na_action="ignore")
        .astype("string")
    )
    long = long.fillna({level: "(none)" for level in _LEVELS})
    long["count"] = long["count"].astype("Float64").fillna(0).astype("int64")
    grouped = long.groupby([*levels, "status"], sort=True, observed=True)["count"].sum()
    grouped = grouped[grouped > 0].reset_index()
    order = {status: i for i, status in enumerate(STATUSES)}
    grouped = grouped.sort_values(
        [*levels, "status"], key=lambda s: s.map(order) if s.name == "status" else s
    )
    grouped["path"] = _path(grouped, levels)
    grouped["other"] = False
    return grouped.reset_index(drop=True)


def _path(frame: pd.DataFrame, levels: tuple[str, ...]) -> pd.Series:
    """``source / platform / ...`` of each row over ``levels`` (empty text for no level)."""
    if not levels:
        return pd.Series("", index=frame.index, dtype="string")
    path = frame[levels[0]]
    for level in levels[1:]:
        path = path + " / " + frame[level]
    return path


def _group_rest(
    counts: pd.DataFrame, levels: tuple[str, ...], top: int, *, flat: bool
) -> pd.DataFrame:
    """``counts`` with the items beyond the ``top`` of most requests marked ``other`` and named
    "other (N …)": their path when ``flat`` (bars: one item), else their last level (one item
    per parent; an item alone in its parent keeps its name)."""
    totals = counts.groupby("path")["count"].sum().sort_values(ascending=False, kind="stable")
    rest = ~counts["path"].isin(totals.index[:top])
    parent = pd.Series("", index=counts.index) if flat else _path(counts, levels[:-1])
    many = counts["path"].where(rest).groupby(parent).transform("nunique")
    rest &= many > 1
    word = levels[-1]
    other = many.map(lambda n: f"{OTHER} ({plural(n, word, _PLURALS[word])})")
    counts = counts.assign(other=rest)
    counts.loc[rest, "path" if flat else word] = other[rest]
    return counts


def _bars(counts: pd.DataFrame, levels: tuple[str, ...], title: str, subtitle: str) -> go.Figure:
    """Stacked bars, the largest on top; "other" in a panel below, on its own scale when it
    outgrows the largest item (so the items stay readable)."""
    table = counts.pivot_table(
        index=["other", "path"], columns="status", values="count", aggfunc="sum", fill_value=0
    ).reindex(columns=list(STATUSES), fill_value=0)
    table["total"] = table.sum(axis=1)
    table = table.sort_values("total", kind="stable")
    other = table.index.get_level_values("other").to_numpy()
    table = table.droplevel("other")
    panels = [table[~other], table[other]] if other.any() and not other.all() else [table]
    shared = bool(panels[-1]["total"].max() <= panels[0]["total"].max())
    gap = _GAP_PX * (len(panels) - 1) * (1 if shared else 2)
    plot_height = _BAR_PX * len(table) + gap
    fig = make_subplots(
        rows=len(panels),
        cols=1,
        shared_xaxes=shared,
        row_heights=[len(panel) for panel in panels],
        vertical_spacing=gap / plot_height,
    )
    for row, panel in enumerate(panels, start=1):
        for status in STATUSES:
            custom = pd.DataFrame(
                {"n": panel[status].map(number), "total": panel["total"].map(number)}
            )
            fig.add_trace(
                go.Bar(
                    y=panel.index,
                    x=panel[status].to_numpy(),
                    orientation="h",
                    name=status,
                    legendgroup=status,
                    showlegend=row == 1,
                    marker_color=STATUS_COLORS[status],
                    customdata=custom.to_numpy(),
                    hovertemplate=(
                        f"%{{y}}<br>{status}: %{{customdata[0]}} of %{{customdata[1]}}"
                        "<extra></extra>"
                    ),
                ),
                row=row,
                col=1,
            )
        fig.add_trace(
            go.Scatter(
                y=panel.index,
                x=panel["total"].to_numpy(),
                mode="text",
                text=" " + panel["total"].map(number),
                textposition="middle right",
                cliponaxis=False,  # the totals are written past the longest bar
                hoverinfo="skip",
                showlegend=False,
            ),
            row=row,
            col=1,
        )
        fig.update_yaxes(range=[-0.5, len(panel) - 0.5], automargin=True, row=row, col=1)
    style(
        fig,
        title,
        subtitle,
        barmode="stack",
        legend={"title": {"text": "status"}, "traceorder": "normal"},
        height=max(320, 180 + plot_height),
    )
    fig.update_xaxes(rangemode="tozero")
    fig.update_xaxes(title_text="requests", row=len(panels) if shared else 1, col=1)
    if not shared:
        fig.update_xaxes(title_text=f"requests ({OTHER}, own scale)", row=2, col=1)
    fig.update_yaxes(title_text=" / ".join(levels), row=1, col=1)
    return fig


def _nested(
    counts: pd.DataFrame,
    levels: tuple[str, ...],
    kind: str,
    title: str,
    subtitle: str,
    total: int,
) -> go.Figure:
    nodes: dict[str, dict[str, Any]] = {}
    for *names, status, count in counts[[*levels, "status", "count"]].itertuples(index=False):
        parent = ""
        for name in (*names, status):
            node_id = f"{parent}/{name}" if parent else name
            node = nodes.setdefault(node_id, {"label": name, "parent": parent, "count": 0})
            node["count"] += count
            parent = node_id
        node["status"] = status
    ids = list(nodes)
    values = [nodes[i]["count"] for i in ids]
    parents = [nodes[i]["parent"] for i in ids]
    shares = [
        count / (nodes[parent]["count"] if parent else total)
        for count, parent in zip(values, parents, strict=True)
    ]
    custom = [[number(v), percent(s)] for v, s in zip(values, shares, strict=True)]
    colors = [STATUS_COLORS[nodes[i]["status"]] if "status" in nodes[i]
              else NESTED_TINTS[min(i.count("/"), len(NESTED_TINTS) - 1)] for i in ids]  # fmt: skip
    # The status leaves say their status by colour (the key under the title), not in text: the
    # outer ring of a sunburst is no wall of tiny "success"/"warning" words.
    text = ["" if "status" in nodes[i] else nodes[i]["label"] for i in ids]
    trace_type = go.Sunburst if kind == "sunburst" else go.Treemap
    trace = trace_type(
        ids=ids,
        labels=[nodes[i]["label"] for i in ids],
        parents=parents,
        values=values,
        branchvalues="total",
        text=text,
        texttemplate="%{text}",
        customdata=custom,
        marker={"colors": colors, "line": {"color": "white", "width": 1}},
        hovertemplate=(
            "%{id}<br>%{customdata[0]} requests (%{customdata[1]} of the level above)"
            "<extra></extra>"
        ),
    )
    fig = go.Figure(trace)
    key = " ".join(
        f"<span style='color:{STATUS_COLORS[status]}'>■</span> {status}" for status in STATUSES
    )
    style(fig, title, f"{subtitle}<br>status: {key}", height=NESTED_HEIGHT,
          margin={"l": 10, "r": 10, "b": 10},
          uniformtext={"minsize": NESTED_TEXT_PX, "mode": "hide"})  # fmt: skip
    return fig
