"""Round 5 of the outcome rules (issue 28): the general causes of the failures on the 193 texts
added to the tuned part in round 5 (first-instance PJe sentences and hearing records of TJMA,
superior courts' acórdãos, a TJRJ criminal case list), each as ``OUTCOMES.md`` files it. Texts
are written after the tuned ones (names and numbers invented)."""

from __future__ import annotations

import pytest
from labelled_outcomes import read_one as _read

SIGNATURE = (
    " Assinado eletronicamente por: FULANO DE TAL 11/07/2024 12:48:33 https://pje.tjma.jus.br:443"
    "/pje/Processo/ConsultaDocumento/listView.seam ID do documento: 126388141"
)
COSTS = (
    " Sem custas, nos termos do art. 98 do Código de Processo Civil. Publique-se. Registre-se. "
    "Intimem-se. Com o trânsito em julgado, arquivem-se os autos com baixa na distribuição."
)


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        (
            "Diante do exposto, atendendo aos termos legais INDEFIRO a exordial e na mesma toada "
            "EXTINGO os autos sem análise do mérito, nos termos do art 485, I do CPC.",
            "dismissed",
        ),
        ("Assim, INDEFIRO a vestibular, nos termos do art. 330 do CPC.", "dismissed"),
        (
            "Diante do exposto, com base no artigo 485, inciso III, CPC, JULGO O FEITO EXTINTO.",
            "dismissed",
        ),
        (
            "Diante do exposto, determino o cancelamento da distribuição do presente feito, com "
            "base no artigo 290 do Código de Processo Civil.",
            "dismissed",
        ),
        (
            "Ante a concordância dos réus, HOMOLOGO o reconhecimento do pedido inicial e EXTINGO o "
            "processo na forma do art. 487, III, 'a', do CPC.",
            "granted",
        ),
        (
            "Com fundamento no art. 373, I, do CPC, NÃO ACOLHO o pedido da parte autora, ante a "
            "ausência de prova dos requisitos para usucapião.",
            "denied",
        ),
        (
            "Ante o exposto, CONHEÇO dos embargos de declaração, porquanto tempestivos, e, no "
            "mérito, REJEITO-OS INTEGRALMENTE, mantendo a sentença embargada.",
            "embargos_rejected",
        ),
        (
            "DISPOSITIVO Ante o exposto, JULGO PROCEDENTE O PEDIDO SUBSIDIÁRIO para DECLARAR a "
            "autora titular do domínio útil do imóvel.",
            "partly_granted",
        ),
    ],
)
def test_first_instance_wordings(text: str, outcome: str) -> None:
    assert _read(text + COSTS + SIGNATURE) == outcome


def test_a_judge_who_decides_after_decido_without_a_dispositive_marker() -> None:
    text = (
        "SENTENÇA Vistos etc. Trata-se de ação de usucapião. A parte autora requereu a "
        "desistência. É o breve relato. Decido. Não existe óbice à homologação do pedido de "
        "desistência formulado pela parte autora. Sendo assim, com respaldo no artigo 485, VIII, "
        "do Código de Processo Civil, homologo o pedido de desistência, extinguindo o processo. "
        "Condeno a parte autora em custas, as quais ficam suspensas em razão do benefício da "
        "gratuidade concedida anteriormente, conforme prevê o art. 98, § 3º, do CPC. Caso haja "
        "recurso, intime-se a parte contrária para contrarrazões; após, remetam-se os autos ao "
        "Tribunal de Justiça, independentemente de juízo de admissibilidade."
    )
    assert _read(text + COSTS + SIGNATURE) == "dismissed"


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # STF, TSE: the extrato da ata records the session's result after the votes.
        # (Its ACORDAM clause, scanned from paper, lost the verb: "ep(hegar provimento".)
        (
            "ACÓRDÃO AGRAVO REGIMENTAL NO RECURSO ESPECIAL ELEITORAL. Acordam os ministros do "
            "Tribunal Superior Eleitoral, por unanimidade, em ep(hegar provimento ao agravo "
            "regimental, nos termos do voto do relator. RELATÓRIO. O Tribunal Regional decidiu: "
            "DOU PARCIAL PROVIMENTO ao recurso interposto. VOTO. Com razão o TRE. Diante do "
            "exposto, nega-se provimento ao agravo interno. EXTRATO DA ATA Decisão: O Tribunal, "
            "por unanimidade, negou provimento ao agravo regimental, nos termos do voto.",
            "appeal_denied",
        ),
        # TJMG: the SÚMULA line records it.
        (
            "Diante do exposto, nega-se provimento ao recurso. É como se vota. DES. FULANO - De "
            'acordo com o(a) Relator(a). SÚMULA: "ACOLHERAM A PRELIMINAR DE NULIDADE DO FEITO. '
            'CASSARAM A SENTENÇA, VENCIDO O SEGUNDO VOGAL."',
            "appeal_granted",
        ),
    ],
)
def test_a_sessions_record_of_the_result_decides(text: str, outcome: str) -> None:
    assert _read(text) == outcome


@pytest.mark.parametrize(
    ("title", "text"),
    [
        (
            "Sentença - Julgado procedente o pedido",
            "O Ministério Público ofereceu denúncia contra FULANO. Isto posto, JULGO PROCEDENTE a "
            "pretensão punitiva deduzida na denúncia para CONDENAR FULANO DE TAL.",
        ),
        (
            "Sentença - Julgado procedente em parte do pedido",
            "Face ao exposto, JULGO PARCIALMENTE PROCEDENTE o pedido e CONDENO o acusado FULANO "
            "nas sanções do artigo 155 do Código Penal e ABSOLVO o acusado BELTRANO.",
        ),
    ],
)
def test_a_criminal_verdict_in_the_text_decides_over_the_movement_name(
    title: str, text: str
) -> None:
    assert _read(text, title) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "EMENTA: AGRAVO DE INSTRUMENTO CRIMINAL - MEDIDAS PROTETIVAS DE URGÊNCIA - LEI MARIA DA "
        'PENHA. SÚMULA: "NEGARAM PROVIMENTO AO RECURSO"',
        "AgRg no AGRAVO EM RECURSO ESPECIAL Nº 1 - SP RELATOR : MINISTRO FULANO EMENTA PENAL E "
        "PROCESSUAL. AGRAVO REGIMENTAL. RECURSOS ESPECIAIS. A Turma, por unanimidade, deu "
        "provimento ao agravo regimental.",
    ],
)
def test_more_criminal_classes(text: str) -> None:
    assert _read(text) == "other"


def test_face_ao_exposto_marks_the_dispositive() -> None:
    text = (
        "SENTENÇA Vistos. O autor pede a usucapião do imóvel. "
        + "A posse foi provada. " * 40
        + "Face ao exposto, JULGO PROCEDENTE o pedido para declarar o domínio do autor. "
        + "Esta sentença servirá de título para o registro. " * 15
    )
    assert _read(text) == "granted"


@pytest.mark.parametrize(
    ("title", "text"),
    [
        # Its head: the denúncia that opened the case.
        (
            "Sentença - Julgado procedente o pedido",
            "FULANO DE TAL foi denunciado como incurso nas penas dos arts. 33 e 35 da Lei "
            "11.343/06. " + "As testemunhas confirmaram os fatos. " * 30,
        ),
        # Its end: formulas only a criminal sentence writes.
        (
            "Sentença - Julgado improcedente o pedido",
            "Fixo o regime aberto. Após o trânsito em julgado, lance-se o nome do réu no rol dos "
            "culpados e expeça-se carta de guia. Publique-se.",
        ),
        (
            "Sentença - Julgado procedente em parte do pedido",
            "Substituo a pena privativa de liberdade por restritiva de direitos. Expeçam-se "
            "alvarás de soltura. Registre-se e intimem-se.",
        ),
    ],
)
def test_a_criminal_sentence_named_by_its_head_or_end(title: str, text: str) -> None:
    assert _read(text, title) == "other"
