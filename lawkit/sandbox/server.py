"""The running sandbox: a threaded Werkzeug server on a background thread, and its handle."""

from __future__ import annotations

import dataclasses
import datetime as dt
import logging
import threading
import time
from types import TracebackType
from typing import Any

from werkzeug.serving import BaseWSGIServer, WSGIRequestHandler, make_server

from lawkit.errors import InvalidInput
from lawkit.sandbox.apis.datajud.responses import API_KEY
from lawkit.sandbox.app import LogEntry, SandboxApp
from lawkit.sandbox.delivery import Deliveries, Delivery
from lawkit.sandbox.state import Knobs, State

log = logging.getLogger("lawkit.sandbox")
API_NAMES = ("auth", "capture", "monitor", "cdn", "demand", "datajud")
#: Seconds between the server loop's checks for stop() (bounds how long stop() takes).
STOP_POLL = 0.1


class _QuietHandler(WSGIRequestHandler):
    """The dev server's handler, made safe for secrets.

    No per-request lines on stderr (the sandbox's request log keeps them), and no request data
    in any log line: werkzeug's errors quote the raw request line, which after a broken request
    may be a POST body (a client secret, an idArtifact). After a dropped connection the
    connection is closed for good, so a body left unread is never taken for the next request.
    """

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Requests are kept in the sandbox's request log instead."""

    def send_response(self, code: int, message: str | None = None) -> None:
        """The status line and ``Server``; ``Date`` comes from the application (the simulated
        clock), not the machine's."""
        self.log_request(code)
        self.send_response_only(code, message)
        self.send_header("Server", self.version_string())

    def log(self, type: str, message: str, *args: Any) -> None:
        """Server messages go to the ``lawkit.sandbox`` logger at DEBUG, without their
        arguments (which quote request data)."""
        log.debug("HTTP server %s from %s: %s", type, self.address_string(), message)

    def connection_dropped(
        self, error: BaseException, environ: dict[str, Any] | None = None
    ) -> None:
        """Stop serving this connection: what is left in its read buffer is not a request."""
        self.close_connection = True


class Sandbox:
    """A running sandbox; use as a context manager or call :meth:`stop`.

    Attributes:
        url: the root URL, ``http://127.0.0.1:<port>``.
        urls: base URLs by API: ``auth``, ``capture``, ``monitor``, ``cdn``, ``demand``,
            ``datajud`` (DataJud's indexes are ``{urls["datajud"]}/api_publica_<alias>``).
        credentials: ``client_id``, ``client_secret`` (the admin-scope client) and
            ``artifact_id`` (demand API).
        clients: every client by scope (``svc-api:admin``, ``svc-api:w``, ``svc-api:r``).
        knobs: the :class:`~lawkit.sandbox.state.Knobs` it runs with.
    """

    def __init__(self, knobs: Knobs) -> None:
        self._server: BaseWSGIServer = make_server(
            knobs.host, knobs.port, self._serve, threaded=True, request_handler=_QuietHandler
        )
        host = f"[{knobs.host}]" if ":" in knobs.host else knobs.host
        self.url = f"http://{host}:{self._server.server_port}"
        self.urls = {name: f"{self.url}/{name}" for name in API_NAMES}
        self._load(knobs)
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": STOP_POLL},
            name="lawkit-sandbox-server",
            daemon=True,
        )
        self._thread.start()

    def _load(self, knobs: Knobs) -> None:
        """Serve a new state made from ``knobs`` alone (the socket and URLs stay)."""
        state = State(knobs)
        state.deliveries = Deliveries(state)
        state.urls.update(self.urls)
        app = SandboxApp(state)
        self.knobs, self.state = knobs, state
        self.clients = {c.scope: c for c in state.stores["tokens"].values()}
        admin = self.clients["svc-api:admin"]
        self.credentials = {
            "client_id": admin.client_id,
            "client_secret": admin.client_secret,
            "artifact_id": str(state.artifact_id),
        }
        self._app = app  # last: from here on, requests meet the new state

    def _serve(self, environ: dict[str, Any], start_response: Any) -> Any:
        """The WSGI entry point: the application of the current state."""
        return self._app(environ, start_response)

    def reset(self, **knobs: Any) -> None:
        """Put the running sandbox back to a fresh state with ``knobs``, keeping its port.

        Afterwards it answers as ``start(**knobs)`` would: every knob not given takes its
        default, and the stores, clock, scheduler, callbacks, faults, rate limit and request log
        start anew; work of the old state (scheduled jobs, pending callbacks) is dropped. Only
        ``host`` and ``port`` stay as they were, with the socket.

        Raises:
            InvalidInput: an unknown knob, a value out of range, or another host or port.
        """
        serving = {"host": self.knobs.host, "port": self.knobs.port}
        moved = [f"{k}={v!r}" for k, v in knobs.items() if k in serving and v != serving[k]]
        if moved:
            raise InvalidInput(
                f"reset keeps the socket: {', '.join(moved)} cannot change (serving on "
                f"{self.url}); start another sandbox instead"
            )
        old = self.state
        self._load(_knobs(knobs, **serving))
        _stop_background(old)

    @property
    def settings(self) -> dict[str, str]:
        """Keyword arguments for ``lawkit.connect(**sb.settings)``: the base URLs, the
        credentials and ``datajud_key`` (DataJud's public API key, not a secret)."""
        urls = {f"{name}_url": self.urls[name] for name in API_NAMES}
        return urls | self.credentials | {"datajud_key": API_KEY}

    @property
    def request_log(self) -> list[LogEntry]:
        """What the sandbox served, oldest first (at most ``request_log_size`` entries)."""
        return list(self._app.log)

    @property
    def deliveries(self) -> list[Delivery]:
        """The callback deliveries so far (the latest ``request_log_size``), oldest first, with
        their outcome and attempts."""
        return self.state.deliveries.records()

    def wait_for_deliveries(self, timeout: float = 10.0) -> bool:
        """Wait until the work due by now has run and no callback is pending.

        Returns False if ``timeout`` seconds passed first. Callbacks of requests that finish
        later (``finish_after``) are not waited for.
        """
        deadline = time.monotonic() + timeout
        if not self.state.scheduler.wait_idle(timeout):
            return False
        return self.state.deliveries.wait(max(0.0, deadline - time.monotonic()))

    @property
    def now(self) -> dt.datetime:
        """The simulated clock, as an aware UTC datetime: ``knobs.start``, plus the real time
        elapsed since the sandbox started, plus every ``advance``."""
        return dt.datetime.fromtimestamp(self.state.clock.now(), dt.UTC)

    def advance(self, days: float = 1) -> None:
        """Move the simulated clock forward by ``days`` and run the daily re-queries."""
        self.state.advance(days)

    def stop(self) -> None:
        """Stop serving and the background threads."""
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)
        _stop_background(self.state)

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()

    def __repr__(self) -> str:
        return f"<lawkit sandbox at {self.url} seed={self.knobs.seed}>"


def start(**knobs: Any) -> Sandbox:
    """Start a sandbox on a free loopback port (see :class:`~lawkit.sandbox.state.Knobs`).

    Raises:
        InvalidInput: an unknown knob or a value out of range.
    """
    return Sandbox(_knobs(knobs))


def _knobs(given: dict[str, Any], **defaults: Any) -> Knobs:
    """The :class:`Knobs` of ``given``, the others from ``defaults`` or the dataclass's own.

    Raises:
        InvalidInput: an unknown knob or a value out of range.
    """
    allowed = [f.name for f in dataclasses.fields(Knobs)]
    unknown = sorted(set(given) - set(allowed))
    if unknown:
        raise InvalidInput(f"unknown knob(s) {unknown}; allowed: {', '.join(allowed)}")
    return Knobs(**(defaults | given))


def _stop_background(state: State) -> None:
    """Stop a state's scheduler and callback deliveries."""
    state.scheduler.stop()
    state.deliveries.stop()
