"""lawkit: Brazilian court-lawsuit data as tidy pandas tables, from the provider or its sandbox.

Public face: ``lawkit.connect()`` and ``lawkit.Client``, the error hierarchy, and the subpackages
``cnj``, ``tidy``, ``sandbox``, ``plots`` and ``widgets``. ``lawkit.cnj`` is imported at once so
that ``import lawkit`` registers the pandas ``Series.cnj`` accessor; the others load on first use.
"""

from __future__ import annotations

import importlib
from typing import Any

from lawkit import cnj
from lawkit.errors import (
    APIError,
    AuthenticationError,
    CacheError,
    ConfigurationError,
    InvalidCNJ,
    InvalidInput,
    LawkitError,
    NetworkError,
    NotCached,
    NotFound,
    ProviderValidationError,
    RateLimited,
    ServerError,
)

__version__ = "0.1.0"

_LAZY_ATTRIBUTES = {"connect": "lawkit.client", "Client": "lawkit.client"}
_LAZY_MODULES = {"tidy", "sandbox", "plots", "widgets", "export", "callbacks"}

__all__ = [
    "APIError",
    "AuthenticationError",
    "CacheError",
    "Client",
    "ConfigurationError",
    "InvalidCNJ",
    "InvalidInput",
    "LawkitError",
    "NetworkError",
    "NotCached",
    "NotFound",
    "ProviderValidationError",
    "RateLimited",
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
    raise AttributeError(f"module 'lawkit' has no attribute {name!r}")
