"""One exception hierarchy for everything lawkit raises.

``LawkitError`` is the root. Local bad input (``InvalidInput`` and its children) is also a
``ValueError`` and is always raised before any HTTP request is sent. Errors that come from the
provider (``APIError`` and its children) carry the HTTP status, the provider's message and a copy
of the answer when there is one; neither holds a secret of the client. ``DataWarning`` (a
warning, not an error) says that a payload could not be taken as delivered.
"""

from __future__ import annotations

from typing import Any


class LawkitError(Exception):
    """Root of every error lawkit raises."""


class InvalidInput(LawkitError, ValueError):
    """An argument was refused before anything was sent."""


class InvalidCNJ(InvalidInput):
    """A CNJ lawsuit number could not be read, or failed validation."""


class ResourceLimit(LawkitError, MemoryError):
    """An analysis needed more memory or temporary disk than it may use; the message names the
    memory limit and the spill directory (``lawkit.events.portfolio(memory_limit=...,
    spill_to=...)``)."""


class ConfigurationError(LawkitError):
    """Settings are missing or contradictory (URLs, credentials, cache)."""


class NotCached(LawkitError):
    """Offline mode was asked for something the cache does not hold."""


class CacheError(LawkitError):
    """The on-disk cache is unreadable (corrupt, truncated or locked)."""


class DatasetError(LawkitError):
    """A dataset on disk changed under lawkit while it was read (a file listed when the analysis
    opened it vanished): the answer would be short, so none is given."""


class APIError(LawkitError):
    """The provider (or the sandbox) answered with an error.

    Attributes:
        status: HTTP status code, or ``None`` when no answer came back.
        message: the provider's message (``"Access denied"``, ...), the client's secrets
            redacted.
        response: a copy of the answer, when there is one (a ``requests.Response``: status, URL,
            headers and body, the client's secrets redacted; no request, no redirect history),
            so that a pickled error holds no secret.
    """

    def __init__(self, message: str, *, status: int | None = None, response: Any = None) -> None:
        super().__init__(f"{status} {message}" if status else message)
        self.status = status
        self.message = message
        self.response = response


class AuthenticationError(APIError):
    """401 "Access denied" that a fresh token did not cure, or a rejected client secret."""


class InsufficientScope(AuthenticationError):
    """401 "Access denied" to a call the token's scope does not cover (valid credentials).

    Attributes:
        needed: the scopes any one of which allows the call (``svc-api:r``, ...).
        scope: the scope the token carries.
    """

    def __init__(
        self, message: str, *, needed: tuple[str, ...], scope: str, status: int, response: Any
    ) -> None:
        super().__init__(message, status=status, response=response)
        self.needed = needed
        self.scope = scope


class ProviderValidationError(APIError):
    """The provider refused an input (the spec's 401 validation rows). Never retried."""


class RateLimited(APIError):
    """429 "Waiting for request data", still failing after the bounded retries."""


class ServerError(APIError):
    """5xx (e.g. 500 "Result cannot be resolved"), still failing after the bounded retries."""


class NetworkError(APIError):
    """No answer: the connection was refused, dropped or timed out (``status`` is ``None``)."""


class NotFound(APIError):
    """404: the id does not exist."""


class AnswerTooLarge(APIError):
    """An answer larger than ``max_answer_bytes`` once decompressed: refused before it was read
    whole (a gzip bomb never inflates in memory) and never cached."""


class DataWarning(UserWarning):
    """A payload could not be taken as delivered: a value that could not go into a table is
    replaced (a lone surrogate by U+FFFD) or missing (a timestamp outside pandas' range), the
    message counts them; or a paged list whose pages never end was read only in part."""
