"""Parsing of the values the payloads carry as text: timestamps, money, CNJ numbers, poles, OAB.

All functions are total: a value that cannot be read becomes missing (and, for money, its text is
kept), never an exception.
"""

from __future__ import annotations

import functools
import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from zoneinfo import ZoneInfo

import numpy as np
import pandas as pd
import pyarrow as pa

from lawkit import cnj as cnjlib
from lawkit.cnj import courts
from lawkit.errors import LawkitError

UTC = "UTC"
#: The zone the demand API's zone-less ``YYYY-MM-DD HH:MM:SS`` text is read in.
BRAZIL = "America/Sao_Paulo"

#: What pyarrow raises when values do not convert.
ARROW_ERRORS = (pa.ArrowInvalid, pa.ArrowTypeError, TypeError, ValueError, OverflowError)
#: Zone-less forms tried, in order, after ISO 8601: DataJud's compact form and Brazilian dates.
_FALLBACK_FORMATS = ("%Y%m%d%H%M%S", "%d/%m/%Y %H:%M:%S", "%d/%m/%Y %H:%M", "%d/%m/%Y", "%Y%m%d")
_ZONE = r"(?:[Zz]|[+-]\d{2}:?\d{2})$"
#: The whole days pandas' ``datetime64[ns]`` holds: instants outside them become NaT.
TIMESTAMP_RANGE = (pd.Timestamp("1677-09-22", tz=UTC), pd.Timestamp("2262-04-11", tz=UTC))
_TIMESTAMP_DTYPE = pd.DatetimeTZDtype("ns", UTC)


def as_text(value: Any) -> str | None:
    """``value`` as text: strings unchanged, numbers as written, objects/arrays as JSON."""
    if value is None or isinstance(value, str):
        return value
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, bool | dict | list | tuple):
        return json.dumps(value, ensure_ascii=False, default=str)
    return str(value)


def arrow_text(values: Sequence[Any]) -> pa.Array:
    """A pyarrow ``large_string`` array of the values (non-text values written as text)."""
    try:
        return pa.array(values, type=pa.large_string())
    except ARROW_ERRORS:
        return pa.array([as_text(v) for v in values], type=pa.large_string())


def timestamps(values: Sequence[Any], naive_tz: str = UTC) -> pd.api.extensions.ExtensionArray:
    """``datetime64[ns, UTC]`` values from timestamp text of any precision.

    Understands ISO 8601 with any fraction (none, milli-, micro-, nanoseconds) and a zone (``Z``
    or an offset), zone-less ISO 8601 (``YYYY-MM-DD HH:MM:SS``), DataJud's compact
    ``YYYYMMDDhhmmss`` and Brazilian ``DD/MM/YYYY[ HH:MM[:SS]]``. Zone-less text is read in
    ``naive_tz``. Text that cannot be read, and instants outside the nanosecond range
    (1677-2262), become NaT.

    Args:
        values: text values (``None`` for missing).
        naive_tz: IANA zone for zone-less text, e.g. ``"America/Sao_Paulo"``.
    """
    array = arrow_text(values)
    try:
        return _from_arrow(array.cast(pa.timestamp("ns", tz=UTC)))
    except ARROW_ERRORS:
        pass
    try:
        naive = _from_arrow(array.cast(pa.timestamp("ns")))
    except ARROW_ERRORS:
        return _slow_timestamps(pd.Series(pd.arrays.ArrowStringArray(array)), naive_tz)
    return _localize(pd.Series(naive), naive_tz).array


def _from_arrow(array: pa.Array) -> pd.api.extensions.ExtensionArray:
    return pd.Series(array.to_pandas()).array


def _localize(naive: pd.Series, zone: str) -> pd.Series:
    daylight = np.ones(len(naive), dtype=bool)  # a repeated hour: its first occurrence
    tz = zone if zone == UTC else ZoneInfo(zone)  # zoneinfo on pandas 2.2 too (not pytz)
    local = naive.dt.tz_localize(tz, ambiguous=daylight, nonexistent="shift_forward")
    return _in_range(local.dt.tz_convert(UTC))


def _in_range(aware: pd.Series) -> pd.Series:
    inside = aware.between(*TIMESTAMP_RANGE) | aware.isna()
    return aware.where(inside).astype(_TIMESTAMP_DTYPE)


def _slow_timestamps(text: pd.Series, naive_tz: str) -> pd.api.extensions.ExtensionArray:
    text = text.str.strip()
    zoned = text.str.contains(_ZONE, regex=True).fillna(False).astype(bool)
    result = pd.Series(pd.NaT, index=text.index, dtype=_TIMESTAMP_DTYPE)
    if zoned.any():
        parsed = pd.to_datetime(text[zoned], format="ISO8601", utc=True, errors="coerce")
        result[zoned] = _in_range(parsed)
    naive = text[~zoned & text.notna()]
    if len(naive):
        parsed = pd.to_datetime(naive, format="ISO8601", errors="coerce")
        for fmt in _FALLBACK_FORMATS:
            left = parsed.isna()
            if not left.any():
                break
            parsed[left] = pd.to_datetime(naive[left], format=fmt, errors="coerce")
        result[naive.index] = _localize(parsed, naive_tz)
    return result.array


_MONEY_BODY = re.compile(r"\d[\d.,]*")
_GROUPED = re.compile(r"\d{1,3}(?:[.,]\d{3})+")


def money(value: Any) -> float | None:
    """A money amount from the payloads' text, e.g. ``"1234.56"``, ``"R$ 81.439,78"``,
    ``"81439,78"``, ``"-1.000"``; ``None`` when it cannot be read unambiguously.

    Rules: ``R$`` and spaces are ignored; when both ``.`` and ``,`` appear the last one is the
    decimal separator; a single kind of separator appearing more than once separates thousands;
    a single ``,`` is a decimal comma and a single ``.`` a decimal point (the spec's form).
    """
    if isinstance(value, int | float) and not isinstance(value, bool):
        number = float(value) if abs(value) < 1e300 else math.nan
        return None if math.isnan(number) else number
    if not isinstance(value, str):
        return None
    body = re.sub(r"\s+", "", value.replace("R$", ""))
    negative = body.startswith("-") or (body.startswith("(") and body.endswith(")"))
    body = body.strip("-()")
    if not _MONEY_BODY.fullmatch(body) or body[-1] in ".,":
        return None
    last = max(body.rfind("."), body.rfind(","))
    separators = {c for c in body if c in ".,"}
    if len(separators) == 2 or body.count(body[last]) == 1:
        integral, fraction = body[:last], body[last + 1 :]
    else:
        integral, fraction = body, ""
    if any(c in ".," for c in integral) and not _GROUPED.fullmatch(integral):
        return None
    number = float(re.sub(r"[.,]", "", integral) + "." + (fraction or "0"))
    return -number if negative else number


@dataclass(frozen=True, slots=True)
class CNJInfo:
    """What a lawsuit's CNJ text says: the join key and the decoded court fields."""

    cnj: str | None
    valid: bool | None
    court: str | None = None
    segment: str | None = None
    state: str | None = None
    year: int | None = None


_NO_CNJ = CNJInfo(None, None)


def cnj_info(raw: Any, cache: dict[Any, CNJInfo] | None = None) -> CNJInfo:
    """Canonical CNJ and decoded court fields of ``raw``; the stripped text when it is invalid.

    Args:
        raw: CNJ text in any punctuation (or digits only), or ``None``.
        cache: optional dict memoising results within one conversion.
    """
    if raw is None or raw == "":
        return _NO_CNJ
    key = raw if isinstance(raw, str | int) else as_text(raw)
    if key is None:
        return _NO_CNJ
    if cache is not None and key in cache:
        return cache[key]
    try:
        parsed = cnjlib.parse(key)
        info = CNJInfo(
            parsed.formatted, True, parsed.court, parsed.segment, parsed.state, int(parsed.year)
        )
    except (LawkitError, ValueError, TypeError):
        stripped = str(key).strip()
        info = CNJInfo(stripped or None, False if stripped else None)
    if cache is not None:
        cache[key] = info
    return info


def cnj_columns(raw: pd.Series) -> dict[str, pd.Series]:
    """Vectorised :func:`cnj_info` over a Series of CNJ text (via the ``Series.cnj`` accessor).

    Returns:
        ``cnj`` (canonical, or the stripped text when invalid), ``cnj_valid``, ``court``,
        ``segment``, ``state`` and ``year`` (decoded from valid numbers only).
    """
    text = raw.astype(pd.StringDtype("pyarrow")).str.strip()
    text = text.where(text != "")
    canonical = text.cnj.normalize()
    valid = canonical.cnj.is_valid().fillna(False).astype(bool)
    return {
        "cnj": canonical.where(valid, text),
        "cnj_valid": valid.astype("boolean").where(text.notna()),
        **{name: getattr(canonical.cnj, name) for name in ("court", "segment", "state", "year")},
    }


_POLES = {
    "active": "active",
    "ativo": "active",
    "polo_ativo": "active",
    "passive": "passive",
    "passivo": "passive",
    "polo_passivo": "passive",
}


def pole(value: Any) -> str | None:
    """``active``/``passive`` for the APIs' spellings; other poles lower-cased as delivered."""
    known = _POLES.get(value) if isinstance(value, str) else None
    if known:
        return known
    text = as_text(value)
    if text is None:
        return None
    lowered = text.strip().lower()
    return _POLES.get(lowered, lowered or None)


_OAB = re.compile(
    r"^\s*(?:([A-Za-z]{2})\s*[-/ ]?\s*)?\d[\d.]*[A-Za-z]?\s*(?:[-/ ]\s*([A-Za-z]{2}))?\s*$"
)


def oab_uf(oab: Any) -> str | None:
    """The UF written in an OAB registration such as ``"123456/SP"`` or ``"SP 123456"``."""
    match = _OAB.match(oab) if isinstance(oab, str) else None
    uf = (match.group(1) or match.group(2) or "").upper() if match else ""
    return uf if uf in _ufs() else None


@functools.cache
def _ufs() -> frozenset[str]:
    """The 27 UFs: the states the courts of the CNJ table serve."""
    return frozenset(state for court in courts() for state in court.states)
