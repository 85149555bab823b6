"""A client whose token lacks the scope a call needs is told so, not that its credentials are
wrong: against the sandbox over loopback, with its write-only and read-only clients."""

from __future__ import annotations

import pytest

from lawkit import cnj
from lawkit.errors import AuthenticationError, InsufficientScope

NUMBER = cnj.generate(court="TJRS", n=1, seed=8)[0]


def _client(sb, connect, scope: str):
    chosen = sb.clients[scope]
    return connect(sb, client_id=chosen.client_id, client_secret=chosen.client_secret)


def test_a_write_only_client_reading_is_told_the_scope_it_lacks(sb, connect) -> None:
    client = _client(sb, connect, "svc-api:w")
    with pytest.raises(InsufficientScope) as raised:
        client.capture.stats_use("2026-11-01", "2026-11-10")
    error = raised.value
    assert isinstance(error, AuthenticationError) and error.status == 401
    assert error.scope == "svc-api:w"
    assert error.needed == ("svc-api:r", "svc-api:admin")
    text = str(error)
    assert "GET" in text and "svc-api:r" in text and "svc-api:admin" in text
    assert "svc-api:w (write only)" in text
    token = client._http.tokens._token or ""
    assert "Bearer" not in text and (not token or token not in text)


def test_a_read_only_client_submitting_is_told_the_scope_it_lacks(sb, connect) -> None:
    client = _client(sb, connect, "svc-api:r")
    lacking = r"POST .* needs .*svc-api:w.*svc-api:r \(read only\)"
    with pytest.raises(InsufficientScope, match=lacking):
        client.capture.autorequest(NUMBER)


def test_an_admin_client_with_a_refused_token_still_gets_access_denied(sb, connect) -> None:
    client = connect(sb, client_secret="wrong")
    with pytest.raises(AuthenticationError) as raised:
        client.capture.available()
    assert not isinstance(raised.value, InsufficientScope)
