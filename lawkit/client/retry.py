"""What to do after one try of a call: the policy of :mod:`lawkit.client.http` as a pure function.

:func:`decide` reads what a try met (:class:`Attempt`) and the retry budget (:class:`Limits`) and
returns a :class:`Decision`; :meth:`lawkit.client.http.HTTP.send` carries it out. The policy:

======================================================  ==========================================
what the try met                                        decision
======================================================  ==========================================
a 2xx answer                                            return it
offline, and the cache has no answer (504)              raise NotCached
401 "Access denied" to a bearer call, first time        renew the token and replay
401 "Access denied" to a bearer call, again             raise AuthenticationError
401 to a call without a bearer token (token endpoint:   raise AuthenticationError
a wrong secret; demand API: a wrong idArtifact)
any other 401 (the spec's validation messages)          raise ProviderValidationError, never retry
404                                                     raise NotFound
429 "Waiting for request data" (any method: the spec    retry after max(Retry-After, backoff),
says it was not processed)                              else raise RateLimited
5xx on GET/DELETE/PUT/HEAD/OPTIONS                      retry after backoff, else ServerError
5xx on a POST that can be reconciled                    reconcile: the record found is returned;
                                                        none found -> retry, else ServerError
5xx on a POST that cannot be reconciled                 raise ServerError
no answer, the request never left (connection refused)  retry, else NetworkError
no answer on an idempotent method                       retry, else NetworkError
no answer on a POST that can be reconciled              reconcile, then as above
no answer on a POST that cannot be reconciled           raise NetworkError ("may have been
                                                        applied")
any other 4xx                                           raise ProviderValidationError
======================================================  ==========================================

Retries are bounded by count (``max_retries``) and total time (``retry_time``): a retry is made
only while ``retries < max_retries`` and the time spent plus the next delay stays within
``retry_time``. The delay before retry ``n`` (0-based) is ``min(backoff_max, backoff * 2**n)``,
never shorter than ``Retry-After``; the caller adds up to 25 % of jitter.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from lawkit import errors

#: The spec's 401 message for an expired or invalid token (compared lower-cased).
ACCESS_DENIED = "access denied"
#: Methods that may be sent again without creating anything twice.
IDEMPOTENT = frozenset({"GET", "HEAD", "DELETE", "PUT", "OPTIONS"})


class Action(Enum):
    """What :meth:`~lawkit.client.http.HTTP.send` does next."""

    RETURN = "return the answer"
    RENEW = "renew the token and replay"
    RECONCILE = "ask whether the provider applied it"
    RETRY = "wait, then send again"
    RAISE = "raise"


@dataclass(frozen=True)
class Attempt:
    """What one try of a call met.

    Attributes:
        method: HTTP method (upper case).
        status: the HTTP status, or ``None`` when no whole answer came back.
        sent: with no answer, whether the request may have reached the provider (False only
            when the connection was never made).
        message: the provider's error message.
        auth: the call authenticates with a bearer token (capture and monitoring APIs; the token
            endpoint and the demand API do not).
        renewed: the token was already renewed once for this call.
        reconcilable: a function can tell whether a POST was applied.
        reconciled: it already ran for this failure and found nothing.
        offline: the client serves from its cache only.
        retries: retries made so far for this call.
        elapsed: seconds since the call's first try.
        retry_after: seconds the provider asked to wait (``Retry-After``), 0 if none.
    """

    method: str
    status: int | None
    sent: bool = True
    message: str = ""
    auth: bool = False
    renewed: bool = False
    reconcilable: bool = False
    reconciled: bool = False
    offline: bool = False
    retries: int = 0
    elapsed: float = 0.0
    retry_after: float = 0.0


@dataclass(frozen=True)
class Limits:
    """The retry budget of one call (from :class:`~lawkit.client.config.Settings`)."""

    max_retries: int
    retry_time: float
    backoff: float
    backoff_max: float


@dataclass(frozen=True)
class Decision:
    """What to do: an :class:`Action`, with the delay of a retry or the error to raise.

    Attributes:
        action: what to do.
        delay: seconds to wait before a retry (before jitter).
        error: the error class to raise.
        note: what the message of a call that got no answer adds (e.g. " (gave up after 3
            tries)").
        drop_token: the token was refused: forget it (whether or not the call is replayed).
    """

    action: Action
    delay: float = 0.0
    error: type[errors.LawkitError] | None = None
    note: str = ""
    drop_token: bool = False


RETURN = Decision(Action.RETURN)


def decide(attempt: Attempt, limits: Limits) -> Decision:
    """The decision on one try (see the module's table)."""
    status = attempt.status
    if status is not None and 200 <= status < 300:
        return RETURN
    if status is None:
        return _no_answer(attempt, limits)
    if attempt.offline and status == 504:
        return Decision(Action.RAISE, error=errors.NotCached)
    if status == 401:
        return _unauthorized(attempt)
    if status == 404:
        return Decision(Action.RAISE, error=errors.NotFound)
    if status == 429:
        return _retry(attempt, limits, errors.RateLimited)
    if status >= 500:
        if attempt.method not in IDEMPOTENT and not _may_resend(attempt):
            return _reconcile(attempt) or Decision(Action.RAISE, error=errors.ServerError)
        return _retry(attempt, limits, errors.ServerError)
    return Decision(Action.RAISE, error=errors.ProviderValidationError)


def _unauthorized(attempt: Attempt) -> Decision:
    if not attempt.auth:
        return Decision(Action.RAISE, error=errors.AuthenticationError)
    if ACCESS_DENIED not in attempt.message.lower():
        return Decision(Action.RAISE, error=errors.ProviderValidationError)
    if attempt.renewed:
        return Decision(Action.RAISE, error=errors.AuthenticationError, drop_token=True)
    return Decision(Action.RENEW, drop_token=True)


def _no_answer(attempt: Attempt, limits: Limits) -> Decision:
    if attempt.sent and attempt.method not in IDEMPOTENT and not _may_resend(attempt):
        return _reconcile(attempt) or Decision(
            Action.RAISE,
            error=errors.NetworkError,
            note="; it may have been applied by the provider — check before sending it again",
        )
    return _retry(attempt, limits, errors.NetworkError)


def _may_resend(attempt: Attempt) -> bool:
    """A POST may be sent again once reconciling found nothing."""
    return attempt.reconcilable and attempt.reconciled


def _reconcile(attempt: Attempt) -> Decision | None:
    return Decision(Action.RECONCILE) if attempt.reconcilable else None


def _retry(attempt: Attempt, limits: Limits, error: type[errors.LawkitError]) -> Decision:
    backoff = min(limits.backoff_max, limits.backoff * 2**attempt.retries)
    delay = max(attempt.retry_after, backoff)
    if attempt.retries < limits.max_retries and attempt.elapsed + delay <= limits.retry_time:
        return Decision(Action.RETRY, delay=delay)
    note = f" (gave up after {attempt.retries + 1} tries)" if attempt.status is None else ""
    return Decision(Action.RAISE, error=error, note=note)
