"""A small HTTP server that receives the provider's callbacks and records them.

Use it when the provider can reach your machine (or with the sandbox, always on loopback):

    with lawkit.client.callbacks.CallbackReceiver() as receiver:
        records = [client.capture.autorequest(n, callbacks=receiver) for n in numbers]
        results = client.capture.wait(records, receiver=receiver)

Every delivery is kept in :attr:`CallbackReceiver.deliveries` (body, headers, path, time). Capture
deliveries are also indexed by request id, deduplicated (a repeated delivery for the same request
and status is counted in :attr:`CallbackReceiver.duplicates`, not stored twice): a capture request
callback gives ``{action, requestId, respondedAt, status}``, an automatic request callback the
whole lookup result (``requested.id``).

Only the provider can deliver: each receiver draws an unguessable token
(:func:`secrets.token_urlsafe`) and hands it out inside :attr:`CallbackReceiver.url`
(``?token=...``, see :mod:`lawkit.client.callback_tokens`). A delivery without it is refused
with 403, counted in :attr:`CallbackReceiver.refused` and logged (without the token), never
recorded. A body whose size is not a plain ``Content-Length`` is refused before anything is read:
411 when it is missing (or chunked), 400 when it is not a number >= 0, 413 over ``max_body``; a
peer that stops sending mid-body is dropped after :data:`READ_TIMEOUT` seconds. The token is a
secret: it is kept out of :attr:`Delivery.path`, the ``repr``, the logs and (see
:mod:`lawkit.client.callback_tokens`) everything the client stores.
"""

from __future__ import annotations

import datetime as dt
import hmac
import json
import logging
import secrets
import threading
from contextlib import suppress
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs

from lawkit import polling
from lawkit.client.callback_tokens import TOKEN_PARAMETER, without_tokens

log = logging.getLogger(__name__)
#: Seconds a connection may stay silent (headers or body) before it is dropped.
READ_TIMEOUT = 10.0
#: Bytes of a refused (403) body read and dropped after the answer, so that a peer sending a small
#: body still reads it (closing on unread data resets the connection).
DRAIN = 64 << 10


@dataclass(frozen=True)
class Delivery:
    """One received callback."""

    method: str
    path: str  # without the query (which holds the token)
    headers: dict[str, str]
    body: Any
    received: dt.datetime


class CallbackReceiver:
    """Records callbacks POSTed (or PUT/PATCHed) to it, in a background thread.

    Args:
        host: address to listen on; loopback by default.
        port: port, 0 for any free one.
        max_body: largest body accepted, in bytes.

    Attributes:
        deliveries: every accepted delivery.
        duplicates: repeated capture deliveries (same request, same status).
        refused: deliveries refused for a missing or wrong token.
    """

    def __init__(self, host: str = "127.0.0.1", port: int = 0, max_body: int = 64 << 20) -> None:
        self.deliveries: list[Delivery] = []
        self.duplicates = 0
        self.refused = 0
        self._token = secrets.token_urlsafe(32)
        self._by_request: dict[str, dict[str, Any]] = {}
        self._lock = threading.Lock()
        self._max_body = max_body
        self._server = ThreadingHTTPServer((host, port), _handler(self))
        self._server.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The URL to give the provider; it holds the receiver's token, a secret."""
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/callback?{TOKEN_PARAMETER}={self._token}"

    def descriptor(self, method: str = "POST") -> dict[str, str]:
        """A callback descriptor for this receiver."""
        return {"method": method, "url": self.url}

    def start(self) -> CallbackReceiver:
        """Start serving (idempotent)."""
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._server.serve_forever, name="lawkit-callbacks", daemon=True
            )
            self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and release the port."""
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join()
            self._thread = None
        self._server.server_close()

    def __enter__(self) -> CallbackReceiver:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def __repr__(self) -> str:
        return (
            f"<CallbackReceiver {without_tokens(self.url)}: {len(self.deliveries)} deliveries, "
            f"{len(self._by_request)} requests>"
        )

    def statuses(self) -> dict[str, str]:
        """Request id -> last status delivered."""
        with self._lock:
            return {rid: body["status"] for rid, body in self._by_request.items()}

    def results(self) -> dict[str, dict[str, Any]]:
        """Request id -> full lookup result, for deliveries that carried one (automatic
        requests)."""
        with self._lock:
            return {rid: body["result"] for rid, body in self._by_request.items() if body["result"]}

    def wait_for(self, count: int, timeout: float) -> bool:
        """Block until ``count`` distinct capture requests have been delivered, or ``timeout``
        seconds (monitoring and demand deliveries: :meth:`wait_for_deliveries`).

        Returns:
            Whether the count was reached.
        """
        return polling.wait_until(lambda: self._count(self._by_request) >= count, timeout)

    def wait_for_deliveries(self, count: int, timeout: float) -> bool:
        """Block until ``count`` deliveries of any kind (capture, monitoring, demand) arrived,
        duplicates included, or ``timeout`` seconds.

        Returns:
            Whether the count was reached.
        """
        return polling.wait_until(lambda: self._count(self.deliveries) >= count, timeout)

    def accepts(self, token: str) -> bool:
        """Whether ``token`` is this receiver's (compared in constant time)."""
        return hmac.compare_digest(token.encode(), self._token.encode())

    def _count(self, items: Any) -> int:
        with self._lock:
            return len(items)

    def record(self, delivery: Delivery) -> None:
        """Store one delivery (called by the server thread)."""
        body = delivery.body if isinstance(delivery.body, dict) else {}
        requested = body.get("requested") if isinstance(body.get("requested"), dict) else {}
        request_id = body.get("requestId") or requested.get("id")
        status = body.get("status") or requested.get("status")
        with self._lock:
            self.deliveries.append(delivery)
            if isinstance(request_id, str) and isinstance(status, str):
                earlier = self._by_request.get(request_id)
                if earlier is not None and earlier["status"] == status:
                    self.duplicates += 1
                else:
                    self._by_request[request_id] = {
                        "status": status,
                        "result": body if requested else None,
                    }


def _length(values: list[str], max_body: int) -> tuple[int, str] | int:
    """The body's size from its ``Content-Length`` header(s), or the refusal ``(status, why)``."""
    if not values:
        return 411, "Content-Length is required (chunked bodies are not accepted)"
    if len(set(values)) > 1 or not values[0].strip().isdigit():
        return 400, f"Content-Length must be one number >= 0, not {', '.join(values)!r}"
    length = int(values[0])
    if length > max_body:
        return 413, f"body of {length} bytes is over the {max_body} this receiver accepts"
    return length


def _handler(receiver: CallbackReceiver) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        timeout = READ_TIMEOUT

        def _receive(self) -> None:
            path, _, query = self.path.partition("?")
            size = _length(self.headers.get_all("Content-Length") or [], receiver._max_body)
            if "Transfer-Encoding" in self.headers:
                size = 411, "Content-Length is required (chunked bodies are not accepted)"
            if isinstance(size, tuple):
                self.send_error(*size)
                return
            token = parse_qs(query).get(TOKEN_PARAMETER, [""])[-1]
            if not receiver.accepts(token):
                with receiver._lock:
                    receiver.refused += 1
                log.warning(
                    "callback receiver refused a %s to %s from %s: %s token (403)",
                    self.command, path, self.client_address[0],
                    "wrong" if token else "no",
                )  # fmt: skip
                self.send_error(403, "this receiver accepts only deliveries with its token")
                self._discard(min(size, DRAIN))
                return
            raw = self.rfile.read(size) if size else b""
            if len(raw) < size:
                return  # the peer went away mid-body
            try:
                body: Any = json.loads(raw) if raw else None
            except ValueError:
                body = raw.decode("utf-8", "replace")
            receiver.record(
                Delivery(
                    method=self.command,
                    path=path,
                    headers=dict(self.headers.items()),
                    body=body,
                    received=dt.datetime.now(dt.UTC),
                )
            )
            payload = b'{"received": true}'
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def _discard(self, size: int) -> None:
            """Read and drop up to ``size`` bytes already on their way, waiting briefly."""
            self.connection.settimeout(1.0)
            with suppress(OSError):
                self.rfile.read(size)

        do_POST = do_PUT = do_PATCH = _receive

        def log_message(self, format: str, *args: Any) -> None:
            """Silence the per-request log lines (the request line holds the token)."""

    return Handler
