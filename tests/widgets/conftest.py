"""Fixtures of the form tests: clients of the module's sandbox ``sb`` with fresh caches, and what
that sandbox served."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import lawkit
import lawkit.sandbox
from lawkit.client import Client


@pytest.fixture
def client(sb: lawkit.sandbox.Sandbox, tmp_path: Path) -> Iterator[Client]:
    """A client of the module's sandbox with a cache of its own."""
    with lawkit.connect(**sb.settings, cache=tmp_path / "cache") as connected:
        yield connected


@pytest.fixture
def sent(sb: lawkit.sandbox.Sandbox) -> Callable[[], list[tuple[str, str]]]:
    """``sent()``: (method, path) of what the sandbox served since the test started (tokens
    excluded)."""
    start = len(sb.request_log)

    def since() -> list[tuple[str, str]]:
        return [(e.method, e.path) for e in sb.request_log[start:] if not e.path.endswith("/token")]

    return since
