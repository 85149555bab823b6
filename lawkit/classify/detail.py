"""What a step says beyond its class.

Four classes hold acts that analysts tell apart: a ``hearing`` is scheduled, held or cancelled; an
``archived`` step is a provisional archiving (the case is suspended, TPU 245) or a definitive one
(TPU 246, 22 Baixa Definitiva); a ``notice`` may be a summons (citação, TPU 12284 and its
children), which brings the defendant into the case; a ``judgment`` may annul a sentence or an
acórdão (TPU 11373 Anulação de sentença/acórdão, 12254 Sentença desconstituída, or its name or text
says the sentence or acórdão anulada, desconstituída, cassada: :data:`ANNULS`), after which the
case is judged anew (``lawkit.events.results`` reads it on appellate judgments). :func:`details`
reads that from the TPU code when the step has one, else from cues in the start of its title and
text (their first :data:`lawkit.classify.text.HEAD` bytes, where a hearing's or a summons' words
are; digits masked, so steps that differ only in dates are read once); a judgment's whole name and
text (the annulment is in the dispositive, at the end; RE2 over the array at once). A hearing whose
text says none of these, a notice that is not a summons and a judgment that annuls nothing have no
detail.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from lawkit.classify._keys import firsts, group_codes
from lawkit.classify.classes import BY_IMPORTANCE, CLASSES, CODE
from lawkit.classify.text import keys, pattern
from lawkit.columns import arrow_strings

#: The details, in this order as categories of :data:`DETAIL_DTYPE`.
DETAILS: tuple[str, ...] = (
    "scheduled",
    "held",
    "cancelled",
    "provisional",
    "definitive",
    "summons",
    "annulment",
)
#: The details read in the start of a step's title and text (hearings, archivings, notices;
#: a lawkit that knew details knew these).
HEAD_DETAILS = DETAILS[:6]
#: The dtype of detail columns: unordered categorical with all of :data:`DETAILS`.
DETAIL_DTYPE = pd.CategoricalDtype(list(DETAILS), ordered=False)

#: (class, detail, cue) in priority order: the first cue of the step's class found in its title
#: or text gives the detail ("não realizada" is cancelled before "realizada" is held; a text
#: that reports a hearing held and the next one scheduled is held). Cues are regular
#: expressions written in lower case without accents; they match accented text
#: (:func:`lawkit.classify.text.pattern`) in any case.
CUES: tuple[tuple[str, str, str], ...] = (
    ("hearing", "cancelled", r"\bcancelad|\bnao (?:foi |sera )?realizad|\bnao se realizou"
     r"|\badiad|\bretirad[oa]s? (?:de|da) pauta|\bsem efeito|\bdesmarcad|\bsuspens"),
    ("hearing", "held", r"\brealizad|\brealizou|\b(?:termo|ata) de (?:audiencia|sessao)"
     r"|\bjulgamento virtual (?:iniciado|finalizado|encerrado)|\bhavida\b"),
    ("hearing", "scheduled", r"\bdesignad|\bdesigno\b|\bagendad|\bmarcad|\bremarcad"
     r"|\bpauta\b|\bpautad|\bconvocad"),
    ("archived", "provisional", r"\bprovisori|\bsobrest|\bsuspens"),
    ("archived", "definitive", r""),  # every other archiving
    ("notice", "summons", r"\bcita(?:cao|coes|do|da|dos|das|r|torio|toria)\b|\bcite-?se\b"),
)  # fmt: skip
#: TPU codes that decide the detail (a code and its children, from the shipped table).
CODES: dict[int, str] = {
    245: "provisional",  # Arquivamento - Provisório
    246: "definitive",  # Arquivamento - Definitivo
    22: "definitive",  # Baixa Definitiva
    **dict.fromkeys((12284, 12285, 12286, 12287, 12288), "summons"),  # Citação and children
    11373: "annulment",  # Anulação de sentença/acórdão
    12254: "annulment",  # Sentença desconstituída
}
#: A judgment that annuls a sentence or an acórdão, in its name or text (RE2 and Spark's Java
#: regex, any case; no backslash or quote, as it goes into SQL): anular, cassar or desconstituir
#: (a r.) sentença or acórdão, anular o processo, the anulação, cassação or desconstituição of
#: one, a sentença or acórdão (up to three words) anulada, cassada, desconstituída. The verb
#: alone also names what a civil claim annuls - a contract, a debt, a driving licence, the
#: "Ação Anulatória" class, the subject "Defeito, nulidade ou anulação" - and read so, 72 of the
#: tuned outcome texts' 857 judgments said an annulment, 14 of them truly; now 26 do, the same
#: 14 among them (the others ask for one, or report or deny it).
_JUDGED = "senten[cç]a|ac[oó]rd[aã]o"
ANNULS = (
    f"(?:^|[^a-z])(?:anul|cass|desconstitu)[a-z]*(?:-se)? (?:(?:a|o) )?(?:(?:r|v)[.] )?"
    f"(?:{_JUDGED})"
    f"|(?:^|[^a-z])anul[a-z]* (?:o )?(?:processo|feito)(?:[^a-z]|$)"
    f"|(?:anula|cassa|desconstitui)[cç][aã]o d[oa] (?:(?:r|v)[.] )?(?:{_JUDGED}|processo|feito)"
    f"|(?:{_JUDGED})(?: [^ ]+){{0,3}} (?:anulad|cassad|desconstitu[ií]d)"
)
_CLASSES = tuple(dict.fromkeys(kind for kind, _, _ in CUES))
_COMPILED = [(kind, detail, re.compile(pattern(cue, True))) for kind, detail, cue in CUES]


def details(
    events: pd.Series,
    titles: Sequence[Any],
    texts: Sequence[Any],
    codes: Sequence[Any] | None = None,
) -> pd.Series:
    """The detail of each step (categorical of :data:`DETAILS`; NA where there is none).

    Args:
        events: the steps' event classes (a categorical of ``lawkit.events.CLASSES``).
        titles: their titles (or, for the demand API, types), as many as ``events``.
        texts: their texts.
        codes: their TPU codes (``tpu_code``), or ``None``.

    Only steps of the classes that have details are read: hearings, archivings and notices
    each distinct (class, start of title, start of text) once, judgments whole
    (:func:`annulments`).
    """
    found = np.full(len(events), -1, dtype=np.int8)
    kind = events.cat.codes.to_numpy()
    rows = np.flatnonzero(np.isin(kind, [CODE[name] for name in _CLASSES]))
    if len(rows):
        heads = [_heads(values, rows) for values in (titles, texts)]
        positions = group_codes(kind[rows], *(row_heads for row_heads, _ in heads))
        read = [
            _detail(CLASSES[kind[rows[i]]], *(starts[row_heads[i]] for row_heads, starts in heads))
            for i in firsts(positions).tolist()
        ]
        found[rows] = np.array(read, dtype=np.int8)[positions]
    judged = np.flatnonzero(kind == CODE["judgment"])
    if len(judged):
        found[judged[annulments(titles, texts, judged)]] = DETAILS.index("annulment")
    rows = np.flatnonzero(np.isin(kind, [CODE[name] for name in (*_CLASSES, "judgment")]))
    if len(rows) and codes is not None:
        by_code = pd.Series(pd.array(codes, dtype="Int64")[rows]).map(CODES)
        coded = by_code.notna().to_numpy()
        found[rows[coded]] = [DETAILS.index(detail) for detail in by_code[coded]]
    return pd.Series(pd.Categorical.from_codes(found, dtype=DETAIL_DTYPE), name="detail")


def annulments(titles: Sequence[Any], texts: Sequence[Any], rows: np.ndarray) -> np.ndarray:
    """Per row of ``rows``, whether its whole title or text says a sentence or acórdão was
    annulled (:data:`ANNULS`)."""
    said = np.zeros(len(rows), dtype=bool)
    for values in (titles, texts):
        picked = pd.Series(values).iloc[rows].to_numpy(dtype=object, na_value=None)
        strings = arrow_strings(picked, pa.large_string())
        found = pc.match_substring_regex(strings, ANNULS, ignore_case=True)
        said |= found.fill_null(False).to_numpy(zero_copy_only=False)
    return said


def _heads(values: Sequence[Any], rows: np.ndarray) -> tuple[np.ndarray, list[str]]:
    """Per row of ``rows``, a code of the start of its value (:func:`lawkit.classify.text.keys`:
    the first bytes, ASCII lower case, digits as 0), and the distinct starts as text ("" for a
    missing value, the last code)."""
    picked = pd.Series(values).iloc[rows].to_numpy(dtype=object, na_value=None)
    encoded = pc.dictionary_encode(keys(pa.array(picked, type=pa.large_string())))
    heads = [head.decode(errors="ignore") for head in encoded.dictionary.to_pylist()]
    codes = encoded.indices.fill_null(len(heads)).to_numpy().astype(np.int64)
    return codes, [*heads, ""]


def _detail(kind: str, title: str, text: str) -> int:
    """Position in :data:`DETAILS` of the detail of one step (from the starts of its title and
    text), or -1."""
    words = f"{title} {text}"
    for cls, detail, cue in _COMPILED:
        if cls == kind and cue.search(words):
            return DETAILS.index(detail)
    return -1


def _ranking() -> tuple[tuple[str, str | None], ...]:
    """:data:`~lawkit.classify.classes.BY_IMPORTANCE` with hearings split by detail."""
    hearings = (("hearing", "scheduled"), ("hearing", "cancelled"), ("hearing", "held"))
    ranked: list[tuple[str, str | None]] = []
    for name in BY_IMPORTANCE:
        ranked += [*hearings, (name, None)] if name == "hearing" else [(name, None)]
    return tuple(ranked)


#: (class, detail) from most to least important to a lawyer reading what moved: the classes
#: of :data:`~lawkit.classify.classes.BY_IMPORTANCE`, a hearing scheduled (a date to keep) before
#: one cancelled (a date freed), one held and one the text says nothing more of. Other details
#: do not change the rank (``None`` stands for any).
RANKING: tuple[tuple[str, str | None], ...] = _ranking()


def importance(events: pd.Series, detail: pd.Series) -> np.ndarray:
    """Per event, its position in :data:`RANKING` (0 the most important).

    Args:
        events: event classes (categorical of ``lawkit.events.CLASSES``).
        detail: their details (categorical of :data:`DETAILS`, as :func:`details` returns).
    """
    rank = {pair: position for position, pair in enumerate(RANKING)}
    table = np.array(
        [[rank.get((name, what), rank[(name, None)]) for what in (*DETAILS, None)]
         for name in CLASSES],
        dtype=np.int16,
    )  # fmt: skip
    return table[events.cat.codes.to_numpy(), detail.cat.codes.to_numpy()]  # -1: the last, None
