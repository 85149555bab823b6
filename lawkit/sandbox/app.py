"""The sandbox's WSGI application: routing, bearer check, faults, latency and the request log.

Endpoints come from the API packages of :mod:`lawkit.sandbox.apis` listed in :data:`APIS`. Each
exposes ``routes() -> list[web.Route]`` and ``setup(state)``, called once when the sandbox starts
(to create its store in ``state.stores`` and register ``state.on_advance`` callbacks).
Handlers are called as ``handler(state, request, **path_args)``; see :mod:`lawkit.sandbox.web`.

A path the ``redirects`` knob names is answered its redirect before anything else, as a front
server that canonicalises URLs would. For every matched route (except ``/openapi.json``) the
application, in this order: waits
``latency``; answers 429 if over ``rate_limit``; injects a drawn fault (429 with
``Retry-After``, 500 "Result cannot be resolved", or a dropped connection); checks the bearer
token and scope on capture and monitoring routes; then calls the handler. A ``lost`` fault drops
the connection after the handler ran (what it did stands; the answer never arrives). Unknown
paths get 404 "Not found" and a known path with another method 405, in the API's error shape
(with ``echo_headers``, every error message ends with the request's method, URL and headers).
Every answer's ``Date`` header is the simulated clock (clients read the provider's time there).
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import socket
import struct
import time
from collections import deque
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any, Literal
from urllib.parse import urlsplit, urlunsplit

from werkzeug import Request, Response
from werkzeug.exceptions import HTTPException, MethodNotAllowed, NotFound
from werkzeug.http import http_date
from werkzeug.routing import Map, Rule

from lawkit.sandbox.apis import capture, datajud, demand, files, monitor, tokens
from lawkit.sandbox.faults import INJECTED_RETRY_AFTER, WAITING, Faults
from lawkit.sandbox.state import State
from lawkit.sandbox.web import BEARER_APIS, ApiError, Route, error_response, json_response

#: The APIs the sandbox serves, in setup order.
APIS = (tokens, capture, files, monitor, demand, datajud)
log = logging.getLogger("lawkit.sandbox")
#: Largest request body accepted, in bytes (larger ones get 413).
MAX_BODY = 10 * 2**20
#: Message of the injected 500 (the spec's 500 row).
CANNOT_RESOLVE = "Result cannot be resolved"


@dataclass(frozen=True)
class LogEntry:
    """One request the sandbox served.

    Attributes:
        method: HTTP method.
        path: URL path, without the query string (which may hold secrets such as idArtifact).
        status: HTTP status answered, or None when the connection was dropped.
        time: when it was served, on the simulated clock (UTC).
    """

    method: str
    path: str
    status: int | None
    time: dt.datetime


class SandboxApp:
    """The WSGI callable serving every API of one sandbox state."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.faults = Faults(state)
        self.log: deque[LogEntry] = deque(maxlen=state.knobs.request_log_size)
        routes = [Route("meta", "/openapi.json", ("GET",), serve_openapi)]
        for api in APIS:
            api.setup(state)
            routes.extend(api.routes())
        self.routes = Map(
            [Rule(r.rule, endpoint=r, methods=list(r.methods)) for r in routes],
            strict_slashes=False,
        )

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        request = Request(environ)
        request.max_content_length = MAX_BODY
        response = self.dispatch(request)
        status = None if response is None else response.status_code
        now = self._now()
        self.log.append(LogEntry(request.method, request.path, status, now))
        if response is None:
            _drop(environ)
        response.headers["Date"] = http_date(now)
        return response(environ, start_response)

    def _now(self) -> dt.datetime:
        return dt.datetime.fromtimestamp(self.state.clock.now(), dt.UTC)

    def dispatch(self, request: Request) -> Response | None:
        """The response to ``request``, or None to drop the connection."""
        moved = self._redirect(request)
        if moved is not None:
            return moved
        api = _api_of(request.path)
        try:
            route, args = self.routes.bind_to_environ(request.environ).match()
        except NotFound:
            return self._refused(api, ApiError(404, "Not found"), request)
        except MethodNotAllowed as error:
            allowed = ", ".join(sorted(error.valid_methods or ()))
            message = f"method {request.method} not allowed on {request.path}; allowed: {allowed}"
            return self._refused(api, ApiError(405, message, {"Allow": allowed}), request)
        refusal = None if route.api == "meta" else self._refusal()
        if refusal == "drop":
            return None
        response = self._answer(request, route, args, refusal)
        return None if refusal == "lost" else response

    def _redirect(self, request: Request) -> Response | None:
        """The redirect the ``redirects`` knob asks for ``request``, if any: to the same URL with
        a slash after its path."""
        if request.path.endswith("/"):
            return None
        for prefix, status in self.state.knobs.redirects.items():
            if request.path.startswith(prefix):
                url = urlsplit(request.url)
                location = urlunsplit(url._replace(path=url.path + "/"))
                return Response(status=status, headers={"Location": location})
        return None

    def _answer(
        self, request: Request, route: Route, args: dict[str, Any], refusal: Any
    ) -> Response:
        try:
            if isinstance(refusal, ApiError):
                raise refusal
            if route.api in BEARER_APIS:
                tokens.authorize(self.state, request)
            return route.handler(self.state, request, **args)
        except ApiError as error:
            return self._refused(route.api, error, request)
        except HTTPException as error:  # e.g. 413 from werkzeug when the body is too large
            message = f"{error.name}: {error.description}"
            return self._refused(route.api, ApiError(error.code or 400, message), request)
        except Exception as error:  # a bug must still answer in the API's shape
            log.exception("sandbox error on %s %s", request.method, request.path)
            return self._refused(route.api, ApiError(500, f"sandbox error: {error!r}"), request)

    def _refused(self, api: str, error: ApiError, request: Request) -> Response:
        """The error answer of ``api``; with ``echo_headers``, its message ends with the
        request's method, URL and headers."""
        if self.state.knobs.echo_headers:
            headers = "; ".join(f"{name}: {value}" for name, value in request.headers.items())
            echo = f" (request: {request.method} {request.url}; headers: {headers})"
            error = replace(error, message=error.message + echo)
        return error_response(api, error)

    def _refusal(self) -> ApiError | Literal["drop", "lost"] | None:
        """After ``latency``: a 429 over the rate limit, else the fault drawn, if any."""
        knobs = self.state.knobs
        if knobs.latency:
            time.sleep(knobs.latency)
        wait = self.faults.throttle()
        if wait is not None:
            return ApiError(429, WAITING, {"Retry-After": str(wait)})
        kind = self.faults.draw()
        if kind == "429":
            return ApiError(429, WAITING, {"Retry-After": str(INJECTED_RETRY_AFTER)})
        if kind == "500":
            return ApiError(500, CANNOT_RESOLVE)
        return kind


def _api_of(path: str) -> str:
    head = path.strip("/").split("/", 1)[0]
    return head if head in ("auth", "capture", "monitor", "cdn", "demand", "datajud") else "meta"


def _drop(environ: dict[str, Any]) -> None:
    """Close the client's connection without an answer (the dev server's socket)."""
    connection: socket.socket = environ["werkzeug.socket"]
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    connection.shutdown(socket.SHUT_RDWR)
    raise ConnectionAbortedError("lawkit sandbox: injected dropped connection")


def openapi_document() -> dict[str, Any]:
    """The OpenAPI 3 document of the provider's APIs (package data)."""
    text = resources.files("lawkit.sandbox").joinpath("openapi.json").read_text("utf-8")
    return json.loads(text)


def serve_openapi(state: State, request: Request) -> Response:
    """``GET /openapi.json`` with the server URL of this sandbox."""
    document = openapi_document()
    root = state.urls["auth"].removesuffix("/auth")
    document["servers"] = [{"url": root, "description": "this lawkit sandbox"}]
    return json_response(document)
