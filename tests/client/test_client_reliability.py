"""Tokens renewed mid-run, injected 429/500/dropped connections, and the errors when retries run
out."""

from __future__ import annotations

import logging
import pickle
import time

import pytest

from lawkit import cnj
from lawkit.errors import (
    APIError,
    AuthenticationError,
    NetworkError,
    NotFound,
    ProviderValidationError,
    RateLimited,
    ServerError,
)

NUMBERS = cnj.generate(court="TJRS", n=12, seed=9)


def _log(handle, since: int = 0) -> list[tuple[str, str, int | None]]:
    return [(e.method, e.path, e.status) for e in handle.request_log[since:]]


def test_short_lived_tokens_are_renewed_before_expiry(fresh_sandbox, connect) -> None:
    sb = fresh_sandbox(seed=1, finish_after=0, token_ttl=2)
    client = connect(sb, cache=False)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        client.capture.stats_use("2024-01-01", "2024-01-02")
        time.sleep(0.2)
    log = _log(sb)
    assert sum(1 for m, p, s in log if p.endswith("/oauth/token")) >= 3
    # renewed ahead of expiry; should a slow machine still meet a refusal, the call was
    # replayed with a new token (no error reached the caller)
    for i, entry in enumerate(log):
        if entry[2] != 200:
            assert entry[2] == 401 and log[i + 1 : i + 3] == [
                ("POST", "/auth/oauth/token", 200),
                (entry[0], entry[1], 200),
            ]
    assert sum(1 for _, _, s in log if s == 401) <= 2


def test_expired_token_is_renewed_once_and_the_call_replayed(fresh_sandbox, connect) -> None:
    sb = fresh_sandbox(seed=1, finish_after=0)
    client = connect(sb, cache=False)
    client.capture.available()
    sb.advance(days=1)  # the simulated clock jumps: the held token has expired
    client.capture.stats_use("2024-01-01", "2024-01-02")
    assert _log(sb)[-4:] == [
        ("GET", "/capture/v1/available", 200),
        ("GET", "/capture/v1/stats/use", 401),
        ("POST", "/auth/oauth/token", 200),
        ("GET", "/capture/v1/stats/use", 200),
    ]


def test_access_denied_twice_is_an_authentication_error(sb, connect) -> None:
    reader = sb.clients["svc-api:r"]
    client = connect(sb, client_id=reader.client_id, client_secret=reader.client_secret)
    before = len(sb.request_log)
    with pytest.raises(AuthenticationError, match="Access denied"):
        client.capture.autorequest(NUMBERS[0])  # read-only scope may not POST
    assert [(m, s) for m, _, s in _log(sb, before)] == [
        ("POST", 200),
        ("POST", 401),
        ("POST", 200),
        ("POST", 401),
    ]


def test_wrong_secret_is_an_authentication_error_not_retried(sb, connect) -> None:
    client = connect(sb, client_secret="wrong")
    before = len(sb.request_log)
    with pytest.raises(AuthenticationError):
        client.capture.available()
    assert _log(sb, before) == [("POST", "/auth/oauth/token", 401)]


def test_provider_validation_errors_are_never_retried(sb, client) -> None:
    client.capture.available()
    before = len(sb.request_log)
    body = {"key": "nome", "value": NUMBERS[0], "callbacks": []}
    with pytest.raises(ProviderValidationError, match=r'"key" must be \[cnj\]') as caught:
        client._http.call("POST", f"{sb.urls['capture']}/v1/autorequest", json=body)
    assert caught.value.status == 401
    assert _log(sb, before) == [("POST", "/capture/v1/autorequest", 401)]


@pytest.mark.parametrize("fault", ["429", "500", "drop"])
def test_injected_faults_are_retried_transparently(fresh_sandbox, connect, fault: str) -> None:
    sb = fresh_sandbox(seed=4, finish_after=0, faults={fault: 0.3})
    client = connect(sb, cache=False, max_retries=8)
    records = [client.capture.autorequest(n) for n in NUMBERS[:6]]
    listed = client.capture.autorequests()
    for n in NUMBERS[:3]:
        client.capture.stats_consume("2024-01-01", "2024-01-05")
        client.capture.available(cnj=n)
    statuses = [s for _, _, s in _log(sb)]
    expected = None if fault == "drop" else int(fault)
    assert statuses.count(expected) >= 2
    # no POST was blindly replayed: exactly one automatic request per number
    assert sorted(r["value"] for r in listed) == sorted(NUMBERS[:6])
    assert {r["id"] for r in listed} == {r["id"] for r in records}


def test_dropped_post_is_reconciled_not_duplicated(fresh_sandbox, connect) -> None:
    """A POST whose connection drops is checked against the list before anything is resent."""
    sb = fresh_sandbox(seed=2, finish_after=0, faults={"drop": 0.4})
    client = connect(sb, cache=False, max_retries=10)
    records = [client.capture.autorequest(n) for n in NUMBERS]
    log = _log(sb)
    dropped = [
        i for i, (m, p, s) in enumerate(log) if m == "POST" and "autorequest" in p and s is None
    ]
    assert dropped, "the seed should drop at least one autorequest POST"
    # after each dropped POST the client listed before sending again
    for i in dropped:
        following = [(m, p) for m, p, s in log[i + 1 :] if s is not None]
        assert following[0] == ("GET", "/capture/v1/autorequest")
    listed = client.capture.autorequests()
    assert len(listed) == len(NUMBERS) == len({r["id"] for r in records})


def test_lost_answers_are_found_on_the_providers_clock_not_the_machines(
    fresh_sandbox, connect
) -> None:
    """The provider's clock years away from this machine's, answers lost from the very first
    POST: each lost POST is found by listing around the provider's time (read from its Date
    header), so every query is created exactly once."""
    sb = fresh_sandbox(seed=3, finish_after=0, start="2031-03-01T15:00:00Z", faults={"lost": 0.3})
    client = connect(sb, cache=False, max_retries=10)
    records = [client.capture.autorequest(n) for n in NUMBERS]
    lost = [e for e in sb.request_log if e.status is None and e.path.endswith("autorequest")]
    assert lost and sb.request_log[1].status is None, "the first POST should be lost"
    created = sb.state.stores["capture"].autorequests
    assert sorted(a.value for a in created) == sorted(NUMBERS)
    assert {r["id"] for r in records} == {a.id for a in created}
    assert abs(client.now - sb.now).total_seconds() < 2


@pytest.mark.parametrize(
    ("fault", "error", "attempts"),
    [("500", ServerError, 3), ("drop", NetworkError, 3), ("429", RateLimited, 2)],
)
def test_errors_when_retries_run_out(fresh_sandbox, connect, fault, error, attempts) -> None:
    sb = fresh_sandbox(seed=0, faults={fault: 1.0})
    client = connect(sb, cache=False, max_retries=attempts - 1)
    started = time.monotonic()
    with pytest.raises(error):
        client.capture.available()
    assert len(sb.request_log) == attempts  # the token request, tried and retried
    if fault == "429":
        assert time.monotonic() - started >= 1.0  # Retry-After honoured


def test_retry_time_bounds_the_total_wait(fresh_sandbox, connect) -> None:
    sb = fresh_sandbox(seed=0, faults={"429": 1.0})
    client = connect(sb, cache=False, max_retries=50, retry_time=0.5)
    started = time.monotonic()
    with pytest.raises(RateLimited, match="Waiting for request data"):
        client.capture.available()
    assert time.monotonic() - started < 0.5
    assert len(sb.request_log) == 1  # Retry-After (1 s) exceeds the budget: no retry


def test_connection_refused_is_a_network_error(connect, sb) -> None:
    settings = {**sb.settings, "auth_url": "http://127.0.0.1:9/auth"}

    class Dead:
        pass

    dead = Dead()
    dead.settings = settings
    client = connect(dead, cache=False, max_retries=1)
    with pytest.raises(NetworkError, match="got no answer"):
        client.capture.available()


def test_dropped_registration_is_looked_up_before_sending_again(fresh_sandbox, connect) -> None:
    numbers = cnj.generate(court="TJSP", n=8, seed=41)
    sb = fresh_sandbox(seed=3, finish_after=0, faults={"drop": 0.4})
    client = connect(sb, cache=False, max_retries=10)
    registered = [client.monitor.register(n) for n in numbers]
    assert [r["cnj"] for r in registered] == numbers
    log = _log(sb)
    dropped = [i for i, (m, p, s) in enumerate(log) if p.endswith("/novo") and s is None]
    assert dropped, "the seed should drop at least one registration"
    for i in dropped:
        following = [(m, p) for m, p, s in log[i + 1 :] if s is not None]
        assert following[0] == ("GET", "/monitor/v1/processo/listar")


def test_one_token_for_many_threads(fresh_sandbox, connect) -> None:
    from concurrent.futures import ThreadPoolExecutor

    sb = fresh_sandbox(seed=1, finish_after=0, latency=0.05)
    client = connect(sb, cache=False)
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(lambda _: client.capture.stats_use("2024-01-01", "2024-01-02"), range(16)))
    assert sum(1 for _, p, _ in _log(sb) if p.endswith("/oauth/token")) == 1


def test_rate_limit_is_ridden_out_with_retry_after(fresh_sandbox, connect) -> None:
    sb = fresh_sandbox(seed=1, finish_after=0, rate_limit=4)
    client = connect(sb, cache=False)
    for day in range(1, 13):
        client.capture.stats_use("2024-01-01", f"2024-01-{day:02d}")
    statuses = [s for _, _, s in _log(sb)]
    assert statuses.count(429) >= 1
    assert statuses.count(200) == 13  # the token and the twelve calls


def test_logs_tell_retries_and_never_hold_secrets(fresh_sandbox, connect, caplog) -> None:
    import logging

    caplog.set_level(logging.DEBUG, logger="lawkit")
    faults = {"429": 0.1, "500": 0.1, "drop": 0.1}
    sb = fresh_sandbox(seed=12, finish_after=0, faults=faults)
    client = connect(sb, max_retries=10)
    tokens = []
    fetch = client._http.tokens._fetch
    client._http.tokens._fetch = lambda: tokens.append(fetch()) or tokens[-1]
    record = client.capture.autorequest(NUMBERS[0])
    client.capture.wait(record, progress=False)
    client.demand.insert(NUMBERS[1], url_callback="http://127.0.0.1:9/c", id_callback="logs")
    client.demand.by_callback("logs")
    sb.advance(days=1)
    client.capture.stats_use("2024-01-01", "2024-01-02")
    # only lawkit's own records: the sandbox's server logs are not the client's
    text = "\n".join(r.getMessage() for r in caplog.records if r.name.startswith("lawkit"))
    assert "retry 1 in" in text and "-> 200" in text and "idArtifact=REDACTED" in text
    assert "renewing the token once" in text
    tokens = [payload["access_token"] for payload in tokens]
    assert len(tokens) >= 2
    for secret in (sb.credentials["client_secret"], sb.credentials["artifact_id"], *tokens):
        assert secret not in text


def _kept(error: BaseException) -> bool:
    """Whether an error keeps anything of what was sent: a request, or a chained exception."""
    response = getattr(error, "response", None)
    request = getattr(response, "request", None)
    return request is not None or error.__cause__ is not None or error.__context__ is not None


def test_errors_echoing_the_request_hold_no_secret(fresh_sandbox, connect, caplog) -> None:
    """A server that echoes the request's URL and headers in its errors (the sandbox's
    ``echo_headers``): the errors' messages, their pickles and the log hold neither the
    bearer token nor ``idArtifact``, and an error keeps no request. Failed before: the
    messages quoted them, and the pickled errors held the request's headers."""
    caplog.set_level(logging.DEBUG, logger="lawkit")
    sb = fresh_sandbox(seed=2, finish_after=0, echo_headers=True)
    client = connect(sb, cache=False)
    with pytest.raises(NotFound) as missing:
        client.capture.lookup("00000000-0000-4000-8000-000000000000")
    with pytest.raises(APIError) as refused:
        client.demand.get("no-such-demand")
    token = client._http.tokens.token()
    secrets = (token, sb.credentials["artifact_id"], sb.credentials["client_secret"])
    assert "Authorization: Bearer REDACTED" in str(missing.value)  # what was echoed
    assert "idArtifact=REDACTED" in str(refused.value)
    for error in (missing.value, refused.value):
        shown = [str(error), pickle.dumps(error), error.response.text, caplog.text]
        assert not [s for s in secrets for seen in shown if s in str(seen)]
        assert not _kept(error)


def test_extra_headers_go_with_the_bearer_token(fresh_sandbox, connect) -> None:
    """``HTTP.send`` dropped the caller's headers whenever it sent a bearer token (nothing
    passed both before, a latent bug): the echoing sandbox shows both arrive."""
    sb = fresh_sandbox(seed=2, finish_after=0, echo_headers=True)
    client = connect(sb, cache=False)
    url = f"{sb.urls['capture']}/v1/nothing"
    with pytest.raises(NotFound) as echoed:
        client._http.send("GET", url, headers={"X-Lawkit-Trace": "t-42"})
    assert "X-Lawkit-Trace: t-42" in str(echoed.value)
    assert "Authorization: Bearer REDACTED" in str(echoed.value)
