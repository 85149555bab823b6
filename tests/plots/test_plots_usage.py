"""Usage charts on statistics fetched from the sandbox, and on empty frames."""

from __future__ import annotations

import datetime as dt
import re

import pandas as pd
import plotly.graph_objects as go
import pytest

from lawkit import InvalidInput, plots, tidy
from lawkit.plots._format import STATUS_COLORS, percent
from lawkit.plots.usage import TOP_ITEMS
from lawkit.tidy.contracts import STATUSES


def test_usage_per_day_stacks_statuses_over_every_day_with_bytes_below(frames) -> None:
    fig = plots.usage_per_day(frames.usage)
    assert isinstance(fig, go.Figure)
    bars = [t for t in fig.data if t.type == "bar"]
    assert [t.name for t in bars] == [*STATUSES, "bytes"]
    assert fig.layout.barmode == "stack"
    assert fig.layout.separators == ",."  # Brazilian: "1.234,5"
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
    assert all(re.fullmatch(r"\d+,\d%", share) for _, share in trace.customdata)


def test_bar_breakdown_has_one_bar_per_search_stacked_by_status(frames) -> None:
    fig = plots.status_breakdown(frames.details, "bar")
    bars = [t for t in fig.data if t.type == "bar"]
    assert [t.name for t in bars] == list(STATUSES)
    searches = frames.details.groupby(["source", "platform", "search"], observed=True).ngroups
    assert searches <= TOP_ITEMS
    assert len(bars[0].y) == searches
    assert all(t.orientation == "h" for t in bars)
    assert fig.layout.xaxis.title.text == "requests"
    assert sum(sum(t.x) for t in bars) == int(frames.details["total"].sum())
    (labels,) = [t for t in fig.data if t.type == "scatter"]
    assert list(labels.x) == [sum(t.x[i] for t in bars) for i in range(searches)]


def _details(searches: int = 90, *, steep: bool = False) -> pd.DataFrame:
    """A ``usage_details`` table of two days over ``searches`` searches of 2 sources and 4
    platforms; search i has 5 + 4i requests (all distinct), or ~20.000/(i+1)² when ``steep``."""
    rows = []
    for i in range(searches):
        success = 20_000 // (i + 1) ** 2 if steep else 5 + 4 * i
        for day, counts in (("2024-03-01", (success, i % 3, 0, 0)),
                            ("2024-03-02", (0, 0, i % 2, 0))):  # fmt: skip
            rows.append(
                {"date": pd.Timestamp(day), "source": "diarios" if i % 5 == 0 else "tribunais",
                 "platform": ("pje", "esaj", "eproc", "projudi")[i % 4], "search": f"court{i:02d}",
                 **dict(zip(STATUSES, counts, strict=True)), "total": sum(counts), "bytes": 0}
            )  # fmt: skip
    return pd.DataFrame(rows)


def _bar_totals(fig: go.Figure) -> dict[str, int]:
    """Each bar's total (summed over the status traces of every panel)."""
    totals: dict[str, int] = {}
    for trace in (t for t in fig.data if t.type == "bar"):
        for label, count in zip(trace.y, trace.x, strict=True):
            totals[label] = totals.get(label, 0) + int(count)
    return totals


def _per(details: pd.DataFrame, levels: list[str]) -> pd.Series:
    """Requests per item, named as the charts name it (searches in capitals, as courts)."""
    totals = details.assign(search=details["search"].str.upper()).groupby(levels)["total"].sum()
    totals.index = totals.index.map(" / ".join) if len(levels) > 1 else totals.index
    return totals.sort_values(ascending=False)


def test_bars_show_the_top_searches_and_one_other_bar_summing_the_rest() -> None:
    details = _details(90)
    fig = plots.status_breakdown(details, "bar")
    totals = _bar_totals(fig)
    expected = _per(details, ["source", "platform", "search"])
    assert len(totals) == TOP_ITEMS + 1
    assert {k: v for k, v in totals.items() if k != "other (70 searches)"} == dict(
        expected.iloc[:TOP_ITEMS]
    )
    assert totals["other (70 searches)"] == expected.iloc[TOP_ITEMS:].sum()
    assert sum(totals.values()) == details["total"].sum()
    assert list(fig.data[0].y) == sorted(fig.data[0].y, key=totals.get)
    share = percent(expected.iloc[:TOP_ITEMS].sum() / expected.sum())
    assert "90 searches" in fig.layout.title.text  # the subtitle's long line is broken here
    assert f"20 on their own ({share} of the requests), 70 summed as other" in (
        fig.layout.title.text
    )
    assert fig.layout.height <= 900
    tall = plots.status_breakdown(details, "bar", top=None)
    assert len(_bar_totals(tall)) == 90
    assert tall.layout.height > 2_500
    assert fig.layout.title.text.startswith("Requests by source, platform and search<br>")


def test_other_gets_its_own_scale_only_when_it_outgrows_the_largest_bar() -> None:
    flat = plots.status_breakdown(_details(90), "bar", top=10)
    assert flat.layout.xaxis.matches is None
    assert flat.layout.xaxis2.title.text == "requests (other, own scale)"
    assert flat.data[-1].y == ("other (80 searches)",)
    steep = plots.status_breakdown(_details(90, steep=True), "bar", top=10)
    assert steep.layout.xaxis.matches == "x2"
    assert steep.layout.xaxis2.title.text == "requests"


def test_one_item_more_than_top_is_drawn_rather_than_grouped() -> None:
    fig = plots.status_breakdown(_details(TOP_ITEMS + 1), "bar")
    assert len(_bar_totals(fig)) == TOP_ITEMS + 1
    assert not any(label.startswith("other") for label in _bar_totals(fig))
    assert "summed as other" not in fig.layout.title.text


@pytest.mark.parametrize(
    ("by", "levels"), [("platform", ["source", "platform"]), ("source", ["source"])]
)
def test_bars_by_a_coarser_level_sum_its_searches(by: str, levels: list[str]) -> None:
    details = _details(90)
    fig = plots.status_breakdown(details, "bar", by=by)
    assert _bar_totals(fig) == dict(_per(details, levels))
    assert fig.layout.yaxis.title.text == " / ".join(levels)
    title = {"platform": "Requests by source and platform", "source": "Requests by source"}[by]
    assert fig.layout.title.text.startswith(f"{title}<br>")


@pytest.mark.parametrize("kind", ["sunburst", "treemap"])
def test_nested_charts_group_the_rest_within_each_platform_keeping_ring_totals(kind: str) -> None:
    details = _details(90)
    fig = plots.status_breakdown(details, kind, top=10)
    (trace,) = fig.data
    values = dict(zip(trace.ids, trace.values, strict=True))
    for path, total in _per(details, ["source", "platform"]).items():
        assert values[path.replace(" / ", "/")] == total
    others = [i for i in trace.ids if i.rsplit("/", 1)[-1].startswith("other (")]
    assert len(others) == 8
    searches = {i.split("/")[2] for i in trace.ids if i.count("/") >= 2}
    assert len(searches - {o.rsplit("/", 1)[-1] for o in others}) == 10
    leaves = [i for i in trace.ids if i.rsplit("/", 1)[-1] in STATUSES]
    assert sum(values[i] for i in leaves) == details["total"].sum()


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


def test_unknown_level_is_refused() -> None:
    allowed = "by 'court' is not allowed; allowed: source, platform, search"
    with pytest.raises(InvalidInput, match=allowed):
        plots.status_breakdown(tidy.contracts.empty("usage_details"), by="court")


@pytest.mark.parametrize("top", [0, -3, 2.5, True, "20"])
def test_top_must_be_a_positive_whole_number(top: object) -> None:
    with pytest.raises(InvalidInput, match="top must be a whole number >= 1, or None for every"):
        plots.status_breakdown(tidy.contracts.empty("usage_details"), top=top)


@pytest.mark.parametrize("kind", ["sunburst", "treemap"])
def test_nested_charts_are_tall_enough_and_say_how_many_items_stand_alone(kind: str) -> None:
    details = _details(90)
    lone = details.iloc[:1].assign(platform="stf", search="stf", success=1, warning=0, total=1)
    fig = plots.status_breakdown(pd.concat([details, lone], ignore_index=True), kind, top=10)
    (trace,) = fig.data
    searches = {i.split("/")[2] for i in trace.ids if i.count("/") >= 2}
    named = {s for s in searches if not s.startswith("other (")}
    assert len(named) == 11  # the top 10 and stf, alone in its platform among the rest
    assert "<br>11 on their own (" in fig.layout.title.text  # a long line, broken
    assert "the 10 with most requests and 1 alone in its platform,<br>80 summed as other" in (
        fig.layout.title.text
    )
    assert fig.layout.height >= 600  # not the 360 px a notebook gives a figure without one
    status_text = [t for i, t in zip(trace.ids, trace.text, strict=True)
                   if i.rsplit("/", 1)[-1] in STATUSES]  # fmt: skip
    assert status_text and not any(status_text)  # colours say the status, keyed in the title
    assert all(status in fig.layout.title.text for status in STATUSES)
