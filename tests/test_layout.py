"""The package's shape: the floors of ``lawkit/docs/DESIGN.md``, declared as import-linter
contracts in ``pyproject.toml`` (``[tool.importlinter]``), and old module paths that still work.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

import grimp
import pytest
from importlinter import configuration
from importlinter.application import use_cases
from importlinter.application.app_config import settings

import lawkit

PYPROJECT = Path(__file__).parent.parent / "pyproject.toml"
ROOT = PYPROJECT.parent / "lawkit"
configuration.configure()  # what the lint-imports command does first


def _kept(contracts: tuple[str, ...] = (), graph_edit: Any = None) -> bool:
    """Whether the import graph keeps the contracts of ``pyproject.toml`` (those of the ids
    ``contracts``, or all), after ``graph_edit(graph)`` when given; import-linter prints what
    broke, which pytest shows on failure."""
    builder = settings.GRAPH_BUILDER

    class Edited:
        def build(self, **kwargs: Any) -> grimp.ImportGraph:
            graph = builder.build(**kwargs)
            if graph_edit:
                graph_edit(graph)
            return graph

    settings.configure(GRAPH_BUILDER=Edited())
    try:
        return use_cases.lint_imports(
            str(PYPROJECT), limit_to_contracts=contracts, cache_dir=None, no_logo=True
        )
    finally:
        settings.configure(GRAPH_BUILDER=builder)


def test_the_contracts_hold() -> None:
    """Each layer imports only those below it, the client meets the sandbox only over HTTP,
    tables and analyses take data not connections, the client imports no pandas, no cycles."""
    assert _kept()


@pytest.mark.parametrize(
    ("importer", "imported", "contract"),
    [
        ("lawkit.tidy.bundle", "lawkit.events.timelines", "layers"),  # tidy above events
        ("lawkit.classify.outcome", "lawkit.tidy.contracts", "layers"),  # classify above tidy
        ("lawkit.client.capture", "lawkit.tidy.capture", "layers"),  # siblings that must not meet
        ("lawkit.sandbox.app", "lawkit.client.http", "layers"),
        ("lawkit.client.session", "lawkit.sandbox.server", "sandbox-over-http"),
        ("lawkit.tidy.capture", "lawkit.sandbox", "data-not-connections"),
        ("lawkit.client.api", "pandas", "raw-endpoints"),
        ("lawkit.events.readers", "lawkit.events.timelines", "no-cycles"),  # the reverse exists
    ],
)
def test_a_crossing_import_breaks_its_contract(importer: str, imported: str, contract: str) -> None:
    """The contracts can fail: one import added to the real graph breaks the one it should."""

    def add(graph: grimp.ImportGraph) -> None:
        graph.add_import(importer=importer, imported=imported, line_number=1, line_contents="")

    assert _kept((contract,))
    assert not _kept((contract,), add)


def test_the_classifier_sits_under_tidy_and_events_loads_eagerly() -> None:
    """Issue 27: tidy imports no lawkit.events, and lawkit.events is a plain package (no
    module-level ``__getattr__`` loading its analyses late to hide a cycle)."""
    events_init = (ROOT / "events" / "__init__.py").read_text(encoding="utf-8")
    assert "__getattr__" not in events_init
    done = subprocess.run(
        [sys.executable, "-c", "import sys, lawkit.tidy; print(sorted(m for m in sys.modules "
         "if m.startswith(('lawkit.events', 'lawkit.client', 'lawkit.plots'))))"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.stdout.strip() == "[]", done.stderr


@pytest.mark.parametrize("old", sorted(lawkit.MOVED))
def test_an_old_module_path_still_imports_with_a_warning(old: str) -> None:
    """Modules that moved keep their old import path: the same module object, a
    DeprecationWarning naming the new place, and the module's own spec kept."""
    new = importlib.import_module(lawkit.MOVED[old])
    sys.modules.pop(old, None)
    with pytest.warns(DeprecationWarning, match=f"{old} moved to {lawkit.MOVED[old]}"):
        moved = importlib.import_module(old)
    assert moved is new
    assert new.__spec__.name == lawkit.MOVED[old]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        importlib.import_module(old)  # once imported, no second warning


def test_the_root_holds_the_layers_and_what_they_share() -> None:
    loose = sorted(p.stem for p in ROOT.glob("*.py") if p.stem != "__init__")
    packages = sorted(p.parent.name for p in ROOT.glob("*/__init__.py"))
    assert loose == ["cli", "columns", "errors", "polling", "processes", "spec"]
    assert packages == [
        "classify", "client", "cnj", "events", "plots", "reports", "sandbox", "tidy", "widgets",
    ]  # fmt: skip


def test_data_names_its_upstream_repositories_not_a_collection_beside_the_project() -> None:
    """Issue 27: a fresh clone has nothing beside it, so provenance names upstream repositories
    and commits, never the team's ``realdata/`` collection."""
    tracked = subprocess.run(
        ["git", "ls-files", "README.md", "lawkit", "tests", "notebooks", "data"],
        cwd=ROOT.parent, capture_output=True, text=True, check=True,
    ).stdout.split()  # fmt: skip
    texts = [p for p in tracked if p.endswith((".md", ".py", ".ipynb", ".toml"))]
    assert len(texts) > 100
    checks = {"tests/test_layout.py", "tests/events/test_events_accuracy.py"}  # they look for it
    naming = [p for p in texts if "realdata" in (ROOT.parent / p).read_text(encoding="utf-8")]
    assert sorted(naming) == sorted(checks)
