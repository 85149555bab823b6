"""``lawkit.events.classify_outcome``: who won a judgment step, from its TPU code or its text."""

from __future__ import annotations

import pandas as pd
import pytest

import lawkit
import lawkit.events as events
from lawkit.events import tpu


def outcomes(titles: list, texts: list | None = None, codes: list | None = None) -> list:
    texts = [None] * len(titles) if texts is None else texts
    found = events.classify_outcome(titles, texts, codes)
    return [None if pd.isna(value) else value for value in found]


def test_returns_a_categorical_of_all_13_outcomes_in_order() -> None:
    assert len(events.OUTCOMES) == 13 and events.OUTCOMES[0] == "granted"
    assert events.OUTCOMES[-2:] == ("other", "unknown")
    found = events.classify_outcome(["Julgado procedente o pedido"], [None])
    assert found.dtype == events.OUTCOME_DTYPE and found.name == "outcome"
    assert list(found.cat.categories) == list(events.OUTCOMES)


def test_a_step_that_judges_nothing_has_no_outcome() -> None:
    assert outcomes(["Conclusos para sentença", "Publicado o acórdão (92)"]) == [None, None]


def test_empty_input_gives_an_empty_categorical() -> None:
    found = events.classify_outcome([], [])
    assert len(found) == 0 and found.dtype == events.OUTCOME_DTYPE


@pytest.mark.parametrize(
    ("code", "outcome"),
    [
        (219, "granted"),
        (443, "granted"),  # habeas corpus concedido, a child of 210 Concessão
        (221, "partly_granted"),
        (11407, "denied"),  # claim denied, counterclaim granted: the claimant's claim decides
        (471, "denied"),
        (466, "settled"),
        (218, "dismissed"),
        (463, "dismissed"),  # desistência, a child of 456 Extinção
        (473, "dismissed"),  # labour arquivamento for the claimant's absence
        (238, "appeal_partly_granted"),
        (12254, "appeal_granted"),
        (12252, "appeal_denied"),
        (236, "appeal_not_heard"),
        (871, "embargos_accepted"),
        (200, "embargos_rejected"),
        (973, "other"),  # extinção da punibilidade
        (11373, "other"),  # anulação, a child of 218 that is not a dismissal
        (193, "unknown"),
        (12187, "unknown"),
    ],
)
def test_a_code_decides_through_its_ancestors(code: int, outcome: str) -> None:
    assert outcomes(["Julgamento"], None, [code]) == [outcome]


def test_a_code_that_does_not_tell_leaves_it_to_the_text() -> None:
    found = outcomes(["Julgamento", "Sentença"], ["Ante o exposto, JULGO IMPROCEDENTE.", None])
    assert outcomes(["Julgamento"], ["Ante o exposto, JULGO IMPROCEDENTE o pedido."], [385]) == [
        "denied"
    ]
    assert found[0] == "denied"


def test_a_code_written_at_the_end_of_the_title_decides() -> None:
    assert outcomes(["Julgado procedente o pedido (221)"]) == ["partly_granted"]


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido para condenar a ré.", "partly"),
        ("Isto posto, julgo procedente em parte a ação.", "partly"),
        ("Diante do exposto, JULGO IMPROCEDENTES os pedidos iniciais.", "denied"),
        ("Pelo exposto, JULGO PROCEDENTE o pedido. P.R.I.", "granted"),
        ("Ante o exposto, HOMOLOGO o acordo celebrado e julgo extinto o processo.", "settled"),
        ("Ante o exposto, JULGO EXTINTO o processo, sem resolução do mérito.", "dismissed"),
        ("ACORDAM, em sessão, proferir a seguinte decisão: Negaram provimento ao recurso.", "ad"),
        (
            "Acordam os Desembargadores, por unanimidade, em dar parcial provimento ao recurso.",
            "ap",
        ),
        ("Ante o exposto, dou provimento ao recurso para julgar improcedente o pedido.", "ag"),
        ("Ante o exposto, não conheço do recurso.", "anh"),
        ("Ante o exposto, conheço dos embargos de declaração e nego-lhes provimento.", "er"),
        ("Pelo exposto, ACOLHO os embargos de declaração, sem efeitos infringentes.", "ea"),
        ("Ante o exposto, JULGO IMPROCEDENTE o pedido e PROCEDENTE a reconvenção.", "denied"),
        ("Quanto à reconvenção, julgo-a improcedente. Julgo procedente o pedido inicial.", "gr"),
        ("ACORDAM ... negaram provimento ao recurso do réu e deram provimento ao do autor.", "?"),
        ("ACORDAM em negar provimento ao agravo retido e dar provimento à apelação.", "ag"),
        ("Ante o exposto, julgo procedente a denúncia para condenar o réu às penas.", "other"),
    ],
)
def test_the_dispositive_decides(text: str, outcome: str) -> None:
    short = {"partly": "partly_granted", "ad": "appeal_denied", "ap": "appeal_partly_granted",
             "ag": "appeal_granted", "anh": "appeal_not_heard", "er": "embargos_rejected",
             "ea": "embargos_accepted", "gr": "granted", "?": "unknown"}  # fmt: skip
    assert outcomes(["Sentença"], [text], [193]) == [short.get(outcome, outcome)]


def test_a_precedent_quoted_mid_text_is_not_the_outcome() -> None:
    precedent = "(STJ, REsp 1.234.567, j. 2019) Recurso provido. " * 3
    text = f"Vistos. Trata-se de apelação. {precedent} {'Fundamentação. ' * 200}"
    text += "Ante o exposto, NEGO PROVIMENTO ao recurso. Int."
    assert outcomes(["Decisão Monocrática"], [text], [193]) == ["appeal_denied"]


def test_accents_and_case_do_not_matter() -> None:
    texts = ["ANTE O EXPOSTO, JULGO IMPROCEDÊNCIA", "ante o exposto, julgo improcedencia"]
    assert outcomes(["Sentença", "Sentença"], texts, [193, 193]) == ["denied", "denied"]


def test_a_tpu_movement_name_alone_takes_its_outcome() -> None:
    found = outcomes(["Não-Provimento", "Procedência em Parte", "Julgamento"])
    assert found == ["appeal_denied", "partly_granted", "unknown"]


def test_basis_says_what_decided() -> None:
    basis = events.outcome_basis(
        ["Julgamento", "Sentença", "Conclusos", "Julgamento"],
        [None, "Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido.", None, None],
        [221, 193, None, 193],
    )
    assert basis[0] == "TPU 221 Procedência em Parte"
    assert basis[1] == "text: PARCIALMENTE PROCEDENTE"
    assert pd.isna(basis[2]) and basis[3].startswith("TPU 193 Julgamento")


def test_bad_input_is_refused_or_unknown() -> None:
    with pytest.raises(lawkit.InvalidInput, match="codes must hold positive integer"):
        events.classify_outcome(["Julgamento"], [None], ["x"])
    with pytest.raises(lawkit.InvalidInput, match="same length"):
        events.classify_outcome(["Julgamento"], [])
    huge = "Sentença. " + "\ud800 texto " * 400_000 + " Ante o exposto, JULGO IMPROCEDENTE."
    assert outcomes(["Sentença"], [huge], [193]) == ["denied"]


def test_every_bundle_has_outcomes(sources) -> None:
    for bundle in (sources.capture, sources.monitoring, sources.demand):
        steps = bundle.steps
        assert steps["outcome"].dtype == events.OUTCOME_DTYPE
        columns = list(steps.columns)
        assert columns.index("outcome") == columns.index("event") + 1
        judged = steps["event"] == "judgment"
        assert steps.loc[~judged, "outcome"].isna().all()
        assert steps.loc[judged, "outcome"].notna().all()


def test_code_outcome_covers_every_judgment_code() -> None:
    table = tpu.default()
    judgments = [code for code in table.names if table.event(code) == "judgment"]
    found = {events.outcome.code_outcome(code) for code in judgments}
    assert found <= set(events.OUTCOMES)
    assert events.outcome.code_outcome(51) is None  # Conclusão judges nothing
