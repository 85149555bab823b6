"""The test session never uses the user's cache: its cache root is a temporary directory."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from lawkit.client import config


def test_the_session_and_its_child_processes_have_their_own_cache_root() -> None:
    root = config.cache_root()
    real = Path.home() / ".cache" / "lawkit"
    assert root != real and root.is_relative_to(tempfile.gettempdir())
    child = subprocess.run(
        [sys.executable, "-c", "from lawkit.client import config; print(config.cache_root())"],
        capture_output=True,
        text=True,
        check=True,
        env=os.environ | {"PYTHONPATH": str(Path(__file__).parents[1])},
    )
    assert Path(child.stdout.strip()) == root
