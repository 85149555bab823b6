"""The timeline of one lawsuit, on capture and monitoring steps from the sandbox."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from lawkit import InvalidInput, plots, tidy
from lawkit.plots._format import TIME_TICKS

CNJ = "0000832-35.2018.4.01.3202"


def _lookup(steps: list[dict], people: list[dict] | None = None) -> dict:
    """A capture lookup result of one lawsuit with the given steps."""
    return {
        "success": True,
        "type": "lawsuits",
        "requested": {"id": "0b7f2a5e-43a4-4c36-9f0e-5d2d6e3c1a11", "status": "success",
                      "source": "tribunais", "platform": "pje", "search": "trf1",
                      "query": "cpopg", "param": {"key": "cnj", "value": CNJ},
                      "createdAt": "2024-01-01T00:00:00Z", "respondedAt": "2024-01-01T00:01:00Z"},
        "info": {"source": "Consulta de Tribunais", "platform": "PJe", "search": "TRF1",
                 "query": "Consulta de Processos de 1º Grau", "paramKey": "CNJ"},
        "data": [{"cover": [], "properties": {"cnj": CNJ}, "people": people or [],
                  "steps": steps}],
    }  # fmt: skip


def _busiest(bundle: tidy.Bundle) -> str:
    return str(bundle.steps["cnj"].value_counts().index[0])


def test_steps_of_one_lawsuit_with_formatted_hover_and_parties_in_the_title(frames) -> None:
    bundle = frames.bundle
    cnj = _busiest(bundle)
    fig = plots.timeline(bundle.steps, bundle.parties, bundle.lawsuits, cnj=cnj)
    mine = bundle.steps[bundle.steps["cnj"] == cnj]
    assert sum(len(t.x) for t in fig.data) == mine["timestamp"].notna().sum()
    assert {t.type for t in fig.data} == {"scatter"}
    assert all(name.startswith("capture · Consulta") for name in (t.name for t in fig.data))
    assert set(fig.data[0].y) == {fig.data[0].name}
    first = fig.data[0].customdata[0]
    assert re.fullmatch(r"\d{2}/\d{2}/\d{4} \d{2}:\d{2}", first[0])
    assert "%{customdata[1]}" in fig.data[0].hovertemplate
    title = fig.layout.title.text
    assert title.startswith(f"Timeline of {cnj}")
    court = bundle.lawsuits.loc[bundle.lawsuits["cnj"] == cnj, "court"].iloc[0]
    assert str(court) in title
    active = bundle.parties[(bundle.parties["cnj"] == cnj) & (bundle.parties["pole"] == "active")]
    assert str(active["name"].iloc[0]) in title
    assert "Active: " in title
    stops = [(list(s.dtickrange), s.value) for s in fig.layout.xaxis.tickformatstops]
    assert stops == [(s["dtickrange"], s["value"]) for s in TIME_TICKS]
    assert fig.layout.yaxis.title.text == "origin · instance"


def test_steps_of_the_three_apis_form_one_timeline_grouped_by_origin(frames) -> None:
    every = frames.bundle + frames.monitoring + frames.demand
    shared = (
        set(frames.monitoring.steps["cnj"])
        & set(frames.bundle.steps["cnj"])
        & set(frames.demand.steps["cnj"])
    )
    cnj = sorted(shared)[0]
    fig = plots.timeline(every.steps, every.parties, every.lawsuits, cnj=cnj)
    origins = {t.name.split(" · ")[0] for t in fig.data}
    assert origins == {"capture", "monitoring", "demand"}
    system = every.lawsuits.loc[
        (every.lawsuits["cnj"] == cnj) & (every.lawsuits["origin"] == "demand"), "system"
    ].iloc[0]
    assert f"demand · {system}" in {t.name for t in fig.data}
    assert sum(len(t.x) for t in fig.data) == (every.steps["cnj"] == cnj).sum()
    assert fig.layout.showlegend is True


def test_the_cnj_may_be_given_in_any_punctuation(frames) -> None:
    cnj = _busiest(frames.bundle)
    digits = re.sub(r"\D", "", cnj)
    same = plots.timeline(frames.bundle.steps, cnj=digits)
    assert same.layout.title.text.startswith(f"Timeline of {cnj}")
    assert [t.name for t in same.data] == ["capture"]


def test_several_lawsuits_without_a_cnj_are_refused(frames) -> None:
    with pytest.raises(InvalidInput, match=r"hold \d+ lawsuits .*pass cnj="):
        plots.timeline(frames.bundle.steps)


def test_long_texts_are_trimmed_escaped_and_undated_steps_counted() -> None:
    bundle = tidy.lookups(
        _lookup(
            [
                {"timestamp": "2024-03-10T13:30:00Z", "title": "Sentença " + "a" * 5000,
                 "description": "<script>alert(1)</script>"},
                {"timestamp": None, "title": "Sem data", "description": ""},
            ],
            [{"pole": "active", "name": "Autora Um", "description": "Autor", "lawyers": []},
             {"pole": "passive", "name": "Ré Dois", "description": "Réu", "lawyers": []}],
        )
    )  # fmt: skip
    fig = plots.timeline(bundle.steps, bundle.parties, bundle.lawsuits)
    when, title, text = fig.data[0].customdata[0]
    assert when == "10/03/2024 10:30"
    assert title.endswith("…")
    assert len(title.replace("<br>", "")) <= 301
    assert "<script>" not in text and "&lt;script&gt;" in text
    assert fig.data[0].name == "capture · Consulta de Processos de 1º Grau"
    assert "1 step without a date not shown" in fig.layout.title.text
    assert "Active: Autora Um vs Passive: Ré Dois" in fig.layout.title.text


def test_empty_steps_and_unknown_lawsuits_give_an_annotated_figure(frames) -> None:
    empty = plots.timeline(tidy.contracts.empty("steps"))
    assert len(empty.data) == 0
    assert empty.layout.annotations[0].text == "No steps for this lawsuit"
    other = plots.timeline(frames.bundle.steps, cnj=CNJ)
    assert len(other.data) == 0
    assert other.layout.title.text == f"Timeline of {CNJ}"


def test_a_frame_that_is_not_steps_is_refused() -> None:
    with pytest.raises(InvalidInput, match="timestamp, title, text"):
        plots.timeline(pd.DataFrame({"origin": [], "cnj": [], "request_id": [],
                                     "instance_id": [], "demand_id": []}))  # fmt: skip


def test_a_whole_bundle_may_be_passed(frames) -> None:
    bundle = frames.bundle
    cnj = _busiest(bundle)
    direct = plots.timeline(bundle, cnj=cnj)
    by_tables = plots.timeline(bundle.steps, bundle.parties, bundle.lawsuits, cnj=cnj)
    assert direct.layout.title.text == by_tables.layout.title.text
    assert [t.name for t in direct.data] == [t.name for t in by_tables.data]
