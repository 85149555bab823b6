"""The ``lawkit`` command meets a new user: help with no argument, ``-V``, clear refusals."""

from __future__ import annotations

from pathlib import Path

import pytest

import lawkit
from lawkit import cli


def test_no_argument_prints_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: lawkit") and all(c in out for c in ("notebooks", "sandbox"))


@pytest.mark.parametrize("flag", ["-V", "--version"])
def test_minus_v_is_the_version(capsys: pytest.CaptureFixture[str], flag: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main([flag])
    assert stopped.value.code == 0
    assert capsys.readouterr().out.strip() == f"lawkit {lawkit.__version__}"


def test_a_notebook_that_does_not_exist_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no" / "such.ipynb"
    assert cli.main(["notebooks", str(missing), "--output", str(tmp_path / "out")]) == 2
    assert f"lawkit notebooks: {missing} does not exist" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()
    assert cli.main(["notebooks", "--open", str(missing)]) == 2  # no JupyterLab in its parent
    assert f"lawkit notebooks: {missing} does not exist" in capsys.readouterr().err


@pytest.mark.parametrize("value", ["-5", "0", "nan", "ten"])
def test_a_timeout_that_is_no_positive_number_of_seconds_is_refused(
    capsys: pytest.CaptureFixture[str], value: str
) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(["notebooks", "--timeout", value])
    assert stopped.value.code == 2
    assert f"argument --timeout: must be a whole number of seconds > 0, not {value!r}" in (
        capsys.readouterr().err
    )
