"""Rounds 13 onwards of the outcome rules (issue 28). Round 13: a long text's dispositive in its
middle, which the ends the rules keep (:data:`lawkit.classify.normal.READ` characters each)
leave out (tuned PJe sentences of TJMA, v719 and v762, read ``unknown``), and the failures of
its whole TRF2 acórdãos, Turma Recursal excerpts and STF decisions; round 14: an adesivo as a
second appeal and the failures of its TJRS ementas and TJRJ first-instance acts; rounds 15-18:
what ``OUTCOMES.md`` says in words, courts' common wordings, PJe-JT's movement lines and
collegiate wordings, each written from how courts word them, no text of the set read; round 21:
the failures of its STJ acórdãos and TJSE ementas; rounds 22-25: two appeals numbered or named,
how a judge words an appeal's result, a request prejudiced beside it, monocratic decisions;
rounds 26 onwards: an ementa's closing topics, the event gate on a decision the event rules call an
order, the failures of the TRF1 search results (round 29), and how courts word what the reader
misread (each round's dict says what). Texts are written after the tuned ones (names and
numbers invented)."""

from __future__ import annotations

import pandas as pd
import pytest

import lawkit.events
from lawkit.classify.normal import READ

REPORT = "Trata-se de ação de usucapião. A parte autora alega posse mansa e pacífica. " * 60
ANNEX = "Começa seu perímetro no marco de coordenadas UTM E 279.328,00 e segue em linha seca. " * 80


def test_a_dispositive_between_the_ends_kept_is_read() -> None:
    verdict = "JULGO IMPROCEDENTE o pedido formulado na presente ação"
    text = f"{REPORT}Diante do exposto, {verdict}. Descrição das áreas: {ANNEX}"
    at = text.index("IMPROCEDENTE")
    assert READ < at < len(text) - READ  # in the middle, which the ends kept leave out
    read = lawkit.events.read_decisions([text])
    assert read["outcome"].tolist() == ["denied"]
    assert text[read["start"][0] : read["end"][0]] == "IMPROCEDENTE"


def test_a_step_is_read_whole_as_a_decision_is() -> None:
    """Round 75: a judgment step's text was cut to its ends before it was read, so a dispositive
    in its middle, which :func:`lawkit.events.read_decisions` reads, was lost as a step (TJAM
    gazette sentences, v2366; PJe sentences, v719), and the event gate lost it in a text with a
    PDF's ligature (``veriﬁco``: put in normal form, then cut) but not in one without."""
    for report in (REPORT, REPORT.replace("alega", "aﬁrma")):
        text = f"{report}Diante do exposto, JULGO IMPROCEDENTE o pedido. Descrição: {ANNEX}"
        assert READ < text.index("IMPROCEDENTE") < len(text) - READ
        steps = lawkit.events.classify_outcome([None, "Sentença"], [text, text])
        assert steps.astype(object).tolist() == ["denied", "denied"], report[:40]


def test_a_long_step_the_normal_form_rewrites_is_read_whole() -> None:
    """Round 78: an untitled step of more than twice 8,000 characters with its verdict between
    them (PJe sentences, v719, v2693) was lost once it held a character the normal form
    rewrites (an NBSP, an entity): the event rules' copy of such a text is cut to 8,000
    characters at each end (``normal.readable``), and the gate read its verdict there."""
    text = f"{REPORT * 2}Diante do exposto, JULGO IMPROCEDENTE o pedido. {ANNEX * 2}"
    assert 2 * READ < text.index("IMPROCEDENTE") < len(text) - 2 * READ
    written = [text, text.replace(" ", "\u00a0", 1), f"Relat&oacute;rio. {text}"]
    steps = lawkit.events.classify_outcome([None] * 3, written)
    assert steps.astype(object).tolist() == ["denied"] * 3


def test_a_dispositive_marker_across_the_end_kept_is_read() -> None:
    """Round 75: a marker that starts in the middle and ends in the end kept (v2678, a TJAM
    gazette sentence) was read by neither: the end's read is cut inside it."""
    marker, after = "À vista do exposto", ", e por tudo mais quanto dos autos consta, "
    rest = f"{after}julgo parcialmente procedentes os pedidos. {ANNEX}"
    text = f"{REPORT}{marker}{rest[: READ - len(marker) + 12]}"  # the end kept: "xposto, ..."
    at = text.index(marker)
    assert at < len(text) - READ < at + len(marker)  # the cut falls inside the marker
    assert lawkit.events.read_decisions([text])["outcome"].tolist() == ["partly_granted"]


def test_the_middle_is_read_only_when_the_ends_say_nothing() -> None:
    text = f"{REPORT}Diante do exposto, JULGO IMPROCEDENTE o pedido. {ANNEX}Ante o exposto, "
    text += "JULGO PROCEDENTE o pedido."
    assert lawkit.events.read_decisions([text])["outcome"].tolist() == ["granted"]


#: Round 13's TRF2 acórdãos (whole, as their PDFs give them) and federal Turmas Recursais'
#: excerpts (first run, unseen: 0.900 and 0.878 as decisions): wordings other courts write too.
ROUND_13 = {
    # A party's wish, a narration with "julgado", a reason: no ruling; the ementa's caption rules.
    "BENEFÍCIO ASSISTENCIAL. AUSÊNCIA DE IMPEDIMENTO DE LONGO PRAZO. SENTENÇA MANTIDA. RECURSO DA "
    "PARTE AUTORA NÃO PROVIDO. Trata-se de recurso da parte autora contra a sentença. Requer, "
    "portanto, a reforma da sentença para que seu pedido seja julgado procedente. É o": (
        "appeal_denied"
    ),
    "No mérito, o recurso sustenta que a sentença contrariou o Tema 416. O pedido de intimação da "
    "perita foi indeferido, e o pedido de auxílio-acidente foi julgado improcedente. É o": (
        "unknown"
    ),
    "Decido DAR PROVIMENTO EM PARTE AO RECURSO DA PARTE AUTORA para alterar a data de início do "
    "benefício. Sem condenação em honorários, porque provido o recurso.": "appeal_partly_granted",
    # "Prover" in the first person and the infinitive.
    "Ante o exposto, desprovejo o recurso. É como voto.": "appeal_denied",
    "Ante o exposto, voto por prover parcialmente a apelação. É como voto.": (
        "appeal_partly_granted"
    ),
    # Bare "embargos" judged with an appeal's verb are embargos de declaração.
    "Logo, não há omissão a suprir. Diante do exposto, nego provimento aos embargos.": (
        "embargos_rejected"
    ),
    # An acórdão clause on the main appeal is not one result of two: the sentence quoted says
    # what to do should an adesivo be filed, no second appeal judged.
    "APELAÇÃO CÍVEL. TERRENO DE MARINHA. Sentença: havendo a interposição de apelação adesiva, "
    "intime-se o apelante. ACÓRDÃO Vistos, relatados e discutidos estes autos, decide a 5ª "
    "Turma Especializada, por unanimidade, negar provimento à apelação, na forma do voto.": (
        "appeal_denied"
    ),
    # A civil text citing an inquiry is no criminal case.
    "APELAÇÃO CÍVEL. RESPONSABILIDADE CIVIL. ACIDENTE DE TRÂNSITO. RECURSO DESPROVIDO. Nos autos "
    "do inquérito n.º 0000398-45.2014.8.04.4600, o Ministério Público concluiu pela ausência de "
    "culpa do condutor.": "appeal_denied",
    # A conflict of competence decided, embargos à execução ended: other, dismissed.
    "Isto posto, declaro competente para o processamento da ação o Juízo Suscitado.": "other",
    "Posto isso, julgo extintos os presentes embargos, restando prejudicado o recurso.": (
        "dismissed"
    ),
}


def test_the_acordao_clause_after_an_ementas_por_maioria_decides() -> None:
    ementa = (
        "EMENTA TRIBUTÁRIO. ICMS NA BASE DE CÁLCULO DO PIS. 1. O Plenário do Supremo Tribunal "
        "Federal, por maioria de votos, estabeleceu que o ICMS não integra a base de cálculo. "
    )
    precedents = "2. Entendimento consagrado na Suprema Corte sobre a matéria tributária. " * 10
    acordao = (
        "ACÓRDÃO Vistos, relatados e discutidos estes autos. A Turma, por\nmaioria, negou "
        "provimento à Apelação, nos termos do voto do Relator. "
    )
    vote = "Fundamentação do voto do relator sobre a exclusão do ICMS. " * 50
    dissent = (
        "VOTO DIVERGENTE Face ao exposto, voto no sentido de DAR PARCIAL PROVIMENTO à apelação "
        "da UNIÃO. É como voto."
    )
    text = ementa + precedents + acordao + vote + dissent
    assert lawkit.events.read_decisions([text])["outcome"][0] == "appeal_denied"


def test_trf2s_formula_decide_a_turma_is_the_acordao_clause() -> None:
    ementa = "PREVIDENCIÁRIO. AUXÍLIO-DOENÇA. INCAPACIDADE NÃO COMPROVADA. " + (
        "O laudo pericial não constatou incapacidade para o trabalho habitual. " * 12
    )
    acordao = (
        "A C O R D Ã O Vistos e relatados estes autos, em que são partes as acima indicadas, "
        "decide a Segunda Turma\n1\nEspecializada do Tribunal, por unanimidade, NEGAR PROVIMENTO "
        "À APELAÇÃO, nos termos do Relatório e Voto. "
    )
    vote = "Voto-vista: acompanho o relator quanto à ausência de incapacidade laboral. " * 8
    assert lawkit.events.read_decisions([ementa + acordao + vote])["outcome"][0] == "appeal_denied"


#: Round 13's STF decisions (mostly criminal; first run, unseen: 0.600 as decisions): a
#: criminal case is ``other`` whatever its verdict, or when no rule reads one.
CRIMINAL = (
    # The class and its number in the caption.
    "28/10/2024 PLENÁRIO AÇÃO PENAL 1.194 DISTRITO FEDERAL RELATOR : MIN. FULANO DE TAL AUTOR : "
    "MINISTÉRIO PÚBLICO FEDERAL. Ementa: ATOS ANTIDEMOCRÁTICOS. Condenação pelos crimes narrados.",
    "PLENÁRIO RECEBIMENTO DE DENÚNCIA NO INQUÉRITO 4.922 DISTRITO FEDERAL RELATOR : MIN. FULANO",
    "AGRAVO REGIMENTAL EM RECLAMAÇÃO. PROCESSO PENAL. Nulidade das provas. Agravo desprovido.",
    # Criminal matter, and a verdict no rule reads ("defiro o pedido e estendo os efeitos").
    "DECISÃO: Trata-se de pedido de extensão formulado por Fulano, preso preventivamente. "
    + "O requerente alega a nulidade das provas. " * 80
    + "Nos termos do art. 580 do Código de Processo Penal, a prisão preventiva não subsiste. "
    "Ante o exposto, defiro o pedido e estendo os efeitos da decisão. Publique-se.",
)


def test_a_criminal_case_is_other_whatever_its_verdict_or_none() -> None:
    read = lawkit.events.read_decisions(list(CRIMINAL))["outcome"].tolist()
    assert read == ["other"] * len(CRIMINAL)


def test_a_criminal_text_that_decides_nothing_is_no_judgment_as_a_step() -> None:
    # Long enough for the event gate to read it (a short one it never reads): the gate asks for
    # a verdict, which a criminal case's matter alone is not; read as a decision, it is other.
    reasons = (
        "A prisão preventiva foi decretada nos termos do art. 312 do Código de Processo Penal, "
        "ante a gravidade concreta da conduta imputada ao acusado. "
    )
    text = reasons * 3 + "Ao Ministério Público para parecer. Intimem-se."
    assert lawkit.events.classify_outcome([None], [text]).isna().all()
    assert lawkit.events.read_decisions([text])["outcome"].tolist() == ["other"]


def test_an_adesivo_judged_otherwise_than_the_main_appeal_is_a_second_appeal() -> None:
    # OUTCOMES.md: two appeals judged both ways, one of them prejudicado included, are unknown
    # (tuned v1097, v1111 read the main appeal's result, the adesivo left out as secondary).
    texts = [
        "Sucumbência recíproca. Provimento parcial do primeiro recurso e julgado prejudicado o "
        "segundo (adesivo).",
        "RECURSO DA AUTORA A QUE SE DÁ PARCIAL PROVIMENTO. PREJUDICADO O APELO ADESIVO.",
    ]
    assert lawkit.events.read_decisions(texts)["outcome"].tolist() == ["unknown", "unknown"]


#: Round 14's TJRS ementas and TJRJ first-instance acts (first run, unseen: 0.940 and 0.750 as
#: decisions).
ROUND_14 = {
    "AUSENTE OMISSÃO. NÍTIDA PRETENSÃO DE REDISCUSSÃO DA MATÉRIA. EMBARGOS DE DECLARAÇÃO "
    "DESACOLHIDOS.": "embargos_rejected",
    "Por unanimidade, desacolheram os embargos de declaração.": "embargos_rejected",
    # The appeal's object lost: the appeal is not heard, no action dismissed.
    "AGRAVO DE INSTRUMENTO. PERDA DO OBJETO. SOBREVINDO NOVA DECISÃO, RESTA ESVAZIADA A PRETENSÃO "
    "RECURSAL. RECURSO PREJUDICADO.": "appeal_not_heard",
    # A Juizado's instructions after a lay judge's draft is homologated decide nothing.
    "Homologo, por sentença, o projeto de sentença elaborado pelo juiz leigo. Após o trânsito em "
    "julgado, tratando-se de sentença de improcedência ou de extinção do feito sem resolução do "
    "mérito, dê-se baixa e arquivem-se.": "unknown",
    # A supposed case with a judge's verdict in it still rules.
    "Tratando-se de matéria exclusivamente de direito, julgo procedente o pedido.": "granted",
}


#: What ``OUTCOMES.md`` says in words that the rules did not read (round 14, from the page, no
#: text of the set): its "Hard cases" and its table's labour arquivamento.
SPECIFIED = {
    "Recurso conhecido em parte e, na parte conhecida, provido.": "appeal_granted",
    "APELAÇÃO CÍVEL. RECURSO PROVIDO EM TERMOS.": "appeal_partly_granted",
    "Ante o exposto, julgo extinto o cumprimento de sentença, nos termos do art. 924, II.": "other",
    "Ante o exposto, declaro extinta a obrigação pelo pagamento.": "other",
    "Ante o exposto, RECEBO A DENÚNCIA oferecida pelo Ministério Público.": "other",
    "ACORDAM em julgar procedente o conflito e declarar competente o juízo suscitado.": "other",
    "Ausente o reclamante, determino o arquivamento da reclamação (art. 844 da CLT).": "dismissed",
    "Julgo extinto o processo, com resolução do mérito, com fundamento no art. 487, II, do CPC.": (
        "denied"
    ),
    # Boilerplate after a sentence is no verdict of its own.
    "Após o trânsito em julgado, proceda-se ao arquivamento do feito.": "unknown",
}


#: Round 16: courts' common wordings, written from how judgments are worded (no text of the set
#: read; 114 probed, these were misread): a settlement a hearing record homologates after it,
#: embargos that are a claim upheld, and a party's request or opinion, which rules nothing.
WORDINGS = {
    "As partes celebraram acordo, que homologo para que surta seus efeitos legais.": "settled",
    "Ante o exposto, acolho os embargos monitórios.": "granted",
    "Ante o exposto, acolho parcialmente os embargos à execução.": "partly_granted",
    "O réu contestou, pugnando pela improcedência. É o relatório.": "unknown",
    "A parte autora pede a procedência do pedido. É o relatório.": "unknown",
    "Pugna pelo provimento do apelo.": "unknown",
    "O Ministério Público opina pelo desprovimento do recurso.": "unknown",
    "Requer, assim, o conhecimento e provimento do agravo interno.": "unknown",
}


#: Round 17: PJe-JT's movement lines (the labour courts' PJe writes its complements with number
#: markers and the party's name), written from how those lines are worded: read as steps.
PJE_JT = {
    "Julgado(s) procedente(s) em parte o(s) pedido(s) (ATOrd) de FULANO DE TAL": "partly_granted",
    "Julgado(s) improcedente(s) o(s) pedido(s) (ATOrd) de FULANO DE TAL": "denied",
    "Acolhidos em parte os Embargos de Declaração de EMPRESA X LTDA": "embargos_accepted",
    "Extinto o processo por ausência do autor": "dismissed",
    "Extinto o processo por desistência": "dismissed",
}


def test_pje_jt_movement_lines() -> None:
    titles = list(PJE_JT)
    read = lawkit.events.classify_outcome(titles, [None] * len(titles)).astype(object).tolist()
    assert dict(zip(titles, read, strict=True)) == PJE_JT


def test_a_plural_marker_keeps_the_span_of_the_text_given() -> None:
    text = "Julgado(s) procedente(s) em parte o(s) pedido(s)"
    read = lawkit.events.read_decisions([text])
    assert read["outcome"][0] == "partly_granted"
    assert text[read["start"][0] : read["end"][0]] == "procedente(s) em parte"


#: Round 18: collegiate wordings (43 written from how result lines and ementas are worded, no
#: text of the set read) and a thesis of law.
COLLEGIATE = {
    "Recursos conhecidos, desprovido o da ré e provido o do autor.": "unknown",
    "ACORDAM em CONHECER dos embargos de declaração e REJEITÁ-LOS.": "embargos_rejected",
    "EMBARGOS DE DECLARAÇÃO CONHECIDOS E ACOLHIDOS PARCIALMENTE.": "embargos_accepted",
    # A dissent's vote in the imperfect is reported, not the result.
    "ACORDAM, por maioria, em negar provimento ao recurso, vencido o Des. Fulano, que dava "
    "parcial provimento.": "appeal_denied",
    # A thesis of law after the copula rules nothing (the conjunction "e" still joins verdicts).
    "É procedente o pedido de compensação por danos morais quando o serviço é suspenso.": (
        "unknown"
    ),
    "Recurso conhecido e provido.": "appeal_granted",
}


#: Round 19: first-instance partial wins, embargos and appeals not heard, written from how
#: courts word them (46 probed, no text of the set read).
PARTIAL_AND_NOT_HEARD = {
    "Ante o exposto, julgo procedente o pedido formulado na inicial, em parte, para condenar a "
    "ré.": "partly_granted",
    "Ante o exposto, julgo procedente o pedido da autora, exceto quanto aos danos morais.": (
        "partly_granted"
    ),
    # A purpose is no partial grant of the appeal.
    "ACORDAM em dar provimento ao recurso para reformar parcialmente a sentença.": "appeal_granted",
    # A prescription of some installments gives way to the verdict on the rest.
    "Ante o exposto, pronuncio a prescrição quinquenal e julgo parcialmente procedentes os "
    "pedidos.": "partly_granted",
    "Ante o exposto, conheço dos embargos de declaração e os rejeito.": "embargos_rejected",
    "Ante o exposto, conheço dos embargos de declaração e os acolho para sanar a omissão.": (
        "embargos_accepted"
    ),
    "Ante o exposto, julgo deserto o recurso.": "appeal_not_heard",
    "Ante o exposto, declaro a deserção do recurso ordinário.": "appeal_not_heard",
    "DENEGO SEGUIMENTO ao recurso de revista.": "appeal_not_heard",
    "Ante o exposto, nego trânsito ao recurso ordinário.": "appeal_not_heard",
}


#: Civil cases that write a crime's words: their head or citation names a civil class, so their
#: matter does not make them criminal (tuned v1706, a family case narrating a parent's
#: conviction, read ``other``); a court that judges both is no civil class.
CIVIL_WITH_CRIMINAL_WORDS = {
    "APELAÇÃO CÍVEL. RESPONSABILIDADE CIVIL DO ESTADO. MORTE DE DETENTO EM ESTABELECIMENTO "
    "PRISIONAL. Dever de custódia. Pena privativa de liberdade cumprida em regime fechado. Dano "
    "moral configurado. RECURSO PROVIDO.": "appeal_granted",
    "APELAÇÃO CÍVEL. DANOS MORAIS. CALÚNIA. Imputação falsa de crime (art. 138 do Código Penal). "
    "O réu, denunciado pelo autor, foi absolvido na esfera criminal. RECURSO PROVIDO.": (
        "appeal_granted"
    ),
    "Turma Recursal Cível e Criminal. Tráfico de drogas (Lei 11.343/06). Dosimetria da pena-base "
    "mantida. Recurso desprovido.": "other",
}


#: Round 20: a labour court's acquittal of the claims and the decrees a claim asks for, written
#: from how first-instance sentences word them (20 probed, no text of the set read).
DECREES = {
    "Ante o exposto, ABSOLVO a reclamada de todos os pedidos formulados na inicial.": "denied",
    "Ante o exposto, ABSOLVO o réu FULANO da imputação, com fundamento no art. 386, VII, do CPP.": (
        "other"
    ),
    "Ante o exposto, DECRETO o divórcio do casal.": "granted",
    "Ante o exposto, DECLARO a paternidade de FULANO em relação a BELTRANO.": "granted",
    "Ante o exposto, CONCEDO a interdição de FULANO e nomeio curador BELTRANO.": "granted",
}


#: Round 21, from the failures of its STJ acórdãos and TJSE ementas (first run, unseen: 0.925 as
#: decisions on both).
ROUND_21 = {
    # The origin court's ruling narrated in the infinitive is no verdict of this one.
    "O agravante não impugnou os motivos adotados pelo Tribunal de origem para negar trânsito ao "
    "recurso especial. Agravo interno a que se nega provimento.": "appeal_denied",
    # "Desprovidos de afetação" describes goods, not an appeal.
    "APELAÇÃO CÍVEL. USUCAPIÃO. BENS DESPROVIDOS DE AFETAÇÃO PÚBLICA.": "unknown",
    # The votes a session's record reports before its result.
    "Acordam os Ministros: após o voto-vista do Sr. Ministro-Relator, dando parcial provimento ao "
    "recurso, a ratificação de voto do Sr. Ministro Fulano, dando provimento ao recurso, a Turma, "
    "por unanimidade, deu parcial provimento ao recurso.": "appeal_partly_granted",
}


#: Round 22: two appeals written as courts number and name them (20 written from how ementas
#: close, no text of the set read).
TWO_APPEALS = {
    "Apelação 1 provida. Apelação 2 desprovida.": "unknown",
    # A party's name never swallows a verdict: an appeal and a remessa judged differently.
    "Apelo do Estado desprovido. Reexame necessário prejudicado.": "unknown",
    "Apelo do Banco X S.A. desprovido.": "appeal_denied",
}


#: Round 23: how a judge or a session words an appeal's result (24 written, no text of the set
#: read): a pronoun before the verb, an appeal "acolhido".
APPEAL_WORDINGS = {
    "Ante o exposto, conheço do recurso e o desprovejo.": "appeal_denied",
    "Ante o exposto, conheço do recurso e o provejo parcialmente.": "appeal_partly_granted",
    "Ante o exposto, acolho parcialmente o recurso.": "appeal_partly_granted",
    "Ante o exposto, nego acolhimento ao recurso.": "appeal_denied",
    # Only embargos are "rejeitados" (a rule of round 2): an appeal "rejeitado" is not read.
    "Ante o exposto, REJEITO o recurso.": "unknown",
}


#: Round 24: a request an appeal carries, prejudiced beside the appeal's own result, is no appeal
#: not heard (written from how ementas close, no text of the set read).
REQUESTS_PREJUDICED = {
    "AGRAVO DE INSTRUMENTO. PEDIDO DE EFEITO SUSPENSIVO PREJUDICADO. RECURSO DESPROVIDO.": (
        "appeal_denied"
    ),
    "Ante o exposto, nego provimento ao recurso, restando prejudicado o pedido de efeito "
    "suspensivo.": "appeal_denied",
    "APELAÇÃO CÍVEL. PEDIDO DE JUSTIÇA GRATUITA PREJUDICADO. RECURSO CONHECIDO E PROVIDO.": (
        "appeal_granted"
    ),
    # A second appeal prejudiced still is one.
    "Ante o exposto, dou provimento ao recurso do autor e julgo prejudicado o recurso do réu.": (
        "unknown"
    ),
}


#: Round 25: monocratic decisions of the higher courts and writs (20 written, no text of the set
#: read).
MONOCRATIC = {
    "Ante o exposto, indefiro liminarmente a petição inicial do mandado de segurança.": (
        "dismissed"
    ),
    "Ante o exposto, defiro o pedido de desistência do recurso.": "appeal_not_heard",
    "Ante o exposto, reconsidero a decisão agravada e, em novo exame, dou provimento ao recurso "
    "especial.": "appeal_granted",
}


#: Round 26's gate: a monocratic decision headed "DECISÃO", whose verdict lies over a thousand
#: characters before its end (the costs and fees follow it), and an interlocutory decision that
#: quotes a precedent's result before its own ruling.
_REASONS = (
    "O recurso preenche os requisitos de admissibilidade. A parte sustenta que houve cerceamento "
    "de defesa, o que não se verifica, pois a prova pericial foi produzida. "
) * 8
_FEES = (
    "Considerando que a sentença recorrida foi proferida sob a vigência do CPC/2015, impõe-se a "
    "majoração dos honorários advocatícios sucumbenciais em dois pontos percentuais, na forma do "
    "§ 11 do art. 85 do Código de Processo Civil, observada a gratuidade deferida. "
) * 5
MONOCRATIC_DECISION = (
    "DECISÃO Trata-se de recurso inominado interposto pelo INSS contra sentença que reconheceu a "
    f"especialidade de períodos. {_REASONS}Ante o exposto, nego provimento ao recurso. {_FEES}"
    "Intimem-se as partes. Nada requerido, remetam-se os autos ao juízo de origem."
)
INTERLOCUTORY_DECISION = (
    "DECISÃO Trata-se de agravo de instrumento, com pedido de tutela recursal. "
    f"{_REASONS}Nesse sentido: (AgInt no AREsp 123/SP, Rel. Min. Fulano, DJe 1/2/2020: agravo "
    "interno desprovido.) Em face do exposto, indefiro a concessão de efeito suspensivo. "
    f"{_FEES}Intime-se a agravada para contrarrazões. Após, voltem conclusos."
)


#: Round 39's gate: an acórdão headed "DECISÃO" whose ementa and result clause come first and
#: whose vote closes it, before a long signature block (the dispositive reader's verdict is the
#: result clause's, far from the end).
_SIGNATURE = (
    "Documento eletrônico assinado por FULANO DE TAL, Desembargador, na forma do artigo 1º, inciso "
    "III, da Lei 11.419, de 19 de dezembro de 2006. A conferência da autenticidade do documento "
    "está disponível no endereço eletrônico do tribunal, mediante o preenchimento do código "
    "verificador 3456789v5 e do código CRC 1A2B3C4D. "
) * 4
ACORDAO_CLOSED_BY_ITS_VOTE = (
    "DECISÃO Apelação Nº 5001234-56.2021.8.24.0023. EMENTA: APELAÇÃO CÍVEL. AÇÃO DECLARATÓRIA. "
    "INSCRIÇÃO INDEVIDA. DANO MORAL. RECURSO CONHECIDO E DESPROVIDO. ACÓRDÃO Vistos e relatados "
    "estes autos, a 1ª Câmara de Direito Civil decidiu, por unanimidade, conhecer do recurso e "
    "negar-lhe provimento. RELATÓRIO Trata-se de apelação cível interposta contra sentença de "
    "procedência. Intimem-se. VOTO O recurso é tempestivo. "
    + "A inscrição indevida gera dano moral presumido, e o valor fixado é razoável. " * 20
    + "Ante o exposto, voto por conhecer do recurso e negar-lhe provimento. É como voto. "
    + _SIGNATURE
)


def test_an_untitled_decision_read_as_an_order_is_a_judgment_when_it_closes_on_a_verdict() -> None:
    texts = [MONOCRATIC_DECISION, ACORDAO_CLOSED_BY_ITS_VOTE, INTERLOCUTORY_DECISION]
    titles = [None] * len(texts)
    assert lawkit.events.classify(titles, texts).tolist() == ["judgment", "judgment", "order"]
    outcomes = lawkit.events.classify_outcome(titles, texts).astype(object).tolist()
    assert outcomes[:2] == ["appeal_denied", "appeal_denied"] and pd.isna(outcomes[2])


#: Round 26: an ementa's closing topic ("MANUTENÇÃO DA SENTENÇA.", an embargos ementa's bare
#: "REJEIÇÃO."), read where it opens a sentence; a party's request or argument, a heading's
#: number, a topic refused and a preliminary's "REJEIÇÃO." are no verdict (written from how
#: courts word them, no text of the set read).
_CAPTION = "APELAÇÃO CÍVEL. AÇÃO DE INDENIZAÇÃO. CONTRATO BANCÁRIO. DESCONTOS INDEVIDOS. "
_EMBARGOS = "EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL. OMISSÃO. CONTRADIÇÃO. "
TOPICS = {
    f"{_CAPTION}MANUTENÇÃO DA SENTENÇA.": "appeal_denied",
    f"{_CAPTION}PRETENSÃO DE REFORMA DA SENTENÇA. DESCABIMENTO. MANUTENÇÃO DA SENTENÇA.": (
        "appeal_denied"
    ),
    "APELAÇÃO CÍVEL – AÇÃO DE COBRANÇA – SEGURO – REFORMA DA SENTENÇA": "appeal_granted",
    f"{_CAPTION}REFORMA DA SENTENÇA EM PARTE.": "appeal_partly_granted",
    "AGRAVO DE INSTRUMENTO. TUTELA DE URGÊNCIA. MANUTENÇÃO DA DECISÃO AGRAVADA.": "appeal_denied",
    f"{_CAPTION}SENTENÇA VERGASTADA MANTIDA.": "appeal_denied",
    f"{_CAPTION}SENTENÇA HOSTILIZADA REFORMADA.": "appeal_granted",
    f"{_CAPTION}Mantida a sentença.": "appeal_denied",
    f"{_CAPTION}RECURSO PARCIALMENTE PROVIDO PARA REDUZIR OS HONORÁRIOS. NO MAIS, MANTIDA A "
    "SENTENÇA.": "appeal_partly_granted",
    f"{_CAPTION}RECURSO NÃO ACOLHIDO.": "appeal_denied",
    f"{_CAPTION}RECURSO CONHECIDO E ACOLHIDO.": "appeal_granted",
    f"{_CAPTION}APELO ACOLHIDO EM PARTE.": "appeal_partly_granted",
    f"{_CAPTION}RECURSO CONHECIDO E PARCIALMENTE ACOLHIDO.": "appeal_partly_granted",
    f"{_CAPTION}RECURSO CONHECIDO E, NO MÉRITO, PROVIDO.": "appeal_granted",
    f"{_EMBARGOS}INEXISTÊNCIA. REDISCUSSÃO DA MATÉRIA. REJEIÇÃO.": "embargos_rejected",
    f"{_EMBARGOS}OMISSÃO CONFIGURADA. ACOLHIMENTO SEM EFEITOS INFRINGENTES.": "embargos_accepted",
    f"{_EMBARGOS}PRELIMINAR DE INTEMPESTIVIDADE. REJEIÇÃO. OMISSÃO. ACOLHIMENTO.": (
        "embargos_accepted"
    ),
    f"{_EMBARGOS}RECURSO NÃO ACOLHIDO.": "embargos_rejected",
    f"{_EMBARGOS}DECLARATÓRIOS DESACOLHIDOS.": "embargos_rejected",
    f"{_EMBARGOS}ACLARATÓRIOS ACOLHIDOS PARCIALMENTE, SEM EFEITOS INFRINGENTES.": (
        "embargos_accepted"
    ),
    f"{_EMBARGOS}EMBARGOS DE DECLARAÇÃO OPOSTOS PELO RÉU REJEITADOS.": "embargos_rejected",
    "Ante o exposto, REJEITAM-SE os embargos de declaração.": "embargos_rejected",
    "Ante o exposto, acolhem-se os embargos de declaração para sanar a omissão.": (
        "embargos_accepted"
    ),
    "Ante o exposto, voto pelo acolhimento parcial dos embargos de declaração.": (
        "embargos_accepted"
    ),
    "Ante o exposto, voto pelo não acolhimento dos embargos de declaração.": "embargos_rejected",
    # No verdict.
    f"{_CAPTION}O apelante pugna pela manutenção da sentença. É o relatório.": "unknown",
    f"{_CAPTION}REFORMA DA SENTENÇA. DESCABIMENTO.": "unknown",
    "2. Reforma da sentença. O apelante sustenta que houve cerceamento de defesa.": "unknown",
    "APELAÇÃO CÍVEL. PRELIMINAR DE CERCEAMENTO DE DEFESA. REJEIÇÃO.": "unknown",
    "Sustenta a apelante que a sentença merece reforma. Alega que o recurso deve ser provido.": (
        "unknown"
    ),
}

#: Round 26: claims upheld and rejected in one dispositive, each naming the claim it judges, are
#: a claim upheld in part (``OUTCOMES.md``: "procedência em parte"); two actions judged so are
#: still two readings.
CLAIMS_SPLIT = {
    "Ante o exposto, JULGO PROCEDENTE o pedido para declarar a inexigibilidade do débito e JULGO "
    "IMPROCEDENTE o pedido de indenização por danos morais.": "partly_granted",
    "Ante o exposto, JULGO PROCEDENTES os pedidos formulados na inicial, com exceção do pedido de "
    "danos morais, que julgo improcedente.": "partly_granted",
    "Ante o exposto, JULGO PROCEDENTES os pedidos para condenar a ré a pagar horas extras e "
    "reflexos, e julgo IMPROCEDENTES os demais pedidos.": "partly_granted",
    "Ante o exposto, JULGO PROCEDENTE a ação principal e IMPROCEDENTE a ação cautelar.": "unknown",
}


#: Round 28: "ABSOLVIÇÃO" as a civil ementa's topic (an acquittal elsewhere, an improbidade
#: claim rejected) gives way to the place's own verdict; alone, it is still a criminal result.
ACQUITTAL_TOPICS = {
    "APELAÇÃO CÍVEL. RESPONSABILIDADE CIVIL. ABSOLVIÇÃO NA ESFERA CRIMINAL POR FALTA DE PROVAS. "
    "INDEPENDÊNCIA DAS INSTÂNCIAS. RECURSO DESPROVIDO.": "appeal_denied",
    "APELAÇÃO CÍVEL. AÇÃO CIVIL PÚBLICA. IMPROBIDADE ADMINISTRATIVA. DOLO. ABSOLVIÇÃO. RECURSO DO "
    "MINISTÉRIO PÚBLICO DESPROVIDO.": "appeal_denied",
    "MANDADO DE SEGURANÇA. SERVIDOR PÚBLICO. PROCESSO ADMINISTRATIVO DISCIPLINAR. ABSOLVIÇÃO "
    "CRIMINAL. SEGURANÇA CONCEDIDA.": "granted",
    "APELAÇÃO. FURTO QUALIFICADO. INSUFICIÊNCIA DE PROVAS. ABSOLVIÇÃO.": "other",
}


#: Round 29: the failures of its TRF1 search results (first run, unseen: 0.938), written anew
#: (names and numbers invented): the result line after the ementa ("Decide a Turma, à
#: unanimidade, ...") decides over the caption, and a court reforms or annuls a sentence "de
#: ofício".
FEDERAL_RESULT_LINES = {
    "DIREITO ADMINISTRATIVO. APELAÇÕES CÍVEIS E REMESSA NECESSÁRIA. PENSÃO POR MORTE. RATEIO. "
    "RECURSO DA AUTORA PROVIDO. RECURSOS DA UNIÃO E DA CORRÉ DESPROVIDOS. Decide a Turma, à "
    "unanimidade, negar provimento à apelação, nos termos do voto da Relatora. Brasília, data da "
    "assinatura eletrônica.": "appeal_denied",
    "IMPROBIDADE ADMINISTRATIVA. APELAÇÃO CÍVEL. REMESSA NECESSÁRIA. LEI Nº 14.230/2021. REFORMA, "
    "DE OFÍCIO, DA SENTENÇA. IMPROCEDÊNCIA DOS PEDIDOS. REMESSA NECESSÁRIA E APELAÇÃO "
    "PREJUDICADAS. Decide a Quarta Turma do Tribunal Regional Federal da 1ª Região, por "
    "unanimidade, REFORMAR, DE OFÍCIO, A SENTENÇA PARA JULGAR IMPROCEDENTES OS PEDIDOS, julgando "
    "prejudicadas a remessa necessária e a apelação, nos termos do voto do Relator.": (
        "appeal_granted"
    ),
    "PREVIDENCIÁRIO. APELAÇÃO CÍVEL. CERCEAMENTO DE DEFESA. Decide a Primeira Turma, por "
    "unanimidade, anular, de ofício, a sentença, nos termos do voto do Relator.": "appeal_granted",
}


#: Round 30: a civil action or insurance named in a head with no civil class ("APELAÇÃO. AÇÃO
#: DE INDENIZAÇÃO. PRISÃO EM FLAGRANTE ILEGAL.") is no criminal case whatever crime it names; a
#: conflict of competence judged ("conheço do conflito") is ``other``, a judge's own competence
#: declared is no verdict (written from how courts word them, no text of the set read).
CIVIL_ACTIONS = {
    "APELAÇÃO. AÇÃO DE INDENIZAÇÃO. PRISÃO EM FLAGRANTE ILEGAL. RESPONSABILIDADE OBJETIVA DO "
    "ESTADO. ABSOLVIÇÃO POSTERIOR. MATERIALIDADE E AUTORIA NÃO COMPROVADAS NA AÇÃO PENAL. DANO "
    "MORAL CONFIGURADO. RECURSO CONHECIDO E PROVIDO.": "appeal_granted",
    "APELAÇÃO. SEGURO DE VIDA. MORTE DO SEGURADO. HOMICÍDIO. BENEFICIÁRIA DENUNCIADA. TRIBUNAL DO "
    "JÚRI. SUSPENSÃO DA INDENIZAÇÃO. RECURSO DESPROVIDO.": "appeal_denied",
    "APELAÇÃO. AÇÃO DE REPARAÇÃO DE DANOS EX DELICTO. SENTENÇA PENAL CONDENATÓRIA TRANSITADA EM "
    "JULGADO. CÓDIGO PENAL, ART. 91, I. PENA PRIVATIVA DE LIBERDADE. INDENIZAÇÃO DEVIDA. RECURSO "
    "DESPROVIDO.": "appeal_denied",
    "APELAÇÃO. TRÁFICO DE DROGAS. LEI 11.343/06. MATERIALIDADE E AUTORIA COMPROVADAS. DOSIMETRIA. "
    "RECURSO DESPROVIDO.": "other",
    "Ante o exposto, conheço do conflito e declaro a competência do juízo suscitado.": "other",
    "Declaro a competência deste Juízo para processar e julgar o feito. Cite-se o réu.": "unknown",
}


#: Round 31: what is not heard beside an appeal's result without being an appeal - a thesis, an
#: allegation, a request in the counter-arguments, a part - leaves the appeal's result standing;
#: an appeal not heard alone, or beside another appeal's result, is still one (written from how
#: ementas word them, no text of the set read).
_CASE = "APELAÇÃO CÍVEL. AÇÃO DE COBRANÇA. CONTRATO BANCÁRIO. "
NOT_HEARD_BESIDE = {
    f"{_CASE}INOVAÇÃO RECURSAL. NÃO CONHECIMENTO. MÉRITO. JUROS REMUNERATÓRIOS. ABUSIVIDADE NÃO "
    "DEMONSTRADA. RECURSO DESPROVIDO.": "appeal_denied",
    f"{_CASE}ALEGAÇÃO NÃO CONHECIDA POR INOVAÇÃO RECURSAL. NO MÉRITO, RECURSO NÃO PROVIDO.": (
        "appeal_denied"
    ),
    f"{_CASE}TESE NÃO CONHECIDA. HONORÁRIOS. RECURSO PROVIDO EM PARTE.": "appeal_partly_granted",
    f"{_CASE}CONTRARRAZÕES. PEDIDO DE MAJORAÇÃO. VIA INADEQUADA. NÃO CONHECIMENTO. APELO "
    "DESPROVIDO.": "appeal_denied",
    f"{_CASE}PRELIMINAR DE CERCEAMENTO DE DEFESA. NÃO CONHECIMENTO. RECURSO CONHECIDO EM PARTE E, "
    "NESSA EXTENSÃO, PROVIDO.": "appeal_granted",
    f"{_CASE}AUSÊNCIA DE DIALETICIDADE. NÃO CONHECIMENTO.": "appeal_not_heard",
    f"{_CASE}RECURSO DO AUTOR NÃO CONHECIDO. RECURSO DO RÉU DESPROVIDO.": "unknown",
}


#: Round 32: an administrative or social security case that names criminal law (a disciplinary
#: fault's prescription, auxílio-reclusão) is civil; a second appeal judged with "provimento" left
#: out ("negar ao do autor"), "provido o primeiro", and a sentence reformed in the remessa's
#: review beside the appeal's result are two appeals (written from how courts word them, no text
#: of the set read).
SECOND_APPEALS_AND_CIVIL_CASES = {
    "APELAÇÃO. SERVIDOR PÚBLICO. PROCESSO ADMINISTRATIVO DISCIPLINAR. DEMISSÃO. PRESCRIÇÃO. FALTA "
    "TAMBÉM CAPITULADA COMO CRIME. PRAZO DO CÓDIGO PENAL. PENA PRIVATIVA DE LIBERDADE. RECURSO "
    "DESPROVIDO.": "appeal_denied",
    "APELAÇÃO. AUXÍLIO-RECLUSÃO. SEGURADO PRESO EM REGIME FECHADO. DETENÇÃO. QUALIDADE DE "
    "SEGURADO. RECURSO DESPROVIDO.": "appeal_denied",
    "ACORDAM os Desembargadores, por unanimidade, em dar provimento ao recurso da ré e negar ao "
    "do autor.": "unknown",
    "ACORDAM, em 3ª Câmara, proferir a seguinte decisão: Negaram provimento ao recurso do autor e "
    "deram parcial ao do réu. V. U.": "unknown",
    "APELAÇÕES CÍVEIS. DANO MORAL. APELOS CONHECIDOS. PROVIDO O PRIMEIRO E DESPROVIDO O "
    "SEGUNDO.": "unknown",
    "APELAÇÃO E REEXAME NECESSÁRIO. SERVIDOR. RECURSO DESPROVIDO. SENTENÇA PARCIALMENTE "
    "REFORMADA EM REEXAME NECESSÁRIO.": "unknown",
    "APELAÇÃO CÍVEL E REMESSA NECESSÁRIA. RECURSO VOLUNTÁRIO DESPROVIDO. SENTENÇA MANTIDA EM "
    "REMESSA NECESSÁRIA.": "appeal_denied",
    "APELAÇÃO. RECURSO PARCIALMENTE PROVIDO PARA REDUZIR OS HONORÁRIOS. NO MAIS, SENTENÇA "
    "MANTIDA.": "appeal_partly_granted",
}


#: Round 33: an execution's end or a bankruptcy decreed named beside an appeal's result is what
#: the decision under appeal did; "RECURSO PRINCIPAL PROVIDO" is an appeal's result (written from
#: how ementas word them, no text of the set read).
REVIEWED_ENDS = {
    "APELAÇÃO CÍVEL. EXECUÇÃO FISCAL. PRESCRIÇÃO INTERCORRENTE. EXTINTA A EXECUÇÃO. SENTENÇA "
    "MANTIDA. RECURSO DESPROVIDO.": "appeal_denied",
    "AGRAVO DE INSTRUMENTO. FALÊNCIA. DECRETAÇÃO. DECRETO A FALÊNCIA MANTIDO. RECURSO "
    "DESPROVIDO.": "appeal_denied",
    "EXECUÇÃO FISCAL. Ante o exposto, JULGO EXTINTA A EXECUÇÃO, com fundamento no art. 924, II, "
    "do CPC.": "other",
    "APELAÇÃO CÍVEL. RECURSO PRINCIPAL PROVIDO. RECURSO ADESIVO PREJUDICADO.": "unknown",
    "APELAÇÃO CÍVEL. RECURSO PRINCIPAL PROVIDO.": "appeal_granted",
}


#: Round 34: a civil class or action named before the words of a criminal class ("APELAÇÃO
#: CÍVEL. AÇÃO DE INDENIZAÇÃO. QUEIXA-CRIME ARQUIVADA.", "... PRINCÍPIOS DO DIREITO PENAL") is a
#: civil case; named after, it is still a criminal one (written from how ementas word them, no
#: text of the set read).
CIVIL_BEFORE_CRIMINAL = {
    "APELAÇÃO CÍVEL. AÇÃO DE INDENIZAÇÃO POR DANOS MORAIS. QUEIXA-CRIME ARQUIVADA. EXERCÍCIO "
    "REGULAR DE DIREITO. RECURSO DESPROVIDO.": "appeal_denied",
    "APELAÇÃO. AÇÃO DE INDENIZAÇÃO. RÉU QUE OFERECEU DENÚNCIA CALUNIOSA À AUTORIDADE POLICIAL. "
    "DANO MORAL. RECURSO PROVIDO.": "appeal_granted",
    "DIREITO ADMINISTRATIVO SANCIONADOR. MULTA AMBIENTAL. APLICAÇÃO DOS PRINCÍPIOS DO DIREITO "
    "PENAL. RETROATIVIDADE. RECURSO PROVIDO.": "appeal_granted",
    "APELAÇÃO CÍVEL. AÇÃO CIVIL PÚBLICA. IMPROBIDADE. INDEPENDÊNCIA ENTRE AS ESFERAS. AÇÃO PENAL "
    "1234 EM CURSO. RECURSO DESPROVIDO.": "appeal_denied",
    "APELAÇÃO CRIMINAL. FURTO. AÇÃO CIVIL EX DELICTO. RECURSO DESPROVIDO.": "other",
    "HABEAS CORPUS. TRÁFICO. RESPONSABILIDADE CIVIL. ORDEM DENEGADA.": "other",
}


#: Round 35: a consumer's case that names a crime ("CLIENTE ACUSADO DE FURTO ... CONSTRANGIMENTO
#: ILEGAL") is civil; a claim upheld and another rejected, each named in the verdict's own words
#: ("ACOLHO o pedido de X e NÃO ACOLHO o pedido de Y"), is a claim upheld in part (written from
#: how courts word them, no text of the set read).
CONSUMER_AND_NAMED_CLAIMS = {
    "APELAÇÃO. DIREITO DO CONSUMIDOR. ABORDAGEM VEXATÓRIA EM SUPERMERCADO. CLIENTE ACUSADO DE "
    "FURTO. CONSTRANGIMENTO ILEGAL. DANO MORAL CONFIGURADO. RECURSO DESPROVIDO.": "appeal_denied",
    "APELAÇÃO. RELAÇÃO DE CONSUMO. CLIENTE ACUSADA DE FURTO. DETENÇÃO PELOS SEGURANÇAS. DANO "
    "MORAL. RECURSO PROVIDO.": "appeal_granted",
    "Ante o exposto, JULGO PROCEDENTE o pedido para condenar a ré a restituir R$ 500,00 e REJEITO "
    "o pedido de indenização por danos morais.": "partly_granted",
    "Ante o exposto, ACOLHO o pedido de rescisão contratual e NÃO ACOLHO o pedido de indenização "
    "por danos morais.": "partly_granted",
    "Ante o exposto, JULGO PROCEDENTE o pedido principal e IMPROCEDENTE o pedido contraposto.": (
        "granted"
    ),
}


#: Round 36: embargos heard first in other words ("CONHECIDOS, MAS NÃO ACOLHIDOS", "CONHECIDOS
#: E, NO MÉRITO, REJEITADOS"), judged as a claim is ("julgo improcedentes os embargos de
#: declaração"), and as an ementa's topic ("REJEIÇÃO DOS ACLARATÓRIOS.", "NÃO ACOLHIMENTO.")
#: (written from how courts word them, no text of the set read).
_EMBARGOS_HEAD = "EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL. OMISSÃO. CONTRADIÇÃO. INEXISTÊNCIA. "
EMBARGOS_WORDINGS = {
    f"{_EMBARGOS_HEAD}EMBARGOS DE DECLARAÇÃO CONHECIDOS, MAS NÃO ACOLHIDOS.": "embargos_rejected",
    f"{_EMBARGOS_HEAD}EMBARGOS CONHECIDOS E, NO MÉRITO, REJEITADOS.": "embargos_rejected",
    f"{_EMBARGOS_HEAD}EMBARGOS CONHECIDOS E, NO MÉRITO, ACOLHIDOS.": "embargos_accepted",
    "Ante o exposto, julgo improcedentes os embargos de declaração.": "embargos_rejected",
    "Ante o exposto, julgo procedentes os embargos de declaração para sanar a omissão.": (
        "embargos_accepted"
    ),
    f"{_EMBARGOS_HEAD}EMBARGOS DE DECLARAÇÃO IMPROCEDENTES.": "embargos_rejected",
    f"{_EMBARGOS_HEAD}REJEIÇÃO DOS ACLARATÓRIOS.": "embargos_rejected",
    f"{_EMBARGOS_HEAD}ACOLHIMENTO PARCIAL DOS EMBARGOS.": "embargos_accepted",
    f"{_EMBARGOS_HEAD}NÃO ACOLHIMENTO.": "embargos_rejected",
    "EMBARGOS À EXECUÇÃO. Ante o exposto, julgo improcedentes os embargos à execução.": "denied",
    "Não é caso de acolhimento dos embargos, como se verá. Ante o exposto, rejeito os embargos de "
    "declaração.": "embargos_rejected",
}


#: Round 37: what a judge puts between "HOMOLOGO" and what is homologated ("HOMOLOGO, por
#: sentença, para que produza seus jurídicos e legais efeitos, o acordo") (written from how
#: sentences word it, no text of the set read).
HOMOLOGATIONS = {
    "Isto posto, HOMOLOGO, por sentença, para que produza seus jurídicos e legais efeitos, o "
    "acordo celebrado, e JULGO EXTINTO o processo, com resolução do mérito, nos termos do artigo "
    "487, inciso III, alínea b, do Código de Processo Civil.": "settled",
    "HOMOLOGO, para que surta seus efeitos legais, a desistência da ação e julgo extinto o "
    "processo, nos termos do art. 485, VIII, do CPC.": "dismissed",
    "Ante o exposto, HOMOLOGO o acordo de fls. 45.": "settled",
}


#: Round 38: the sentence confirmed in the remessa's review ("em reexame necessário, confirmar a
#: sentença"), kept beside a partial grant ("mantenho a sentença nos demais termos": what the
#: sentence became, not a second appeal's result), an appeal "acolhido" in the infinitive or in
#: part, and a sentence reformed in the gerund (written from how courts word them, no text of
#: the set read).
SENTENCE_KEPT_OR_REFORMED = {
    "Ante o exposto, dou parcial provimento ao recurso para reduzir a multa, mantenho a sentença "
    "nos demais termos.": "appeal_partly_granted",
    "ACORDAM os Desembargadores, por unanimidade, em reexame necessário, confirmar a sentença.": (
        "appeal_denied"
    ),
    "REMESSA NECESSÁRIA. Ante o exposto, em reexame necessário, confirmo a sentença.": (
        "appeal_denied"
    ),
    "ACORDAM, por unanimidade, em acolher parcialmente o recurso.": "appeal_partly_granted",
    "Ante o exposto, julgo procedente o pedido inicial, reformando a sentença, para condenar o "
    "réu.": "appeal_granted",
}


#: Round 40: what the court below decided, told with it as the subject ("O Juízo a quo julgou
#: improcedentes os pedidos", "O Tribunal de origem deu provimento"), in a text cut before its
#: own result, is no verdict of this one; the court's own result ("Deram provimento ao
#: recurso", "A Turma, por unanimidade, deu provimento") still is (written from how votes and
#: reports word them, no text of the set read).
COURT_BELOW_TOLD = {
    "de origem. O Juízo a quo julgou improcedentes os pedidos iniciais, ao fundamento de que não "
    "houve prova do dano. Irresignada, apela a autora.": "unknown",
    "O magistrado de primeiro grau extinguiu o processo sem resolução do mérito. Contra essa "
    "decisão insurge-se o apelante.": "unknown",
    "O Tribunal de origem deu provimento à apelação do Estado. No recurso especial, alega-se "
    "violação ao art. 1.022 do CPC.": "unknown",
    "A Turma, por unanimidade, deu provimento ao recurso, nos termos do voto do Relator.": (
        "appeal_granted"
    ),
    "Trata-se de apelação. É o relatório. A sentença deu correta solução à lide, razão pela qual "
    "nego provimento ao recurso.": "appeal_denied",
}


#: Round 42: an appeal's result written after its noun ("PROVIMENTO NEGADO.", "PROVIMENTO
#: DADO.") and the first instance's result kept ("IMPROCEDÊNCIA MANTIDA."), after a caption that
#: names the sentence's verdict (written from how ementas word them, no text of the set read).
_JUDGED_BELOW = "APELAÇÃO CÍVEL. AÇÃO JULGADA IMPROCEDENTE NA ORIGEM. INCONFORMISMO DO AUTOR. "
RESULTS_AFTER_THEIR_NOUN = {
    f"{_JUDGED_BELOW}PROVIMENTO NEGADO.": "appeal_denied",
    f"{_JUDGED_BELOW}PROVIMENTO DADO.": "appeal_granted",
    f"{_JUDGED_BELOW}IMPROCEDÊNCIA MANTIDA.": "appeal_denied",
    f"{_JUDGED_BELOW}IMPROCEDÊNCIA MANTIDA. APELO DESPROVIDO.": "appeal_denied",
}


#: Round 43: the decision below kept or reformed in other nouns ("PROCEDÊNCIA PARCIAL MANTIDA.",
#: "EXTINÇÃO MANTIDA.", "SENTENÇA DE EXTINÇÃO MANTIDA.", "CONDENAÇÃO MANTIDA.", "INDEFERIMENTO
#: MANTIDO.", "CONDENAÇÃO PARCIALMENTE REFORMADA.") (written from how ementas word them, no text
#: of the set read).
DECISION_BELOW_KEPT = {
    "APELAÇÃO CÍVEL. AÇÃO JULGADA PARCIALMENTE PROCEDENTE NA ORIGEM. PROCEDÊNCIA PARCIAL "
    "MANTIDA.": "appeal_denied",
    "APELAÇÃO CÍVEL. EXTINÇÃO DO PROCESSO SEM RESOLUÇÃO DO MÉRITO. ABANDONO. EXTINÇÃO MANTIDA.": (
        "appeal_denied"
    ),
    "APELAÇÃO CÍVEL. ABANDONO DA CAUSA. SENTENÇA DE EXTINÇÃO MANTIDA.": "appeal_denied",
    "APELAÇÃO CÍVEL. RESPONSABILIDADE CIVIL. DANOS MORAIS. CONDENAÇÃO MANTIDA.": "appeal_denied",
    "APELAÇÃO CÍVEL. DANOS MORAIS. QUANTUM. REDUÇÃO. CONDENAÇÃO PARCIALMENTE REFORMADA.": (
        "appeal_partly_granted"
    ),
    "AGRAVO DE INSTRUMENTO. TUTELA DE URGÊNCIA. INDEFERIMENTO MANTIDO.": "appeal_denied",
    "APELAÇÃO CÍVEL. DANOS MORAIS. RECURSO PARCIALMENTE PROVIDO. CONDENAÇÃO MANTIDA QUANTO AO "
    "MAIS.": "appeal_partly_granted",
}


#: Round 44: the appeal named as a claim is ("APELO IMPROCEDENTE.", "INCONFORMISMO PROCEDENTE.",
#: "PRETENSÃO RECURSAL ACOLHIDA / REJEITADA.") and the sentence praised ("SENTENÇA
#: IRRETOCÁVEL.") after a caption that names the sentence's verdict (written from how ementas
#: word them, no text of the set read).
APPEAL_AS_A_CLAIM = {
    f"{_JUDGED_BELOW}PRETENSÃO RECURSAL ACOLHIDA.": "appeal_granted",
    f"{_JUDGED_BELOW}PRETENSÃO RECURSAL REJEITADA.": "appeal_denied",
    f"{_JUDGED_BELOW}APELO IMPROCEDENTE.": "appeal_denied",
    f"{_JUDGED_BELOW}INCONFORMISMO PROCEDENTE. SENTENÇA REFORMADA.": "appeal_granted",
    f"{_JUDGED_BELOW}SENTENÇA IRRETOCÁVEL.": "appeal_denied",
    f"{_JUDGED_BELOW}SENTENÇA IRRETOCÁVEL NESTE PONTO. RECURSO PARCIALMENTE PROVIDO.": (
        "appeal_partly_granted"
    ),
}


#: Round 45: civil and labour judgments whose words an acquittal or a criminal charge matches -
#: a defendant absolved of the claims ("absolvo a 2ª reclamada", "absolvendo a ré dos pedidos"),
#: an acquittal in another case ("RÉU ABSOLVIDO NA ESFERA PENAL"), a denunciação da lide upheld,
#: damages claimed for a prosecution - were ``other`` (written from how courts word them, no
#: text of the set read).
CIVIL_ACQUITTALS_AND_CHARGES = {
    "Ante o exposto, absolvo a 2ª reclamada e julgo PROCEDENTES os pedidos em face da 1ª "
    "reclamada, condenando-a a pagar aviso prévio.": "granted",
    "Ante o exposto, absolvo a segunda reclamada e julgo PROCEDENTES EM PARTE os pedidos em face "
    "da primeira.": "partly_granted",
    "Ante o exposto, julgo IMPROCEDENTES os pedidos, absolvendo a ré de todos os pedidos.": (
        "denied"
    ),
    "APELAÇÃO CÍVEL. RESPONSABILIDADE CIVIL. ACIDENTE DE TRÂNSITO. RÉU ABSOLVIDO NA ESFERA PENAL. "
    "RECURSO DESPROVIDO.": "appeal_denied",
    "Ante o exposto, julgo procedente a denunciação da lide, condenando a denunciada a ressarcir "
    "o réu.": "granted",
    "Ante o exposto, julgo IMPROCEDENTE o pedido de indenização pela instauração da ação penal.": (
        "denied"
    ),
    # Criminal judgments stay ``other``.
    "Ante o exposto, absolvo a segunda denunciada, com fulcro no art. 386, V, do CPP.": "other",
    "Ante o exposto, ABSOLVO o réu da imputação de roubo majorado.": "other",
    "Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido formulado na denúncia para condenar o "
    "réu à pena de 2 anos de reclusão, fixando valor mínimo para reparação dos danos.": "other",
}


_TJSP_CAPTION = (
    "Processo Digital nº: 1002345-67.2019.8.26.0100 Classe - Assunto Procedimento Comum Cível - "
    "Indenização por Dano Moral Requerente: João da Silva Requerido: Banco Alfa S.A. Vistos. "
)
_TRT_CAPTION = (
    "PODER JUDICIÁRIO JUSTIÇA DO TRABALHO 12ª Vara do Trabalho de Belo Horizonte ATOrd "
    "0010123-45.2021.5.03.0012 RECLAMANTE: JOÃO DA SILVA RECLAMADO: ALFA COMÉRCIO LTDA. SENTENÇA "
)
_ARREST = (
    "O autor alega que foi preso em flagrante indevidamente, acusado de furto pelos seguranças, e "
    "que a materialidade do delito nunca foi demonstrada. "
)
_DISMISSAL = (
    "O reclamante foi dispensado por justa causa, acusado de furto de mercadorias. A materialidade "
    "do ato de improbidade não restou provada. "
)

#: Round 46: a civil or labour first-instance judgment whose text writes two kinds of criminal
#: matter (an arrest, the "acusado", the "materialidade") under a caption naming its TPU class
#: ("Procedimento Comum Cível", "Procedimento do Juizado Especial Cível") or a labour court
#: ("Vara do Trabalho", "ATOrd"), and the "mera detenção" of a possessory case, were ``other``
#: (written from how courts word them, no text of the set read).
CIVIL_CAPTIONS = {
    f"{_TJSP_CAPTION}{_ARREST}Ante o exposto, JULGO PROCEDENTE o pedido para condenar o réu ao "
    "pagamento de R$ 10.000,00 a título de danos morais.": "granted",
    f"{_TJSP_CAPTION.replace('Comum Cível', 'do Juizado Especial Cível')}{_ARREST}Ante o exposto, "
    "JULGO IMPROCEDENTE o pedido.": "denied",
    f"{_TJSP_CAPTION}O réu exerce mera detenção do imóvel. A materialidade da posse não foi "
    "comprovada. Ante o exposto, JULGO IMPROCEDENTE o pedido.": "denied",
    f"{_TRT_CAPTION}{_DISMISSAL}Ante o exposto, julgo PROCEDENTES EM PARTE os pedidos para "
    "condenar a reclamada a pagar aviso prévio.": "partly_granted",
    # A criminal case's caption keeps its judgment ``other``.
    "Processo nº 0001234-56.2020.8.26.0050 Classe - Assunto Ação Penal - Procedimento Ordinário - "
    f"Furto. {_ARREST}Ante o exposto, JULGO PROCEDENTE a ação para condenar o acusado à pena de 1 "
    "ano de reclusão.": "other",
}


_TJTO_VOTE = "Ante o exposto, voto no sentido de "

#: Round 47: the appeal or the embargos as the verb's pronoun ("PROVÊ-LO", "DESPROVÊ-LO",
#: "PROVÊ-LO PARCIALMENTE", "negando-lhe provimento", "e o prover", "NÃO ACOLHÊ-LOS",
#: "DESACOLHÊ-LOS") were not read, and "NÃO ACOLHÊ-LOS" was read as the embargos accepted (written
#: from how courts word them, no text of the set read).
PRONOUNS = {
    f"{_TJTO_VOTE}CONHECER do recurso e DESPROVÊ-LO.": "appeal_denied",
    f"{_TJTO_VOTE}CONHECER do recurso e PROVÊ-LO PARCIALMENTE, para afastar a condenação em danos "
    "morais.": "appeal_partly_granted",
    f"{_TJTO_VOTE}CONHECER do recurso e PROVÊ-LO.": "appeal_granted",
    f"{_TJTO_VOTE}CONHECER dos embargos de declaração e NÃO ACOLHÊ-LOS, ante a ausência de "
    "omissão.": "embargos_rejected",
    f"{_TJTO_VOTE}CONHECER dos embargos de declaração e DESACOLHÊ-LOS.": "embargos_rejected",
    "Ante o exposto, conheço do recurso, negando-lhe provimento.": "appeal_denied",
    "ACORDAM os Desembargadores em conhecer do recurso e o prover.": "appeal_granted",
    "ACORDAM os Desembargadores em conhecer do recurso e o desprover.": "appeal_denied",
    "ACORDAM os Desembargadores em conhecer do recurso e o prover parcialmente.": (
        "appeal_partly_granted"
    ),
    "ACORDAM os Desembargadores em conhecer do recurso e prover-lhe.": "appeal_granted",
    # An instruction to a party is no verdict on an appeal.
    "Ante o exposto, julgo procedente o pedido, cabendo à ré a prover os meios necessários.": (
        "granted"
    ),
}


_EMBARGOS_HEAD = (
    "EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL. ALEGAÇÃO DE OMISSÃO. INEXISTÊNCIA. PRETENSÃO DE "
    "REDISCUSSÃO DA MATÉRIA. "
)

#: Round 49: embargos judged in other words - "CONHECIDOS E NEGADOS", "INACOLHIDOS", "NÃO
#: ACOLHIMENTO DOS EMBARGOS.", "CONHECIDOS E JULGADOS IMPROCEDENTES", "EMBARGOS CONHECIDOS PARA,
#: NO MÉRITO, REJEITÁ-LOS", "conhecer dos embargos e negar-lhes provimento" (bare embargos heard),
#: "declaratórios para acolhê-los" (written from how courts word them, no text of the set read).
EMBARGOS_IN_OTHER_WORDS = {
    f"{_EMBARGOS_HEAD}EMBARGOS DECLARATÓRIOS CONHECIDOS E NEGADOS.": "embargos_rejected",
    f"{_EMBARGOS_HEAD}EMBARGOS CONHECIDOS E INACOLHIDOS.": "embargos_rejected",
    f"{_EMBARGOS_HEAD}NÃO ACOLHIMENTO DOS EMBARGOS.": "embargos_rejected",
    f"{_EMBARGOS_HEAD}EMBARGOS DE DECLARAÇÃO CONHECIDOS E JULGADOS IMPROCEDENTES.": (
        "embargos_rejected"
    ),
    f"{_EMBARGOS_HEAD}EMBARGOS CONHECIDOS PARA, NO MÉRITO, REJEITÁ-LOS.": "embargos_rejected",
    "ACORDAM os Desembargadores, à unanimidade, em conhecer dos embargos e negar-lhes "
    "provimento.": "embargos_rejected",
    "ACORDAM os Desembargadores, à unanimidade, em conhecer dos declaratórios para acolhê-los, sem "
    "efeitos modificativos.": "embargos_accepted",
    # Embargos à execução upheld are the embargante's claim, not embargos de declaração.
    "Trata-se de embargos à execução. Conheço dos embargos à execução e os acolho.": "unknown",
}


_SHOPPER = (
    "CLIENTE ACUSADO DE FURTO EM SUPERMERCADO. ABORDAGEM VEXATÓRIA. CONSTRANGIMENTO ILEGAL. DANO "
    "MORAL CONFIGURADO. RECURSO PROVIDO."
)

#: Round 50: a civil ementa whose subject heads it ("CIVIL.", "CONSUMIDOR.", "DIREITO
#: BANCÁRIO.", "CONSTITUCIONAL E ADMINISTRATIVO.", "AGRAVO DE INSTRUMENTO.") and whose topics
#: write two kinds of criminal matter was ``other`` (written from how ementas word them, no text
#: of the set read).
CIVIL_SUBJECTS = {
    f"CIVIL. {_SHOPPER}": "appeal_granted",
    f"CONSUMIDOR. {_SHOPPER}": "appeal_granted",
    f"DIREITO BANCÁRIO. {_SHOPPER}": "appeal_granted",
    f"CONSTITUCIONAL E ADMINISTRATIVO. {_SHOPPER}": "appeal_granted",
    f"AGRAVO DE INSTRUMENTO. {_SHOPPER}": "appeal_granted",
    f"EMENTA: DIREITO DE FAMÍLIA. {_SHOPPER}": "appeal_granted",
    # A criminal subject keeps its case criminal.
    "PENAL. ROUBO. MATERIALIDADE E AUTORIA. DOSIMETRIA. RECURSO DESPROVIDO.": "other",
}


_WRONGFUL_ARREST = (
    "Apelação. Autor acusado de furto e mantido em prisão em flagrante por erro de identificação. "
    "Falha do serviço. Dano moral devido. Recurso desprovido. "
)

#: Round 51: a civil text that writes two kinds of criminal matter, whose citation line or head
#: names a chamber or court that judges civil matter only ("Câmara de Direito Público / Privado /
#: Comercial", "Turma Recursal Cível", "Vara da Fazenda Pública") or the State's liability, was
#: ``other`` (written from how courts word them, no text of the set read).
CIVIL_CHAMBERS = {
    f"{_WRONGFUL_ARREST}(TJSP; Apelação 1001234-56.2020.8.26.0053; Relator (a): Fulano; Órgão "
    "Julgador: 3ª Câmara de Direito Público; Data do Julgamento: 10/03/2021)": "appeal_denied",
    f"{_WRONGFUL_ARREST}Quinta Câmara de Direito Comercial. Florianópolis, 10 de março de 2021.": (
        "appeal_denied"
    ),
    f"{_WRONGFUL_ARREST}1ª Turma Recursal Cível. Julgado em 10/03/2021.": "appeal_denied",
    f"{_WRONGFUL_ARREST}Órgão Julgador: 1ª Turma Recursal da Fazenda Pública.": "appeal_denied",
    f"Responsabilidade do Estado. {_WRONGFUL_ARREST}": "appeal_denied",
    # A court of both keeps a criminal case criminal.
    f"{_WRONGFUL_ARREST}Turma Recursal Cível e Criminal.": "other",
}


#: Round 52: an extinction under CPC art. 485 ("JULGO EXTINTO o feito, com fundamento no art.
#: 485, VIII") was unknown ("com" was taken for "com resolução do mérito"; one under art. 487
#: stays on the merits), and one claim ended without the merits beside the verdict on the others
#: was the whole case dismissed (written from how sentences word them, no text of the set read).
EXTINCTIONS = {
    "Pelo exposto, JULGO EXTINTO o feito, com fundamento no art. 485, VIII, do CPC, ante a "
    "desistência manifestada.": "dismissed",
    "Ante o exposto, JULGO EXTINTO o processo, com fundamento no art. 487, II, do CPC.": "denied",
    "Pelo exposto, extingo o processo sem resolução do mérito em relação ao pedido de adicional "
    "de insalubridade e julgo PROCEDENTES EM PARTE os demais pedidos.": "partly_granted",
    "Ante o exposto, julgo extinto o processo sem resolução do mérito, nos termos do art. 485, "
    "VI, do CPC, quanto ao pedido de danos morais, e julgo IMPROCEDENTES os demais pedidos.": (
        "denied"
    ),
    # Ended as a whole, the process is dismissed whatever follows the full stop.
    "Ante o exposto, julgo extinto o processo sem resolução do mérito. Quanto ao pedido "
    "contraposto, julgo-o improcedente.": "dismissed",
}


#: Round 53: a juvenile's offence (ECA ato infracional), whose socio-educational outcomes the TPU
#: map files as ``other``, was read as a civil claim or appeal (written from how courts word
#: them, no text of the set read).
JUVENILE_OFFENCES = {
    "APELAÇÃO CÍVEL. ESTATUTO DA CRIANÇA E DO ADOLESCENTE. ATO INFRACIONAL ANÁLOGO AO CRIME DE "
    "ROUBO. MEDIDA SOCIOEDUCATIVA DE INTERNAÇÃO. RECURSO DESPROVIDO.": "other",
    "Ante o exposto, julgo improcedente a representação e absolvo o adolescente.": "other",
    "Ante o exposto, concedo a remissão ao adolescente, como forma de exclusão do processo, e "
    "julgo extinto o feito.": "other",
    # A civil claim about one, or a child's civil case, stays civil.
    "APELAÇÃO CÍVEL. AÇÃO DE INDENIZAÇÃO. MORTE DE ADOLESCENTE EM UNIDADE DE CUMPRIMENTO DE "
    "MEDIDA SOCIOEDUCATIVA. RESPONSABILIDADE OBJETIVA DO ESTADO. RECURSO DESPROVIDO.": (
        "appeal_denied"
    ),
    "AGRAVO DE INSTRUMENTO. ECA. ACOLHIMENTO INSTITUCIONAL. DESTITUIÇÃO DO PODER FAMILIAR. "
    "RECURSO DESPROVIDO.": "appeal_denied",
}


_CONTRACT = "APELAÇÃO CÍVEL. CONTRATO BANCÁRIO. JUROS REMUNERATÓRIOS. ABUSIVIDADE. "

#: Round 54: the appeal's result as the noun "acolhimento" - an ementa's closing topic
#: ("ACOLHIMENTO DO RECURSO.", "NÃO ACOLHIMENTO DO RECURSO.", "ACOLHIMENTO PARCIAL DO APELO.")
#: and a vote's "pelo acolhimento do recurso" - was not read (written from how courts word them,
#: no text of the set read).
APPEAL_ACCEPTED_AS_A_NOUN = {
    f"{_CONTRACT}ACOLHIMENTO DO RECURSO.": "appeal_granted",
    f"{_CONTRACT}NÃO ACOLHIMENTO DO RECURSO.": "appeal_denied",
    f"{_CONTRACT}ACOLHIMENTO PARCIAL DO APELO.": "appeal_partly_granted",
    "Ante o exposto, voto pelo acolhimento do recurso.": "appeal_granted",
    "Ante o exposto, voto pelo não acolhimento do recurso.": "appeal_denied",
    # A party's request rules nothing.
    "Em contrarrazões, o apelado requer o não acolhimento do recurso. Ante o exposto, dou "
    "provimento ao recurso.": "appeal_granted",
}


#: Round 55: an execution ended for a prescription ("reconheço a prescrição intercorrente e
#: JULGO EXTINTA a execução fiscal": CPC art. 924, V, TPU 196) was ``denied``, and a grant with a
#: claim excluded ("excluída a pretensão de lucros cessantes") ``granted`` (written from how
#: sentences word them, no text of the set read).
EXECUTIONS_AND_EXCLUSIONS = {
    "Ante o exposto, reconheço a prescrição intercorrente e JULGO EXTINTA a execução fiscal, nos "
    "termos do art. 40 da Lei 6.830/80.": "other",
    "Ante o exposto, declaro a prescrição da pretensão executiva e JULGO EXTINTA a execução.": (
        "other"
    ),
    "Ante o exposto, JULGO PROCEDENTE o pedido, excluída a pretensão de lucros cessantes, para "
    "condenar a ré ao pagamento dos danos emergentes.": "partly_granted",
    # A prescription that ends the process on the merits is the claim rejected.
    "Ante o exposto, pronuncio a prescrição e JULGO EXTINTO o processo com resolução do mérito.": (
        "denied"
    ),
}


#: Round 56: a criminal court's first-instance decision ("Juízo da 2ª Vara Criminal", "Juizado
#: Especial Criminal", "Vara de Violência Doméstica e Familiar contra a Mulher") on a request
#: (the restitution of a thing seized, protective measures) was read as a civil claim, and a
#: criminal settlement homologated (transação penal, acordo de não persecução penal) as
#: ``settled`` (written from how courts word them, no text of the set read).
CRIMINAL_COURTS_AND_SETTLEMENTS = {
    "Juízo da 2ª Vara Criminal de Palmas. SENTENÇA. Trata-se de pedido de restituição de coisa "
    "apreendida. Ante o exposto, JULGO PROCEDENTE o pedido e determino a restituição do "
    "veículo.": "other",
    "1ª Vara de Violência Doméstica e Familiar contra a Mulher. Trata-se de pedido de revogação "
    "de medidas protetivas. Ante o exposto, JULGO IMPROCEDENTE o pedido.": "other",
    "Ante o exposto, HOMOLOGO a transação penal, nos termos do art. 76 da Lei 9.099/95.": "other",
    "Ante o exposto, homologo o acordo de não persecução penal.": "other",
    # A court of both, and a civil settlement, are no criminal case.
    "1ª Vara Cível e Criminal de Miracema. Ante o exposto, JULGO PROCEDENTE o pedido de "
    "indenização.": "granted",
    "Ante o exposto, HOMOLOGO a transação celebrada entre as partes.": "settled",
}


_ALAGOAS = (
    "ACORDAM os Desembargadores membros da 3ª Câmara Cível do Tribunal de Justiça do Estado de "
    "Alagoas, à unanimidade de votos, em CONHECER do recurso e "
)

#: Round 57: an appeal judged as a claim, as the verb's pronoun ("CONHECER do recurso e JULGÁ-LO
#: PARCIALMENTE PROCEDENTE") was read as a first-instance ``partly_granted``, and alone ("JULGÁ-LO
#: PROCEDENTE.") not read (written from how acórdãos word them, no text of the set read).
APPEAL_JUDGED_AS_A_CLAIM = {
    f"{_ALAGOAS}JULGÁ-LO PARCIALMENTE PROCEDENTE.": "appeal_partly_granted",
    f"{_ALAGOAS}JULGÁ-LO PROCEDENTE.": "appeal_granted",
    f"{_ALAGOAS}JULGÁ-LO IMPROCEDENTE.": "appeal_denied",
    # A judge's "julgo-o" judges a claim.
    "Ante o exposto, quanto ao pedido de danos morais, julgo-o improcedente.": "denied",
}


_VOTE_TO_GRANT = (
    "VOTO. O recurso merece provimento. Ante o exposto, voto no sentido de conhecer do recurso e "
    "dar-lhe provimento. EXTRATO DE ATA. CERTIFICO que na sessão foi proferida a seguinte "
    "decisão: "
)

#: Round 58: a session's record that judged nothing ("ADIADO O JULGAMENTO", "RETIRADO DE PAUTA")
#: after the rapporteur's vote had the vote read as the judgment; eproc's "foi proferida a
#: seguinte decisão" is a session's record (written from how courts word them, no text of the
#: set read).
SESSIONS_THAT_JUDGED_NOTHING = {
    f"{_VOTE_TO_GRANT}ADIADO O JULGAMENTO A PEDIDO DO RELATOR.": "unknown",
    f"{_VOTE_TO_GRANT}RETIRADO DE PAUTA.": "unknown",
    # The record's own result decides over the vote.
    f"{_VOTE_TO_GRANT}A 5ª CÂMARA DE DIREITO CIVIL DECIDIU, POR MAIORIA, VENCIDO O RELATOR, "
    "CONHECER DO RECURSO E NEGAR-LHE PROVIMENTO.": "appeal_denied",
}


#: Round 59: a rescisória upheld "para desconstituir a sentença" was read as an appeal granted
#: (the sentence annulled decided over the action's verdict) (written from how courts word them,
#: no text of the set read).
RESCISSIONS = {
    "ACORDAM os Desembargadores, por unanimidade, em julgar procedente o pedido rescisório para "
    "desconstituir a sentença.": "granted",
    # An appeal against a rescisória judged below is still the appeal's result.
    "APELAÇÃO CÍVEL. AÇÃO RESCISÓRIA JULGADA IMPROCEDENTE NA ORIGEM. SENTENÇA MANTIDA. RECURSO "
    "DESPROVIDO.": "appeal_denied",
}


_DEBT = "APELAÇÃO CÍVEL. AÇÃO DE COBRANÇA. "

#: Round 60: an ementa's topics that say what became of the verdict below or of the appeal -
#: "IMPROCEDÊNCIA DO PEDIDO. MANUTENÇÃO.", "IMPROCEDÊNCIA. DESACERTO. REFORMA.", "INSURGÊNCIA DO
#: RÉU. AUSÊNCIA DE RAZÃO.", "INCONFORMISMO DO AUTOR. PARCIAL RAZÃO.", "ANULAÇÃO / CASSAÇÃO DA
#: SENTENÇA." - were read as the verdict below or not at all (written from how ementas word them,
#: no text of the set read).
TOPICS_ON_THE_VERDICT_BELOW = {
    f"{_DEBT}NULIDADE DA SENTENÇA. INOCORRÊNCIA. IMPROCEDÊNCIA DO PEDIDO. MANUTENÇÃO.": (
        "appeal_denied"
    ),
    f"{_DEBT}IMPROCEDÊNCIA. DESACERTO. REFORMA.": "appeal_granted",
    f"{_DEBT}PROCEDÊNCIA DO PEDIDO. IRRESIGNAÇÃO. DESCABIMENTO.": "appeal_denied",
    f"{_DEBT}SENTENÇA DE PROCEDÊNCIA. INSURGÊNCIA DO RÉU. AUSÊNCIA DE RAZÃO.": "appeal_denied",
    f"{_DEBT}SENTENÇA DE IMPROCEDÊNCIA. INCONFORMISMO DO AUTOR. PARCIAL RAZÃO.": (
        "appeal_partly_granted"
    ),
    f"{_DEBT}ERROR IN PROCEDENDO. ANULAÇÃO DA SENTENÇA. RETORNO DOS AUTOS À ORIGEM.": (
        "appeal_granted"
    ),
    f"{_DEBT}CERCEAMENTO DE DEFESA. CASSAÇÃO DA SENTENÇA.": "appeal_granted",
    # Refused, it is no result.
    f"{_DEBT}ANULAÇÃO DA SENTENÇA. IMPOSSIBILIDADE. RECURSO DESPROVIDO.": "appeal_denied",
}


_CLAIM_FOR_DAMAGES = "APELAÇÃO CÍVEL. AÇÃO DE INDENIZAÇÃO. "

#: Round 61: the verdict below as the court below gave it ("PEDIDO JULGADO PROCEDENTE NA ORIGEM",
#: "IMPROCEDENTE EM PRIMEIRO GRAU") was read as the decision's own, and what became of it in
#: other topics ("SENTENÇA DE PROCEDÊNCIA. MANUTENÇÃO.", "SENTENÇA QUE JULGOU IMPROCEDENTE O
#: PEDIDO. REFORMA.", "IMPROCEDÊNCIA DO PEDIDO INICIAL MANTIDA.") was not read (written from how
#: ementas word them, no text of the set read).
VERDICTS_BELOW_AS_GIVEN = {
    f"{_CLAIM_FOR_DAMAGES}PEDIDO JULGADO PROCEDENTE NA ORIGEM. RECURSO DO RÉU.": "unknown",
    f"{_CLAIM_FOR_DAMAGES}AÇÃO JULGADA IMPROCEDENTE EM PRIMEIRO GRAU. INCONFORMISMO DO AUTOR.": (
        "unknown"
    ),
    f"{_CLAIM_FOR_DAMAGES}SENTENÇA DE PROCEDÊNCIA. MANUTENÇÃO.": "appeal_denied",
    f"{_CLAIM_FOR_DAMAGES}SENTENÇA QUE JULGOU IMPROCEDENTE O PEDIDO. REFORMA.": "appeal_granted",
    f"{_CLAIM_FOR_DAMAGES}IMPROCEDÊNCIA DO PEDIDO INICIAL MANTIDA.": "appeal_denied",
    # The appeal's own result still decides; a judge's verdict is the judge's.
    f"{_CLAIM_FOR_DAMAGES}AÇÃO JULGADA IMPROCEDENTE NA ORIGEM. PROVIMENTO NEGADO.": "appeal_denied",
    "Ante o exposto, JULGO PROCEDENTE o pedido formulado na origem da demanda.": "granted",
}


_REVISION = "APELAÇÃO CÍVEL. CONTRATO. REVISÃO. "

#: Round 62: the decision under review by its other names ("DECISUM MANTIDO.", "MANUTENÇÃO DO
#: JULGADO.", "REFORMA DO DECISUM.", "JULGADO REFORMADO EM PARTE.", "DECISÃO INTERLOCUTÓRIA
#: MANTIDA.", "DECISÃO RECORRIDA REFORMADA EM PARTE.") was not read (written from how ementas word
#: them, no text of the set read).
DECISION_BELOW_BY_OTHER_NAMES = {
    f"{_REVISION}DECISUM MANTIDO.": "appeal_denied",
    f"{_REVISION}MANUTENÇÃO DO JULGADO.": "appeal_denied",
    f"{_REVISION}REFORMA DO DECISUM.": "appeal_granted",
    f"{_REVISION}JULGADO REFORMADO EM PARTE.": "appeal_partly_granted",
    f"{_REVISION}DECISÃO INTERLOCUTÓRIA MANTIDA.": "appeal_denied",
    f"{_REVISION}DECISÃO RECORRIDA REFORMADA EM PARTE.": "appeal_partly_granted",
}


#: Round 63: the remessa's review that reforms the sentence, named before what it did ("negar
#: provimento ao recurso voluntário e, em reexame necessário, reformar parcialmente a sentença"),
#: was read as the appeal denied alone; it is a second result, as "SENTENÇA PARCIALMENTE REFORMADA
#: EM REMESSA NECESSÁRIA" is since round 32 (written from how acórdãos word them, no text of the
#: set read).
REVIEWS_NAMED_BEFORE = {
    "ACORDAM em negar provimento ao recurso voluntário e, em reexame necessário, reformar "
    "parcialmente a sentença.": "unknown",
    "ACORDAM em, em reexame necessário, reformar parcialmente a sentença.": (
        "appeal_partly_granted"
    ),
    # A sentence the review confirms is the appeal's result too (round 38).
    "ACORDAM em, em reexame necessário, confirmar a sentença, prejudicado o recurso "
    "voluntário.": "appeal_denied",
    # An appeal granted "para reformar parcialmente a sentença" is granted (OUTCOMES.md).
    "ACORDAM em dar provimento ao recurso para reformar parcialmente a sentença.": (
        "appeal_granted"
    ),
}


#: Round 64: in a first-instance text about embargos that are a claim (à execução, de terceiro)
#: and names none de declaração, "ACOLHO (PARCIALMENTE) os embargos" and "REJEITO os embargos"
#: were read as embargos de declaração judged (written from how sentences word them, no text of
#: the set read).
CLAIM_EMBARGOS_JUDGED = {
    "EMBARGOS À EXECUÇÃO. Trata-se de embargos à execução opostos por FULANO. É o relatório. "
    "Decido. Ante o exposto, ACOLHO os embargos para reconhecer o excesso de execução.": "granted",
    "Processo: Embargos à Execução. Vistos. Ante o exposto, ACOLHO PARCIALMENTE os embargos, para "
    "reduzir o valor executado.": "partly_granted",
    "Classe: Embargos de Terceiro Cível. Ante o exposto, ACOLHO os embargos e determino o "
    "levantamento da constrição.": "granted",
    "Classe: Embargos à Execução. Ante o exposto, REJEITO os embargos.": "denied",
    # Embargos de declaração named are judged as such.
    "Classe: Embargos à Execução. Trata-se de embargos de declaração opostos contra a sentença. "
    "Ante o exposto, ACOLHO os embargos para sanar a omissão.": "embargos_accepted",
}


#: Round 65: TJAM's 2016 gazette teor (tuned, ``draw_v21.py``), first run 43 of 56 judgments:
#: a claim upheld in part after another rejected or upheld, "PARCIAMENTE", the extinction as a
#: noun with its article, an execution ended by "a presente execução" or by its article (794, I;
#: 924, II), embargos de declaração called "apelo integrativo".
GAZETTE_TEOR = {
    "Ex positis, JULGO IMPROCEDENTE os pedidos de indenização por dano material e repetição de "
    "indébito. JULGO PARCIALMENTE PROCEDENTE o pedido de indenização por dano moral, condenando "
    "o Réu ao pagamento de R$ 5.000,00.": "partly_granted",
    "Diante do exposto, hei por bem JULGAR PROCEDENTE a demanda, para CONDENAR as Requeridas a "
    "restituírem R$ 1.630,55. JULGO PARCIALMENTE PROCEDENTE a demanda, para CONDENAR os "
    "Requeridos ao pagamento de R$ 3.000,00 a título de danos morais.": "partly_granted",
    "Ante o exposto, JULGO PARCIAMENTE PROCEDENTES os pedidos da inicial.": "partly_granted",
    "Intimação sem resultado. Extinção, com fundamento no artigo 267, III, do CPC. Custas "
    "suspensas. Intime-se.": "dismissed",
    "Isto posto, nos termos do art. 794, I, do Código de Processo Civil, JULGO EXTINTA A "
    "PRESENTE EXECUÇÃO. Expeça-se alvará em favor do exequente.": "other",
    "Ante o exposto, satisfeita a pretensão autoral, DECLARO cumprido o encargo, para extinguir "
    "o processo, nos termos do artigo 794, I, da Lei de Ritos.": "other",
    "Dispositivo. Ante o exposto, julgo improcedente o apelo integrativo interposto, mantendo-se "
    "a sentença vergastada.": "embargos_rejected",
    "Ante o exposto, acolho o recurso integrativo, sem efeitos infringentes.": "embargos_accepted",
}


#: What a gazette publishes around a TJAM monocratic decision (round 66, ``draw_v23.py``): the
#: rapporteur and parties before it, the intimation after it.
_PUBLISHED_HEAD = (
    "Decisão Monocrática proferida pelo Exmo. Sr. Desembargador Fulano de Tal, Relator do "
    "Processo Eletrônico de Apelação nº. 0203180-40.2009.8.04.0001/Manaus - AM, em que é "
    "Apelante: Manaus Energia S/A, advogados: Beltrano (1010A/AM). Apelada: Sicrana, defensor: "
    "Fulano (4808/AM). DECISÃO MONOCRÁTICA: \u201c(...) "
)
_PUBLISHED_TAIL = (
    " Intimem-se as partes. Manaus, 28 de janeiro de 2016. Desembargador Fulano. Relator.\u201d "
    "Ficam as partes intimadas, por meio de seus representantes, do inteiro teor da presente "
    "Decisão, conforme disposto no Art. 506, III do CPC. Os autos poderão ser acessados por "
    "meio do Portal de serviços e-SAJ, do Tribunal de Justiça. Secretaria da Terceira Câmara "
    "Cível, em Manaus, 1 de fevereiro de 2016. Secretária."
)
#: Round 66: TJAM's gazette again, 160 more (first run 110 of 138 judgments): the act a gazette
#: publishes in quotes ("com o seguinte teor: \u201c...\u201d"), "Por tudo quanto exposto",
#: "PARTE DISPOSITIVA", a settlement by its article (269, III) or "HOMOLOGA-SE ... a
#: transação", embargos judged by a pronoun after "art. 48" or "fls. 120/125".
GAZETTE_TEOR_AGAIN = {
    _PUBLISHED_HEAD + "Por tudo quanto exposto, dou provimento ao Recurso de Apelação em comento "
    "para anular a sentença vergastada, tudo nos termos do art. 557, §1.º-A, do Código de "
    "Processo Civil." + _PUBLISHED_TAIL: "appeal_granted",
    _PUBLISHED_HEAD + "Por tudo quanto exposto, nego seguimento ao Recurso de Apelação em "
    "comento para manter a sentença vergastada, tudo nos termos do art. 557, caput, do Código "
    "de Processo Civil." + _PUBLISHED_TAIL: "appeal_not_heard",
    "Processo 0001 - Ação Previdenciária. Relatório dispensado. 3. PARTE DISPOSITIVA: Fiel aos "
    "fundamentos acima, JULGO PROCEDENTE o pedido formulado na exordial, para condenar o INSS a "
    "conceder à autora o benefício de aposentadoria rural por idade. " + "Sem custas. " * 60: (
        "granted"
    ),
    "Isto posto, nos termos do artigo 269, III, do Código de Processo Civil, HOMOLOGO NA "
    "ÍNTEGRA O ACORDO DE FLS. 32/33 e JULGO EXTINTO O PROCESSO, COM RESOLUÇÃO DE MÉRITO.": (
        "settled"
    ),
    "Diante do pedido das partes, julgo extinto o processo, com resolução do mérito, ex vi do "
    "art. 269, III, do CPC.": "settled",
    "Assim, HOMOLOGA-SE, para que produza seus jurídicos e legais efeitos, a transação de fls. "
    "67/68 celebrada nestes autos.": "settled",
    "Nesse diapasão, conheço dos embargos por estarem em consonância com o art. 48 e acolho-os "
    "em virtude da omissão na sentença. Quanto aos demais termos, mantenho a sentença.": (
        "embargos_accepted"
    ),
    "Conheço dos embargos de declaração opostos às fls. 120/125 e acolho-os para sanar a "
    "omissão.": "embargos_accepted",
    "Conheço dos embargos de declaração, nos termos do art. 1.022 do CPC, mas rejeito-os, pois "
    "não há omissão.": "embargos_rejected",
}


_REASONS = "A parte autora foi intimada e não se manifestou nos autos no prazo assinalado. " * 8
_COSTS = "Custas pela parte autora, sem honorários, arquivem-se os autos com baixa. " * 7
#: Round 68: TJMA's first-instance PJe sentences again (``draw_v24.py``; first run 101 of 106):
#: "resolvo o mérito ... para rejeitar os pedidos", a precedent's ementa and its citation in the
#: reasons, "nos termos do art. 485" (the abbreviation's stop ends no sentence), "julgo extinta
#: a presente demanda", "Diante disso, HOMOLOGO o acordo" with pages after it.
PJE_SENTENCES_AGAIN = {
    "Diante do exposto, nos termos do art. 487, I, do CPC, resolvo o mérito desta ação para "
    "rejeitar os pedidos formulados na petição inicial. Condeno a requerente nas custas.": "denied",
    "Confiram-se entendimentos jurisprudenciais nesse sentido: MONITÓRIA – Citação não realizada "
    "– Ausência de pressuposto processual – Decisão mantida. (0055238-83.2008.8.26.0564, "
    "Relator: Sebastião Junqueira, Data de Julgamento: 30/07/2012). " + _REASONS + "Desta "
    "feita, o feito deve ser extinto sem resolução de mérito, nos termos do disposto no art. "
    "485, IV, do Código de Processo Civil, por ausência de pressuposto processual. "
    + _COSTS
    + "Cumpra-se.": "dismissed",
    "Ante o teor do requerimento de desistência anexado, homologo-a, para que produza seus "
    "jurídicos e legais efeitos. Em consequência, julgo extinta a presente demanda, fazendo-o com "
    "fulcro no art. 485, VIII, do CPC.": "dismissed",
    "Termo de audiência. " + _REASONS + "Diante disso, HOMOLOGO o acordo e, via de "
    "consequência, julgo resolvido o mérito deste feito, nos termos do art. 487, inciso III, "
    "alínea b, do Código de Processo Civil. Sem custas finais remanescentes. Outrossim, determino "
    "seja oficiado o Cartório competente, para que proceda a transcrição e lavre o devido "
    "registro do imóvel, com área de 300 metros quadrados, limitando-se ao norte com a rua "
    "projetada, ao sul com o lote vizinho, a leste com a avenida e a oeste com a área verde, "
    "conforme a planta e o memorial descritivo juntados aos autos. " * 3 + "Cumpridos os "
    "expedientes necessários, arquivem-se os autos.": "settled",
}


def _act(number: str, teor: str) -> str:
    """One act of a TJAM court-of-appeal gazette block (round 69), its teor quoted."""
    return (
        "De ordem do(a) Exmo(a). Sr(a). Des(a). Wellington José de Araújo - Relator(a) nos autos "
        f"Eletrônicos de Agravo de Instrumento nº {number}, em que é Agravante: Estado do "
        "Amazonas. Agravado: Frigorífico Ltda. Ficam as partes intimadas da DECISÃO de fls. "
        f"81/82, exarada nos autos acima cujo teor final é o seguinte, “... {teor}” Manaus/AM, 1 "
        "de fevereiro de 2016. Os autos acima citados encontram-se à disposição dos interessados. "
    )


_GRANTED = "Diante do exposto, DOU PROVIMENTO ao recurso para permitir a quebra do sigilo fiscal."
_NOT_HEARD = "Ante o exposto, nego seguimento ao recurso. Publique-se e intimem-se."
#: Round 69: a gazette block that publishes the acts of several lawsuits is ``unknown`` when
#: its acts are judged apart (TJAM's court of appeal: 6 such blocks had been read by one act);
#: a block whose acts agree, or whose other acts judge nothing, keeps its one verdict.
GAZETTE_BLOCKS = {
    _act("0839159-48.2008.8.04.0001", _GRANTED)
    + _act("4004589-57.2015.8.04.0000", _NOT_HEARD)
    + _act("0007160-11.2011.8.04.0000", _GRANTED): "unknown",
    _act("0007160-11.2011.8.04.0000", _NOT_HEARD)
    + _act("4004589-57.2015.8.04.0000", _NOT_HEARD): "appeal_not_heard",
    _act("0007160-11.2011.8.04.0000", "Intime-se o agravado para as contrarrazões.")
    + _act("4004589-57.2015.8.04.0000", _GRANTED): "appeal_granted",
}

_TRT4 = (
    "ACORDAM os Magistrados integrantes da 2ª Turma do Tribunal Regional do Trabalho da 4ª Região: "
)
_NULLITY = (
    "para decretar a nulidade dos atos processuais praticados a partir do indeferimento da prova "
    "testemunhal, determinando o retorno dos autos à origem, a fim de que seja oportunizada a "
    "produção da referida prova, assegurado o contraditório à ré, com a posterior prolação de "
    "nova sentença, e a reabertura da instrução processual com a designação de audiência. "
)
#: Round 70: TRT4's acórdãos and worldwidelaw's court samples (``draw_v25.py``,
#: ``draw_v26.py``): a preliminary of "não conhecimento" rejected; a labour court's result read
#: up to "Intime-se" (each party's appeal judged in turn); the rest of one appeal prejudiced; a
#: sentence annulled with the appeal prejudicado (round 29); the appellant's desistência; "Com
#: essas razões," as a marker; "impõe-se o acolhimento dos embargos"; a conclusion kept; and
#: round 71's, from a TST text of round 70: a labour court's case ("RECURSO DE REVISTA",
#: "Tribunal Superior do Trabalho") is civil whatever crimes its text names.
LABOUR_AND_FEDERAL = {
    _TRT4 + "preliminarmente, por unanimidade, REJEITAR A PREFACIAL DE NÃO CONHECIMENTO DO RECURSO "
    "ORDINÁRIO DA AUTORA formulada pela primeira ré em contrarrazões No mérito, por maioria, DAR "
    "PARCIAL PROVIMENTO AO RECURSO ORDINÁRIO DA AUTORA. Intime-se.": "appeal_partly_granted",
    _TRT4 + "preliminarmente, por unanimidade, rejeitar a preliminar arguida pela reclamada em "
    "contrarrazões, de não conhecimento do recurso ordinário da reclamante. No mérito, por "
    "unanimidade, NEGAR PROVIMENTO AO RECURSO ORDINÁRIO DA RECLAMANTE. Intime-se.": (
        "appeal_denied"
    ),
    _TRT4
    + "por unanimidade, dar provimento ao recurso ordinário interposto pela autora "
    + _NULLITY
    + "Por unanimidade, JULGAR PREJUDICADO O RECURSO ORDINÁRIO INTERPOSTO PELA RECLAMADA. "
    "Intime-se.": "unknown",
    _TRT4 + "por unanimidade, dar provimento parcial ao recurso ordinário do reclamante para "
    "deferir-lhe o benefício da justiça gratuita. Prejudicado o exame dos demais itens do recurso "
    "do reclamante. Intime-se.": "appeal_partly_granted",
    "10. Novo pronunciamento judicial após a reabertura da instrução. 11. Apelação do Estado de "
    "Pernambuco julgada prejudicada, com anulação da sentença e determinação de retorno dos autos "
    "ao Juízo de Origem.": "appeal_granted",
    "9. Anulação da sentença, com o retorno dos autos ao juízo de origem para reabertura da "
    "instrução probatória. Remessa necessária e Apelações da União e do Estado do Ceará julgadas "
    "prejudicadas.": "appeal_granted",
    "1. Diante do teor da petição constante no evento nº 15.1, homologo a desistência manifestada "
    "pela recorrente De Sá Participações LTDA, em relação ao recurso extraordinário interposto. "
    "2. Intimem-se.": "appeal_not_heard",
    "Com essas razões, concedo a segurança para anular o ato que demitiu o impetrante do serviço "
    "público. " + "Documento assinado digitalmente. " * 60: "granted",
    "Desse modo, impõe-se o acolhimento dos embargos de declaração, com efeitos infringentes, a "
    "fim de tornar sem efeito a decisão monocrática.": "embargos_accepted",
    "AGRAVO DE INSTRUMENTO EM RECURSO DE REVISTA INTERPOSTO PELA RECLAMADA. JUSTA CAUSA. A prova "
    "emprestada do inquérito policial, com abrangência contemporânea às práticas delitivas "
    "denunciadas, e a condenação do empregado pelo crime de furto qualificado, com pena de "
    "reclusão, sustentam a dispensa. ISTO POSTO ACORDAM os Ministros da Oitava Turma do Tribunal "
    "Superior do Trabalho, por unanimidade, conhecer do agravo de instrumento e, no mérito, "
    "negar-lhe provimento.": "appeal_denied",
    "ISTO POSTO ACORDAM os Ministros da Primeira Turma do Tribunal Superior do Trabalho, por "
    "unanimidade, conhecer dos embargos de declaração e, no mérito, dar-lhes provimento para "
    "corrigir erro material, porém, mantém-se a conclusão pelo não conhecimento do agravo, agora "
    "por falta de dialeticidade.": "embargos_accepted",
}

_PRECEDENT = (
    "Vistos. Deixo de conhecer o presente Recurso Especial. "
    + "Compete ao Superior Tribunal de Justiça julgar, em recurso especial, as causas decididas "
    "pelos Tribunais, o que não inclui as Turmas Recursais dos Juizados Especiais. "
    * 14
    + "Nesse sentido: AGRAVO INTERNO NOS "
    "EMBARGOS DE DECLARAÇÃO NO AGRAVO EM RECURSO ESPECIAL. SÚMULA 203 DO SUPERIOR TRIBUNAL DE "
    "JUSTIÇA. 2. Agravo interno a que se nega provimento. (AgInt nos EDcl no AREsp n. "
    "1.654.615/PR, relator Ministro Raul Araújo, Quarta Turma, DJe de 4/8/2021.) Intimem-se e "
    "oportunamente remetam-se os autos ao juizado de origem."
)
#: Round 71: TJPR's ementas of monocratic decisions and STF acórdãos (``draw_v27.py``): the
#: competence examined; a part heard and partly granted beside another appeal denied; the
#: appeal itself ended or its examination prejudiced; "NÃO CONHECIMENTO (CPC, ART. 932, III)"; a
#: writ not heard with its inicial refused; a settlement the court of appeal homologates, over
#: the verdict below and the appeal it prejudices, and one homologated below; an extinction
#: under appeal and the appeal not heard; the court that annuls the sentence and ends the case;
#: a precedent's citation followed by "Intimem-se"; embargos received as an agravo.
MONOCRATIC_EMENTAS = {
    "APELAÇÃO CÍVEL. COMPRA E VENDA DE IMÓVEL. MATÉRIA AFETA À 17ª CÂMARA CÍVEL (ART. 110, VIII, "
    "DO RITJPR). EXAME DE COMPETÊNCIA ACOLHIDO.": "other",
    "Recurso do Município parcialmente conhecido e na parte conhecida parcialmente provido. "
    "Recurso Fozprev conhecido e desprovido.": "unknown",
    "AGRAVO DE INSTRUMENTO. Sobrevinda a sentença, extingo o presente recurso pela perda "
    "superveniente do objeto. Intimem-se.": "appeal_not_heard",
    "Sentenciado o feito na origem, resta prejudicada a apreciação do presente recurso, que julgo "
    "extinto. Intimem-se.": "appeal_not_heard",
    "RECURSO INOMINADO. PREPARO NÃO RECOLHIDO. RECURSO DESERTO. NÃO CONHECIMENTO (CPC, ART. 932, "
    "III).": "appeal_not_heard",
    "Ante o exposto, com fulcro no art. 10 da Lei 12.016/09, não conheço da presente ação "
    "mandamental, indeferindo a inicial. Custas pelo impetrante.": "dismissed",
    "APELAÇÃO CÍVEL. AÇÃO DECLARATÓRIA. PARCIAL PROCEDÊNCIA. ACORDO CELEBRADO ENTRE AS PARTES. "
    "HOMOLOGAÇÃO DA TRANSAÇÃO PARA JULGAR EXTINTO O FEITO ORIGINÁRIO COM RESOLUÇÃO DO MÉRITO. "
    "ANÁLISE DO PRESENTE APELO PREJUDICADA.": "settled",
    "APELAÇÃO CÍVEL. DECISÃO MONOCRÁTICA. TRANSAÇÃO REALIZADA APÓS JULGAMENTO DO RECURSO DE "
    "APELAÇÃO. HOMOLOGAÇÃO.": "settled",
    "AGRAVO DE INSTRUMENTO. DECISÃO MONOCRÁTICA. ACORDO HOMOLOGADO EM PRIMEIRA INSTÂNCIA. PERDA "
    "DO INTERESSE RECURSAL. RECURSO NÃO CONHECIDO.": "appeal_not_heard",
    "DECISÃO MONOCRÁTICA. APELAÇÃO CÍVEL. EXTINÇÃO DO PROCESSO, SEM RESOLUÇÃO DE MÉRITO, EM "
    "RELAÇÃO A UM DOS DEMANDADOS. DECISÃO INTERLOCUTÓRIA. ERRO GROSSEIRO. RECURSO NÃO "
    "CONHECIDO.": "appeal_not_heard",
    "RECURSO INOMINADO. INCOMPETÊNCIA DO JUIZADO ESPECIAL. EXTINÇÃO DO FEITO SEM RESOLUÇÃO DO "
    "MÉRITO. SENTENÇA ANULADA. RECURSO PREJUDICADO.": "dismissed",
    _PRECEDENT: "appeal_not_heard",  # the opening's ruling, read since round 79 (was unknown)
    "Ementa: Embargos de declaração na reclamação. Conversão em agravo regimental. Terceirização. "
    "Agravo regimental a que se nega provimento.": "appeal_denied",
    "A Turma, por unanimidade, recebeu os embargos de declaração como agravo interno e "
    "negou-lhe provimento, nos termos do voto do Relator.": "appeal_denied",
}

#: Round 72: an ementa's class, then its criminal subject ("APELAÇÃO – PENAL – FURTO"), and the
#: appeal against a penalty's execution ("AGRAVO EM EXECUÇÃO – FALTA GRAVE"), are criminal cases
#: (TJMS's collections not drawn before: 13 of 21 criminal ementas read as civil appeals), not
#: an execução fiscal's agravo nor the habeas corpus and "alvará de soltura" of an alimony
#: arrest; from TJRJ's and TJMS's ementas and STF's search results: "NÃO PROVIDO DA SEGURADORA"
#: (a party's appeal), "Sentença que se mantém", "RECURSO QUE SE NEGA SEGUIMENTO", and the STF's
#: "Decisão A Turma, por maioria, ..." as the session's record over the ementa.
EMENTAS_AGAIN = {
    "APELAÇÃO – PENAL – FURTO NA FORMA TENTADA – TEORIA DA AMOTIO – PROVIMENTO. Os crimes de furto "
    "e roubo consumam-se com a inversão da posse. Apelação ministerial a que se dá provimento.": (
        "other"
    ),
    "AGRAVO EM EXECUÇÃO – REGRESSÃO DE REGIME – FALTA GRAVE – NULIDADE DE DECISÃO RECONHECIDA DE "
    "OFÍCIO. Contra o parecer, recurso prejudicado diante do reconhecimento da nulidade.": "other",
    "AGRAVO DE INSTRUMENTO – EXECUÇÃO FISCAL – PENHORA ONLINE – POSSIBILIDADE. Recurso conhecido "
    "e provido.": "appeal_granted",
    "HABEAS CORPUS. DIREITO DE FAMÍLIA. EXECUÇÃO DE ALIMENTOS. DEFERIMENTO DA LIMINAR COM "
    "EXPEDIÇÃO DE ALVARÁ DE SOLTURA. PAGAMENTO PARCIAL DO DÉBITO. CONCESSÃO DA ORDEM.": "granted",
    "APELAÇÃO CÍVEL – SEGURO DPVAT – VERBA HONORÁRIA MAJORADA – RECURSO PARCIALMENTE PROVIDO DA "
    "PARTE AUTORA E NÃO PROVIDO DA SEGURADORA.": "unknown",
    "Desapropriação. Justa indenização fixada pelo laudo. Sentença que se mantém, em remessa "
    "necessária.": "appeal_denied",
    "AGRAVO DE INSTRUMENTO. LITISCONSÓRCIO FACULTATIVO. Precedentes do Superior Tribunal de "
    "Justiça. RECURSO QUE SE NEGA SEGUIMENTO. Decisão monocrática - Data de Julgamento: "
    "27/03/2013": "appeal_not_heard",
    "EMENTA\n\n\n\n    AGRAVO REGIMENTAL NO RECURSO EXTRAORDINÁRIO COM AGRAVO. CONCESSÃO DE "
    "TRANSPORTE PÚBLICO COLETIVO. PRORROGAÇÃO SEM LICITAÇÃO. PEDIDO DE INDENIZAÇÃO. "
    "MATÉRIA INFRACONSTITUCIONAL: IMPOSSIBILIDADE DE APRECIAÇÃO NO CAMPO "
    "EXTRAORDINÁRIO.\n\n\n\n    1. O Tribunal de origem dirimiu a questão dos autos com "
    "amparo na interpretação das normas infraconstitucionais aplicáveis à espécie, de "
    "modo que eventual ofensa à Constituição seria indireta, o que inviabiliza o "
    "recurso\n\n\n\n    2. Acórdão proferido pelo Superior Tribunal de Justiça não diverge do "
    "entendimento desta Corte sobre a matéria em análise.\n\n\n\n    3. Agravo regimental ao "
    "qual se nega provimento.\n\nDecisão\n\nA Turma, por unanimidade, negou provimento ao "
    "agravo regimental (inc. III do art. 932 e § 1º do art. 1.021, ambos do CPC, e § 1º "
    "do art. 317 do RISTF), nos termos do voto do Relator. Segunda Turma, Sessão Virtual "
    "de 9.2.2024 a 20.2.2024.": "appeal_denied",
}

#: Round 73: an ementa whose caption judges two appeals differently is ``unknown`` though its
#: end reports one of them ("O desprovimento do recurso da seguradora implica ..."); a session's
#: line after such a caption still decides (round 29's v2014).
CAPTIONS_OF_TWO_APPEALS = {
    "E M E N T A – APELAÇÕES CÍVEIS – SEGURO DPVAT – SUCUMBÊNCIA RECURSAL – RECURSO DA PARTE "
    "AUTORA CONHECIDO E PARCIALMENTE PROVIDO - RECURSO DA SEGURADORA CONHECIDO E DESPROVIDO. "
    + "1 - O prazo prescricional começa a ser contado da ciência inequívoca da invalidez. "
    * 9
    + "6 - O desprovimento do recurso da seguradora implica na majoração dos honorários fixados em "
    "primeira instância.": "unknown",
    "APELAÇÕES CÍVEIS E REMESSA NECESSÁRIA. PENSÃO POR MORTE. RECURSO DA AUTORA PROVIDO. RECURSOS "
    "DA UNIÃO E DA CORRÉ DESPROVIDOS. Decide a Turma, à unanimidade, negar provimento à apelação, "
    "nos termos do voto da Relatora.": "appeal_denied",
}

#: Round 74: the STF's gazette (``draw_v29.py``): an appeal named before and judged by a
#: pronoun ("Declaro-o prejudicado."), and a reclamação against a court of crimes ("2ª Vara de
#: Crimes Tributários") is a criminal case's.
STF_GAZETTE = {
    "DECISÃO 1. A reclamante informa não mais possuir interesse na sequência do processo. 2. Uma "
    "vez apreciado o mérito da reclamação, cumpre declarar prejudicado tão somente o agravo "
    "interno interposto, pendente de apreciação. 3. Declaro-o prejudicado. 4. Publique-se.": (
        "appeal_not_heard"
    ),
    "RECLAMAÇÃO 51.339. DECISÃO 1. A reclamante afirma que o Juízo da 2ª Vara de Crimes "
    "Tributários, Organização Criminosa e Lavagem de Bens e Valores deixou de observar a Súmula "
    "Vinculante 14. 3. Em face do exposto, julgo prejudicada a reclamação. 4. Publique-se.": (
        "other"
    ),
}

#: Round 76: a monocratic decision that judges a habeas corpus itself in the STF's words ("INDEFIRO
#: a ordem de HABEAS CORPUS", "indefiro o presente habeas corpus", RISTF art. 21, § 1º) is a
#: judgment as a step, `other` (criminal); the liminar refused is none (v3668, v3672, v3683 were
#: no judgment). Names and numbers invented.
_HABEAS_CORPUS = (
    "HABEAS CORPUS 210.001 ORIGEM : 210001 - SUPREMO TRIBUNAL FEDERAL RELATOR :MIN. FULANO "
    "PACTE.(S) : JOÃO DA SILVA IMPTE.(S) : MARIA SOUZA COATOR(A/S)(ES) : SUPERIOR TRIBUNAL DE "
    "JUSTIÇA DECISÃO Trata-se de Habeas Corpus, com pedido de liminar, contra decisão que manteve "
    "a prisão preventiva do paciente. "
    + "A defesa alega excesso de prazo e ausência de fundamentação idônea da custódia. "
    * 12
)
HABEAS_CORPUS_JUDGED = {
    _HABEAS_CORPUS + "Diante do exposto, com base no art. 21, § 1º, do Regimento Interno do "
    "Supremo Tribunal Federal, INDEFIRO a ordem de HABEAS CORPUS. Publique-se.": "other",
    _HABEAS_CORPUS + "3. Em face do exposto, indefiro o presente habeas corpus. 4. Intime-se. "
    "Publique-se.": "other",
    _HABEAS_CORPUS + "Ante o exposto, indefiro a liminar. Solicitem-se informações à autoridade "
    "coatora. Publique-se.": None,
    # Round 77: the part heard refused (v3669 was no judgment).
    _HABEAS_CORPUS + "3. Em face do exposto, conheço em parte do presente habeas corpus e, na "
    "parte conhecida, indefiro o pedido. 4. Intime-se. Publique-se.": "other",
}


def _read_as_untitled_steps(texts: dict[str, str | None]) -> list[str | None]:
    """The outcome of each text read as a step with no title (``None``: no judgment)."""
    steps = lawkit.events.classify_outcome([None] * len(texts), list(texts))
    return steps.astype(object).where(steps.notna(), None).tolist()


def test_a_habeas_corpus_judged_is_a_judgment() -> None:
    assert _read_as_untitled_steps(HABEAS_CORPUS_JUDGED) == list(HABEAS_CORPUS_JUDGED.values())


#: Round 77: a TJAM gazette's "CONCLUSÃO DE ACÓRDÃO", the collegiate's result in the words
#: "por unanimidade de votos, pelo conhecimento e provimento do recurso", is a judgment as a step
#: (v2558 was a `conclusion`); a party's or the prosecution's opinion in the same words is none.
#: Names and numbers invented.
_CONCLUSION_OF_ACORDAO = (
    "CONCLUSÃO DE ACÓRDÃO. AGRAVO INTERNO EM MANDADO DE SEGURANÇA N.º 2009.001234-5/0001.00, "
    "Manaus(AM), em que é Agravante Estado do Amazonas e Agravado Fulano de Tal. Presidente e "
    "Relator: Exmo. Sr. Desembargador Beltrano. "
    + "Desembargadores presentes: Exmos. Srs. Desembargadores Sicrano e Fulano. "
    * 6
    + "DECIDEM os Excelentíssimos Senhores Desembargadores que compõem as Câmaras Reunidas do "
    "Egrégio Tribunal de Justiça do Estado do Amazonas, por unanimidade de votos, "
)
COLLEGIATE_RESULT_CLAUSE = {
    _CONCLUSION_OF_ACORDAO + "pelo conhecimento e provimento do recurso, nos termos do voto do "
    "Relator. Manaus, 1 de fevereiro de 2016.": "appeal_granted",
    _CONCLUSION_OF_ACORDAO + "pelo conhecimento e desprovimento do recurso, nos termos do voto "
    "do Relator. Manaus, 1 de fevereiro de 2016.": "appeal_denied",
    "CONCLUSÃO. Vista ao Ministério Público, que opinou pelo conhecimento e provimento do recurso. "
    + "Certifico que os autos foram remetidos ao gabinete. " * 12: None,
}


def test_a_collegiate_result_clause_is_a_judgment() -> None:
    expected = list(COLLEGIATE_RESULT_CLAUSE.values())
    assert _read_as_untitled_steps(COLLEGIATE_RESULT_CLAUSE) == expected


#: Round 77: a precedent's ementa a decision cites after its own ruling, then the precedent's
#: citation and the closing formula on the next line, is no ruling of the decision's (the
#: closing was looked for after a space only, and a full stop that ends a sentence before a
#: line break was none). Names and numbers invented.
_CITED_THEN_CLOSED = (
    "DECISÃO Trata-se de recurso especial interposto contra acórdão de Turma Recursal. Deixo de "
    "conhecer do presente recurso especial, porque incabível contra decisão de Turma Recursal. "
    "Acerca do tema, cumpre citar o seguinte julgado: PROCESSUAL CIVIL. AGRAVO NO AGRAVO EM "
    "RECURSO ESPECIAL. SÚMULA 203 DO STJ. 1. Não cabe recurso especial contra decisão proferida "
    "por órgão de segundo grau dos Juizados Especiais. 2. Agravo não provido. (STJ - AgRg no "
    "AREsp: 376738 RS, Relator: Ministra Fulana, Data de Julgamento: 15/10/2013){}Intimem-se e "
    "oportunamente remetam-se os autos ao juizado de origem."
)


def test_a_precedent_cited_before_the_closing_on_its_own_line_is_no_ruling() -> None:
    texts = [_CITED_THEN_CLOSED.format(between) for between in (" ", "\n", ".\n")]
    read = lawkit.events.read_decisions(texts)
    assert read["outcome"].tolist() == ["appeal_not_heard"] * 3
    assert read["basis"].tolist() == ["text: Deixo de conhecer"] * 3


def test_a_settlement_to_be_homologated_is_no_ruling() -> None:
    """Round 77: a hearing's term in which the parties settle and ask for the homologation
    ("depois de devidamente homologado, o presente acordo valerá como título executivo") rules
    nothing; v754 (a CEJUSC term, labelled no judgment) was read `settled` once its PJe
    signature was removed from its end. Names invented."""
    term = (
        "TERMO DE AUDIÊNCIA DE CONCILIAÇÃO. Aberta a audiência, as partes chegaram a um acordo: o "
        "requerido pagará R$ 1.000,00 em duas parcelas. Assim sendo, por estarem ajustadas, as "
        "partes firmam o presente acordo. No ensejo, requerem a homologação judicial do ajuste, "
        "ficando advertidas de que, {} o presente acordo valerá como título executivo judicial. "
        "Nada mais havendo a tratar, foi declarada encerrada a audiência de conciliação e lavrado "
        "o presente termo. FULANA DE TAL Conciliadora"
    )
    texts = [term.format("depois de devidamente homologado,"), term.format("HOMOLOGO o acordo:")]
    assert lawkit.events.read_decisions(texts)["outcome"].tolist() == ["unknown", "settled"]


#: Acts that judge no claim (a threat, a regulation, a procedural request, a precedent cited),
#: long enough for the event gate to read them:
#: round 65's "sob pena de indeferimento da petição inicial" (was read dismissed) and "sob pena
#: de extinção do processo, nos termos do art. 267" (which its noun rule must not read); round
#: 66's "Por força da Provimento nº 063/02" (was a step appeal_granted) and "sob pena de
#: indeferimento e consectária extinção do processo sem resolução do mérito" (dismissed); round
#: 67's procedural requests granted ("Acolho o pedido de inversão do ônus da prova", "acolho o
#: pedido do Estado ... para determinar a transferência"; steps read granted); round 68's
#: precedent's ementa followed by its citation in the reasons ("Decisão mantida. (..., Relator:
#: ..., Data de Julgamento: ...)"; was read appeal_denied).
NO_VERDICT = [
    "Intime-se a parte autora para, no prazo de quinze dias, emendar a inicial, juntando o "
    "comprovante de residência e a procuração atualizada, sob pena de indeferimento da "
    "petição inicial, nos termos do art. 321 do CPC. Manaus, 26 de janeiro de 2016.",
    "Diante da situação de abandono do processo, proceda a intimação do Requerente, através "
    "de seu patrono, via DJE, a providenciar o andamento do feito, no prazo de cinco dias, "
    "sob pena de extinção do processo, nos termos do art. 267, inciso II, do C.P.C. "
    "Manaus, 26 de janeiro de 2016. Juiz de Direito.",
    "ADV: FULANO (OAB 1010A/AM) - Processo 0213798-44.2009.8.04.0001 - Monitória - "
    "Pagamento - REQUERENTE: Manaus Energia S/A - REQUERIDA: Sicrana de Tal - Por força da "
    "Provimento nº 063/02 da C.G.J: ( x ) Fica intimada a parte interessada, para "
    "manifestar-se sobre o AR negativo de fls. 298, no prazo de 5 (cinco) dias.",
    "Determino, pois, seja o requerente intimado para que promova, no prazo de 10 (dez) "
    "dias, a emenda da peça inicial, na forma como acima apontada, sob pena de indeferimento "
    "e consectária extinção do processo sem resolução do mérito, nos termos dos arts. 284, "
    "parágrafo único, e 267, inciso I, do Código de Processo Civil. Intime-se. Cumpra-se.",
    "ADV: FULANO (OAB 1/AM) - Processo 0601855-92.2015.8.04.0020 - Procedimento do Juizado "
    "Especial Cível - Reclamante: Carlos - Reclamado: Lojas S.A. Conciliação designada para "
    "19/04/2016. Assim sendo, acautelo-me, por ora, no que se refere ao provimento antecipatório. "
    "Acolho o pedido de inversão do ônus da prova, com espeque no art. 6º, inciso VIII do CDC, "
    "por se tratar de relação de consumo. Cite-se.",
    "Pelo exposto, observo que estão preenchidos os requisitos necessários à transferência dos "
    "valores depositados judicialmente com o intuito de garantir o crédito fiscal, motivo pelo "
    "qual acolho o pedido do Estado do Amazonas para determinar a transferência do valor em "
    "depósito judicial junto à Caixa Econômica Federal. Cumpra-se.",
    "É o relatório. Decido. Confiram-se entendimentos jurisprudenciais nesse sentido: MONITÓRIA "
    "– Contrato bancário – Citação não realizada – Ausência de pressuposto processual – Decisão "
    "mantida. (0055238-83.2008.8.26.0564, Relator: Sebastião Junqueira, Data de Julgamento: "
    "30/07/2012). " + _REASONS + "Intime-se a parte autora para dar andamento ao feito.",
]


def test_what_judges_no_claim_is_no_verdict() -> None:
    steps = lawkit.events.classify_outcome([None] * len(NO_VERDICT), NO_VERDICT).astype(object)
    assert all(pd.isna(step) or step == "unknown" for step in steps)  # no answer
    assert set(lawkit.events.read_decisions(NO_VERDICT)["outcome"]) == {"unknown"}


@pytest.mark.parametrize(
    "expected",
    [ROUND_13, ROUND_14, SPECIFIED, WORDINGS, COLLEGIATE, PARTIAL_AND_NOT_HEARD,
     CIVIL_WITH_CRIMINAL_WORDS, DECREES, ROUND_21, TWO_APPEALS, APPEAL_WORDINGS,
     REQUESTS_PREJUDICED, MONOCRATIC, TOPICS, CLAIMS_SPLIT, ACQUITTAL_TOPICS,
     FEDERAL_RESULT_LINES, CIVIL_ACTIONS, NOT_HEARD_BESIDE, SECOND_APPEALS_AND_CIVIL_CASES,
     REVIEWED_ENDS, CIVIL_BEFORE_CRIMINAL, CONSUMER_AND_NAMED_CLAIMS, EMBARGOS_WORDINGS,
     HOMOLOGATIONS, SENTENCE_KEPT_OR_REFORMED, COURT_BELOW_TOLD, RESULTS_AFTER_THEIR_NOUN,
     DECISION_BELOW_KEPT, APPEAL_AS_A_CLAIM, CIVIL_ACQUITTALS_AND_CHARGES, CIVIL_CAPTIONS,
     PRONOUNS, EMBARGOS_IN_OTHER_WORDS, CIVIL_SUBJECTS, CIVIL_CHAMBERS,
     EXTINCTIONS, JUVENILE_OFFENCES, APPEAL_ACCEPTED_AS_A_NOUN, EXECUTIONS_AND_EXCLUSIONS,
     CRIMINAL_COURTS_AND_SETTLEMENTS, APPEAL_JUDGED_AS_A_CLAIM, SESSIONS_THAT_JUDGED_NOTHING,
     RESCISSIONS, TOPICS_ON_THE_VERDICT_BELOW, VERDICTS_BELOW_AS_GIVEN,
     DECISION_BELOW_BY_OTHER_NAMES, REVIEWS_NAMED_BEFORE, CLAIM_EMBARGOS_JUDGED, GAZETTE_TEOR,
     GAZETTE_TEOR_AGAIN, PJE_SENTENCES_AGAIN, GAZETTE_BLOCKS, LABOUR_AND_FEDERAL,
     MONOCRATIC_EMENTAS, EMENTAS_AGAIN, CAPTIONS_OF_TWO_APPEALS, STF_GAZETTE],
    ids=["round_13", "round_14", "specified", "wordings", "collegiate", "partial_and_not_heard",
         "civil_with_criminal_words", "decrees", "round_21", "two_appeals", "appeal_wordings",
         "requests_prejudiced", "monocratic", "topics", "claims_split", "acquittal_topics",
         "federal_result_lines", "civil_actions", "not_heard_beside",
         "second_appeals_and_civil_cases", "reviewed_ends", "civil_before_criminal",
         "consumer_and_named_claims", "embargos_wordings", "homologations",
         "sentence_kept_or_reformed", "court_below_told", "results_after_their_noun",
         "decision_below_kept", "appeal_as_a_claim", "civil_acquittals_and_charges",
         "civil_captions", "pronouns", "embargos_in_other_words", "civil_subjects",
         "civil_chambers", "extinctions", "juvenile_offences",
         "appeal_accepted_as_a_noun", "executions_and_exclusions",
         "criminal_courts_and_settlements", "appeal_judged_as_a_claim",
         "sessions_that_judged_nothing", "rescissions",
         "topics_on_the_verdict_below", "verdicts_below_as_given",
         "decision_below_by_other_names", "reviews_named_before", "claim_embargos_judged",
         "gazette_teor", "gazette_teor_again", "pje_sentences_again", "gazette_blocks",
         "labour_and_federal", "monocratic_ementas", "ementas_again",
         "captions_of_two_appeals", "stf_gazette"],
)  # fmt: skip
def test_each_text_is_read_as_written(expected: dict[str, str]) -> None:
    read = lawkit.events.read_decisions(list(expected))["outcome"].astype(object).tolist()
    assert dict(zip(expected, read, strict=True)) == expected


#: Round 78: an untitled interlocutory decision under a court's letterhead (no movement name)
#: whose closing quotes a precedent's result or weighs the appeal's chances was a judgment step
#: read `unknown`: the words of an appeal's result in its last 1,200 characters made it one
#: (v3075, v3076, TRF2 eproc decisions refusing a suspensive effect, once their signatures were
#: removed; v1246, v3706). The dispositive reader decides an untitled long text now; a short
#: result line ("Recurso provido.") is still a judgment. Names and numbers invented.
_LETTERHEAD = (
    "PODER JUDICIÁRIO\nTRIBUNAL REGIONAL FEDERAL DA 2ª REGIÃO\n\nAGRAVO DE INSTRUMENTO Nº "
    "5000000-00.2026.4.02.0000/RJ\nAGRAVANTE: FULANO DE TAL\nAGRAVADO: UNIÃO\n\nDESPACHO/DECISÃO"
    "\n\nTrata-se de agravo de instrumento com pedido de efeito suspensivo. "
    + 8
    * "A parte alega que a decisão agravada lhe causa dano. "
)
RESULTS_QUOTED_OR_WEIGHED = {
    _LETTERHEAD + "Nesse sentido: “PROCESSUAL CIVIL. MEDIDA CAUTELAR. EFEITO SUSPENSIVO. 1. Não "
    "demonstrado o perigo da demora. Agravo regimental improvido.” (STJ, AgRg na MC 23.255/RJ, "
    "Segunda Turma, DJe 29/10/2014).\nAnte o exposto, indefiro o pedido de efeito suspensivo.\n"
    "À agravada para contrarrazões.": None,
    _LETTERHEAD + "Logo, não se vislumbra de plano a probabilidade de provimento do recurso, "
    "pressuposto da suspensão dos efeitos da decisão recorrida.\nPosto isto, indefiro a "
    "atribuição de efeito suspensivo ao recurso.\nÀ parte agravada para contrarrazões.\n"
    "Publique-se. Intimem-se.": None,
    _LETTERHEAD + "Ante o exposto, nego provimento ao agravo de instrumento.\nPublique-se. "
    "Intimem-se.": "appeal_denied",
}


def test_a_result_quoted_or_weighed_under_a_letterhead_is_no_judgment() -> None:
    expected = list(RESULTS_QUOTED_OR_WEIGHED.values())
    assert _read_as_untitled_steps(RESULTS_QUOTED_OR_WEIGHED) == expected
    # Opening with the case's header alone ("AGRAVO DE INSTRUMENTO Nº ..."), with no letterhead:
    # the header was read as an ementa's caption, whose result the quoted precedent gave.
    headed = {text.split("\n\n", 1)[1]: read for text, read in RESULTS_QUOTED_OR_WEIGHED.items()}
    assert _read_as_untitled_steps(headed) == expected
    short = lawkit.events.classify([None], ["SENTENÇA CASSADA. Recurso provido."])
    assert short.tolist() == ["judgment"]


#: Round 78: an untitled ementa whose first words the event rules read as a movement name (a
#: publication, a writ served, an appeal filed) and which closes on its verdict was no judgment
#: as a step (v3463, v3432, v1714; v2364, a gazette's intimation carrying the sentence); an
#: edital that intimates a party to file its reasons is still a notice. Names invented.
_ARGUED = "O recorrente sustenta que a matéria foi mal apreciada na origem, sem razão. " * 6
OPENING_WORDS_READ_AS_A_MOVEMENT = {
    "PUBLICAÇÃO JORNALÍSTICA. DEPUTADO FEDERAL. OFENSA À HONRA. INOCORRÊNCIA. LIBERDADE DE "
    "EXPRESSÃO. " + _ARGUED + "Ante o exposto, nego provimento ao recurso.": "appeal_denied",
    "Mandado e Apelação Administrativo. Concurso público. Candidato eliminado na última etapa. "
    + _ARGUED
    + "Por tais razões, dou provimento ao recurso.": "appeal_granted",
    "EMBARGOS DE DECLARAÇÃO. AGRAVO DE INSTRUMENTO. FAMÍLIA. OMISSÃO. INOCORRÊNCIA. "
    + _ARGUED
    + "EMBARGOS DE DECLARAÇÃO DESACOLHIDOS.": "embargos_rejected",
    "EDITAL DE INTIMAÇÃO. O Relator dos autos de Apelação Criminal nº 0250761-46.2012.8.04.0001 "
    "FAZ SABER que INTIME o Apelante para, no prazo de 8 (oito) dias, oferecer as razões de "
    "recurso nos termos do art. 600, § 4º, do CPP. " + _ARGUED: None,
}


def test_an_ementa_whose_opening_words_name_a_movement_is_a_judgment() -> None:
    texts = list(OPENING_WORDS_READ_AS_A_MOVEMENT)
    assert _read_as_untitled_steps(OPENING_WORDS_READ_AS_A_MOVEMENT) == [
        *OPENING_WORDS_READ_AS_A_MOVEMENT.values()
    ]
    assert lawkit.events.classify([None] * 4, texts).tolist()[-1] == "notice"


def test_a_line_broken_inside_a_sentence_opens_no_topic() -> None:
    """Round 78 (``bench_outcomes.py forms``, lines of 40 characters: v3587): "Havendo\\nreforma
    da sentença em grau de recurso, inverte-se o ônus" was read as the topic "REFORMA DA
    SENTENÇA." (a line break opened a sentence), so embargos not provided were judged in two
    ways. A topic after a full stop and a line break is still one."""
    texts = [
        "EMBARGOS DE DECLARAÇÃO. OMISSÃO. INEXISTÊNCIA. EMBARGOS CONHECIDOS E NÃO PROVIDOS. Os "
        "embargos se prestam a afastar os vícios de omissão, o que não se verifica. Havendo\n"
        "reforma da sentença em grau de recurso, inverte-se o ônus da sucumbência.",
        "APELAÇÃO CÍVEL. AÇÃO DE COBRANÇA. JUROS.\nREFORMA DA SENTENÇA.\nRecurso conhecido.",
    ]
    read = lawkit.events.read_decisions(texts)["outcome"].tolist()
    assert read == ["embargos_rejected", "appeal_granted"]


def test_a_movement_name_under_a_letterhead_is_at_the_start() -> None:
    """Round 78 (``bench_outcomes.py forms``, a court's letterhead over each text: 23 tuned steps
    read otherwise, 9 now): a collegiate's result opening a text is a judgment heading, and under
    "PODER JUDICIÁRIO\\nTRIBUNAL ..." it was a word inside the text (TNU acórdãos that set a
    theme and judge no claim, v910, read as no judgment)."""
    session = (
        "A Turma Nacional de Uniformização decidiu, por unanimidade, conhecer do pedido de "
        "uniformização, indicando o tema para ser julgado sob a sistemática dos recursos "
        "representativos de controvérsia, nos termos do voto da Relatora. EMENTA PEDIDO DE "
        "UNIFORMIZAÇÃO. AUXÍLIO-TRANSPORTE. MILITARES. OBJETO DE AFETAÇÃO."
    )
    letterhead = "PODER JUDICIÁRIO\nTRIBUNAL REGIONAL FEDERAL DA 2ª REGIÃO\n"
    texts = [session, f"{letterhead}{session}", f"{letterhead}\n{session}"]
    texts.append(texts[1].replace(" ", "  "))  # as a PDF's text may space it: read as written
    assert lawkit.events.classify([None] * 4, texts).tolist() == ["judgment"] * 4


def test_a_criminal_class_under_a_letterhead_is_in_the_head() -> None:
    """Round 78 (``bench_outcomes.py forms``, a court's letterhead: 3 tuned decisions read
    otherwise, none now): the class a text's head names is looked for in its first 300
    characters, and a letterhead pushed "APELAÇÃO CRIMINAL" out of them (v3639, v3643: a
    criminal court's case read `appeal_not_heard`). The normal form removes a letterhead that
    opens a text."""
    letterhead = "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DO MARANHÃO\n"
    head = (
        "PROCESSO Nº 0801234-56.2020.8.10.0001. RELATORA: DESEMBARGADORA FULANA DE TAL. APELANTE:"
        " FULANO DE TAL. APELADO: MINISTÉRIO PÚBLICO DO ESTADO. REVISOR: DESEMBARGADOR BELTRANO "
        "DE TAL. JULGAMENTO EM SESSÃO VIRTUAL. APELAÇÃO CRIMINAL. FURTO QUALIFICADO. DOSIMETRIA. "
    )
    text = f"{head}{'Fundamentação do voto. ' * 30}Ante o exposto, nego provimento ao recurso."
    read = lawkit.events.read_decisions([text, f"{letterhead}{text}"])["outcome"].tolist()
    assert read == ["other", "other"]


def test_a_letterhead_text_reads_alike_when_the_normal_form_rewrites_it() -> None:
    """Round 78 (``bench_outcomes.py forms``: v3068, a TRF1 interlocutory decision, was a
    judgment under NBSP once the normal form removed its letterhead: the event rules' key then
    reached "mandado de segurança" inside it, and a quoted precedent's "RECURSO ESPECIAL
    CONHECIDO E IMPROVIDO" made it an ementa). The event rules' copy keeps the letterhead, as a
    text with nothing to rewrite does. Names and numbers invented."""
    text = (
        "PODER JUDICIÁRIO\nTRIBUNAL REGIONAL FEDERAL DA PRIMEIRA REGIÃO\n\nSEÇÃO JUDICIÁRIA DO "
        "ESTADO DO AMAPÁ\nProcesso N° 0005022-32.2013.4.01.3100\n\nD E C I S Ã O\n\nTrata-se de "
        "mandado de segurança impetrado por Fulana de Tal contra ato do Chefe da Seção de Gestão "
        "de Pessoas do INSS, objetivando a suspensão dos descontos. "
        + 6
        * "A impetrante alega boa-fé no recebimento das verbas. "
        + "Nesse sentido: “PREVIDENCIÁRIO. VERBAS RECEBIDAS DE BOA-FÉ. DEVOLUÇÃO. IMPOSSIBILIDADE."
        " RECURSO ESPECIAL CONHECIDO E IMPROVIDO.” (STJ, REsp 1.000.000). "
        + 8 * "Notifique-se a autoridade coatora para prestar informações. "
        + "Ante o exposto, defiro a liminar. Defiro o pedido de justiça gratuita."
    )
    forms = [text, text.replace(" ", "\u00a0"), text.replace("ã", "a\u0303")]
    assert lawkit.events.classify([None] * 3, forms).tolist() == ["decision"] * 3


_REASONS = "A matéria foi examinada à luz da legislação aplicável e da prova dos autos. " * 10
#: Round 79, from the tuned gazettes' and searches' decisions still read wrong (texts written
#: here; names and numbers invented): each text, then the outcome it is read as.
GAZETTES_AND_SEARCHES = {
    # A precedent quoted before the decision's own bare verdict (v3707: the quotation's
    # "se nega provimento" was read): a verdict inside a quotation gives way to one outside.
    "Nesse sentido: “4. Agravo interno a que se nega provimento, com aplicação da multa.” Nego "
    "seguimento (art. 21, § 1º, do RISTF). Publique-se.": "appeal_not_heard",
    # The claim named as the plaintiff's pretension (v2618).
    "Isto posto, ACOLHO PARCIALMENTE A PRETENSÃO AUTORAL, o que faço com suporte no art. 1.723 "
    "do Código Civil. P. R. I.": "partly_granted",
    "Diante do exposto, acolho a pretensão deduzida na inicial para condenar o réu. P. R. I.": (
        "granted"
    ),
    "Ante o exposto, rejeito a pretensão autoral e extingo o processo com resolução do mérito.": (
        "denied"
    ),
    "Ante o exposto, acolho a pretensão de compensação dos honorários. Intime-se.": "unknown",
    # The spouses' agreement homologated (v2623).
    "Diante do exposto, homologo por sentença, para que produza seus efeitos legais, o Divórcio "
    "Consensual celebrado pelos cônjuges. Registre-se.": "settled",
    # An ementa's topic ends at its dash: "DOCUMENTOS JUNTADOS NO APELO – NÃO CONHECIDOS" judges
    # documents (v1175 was two appeals judged differently).
    "E M E N T A – APELAÇÃO CÍVEL – DANOS MORAIS – DOCUMENTOS JUNTADOS NO APELO – NÃO CONHECIDOS "
    "– VALOR MANTIDO – RECURSO CONHECIDO EM PARTE E, NESTA EXTENSÃO, NÃO PROVIDO.": "appeal_denied",
    # The appellant's desistência by its article (v3298), not the action's.
    "A recorrente informou a desistência do recurso inominado. Sendo assim, homologo a "
    "desistência conforme pleiteado, nos termos do art. 998 do CPC. Sem custas.": (
        "appeal_not_heard"
    ),
    "O autor requereu a desistência da ação. Sendo assim, homologo a desistência, nos termos do "
    "art. 485, VIII, do CPC. Sem custas.": "dismissed",
    # A monocratic decision that opens with its ruling, its reasons and a precedent after it
    # (v3055, v3276).
    "TRIBUNAL DE JUSTIÇA 2ª TURMA RECURSAL Requerente(s): Fulana de Tal Requerido(s): Banco S/A "
    "Vistos. Deixo de conhecer o presente Recurso Especial, tendo em vista que não cabe recurso "
    f"especial contra decisão de Turma Recursal. {_REASONS}Intimem-se.": "appeal_not_heard",
    f"Vistos. Trata-se de recurso especial contra decisão de Turma Recursal. {_REASONS}": (
        "unknown"
    ),
}


#: Round 79, written from the criminal law's own words (no text of the set read): a criminal
#: appeal an e-SAJ court calls "Apelação", its caption naming the crime; the prosecution as a
#: party ("Apelado: Ministério Público", "Justiça Pública"); what only a criminal judgment
#: weighs ("in dubio pro reo", "palavra da vítima"). Each is ``other``; civil cases that name a
#: crime stay civil.
CRIMES_NAMED = {
    "EMENTA: APELAÇÃO. JÚRI. HOMICÍDIO. DECISÃO MANIFESTAMENTE CONTRÁRIA À PROVA DOS AUTOS. NÃO "
    "OCORRÊNCIA. RECURSO NÃO PROVIDO.": "other",
    "APELAÇÃO. FURTO QUALIFICADO. ROMPIMENTO DE OBSTÁCULO. PERÍCIA. RECURSO PARCIALMENTE "
    "PROVIDO.": "other",
    "APELAÇÃO. CRIME DE TRÂNSITO. HOMICÍDIO CULPOSO NA DIREÇÃO DE VEÍCULO AUTOMOTOR. RECURSO NÃO "
    "PROVIDO.": "other",
    "APELAÇÃO. RECEPTAÇÃO. DOLO. CIÊNCIA DA ORIGEM ILÍCITA. RECURSO NÃO PROVIDO.": "other",
    "EMENTA: PENAL. ROUBO. DOSIMETRIA. PENA-BASE FIXADA ACIMA DO MÍNIMO. RECURSO PROVIDO.": "other",
    "Apelação n.º 0000123-45.2013.8.02.0058 Apelante: Fulano de Tal. Defensor: Defensoria "
    "Pública. Apelado: Ministério Público. Relator: Des. X. Revisor: Des. Y. EMENTA: APELAÇÃO "
    "MINISTERIAL. ROUBO MAJORADO E LESÃO CORPORAL. AUTORIA E MATERIALIDADE COMPROVADAS. "
    "RECURSO CONHECIDO E NÃO PROVIDO.": "other",
    "Apelação n.º 0000123-45.2013.8.02.0058 Apelante: Fulano. Apelado: Justiça Pública. EMENTA: "
    "APELAÇÃO. PORTE ILEGAL DE ARMA DE FOGO. RECURSO NÃO PROVIDO.": "other",
    "Apelação n.º 0000123-45.2013.8.02.0058 Apelante: Ministério Público. Apelado: Fulano. EMENTA: "
    "ABSOLVIÇÃO. INSUFICIÊNCIA DE PROVAS. IN DUBIO PRO REO. RECURSO NÃO PROVIDO.": "other",
    "APELAÇÃO CÍVEL. SEGURO DE VEÍCULO. ROUBO. NEGATIVA DE COBERTURA. RECURSO NÃO PROVIDO.": (
        "appeal_denied"
    ),
    "APELAÇÃO. AÇÃO DE INDENIZAÇÃO. FURTO DE VEÍCULO EM ESTACIONAMENTO. RESPONSABILIDADE DO "
    "SHOPPING. RECURSO NÃO PROVIDO.": "appeal_denied",
    "APELAÇÃO. FURTO DE VEÍCULO. SEGURADORA. RECURSO NÃO PROVIDO.": "appeal_denied",
    "APELAÇÃO. SERVIDOR PÚBLICO. PROCESSO ADMINISTRATIVO. PECULATO. DEMISSÃO. RECURSO NÃO "
    "PROVIDO.": "appeal_denied",
    "APELAÇÃO. AÇÃO CIVIL PÚBLICA. IMPROBIDADE ADMINISTRATIVA. Apelado: Ministério Público. "
    "PECULATO. RECURSO NÃO PROVIDO.": "appeal_denied",
    "RECURSO ESPECIAL ELEITORAL. Recorrido: Ministério Público Eleitoral. PROPAGANDA IRREGULAR. "
    "REINCIDÊNCIA. MULTA. RECURSO NÃO PROVIDO.": "appeal_denied",
    # And a sentence whose nullity the court of appeal declares, the appeal then prejudicado
    # (round 29's choice: the appeal granted).
    "Apelação n.º 0700123-45.2014.8.02.0001 Diante do exposto, declaro, de ofício, a nulidade da "
    "sentença e julgo prejudicado o recurso.": "appeal_granted",
}


#: Round 79 (invented gazette teor and ementas, no text of the set read): a short untitled
#: step that opens on a dispositive marker, or a short ementa whose heading the event rules read
#: as a movement name ("EMBARGOS DE DECLARAÇÃO. ..."), is a judgment when the dispositive
#: reader finds its verdict (the rules read the nouns after the marker as the movement: an
#: appeal filed, a petition); one that says none keeps its class. Each text, then its event
#: class and outcome as an untitled step.
SHORT_CLOSINGS = {
    "Ante o exposto, REJEITO os embargos de declaração.": ("judgment", "embargos_rejected"),
    "Diante do exposto, julgo procedente o pedido de alimentos, fixando-os em 30% do salário "
    "mínimo.": ("judgment", "granted"),
    "Diante do exposto, DECRETO o divórcio do casal.": ("judgment", "granted"),
    "EMBARGOS DE DECLARAÇÃO. OMISSÃO. Embargos acolhidos, sem efeitos infringentes.": (
        "judgment",
        "embargos_accepted",
    ),
    "EMBARGOS DE DECLARAÇÃO PARCIALMENTE ACOLHIDOS.": ("judgment", "embargos_accepted"),
    "Embargos de declaração opostos pela ré.": ("appeal", None),
    "Ante o exposto, intime-se o embargado para contrarrazões aos embargos de declaração.": (
        "petition",
        None,
    ),
}


def _events_and_outcomes_of_untitled_steps(expected: dict[str, tuple[str, str | None]]) -> None:
    """Each text, read as a step with no title, has the event and outcome ``expected``."""
    texts = list(expected)
    untitled = [None] * len(texts)
    events = lawkit.events.classify(untitled, texts).astype(str).tolist()
    outcomes = lawkit.events.classify_outcome(untitled, texts).astype(object)
    read = [(e, None if pd.isna(o) else o) for e, o in zip(events, outcomes, strict=True)]
    assert dict(zip(texts, read, strict=True)) == expected


def test_a_short_closing_is_a_judgment_step() -> None:
    _events_and_outcomes_of_untitled_steps(SHORT_CLOSINGS)
    # As a movement's name (a title), the embargos judged in part are a judgment too.
    titled = lawkit.events.classify(["EMBARGOS DE DECLARAÇÃO PARCIALMENTE ACOLHIDOS"], [None])
    assert titled.tolist() == ["judgment"]


def test_a_hearing_line_that_homologates_the_settlement_is_a_judgment() -> None:
    """Round 79 (issue 28 names it: "a hearing record in which the judge homologates the
    settlement is classed `hearing`"; invented lines): a short hearing line whose words say the
    settlement homologated is a judgment, ``settled``; one that says none stays a hearing. A
    labour court's "Julgado(s) liminarmente improcedente(s) o(s) pedido(s)" (CPC art. 332) is a
    judgment as the other "Julgado(s) ... procedente(s)" lines are, and its "Arquivado o
    processo por ausência do reclamante" (CLT art. 844) a dismissal; a short untitled line the
    rules read as nothing ("Conciliação realizada. Acordo homologado, ...") is read by the
    dispositive reader when its words hold a verdict's."""
    texts = [
        "Audiência de conciliação realizada. Acordo homologado.",
        "Conciliação realizada. Acordo homologado, com pagamento em 3 parcelas.",
        "Audiência realizada. Conciliação recusada. Designada audiência de instrução.",
        "Julgado(s) liminarmente improcedente(s) o(s) pedido(s) de FULANO DE TAL",
        "Arquivado o processo por ausência do reclamante",
        "Arquivados os autos definitivamente",
    ]
    untitled = [None] * len(texts)
    events = lawkit.events.classify(untitled, texts).tolist()
    assert events == ["judgment", "judgment", "hearing", "judgment", "judgment", "archived"]
    outcomes = lawkit.events.classify_outcome(untitled, texts).astype(object).fillna("-").tolist()
    assert outcomes == ["settled", "settled", "-", "denied", "dismissed", "-"]


#: Round 79 (invented interlocutory acts, no text of the set read): what decides an incident,
#: not the claim, is no verdict - an incidental impugnação (to the value of the cause, to the
#: free legal aid), the waiver of the time to appeal homologated (read ``dismissed`` since the
#: first wave), a procedural request upheld or a request to reconsider refused, the process
#: ended as to one defendant only. The claims' own verdicts beside them are read as before.
INCIDENTS = {
    "Acolho a impugnação ao valor da causa e fixo-o em R$ 50.000,00. Intime-se o autor.": (
        "unknown"
    ),
    "Rejeito a impugnação à gratuidade de justiça. Prossiga-se.": "unknown",
    "Diante do exposto, acolho a impugnação ao cumprimento de sentença para reconhecer o excesso "
    "de execução.": "granted",
    "Homologo a renúncia ao prazo recursal e certifique-se o trânsito em julgado.": "unknown",
    "Homologo o pedido de desistência formulado pelo autor e julgo extinto o processo.": (
        "dismissed"
    ),
    "Ante o exposto, julgo procedente o pedido de desbloqueio dos valores penhorados.": "unknown",
    "Ante o exposto, nego provimento ao pedido de reconsideração.": "unknown",
    "Acolho a preliminar de ilegitimidade passiva e julgo extinto o processo sem resolução do "
    "mérito em relação ao réu Fulano. Prossiga-se quanto aos demais.": "unknown",
    "Acolho a preliminar de ilegitimidade passiva e julgo extinto o processo sem resolução do "
    "mérito, nos termos do art. 485, VI, do CPC.": "dismissed",
}


@pytest.mark.parametrize(
    "expected",
    [GAZETTES_AND_SEARCHES, CRIMES_NAMED, INCIDENTS],
    ids=["gazettes_and_searches", "crimes_named", "incidents"],
)
def test_round_79_texts_are_read_as_written(expected: dict[str, str]) -> None:
    test_each_text_is_read_as_written(expected)


#: Round 80 (issue 28: "an ementa with no movement title is classed `other`"; invented
#: ementas): an untitled ementa that opens as one is a judgment step even when it states no
#: result, its outcome ``unknown``; a gazette's "Apelação Cível n. ..." heading a notice and the
#: ementa of a provisional measure (an interlocutory decision's) are not.
UNTITLED_EMENTAS = {
    "EMENTA: APELAÇÃO CÍVEL - AÇÃO DE INDENIZAÇÃO - ERRO MÉDICO - NEXO DE CAUSALIDADE NÃO "
    "DEMONSTRADO. Ausente o nexo causal, não há dever de indenizar.": ("judgment", "unknown"),
    "APELAÇÃO CÍVEL. AÇÃO DE USUCAPIÃO. TERRENO DE MARINHA. DOMÍNIO ÚTIL. COMPETÊNCIA DA "
    "JUSTIÇA FEDERAL.": ("judgment", "unknown"),
    "APELAÇÃO CÍVEL – AÇÃO DECLARATÓRIA DE INEXISTÊNCIA DE DÉBITO – NEGATIVAÇÃO INDEVIDA – "
    "DANO MORAL CONFIGURADO.": ("judgment", "unknown"),
    "Direito Civil. Contrato de locação. Multa rescisória proporcional ao tempo restante.": (
        "judgment",
        "unknown",
    ),
    # Under a court's letterhead, as a PDF's text gives it.
    "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DE SERGIPE\nAPELAÇÃO CÍVEL. AÇÃO DE "
    "IMISSÃO DE POSSE. PRELIMINAR DE NULIDADE DA SENTENÇA. CERCEAMENTO DE DEFESA NÃO "
    "CONFIGURADO.": ("judgment", "unknown"),
    "APELAÇÃO CÍVEL. CONTRATO BANCÁRIO. JUROS ABUSIVOS. RECURSO DESPROVIDO.": (
        "judgment",
        "appeal_denied",
    ),
    "Apelação Cível n. 0700123-45.2020.8.02.0001. Apelante: Fulano. Intimem-se as partes.": (
        "other",
        None,
    ),
    "EMENTA: AGRAVO DE INSTRUMENTO. MEDIDA LIMINAR. PLANO DE SAÚDE. FORNECIMENTO DE "
    "MEDICAMENTO. PRESENÇA DOS REQUISITOS.": ("other", None),
}


def test_an_untitled_ementa_is_a_judgment_step() -> None:
    _events_and_outcomes_of_untitled_steps(UNTITLED_EMENTAS)


#: Round 80 (invented gazette items and ementas): one kind of criminal matter that only a
#: criminal case writes, in a text's head or end that names no class, leaves the verdict
#: ``unknown`` (a criminal appeal whose class the gazette does not name, or a civil one: the
#: reader cannot tell); a kind a civil caption also writes (a crime as a civil claim's fact)
#: does not, and a crime captioned with its article cited is a criminal class.
ONE_CRIMINAL_KIND = {
    "Apelação n. 0700123-45.2020.8.02.0001. Apelante: Fulano de Tal. Apelado: Justiça Pública. "
    "Relator: Des. Beltrano. Recurso conhecido e não provido. Decisão unânime.": "unknown",
    "Apelação n. 0700123-45.2020.8.02.0001. Apelante: Fulano de Tal. Apelado: Banco S.A. "
    "Relator: Des. Beltrano. Recurso conhecido e não provido. Decisão unânime.": "appeal_denied",
    "APELAÇÃO. PRISÃO PREVENTIVA MANTIDA NA SENTENÇA. RECURSO CONHECIDO E DESPROVIDO.": "unknown",
    "INDENIZAÇÃO. ROUBO DE CARGA. SEGURADORA. DEVER DE INDENIZAR. RECURSO CONHECIDO E "
    "DESPROVIDO.": "appeal_denied",
    "APELAÇÃO. TRÁFICO DE DROGAS (ART. 33 DA LEI Nº 11.343/2006). TRÁFICO PRIVILEGIADO. "
    "REQUISITOS NÃO PREENCHIDOS. RECURSO CONHECIDO E DESPROVIDO.": "other",
    # A health plan is a civil contract: its drugs are a patient's.
    "AGRAVO INTERNO. PLANO DE SAÚDE. TRATAMENTO DE DEPENDÊNCIA QUÍMICA. ENTORPECENTES. "
    "INTERNAÇÃO COMPULSÓRIA. RECUSA ABUSIVA. AGRAVO DESPROVIDO.": "appeal_denied",
}


def test_one_criminal_kind_leaves_the_verdict_unknown() -> None:
    test_each_text_is_read_as_written(ONE_CRIMINAL_KIND)
    # As a step it is still a judgment: its outcome, not the event, is in doubt.
    texts = list(ONE_CRIMINAL_KIND)[:1]
    assert lawkit.events.classify([None], texts).tolist() == ["judgment"]


#: Round 80 (invented first-instance and embargos closings): the monitória action's own verdict
#: decides over the embargos monitórios judged beside it (the action is the claim); a claim
#: rejected in a gerund after another upheld ("rejeitando o pedido de danos morais") splits
#: them; embargos refused "acolhimento" (those accepted as the verb's pronoun, "ACOLHO-OS", were
#: read so already).
CLOSINGS_AND_EMBARGOS = {
    "Ante o exposto, REJEITO os embargos monitórios e JULGO PROCEDENTE a ação monitória, "
    "constituindo de pleno direito o título executivo judicial.": "granted",
    "Ante o exposto, acolho os embargos monitórios e julgo improcedente a ação monitória.": (
        "denied"
    ),
    "Ante o exposto, acolho os embargos monitórios para reconhecer o excesso.": "granted",
    "Ante o exposto, julgo procedente o pedido e condeno o réu a restituir em dobro os valores "
    "descontados, rejeitando o pedido de indenização por danos morais.": "partly_granted",
    "Ante o exposto, nego acolhimento aos embargos de declaração.": "embargos_rejected",
    "CONHEÇO dos embargos de declaração, porquanto tempestivos, e, no mérito, ACOLHO-OS para "
    "sanar a omissão.": "embargos_accepted",
    "Conheço dos embargos de declaração e os acolho, sem efeitos infringentes.": (
        "embargos_accepted"
    ),
    "Ante o exposto, nego acolhimento ao pedido de tutela de urgência.": "unknown",
    # A verdict narrated in the infinitive after "ao" (v3698), or in a law's subjunctive (v1236).
    "Trata-se de reclamação contra decisão do Tribunal de Justiça que, ao negar provimento ao "
    "agravo interno, teria ofendido o que decidido por esta Corte. Solicitem-se informações.": (
        "unknown"
    ),
    "O art. 520, II, do CPC dispõe que fica sem efeito a execução provisória, sobrevindo "
    "decisão que modifique ou anule a sentença objeto da execução. Intimem-se.": "unknown",
    # A provisional measure's request made moot is no appeal's result (v3126).
    "Decisão: O Tribunal, preliminarmente, declarou prejudicado o pedido de concessão de medida "
    "liminar, e o julgamento prosseguirá na sessão de amanhã.": "unknown",
    "Ante o exposto, julgo prejudicado o pedido de efeito suspensivo. Inclua-se em pauta.": (
        "unknown"
    ),
    # Embargos judged by the pronoun alone, in a text about them; not other things "os" names.
    "Trata-se de embargos de declaração opostos pela ré contra a sentença. Alega omissão quanto "
    "aos juros. Decido. Não há omissão a sanar. Ante o exposto, REJEITO-OS. Intimem-se.": (
        "embargos_rejected"
    ),
    "Trata-se de embargos de declaração opostos pelo autor. Assiste-lhe razão quanto aos "
    "honorários. Ante o exposto, ACOLHO-OS para fixá-los em 10% da condenação.": (
        "embargos_accepted"
    ),
    "Trata-se de ação de indenização. Os pedidos de danos materiais não foram provados. Quanto a "
    "eles, REJEITO-OS. Intimem-se.": "unknown",
}


def test_round_80_closings_are_read_as_written() -> None:
    test_each_text_is_read_as_written(CLOSINGS_AND_EMBARGOS)


def test_a_criminal_chamber_agenda_is_no_judgment_step() -> None:
    """Round 80 (v2292, v2552: TJAM gazette items, invented here): a criminal class named in a
    text that writes no word of a ruling (a session's agenda, a despacho that sets a session)
    made it a judgment, read ``other``; a criminal decision that rules is one still. Read as a
    decision (a text known to be one), the agenda's class still makes it ``other``."""
    agenda = (
        "Pauta de Julgamento Designado PRIMEIRA CÂMARA CRIMINAL PAUTA DE JULGAMENTO DESIGNADO: De "
        "ordem da Presidente da Câmara Criminal, faço público, para conhecimento de todos os "
        "interessados, que serão julgados na sessão seguinte os processos constantes da pauta."
    )
    setting = (
        "SEGUNDA CÂMARA CRIMINAL Despachos. Habeas Corpus nº 4005144-74.2015.8.04.0000. "
        "Determino que os autos sejam incluídos na próxima pauta, para sustentação oral."
    )
    ruling = (
        "Habeas Corpus nº 4005144-74.2015.8.04.0000. Câmara Criminal. Ante o exposto, "
        "concedo a ordem para revogar a prisão preventiva do paciente."
    )
    texts = [agenda, setting, ruling]
    untitled = [None] * len(texts)
    outcomes = lawkit.events.classify_outcome(untitled, texts).astype(object).fillna("-")
    assert outcomes.tolist() == ["-", "-", "other"]
    assert lawkit.events.read_decisions(texts)["outcome"].astype(str).tolist() == ["other"] * 3


#: Round 81 (v2649, v2650: TJAM gazette embargos decisions; invented here): "Quanto aos demais
#: termos, mantenho a sentença" keeps the rest of what the judge just changed and rules nothing
#: of its own (it was read ``appeal_denied``, over "acolho-os"); the embargos' pronoun is read
#: after a clause that names them even when the end read starts after that clause. A text's
#: "acolho-os" whose antecedent is claims stays unread.
_GAZETTE_HEAD = (
    "ADV: FULANO DE TAL (OAB 1234/AM), BELTRANO DA SILVA (OAB 5678/AM) - Processo "
    "0601855-92.2015.8.04.0020 - Procedimento do Juizado Especial Cível - Fornecimento de Água - "
    "Requerente: MARIA DA SILVA SANTOS - Requerido: Concessionária Exemplo S/A - "
)
_GAZETTE_REASONS = (
    " Impende observar que não há que se falar em complexidade da causa em sede de Juizado "
    "Especial, por se tratar de provas documentais, sem necessidade de perícia. Ademais, o "
    "Município não guarda relação com a presente demanda, tendo em vista a estrita relação entre "
    "concessionária e usuários no que se refere a débitos sem que haja o devido fornecimento de "
    "água. Não há que se falar em inépcia da inicial, que está clara e precisa."
)
THE_REST_KEPT = {
    _GAZETTE_HEAD + "Nesse diapasão, conheço dos embargos por estarem em consonância com o art. 48 "
    "e acolho-os em virtude da omissão na sentença quanto às preliminares suscitadas pela "
    "requerida, que passo a examinar." + _GAZETTE_REASONS + " Quanto aos demais termos, mantenho "
    "a sentença tal como foi lançada. Intimem-se as partes. P.R.I.C.": "embargos_accepted",
    "Ante o exposto, conheço dos embargos de declaração e acolho-os para sanar a omissão "
    "apontada, sem efeitos infringentes. Quanto aos demais termos, mantenho a sentença tal como "
    "foi lançada.": "embargos_accepted",
    "Ante o exposto, reduzo os honorários para 10% do valor da condenação. No mais, mantenho a "
    "sentença. Intimem-se.": "unknown",
    "Ante o exposto, dou parcial provimento ao recurso para reduzir a multa a R$ 1.000,00. No "
    "mais, mantenho a sentença por seus próprios fundamentos.": "appeal_partly_granted",
    "Ante o exposto, mantenho a sentença por seus próprios fundamentos.": "appeal_denied",
    _GAZETTE_HEAD.replace("Fornecimento de Água", "Cobrança") + "Os autores formularam os pedidos "
    "de cobrança das parcelas vencidas e de indenização, e acolho-os porque comprovado o "
    "inadimplemento do requerido." + _GAZETTE_REASONS + " Intimem-se as partes.": "unknown",
}


#: Round 81 (v1179: a TJMS embargos ementa; v3259: a TJPR monocratic embargos decision; invented
#: here): in a text that judges embargos de declaração, the result of the appeal they are
#: opposed to, named ("APELAÇÃO JULGADA DESPROVIDA", "NEGAR PROVIMENTO AO APELO"), gives way to
#: the embargos' own verdict; it was read as a second embargos verdict, and the two conflicting
#: gave ``unknown``. Alone, it is still read as the embargos' result.
EMBARGOS_BESIDE_THEIR_APPEAL = {
    "EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL – OMISSÃO VERIFICADA – APELAÇÃO JULGADA "
    "DESPROVIDA – EMBARGOS ACOLHIDOS COM EFEITOS INFRINGENTES PARA DAR PROVIMENTO À "
    "APELAÇÃO.": "embargos_accepted",
    "EMBARGOS DE DECLARAÇÃO. OMISSÃO QUANTO À PRESCRIÇÃO. VÍCIO RECONHECIDO. EMBARGOS ACOLHIDOS "
    "PARA, EMPRESTANDO-LHES EFEITOS INFRINGENTES, NEGAR PROVIMENTO AO APELO.": "embargos_accepted",
    "E M E N T A – EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL – CONTRADIÇÃO NÃO VERIFICADA – "
    "APELAÇÃO JULGADA PARCIALMENTE PROVIDA – EMBARGOS REJEITADOS. 1. Inexistente a contradição. "
    "2. Embargos rejeitados.": "embargos_rejected",
    "EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL. ALEGAÇÃO DE OMISSÃO. INEXISTÊNCIA. NEGARAM "
    "PROVIMENTO À APELAÇÃO, NOS TERMOS DO VOTO.": "embargos_rejected",
}


#: Round 81 (v832: a TRF6 monocratic decision; v2523: a TJAM rapporteur's decision in the
#: gazette; invented here): a court of appeal that does not hear the appeal and ends the case
#: itself in the same clause dismisses it (OUTCOMES.md: ended without the merits); it was read
#: ``appeal_not_heard``. An extinction the ementa reports of the sentence, or one in another
#: sentence, leaves the appeal not heard.
APPEAL_NOT_HEARD_AND_CASE_ENDED = {
    "Ante o exposto, com fundamento no art. 932, III, do Código de Processo Civil, julgo "
    "prejudicada a apelação e extingo o processo, em razão da perda superveniente do objeto. "
    "Publique-se.": "dismissed",
    "Ante o exposto, não conheço do Recurso, conforme art. 557 do CPC e julgo extinto o presente "
    "feito sem resolução de mérito, com fulcro no art. 267, VI. Intimem-se.": "dismissed",
    "APELAÇÃO. EXTINÇÃO DO PROCESSO SEM RESOLUÇÃO DO MÉRITO. ERRO GROSSEIRO. RECURSO NÃO "
    "CONHECIDO.": "appeal_not_heard",
    "Ante o exposto, não conheço do recurso. Julgo extinto o processo de execução quanto ao "
    "mais.": "appeal_not_heard",
}


#: Round 81 (v3277: a TJPR ementa of an ação rescisória; invented here): what an action or an
#: appeal aims at ("AÇÃO RESCISÓRIA QUE VISAVA APENAS A DESCONSTITUIR A SENTENÇA") rules
#: nothing, as a party's request does; it was read ``appeal_granted`` over the extinction the
#: court decreed. A judge's own purpose clause ("visando a reparação") stays a ruling.
AIMS = {
    "DECISÃO MONOCRÁTICA. CÍVEL. AÇÃO RESCISÓRIA QUE VISAVA APENAS A DESCONSTITUIR A SENTENÇA "
    "QUE CONDENOU A PARTE AO PAGAMENTO DAS CUSTAS. SUPERVENIENTE PERDA DO INTERESSE PROCESSUAL. "
    "EXTINÇÃO SEM JULGAMENTO DO MÉRITO. ART. 485, VI, CPC.": "dismissed",
    "Trata-se de apelação que visa a reforma da sentença de improcedência. Ante o exposto, nego "
    "provimento ao recurso.": "appeal_denied",
    "Assim, visando a reparação integral do dano, julgo procedente o pedido para condenar o réu "
    "ao pagamento de R$ 10.000,00.": "granted",
}


@pytest.mark.parametrize(
    "table", [THE_REST_KEPT, EMBARGOS_BESIDE_THEIR_APPEAL, APPEAL_NOT_HEARD_AND_CASE_ENDED, AIMS]
)
def test_round_81_texts_are_read_as_written(table: dict[str, str]) -> None:
    test_each_text_is_read_as_written(table)


def test_round_81_embargos_judged_in_a_movement_name_without_the_article() -> None:
    """Round 81 (v3878, a TJMS movement: "Não acolhidos embargos de declaração contra decisão"):
    a movement name that judges embargos without the article was an ``appeal`` step (their
    filing); with it ("Não acolhidos os embargos") it was a judgment already. Their filing
    stays an appeal."""
    titles = [
        "Não acolhidos embargos de declaração contra decisão",
        "Acolhidos em parte embargos de declaração",
        "Rejeitados embargos de declaração",
        "Embargos de Declaração Opostos",
    ]
    texts = [None] * len(titles)
    assert lawkit.events.classify(titles, texts).astype(str).tolist() == [
        "judgment", "judgment", "judgment", "appeal"
    ]  # fmt: skip
    outcomes = lawkit.events.classify_outcome(titles, texts).astype(object).fillna("-")
    assert outcomes.tolist() == ["embargos_rejected", "embargos_accepted", "embargos_rejected", "-"]


#: Round 81 (v1216, v1236, v1238, v1247, v3071, v3684: a rapporteur's or a judge's decision on a
#: liminar, a tutela or an efeito suspensivo, tuned; invented here): an untitled text that
#: closes on a ruling on a provisional request and says no verdict after its last dispositive
#: marker was a judgment step, by the verdicts its reasons report or quote; it is an
#: interlocutory decision. A sentence that grants a tutela after its verdict stays a judgment.
_AI_REASONS = 3 * (
    "A agravante sustenta que a decisão agravada contraria a sentença proferida na ação civil "
    "pública, que julgou procedentes os pedidos e determinou medidas de proteção. "
)
_PRECEDENT = (
    "Nesse sentido, a jurisprudência desta Corte: AGRAVO DE INSTRUMENTO. CUMPRIMENTO PROVISÓRIO. "
    "SUSPENSÃO. DESCABIMENTO. Recurso provido. (AI 1000000-00.2019.4.01.0000, Quinta Turma). "
)


def test_round_81_a_decision_closing_on_a_provisional_ruling_is_no_judgment_step() -> None:
    interlocutory = (
        "Trata-se de Agravo de Instrumento interposto pelo Ministério Público Federal, com pedido "
        "de antecipação da tutela recursal, contra decisão que sobrestou o cumprimento provisório "
        "de sentença. " + _AI_REASONS + _PRECEDENT
        + 8 * "O perigo de dano é evidente, pois as medidas determinadas não foram iniciadas. "
        + "Tal o cenário, DEFIRO O PEDIDO DE TUTELA ANTECIPADA RECURSAL para atribuir efeito "
        "suspensivo ao recurso. Intimem-se os agravados para contrarrazões. BRASÍLIA, 15 de junho "
        "de 2020. Desembargadora Federal Relatora"
    )  # fmt: skip
    sentence = (
        "Trata-se de ação de obrigação de fazer. " + _AI_REASONS
        + 10 * "A autora comprovou a necessidade do tratamento. "
        + "Pelo exposto, julgo procedente o pedido para condenar o réu a implantar o benefício "
        "desde a cessação administrativa, compensados os valores pagos por força da decisão que "
        "deferiu o pedido de tutela provisória. "
        + 8 * "Os valores vencidos serão apurados em liquidação, observada a prescrição. "
        + "Oportunamente, defiro o pedido de tutela provisória de urgência para que o réu implante "
        "o benefício imediatamente. Custas na forma da lei. P.R.I."
    )  # fmt: skip
    texts = [interlocutory, sentence]
    untitled = [None] * len(texts)
    assert lawkit.events.classify(untitled, texts).astype(str).tolist() == ["decision", "judgment"]
    outcomes = lawkit.events.classify_outcome(untitled, texts).astype(object).fillna("-")
    assert outcomes.tolist() == ["-", "granted"]


def test_round_81_a_pronuncia_is_a_decision_and_an_impronuncia_a_judgment() -> None:
    """Round 81 (prompted by the fourth held-out batch's steps figure, TJSP jury sentences, its
    texts unread; invented here): lawkit files a pronúncia as a decision (TPU 10953, ``tpu.py``)
    and an impronúncia as a judgment (10961, ``other``); read from the text, a pronúncia was a
    judgment step and an impronúncia none. A civil "pronuncio a prescrição" stays a claim's
    end, and a habeas corpus that reports "sentença que pronunciou o paciente" is judged."""
    texts = [
        "Ante o exposto, julgo procedente a denúncia e PRONUNCIO o réu FULANO DE TAL, como incurso "
        "no art. 121, § 2º, IV, do Código Penal, para que seja submetido a julgamento pelo "
        "Tribunal do Júri. Mantenho a prisão preventiva. P.R.I.C.",
        "Ante o exposto, PRONUNCIO, com fundamento no art. 413 do Código de Processo Penal, o réu "
        "FULANO DE TAL, dando-o como incurso no art. 121 do Código Penal.",
        "Ante o exposto, IMPRONUNCIO o acusado FULANO, com fundamento no art. 414 do Código de "
        "Processo Penal.",
        "Ante o exposto, PRONUNCIO o réu FULANO como incurso no art. 121 do Código Penal e "
        "IMPRONUNCIO o corréu BELTRANO, com fundamento no art. 414 do CPP.",
        "Ante o exposto, pronuncio a prescrição das parcelas anteriores a 2015 e julgo "
        "improcedente o pedido.",
        "Trata-se de habeas corpus. Superveniência de sentença que pronunciou o paciente e manteve "
        "a custódia. Ante o exposto, denego a ordem.",
    ]
    outcomes = lawkit.events.classify_outcome([None] * len(texts), texts)
    assert outcomes.astype(object).fillna("-").tolist() == [
        "-", "-", "other", "other", "denied", "other"
    ]  # fmt: skip
