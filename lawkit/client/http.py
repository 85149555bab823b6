"""The one HTTP layer: cached session, bearer auth, retries and error mapping.

:meth:`HTTP.send` is a small loop: send, read what the try met into an
:class:`~lawkit.client.retry.Attempt`, and carry out the :class:`~lawkit.client.retry.Verdict` of
:func:`lawkit.client.retry.decide` — return, renew the token, reconcile a POST that may have been
applied (through the caller's ``reconcile`` function), wait and retry, or raise. The policy, a
pure function tested row by row, is the table in :mod:`lawkit.client.retry`. It is not urllib3's
``Retry``: it needs what urllib3 cannot see — the provider's two meanings of 401 (renew the token
once, or a validation error never retried), whether a failed POST may have created something
(then it is reconciled, not replayed), and one budget in count *and* time shared by all causes.

Logging (``logging.getLogger("lawkit.client.http")``): every answer at DEBUG, retries and token
renewals at INFO, reconciliations at WARNING. URLs are logged with secret parameters redacted;
tokens, secrets and bodies never are. The DEBUG lines of urllib3 and requests-cache, which print
full URLs, get the same redaction through a logging filter.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import logging
import random
import re
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import requests
import urllib3
from requests_cache.cache_keys import filter_url

from lawkit.client import scopes
from lawkit.client.auth import TokenManager
from lawkit.client.cache import IGNORED_PARAMETERS, SECRET_PARAMETERS, open_session
from lawkit.client.cache.responses import parsed
from lawkit.client.clock import ServerClock
from lawkit.client.config import Settings
from lawkit.client.retry import Action, Attempt, Limits, Verdict, decide
from lawkit.errors import (
    APIError,
    AuthenticationError,
    ConfigurationError,
    InsufficientScope,
    LawkitError,
    NotCached,
)

log = logging.getLogger(__name__)
_SECRET_IN_TEXT = re.compile(
    r"\b(" + "|".join(map(re.escape, SECRET_PARAMETERS)) + r")=[^&\s\"']*", re.IGNORECASE
)


class RedactSecrets(logging.Filter):
    """Rewrites log records so that ``idArtifact=...`` and friends read ``=REDACTED``.

    Installed on the loggers of urllib3 and requests-cache, which print full URLs at DEBUG.
    """

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        redacted = _SECRET_IN_TEXT.sub(r"\1=REDACTED", message)
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
USER_AGENT = "lawkit (python; +https://pypi.org/project/lawkit)"
#: No (whole) answer: refused, dropped or timed out, or a body cut short (a truncated answer is a
#: connection dropped mid-answer).
_NO_ANSWER = (
    requests.ConnectionError,
    requests.Timeout,
    requests.exceptions.ChunkedEncodingError,
    requests.exceptions.ContentDecodingError,
)


def redact(url: str) -> str:
    """``url`` with secret query parameters (idArtifact, ...) replaced by REDACTED."""
    return filter_url(url, IGNORED_PARAMETERS) if "?" in url else url


class HTTP:
    """Sends calls to the provider for one client.

    Attributes:
        calls: number of HTTP requests actually sent (cache hits not counted).
        tokens: the token manager (``None`` until credentials are known to be needed).
        clock: the provider's clock, read from the ``Date`` of every answer sent over the wire.
    """

    def __init__(
        self, settings: Settings, keep: Callable[[requests.Response], bool] | None = None
    ) -> None:
        """``keep`` says which GET answers the cache may store (all when ``None``)."""
        self.settings = settings
        self.plain = requests.Session()
        self.plain.headers["User-Agent"] = USER_AGENT
        if settings.cache is not None:
            self.session: requests.Session = open_session(
                settings.cache,
                namespace=settings.client_id or "",
                offline=settings.offline,
                keep=keep,
            )
            self.session.headers["User-Agent"] = USER_AGENT
        else:
            self.session = self.plain
        self.cached = self.session is not self.plain
        self.tokens = TokenManager(self._fetch_token)
        self.clock = ServerClock()
        self.calls = 0
        self._count_lock = threading.Lock()

    def close(self) -> None:
        """Close the sessions (and the cache database)."""
        self.session.close()
        self.plain.close()

    def stored(
        self, method: str, url: str, *, json: Any = None, expire: Any = None
    ) -> dict[str, Any] | None:
        """The JSON object the cache holds for a call, or ``None``; nothing is sent (for a
        caller that may take the answer of another call it could have made: DataJud's same
        page, smaller)."""
        if not self.cached or expire is None:
            return None
        hit = self._hit(method.upper(), url, None, json, expire)
        return _json(hit, method, url) if hit.ok else None

    def _hit(
        self, method: str, url: str, params: dict[str, Any] | None, json: Any, expire: Any
    ) -> requests.Response:
        """The cache's answer to a call (not ``ok`` when it holds none); nothing is sent."""
        return self.session.request(
            method, url, params=params, json=json, expire_after=expire, only_if_cached=True
        )

    def forget(self, url: str, params: dict[str, Any] | None = None) -> None:
        """Drop the cached answer of ``GET url?params`` (after the resource was deleted)."""
        if self.cached:
            prepared = requests.Request("GET", url, params=params).prepare()
            self.session.cache.delete(requests=[prepared])

    def call(self, method: str, url: str, *, envelope: type | None = None, **options: Any) -> Any:
        """Send one call (see :meth:`send` for the ``options``) and return its parsed JSON body,
        always a JSON object.

        Args:
            method: HTTP method.
            url: absolute URL.
            envelope: return the ``data`` of a ``{success, data}`` answer instead, checked to
                be of this type (``dict`` or ``list``).

        Raises:
            APIError: a subclass per failure (see :mod:`lawkit.client.retry`); also when the
                answer is not a JSON object, or its ``data`` is missing or of another type.
            NotCached: offline, and the answer is not in the cache.
        """
        response = self.send(method, url, **options)
        # Not a Response: what ``reconcile`` found.
        body = _json(response, method, url) if isinstance(response, requests.Response) else response
        if envelope is None:
            return body
        data = body.get("data")
        if not isinstance(data, envelope):
            raise APIError(
                f"{method} {redact(url)} answered without a `data` {_KINDS[envelope]} "
                f"(got {_kind(data) if 'data' in body else 'no data'})",
                status=getattr(response, "status_code", None),
                response=response if isinstance(response, requests.Response) else None,
            )
        return data

    def send(
        self,
        method: str,
        url: str,
        *,
        params: dict[str, Any] | None = None,
        json: Any = None,
        data: dict[str, Any] | None = None,
        auth: bool = True,
        expire: Any = None,
        refresh: bool = False,
        reconcile: Callable[[], Any] | None = None,
        stream: bool = False,
        headers: dict[str, str] | None = None,
    ) -> Any:
        """Send one call, carrying out :mod:`lawkit.client.retry`'s verdict after each try, and
        return the successful ``requests.Response`` (or what ``reconcile`` returned).

        Args:
            method: HTTP method.
            url: absolute URL.
            params: query parameters.
            json: JSON body; ``data``: a form body.
            auth: send the bearer token (capture and monitoring APIs).
            expire: requests-cache expiry for a GET (or a read-only POST, DataJud's searches: its
                JSON body is part of the key); ``None`` (default): the call bypasses the cache
                entirely (neither read nor stored; offline, it cannot be made).
            refresh: ignore a cached answer and store the new one.
            reconcile: for a POST, called when it may have been applied without an answer;
                returns the parsed body the POST would have returned, or ``None`` if it was not
                applied (then it is sent again).
            stream: stream the body (file downloads).
            headers: extra headers (DataJud's ``Authorization: APIKey``; requests-cache neither
                keys nor stores an ``Authorization`` header).
        """
        method = method.upper()
        offline = self.settings.offline
        use_cache = expire is not None and self.cached and method in ("GET", "POST")
        if offline and not use_cache:
            raise NotCached(f"offline mode: {method} {redact(url)} needs the network")
        session = self.session if use_cache else self.plain
        if use_cache and not refresh and not offline:
            # Answer from the cache before asking for a token: a re-run costs no call at all.
            hit = self._hit(method, url, params, json, expire)
            if hit.ok:
                return hit
        started = time.monotonic()
        limits = Limits(
            self.settings.max_retries,
            self.settings.retry_time,
            self.settings.backoff,
            self.settings.backoff_max,
        )
        retries, renewed = 0, False
        while True:
            token = self.tokens.token() if auth and not offline else None
            sent_headers = {"Authorization": f"Bearer {token}"} if token else dict(headers or {})
            extra: dict[str, Any] = {}
            if use_cache:
                extra = {"expire_after": expire}
                if refresh:
                    extra["force_refresh"] = True
            response = failure = None
            try:
                response = session.request(
                    method,
                    url,
                    params=params,
                    json=json,
                    data=data,
                    headers=sent_headers,
                    timeout=(self.settings.connect_timeout, self.settings.read_timeout),
                    stream=stream,
                    **extra,
                )
            except _NO_ANSWER as exc:
                failure = exc
            attempt = Attempt(
                method,
                None if response is None else response.status_code,
                sent=response is not None or _may_have_been_sent(failure),
                message="" if response is None else self._received(response, method, url),
                auth=auth,
                renewed=renewed,
                reconcilable=reconcile is not None,
                offline=offline,
                retries=retries,
                elapsed=time.monotonic() - started,
                retry_after=retry_after_seconds(
                    None if response is None else response.headers.get("Retry-After")
                ),
            )
            what = (
                f"{method} {redact(url)} got no answer: {type(failure).__name__}"
                if response is None
                else f"{method} {redact(url)} -> {response.status_code} {attempt.message}"
            )
            verdict = decide(attempt, limits)
            if verdict.action is Action.RECONCILE:
                log.warning("%s; checking whether it was applied before sending it again", what)
                found = reconcile()  # type: ignore[misc]  # RECONCILE only when there is one
                if found is not None:
                    return found
                verdict = decide(replace(attempt, reconciled=True), limits)
            if verdict.drop_token and token:
                self.tokens.invalidate(token)
            if verdict.action is Action.RETURN:
                return response
            if verdict.action is Action.RENEW:
                log.info("%s; renewing the token once", what)
                renewed = True
                continue
            if verdict.action is Action.RETRY:
                delay = verdict.delay * random.uniform(1.0, 1.25)
                log.info("%s; retry %d in %.1f s", what, retries + 1, delay)
                if response is not None:
                    response.close()
                time.sleep(delay)
                retries += 1
                continue
            raise self._error(verdict, response, failure, what, url, params, token)

    def _received(self, response: requests.Response, method: str, url: str) -> str:
        """Count and log an answer (read the provider's clock from a fresh one); its error
        message, "" for a success."""
        from_cache = getattr(response, "from_cache", False)
        if not from_cache:
            self.clock.observe(response.headers)
            with self._count_lock:
                self.calls += 1
        log.debug(
            "%s %s -> %s%s",
            method,
            redact(response.url or url),
            response.status_code,
            " (cache)" if from_cache else "",
        )
        return "" if response.ok else _message(response)

    def _error(
        self,
        verdict: Verdict,
        response: requests.Response | None,
        failure: Exception | None,
        what: str,
        url: str,
        params: dict[str, Any] | None,
        token: str | None = None,
    ) -> LawkitError:
        """The error a RAISE verdict asks for, chained to the connection failure if any; a
        refusal the token's scope explains is :class:`InsufficientScope`."""
        error_class = verdict.error or APIError
        if error_class is NotCached:
            full = requests.Request("GET", url, params=params).prepare().url or url
            return NotCached(
                f"offline mode: {redact(full)} is not in the cache (cache: {self.settings.cache})"
            )
        if response is None:
            error = error_class(f"{what}{verdict.note}")
            error.__cause__ = failure
            return error
        method = response.request.method or ""
        lacks = scopes.lacking(method, token) if error_class is AuthenticationError else None
        if lacks is not None:
            message = scopes.describe(f"{method} {redact(url)}", *lacks)
            return InsufficientScope(
                message, needed=lacks[0], scope=lacks[1], status=401, response=response
            )
        return error_class(_message(response), status=response.status_code, response=response)

    def _fetch_token(self) -> dict[str, Any]:
        if not (self.settings.client_id and self.settings.client_secret):
            raise ConfigurationError(
                "client_id and client_secret are needed for the capture and monitoring APIs; "
                "pass them to lawkit.connect() or set LAWKIT_CLIENT_ID/LAWKIT_CLIENT_SECRET"
            )
        if not self.settings.auth_url:
            raise ConfigurationError("auth_url is not configured (LAWKIT_AUTH_URL)")
        form = {
            "grant_type": "client_credentials",
            "id": self.settings.client_id,
            "secret": self.settings.client_secret,
        }
        # Idempotent in effect (it creates nothing), so retried like a GET; never cached.
        response = self.send(
            "POST",
            f"{self.settings.auth_url}/oauth/token",
            data=form,
            auth=False,
            reconcile=lambda: None,
        )
        return _json(response, "POST", f"{self.settings.auth_url}/oauth/token")


def retry_after_seconds(value: str | None) -> float:
    """Seconds asked by a ``Retry-After`` header (delta-seconds or HTTP-date); 0 if unreadable."""
    if not value:
        return 0.0
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return 0.0
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.UTC)
    return max(0.0, (when - dt.datetime.now(dt.UTC)).total_seconds())


def _json(response: requests.Response, method: str, url: str) -> dict[str, Any]:
    """The JSON object of a successful answer, or :class:`APIError` saying what came instead."""
    try:
        body = parsed(response)
    except (ValueError, RecursionError) as exc:  # not JSON, not UTF-8, nested too deeply
        raise APIError(
            f"{method} {redact(url)} answered something that is not JSON "
            f"({response.headers.get('Content-Type') or 'no content type'})",
            status=response.status_code,
            response=response,
        ) from exc
    if not isinstance(body, dict):
        raise APIError(
            f"{method} {redact(url)} answered {_kind(body)} where a JSON object was expected",
            status=response.status_code,
            response=response,
        )
    return body


_KINDS = {dict: "object", list: "array"}


def _kind(value: Any) -> str:
    """The JSON kind of a parsed value, for messages."""
    if isinstance(value, bool):
        return "a boolean"
    names = {dict: "an object", list: "an array", str: "a string", int: "a number"}
    return names.get(type(value), "a number" if isinstance(value, float) else "null")


def _may_have_been_sent(exc: Exception) -> bool:
    """False only when the connection was never made (so nothing reached the server)."""
    if isinstance(exc, requests.ConnectTimeout):
        return False
    reason = exc.args[0] if exc.args else None
    reason = getattr(reason, "reason", reason)
    return not isinstance(reason, urllib3.exceptions.NewConnectionError | ConnectionRefusedError)


def _message(response: requests.Response) -> str:
    """The provider's error message (capture/monitor or demand shape), else the raw text."""
    try:
        body = response.json()
    except ValueError:
        return (response.text or response.reason or "").strip()[:300]
    if isinstance(body, dict):
        if isinstance(body.get("message"), str):
            return body["message"]
        inner = body.get("body")
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return inner["message"]
    return str(body)[:300]
