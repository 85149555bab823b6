"""lawkit: Brazilian court-lawsuit data as tidy pandas tables, from the provider or its sandbox.

Public face: ``lawkit.connect()`` and ``lawkit.Client``, the error hierarchy, and the subpackages
``cnj``, ``tidy``, ``sandbox``, ``plots`` and ``widgets`` (imported lazily, so ``import lawkit``
stays light for scripts).
"""

from __future__ import annotations

import importlib
from typing import Any

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
_LAZY_MODULES = {"cnj", "tidy", "sandbox", "plots", "widgets", "export", "callbacks"}

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
    "connect",
]


def __getattr__(name: str) -> Any:
    if name in _LAZY_ATTRIBUTES:
        return getattr(importlib.import_module(_LAZY_ATTRIBUTES[name]), name)
    if name in _LAZY_MODULES:
        return importlib.import_module(f"lawkit.{name}")
    raise AttributeError(f"module 'lawkit' has no attribute {name!r}")
