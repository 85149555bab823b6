"""Vectorized CNJ decoding for the pandas accessor: Arrow string kernels plus numpy arithmetic.

It follows ``_numbers`` rule for rule (same separator set, same six-segment / 20-digit /
digits-only order), so ``Series.cnj`` and the scalar functions agree item by item.
"""

from __future__ import annotations

import functools
import numbers
from dataclasses import dataclass

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from lawkit.cnj._courts import _table
from lawkit.cnj._numbers import CANONICAL_PATTERN, MIN_DIGITS, SEPARATOR_CLASS

ARROW_STRING = pd.StringDtype("pyarrow")
_SEP = f"[{SEPARATOR_CLASS}]"
_SIX = f"^{_SEP}*" + f"{_SEP}+".join(["([0-9]+)"] * 6) + f"{_SEP}*$"
_BAD = f"[^0-9{SEPARATOR_CLASS}]"
#: Column order of the 20 digits for the mod 97 test: NNNNNNN AAAA J TR OOOO DD.
_MOD_ORDER = [*range(7), *range(9, 20), 7, 8]
_MOD_WEIGHTS = np.array([pow(10, 19 - i, 97) for i in range(20)], dtype=np.int64)[
    np.argsort(_MOD_ORDER)
]


@dataclass(frozen=True)
class Decoded:
    """What the accessor needs, one row per input item.

    Attributes:
        missing: the input was None/NaN/NA.
        readable: the input has a canonical form (``normalize`` would not raise).
        valid: readable, check digits hold and J.TR is a court (``is_valid``).
        digits: (n, 20) uint8 digit values, zeros where not readable.
        court: index into the court table, -1 where not valid.
    """

    missing: np.ndarray
    readable: np.ndarray
    valid: np.ndarray
    digits: np.ndarray
    court: np.ndarray


@functools.cache
def _court_lookup() -> np.ndarray:
    """Court-table index for every J*100+TR code (-1 where no court has the code)."""
    lookup = np.full(1000, -1, dtype=np.int16)
    for i, c in enumerate(_table()):
        lookup[c.justice * 100 + c.tribunal] = i
    return lookup


def _as_text(values: pd.Series) -> tuple[pd.Series, np.ndarray]:
    """Arrow strings for the readable-typed items (str and ints) and the missing mask."""
    missing = values.isna().to_numpy()
    if pd.api.types.is_string_dtype(values.dtype) and values.dtype != object:
        return values.astype(ARROW_STRING), missing
    if pd.api.types.is_integer_dtype(values.dtype):
        return values.astype(ARROW_STRING), missing
    if values.dtype == object:
        kind = pd.api.types.infer_dtype(values, skipna=True)
        if kind in ("string", "empty"):
            return values.astype(ARROW_STRING), missing
        usable = values.map(
            lambda v: isinstance(v, str | numbers.Integral) and not isinstance(v, bool)
        ).to_numpy(dtype=bool)
        return values.where(usable).map(str, na_action="ignore").astype(ARROW_STRING), missing
    return pd.Series(pd.NA, index=values.index, dtype=ARROW_STRING), missing


def _digits20(text: pd.Series) -> pd.Series:
    """The 20 canonical digits of each item (NA where missing or unreadable)."""
    out = pd.Series(pd.NA, index=text.index, dtype=ARROW_STRING)
    canonical = text.str.fullmatch(CANONICAL_PATTERN).fillna(False).to_numpy(dtype=bool)
    out[canonical] = text[canonical].str.replace("[^0-9]", "", regex=True)
    rest = text[~canonical & text.notna().to_numpy()]
    if rest.empty:
        return out
    clean = ~rest.str.contains(_BAD, regex=True).to_numpy(dtype=bool)
    six = rest.str.extract(_SIX)
    length = {k: six[k].str.len().fillna(-1).to_numpy(dtype=np.int64) for k in range(6)}
    justice = six[3].fillna("")
    fits = (
        clean
        & (length[0] >= 1)
        & (length[0] <= 7)
        & (length[1] <= 2)
        & (length[2] == 4)
        & ((length[3] == 1) | ((length[3] == 2) & justice.str.startswith("0").to_numpy(bool)))
        & (length[4] <= 2)
        & (length[5] <= 4)
    )
    segmented = (
        six[0].str.pad(7, fillchar="0")
        + six[1].str.pad(2, fillchar="0")
        + six[2]
        + justice.str[-1]
        + six[4].str.pad(2, fillchar="0")
        + six[5].str.pad(4, fillchar="0")
    )
    joined = rest.str.replace("[^0-9]", "", regex=True)
    n_digits = joined.str.len().to_numpy(dtype=np.int64)
    one_group = rest.str.count("[0-9]+").to_numpy(dtype=np.int64) == 1
    as_is = clean & ~fits & (n_digits == 20)
    padded = clean & ~fits & one_group & (n_digits >= MIN_DIGITS) & (n_digits < 20)
    result = joined.where(as_is | padded).str.pad(20, fillchar="0").where(~fits, segmented)
    out[rest.index[fits | as_is | padded]] = result[fits | as_is | padded]
    return out


def _digit_matrix(digits20: pd.Series) -> np.ndarray:
    """(n, 20) uint8 digit values straight from the Arrow buffer (zeros for NA)."""
    arr = pa.array(digits20.array).fill_null("0" * 20)
    if isinstance(arr, pa.ChunkedArray):
        arr = arr.combine_chunks()
    arr = pc.cast(arr, pa.large_string())
    offsets = np.frombuffer(arr.buffers()[1], dtype=np.int64)[
        arr.offset : arr.offset + len(arr) + 1
    ]
    data = np.frombuffer(arr.buffers()[2], dtype=np.uint8)[offsets[0] : offsets[-1]]
    return (data.reshape(len(arr), 20) - ord("0")).astype(np.uint8)


def decode(values: pd.Series) -> Decoded:
    """Read, validate and look up the court of every item of ``values``."""
    text, missing = _as_text(values)
    digits20 = _digits20(text)
    readable = digits20.notna().to_numpy(dtype=bool)
    matrix = _digit_matrix(digits20)
    holds = (matrix.astype(np.int64) @ _MOD_WEIGHTS) % 97 == 1
    code = matrix[:, 13].astype(np.int64) * 100 + matrix[:, 14] * 10 + matrix[:, 15]
    court = _court_lookup()[code]
    valid = readable & holds & (court >= 0)
    return Decoded(missing, readable, valid, matrix, np.where(valid, court, -1))


_DASH, _DOT = ord("-"), ord(".")


def strings(
    matrix: np.ndarray, mask: np.ndarray, formatted: bool
) -> pd.api.extensions.ExtensionArray:
    """Arrow strings of the 20 digits (or the canonical form) where ``mask``, NA elsewhere."""
    chars = matrix + np.uint8(ord("0"))
    if formatted:
        chars = np.insert(chars, [7, 9, 13, 14, 16], [_DASH, _DOT, _DOT, _DOT, _DOT], axis=1)
    n, width = chars.shape
    arr = pa.Array.from_buffers(
        pa.large_string(),
        n,
        [
            pa.py_buffer(np.packbits(mask, bitorder="little")),
            pa.py_buffer(np.arange(0, width * n + 1, width, dtype=np.int64)),
            pa.py_buffer(np.ascontiguousarray(chars)),
        ],
    )
    return pd.array(arr, dtype=ARROW_STRING)
