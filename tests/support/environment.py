"""The environment a test runs lawkit in: none of the user's ``LAWKIT_*`` settings, config file
or cache.

The whole session has a cache root of its own already (``tests/conftest.py``); a test or module
that reads settings or default folders goes further with :func:`isolate` (in this process) or
:func:`isolated_environment` (for a child process). A child that must see no config file but
keep ``HOME`` (the toolchain lives there) gets lawkit's own
:func:`lawkit.reports.runner.sandbox_environment`, the environment of notebook kernels.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import pytest


def isolated_environment(home: Path, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """``base`` (default ``os.environ``) without any ``LAWKIT_*`` variable, with ``HOME`` and its
    config and cache folders (``XDG_CONFIG_HOME``, ``XDG_CACHE_HOME``) in ``home``: lawkit finds
    no user config file there, and its default cache is under ``home/.cache/lawkit``."""
    source = os.environ if base is None else base
    kept = {name: value for name, value in source.items() if not name.startswith("LAWKIT_")}
    folders = {"HOME": home, "XDG_CONFIG_HOME": home / ".config", "XDG_CACHE_HOME": home / ".cache"}
    return kept | {name: str(folder) for name, folder in folders.items()}


def isolate(patch: pytest.MonkeyPatch, home: Path) -> Path:
    """Make ``os.environ`` :func:`isolated_environment` of ``home`` through ``patch`` (undone
    with it); ``home`` is created. Returns ``home``."""
    home.mkdir(parents=True, exist_ok=True)
    wanted = isolated_environment(home)
    for name in os.environ.keys() - wanted.keys():
        patch.delenv(name)
    for name, value in wanted.items():
        patch.setenv(name, value)
    return home
