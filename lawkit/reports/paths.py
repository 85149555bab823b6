"""Where the example reports are, and where their outputs go."""

from __future__ import annotations

import importlib.util
from collections.abc import Iterable
from pathlib import Path

from lawkit.errors import ConfigurationError

#: The example notebooks of a checkout (``notebooks/`` beside the package).
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "notebooks"
DEFAULT_OUTPUT = Path("artifacts") / "notebooks"


def find(paths: Iterable[Path] = ()) -> list[Path]:
    """The notebooks to run, in name order: the given files, and the ``*.ipynb`` inside folders.

    With no paths, the ``notebooks/`` folder of this checkout.

    Raises:
        ConfigurationError: a path that does not exist, is not a notebook, or a folder with none.
    """
    found: list[Path] = []
    paths = list(paths)
    if not paths and not DEFAULT_DIR.is_dir():
        raise ConfigurationError(
            f"the example notebooks are not beside this installation ({DEFAULT_DIR}): they come "
            "with a checkout of the repository (pip install -e '.[notebook]'); or pass the "
            "notebooks or folders to run"
        )
    for path in paths or [DEFAULT_DIR]:
        if path.is_dir():
            inside = sorted(p for p in path.glob("*.ipynb") if not p.name.startswith("."))
            if not inside:
                raise ConfigurationError(f"no notebooks (*.ipynb) in {path}")
            found.extend(inside)
        elif path.suffix == ".ipynb" and path.is_file():
            found.append(path)
        elif not path.exists():
            raise ConfigurationError(f"{path} does not exist")
        else:
            raise ConfigurationError(
                f"{path} is neither a notebook (*.ipynb) nor a folder of notebooks"
            )
    return found


def output_folder(path: Path) -> Path:
    """``path`` as a folder to write into (created when written to).

    Raises:
        ConfigurationError: ``path`` exists and is not a folder.
    """
    if path.exists() and not path.is_dir():
        raise ConfigurationError(
            f"{path} is a file, not a folder: the output goes to a folder (created if missing)"
        )
    return path


def missing(*modules: str) -> list[str]:
    """The ``modules`` that are not installed."""
    return [m for m in modules if importlib.util.find_spec(m) is None]
