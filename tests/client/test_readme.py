"""The README's Python snippets that stand alone (those that start with ``import lawkit``) run
as written: ``lawkit.connect()`` with no credentials starts a sandbox, so they run here on
loopback, in the isolated environment of ``conftest.py``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
SNIPPETS = [
    block
    for block in re.findall(r"```python\n(.*?)```", README.read_text("utf-8"), re.S)
    if block.startswith("import lawkit\n")
]
#: What each snippet must have made (a name it binds, and what to check of it).
MADE = {
    "tables": lambda tables: len(tables.lawsuits) == 1 and len(tables.steps) > 0,
    "comparison": lambda comparison: len(comparison) > 0,
}


def test_the_standalone_snippets_are_found() -> None:
    assert len(SNIPPETS) == 2 and all(any(name in s for name in MADE) for s in SNIPPETS)


@pytest.mark.parametrize("snippet", SNIPPETS, ids=["five lines", "datajud"])
def test_a_readme_snippet_runs_against_the_sandbox(snippet: str) -> None:
    """Failed before for the DataJud snippet: ``portfolio`` was never defined."""
    names: dict[str, Any] = {}
    exec(compile(snippet, str(README), "exec"), names)  # the README's own code
    made = [name for name in MADE if name in names]
    assert made and all(MADE[name](names[name]) for name in made)
