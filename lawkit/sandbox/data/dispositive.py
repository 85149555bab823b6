# ruff: noqa: E501  (long Portuguese sentences are kept whole)
"""The dispositive of a judgment with an outcome, in the style of the court that gives it.

A judgment act of :data:`~lawkit.sandbox.data.vocabulary.ACTS` with an ``outcome`` closes its
whole text (and the ``teor`` of its publication) with a dispositive written the way its court
writes one:

* first degree: "Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido ..." (civil, with
  variants "Isto posto", "Diante do exposto"), labour sentences ("JULGO PROCEDENTES EM PARTE os
  pedidos formulados por ... para condenar a reclamada ..."), homologations of settlements
  (CPC art. 487, III, b) and dismissals without merits (CPC art. 485: desistência, abandono,
  indeferimento da inicial; CLT art. 844: the claimant's absence). A share
  (:data:`COUNTERCLAIM_SHARE`) of civil merits judgments also judge a counterclaim (reconvenção,
  or the small-claims pedido contraposto), often the other way: the outcome stays that of the
  claimant's claim, as ``OUTCOMES.md`` reads it;
* appeals: TJSP's "ACORDAM, em 2ª Câmara de Direito Privado do Tribunal de Justiça de São Paulo,
  proferir a seguinte decisão: Negaram provimento ao recurso. V. U.", the other state courts'
  "ACORDAM os Desembargadores ...", the federal courts' "ACORDA a ... Turma ...", the labour
  courts' "ACORDAM os Magistrados da ... Turma ... em dar parcial provimento ao recurso
  ordinário", the STJ's "Ante o exposto, nego provimento ao agravo interno" or "Acordam os
  Ministros da ... Turma ...", the TST's and the STF's; embargos de declaração accepted or
  rejected in the same styles.

A share (:data:`PRECEDENT_SHARE`) of whole judgment texts quote a precedent in their reasoning,
an ementa whose own result differs from the judgment's ("... Recurso provido."): the realistic
trap for a reader that takes the first result it meets instead of the dispositive.

Which variant a step gets is a function of the act, the bench and the step's number
(:func:`ruling`), so a judgment's whole text and its publication's ``teor`` agree.
"""

from __future__ import annotations

import random
import zlib

from lawkit.sandbox.data import vocabulary as voc
from lawkit.sandbox.data.procedure import Names

#: Share of civil merits judgments (granted, partly, denied) that also judge a counterclaim.
COUNTERCLAIM_SHARE = 0.12
#: Share of whole judgment texts that quote a precedent before the dispositive.
PRECEDENT_SHARE = 0.3

_CIVIL_TAIL = (
    "com resolução do mérito, nos termos do artigo 487, inciso I, do Código de Processo Civil"
)
_COSTS = "Condeno a parte vencida ao pagamento das custas e dos honorários advocatícios, fixados em 10% do valor da condenação."

#: Dispositives by act and court family (:func:`family`; ``"*"``: any other), as templates.
DISPOSITIVES: dict[str, dict[str, tuple[str, ...]]] = {
    "granted": {
        "*": (
            f"Ante o exposto, JULGO PROCEDENTE o pedido, {_CIVIL_TAIL}. {_COSTS}",
            f"Isto posto, JULGO PROCEDENTE a ação para condenar {{passive}} ao pagamento de {{money}}, {_CIVIL_TAIL}.",
            f"Diante do exposto, JULGO PROCEDENTES os pedidos formulados por {{active}} em face de {{passive}}, {_CIVIL_TAIL}. {_COSTS}",
        ),
    },
    "partly": {
        "*": (
            f"Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido, {_CIVIL_TAIL}. Ante a sucumbência recíproca, as custas serão rateadas.",
            f"Isto posto, JULGO PROCEDENTE EM PARTE a ação para condenar {{passive}} ao pagamento de {{money}}, rejeitados os demais pedidos, {_CIVIL_TAIL}.",
            f"Diante do exposto, JULGO PARCIALMENTE PROCEDENTES os pedidos formulados por {{active}}, {_CIVIL_TAIL}.",
        ),
    },
    "denied": {
        "*": (
            f"Ante o exposto, JULGO IMPROCEDENTE o pedido e extingo o processo, {_CIVIL_TAIL}. Condeno a parte autora ao pagamento das custas e dos honorários advocatícios.",
            f"Isto posto, JULGO IMPROCEDENTES os pedidos formulados por {{active}} em face de {{passive}}, {_CIVIL_TAIL}.",
        ),
    },
    "settled": {
        "*": (
            "Ante o exposto, HOMOLOGO o acordo celebrado entre as partes e extingo o processo com resolução do mérito, nos termos do artigo 487, inciso III, alínea b, do Código de Processo Civil.",
            "Isto posto, HOMOLOGO, por sentença, a transação celebrada entre {active} e {passive}, para que produza seus jurídicos e legais efeitos, e JULGO EXTINTO o processo, com resolução do mérito, nos termos do artigo 487, inciso III, alínea b, do Código de Processo Civil.",
        ),
        "labor": (
            "HOMOLOGO o acordo celebrado entre as partes, no valor de {money}, para que produza seus jurídicos e legais efeitos, extinguindo-se o processo com resolução do mérito, nos termos do artigo 487, inciso III, alínea b, do CPC, c/c o artigo 831, parágrafo único, da CLT.",
        ),
    },
    "withdrawn": {
        "*": (
            "Ante o exposto, HOMOLOGO o pedido de desistência formulado pela parte autora e JULGO EXTINTO o processo, sem resolução do mérito, nos termos do artigo 485, inciso VIII, do Código de Processo Civil.",
        ),
    },
    "abandoned": {
        "*": (
            "Intimada pessoalmente, a parte autora não promoveu os atos que lhe competiam. Ante o exposto, JULGO EXTINTO o processo, sem resolução do mérito, com fundamento no artigo 485, inciso III, do Código de Processo Civil.",
        ),
    },
    "petition_rejected": {
        "*": (
            "Ante o exposto, INDEFIRO a petição inicial e JULGO EXTINTO o processo, sem resolução do mérito, nos termos do artigo 485, inciso I, c/c o artigo 330, inciso IV, do Código de Processo Civil.",
        ),
    },
    "labor_granted": {
        "*": (
            "Ante o exposto, JULGO PROCEDENTES os pedidos formulados por {active} em face de {passive}, para condenar a reclamada ao pagamento das parcelas deferidas na fundamentação, no valor de {money}.",
        ),
    },
    "labor_partly": {
        "*": (
            "Ante o exposto, JULGO PROCEDENTES EM PARTE os pedidos formulados por {active} em face de {passive}, para condenar a reclamada ao pagamento das parcelas deferidas na fundamentação, no valor de {money}, improcedentes os demais.",
            "Pelo exposto, decido julgar PARCIALMENTE PROCEDENTES os pedidos da reclamação trabalhista ajuizada por {active} em face de {passive}, nos termos da fundamentação, que integra este dispositivo.",
        ),
    },
    "labor_denied": {
        "*": (
            "Ante o exposto, JULGO IMPROCEDENTES os pedidos formulados por {active} em face de {passive}. Custas pelo reclamante, dispensadas.",
        ),
    },
    "labor_absent": {
        "*": (
            "Ante a ausência injustificada do reclamante à audiência inaugural, determino o arquivamento da reclamação e JULGO EXTINTO o processo, sem resolução do mérito, nos termos do artigo 844 da CLT.",
        ),
    },
    "embargos_rejected": {
        "*": (
            "Ante o exposto, conheço dos embargos de declaração e os REJEITO, por não haver omissão, contradição ou obscuridade a sanar.",
        ),
        "tjsp": (
            "ACORDAM, em {staff} do Tribunal de Justiça de São Paulo, proferir a seguinte decisão: Rejeitaram os embargos. V. U.",
        ),
        "appeal": (
            "ACORDAM os integrantes da {staff} do {court_name}, por unanimidade, em rejeitar os embargos de declaração, nos termos do voto do Relator.",
        ),
        "STJ": ("Ante o exposto, rejeito os embargos de declaração.",),
    },
    "embargos_accepted": {
        "*": (
            "Ante o exposto, ACOLHO os embargos de declaração para sanar a omissão apontada, sem efeitos infringentes.",
        ),
        "tjsp": (
            "ACORDAM, em {staff} do Tribunal de Justiça de São Paulo, proferir a seguinte decisão: Acolheram os embargos, sem efeito modificativo. V. U.",
        ),
        "appeal": (
            "ACORDAM os integrantes da {staff} do {court_name}, por unanimidade, em acolher os embargos de declaração, sem efeitos infringentes, nos termos do voto do Relator.",
        ),
        "STJ": ("Ante o exposto, acolho os embargos de declaração, sem efeitos modificativos.",),
    },
}

#: An acórdão's result in each appellate family, as (TJSP's "proferir a seguinte decisão:" result,
#: the others' infinitive) per appeal act; :data:`_APPEALS` builds the templates from them.
_RESULTS: dict[str, tuple[str, str]] = {
    "appeal_denied": ("Negaram provimento ao recurso", "negar provimento {to}"),
    "appeal_granted": ("Deram provimento ao recurso", "dar provimento {to}"),
    "appeal_partly": ("Deram parcial provimento ao recurso", "dar parcial provimento {to}"),
    "appeal_annulled": (
        "Deram provimento ao recurso para anular a sentença, com determinação de retorno dos autos à origem para que outra seja proferida",
        "dar provimento {to} para anular a sentença e determinar o retorno dos autos à origem, para que outra seja proferida",
    ),
    "appeal_rejected": ("Não conheceram do recurso", "não conhecer {of}"),
}
#: The appeal each family's acórdão names: ("ao ..." , "do ...").
_APPEAL_NAMES = {
    "appeal": ("ao recurso", "do recurso"),
    "federal": ("à apelação", "da apelação"),
    "labor": ("ao recurso ordinário", "do recurso ordinário"),
    "STJ": ("ao recurso especial", "do recurso especial"),
    "TST": ("ao recurso de revista", "do recurso de revista"),
    "STF": ("ao agravo regimental", "do agravo regimental"),
}
#: How each appellate family opens an acórdão's result ({result}: the infinitive).
_ACORDAM = {
    "appeal": "ACORDAM os Desembargadores integrantes da {{staff}} do {{court_name}}, por unanimidade, em {result}, nos termos do voto do Relator.",
    "federal": "ACORDA a Egrégia {{staff}} do {{court_name}}, por unanimidade, {result}, nos termos do relatório e voto que ficam fazendo parte integrante do presente julgado.",
    "labor": "ACORDAM os Magistrados da {{staff}} do {{court_name}} em, por unanimidade, {result}, nos termos da fundamentação do voto do Relator.",
    "STJ": "Acordam os Ministros da {{staff}} do Superior Tribunal de Justiça, por unanimidade, {result}, nos termos do voto do Sr. Ministro Relator.",
    "TST": "ACORDAM os Ministros da {{staff}} do Tribunal Superior do Trabalho, por unanimidade, {result}.",
    "STF": "A Turma, por unanimidade, decidiu {result}, nos termos do voto do Relator.",
}
#: Monocratic rulings (a rapporteur's decision) that some families also give.
_MONOCRATIC = {
    ("STJ", "appeal_denied"): "Ante o exposto, nego provimento ao agravo interno.",
    ("STJ", "appeal_granted"): "Ante o exposto, dou provimento ao recurso especial.",
    ("STJ", "appeal_partly"): "Ante o exposto, dou parcial provimento ao recurso especial.",
    ("STJ", "appeal_rejected"): "Ante o exposto, não conheço do recurso especial.",
}


def _appeals() -> dict[str, dict[str, tuple[str, ...]]]:
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for act, (tjsp, infinitive) in _RESULTS.items():
        styles = {
            "tjsp": (
                f"ACORDAM, em {{staff}} do Tribunal de Justiça de São Paulo, proferir a seguinte decisão: {tjsp}. V. U., de conformidade com o voto do Relator, que integra este acórdão.",
            )
        }
        for fam, opening in _ACORDAM.items():
            to, of = _APPEAL_NAMES[fam]
            result = infinitive.format(to=to, of=of)
            styles[fam] = (opening.format(result=result),)
            if (fam, act) in _MONOCRATIC:
                styles[fam] += (_MONOCRATIC[fam, act],)
        styles["*"] = styles["appeal"]
        out[act] = styles
    out["appeal_unheard"] = {
        "*": (
            "Ante o exposto, com fundamento no artigo 932, inciso III, do Código de Processo Civil, NÃO CONHEÇO do recurso, por ausência de pressuposto de admissibilidade.",
            "Ante o exposto, nego seguimento ao recurso, por ser manifestamente inadmissível.",
        ),
    }
    return out


DISPOSITIVES |= _appeals()

#: Counterclaim dispositives ({counter}: "a reconvenção" or "o pedido contraposto"), by act: the
#: claimant's claim first, the counterclaim after, often judged the other way.
COUNTERCLAIMS: dict[str, tuple[str, ...]] = {
    "granted": (
        f"Ante o exposto, JULGO PROCEDENTE o pedido principal, {_CIVIL_TAIL}, e JULGO IMPROCEDENTE {{counter}}. {_COSTS}",
    ),
    "partly": (
        f"Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido inicial e JULGO IMPROCEDENTE {{counter}}, {_CIVIL_TAIL}.",
        f"Ante o exposto, JULGO PARCIALMENTE PROCEDENTE o pedido inicial e JULGO PARCIALMENTE PROCEDENTE {{counter}}, {_CIVIL_TAIL}.",
    ),
    "denied": (
        f"Ante o exposto, JULGO IMPROCEDENTE o pedido inicial e JULGO PROCEDENTE {{counter}}, para condenar a parte autora ao pagamento de {{money}}, {_CIVIL_TAIL}.",
    ),
}

#: Ementas a judgment's reasoning may quote, by the outcome of the quoted case.
PRECEDENTS: tuple[tuple[str, str], ...] = (
    (
        "appeal_granted",
        "APELAÇÃO CÍVEL. AÇÃO DE INDENIZAÇÃO. FALHA NA PRESTAÇÃO DE SERVIÇOS. Dano moral configurado. Sentença reformada. Recurso provido.",
    ),
    (
        "appeal_partly_granted",
        "APELAÇÃO. CONTRATO BANCÁRIO. Juros remuneratórios. Abusividade não demonstrada. Repetição do indébito na forma simples. Recurso parcialmente provido.",
    ),
    (
        "appeal_denied",
        "APELAÇÃO CÍVEL. RESPONSABILIDADE CIVIL. Ausência de prova do fato constitutivo do direito. Sentença de improcedência mantida. Recurso não provido.",
    ),
    (
        "granted",
        "RESPONSABILIDADE CIVIL. Inscrição indevida em cadastro de inadimplentes. Dano moral in re ipsa. Ação julgada procedente. Sentença mantida.",
    ),
)


def family(names: Names) -> str:
    """The style family of an instance's dispositives: ``*`` (a first degree), ``labor`` (a
    labour first degree or TRT), ``tjsp``, ``federal``, ``STJ``, ``TST``, ``STF`` or
    ``appeal`` (any other appellate court)."""
    court = names.court
    if names.degree == 1:
        return "labor" if court.startswith("TRT") else "*"
    if court == "TJSP":
        return "tjsp"
    if court.startswith(("TRF", "TRT")):
        return "federal" if court.startswith("TRF") else "labor"
    return court if court in ("STJ", "TST", "STF") else "appeal"


def _pick(*parts: object) -> random.Random:
    """A generator fixed by ``parts`` (CRC-32, stable across runs), for choices a step's text
    and its publication must share."""
    return random.Random(zlib.crc32("|".join(map(str, parts)).encode()))


def ruling(name: str, names: Names, index: int) -> str:
    """The template that closes the whole text of act ``name`` at step ``index`` of an instance
    worded with ``names``: its dispositive in the court's style, or the act's own ruling."""
    styles = DISPOSITIVES.get(name)
    if styles is None:
        return voc.ACTS[name].ruling
    rng = _pick(name, names.staff, names.judge, index)
    fam = family(names)
    if name in COUNTERCLAIMS and fam == "*" and rng.random() < COUNTERCLAIM_SHARE:
        small = "Juizado" in names.klass
        counter = "o pedido contraposto" if small else "a reconvenção"
        return rng.choice(COUNTERCLAIMS[name]).replace("{counter}", counter)
    appellate = styles.get("appeal") if names.degree > 1 else None
    return rng.choice(styles.get(fam) or appellate or styles["*"])


def precedent(rng: random.Random, outcome: str) -> str:
    """A sentence quoting an ementa whose result is not ``outcome``, with its source."""
    ementa = rng.choice([text for result, text in PRECEDENTS if result != outcome])
    return (
        f'Nesse sentido, já decidiu o Tribunal: "{ementa}" (Apelação Cível nº '
        f"{rng.randint(1_000_000, 9_999_999)}-{rng.randint(10, 99)}.{rng.randint(2015, 2023)}"
        f".8.26.{rng.randint(1, 999):04d}; j. {rng.randint(1, 28):02d}/"
        f"{rng.randint(1, 12):02d}/{rng.randint(2015, 2023)}). O caso dos autos, contudo, "
        "apresenta particularidades que impõem solução própria, como se passa a expor."
    )
