"""What is kept on disk, for how long, and how a re-run notebook avoids paying twice.

Files, in the cache directory (``Settings.cache``; default ``~/.cache/lawkit``):

- ``http.sqlite`` — the requests-cache store of GET responses;
- ``reuse.sqlite`` — the reuse window: which query bodies were already submitted.

**Expiry per kind** (seconds; override any with ``connect(cache_ttl={"monitor": 0})``, where 0
means "do not cache"):

===============  =============================================================================
``lookup``       finished request lookups and fully finished automatic requests: forever
                 (a ``pending`` one is never stored — a response filter drops it)
``coverage``     ``available``: 12 hours
``stats_past``   statistics whose range ends before yesterday (UTC): 7 days
``stats_recent`` statistics whose range reaches yesterday or today: 5 minutes
``lists``        request and automatic-request listings: 1 minute (``wait`` always refreshes)
``monitor``      monitoring list/info/data: 5 minutes
``demand``       demand reads: 5 minutes
===============  =============================================================================

The token endpoint and file downloads never go through the cache; POSTs and DELETEs are never
cached (only GET is an allowable method).

**Secrets never reach the disk.** requests-cache's default ``ignored_parameters`` (which redact
``Authorization`` and friends) are extended, never replaced, with the provider's secret names
(``idArtifact``, ``secret``, ``client_secret``, ...): they are dropped from cache keys and
redacted from the stored request. Cache keys are also namespaced by a hash of the client id, so
two accounts sharing one cache directory never see each other's listings.

**The reuse window.** Creating calls (capture ``request``/``autorequest``, monitoring
``register``, demand ``insert``) first look in ``reuse.sqlite`` for the same body, sent to the
same base URL by the same client id, within ``Settings.reuse_window`` seconds (24 h by default).
If found, the earlier record is returned and nothing is sent; ``fresh=True`` bypasses it. A
capture query whose cached results all ended in ``error`` (collection failed, e.g. the court was
down) is sent again rather than reused. Rows are
keyed by a SHA-256 of (kind, base URL, client id, non-secret body); the body never includes
``idArtifact`` or credentials. Removing a monitored process or deleting a demand forgets its row.
The stored record is the provider's create response, which holds no secret.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
import sqlite3
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from requests_cache import DO_NOT_CACHE, NEVER_EXPIRE, CachedSession
from requests_cache.cache_keys import create_key
from requests_cache.policy import DEFAULT_IGNORED_PARAMS

from lawkit.errors import CacheError, ConfigurationError

#: Default expiry per kind, in seconds (NEVER_EXPIRE = forever).
DEFAULT_TTL: dict[str, float] = {
    "lookup": NEVER_EXPIRE,
    "coverage": 12 * 3600,
    "stats_past": 7 * 24 * 3600,
    "stats_recent": 5 * 60,
    "lists": 60,
    "monitor": 5 * 60,
    "demand": 5 * 60,
}
#: Secret parameter names redacted from keys and stored requests, on top of the defaults.
SECRET_PARAMETERS = (
    "idArtifact",
    "id_artifact",
    "artifact_id",
    "secret",
    "client_secret",
    "credentials",
    "password",
    "token",
)
IGNORED_PARAMETERS = (*DEFAULT_IGNORED_PARAMS, *SECRET_PARAMETERS)

_LOOKUP = re.compile(r"/v1/request/[0-9a-fA-F-]{36}/?$")
_AUTO_DETAIL = re.compile(r"/v1/autorequest/[0-9a-fA-F-]{36}/?$")


class Policy:
    """Expiry per kind of read, with user overrides.

    Args:
        overrides: kind -> seconds; 0 (or less, except -1 = forever) disables caching that kind.
    """

    def __init__(self, overrides: Mapping[str, float] | None = None) -> None:
        unknown = sorted(set(overrides or {}) - set(DEFAULT_TTL))
        if unknown:
            raise ConfigurationError(
                f"unknown cache_ttl kind(s) {', '.join(unknown)}; allowed: {', '.join(DEFAULT_TTL)}"
            )
        self.ttl = {**DEFAULT_TTL, **(overrides or {})}

    def expire(self, kind: str) -> Any:
        """``expire_after`` value for requests-cache for one kind of read."""
        seconds = self.ttl[kind]
        if seconds == NEVER_EXPIRE:
            return NEVER_EXPIRE
        return DO_NOT_CACHE if seconds <= 0 else int(seconds)

    def stats(self, end: str, today: dt.date | None = None) -> Any:
        """Expiry of a statistics range ending on ``end`` (``YYYY-MM-DD``).

        A range is "past" only if it ends before yesterday in UTC, so a provider whose day is
        behind UTC (Brazil is UTC-3) has no open day inside it.
        """
        today = today or dt.datetime.now(dt.UTC).date()
        past = dt.date.fromisoformat(end) < today - dt.timedelta(days=1)
        return self.expire("stats_past" if past else "stats_recent")


def keep_response(response: Any) -> bool:
    """requests-cache filter: never keep a pending lookup or a partly pending autorequest."""
    if getattr(response, "status_code", None) != 200:
        return True
    path = urlsplit(response.url or "").path
    lookup, detail = _LOOKUP.search(path), _AUTO_DETAIL.search(path)
    if not (lookup or detail):
        return True
    try:
        body = response.json()
    except ValueError:
        return False
    if lookup:
        return (body.get("requested") or {}).get("status") not in (None, "pending")
    requests = (body.get("data") or {}).get("requests") or []
    return bool(requests) and all(r.get("status") not in (None, "pending") for r in requests)


def key_function(namespace: str) -> Any:
    """requests-cache key function: the default key, namespaced by ``namespace``'s hash."""
    salt = hashlib.sha256(namespace.encode()).hexdigest()[:16]

    def key_fn(request: Any, **kwargs: Any) -> str:
        base = create_key(request, **kwargs)
        return hashlib.sha256(f"{salt}:{base}".encode()).hexdigest()[:32]

    return key_fn


def open_session(directory: Path, *, namespace: str, offline: bool) -> CachedSession:
    """The cached session over ``directory/http.sqlite``.

    Offline sessions answer only from the cache, and serve expired entries too (a re-run report
    without network prefers yesterday's answer to none).
    """
    try:
        directory.mkdir(parents=True, exist_ok=True)
        return CachedSession(
            str(directory / "http.sqlite"),
            backend="sqlite",
            allowable_methods=("GET",),
            allowable_codes=(200,),
            ignored_parameters=IGNORED_PARAMETERS,
            key_fn=key_function(namespace),
            filter_fn=keep_response,
            expire_after=NEVER_EXPIRE,
            only_if_cached=offline,
            stale_if_error=offline,
        )
    except (OSError, sqlite3.Error) as exc:
        raise CacheError(
            f"cannot open the cache in {directory}: {exc}; delete that folder or pass another "
            "cache= directory"
        ) from exc


class ReuseStore:
    """Records of created requests/registrations, looked up by a hash of what was sent.

    Args:
        path: the SQLite file, or ``None`` to keep the records in memory only.
        window: seconds during which a record is reused; 0 turns reuse off.
    """

    def __init__(self, path: Path | None, window: float) -> None:
        self.path = path
        self.window = window
        self._lock = threading.Lock()
        try:
            self._db = sqlite3.connect(str(path) if path else ":memory:", check_same_thread=False)
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS reuse (key TEXT PRIMARY KEY, kind TEXT, "
                "record_id TEXT, record TEXT, created REAL)"
            )
            self._db.commit()
        except sqlite3.Error as exc:
            raise CacheError(
                f"cannot open the reuse store {path}: {exc}; delete that file (only the reuse "
                "window is lost) or pass another cache= directory"
            ) from exc

    @staticmethod
    def key(kind: str, base_url: str, client_id: str | None, body: Any) -> str:
        """Hash of what identifies a submission (the body must hold no secret)."""
        blob = json.dumps([kind, base_url, client_id or "", body], sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()

    def get(self, key: str) -> Any | None:
        """The record stored under ``key`` within the window, or ``None``."""
        if self.window <= 0:
            return None
        with self._lock:
            row = self._db.execute(
                "SELECT record, created FROM reuse WHERE key = ?", (key,)
            ).fetchone()
        if row is None or time.time() - row[1] > self.window:
            return None
        return json.loads(row[0])

    def put(self, key: str, kind: str, record_id: str | None, record: Any) -> None:
        """Remember ``record`` under ``key`` (no-op when reuse is off)."""
        if self.window <= 0:
            return
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO reuse VALUES (?, ?, ?, ?, ?)",
                (key, kind, record_id, json.dumps(record), time.time()),
            )
            self._db.commit()

    def forget(self, record_id: str) -> None:
        """Drop every row whose record has this id (after a remove/delete)."""
        with self._lock:
            self._db.execute("DELETE FROM reuse WHERE record_id = ?", (record_id,))
            self._db.commit()

    def entries(self) -> list[dict[str, Any]]:
        """Rows still inside the window: kind, record id and submission time (UTC)."""
        with self._lock:
            rows = self._db.execute(
                "SELECT kind, record_id, created FROM reuse ORDER BY created"
            ).fetchall()
        now = time.time()
        return [
            {
                "kind": kind,
                "id": record_id,
                "submitted": dt.datetime.fromtimestamp(created, dt.UTC),
            }
            for kind, record_id, created in rows
            if now - created <= self.window
        ]

    def clear(self) -> None:
        """Forget every submission."""
        with self._lock:
            self._db.execute("DELETE FROM reuse")
            self._db.commit()

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._db.close()


@dataclass(frozen=True)
class CachedEntry:
    """One cached response: its URL (secrets removed), status and expiry (None = never)."""

    url: str
    status: int
    created: dt.datetime
    expires: dt.datetime | None


class CacheView:
    """``client.cache``: where the cache is, how big, what it holds, and clearing it."""

    def __init__(self, session: Any, reuse: ReuseStore, location: Path | None) -> None:
        self._session = session
        self._reuse = reuse
        self.location = location

    def __repr__(self) -> str:
        if self.location is None:
            return "<lawkit cache: off>"
        return f"<lawkit cache at {self.location}: {len(self)} responses, {self.size:,} bytes>"

    def __len__(self) -> int:
        return self._session.cache.responses.count() if self.location else 0

    @property
    def size(self) -> int:
        """Bytes used on disk by the cache directory's files."""
        if self.location is None or not self.location.exists():
            return 0
        return sum(p.stat().st_size for p in self.location.iterdir() if p.is_file())

    def entries(self) -> list[CachedEntry]:
        """Every cached response, oldest first."""
        if self.location is None:
            return []
        out = [
            CachedEntry(
                url=response.url,
                status=response.status_code,
                created=response.created_at,
                expires=response.expires,
            )
            for response in self._session.cache.responses.values()
        ]
        return sorted(out, key=lambda e: e.created)

    def submissions(self) -> list[dict[str, Any]]:
        """Submissions inside the reuse window (kind, record id, when)."""
        return self._reuse.entries()

    def clear(self, *, expired_only: bool = False, submissions: bool = False) -> None:
        """Delete cached responses (only expired ones if asked) and optionally the reuse rows."""
        if self.location is not None:
            if expired_only:
                self._session.cache.delete(expired=True)
            else:
                self._session.cache.clear()
        if submissions:
            self._reuse.clear()
