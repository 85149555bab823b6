"""pytest runs these notebooks with nbval (see pyproject.toml); this keeps them on the sandbox.

nbval starts each notebook's kernel with pytest's environment. A developer with credentials in
``LAWKIT_*`` variables or a lawkit config file would otherwise run the reports against the real
provider (and pay for it). While nbval sets up a notebook, the environment is the one
``lawkit notebooks`` gives its kernels: no ``LAWKIT_*`` settings, an empty config file.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from lawkit.reports.runner import sandbox_environment


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
