"""Usage charts on statistics fetched from the sandbox, and on empty frames."""

from __future__ import annotations

import datetime as dt

import pandas as pd
import plotly.graph_objects as go
import pytest

from lawkit import InvalidInput, plots, tidy
from lawkit.plots._format import STATUS_COLORS
from lawkit.tidy.contracts import STATUSES


def test_usage_per_day_stacks_statuses_over_every_day_with_bytes_below(frames) -> None:
    fig = plots.usage_per_day(frames.usage)
    assert isinstance(fig, go.Figure)
    bars = [t for t in fig.data if t.type == "bar"]
    assert [t.name for t in bars] == [*STATUSES, "bytes"]
    assert fig.layout.barmode == "stack"
    assert fig.layout.separators == ",."
    assert len(bars[0].x) == 7
    assert bars[0].marker.color == STATUS_COLORS["success"]
    assert bars[-1].yaxis == "y2"
    total = int(frames.usage["total"].sum())
    assert total > 0
    assert sum(sum(t.y) for t in bars[:4]) == total
    assert f"{plots.number(total)} requests" in fig.layout.title.text
    assert frames.start.strftime("%d/%m/%Y") in fig.layout.title.text
    assert fig.layout.xaxis.tickformat == "%d/%m/%Y"
    assert fig.layout.yaxis.title.text == "requests"
    assert fig.layout.yaxis2.title.text == "bytes"
    today = frames.end.strftime("%d/%m/%Y")
    last = bars[0].customdata[-1]
    assert last[0] == today
    assert last[2] == plots.number(frames.usage["total"].iloc[-1])
    assert "%{customdata[0]}" in bars[0].hovertemplate


def test_consumption_is_zero_filled_over_the_requested_range(frames) -> None:
    fig = plots.usage_per_day(frames.consumption, frames.start, frames.end)
    assert len(frames.consumption) < 7
    assert len(fig.data[0].x) == 7
    same = plots.usage_per_day(frames.usage)
    assert list(fig.data[0].y) == list(same.data[0].y)


def test_details_are_summed_per_day(frames) -> None:
    fig = plots.usage_per_day(frames.details)
    per_day = frames.details.groupby("date")["success"].sum()
    assert list(fig.data[0].y) == list(per_day)


@pytest.mark.parametrize("table", ["usage", "consumption"])
def test_empty_usage_gives_an_annotated_figure(table: str) -> None:
    fig = plots.usage_per_day(tidy.contracts.empty(table))
    assert len(fig.data) == 0
    assert fig.layout.title.text == "Requests per day"
    assert fig.layout.annotations[0].text.startswith("No requests")


def test_a_range_without_requests_says_so_with_the_period() -> None:
    fig = plots.usage_per_day(tidy.contracts.empty("consumption"), "2024-01-01", "2024-01-31")
    assert fig.layout.annotations[0].text == "No requests from 01/01/2024 to 31/01/2024"


def test_start_after_end_is_refused() -> None:
    with pytest.raises(InvalidInput, match="start 31/01/2024 is after end 01/01/2024"):
        plots.usage_per_day(tidy.contracts.empty("usage"), "2024-01-31", dt.date(2024, 1, 1))


def test_a_frame_without_the_columns_is_refused_naming_them() -> None:
    with pytest.raises(InvalidInput, match=r"needs the columns .*bytes.*usage or consumption"):
        plots.usage_per_day(pd.DataFrame({"date": [], "success": []}))
    with pytest.raises(InvalidInput, match="takes a DataFrame"):
        plots.usage_per_day([{"date": "2024-01-01"}])


@pytest.mark.parametrize("kind", ["sunburst", "treemap"])
def test_nested_breakdown_sums_to_the_total_with_status_leaves(frames, kind: str) -> None:
    fig = plots.status_breakdown(frames.details, kind)
    (trace,) = fig.data
    assert trace.type == kind
    values = dict(zip(trace.ids, trace.values, strict=True))
    roots = [i for i, p in zip(trace.ids, trace.parents, strict=True) if p == ""]
    assert sum(values[r] for r in roots) == int(frames.details["total"].sum())
    leaves = [i for i in trace.ids if i.rsplit("/", 1)[-1] in STATUSES]
    assert sum(values[i] for i in leaves) == int(frames.details["total"].sum())
    assert trace.branchvalues == "total"
    assert "%{customdata[1]}" in trace.hovertemplate
    assert all(share.endswith("%") and "," in share for _, share in trace.customdata)


def test_bar_breakdown_has_one_bar_per_search_stacked_by_status(frames) -> None:
    fig = plots.status_breakdown(frames.details, "bar")
    assert [t.name for t in fig.data] == list(STATUSES)
    searches = frames.details.groupby(["source", "platform", "search"], observed=True).ngroups
    assert len(fig.data[0].y) == searches
    assert all(t.orientation == "h" for t in fig.data)
    assert fig.layout.xaxis.title.text == "requests"
    assert sum(sum(t.x) for t in fig.data) == int(frames.details["total"].sum())


def test_long_details_give_the_same_breakdown(frames) -> None:
    long = tidy.to_long(frames.details, "usage_details")
    wide = plots.status_breakdown(frames.details)
    assert list(plots.status_breakdown(long).data[0].values) == list(wide.data[0].values)


@pytest.mark.parametrize("kind", ["sunburst", "treemap", "bar"])
def test_empty_details_give_an_annotated_figure(kind: str) -> None:
    fig = plots.status_breakdown(tidy.contracts.empty("usage_details"), kind)
    assert len(fig.data) == 0
    assert fig.layout.annotations[0].text == "No requests in this period"


def test_unknown_kind_is_refused() -> None:
    with pytest.raises(InvalidInput, match="allowed: sunburst, treemap, bar"):
        plots.status_breakdown(tidy.contracts.empty("usage_details"), "pie")
