"""``lawkit notebooks``: notebooks run in a fresh kernel, hidden from lawkit's credentials."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import nbformat
import pytest

from lawkit import cli
from lawkit.errors import ConfigurationError
from lawkit.reports import paths, runner


def _notebook(path: Path, *sources: str) -> Path:
    node = nbformat.v4.new_notebook()
    node.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    node.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    nbformat.write(node, path)
    return path


def _outputs(path: Path) -> list[str]:
    """Each cell's printed text (a kernel may send one print as several stream outputs)."""
    cells = json.loads(path.read_text())["cells"]
    return [
        "".join("".join(o.get("text", "")) for o in c["outputs"]) for c in cells if c["outputs"]
    ]


def test_find_lists_folders_in_name_order_and_refuses_what_is_not_a_notebook(
    tmp_path: Path,
) -> None:
    b, a = _notebook(tmp_path / "b.ipynb"), _notebook(tmp_path / "a.ipynb")
    (tmp_path / "notes.txt").write_text("x")
    assert paths.find([tmp_path]) == [a, b]
    assert paths.find([b]) == [b]
    with pytest.raises(ConfigurationError, match="neither a notebook"):
        paths.find([tmp_path / "notes.txt"])
    (tmp_path / "empty").mkdir()
    with pytest.raises(ConfigurationError, match="no notebooks"):
        paths.find([tmp_path / "empty"])


def test_default_notebooks_are_the_checkouts() -> None:
    found = paths.find()
    assert found, "notebooks/ has no notebook"
    assert {p.parent for p in found} == {Path(__file__).resolve().parents[2] / "notebooks"}


def test_without_a_checkout_the_default_folder_is_explained(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Installed without ``-e`` there is no notebooks/ beside the package: say so, exit 2."""
    monkeypatch.setattr(paths, "DEFAULT_DIR", tmp_path / "site-packages" / "notebooks")
    with pytest.raises(ConfigurationError, match="come with a checkout"):
        paths.find()
    assert cli.main(["notebooks"]) == 2
    assert "pass the notebooks or folders" in capsys.readouterr().err


def test_sandbox_environment_hides_lawkit_settings() -> None:
    env = runner.sandbox_environment(
        {"PATH": "/bin", "LAWKIT_CLIENT_SECRET": "s", "LAWKIT_CAPTURE_URL": "https://x"}
    )
    assert env["PATH"] == "/bin"
    assert not any(k.startswith("LAWKIT_") and k != "LAWKIT_CONFIG" for k in env)
    assert Path(env["LAWKIT_CONFIG"]).read_text() == ""


def test_cli_runs_notebooks_in_their_folder_without_credentials(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LAWKIT_CLIENT_SECRET", "must-not-reach-the-kernel")
    source = _notebook(
        tmp_path / "probe.ipynb",
        "import os, sys\nprint(sorted(k for k in os.environ if k.startswith('LAWKIT_')))",
        "print(os.getcwd() == os.path.dirname(os.path.abspath('probe.ipynb')))",
        "print(sys.executable)",
    )
    out = tmp_path / "out"
    assert cli.main(["notebooks", str(source), "--output", str(out)]) == 0
    assert _outputs(out / "probe.ipynb") == [
        "['LAWKIT_CONFIG']\n",
        "True\n",
        f"{runner.sys.executable}\n",
    ]
    assert _outputs(source) == [], "the source notebook is left as it was"
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("ok   probe.ipynb") and "3 cells" in lines[0]
    assert lines[-1].startswith("1 of 1 notebooks ran in")


def test_failing_notebook_exits_non_zero_and_save_leaves_it_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    good = _notebook(tmp_path / "a-good.ipynb", "print(6 * 7)")
    bad = _notebook(tmp_path / "b-bad.ipynb", "x = 1", "raise KeyError('cnj')", "print('never')")
    assert cli.main(["notebooks", str(tmp_path), "--save"]) == 1
    assert _outputs(good) == ["42\n"], "--save writes a good notebook's outputs in place"
    assert _outputs(bad) == [], "--save never writes a failed run over the notebook"
    copy = json.loads((tmp_path / runner.DEFAULT_OUTPUT / "b-bad.ipynb").read_text())
    assert copy["cells"][1]["outputs"][0]["ename"] == "KeyError"
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("FAIL b-bad.ipynb") and lines[1].endswith("KeyError: 'cnj'")
    assert lines[-1].startswith("1 of 2 notebooks ran in")


def test_open_starts_jupyterlab_on_loopback_in_the_notebooks_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = []
    monkeypatch.setenv("LAWKIT_CLIENT_ID", "someone")
    monkeypatch.setattr(runner.subprocess, "call", lambda cmd, env: calls.append((cmd, env)) or 0)
    notebook = _notebook(tmp_path / "a.ipynb")
    assert cli.main(["notebooks", "--open", "--port", "8899", str(notebook)]) == 0
    [(command, env)] = calls
    assert command[:3] == [runner.sys.executable, "-m", "jupyterlab"]
    assert "--ServerApp.ip=127.0.0.1" in command
    assert f"--ServerApp.root_dir={tmp_path.resolve()}" in command
    assert "--ServerApp.port=8899" in command
    assert "LAWKIT_CLIENT_ID" not in env


def test_open_refuses_notebooks_from_two_folders(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "x").mkdir()
    a, b = _notebook(tmp_path / "a.ipynb"), _notebook(tmp_path / "x" / "b.ipynb")
    assert cli.main(["notebooks", "--open", str(a), str(b)]) == 2
    assert "one folder" in capsys.readouterr().err


def test_a_cell_over_the_timeout_fails_its_notebook_and_the_run_goes_on(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _notebook(tmp_path / "a-slow.ipynb", "import time\ntime.sleep(30)")
    _notebook(tmp_path / "b-quick.ipynb", "print('done')")
    out = tmp_path / "out"
    assert cli.main(["notebooks", str(tmp_path), "--output", str(out), "--timeout", "2"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("FAIL a-slow.ipynb") and "CellTimeoutError" in lines[0]
    assert lines[1].startswith("ok   b-quick.ipynb")
    assert _outputs(out / "b-quick.ipynb") == ["done\n"]


def test_save_draws_every_notebooks_charts_in_one_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One Chromium serves a whole ``--save`` run: a browser per notebook raced in kaleido's
    browser library under load and hung a CI run (a closing browser's last message read by the
    next one)."""
    if shutil.which("chromium") is None:
        pytest.skip("Debian's chromium is not installed (apt-get install chromium)")
    import kaleido

    opened = []

    class Counted(kaleido.Kaleido):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            opened.append(self)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(kaleido, "Kaleido", Counted)
    chart = "import plotly.graph_objects as go; go.Figure(go.Bar(x=['a'], y=[{}]))"
    for name, height in (("a.ipynb", 1), ("b.ipynb", 2)):
        _notebook(tmp_path / name, chart.format(height))
    outcomes = runner.run_all(runner.find([tmp_path]), output=None, echo=False)
    assert [o.ok for o in outcomes] == [True, True]
    assert len(opened) == 1
    for name in ("a.ipynb", "b.ipynb"):
        data = json.loads((tmp_path / name).read_text())["cells"][0]["outputs"][0]["data"]
        assert data["image/png"].startswith("iVBORw0KGgo")  # a PNG's signature, base64
