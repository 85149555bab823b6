"""pyproject.toml declares what lawkit's code needs, with floors that cover the calls it makes.

lawkit's own modules are read as source (``ast``), so a call that came with a newer release of a
dependency is found without running it.
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).parent.parent
#: NumPy functions that came in NumPy 2.0 ("New Features" of the 2.0.0 release notes,
#: https://numpy.org/doc/2.0/release/2.0.0-notes.html).
NEW_IN_NUMPY_2 = {"bitwise_count"}
LAST_NUMPY_1 = "1.26.4"


def _core() -> dict[str, Requirement]:
    """The core dependencies (``[project] dependencies``) by lower-case name."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {req.name.lower(): req for req in map(Requirement, project["dependencies"])}


def _numpy_calls() -> dict[str, set[str]]:
    """Per ``np.X``/``numpy.X`` attribute that lawkit's code reads, the files that read it."""
    found: dict[str, set[str]] = {}
    for path in (ROOT / "lawkit").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            read = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            if read and node.value.id in {"np", "numpy"}:
                found.setdefault(node.attr, set()).add(str(path.relative_to(ROOT)))
    return found


def test_numpy_is_a_core_dependency_with_the_floor_its_calls_need() -> None:
    calls = _numpy_calls()
    assert calls, "lawkit's code no longer calls numpy: this test reads nothing"
    core = _core()
    assert "numpy" in core, "lawkit.cnj and lawkit.events import numpy: a core dependency"
    newer = {name: sorted(calls[name]) for name in NEW_IN_NUMPY_2 & calls.keys()}
    assert not newer or not core["numpy"].specifier.contains(LAST_NUMPY_1), (
        f"lawkit calls {newer}, new in NumPy 2.0: the numpy requirement must be >=2.0"
    )
