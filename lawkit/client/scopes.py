"""Scopes of the bearer APIs, and the explanation of a refusal the token's scope causes.

The provider's scopes (spec, "Authentication"): ``svc-api:admin`` full access, ``svc-api:w``
write only, ``svc-api:r`` read only. A call its token's scope does not cover is answered 401
"Access denied", as a bad token is; the token's ``scope`` claim (read without verifying the
signature, as :mod:`lawkit.client.auth` reads ``exp``) tells the two apart. The token itself is
never shown.
"""

from __future__ import annotations

import jwt

SCOPES = {"svc-api:admin": "full access", "svc-api:w": "write only", "svc-api:r": "read only"}
READING = frozenset({"GET", "HEAD"})


def needed(method: str) -> tuple[str, ...]:
    """The scopes any one of which allows a call with ``method``."""
    return ("svc-api:r", "svc-api:admin") if method in READING else ("svc-api:w", "svc-api:admin")


def held(token: str) -> str | None:
    """The ``scope`` claim of ``token`` (space-separated scopes), or ``None`` when unreadable."""
    try:
        claims = jwt.decode(token, options={"verify_signature": False})
    except jwt.InvalidTokenError:
        return None
    scope = claims.get("scope")
    return scope if isinstance(scope, str) and scope.strip() else None


def lacking(method: str, token: str | None) -> tuple[tuple[str, ...], str] | None:
    """``(needed, held)`` when ``token``'s scope does not cover a ``method`` call, else ``None``
    (the scope covers it, or there is no token, or it says nothing about its scope)."""
    scope = held(token) if token else None
    if scope is None or set(scope.split()) & set(needed(method)):
        return None
    return needed(method), scope


def describe(what: str, needs: tuple[str, ...], scope: str) -> str:
    """The message of a refusal for lack of scope (``what``: the call, URL redacted)."""
    options = " or ".join(f"{name} ({SCOPES[name]})" for name in needs)
    shown = ", ".join(f"{s} ({SCOPES[s]})" if s in SCOPES else repr(s) for s in scope.split())
    return (
        f"Access denied: {what} needs a token of scope {options}; this client's token has "
        f"scope {shown}. The credentials are valid: use those of a client with one of the "
        "scopes needed"
    )
