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
"""

from __future__ import annotations

import datetime as dt
import json
import threading
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from lawkit import polling


@dataclass(frozen=True)
class Delivery:
    """One received callback."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any
    received: dt.datetime


class CallbackReceiver:
    """Records callbacks POSTed (or PUT/PATCHed) to it, in a background thread.

    Args:
        host: address to listen on; loopback by default.
        port: port, 0 for any free one.
        max_body: largest body accepted, in bytes.
    """

    def __init__(self, host: str = "127.0.0.1", port: int = 0, max_body: int = 64 << 20) -> None:
        self.deliveries: list[Delivery] = []
        self.duplicates = 0
        self._by_request: dict[str, dict[str, Any]] = {}
        self._lock = threading.Lock()
        self._max_body = max_body
        self._server = ThreadingHTTPServer((host, port), _handler(self))
        self._server.daemon_threads = True
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """The URL to give the provider."""
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/callback"

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
            f"<CallbackReceiver {self.url}: {len(self.deliveries)} deliveries, "
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


def _handler(receiver: CallbackReceiver) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def _receive(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            if length > receiver._max_body:
                self.send_error(413, "body too large")
                return
            raw = self.rfile.read(length) if length else b""
            try:
                body: Any = json.loads(raw) if raw else None
            except ValueError:
                body = raw.decode("utf-8", "replace")
            receiver.record(
                Delivery(
                    method=self.command,
                    path=self.path,
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

        do_POST = do_PUT = do_PATCH = _receive

        def log_message(self, format: str, *args: Any) -> None:
            """Silence the per-request log lines."""

    return Handler
