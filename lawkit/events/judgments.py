"""Who won: the outcome of each judged event, of each lawsuit, and rates with honest intervals.

:func:`outcomes` reads one row per judged event of the timeline (the steps several sources
report merged first, :func:`lawkit.events.timeline`); :func:`results` one row per lawsuit
(``OUTCOMES.md``, "Per lawsuit and in aggregate"); :func:`rates` counts the outcomes of either per
group and gives the rates of ``OUTCOMES.md`` with Wilson 95 % intervals.

**Rates** (pooled: counts are summed over a group's rows, never a mean of sub-group rates):

- ``full_win`` = granted / ``n_merits``, ``any_win`` = (granted + partly_granted) / ``n_merits``,
  ``n_merits`` = granted + partly_granted + denied;
- ``settled_share``, ``dismissed_share`` = settled, dismissed / ``n_first``, ``n_first`` = granted
  + partly_granted + denied + settled + dismissed: the first-instance outcomes that say how a
  claim ended (``other``, ``unknown`` and embargos say nothing of it);
- ``appeal_success`` = (appeal_granted + appeal_partly_granted) / ``n_appeals``, ``n_appeals`` =
  those + appeal_denied; appeals not heard are counted apart (``appeal_not_heard``).

A rate whose denominator is under ``min_n`` is missing (``NaN``), its counts kept.

**Wilson interval** (Wilson, E. B. (1927), "Probable inference, the law of succession, and
statistical inference", *Journal of the American Statistical Association* 22(158):209-212): for
``x`` successes in ``n``, ``p = x / n`` and ``z`` the normal quantile of 97.5 %, the limits are
``(p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)``. Unlike the normal ("Wald") interval it
stays inside [0, 1] and keeps its coverage near 0 and 1 and for small ``n`` (Newcombe, R. G.
(1998), *Statistics in Medicine* 17:857-872, whose Table I values the tests reproduce).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

import numpy as np
import pandas as pd

from lawkit.classify.classifier import names
from lawkit.classify.outcome import OUTCOMES, classify_outcome, steps_basis
from lawkit.errors import InvalidInput
from lawkit.events import queries
from lawkit.events._groups import framed, group_keys, groups
from lawkit.events._inputs import frame_with
from lawkit.events.lawsuit_milestones import lawsuit_table
from lawkit.events.queries import Dialect, listed
from lawkit.events.readers import Portfolio, is_source, joined, numbered, opened
from lawkit.events.reviewed import REASON, corrections_of, reviewed
from lawkit.events.timelines import merged_with_ids, origin_ranks
from lawkit.tidy import Bundle, contracts

#: The outcomes of a claim judged on its merits, of a first instance that ended it, and of an
#: appeal judged on its merits (the denominators of :func:`rates`).
MERITS = ("granted", "partly_granted", "denied")
FIRST = (*MERITS, "settled", "dismissed")
APPEALS = ("appeal_granted", "appeal_partly_granted", "appeal_denied")
ALL_APPEALS = (*APPEALS, "appeal_not_heard")
#: Outcomes that say nothing of who won (``OUTCOMES.md``: embargos are judged apart).
_SILENT = ("unknown", "embargos_accepted", "embargos_rejected")
#: Query tags of the capture and monitoring APIs, by the instance they search.
QUERY_INSTANCE = {"grau1": "first", "cpopg": "first", "grau2": "appeal", "cposg": "appeal"}
#: An appellate judgment that annuls the sentence (TPU 12254 "Sentença desconstituída", or the
#: text), after which the next first-instance judgment decides the first instance.
ANNULS = r"(?i)anula|anulad|desconstitu|cassa(?:d|r|ç)"
_FRAMES = "lawkit.events.outcomes or lawkit.events.results"
_Z = NormalDist().inv_cdf(0.975)


def wilson(successes: Any, trials: Any, z: float = _Z) -> tuple[np.ndarray, np.ndarray]:
    """Wilson score interval (Wilson 1927) of ``successes`` in ``trials``, element-wise.

    Returns:
        (lower, upper) arrays of floats; ``NaN`` where ``trials`` is 0.
    """
    x = np.asarray(successes, dtype=float)
    n = np.asarray(trials, dtype=float)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = x / n
        shrink = 1 + z**2 / n
        centre = (p + z**2 / (2 * n)) / shrink
        half = z * np.sqrt(p * (1 - p) / n + z**2 / (4 * n**2)) / shrink
    return np.clip(centre - half, 0, 1), np.clip(centre + half, 0, 1)


def outcomes(
    bundle: Bundle | str | os.PathLike | Portfolio, corrections: Any = None
) -> pd.DataFrame:
    """One row per judged event of ``bundle``: its lawsuit, instance, date and outcome.

    The steps several sources report are merged first (:func:`lawkit.events.timeline`'s rule),
    so a judgment reported by the capture and demand APIs counts once. The event's outcome is
    that of its merged step a TPU code decided, else of the first that is not ``unknown``.

    Args:
        bundle: a :class:`lawkit.tidy.Bundle` of any origins, the directory of its Parquet
            dataset (its steps read in chunks of whole lawsuits, :mod:`lawkit.events.readers`),
            or a :func:`lawkit.events.portfolio` of either.
        corrections: an analyst's corrections (:mod:`lawkit.events.checks`: a frame, or the
            CSV :func:`lawkit.events.checks.record` wrote); a dataset's own are read by default.
            Criminal lawsuits' judgments are ``other`` (:mod:`lawkit.events.reviewed`).

    Returns:
        The ``outcomes`` table of ``lawkit/tidy/CONTRACTS.md`` (``instance`` is explained
        there), in the timeline's order (lawsuit, then time).

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle or a dataset.
    """
    with opened(bundle, "outcomes") as portfolio:
        known = Known.read(portfolio, corrections_of(_path_of(bundle, portfolio), corrections))
        parts, sizes = [], []
        for steps in portfolio.step_chunks():
            table, _, events = _judged(steps, known, "outcomes")
            parts.append(table)
            sizes.append(events)
    numbered(parts, sizes)
    return joined(parts, "outcomes")


#: The columns of the timeline :func:`_judged` reads.
_READ = ("event_id", "cnj", "timestamp", "date_only", "event", "request_id", "instance_id")


@dataclass(frozen=True)
class Known:
    """What the rules read of a portfolio beside its steps: per CNJ the first instance's
    columns (``lawsuits``, :func:`lawkit.events.lawsuit_milestones.lawsuit_table`), every
    lawsuit row's class (``classes``: :func:`lawkit.events.reviewed.criminal` reads them), the
    query tag of each request and instance id (``tags``, :func:`query_tags`) and the analyst's
    corrections (``fixes``, :func:`lawkit.events.reviewed.corrections_of`)."""

    lawsuits: pd.DataFrame
    classes: pd.DataFrame
    tags: dict[str, str]
    fixes: pd.DataFrame | None

    @classmethod
    def read(cls, portfolio: Portfolio, fixes: pd.DataFrame | None) -> Known:
        classes = portfolio.frame(
            "SELECT DISTINCT cnj, CAST(class AS STRING) AS class FROM lawsuits "
            "WHERE cnj IS NOT NULL AND class IS NOT NULL"
        )
        return cls(lawsuit_table(portfolio), classes, query_tags(portfolio), fixes)


def _path_of(source: Any, portfolio: Portfolio) -> Any:
    """Where a dataset's own corrections are looked for: its directory (none for a Bundle)."""
    return portfolio.path if portfolio.path is not None else source


def _judged(
    steps: pd.DataFrame, known: Known, function: str
) -> tuple[pd.DataFrame, np.ndarray, int]:
    """:func:`outcomes` of steps of whole lawsuits (for ``function`` ``"results"``, the basis
    of appeals only), per row whether its step's title, text or basis annuls a sentence
    (:data:`ANNULS`), and how many events its timeline has. The steps' outcomes are first
    those the analyses count (:func:`lawkit.events.reviewed.reviewed`: criminal lawsuits'
    judgments ``other``, the analyst's corrections), the one place they are read from."""
    lawsuits, tags = known.lawsuits, known.tags
    steps = reviewed(_with_outcomes(steps), known.classes, known.fixes)
    timeline, ids = merged_with_ids(steps, _READ)
    judged = np.flatnonzero(steps["outcome"].notna().to_numpy())
    judged = judged[(timeline["event"].to_numpy()[ids[judged]] == "judgment")]
    # The step that gives each event its outcome: coded, then not unknown, then the earliest
    # (in time, then by origin: ORIGINS; the order of the rows only between equals).
    outcome = steps["outcome"].to_numpy(dtype=object)[judged]
    rank = np.where(steps["tpu_code"].notna().to_numpy()[judged], 0, 1) + 2 * (outcome == "unknown")
    stamps = steps["timestamp"]
    moment = np.where(stamps.notna().to_numpy(), stamps.array.asi8, np.iinfo(np.int64).max)
    origin = origin_ranks(steps["origin"])
    order = np.lexsort((judged, origin[judged], moment[judged], rank, ids[judged]))
    event = ids[judged][order]
    keep = judged[order][np.r_[True, event[1:] != event[:-1]]] if len(event) else judged
    chosen = steps[["title", "type", "text", "event", "outcome", "tpu_code"]].iloc[keep]
    rows = timeline.iloc[ids[keep]].reset_index(drop=True)
    cnj = rows["cnj"].astype(object)
    out = pd.DataFrame(
        {
            "event_id": rows["event_id"],
            "cnj": rows["cnj"],
            "court": lawsuits["court"].reindex(cnj).array,
            "class": lawsuits["class"].reindex(cnj).array,
            "instance": _instances(rows, chosen["outcome"].to_numpy(dtype=object), timeline,
                                   tags),
            "timestamp": rows["timestamp"],
            "date_only": rows["date_only"],
            "outcome": pd.Categorical(chosen["outcome"].to_numpy(dtype=object),
                                      categories=OUTCOMES),
        }
    )  # fmt: skip
    appeal = (out["instance"] == "appeal").to_numpy()  # only an appeal annuls a sentence
    # results reads the basis of appeals only (a TPU name may say the sentence was annulled)
    read = np.ones(len(out), dtype=bool) if function == "outcomes" else appeal
    basis = np.full(len(out), None, dtype=object)
    basis[read] = steps_basis(chosen[read])
    if REASON in steps:  # criminal lawsuits and corrections (lawkit.events.reviewed)
        why = steps[REASON].iloc[keep]
        changed = why.notna().to_numpy()
        basis[changed] = why.to_numpy(dtype=object)[changed]
    out["basis"] = pd.array(basis, dtype="string")
    said = (
        names(chosen)[appeal].fillna("")
        + " "
        + chosen["text"][appeal].fillna("")
        + " "
        + out["basis"][appeal].fillna("").to_numpy()
    )
    annuls = np.zeros(len(out), dtype=bool)
    annuls[appeal] = said.str.contains(ANNULS).to_numpy(dtype=bool)
    order = np.argsort(out["event_id"].to_numpy(), kind="stable")
    table = contracts.conform(out.iloc[order], "outcomes").reset_index(drop=True)
    return table, annuls[order], len(timeline)


def query_tags(portfolio: Portfolio) -> dict[str, str]:
    """The capture and monitoring query tag (``grau1``, ``cposg`` ...) of each request and
    instance id of ``lawsuits`` (the last row's, in stored order, when ids repeat)."""
    found = portfolio.table(
        "SELECT id, query FROM (SELECT request_id AS id, query, 0 AS kind, _row FROM lawsuits "
        "UNION ALL SELECT instance_id, query, 1, _row FROM lawsuits) AS tagged "
        "WHERE id IS NOT NULL AND query IS NOT NULL ORDER BY kind, _row"
    )
    return dict(zip(found["id"].to_pylist(), found["query"].to_pylist(), strict=True))


def results(
    bundle: Bundle | str | os.PathLike | Portfolio, corrections: Any = None
) -> pd.DataFrame:
    """One row per lawsuit: its first-instance outcome, its appeal's, and how it ended.

    The rules of ``OUTCOMES.md`` ("Per lawsuit and in aggregate"), read from :func:`outcomes`:

    - ``outcome``: the first first-instance judgment that is not ``unknown`` (embargos, judged
      apart, neither); a later one replaces it only after an appellate judgment annulled the
      sentence (TPU 12254, or its text says anulada, desconstituída, cassada: :data:`ANNULS`),
      and then the first one given after that annulment counts (``annulled`` is true). The
      first sentence is what the parties lived with; a second one without an annulment is an
      amendment or a sentence in a phase (liquidation, execution) that does not say who won
      the claim.
    - ``appeal_outcome``: the last appellate judgment of an appeal (granted, partly granted,
      denied, not heard): a second appeal on top (a recurso especial, an agravo interno) has the
      last word; embargos and ``unknown`` do not.
    - ``reformed``: the appeal was granted in full or in part.
    - ``ended_by``: ``settled`` or ``dismissed`` when the last judgment that says something
      (not ``unknown``, not embargos) is a settlement or a dismissal, at any instance.

    Only the steps these rules can read are handed to pandas (:func:`judged_steps`): those of a
    lawsuit's days with a judgment or an appeal, where several sources wrote that day (they may
    be one event), else the judgments and appeals alone; their texts only where the merge or an
    appeal's reading needs them.

    Args:
        bundle: a :class:`lawkit.tidy.Bundle` of any origins, the directory of its Parquet
            dataset, or a :func:`lawkit.events.portfolio` of either; every lawsuit with a CNJ
            number gets a row (without outcomes when nothing was judged).
        corrections: as :func:`outcomes`.

    Returns:
        The ``results`` table of ``lawkit/tidy/CONTRACTS.md``, ordered by ``cnj``.

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle or a dataset.
    """
    with opened(bundle, "results") as portfolio:
        known = Known.read(portfolio, corrections_of(_path_of(bundle, portfolio), corrections))
        lawsuits = known.lawsuits
        corrected = known.fixes is not None and len(known.fixes) > 0  # keys read the texts
        parts, annullable = [], []
        for steps in portfolio.step_chunks(judged_steps(portfolio.dialect, texts=corrected)):
            judged, annuls, _ = _judged(steps, known, "results")
            parts.append(_per_lawsuit(judged, annuls))
            annullable += _annullable(judged)
        if annullable:  # read again with the texts that may say a sentence was annulled
            selected = judged_steps(portfolio.dialect, annullable, texts=corrected)
            for steps in portfolio.step_chunks(selected):
                judged, annuls, _ = _judged(steps, known, "results")
                parts.append(_per_lawsuit(judged, annuls))
    per = pd.concat(parts) if len(parts) > 1 else parts[0]
    per = per[~per.index.duplicated(keep="last")]  # the annullable read again
    index = lawsuits.index.union(per.index).sort_values()
    out = lawsuits.reindex(index).join(per.reindex(index)).rename_axis("cnj").reset_index()
    out["decisions"] = out["decisions"].fillna(0)
    return contracts.conform(out, "results").reset_index(drop=True)


#: The steps' columns the rules of :func:`results` read.
_JUDGED_COLUMNS = (
    *("origin", "cnj", "request_id", "monitor_id", "instance_id", "demand_id", "position"),
    *("timestamp", "type", "event", "outcome", "tpu_code", "_row"),
)


def judged_steps(
    dialect: Dialect, annullable: list[str] | None = None, *, texts: bool = False
) -> str:
    """The steps :func:`results` reads, with a CNJ: every step of a lawsuit's day (the
    merge's day, :func:`lawkit.events.queries.court_day`) with a judgment or an appeal that
    several sources wrote, else its judgments and appeals alone (a step of a day one source
    wrote is an event of its own). Only the lawsuits with steps of several sources are read day
    by day. Title and text are read (the columns that cost most to read) where several sources
    wrote the day (the merge compares them) and for a judgment without an outcome (read then);
    with ``annullable`` (CNJ numbers: :func:`_annullable`), only those lawsuits, their texts
    also for each judgment whose outcome is not on the merits (an appeal's reading looks for an
    annulment there); with ``texts``, for every judgment (an analyst's corrections name steps
    by their texts, :func:`lawkit.events.reviewed.step_keys`)."""
    judged = "s.event IN ('judgment', 'appeal')"
    read = "(s.event = 'judgment' AND s.outcome IS NULL)"
    only = "TRUE"
    if annullable is not None:
        read = (
            f"(s.event = 'judgment' AND (s.outcome IS NULL OR s.outcome NOT IN ({listed(MERITS)})))"
        )
    if texts:
        read = "(s.event = 'judgment')"
    if annullable is not None:
        only = f"s.cnj IN ({', '.join(map(queries.literal, annullable))})"
    kept = ", ".join(f"s.{column}" for column in _JUDGED_COLUMNS)
    # several sources: two rows differ in a source key (a value, or a value and none)
    several = " OR ".join(
        f"min({key}) < max({key}) OR count({key}) BETWEEN 1 AND count(*) - 1"
        for key in ("CAST(s.origin AS STRING)", *(f"s.{k}" for k in _SOURCE_IDS))
    )
    day = queries.court_day("s.timestamp", dialect)
    return (
        f"WITH m AS (SELECT s.cnj FROM steps AS s WHERE s.cnj IS NOT NULL AND {only} "
        f"GROUP BY s.cnj HAVING {several}), "
        f"w AS (SELECT s.*, {day} AS _day FROM steps AS s WHERE s.cnj IN (SELECT cnj FROM m)), "
        f"d AS (SELECT s.cnj, s._day, {several} AS shared FROM w AS s GROUP BY s.cnj, s._day "
        f"HAVING max(CASE WHEN {judged} THEN 1 ELSE 0 END) = 1) "
        f"SELECT {kept}, CASE WHEN {read} THEN s.title END AS title, "
        f"CASE WHEN {read} THEN s.text END AS text FROM steps AS s "
        f"WHERE {judged} AND s.cnj IS NOT NULL AND {only} "
        "AND s.cnj NOT IN (SELECT cnj FROM m) "
        f"UNION ALL SELECT {kept}, CASE WHEN d.shared OR {read} THEN s.title END AS title, "
        f"CASE WHEN d.shared OR {read} THEN s.text END AS text FROM w AS s "
        "JOIN d ON s.cnj = d.cnj AND coalesce(s._day, -1) = coalesce(d._day, -1) "
        f"WHERE d.shared OR {judged}"
    )


def _annullable(judged: pd.DataFrame) -> list[str]:
    """The lawsuits of ``judged`` (:func:`_judged`'s rows, in time order per lawsuit) whose
    result an annulment could change (:func:`_per_lawsuit`): after their first first-instance
    judgment that says something, an appellate judgment, and after it another such
    first-instance judgment. The others' results do not depend on what appeals' texts say."""
    cnj = judged["cnj"].astype(object).to_numpy()
    keys, group = np.unique(cnj, return_inverse=True)
    outcome = judged["outcome"].to_numpy(dtype=object)
    instance = judged["instance"].to_numpy(dtype=object)
    first_rows = ~np.isin(outcome, _SILENT) & (instance == "first")
    pick = _first(first_rows, group, len(keys))
    rows = np.arange(len(group))
    appeal = _first((instance == "appeal") & (rows > pick[group]) & (pick[group] >= 0), group,
                    len(keys))  # fmt: skip
    later = _last(first_rows, group, len(keys))
    return keys[(appeal >= 0) & (later > appeal)].tolist()


#: The ids that with ``origin`` tell a step's source (``timelines.SOURCE_KEYS``).
_SOURCE_IDS = ("request_id", "monitor_id", "instance_id", "demand_id")


def _per_lawsuit(judged: pd.DataFrame, annuls: np.ndarray) -> pd.DataFrame:
    """Each judged lawsuit's result (the rules of :func:`results`) from its judged events
    (:func:`outcomes`' rows, in time order within a lawsuit), all lawsuits at once."""
    cnj = judged["cnj"].astype(object).to_numpy()
    keys, group = np.unique(cnj, return_inverse=True)
    outcome = judged["outcome"].to_numpy(dtype=object)
    instance = judged["instance"].to_numpy(dtype=object)
    when = judged["timestamp"].array
    said = ~np.isin(outcome, _SILENT)
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


def _with_outcomes(steps: pd.DataFrame) -> pd.DataFrame:
    """``steps`` with the outcome of every judgment step (read here for a bundle made by hand
    without it)."""
    unread = ((steps["event"] == "judgment") & steps["outcome"].isna()).to_numpy()
    if unread.any():
        steps = steps.copy()
        part = steps[unread]
        steps.loc[unread, "outcome"] = classify_outcome(
            names(part), part["text"], part["tpu_code"]
        ).to_numpy()
    return steps


def _instances(
    rows: pd.DataFrame, outcome: np.ndarray, timeline: pd.DataFrame, tags: dict[str, str]
) -> pd.Categorical:
    """Per judged event, ``first`` or ``appeal`` (the ``instance`` column's rule)."""
    instance = np.full(len(rows), None, dtype=object)
    instance[np.isin(outcome, MERITS)] = "first"
    instance[np.isin(outcome, ALL_APPEALS)] = "appeal"
    for column in ("request_id", "instance_id"):
        ids = rows[column].astype(object).to_numpy()
        for k in np.flatnonzero(pd.isna(instance) & pd.notna(ids)):
            found = {QUERY_INSTANCE.get(tags.get(one)) for one in ids[k].split(", ")} - {None}
            if len(found) == 1:
                instance[k] = found.pop()  # a few events: those without a merits outcome
    appeals = (
        timeline[timeline["event"] == "appeal"]
        .groupby(timeline["cnj"].astype(object))["timestamp"]
        .min()
    )
    opened_at = appeals.reindex(rows["cnj"].astype(object))
    never = opened_at.isna().to_numpy()
    earlier = rows["timestamp"].array.asi8 < opened_at.array.asi8  # NaT: the lowest integer
    before = pd.isna(instance) & (never | earlier)
    instance[before & rows["timestamp"].notna().to_numpy()] = "first"
    return pd.Categorical(instance, categories=("first", "appeal"))


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
