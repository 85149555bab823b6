"""Integer codes of row keys made of several columns (the groups of a vectorised group-by)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

_LIMIT = 2**62  # products of codes stay below this (int64)


def group_codes(*columns: Any) -> np.ndarray:
    """One ``int64`` code per row: equal codes for rows equal in every column (missing values
    equal each other), numbered in order of first appearance.

    Args:
        columns: arrays or Series of the same length (any dtype pandas can factorize). Integer
            numpy arrays of a narrow range are combined as they are, without hashing.
    """
    codes = np.zeros(len(columns[0]), dtype=np.int64)
    size = 1
    for column in columns:
        positions, width = _positions(column)
        if size * width >= _LIMIT:
            codes, uniques = pd.factorize(codes)
            size = max(len(uniques), 1)
        codes = codes * width + positions
        size *= width
    return pd.factorize(codes)[0].astype(np.int64)


def _positions(column: Any) -> tuple[np.ndarray, int]:
    """Non-negative integer positions of a column's values, and how many there can be."""
    if isinstance(column, np.ndarray) and column.dtype.kind in "iu" and len(column):
        low, high = int(column.min()), int(column.max())
        if high - low < 2**31:
            return column.astype(np.int64) - low, high - low + 1
    values = column.array if isinstance(column, pd.Series) else column
    positions, uniques = pd.factorize(values, use_na_sentinel=False)
    return positions.astype(np.int64), max(len(uniques), 1)


def distinct(values: np.ndarray) -> np.ndarray:
    """The distinct values of an integer array, sorted (by sorting: numpy's hash-based
    ``unique`` was measured 10 times slower on a million wide codes)."""
    ordered = np.sort(values)
    return ordered[np.r_[True, ordered[1:] != ordered[:-1]]] if len(ordered) else ordered


def firsts(codes: np.ndarray) -> np.ndarray:
    """Per code ``0..k-1`` (as :func:`group_codes` numbers them), the position of its first row."""
    first = np.zeros(int(codes.max(initial=-1)) + 1, dtype=np.int64)
    first[codes[::-1]] = np.arange(len(codes) - 1, -1, -1)  # the last write, the first row, wins
    return first


def ordered(*keys: np.ndarray) -> np.ndarray:
    """The stable order of rows by integer ``keys``, the first the most significant (what
    ``np.lexsort`` gives the keys reversed), as a radix sort: one pass per 16 bits of each key's
    range, each numpy's stable sort of ``uint16`` digits (a counting sort). On 1.5 M random
    keys it took 0.4-0.6 of ``np.lexsort``'s time; a 10,000-lawsuit bundle's timeline merge went
    from 3.3 to 2.6 s."""
    order = np.arange(len(keys[0]) if keys else 0)
    for key in reversed(keys):
        if len(order) < 2:
            break
        unsigned = np.asarray(key, dtype=np.int64).view(np.uint64) ^ np.uint64(2**63)
        span = unsigned - unsigned.min()  # the order of signed values, from 0
        for shift in range(0, int(span.max()).bit_length(), 16):
            digits = (span >> np.uint64(shift)).astype(np.uint16)  # the low 16 bits
            order = order[np.argsort(digits[order], kind="stable")]
    return order
