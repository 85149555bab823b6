"""Fixtures of the form tests: a sandbox of this directory's own and clients with fresh caches."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import lawkit
import lawkit.sandbox
from lawkit.client import Client


@pytest.fixture(scope="module")
def sb() -> Iterator[lawkit.sandbox.Sandbox]:
    """A sandbox whose requests finish at once, shared by the tests of one module."""
    with lawkit.sandbox.start(seed=21, finish_after=0) as handle:
        yield handle


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
