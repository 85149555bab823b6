"""Typed pandas arrays from plain Python lists, and frames built column by column from them.

The converters collect one list per column and call :func:`frame` once per table: the list goes
through a C-speed fast path (pyarrow / numpy) and only falls back to per-value cleaning when the
payload held values of the wrong type. A value that cannot go into its table as delivered is
counted in a :class:`~lawkit.errors.DataWarning` by :func:`frame`: text holding a lone surrogate
(UTF-8 cannot encode it) gets U+FFFD in its place; a timestamp outside pandas' range is missing,
its text kept in the ``<column>_text`` column where the contract has one.
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd

from lawkit.columns import Distinct, distinct, encodable
from lawkit.errors import DataWarning
from lawkit.tidy import contracts
from lawkit.tidy._payloads import short
from lawkit.tidy.parse import ARROW_ERRORS, TIMESTAMP_RANGE, arrow_text, as_text, timestamps


def text(values: Sequence[Any]) -> pd.arrays.ArrowStringArray:
    """A ``string[pyarrow]`` array; non-text values are written as text, never dropped."""
    return pd.arrays.ArrowStringArray(arrow_text(values))


def free_text(values: Sequence[Any]) -> pd.arrays.StringArray:
    """A ``string[python]`` array referencing the str objects (no copy of the text), one object
    per distinct value: equal texts (a court's standard phrases, on every lawsuit) share it, so
    they are checked, held and later compared once.

    Raises:
        UnicodeEncodeError: a value holds a lone surrogate, as the arrow-backed kinds do.
    """
    return shared_text(values)[0]


def shared_text(values: Sequence[Any]) -> tuple[pd.arrays.StringArray, Distinct]:
    """:func:`free_text`, and the distinct values it found with each value's position among
    them (:func:`lawkit.columns.distinct`), for a caller that reads them next.

    Raises:
        UnicodeEncodeError: a value holds a lone surrogate, as the arrow-backed kinds do.
    """
    try:
        found, positions = distinct(values)
        array = _string_array(found)
    except (TypeError, ValueError):  # values that are not text: write them as text
        return shared_text([as_text(v) for v in values])
    # What arrow would refuse: a lone surrogate, which only text beyond Latin-1 can hold.
    # str.isascii costs nothing and a Latin-1 copy a thirtieth of encoding to UTF-8.
    for value in found.tolist():
        if value.__class__ is str and not value.isascii():
            try:
                value.encode("latin-1")
            except UnicodeEncodeError:
                value.encode()
    return array.take(positions), (found, positions)


def _string_array(objects: np.ndarray) -> pd.arrays.StringArray:
    """Wrap an object array of str/None, checked in one pass (ValueError if anything else)."""
    try:
        return pd.arrays.StringArray(objects, dtype=contracts.DTYPES["text"])
    except TypeError:  # pandas < 3: no dtype argument, python storage is the only one
        return pd.arrays.StringArray(objects)


def category(values: Sequence[Any]) -> pd.Categorical:
    """A categorical of the values as text (dictionary-encoded by pyarrow)."""
    encoded = arrow_text(values).dictionary_encode()
    codes = encoded.indices.fill_null(-1).to_numpy(zero_copy_only=False).astype(np.int32)
    categories = pd.Index(pd.arrays.ArrowStringArray(encoded.dictionary))
    return pd.Categorical.from_codes(codes, categories=categories)


def _integer(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    if isinstance(value, str):
        stripped = value.strip()
        return int(stripped) if stripped.lstrip("-").isdigit() else None
    return None


def integers(values: Sequence[Any], dtype: object) -> pd.api.extensions.ExtensionArray:
    """A nullable integer array; values that are not whole numbers become NA."""
    try:
        return pd.array(values, dtype=dtype)
    except ARROW_ERRORS:
        pass
    info = np.iinfo(str(dtype).lower())
    cleaned = [_integer(v) for v in values]
    cleaned = [v if v is not None and info.min <= v <= info.max else None for v in cleaned]
    return pd.array(cleaned, dtype=dtype)


def _number(value: Any) -> float | None:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return None


def floats(values: Sequence[Any]) -> pd.api.extensions.ExtensionArray:
    """A ``Float64`` array; values that are not numbers become NA."""
    try:
        return pd.array(values, dtype="Float64")
    except ARROW_ERRORS:
        return pd.array([_number(v) for v in values], dtype="Float64")


_TRUE = {"true", "t", "yes", "y", "s", "sim", "1"}
_FALSE = {"false", "f", "no", "n", "nao", "não", "0"}


def _boolean(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return None if value not in (0, 1) else bool(value)
    if isinstance(value, str):
        lowered = value.strip().lower()
        return True if lowered in _TRUE else False if lowered in _FALSE else None
    return None


def booleans(values: Sequence[Any]) -> pd.api.extensions.ExtensionArray:
    """A nullable boolean array; ``"S"``/``"N"``, ``"true"``/``"false"``, 1/0 are understood."""
    return pd.array([_boolean(v) for v in values], dtype="boolean")


def dates(values: Sequence[Any]) -> np.ndarray:
    """Calendar days (``datetime64[ns]``) from ``YYYY-MM-DD`` text; other values become NaT."""
    parsed = pd.to_datetime(pd.Series(text(values)), format="%Y-%m-%d", errors="coerce").astype(
        "datetime64[ns]"
    )
    return parsed.to_numpy()


def missing(dtype: object, length: int) -> Any:
    """An all-missing array of ``length`` values of ``dtype`` (a contract column's dtype)."""
    empty = pd.array([], dtype=dtype)
    return empty.take(np.full(length, -1, dtype=np.intp), allow_fill=True)


def convert(kind: str, values: Any, naive_tz: str = "UTC") -> Any:
    """Typed array of the contract kind ``kind`` from a list (or an already typed array)."""
    if not isinstance(values, list):
        if kind == "category" and isinstance(values.dtype, pd.CategoricalDtype):
            return values
        if values.dtype == contracts.DTYPES[kind]:
            return values
        return pd.array(values).astype(contracts.DTYPES[kind])
    if not values or (values[0] is None and values.count(None) == len(values)):
        return missing(contracts.DTYPES[kind], len(values))
    if kind in ("string", "key"):
        return text(values)
    if kind == "text":
        return free_text(values)
    if kind == "category":
        return category(values)
    if kind == "timestamp":
        return timestamps(values, naive_tz=naive_tz)
    if kind == "date":
        return dates(values)
    if kind == "Float64":
        return floats(values)
    if kind == "boolean":
        return booleans(values)
    return integers(values, contracts.DTYPES[kind])


def frame(table: str, data: Mapping[str, Any], length: int, naive_tz: str = "UTC") -> pd.DataFrame:
    """The frame of ``table`` from column lists or typed arrays; absent columns are all-NA.

    Args:
        table: contract name.
        data: column name -> list of raw values or a typed array, each of ``length`` values.
        length: number of rows.
        naive_tz: zone in which zone-less timestamp text is read.
    """
    out = {}
    for col in contracts.columns(table):
        values = data.get(col.name)
        if values is None:
            out[col.name] = missing(col.dtype, length)
            continue
        if len(values) != length:
            raise ValueError(f"{table}.{col.name}: {len(values)} values for {length} rows")
        out[col.name] = _converted(f"{table}.{col.name}", col.kind, values, naive_tz)
    for col in contracts.columns(table):
        if col.kind == "timestamp" and isinstance(data.get(col.name), list):
            _unread_instants(table, col.name, data[col.name], out)
    return pd.DataFrame(out, copy=False)


def _converted(where: str, kind: str, values: Any, naive_tz: str) -> Any:
    """:func:`convert`; text holding a lone surrogate is converted with U+FFFD in its place."""
    try:
        return convert(kind, values, naive_tz)
    except UnicodeEncodeError:
        cleaned, count = encodable([as_text(v) for v in values])
        warnings.warn(
            f"lawkit.tidy: {count} value(s) of {where} held a lone surrogate (a JSON escape "
            "such as \\ud800, which UTF-8 cannot encode): it is replaced by U+FFFD in the "
            "table; the payload itself is unchanged",
            DataWarning,
            stacklevel=4,
        )
        return convert(kind, cleaned, naive_tz)


def _unread_instants(table: str, name: str, values: list, out: dict[str, Any]) -> None:
    """Count the texts of timestamp column ``name`` that became NaT (unreadable, or outside
    :data:`~lawkit.tidy.parse.TIMESTAMP_RANGE`) in a warning; keep them in ``<name>_text``
    when the contract has that column."""
    parsed = pd.Series(out[name])
    if not parsed.isna().any():
        return
    given = pd.Series(text(encodable([as_text(v) for v in values])[0]))
    unread = (parsed.isna() & given.str.strip().ne("")).fillna(False).astype(bool)
    if not unread.any():
        return
    kept = f"{name}_text" in {c.name for c in contracts.columns(table)}
    if kept:
        out[f"{name}_text"] = given.where(unread).array
    where = f"their text is kept in {table}.{name}_text" if kept else "their text is not kept"
    first, last = (t.date().isoformat() for t in TIMESTAMP_RANGE)
    warnings.warn(
        f"lawkit.tidy: {int(unread.sum())} value(s) of {table}.{name} could not be read as an "
        f"instant from {first} to {last} (what pandas' nanosecond timestamps hold), e.g. "
        f"{short(given[unread].iloc[0])}: they are missing (NaT); {where}",
        DataWarning,
        stacklevel=4,
    )


def records_frame(
    table: str, rows: Sequence[Mapping[str, Any]], naive_tz: str = "UTC"
) -> pd.DataFrame:
    """The frame of ``table`` from row dicts holding raw values (absent keys are missing)."""
    present: set[str] = set()
    for row in rows:
        present.update(row)
    names = [c.name for c in contracts.columns(table) if c.name in present]
    return frame(table, {n: [row.get(n) for row in rows] for n in names}, len(rows), naive_tz)
