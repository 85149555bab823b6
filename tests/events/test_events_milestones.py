"""``events.milestones``: one row per lawsuit, each milestone by its documented definition."""

from __future__ import annotations

import events_payloads as P
import pandas as pd
import pytest

import lawkit.events as events
import lawkit.tidy as tidy
from lawkit.errors import InvalidInput
from lawkit.tidy import contracts


def utc(text: str) -> pd.Timestamp:
    return pd.Timestamp(text, tz="UTC")


FIRST_DEGREE = [
    ("2020-03-02T12:00:00Z", "Distribuído por sorteio", None),
    ("2020-03-04T10:00:00Z", "Intimação eletrônica expedida", None),
    ("2020-03-05T10:00:00Z", "Expedição de Carta de Citação", None),
    ("2020-04-01T10:00:00Z", "Audiência de Conciliação Designada", "Para 10/05/2020 às 14h."),
    ("2020-05-10T17:00:00Z", "Audiência Realizada", "Termo de audiência juntado aos autos."),
    ("2020-08-01T10:00:00Z", "Julgado procedente o pedido", None),
    ("2020-08-20T10:00:00Z", "Juntada de petição de apelação", None),
    ("2021-05-01T10:00:00Z", "Arquivado Provisoriamente", None),
    ("2021-06-01T10:00:00Z", "Arquivado Definitivamente", None),
]
SECOND_DEGREE = [
    ("2020-09-01T10:00:00Z", "Distribuído por sorteio", None),
    ("2021-02-01T10:00:00Z", "Negado provimento ao recurso", None),
    ("2021-04-01T10:00:00Z", "Transitado em Julgado em 01/04/2021", None),
    ("2021-04-10T10:00:00Z", "Baixa Definitiva", None),
]
NOT_FOUND = {"idDemanda": "d", "body": [{"cnj": P.OTHER, "data": [{"status": 404}]}]}


@pytest.fixture(scope="module")
def bundle() -> tidy.Bundle:
    return P.bundle(
        P.capture(FIRST_DEGREE, request="g1"),
        P.capture(SECOND_DEGREE, request="g2", start="2020-09-01T10:00:00Z",
                  klass="Apelação Cível", query="grau2"),
        P.monitoring(FIRST_DEGREE[:3]),  # the same steps again: milestones do not change
        NOT_FOUND,
    )  # fmt: skip


def test_each_milestone_by_its_definition(bundle: tidy.Bundle) -> None:
    marks = events.milestones(bundle)
    assert contracts.problems(marks, "milestones") == []
    assert marks["cnj"].tolist() == sorted([P.CNJ, P.OTHER])
    row = marks.set_index("cnj").loc[P.CNJ]
    assert row["filed_at"] == utc("2020-03-02T12:00")
    assert row["first_notice_at"] == utc("2020-03-04T10:00")  # any notice
    assert row["summons_at"] == utc("2020-03-05T10:00")  # the citação
    assert row["first_hearing_at"] == utc("2020-05-10T17:00")  # held, not scheduled
    assert row["first_judgment_at"] == utc("2020-08-01T10:00")
    assert row["appeal_at"] == utc("2020-08-20T10:00")
    assert row["res_judicata_at"] == utc("2021-04-01T10:00")
    assert row["archived_at"] == utc("2021-06-01T10:00")  # the last definitive archiving
    assert row["last_event_at"] == utc("2021-06-01T10:00")
    # group columns: the first instance's (filed first), decoded from the number
    assert (row["class"], row["court"], row["year"]) == ("Procedimento Comum Cível", "TRF5", 2008)
    assert row["value"] == 1000.0


def test_a_lawsuit_without_steps_keeps_its_row(bundle: tidy.Bundle) -> None:
    row = events.milestones(bundle).set_index("cnj").loc[P.OTHER]
    assert row[list(events.lawsuit_milestones.INSTANTS)].isna().all()
    assert row["court"] == "TJSP"


def test_filing_is_the_earliest_start_or_filing_step() -> None:
    late_start = P.capture([("2020-03-02T12:00:00Z", "Distribuído por sorteio", None)],
                           start="2020-03-05T00:00:00Z")  # fmt: skip
    early_start = P.capture([("2020-03-02T12:00:00Z", "Conclusos para decisão", None)],
                            start="2020-02-01T09:00:00Z", cnj=P.OTHER)  # fmt: skip
    marks = events.milestones(P.bundle(late_start, early_start)).set_index("cnj")["filed_at"]
    assert marks[P.CNJ] == utc("2020-03-02T12:00")
    assert marks[P.OTHER] == utc("2020-02-01T09:00")


def test_no_fallback_for_res_judicata() -> None:
    judged = P.capture([("2020-08-01T10:00:00Z", "Julgado procedente o pedido", None),
                        ("2021-06-01T10:00:00Z", "Arquivado Definitivamente", None)])  # fmt: skip
    row = events.milestones(P.bundle(judged)).iloc[0]
    assert pd.isna(row["res_judicata_at"]) and pd.notna(row["archived_at"])


def test_on_sandbox_bundles(sources: P.Sources) -> None:
    bundle = sources.all
    marks = events.milestones(bundle).set_index("cnj")
    assert contracts.problems(marks.reset_index(), "milestones") == []
    assert set(marks.index) == set(bundle.lawsuits["cnj"])
    steps = bundle.steps
    last = steps.groupby("cnj")["timestamp"].max()
    pd.testing.assert_series_equal(marks["last_event_at"].loc[last.index], last,
                                   check_names=False)  # fmt: skip
    # read from the steps, they agree with the merged timeline (whose class a code decides)
    timeline = events.timeline(bundle)
    for column, event in (("first_judgment_at", "judgment"), ("res_judicata_at", "res_judicata")):
        first = timeline[timeline["event"] == event].groupby("cnj")["timestamp"].min()
        pd.testing.assert_series_equal(marks[column].loc[first.index], first, check_names=False)
        assert marks[column].drop(first.index).isna().all()


def test_refuses_what_is_not_a_bundle() -> None:
    with pytest.raises(InvalidInput, match=r"^milestones takes a lawkit\.tidy\.Bundle"):
        events.milestones({"steps": []})  # type: ignore[arg-type]
