"""``events.since``: what moved after an instant, the most important first."""

from __future__ import annotations

import datetime as dt

import events_payloads as P
import pandas as pd
import pytest

import lawkit.events as events
import lawkit.tidy as tidy
from lawkit.errors import InvalidInput
from lawkit.tidy import contracts

MONDAY = "2026-03-23T08:00:00-03:00"  # 11:00 UTC
DECISION = "Vistos. " + "Defiro a tutela de urgência requerida pela parte autora. " * 20


@pytest.fixture(scope="module")
def portfolio() -> tidy.Bundle:
    first = [
        ("2026-03-18T10:00:00Z", "Julgado procedente o pedido", None),  # before: not listed
        ("2026-03-23T11:00:00Z", "Juntada de Petição", "Manifestação"),  # at the instant: not
        ("2026-03-23T12:00:00Z", "Juntada de Petição", "Contestação"),
        ("2026-03-24T12:00:00Z", "Audiência Realizada", "Termo de audiência juntado aos autos."),
        ("2026-03-25T12:00:00Z", "Publicado o despacho no DJe", None),
    ]
    other = [
        ("2026-03-24T09:00:00Z", "Audiência de Conciliação Designada", "Para 10/05/2026 às 14h."),
        ("2026-03-24T13:00:00Z", "Decisão", DECISION),
        ("2026-03-26T13:00:00Z", "Julgado procedente o pedido", None),
    ]
    return P.bundle(
        P.capture(first),
        P.monitoring(first),  # the same steps: listed once
        P.capture(other, cnj=P.OTHER, request="req-2", klass="Procedimento do Juizado Especial"),
    )


def test_lists_the_events_after_the_instant_by_importance(portfolio: tidy.Bundle) -> None:
    moved = events.since(portfolio, MONDAY)
    assert contracts.problems(moved, "since") == []
    assert list(zip(moved["event"].astype(str), moved["detail"].astype("string").fillna(""),
                    moved["cnj"], strict=True)) == [
        ("judgment", "", P.OTHER),
        ("decision", "", P.OTHER),
        ("hearing", "scheduled", P.OTHER),  # a date to keep before a hearing that was held
        ("hearing", "held", P.CNJ),
        ("publication", "", P.CNJ),
        ("petition", "", P.CNJ),
    ]  # fmt: skip
    assert moved["importance"].is_monotonic_increasing
    assert (moved["timestamp"] > pd.Timestamp(MONDAY)).all()
    row = moved.set_index("event").loc["petition"]
    assert (row["origins"], row["sources"]) == ("capture+monitoring", 2)
    assert moved.set_index("cnj").loc[P.OTHER, "court"].tolist() == ["TJSP"] * 3
    assert (
        moved.set_index("cnj").loc[P.OTHER, "class"].iloc[0] == "Procedimento do Juizado Especial"
    )


def test_the_newest_first_within_a_rank(portfolio: tidy.Bundle) -> None:
    later = P.bundle(P.capture([("2026-03-27T13:00:00Z", "Julgado improcedente o pedido", None)],
                               request="req-3"))  # fmt: skip
    judgments = events.since(portfolio + later, MONDAY).query("event == 'judgment'")
    assert judgments["timestamp"].tolist() == [pd.Timestamp("2026-03-27T13:00Z"),
                                               pd.Timestamp("2026-03-26T13:00Z")]  # fmt: skip


def test_texts_are_cut_to_the_limit(portfolio: tidy.Bundle) -> None:
    moved = events.since(portfolio, MONDAY, limit=40).set_index("event")
    assert len(moved.loc["decision", "text"]) == 40 and moved.loc["decision", "text"].endswith("…")
    whole = events.since(portfolio, MONDAY, limit=None).set_index("event")
    assert whole.loc["decision", "text"] == DECISION


@pytest.mark.parametrize(
    ("when", "message"),
    [
        ("2026-03-23", r"^when must carry a time zone"),
        (dt.datetime(2026, 3, 23, 8), r"^when must carry a time zone"),
        ("last monday", r"^when must be an aware datetime .*; cannot read 'last monday'"),
        (dt.date(2026, 3, 23), r"^when must be an aware datetime .*; got a date"),
        (None, r"^when must be an aware datetime .*; got None"),
    ],
)
def test_refuses_an_instant_without_a_zone_or_unreadable(
    portfolio: tidy.Bundle, when: object, message: str
) -> None:
    with pytest.raises(InvalidInput, match=message):
        events.since(portfolio, when)  # type: ignore[arg-type]


@pytest.mark.parametrize("limit", [0, -5, 2.5, True, "300"])
def test_refuses_a_bad_limit(portfolio: tidy.Bundle, limit: object) -> None:
    with pytest.raises(InvalidInput, match=r"^limit must be a positive number of characters"):
        events.since(portfolio, MONDAY, limit=limit)  # type: ignore[arg-type]


def test_on_sandbox_bundles(sources: P.Sources) -> None:
    bundle = sources.all
    timeline = events.timeline(bundle)
    when = timeline["timestamp"].sort_values().iloc[-20]
    moved = events.since(bundle, when.to_pydatetime())
    assert len(moved) == (timeline["timestamp"] > when).sum()
    assert moved["importance"].is_monotonic_increasing
    assert set(moved["court"].dropna()) <= set(bundle.lawsuits["court"].dropna())


def test_a_date_only_step_counts_on_the_court_s_day() -> None:
    """e-SAJ dates arrive as midnight UTC, 21:00 of the day before in São Paulo: the event dated
    Monday is Monday's, listed from Monday 00:00 in São Paulo and not before Sunday's end."""
    dated = P.bundle(P.capture([("2026-03-23T00:00:00Z", "Julgado procedente o pedido", None)]))
    monday = events.since(dated, "2026-03-23T00:00:00-03:00")
    assert monday["event"].astype(str).tolist() == []  # at the instant: not after it
    sunday = events.since(dated, "2026-03-22T23:59:00-03:00")
    assert sunday["timestamp"].tolist() == [pd.Timestamp("2026-03-23T03:00Z")]
    assert sunday["date_only"].tolist() == [True]
    assert events.timeline(dated)["timestamp"].tolist() == [pd.Timestamp("2026-03-23T03:00Z")]
