"""Portfolio charts on a dozen lawsuits fetched from the sandbox, and on empty frames."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from lawkit import InvalidInput, cnj, plots, tidy
from lawkit.plots.portfolio import AGE_BUCKETS, NO_STEP, OTHER_COLOR

NOW = pd.Timestamp("2026-12-01T12:00:00Z")


def _distinct(lawsuits: pd.DataFrame) -> pd.DataFrame:
    return lawsuits.drop_duplicates("cnj")


def test_by_court_year_counts_each_lawsuit_once(frames) -> None:
    lawsuits = frames.bundle.lawsuits
    assert lawsuits["cnj"].duplicated().any(), "the fixture should hold lawsuits of two instances"
    fig = plots.by_court_year(lawsuits)
    (heatmap,) = fig.data
    assert heatmap.type == "heatmap"
    assert heatmap.z.sum() == lawsuits["cnj"].nunique()
    assert set(heatmap.y) == set(_distinct(lawsuits)["court"].astype(str))
    assert set(heatmap.x) == set(_distinct(lawsuits)["year"].astype(str))
    assert fig.layout.xaxis.title.text == "filing year"
    assert fig.layout.yaxis.title.text == "court"


def test_time_since_last_step_buckets_every_lawsuit(frames) -> None:
    bundle = frames.bundle
    fig = plots.time_since_last_step(bundle.lawsuits, bundle.steps, now=NOW)
    (bars,) = fig.data
    assert list(bars.x) == [label for _, label in AGE_BUCKETS] + [NO_STEP]
    assert sum(bars.y) == bundle.lawsuits["cnj"].nunique()
    last = bundle.steps.groupby("cnj")["timestamp"].max()
    recent = ((NOW - last).dt.days < 7).sum()
    old = ((NOW - last).dt.total_seconds() / 86400 > 365).sum()
    assert bars.y[0] == recent
    assert bars.y[5] == old
    assert bars.y[6] == bundle.lawsuits["cnj"].nunique() - len(last)
    assert "reference 01/12/2026 09:00" in fig.layout.title.text
    assert bars.customdata[0][1].endswith("%")


def test_step_activity_counts_every_dated_step_by_court(frames) -> None:
    bundle = frames.bundle
    fig = plots.step_activity(bundle.steps, bundle.lawsuits, freq="M")
    assert sum(sum(t.y) for t in fig.data) == bundle.steps["timestamp"].notna().sum()
    assert {t.name for t in fig.data} <= set(bundle.lawsuits["court"].astype(str)) | {"other"}
    assert fig.layout.barmode == "stack"
    assert fig.layout.xaxis.tickformat == "%m/%Y"
    month, steps, lawsuits = fig.data[0].customdata[0]
    assert len(month) == 7 and month[2] == "/"
    assert int(steps.replace(",", "")) == fig.data[0].y[0]
    assert 1 <= int(lawsuits) <= fig.data[0].y[0]
    assert fig.layout.title.text.startswith("Steps per month")
    by_origin = plots.step_activity(bundle.steps)
    assert [t.name for t in by_origin.data] == ["capture"]


def test_step_activity_picks_a_period_that_fits_the_span() -> None:
    def steps(*times: str) -> pd.DataFrame:
        frame = tidy.contracts.empty("steps").reindex(range(len(times)))
        frame["cnj"] = "0000832-35.2018.4.01.3202"
        frame["origin"] = pd.Categorical(["capture"] * len(times))
        frame["timestamp"] = pd.to_datetime(list(times), utc=True)
        return frame

    recent = plots.step_activity(steps("2024-01-10T12:00Z", "2024-03-05T12:00Z"))
    assert recent.layout.title.text.startswith("Steps per month")
    assert list(recent.data[0].customdata[:, 0]) == ["01/2024", "03/2024"]
    decade = plots.step_activity(steps("2015-01-10T12:00Z", "2024-03-05T12:00Z"))
    assert decade.layout.title.text.startswith("Steps per quarter")
    ages = plots.step_activity(steps("1990-01-10T12:00Z", "2024-03-05T12:00Z"))
    assert ages.layout.title.text.startswith("Steps per year")
    assert list(ages.data[0].customdata[:, 0]) == ["1990", "2024"]
    with pytest.raises(InvalidInput, match="allowed: W, M, Q, Y"):
        plots.step_activity(steps("2024-01-10T12:00Z"), freq="D")


def test_value_distribution_hover_in_reais_on_a_log_axis(frames) -> None:
    lawsuits = frames.bundle.lawsuits
    fig = plots.value_distribution(lawsuits)
    valued = _distinct(lawsuits.dropna(subset=["value"]))
    valued = valued[valued["value"] > 0]
    assert sum(len(t.y) for t in fig.data) == len(valued)
    assert {t.type for t in fig.data} == {"box"}
    assert fig.layout.yaxis.type == "log"
    assert fig.layout.yaxis.tickprefix == "R$ "
    assert fig.layout.yaxis.exponentformat == "none"
    cnj, money, court = fig.data[0].customdata[0]
    row = valued[valued["cnj"] == cnj].iloc[0]
    assert money == plots.brl(row["value"])
    assert court == row["court"]
    assert re.fullmatch(r"R\$ \d{1,3}(\.\d{3})*,\d\d", money)
    assert "total R$ " in fig.layout.title.text


def test_portfolio_puts_the_four_charts_in_one_figure(frames) -> None:
    bundle = frames.bundle
    fig = plots.portfolio(bundle.lawsuits, bundle.steps, now=NOW)
    titles = [a.text for a in fig.layout.annotations]
    assert titles[:2] == ["Lawsuits by court and filing year", "Time since the last step"]
    assert titles[2].startswith("Steps per ")
    assert titles[3] == "Claim values by court"
    kinds = {t.type for t in fig.data}
    assert kinds == {"heatmap", "bar", "box"}
    assert fig.layout.yaxis4.type == "log"
    assert f"{bundle.lawsuits['cnj'].nunique()} lawsuits" in fig.layout.title.text


def test_step_activity_is_tall_enough_for_its_whole_legend(frames, canvas) -> None:
    """plotly scrolls a vertical legend taller than the plot area (06 lost "TSE" at 360 px)."""
    bundle = frames.bundle
    fig = plots.step_activity(bundle.steps, bundle.lawsuits, freq="Q")
    entries = len([t for t in fig.data if t.showlegend is not False])
    assert entries >= 6
    assert "the legend scrolls: some entries are hidden" not in canvas.problems(fig)


def test_portfolio_court_legend_sits_under_the_panels_split_by_court(frames) -> None:
    fig = plots.portfolio(frames.bundle.lawsuits, frames.bundle.steps, now=NOW)
    legend = fig.layout.legend
    assert legend.orientation == "h" and legend.y < 0 and legend.yanchor == "top"
    assert fig.layout.margin.b >= 120  # room for it under the x axis titles
    named = {t.name for t in fig.data if t.showlegend is not False and t.name}
    assert named <= set(frames.bundle.lawsuits["court"].astype(str)) | {"other"}
    # the box plot's whole amounts ("R$ 10.000.000") and title go on its right, in the margin
    assert fig.layout.yaxis4.tickformat == ",.0f" and fig.layout.yaxis4.side == "right"
    assert fig.layout.yaxis4.tickprefix == "R$ "


def test_portfolio_without_steps_annotates_the_panels_it_cannot_draw(frames) -> None:
    fig = plots.portfolio(frames.bundle.lawsuits, tidy.contracts.empty("steps"), now=NOW)
    texts = [a.text for a in fig.layout.annotations]
    assert "No dated steps" in texts
    staleness = next(t for t in fig.data if t.type == "bar")
    assert list(staleness.y)[-1] == frames.bundle.lawsuits["cnj"].nunique()


@pytest.mark.parametrize(
    ("chart", "message"),
    [
        (lambda: plots.portfolio(tidy.contracts.empty("lawsuits"), tidy.contracts.empty("steps")),
         "No lawsuits"),
        (lambda: plots.by_court_year(tidy.contracts.empty("lawsuits")),
         "No lawsuits with a filing year"),
        (lambda: plots.time_since_last_step(None, tidy.contracts.empty("steps")), "No lawsuits"),
        (lambda: plots.step_activity(tidy.contracts.empty("steps")), "No dated steps"),
        (lambda: plots.value_distribution(tidy.contracts.empty("lawsuits")),
         "No lawsuits with a claim value"),
    ],
)  # fmt: skip
def test_empty_frames_give_annotated_figures(chart, message: str) -> None:
    fig = chart()
    assert len(fig.data) == 0
    assert fig.layout.annotations[0].text == message
    assert fig.layout.title.text


def test_steps_passed_as_lawsuits_are_refused(frames) -> None:
    with pytest.raises(InvalidInput, match="needs the columns court, year, value"):
        plots.by_court_year(frames.bundle.steps)


def test_a_court_has_one_colour_in_every_panel(frames) -> None:
    fig = plots.portfolio(frames.bundle.lawsuits, frames.bundle.steps, now=NOW)
    bars = {t.name: t.marker.color for t in fig.data if t.type == "bar" and t.name != "lawsuits"}
    boxes = {t.name: t.marker.color for t in fig.data if t.type == "box"}
    shared = set(bars) & set(boxes)
    assert shared
    assert all(bars[court] == boxes[court] for court in shared)


def test_a_whole_bundle_may_be_passed_and_steps_are_required_otherwise(frames) -> None:
    bundle = frames.bundle
    direct = plots.portfolio(bundle, now=NOW)
    assert direct.layout.title.text == plots.portfolio(bundle.lawsuits, bundle.steps,
                                                       now=NOW).layout.title.text  # fmt: skip
    with pytest.raises(InvalidInput, match="portfolio needs the steps table"):
        plots.portfolio(bundle.lawsuits)


def test_beyond_the_largest_courts_the_rest_is_drawn_as_other() -> None:
    numbers = cnj.generate(None, n=120, seed=9)
    courts = [f"C{k:02d}" for k in range(1, 16) for _ in range(k)]
    frame = tidy.contracts.empty("lawsuits").reindex(range(len(courts)))
    frame["cnj"] = pd.array(numbers[: len(courts)], dtype="string")
    frame["court"] = pd.Categorical(courts)
    frame["year"] = pd.array([2020] * len(courts), dtype="Int16")
    frame["value"] = pd.array([1000.0] * len(courts), dtype="Float64")
    heatmap = plots.by_court_year(frame)
    (trace,) = heatmap.data
    assert list(trace.y) == ["other", *[f"C{k:02d}" for k in range(15, 5, -1)]]
    assert trace.z[0][0] == 1 + 2 + 3 + 4 + 5
    assert "in 15 courts (the 10 with most lawsuits shown, the rest as other)" in (
        heatmap.layout.title.text
    )
    boxes = plots.value_distribution(frame)
    assert {t.name for t in boxes.data} == {"other", *[f"C{k:02d}" for k in range(6, 16)]}
    other = next(t for t in boxes.data if t.name == "other")
    assert len(other.y) == 15
    assert other.marker.color == OTHER_COLOR
