"""``lawkit.events.classify_outcome``: who won a judgment step, from its TPU code or its text."""

from __future__ import annotations

import pandas as pd
import pytest

import lawkit
import lawkit.events as events
from lawkit.classify import outcome as outcome_module
from lawkit.classify import tpu


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


def test_texts_alike_but_for_their_numbers_are_read_once_and_quoted_as_written(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Steps that differ only in digits share one reading, unless the clause quoted holds one."""
    reads = []
    decide = outcome_module._decide
    monkeypatch.setattr(outcome_module, "_decide", lambda *a: reads.append(a) or decide(*a))
    sentences = [f"Autos {n}. Ante o exposto, JULGO PROCEDENTE o pedido." for n in (5, 9)]
    appeals = [f"ACORDAM: conhecido o recurso de apelação {n} e provido." for n in (12, 34)]
    found = events.outcome_basis(["Sentença"] * 2 + ["Acórdão"] * 2, sentences + appeals)
    assert found.tolist() == ["text: PROCEDENTE"] * 2 + [
        "text: conhecido o recurso de apelação 12 e provido",
        "text: conhecido o recurso de apelação 34 e provido",
    ]
    assert len(reads) == 3  # one for both sentences; each appeal read as written


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
    found = {outcome_module.code_outcome(code) for code in judgments}
    assert found <= set(events.OUTCOMES)
    assert outcome_module.code_outcome(51) is None  # Conclusão judges nothing


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # The sentence under appeal is quoted; the turma's own decision comes after it.
        (
            "A sentença assim decidiu: “Ante o exposto, julgo IMPROCEDENTES os pedidos.” Assim "
            "sendo, ante ao exposto, decido no sentido de CONHECER e DAR PARCIAL PROVIMENTO ao "
            "recurso.",
            "appeal_partly_granted",
        ),
        ("IV. DISPOSITIVO: Indeferida a petição inicial do mandado de segurança.", "dismissed"),
        ("Ante o exposto, REJEITO os embargos à execução, nos termos da fundamentação.", "denied"),
        # An impugnação ao cumprimento is a claim (OUTCOMES.md, "Hard cases").
        ("Diante do exposto, JULGO PROCEDENTE a impugnação ao cumprimento de sentença.", "granted"),
    ],
)
def test_quoted_dispositives_and_actions_of_their_own(text: str, outcome: str) -> None:
    assert outcomes(["Julgamento"], [text], [193]) == [outcome]


def test_steps_differing_only_in_numbers_or_missing_codes_are_read_once(monkeypatch) -> None:
    calls = []
    original = outcome_module.dispositive.read
    monkeypatch.setattr(
        outcome_module.dispositive, "read", lambda *args: calls.append(args) or original(*args)
    )
    texts = [f"Sessão de {day}/03/2024: a Turma, por unanimidade, negou provimento." for day in
             range(10, 30)]  # fmt: skip
    steps = pd.DataFrame({"title": ["Julgamento"] * len(texts), "type": None, "text": texts})
    found = pd.DataFrame({"event": ["judgment"] * len(texts), "tpu_code": [pd.NA] * len(texts)})
    read = outcome_module.steps_outcome(steps, found)
    assert list(read) == ["appeal_denied"] * len(texts) and len(calls) == 1


#: Bare decisions (no title, no code) as the courts' jurisprudence searches give them (shapes of
#: tests/data/outcomes/texts.csv, TJRS, TJPA, TJDFT): the event classifier must find them
#: judgments, or they get no outcome.
BARE_DECISIONS = [
    (
        None,
        "DIREITO DO CONSUMIDOR. RECURSO INOMINADO. INSCRIÇÃO INDEVIDA. DANO MORAL. RECURSO "
        "DESPROVIDO. I. CASO EM EXAME: Recurso interposto pela parte ré contra sentença de "
        "procedência. (Recurso Cível, Nº 5000, Primeira Turma Recursal Cível, "
        "Julgado em: 16-04-2026)",
        "appeal_denied",
    ),
    (
        None,
        "RECURSO INOMINADO. CONSUMIDOR. AÇÃO DE OBRIGAÇÃO DE FAZER CUMULADA COM PEDIDO DE "
        "INDENIZAÇÃO POR DANOS MORAIS. PERDA DE ACESSO À PÁGINA COMERCIAL. "
        "RECURSO PROVIDO EM PARTE.",
        "appeal_partly_granted",
    ),
    (
        None,
        "MANDADO DE SEGURANÇA. DIREITO PROCESSUAL CIVIL. IMPENHORABILIDADE DE VALORES. "
        "INDEFERIMENTO DA PETIÇÃO INICIAL. I. CASO EM EXAME: Mandado de segurança contra decisão "
        "que determinou a penhora. Inicial indeferida.",
        "dismissed",
    ),
    (
        None,
        "Ementa: DIREITO PROCESSUAL CIVIL. APELAÇÃO CÍVEL. EXECUÇÃO DE TÍTULO JUDICIAL. AUSÊNCIA "
        "DE INTIMAÇÃO DOS COPROPRIETÁRIOS. Vistos. ACORDAM os Desembargadores, à unanimidade de "
        "votos, em CONHECER e DAR PROVIMENTO ao recurso de apelação.",
        "appeal_granted",
    ),
    (
        None,
        "DECISÃO MONOCRÁTICA. RECURSO ORDINÁRIO EM MANDADO DE SEGURANÇA. INTERPOSIÇÃO NO ÂMBITO "
        "DOS JUIZADOS ESPECIAIS. INADMISSIBILIDADE. NEGADO SEGUIMENTO AO RECURSO.",
        "appeal_not_heard",
    ),
    (
        "CONHECIDO. PROVIDO EM PARTE. UNÂNIME.",
        "DIREITO DO CONSUMIDOR. APELAÇÃO CÍVEL.",
        "appeal_partly_granted",
    ),
    ("Recursos desprovidos. Unânime", "Ementa: DIREITO TRIBUTÁRIO. ICMS.", "appeal_denied"),
    (
        "Agravo Interno parcialmente conhecido e, na parte conhecida, negou-se provimento",
        None,
        "appeal_denied",
    ),
    (
        None,
        "ESTADO DO ESPÍRITO SANTO PODER JUDICIÁRIO Juízo de Vitória - Comarca da Capital - 3ª "
        "Vara Cível Rua Leocádia Pedra dos Santos, 80, Enseada do Suá, VITÓRIA - ES PROCESSO Nº "
        "0017761-75.2020.8.08.0024 SENTENÇA Vistos etc. Ante o exposto, conheço dos embargos de "
        "declaração e, no mérito, dou-lhes provimento para sanar a omissão apontada.",
        "embargos_accepted",
    ),
]


@pytest.mark.parametrize(("title", "text", "outcome"), BARE_DECISIONS)
def test_bare_decisions_are_judgments_with_their_outcome(title, text, outcome) -> None:
    found = events.annotate_outcomes([title], [text])
    assert (found["event"][0], found["outcome"][0]) == ("judgment", outcome)


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("Mandado de citação expedido", "notice"),
        ("Acórdão registrado sob nº 20210000729543, com 5 folhas.", "judgment"),
        ("Recurso Inominado interposto pela parte ré", "appeal"),
        ("MANDADO DE SEGURANÇA. Vistos. Notifique-se a autoridade coatora.", "other"),
    ],
)
def test_movement_lines_near_an_ementa_keep_their_class(text: str, event: str) -> None:
    assert events.classify([None], [text])[0] == event


_DECISION = (
    "EX POSITIS, com base nos fundamentos jurídicos, extingo o processo com resolução do mérito, "
    "julgando IMPROCEDENTES os pedidos formulados na inicial. Publique-se. Registre-se. Intimem-se."
)
_EXECUTION = (
    "Cuida a presente de ação em fase de cumprimento de sentença. Intimada para cumprimento, a "
    "devedora efetivou o depósito judicial. É o que importa relatar. Decido. Compulsados os autos, "
    "verifico que houve a quitação integral do débito. Expeça-se alvará. " * 3
)


@pytest.mark.parametrize(
    ("title", "text", "outcome"),
    [
        # PJe's movement with its complement (brunnoguim/analise-codilo, steps4).
        ("Conhecido o recurso de JOAO FILHO SOARES MOREIRA e provido", None, "appeal_granted"),
        ("Conhecido o recurso de C. M. D. S. (APELANTE) e provido em parte", None,
         "appeal_partly_granted"),
        (None, "APELAÇÃO CÍVEL. DANO MORAL. RECURSO CONHECIDO E PROVIDO.", "appeal_granted"),
        # A provider's title: the movement name, then the decision text it repeats; the name
        # decides (the labelling policy of tests/data/outcomes).
        (f"Julgado procedente o pedido {_DECISION}", _DECISION, "granted"),
        (f"Extinta a execução ou o cumprimento da sentença {_EXECUTION}", _EXECUTION, "other"),
    ],
)  # fmt: skip
def test_movement_names_and_result_lines_decide(title, text, outcome) -> None:
    assert events.classify_outcome([title], [text], [193])[0] == outcome


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # Spaced heading (TJMT), nominal results (TJRJ, TJPB), a letterhead before the ementa.
        (
            "E M E N T A DIREITO ADMINISTRATIVO E PROCESSUAL CIVIL. RECURSO INOMINADO. PROTESTO "
            "INDEVIDO DE CERTIDÃO DE DÍVIDA ATIVA. DANO MORAL. RECURSO PARCIALMENTE PROVIDO.",
            "appeal_partly_granted",
        ),
        (
            "AGRAVO DE INSTRUMENTO. DECISÃO QUE NÃO SE ENQUADRA NAS HIPÓTESES DO ARTIGO 1.015. "
            "RECURSO INADMISSÍVEL. NÃO CONHECIMENTO, COM FUNDAMENTO NO ARTIGO 932, III DO CPC.",
            "appeal_not_heard",
        ),
        (
            "Poder Judiciário Tribunal de Justiça da Paraíba Processo nº: "
            "0800810-86.2016.8.15.0001 Classe: APELAÇÃO (198) APELANTE: FULANO APELADO: BANCO "
            "DO BRASIL S.A CIVIL. APELAÇÃO "
            "CÍVEL. AÇÃO DE INDENIZAÇÃO. IMPROCEDÊNCIA DO PEDIDO INICIAL. IRRESIGNAÇÃO. DANO "
            "MORAL. NÃO CONFIGURADO. MANUTENÇÃO DA SENTENÇA. DESPROVIMENTO DO RECURSO.",
            "appeal_denied",
        ),
        # An opening quote never closed is a stray mark: the dispositive after it is read.
        (
            "SÚMULA DE JULGAMENTO – DECISÃO MONOCRÁTICA. Trata-se de recurso inominado. A parte "
            "alega “falha na prestação do serviço. Sem razão. " + "Fundamentação. " * 60
            + "10. Ante o exposto, conheço do recurso e NEGO-LHE PROVIMENTO. 11. Condeno a parte "
            "recorrente ao pagamento das custas. " + "Intimem-se. " * 60,
            "appeal_denied",
        ),
    ],
)  # fmt: skip
def test_ementas_and_monocratic_decisions_of_more_courts(text: str, outcome: str) -> None:
    found = events.annotate_outcomes([None], [text])
    assert (found["event"][0], found["outcome"][0]) == ("judgment", outcome)
