"""Shared fixtures: running sandboxes, an isolated environment, and a loopback receiver for
callbacks (shared code that is not a fixture is in ``tests/support``).

The whole session (and every process it starts: notebook kernels, submitters) has a cache root
of its own, a temporary directory: nothing a test does lands in the user's ``~/.cache/lawkit``,
where paid queries are kept. ``XDG_CACHE_HOME`` is enough for lawkit (``~/.cache`` is its
fallback only when that variable is unset); ``HOME`` itself is left alone, since the toolchain
(pyenv, Jupyter, Spark) lives there. A test that reads lawkit's settings or default folders takes
:func:`isolated_env` as well.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import jsonschema
import jwt
import pytest
import requests
from support.environment import isolate

import lawkit.sandbox
from lawkit.sandbox.app import openapi_document

#: The session's cache root (``$XDG_CACHE_HOME``), set before any test module is imported.
SESSION_CACHE = tempfile.mkdtemp(prefix="lawkit-tests-xdg-cache-")


def pytest_configure(config: pytest.Config) -> None:
    """Point ``XDG_CACHE_HOME`` at the session's own temporary directory."""
    os.environ["XDG_CACHE_HOME"] = SESSION_CACHE


def pytest_unconfigure(config: pytest.Config) -> None:
    """Remove the session's cache root."""
    shutil.rmtree(SESSION_CACHE, ignore_errors=True)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On a pytest-xdist worker, the files that hold ``slow`` tests come first.

    CI hands out whole files (``--dist loadfile --no-loadscope-reorder``: a notebook's cells
    share one kernel, a module's fixtures are built once) in collection order, so the longest
    files start first and none is left alone at the end while the other worker idles.
    """
    if not hasattr(config, "workerinput"):
        return
    slow = {item.path for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.path not in slow)


#: Runs a command as pid 1 of a PID namespace of its own, with its own /proc: a container sharing
#: this host's name, network and folders, whose pids the tests' processes cannot see.
CONTAINED = ("unshare", "--pid", "--fork", "--mount-proc")


@pytest.fixture(scope="session")
def contained() -> tuple[str, ...]:
    """The command prefix :data:`CONTAINED` (the test is skipped, saying why, where it cannot
    run: no util-linux, or no right to make namespaces)."""
    if shutil.which("unshare") is None:
        pytest.skip("unshare (util-linux) is not installed")
    tried = subprocess.run([*CONTAINED, "true"], capture_output=True, text=True, timeout=60)
    if tried.returncode:
        pytest.skip(f"{' '.join(CONTAINED)} is not allowed here: {tried.stderr.strip()}")
    return CONTAINED


@pytest.fixture(scope="session")
def sandbox() -> Iterator[lawkit.sandbox.Sandbox]:
    """One sandbox for the session, requests finished at once (``finish_after=0``)."""
    with lawkit.sandbox.start(seed=1234, finish_after=0) as running:
        yield running


@pytest.fixture(scope="session")
def _spare_sandbox() -> Iterator[lawkit.sandbox.Sandbox]:
    """The session's sandbox behind :func:`fresh_sandbox`, reset by each test that takes it."""
    with lawkit.sandbox.start() as running:
        yield running


@pytest.fixture
def fresh_sandbox(
    _spare_sandbox: lawkit.sandbox.Sandbox,
) -> Callable[..., lawkit.sandbox.Sandbox]:
    """``fresh_sandbox(**knobs)``: a sandbox in the state ``lawkit.sandbox.start(**knobs)``
    starts in, without starting a server: the session's spare one, reset (``Sandbox.reset``).

    One at a time: each call resets the same sandbox. A test that needs two at once, or that
    is about starting or stopping a server, starts its own.
    """

    def reset(**knobs: Any) -> lawkit.sandbox.Sandbox:
        _spare_sandbox.reset(**knobs)
        return _spare_sandbox

    return reset


@pytest.fixture(scope="session")
def _module_sandbox() -> Iterator[lawkit.sandbox.Sandbox]:
    """The session's sandbox behind :func:`sb`, reset for each module that takes it."""
    with lawkit.sandbox.start() as running:
        yield running


@pytest.fixture(scope="module")
def sb(
    request: pytest.FixtureRequest, _module_sandbox: lawkit.sandbox.Sandbox
) -> lawkit.sandbox.Sandbox:
    """A sandbox of the module's own, fresh when the module starts, requests finished at once
    (``finish_after=0``). A module sets other knobs (those of ``lawkit.sandbox.start``) with
    ``pytestmark = pytest.mark.sandbox(**knobs)``.

    No server is started: the session's module sandbox is reset (``Sandbox.reset``).
    """
    marker = request.node.get_closest_marker("sandbox")
    _module_sandbox.reset(**{"finish_after": 0, **(marker.kwargs if marker else {})})
    return _module_sandbox


@pytest.fixture
def isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No ``LAWKIT_*`` variable, user config file or user cache reaches the test: ``HOME`` and
    its config and cache folders are in a temporary home, which is returned
    (:func:`support.environment.isolate`)."""
    return isolate(monkeypatch, tmp_path / "home")


def _expiry(token: str) -> float:
    return jwt.decode(token, options={"verify_signature": False})["exp"]


class RawApi:
    """Plain ``requests`` calls to a sandbox, with a cached token per scope."""

    def __init__(self, sandbox: lawkit.sandbox.Sandbox) -> None:
        self.sandbox = sandbox
        self._tokens: dict[str, str] = {}

    def token(self, scope: str = "svc-api:admin") -> str:
        """A valid access token of the client with ``scope`` (renewed once expired)."""
        cached = self._tokens.get(scope)
        if cached is None or _expiry(cached) <= self.sandbox.state.clock.now() + 1:
            client = self.sandbox.clients[scope]
            form = {"grant_type": "client_credentials", "id": client.client_id}
            form["secret"] = client.client_secret
            answer = requests.post(
                f"{self.sandbox.urls['auth']}/oauth/token", data=form, timeout=10
            )
            answer.raise_for_status()
            cached = self._tokens[scope] = answer.json()["access_token"]
        return cached

    def call(
        self,
        method: str,
        api: str,
        path: str,
        *,
        scope: str | None = "svc-api:admin",
        **kwargs: Any,
    ) -> requests.Response:
        """``method`` on ``{urls[api]}{path}`` with a token of ``scope`` (None: no token)."""
        headers = dict(kwargs.pop("headers", {}))
        if scope is not None:
            headers["Authorization"] = f"Bearer {self.token(scope)}"
        url = f"{self.sandbox.urls[api]}{path}"
        return requests.request(method, url, headers=headers, timeout=30, **kwargs)

    def get(self, api: str, path: str, **kwargs: Any) -> requests.Response:
        """GET, see :meth:`call`."""
        return self.call("GET", api, path, **kwargs)

    def post(self, api: str, path: str, **kwargs: Any) -> requests.Response:
        """POST, see :meth:`call`."""
        return self.call("POST", api, path, **kwargs)


@pytest.fixture(scope="session")
def api(sandbox: lawkit.sandbox.Sandbox) -> RawApi:
    """Raw HTTP access to the session sandbox."""
    return RawApi(sandbox)


@pytest.fixture(scope="session")
def api_for() -> type[RawApi]:
    """``api_for(sb)``: raw HTTP access to a sandbox a test started itself."""
    return RawApi


class OpenApiChecker:
    """Validates answers against the response schemas of the shipped OpenAPI document."""

    def __init__(self) -> None:
        self.document = openapi_document()

    def check(self, answer: requests.Response, path: str, method: str | None = None) -> Any:
        """Validate ``answer`` (to ``path`` as written in the document) and return its JSON."""
        operation = self.document["paths"][path][(method or answer.request.method).lower()]
        responses = operation["responses"]
        documented = responses.get(str(answer.status_code), responses.get("default"))
        assert documented is not None, f"{answer.status_code} is not documented for {path}"
        if "$ref" in documented:
            documented = self._resolve(documented["$ref"])
        schema = documented["content"]["application/json"]["schema"]
        return self.validate(answer.json(), schema)

    def validate(self, body: Any, schema: dict[str, Any]) -> Any:
        """Validate ``body`` against ``schema`` (may ``$ref`` the document); return it."""
        validator = jsonschema.Draft202012Validator(
            {**self.document, **schema},
            format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER,
        )
        validator.validate(body)
        return body

    def _resolve(self, pointer: str) -> Any:
        node: Any = self.document
        for part in pointer.removeprefix("#/").split("/"):
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return node


@pytest.fixture(scope="session")
def openapi() -> OpenApiChecker:
    """``openapi.check(response, "/capture/v1/request", "post")`` -> validated JSON body."""
    return OpenApiChecker()


@dataclass(frozen=True)
class Received:
    """One HTTP call the receiver got."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any


class CallbackReceiver:
    """An HTTP server on 127.0.0.1 that records every call and answers 200.

    Calls to a path starting with ``/fail`` are answered 500 (and recorded), to exercise retries.
    """

    def __init__(self) -> None:
        self.received: list[Received] = []
        self._changed = threading.Condition()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def _record(self) -> None:
                size = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(size) if size else b""
                body = json.loads(raw) if raw else None
                with receiver._changed:
                    receiver.received.append(
                        Received(self.command, self.path, dict(self.headers.items()), body)
                    )
                    receiver._changed.notify_all()
                self.send_response(500 if self.path.startswith("/fail") else 200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            do_POST = do_PUT = do_PATCH = do_GET = do_DELETE = _record

            def log_message(self, format: str, *args: Any) -> None:
                """Silent."""

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_port}"
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()

    def wait_for(self, count: int, timeout: float = 10.0) -> list[Received]:
        """The calls received, once there are at least ``count`` (fails after ``timeout``)."""
        with self._changed:
            if not self._changed.wait_for(lambda: len(self.received) >= count, timeout):
                raise AssertionError(f"{len(self.received)} callbacks received, expected {count}")
            return list(self.received)

    def close(self) -> None:
        """Stop serving."""
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture
def receiver() -> Iterator[CallbackReceiver]:
    """A fresh loopback callback receiver (``.url``, ``.received``, ``.wait_for(n)``)."""
    server = CallbackReceiver()
    yield server
    server.close()
