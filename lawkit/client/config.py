"""Settings of a lawkit client: where the provider is, who you are, and how to behave.

Every setting is resolved in this order, the first one found wins:

1. the keyword arguments of :func:`lawkit.connect` (``None`` means "not given");
2. environment variables ``LAWKIT_<NAME>`` (for example ``LAWKIT_CLIENT_SECRET``);
3. the user config file, a TOML file with the same names as top-level keys. Its location is
   ``$LAWKIT_CONFIG`` if set, else ``$XDG_CONFIG_HOME/lawkit/config.toml``, else
   ``~/.config/lawkit/config.toml`` (on Windows ``%APPDATA%\\lawkit\\config.toml``);
4. the defaults below.

The cache directory defaults to one per account (:func:`default_cache_dir`):
``$XDG_CACHE_HOME/lawkit/<key>`` or ``~/.cache/lawkit/<key>`` (on Windows
``%LOCALAPPDATA%\\lawkit\\cache\\<key>``), ``<key>`` a hash of the base URLs and the client id.
:func:`lawkit.connect` gives a client of a sandbox a temporary one instead.

Secrets (``client_secret``, ``artifact_id``, ``datajud_key``) are never shown by ``repr`` or
``str``.
"""

from __future__ import annotations

import hashlib
import ipaddress
import json
import os
import sys
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from lawkit.client.cache.results import RESULTS_FILE, holds_results, results_scope
from lawkit.errors import ConfigurationError

SECRET_FIELDS = frozenset({"client_secret", "artifact_id", "datajud_key"})
#: The provider's base URLs (DataJud's, CNJ's, is apart: it has a default).
URL_FIELDS = ("auth_url", "capture_url", "monitor_url", "cdn_url", "demand_url")
#: CNJ's DataJud public API (https://datajud-wiki.cnj.jus.br/api-publica/acesso).
DATAJUD_URL = "https://api-publica.datajud.cnj.jus.br"
#: The public key CNJ publishes on that page (it changes now and then: a 401 says where to look).
DATAJUD_KEY = "cDZHYzlZa0JadVREZDJCendQbXY6SkJlTzNjLV9TRENyQk1RdnFKZGRQdw=="
#: Lowest value of numeric settings, and whether that value itself is allowed.
_MINIMA = {
    "connect_timeout": (0, False),
    "read_timeout": (0, False),
    "answer_timeout": (0, False),
    "max_answer_bytes": (1, True),
    "max_retries": (0, True),
    "retry_time": (0, True),
    "backoff": (0, True),
    "backoff_max": (0, True),
    "max_workers": (1, True),
    "page_size": (1, True),
}
_FALSE = {"0", "false", "no", "off", ""}
#: ``cache=True``: the account's default directory, known once the other settings are.
DEFAULT_CACHE = Path("<default>")
_TRUE = {"1", "true", "yes", "on"}


@dataclass(frozen=True, repr=False)
class Settings:
    """Resolved settings of a client.

    Attributes:
        auth_url: token service base URL (the token endpoint is ``{auth_url}/oauth/token``).
        capture_url: capture API base URL (paths start with ``/v1``).
        monitor_url: monitoring API base URL.
        cdn_url: file store base URL (files are ``{cdn_url}/files/<name>``).
        demand_url: demand API base URL.
        client_id: OAuth2 client key.
        client_secret: OAuth2 client secret (never shown, never written to disk).
        artifact_id: demand API ``idArtifact`` (never shown, never written to disk).
        cache: directory of the on-disk cache, or ``None`` when caching is off (``cache=False``);
            by default the account's own (:func:`default_cache_dir`), ``cache=True`` too.
            Queries are paid for once per cache directory.
        offline: serve everything from the cache (expired entries included); nothing is sent.
            Entries are namespaced by ``client_id``: re-run offline with the same settings.
        connect_timeout: seconds to wait for a connection.
        read_timeout: seconds to wait for an answer (each read from the connection).
        answer_timeout: seconds one whole answer may take, from sending the call to the last byte
            of the answer (a server that trickles its answer is cut off then).
        max_answer_bytes: the largest answer read, once decompressed: a larger one is refused
            unread past that size (a gzip bomb never inflates whole) and never cached. File
            downloads, written to disk as they come, are not bounded.
        max_retries: retries of one call (429, 5xx and dropped connections, where safe).
        retry_time: total seconds one call may spend retrying.
        backoff: first backoff delay in seconds (doubles per retry, with jitter).
        backoff_max: longest single backoff delay in seconds.
        reuse_window: seconds during which submitting the same query returns the earlier
            request instead of creating (and paying for) a new one; 0 turns reuse off.
        max_workers: threads used to fetch many results at once.
        page_size: ``limit`` asked for on paged list endpoints.
        datajud_url: CNJ's DataJud public API (:data:`DATAJUD_URL` by default; a client of a
            sandbox uses the sandbox's, ``sb.settings["datajud_url"]``).
        datajud_key: DataJud's ``APIKey`` (CNJ's public key :data:`DATAJUD_KEY` by default;
            never shown, never written to disk).
        cache_ttl: per-kind expiry overrides in seconds (see :mod:`lawkit.client.cache`); in the
            environment as ``LAWKIT_CACHE_TTL="monitor=0,demand=60"``.
    """

    auth_url: str | None = None
    capture_url: str | None = None
    monitor_url: str | None = None
    cdn_url: str | None = None
    demand_url: str | None = None
    client_id: str | None = None
    client_secret: str | None = None
    artifact_id: str | None = None
    cache: Path | None = None
    offline: bool = False
    connect_timeout: float = 10.0
    read_timeout: float = 60.0
    answer_timeout: float = 300.0
    max_answer_bytes: int = 64 * 2**20
    max_retries: int = 5
    retry_time: float = 120.0
    backoff: float = 0.5
    backoff_max: float = 30.0
    reuse_window: float = 24 * 3600.0
    max_workers: int = 8
    page_size: int = 100
    datajud_url: str | None = DATAJUD_URL
    datajud_key: str | None = DATAJUD_KEY
    cache_ttl: Mapping[str, float] = field(default_factory=dict)

    def __repr__(self) -> str:
        parts = []
        for f in fields(self):
            value = getattr(self, f.name)
            shown = "'***'" if f.name in SECRET_FIELDS and value is not None else repr(value)
            parts.append(f"{f.name}={shown}")
        return f"Settings({', '.join(parts)})"

    __str__ = __repr__

    @property
    def has_credentials(self) -> bool:
        """Whether any credential was configured (client id/secret or artifact id)."""
        return any(getattr(self, name) for name in ("client_id", "client_secret", "artifact_id"))

    def with_updates(self, **changes: Any) -> Settings:
        """Return a copy with some settings replaced (values are converted as in resolve)."""
        updated = replace(self, **{k: _convert(k, v) for k, v in changes.items()})
        if updated.cache is DEFAULT_CACHE:
            updated = replace(updated, cache=default_cache_dir(vars(updated)))
        return updated


_FIELD_TYPES = {f.name: f.type for f in fields(Settings)}
NAMES = tuple(_FIELD_TYPES)


def cache_root() -> Path:
    """Per-user cache root: ``$XDG_CACHE_HOME/lawkit`` or ``~/.cache/lawkit`` (on Windows
    ``%LOCALAPPDATA%\\lawkit\\cache``)."""
    if sys.platform == "win32" and os.environ.get("LOCALAPPDATA"):
        return Path(os.environ["LOCALAPPDATA"]) / "lawkit" / "cache"
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "lawkit"


def account_key(values: Mapping[str, Any]) -> str:
    """16 hex digits naming an account: a SHA-256 of its base URLs and client id (no secret)."""
    named = [values.get(name) for name in (*URL_FIELDS, "client_id")]
    return hashlib.sha256(json.dumps(named).encode()).hexdigest()[:16]


def default_cache_dir(values: Mapping[str, Any]) -> Path:
    """The default cache of an account: ``<cache root>/<account key>``.

    Two clients of the same account (same base URLs and client id) share it, so a query is paid
    for once across notebooks; two accounts never share one. The layout of earlier versions,
    every account's files directly in the cache root, stays in use by the accounts whose results
    it holds (as long as they have no directory of their own), so their records stay reachable.
    """
    root = cache_root()
    own = root / account_key(values)
    scope = results_scope(values.get("capture_url"), values.get("client_id"))
    if not own.exists() and holds_results(root / RESULTS_FILE, scope):
        return root
    return own


def on_loopback(settings: Settings) -> bool:
    """Whether every configured base URL (at least one) is on this machine's loopback interface:
    a :mod:`lawkit.sandbox` (or a stand-in of the provider), never the provider itself."""
    urls = [getattr(settings, name) for name in URL_FIELDS if getattr(settings, name)]
    return bool(urls) and all(_loopback_host(urlsplit(url).hostname or "") for url in urls)


def _loopback_host(host: str) -> bool:
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def config_path() -> Path:
    """Location of the user config file (it need not exist)."""
    if os.environ.get("LAWKIT_CONFIG"):
        return Path(os.environ["LAWKIT_CONFIG"]).expanduser()
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / "lawkit" / "config.toml"
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "lawkit" / "config.toml"


def resolve(**arguments: Any) -> Settings:
    """Resolve settings from arguments, then ``LAWKIT_*`` variables, then the config file.

    Raises:
        ConfigurationError: an unknown setting name, a value of the wrong type, or an unreadable
            config file.
    """
    unknown = sorted(set(arguments) - set(NAMES))
    if unknown:
        raise ConfigurationError(
            f"unknown setting(s) {', '.join(unknown)}; allowed: {', '.join(NAMES)}"
        )
    file_values = _read_config_file()
    values: dict[str, Any] = {}
    for name in NAMES:
        env = os.environ.get(f"LAWKIT_{name.upper()}")
        if arguments.get(name) is not None:
            values[name] = arguments[name]
        elif env is not None:
            values[name] = env
        elif name in file_values:
            values[name] = file_values[name]
    converted = {name: _convert(name, value) for name, value in values.items()}
    if converted.get("cache", DEFAULT_CACHE) is DEFAULT_CACHE:
        converted["cache"] = default_cache_dir(converted)
    return Settings(**converted)


def _read_config_file() -> dict[str, Any]:
    path = config_path()
    if not path.is_file():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigurationError(f"cannot read config file {path}: {exc}") from exc
    unknown = sorted(set(data) - set(NAMES))
    if unknown:
        raise ConfigurationError(
            f"config file {path}: unknown key(s) {', '.join(unknown)}; allowed: {', '.join(NAMES)}"
        )
    return data


def _convert(name: str, value: Any) -> Any:
    """Convert a raw setting (argument, environment text or TOML value) to its type."""
    kind = _FIELD_TYPES[name]
    try:
        if name == "cache":
            return _cache_dir(value)
        if name == "cache_ttl":
            if isinstance(value, str):  # environment text: "monitor=0,demand=60"
                value = dict(part.split("=", 1) for part in value.split(",") if part.strip())
            return {str(k).strip(): float(v) for k, v in dict(value).items()}
        if name == "reuse_window" and isinstance(value, timedelta):
            return value.total_seconds()
        if kind == "bool":
            return _bool(value)
        if kind == "int":
            return _in_range(name, int(value))
        if kind == "float":
            return _in_range(name, float(value))
        if name in (*URL_FIELDS, "datajud_url"):
            return None if value is None else _url(name, str(value))
        return None if value is None else str(value)
    except (TypeError, ValueError) as exc:
        raise ConfigurationError(f"setting {name}={value!r} is not a valid {kind}: {exc}") from exc


def _in_range(name: str, number: float) -> float:
    if number != number:  # NaN
        raise ValueError("NaN is not a number of anything")
    low, inclusive = _MINIMA.get(name, (None, True))
    if low is not None and (number < low or (number == low and not inclusive)):
        raise ValueError(f"must be {'at least' if inclusive else 'more than'} {low}")
    return number


def _cache_dir(value: Any) -> Path | None:
    if value is False or (isinstance(value, str) and value.strip().lower() in _FALSE):
        return None
    if value is True:
        return DEFAULT_CACHE
    return Path(value).expanduser()


def _bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise ValueError("expected true/false, yes/no, on/off or 1/0")


def _url(name: str, value: str) -> str:
    if not value.startswith(("http://", "https://")):
        raise ValueError(f"{name} must start with http:// or https://")
    return value.rstrip("/")
