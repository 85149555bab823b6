"""The pandas Series accessor ``.cnj``, registered when ``lawkit.cnj`` is imported.

Every operation is vectorized (Arrow string kernels, numpy mod 97 on a digit matrix, a lookup
table for courts) and NaN-safe: missing items stay missing and nothing raises on bad items
(unless ``normalize(errors="raise")`` is asked). ``normalize()`` fills every readable item; the
decoded attributes (``court``, ``year``, ...) follow ``parse`` and are filled only for valid
numbers, ``<NA>`` elsewhere; ``problems()`` says why each other item is not a valid number (the
message of ``lawkit.cnj.parse``). Example::

    import lawkit.cnj
    df["cnj"] = df["processo"].cnj.normalize()
    df.loc[df["cnj"].isna(), "processo"].cnj.problems()   # why those could not be read
    df.loc[df["processo"].cnj.is_valid(), "processo"].cnj.court.value_counts()
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Literal

import numpy as np
import pandas as pd

from lawkit.cnj._courts import _table
from lawkit.cnj._notes import NOTE
from lawkit.cnj._numbers import parse
from lawkit.cnj._vector import Decoded, decode, read, strings
from lawkit.errors import InvalidCNJ, InvalidInput

#: Digit slice and dtype of each integer attribute.
_INTS = {
    "sequence": (slice(0, 7), "int32"),
    "check": (slice(7, 9), "int16"),
    "year": (slice(9, 13), "int16"),
    "justice": (slice(13, 14), "int16"),
    "tribunal": (slice(14, 16), "int16"),
    "origin": (slice(16, 20), "int16"),
}
#: Court-table field behind each categorical attribute.
_CATEGORIES = {"court": "acronym", "court_name": "name", "segment": "segment", "state": "state"}


@functools.cache
def _codes(attribute: str) -> tuple[np.ndarray, list[str]]:
    """Per court-table row, the category code of ``attribute`` (-1 for None); the categories."""
    values = [getattr(c, _CATEGORIES[attribute]) for c in _table()]
    categories = list(dict.fromkeys(v for v in values if v is not None))
    if attribute == "state":
        categories.sort()
    index = {v: i for i, v in enumerate(categories)}
    return np.array([index.get(v, -1) for v in values], dtype=np.int16), categories


def _integer(name: str) -> Callable[[Decoded], pd.arrays.IntegerArray]:
    cut, dtype = _INTS[name]
    weights = 10 ** np.arange(cut.stop - cut.start - 1, -1, -1, dtype=np.int64)

    def column(d: Decoded) -> pd.arrays.IntegerArray:
        values = (d.digits[:, cut].astype(np.int64) @ weights).astype(dtype)
        return pd.arrays.IntegerArray(values, ~d.valid)

    return column


def _category(name: str) -> Callable[[Decoded], pd.Categorical]:
    def column(d: Decoded) -> pd.Categorical:
        per_court, categories = _codes(name)
        codes = np.where(d.court >= 0, per_court[d.court], -1)
        return pd.Categorical.from_codes(codes, categories=categories)

    return column


#: Every decoded attribute: name -> builder of its column from one ``decode`` pass.
_COLUMNS: dict[str, Callable[[Decoded], object]] = {
    "formatted": lambda d: strings(d.digits, d.valid, formatted=True),
    "digits": lambda d: strings(d.digits, d.valid, formatted=False),
    **{name: _integer(name) for name in _INTS},
    **{name: _category(name) for name in _CATEGORIES},
}


def _attribute(name: str, doc: str) -> property:
    return property(lambda self: self._wrap(_COLUMNS[name](decode(self._series))), doc=doc)


@pd.api.extensions.register_series_accessor("cnj")
class CNJAccessor:
    """``Series.cnj``: the CNJ numbers of a Series, read, validated and decoded at once."""

    def __init__(self, series: pd.Series) -> None:
        self._series = series

    def _wrap(self, values: object) -> pd.Series:
        return pd.Series(values, index=self._series.index, name=self._series.name)

    def normalize(self, errors: Literal["coerce", "raise"] = "coerce") -> pd.Series:
        """Canonical ``NNNNNNN-DD.AAAA.J.TR.OOOO`` of each readable item (string, else <NA>).

        Why an item could not be read: :meth:`problems`, or ``errors="raise"``.

        Args:
            errors: ``"coerce"``: an unreadable item becomes <NA>; ``"raise"``: the first one
                raises, saying which, why and how many more there are.

        Raises:
            InvalidCNJ: with ``errors="raise"``, an item that is neither missing nor readable.
        """
        if errors not in ("coerce", "raise"):
            raise InvalidInput(f"errors must be 'coerce' or 'raise', got {errors!r}")
        missing, readable, digits = read(self._series)
        unreadable = np.flatnonzero(~missing & ~readable)
        if errors == "raise" and len(unreadable):
            self._raise(unreadable)
        return self._wrap(strings(digits, readable, formatted=True))

    def _raise(self, rows: np.ndarray) -> None:
        """Raise the problem of the first of ``rows`` (positions of unreadable items)."""
        first = int(rows[0])
        label, size = self._series.index[first], len(self._series)
        try:
            parse(self._series.iloc[first])
        except InvalidCNJ as problem:
            raise InvalidCNJ(
                f"item {label!r} (row {first} of {size}): {problem}; {len(rows)} of {size} "
                "items cannot be read (Series.cnj.problems() says why for each)"
            ) from None

    def problems(self) -> pd.Series:
        """Why each item is not a valid number: ``lawkit.cnj.parse``'s message (string), <NA>
        where it is valid or missing. The items :meth:`normalize` leaves <NA> are those whose
        problem starts with "cannot read"; the others are read but fail their check digits or
        name no court."""
        d = decode(self._series)
        reasons = pd.Series(pd.NA, index=self._series.index, name=self._series.name,
                            dtype="string")  # fmt: skip
        for row in np.flatnonzero(~d.missing & ~d.valid):
            try:
                parse(self._series.iloc[row])
            except InvalidCNJ as problem:
                reasons.iloc[row] = str(problem)
        return reasons

    def is_valid(self) -> pd.Series:
        """Whether each item is a valid number (boolean; <NA> where the item is missing)."""
        d = decode(self._series)
        return self._wrap(pd.arrays.BooleanArray(d.valid, d.missing))

    def split_note(self) -> pd.DataFrame:
        """Each item without a trailing note in parentheses (column ``text``) and the note
        (``note``, <NA> without one): :func:`lawkit.cnj.split_note`'s rule, whole column at once.
        Read ``text`` then, e.g. ``df["text"].cnj.normalize()``."""
        items = self._series.astype("string")
        parts = items.str.extract(NOTE)
        return pd.DataFrame(
            {"text": parts["text"].fillna(items), "note": parts["note"].str.strip()},
            index=self._series.index,
        )

    def parse(self) -> pd.DataFrame:
        """Every decoded attribute as a column, from one pass (<NA> where not valid)."""
        d = decode(self._series)
        return pd.DataFrame(
            {name: build(d) for name, build in _COLUMNS.items()}, index=self._series.index
        )

    formatted = _attribute("formatted", "Canonical form of each valid number (string).")
    digits = _attribute("digits", "The 20 digits of each valid number (string).")
    sequence = _attribute("sequence", "NNNNNNN, the sequential number (Int32).")
    check = _attribute("check", "DD, the check digits (Int16).")
    year = _attribute("year", "AAAA, the filing year (Int16).")
    justice = _attribute("justice", "J, the branch-of-justice code (Int16).")
    tribunal = _attribute("tribunal", "TR, the court code within the branch (Int16).")
    origin = _attribute("origin", "OOOO, the originating unit (Int16).")
    court = _attribute("court", "Court acronym, e.g. TJSP (category).")
    court_name = _attribute("court_name", "Court's full Portuguese name (category).")
    segment = _attribute("segment", "Branch of justice, e.g. Justiça Estadual (category).")
    state = _attribute("state", "UF of single-state courts (category).")
