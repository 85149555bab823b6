"""A loopback server that answers as each test tells it: garbage, a body cut short, trickled or
inflating to hundreds of megabytes, a redirect loop, or what a sandbox answers, changed on the
way (a proxy that drops part of the body asked, caps pages, repeats them, lies about totals).

Shared by ``test_hostile.py`` and ``test_hostile_datajud.py``.
"""

from __future__ import annotations

import functools
import itertools
import json
import threading
import time
import zlib
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import jwt
import requests

Answer = Callable[[BaseHTTPRequestHandler], None]
#: A change of a JSON body (asked or answered), given the number of the call (0 for the first).
Change = Callable[[int, Any], Any]


def reply(
    status: int, body: bytes, content_type: str = "application/json", **headers: str
) -> Answer:
    """An answer of ``status`` with ``body`` (and ``headers``: ``Content_Encoding="gzip"``)."""

    def send(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(status)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Content-Length", str(len(body)))
        for name, value in headers.items():
            handler.send_header(name.replace("_", "-"), value)
        handler.end_headers()
        handler.wfile.write(body)

    return send


def cut_short(handler: BaseHTTPRequestHandler) -> None:
    """Promise 1,000 bytes, send 12, close."""
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", "1000")
    handler.end_headers()
    handler.wfile.write(b'{"success": ')
    handler.close_connection = True


def token_answer() -> Answer:
    now = int(time.time())
    token = jwt.encode({"sub": "x", "iat": now, "exp": now + 3600}, "k" * 32, algorithm="HS256")
    payload = {"token_type": "bearer", "access_token": token, "expires_in": 3600}
    return reply(200, json.dumps(payload).encode())


def trickle(body: bytes, every: float, *, headers_too: bool = False) -> Answer:
    """Send ``body`` (a 200) a byte every ``every`` seconds: never silent for as long as a read
    timeout, never done. With ``headers_too`` the status line and headers trickle as well."""

    def send(handler: BaseHTTPRequestHandler) -> None:
        head = (
            f"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode()
        if not headers_too:
            handler.wfile.write(head)
            handler.wfile.flush()
            head = b""
        try:
            for byte in head + body:
                handler.wfile.write(bytes([byte]))
                handler.wfile.flush()
                time.sleep(every)
        except OSError:  # the client hung up: what it should do
            handler.close_connection = True

    return send


@functools.cache
def _inflating(size: int) -> bytes:
    """Gzip of ``size`` zero bytes (about a thousandth of it on the wire)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    block = bytes(2**20)
    parts = [packer.compress(block) for _ in range(size // len(block))]
    return b"".join([*parts, packer.flush()])


def gzip_bomb(size: int) -> Answer:
    """A 200 whose gzip body inflates to ``size`` bytes."""
    packed = _inflating(size)

    def send(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(200)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Encoding", "gzip")
        handler.send_header("Content-Length", str(len(packed)))
        handler.end_headers()
        try:
            handler.wfile.write(packed)
        except OSError:  # the client hung up once it had enough: what it should do
            handler.close_connection = True

    return send


#: A body that says it is gzip and is not.
not_gzip = reply(200, b"this is not gzip at all", Content_Encoding="gzip")


def redirect_loop(handler: BaseHTTPRequestHandler) -> None:
    """A 307 to the very URL asked (the method and the body kept: for ever)."""
    handler.send_response(307)
    handler.send_header("Location", handler.path)
    handler.send_header("Content-Length", "0")
    handler.end_headers()


def forward(target: str, *, ask: Change | None = None, answer: Change | None = None) -> Answer:
    """Pass each call on to ``target`` (a sandbox's root URL), its JSON body changed by ``ask``
    and the JSON answered changed by ``answer``."""
    calls = itertools.count()

    def send(handler: BaseHTTPRequestHandler) -> None:
        number = next(calls)
        body = json.loads(handler.body) if handler.body else None  # type: ignore[attr-defined]
        if ask is not None:
            body = ask(number, body)
        headers = {"Authorization": handler.headers.get("Authorization", "")}
        got = requests.request(
            handler.command, target + handler.path, json=body, headers=headers, timeout=60
        )
        payload = got.json()
        if answer is not None and got.ok:
            payload = answer(number, payload)
        reply(got.status_code, json.dumps(payload).encode())(handler)

    return send


def on_call(number: int, special: Answer, otherwise: Answer) -> Answer:
    """``special`` for call ``number`` (0 for the first), ``otherwise`` for every other."""
    calls = itertools.count()

    def send(handler: BaseHTTPRequestHandler) -> None:
        (special if next(calls) == number else otherwise)(handler)

    return send


class Garbage:
    """A loopback server answering each path prefix as told; records what it was asked."""

    def __init__(self) -> None:
        self.routes: dict[str, Answer] = {"/auth/oauth/token": token_answer()}
        self.asked: list[tuple[str, str]] = []
        garbage = self

        class Handler(BaseHTTPRequestHandler):
            def _any(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                self.body = self.rfile.read(length)
                garbage.asked.append((self.command, self.path))
                path = self.path.split("?", 1)[0]
                for prefix, answer in garbage.routes.items():
                    if path.startswith(prefix):
                        return answer(self)
                return reply(404, b'{"success": false, "message": "Not found"}')(self)

            do_GET = do_POST = do_DELETE = _any

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet."""

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        ).start()

    def settings(self) -> dict[str, Any]:
        urls = {f"{api}_url": f"{self.url}/{api}" for api in ("auth", "capture", "monitor")}
        return {
            **urls,
            "cdn_url": f"{self.url}/cdn",
            "demand_url": f"{self.url}/demand",
            "client_id": "id",
            "client_secret": "secret",
            "artifact_id": "1",
            "cache": False,
            "max_retries": 1,
            "backoff": 0.01,
            "read_timeout": 5,
        }

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
