"""The one HTTP layer: cached session, bearer auth, retries and error mapping.

:meth:`HTTP.send` is a small loop over the tries of one :class:`Call`: send it (:meth:`~HTTP._try`),
read what the try met into an :class:`~lawkit.client.retry.Attempt`, and carry out the
:class:`~lawkit.client.retry.Decision` of :func:`lawkit.client.retry.decide` — return, renew the
token, reconcile a POST that may have been applied (through the caller's ``reconcile``
function), wait and retry, or raise. The policy, a pure function tested row by row, is the table
in :mod:`lawkit.client.retry`. It is not urllib3's ``Retry``: it needs what urllib3 cannot see —
the provider's two meanings of 401 (renew the token once, or a validation error never retried),
whether a failed POST may have created something (then it is reconciled, not replayed), and one
budget in count *and* time shared by all causes.

Under it, :mod:`lawkit.client.transport` bounds each answer in size (``max_answer_bytes``) and
time (``answer_timeout``) and refuses a redirect that would make a POST a GET. An answer that
came but cannot be used — too large, a redirect loop or refused, an unusable URL — is a lawkit
error at once, never retried; every error is lawkit's own.

Nothing lawkit builds from an answer holds a secret (:mod:`lawkit.client.redact`): messages,
warnings and log lines are redacted of the client's secrets, an error keeps a redacted copy of
the answer (no request, no redirect history) and no requests exception as its cause.

Logging (``logging.getLogger("lawkit.client.http")``): every answer at DEBUG, retries and token
renewals at INFO, reconciliations at WARNING. URLs are logged with secret parameters redacted;
tokens, secrets and bodies never are.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import logging
import random
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, TypeVar

import requests
import urllib3

from lawkit.client import scopes, transport
from lawkit.client.auth import TokenManager
from lawkit.client.cache import open_session
from lawkit.client.cache.responses import parsed
from lawkit.client.clock import ServerClock
from lawkit.client.config import Settings
from lawkit.client.redact import Secrets, redact
from lawkit.client.retry import Action, Attempt, Decision, Limits, decide
from lawkit.errors import (
    AnswerTooLarge,
    APIError,
    AuthenticationError,
    ConfigurationError,
    InsufficientScope,
    LawkitError,
    NotCached,
)

log = logging.getLogger(__name__)
USER_AGENT = "lawkit (python; +https://pypi.org/project/lawkit)"
#: No (whole) answer: refused, dropped or timed out (``answer_timeout`` too), or a body cut
#: short or undecodable (a truncated answer is a connection dropped mid-answer).
_NO_ANSWER = (
    requests.ConnectionError,
    requests.Timeout,
    requests.exceptions.ChunkedEncodingError,
    requests.exceptions.ContentDecodingError,
)
E = TypeVar("E", bound=APIError)


@dataclass(frozen=True)
class Call:
    """One call, as :meth:`HTTP.send` is asked to send it.

    Attributes:
        method: HTTP method (upper case).
        url: absolute URL.
        params: query parameters.
        json: JSON body; ``data``: a form body.
        headers: extra headers (DataJud's ``Authorization: APIKey``; requests-cache neither
            keys nor stores an ``Authorization`` header).
        auth: send the bearer token (capture and monitoring APIs), besides ``headers``.
        expire: requests-cache expiry for a GET (or a read-only POST, DataJud's searches: its
            JSON body is part of the key); ``None`` (default): the call bypasses the cache
            entirely (neither read nor stored; offline, it cannot be made).
        refresh: ignore a cached answer and store the new one.
        stream: stream the body (file downloads).
    """

    method: str
    url: str
    params: dict[str, Any] | None = None
    json: Any = None
    data: dict[str, Any] | None = None
    headers: Mapping[str, str] | None = None
    auth: bool = True
    expire: Any = None
    refresh: bool = False
    stream: bool = False

    @property
    def shown(self) -> str:
        """The call in messages and logs: method and URL, secret parameters redacted."""
        return f"{self.method} {redact(self.url)}"

    def headers_with(self, token: str | None) -> dict[str, str]:
        """The headers to send: the caller's, and the bearer token when there is one."""
        sent = dict(self.headers or {})
        if token:
            sent["Authorization"] = f"Bearer {token}"
        return sent


class HTTP:
    """Sends calls to the provider for one client.

    Attributes:
        calls: number of HTTP requests actually sent (cache hits not counted).
        tokens: the token manager (``None`` until credentials are known to be needed).
        clock: the provider's clock, read from the ``Date`` of every answer sent over the wire.
        secrets: the client's secrets (its settings' and each token issued), redacted from every
            message and error built here.
    """

    def __init__(
        self, settings: Settings, keep: Callable[[requests.Response], bool] | None = None
    ) -> None:
        """``keep`` says which GET answers the cache may store (all when ``None``)."""
        self.settings = settings
        self.plain = requests.Session()
        if settings.cache is not None:
            self.session: requests.Session = open_session(
                settings.cache,
                namespace=settings.client_id or "",
                offline=settings.offline,
                keep=keep,
            )
        else:
            self.session = self.plain
        for session in {self.plain, self.session}:
            session.headers["User-Agent"] = USER_AGENT
            transport.mount(session, settings.max_answer_bytes, settings.answer_timeout)
        self.cached = self.session is not self.plain
        self.tokens = TokenManager(self._fetch_token)
        self.secrets = Secrets(settings.client_secret, settings.artifact_id, settings.datajud_key)
        self.clock = ServerClock()
        self.calls = 0
        self._count_lock = threading.Lock()
        self._limits = Limits(
            settings.max_retries, settings.retry_time, settings.backoff, settings.backoff_max
        )

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
        call = Call(method.upper(), url, json=json, expire=expire)
        hit = self._hit(call)
        return self._json(hit, call) if hit.ok else None

    def _hit(self, call: Call) -> requests.Response:
        """The cache's answer to a call (not ``ok`` when it holds none); nothing is sent."""
        return self.session.request(
            call.method,
            call.url,
            params=call.params,
            json=call.json,
            expire_after=call.expire,
            only_if_cached=True,
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
        call = Call(method.upper(), url)
        answered = isinstance(response, requests.Response)  # else: what ``reconcile`` found
        body = self._json(response, call) if answered else response
        if envelope is None:
            return body
        data = body.get("data")
        if not isinstance(data, envelope):
            got = _kind(data) if "data" in body else "no data"
            message = f"{call.shown} answered without a `data` {_KINDS[envelope]} (got {got})"
            raise self.error(APIError, message, response if answered else None)
        return data

    def send(
        self, method: str, url: str, *, reconcile: Callable[[], Any] | None = None, **options: Any
    ) -> Any:
        """Send one call, carrying out :mod:`lawkit.client.retry`'s decision after each try, and
        return the successful ``requests.Response`` (or what ``reconcile`` returned).

        Args:
            method: HTTP method.
            url: absolute URL.
            reconcile: for a POST, called when it may have been applied without an answer;
                returns the parsed body the POST would have returned, or ``None`` if it was not
                applied (then it is sent again).
            options: the other fields of :class:`Call` (``params``, ``json``, ``data``,
                ``headers``, ``auth``, ``expire``, ``refresh``, ``stream``).
        """
        call = Call(method.upper(), url, **options)
        session = self._session(call)
        if session is not self.plain and not call.refresh and not self.settings.offline:
            hit = self._hit(call)  # before asking for a token: a re-run costs no call at all
            if hit.ok:
                return hit
        started, retries, renewed = time.monotonic(), 0, False
        while True:
            token = self.tokens.token() if call.auth and not self.settings.offline else None
            response, failure = self._try(session, call, token)
            attempt = self._attempt(call, response, failure, reconcile is not None, renewed)
            attempt = replace(attempt, retries=retries, elapsed=time.monotonic() - started)
            what = _what(call, response, failure, attempt.message)
            decision = decide(attempt, self._limits)
            if decision.action is Action.RECONCILE:
                log.warning("%s; checking whether it was applied before sending it again", what)
                found = reconcile()  # type: ignore[misc]  # RECONCILE only when there is one
                if found is not None:
                    return found
                decision = decide(replace(attempt, reconciled=True), self._limits)
            if decision.drop_token and token:
                self.tokens.invalidate(token)
            if decision.action is Action.RETURN:
                return response
            if decision.action is Action.RENEW:
                log.info("%s; renewing the token once", what)
                renewed = True
            elif decision.action is Action.RETRY:
                _pause(decision, what, retries, response)
                retries += 1
            else:
                raise self._error(decision, call, response, what, token)

    def _session(self, call: Call) -> requests.Session:
        """The session a call goes through: the cached one when its answer may be kept.

        Raises:
            NotCached: offline, and the call bypasses the cache.
        """
        if call.expire is not None and self.cached and call.method in ("GET", "POST"):
            return self.session
        if self.settings.offline:
            raise NotCached(f"offline mode: {call.shown} needs the network")
        return self.plain

    def _try(
        self, session: requests.Session, call: Call, token: str | None
    ) -> tuple[requests.Response | None, requests.RequestException | None]:
        """One try: the answer, or the failure of a try that got none.

        Raises:
            APIError: an answer came but cannot be used (:meth:`_broken`); never retried.
        """
        cache: dict[str, Any] = {}
        if session is not self.plain:
            cache = {"expire_after": call.expire, "force_refresh": call.refresh}
        try:
            response = session.request(
                call.method,
                call.url,
                params=call.params,
                json=call.json,
                data=call.data,
                headers=call.headers_with(token),
                timeout=(self.settings.connect_timeout, self.settings.read_timeout),
                stream=call.stream,
                **cache,
            )
            return response, None
        except requests.RequestException as exc:
            failure = exc
        if isinstance(failure, _NO_ANSWER):
            return None, failure
        raise self._broken(call, failure)  # out of the except: no requests exception chained

    def _broken(self, call: Call, failure: requests.RequestException) -> APIError:
        """The error of an answer that came but cannot be used: larger than
        ``max_answer_bytes`` (:class:`AnswerTooLarge`), a redirect loop, a redirect that would
        drop a POST's body, a URL requests cannot follow."""
        if isinstance(failure, transport.Oversized):
            return self.error(AnswerTooLarge, f"{call.shown} {failure}")
        return self.error(APIError, f"{call.shown} failed: {type(failure).__name__}: {failure}")

    def _attempt(
        self,
        call: Call,
        response: requests.Response | None,
        failure: requests.RequestException | None,
        reconcilable: bool,
        renewed: bool,
    ) -> Attempt:
        """What a try met (its retries and elapsed time are the caller's)."""
        return Attempt(
            call.method,
            None if response is None else response.status_code,
            sent=response is not None or _may_have_been_sent(failure),
            message="" if response is None else self._received(response, call),
            auth=call.auth,
            renewed=renewed,
            reconcilable=reconcilable,
            offline=self.settings.offline,
            retry_after=retry_after_seconds(
                None if response is None else response.headers.get("Retry-After")
            ),
        )

    def _received(self, response: requests.Response, call: Call) -> str:
        """Count and log an answer (read the provider's clock from a fresh one); its error
        message, "" for a success."""
        from_cache = getattr(response, "from_cache", False)
        if not from_cache:
            self.clock.observe(response.headers)
            with self._count_lock:
                self.calls += 1
        log.debug(
            "%s %s -> %s%s",
            call.method,
            redact(response.url or call.url),
            response.status_code,
            " (cache)" if from_cache else "",
        )
        return "" if response.ok else self.secrets(_message(response))

    def error(self, kind: type[E], message: str, response: requests.Response | None = None) -> E:
        """An error of ``kind`` whose message holds none of the client's secrets, keeping a
        copy of ``response`` without them (:meth:`~lawkit.client.redact.Secrets.answer`)."""
        if response is None:
            return kind(self.secrets(message))
        kept = self.secrets.answer(response)
        return kind(self.secrets(message), status=response.status_code, response=kept)

    def _error(
        self,
        decision: Decision,
        call: Call,
        response: requests.Response | None,
        what: str,
        token: str | None,
    ) -> LawkitError:
        """The error a RAISE decision asks for; a refusal the token's scope explains is
        :class:`InsufficientScope`."""
        error_class = decision.error or APIError
        if error_class is NotCached:
            full = requests.Request("GET", call.url, params=call.params).prepare().url or call.url
            return NotCached(
                f"offline mode: {redact(full)} is not in the cache (cache: {self.settings.cache})"
            )
        if response is None:
            return self.error(error_class, f"{what}{decision.note}")  # type: ignore[type-var]
        lacks = scopes.lacking(call.method, token) if error_class is AuthenticationError else None
        if lacks is not None:
            message = scopes.describe(call.shown, *lacks)
            kept = self.secrets.answer(response)
            return InsufficientScope(
                message, needed=lacks[0], scope=lacks[1], status=401, response=kept
            )
        return self.error(error_class, _message(response), response)  # type: ignore[type-var]

    def _json(self, response: requests.Response, call: Call) -> dict[str, Any]:
        """The JSON object of a successful answer, or :class:`APIError` saying what came
        instead."""
        try:
            body = parsed(response)
        except (ValueError, RecursionError):  # not JSON, not UTF-8, nested too deeply
            body = _NOT_JSON
        if body is _NOT_JSON:
            kind = response.headers.get("Content-Type") or "no content type"
            message = f"{call.shown} answered something that is not JSON ({kind})"
            raise self.error(APIError, message, response)  # no decoding error chained
        if not isinstance(body, dict):
            message = f"{call.shown} answered {_kind(body)} where a JSON object was expected"
            raise self.error(APIError, message, response)
        return body

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
        url = f"{self.settings.auth_url}/oauth/token"
        # Idempotent in effect (it creates nothing), so retried like a GET; never cached.
        response = self.send("POST", url, data=form, auth=False, reconcile=lambda: None)
        body = self._json(response, Call("POST", url))
        token = body.get("access_token")
        self.secrets.add(token if isinstance(token, str) else None)
        return body


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


def _what(
    call: Call,
    response: requests.Response | None,
    failure: requests.RequestException | None,
    message: str,
) -> str:
    """What a try met, for logs and the message of a call that gives up."""
    if response is not None:
        return f"{call.shown} -> {response.status_code} {message}"
    said = failure if isinstance(failure, transport.Overdue) else type(failure).__name__
    return f"{call.shown} got no answer: {said}"


def _pause(decision: Decision, what: str, retries: int, response: requests.Response | None) -> None:
    """Wait before retry ``retries + 1`` (the decision's delay, plus up to 25 % of jitter)."""
    delay = decision.delay * random.uniform(1.0, 1.25)
    log.info("%s; retry %d in %.1f s", what, retries + 1, delay)
    if response is not None:
        response.close()
    time.sleep(delay)


_NOT_JSON = object()
_KINDS = {dict: "object", list: "array"}


def _kind(value: Any) -> str:
    """The JSON kind of a parsed value, for messages."""
    if isinstance(value, bool):
        return "a boolean"
    names = {dict: "an object", list: "an array", str: "a string", int: "a number"}
    return names.get(type(value), "a number" if isinstance(value, float) else "null")


def _may_have_been_sent(exc: Exception | None) -> bool:
    """False only when the connection was never made (so nothing reached the server)."""
    if isinstance(exc, requests.ConnectTimeout):
        return False
    reason = exc.args[0] if exc is not None and exc.args else None
    reason = getattr(reason, "reason", reason)
    return not isinstance(reason, urllib3.exceptions.NewConnectionError | ConnectionRefusedError)


def _message(response: requests.Response) -> str:
    """The error message of an answer: the provider's (capture/monitor or demand shape),
    Elasticsearch's ``error.reason`` (DataJud), else the raw text."""
    try:
        body = parsed(response)
    except (ValueError, RecursionError):
        return (response.text or response.reason or "").strip()[:300]
    if isinstance(body, dict):
        if isinstance(body.get("message"), str):
            return body["message"]
        inner = body.get("body")
        if isinstance(inner, dict) and isinstance(inner.get("message"), str):
            return inner["message"]
        error = body.get("error")
        if isinstance(error, dict) and isinstance(error.get("reason"), str):
            return error["reason"]
        if isinstance(error, str):
            return error
    return str(body)[:300]
