"""Who won, per lawsuit: each lawsuit's first-instance and appeal outcome, and rates of them.

:func:`results` gives one row per lawsuit (``OUTCOMES.md``, "Per lawsuit and in aggregate");
:func:`rates` counts the outcomes of it, or of :func:`lawkit.events.outcomes`, per group and
gives the rates of ``OUTCOMES.md`` with Wilson 95 % intervals (:func:`lawkit.events.judgments.
wilson`).

**Where the rules run.** A lawsuit's result is read from its judged events, in time order. Where
every step of a lawsuit comes from one source (one capture request, one monitoring instance, one
demand: most lawsuits of a big litigant's portfolio, captured once), each of its judgment and
appeal steps is an event of its own, and the rules are SQL over those steps - window functions
and a group-by per lawsuit (:func:`single_source`) - which DuckDB (or Spark) runs over the
whole portfolio. The cross-source merge (:mod:`lawkit.events.timelines`) is needed, and the rules
run in pandas on the merged events (:func:`lawkit.events.judgments.judged_events`,
:func:`_per_lawsuit`), for the lawsuits where steps may be one event (``merged``,
:func:`single_source`):

- steps of several sources: the same judgment reported twice counts once, takes the outcome of
  its coded step, and its class may come from another source's step;
- one source that dates a step of a day (a date only) and times another of that day among the
  judgments and appeals: the merge makes them one event (a date-only step is the k-th event of
  its day);
- two judgments at the same instant and position: the merge's order between them is not the
  steps' (SQL would pick either).

Neither path reads a text: whether an appellate judgment annulled the sentence is its step's
``detail`` (``annulment``, :mod:`lawkit.classify.detail`), read when tidy built the steps.

Both give the same answers (``tests/events/test_events_results_paths.py`` holds each
lawsuit's SQL answer to the pandas one).

**Rates** (pooled: counts are summed over a group's rows, never a mean of sub-group rates):

- ``full_win`` = granted / ``n_merits``, ``any_win`` = (granted + partly_granted) / ``n_merits``,
  ``n_merits`` = granted + partly_granted + denied;
- ``settled_share``, ``dismissed_share`` = settled, dismissed / ``n_first``, ``n_first`` = granted
  + partly_granted + denied + settled + dismissed: the first-instance outcomes that say how a
  claim ended (``other``, ``unknown`` and embargos say nothing of it);
- ``appeal_success`` = (appeal_granted + appeal_partly_granted) / ``n_appeals``, ``n_appeals`` =
  those + appeal_denied; appeals not heard are counted apart (``appeal_not_heard``).

A rate whose denominator is under ``min_n`` is missing (``NaN``), its counts kept.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa

from lawkit.classify.detail import ANNULS, CODES
from lawkit.classify.outcome import OUTCOMES
from lawkit.errors import InvalidInput
from lawkit.events import queries
from lawkit.events._groups import framed, group_keys, groups
from lawkit.events._inputs import frame_with
from lawkit.events.judgments import (
    ALL_APPEALS,
    APPEALS,
    FIRST,
    MERITS,
    QUERY_INSTANCE,
    SILENT,
    Known,
    judged_events,
    judged_portfolio,
    wilson,
)
from lawkit.events.queries import Dialect, listed
from lawkit.events.readers import Portfolio, is_source
from lawkit.tidy import Bundle, contracts

_FRAMES = "lawkit.events.outcomes or lawkit.events.results"
#: The appeal outcomes that reform the sentence.
_REFORMED = ("appeal_granted", "appeal_partly_granted")
#: The first-instance endings ``ended_by`` names.
_ENDINGS = ("settled", "dismissed")


def results(
    bundle: Bundle | str | os.PathLike | Portfolio, corrections: Any = None
) -> pd.DataFrame:
    """One row per lawsuit: its first-instance outcome, its appeal's, and how it ended.

    The rules of ``OUTCOMES.md`` ("Per lawsuit and in aggregate"), read from
    :func:`lawkit.events.outcomes`:

    - ``outcome``: the first first-instance judgment that is not ``unknown`` (embargos, judged
      apart, neither); a later one replaces it only after an appellate judgment annulled the
      sentence (its step's ``detail`` is ``annulment``: TPU 11373 or 12254, or its name or text
      says the sentence anulada, desconstituída, cassada, :mod:`lawkit.classify.detail`), and
      then the first one given after that annulment counts (``annulled`` is true). The first
      sentence is what the parties lived with; a second one without an annulment is an amendment
      or a sentence in a phase (liquidation, execution) that does not say who won the claim.
    - ``appeal_outcome``: the last appellate judgment of an appeal (granted, partly granted,
      denied, not heard): a second appeal on top (a recurso especial, an agravo interno) has the
      last word; embargos and ``unknown`` do not.
    - ``reformed``: the appeal was granted in full or in part.
    - ``ended_by``: ``settled`` or ``dismissed`` when the last judgment that says something
      (not ``unknown``, not embargos) is a settlement or a dismissal, at any instance.

    In SQL for the lawsuits of one source, in pandas on the merged events for the others (the
    module says which and why). Only the steps the pandas rules can read are handed to pandas
    (:func:`judged_steps`): those of a lawsuit's days with a judgment or an appeal, where
    several sources wrote that day (they may be one event), else the judgments and appeals
    alone; their texts only where the merge needs them.

    Args:
        bundle: a :class:`lawkit.tidy.Bundle` of any origins, the directory of its Parquet
            dataset, or a :func:`lawkit.events.portfolio` of either; every lawsuit with a CNJ
            number gets a row (without outcomes when nothing was judged).
        corrections: as :func:`lawkit.events.outcomes`.

    Returns:
        The ``results`` table of ``lawkit/tidy/CONTRACTS.md``, ordered by ``cnj``.

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle or a dataset.
    """
    with judged_portfolio(bundle, "results", corrections) as (portfolio, known):
        per = _per_lawsuits(portfolio, known)
    lawsuits = known.lawsuits
    index = lawsuits.index.union(per.index).sort_values()
    out = lawsuits.reindex(index).join(per.reindex(index)).rename_axis("cnj").reset_index()
    out["decisions"] = out["decisions"].fillna(0)
    return contracts.conform(out, "results").reset_index(drop=True)


#: Table ``_tags``: the instance each request or monitoring instance id's query tag names.
_TAGS = pa.schema([("id", pa.string()), ("instance", pa.string())])

#: The per-lawsuit columns :func:`results` adds to the lawsuit's.
_RESULT = ("outcome", "judged_at", "appeal_outcome", "appeal_judged_at", "reformed", "annulled",
           "ended_by", "ended_at", "decisions")  # fmt: skip


def _per_lawsuits(portfolio: Portfolio, known: Known, *, in_sql: bool = True) -> pd.DataFrame:
    """Each judged lawsuit's result (:data:`_RESULT`, by CNJ): in SQL for those of one source,
    in pandas for those whose steps may merge (``merged``, :func:`single_source`) (every lawsuit
    in pandas without ``in_sql``: what the test holding the two paths to one answer
    compares)."""
    dialect = portfolio.dialect
    tags = {one: QUERY_INSTANCE[tag] for one, tag in known.tags.items() if tag in QUERY_INSTANCE}
    # text columns even when empty (a portfolio whose requests have no instance tag)
    portfolio.register("_tags", pa.table({"id": list(tags), "instance": list(tags.values())},
                                         schema=_TAGS))  # fmt: skip
    annulling = annulment(portfolio)
    portfolio.keep("_several", several_sources(dialect))
    portfolio.keep("_single", single_source(dialect, annulling))
    merged = "merged" if in_sql else "TRUE"
    found = portfolio.frame(f"SELECT * FROM _single WHERE NOT ({merged}) ORDER BY cnj")
    parts = [found.set_index("cnj")[list(_RESULT)]]
    portfolio.keep("_routed", f"SELECT cnj FROM _several UNION ALL SELECT cnj FROM _single "
                   f"WHERE {merged}")  # fmt: skip
    if portfolio.table("SELECT count(*) AS n FROM _routed")["n"][0].as_py():
        for steps in portfolio.step_chunks(judged_steps(dialect, "_routed", annulling)):
            judged, annuls, _ = judged_events(steps, known, "results")
            parts.append(_per_lawsuit(judged, annuls))
    return pd.concat(parts) if len(parts) > 1 else parts[0]


#: The ids that with ``origin`` tell a step's source (``timelines.SOURCE_KEYS``).
_SOURCE_IDS = ("request_id", "monitor_id", "instance_id", "demand_id")


def _several(dialect: Dialect, table: str = "s") -> str:
    """Whether the rows of a group of ``table`` come from several sources: two differ in a
    source key (a value, or a value and none). The keys are compared as one 64-bit hash
    (0.42 s instead of 1.06 s comparing each, over 34 M steps; two sources of one lawsuit whose
    keys' hashes collide, at odds of about 1 in 10^19, would be read as one)."""
    keys = ", ".join(
        f"coalesce(CAST({table}.{key} AS STRING), '')" for key in ("origin", *_SOURCE_IDS)
    )
    source = dialect.hash.format(keys)
    return f"min({source}) < max({source})"


def several_sources(dialect: Dialect) -> str:
    """The CNJ of each lawsuit whose steps come from several sources."""
    return (
        "SELECT s.cnj FROM steps AS s WHERE s.cnj IS NOT NULL GROUP BY s.cnj "
        f"HAVING {_several(dialect)}"
    )


def annulment(portfolio: Portfolio) -> str:
    """Whether a step ``s`` of the portfolio annuls a sentence: its ``detail`` is ``annulment``
    (:mod:`lawkit.classify.detail`); for the steps an older lawkit stored, which did not know
    it (:meth:`~lawkit.events.readers.Portfolio.lacks`), a judgment whose TPU code or whole
    name and text say so, read here (:data:`~lawkit.classify.detail.ANNULS` by the engine's
    regular expressions)."""
    stored = "coalesce(CAST(s.detail AS STRING) = 'annulment', FALSE)"
    lacking = portfolio.lacks("annulment")
    if lacking is None:
        return stored
    codes = [code for code, detail in CODES.items() if detail == "annulment"]
    said = "lower(concat_ws(' ', coalesce(s.title, s.type), s.text))"
    matches = portfolio.dialect.matches.format(said, f"'{ANNULS}'")
    coded = f"coalesce(s.tpu_code IN ({', '.join(map(str, codes))}), FALSE)"
    derived = f"s.event = 'judgment' AND ({coded} OR {matches})"
    return f"CASE WHEN {lacking} THEN {derived} ELSE {stored} END"


def single_source(dialect: Dialect, annuls: str) -> str:
    """One row per lawsuit of one source (not in table ``_several``) with a judgment: its
    :data:`_RESULT` by the rules of :func:`results`, each judgment and appeal step an event of
    its own, and whether pandas reads it instead: its steps may merge into fewer events
    (``merged``: a day of its judgments and appeals holds a date only beside another step, or
    a judgment has the instant and position of another step; in the order of the steps those
    are neighbours, a day being a function of the instant). ``annuls`` tells a step that annuls
    a sentence (:func:`annulment`). The steps' instance is the ``instance`` column's rule
    (:func:`lawkit.events.judgments.outcomes`): ``first`` for a merits outcome, ``appeal`` for
    an appeal's, else the query tag of its request or instance (table ``_tags``), else
    ``first`` before the lawsuit's first appeal."""
    when = queries.court_time("s.timestamp", dialect)
    steps = (
        "SELECT s.cnj, CAST(s.event AS STRING) AS event, CAST(s.outcome AS STRING) AS outcome, "
        f"s.request_id, s.instance_id, {when} AS t, coalesce(s.position, 0) AS pos, "
        f"{annuls} AS annuls, "
        f"{queries.court_day('s.timestamp', dialect)} AS day, "
        f"{queries.maybe_date_only('s.timestamp', dialect)} AS dated FROM steps AS s "
        "WHERE s.event IN ('judgment', 'appeal') AND s.cnj IS NOT NULL "
        "AND s.cnj NOT IN (SELECT cnj FROM _several)"
    )
    judged = "j.event = 'judgment' AND j.outcome IS NOT NULL"
    instance = (
        f"CASE WHEN j.outcome IN ({listed(MERITS)}) THEN 'first' "
        f"WHEN j.outcome IN ({listed(ALL_APPEALS)}) THEN 'appeal' "
        "WHEN r.instance IS NOT NULL THEN r.instance WHEN i.instance IS NOT NULL THEN i.instance "
        "WHEN j.t IS NOT NULL AND (j.opened IS NULL OR j.t < j.opened) THEN 'first' END"
    )
    ordered = "OVER (PARTITION BY j.cnj ORDER BY j.t ASC NULLS LAST, j.pos)"
    alike = " OR ".join(
        f"({step}(j.pos) {ordered} = j.pos AND {step}(j.t) {ordered} IS NOT DISTINCT FROM j.t)"
        for step in ("lag", "lead")
    )
    same_day = " OR ".join(f"{step}(j.day) {ordered} = j.day" for step in ("lag", "lead"))
    events = (
        f"SELECT j.*, {judged} AS judged, {instance} AS instance, "
        f"j.outcome NOT IN ({listed(SILENT)}) AS said FROM ("
        "SELECT j.*, min(CASE WHEN j.event = 'appeal' THEN j.t END) OVER (PARTITION BY j.cnj) "
        f"AS opened, row_number() {ordered} AS k, "
        f"(j.dated AND ({same_day})) OR ({judged} AND ({alike})) AS merges "
        "FROM judged_steps AS j) AS j "
        "LEFT JOIN _tags AS r ON r.id = j.request_id LEFT JOIN _tags AS i ON i.id = j.instance_id"
    )
    first = "e.judged AND e.said AND e.instance = 'first'"
    # per lawsuit, the events its result is read at (a group-by: windows cost 3 times as much)
    marks = (
        f"SELECT e.cnj, min(CASE WHEN {first} THEN e.k END) AS first_pick, "
        "max(CASE WHEN e.judged AND e.instance = 'appeal' AND e.annuls THEN e.k END) "
        "AS last_annul, "
        f"max(CASE WHEN e.judged AND e.outcome IN ({listed(ALL_APPEALS)}) THEN e.k END) "
        "AS last_appeal, max(CASE WHEN e.judged AND e.said THEN e.k END) AS last_said, "
        "sum(CASE WHEN e.judged THEN 1 ELSE 0 END) AS decisions, "
        "coalesce(bool_or(e.merges), FALSE) AS merged FROM events AS e GROUP BY e.cnj "
        "HAVING sum(CASE WHEN e.judged THEN 1 ELSE 0 END) > 0"
    )
    # the first first-instance judgment after the last annulling appeal past the first one
    again = (
        "SELECT e.cnj, min(e.k) AS again FROM events AS e JOIN marks AS g ON g.cnj = e.cnj "
        f"WHERE g.last_annul > g.first_pick AND e.k > g.last_annul AND {first} GROUP BY e.cnj"
    )
    picks = (
        "SELECT g.*, coalesce(a.again, g.first_pick) AS pick, a.again IS NOT NULL AS annulled "
        "FROM marks AS g LEFT JOIN again AS a ON a.cnj = g.cnj"
    )
    at = "max(CASE WHEN e.k = p.{0} THEN e.{1} END)"
    ending, appeal = at.format("last_said", "outcome"), at.format("last_appeal", "outcome")
    ended = f"{ending} IN ({listed(_ENDINGS)})"
    per_lawsuit = (
        f"SELECT p.cnj, {at.format('pick', 'outcome')} AS outcome, "
        f"{at.format('pick', 't')} AS judged_at, {appeal} AS appeal_outcome, "
        f"{at.format('last_appeal', 't')} AS appeal_judged_at, "
        f"CASE WHEN {appeal} IS NOT NULL THEN {appeal} IN ({listed(_REFORMED)}) END AS reformed, "
        "p.annulled, "
        f"CASE WHEN {ended} THEN {ending} END AS ended_by, "
        f"CASE WHEN {ended} THEN {at.format('last_said', 't')} END AS ended_at, "
        "p.decisions, p.merged FROM picks AS p LEFT JOIN events AS e ON e.cnj = p.cnj "
        "AND e.k IN (p.pick, p.last_appeal, p.last_said) "
        "GROUP BY p.cnj, p.annulled, p.decisions, p.merged"
    )
    return (
        f"WITH judged_steps AS ({steps}), events AS ({events}), marks AS ({marks}), "
        f"again AS ({again}), picks AS ({picks}) {per_lawsuit}"
    )


#: The steps' columns the rules of :func:`results` read.
_JUDGED_COLUMNS = (
    *("origin", "cnj", "request_id", "monitor_id", "instance_id", "demand_id", "position"),
    *("timestamp", "type", "event", "outcome", "tpu_code", "_row", "reviewed"),
)


def judged_steps(dialect: Dialect, lawsuits: str, annuls: str) -> str:
    """The steps the pandas rules of :func:`results` read, of the lawsuits of table
    ``lawsuits``: every step of a lawsuit's day (the merge's day,
    :func:`lawkit.events.queries.court_day`) with a judgment or an appeal that several sources
    wrote, else its judgments and appeals alone (a step of a day one source wrote is an event
    of its own). Only the lawsuits with steps of several sources are read day by day. Title and
    text are read (the columns that cost most to read) only where several sources wrote the day
    (the merge compares them); ``detail`` is ``annulment`` where ``annuls`` holds
    (:func:`annulment`), else missing."""
    judged = "s.event IN ('judgment', 'appeal')"
    only = f"s.cnj IN (SELECT cnj FROM {lawsuits})"
    kept = ", ".join(f"s.{column}" for column in _JUDGED_COLUMNS)
    kept += f", CASE WHEN {annuls} THEN 'annulment' END AS detail"
    day = queries.court_day("s.timestamp", dialect)
    return (
        f"WITH m AS (SELECT s.cnj FROM steps AS s WHERE s.cnj IS NOT NULL AND {only} "
        f"GROUP BY s.cnj HAVING {_several(dialect)}), "
        f"w AS (SELECT s.*, {day} AS _day FROM steps AS s WHERE s.cnj IN (SELECT cnj FROM m)), "
        f"d AS (SELECT s.cnj, s._day, {_several(dialect)} AS shared FROM w AS s "
        "GROUP BY s.cnj, s._day "
        f"HAVING max(CASE WHEN {judged} THEN 1 ELSE 0 END) = 1) "
        f"SELECT {kept}, CAST(NULL AS STRING) AS title, CAST(NULL AS STRING) AS text "
        "FROM steps AS s "
        f"WHERE {judged} AND s.cnj IS NOT NULL AND {only} "
        "AND s.cnj NOT IN (SELECT cnj FROM m) "
        f"UNION ALL SELECT {kept}, CASE WHEN d.shared THEN s.title END AS title, "
        "CASE WHEN d.shared THEN s.text END AS text FROM w AS s "
        "JOIN d ON s.cnj = d.cnj AND coalesce(s._day, -1) = coalesce(d._day, -1) "
        f"WHERE d.shared OR {judged}"
    )


def _per_lawsuit(judged: pd.DataFrame, annuls: np.ndarray) -> pd.DataFrame:
    """Each judged lawsuit's result (the rules of :func:`results`) from its judged events
    (:func:`outcomes`' rows, in time order within a lawsuit), all lawsuits at once."""
    cnj = judged["cnj"].astype(object).to_numpy()
    keys, group = np.unique(cnj, return_inverse=True)
    outcome = judged["outcome"].to_numpy(dtype=object)
    instance = judged["instance"].to_numpy(dtype=object)
    when = judged["timestamp"].array
    said = ~np.isin(outcome, SILENT)
    first_rows = said & (instance == "first")
    # the first first-instance judgment, or the first after the last annulling appeal past it
    pick = _first(first_rows, group, len(keys))
    last_annul = _last((instance == "appeal") & annuls, group, len(keys))
    redo = (pick >= 0) & (last_annul > pick)
    after = first_rows & (np.arange(len(group)) > np.where(redo, last_annul, len(group))[group])
    again = _first(after, group, len(keys))
    annulled = again >= 0
    pick = np.where(annulled, again, pick)
    last_appeal = _last(np.isin(outcome, ALL_APPEALS), group, len(keys))
    last_said = _last(said, group, len(keys))
    ending = np.where(last_said >= 0, outcome[last_said], None)
    ended = np.isin(ending, ("settled", "dismissed"))
    appeal = _at(outcome, last_appeal)
    return pd.DataFrame(
        {
            "outcome": _at(outcome, pick),
            "judged_at": _at(when, pick),
            "appeal_outcome": appeal,
            "appeal_judged_at": _at(when, last_appeal),
            "reformed": np.where(
                last_appeal >= 0, np.isin(appeal, ("appeal_granted", "appeal_partly_granted")), None
            ),
            "annulled": annulled,
            "ended_by": np.where(ended, ending, None),
            "ended_at": _at(when, np.where(ended, last_said, -1)),
            "decisions": np.bincount(group, minlength=len(keys)),
        },
        index=pd.Index(keys, dtype=object),
    )


def _first(mask: np.ndarray, group: np.ndarray, groups: int) -> np.ndarray:
    """Per group, the first row where ``mask`` holds (-1 where none does)."""
    rows = np.flatnonzero(mask)
    out = np.full(groups, len(group), dtype=np.int64)
    np.minimum.at(out, group[rows], rows)
    return np.where(out == len(group), -1, out)


def _last(mask: np.ndarray, group: np.ndarray, groups: int) -> np.ndarray:
    """Per group, the last row where ``mask`` holds (-1 where none does)."""
    rows = np.flatnonzero(mask)
    out = np.full(groups, -1, dtype=np.int64)
    np.maximum.at(out, group[rows], rows)
    return out


def _at(values: np.ndarray | pd.api.extensions.ExtensionArray, rows: np.ndarray) -> Any:
    """``values`` at ``rows``, missing (None, NaT) where a row is -1."""
    if isinstance(values, pd.api.extensions.ExtensionArray):
        return values.take(rows, allow_fill=True)
    taken = values[np.maximum(rows, 0)] if len(values) else np.full(len(rows), None)
    return np.where(rows >= 0, taken, None)


def rates(
    frame: pd.DataFrame | Bundle | str | os.PathLike | Portfolio,
    by: str | Sequence[str] | None = None,
    min_n: int = 10,
    corrections: Any = None,
) -> pd.DataFrame:
    """Counts of each outcome and the rates of ``OUTCOMES.md`` per group, with Wilson intervals.

    Args:
        frame: a frame with an ``outcome`` column (:func:`outcomes`: every judged event counts;
            :func:`results`: every lawsuit once, its first-instance ``outcome`` and, from its
            ``appeal_outcome`` column, its last appeal). Rows without an outcome are not counted.
            A Bundle, the directory of a Parquet dataset or a :func:`lawkit.events.portfolio`:
            its :func:`results` (one small row per lawsuit).
        by: column(s) of ``frame`` to group by (``"court"``, ``["court", "class"]``, ...); one
            row for all by default. Any column works; see ``lawkit/events/README.md`` for what
            LGPD asks before grouping by judge or lawyer.
        min_n: the least denominator a rate is given for (default 10, as ``OUTCOMES.md``).
        corrections: for a Bundle or dataset, as :func:`outcomes` (a frame is rated as it is).

    Returns:
        The ``by`` columns, then the ``rates`` table of ``lawkit/tidy/CONTRACTS.md``: one row per
        group (sorted, missing keys last), a count per outcome, the denominators and the rates.

    Raises:
        lawkit.InvalidInput: ``frame`` is not a DataFrame with an ``outcome`` column, holds a value
            that is not an outcome, ``by`` names a column it lacks, or ``min_n`` is not an
            integer of at least 1.
    """
    if is_source(frame):
        frame = results(frame, corrections)
    frame = frame_with(frame, ("outcome",), "frame", _FRAMES)
    keys = group_keys(by, frame, ("outcome", "appeal_outcome"))
    if isinstance(min_n, bool) or not isinstance(min_n, (int, np.integer)) or min_n < 1:
        raise InvalidInput(f"min_n must be an integer of at least 1 (default 10); got {min_n!r}")
    min_n = int(min_n)
    frame = frame.reset_index(drop=True)
    read = [_outcomes(frame, column) for column in ("outcome", "appeal_outcome") if column in frame]
    if not any((codes >= 0).any() for codes in read):
        raise InvalidInput(
            f"frame has no outcome to count: {len(frame)} row(s), none with an outcome; pass "
            f"the frame {_FRAMES} returns for a bundle with judgments"
        )
    parts = [
        _row(dict(zip(keys, values, strict=True)), [codes[rows.index] for codes in read], min_n)
        for values, rows in groups(frame, keys)
    ]
    return framed(parts, keys, "rates", frame)


def _outcomes(frame: pd.DataFrame, column: str) -> np.ndarray:
    """``frame[column]`` as codes of :data:`OUTCOMES` (-1 when missing)."""
    values = frame[column]
    if isinstance(values.dtype, pd.CategoricalDtype):
        values = values.astype(object)
    present = values.notna()
    unknown = sorted({str(v) for v in values[present]} - set(OUTCOMES))
    if unknown:
        raise InvalidInput(
            f"{column} holds {', '.join(unknown[:5])}, which are not outcomes; allowed: "
            f"{', '.join(OUTCOMES)} or missing (pass the frame {_FRAMES} returns)"
        )
    return pd.Categorical(values.where(present, None), categories=OUTCOMES).codes.astype(np.int64)


def _row(keys: dict[str, Any], codes: list[np.ndarray], min_n: int) -> pd.DataFrame:
    """One group's row: counts, denominators and rates."""
    count = np.zeros(len(OUTCOMES), dtype=np.int64)
    for read in codes:
        count += np.bincount(read[read >= 0], minlength=len(OUTCOMES))
    n = dict(zip(OUTCOMES, count.tolist(), strict=True))
    row: dict[str, Any] = {**keys, "decisions": int(count.sum()), **n}
    n_merits = sum(n[name] for name in MERITS)
    n_first = sum(n[name] for name in FIRST)
    n_appeals = sum(n[name] for name in APPEALS)
    wins = n["appeal_granted"] + n["appeal_partly_granted"]
    row["n_merits"] = n_merits
    row |= _rate("full_win", n["granted"], n_merits, min_n)
    row |= _rate("any_win", n["granted"] + n["partly_granted"], n_merits, min_n)
    row["n_first"] = n_first
    row["settled_share"] = _share(n["settled"], n_first, min_n)
    row["dismissed_share"] = _share(n["dismissed"], n_first, min_n)
    row["n_appeals"] = n_appeals
    row |= _rate("appeal_success", wins, n_appeals, min_n)
    return pd.DataFrame([row])


def _share(x: int, n: int, min_n: int) -> float:
    return x / n if n >= min_n else np.nan


def _rate(name: str, x: int, n: int, min_n: int) -> dict[str, float]:
    """``name``, ``name_low``, ``name_high``: the rate and its Wilson interval, or NaN."""
    if n < min_n:
        return {name: np.nan, f"{name}_low": np.nan, f"{name}_high": np.nan}
    low, high = wilson(x, n)
    return {name: x / n, f"{name}_low": float(low), f"{name}_high": float(high)}
