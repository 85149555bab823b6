"""Round 6 of the outcome rules (issue 28): the general causes of the failures on the 185 texts
added to the tuned part in round 6 (the TNU's eproc result lines and ementas, eproc pages of the
TNU, TRF2 and TRF6, the STJ's acórdãos and presidency decisions), each as ``OUTCOMES.md`` files
it. Texts are written after the tuned ones (names and numbers invented)."""

from __future__ import annotations

import pytest
from labelled_outcomes import read_one as _read

import lawkit.events

LINE = "A Turma Nacional de Uniformização decidiu, por unanimidade, "
#: A thesis as a TNU result line states it (it may run past the head where classes are named).
THESIS = (
    ', para que a tese firmada no tema 100 passe a ter a seguinte redação: "o dependente '
    "absolutamente incapaz faz jus à pensão por morte desde o requerimento administrativo, na "
    "forma da lei, havendo outro dependente previamente habilitado e percebendo benefício, do "
    'mesmo ou de outro grupo familiar, ainda que observados os prazos legais". Com ressalva de '
    "fundamentação o Juiz Federal FULANO DE TAL. "
)


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # A desistência of the appeal homologated is the appeal not heard (TPU 944), not a
        # case dismissed.
        (
            "DESIS no AGRAVO EM RECURSO ESPECIAL Nº 1.234.567 - SP DECISÃO Homologo a desistência "
            "do agravo em recurso especial interposto nos presentes autos pela UNIÃO. Publique-se.",
            "appeal_not_heard",
        ),
        # A collegiate that does not admit the incident (or the appeal) does not hear it.
        (
            f"{LINE}NÃO ADMITIR o pedido de uniformização interposto pela parte autora, nos "
            "termos do voto da Juíza Relatora. EMENTA PEDIDO DE UNIFORMIZAÇÃO NACIONAL. "
            "PREVIDENCIÁRIO. TURMA DE ORIGEM QUE EXTINGUIU O FEITO SEM JULGAMENTO DO MÉRITO EM "
            "VIRTUDE DE COISA JULGADA. INCIDENTE DA PARTE AUTORA NÃO ADMITIDO.",
            "appeal_not_heard",
        ),
        (
            "PEDIDO DE UNIFORMIZAÇÃO NACIONAL. AUSÊNCIA DE SIMILITUDE. NÃO ADMISSÃO DO PUIL.",
            "appeal_not_heard",
        ),
        # "Deixo de conhecer" is not hearing the appeal.
        (
            "Nessas razões, com fundamento no artigo 932, III do CPC, deixo de conhecer da "
            "apelação, por falta de dialeticidade recursal. Intimem-se.",
            "appeal_not_heard",
        ),
        # Appeal words whose object is "os embargos", in a text judging embargos de declaração,
        # judge them; so do the result line's words when the ementa after it names embargos de
        # declaração first.
        (
            f"{LINE}CONHECER e DAR PROVIMENTO aos embargos, nos termos do voto do Juiz Relator"
            f"{THESIS}EMENTA EMBARGOS DE DECLARAÇÃO. OMISSÃO E CONTRADIÇÃO PRESENTES. "
            "PROVIMENTO DOS EMBARGOS PARA ALTERAR A TESE.",
            "embargos_accepted",
        ),
        (
            f"{LINE}DAR PARCIAL PROVIMENTO ao recurso, nos termos do voto do Juiz Federal Fulano"
            f"{THESIS}EMENTA EMBARGOS DE DECLARAÇÃO EM PEDIDO DE "
            "UNIFORMIZAÇÃO. TEMA 100. OMISSÃO RECONHECIDA. EMBARGOS CONHECIDOS E PARCIALMENTE "
            "PROVIDOS.",
            "embargos_accepted",
        ),
        # An agravo interno "nos embargos de declaração" is the agravo's result, not the
        # embargos'.
        (
            "PROCESSUAL CIVIL. AGRAVO INTERNO. EMBARGOS DE DECLARAÇÃO. AGRAVO EM RECURSO ESPECIAL. "
            "AÇÃO REGRESSIVA. TRANSPORTE INTERNACIONAL. CONVENÇÃO DE MONTREAL. 1. Aplicam-se os "
            "tratados internacionais ao transporte de cargas. 2. Agravo interno nos embargos de "
            "declaração no agravo em recurso especial não provido.",
            "appeal_denied",
        ),
        # A result narrated in the past ("foi desprovido") is another decision's.
        (
            "EMBARGOS DE DECLARAÇÃO NO AGRAVO INTERNO EM RECURSO ESPECIAL. ERRO MATERIAL. "
            "RECONHECIMENTO PARCIAL. 1. Constou da decisão embargada que o recurso especial não "
            "foi conhecido, quando, em verdade, foi desprovido. 2. Os fundamentos não foram "
            "impugnados. 3. Embargos de declaração parcialmente acolhidos.",
            "embargos_accepted",
        ),
        # "NÃO CONHECER, em parte" decides nothing by itself, as "conheço em parte" does: the
        # part heard was only chosen as a representative controversy (no outcome).
        (
            f"{LINE}a) NÃO CONHECER, em parte, do Incidente de Uniformização quanto ao décimo "
            "terceiro salário; b) CONHECER E AFETAR o recurso como representativo de controvérsia, "
            "com a seguinte Questão Controvertida: saber se o auxílio integra a base de cálculo.",
            "unknown",
        ),
        # Two agravos of one party judged differently: which result is the case's is not said.
        (
            "AGRAVO INTERNO NO AGRAVO EM RECURSO ESPECIAL - INTEMPESTIVIDADE. 1. É intempestivo o "
            "agravo. 2. A oposição simultânea de dois recursos contra o mesmo ato é vedada. 3. "
            "Primeiro agravo interno desprovido. Segundo agravo interno não conhecido por violação "
            "ao princípio da unirrecorribilidade recursal",
            "unknown",
        ),
        # The acórdão's formula after the ementa ("Vistos, relatados e discutidos ..., acordam")
        # is the court's result, over the sentence the ementa's caption reports.
        (
            "RECURSO ESPECIAL REPRESENTATIVO DE CONTROVÉRSIA - AÇÃO DE COBRANÇA EM REGRESSO - "
            "PROCEDÊNCIA DA DEMANDA, NA ORIGEM, ANTE A ABUSIVIDADE DA CLÁUSULA - INSURGÊNCIA DA "
            "OPERADORA. 1. Tese para os fins repetitivos. 2. Caso concreto: afastada a "
            "abusividade. " + "Fundamentos do caso. " * 40 + "Vistos, relatados e discutidos os "
            "autos em que são partes as acima indicadas, acordam os Ministros da Segunda Seção do "
            "Superior Tribunal de Justiça, por unanimidade, dar provimento ao recurso especial "
            "para reformar o acórdão recorrido. Para os fins repetitivos, fixou-se a seguinte "
            "tese: “" + "Nos contratos de plano de saúde não é abusiva a cláusula. " * 12 + "”",
            "appeal_granted",
        ),
        # Two incidents judged differently (one not admitted, one granted): ``unknown``.
        (
            f"{LINE}NÃO ADMITIR o pedido de uniformização interposto pela parte autora e ADMITIR "
            "E DAR PROVIMENTO ao pedido de uniformização interposto pelo INSS.",
            "unknown",
        ),
        # A criminal case's caption may open with "PENAL." alone.
        (
            "PENAL. EMBARGOS DE DECLARAÇÃO NO AGRAVO REGIMENTAL NOS EMBARGOS DE DIVERGÊNCIA. "
            "CORRUPÇÃO DE MENOR. PRESCRIÇÃO. Embargos de declaração acolhidos, para sanar omissão.",
            "other",
        ),
    ],
)
def test_round6_readings(text: str, outcome: str) -> None:
    assert _read(text) == outcome


@pytest.mark.parametrize(
    "text",
    [
        # Unchanged: an appeal denied and an agravo retido not heard - the main appeal decides.
        "Apelação conhecida e desprovida. Agravo retido não conhecido.",
        # Unchanged: the desistência of the action (not of an appeal) dismisses the case.
        "Ante o exposto, HOMOLOGO o pedido de desistência e julgo extinto o processo, sem "
        "resolução do mérito.",
        # A precedent's acórdão quoted in a sentence is not the acórdão formula of this text:
        # the sentence's own dispositive after it decides.
        "SENTENÇA Trata-se de ação de cobrança. "
        + "A parte autora narra os fatos. " * 30
        + "Nesse sentido: ACÓRDÃO Vistos, relatados e "
        "discutidos estes autos, acordam os Desembargadores da Quarta Câmara Cível, por "
        "unanimidade, em negar provimento ao recurso. Assim, não comprovada a hipossuficiência "
        "e não recolhidas as custas, Ante o exposto, INDEFIRO a petição inicial e julgo extinto "
        "o processo sem resolução do mérito.",
    ],
)
def test_round6_leaves_these_as_they_were(text: str) -> None:
    expected = {"Apelação": "appeal_denied", "Ante": "dismissed", "SENTENÇA": "dismissed"}
    assert _read(text) == expected[text.split()[0]]


def test_a_collegiate_result_line_is_a_judgment_step() -> None:
    """An eproc result as a step with no title ("DECISÃO A Turma ... decidiu, por unanimidade,
    ...") is a judgment, as the ementa after it is."""
    text = (
        "DECISÃO A 2ª Turma Recursal do Rio de Janeiro decidiu, por unanimidade, conhecer do "
        "Recurso Cível e dar-lhe provimento em parte, para reformar a Sentença em parte. EMENTA "
        "DIREITO PREVIDENCIÁRIO. APOSENTADORIA. "
        + "PERÍODO ESPECIAL. PROVA TÉCNICA. " * 60
        + "SENTENÇA REFORMADA EM PARTE. RECURSO CÍVEL CONHECIDO E PROVIDO EM PARTE."
    )
    events = lawkit.events.classify([None], [text])
    assert str(events.iloc[0]) == "judgment"
    outcome = lawkit.events.classify_outcome([None], [text])
    assert str(outcome.iloc[0]) == "appeal_partly_granted"


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        (
            "A Turma Nacional de Uniformização decidiu, por maioria, NÃO ADMITIR o pedido de "
            "uniformização interposto pela parte autora, nos termos do voto da Juíza Relatora. "
            "EMENTA PEDIDO DE UNIFORMIZAÇÃO NACIONAL. "
            + "ATIVIDADE RURAL. COISA JULGADA. " * 40
            + "PRECEDENTES REITERADOS DA TNU. INCIDENTE DA PARTE AUTORA NÃO ADMITIDO.",
            "appeal_not_heard",
        ),
        (
            "EMBARGOS DE DECLARAÇÃO NO AGRAVO INTERNO EM RECURSO ESPECIAL. ERRO MATERIAL. "
            "RECONHECIMENTO PARCIAL. "
            + "Os fundamentos não foram impugnados. " * 20
            + "3. Embargos de declaração parcialmente acolhidos.",
            "embargos_accepted",
        ),
    ],
)
def test_round6_judgment_steps(text: str, outcome: str) -> None:
    """A session's result line with no "DECISÃO" before it, and embargos accepted in part at an
    ementa's end, make a title-less step a judgment."""
    assert str(lawkit.events.classify([None], [text]).iloc[0]) == "judgment"
    assert str(lawkit.events.classify_outcome([None], [text]).iloc[0]) == outcome
