"""Column helpers below every layer that reads text: the distinct values of a column, and text
that Arrow can hold.

:mod:`lawkit.classify` reads each distinct title and text once, and :mod:`lawkit.tidy` builds its
text columns with one ``str`` per distinct value; both find those values with :func:`distinct`.
A lone surrogate (a JSON escape such as ``\\ud800`` read as text) cannot be encoded as UTF-8, so
Arrow refuses it: :func:`encodable` and :func:`arrow_strings` put U+FFFD in its place.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import count
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa

#: A lone surrogate: a JSON escape such as ``\\ud800`` read as text; UTF-8 cannot encode it.
_SURROGATE = re.compile("[\ud800-\udfff]")


def encodable(values: Iterable[Any]) -> tuple[list[Any], int]:
    """``values`` with every lone surrogate (:data:`_SURROGATE`) replaced by U+FFFD, and how
    many values held one; values that are not text are kept as they are."""
    cleaned, replaced = [], 0
    for value in values:
        if isinstance(value, str) and _SURROGATE.search(value):
            value = _SURROGATE.sub("\ufffd", value)
            replaced += 1
        cleaned.append(value)
    return cleaned, replaced


#: A column's distinct values and, per row, the position of its own among them (:func:`distinct`).
Distinct = tuple[np.ndarray, np.ndarray]


def distinct(values: Sequence[Any]) -> Distinct:
    """The distinct values of ``values`` in the order they first come, and per value the
    position of its own among them: one pass of a dict at C speed, so equal texts are hashed
    and compared once (and texts that share one object, as a bundle's do, not even once).

    Raises:
        TypeError: a value is unhashable (a dict, a list).
    """
    first: dict[Any, int] = {}  # each distinct value -> the row where it first comes
    rows = np.fromiter(map(first.setdefault, values, count()), np.int64, len(values))
    return np.fromiter(first, dtype=object, count=len(first)), pd.factorize(rows)[0]


def arrow_strings(values: Any, kind: pa.DataType) -> pa.Array:
    """``values`` (text or missing) as a pyarrow string array of type ``kind``; a lone
    surrogate, which UTF-8 cannot encode, is read as U+FFFD (:func:`encodable`)."""
    try:
        return pa.array(values, type=kind, from_pandas=True)
    except UnicodeEncodeError:
        return pa.array(encodable(values)[0], type=kind, from_pandas=True)
