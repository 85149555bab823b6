"""The timeline of one lawsuit: its events (steps of every source merged), on sandbox data."""

from __future__ import annotations

import re

import pandas as pd
import pytest

from lawkit import InvalidInput, events, plots, tidy
from lawkit.plots import EVENT_COLORS, words
from lawkit.plots._format import TIME_TICKS
from lawkit.plots.outcomes import OUTCOME_COLORS
from lawkit.plots.timeline import MARKS, NO_OUTCOME_COLOR

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


def _milestones(fig) -> list[str]:
    """The labels of the milestone lines (above the plot)."""
    return [a.text for a in fig.layout.annotations if a.yref == "paper"]


def _outcomes(fig) -> list[str]:
    """The outcome labels of the judgments, in time order."""
    judged = [a for a in fig.layout.annotations if a.y == "judgment"]
    return [a.text for a in sorted(judged, key=lambda a: a.x)]


def test_events_of_one_lawsuit_by_class_with_milestones_and_parties_in_the_title(frames) -> None:
    bundle = frames.bundle
    cnj = _busiest(bundle)
    fig = plots.timeline(bundle.steps, bundle.parties, bundle.lawsuits, cnj=cnj)
    merged = events.timeline(bundle, cnj=cnj)
    assert sum(len(t.x) for t in fig.data) == merged["timestamp"].notna().sum()
    classes = [name for name in events.CLASSES if name in set(merged["event"].astype(str))]
    names = [t.name for t in fig.data]
    assert names == [words(name) for name in classes]
    for trace, name in zip(fig.data, classes, strict=True):
        assert set(trace.y) == {trace.name}
        if name != "judgment":  # judgments take their outcome's colour
            assert trace.marker.color == EVENT_COLORS[name]
        assert trace.marker.symbol == ("diamond" if name in events.MILESTONES else "circle")
        assert len(trace.x) == ((merged["event"] == name) & merged["timestamp"].notna()).sum()
    when, kind, *_, reported = fig.data[0].customdata[0]
    assert re.fullmatch(r"\d{2}/\d{2}/\d{4}( \d{2}:\d{2})?", when)
    assert kind.split(" (")[0] == fig.data[0].name
    assert reported.startswith("reported by capture")
    marks = events.milestones(bundle).set_index("cnj").loc[cnj]
    reached = [label for column, (label, _) in MARKS.items() if pd.notna(marks[column])]
    assert reached, "the busiest sandbox lawsuit reaches some milestone"
    assert sorted(_milestones(fig)) == sorted(reached)
    assert len(fig.layout.shapes) == len(reached)
    title = fig.layout.title.text
    assert title.startswith(f"Timeline of {cnj}")
    court = bundle.lawsuits.loc[bundle.lawsuits["cnj"] == cnj, "court"].iloc[0]
    assert str(court) in title
    steps = (bundle.steps["cnj"] == cnj).sum()
    assert f"{plots.number(steps)} steps of " in title
    assert f"→ {plots.number(len(merged))} events" in title
    active = bundle.parties[(bundle.parties["cnj"] == cnj) & (bundle.parties["pole"] == "active")]
    assert re.search(rf"Plaintiffs?: {re.escape(active['name'].iloc[0])}", title)
    stops = [(list(s.dtickrange), s.value) for s in fig.layout.xaxis.tickformatstops]
    assert stops == [(s["dtickrange"], s["value"]) for s in TIME_TICKS]
    assert fig.layout.yaxis.title.text == "event"
    assert list(fig.layout.yaxis.categoryarray) == names[::-1]


def test_the_three_apis_form_one_timeline_each_event_drawn_once(frames) -> None:
    every = frames.bundle + frames.monitoring + frames.demand
    shared = (
        set(frames.monitoring.steps["cnj"])
        & set(frames.bundle.steps["cnj"])
        & set(frames.demand.steps["cnj"])
    )
    cnj = sorted(shared)[0]
    fig = plots.timeline(every, cnj=cnj)
    steps = (every.steps["cnj"] == cnj).sum()
    drawn = sum(len(t.x) for t in fig.data)
    assert drawn == events.timeline(every, cnj=cnj)["timestamp"].notna().sum()
    assert drawn < steps, "the same steps reported by three APIs are merged"
    reported = {row[-1] for t in fig.data for row in t.customdata}
    assert any(all(o in line for o in ("capture", "monitoring", "demand")) for line in reported)
    alone = plots.timeline(frames.bundle, cnj=cnj)
    assert sum(len(t.x) for t in alone.data) <= drawn


def test_the_cnj_may_be_given_in_any_punctuation(frames) -> None:
    cnj = _busiest(frames.bundle)
    digits = re.sub(r"\D", "", cnj)
    same = plots.timeline(frames.bundle.steps, cnj=digits)
    assert same.layout.title.text.startswith(f"Timeline of {cnj}")
    assert [t.name for t in same.data] == [
        t.name for t in plots.timeline(frames.bundle, cnj=cnj).data
    ]


def test_several_lawsuits_without_a_cnj_are_refused(frames) -> None:
    with pytest.raises(InvalidInput, match=r"hold \d+ lawsuits .*pass cnj="):
        plots.timeline(frames.bundle.steps)


def test_long_texts_are_trimmed_escaped_and_undated_events_counted() -> None:
    bundle = tidy.lookups(
        _lookup(
            [
                {"timestamp": "2024-03-10T13:30:00Z",
                 "title": "Julgado procedente o pedido " + "a" * 5000,
                 "description": "<script>alert(1)</script>"},
                {"timestamp": None, "title": "Sem data", "description": ""},
            ],
            [{"pole": "active", "name": "Autora Um", "description": "Autor", "lawyers": []},
             {"pole": "passive", "name": "Ré Dois", "description": "Réu", "lawyers": []}],
        )
    )  # fmt: skip
    fig = plots.timeline(bundle.steps, bundle.parties, bundle.lawsuits)
    when, kind, title, text, reported = fig.data[0].customdata[0]
    assert when == "10/03/2024 10:30"
    assert (fig.data[0].name, kind) == ("judgment", "judgment")
    assert title.endswith("…")
    assert len(title.replace("<br>", "")) <= 301
    assert "<script>" not in text and "&lt;script&gt;" in text
    assert reported == "reported by capture"
    assert "2 steps of 1 source → 2 events" in fig.layout.title.text
    assert "1 event without a date not shown" in fig.layout.title.text
    assert "Plaintiff: Autora Um vs Defendant: Ré Dois" in fig.layout.title.text
    assert _milestones(fig) == ["first judgment"]
    assert _outcomes(fig) == ["?"]  # a title cut by 5,000 "a"s says no dispositive


def test_empty_steps_give_an_annotated_figure(frames) -> None:
    empty = plots.timeline(tidy.contracts.empty("steps"))
    assert len(empty.data) == 0
    assert empty.layout.annotations[0].text == "No steps for this lawsuit"


@pytest.mark.parametrize("cnj", ["bad", CNJ])
def test_a_lawsuit_without_steps_is_refused_as_events_timeline_refuses_it(frames, cnj) -> None:
    with pytest.raises(InvalidInput) as from_events:
        events.timeline(frames.bundle, cnj=cnj)
    for given in (frames.bundle, frames.bundle.steps):
        with pytest.raises(InvalidInput) as from_plots:
            plots.timeline(given, cnj=cnj)
        assert str(from_plots.value) == str(from_events.value)
        assert f"no step of lawsuit {cnj!r}" in str(from_plots.value)


def test_a_frame_that_is_not_steps_is_refused(frames) -> None:
    with pytest.raises(InvalidInput, match="timestamp, title, type, text, event, tpu_code"):
        plots.timeline(pd.DataFrame({"origin": [], "cnj": [], "request_id": [],
                                     "monitor_id": [], "instance_id": [], "demand_id": [],
                                     "position": []}))  # fmt: skip
    with pytest.raises(InvalidInput, match="parties"):
        plots.timeline(frames.bundle.steps, frames.bundle.lawsuits, cnj=_busiest(frames.bundle))


def test_a_whole_bundle_may_be_passed(frames) -> None:
    bundle = frames.bundle
    cnj = _busiest(bundle)
    direct = plots.timeline(bundle, cnj=cnj)
    by_tables = plots.timeline(bundle.steps, bundle.parties, bundle.lawsuits, cnj=cnj)
    assert direct.layout.title.text == by_tables.layout.title.text
    assert [t.name for t in direct.data] == [t.name for t in by_tables.data]


def test_each_judgment_is_labelled_with_its_outcome_and_what_decided_it(frames) -> None:
    bundle = frames.bundle
    judged = events.outcomes(bundle)
    assert judged["outcome"].nunique() >= 3, "the sandbox judges lawsuits variously"
    for cnj, rows in judged.groupby(judged["cnj"].astype(object)):
        fig = plots.timeline(bundle, cnj=cnj)
        (trace,) = [t for t in fig.data if t.name == "judgment"]
        dated = rows[rows["timestamp"].notna()].sort_values("timestamp", kind="stable")
        said = ["?" if o == "unknown" else words(o) for o in dated["outcome"].astype(str)]
        assert _outcomes(fig) == said
        assert list(trace.marker.color) == [
            OUTCOME_COLORS.get(o, NO_OUTCOME_COLOR) for o in dated["outcome"].astype(str)
        ]
        for hover, basis in zip(trace.hovertext, dated["basis"], strict=True):
            assert hover.startswith("outcome: <b>") and str(basis)[:20] in hover
        assert "%{hovertext}" in trace.hovertemplate
        assert all(t.mode == "markers" and t.text is None for t in fig.data)


def test_a_judgment_read_from_its_text_only_is_labelled_too() -> None:
    bundle = tidy.lookups(
        _lookup(
            [{"timestamp": "2024-03-10T13:30:00Z", "title": "Sentença",
              "description": "Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido."},
             {"timestamp": "2024-04-10T13:30:00Z", "title": "Julgamento (193)", "description": ""}]
        )
    )  # fmt: skip
    fig = plots.timeline(bundle)
    (trace,) = fig.data
    assert _outcomes(fig) == ["partly granted", "?"]
    assert "PARCIALMENTE PROCEDENTE" in trace.hovertext[0]
    assert "TPU 193" in trace.hovertext[1]
