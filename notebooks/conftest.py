"""pytest runs these notebooks with nbval (see pyproject.toml); this keeps them on the sandbox.

nbval starts each notebook's kernel with pytest's environment. A developer with credentials in
``LAWKIT_*`` variables or a lawkit config file would otherwise run the reports against the real
provider (and pay for it). While nbval sets up a notebook, the environment is the one
``lawkit notebooks`` gives its kernels: no ``LAWKIT_*`` settings, an empty config file.

A kernel that dies before it answers at all is started once more, with a warning that quotes
what it wrote on stderr (nbval sends that to /dev/null). It has run no cell, so another start
changes no result; a CI run under faketime lost a whole notebook to one such death (cause not
identified: 20 starts in a row under the same faketime all succeed).
"""

from __future__ import annotations

import os
import tempfile
import warnings
from collections.abc import Iterator
from typing import Any

import nbval.kernel
import pytest

from lawkit.reports.runner import sandbox_environment

_start_new_kernel = nbval.kernel.start_new_kernel


def _start_kernel(*args: Any, **kwargs: Any) -> Any:
    """nbval's kernel start, tried once more when the kernel dies on start."""
    try:
        return _start_keeping_stderr(*args, **kwargs)
    except RuntimeError as error:
        warnings.warn(f"a notebook kernel died on start; starting another. {error}", stacklevel=1)
    return _start_keeping_stderr(*args, **kwargs)


def _start_keeping_stderr(*args: Any, **kwargs: Any) -> Any:
    """nbval's kernel start; when it fails, the error quotes what the kernel wrote on stderr."""
    with tempfile.TemporaryFile() as stderr:  # the kernel keeps its own handle of the file
        try:
            return _start_new_kernel(*args, **{**kwargs, "stderr": stderr})
        except RuntimeError as error:
            stderr.seek(0)
            said = stderr.read()[-2000:].decode(errors="replace") or "(nothing)"
            raise RuntimeError(f"{error}; the kernel's stderr: {said}") from error


nbval.kernel.start_new_kernel = _start_kernel


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    """Start the item's notebook kernel (if this setup starts it) without lawkit's settings."""
    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(sandbox_environment(saved))
    try:
        return (yield)
    finally:
        os.environ.clear()
        os.environ.update(saved)
