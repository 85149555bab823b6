"""One timeline per lawsuit: the steps every source reported, merged into distinct events.

The same lawsuit arrives through the capture API (1st and 2nd degree, several queries), the
monitoring API and the demand API, and each reports the same court step: the provider's real
steps show one TRT9 lawsuit's 196 steps twice, through "PJe" and "PJe v2", the same texts with
the same times but for their milliseconds (``tests/data/tidy/codilo_steps4.json``).

**The rule.** Two steps are one event when they come from *different sources* and agree on:

1. the lawsuit (``cnj``);
2. what was written: the same normalised text - the step's ``text``, or its title when it has
   no text (its ``type`` for the demand API, which has no title) - compared by its end. The
   capture and monitoring APIs write the movement's name as the title and its complement as the
   text; the demand API writes the name as ``detipomovimento`` and the complement, or the name
   again, as ``deteormovimento``; e-SAJ's name comes before the complement in the title; a
   whole decision is the title of one API ("Decisão Proferida DECISÃO - ...") and the text of
   another: their ends agree. Normalised: lower case, accents and everything but letters and
   digits removed, a trailing TPU code ("(11010)") dropped from a step the code classified,
   then the last :data:`KEPT` letters and digits compared. Case, spacing and punctuation do
   not matter; every other number does (a step per document, "Juntada ... (0001_...)",
   "(0002_...)", stays one event per document);
3. when: the same minute (seconds and fractions truncated: sources that show minutes truncate),
   or, when one of them has a date only, the same day. A date only is a timestamp at midnight UTC
   (the provider writes e-SAJ's dates so) or at midnight in America/Sao_Paulo (the demand API's
   zone-less dates, read in that zone; on a day daylight saving began, until 2019, midnight did
   not exist and the date is at 01:00); its day is the date written, and a timed step's day is
   its date in America/Sao_Paulo. An event dated only is placed at midnight in America/Sao_Paulo
   of its date (:func:`court_times`), the court's calendar day. Steps without a timestamp agree
   with steps without one.

The class is not compared: the same step may be classified by a TPU code in one source and by
its text in another ("RESPOSTA À ACUSAÇÃO (85)" is a petition by TPU 85, "RESPOSTA À ACUSAÇÃO"
alone says nothing the rules know). The event's class is the one the code and the words give
together, as one step with both would be classified: that of its first step a code decided,
else of the step chosen to represent it - unless another of its steps has a class the code
admits beyond its own (:func:`lawkit.classify.classifier.admitted`: ``appeal`` for a juntada or
remessa, anything for an ato ordinatório, whose text decides), which it then takes.

A *source* is one result: the steps of one capture request, one monitoring instance or one
demand (``origin``, ``request_id``, ``monitor_id``, ``instance_id``, ``demand_id``). Steps of
one source are never merged with each other: a source that lists the same text twice in a
minute reports two events, and the k-th of them merges with the k-th of each other source (by
time, then position). A date-only step merges, in the same way, with the k-th timed event of
its day. Nothing is dropped: every step belongs to exactly one event (:func:`event_ids`), and
each event says which origins and sources reported it and how many steps it merges.

**DataJud.** CNJ's record (``origin`` ``datajud``) names each movement by its TPU code and
complements, never by the provider's words, so rule 2 rarely holds between them. After the
rule, each event only DataJud reported is merged with the event only the provider's APIs
reported that it records: of the same lawsuit; of a class its TPU code admits (its own, or one
the provider's words give and the code leaves open: "Ato ordinatório praticado - Intimem-se"
(``notice``) is TPU 11383 Ato ordinatório, "Remetidos os autos ... para processar recurso"
(``appeal``) is TPU 123 Remessa); at or before it, in the same minute or up to :data:`LAG_DAYS`
earlier, since DataJud registers a movement at its step or later (never before: a movement
paired with a later step is another step's). Court times are compared (:func:`court_times`: a
date only is the court's day from its midnight in America/Sao_Paulo). The nearest pairs are
taken first, a step of the movement's own class before another as near, each movement and step
once: a movement whose nearest step another movement took, nearer, tries the next one.
:func:`compare_sources` reports the lag. Two steps of one class close together whose movements
are both registered days later may be paired crosswise (the same steps are paired, their lags
exchanged): time and class cannot tell them apart.

Known limit: a short name and complement written as one title by one source ("Decisão Vistos.
Int.") and apart by another ("Decisão", "Vistos. Int.") do not merge (their ends differ within
the :data:`KEPT` letters compared); no source seen writes a short step so.
"""

from __future__ import annotations

import os
import unicodedata

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from lawkit.classify._keys import distinct, firsts, group_codes, ordered
from lawkit.classify.classes import EVENT_DTYPE
from lawkit.classify.classifier import admitted, names
from lawkit.classify.detail import details
from lawkit.classify.text import TRAILING_CODE as _CODE
from lawkit.errors import InvalidInput
from lawkit.events._inputs import steps_of
from lawkit.events.queries import ORIGIN_ORDER, literal, origin_ranks
from lawkit.events.readers import Portfolio, joined, numbered, opened
from lawkit.tidy import Bundle, contracts
from lawkit.tidy.parse import BRAZIL as ZONE  # the zone of courts' dates and days
from lawkit.tidy.parse import cnj_info

#: An event's title and text: Arrow-backed text whatever the steps held (a bundle's Python
#: strings, a dataset's Arrow), so a bundle and its dataset give one dtype; no Python object
#: per value.
ARROW_TEXT = pd.StringDtype("pyarrow")
#: Origins in the order their step represents an event (and in ``origins`` labels).
ORIGINS = ORIGIN_ORDER
#: Days a DataJud movement may be registered after the provider step it records (in minutes:
#: its minute at most this many days after the step's).
LAG_DAYS = 7
#: The identifiers of a source, with ``origin``.
SOURCE_KEYS = ("request_id", "monitor_id", "instance_id", "demand_id")

#: Bytes (of UTF-8) at the end of a text that are read, and normalised bytes of them compared:
#: texts are compared by their end, where a movement's name written before a long complement
#: does not matter, and two texts alike in their last KEPT letters and digits are the same (a
#: whole decision differs from another long before; reading 20 KB decisions whole would cost
#: more than building the tables).
WINDOW, KEPT = 1_000, 300
#: A TPU code at the end of a name or text, as e-SAJ and PJe write it: "Despacho (11010)".
TRAILING_CODE = r"\s*" + _CODE.pattern  # the classifier's, with the space before it

_MINUTE = 60 * 10**9
_DAY = 86_400 * 10**9
_HOUR = 3_600 * 10**9
_RANKS = 2**20  # more occurrences of one text in one minute from one source than this: none
# Byte -> folded byte (0: dropped). ASCII letters lower-cased, digits kept; the continuation
# byte of a two-byte UTF-8 Latin-1 letter (after 0xC3) becomes its base letter.
_ASCII = np.zeros(256, dtype=np.uint8)
for _char in "abcdefghijklmnopqrstuvwxyz0123456789":
    _ASCII[ord(_char)] = _ASCII[ord(_char.upper())] = ord(_char)
_LATIN = np.zeros(256, dtype=np.uint8)
for _point in range(0xC0, 0x100):
    _base = unicodedata.normalize("NFKD", chr(_point))[0].lower()
    if _base.isascii() and _base.isalnum():
        _LATIN[0x80 + _point - 0xC0] = ord(_base)


def event_ids(bundle: Bundle) -> pd.Series:
    """The event of each step: its row (``event_id``) in :func:`timeline` of the same bundle.

    Args:
        bundle: a :class:`lawkit.tidy.Bundle` of any origins.

    Returns:
        ``Int64`` Series aligned with ``bundle.steps`` (same index), named ``event_id``; never
        missing: every step belongs to exactly one event.

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle.
    """
    steps = steps_of(bundle, "event_ids")
    ids, _, _ = _merge(steps)
    return pd.Series(pd.array(ids, dtype="Int64"), index=steps.index, name="event_id")


def timeline(
    bundle: Bundle | str | os.PathLike | Portfolio, cnj: str | None = None
) -> pd.DataFrame:
    """One row per distinct event per lawsuit, the steps of every source merged.

    Steps are merged by the rule of this module's docstring. Each event takes its time, title
    and text from one of its steps - a timed one before a date-only one, the earliest, the
    capture API's before the monitoring API's before the demand API's - and its class and
    ``tpu_code`` from its first step a TPU code classified, else from that one.

    Args:
        bundle: a :class:`lawkit.tidy.Bundle` of any origins (``lookups(a) + monitoring(b) +
            demand(c)``), the directory of its Parquet dataset (read in chunks of whole
            lawsuits, :mod:`lawkit.events.readers`; the answer holds every event in memory), or
            a :func:`lawkit.events.portfolio` of either.
        cnj: a lawsuit (any punctuation) to keep only its events; all lawsuits by default.

    Returns:
        The ``timeline`` table of ``lawkit/tidy/CONTRACTS.md``, in order of lawsuit and time
        (events without a time last); ``event_id`` is the row number.

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle or a dataset, or no step of it is of
            ``cnj``.
    """
    selected = "SELECT * FROM steps"
    if cnj is not None:
        selected += f" WHERE cnj = {literal(cnj_info(cnj).cnj)}"
    with opened(bundle, "timeline") as portfolio:
        chunks = portfolio.step_chunks(selected)
        parts = [merged(steps, portfolio.detailed) for steps in chunks]
        if cnj is not None and not sum(map(len, parts)):
            held = portfolio.table("SELECT count(DISTINCT cnj) AS n FROM steps")["n"][0]
            where = "this bundle" if portfolio.path is None else f"the dataset {portfolio.path}"
            raise InvalidInput(
                f"no step of lawsuit {cnj!r} in {where} (its steps are of {held} lawsuits: "
                "bundle.steps['cnj'].unique())"
            )
    numbered(parts, [len(part) for part in parts])
    return joined(parts, "timeline")


def merged(steps: pd.DataFrame, detailed: bool = False) -> pd.DataFrame:
    """The ``timeline`` table of a steps table (each step already has its ``event``); with
    ``detailed``, the steps' ``detail`` was classified by this lawkit (:func:`_details`)."""
    return merged_with_ids(steps, detailed=detailed)[0]


def merged_with_ids(
    steps: pd.DataFrame, columns: tuple[str, ...] | None = None, *, detailed: bool = False
) -> tuple[pd.DataFrame, np.ndarray]:
    """:func:`merged` and, per step, its event (its row in that table), from one merge; with
    ``columns``, only those columns of the table are filled (the others missing)."""
    ids, first, source = _merge(steps)
    chosen = _Chosen(steps, first)
    every = [column.name for column in contracts.columns("timeline")]
    wanted = set(every if columns is None else columns)
    decided = _first_step_where(ids, steps["tpu_code"].notna().to_numpy(), len(first))
    event = pd.Series(
        pd.Categorical.from_codes(_event_classes(steps, ids, first, decided), dtype=EVENT_DTYPE)
    )
    tpu_code = steps["tpu_code"].array.take(decided, allow_fill=True)
    table = {
        "event_id": lambda: pd.array(np.arange(len(first)), dtype="Int64"),
        "cnj": lambda: chosen["cnj"].array,
        "timestamp": lambda: court_times(chosen["timestamp"]).array,
        "date_only": lambda: pd.arrays.BooleanArray(
            date_only(chosen["timestamp"]), chosen["timestamp"].isna().to_numpy()
        ),
        "event": lambda: event.array,
        "detail": lambda: _details(steps, first, event, tpu_code, chosen, detailed),
        "tpu_code": lambda: tpu_code,
        "title": lambda: arrow_text(chosen.names()),
        "text": lambda: arrow_text(chosen["text"]),
        "origins": lambda: _origins(steps, ids, len(first)),
        "sources": lambda: pd.array(_distinct_per_event(ids, source, len(first)), "Int32"),
        "steps": lambda: pd.array(np.bincount(ids, minlength=len(first)), dtype="Int32"),
    }
    for key in SOURCE_KEYS:
        table[key] = lambda key=key: _ids_per_event(steps[key], ids, len(first))
    frame = pd.DataFrame(
        {name: make() for name, make in table.items() if name in wanted},
        index=pd.RangeIndex(len(first)),
        copy=False,
    )
    return contracts.conform(frame, "timeline"), ids


def arrow_text(values: pd.Series) -> pd.api.extensions.ExtensionArray:
    """``values`` as :data:`ARROW_TEXT`: Arrow text as it is, Python strings encoded by Arrow
    once (pandas' own conversion took 1.6 times as long)."""
    if values.dtype == ARROW_TEXT:
        return values.array
    encoded = pa.array(values.to_numpy(dtype=object, na_value=None), pa.large_string())
    return pd.arrays.ArrowStringArray(encoded)


def _details(
    steps: pd.DataFrame,
    first: np.ndarray,
    event: pd.Series,
    tpu_code: pd.api.extensions.ExtensionArray,
    chosen: _Chosen,
    detailed: bool,
) -> pd.Categorical:
    """Per event, the detail of its class, name, text and code
    (:func:`lawkit.classify.detail.details`): with ``detailed`` (the steps' ``detail`` is this
    lawkit's), its chosen step's where that step has the event's class and code, the others
    read again (a quarter of a bundle's timeline went to reading them all)."""
    if not detailed:
        return details(event, chosen.names(), chosen["text"], tpu_code).array
    same_class = steps["event"].cat.codes.to_numpy()[first] == event.cat.codes.to_numpy()
    codes = pd.Series(steps["tpu_code"].array.take(first), dtype="Int64")
    same_code = (codes == pd.Series(tpu_code, dtype="Int64")).fillna(
        codes.isna() & pd.isna(tpu_code)).to_numpy(dtype=bool)  # fmt: skip
    found = steps["detail"].array.take(first)
    again = np.flatnonzero(~(same_class & same_code))
    if len(again):
        found[again] = details(event.iloc[again].reset_index(drop=True),
                               chosen.names().iloc[again], chosen["text"].iloc[again],
                               tpu_code.take(again)).array  # fmt: skip
    return found


class _Chosen:
    """The columns of the steps chosen to represent the events (``steps`` at ``first``), each
    taken when first read: a step's title and text are taken only for the timeline's columns
    that show them."""

    def __init__(self, steps: pd.DataFrame, first: np.ndarray) -> None:
        self.steps, self.first, self.taken = steps, first, {}

    def __getitem__(self, column: str) -> pd.Series:
        if column not in self.taken:
            self.taken[column] = self.steps[column].iloc[self.first].reset_index(drop=True)
        return self.taken[column]

    def names(self) -> pd.Series:
        """:func:`lawkit.classify.classifier.names` of the chosen steps."""
        return names(pd.DataFrame({"title": self["title"], "type": self["type"]}))


def _origins(steps: pd.DataFrame, ids: np.ndarray, events: int) -> pd.Categorical:
    """Per event, the origins of its steps (``capture+monitoring``)."""
    bits = np.zeros(events, dtype=np.int64)
    np.bitwise_or.at(bits, ids, np.left_shift(1, origin_ranks(steps["origin"])))
    return _origin_labels(bits)


def _first_step_where(ids: np.ndarray, mask: np.ndarray, events: int) -> np.ndarray:
    """Per event, the position of its first step where ``mask`` holds (-1: none)."""
    rows = np.flatnonzero(mask)
    found = np.full(events, -1, dtype=np.int64)
    found[ids[rows][::-1]] = rows[::-1]  # the last write, the first step, wins
    return found


def _event_classes(
    steps: pd.DataFrame, ids: np.ndarray, first: np.ndarray, decided: np.ndarray
) -> np.ndarray:
    """Per event, its class: the class of its first step a TPU code decided (``decided``), else
    of its chosen step (``first``) - unless another of its steps has a class that code admits
    beyond its own (:func:`lawkit.classify.classifier.admitted`): the words of one source say
    what the code of another leaves open (an ato ordinatório that intimates, a remessa for an
    appeal), and the event is what the code and the words give together, as one step with both
    would be classified."""
    classes = steps["event"].cat.codes.to_numpy()
    base = np.where(decided >= 0, classes[np.maximum(decided, 0)], classes[first])
    codes = steps["tpu_code"].to_numpy(dtype=np.float64, na_value=-1)
    beyond = admitted(np.where(decided >= 0, codes[np.maximum(decided, 0)], -1).astype(np.int64))
    beyond[np.arange(len(base)), base] = False
    says_more = _first_step_where(ids, beyond[ids, classes], len(base))
    return np.where(says_more >= 0, classes[np.maximum(says_more, 0)], base).astype(np.int8)


def _merge(steps: pd.DataFrame) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The event of each step (numbered in timeline order), the step chosen for each event and
    each step's source.

    Returns:
        ``ids``: per step, its event; ``first``: per event, the position of its step;
        ``source``: per step, a code of its source.
    """
    size = len(steps)
    if not size:
        return (np.zeros(0, dtype=np.int64),) * 3
    utc, has_time, date_only, day = _clock(steps["timestamp"])
    moment = court_times(steps["timestamp"]).array.asi8
    timed = has_time & ~date_only
    minute = np.where(timed, utc // _MINUTE, 0)

    source = _sources(steps)
    cnj = pd.factorize(steps["cnj"].array, sort=True, use_na_sentinel=False)[0]
    # Texts are compared only where they could merge: a lawsuit's day reported by two sources.
    day_group = group_codes(cnj, day)
    shared = (_distinct_per_event(day_group, source, int(day_group.max()) + 1) > 1)[day_group]
    content = np.full(size, -1, dtype=np.int64)
    content[shared] = _content(steps[shared])
    group = group_codes(day_group, content)
    position = steps["position"].fillna(0).to_numpy(dtype=np.int64)
    known_moment = np.where(has_time, moment, 0)  # timeless steps first, as at the epoch
    order = ordered(known_moment, position)

    slot = np.empty(size, dtype=np.int64)
    # Timed steps: the k-th of each source in a minute is the k-th event of that minute; the
    # events of a (lawsuit, day, text) are numbered by minute, then k.
    rank = _ranks(group_codes(group, minute, source), order)
    when = np.where(timed, minute * _RANKS + rank, 0)
    cluster = group_codes(group, when)
    slot[timed] = _dense_ranks(cluster[timed], group[timed], when[timed])
    # A date-only (or timeless) step is the k-th event of its day, as its source's k-th step.
    slot[~timed] = _ranks(group_codes(group, source), order)[~timed]
    raw = _with_datajud(steps, group_codes(group, slot), moment, has_time)

    # The step that represents each event: timed, then dated, then the earliest, by origin.
    precision = np.where(timed, 0, np.where(date_only, 1, 2))
    origin = origin_ranks(steps["origin"])
    chosen = ordered(raw, precision, known_moment, origin, position)
    starts = np.r_[True, raw[chosen][1:] != raw[chosen][:-1]]
    first = chosen[starts]  # per raw event (in raw order, since raw codes are 0..m-1 sorted)
    # Timeline order: lawsuit, then time (timeless last), then position.
    late = np.iinfo(np.int64).max
    timeline_order = ordered(
        cnj[first], np.where(has_time[first], moment[first], late), position[first]
    )
    renumbered = np.empty(len(first), dtype=np.int64)
    renumbered[timeline_order] = np.arange(len(first))
    return renumbered[raw], first[timeline_order], source


def _with_datajud(
    steps: pd.DataFrame, raw: np.ndarray, moment: np.ndarray, has_time: np.ndarray
) -> np.ndarray:
    """``raw`` events with each DataJud-only event merged into the provider-only event of the
    same lawsuit that it records (:func:`_pairs`); dense codes again. ``moment``: the steps'
    :func:`court_times`, as nanoseconds."""
    datajud = (steps["origin"] == "datajud").fillna(False).to_numpy(dtype=bool)
    if not datajud.any() or datajud.all():
        return raw
    first = firsts(raw)
    mixed = np.zeros(len(first), dtype=bool)
    np.logical_or.at(mixed, raw, datajud != datajud[first][raw])
    alone = np.flatnonzero(has_time[first] & ~mixed)  # events of one side, with a time
    lawsuit = pd.factorize(steps["cnj"].array, use_na_sentinel=False)[0][first]
    event = steps["event"].cat.codes.to_numpy()[first]
    movements, provided = alone[datajud[first][alone]], alone[~datajud[first][alone]]
    # A movement may record a step of any class its code admits, its own first.
    codes = steps["tpu_code"].to_numpy(dtype=np.float64, na_value=-1)[first][movements]
    admits = admitted(codes.astype(np.int64))
    admits[np.arange(len(movements)), event[movements]] = True
    row, admitted_class = np.nonzero(admits)
    candidate = movements[row]
    pairs = _pairs(
        np.r_[lawsuit[candidate], lawsuit[provided]],
        np.r_[admitted_class, event[provided]],
        np.r_[moment[first][candidate], moment[first][provided]],
        np.r_[candidate, provided],
        np.r_[admitted_class != event[candidate], np.zeros(len(provided), dtype=bool)],
        len(candidate),
    )
    target = np.arange(len(first))
    target[pairs[0]] = pairs[1]
    return np.unique(target[raw], return_inverse=True)[1].astype(np.int64)


def _pairs(
    lawsuit: np.ndarray,
    event: np.ndarray,
    time: np.ndarray,
    raw: np.ndarray,
    other_class: np.ndarray,
    movements: int,
) -> tuple[np.ndarray, np.ndarray]:
    """Which provider step each DataJud movement records: of the same lawsuit and class, at or
    before it - in the same minute or up to :data:`LAG_DAYS` earlier (DataJud registers a
    movement at its step or later). The nearest pairs are taken first, a step of the
    movement's own class before another as near, and each movement and step pairs once (a
    movement whose nearest step another took tries the next one).

    Args:
        lawsuit, event, time, raw: per row, its lawsuit code, class, instant (ns) and event:
            first the ``movements`` rows, a movement once per class it admits, then the steps.
        other_class: per row, whether its class is not the movement's own.

    Returns:
        The events of the movements paired, and of their steps.
    """
    found: list[tuple[np.ndarray, np.ndarray]] = [(raw[:0], raw[:0])]
    if not 0 < movements < len(raw):
        return found[0]
    minute = time // _MINUTE
    group = group_codes(lawsuit, event)
    key = group * (int(minute.max() - minute.min()) + 1) + (minute - minute.min())
    mine, theirs = np.arange(movements), np.arange(movements, len(raw))
    theirs = theirs[np.argsort(key[theirs], kind="stable")]
    tolerance = LAG_DAYS * _DAY // _MINUTE
    while len(mine) and len(theirs):
        at = np.searchsorted(key[theirs], key[mine], side="right") - 1
        step = theirs[np.maximum(at, 0)]
        near = (at >= 0) & (group[step] == group[mine]) & (key[mine] - key[step] <= tolerance)
        mine, step = mine[near], step[near]
        gap = time[mine] - time[step]
        order = np.lexsort((raw[mine], other_class[mine], gap))
        mine, step, gap = mine[order], step[order], gap[order]
        best = _first_occurrences(raw[mine])  # each movement's nearest step
        taken = best[_first_occurrences(step[best])]  # ... that no nearer movement took
        # A pair is sure once no movement that lost its step could claim its step nearer: a
        # loser's next step is at least as far as the one it lost, and of its own groups.
        lost = np.setdiff1d(best, taken)
        if len(lost):
            losers = group[mine[np.isin(raw[mine], raw[mine[lost]])]]
            sure = (gap[taken] <= gap[lost].min()) | ~np.isin(group[step[taken]], losers)
            taken = taken[sure]
        found.append((raw[mine[taken]], raw[step[taken]]))
        # A movement without a step now has none later (steps are only taken away); only the
        # steps of the groups of the movements left matter.
        mine = mine[~np.isin(raw[mine], raw[mine[taken]])]
        theirs = theirs[~np.isin(theirs, step[taken]) & np.isin(group[theirs], group[mine])]
    return np.concatenate([f[0] for f in found]), np.concatenate([f[1] for f in found])


def _first_occurrences(values: np.ndarray) -> np.ndarray:
    """Positions of the first occurrence of each distinct value, in order."""
    return np.sort(np.unique(values, return_index=True)[1])


def _content(steps: pd.DataFrame) -> np.ndarray:
    """Per step, a code of its text (else its title, else type): the last :data:`KEPT` bytes of
    it normalised, a trailing TPU code removed; -1 for none."""
    texts, titles = (
        pa.array(arrow_text(values)).cast(pa.large_string())  # a dataset's Arrow as it is
        for values in (steps["text"], names(steps))
    )
    tails = pc.binary_slice(pa.concat_arrays([texts, titles]).cast(pa.large_binary()), -WINDOW)
    coded = np.tile(steps["tpu_code"].notna().to_numpy(), 2)
    if coded.any():  # "Despacho (11010)" and "Despacho" are one movement (read those only)
        cut = pc.replace_substring_regex(tails.filter(coded), TRAILING_CODE, b"")
        tails = pc.replace_with_mask(tails, pa.array(coded), cut)
    encoded = pc.dictionary_encode(tails)
    keys = _folded(encoded.dictionary)
    codes = np.append(keys, -1)[encoded.indices.fill_null(len(keys)).to_numpy()]
    text_keys, name_keys = codes[: len(steps)], codes[len(steps) :]
    return np.where(text_keys >= 0, text_keys, name_keys)


def _folded(values: pa.Array) -> np.ndarray:
    """Codes of ``values`` (distinct ``large_binary`` UTF-8 texts) with only their letters and
    digits, ASCII lower case, accents removed, cut to their last :data:`KEPT` bytes; -1 for a
    value with none. Vectorised over the bytes: each is mapped (one to drop, to zero), then the
    zeros are removed."""
    _, offsets, data = values.buffers()
    if data is None:
        return np.full(len(values), -1, dtype=np.int64)
    raw = np.frombuffer(data, dtype=np.uint8)
    folded = _ASCII[raw]
    # A Latin-1 letter: a 0xC3 lead byte and a continuation byte (a value cut inside a
    # character starts with a lone continuation byte, dropped as any non-ASCII byte).
    accented = np.flatnonzero(raw[:-1] == 0xC3) + 1
    accented = accented[raw[accented] & 0xC0 == 0x80]
    folded[accented] = _LATIN[raw[accented]]
    mapped = pa.Array.from_buffers(
        pa.large_binary(), len(values), [None, offsets, pa.py_buffer(folded)], offset=values.offset
    )
    keys = pc.binary_slice(pc.replace_substring(mapped, pattern=b"\x00", replacement=b""), -KEPT)
    codes = pc.dictionary_encode(keys).indices.to_numpy().astype(np.int64)
    return np.where(pc.binary_length(keys).to_numpy() > 0, codes, -1)


def _ranks(keys: np.ndarray, order: np.ndarray) -> np.ndarray:
    """Per row, how many rows with the same key come before it in ``order``."""
    sorted_rows = order[ordered(keys[order])]
    sorted_keys = keys[sorted_rows]
    index = np.arange(len(keys))
    changes = np.r_[True, sorted_keys[1:] != sorted_keys[:-1]]
    starts = np.maximum.accumulate(np.where(changes, index, 0))
    ranks = np.empty(len(keys), dtype=np.int64)
    ranks[sorted_rows] = index - starts
    return ranks


def _dense_ranks(cluster: np.ndarray, group: np.ndarray, value: np.ndarray) -> np.ndarray:
    """Per row, the rank of its cluster among the clusters of its group, by ``value``."""
    first = firsts(cluster)
    present = np.zeros(len(first), dtype=bool)
    present[cluster] = True
    clusters = np.flatnonzero(present)
    order = clusters[ordered(group[first[clusters]], value[first[clusters]])]
    groups = group[first[order]]
    index = np.arange(len(order))
    starts = np.maximum.accumulate(np.where(np.r_[True, groups[1:] != groups[:-1]], index, 0))
    ranks = np.zeros(len(first), dtype=np.int64)
    ranks[order] = index - starts
    return ranks[cluster]


def _sources(steps: pd.DataFrame) -> np.ndarray:
    return group_codes(steps["origin"], *(steps[key] for key in SOURCE_KEYS))


def _origin_labels(bits: np.ndarray) -> pd.Categorical:
    """``capture+monitoring``-style labels of origin bit sets (an unknown origin is ``other``)."""
    known = (*ORIGINS, "other")
    sets, inverse = np.unique(bits, return_inverse=True)
    labels = ["+".join(n for k, n in enumerate(known) if value >> k & 1) for value in sets]
    return pd.Categorical(np.asarray(labels, dtype=object)[inverse])


def _distinct_per_event(ids: np.ndarray, values: np.ndarray, events: int) -> np.ndarray:
    """Per event, how many distinct ``values`` (non-negative codes) its steps have."""
    width = int(values.max(initial=0)) + 1
    return np.bincount(distinct(ids * width + values) // width, minlength=events)


def _ids_per_event(
    column: pd.Series, ids: np.ndarray, events: int
) -> pd.api.extensions.ExtensionArray:
    """Per event, the distinct values of an id column among its steps, sorted and joined by
    ", " (missing when none)."""
    present = column.notna().to_numpy()
    where = np.full(events, -1, dtype=np.int64)
    joined = pa.array([], pa.large_string())
    if present.any():
        codes, uniques = pd.factorize(column.array[present], sort=True)
        pairs = distinct(ids[present] * len(uniques) + codes)  # by event, then id
        event, code = pairs // len(uniques), pairs % len(uniques)
        starts = np.flatnonzero(np.r_[True, event[1:] != event[:-1]])
        values = pa.array(np.asarray(uniques, dtype=object), pa.large_string()).take(code)
        lists = pa.LargeListArray.from_arrays(pa.array(np.r_[starts, len(event)]), values)
        joined = pc.binary_join(lists, pa.scalar(", ", pa.large_string()))
        where[event[starts]] = np.arange(len(starts))
    taken = joined.take(pa.array(where, mask=where < 0))
    return pd.arrays.ArrowStringArray(taken.cast(pa.large_string()))


def _clock(stamps: pd.Series) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per timestamp: nanoseconds (UTC), whether there is one, whether it is a date only
    (midnight UTC or in :data:`ZONE`, or the 01:00 of :func:`_skipped_midnight`) and its day
    (the date written for a date only, else the date in :data:`ZONE`; the lowest int64 when
    there is no timestamp)."""
    utc = stamps.array.asi8
    has_time = stamps.notna().to_numpy()
    local = stamps.dt.tz_convert(ZONE).dt.tz_localize(None).array.asi8
    written_utc = has_time & (utc % _DAY == 0)
    date_only = written_utc | (has_time & (local % _DAY == 0)) | _skipped_midnight(utc, local)
    day = np.where(written_utc, utc // _DAY, local // _DAY)
    day[~has_time] = np.iinfo(np.int64).min
    return utc, has_time, date_only, day


def _skipped_midnight(utc: np.ndarray, local: np.ndarray) -> np.ndarray:
    """Per instant: whether it is 01:00 in :data:`ZONE` on a day whose midnight did not exist
    (daylight saving began at 00:00, until 2019), where a date only of that day is placed."""
    found = np.zeros(len(utc), dtype=bool)
    candidates = (local % _DAY == _HOUR) & (utc != np.iinfo(np.int64).min)
    if candidates.any():
        earlier = pd.DatetimeIndex((utc[candidates] - 1).view("M8[ns]"), tz="UTC")
        before = earlier.tz_convert(ZONE).tz_localize(None).asi8
        found[candidates] = local[candidates] - before == _HOUR + 1  # the clock jumped here
    return found


def court_times(stamps: pd.Series) -> pd.Series:
    """``stamps`` with each date only at midnight in :data:`ZONE` of the date written.

    The provider writes e-SAJ's dates as midnight UTC, which is the evening before in Brazil:
    read so, a step dated Monday would sort, show and count as Sunday 21:00. Every event
    analysis reads a date only as the court's calendar day (the hour that did not exist when
    daylight saving began, until 2019, moves forward, as :mod:`lawkit.tidy` reads the demand
    API's dates)."""
    utc = stamps.array.asi8
    written_utc = stamps.notna().to_numpy() & (utc % _DAY == 0)
    if not written_utc.any():
        return stamps
    dates = pd.DatetimeIndex(utc[written_utc].view("M8[ns]"))
    moved = utc.copy()
    moved[written_utc] = dates.tz_localize(ZONE, nonexistent="shift_forward").asi8
    return pd.Series(pd.DatetimeIndex(moved.view("M8[ns]")).tz_localize("UTC"),
                     index=stamps.index, name=stamps.name)  # fmt: skip


def date_only(stamps: pd.Series) -> np.ndarray:
    """Whether each timestamp is a date only: midnight UTC (the provider writes e-SAJ's dates
    so) or midnight in :data:`ZONE` (the demand API's dates; 01:00 on a day daylight saving
    began); false for a missing one."""
    return _clock(stamps)[2]
