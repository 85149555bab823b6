"""Reading the payloads' outer shapes: which payloads an argument holds, envelopes, refusals.

Every converter reads its argument through :func:`payloads` (or :func:`one`) with the
:class:`Kind` of payload it converts. A kind is recognised by its outer shape - a few keys, looked
at once per payload, never inside - so a dict of another kind, or a container of payloads read as
if it were one, is refused instead of giving empty tables. What is inside a recognised payload is
not checked here: the converters tolerate anything there.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Iterator, Mapping, Sized
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import islice
from typing import Any

from lawkit.errors import InvalidInput

#: Keys of a mapping named in a message; longer texts are cut at :data:`_SHOWN_TEXT` characters.
_SHOWN_KEYS = 6
_SHOWN_TEXT = 40


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while tables are built.

    Building creates millions of lists but no reference cycles; left running, the collector
    would re-scan the whole parsed payload again and again (measured 10-25 % of the time on the
    10,000-lawsuit benchmark).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def as_dict(value: Any) -> dict:
    """``value`` when it is a dict, else an empty dict."""
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list:
    """``value`` when it is a list (or tuple), else an empty list."""
    return list(value) if isinstance(value, list | tuple) else []


def holds(payload: dict, key: str, kind: type) -> bool:
    """Whether ``payload`` has ``key`` holding a ``kind`` or null."""
    return key in payload and (payload[key] is None or isinstance(payload[key], kind))


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of payload a converter reads, recognised by its outer shape.

    Attributes:
        name: what it is, with its article (``"a capture lookup result"``).
        shape: how it is recognised, for messages (``"a dict with `requested`, ..."``).
        test: whether a dict is one; looks at a few keys only (a key other payloads share is
            told apart by the type of its value).
        mapping: how a mapping of them is called in messages.
    """

    name: str
    shape: str
    test: Callable[[dict], bool]
    mapping: str = "a mapping whose values are them"

    @property
    def accepted(self) -> str:
        """What :func:`payloads` accepts, for messages."""
        return f"{self.name} ({self.shape}), {self.mapping} or an iterable of them"


def payloads(value: Any, kind: Kind) -> list[dict]:
    """The payloads of ``kind`` in ``value``, in order.

    ``value`` is one payload, a mapping whose values are payloads (a
    :class:`~lawkit.client.WaitResult`, ``{id: payload}``) or an iterable of payloads or of
    such mappings. A ``{success, data}`` envelope stands for its ``data``, read the same way (null:
    nothing). Empty containers hold no payloads.

    Raises:
        InvalidInput: ``value``, or something in it, is none of these; the message names what was
            found and what ``kind`` accepts.
    """
    try:
        return _argument(value, kind)
    except _Stray as stray:
        got = describe(value)
        if stray.path:
            got += f" whose {', '.join(reversed(stray.path))} is {describe(stray.value)}"
        raise InvalidInput(f"expected {kind.accepted}; got {got}") from None


def one(value: Any, kind: Kind) -> dict:
    """The single payload of ``kind`` that ``value`` is, or holds in a ``{success, data}`` envelope.

    Raises:
        InvalidInput: ``value`` is anything else; the message names it and what ``kind`` is.
    """
    if isinstance(value, dict):
        body = value if kind.test(value) or not _is_envelope(value) else value["data"]
        if isinstance(body, dict) and kind.test(body):
            return body
    raise InvalidInput(
        f"expected {kind.name} ({kind.shape}) or its {{success, data}} envelope; "
        f"got {describe(value)}"
    )


def unwrap(payload: dict) -> Any:
    """The ``data`` of a ``{success, data}`` envelope, else the payload itself."""
    return payload["data"] if _is_envelope(payload) else payload


def describe(value: Any) -> str:
    """``value`` in a few words: a mapping by its first keys, a collection by its length, a
    scalar by its (shortened) repr."""
    name = type(value).__name__
    if value is None:
        return "None"
    if isinstance(value, Mapping):
        if not value:
            return f"an empty {name}"
        keys = ", ".join(short(key) for key in islice(value, _SHOWN_KEYS))
        more = f" and {len(value) - _SHOWN_KEYS} more" if len(value) > _SHOWN_KEYS else ""
        return f"{_article(name)} {name} with keys {keys}{more}"
    if isinstance(value, str | bytes | int | float):
        return f"{name} {short(value)}"
    if isinstance(value, Sized):
        return f"{_article(name)} {name} of {len(value)} item{'' if len(value) == 1 else 's'}"
    return f"{_article(name)} {name}"


class _Stray(Exception):
    """A value that is not a payload of the kind, and where it was (innermost first)."""

    def __init__(self, value: Any) -> None:
        super().__init__()
        self.value = value
        self.path: list[str] = []


def _argument(value: Any, kind: Kind) -> list[dict]:
    """Payloads of an argument (or of an envelope's ``data``)."""
    if isinstance(value, Mapping):
        return _entry(value, kind, mapping=True)
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise _Stray(value)
    found: list[dict] = []
    for index, item in enumerate(value):
        if type(item) is dict and kind.test(item):  # the common case, without a list per item
            found.append(item)
            continue
        try:
            found += _entry(item, kind, mapping=True)
        except _Stray as stray:
            stray.path.append(f"item {index}")
            raise
    return found


def _entry(value: Any, kind: Kind, mapping: bool) -> list[dict]:
    """Payloads of one value: a payload, an envelope or, when ``mapping``, a mapping of them.

    A mapping whose first value is not a payload is not taken for a mapping of payloads: the
    mapping itself is the stray (so a dict of another kind is named by its keys).
    """
    if isinstance(value, dict):
        if kind.test(value):
            return [value]
        if _is_envelope(value):
            try:
                return [] if value["data"] is None else _argument(value["data"], kind)
            except _Stray as stray:
                stray.path.append("data")
                raise
    if not mapping or not isinstance(value, Mapping):
        raise _Stray(value)
    found: list[dict] = []
    for index, (key, item) in enumerate(value.items()):
        if type(item) is dict and kind.test(item):
            found.append(item)
            continue
        try:
            found += _entry(item, kind, mapping=False)
        except _Stray as stray:
            if index == 0:
                raise _Stray(value) from None
            stray.path.append(f"value at {short(key)}")
            raise
    return found


def _is_envelope(payload: dict) -> bool:
    return "success" in payload and "data" in payload and len(payload) <= 3


def short(value: Any) -> str:
    """``repr(value)`` cut at :data:`_SHOWN_TEXT` characters, for messages."""
    text = repr(value)
    return text if len(text) <= _SHOWN_TEXT else f"{text[: _SHOWN_TEXT - 3]}..."


def _article(name: str) -> str:
    return "an" if name[:1].lower() in "aeiou" else "a"
