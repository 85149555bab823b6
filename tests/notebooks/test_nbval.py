"""The nbval set-up the test suite runs the notebooks with (pyproject.toml, notebooks/conftest.py).

A probe notebook runs under exactly that configuration in a child pytest: a checked cell whose
committed output is wrong must fail, checked cells whose output differs only in what the sanitizer
replaces must pass, and the kernel must not see lawkit's credentials.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import nbformat
import nbval.kernel
import pytest

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((REPO / "notebooks").glob("*.ipynb"))


def _cell(source: str, text: str, count: int) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_code_cell(source, execution_count=count)
    cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=text)]
    return cell


def _probe(folder: Path) -> Path:
    node = nbformat.v4.new_notebook()
    node.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    node.cells = [
        # Checked, committed output from "another run": ids, ports and times differ.
        _cell(
            "# NBVAL_CHECK_OUTPUT\nimport uuid, datetime\n"
            "print(uuid.uuid4(), 'http://127.0.0.1:' + str(40000 + uuid.uuid4().int % 999))\n"
            "print(datetime.datetime.now(datetime.UTC).isoformat())",
            "0b5e3f7c-7d52-4bb4-9a49-2f1b1c9d2a10 http://127.0.0.1:41234\n"
            "2020-01-01T00:00:00.000001+00:00\n",
            1,
        ),
        # Checked: what the kernel sees of lawkit's settings.
        _cell(
            "# NBVAL_CHECK_OUTPUT\nimport os\n"
            "print(sorted(k for k in os.environ if k.startswith('LAWKIT_')))",
            "['LAWKIT_CONFIG']\n",
            2,
        ),
        # Checked, and the committed output is wrong: this cell must fail.
        _cell("# NBVAL_CHECK_OUTPUT\nprint(6 * 7)", "41\n", 3),
        # Not checked: any output passes in lax mode.
        _cell("print('anything')", "something else\n", 4),
    ]
    path = folder / "probe.ipynb"
    nbformat.write(node, path)
    return path


def test_pytest_runs_the_notebooks_folder_with_nbval() -> None:
    options = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["pytest"]
    options = options["ini_options"]
    assert "notebooks" in options["testpaths"]
    for flag in ("--nbval-lax", "--nbval-current-env", "--nbval-sanitize-with"):
        assert flag in options["addopts"].split()
    assert (REPO / "tests" / "notebooks" / "nbval_sanitize.cfg").is_file()


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_every_notebook_checks_some_output(path: Path) -> None:
    """Lax mode compares only marked cells: each report keeps some of its output checked."""
    code = [c for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code"]
    checked = [c for c in code if c.source.lstrip().startswith("# NBVAL_CHECK_OUTPUT")]
    assert checked, "mark deterministic cells with # NBVAL_CHECK_OUTPUT"
    assert all(c.outputs for c in checked), "a checked cell without output checks nothing"


def test_nbval_fails_a_wrong_checked_output_and_hides_credentials(tmp_path: Path) -> None:
    probe = _probe(tmp_path)
    shutil.copy(REPO / "notebooks" / "conftest.py", tmp_path / "conftest.py")
    env = {**os.environ, "LAWKIT_CLIENT_SECRET": "must-not-reach-the-kernel"}
    command = [sys.executable, "-m", "pytest", str(probe), "-p", "no:cacheprovider"]
    command += ["-c", str(REPO / "pyproject.toml"), "--rootdir", str(tmp_path), "-q"]
    # cwd: the sanitizer path in addopts is relative to the repository, as in CI.
    done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    report = done.stdout + done.stderr
    assert done.returncode == 1, report
    failed = re.findall(r"^FAILED \S+::(Cell \d+)", report, flags=re.MULTILINE)
    assert failed == ["Cell 2"], report
    assert re.search(r"\b1 failed, 3 passed\b", report), report


def _notebooks_conftest(monkeypatch: pytest.MonkeyPatch) -> Any:
    """notebooks/conftest.py as a module (nbval's start function restored after the test)."""
    monkeypatch.setattr(nbval.kernel, "start_new_kernel", nbval.kernel.start_new_kernel)
    spec = importlib.util.spec_from_file_location(
        "notebooks_conftest", REPO / "notebooks" / "conftest.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_kernel_that_dies_on_start_is_started_once_more(monkeypatch: pytest.MonkeyPatch) -> None:
    module = _notebooks_conftest(monkeypatch)
    deaths = iter([True, False, True, True])

    def start(*args: Any, stderr: Any, **kwargs: Any) -> str:
        if next(deaths):
            stderr.write(b"zmq.error.ZMQError: Address already in use")
            raise RuntimeError("Kernel died before replying to kernel_info")
        return "kernel"

    monkeypatch.setattr(module, "_start_new_kernel", start)
    assert nbval.kernel.start_new_kernel is module._start_kernel
    with pytest.warns(UserWarning, match=r"died on start; starting another.*already in use"):
        assert nbval.kernel.start_new_kernel(kernel_name="python3", stderr=None) == "kernel"
    with (
        pytest.raises(RuntimeError, match=r"the kernel.s stderr: zmq\.error\.ZMQError"),
        pytest.warns(UserWarning),
    ):
        nbval.kernel.start_new_kernel(kernel_name="python3", stderr=None)
