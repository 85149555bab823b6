"""How long lawsuits take: durations between milestones, with censoring, and their survival.

:func:`durations` measures, per lawsuit, the days from one milestone to another, in whole days
from date to date in Brasília time, as the courts count them. A lawsuit whose end has not
happened is *censored*, never dropped: its duration runs to ``as_of`` (when given: the instant
the data is known to be complete, such as the provider's clock ``client.now``) or else to its
last event (the last instant it is known to have been open), and ``observed`` is false. A
*dormant* lawsuit, with no event in the ``stale_after`` days (two years by default) before
``as_of``, is censored at its last event instead: nothing says it was still waiting since (it
may have ended unrecorded, or its record stopped), and counting it as waiting up to ``as_of``
would keep the survival curves up for years. :func:`survival` estimates, per group, the
Kaplan-Meier curve of those durations (the share of lawsuits whose end has not happened after so
many days) with pointwise confidence bands, and :func:`medians` the median time with its
confidence interval.

The estimator is statsmodels' ``SurvfuncRight`` (Kaplan-Meier, Greenwood's variance, and the
median's interval by inverting its test on the log-log scale - Brookmeyer and Crowley's method
as SAS PROC LIFETEST does it). lifelines, the usual choice, is not used: its newest release
(0.30.3) requires ``pandas<3.0`` (lifelines issue #1685, open), and installing it downgraded
pandas 3.1 to 2.3 here. statsmodels is imported on first use; it is the ``survival`` extra
(``pip install 'lawkit[survival]'``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from statistics import NormalDist
from typing import Any

import numpy as np
import pandas as pd

from lawkit.errors import InvalidInput
from lawkit.events import lawsuit_milestones
from lawkit.events._groups import framed, group_keys, groups
from lawkit.events._inputs import choice, frame_with, instant, instants
from lawkit.events.lawsuit_milestones import GROUPS, INSTANTS
from lawkit.events.readers import Portfolio, is_source
from lawkit.tidy import Bundle, contracts
from lawkit.tidy._payloads import describe

_DAY = pd.Timedelta(days=1)
#: Where days are counted: the courts' calendar (dates of Brasília, as the courts write them).
_ZONE = "America/Sao_Paulo"
#: Days without any event after which a lawsuit not at its end is dormant (see the module).
STALE_AFTER = 730
_SOURCE = "lawkit.events.milestones"
_DURATIONS = "lawkit.events.durations"


def durations(
    milestones: pd.DataFrame | Bundle | str | os.PathLike | Portfolio,
    start: str = "filed_at",
    end: str = "first_judgment_at",
    *,
    as_of: Any = None,
    stale_after: float | None = STALE_AFTER,
) -> pd.DataFrame:
    """Days from the ``start`` milestone to the ``end`` milestone of each lawsuit, censored.

    Args:
        milestones: the frame :func:`lawkit.events.milestones` returns, or what it takes (a
            Bundle, the directory of a Parquet dataset or a :func:`lawkit.events.portfolio`:
            its milestones are read first, in SQL; they are one small row per lawsuit).
        start: the milestone the duration starts at (a ``*_at`` column of ``milestones``).
        end: the milestone it ends at (another one).
        as_of: the instant up to which the data is complete (an aware datetime or ISO 8601 text
            with a zone; notebooks pass the provider's clock, ``client.now``): lawsuits whose
            end has not happened are censored there. ``None`` (default) censors each at its
            own last event, the last instant it is known to have been open (its start when it
            has no event).
        stale_after: days without any event before ``as_of`` after which a lawsuit that has
            not reached its end is dormant: censored at its last event, ``dormant`` true
            (default two years; ``None`` counts every lawsuit as waiting up to ``as_of``).

    Returns:
        The ``durations`` table of ``lawkit/tidy/CONTRACTS.md``: one row per row of
        ``milestones``, in its order. ``days`` are whole days from the date of the start to
        that of the end in Brasília time (filed on 01/01 at 09:00, judged on 11/01: 10 days),
        so an end on the day of its start is 0 days, and the medians of :func:`medians` are
        whole days too. A lawsuit without ``start`` has missing ``days``, ``observed`` and
        ``dormant`` (:func:`survival` and :func:`medians` leave it out; their counts say how
        many lawsuits they read); nothing is dropped.

    Raises:
        lawkit.InvalidInput: ``milestones`` is not such a frame, ``start`` or ``end`` is not one
            of its instant columns (or they are the same), one of those or ``last_event_at``
            holds anything but aware datetimes (naive ones, text; a column of missing values
            only is read as all NaT: no start gives missing days, no end censors), ``as_of``
            is not an aware instant or is before the data's last event, ``stale_after`` is not
            a positive number of days or ``None``, or a lawsuit's end (or censoring) comes on a
            date before its start's.
    """
    if is_source(milestones):
        milestones = lawsuit_milestones.milestones(milestones)
    frame = frame_with(milestones, ("cnj", *INSTANTS), "milestones", _SOURCE)
    start = choice(start, "start", INSTANTS)
    end = choice(end, "end", [name for name in INSTANTS if name != start])
    last, began, happened = (
        instants(frame, column, "milestones", _SOURCE) for column in ("last_event_at", start, end)
    )
    if as_of is not None:
        as_of = instant(as_of, "as_of")
        latest = last.max()
        if pd.notna(latest) and as_of < latest:
            where = frame.loc[last.idxmax(), "cnj"]
            raise InvalidInput(
                f"as_of {as_of.isoformat()} is before the data's last event "
                f"({latest.isoformat()}, lawsuit {where}): lawsuits are known to have moved "
                f"after it; pass an as_of at or after it (e.g. client.now), or None to censor "
                f"each lawsuit at its last event"
            )
    if stale_after is not None and (
        isinstance(stale_after, bool) or not isinstance(stale_after, (int, float))
        or not stale_after > 0
    ):  # fmt: skip
        raise InvalidInput(
            f"stale_after must be a positive number of days or None; got {stale_after!r}"
        )
    # Without as_of, a lawsuit is known open until its last event (its start when it has none);
    # with it, until as_of, unless it has been dormant for stale_after days (then its last event).
    known = last.fillna(began)
    has_start = began.notna()
    observed = happened.notna() & has_start
    if as_of is None or stale_after is None:
        dormant = pd.Series(False, index=frame.index)
    else:
        dormant = ~observed & has_start & ((as_of - known) / _DAY > stale_after)
    censored_at = known.where(dormant | (as_of is None), as_of)
    ended = happened.where(observed, censored_at.where(has_start))
    days = (_local_date(ended) - _local_date(began)) / _DAY
    negative = (days < 0).fillna(False)
    if negative.any():
        shown = ", ".join(frame.loc[negative, "cnj"].astype(str).head(3))
        what = f"{end} (or the censoring instant)"
        raise InvalidInput(
            f"{int(negative.sum())} lawsuit(s) end before they start ({what} before {start}), "
            f"e.g. {shown}; leave them out (milestones[milestones[{end!r}] >= "
            f"milestones[{start!r}]]) or choose other milestones"
        )
    out = frame[["cnj", *(column for column in GROUPS if column in frame)]].assign(
        start_at=began,
        end_at=ended,
        days=pd.array(days.to_numpy(dtype=float, na_value=np.nan), dtype="Float64"),
        observed=pd.array(observed.where(has_start, pd.NA), dtype="boolean"),
        dormant=pd.array(dormant.where(has_start, pd.NA), dtype="boolean"),
    )
    return contracts.conform(out, "durations")


def _local_date(instants: pd.Series) -> pd.Series:
    """The date of each instant in Brasília, as a naive midnight (NaT stays NaT)."""
    return instants.dt.tz_convert(_ZONE).dt.tz_localize(None).dt.normalize()


def survival(
    durations: pd.DataFrame | Bundle | str | os.PathLike | Portfolio,
    by: str | Sequence[str] | None = None,
    *,
    alpha: float = 0.05,
    **span: Any,
) -> pd.DataFrame:
    """Kaplan-Meier curves of ``durations``, one per group, with pointwise confidence bands.

    Args:
        durations: the frame :func:`durations` returns (rows without ``days`` are left out), or
            a Bundle, a dataset's directory or a portfolio: then ``durations(it, **span)``
            (``start``, ``end``, ``as_of`` as :func:`durations` takes them) is read first.
        by: column(s) of ``durations`` to group by (``"court"``, ``"class"``, ``"year"``, ...);
            one curve for all rows by default.
        alpha: the bands cover ``1 - alpha`` (default 95 %).

    Returns:
        The ``by`` columns, then the ``survival`` table of ``lawkit/tidy/CONTRACTS.md``: per
        group a row at time 0 and one per distinct time at which an end was observed or a
        lawsuit censored. The band is ``S ** exp(± z * se)`` with ``se`` Greenwood's standard
        error of ``log(-log S)`` (the log-log or "exponential Greenwood" interval; it stays in
        [0, 1]); where ``S`` is 1 or 0 it is that value.

    Raises:
        lawkit.InvalidInput: ``durations`` is not such a frame, no row has ``days``, ``by`` names
            a column it does not have, or ``alpha`` is not between 0 and 1. ImportError when
            statsmodels is missing.
    """
    frame, keys, alpha = _arguments(durations, by, alpha, span)
    parts = [
        _curve(group, alpha).assign(**dict(zip(keys, values, strict=True)))
        for values, group in groups(frame, keys)
    ]
    return framed(parts, keys, "survival", frame)


def medians(
    durations: pd.DataFrame | Bundle | str | os.PathLike | Portfolio,
    by: str | Sequence[str] | None = None,
    *,
    alpha: float = 0.05,
    **span: Any,
) -> pd.DataFrame:
    """The median duration per group, with its confidence interval.

    Args:
        durations: the frame :func:`durations` returns (rows without ``days`` are left out), or
            a Bundle or a dataset's directory, as for :func:`survival` (``span`` likewise).
        by: column(s) to group by, as for :func:`survival`.
        alpha: the interval covers ``1 - alpha`` (default 95 %).

    Returns:
        The ``by`` columns, then the ``medians`` table of ``lawkit/tidy/CONTRACTS.md``, one row
        per group. The median is the first time the Kaplan-Meier curve falls below one half;
        its interval (Brookmeyer-Crowley on the log-log scale) is bounded by observed times. A
        median or upper limit beyond the data (too few ends observed) is missing.

    Raises:
        lawkit.InvalidInput: as :func:`survival`. ImportError when statsmodels is missing.
    """
    frame, keys, alpha = _arguments(durations, by, alpha, span)
    rows = []
    for values, group in groups(frame, keys):
        fit = _fit(group)
        median = fit.quantile(0.5)
        with np.errstate(divide="ignore", invalid="ignore"):
            lower, upper = fit.quantile_ci(0.5, alpha=alpha, method="cloglog")
        row = dict(zip(keys, values, strict=True))
        row |= {"lawsuits": len(group), "observed": int(group["observed"].sum())}
        row |= {name: _finite(value) for name, value in
                (("median", median), ("lower", lower), ("upper", upper))}  # fmt: skip
        rows.append(pd.DataFrame([row]))
    return framed(rows, keys, "medians", frame)


def _arguments(
    given: Any, by: str | Sequence[str] | None, alpha: Any, span: dict[str, Any]
) -> tuple[pd.DataFrame, list[str], float]:
    """The rows with a duration, the group columns and ``alpha``, checked; the durations of a
    Bundle or dataset (``span``: the other arguments of :func:`durations`) read first."""
    unknown = sorted(set(span) - {"start", "end", "as_of"})
    if unknown or (span and not is_source(given)):
        raise InvalidInput(
            f"start, end and as_of are the arguments of durations(bundle or dataset, ...), "
            f"given only with a Bundle or a dataset's directory; got {', '.join(sorted(span))} "
            f"with {describe(given)}"
        )
    if is_source(given):
        given = durations(given, **span)
    frame = frame_with(given, ("cnj", "days", "observed"), "durations", _DURATIONS)
    keys = group_keys(by, frame, ("days", "observed"))
    if isinstance(alpha, bool) or not isinstance(alpha, (int, float)) or not 0 < alpha < 1:
        raise InvalidInput(f"alpha must be a number between 0 and 1 (0.05: 95 %); got {alpha!r}")
    measured = frame[frame["days"].notna()]
    if measured.empty:
        raise InvalidInput(
            f"no lawsuit has a duration: durations has {len(frame)} row(s), none with days "
            f"(a lawsuit without its start milestone has none); choose another start"
        )
    return measured, keys, float(alpha)


def _fit(group: pd.DataFrame) -> Any:
    """statsmodels' Kaplan-Meier fit of one group's durations."""
    try:
        from statsmodels.duration.survfunc import SurvfuncRight
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise ImportError(
            "lawkit.events.survival and medians need statsmodels: pip install 'lawkit[survival]'"
        ) from error
    days = group["days"].to_numpy(dtype=float)
    ended = group["observed"].to_numpy(dtype=bool)
    with np.errstate(divide="ignore", invalid="ignore"):
        return SurvfuncRight(days, ended.astype(float))


def _curve(group: pd.DataFrame, alpha: float) -> pd.DataFrame:
    """One group's curve: time 0, then every distinct time an end or a censoring happened."""
    fit = _fit(group)
    days = group["days"].to_numpy(dtype=float)
    ended = group["observed"].to_numpy(dtype=bool)
    times, where = np.unique(days, return_inverse=True)
    observed = np.bincount(where, weights=ended, minlength=len(times)).astype(np.int64)
    removed = np.bincount(where, minlength=len(times))
    at_risk = len(days) - np.concatenate([[0], np.cumsum(removed)[:-1]])
    # The estimate and its standard error at each event time, carried over censoring times.
    steps = np.searchsorted(fit.surv_times, times, side="right")  # 0: before the first end
    estimate = np.r_[1.0, fit.surv_prob][steps]
    error = np.r_[0.0, fit.surv_prob_se][steps]
    z = NormalDist().inv_cdf(1 - alpha / 2)
    with np.errstate(divide="ignore", invalid="ignore"):
        spread = z * error / np.abs(estimate * np.log(estimate))
        lower = estimate ** np.exp(spread)
        upper = estimate ** np.exp(-spread)
    inside = (estimate > 0) & (estimate < 1)
    curve = pd.DataFrame(
        {
            "time": np.concatenate([[0.0], times]),
            "survival": np.concatenate([[1.0], estimate]),
            "lower": np.concatenate([[1.0], np.where(inside, lower, estimate)]),
            "upper": np.concatenate([[1.0], np.where(inside, upper, estimate)]),
            "at_risk": np.concatenate([[len(days)], at_risk]),
            "observed": np.concatenate([[0], observed]),
            "censored": np.concatenate([[0], removed - observed]),
        }
    )
    return curve.iloc[1:] if times[0] == 0 else curve  # ends at time 0: the row of time 0


def _finite(value: float) -> float:
    return float(value) if np.isfinite(value) else np.nan
