"""Input checks shared by the endpoint modules, run before anything is sent.

Each function returns the value in the form the provider expects, or raises an
:class:`~lawkit.errors.InvalidInput` (or :class:`~lawkit.errors.InvalidCNJ`) saying what was
wrong and what is allowed.
"""

from __future__ import annotations

import datetime as dt
import math
import reprlib
import uuid
from collections.abc import Callable, Iterable, Mapping
from typing import Any
from urllib.parse import urlsplit

from lawkit import cnj as _cnj
from lawkit.errors import InvalidCNJ, InvalidInput
from lawkit.spec import (
    CALLBACK_METHODS,
    DEMAND_CREDENTIAL_FIELDS,
    FILTER_DOCS,
    KEYS,
    MAX_CALLBACKS,
    STATUSES,
)

_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 80

DateLike = dt.date | dt.datetime | str
#: Gives the current date (the client's gives the provider's): asked only of a number that reads
#: as valid, whose filing year it then judges.
Today = Callable[[], dt.date]


def shown(value: Any) -> str:
    """``repr(value)`` cut to a readable length (a message never quotes a huge input whole)."""
    return _REPR.repr(value)


def text(value: Any, name: str) -> str:
    """A non-empty string (surrounding spaces removed)."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(f"{name} must be a non-empty string, got {shown(value)}")
    return value.strip()


def uuid_text(value: Any, name: str) -> str:
    """A UUID in its canonical lowercase text form."""
    try:
        return str(uuid.UUID(str(value).strip()))
    except (ValueError, AttributeError):
        raise InvalidInput(
            f"{name} must be a UUID such as 'd9428888-122b-11e1-b85c-61cd3cbb3210', got "
            f"{shown(value)}"
        ) from None


def is_uuid(value: Any) -> bool:
    """Whether ``value`` reads as a UUID."""
    try:
        uuid.UUID(str(value).strip())
    except (ValueError, AttributeError):
        return False
    return True


def cnj(value: Any, name: str = "cnj", *, today: Today | None = None) -> str:
    """A valid CNJ number (check digits, court) in canonical form ``NNNNNNN-DD.AAAA.J.TR.OOOO``;
    given ``today``, filed no later than its year (:func:`filed`).

    Messy input (spaces, missing punctuation, dropped leading zeros) is accepted.
    """
    if not isinstance(value, str | int):
        raise InvalidCNJ(f"{name} must be a CNJ number as text, got {shown(value)}")
    try:
        number = _cnj.parse(str(value)).formatted
    except InvalidCNJ as exc:
        raise InvalidCNJ(f"{name}: {exc}") from None
    if today is not None:  # asked once the number reads as valid (it may cost a call)
        filed({name: number}, today())
    return number


def filed(numbers: Mapping[str, str], today: dt.date) -> None:
    """Refuse a CNJ number filed after ``today``'s year (``numbers``: argument name -> valid
    number), naming it."""
    for name, number in numbers.items():
        try:
            _cnj.parse(number, today=today)
        except InvalidCNJ as exc:
            raise InvalidCNJ(f"{name}: {exc}") from None


def cnj_digits(value: Any, name: str = "cnj", *, today: Today | None = None) -> str:
    """A CNJ number as its 20 digits, without punctuation (checked as by :func:`cnj`)."""
    return "".join(ch for ch in cnj(value, name, today=today) if ch.isdigit())


def key(value: Any, allowed: tuple[str, ...] = KEYS) -> str:
    """A parameter key from ``allowed``."""
    if value not in allowed:
        raise InvalidInput(f"key {shown(value)} is not allowed; allowed: {', '.join(allowed)}")
    return value


def date(value: Any, name: str) -> str:
    """A date as ``YYYY-MM-DD`` from a ``date``, ``datetime`` or ``YYYY-MM-DD`` text."""
    if isinstance(value, dt.datetime):
        return value.date().isoformat()
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value.strip()).isoformat()
        except ValueError:
            pass
    raise InvalidInput(f"{name} must be a date, datetime or 'YYYY-MM-DD' text, got {shown(value)}")


def date_range(start: Any, end: Any, *, required: bool = True) -> dict[str, str]:
    """``{"start": ..., "end": ...}`` with start <= end; both absent is allowed if not required."""
    if start is None and end is None and not required:
        return {}
    if start is None or end is None:
        raise InvalidInput(
            f"start and end are both required, got start={shown(start)}, end={shown(end)}"
        )
    first, last = date(start, "start"), date(end, "end")
    if first > last:
        raise InvalidInput(f"start {first} is after end {last}; start must be on or before end")
    return {"start": first, "end": last}


def list_filters(
    start: Any, end: Any, number: Any, *, keyed: bool, today: Today | None = None
) -> dict[str, str]:
    """The query of a list filtered by creation date (``start`` and ``end``, both or neither)
    and by the CNJ ``number`` (checked as by :func:`cnj`, sent canonical as ``value``; with
    ``key=cnj`` where the list is ``keyed`` by several kinds of parameter); ``None`` filters
    nothing."""
    params = date_range(start, end, required=False)
    if number is not None:
        params.update({"key": "cnj"} if keyed else {}, value=cnj(number, today=today))
    return params


def http_url(value: Any, name: str) -> str:
    """An absolute http(s) URL."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(f"{name} must be an http:// or https:// URL, got {shown(value)}")
    parts = urlsplit(value.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise InvalidInput(f"{name} must be an http:// or https:// URL, got {shown(value)}")
    return value.strip()


def callbacks(value: Any, *, allow_headers: bool) -> list[dict[str, Any]]:
    """Callback descriptors ``{"method", "url"[, "headers"]}``.

    Accepts one descriptor (a mapping, or an object with a ``descriptor()`` method such as
    :class:`lawkit.client.callbacks.CallbackReceiver`) or an iterable of at most
    :data:`MAX_CALLBACKS` of them.
    """
    if value is None:
        return []
    if isinstance(value, Mapping) or hasattr(value, "descriptor"):
        value = [value]
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise InvalidInput(
            f"callbacks must be a list of {{'method', 'url'}} mappings, got {shown(value)}"
        )
    value = list(value)
    if len(value) > MAX_CALLBACKS:
        raise InvalidInput(f"callbacks holds {len(value)} descriptors; at most {MAX_CALLBACKS}")
    return [_callback(item, allow_headers, i) for i, item in enumerate(value)]


def _callback(item: Any, allow_headers: bool, index: int) -> dict[str, Any]:
    where = f"callbacks[{index}]"
    if hasattr(item, "descriptor"):
        item = item.descriptor()
    if not isinstance(item, Mapping):
        raise InvalidInput(f"{where} must be a mapping with 'method' and 'url', got {shown(item)}")
    allowed = {"method", "url", "headers"} if allow_headers else {"method", "url"}
    extra = sorted(set(item) - allowed)
    if extra:
        hint = "" if allow_headers else " (headers are accepted by the monitoring API only)"
        raise InvalidInput(
            f"{where} has unexpected field(s) {', '.join(extra)}; allowed: "
            f"{', '.join(sorted(allowed))}{hint}"
        )
    method = str(item.get("method") or "").upper()
    if method not in CALLBACK_METHODS:
        raise InvalidInput(
            f"{where}.method must be one of {', '.join(CALLBACK_METHODS)}, "
            f"got {shown(item.get('method'))}"
        )
    out: dict[str, Any] = {"method": method, "url": http_url(item.get("url"), f"{where}.url")}
    if "headers" in item:
        headers = item["headers"]
        if not isinstance(headers, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in headers.items()
        ):
            raise InvalidInput(f"{where}.headers must map header names to strings")
        out["headers"] = dict(headers)
    return out


def choice(value: Any, name: str, allowed: tuple[str, ...]) -> str:
    """One of ``allowed``."""
    if value not in allowed:
        raise InvalidInput(f"{name} {shown(value)} is not allowed; allowed: {', '.join(allowed)}")
    return value


def many(value: Any, name: str) -> list[Any]:
    """The items of a list (any iterable but a mapping), or one string as a list of one."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, bytes | Mapping) or not isinstance(value, Iterable):
        raise InvalidInput(f"{name} must be a list, got {shown(value)}")
    return list(value)


def some(value: Any, name: str, what: str) -> list[Any]:
    """The items of a list of CNJ numbers or ids (as :func:`many`), at least one.

    An empty list is refused everywhere on the provider's client: it is almost always a filter
    that matched nothing, and a call with nothing in it would hide that (DataJud's ``search``
    refuses it too, where it would read as a search of the whole population).
    """
    items = many(value, name)
    if not items:
        raise InvalidInput(
            f"{name} is empty: at least one {what} is needed (an empty list is usually a "
            "filter that matched nothing)"
        )
    return items


def filter_doc(values: Any) -> list[str]:
    """Document kinds for the demand API's ``filterDoc``."""
    if values is None:
        return []
    return [choice(v, "filter_doc value", FILTER_DOCS) for v in many(values, "filter_doc")]


def statuses(value: Any) -> dict[str, bool]:
    """Status filter flags (``{"success": True, ...}``) from a status name or names."""
    if value is None:
        return {}
    return {choice(name, "status", STATUSES): True for name in many(value, "status")}


def flag(value: Any, name: str) -> bool:
    """A ``bool`` (``"no"`` would otherwise read as true)."""
    if not isinstance(value, bool):
        raise InvalidInput(f"{name} must be True or False, got {shown(value)}")
    return value


def seconds(value: Any, name: str, *, optional: bool = False, zero: bool = True) -> float | None:
    """A finite number of seconds, >= 0 (> 0 when ``zero`` is false); ``None`` if optional."""
    if value is None and optional:
        return None
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if not number or not math.isfinite(value) or value < 0 or (value == 0 and not zero):
        bound = ">= 0" if zero else "> 0"
        none = " or None" if optional else ""
        raise InvalidInput(f"{name} must be a number of seconds {bound}{none}, got {shown(value)}")
    return float(value)


def count(value: Any, name: str, *, optional: bool = False) -> int | None:
    """A positive ``int`` (``None`` if optional)."""
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidInput(f"{name} must be a positive integer, got {shown(value)}")
    return value


def demand_credentials(value: Any) -> dict[str, str] | None:
    """The demand API's credentials object (all four fields, as strings)."""
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise InvalidInput(
            f"credentials must be a mapping with {', '.join(DEMAND_CREDENTIAL_FIELDS)}"
        )
    missing = [f for f in DEMAND_CREDENTIAL_FIELDS if not isinstance(value.get(f), str)]
    extra = sorted(set(value) - set(DEMAND_CREDENTIAL_FIELDS))
    if missing or extra:
        raise InvalidInput(
            "credentials must have exactly the text fields "
            f"{', '.join(DEMAND_CREDENTIAL_FIELDS)}"
            + (f"; missing {', '.join(missing)}" if missing else "")
            + (f"; unexpected {', '.join(extra)}" if extra else "")
        )
    return dict(value)
