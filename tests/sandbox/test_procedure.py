"""Generated histories follow procedure: ordered events, the real classifier agrees, calibrated
times to judgment, wording and TPU codes per court system."""

from __future__ import annotations

import re
import statistics
from collections import Counter

import pytest

import lawkit.events
from lawkit import cnj
from lawkit.sandbox.apis.demand import models as demand
from lawkit.sandbox.data import dispositive, procedure, story
from lawkit.sandbox.data import vocabulary as voc

#: Courts of every branch and court system (e-SAJ, PJe, PJe-JT, eproc, Projudi, superior courts).
COURTS = ("TJSP", "TJMG", "TJPR", "TJRS", "TRF1", "TRF4", "TRT2", "TRE-SP", "TJM-SP", "STJ", "STF")


@pytest.fixture(scope="module")
def suits() -> list[story.Lawsuit]:
    return [story.lawsuit(0, n) for court in COURTS for n in cnj.generate(court, n=60, seed=21)]


def _first(events: list[str], event: str) -> int | None:
    return next((k for k, e in enumerate(events) if e == event), None)


def _check_order(events: list[str], degree: int) -> None:
    """The order of one instance's events (classes of EVENTS.md)."""
    filing = _first(events, "filing")
    assert filing is not None and filing <= 1, events[:3]
    judgment = _first(events, "judgment")
    if judgment is not None:
        assert filing < judgment
        if degree == 1:  # records sent for judgment, after the parties were told of the case
            assert events[judgment - 1] == "conclusion" and _first(events, "notice") < judgment
        else:  # judged in a session on the agenda
            assert "hearing" in events[filing:judgment]
    for k, event in enumerate(events):
        if event == "res_judicata":
            assert judgment is not None and judgment < k
        if event == "archived":
            assert k == len(events) - 1, events[k:]
    assert events.count("archived") <= 1


def test_every_instance_follows_the_procedure(suits):
    seen = Counter()
    for suit in suits:
        for inst in suit.instances:
            events = [s.event for s in inst.steps]
            _check_order(events, inst.degree)
            seen.update(events)
    assert set(seen) == set(lawkit.events.CLASSES)


def test_an_appeal_opens_the_second_degree_and_the_first_resumes_after_it(suits):
    appealed = [s for s in suits if [i.degree for i in s.instances] == [1, 2]]
    assert len(appealed) >= 30
    for suit in appealed:
        first, second = suit.instances
        sent = next(s for s in first.steps if s.act == "appeal_sent")
        judged = next(s for s in first.steps if s.event == "judgment")
        assert judged.at < sent.at < second.start_at
        assert second.steps[0].act == "received" and second.steps[1].event == "filing"
        returned = [s for s in first.steps if s.act == "returned"]
        if second.steps[-1].event == "archived":
            assert returned and returned[0].at > second.end_at
        else:
            assert not returned and first.steps[-1].act == "appeal_sent"


def test_hearings_are_held_after_they_are_scheduled(suits):
    for suit in suits:
        for inst in suit.instances:
            acts = [s.act for s in inst.steps]
            for scheduled, held in (
                ("instruction_set", "instruction_held"),
                ("conciliation_set", "conciliation_held"),
            ):
                if held in acts:
                    assert acts.index(scheduled) < acts.index(held)


def _views(suits: list[story.Lawsuit]) -> tuple[list[str], ...]:
    """Per step: the intended event; the capture title and description; the demand's name (with
    its TPU code) and text."""
    views: tuple[list[str], ...] = ([], [], [], [], [])
    for suit in suits:
        for inst in suit.instances:
            for step in inst.steps:
                views[0].append(step.event)
                views[1].append(story.step_title(suit, step))
                views[2].append(step.description or None)
                views[3].append(demand.movement_name(step))
                views[4].append(demand.movement_text(suit, step))
    return views


def _agreement(events: list[str], read: list[str]) -> float:
    return sum(a == b for a, b in zip(events, read, strict=True)) / len(events)


def test_the_classifier_agrees_with_the_intended_events(suits):
    events, titles, texts, names, contents = _views(suits)
    read = lawkit.events.classify(titles, texts).astype(str).tolist()
    assert _agreement(events, read) >= 0.95
    for event in lawkit.events.CLASSES:
        mine = [(e, r) for e, r in zip(events, read, strict=True) if e == event]
        assert _agreement(*zip(*mine, strict=True)) >= 0.85, event
    # the demand API's names carry TPU codes, which decide through the TPU table
    coded = lawkit.events.classify(names, contents).astype(str).tolist()
    assert _agreement(events, coded) >= 0.98


def test_the_classifier_finds_the_order_too(suits):
    for suit in suits:
        for inst in suit.instances:
            read = lawkit.events.classify(
                [story.step_title(suit, s) for s in inst.steps],
                [s.description or None for s in inst.steps],
            ).astype(str)
            events = read.tolist()
            judgment = _first(events, "judgment")
            assert _first(events, "filing") <= 1
            if judgment is not None:
                assert _first(events, "filing") < judgment
            assert "archived" not in events[:-1]


def test_long_texts_are_judges_acts_whose_ruling_matches_them(suits):
    long = [(suit, i, s) for suit in suits for i in suit.instances for s in i.steps if s.text_seed]
    assert {s.event for _, _, s in long} == {"judgment", "decision", "order"}
    for suit, inst, step in long[:300]:
        text = story.decision_text(suit, step)
        names = story._instance_names(suit, inst)
        ruling = dispositive.ruling(step.act, names, step.index) or voc.RULINGS[step.event]
        assert ruling.split("{")[0] in text[-1500:]
        assert story.step_title(suit, step) == f"{step.title} {text}"
        assert not step.description


def _judgment_days(court: str, n: int) -> list[float]:
    days = []
    for number in cnj.generate(court, n=n, seed=31):
        first = story.lawsuit(0, number).instances[0]
        judged = next((s for s in first.steps if s.event == "judgment"), None)
        if first.degree == 1 and judged:
            days.append((judged.at - first.start_at).total_seconds() / 86_400)
    return days


@pytest.mark.parametrize(
    ("courts", "branch"),
    [
        (("TJSP", "TJMG", "TJBA"), "state"),
        (("TRF1", "TRF3"), "federal"),
        (("TRT2", "TRT4"), "labor"),
    ],
)
def test_days_to_the_first_judgment_are_calibrated(courts, branch):
    days = [d for court in courts for d in _judgment_days(court, 400 // len(courts) + 50)]
    target = procedure.JUDGMENT_DAYS[branch]
    assert len(days) >= 300
    assert abs(statistics.median(days) / target - 1) < 0.15
    assert statistics.mean(days) > statistics.median(days)  # right-skewed, as durations are


def _titles(court: str, act: str) -> list[str]:
    return [
        s.title
        for n in cnj.generate(court, n=40, seed=41)
        for i in story.lawsuit(0, n).instances
        for s in i.steps
        if s.act == act and s.text_seed is None
    ]


def test_each_court_system_words_its_steps_its_own_way():
    assert all(
        t.startswith("Distribuído") and "distribuidor" in t for t in _titles("TJSP", "distribution")
    )
    assert set(_titles("TRF3", "answer")) == {"Juntada de Petição de contestação"}
    assert set(_titles("TRT2", "answer")) == {"Juntada a petição de Contestação (Contestação)"}
    assert set(_titles("TRF4", "answer")) == {"CONTESTAÇÃO"}
    assert all(t == t.upper() for t in _titles("TJPR", "conclusion"))
    stj = _titles("STJ", "rapporteur")
    assert stj and all(t.endswith(" (51)") for t in stj)


def test_demand_names_carry_the_tpu_code_of_their_act(suits):
    for suit in suits[:200]:
        for step in suit.instances[0].steps:
            name = demand.movement_name(step)
            if step.code:
                assert name.endswith(f" ({step.code})") and name.count(f"({step.code})") == 1
            else:
                assert not re.search(r"\(\d+\)$", name)


def test_every_placeholder_is_filled_and_the_stj_titles_carry_their_code(suits):
    steps = [(suit, step) for suit in suits for i in suit.instances for step in i.steps]
    left = [s.title + " | " + s.description for _, s in steps]
    assert not [t for t in left if re.search(r"\{\w+\}", t)][:3]
    stj = [(suit, s) for suit, s in steps if suit.court.acronym == "STJ" and s.code]
    assert stj and all(f"({s.code})" in story.step_title(suit, s) for suit, s in stj)
