"""Grouping for the event statistics (``medians``, ``survival``, ``rates``): the ``by``
argument checked, the groups in order, and the result framed by its contract."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pandas as pd

from lawkit.errors import InvalidInput
from lawkit.events._inputs import choice
from lawkit.tidy import contracts


def group_keys(
    by: str | Sequence[str] | None, frame: pd.DataFrame, excluded: Iterable[str]
) -> list[str]:
    """The columns of ``frame`` named by ``by`` (none for ``None``).

    Raises:
        InvalidInput: ``by`` is not a column name, a non-empty list of them or ``None``, or it
            names a column ``frame`` lacks (or one of ``excluded``, the measured columns).
    """
    if by is None or isinstance(by, str):
        keys = [] if by is None else [by]
    elif isinstance(by, (list, tuple)) and by:
        keys = list(by)
    else:
        raise InvalidInput(
            f"by must be a column name, a non-empty list of them or None; got {by!r}"
        )
    excluded = set(excluded)
    allowed = [c for c in frame.columns if c not in excluded]
    if keys and not allowed:
        raise InvalidInput(
            f"by={by!r}, but the frame has no column to group by (only "
            f"{', '.join(map(str, frame.columns))}); pass by=None, or a frame with the group column"
        )
    for key in keys:
        choice(key, "by", allowed)
    return keys


def groups(frame: pd.DataFrame, keys: list[str]) -> list[tuple[tuple, pd.DataFrame]]:
    """(values of the keys, rows) per group with rows, in sorted order (missing keys last)."""
    if not keys:
        return [((), frame)] if len(frame) else []
    grouped = frame.groupby(keys, sort=True, observed=True, dropna=False)
    return [(values if isinstance(values, tuple) else (values,), rows)
            for values, rows in grouped]  # fmt: skip


def framed(
    parts: list[pd.DataFrame], keys: list[str], table: str, source: pd.DataFrame
) -> pd.DataFrame:
    """The ``by`` columns (with their dtypes in ``source``) then the contract's columns of
    ``table``."""
    joined = pd.concat(parts, ignore_index=True) if parts else pd.DataFrame()
    body = contracts.conform(joined, table)
    columns = pd.DataFrame(
        {key: pd.Series(joined.get(key), dtype=object).astype(source[key].dtype) for key in keys},
        index=body.index,
    )
    return pd.concat([columns, body], axis=1)
