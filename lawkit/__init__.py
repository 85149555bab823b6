"""lawkit: Brazilian court-lawsuit data as tidy pandas tables, from the provider or its sandbox.

Public face: ``lawkit.connect()`` and ``lawkit.Client``, the error hierarchy, and the subpackages
``cnj``, ``client``, ``classify``, ``tidy``, ``events``, ``plots``, ``widgets`` and ``sandbox``.
``lawkit.cnj`` is imported at once so that ``import lawkit`` registers the pandas ``Series.cnj``
accessor; the others load on first use. Modules that moved are still importable by their old
names (``lawkit.cache``, ``lawkit.export``, ``lawkit.events.classifier``, ...), with a
DeprecationWarning (:data:`MOVED`).
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
import warnings
from types import ModuleType
from typing import Any

from lawkit import cnj
from lawkit.errors import (
    APIError,
    AuthenticationError,
    CacheError,
    ConfigurationError,
    DataWarning,
    InsufficientScope,
    InvalidCNJ,
    InvalidInput,
    LawkitError,
    NetworkError,
    NotCached,
    NotFound,
    ProviderValidationError,
    RateLimited,
    ResourceLimit,
    ServerError,
)

__version__ = "0.1.0"

_LAZY_ATTRIBUTES = {"connect": "lawkit.client", "Client": "lawkit.client"}
_LAZY_MODULES = {"client", "classify", "events", "tidy", "sandbox", "plots", "widgets", "reports"}
#: Old module paths -> where the modules live now.
_CLIENT_MODULES = ("api", "auth", "cache", "callbacks", "capture", "config", "demand", "http",
                   "monitor", "pacing", "validate", "waiting")  # fmt: skip
MOVED = {f"lawkit.{name}": f"lawkit.client.{name}" for name in _CLIENT_MODULES}
MOVED["lawkit.export"] = "lawkit.tidy.export"
MOVED["lawkit.notebooks"] = "lawkit.reports.runner"
MOVED["lawkit.report"] = "lawkit.reports.html"
#: The classifier left lawkit.events for a layer of its own, below tidy.
_CLASSIFIER_MODULES = ("classes", "tpu", "text", "classifier", "detail", "_keys", "outcome")
MOVED.update({f"lawkit.events.{name}": f"lawkit.classify.{name}" for name in _CLASSIFIER_MODULES})
MOVED["lawkit.client.tokens"] = "lawkit.client.callback_tokens"
MOVED["lawkit.events.verdict"] = "lawkit.classify.dispositive"
MOVED["lawkit.events.merge"] = "lawkit.events.timelines"
MOVED["lawkit.events.lifecycle"] = "lawkit.events.lawsuit_milestones"
MOVED["lawkit.events.sources"] = "lawkit.events.readers"

__all__ = [
    "APIError",
    "AuthenticationError",
    "CacheError",
    "Client",
    "ConfigurationError",
    "DataWarning",
    "InsufficientScope",
    "InvalidCNJ",
    "InvalidInput",
    "LawkitError",
    "NetworkError",
    "NotCached",
    "NotFound",
    "ProviderValidationError",
    "RateLimited",
    "ResourceLimit",
    "ServerError",
    "__version__",
    "cnj",
    "connect",
]


def __getattr__(name: str) -> Any:
    if name in _LAZY_ATTRIBUTES:
        return getattr(importlib.import_module(_LAZY_ATTRIBUTES[name]), name)
    if name in _LAZY_MODULES:
        return importlib.import_module(f"lawkit.{name}")
    if f"lawkit.{name}" in MOVED:
        return importlib.import_module(f"lawkit.{name}")
    raise AttributeError(f"module 'lawkit' has no attribute {name!r}")


class _Moved(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Imports a moved module by its old name: the same module object under both names."""

    def __init__(self) -> None:
        self._specs: dict[str, Any] = {}  # old name -> the spec of the module it names

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        """A spec for an old name (``lawkit.cache.reuse`` included), None for any other."""
        old = next((o for o in MOVED if name == o or name.startswith(o + ".")), None)
        return None if old is None else importlib.util.spec_from_loader(name, self)

    def create_module(self, spec: Any) -> ModuleType:
        """The module at its new place, imported once."""
        old = next(o for o in MOVED if spec.name == o or spec.name.startswith(o + "."))
        new = MOVED[old] + spec.name[len(old) :]
        warnings.warn(
            f"{spec.name} moved to {new}; import it from there", DeprecationWarning, stacklevel=2
        )
        module = importlib.import_module(new)
        self._specs[spec.name] = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        """Nothing to run: the module ran at its new place. The import system has just given it
        the old name's spec; it gets its own back, so it still says where it lives."""
        module.__spec__ = self._specs.pop(module.__spec__.name)


sys.meta_path.append(_Moved())
