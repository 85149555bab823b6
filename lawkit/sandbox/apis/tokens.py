"""Token service: OAuth2 client_credentials, HS256 JWTs, and the bearer/scope check.

Clients: one per scope, with ids ``sandbox-admin``, ``sandbox-writer`` and ``sandbox-reader``
and secrets derived from the seed. A token is a JWT signed with HS256 carrying ``sub`` (the
client id), ``scope``, ``iat`` and ``exp`` (simulated clock, epoch seconds; ``iat`` rounded
down, ``exp`` up, so the token lives at least ``expires_in`` seconds from its issue);
``expires_in`` is in seconds.

Scopes on the bearer APIs (capture and monitoring): ``svc-api:r`` may use GET only,
``svc-api:w`` POST and DELETE only, ``svc-api:admin`` everything. A missing, malformed,
wrongly signed or expired token, or a scope that does not allow the method, gets
401 "Access denied".
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass

import jwt
from werkzeug import Request, Response

from lawkit.sandbox.state import State
from lawkit.sandbox.web import ApiError, Route, field_of, json_response, read_json

ACCESS_DENIED = "Access denied"
SCOPE_METHODS = {
    "svc-api:admin": frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"}),
    "svc-api:w": frozenset({"POST", "DELETE"}),
    "svc-api:r": frozenset({"GET", "HEAD"}),
}
_CLIENT_NAMES = {"svc-api:admin": "admin", "svc-api:w": "writer", "svc-api:r": "reader"}


@dataclass(frozen=True)
class Client:
    """A registered API client."""

    client_id: str
    client_secret: str
    scope: str


def clients(seed: int) -> dict[str, Client]:
    """The sandbox's clients by scope; secrets are derived from ``seed``."""
    return {
        scope: Client(f"sandbox-{name}", _secret(seed, name), scope)
        for scope, name in _CLIENT_NAMES.items()
    }


def _secret(seed: int, name: str) -> str:
    return hashlib.sha256(f"lawkit-sandbox:{seed}:{name}".encode()).hexdigest()[:32]


def _signing_key(seed: int) -> str:
    return hashlib.sha256(f"lawkit-sandbox-signing:{seed}".encode()).hexdigest()


def setup(state: State) -> None:
    """Register the clients in ``state.stores["tokens"]`` (by client id)."""
    state.stores["tokens"] = {c.client_id: c for c in clients(state.seed).values()}


def issue(state: State, request: Request) -> Response:
    """``POST /oauth/token``: form-encoded or JSON ``grant_type``, ``id``, ``secret``."""
    body = _token_body(request)
    grant_type, client_id, secret = (field_of(body, name, str) for name in _TOKEN_FIELDS)
    if grant_type != "client_credentials":
        raise ApiError(400, f'"grant_type" must be client_credentials, not {grant_type!r}')
    client = state.stores["tokens"].get(client_id)
    if client is None or client.client_secret != secret:
        raise ApiError(401, ACCESS_DENIED)
    now = state.clock.now()
    ttl = state.knobs.token_ttl
    ttl = int(ttl) if ttl == int(ttl) else ttl
    # Rounded up, never down: the token lives at least the ``expires_in`` it announces.
    expiry = math.ceil(now + ttl) if isinstance(ttl, int) else math.ceil((now + ttl) * 1e3) / 1e3
    claims = {"sub": client.client_id, "scope": client.scope, "iat": int(now), "exp": expiry}
    token = jwt.encode(claims, _signing_key(state.seed), algorithm="HS256")
    payload = {"token_type": "bearer", "access_token": token, "expires_in": ttl}
    return json_response(payload, headers={"Cache-Control": "no-store"})


_TOKEN_FIELDS = ("grant_type", "id", "secret")


def _token_body(request: Request) -> dict[str, object]:
    if request.mimetype == "application/json":
        return read_json(request)
    if request.mimetype in ("application/x-www-form-urlencoded", "multipart/form-data"):
        return request.form.to_dict()
    raise ApiError(
        400,
        f"unsupported content type {request.mimetype or '(none)'!r}; send "
        "application/x-www-form-urlencoded or application/json",
    )


def authorize(state: State, request: Request) -> dict[str, object]:
    """The claims of the request's bearer token, if its scope allows the method.

    Raises:
        ApiError: 401 "Access denied" otherwise.
    """
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError(401, ACCESS_DENIED)
    try:
        claims = jwt.decode(
            token.strip(),
            _signing_key(state.seed),
            algorithms=["HS256"],
            options={
                "require": ["exp", "sub", "scope"],
                "verify_exp": False,  # checked below on the simulated clock
                "verify_iat": False,
                "verify_nbf": False,
            },
        )
    except (jwt.InvalidTokenError, json.JSONDecodeError):
        raise ApiError(401, ACCESS_DENIED) from None
    if not isinstance(claims["exp"], int | float) or claims["exp"] <= state.clock.now():
        raise ApiError(401, ACCESS_DENIED)
    if request.method not in SCOPE_METHODS.get(claims["scope"], ()):
        raise ApiError(401, ACCESS_DENIED)
    return claims


def routes() -> list[Route]:
    """The token endpoint."""
    return [Route("auth", "/oauth/token", ("POST",), issue)]
