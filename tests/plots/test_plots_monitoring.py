"""Monitoring freshness on info responses of lawsuits monitored in the sandbox."""

from __future__ import annotations

import re

import pandas as pd

from lawkit import plots, tidy
from lawkit.plots._format import STATUS_COLORS


def test_one_marker_per_instance_coloured_by_last_status(frames) -> None:
    monitored = frames.monitored
    fig = plots.freshness(monitored)
    assert sum(len(t.x) for t in fig.data) == len(monitored)
    assert {t.name for t in fig.data} == set(monitored["last_status"].astype(str))
    for trace in fig.data:
        assert trace.marker.line.color == STATUS_COLORS[trace.name]
        when, age, disabled, row = trace.customdata[0]
        assert re.fullmatch(r"\d{2}/\d{2}/\d{4} \d{2}:\d{2}", when)
        assert age == ""
        assert disabled in ("yes", "no")
        assert row.split(" · ")[0] in set(monitored["cnj"])
    rows = [row for t in fig.data for row in t.y]
    assert len(set(rows)) == len(rows) == len(monitored)
    assert fig.layout.xaxis.title.text == "last response (America/Sao_Paulo)"
    assert f"{monitored['cnj'].nunique()} lawsuits" in fig.layout.title.text


def test_disabled_instances_are_hollow(frames) -> None:
    monitored = frames.monitored
    fig = plots.freshness(monitored)
    hollow = sum(color == "white" for t in fig.data for color in t.marker.color)
    assert hollow == monitored["disabled"].sum()


def test_a_reference_instant_draws_a_line_and_ages(frames) -> None:
    latest = frames.monitored["last_response"].max()
    fig = plots.freshness(frames.monitored, now=latest + pd.Timedelta(days=3))
    assert len(fig.layout.shapes) == 1
    ages = [row[1] for t in fig.data for row in t.customdata]
    assert any("days before the reference" in a for a in ages)


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
