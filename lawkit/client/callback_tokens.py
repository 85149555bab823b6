"""The secret in callback URLs: a :class:`~lawkit.client.CallbackReceiver` hands the provider
``http://host:port/callback?token=<secret>``, and only deliveries carrying the token are accepted.

The token is part of what creating calls send (``callbacks[].url``, ``urlCallback``) and of what
the provider may echo (the demand API's callback listing), so whatever lawkit stores — reuse keys
and records, cached answers — goes through :func:`without_tokens` first: each URL's ``token``
query value reads ``REDACTED``. Two submissions that differ only by their receiver's token are
therefore the same query (a new receiver does not make a paid query new).
"""

from __future__ import annotations

import re
from typing import TypeVar

#: The query parameter of a callback URL that holds the receiver's token.
TOKEN_PARAMETER = "token"
REDACTED = "REDACTED"

T = TypeVar("T")

_TEXT = re.compile(r"(https?://[^\s\"'<>]*?[?&]" + TOKEN_PARAMETER + r"=)[^&#\s\"'<>\\]+", re.I)
_BYTES = re.compile(_TEXT.pattern.encode(), re.I)


def without_tokens(value: T) -> T:
    """``value`` with every callback URL's token replaced by ``REDACTED``: text, bytes, or JSON
    values (dicts, lists, tuples) walked through; anything else returned as is."""
    if isinstance(value, str):
        return _TEXT.sub(r"\g<1>" + REDACTED, value)  # type: ignore[return-value]
    if isinstance(value, bytes):
        return _BYTES.sub(rb"\g<1>" + REDACTED.encode(), value)  # type: ignore[return-value]
    if isinstance(value, dict):
        return {without_tokens(k): without_tokens(v) for k, v in value.items()}  # type: ignore[return-value]
    if isinstance(value, list | tuple):
        return type(value)(without_tokens(v) for v in value)  # type: ignore[return-value]
    return value
