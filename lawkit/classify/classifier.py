"""``classify``: the event class of each step, from its TPU code or else its text;
``annotate``: the same with the code that decided; ``annotate_steps``: of a steps table."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from itertools import repeat
from types import MappingProxyType
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from lawkit.classify import dispositive, text, tpu
from lawkit.classify.classes import CODE, EVENT_DTYPE
from lawkit.classify.normal import normal, readable, suspects
from lawkit.columns import Distinct, arrow_strings, distinct
from lawkit.errors import InvalidInput

#: Classes a code gives that the text may make more precise: a juntada or a remessa of an appeal.
REFINED_BY_TEXT = {CODE["petition"]: CODE["appeal"], CODE["transfer"]: CODE["appeal"]}
#: Codes that say only who acted, not what was done: their text decides.
TEXT_DECIDES = frozenset({11383})  # Ato ordinatório (a clerk's act of any kind)

#: Characters kept at the end of a long value (a trailing TPU code is in its last 16 bytes).
TAIL = 32
#: Values longer than this are clipped before they go to arrow (:func:`_clipped`).
CLIP = 2 * (text.HEAD + TAIL)

#: Titles that only name a judgment's document, as PJe types one: "Sentença", "Acórdão", a
#: hearing record "com despacho, decisão ou sentença". Its text is read as a decision.
JUDGMENT_DOCUMENT = (
    r"sentenca|acordao|sentenca (?:com|sem) resolucao d[eo] merito"
    r"|ata d[ae] audiencia com (?:despacho, decisao ou )?sentenca"
)
_JUDGMENT_DOCUMENT = re.compile(text.pattern(JUDGMENT_DOCUMENT, accented_capitals=True))

#: Characters at the end of a text, named only inside, where its verdict must lie to make it a
#: judgment (:func:`_decisions_written_out`).
CLOSING = 1_500

#: The largest code read (int64); TPU codes have at most 6 digits.
_LARGEST_CODE = np.iinfo(np.int64).max
_SEQUENCES = (list, tuple, pd.Series, pd.Index, np.ndarray, pd.api.extensions.ExtensionArray)
_ALLOWED = "a list, tuple, pandas Series/Index or 1-D numpy array"


def classify(
    titles: Sequence[Any],
    texts: Sequence[Any],
    codes: Sequence[Any] | None = None,
    *,
    table: tpu.Table | None = None,
) -> pd.Series:
    """The event class of each step.

    A step's TPU code decides, through its ancestors (:mod:`lawkit.classify.tpu`): the code given
    in ``codes`` (DataJud ``codigo``, PDPJ ``tipo.id``), else a code in parentheses at the end of
    the title, else of the text ("Publicado ... (92)"; not "(M711)", see
    :data:`lawkit.classify.text.TRAILING_CODE`). A juntada or remessa whose text shows an appeal
    is ``appeal``, and an ato ordinatório (11383) is what its text says (:data:`TEXT_DECIDES`).
    Without a code the table knows, the Portuguese text rules decide (:mod:`lawkit.classify.text`).
    Each distinct title and text is read once.

    Args:
        titles: step titles (strings; ``None``/NaN/NA for missing), e.g. ``bundle.steps.title``.
        texts: step texts, as many as ``titles``, e.g. ``bundle.steps.text``.
        codes: TPU movement codes, as many as ``titles`` (integers, integral floats or digit
            strings; missing values allowed), or ``None``.
        table: the TPU movements table (:func:`lawkit.classify.tpu.load`); the one lawkit ships
            by default.

    Returns:
        A categorical Series named ``event`` with the categories of
        :data:`~lawkit.classify.classes.CLASSES` (all 14, in that order), positionally aligned with
        the inputs; its index is that of ``titles`` when it is a Series.

    Raises:
        lawkit.InvalidInput: an argument is not a sequence, the lengths differ, a title or text
            is not text, a code is not a positive integer, or ``table`` is not a TPU table.
    """
    return annotate(titles, texts, codes, table=table)["event"]


def annotate(
    titles: Sequence[Any],
    texts: Sequence[Any],
    codes: Sequence[Any] | None = None,
    *,
    table: tpu.Table | None = None,
) -> pd.DataFrame:
    """The event class of each step and the TPU code that decided it.

    Reads the steps as :func:`classify` does (same arguments, same refusals).

    Returns:
        A frame with ``event`` (as :func:`classify` returns it) and ``tpu_code`` (``Int32``):
        the code that decided the class through the TPU table - the one given in ``codes``,
        else the one written at the end of the title, else of the text - or NA when the text
        decided (no code, a code the table lacks, or a :data:`TEXT_DECIDES` code). Its index is
        that of ``titles`` when it is a Series.
    """
    table = _table(table)
    arguments = {"titles": titles, "texts": texts} | ({} if codes is None else {"codes": codes})
    for name, value in arguments.items():
        if not isinstance(value, _SEQUENCES) or getattr(value, "ndim", 1) != 1:
            raise InvalidInput(f"{name} must be {_ALLOWED}; got {type(value).__name__}")
    lengths = {name: len(value) for name, value in arguments.items()}
    if len(set(lengths.values())) > 1:
        names = [*lengths]
        which = f"{', '.join(names[:-1])} and {names[-1]}"
        given = ", ".join(f"{name}={length}" for name, length in lengths.items())
        raise InvalidInput(f"{which} must have the same length (one per step); got {given}")

    return _annotated(titles, texts, codes, table)


def admitted(codes: Sequence[int] | np.ndarray, table: tpu.Table | None = None) -> np.ndarray:
    """Which classes a step with each TPU code may have, whatever its text says.

    The class the code gives (:attr:`lawkit.classify.tpu.Table.events`), and ``appeal`` too
    where a text may show one (:data:`REFINED_BY_TEXT`); every class for a code whose text
    decides (:data:`TEXT_DECIDES`); none for -1 or a code the table lacks (the text decides).
    Two sources that tell one step, one by its code and one in words, give classes the code
    admits: ``Remessa`` (123) and "Remetidos os autos ... para processar recurso" (``appeal``).

    Args:
        codes: TPU codes as integers (-1 for none).
        table: the TPU movements table; the one lawkit ships by default.

    Returns:
        A boolean array with a row per code and a column per class of
        :data:`~lawkit.classify.classes.CLASSES`, in that order.
    """
    table = _table(table)
    positions, distinct_codes = pd.factorize(np.asarray(codes, dtype=np.int64))
    rows = np.zeros((len(distinct_codes), len(CODE)), dtype=bool)
    for k, code in enumerate(distinct_codes.tolist()):
        event = table.events.get(code)
        if event is None:
            continue
        rows[k] = code in TEXT_DECIDES
        rows[k, CODE[event]] = True
        if CODE[event] in REFINED_BY_TEXT:
            rows[k, REFINED_BY_TEXT[CODE[event]]] = True
    return rows[positions]


def _table(table: tpu.Table | None) -> tpu.Table:
    """The TPU table asked for (the default one for ``None``), checked."""
    if table is None:
        return tpu.default()
    if not isinstance(table, tpu.Table):
        raise InvalidInput(
            f"table must be a lawkit.classify.tpu.Table (from lawkit.classify.tpu.load), "
            f"not {type(table).__name__}"
        )
    return table


def _annotated(
    titles: Sequence[Any],
    texts: Sequence[Any],
    codes: Sequence[Any] | None,
    table: tpu.Table,
    known: Mapping[str, Distinct] = MappingProxyType({}),
) -> pd.DataFrame:
    """:func:`annotate` of arguments already checked; ``known``: the distinct values of the
    titles (key ``"title"``) or texts (``"text"``) as :func:`lawkit.classify.text.distinct`
    gives them, when the caller has them (not found again)."""
    title = text.Column(*_text(titles, "titles", known.get("title")), table.lexicon)
    body = text.Column(*_text(texts, "texts", known.get("text")), table.lexicon)
    events = text.classify(title, body)
    _decisions_written_out(events, title, body, texts)
    _interlocutory(events, title, body, texts)

    # The code given, else one written at the end of the title, else of the text.
    by_code = np.full(len(events), -1, dtype=np.int8)
    used = np.full(len(events), -1, dtype=np.int64)
    for candidates in (_codes(codes, len(events)), title.codes, body.codes):
        found = _by_code(candidates, table)
        taken = (by_code < 0) & (found >= 0)
        by_code[taken], used[taken] = found[taken], candidates[taken]
    if (by_code >= 0).any():
        for coded, refined in REFINED_BY_TEXT.items():
            by_code[(by_code == coded) & (events == refined)] = refined
        events = np.where(by_code >= 0, by_code, events).astype(np.int8)

    index = titles.index if isinstance(titles, pd.Series) else None
    event = pd.Categorical.from_codes(events, dtype=EVENT_DTYPE)
    tpu_code = pd.arrays.IntegerArray(np.where(used >= 0, used, 0).astype(np.int32), used < 0)
    return pd.DataFrame({"event": event, "tpu_code": tpu_code}, index=index)


def _decisions_written_out(
    events: np.ndarray, title: text.Column, body: text.Column, given: Sequence[Any]
) -> None:
    """A long text (and a short one, below) is a judgment when the dispositive reader finds a
    verdict in it (as it reads a decision; the event rules read a narrower window, and a
    sentence's dispositive may lie before pages of what follows it), if it has no title and the
    event rules found nothing in it (``other``: a monocratic decision, a sentence under a
    search's highlights, a preview cut after the ementa's caption) or only a "movement name"
    that is a word inside it (an acórdão cut at its start, "... juros desde a citação ..."), or
    only a heading of :data:`_CLOSE_ON_A_VERDICT` (a monocratic decision headed "DECISÃO" whose
    verdict the costs and fees after it push out of the rules' window; an ementa opening
    "PUBLICAÇÃO JORNALÍSTICA."), or its title names a judgment's document
    (:data:`JUDGMENT_DOCUMENT`, whatever the rules found: PJe's "Sentença" opening "Em petição
    de id ..."): set in place. Verdicts that conflict (two appeals judged differently) make a
    judgment too, its outcome ``unknown``; in a text the event rules gave another class, only a
    verdict in its last :data:`CLOSING` characters, where a decision closes (a rapporteur's
    interlocutory decision quotes precedents, "Agravo regimental improvido", before it grants a
    liminar); when the rules read only such a heading, a verdict its last :data:`CLOSING`
    characters say on their own, after their last dispositive marker
    (:func:`_closes_on_verdict`, a second read of that closing). A short untitled text is read
    so when it opens on a dispositive marker or, headed so or read as nothing, its key says a
    verdict's word (:data:`_VERDICT_WORD`). Each distinct text is read once, whole, as
    ``given`` (the rules' copy of a text they rewrite is cut to its ends); few steps have no
    title or such a title."""
    named_inside = (body.heading_starts[body.rows] > 0) & (events != CODE["judgment"])
    long = body.long[body.positions]
    heard = (title.rows < 0) & (events == CODE["hearing"]) & ~long  # sieved below
    headed = np.isin(events, _CLOSE_ON_A_VERDICT) | heard
    untitled = (title.rows < 0) & ((events == CODE["other"]) | named_inside | headed)
    document = _names_a_judgment_document(title)[title.rows] & (events != CODE["judgment"])
    # A short one opening on a dispositive marker or a collegiate's "ACORDAM" ("Ante o exposto,
    # REJEITO os embargos de declaração."), or headed or read as nothing and saying a verdict's
    # word ("EMBARGOS DE DECLARAÇÃO. OMISSÃO. Embargos acolhidos.", "Conciliação realizada.
    # Acordo homologado, ..."): the rules read its nouns as a movement's name, or none.
    short = _keys_say(untitled & ~long, body, dispositive.opens_on_marker) | _keys_say(
        (headed | (events == CODE["other"])) & untitled & ~long, body, _VERDICT_WORD.search
    )
    rows = np.flatnonzero((untitled | document) & (long | short))
    if not len(rows):
        return
    _, first, positions = np.unique(body.positions[rows], return_index=True, return_inverse=True)
    texts = [normal(value) for value in _objects(given)[rows[first]].tolist()]  # as decisions
    read = [dispositive.verdict(None, value) for value in texts]
    found = np.array([v is not None for v in read], dtype=bool)  # conflicting verdicts too
    closing = np.array([v is not None and v.start >= len(value) - CLOSING
                        for v, value in zip(read, texts, strict=True)])  # fmt: skip
    only_inside = (named_inside & (events != CODE["other"]) & ~document)[rows]
    only_heading = (headed & ~named_inside & ~document)[rows]
    closes = np.zeros(len(texts), dtype=bool)
    for k in np.unique(positions[only_heading]).tolist():
        closes[k] = _closes_on_verdict(texts[k])
    judged = np.where(only_inside, closing[positions], found[positions])
    judged = np.where(only_heading, closes[positions], judged)
    events[rows[judged]] = CODE["judgment"]


def _interlocutory(
    events: np.ndarray, title: text.Column, body: text.Column, given: Sequence[Any]
) -> None:
    """An untitled judgment that closes on a ruling on a provisional request and says no verdict
    after its last dispositive marker (:func:`lawkit.classify.dispositive.closes_on_provisional`),
    or whose dispositive is a pronúncia (:func:`lawkit.classify.dispositive.pronounces_only`), is
    an interlocutory decision: the verdicts the rules read in it are quoted or reported (a
    rapporteur's "DEFIRO O PEDIDO DE TUTELA ANTECIPADA RECURSAL" after the precedents it cites).
    Set in place; each distinct text is read once."""
    rows = np.flatnonzero((title.rows < 0) & (events == CODE["judgment"]))
    if not len(rows):
        return
    _, first, positions = np.unique(body.positions[rows], return_index=True, return_inverse=True)
    texts = [normal(value) for value in _objects(given)[rows[first]].tolist()]
    interlocutory = np.array(
        [dispositive.closes_on_provisional(t) or dispositive.pronounces_only(t) for t in texts],
        dtype=bool,
    )
    events[rows[interlocutory[positions]]] = CODE["decision"]


def _keys_say(rows: np.ndarray, body: text.Column, says: Callable[[str], object]) -> np.ndarray:
    """Which of ``rows`` (a mask of steps) hold a text whose key (its head, in lower case) is
    one ``says`` something of; each distinct key is read once."""
    keys = np.unique(body.rows[rows])
    said = np.zeros(len(body.heads) + 1, dtype=bool)  # and a last one for missing values
    said[keys] = [k >= 0 and bool(says(body.heads[k])) for k in keys.tolist()]
    return rows & said[body.rows]


#: Words without which no short text headed as a movement, or read as nothing, says a verdict
#: (a cheap sieve before the dispositive reader: few such texts say one).
_VERDICT_WORD = re.compile(
    text.pattern(
        r"acolh|rejeit|provid|provimento|procedent|homolog|extint|prejudicad|deneg|concedid"
        r"|conhec|seguimento|acordam"
    )
)


def _closes_on_verdict(text: str) -> bool:
    """Whether a text's last :data:`CLOSING` characters, read alone, say a verdict in their own
    words (not a criminal class they name) after their last dispositive marker: an acórdão
    whose vote closes it ("Ante o exposto, voto por negar provimento"), wherever its ementa and
    result clause stand; not an interlocutory decision that quotes "agravo interno desprovido"
    before "Em face do exposto, indefiro ..."."""
    closing = text[-CLOSING:]
    found = dispositive.ruling(closing)
    return found is not None and dispositive.after_marker(closing, found)


#: Classes the event rules give an untitled text that may still close on a verdict: an acórdão
#: whose head the rules read as a despacho's or an interlocutory decision's, an ementa whose
#: first words they read as a movement name ("PUBLICAÇÃO JORNALÍSTICA. ...", "Mandado e
#: Apelação. ...", "EMBARGOS DE DECLARAÇÃO. AGRAVO DE INSTRUMENTO. ...": round 78). A short
#: untitled hearing line is read so too (``heard`` in :func:`_decisions_written_out`: "Audiência
#: de conciliação realizada. Acordo homologado.", round 79); a long hearing record only when the
#: rules find a verdict in it (reading every one cost 0.35 of the build).
_CLOSE_ON_A_VERDICT = [
    CODE[name] for name in ("order", "decision", "appeal", "notice", "publication")
]


def _names_a_judgment_document(title: text.Column) -> np.ndarray:
    """Per distinct key of ``title`` (and a last one for missing titles): whether it is only
    the name of a judgment's document (:data:`JUDGMENT_DOCUMENT`)."""
    named = [_JUDGMENT_DOCUMENT.fullmatch(head.strip(" .:-")) for head in title.heads]
    return np.array([match is not None for match in named] + [False])


def annotate_steps(
    steps: pd.DataFrame,
    *,
    table: tpu.Table | None = None,
    known: Mapping[str, Distinct] = MappingProxyType({}),
) -> pd.DataFrame:
    """:func:`annotate` of a ``lawkit.tidy`` steps table (same index).

    Reads each step's :func:`names`, its ``text`` and the code a source gave in ``tpu_code``
    (DataJud's movement code), when the table has one. ``known``: the distinct values of the
    ``title`` and ``text`` columns (:func:`lawkit.classify.text.distinct`), from the builder that
    made them: reading a column's distinct values again costs as much as classifying them.
    """
    missing = sorted({"title", "type", "text"} - set(steps.columns))
    if missing:
        raise InvalidInput(f"steps must have the columns title, type and text; missing {missing}")
    codes = steps["tpu_code"] if "tpu_code" in steps and steps["tpu_code"].notna().any() else None
    if _typed(steps):  # the names are not the titles
        known = {k: v for k, v in known.items() if k != "title"}
    return _annotated(names(steps), steps["text"], codes, _table(table), known)


def names(steps: pd.DataFrame) -> pd.Series:
    """Each step's title, else its ``type`` (the demand API has no title: its
    ``detipomovimento`` names the movement)."""
    titles = steps["title"]
    if not _typed(steps):
        return titles
    return titles.astype(object).where(titles.notna(), steps["type"].astype(object))


def _typed(steps: pd.DataFrame) -> bool:
    """Whether some step has a ``type`` (a movement named by it where the title is missing)."""
    return bool(steps["type"].notna().any())


def _objects(values: Sequence[Any]) -> np.ndarray:
    """``values`` as a 1-D numpy array: objects, or numbers for a numeric column (no copy of
    Python strings into another string type)."""
    if isinstance(values, np.ndarray) and values.dtype.kind in "iuf":
        return values
    if isinstance(values, (pd.Series, pd.Index, pd.api.extensions.ExtensionArray)):
        if pd.api.types.is_numeric_dtype(values.dtype) and values.dtype != bool:
            return values.to_numpy(dtype=float, na_value=np.nan)
        return values.to_numpy(dtype=object)
    if isinstance(values, np.ndarray):
        return values.astype(object, copy=False)
    return np.fromiter(values, dtype=object, count=len(values))  # lists stay values, not rows


def _text(
    values: Sequence[Any], name: str, known: Distinct | None = None
) -> tuple[np.ndarray, np.ndarray, pa.Array]:
    """The distinct texts of ``values``, per value the position of its text among them (-1:
    missing), and what :class:`lawkit.classify.text.Column` reads of them as a pyarrow
    ``large_string`` array (:func:`_clipped`); the values must be text or missing. ``known``:
    the distinct values and positions of ``values``, when the caller has them."""
    if known is None:
        try:
            found, positions = distinct(_listed(values))
        except TypeError:  # an unhashable value: a dict, a list
            raise _not_text(_listed(values), name) from None
    else:
        found, positions = known
    if pd.api.types.infer_dtype(found, skipna=True) not in ("string", "empty"):
        raise _not_text(_listed(values), name)
    present = np.fromiter(map(isinstance, found, repeat(str)), bool, len(found))  # or missing
    renumbered = np.append(np.where(present, np.cumsum(present) - 1, -1), -1)
    texts, array = _readable(found[present])
    return texts, renumbered[positions], array


def _readable(texts: np.ndarray) -> tuple[np.ndarray, pa.Array]:
    """``texts`` and what :class:`lawkit.classify.text.Column` reads of them as a pyarrow
    ``large_string`` array (:func:`_clipped`), each text in which RE2 finds something to
    rewrite (:func:`lawkit.classify.normal.suspects`, over that array: the start and end of a
    long text) as the rules read it (:func:`lawkit.classify.normal.readable`). The middle of a
    long text is read only in :func:`lawkit.classify.text.classify`'s windows, which are put in
    normal form there: a Python look at every distinct text cost 1.5 times the build without
    classifying (0.58 s for 140 k texts of ``bench_events.py``)."""
    array = arrow_strings(_clipped(texts), pa.large_string())
    flagged = suspects(array)
    rows = np.flatnonzero(flagged)
    if len(rows):
        texts = texts.copy()
        texts[rows] = [readable(value) for value in texts[rows].tolist()]
        written = arrow_strings(_clipped(texts[rows]), pa.large_string())
        array = pc.replace_with_mask(array, pa.array(flagged), written)
    return texts, array


def _listed(values: Sequence[Any]) -> list[Any]:
    """``values`` as a list of objects (an all-NaN number column: missing values)."""
    return _objects(values).astype(object, copy=False).tolist()


def _not_text(listed: list[Any], name: str) -> InvalidInput:
    """The refusal of ``listed``'s first value that is neither text nor missing."""
    position = next(i for i, v in enumerate(listed) if not (isinstance(v, str) or _missing(v)))
    value = listed[position]
    return InvalidInput(
        f"{name} must hold text or missing values (None, NaN); position {position} "
        f"holds {type(value).__name__} {value!r}"
    )


def _missing(value: Any) -> bool:
    try:
        return bool(pd.isna(value))
    except (TypeError, ValueError):  # a list or an array: not one missing value
        return False


def _clipped(texts: np.ndarray) -> list[str]:
    """Texts longer than :data:`CLIP` characters cut to their first :data:`text.HEAD` and last
    :data:`TAIL` characters: all that the arrow array serves (the movement name at the start, a
    TPU code at the end; whole texts are read from the objects). Copying (and UTF-8 encoding)
    whole decisions into arrow cost more than classifying them: 0.9 s of 1.6 s on the 330 k
    steps (110 M characters) of 3,000 lawsuits of ``bench_tidy.py``."""
    values = texts.tolist()
    lengths = np.fromiter(map(len, values), np.int64, len(values))
    for i in np.flatnonzero(lengths > CLIP).tolist():
        values[i] = f"{values[i][: text.HEAD]} {values[i][-TAIL:]}"
    return values


def _codes(codes: Sequence[Any] | None, size: int) -> np.ndarray:
    """Codes as int64 (-1 for missing)."""
    if codes is None:
        return np.full(size, -1, dtype=np.int64)
    objects = _objects(codes)
    try:
        positions, uniques = pd.factorize(objects)
    except TypeError:  # an unhashable value: a dict, a list
        position = next(i for i, value in enumerate(objects.tolist()) if not _hashable(value))
        raise _refused(position, objects[position]) from None
    parsed = np.array([_code(value, positions, k) for k, value in enumerate(uniques)] + [-1])
    return parsed.astype(np.int64)[positions]


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


def _code(value: Any, positions: np.ndarray, k: int) -> int:
    if isinstance(value, str) and value.strip().isdigit():
        number: Any = int(value.strip())
    elif (isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))) or (
        isinstance(value, (float, np.floating)) and math.isfinite(value) and value.is_integer()
    ):
        number = int(value)
    else:
        number = None
    if number is None or not 0 < number <= _LARGEST_CODE:
        raise _refused(int(np.flatnonzero(positions == k)[0]), value)
    return number


def _refused(position: int, value: Any) -> InvalidInput:
    shown = repr(value) if len(repr(value)) <= 60 else f"{repr(value)[:57]}..."
    return InvalidInput(
        f"codes must hold positive integer TPU codes (int, integral float or digit string, "
        f"below 2**63) or missing values; position {position} holds "
        f"{type(value).__name__} {shown}"
    )


def _by_code(codes: np.ndarray, table: tpu.Table) -> np.ndarray:
    """Class codes of TPU ``codes`` (-1 for missing, unknown and :data:`TEXT_DECIDES` codes)."""
    positions, distinct = pd.factorize(codes)
    classes = [
        CODE[table.events[int(code)]] if code in table and code not in TEXT_DECIDES else -1
        for code in distinct.tolist()
    ]
    return np.append(np.array(classes, dtype=np.int8), np.int8(-1))[positions]
