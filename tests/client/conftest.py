"""Fixtures of the client tests: every test in an isolated environment, and connected clients
(of the module's sandbox ``sb``, or of another)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import lawkit
from lawkit import sandbox as lawkit_sandbox
from lawkit.client import Client


@pytest.fixture(autouse=True)
def _isolated(isolated_env: Path) -> None:
    """No LAWKIT_* variable, config file or user cache leaks into a client test."""


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
    """A client of the module's sandbox with its own cache."""
    return connect(sb)
