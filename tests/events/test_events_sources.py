"""One act reported by the provider (in words) and by DataJud (by its TPU code) is one event.

Hand-built bundles show each rule of the pairing (``lawkit/events/timelines.py``, "DataJud"); a
sandbox study (``sources_study.py``) checks it against what the sandbox knows: which step each
DataJud movement records.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC

import pandas as pd
import pytest
import sources_study

from lawkit import cnj, events, tidy
from lawkit.classify import classifier

NUMBER = "0022783-21.2017.8.26.0024"


def provider(*steps: tuple[str, str, str | None]) -> tidy.Bundle:
    """A capture result of ``NUMBER`` with steps (timestamp, title, text)."""
    listed = [{"timestamp": at, "title": title, "description": text} for at, title, text in steps]
    result = {
        "requested": {"id": "r1", "status": "success", "court": "TJSP"},
        "data": [{"properties": {"cnj": NUMBER}, "steps": listed}],
    }
    return tidy.lookups(result)


def datajud(*moves: tuple[str, int, str]) -> tidy.Bundle:
    """A DataJud hit of ``NUMBER`` with movements (dataHora, codigo, nome)."""
    source = {
        "numeroProcesso": cnj.parse(NUMBER).digits,
        "tribunal": "TJSP",
        "grau": "G1",
        "movimentos": [{"codigo": c, "nome": n, "dataHora": at} for at, c, n in moves],
    }
    return tidy.datajud({"_index": "api_publica_tjsp", "_id": "TJSP_G1_x", "_source": source})


def compared(left: tidy.Bundle, right: tidy.Bundle) -> pd.DataFrame:
    return events.compare_sources(left + right)


@pytest.mark.parametrize(
    ("title", "text", "code", "name", "event"),
    [
        # A clerk's act: TPU 11383 says only who acted; the provider's text says what was done.
        ("Ato ordinatório praticado", "Intimem-se as partes para manifestação, em 15 dias.",
         11383, "Ato ordinatório", "notice"),
        # A remessa (123) and a juntada of a petition (85) whose words show an appeal.
        ("Remetidos os autos para Órgão jurisdicional competente para processar recurso", None,
         123, "Remessa", "appeal"),
        ("Juntada de Petição de apelação", None, 85, "Petição", "appeal"),
    ],
)  # fmt: skip
def test_one_act_told_by_code_and_by_words_is_one_event(
    title: str, text: str | None, code: int, name: str, event: str
) -> None:
    at = "2024-03-05T13:02:00.000Z"
    table = compared(provider((at, title, text)), datajud((at, code, name)))
    assert len(table) == 1
    row = table.iloc[0]
    assert row["provider"] and row["datajud"] and row["lag_days"] == 0
    # Its class is the one the code and the words give together (classify's own rule).
    assert row["event"] == event == classifier.classify([title], [text], [code])[0]
    assert row["tpu_code"] == code


@pytest.mark.parametrize(
    ("words", "code"),
    [("Concedida a Segurança", 210), ("Denegada a Ordem", 212),
     ("Denegada a Segurança a Banco Barbosa S.A.", 212)],
)  # fmt: skip
def test_a_writ_judged_reads_as_the_code_that_records_it(words: str, code: int) -> None:
    # The sandbox's words for TPU 210 Concessão and 212 Denegação (of a mandado de segurança
    # or habeas corpus): judgments by their code, and by their words.
    assert classifier.classify([words], [None])[0] == "judgment"
    assert classifier.classify([words], [None], [code])[0] == "judgment"


def test_acts_whose_classes_no_code_admits_stay_apart() -> None:
    at = "2024-03-05T13:02:00.000Z"
    table = compared(provider((at, "Conclusos para decisão", None)), datajud((at, 85, "Petição")))
    assert len(table) == 2 and not (table["provider"] & table["datajud"]).any()


def test_steps_without_a_time_are_never_paired() -> None:
    table = compared(provider((None, "Conclusos", None)), datajud((None, 51, "Conclusão")))
    assert len(table) == 2 and not (table["provider"] & table["datajud"]).any()


def test_a_movement_pairs_with_the_step_it_records_not_a_later_one() -> None:
    # DataJud registers a movement at or after the step: the conclusão of 1 March registered
    # on the 6th is that one, not the conclusão of the 9th, three days nearer.
    table = compared(
        provider(
            ("2024-03-01T15:48:00.000Z", "Conclusos para despacho", None),
            ("2024-03-09T17:50:00.000Z", "Conclusos para decisão", None),
        ),
        datajud(("2024-03-06T16:34:31.000Z", 51, "Conclusão")),
    )
    both = table[table["provider"] & table["datajud"]]
    assert both["provider_at"].tolist() == [pd.Timestamp("2024-03-01T15:48:00", tz=UTC)]
    assert both["lag_days"].round(3).tolist() == [5.032]
    assert (table["lag_days"].dropna() >= 0).all()


def test_a_lagged_movement_pairs_once_the_nearer_step_has_its_own() -> None:
    # Two conclusões, of the 1st and the 4th; DataJud registers the 4th's on the 4th and the
    # 1st's on the 6th. The nearer step before the 6th is the 4th, which its own movement takes;
    # the 6th's then pairs with the 1st.
    table = compared(
        provider(
            ("2024-03-01T15:48:00.000Z", "Conclusos para despacho", None),
            ("2024-03-04T17:50:00.000Z", "Conclusos para decisão", None),
        ),
        datajud(
            ("2024-03-04T17:50:00.000Z", 51, "Conclusão"),
            ("2024-03-06T16:34:31.000Z", 51, "Conclusão"),
        ),
    )
    assert len(table) == 2 and (table["provider"] & table["datajud"]).all()
    assert sorted(table["lag_days"].round(3)) == [0.0, 5.032]


def test_a_date_only_step_is_the_courts_day() -> None:
    # e-SAJ's dates come as midnight UTC: 21:00 of the day before in São Paulo. A movement
    # registered at 22:30 on 4 March in São Paulo (01:30 UTC on the 5th) is not the step dated
    # the 5th; one at 10:00 on the 5th is, 10 hours into the court's day.
    table = compared(
        provider(("2024-03-05", "Conclusos para decisão", None)),
        datajud(("2024-03-05T01:30:00.000Z", 51, "Conclusão")),
    )
    assert not (table["provider"] & table["datajud"]).any()
    table = compared(
        provider(("2024-03-05", "Conclusos para decisão", None)),
        datajud(("2024-03-05T13:00:00.000Z", 51, "Conclusão")),
    )
    assert table["lag_days"].round(4).tolist() == [round(10 / 24, 4)]
    assert table["provider_at"].tolist() == [pd.Timestamp("2024-03-05 03:00", tz=UTC)]


# -- a sandbox study: 8 lawsuits of each of five courts through the capture API and DataJud --

SEED = 30


@pytest.fixture(scope="module")
def found(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, int | float]]:
    with sources_study.study(8, SEED, tmp_path_factory.mktemp("sources-cache")) as bundles:
        yield sources_study.figures(*bundles, SEED)


def test_movements_pair_with_the_steps_they_record(found: dict[str, int | float]) -> None:
    # Nearly every movement whose step the provider shows is paired with it ...
    shown = found["movements whose step the provider shows"]
    assert found["pairs"] > 2000
    assert found["pairs with the step the movement records"] >= 0.95 * shown
    # ... and the other pairs nearly all join steps that movements record, crosswise (two
    # steps of one class close together, both registered days later).
    assert found["pairs with a step no paired movement records"] <= 0.01 * found["pairs"]


def test_lags_are_never_negative(found: dict[str, int | float]) -> None:
    # DataJud registers a movement at its step or later (the sandbox: at the same instant,
    # or 1-5 days and up to an hour later).
    assert found["lags below 0"] == 0


def test_no_act_is_left_split_in_two(found: dict[str, int | float]) -> None:
    assert found["DataJud-only events with a provider-only twin at the same minute"] == 0


def test_the_classes_a_code_admits() -> None:
    rows = classifier.admitted([123, 85, 51, 11383, -1, 14732])
    named = [{c for c, yes in zip(events.CLASSES, row, strict=True) if yes} for row in rows]
    assert named[:3] == [{"transfer", "appeal"}, {"petition", "appeal"}, {"conclusion"}]
    assert named[3] == set(events.CLASSES)  # 11383 Ato ordinatório: its text decides
    assert named[4:] == [set(), set()]  # no code, a code the table lacks: the text decides
