"""What the dispositive rules decide (issue 28: partial wins, criminal judgments, abstaining),
each case as ``OUTCOMES.md`` files it."""

from __future__ import annotations

import pandas as pd
import pytest

import lawkit.events

JUDGMENT = 193  # TPU Julgamento: the text decides


def _read(text: str, title: str = "Sentença") -> tuple[str, str]:
    found = lawkit.events.annotate_outcomes([title], [text], [JUDGMENT])
    return found["outcome"].iloc[0], found["basis"].iloc[0]


@pytest.mark.parametrize(
    "text",
    [
        "Ante o exposto, JULGO PROCEDENTE, EM PARTE, o pedido para condenar a ré.",
        "Ante o exposto, JULGO PROCEDENTE o pedido, em parte, para condenar a ré.",
        "Isto posto, julgo procedentes em parte os pedidos.",
        "Isto posto, JULGO PARCIALMENTE PROCEDENTE a ação.",
        "Diante do exposto, ACOLHO PARCIALMENTE os pedidos.",
    ],
)
def test_a_claim_upheld_in_part_is_partly_granted(text: str) -> None:
    assert _read(text)[0] == "partly_granted"


@pytest.mark.parametrize(
    "text",
    [
        "ACORDAM os Desembargadores em conhecer do recurso e dar-lhe parcial provimento.",
        "Ante o exposto, dou provimento ao recurso, em parte, para reduzir a multa.",
        "Ante o exposto, dou provimento, em parte, ao recurso.",
        "Recurso provido, em parte.",
        "RECURSO CONHECIDO E PARCIALMENTE PROVIDO.",
        "Ante o exposto, DOU PARCIAL PROVIMENTO ao recurso.",
    ],
)
def test_an_appeal_granted_in_part_is_partly_granted(text: str) -> None:
    assert _read(text, "Acórdão")[0] == "appeal_partly_granted"


def test_full_grants_stay_full() -> None:
    assert _read("Ante o exposto, JULGO PROCEDENTE o pedido para condenar a ré.")[0] == "granted"
    assert _read("Ante o exposto, DOU PROVIMENTO ao recurso.", "Acórdão")[0] == "appeal_granted"
    reform = "Ante o exposto, dou provimento ao recurso para reformar parcialmente a sentença."
    assert _read(reform, "Acórdão")[0] == "appeal_granted"  # the appeal is what is judged
    assert _read("Ante o exposto, dou provimento ao recurso do autor, em parte.")[0] == (
        "appeal_partly_granted"
    )


@pytest.mark.parametrize(
    ("title", "text"),
    [
        ("Sentença", "Ante o exposto, JULGO IMPROCEDENTE a denúncia e ABSOLVO o réu FULANO."),
        ("Sentença", "Ante o exposto, JULGO PROCEDENTE a denúncia para CONDENAR o réu à pena."),
        ("Sentença", "JULGO PROCEDENTE EM PARTE a pretensão punitiva estatal para condenar o réu."),
        ("Julgada Improcedente a Ação Penal - Absolvição", None),
        ("Julgada Procedente a Ação Penal - Condenação", None),
        ("Sentença", "Ante o exposto, DECLARO EXTINTA A PUNIBILIDADE do réu."),
    ],
)
def test_criminal_judgments_are_other_whatever_their_wording(title, text) -> None:
    assert _read(text, title)[0] == "other"


def test_a_civil_defendant_is_not_a_criminal_one() -> None:
    assert _read("Ante o exposto, JULGO PROCEDENTE o pedido e condeno o réu a pagar.")[0] == (
        "granted"
    )


def test_two_readings_that_conflict_abstain_and_say_why() -> None:
    outcome, basis = _read(
        "Ante o exposto, JULGO PROCEDENTE o pedido de danos materiais e IMPROCEDENTE o de danos "
        "morais."
    )
    assert outcome == "unknown" and "both upheld and rejected" in basis
    outcome, basis = _read(
        "Ante o exposto, DOU PROVIMENTO ao recurso do autor e NEGO PROVIMENTO ao recurso do réu.",
        "Acórdão",
    )
    assert outcome == "unknown" and "judged in different ways" in basis


def test_no_dispositive_is_unknown_with_its_basis() -> None:
    outcome, basis = _read("Vistos. Trata-se de ação de cobrança. Relatório dispensado.")
    assert outcome == "unknown" and basis == "TPU 193 Julgamento; the text does not say"


@pytest.mark.parametrize(
    ("title", "text", "event", "outcome"),
    [
        (
            "Audiência de conciliação realizada",
            "Aberta a audiência, presentes as partes, foi obtida a conciliação nos seguintes "
            "termos: a ré pagará ao autor R$ 5.000,00 em duas parcelas. Pelo MM. Juiz foi dito: "
            "HOMOLOGO o acordo para que produza seus efeitos e julgo extinto o processo com "
            "resolução do mérito.",
            "judgment",
            "settled",
        ),
        (
            None,
            "Vistos. Trata-se de ação de cobrança. É o relatório. Decido. ... Conclusão da "
            "fundamentação: a dívida está provada. Ante o exposto, JULGO PROCEDENTE o pedido para "
            "condenar a ré ao pagamento de R$ 1.000,00, com juros e correção.",
            "judgment",
            "granted",
        ),
        (
            "Publicado Sentença em 10/03/2021",
            "Teor do ato: Ante o exposto, JULGO PROCEDENTE o pedido para condenar a ré ao "
            "pagamento de R$ 1.000,00, com juros e correção monetária desde o vencimento.",
            "publication",
            None,
        ),
    ],
)
def test_a_text_with_a_dispositive_is_a_judgment_whatever_its_name(title, text, event, outcome):
    found = lawkit.events.annotate_outcomes([title], [text])
    assert found["event"].iloc[0] == event
    read = found["outcome"].iloc[0]
    assert read == outcome if outcome else pd.isna(read)  # a publication judges nothing
