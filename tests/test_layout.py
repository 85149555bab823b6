"""The package's shape: no import cycle, the layers of DESIGN.md, one room per concern.

The import graph is read from the source (``ast``): ``import a.b`` and ``from a.b import c`` are
edges to ``a.b`` (or to ``a.b.c`` when that is a module); imports under ``if TYPE_CHECKING:``
are left out, since they never run.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent / "lawkit"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in ROOT.rglob("*.py")}


class _Imports(ast.NodeVisitor):
    def __init__(self, module: str, is_package: bool) -> None:
        self.module = module
        self.package = module if is_package else module.rpartition(".")[0]
        self.found: set[str] = set()

    def visit_If(self, node: ast.If) -> None:
        if isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        self.found.update(alias.name for alias in node.names)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            anchor = self.package.split(".")
            anchor = anchor[: len(anchor) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            child = f"{base}.{alias.name}"
            self.found.add(child if child in MODULES else base)


def _graph() -> dict[str, set[str]]:
    graph = {}
    for name, path in MODULES.items():
        visitor = _Imports(name, path.name == "__init__.py")
        visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
        graph[name] = {m for m in visitor.found if m in MODULES and m != name}
    return graph


GRAPH = _graph()


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle, as a path that ends where it starts, or None."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state and (found := visit(target)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_the_reader_finds_the_imports() -> None:
    assert "lawkit.client.capture" in GRAPH["lawkit.client.session"]
    assert "lawkit.client.waiting" in GRAPH["lawkit.client.capture"]
    assert "lawkit.errors" in GRAPH["lawkit.client.retry"]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_no_import_cycle() -> None:
    assert _cycle(GRAPH) is None


@pytest.mark.parametrize(
    ("layer", "forbidden"),
    [
        ("lawkit.sandbox", ("lawkit.client", "lawkit.tidy", "lawkit.plots", "lawkit.widgets")),
        ("lawkit.tidy", ("lawkit.client", "lawkit.sandbox", "lawkit.plots", "lawkit.widgets")),
        ("lawkit.cnj", ("lawkit.client", "lawkit.sandbox", "lawkit.tidy", "lawkit.plots")),
        ("lawkit.client", ("lawkit.sandbox.", "lawkit.tidy", "lawkit.plots", "lawkit.widgets")),
        ("lawkit.plots", ("lawkit.client", "lawkit.sandbox", "lawkit.widgets")),
        ("lawkit.events", ("lawkit.client", "lawkit.sandbox", "lawkit.plots", "lawkit.widgets")),
    ],
)
def test_layers_import_only_to_their_left(layer: str, forbidden: tuple[str, ...]) -> None:
    """HTTP -> raw endpoints -> tidy -> plots/widgets/notebooks; the sandbox meets the client
    only over HTTP (the client starts one through ``lawkit.sandbox`` alone)."""
    crossing = sorted(
        (module, target)
        for module, targets in GRAPH.items()
        if module == layer or module.startswith(layer + ".")
        for target in targets
        if target.startswith(forbidden)
    )
    assert crossing == []


#: The classifier of lawkit.events: tidy classifies steps with it while building the tables.
CLASSIFIER = tuple(
    f"lawkit.events.{name}"
    for name in ("classes", "tpu", "text", "classifier", "detail", "_keys", "outcome", "verdict")
)


def test_tidy_uses_only_the_classifier_of_events_and_it_uses_no_tidy() -> None:
    """lawkit.events is two layers: its classifier sits under tidy (the steps table has each
    step's event), its analyses (timeline, milestones, ...) over it."""
    used = {t for m, ts in GRAPH.items() if m.startswith("lawkit.tidy") for t in ts
            if t.startswith("lawkit.events")}  # fmt: skip
    assert used and used <= set(CLASSIFIER)
    upward = sorted(
        (module, target)
        for module in CLASSIFIER
        for target in GRAPH[module]
        if not target.startswith(CLASSIFIER)
        and target.startswith("lawkit.")
        and target not in ("lawkit.errors",)
    )
    assert upward == []


@pytest.mark.parametrize(
    "statement", ["import lawkit.tidy, lawkit.events", "import lawkit.events, lawkit.tidy",
                  "from lawkit.events import timeline, since; import lawkit.tidy"],
)  # fmt: skip
def test_tidy_and_events_import_in_either_order(statement: str) -> None:
    """Importing a submodule runs its package's ``__init__``: lawkit.events loads its analyses
    (which import tidy) on first use, so tidy's import of the classifier finds no cycle."""
    done = subprocess.run([sys.executable, "-c", f"{statement}; print('ok')"],
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.stdout.strip() == "ok", done.stderr


def test_the_root_holds_the_layers_and_what_they_share() -> None:
    loose = sorted(p.stem for p in ROOT.glob("*.py") if p.stem != "__init__")
    packages = sorted(p.parent.name for p in ROOT.glob("*/__init__.py"))
    assert loose == ["cli", "errors", "polling", "processes", "spec"]
    assert packages == ["client", "cnj", "events", "plots", "reports", "sandbox", "tidy", "widgets"]
