"""The outcome of a judgment step (``OUTCOMES.md``): who won, from its TPU code or its text.

A step whose event class is ``judgment`` has one of the 13 :data:`OUTCOMES`; any other step has
none (missing). Its TPU code decides first, through the code's ancestors as for the event
class (:data:`ANCHORS`); a code that does not tell the outcome (193 Julgamento, 385 Com
Resolução do Mérito, 12187 Homologação de Decisão de Juiz Leigo, 12199 Julgado in session and
its 12200 Mérito), or
no code, leaves it to the text, read by :mod:`lawkit.classify.dispositive` (the dispositive, never a
precedent quoted in the middle). When neither tells, the outcome is ``unknown``.

Only judgment steps are read, each distinct (title, text) once: building a bundle costs little
more with outcomes than without (``tests/benchmarks/bench_outcomes.py speed``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from lawkit.classify import dispositive, tpu
from lawkit.classify.classifier import annotate, names
from lawkit.classify.normal import normal
from lawkit.classify.text import pattern

#: The 13 outcomes of ``OUTCOMES.md``, in its order.
OUTCOMES: tuple[str, ...] = (
    "granted",
    "partly_granted",
    "denied",
    "settled",
    "dismissed",
    "appeal_granted",
    "appeal_partly_granted",
    "appeal_denied",
    "appeal_not_heard",
    "embargos_accepted",
    "embargos_rejected",
    "other",
    "unknown",
)

#: The dtype of outcome columns: unordered categorical with all of :data:`OUTCOMES`.
OUTCOME_DTYPE = pd.CategoricalDtype(list(OUTCOMES), ordered=False)

#: Position of each outcome in :data:`OUTCOMES` (the categorical code).
OUTCOME_CODE: dict[str, int] = {name: code for code, name in enumerate(OUTCOMES)}

#: TPU codes whose descendants share their outcome (the codes marked * in ``OUTCOMES.md``; 193
#: Julgamento: every judgment code not listed is ``other``; 1 Magistrado: the judgments TPU files
#: outside 193 - 377 acordo em execução homologado is a settlement, 944 desistência de recurso
#: homologada an appeal not heard, 12467 desistência de pedido a dismissal, 12033 sentença
#: estrangeira ``other``).
ANCHORS: dict[int, str] = {
    1: "other",
    193: "other",
    210: "granted",  # Concessão (segurança, habeas corpus, ...)
    214: "partly_granted",  # Concessão em Parte
    212: "denied",  # Denegação
    456: "dismissed",  # Extinção (sem resolução do mérito)
    228: "dismissed",  # Arquivamento (labour: the claimant's absence)
    377: "settled",  # Homologação de acordo em execução ou cumprimento de sentença
    944: "appeal_not_heard",  # Homologação de desistência de recurso
    12467: "dismissed",  # Homologação de desistência de pedido
    12199: "unknown",  # Deliberado em Sessão - Julgado (12200 Mérito): the text decides
}

#: Judgments under 193 that decide no claim or appeal of the 13 (``OUTCOMES.md``: criminal,
#: bankruptcy, conflict of competence, electoral, opinions ...), each named so that the map of
#: every code under 193 is deliberate (``tests/events/test_outcomes_tpu_map.py``).
OTHER: dict[str, tuple[int, ...]] = {
    "execution extinguished (OUTCOMES.md: other)": (196,),
    "bankruptcy decreed or not": (202, 208),
    "an agravo converted": (244, 853),
    "conflict of competence": (900, 11796),
    "sentence or acórdão annulled (the next judgment decides)": (11373,),
    "criminal: extinção da punibilidade, transação penal, absolvição sumária, impronúncia, "
    "composição civil": (
        884,
        973,
        1042,
        1043,
        1044,
        1045,
        1046,
        1047,
        1048,
        1049,
        1050,
        10961,
        11411,
        11801,
        11876,
        11877,
        11878,
        11879,
        12028,
        12615,
        12616,
        12735,
        12738,
        15322,
    ),
    "juvenile infractions (ECA): remissão, medida socioeducativa": (
        10964,
        11394,
        11396,
        15211,
        15212,
        15213,
        15214,
        15245,
        15249,
        15250,
        15251,
        15252,
        15253,
        15254,
        15255,
        15256,
        15257,
        15258,
        15259,
        15260,
        15261,
        15262,
        15263,
        15264,
        15265,
        15266,
    ),
    "incidents of repetitive appeals, retratação": (12257, 12258),
    "opinions and consultations": (12321, 12322, 12323, 12324, 12326, 12327, 12328),
    "the STJ's agravo that only lets the recurso especial be heard": (12433, 12437, 12441, 12442),
    "electoral: registration, accounts, voters, parties": (
        12649,
        12650,
        12651,
        12652,
        12653,
        12654,
        12660,
        12661,
        12662,
        12663,
        12664,
        12665,
        12666,
        12667,
        12668,
        12669,
        12670,
        12671,
        12672,
        12673,
        12674,
        12675,
        12676,
        12677,
        12678,
        12679,
        12680,
        12681,
        12682,
        12683,
        12684,
        12685,
        12686,
        12687,
        12688,
        12689,
        12690,
        12691,
        12692,
        12693,
        12694,
        12695,
        12696,
        12697,
        12698,
        12699,
        12700,
        12701,
        12702,
        12703,
        12704,
        12705,
        12706,
        12707,
        12708,
        12709,
        12710,
        12711,
        12712,
        12713,
        12714,
        12715,
        12716,
        12717,
        12718,
        12719,
        12720,
        12721,
        12722,
        12723,
        12724,
        12792,
        14210,
        14211,
        14213,
        14214,
        14215,
        14216,
        14217,
        14218,
        14219,
        14937,
        15022,
        15023,
        15024,
        15026,
        15027,
        15028,
        15029,
        15030,
        15165,
        15166,
    ),
    "foreign judgments and letters rogatory": (12033, 14777, 14778),
}

#: TPU codes whose outcome is their own, not their descendants' (``OUTCOMES.md``).
EXACT: dict[int, str] = {
    **dict.fromkeys((219, 11795, 11401, 11402, 11403, 12329), "granted"),
    **dict.fromkeys((221, 11404, 11405, 11406, 12330), "partly_granted"),
    # 11407-11409: the claim is denied whatever the counterclaim's fate.
    **dict.fromkeys((220, 471, 455, 11407, 11408, 11409, 12331), "denied"),
    466: "settled",
    **dict.fromkeys((218, 12319), "dismissed"),
    **dict.fromkeys((237, 240, 972, 12254, 12434), "appeal_granted"),
    **dict.fromkeys((238, 241, 12253), "appeal_partly_granted"),
    **dict.fromkeys((239, 242, 901, 12252, 12435), "appeal_denied"),
    **dict.fromkeys((230, 235, 236, 12458, 12459), "appeal_not_heard"),
    **dict.fromkeys((198, 871, 15162, 15163), "embargos_accepted"),
    # Embargos not heard are rejected (lawkit/events/README.md).
    **dict.fromkeys((200, 15164, 15408, 15409), "embargos_rejected"),
    # The STJ's agravo in recurso especial judged with the recurso (12433's children).
    12436: "appeal_not_heard",
    12438: "appeal_partly_granted",
    # "Conhecido em parte e provido" is appeal_granted (OUTCOMES.md, "Hard cases").
    **dict.fromkeys((12439, 12443), "appeal_granted"),
    12440: "appeal_denied",
    # A settlement in execution or cumprimento, since 2022 under 385 (377 is its older code).
    14099: "settled",
    # Impugnação à execução is a claim (OUTCOMES.md, "Hard cases").
    12451: "granted",
    12452: "partly_granted",
    12453: "denied",
    **{code: "other" for codes in OTHER.values() for code in codes},
    # Judgments whose code does not tell the outcome: the text decides, else unknown.
    # 12450 impugnação à execução: the node above its three outcomes.
    **dict.fromkeys((193, 385, 12187, 12450), "unknown"),
}


#: Procedural classes of criminal lawsuits (``lawsuits.class``, matched in lower case, accents
#: optional): the classes of TPU's Processo Criminal and the criminal appeals and writs. Every
#: judgment of such a lawsuit is ``other`` (``OUTCOMES.md``), whatever its code or wording.
CRIMINAL_CLASSES = (
    r"\bpena(?:l|is)\b|criminal|crime|inquerito|termo circunstanciado|prisao|flagrante"
    r"|habeas corpus|sentido estrito|execucao da pena|medidas protetivas|carta de guia"
    r"|\bjuri\b|contravenc"
)


def criminal_lawsuits(lawsuits: pd.DataFrame) -> pd.Index:
    """The CNJ numbers of the criminal lawsuits among ``lawsuits`` (a ``lawsuits`` table): those
    any of whose rows has a criminal ``class`` (:data:`CRIMINAL_CLASSES`)."""
    classes = lawsuits["class"].astype("string")
    found = classes.str.lower().str.contains(pattern(CRIMINAL_CLASSES), regex=True, na=False)
    return pd.Index(lawsuits.loc[found.to_numpy(), "cnj"].astype(object).unique(), name="cnj")


def criminal_other(steps: pd.DataFrame, lawsuits: pd.DataFrame) -> pd.Categorical:
    """``steps.outcome`` with every judgment of a :func:`criminal_lawsuits` lawsuit ``other``."""
    outcome = steps["outcome"]
    crime = outcome.notna().to_numpy() & steps["cnj"].isin(criminal_lawsuits(lawsuits)).to_numpy()
    if not crime.any():
        return outcome.array
    codes = outcome.cat.codes.to_numpy().copy()
    codes[crime] = OUTCOME_CODE["other"]
    return pd.Categorical.from_codes(codes, dtype=OUTCOME_DTYPE)


def code_outcome(code: int, table: tpu.Table | None = None) -> str | None:
    """The outcome TPU ``code`` names (``"unknown"`` when it does not tell one), or ``None``
    when the code is not a judgment of ``table`` (the one lawkit ships by default)."""
    table = tpu.default() if table is None else table
    if table.event(code) != "judgment":
        return None
    if code in EXACT:
        return EXACT[code]
    for ancestor in table.ancestors(code):
        if ancestor in ANCHORS:
            return ANCHORS[ancestor]
    return "other"


def classify_outcome(
    titles: Sequence[Any],
    texts: Sequence[Any],
    codes: Sequence[Any] | None = None,
    *,
    table: tpu.Table | None = None,
) -> pd.Series:
    """The outcome of each step: one of :data:`OUTCOMES` for a judgment, missing otherwise.

    Arguments and refusals are those of :func:`lawkit.events.classify` (which finds the judgment
    steps).

    Returns:
        A categorical Series named ``outcome`` with the categories of :data:`OUTCOMES` (all 13,
        in that order), positionally aligned with the inputs; its index is that of ``titles``
        when it is a Series.
    """
    return annotate_outcomes(titles, texts, codes, table=table)["outcome"]


def outcome_basis(
    titles: Sequence[Any],
    texts: Sequence[Any],
    codes: Sequence[Any] | None = None,
    *,
    table: tpu.Table | None = None,
) -> pd.Series:
    """What decided each judgment step's outcome (missing for other steps): ``"TPU 221
    Procedência em Parte"`` when a code did, else the clause of the text that did, as written
    (``"text: JULGO PARCIALMENTE PROCEDENTE"``), else why it is ``unknown``. Same arguments as
    :func:`classify_outcome`; a string Series named ``basis``."""
    return annotate_outcomes(titles, texts, codes, table=table)["basis"]


def annotate_outcomes(
    titles: Sequence[Any],
    texts: Sequence[Any],
    codes: Sequence[Any] | None = None,
    *,
    table: tpu.Table | None = None,
) -> pd.DataFrame:
    """:func:`lawkit.events.annotate` (``event``, ``tpu_code``) with each step's ``outcome``
    (:func:`classify_outcome`) and ``basis`` (:func:`outcome_basis`)."""
    found = annotate(titles, texts, codes, table=table)
    outcome, basis = judged(found, np.asarray(titles, dtype=object), texts, table=table)
    found["outcome"] = outcome
    found["basis"] = pd.array(basis, dtype="string")
    return found


def steps_outcome(steps: pd.DataFrame, found: pd.DataFrame) -> pd.Categorical:
    """The outcome of each step of a ``lawkit.tidy`` steps table, given its ``event`` and
    ``tpu_code`` (``found``, from :func:`lawkit.classify.classifier.annotate_steps`)."""
    return judged(found, names(steps), steps["text"], basis=False)[0]


def steps_basis(steps: pd.DataFrame) -> list[str | None]:
    """What decided the outcome of each judgment step of a ``lawkit.tidy`` steps table (its
    ``event`` and ``tpu_code`` known; :func:`outcome_basis` without classifying again)."""
    return judged(steps, names(steps), steps["text"])[1]


def judged(
    found: pd.DataFrame,
    titles: Any,
    texts: Any,
    *,
    table: tpu.Table | None = None,
    basis: bool = True,
) -> tuple[pd.Categorical, list[str | None]]:
    """Outcomes (and, with ``basis``, what decided them) of steps whose ``event`` and
    ``tpu_code`` are known (``found``): only the judgment steps are read."""
    table = tpu.default() if table is None else table
    size = len(found)
    codes = np.full(size, -1, dtype=np.int8)
    bases: list[str | None] = [None] * size if basis else []
    rows = np.flatnonzero((found["event"] == "judgment").to_numpy())
    if len(rows):
        used = found["tpu_code"].to_numpy(dtype=float, na_value=np.nan)[rows]
        title_values = _values(titles, rows)
        text_values = _values(texts, rows)
        # A missing code is None in the keys: NaN is not equal to itself.
        steps = zip(title_values.tolist(), text_values.tolist(), used.tolist(), strict=True)
        by_step: dict[tuple[Any, Any, float | None], tuple[str, str]] = {}  # as written
        masked: dict[tuple[Any, Any, float | None], tuple[str, str]] = {}  # digits masked
        decided = []
        for title, body, code in steps:
            step = (title, body, code if code == code else None)
            shared = by_step.get(step)
            if shared is None:
                shared = by_step[step] = _shared(step, masked, basis, table)
            decided.append(shared)
        codes[rows] = [OUTCOME_CODE[outcome] for outcome, _ in decided]
        if basis:
            for row, (_, why) in zip(rows.tolist(), decided, strict=True):
                bases[row] = why
    return pd.Categorical.from_codes(codes, dtype=OUTCOME_DTYPE), bases


def _shared(
    step: tuple[Any, Any, float | None],
    masked: dict[tuple[Any, Any, float | None], tuple[str, str]],
    basis: bool,
    table: tpu.Table,
) -> tuple[str, str]:
    """(outcome, basis) of a judgment step (title, text, code), shared by the steps ``masked``
    already read that differ from it only in their digits: no rule reads a digit (dates, case
    and session numbers), so they are read once; their basis too, unless the clause quoted
    holds a digit (then it is read as written)."""
    title, body, code = step
    key = (_masked(title), _masked(body), code)
    shared = masked.get(key)
    if shared is None or (basis and _HAS_DIGIT.search(shared[1])):
        shared = _decide(title, body, float("nan") if code is None else code, table)
        masked.setdefault(key, shared)
    return shared


#: Per TPU table (by id, the table kept alive beside it): :func:`_lexicon`.
_LEXICONS: dict[int, tuple[tpu.Table, dict[str, tuple[str, str]]]] = {}


def _lexicon(table: tpu.Table) -> dict[str, tuple[str, str]]:
    """Judgment movement names (lower case, single spaces) -> (outcome, name as written), for
    the names whose codes all name one outcome ("Procedência em Parte", "Não-Provimento"; not
    "Segurança", which is granted under 210 and denied under 212)."""
    if id(table) not in _LEXICONS:
        outcomes: dict[str, set[str]] = {}
        written: dict[str, str] = {}
        for code, name in table.names.items():
            outcome = code_outcome(code, table)
            if outcome is not None and name:
                key = " ".join(name.lower().split())
                outcomes.setdefault(key, set()).add(outcome)
                written[key] = name
        _LEXICONS[id(table)] = (
            table,
            {
                key: (next(iter(found)), written[key])
                for key, found in outcomes.items()
                if len(found) == 1 and "unknown" not in found
            },
        )
    return _LEXICONS[id(table)][1]


#: Every digit byte to ``0`` (:func:`_masked`): in UTF-8 no byte of another character is one.
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
#: Any digit, masked or not: a basis quoting one is not shared by texts masked alike.
_HAS_DIGIT = re.compile(r"[0-9]")


def _masked(value: Any) -> Any:
    """A text with its digits masked, as UTF-8 (other values as they are): equal exactly when
    the texts are equal but for their digits. Translating bytes is five times faster than a
    regular expression's substitution on long decision texts."""
    if not isinstance(value, str):
        return value
    return value.encode("utf-8", "surrogatepass").translate(_DIGITS_AS_ZERO)


def _values(values: Any, rows: np.ndarray) -> np.ndarray:
    """The values at positions ``rows`` as objects (missing as None)."""
    if isinstance(values, pd.Series):
        values = values.iloc[rows]
    elif isinstance(values, (pd.Index, pd.api.extensions.ExtensionArray)):
        values = values[rows]
    else:
        return np.asarray(values, dtype=object)[rows]
    return values.to_numpy(dtype=object, na_value=None)


def _decide(title: Any, body: Any, code: float, table: tpu.Table) -> tuple[str, str]:
    """(outcome, basis) of one judgment step."""
    named = None
    if code == code:  # not NaN
        number = int(code)
        named = code_outcome(number, table)
        if named is not None and named != "unknown":
            return named, f"TPU {number} {table.names[number]}"
    title = normal(title) if isinstance(title, str) else None
    body = normal(body) if isinstance(body, str) else None
    read = read_decision(title, body, table)
    if read.outcome == "unknown" and read.basis == SILENT and named == "unknown":
        number = int(code)
        return "unknown", f"TPU {number} {table.names[number]}; {SILENT}"
    return read.outcome, read.basis


#: The basis of a text that says no outcome.
SILENT = "the text does not say"


@dataclass(frozen=True)
class Read:
    """What a decision's title and text decide: the outcome, its basis, and where the words that
    decided are (``part`` ``"title"`` or ``"text"``, ``start`` and ``end`` in it; ``part`` None
    when a movement name decided or nothing did)."""

    outcome: str
    basis: str
    part: str | None = None
    start: int = 0
    end: int = 0


def read_decision(title: str | None, text: str | None, table: tpu.Table | None = None) -> Read:
    """The outcome of a decision's ``title`` and ``text``, already in normal form
    (:mod:`lawkit.classify.normal`): a title that is a judgment movement's name whose codes all
    name one outcome ("Não-Provimento"), else the dispositive (:func:`dispositive.read`), else
    ``unknown`` because :data:`SILENT`."""
    table = tpu.default() if table is None else table
    by_name = _lexicon(table).get(" ".join(title.lower().split())) if title else None
    if by_name is not None:
        return Read(by_name[0], f"TPU name {by_name[1]}")
    found = dispositive.read(title, text)
    if found is None:
        return Read("unknown", SILENT)
    return Read(found.outcome, f"{found.part}: {found.clause}", found.part, found.start, found.end)
