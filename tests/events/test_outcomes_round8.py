"""Round 8 of the outcome rules (issue 28), from the tuned part's failures only:

- a criminal case's judgment cut to its end names neither its class nor two kinds of its
  matter, but the court section that judged it: the STJ's Fifth and Sixth Panels and Third
  Section judge criminal matter only; the defence's appeal and the military justice are two
  more kinds of a criminal case's matter;
- PJe's first-instance documents typed "Sentença" were classed by their opening words ("Em
  petição de id ...": a petition) or not at all, and the event rules read a window of a long
  text: a sentence whose dispositive lies pages before its end got no outcome as a step. The
  dispositive reader now reads such a document as it reads a decision.

Texts are written after the tuned ones (names and numbers invented)."""

from __future__ import annotations

from labelled_outcomes import read_one

import lawkit.events

#: What follows a sentence's dispositive: registration, costs, notices (no cue of any class).
AFTER = "Registre-se o número do documento na forma regimental e arquive-se a cópia. " * 20


def test_a_criminal_section_of_the_stj_makes_a_criminal_judgment() -> None:
    texts = [
        "Vistos e relatados estes autos, acordam os Ministros da SEXTA TURMA do Superior Tribunal "
        "de Justiça, por unanimidade, negar provimento ao agravo regimental.",
        "Acordam os Ministros da Terceira Seção do STJ, por maioria, não conhecer do agravo.",
        # Two more kinds: the defence's appeal and the military justice.
        "Ante o exposto, conheço e nego provimento ao Apelo da Defesa, mantida a sentença do "
        "Conselho Permanente de Justiça.",
    ]
    assert [read_one(text) for text in texts] == ["other"] * 3


def test_a_panel_of_another_court_or_one_kind_alone_is_no_criminal_case() -> None:
    texts = [
        "Acordam os Desembargadores da Quinta Turma do Tribunal Regional Federal da 1ª Região, "
        "por unanimidade, negar provimento à apelação.",
        "Quanto ao recurso da defesa técnica do réu revel, nada há a prover. Ante o exposto, "
        "nego provimento ao recurso.",
    ]
    assert [read_one(text) for text in texts] == ["appeal_denied"] * 2


def test_a_sentence_document_is_read_whole_whatever_its_opening_words() -> None:
    opening = "SENTENÇA Em petição de id. 1140, a parte autora formulou pedido de desistência. "
    sentence = f"{opening}Ante o exposto, extingo o processo sem resolução do mérito. {AFTER}"
    hearing = (
        "Aberta a audiência, as partes chegaram a um acordo nos seguintes termos. " * 3
        + f"Diante do exposto, HOMOLOGO o acordo para que produza seus efeitos. {AFTER}"
    )
    titles = ["Sentença", "Ata de audiência com despacho, decisão ou sentença", "Petição"]
    texts = [sentence, hearing, sentence.replace("SENTENÇA ", "")]
    found = lawkit.events.classify_outcome(titles, texts)
    # A petition's title is the step's name: its text is not a judgment's document.
    assert found.astype(object).tolist()[:2] == ["dismissed", "settled"]
    assert lawkit.events.classify(titles, texts).tolist() == ["judgment", "judgment", "petition"]
