"""What lawkit never shows: the secrets one client knows, taken out of what it builds.

A server may echo what it was sent: a proxy's error page listing the request's headers, a
gateway quoting the URL with its ``idArtifact``. Whatever lawkit builds from an answer - the
messages of its errors and warnings, the log lines of its retries, the answer an error keeps -
goes through :class:`Secrets` first: every value it knows (the client secret, the artifact id,
the DataJud key, each bearer token issued), plain or URL-quoted, reads ``REDACTED``, and so does
whatever follows ``Bearer`` or ``APIKey``, any JWT, and the value of a secret query parameter
(``idArtifact=...``).

URLs are logged through :func:`redact`; the DEBUG lines of urllib3 and requests-cache, which
print full URLs, get the same through a logging filter (:class:`RedactSecrets`).
"""

from __future__ import annotations

import logging
import re
import threading
from typing import TypeVar
from urllib.parse import quote, quote_plus

import requests
from requests.structures import CaseInsensitiveDict
from requests_cache.cache_keys import filter_url

from lawkit.client.cache import IGNORED_PARAMETERS, SECRET_PARAMETERS

REDACTED = "REDACTED"
#: Known values shorter than this are left to the patterns (an artifact id "1" in a test is
#: not worth blanking every "1" of a message).
SHORTEST = 6
#: ``idArtifact=...`` and the other secret parameters, in a URL or any text.
SECRET_IN_TEXT = re.compile(
    r"\b(" + "|".join(map(re.escape, SECRET_PARAMETERS)) + r")=[^&\s\"']*", re.IGNORECASE
)
#: What follows the authorization schemes lawkit sends, and a JWT anywhere.
_CREDENTIALS = re.compile(r"\b(bearer|apikey)(\s+)[\w.~+/=-]+", re.IGNORECASE)
_JWT = re.compile(r"\beyJ[\w-]{4,}\.eyJ[\w-]{4,}\.[\w-]+")

T = TypeVar("T", str, bytes)


def redact(url: str) -> str:
    """``url`` with secret query parameters (idArtifact, ...) replaced by REDACTED."""
    return filter_url(url, IGNORED_PARAMETERS) if "?" in url else url


class RedactSecrets(logging.Filter):
    """Rewrites log records so that ``idArtifact=...`` and friends read ``=REDACTED``.

    Installed on the loggers of urllib3 and requests-cache, which print full URLs at DEBUG.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        redacted = SECRET_IN_TEXT.sub(r"\1=" + REDACTED, message)
        if redacted != message:
            record.msg, record.args = redacted, ()
        return True


# Filters act on the logger a record is created on, so each module logger gets one.
for _name in (
    "urllib3.connectionpool",
    "requests_cache.session",
    "requests_cache.policy.actions",
    "requests_cache.policy.expiration",
):
    logging.getLogger(_name).addFilter(RedactSecrets())


class Secrets:
    """The secrets one client knows, and text, bytes and answers with them redacted.

    Args:
        values: the client's secrets (``None`` for one not configured); more are added with
            :meth:`add` (each bearer token as it is issued).
    """

    def __init__(self, *values: str | None) -> None:
        self._known: set[str] = set()
        self._lock = threading.Lock()
        self._text: re.Pattern[str] | None = None
        self._bytes: re.Pattern[bytes] | None = None
        for value in values:
            self.add(value)

    def add(self, value: str | None) -> None:
        """Know ``value`` as a secret from now on (also URL-quoted)."""
        if not value or len(value) < SHORTEST:
            return
        with self._lock:
            self._known |= {value, quote(value, safe=""), quote_plus(value)}
            spelled = sorted(self._known, key=len, reverse=True)  # the longest spelling first
            self._text = re.compile("|".join(map(re.escape, spelled)))
            self._bytes = re.compile(self._text.pattern.encode())

    def __call__(self, value: T) -> T:
        """``value`` (text or bytes) with every secret it holds replaced by ``REDACTED``."""
        if isinstance(value, bytes):
            return self._redacted_bytes(value)
        value = _CREDENTIALS.sub(r"\1\2" + REDACTED, value)
        value = _JWT.sub(REDACTED, SECRET_IN_TEXT.sub(r"\1=" + REDACTED, value))
        return value if self._text is None else self._text.sub(REDACTED, value)

    def _redacted_bytes(self, value: bytes) -> bytes:
        # Latin-1 maps bytes to text one to one: the patterns (ASCII) see the bytes as they are.
        text = self(value.decode("latin-1")).encode("latin-1")
        return text if self._bytes is None else self._bytes.sub(REDACTED.encode(), text)

    def answer(self, response: requests.Response) -> requests.Response:
        """A copy of an answer for an error to keep: its status, URL, headers and body with the
        secrets redacted; no request, no redirect history, no connection (pickled, it holds
        nothing of what was sent)."""
        copy = requests.Response()
        copy.status_code, copy.reason = response.status_code, response.reason
        copy.url = self(redact(response.url or ""))
        copy.encoding, copy.elapsed = response.encoding, response.elapsed
        copy.headers = CaseInsensitiveDict({k: self(v) for k, v in response.headers.items()})
        copy._content = self(response.content or b"")
        return copy
