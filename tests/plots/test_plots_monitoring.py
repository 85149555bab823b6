"""Monitoring freshness on info responses of lawsuits monitored in the sandbox."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from lawkit import InvalidInput, plots, tidy
from lawkit.plots._format import STATUS_COLORS, TIME_TICKS


def test_one_marker_per_instance_coloured_by_last_status(frames) -> None:
    monitored = frames.monitored
    fig = plots.freshness(monitored)
    assert sum(len(t.x) for t in fig.data) == len(monitored)
    assert {t.name for t in fig.data} == set(monitored["last_status"].astype(str))
    for trace in fig.data:
        assert trace.marker.line.color == STATUS_COLORS[trace.name]
        when, age, disabled, row = trace.customdata[0]
        assert re.fullmatch(r"\d{2}/\d{2}/\d{4} \d{2}:\d{2}:\d{2}", when)
        assert age == ""
        assert disabled in ("yes", "no")
        assert row.split(" · ")[0] in set(monitored["cnj"])
    rows = [row for t in fig.data for row in t.y]
    assert len(set(rows)) == len(rows) == len(monitored)
    assert fig.layout.xaxis.title.text == "last response (America/Sao_Paulo)"
    stops = [(list(s.dtickrange), s.value) for s in fig.layout.xaxis.tickformatstops]
    assert stops == [(s["dtickrange"], s["value"]) for s in TIME_TICKS]
    assert list(fig.layout.yaxis.categoryarray) == sorted(rows)
    assert f"{monitored['cnj'].nunique()} lawsuits" in fig.layout.title.text


def test_disabled_instances_are_hollow(frames) -> None:
    monitored = frames.monitored
    fig = plots.freshness(monitored)
    hollow = sum(color == "white" for t in fig.data for color in t.marker.color)
    assert hollow == monitored["disabled"].sum()


@pytest.mark.parametrize(
    ("after", "age"),
    [(pd.Timedelta(milliseconds=400), "under 1 s"), (pd.Timedelta(seconds=7.4), "7 s"),
     (pd.Timedelta(minutes=3), "3 min"),
     (pd.Timedelta(hours=5), "5 h"), (pd.Timedelta(days=3), "3 days")],
)  # fmt: skip
def test_a_reference_instant_draws_a_labelled_line_and_ages_at_every_span(
    frames, after: pd.Timedelta, age: str
) -> None:
    latest = frames.monitored["last_response"].max()
    now = latest + after
    fig = plots.freshness(frames.monitored, now=now)
    assert len(fig.layout.shapes) == 1
    assert fig.layout.annotations[0].text == "reference"
    shown = now.tz_convert("America/Sao_Paulo").strftime("%d/%m/%Y %H:%M:%S")
    assert f"reference {shown}" in fig.layout.title.text
    points = [(x, row) for t in fig.data for x, row in zip(t.x, t.customdata, strict=True)]
    when, newest, *_ = max(points, key=lambda point: point[0])[1]
    assert when == latest.tz_convert("America/Sao_Paulo").strftime("%d/%m/%Y %H:%M:%S")
    assert newest == f" ({age} before the reference)"


def test_a_reference_before_the_responses_says_after() -> None:
    monitored = tidy.contracts.empty("monitored").astype(object)
    monitored.loc[0, ["cnj", "instance_id", "last_status", "last_response", "disabled"]] = [
        "0000832-35.2018.4.01.3202", "i1", "success", pd.Timestamp("2027-01-04T18:00Z"), False
    ]  # fmt: skip
    fig = plots.freshness(monitored, now="2027-01-04T17:58:30Z")
    assert fig.data[0].customdata[0][1] == " (90 s after the reference)"


@pytest.mark.parametrize("now", ["yesterday", pd.NaT, object()])
def test_a_reference_that_is_not_an_instant_is_refused(frames, now: object) -> None:
    with pytest.raises(InvalidInput, match=r"now .* is not an instant; give a datetime"):
        plots.freshness(frames.monitored, now=now)


def test_list_items_without_instances_are_counted_not_drawn(frames) -> None:
    fig = plots.freshness(frames.monitored_list)
    assert len(fig.data) == 0
    count = frames.monitored_list["cnj"].nunique()
    assert fig.layout.annotations[0].text == f"{count} lawsuits without instance info"


def test_an_empty_frame_gives_an_annotated_figure() -> None:
    fig = plots.freshness(tidy.contracts.empty("monitored"))
    assert len(fig.data) == 0
    assert fig.layout.annotations[0].text == "No monitored instances"


def test_instances_that_never_answered_are_counted(frames) -> None:
    monitored = frames.monitored.copy()
    monitored.loc[monitored.index[0], "last_response"] = pd.NaT
    fig = plots.freshness(monitored)
    assert sum(len(t.x) for t in fig.data) == len(monitored) - 1
    assert "1 instance not answered yet" in fig.layout.title.text
    monitored["last_response"] = pd.NaT
    empty = plots.freshness(monitored)
    assert len(empty.data) == 0
    assert empty.layout.annotations[0].text == f"{len(monitored)} instances not answered yet"
