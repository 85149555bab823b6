"""``events.timeline``: one row per distinct event, the merge rule's cases, nothing dropped."""

from __future__ import annotations

import json
from pathlib import Path

import events_payloads as P
import numpy as np
import pandas as pd
import pytest

import lawkit.events as events
import lawkit.tidy as tidy
from lawkit.classify._keys import ordered
from lawkit.errors import InvalidInput
from lawkit.tidy import contracts

DATA = Path(__file__).resolve().parents[1] / "data"


def assert_nothing_dropped(bundle: tidy.Bundle, timeline: pd.DataFrame) -> None:
    """Every step belongs to exactly one event, and each event counts its steps and sources."""
    ids = events.event_ids(bundle)
    assert ids.index.equals(bundle.steps.index) and ids.notna().all()
    assert timeline["event_id"].tolist() == list(range(len(timeline)))
    counts = ids.value_counts().reindex(timeline["event_id"], fill_value=0)
    assert counts.tolist() == timeline["steps"].tolist()
    assert timeline["steps"].sum() == len(bundle.steps)
    # No two steps of one source in one event: its steps are its sources.
    keys = bundle.steps[["origin", "request_id", "monitor_id", "instance_id", "demand_id"]]
    per_event = keys.astype(str).assign(event=ids.to_numpy()).drop_duplicates()
    assert per_event.groupby("event").size().tolist() == timeline["steps"].tolist()
    assert (timeline["sources"] == timeline["steps"]).all()


def test_the_same_lawsuits_from_three_apis_merge(sources: P.Sources) -> None:
    bundle = sources.all
    timeline = events.timeline(bundle)
    assert contracts.problems(timeline, "timeline") == []
    assert_nothing_dropped(bundle, timeline)
    capture = bundle.steps[bundle.steps["origin"] == "capture"]
    assert len(timeline) == len(capture)  # every other step joined one of capture's
    # each event reported by every API that delivered its lawsuit
    by_origin = bundle.lawsuits.groupby("cnj")["origin"].agg(lambda o: set(o.astype(str)))
    expected = [by_origin[cnj] for cnj in timeline["cnj"]]
    assert [set(o.split("+")) for o in timeline["origins"].astype(str)] == expected
    assert timeline["timestamp"].notna().all()
    ordered = timeline.sort_values(["cnj", "timestamp"], kind="stable")
    assert ordered["event_id"].tolist() == timeline["event_id"].tolist()


def test_each_api_alone_is_its_own_steps(sources: P.Sources) -> None:
    for bundle in (sources.capture, sources.monitoring, sources.demand):
        timeline = events.timeline(bundle)
        assert_nothing_dropped(bundle, timeline)
        assert len(timeline) == len(bundle.steps)


def test_the_providers_two_pje_queries_report_one_lawsuit_once() -> None:
    """Real steps: TRT9's 196 steps through "PJe" and "PJe v2" (times differing in their
    milliseconds) and 67 of the TST; the provider's steps4 sample, ``tests/data/tidy``."""
    steps = pd.DataFrame(json.loads((DATA / "tidy/codilo_steps4.json").read_text()))
    results = [
        P.capture([(s.date, s.title, s.description) for s in group.itertuples()],
                  cnj=cnj, request=f"r{n}")
        for n, ((cnj, _, _), group) in enumerate(steps.groupby(["cnj", "platform", "search"]))
    ]  # fmt: skip
    bundle = tidy.lookups(results)
    timeline = events.timeline(bundle)
    assert_nothing_dropped(bundle, timeline)
    trt9 = timeline[timeline["cnj"] == "0000163-32.2012.5.09.0018"]
    assert trt9["sources"].value_counts().to_dict() == {2: 196, 1: 67}
    assert len(timeline) < len(bundle.steps)


def at(minute: str, seconds: str = "00.000") -> str:
    return f"2026-03-20T{minute}:{seconds}Z"


@pytest.mark.parametrize(
    ("first", "second", "merged"),
    [
        # a second source with the time to the millisecond: the same minute
        ((at("15:32", "41.625"), "Juntada de Petição", "Manifestação"),
         (at("15:32"), "Juntada de Petição", "Manifestação"), True),
        ((at("15:32"), "Juntada de Petição", "Manifestação"),
         (at("15:33"), "Juntada de Petição", "Manifestação"), False),
        # case, accents, spacing and punctuation do not matter; digits do
        ((at("15:32"), "Juntada de Petição", "Manifestação da parte autora."),
         (at("15:32"), "JUNTADA DE PETICAO", "MANIFESTACAO  DA PARTE AUTORA"), True),
        ((at("15:32"), None, "Juntada a petição de Manifestação (0001_Termo.pdf)"),
         (at("15:32"), None, "Juntada a petição de Manifestação (0002_Termo.pdf)"), False),
        # the name written before the complement (e-SAJ through the provider), or apart from it
        ((at("15:32"), "Decisão Vistos. Comprove o recolhimento. Int.",
          "Vistos. Comprove o recolhimento. Int."),
         (at("15:32"), "Decisão", "Vistos. Comprove o recolhimento. Int."), True),
        # a TPU code written by one source only
        ((at("15:32"), "Proferido despacho de mero expediente (11010)", None),
         (at("15:32"), "Proferido despacho de mero expediente", None), True),
        # a date only (midnight UTC, as the provider writes e-SAJ's) and a time that day
        (("2026-03-20T00:00:00.000Z", "Conclusos para Decisão", None),
         (at("15:32"), "Conclusos para Decisão", None), True),
        (("2026-03-21T00:00:00.000Z", "Conclusos para Decisão", None),
         (at("15:32"), "Conclusos para Decisão", None), False),
        ((at("15:32"), "Conclusos para Decisão", None),
         (at("15:32"), "Conclusos para Despacho", None), False),
    ],
)  # fmt: skip
def test_two_sources_merge_by_the_rule(first: P.Step, second: P.Step, merged: bool) -> None:
    bundle = P.bundle(P.capture([first], request="a"), P.capture([second], request="b"))
    timeline = events.timeline(bundle)
    assert_nothing_dropped(bundle, timeline)
    assert len(timeline) == (1 if merged else 2)
    if merged:
        row = timeline.iloc[0]
        assert (row["steps"], row["sources"], row["request_id"]) == (2, 2, "a, b")
        assert not row["date_only"]  # the timed step represents the event


def test_one_source_listing_a_step_twice_reports_two_events() -> None:
    twice = [(at("15:32"), "Expedição de mandado", None)] * 2
    bundle = P.bundle(P.capture(twice, request="a"), P.capture(twice[:1], request="b"))
    timeline = events.timeline(bundle)
    assert_nothing_dropped(bundle, timeline)
    assert sorted(timeline["sources"].tolist()) == [1, 2]


def test_the_demand_api_layout_meets_capture_and_monitoring() -> None:
    decision = "DECISÃO - Processo nº 0004599-63.2008.4.05.8200. Vistos. Defiro a liminar. " * 20
    bundle = P.bundle(
        P.capture([(at("15:32"), "Conclusos para Decisão", ""),
                   (at("16:00"), f"Decisão Proferida {decision}", "")]),
        P.monitoring([(at("15:32"), "Conclusos para Decisão", None),
                      (at("16:00"), f"Decisão Proferida {decision}", None)]),
        # São Paulo time, no zone; the name as type, then the name again or the decision
        P.demand([("2026-03-20 12:32:00", "Conclusos para Decisão", "Conclusos para Decisão"),
                  ("2026-03-20 13:00:00", "Decisão Proferida (12164)", decision)]),
    )  # fmt: skip
    timeline = events.timeline(bundle)
    assert_nothing_dropped(bundle, timeline)
    assert timeline["origins"].astype(str).tolist() == ["capture+monitoring+demand"] * 2
    assert timeline["event"].tolist() == ["conclusion", "decision"]
    assert timeline["tpu_code"].tolist() == [pd.NA, 12164]  # the demand API's code


def test_a_code_decides_the_class_of_a_merged_event() -> None:
    bundle = P.bundle(
        P.capture([(at("13:40"), "RESPOSTA À ACUSAÇÃO", None)]),
        P.demand([("2026-03-20 10:40:00", "RESPOSTA À ACUSAÇÃO (85)", "RESPOSTA À ACUSAÇÃO")]),
    )
    steps = bundle.steps
    assert steps["event"].tolist() == ["other", "petition"]  # text rules, then TPU 85 Petição
    timeline = events.timeline(bundle)
    assert len(timeline) == 1
    assert (timeline["event"].iloc[0], timeline["tpu_code"].iloc[0]) == ("petition", 85)


def test_events_carry_the_details_of_their_class() -> None:
    bundle = P.bundle(P.capture([
        (at("10:00"), "Audiência de Conciliação Designada", "Para 10/05/2026 às 14h."),
        (at("11:00"), "Audiência Realizada", "Termo de audiência juntado aos autos."),
        (at("12:00"), "Audiência não realizada", None),
        (at("13:00"), "Arquivado Provisoriamente", None),
        (at("14:00"), "Expedição de Carta de Citação", None),
        (at("15:00"), "Intimação eletrônica expedida", None),
    ]))  # fmt: skip
    timeline = events.timeline(bundle)
    assert timeline["detail"].astype("string").fillna("").tolist() == [
        "scheduled", "held", "cancelled", "provisional", "summons", "",
    ]  # fmt: skip


def test_one_lawsuit_and_empty_input() -> None:
    bundle = P.bundle(
        P.capture([(at("10:00"), "Distribuído por sorteio", None)]),
        P.capture([(at("10:00"), "Distribuído por sorteio", None)], cnj=P.OTHER, request="b"),
    )
    assert events.timeline(bundle, cnj="00045996320084058200")["cnj"].tolist() == [P.CNJ]
    empty = events.timeline(tidy.Bundle.empty())
    assert empty.empty and contracts.problems(empty, "timeline") == []


@pytest.mark.parametrize("wrong", [None, "bundle", [], pd.DataFrame()])
def test_refuses_what_is_not_a_bundle(wrong: object) -> None:
    with pytest.raises(InvalidInput, match=r"^timeline takes a lawkit\.tidy\.Bundle"):
        events.timeline(wrong)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match=r"^event_ids takes a lawkit\.tidy\.Bundle"):
        events.event_ids(wrong)  # type: ignore[arg-type]


def test_a_date_only_on_a_day_daylight_saving_began_stays_a_date_only() -> None:
    """On 4 November 2018 São Paulo's clocks went from 00:00 to 01:00: that day's date only is
    placed at 01:00 (-02:00), and it still merges by the day and says it has no time."""
    capture = P.capture([("2018-11-04T00:00:00Z", "Conclusos para Decisão", None)], request="a")
    demand = P.demand([("2018-11-04", "Conclusos para Decisão", None)])
    timeline = events.timeline(P.bundle(capture, demand))
    assert timeline["timestamp"].tolist() == [pd.Timestamp("2018-11-04T03:00Z")]
    assert timeline["date_only"].tolist() == [True]
    assert timeline["sources"].tolist() == [2]


@pytest.mark.parametrize("cnj", [P.OTHER, "xyz"])
def test_a_lawsuit_the_bundle_does_not_hold_is_refused(cnj: str) -> None:
    bundle = P.bundle(P.capture([(at("15:32"), "Conclusos para Decisão", None)]))
    with pytest.raises(InvalidInput, match=r"no step of lawsuit .* in this bundle .*1 lawsuits"):
        events.timeline(bundle, cnj=cnj)
    assert len(events.timeline(bundle, cnj=P.CNJ.replace("-", "").replace(".", ""))) == 1


@pytest.mark.parametrize("size", [0, 1, 2, 5_000])
def test_the_radix_order_of_keys_is_numpys_lexsort(size: int) -> None:
    """The timeline's sorts (:func:`lawkit.classify._keys.ordered`) are stable and exact over
    the whole int64 range: negative instants, the "no time" sentinel, ties, narrow keys."""
    rng = np.random.default_rng(size)
    extremes = np.array([np.iinfo(np.int64).min, -1, 0, np.iinfo(np.int64).max])
    wide = np.where(rng.random(size) < 0.1, rng.choice(extremes, size),
                    rng.integers(-(2**62), 2**62, size))  # fmt: skip
    keys = (rng.integers(0, 3, size), wide, rng.integers(0, 70_000, size), np.zeros(size, int))
    assert (ordered(*keys) == np.lexsort(keys[::-1])).all()
    assert (ordered(wide) == np.argsort(wide, kind="stable")).all()
