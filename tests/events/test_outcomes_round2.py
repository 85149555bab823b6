"""Round 2 of the outcome rules (issue 28): the general causes of the tuned part's failures, each
as ``OUTCOMES.md`` files it. Texts are written after the tuned ones (names and numbers
invented); ``read_decisions`` reads them as decisions, without the event gate."""

from __future__ import annotations

import pytest

import lawkit.events


def _read(text: str) -> str:
    return str(lawkit.events.read_decisions([text])["outcome"].iloc[0])


CAPTION = "APELAÇÃO CÍVEL. AÇÃO DE INDENIZAÇÃO POR DANOS MORAIS. NEGATIVAÇÃO INDEVIDA. "


@pytest.mark.parametrize(
    "text",
    [
        "DIREITO PENAL E PROCESSUAL PENAL. APELAÇÃO CRIMINAL. TRÁFICO DE DROGAS. DOSIMETRIA. "
        "RECURSO PARCIALMENTE PROVIDO.",
        "HABEAS CORPUS. PRISÃO PREVENTIVA. GARANTIA DA ORDEM PÚBLICA. ORDEM CONHECIDA E DENEGADA.",
        "EMENTA: RECURSO EM SENTIDO ESTRITO - DECISÃO DE PRONÚNCIA - IMPRONÚNCIA - "
        "IMPOSSIBILIDADE.",
        "Relator: Fulano Órgão Julgador: 6ª Câmara Criminal Data Julgamento: 29/04/2026 ESTUPRO DE "
        "VULNERÁVEL. CONDENAÇÃO MANTIDA. RECURSO NÃO PROVIDO.",
    ],
)
def test_every_judgment_of_a_criminal_case_is_other(text: str) -> None:
    assert _read(text) == "other"


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # A court's name, a civil law's words: no criminal case.
        (
            "ACORDAM os Juízes da Turma Recursal dos Juizados Especiais Cíveis, Criminais e da "
            "Fazenda Pública, à unanimidade, conhecer do recurso e negar-lhe provimento.",
            "appeal_denied",
        ),
        (
            "MANDADO DE SEGURANÇA. Cabe mandado de segurança para proteger direito líquido e certo "
            "não amparado por habeas corpus ou habeas data. Segurança concedida.",
            "granted",
        ),
        (
            "APELAÇÃO CÍVEL. RESPONSABILIDADE CIVIL. ART. 67, I, DO CÓDIGO DE PROCESSO PENAL. "
            "INDEPENDÊNCIA DAS INSTÂNCIAS. RECURSO CONHECIDO E NÃO PROVIDO.",
            "appeal_denied",
        ),
        ("HABEAS CORPUS. PRISÃO CIVIL. DÉBITO ALIMENTAR. ORDEM DENEGADA.", "denied"),
    ],
)
def test_a_civil_case_that_names_criminal_words_is_read_by_its_result(
    text: str, outcome: str
) -> None:
    assert _read(text) == outcome


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # The decision under review, in a relative clause with a verb in the past.
        (
            "EMBARGOS DE DECLARAÇÃO. I. CASO EM EXAME Embargos opostos contra acórdão que, por "
            "unanimidade, negou provimento ao recurso de agravo de instrumento. IV. DISPOSITIVO "
            "6. Recurso rejeitado.",
            "embargos_rejected",
        ),
        (
            "Recurso de apelação contra a sentença que julgou improcedentes os pedidos. O autor "
            "provou o pagamento. Ante o exposto, dou provimento ao recurso.",
            "appeal_granted",
        ),
        (
            "Recurso desprovido, mantendo-se a decisão monocrática que não conheceu do agravo.",
            "appeal_denied",
        ),
    ],
)
def test_a_verdict_reported_of_another_decision_does_not_decide(text: str, outcome: str) -> None:
    assert _read(text) == outcome


@pytest.mark.parametrize(
    "text",
    [
        "IV. Dispositivo: recurso do autor provido, recurso da requerida parcialmente provido.",
        CAPTION + "9. Recursos conhecidos e provido somente o primeiro do Autor.",
        CAPTION + "Recurso da parte ré conhecido e provido. Recurso da parte autora prejudicado.",
        CAPTION + "Reexame necessário parcialmente provido. Apelo prejudicado. Decisão unânime.",
        "Apelação Cível 1. Teses de ilegitimidade. Recurso Conhecido e Não Provido.Apelação Cível "
        "2. Teses de necessidade de fixação de indenização...",
    ],
)
def test_two_appeals_judged_in_different_ways_or_one_result_for_two_are_unknown(
    text: str,
) -> None:
    assert _read(text) == "unknown"


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("APELAÇÃO CÍVEL E RECURSO ADESIVO. SENTENÇA MANTIDA. APELO E ADESIVO DESPROVIDOS.",
         "appeal_denied"),
        (CAPTION + "Recursos providos em parte. Pedidos procedentes em parte.",
         "appeal_partly_granted"),
        (CAPTION + "1. Recurso provido para afastar a indenização. 2. Recurso julgado prejudicado "
         "quanto aos juros.", "appeal_granted"),
        ("MANDADO DE SEGURANÇA. LICITAÇÃO. ORDEM CONCEDIDA, JULGANDO-SE PREJUDICADO O AGRAVO "
         "INTERNO.", "granted"),
    ],
)  # fmt: skip
def test_one_result_that_covers_every_appeal_decides(text: str, outcome: str) -> None:
    assert _read(text) == outcome


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL – AÇÃO REIVINDICATÓRIA – MERO INCONFORMISMO – "
         "RECURSO CONHECIDO E REJEITADO.", "embargos_rejected"),
        ("EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL – FORTUITO EXTERNO – DECISÃO MANTIDA – "
         "PREQUESTIONAMENTO – EMBARGOS REJEITADOS.", "embargos_rejected"),
        ("EMBARGOS DE DECLARAÇÃO EM APELAÇÃO. VALOR DA CAUSA. ACÓRDÃO: acordam os Desembargadores, "
         "por unanimidade, conhecer do recurso, para dar-lhe parcial provimento.",
         "embargos_accepted"),
        ("EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL. CUMPRIMENTO DE SENTENÇA. ASTREINTES. "
         "EMBARGOS CONHECIDOS E REJEITADOS.", "embargos_rejected"),
    ],
)  # fmt: skip
def test_appeal_words_in_a_text_that_judges_embargos_judge_the_embargos(
    text: str, outcome: str
) -> None:
    assert _read(text) == outcome


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # "não" and "em parte" are no party's name.
        ("AGRAVO DE INSTRUMENTO. EXCEÇÃO DE PRÉ-EXECUTIVIDADE. AGRAVO DE INSTRUMENTO CONHECIDO E "
         "NÃO PROVIDO.", "appeal_denied"),
        ("Recurso de apelação parcialmente provido.", "appeal_partly_granted"),
        ("Recurso de Maria das Dores Silva provido.", "appeal_granted"),
        # "Desprovida de fundamentação" lacks, it does not judge.
        ("EMENTA: APELAÇÃO CÍVEL - NULIDADE DA DECISÃO. I - É nula a decisão judicial desprovida "
         "de fundamentação. II - Ausente o nexo de causalidade, não há dever de indenizar.",
         "unknown"),
        ("EMENTA: APELAÇÃO CÍVEL - CARTÃO NÃO CONTRATADO - MINORAÇÃO - RECURSO NEGADO. Não há "
         "abusividade no valor.", "appeal_denied"),
        (CAPTION + "SENTENÇA MANTIDA. NEGATIVA DE PROVIMENTO.", "appeal_denied"),
        (CAPTION + "SENTENÇA DE IMPROCEDÊNCIA MANTIDA. RECURSO DESPROVIDO.", "appeal_denied"),
        ("Mandado de Segurança conhecido e denegado.", "denied"),
        ("V. DISPOSITIVO Forte nessas razões, julgo monocraticamente procedente a presente "
         "Apelação, reformando o dispositivo a quo. Publique-se.", "appeal_granted"),
        ("Não-conhecimento De Recurso - Não-conhecimento", "appeal_not_heard"),
        ("AGRAVO DE INSTRUMENTO. ROL TAXATIVO. RECURSO INADMISSÍVEL. NÃO CONHECIMENTO, COM "
         "FUNDAMENTO NO ARTIGO 932, III DO CPC.", "appeal_not_heard"),
    ],
)  # fmt: skip
def test_verdict_wordings(text: str, outcome: str) -> None:
    assert _read(text) == outcome


def test_an_ementa_caption_followed_by_prose_is_read() -> None:
    text = (
        "RECURSO DE APELAÇÃO – AÇÃO INDENIZATÓRIA – PLANO DE SAÚDE – RECUSA DE TRATAMENTO – DANOS "
        "MORAIS NÃO CONFIGURADOS – RECURSO CONHECIDO E PROVIDO. A simples recusa indevida de "
        "cobertura por operadora de plano de saúde não gera, por si só, dano moral presumido, "
        "sendo imprescindível a presença de outros elementos que permitam constatar a alteração "
        "anímica da vítima em grau suficiente para ultrapassar o mero aborrecimento. " * 2
    )
    assert _read(text) == "appeal_granted"


def test_a_dissent_after_the_ementa_is_not_its_result() -> None:
    text = (
        "EMENTA: AGRAVO DE INSTRUMENTO - DESCONTOS EM BENEFÍCIO - TUTELA DE URGÊNCIA - RECURSO "
        "PROVIDO. Presentes os requisitos do art. 300 do CPC, defere-se a tutela. "
        + "x " * 150
        + "V.V: EMENTA: AGRAVO DE INSTRUMENTO - MULTA COMINATÓRIA. Recurso desprovido."
    )
    assert _read(text) == "appeal_granted"


def test_a_session_result_line_wins_over_the_vote() -> None:
    text = (
        "VOTO. Diante do exposto CONHEÇO e DOU PROVIMENTO ao recurso para reformar a sentença. "
        "É como voto. EMENTA Voto servindo como ementa. DECISÃO À unanimidade, conhecer e dar "
        "parcial provimento ao recurso, nos termos do voto do Relator."
    )
    assert _read(text) == "appeal_partly_granted"


def test_what_a_search_page_appends_after_a_sentence_is_not_its_dispositive() -> None:
    text = (
        "SENTENÇA. Dispensado o relatório. "
        + "O autor alega cobrança indevida. " * 10
        + "3. DISPOSITIVO Ante o exposto, julgo IMPROCEDENTES os "
        "pedidos formulados na inicial. Publique-se. Registre-se. Intime-se. Juíza de Direito "
        "5 resultado(s) encontrado(s) no INTEIRO TEOR. 1) DANO MORAL NÃO CONFIGURADO ? SENTENÇA "
        "REFORMADA ? RECURSO PROVIDO."
    )
    assert _read(text) == "denied"


def test_an_appeal_result_at_the_end_decides_over_the_sentence_reported_before_it() -> None:
    text = (
        "Ementa: APELAÇÃO CÍVEL. ACIDENTE DE TRÂNSITO. 1. Ante as razões expostas na apelação, a "
        "sentença julgou improcedente o pedido da autora por falta de prova da culpa; "
        + "2. A prova não foi produzida. " * 40
        + "9. Recurso conhecido e não provido."
    )
    assert _read(text) == "appeal_denied"


def test_the_end_read_starts_at_the_sentence_it_cuts_into() -> None:
    text = (
        "DIREITO ADMINISTRATIVO. APELAÇÃO CÍVEL. SERVIDORA PÚBLICA. APOSENTADORIA. "
        * 20
        + "RECURSO A QUE SE DÁ PARCIAL PROVIMENTO, REFORMANDO-SE A SENTENÇA APENAS PARA AFASTAR A "
        "COMPENSAÇÃO DE HONORÁRIOS ADVOCATÍCIOS SUCUMBENCIAIS, DETERMINANDO QUE CADA PARTE PAGUE "
        "OS HONORÁRIOS DE SUCUMBÊNCIA AO ADVOGADO DA PARTE ADVERSA, CUJO PERCENTUAL DEVE SER "
        "FIXADO NA FASE DE LIQUIDAÇÃO DO JULGADO, NOS TERMOS DO ART. 86 DO CPC. JULGAMENTO POR "
        "UNANIMIDADE. (Apelação / Remessa Necessária 0000000-00.2013.8.17.0001, Rel. Fulano de "
        "Tal, 4ª Câmara de Direito Público, julgado em 08/11/2023, DJe 16/11/2023)"
    )
    assert _read(text) == "appeal_partly_granted"


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        ("Diante do exposto, julgo extinto o processo, com resolução do mérito, e acolho os "
         "pedidos formulados na inicial.", "granted"),
        ("Ante o exposto, ACOLHO PARCIALMENTE a impugnação ao cumprimento de sentença.",
         "partly_granted"),
        ("Ante o exposto, rejeito a impugnação ao cumprimento de sentença.", "denied"),
        ("Isto posto, HOMOLOGO, por sentença, a transação celebrada entre as partes, e JULGO "
         "EXTINTO o processo, com resolução do mérito.", "settled"),
        # The execution's end decides over the impugnação rejected in the same place.
        ("Ante o exposto, rejeito a impugnação ao cumprimento de sentença, declaro satisfeita a "
         "obrigação e extingo o processo, na forma do art. 924, II, do CPC.", "other"),
    ],
)  # fmt: skip
def test_first_instance_wordings(text: str, outcome: str) -> None:
    assert _read(text) == outcome


def test_an_acordao_on_embargos_with_no_title_is_a_judgment_step() -> None:
    text = (
        "EMBARGOS DE DECLARAÇÃO EM APELAÇÃO CÍVEL – AÇÃO ANULATÓRIA – ALEGAÇÃO DE OMISSÃO – "
        "REDISCUSSÃO DA MATÉRIA – EMBARGOS REJEITADOS. Os embargos de declaração não se prestam "
        "à rediscussão do mérito nem ao reexame de provas, limitando-se a sanar omissão, "
        "contradição, obscuridade ou erro material. Em não sendo caso de nenhuma das hipóteses do "
        "art. 1.022 do CPC, rejeitam-se os embargos declaratórios."
    )
    found = lawkit.events.annotate_outcomes([None], [text])
    assert found["event"].iloc[0] == "judgment"
    assert found["outcome"].iloc[0] == "embargos_rejected"
    # With a provider's movement name, the filing of embargos stays a filing.
    filed = lawkit.events.annotate_outcomes(["Embargos de Declaração"], ["Petição da ré."])
    assert filed["event"].iloc[0] == "appeal"


def test_a_judges_own_verdict_is_not_the_sentence_an_appeal_reviews() -> None:
    # Cut to its end, a sentence quoting an ementa ("DECISÃO REFORMADA - RECURSO CONHECIDO E
    # PROVIDO") still decides by its own dispositive.
    text = (
        "E - DECISÃO AGRAVADA QUE ACOLHEU A IMPUGNAÇÃO - RECURSO DA EXEQUENTE - SÚMULA 410 DO STJ "
        "- DECISÃO REFORMADA - RECURSO CONHECIDO E PROVIDO. O termo inicial da multa é a data da "
        "intimação pessoal do devedor. "
        + "Assim, a execução prossegue regularmente. " * 10
        + "Ante o exposto, REJEITO os embargos à execução. Publique-se. Intimem-se."
    )
    assert _read(text) == "denied"
