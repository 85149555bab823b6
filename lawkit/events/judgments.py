"""Who won, event by event: the outcome of each judged event, and the Wilson interval of a rate.

:func:`outcomes` reads one row per judged event of the timeline (the steps several sources
report merged first, :func:`lawkit.events.timeline`), with its instance and the basis of its
outcome; :mod:`lawkit.events.lawsuit_results` gives one row per lawsuit (``results``) and the
rates of either (``rates``), with :func:`wilson` intervals.

**Wilson interval** (Wilson, E. B. (1927), "Probable inference, the law of succession, and
statistical inference", *Journal of the American Statistical Association* 22(158):209-212): for
``x`` successes in ``n``, ``p = x / n`` and ``z`` the normal quantile of 97.5 %, the limits are
``(p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n)``. Unlike the normal ("Wald") interval it
stays inside [0, 1] and keeps its coverage near 0 and 1 and for small ``n`` (Newcombe, R. G.
(1998), *Statistics in Medicine* 17:857-872, whose Table I values the tests reproduce).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any

import numpy as np
import pandas as pd

from lawkit.classify.outcome import OUTCOMES, steps_basis
from lawkit.events.lawsuit_milestones import lawsuit_table
from lawkit.events.queries import origin_ranks
from lawkit.events.readers import Portfolio, joined, numbered, opened
from lawkit.events.reviewed import REASON, corrections_of, reviewing
from lawkit.events.timelines import merged_with_ids
from lawkit.tidy import Bundle, contracts

#: The outcomes of a claim judged on its merits, of a first instance that ended it, and of an
#: appeal judged on its merits (the denominators of :func:`lawkit.events.rates`).
MERITS = ("granted", "partly_granted", "denied")
FIRST = (*MERITS, "settled", "dismissed")
APPEALS = ("appeal_granted", "appeal_partly_granted", "appeal_denied")
ALL_APPEALS = (*APPEALS, "appeal_not_heard")
#: Outcomes that say nothing of who won (``OUTCOMES.md``: embargos are judged apart).
SILENT = ("unknown", "embargos_accepted", "embargos_rejected")
#: Query tags of the capture and monitoring APIs, by the instance they search.
QUERY_INSTANCE = {"grau1": "first", "cpopg": "first", "grau2": "appeal", "cposg": "appeal"}
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
    with judged_portfolio(bundle, "outcomes", corrections) as (portfolio, known):
        parts, sizes = [], []
        for steps in portfolio.step_chunks():
            table, _, events = judged_events(steps, known, "outcomes")
            parts.append(table)
            sizes.append(events)
    numbered(parts, sizes)
    return joined(parts, "outcomes")


#: The columns of the timeline :func:`_judged` reads.
_READ = ("event_id", "cnj", "timestamp", "date_only", "event", "request_id", "instance_id")


@dataclass(frozen=True)
class Known:
    """What the rules read of a portfolio beside its steps: per CNJ the first instance's
    columns (``lawsuits``, :func:`lawkit.events.lawsuit_milestones.lawsuit_table`) and the
    query tag of each request and instance id (``tags``, :func:`query_tags`)."""

    lawsuits: pd.DataFrame
    tags: dict[str, str]

    @classmethod
    def read(cls, portfolio: Portfolio) -> Known:
        return cls(lawsuit_table(portfolio), query_tags(portfolio))


@contextlib.contextmanager
def judged_portfolio(
    source: Any, function: str, corrections: Any = None
) -> Iterator[tuple[Portfolio, Known]]:
    """``source`` opened for ``function`` with the outcomes the analyses count
    (:func:`lawkit.events.reviewed.reviewing`: criminal lawsuits' judgments ``other``, and the
    analyst's ``corrections``, by default a dataset's own, looked for in its directory), and
    what the rules read beside its steps."""
    with opened(source, function) as portfolio:
        own = portfolio.path if portfolio.path is not None else source
        with reviewing(portfolio, corrections_of(own, corrections)):
            yield portfolio, Known.read(portfolio)


def judged_events(
    steps: pd.DataFrame, known: Known, function: str
) -> tuple[pd.DataFrame, np.ndarray, int]:
    """:func:`outcomes` of steps of whole lawsuits (for ``function`` ``"results"``, without
    their basis), per row whether it is an appellate judgment that annuls a sentence (its
    step's ``detail`` is ``annulment``, :mod:`lawkit.classify.detail`), and how many events its
    timeline has. The steps' outcomes are those the
    analyses count (:func:`lawkit.events.reviewed.reviewing`: criminal lawsuits' judgments
    ``other``, the analyst's corrections, and why in :data:`~lawkit.events.reviewed.REASON`)."""
    lawsuits, tags = known.lawsuits, known.tags
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
    chosen = steps[["title", "type", "text", "event", "outcome", "tpu_code", "detail"]].iloc[keep]
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
    # results reads no basis (it reads the annulment in the steps' detail)
    basis = np.full(len(out), None, dtype=object)
    if function == "outcomes":
        basis[:] = steps_basis(chosen)
    if REASON in steps:  # criminal lawsuits and corrections (lawkit.events.reviewed)
        why = steps[REASON].iloc[keep]
        changed = why.notna().to_numpy()
        basis[changed] = why.to_numpy(dtype=object)[changed]
    out["basis"] = pd.array(basis, dtype="string")
    appeal = (out["instance"] == "appeal").to_numpy()  # only an appeal annuls a sentence
    annuls = appeal & (chosen["detail"] == "annulment").to_numpy(dtype=bool, na_value=False)
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
