"""Token service and bearer/scope enforcement of the sandbox, over raw HTTP."""

from __future__ import annotations

import time

import jwt
import pytest
import requests

import lawkit.sandbox

ADMIN, WRITER, READER = "svc-api:admin", "svc-api:w", "svc-api:r"
DENIED = {"success": False, "message": "Access denied"}


def _token_url(sb: lawkit.sandbox.Sandbox) -> str:
    return f"{sb.urls['auth']}/oauth/token"


def _form(sb: lawkit.sandbox.Sandbox, scope: str = ADMIN) -> dict[str, str]:
    client = sb.clients[scope]
    return {
        "grant_type": "client_credentials",
        "id": client.client_id,
        "secret": client.client_secret,
    }


def test_form_encoded_token_is_an_hs256_jwt_with_the_claims(sandbox, openapi):
    answer = requests.post(_token_url(sandbox), data=_form(sandbox), timeout=10)
    assert answer.status_code == 200
    body = openapi.check(answer, "/auth/oauth/token")
    assert body["token_type"] == "bearer"
    assert body["expires_in"] == 3600
    assert jwt.get_unverified_header(body["access_token"])["alg"] == "HS256"
    claims = jwt.decode(body["access_token"], options={"verify_signature": False})
    assert claims["sub"] == sandbox.credentials["client_id"] == "sandbox-admin"
    assert claims["scope"] == ADMIN
    assert claims["exp"] - claims["iat"] in (3600, 3601)  # iat rounded down, exp up
    assert answer.headers["Cache-Control"] == "no-store"


def test_json_body_is_accepted_too(sandbox):
    answer = requests.post(_token_url(sandbox), json=_form(sandbox, READER), timeout=10)
    assert answer.status_code == 200
    claims = jwt.decode(answer.json()["access_token"], options={"verify_signature": False})
    assert claims["scope"] == READER


@pytest.mark.parametrize(
    ("change", "status", "message"),
    [
        ({"secret": "wrong"}, 401, "Access denied"),
        ({"id": "nobody"}, 401, "Access denied"),
        (
            {"grant_type": "password"},
            400,
            "\"grant_type\" must be client_credentials, not 'password'",
        ),
        ({"secret": None}, 400, '"secret" is required'),
    ],
)
def test_bad_token_requests_are_refused(sandbox, openapi, change, status, message):
    form = {k: v for k, v in (_form(sandbox) | change).items() if v is not None}
    answer = requests.post(_token_url(sandbox), data=form, timeout=10)
    assert answer.status_code == status
    assert openapi.check(answer, "/auth/oauth/token") == {"success": False, "message": message}


def test_malformed_json_and_unknown_content_type_are_400(sandbox):
    bad_json = requests.post(
        _token_url(sandbox), data=b"{nope", headers={"Content-Type": "application/json"}, timeout=10
    )
    assert bad_json.status_code == 400
    assert bad_json.json()["message"].startswith("request body is not valid JSON")
    text = requests.post(
        _token_url(sandbox), data=b"x", headers={"Content-Type": "text/plain"}, timeout=10
    )
    assert text.status_code == 400
    assert "application/x-www-form-urlencoded or application/json" in text.json()["message"]


@pytest.mark.parametrize(
    ("scope", "get_status", "post_status"),
    [(ADMIN, 200, 200), (READER, 200, 401), (WRITER, 401, 200)],
)
def test_scopes_allow_methods(api, scope, get_status, post_status):
    listed = api.get("capture", "/v1/request", scope=scope)
    assert listed.status_code == get_status
    created = api.post(
        "capture",
        "/v1/autorequest",
        scope=scope,
        json={"key": "cnj", "value": "0000832-35.2018.4.01.3202", "callbacks": []},
    )
    assert created.status_code == post_status
    for answer in (listed, created):
        if answer.status_code == 401:
            assert answer.json() == DENIED


@pytest.mark.parametrize(
    "authorization",
    [
        None,
        "Bearer",
        "Bearer not.a.jwt",
        "Basic abc",
        "Bearer " + jwt.encode({"sub": "x"}, "k" * 32),
    ],
)
def test_missing_or_invalid_tokens_are_denied(sandbox, authorization):
    headers = {"Authorization": authorization} if authorization else {}
    answer = requests.get(f"{sandbox.urls['capture']}/v1/available", headers=headers, timeout=10)
    assert answer.status_code == 401
    assert answer.json() == DENIED


def test_a_token_of_another_sandbox_is_denied(fresh_sandbox, sandbox):
    other = fresh_sandbox(seed=99)
    foreign = requests.post(_token_url(other), data=_form(other), timeout=10).json()
    headers = {"Authorization": f"Bearer {foreign['access_token']}"}
    answer = requests.get(f"{sandbox.urls['capture']}/v1/request", headers=headers, timeout=10)
    assert answer.status_code == 401


def test_tokens_expire_on_the_simulated_clock(
    fresh_sandbox,
):
    sb = fresh_sandbox(seed=5, token_ttl=30)
    body = requests.post(_token_url(sb), data=_form(sb), timeout=10).json()
    assert body["expires_in"] == 30
    headers = {"Authorization": f"Bearer {body['access_token']}"}
    url = f"{sb.urls['capture']}/v1/request"
    assert requests.get(url, headers=headers, timeout=10).status_code == 200
    sb.advance(days=31 / 86_400)
    expired = requests.get(url, headers=headers, timeout=10)
    assert expired.status_code == 401
    assert expired.json() == DENIED
    fresh = requests.post(_token_url(sb), data=_form(sb), timeout=10).json()["access_token"]
    assert requests.get(url, headers={"Authorization": f"Bearer {fresh}"}, timeout=10).ok


def test_tokens_expire_in_real_time_with_a_short_ttl(
    fresh_sandbox,
):
    sb = fresh_sandbox(seed=5, token_ttl=0.3)
    token = requests.post(_token_url(sb), data=_form(sb), timeout=10).json()["access_token"]
    url = f"{sb.urls['capture']}/v1/request"
    headers = {"Authorization": f"Bearer {token}"}
    assert requests.get(url, headers=headers, timeout=10).status_code == 200
    deadline = jwt.decode(token, options={"verify_signature": False})["exp"]
    time.sleep(max(0.0, deadline - sb.state.clock.now()) + 0.05)
    assert requests.get(url, headers=headers, timeout=10).status_code == 401


@pytest.mark.parametrize("ttl", [2, 0.5])
def test_a_token_lives_at_least_expires_in_from_its_issue(fresh_sandbox, ttl):
    sb = fresh_sandbox(seed=5, token_ttl=ttl)
    for _ in range(5):
        before = sb.state.clock.now()
        body = requests.post(_token_url(sb), data=_form(sb), timeout=10).json()
        claims = jwt.decode(body["access_token"], options={"verify_signature": False})
        assert body["expires_in"] == ttl
        assert claims["exp"] >= before + ttl
        assert claims["exp"] - claims["iat"] <= ttl + 1
        time.sleep(0.13)  # other fractions of a second


def test_the_token_endpoint_can_answer_429(
    fresh_sandbox,
):
    sb = fresh_sandbox(seed=3, faults={"429": 1.0})
    answer = requests.post(_token_url(sb), data=_form(sb), timeout=10)
    assert answer.status_code == 429
    assert answer.json() == {"success": False, "message": "Waiting for request data"}
    assert int(answer.headers["Retry-After"]) >= 1


@pytest.mark.parametrize(("scope", "status"), [(READER, 401), (WRITER, 404), (ADMIN, 404)])
def test_delete_needs_the_write_or_admin_scope(api, scope, status):
    answer = api.call("DELETE", "monitor", "/v1/processo/excluir/no-such-id", scope=scope)
    assert answer.status_code == status  # 404: past the scope check, the id is unknown


def test_head_is_a_read(api):
    assert api.call("HEAD", "capture", "/v1/request", scope=READER).status_code == 200
    assert api.call("HEAD", "capture", "/v1/request", scope=WRITER).status_code == 401
