"""OAuth2 client_credentials token manager.

The token is fetched on first use and renewed shortly before it expires. The lifetime comes from
the JWT's ``exp`` claim (minus ``iat`` and one second of rounding when ``iat`` is present, so a
clock difference with the provider does not matter); only when the token has no ``exp`` is
``expires_in`` taken as seconds (a number, or numeric text such as ``"3600"``, as the provider's
public clients read it), and failing that 60 seconds. The JWT is decoded without verifying its
signature: the client does not hold the key, and only needs the claims to plan the renewal.
Tokens are never logged, shown or written to disk.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from typing import Any

import jwt

from lawkit.errors import AuthenticationError

#: Renew this long before expiry, at most (a fifth of the lifetime for short-lived tokens).
MARGIN = 30.0


class TokenManager:
    """Holds the current bearer token and renews it; safe to share between threads.

    Args:
        fetch: posts the token request and returns the parsed token response.
        clock: monotonic clock in seconds (tests may replace it).
    """

    def __init__(
        self, fetch: Callable[[], dict[str, Any]], clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._fetch = fetch
        self._clock = clock
        self._lock = threading.Lock()
        self._token: str | None = None
        self._renew_at = 0.0
        self.fetches = 0

    def __repr__(self) -> str:
        state = "no token" if self._token is None else "token held"
        return f"<TokenManager: {state}, {self.fetches} fetched>"

    def token(self) -> str:
        """A token valid for a while: the current one, or a newly fetched one."""
        with self._lock:
            if self._token is None or self._clock() >= self._renew_at:
                self._renew()
            assert self._token is not None
            return self._token

    def invalidate(self, token: str) -> None:
        """Drop ``token`` after the provider refused it (another thread may already have)."""
        with self._lock:
            if self._token == token:
                self._token = None

    def _renew(self) -> None:
        payload = self._fetch()
        token = payload.get("access_token") if isinstance(payload, dict) else None
        if not isinstance(token, str) or not token:
            raise AuthenticationError("the token service answered without an access_token")
        lifetime = _lifetime(token, payload.get("expires_in"))
        self._token = token
        self._renew_at = self._clock() + max(0.0, lifetime - min(MARGIN, lifetime / 5))
        self.fetches += 1


def _lifetime(token: str, expires_in: Any) -> float:
    """Seconds the token lives, from its claims, else from ``expires_in``, else 60."""
    try:
        claims = jwt.decode(token, options={"verify_signature": False})
    except jwt.InvalidTokenError:
        claims = {}
    exp, iat = claims.get("exp"), claims.get("iat")
    if isinstance(exp, int | float):
        if isinstance(iat, int | float):
            # NumericDate claims are often whole seconds: iat may be up to 1 s early.
            return max(0.0, float(exp) - float(iat) - 1.0)
        return max(0.0, float(exp) - time.time())
    seconds = _seconds(expires_in)
    return seconds if seconds is not None else 60.0


def _seconds(expires_in: Any) -> float | None:
    """``expires_in`` as a positive number of seconds: a number, or numeric text such as
    ``"3600"`` (public clients of the provider coerce it so); ``None`` when unusable."""
    if isinstance(expires_in, bool):
        return None
    if isinstance(expires_in, str):
        try:
            expires_in = float(expires_in.strip())
        except ValueError:
            return None
    if isinstance(expires_in, int | float) and math.isfinite(expires_in) and expires_in > 0:
        return float(expires_in)
    return None
