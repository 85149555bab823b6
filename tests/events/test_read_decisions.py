"""``lawkit.events.read_decisions``: texts known to be decisions, read in one call (issue 28 §2)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from labelled_outcomes import DATA, JUDGMENT, texts

import lawkit.classify.dispositive
import lawkit.events
from lawkit.errors import InvalidInput


def test_a_csv_of_decisions_is_read_in_one_call_as_judgment_steps_are() -> None:
    frame = pd.read_csv(DATA / "texts.csv", dtype=str, keep_default_na=False, na_values=[""])
    read = lawkit.events.read_decisions(frame["text"], frame["title"])
    assert list(read.columns) == ["outcome", "start", "end", "basis"]
    assert read.index.equals(frame.index) and read["outcome"].dtype == lawkit.events.OUTCOME_DTYPE
    steps = lawkit.events.annotate_outcomes(frame["title"], frame["text"], [JUDGMENT] * len(frame))
    assert read["outcome"].astype(str).tolist() == steps["outcome"].astype(str).tolist()
    assert (read["outcome"] == texts()["label"]).mean() >= 0.95
    spanned = read["start"].notna()
    # The others were decided by their title (a movement name) or said nothing.
    titled = read["basis"].str.startswith(("title: ", "TPU name ")) | (read["outcome"] == "unknown")
    assert (spanned | titled).all() and (read["start"] < read["end"])[spanned].all()
    # Every span is the clause its basis quotes, in the text as given (an abstention's span is
    # the place read, its basis says why).
    for row in np.flatnonzero((spanned & (read["outcome"] != "unknown")).to_numpy()):
        text, (start, end) = frame["text"].iloc[row], read[["start", "end"]].iloc[row]
        assert read["basis"].iloc[row] == f"text: {text[start:end]}"


def test_spans_point_into_the_text_as_given_in_any_form() -> None:
    plain = "Relatório. Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido."
    written = [
        plain,
        plain.replace(" ", "\u00a0"),
        plain.replace("PARCIALMENTE", "PARCIAL-\nMENTE").replace("Relatório", "Relat&oacute;rio"),
        plain.replace("PROCEDENTE", "PRO\u200bCEDENTE"),
    ]
    read = lawkit.events.read_decisions(pd.Series(written, index=[7, 8, 9, 10]))
    assert read.index.tolist() == [7, 8, 9, 10]
    assert set(read["outcome"]) == {"partly_granted"}
    spans = zip(written, read["start"], read["end"], strict=True)
    clauses = [text[start:end] for text, start, end in spans]
    assert clauses == [
        "PARCIALMENTE PROCEDENTE",
        "PARCIALMENTE\u00a0PROCEDENTE",
        "PARCIAL-\nMENTE PROCEDENTE",
        "PARCIALMENTE PRO\u200bCEDENTE",
    ]


def test_titles_decide_and_abstentions_say_why() -> None:
    read = lawkit.events.read_decisions(
        ["EMENTA: CIVIL. RECURSO CONHECIDO E DESPROVIDO.", "x", None, "Vistos. Relatório."],
        ["Acórdão", "Não-Provimento", "Julgada Procedente em Parte a Ação", None],
    )
    assert read["outcome"].tolist() == ["appeal_denied", "appeal_denied", "partly_granted",
                                        "unknown"]  # fmt: skip
    assert read["basis"].tolist()[1:] == [
        "TPU name Não-Provimento",
        "title: Procedente em Parte",
        "the text does not say",
    ]
    assert read["start"].isna().tolist() == [False, True, True, True]


def test_a_first_instance_reading_never_guesses_an_appeal() -> None:
    texts_ = ["Ante o exposto, DOU PROVIMENTO ao recurso.", "Isto posto, JULGO IMPROCEDENTE."]
    first = lawkit.events.read_decisions(texts_, instance="first")
    assert first["outcome"].tolist() == ["unknown", "denied"]
    assert first["basis"].iloc[0].startswith("an appeal's result in a first-instance decision")
    appeal = lawkit.events.read_decisions(texts_, instance="appeal")
    assert appeal["outcome"].tolist() == ["appeal_granted", "denied"]


def test_equal_decisions_are_read_once_and_surrogates_answered() -> None:
    read = lawkit.events.read_decisions(["JULGO PROCEDENTE \ud800 o pedido."] * 3)
    assert read["outcome"].tolist() == ["granted"] * 3


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ((["a"],), None),
        (("a text",), "texts must be a list"),
        (([1],), "position 0 holds int"),
        ((["a", "b"], ["t"]), "same length"),
        ((["a"], [{"x": 1}]), "titles must hold text"),
    ],
)
def test_bad_input_is_refused_before_reading(arguments, message) -> None:
    if message is None:
        with pytest.raises(InvalidInput, match="instance must be"):
            lawkit.events.read_decisions(*arguments, instance="second")
        return
    with pytest.raises(InvalidInput, match=message):
        lawkit.events.read_decisions(*arguments)


def test_a_verdict_cut_by_the_place_read_is_read_with_the_words_after_it() -> None:
    """The dispositive read after a marker ends 1,500 characters on, but a rule reads past it:
    "julgo extinto o processo" cut there before ", com apreciação do mérito" (no dismissal) was
    a raw ``StopIteration`` before round 77 (a TJAM sentence with its spaces doubled)."""
    span = lawkit.classify.dispositive.DISPOSITIVE_SPAN
    head = "SENTENÇA Vistos. Trata-se de ação de cobrança. " + "O autor alega que pagou. " * 8
    reasons = "considerando o que dos autos consta e " * 45
    verdict = "julgo extinto o processo"
    texts = [
        f"{head}Ante o exposto, {reasons[: gap - 1]} {verdict}, com apreciação do mérito, nos "
        "termos do art. 487, I, do CPC. Publique-se. Intimem-se."
        for gap in range(span - 40 - len(verdict), span + 5 - len(verdict))
    ]
    read = lawkit.events.read_decisions(texts)
    assert read["outcome"].tolist() == read["outcome"].iloc[:1].tolist() * len(texts)
    assert read["basis"].nunique() == 1
