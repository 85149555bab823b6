"""Fixtures of the client tests: an isolated environment, sandboxes and connected clients."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import lawkit
from lawkit import sandbox as lawkit_sandbox
from lawkit.client import Client


@pytest.fixture(autouse=True)
def isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No LAWKIT_* variable, config file or user cache leaks into a test."""
    for name in list(os.environ):
        if name.startswith("LAWKIT_"):
            monkeypatch.delenv(name)
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    return home


@pytest.fixture(scope="module")
def sb() -> Iterator[lawkit_sandbox.Sandbox]:
    """A sandbox whose requests finish at once (shared by the tests of one module)."""
    with lawkit_sandbox.start(seed=11, finish_after=0) as handle:
        yield handle


@pytest.fixture
def connect(tmp_path: Path) -> Iterator[Callable[..., Client]]:
    """``connect(sandbox, **settings)``: a client on its own cache dir, closed after the test."""
    opened: list[Client] = []

    def make(handle: Any, **settings: Any) -> Client:
        settings.setdefault("cache", tmp_path / "cache")
        settings.setdefault("backoff", 0.01)
        client = lawkit.connect(**{**handle.settings, **settings})
        opened.append(client)
        return client

    yield make
    for client in opened:
        client.close()


@pytest.fixture
def client(sb: lawkit_sandbox.Sandbox, connect: Callable[..., Client]) -> Client:
    """A client of the shared sandbox with its own cache."""
    return connect(sb)
