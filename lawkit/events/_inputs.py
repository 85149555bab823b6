"""Arguments of the event analyses, checked before any work: bundles, instants, choices."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

import pandas as pd

from lawkit.classify.classifier import annotate_steps, names
from lawkit.classify.outcome import classify_outcome, steps_outcome
from lawkit.errors import InvalidInput
from lawkit.tidy import Bundle, contracts
from lawkit.tidy._builder import detailed
from lawkit.tidy._payloads import describe

#: The example given when an instant lacks its zone.
_AWARE = "e.g. '2026-11-09T00:00:00-03:00', or client.now - datetime.timedelta(days=7)"


def steps_of(bundle: Any, function: str) -> pd.DataFrame:
    """The steps of ``bundle`` held to their contract, every one with its ``event`` and
    ``detail`` and, for a judgment, its ``outcome`` (:func:`with_events`; every step's detail
    when the steps lack the column: a bundle built by an older lawkit).

    Raises:
        InvalidInput: ``bundle`` is not a :class:`lawkit.tidy.Bundle`.
    """
    if not isinstance(bundle, Bundle):
        raise InvalidInput(
            f"{function} takes a lawkit.tidy.Bundle (lookups(...) + monitoring(...) + "
            f"demand(...)); got {describe(bundle)}"
        )
    steps = with_events(contracts.conform(bundle.steps, "steps"))
    return steps if "detail" in bundle.steps else detailed(steps.copy())


def with_events(steps: pd.DataFrame) -> pd.DataFrame:
    """``steps`` (held to their contract) with what the analyses read of a step classified
    here: the ``event``, ``tpu_code``, ``outcome`` and ``detail`` of those without an
    ``event`` (a bundle made without them, by hand or with a label that is not a class, or the
    batches of a dataset an older lawkit wrote), and the ``outcome`` of a judgment without one
    (steps written before they had outcomes)."""
    unread = steps["event"].isna().to_numpy()
    if unread.any():
        steps = steps.copy()
        found = annotate_steps(steps[unread])
        steps.loc[unread, "event"] = found["event"]
        steps.loc[unread, "tpu_code"] = found["tpu_code"]
        steps.loc[unread, "outcome"] = steps_outcome(steps[unread], found)
        steps.loc[unread, "detail"] = detailed(steps[unread].copy())["detail"]
    unjudged = ((steps["event"] == "judgment") & steps["outcome"].isna()).to_numpy()
    if unjudged.any():
        steps = steps.copy() if not unread.any() else steps
        part = steps[unjudged]
        steps.loc[unjudged, "outcome"] = classify_outcome(
            names(part), part["text"], part["tpu_code"]
        ).to_numpy()
    return steps


def instant(value: Any, name: str) -> pd.Timestamp:
    """``value`` as a UTC timestamp: an aware datetime, or ISO 8601 text with a zone.

    Raises:
        InvalidInput: ``value`` is naive, unreadable, or not a datetime or text.
    """
    if isinstance(value, str):
        try:
            stamp = pd.Timestamp(value.strip())
        except (ValueError, TypeError):
            raise InvalidInput(
                f"{name} must be an aware datetime or ISO 8601 text with a zone ({_AWARE}); "
                f"cannot read {value!r}"
            ) from None
    elif isinstance(value, dt.datetime):
        stamp = pd.Timestamp(value)
    else:
        raise InvalidInput(
            f"{name} must be an aware datetime or ISO 8601 text with a zone ({_AWARE}); "
            f"got {describe(value)}"
        )
    if pd.isna(stamp):
        raise InvalidInput(f"{name} must be a date and time ({_AWARE}); got {value!r}")
    if stamp.tzinfo is None:
        raise InvalidInput(
            f"{name} must carry a time zone, so that it means one instant ({_AWARE}); "
            f"got {value!r} without one"
        )
    return stamp.tz_convert("UTC")


def choice(value: Any, name: str, allowed: Iterable[str]) -> str:
    """``value`` when it is one of ``allowed``.

    Raises:
        InvalidInput: it is not; the message lists what is allowed.
    """
    allowed = tuple(allowed)
    if not isinstance(value, str) or value not in allowed:
        raise InvalidInput(f"{name} must be one of {', '.join(allowed)}; got {describe(value)}")
    return value


def frame_with(frame: Any, columns: Iterable[str], name: str, source: str) -> pd.DataFrame:
    """``frame`` when it is a DataFrame holding ``columns``.

    Raises:
        InvalidInput: it is not a DataFrame, or lacks some of ``columns`` (named, with where such
            a frame comes from: ``source``).
    """
    if not isinstance(frame, pd.DataFrame):
        raise InvalidInput(f"{name} must be the DataFrame {source} returns; got {describe(frame)}")
    missing = [column for column in columns if column not in frame.columns]
    if missing:
        raise InvalidInput(
            f"{name} lacks the column(s) {', '.join(missing)}; pass the frame {source} returns"
        )
    return frame


def instants(frame: pd.DataFrame, column: str, name: str, source: str) -> pd.Series:
    """Column ``column`` of ``frame``: aware datetimes (any unit and zone), or, when it holds
    only missing values (NaT, None, NaN; of any dtype), all NaT as ``datetime64[ns, UTC]``.

    Raises:
        InvalidInput: it holds naive datetimes, text or anything else; the message names the
            column and the fix.
    """
    values = frame[column]
    if isinstance(values.dtype, pd.DatetimeTZDtype):
        return values
    if values.isna().all():
        return pd.Series(pd.NaT, index=values.index, dtype=contracts.DTYPES["timestamp"])
    if pd.api.types.is_datetime64_dtype(values.dtype):
        raise InvalidInput(
            f"{name}[{column!r}] holds datetimes without a time zone, which mean no one "
            f"instant; localize them in the zone they were written in, e.g. "
            f"{name}[{column!r}].dt.tz_localize('America/Sao_Paulo'), or pass the frame "
            f"{source} returns"
        )
    shown = values.dropna().iloc[0]
    raise InvalidInput(
        f"{name}[{column!r}] must hold aware datetimes (datetime64[ns, UTC]); it holds "
        f"{values.dtype} values such as {type(shown).__name__} {shown!r}; convert them "
        f"(pd.to_datetime(..., utc=True)) or pass the frame {source} returns"
    )
