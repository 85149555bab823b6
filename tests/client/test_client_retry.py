"""The retry policy (lawkit.client.retry), one row of its table per case: pure, no HTTP."""

from __future__ import annotations

import pytest

from lawkit import errors
from lawkit.client.retry import Action, Attempt, Decision, Limits, decide

LIMITS = Limits(max_retries=3, retry_time=10.0, backoff=0.5, backoff_max=4.0)
RETRY = Decision(Action.RETRY, delay=0.5)
RECONCILE = Decision(Action.RECONCILE)
APPLIED = "; it may have been applied by the provider — check before sending it again"


def _raise(error: type, note: str = "", drop_token: bool = False) -> Decision:
    return Decision(Action.RAISE, error=error, note=note, drop_token=drop_token)


ROWS = [
    # (what the try met, decision)
    (Attempt("GET", 200), Decision(Action.RETURN)),
    (Attempt("POST", 201), Decision(Action.RETURN)),
    (Attempt("GET", 504, offline=True), _raise(errors.NotCached)),
    (Attempt("GET", 504), RETRY),
    (
        Attempt("GET", 401, message="Access denied", auth=True),
        Decision(Action.RENEW, drop_token=True),
    ),
    (
        Attempt("GET", 401, message="Access denied", auth=True, renewed=True),
        _raise(errors.AuthenticationError, drop_token=True),
    ),
    (Attempt("POST", 401, message="Access denied", auth=False), _raise(errors.AuthenticationError)),
    (
        Attempt("POST", 401, message="Invalid idArtifact", auth=False),
        _raise(errors.AuthenticationError),
    ),
    (
        Attempt("POST", 401, message='"key" must be [cnj]', auth=True),
        _raise(errors.ProviderValidationError),
    ),
    (Attempt("GET", 404), _raise(errors.NotFound)),
    (Attempt("GET", 400), _raise(errors.ProviderValidationError)),
    (Attempt("POST", 405), _raise(errors.ProviderValidationError)),
    (Attempt("POST", 429), RETRY),
    (Attempt("GET", 429, retry_after=3), Decision(Action.RETRY, delay=3)),
    (Attempt("GET", 429, retries=3), _raise(errors.RateLimited)),
    (Attempt("GET", 429, elapsed=9.8), _raise(errors.RateLimited)),
    (Attempt("GET", 500, retries=2), Decision(Action.RETRY, delay=2.0)),
    (Attempt("GET", 500, retries=5, elapsed=0.0), _raise(errors.ServerError)),
    (Attempt("DELETE", 503), RETRY),
    (Attempt("POST", 500), _raise(errors.ServerError)),
    (Attempt("POST", 500, reconcilable=True), RECONCILE),
    (Attempt("POST", 500, reconcilable=True, reconciled=True), RETRY),
    (
        Attempt("POST", 500, reconcilable=True, reconciled=True, retries=3),
        _raise(errors.ServerError),
    ),
    (Attempt("GET", None), RETRY),
    (Attempt("GET", None, retries=3), _raise(errors.NetworkError, " (gave up after 4 tries)")),
    (Attempt("POST", None, sent=False), RETRY),
    (Attempt("POST", None), _raise(errors.NetworkError, APPLIED)),
    (Attempt("POST", None, reconcilable=True), RECONCILE),
    (Attempt("POST", None, reconcilable=True, reconciled=True), RETRY),
    (
        Attempt("POST", None, reconcilable=True, reconciled=True, elapsed=9.9),
        _raise(errors.NetworkError, " (gave up after 1 tries)"),
    ),
]


@pytest.mark.parametrize(("attempt", "decision"), ROWS, ids=[str(i) for i in range(len(ROWS))])
def test_each_row_of_the_policy(attempt: Attempt, decision: Decision) -> None:
    assert decide(attempt, LIMITS) == decision


def test_backoff_doubles_up_to_its_ceiling_and_never_undercuts_retry_after() -> None:
    wide = Limits(max_retries=10, retry_time=1e9, backoff=0.5, backoff_max=4.0)
    delays = [decide(Attempt("GET", 503, retries=n), wide).delay for n in range(6)]
    assert delays == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]
    assert decide(Attempt("GET", 429, retries=5, retry_after=30), wide).delay == 30
