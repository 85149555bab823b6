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

**Broken files.** Before a file is opened its header and tables are checked, and every later
operation goes through a guard:

=====================================  ===========================================================
garbage bytes, cut short, tables       *recovered*: the file (with its journal) is moved aside as
lawkit does not write, "malformed"     ``<name>.corrupt-<UTC time>``, one :class:`CacheWarning`
while in use                           says so, a new file is started and the operation runs once
                                       more; answers are fetched again from the provider (for
                                       ``reuse.sqlite``: earlier queries are sent, and paid, again)
zero bytes                             an empty cache (SQLite's empty database), nothing to warn
one damaged stored answer or record    each is stored with a checksum; a failed one is a miss
                                       (fetched or sent again) with a :class:`CacheWarning`,
                                       never served
locked by another process              :class:`CacheError` after ``LOCK_WAIT`` seconds (10)
read-only directory or file, a         :class:`CacheError` naming the path and what to do
directory in the file's place, disk
full
offline (``offline=True``)             a damaged file is a :class:`CacheError` (nothing could be
                                       fetched again) and is left in place; a damaged answer is a
                                       warning, then :class:`~lawkit.errors.NotCached`
=====================================  ===========================================================

Recovery happens once per damage: a second failure of the same operation is a
:class:`CacheError`, never a retry loop. Storing or forgetting a reuse record after the provider
accepted the call never raises (that would lose its answer): a failure there is a warning.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import re
import sqlite3
import threading
import time
import warnings
from collections.abc import Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from requests_cache import DO_NOT_CACHE, NEVER_EXPIRE, CachedSession
from requests_cache.backends import BaseCache
from requests_cache.backends.sqlite import SQLiteCache, SQLiteDict
from requests_cache.cache_keys import create_key
from requests_cache.policy import DEFAULT_IGNORED_PARAMS
from requests_cache.serializers import SerializerPipeline, Stage, pickle_serializer

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

    Raises:
        CacheError: the directory or file cannot be used (see the module docstring).
    """
    path = directory / HTTP_FILE
    _prepare(directory)
    guard = _Guard(path, _HTTP_TABLES, offline=offline, loss=_HTTP_LOSS)
    guard.preflight()
    try:
        backend = GuardedSQLiteCache(path, guard, timeout=LOCK_WAIT)
    except sqlite3.Error as exc:
        raise cache_error(path, exc) from exc
    return CachedSession(
        backend=backend,
        allowable_methods=("GET",),
        allowable_codes=(200,),
        ignored_parameters=IGNORED_PARAMETERS,
        key_fn=key_function(namespace),
        filter_fn=keep_response,
        expire_after=NEVER_EXPIRE,
        only_if_cached=offline,
        stale_if_error=offline,
    )


# -- faults of the cache files ---------------------------------------------------------------

HTTP_FILE = "http.sqlite"
REUSE_FILE = "reuse.sqlite"
#: Seconds a cache operation waits for another process's lock before :class:`CacheError`.
LOCK_WAIT = 10.0
_SQLITE_MAGIC = b"SQLite format 3\x00"
#: Tables a file may hold -> the columns each must have.
_HTTP_TABLES = {"responses": {"key", "value"}, "redirects": {"key", "value"}}
_REUSE_TABLES = {"reuse": {"key", "kind", "record_id", "record", "created"}}
_HTTP_LOSS = "cached answers will be fetched again from the provider"
_REUSE_LOSS = (
    "the reuse window is lost: a query submitted before is sent (and paid for) again; "
    "client.capture.requests() lists the earlier ones"
)
# Primary SQLite result codes (https://sqlite.org/rescode.html).
_DAMAGED = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_BUSY = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_NOT_WRITABLE = {3, 8, 14, 23}  # SQLITE_PERM, SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_AUTH
_FULL = 13  # SQLITE_FULL


class CacheWarning(UserWarning):
    """A cache file or entry was damaged and set aside, or a record could not be kept."""


class _Damaged(Exception):
    """A cached entry failed its checksum."""


def _code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def cache_error(path: Path, exc: sqlite3.Error | OSError) -> CacheError:
    """A :class:`CacheError` naming ``path``, what went wrong with it and what to do."""
    code = _code(exc) if isinstance(exc, sqlite3.Error) else None
    if code in _BUSY:
        return CacheError(
            f"the cache file {path} is locked by another process (waited {LOCK_WAIT:g} s): "
            "finish or close the other notebook or program using this cache, or pass another "
            "cache= directory"
        )
    if code in _NOT_WRITABLE or isinstance(exc, PermissionError):
        return CacheError(
            f"cannot write the cache file {path} ({exc}): make {path.parent} writable, or pass "
            "another cache= directory (or cache=False)"
        )
    if code == _FULL:
        return CacheError(
            f"the disk holding the cache file {path} is full: free some space, or clear old "
            "entries with client.cache.clear(expired_only=True)"
        )
    if code in _DAMAGED:
        return CacheError(
            f"the cache file {path} is damaged ({exc}): connect online to rebuild it, or move "
            "it away"
        )
    return CacheError(
        f"cannot use the cache file {path} ({type(exc).__name__}: {exc}): move it away, or "
        "pass another cache= directory"
    )


def _prepare(directory: Path) -> None:
    """Create the cache directory, and refuse one that is not a writable directory."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CacheError(
            f"cannot create the cache directory {directory} ({exc}): pass cache= a directory "
            "you can write to (or cache=False)"
        ) from exc
    if not directory.is_dir():
        raise CacheError(f"the cache path {directory} is not a directory: pass another cache=")
    if not os.access(directory, os.W_OK | os.X_OK):
        raise CacheError(
            f"the cache directory {directory} is read-only: make it writable, or pass another "
            "cache= directory (or cache=False)"
        )


def _damage(path: Path, tables: Mapping[str, set[str]]) -> str | None:
    """Why ``path`` cannot be read as this kind of cache file, or ``None`` if it can.

    Raises:
        CacheError: the path is a directory, not writable, or locked (nothing to recover).
    """
    if path.is_dir():
        raise CacheError(
            f"the cache file {path} is a directory: remove it (lawkit never creates it), or "
            "pass another cache= directory"
        )
    if not path.exists() or path.stat().st_size == 0:
        return None  # SQLite makes an empty file an empty database
    if not os.access(path, os.R_OK | os.W_OK):
        raise CacheError(
            f"the cache file {path} is not readable and writable: fix its permissions, or "
            "pass another cache= directory"
        )
    size = path.stat().st_size
    with path.open("rb") as handle:
        header = handle.read(100)
    if not header.startswith(_SQLITE_MAGIC):
        return "it is not an SQLite database"
    if len(header) < 100:
        return f"it is truncated ({size} bytes)"
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    if header[24:28] == header[92:96] and size < pages * page_size:  # header's size is valid
        return f"it is truncated ({size:,} of {pages * page_size:,} bytes)"
    try:
        with closing(
            sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=LOCK_WAIT)
        ) as db:
            names = [
                row[0]
                for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
                if not row[0].startswith("sqlite_")
            ]
            for name in names:
                if name not in tables:
                    return f"it holds a table {name!r} that lawkit does not write"
                columns = {row[1] for row in db.execute(f'PRAGMA table_info("{name}")')}
                if not tables[name] <= columns:
                    return f"its table {name!r} lacks {', '.join(sorted(tables[name] - columns))}"
    except sqlite3.Error as exc:
        if _code(exc) in _DAMAGED:
            return str(exc)
        raise cache_error(path, exc) from exc
    return None


def _quarantine(path: Path, reason: str, loss: str) -> Path:
    """Move ``path`` (and its journal files) aside as ``<name>.corrupt-<UTC time>``; warn once."""
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S%fZ")
    aside = path.with_name(f"{path.name}.corrupt-{stamp}")
    try:
        for suffix in ("", "-journal", "-wal", "-shm"):
            source = path.with_name(path.name + suffix)
            if source.exists():
                source.rename(aside.with_name(aside.name + suffix))
    except OSError as exc:
        raise CacheError(
            f"the cache file {path} is unreadable ({reason}) and could not be moved aside "
            f"({exc}): delete it, or pass another cache= directory"
        ) from exc
    warnings.warn(
        f"lawkit: the cache file {path} was unreadable ({reason}); moved it to {aside.name} and "
        f"started a new one — {loss}. Delete {aside.name} once you no longer need it.",
        CacheWarning,
        stacklevel=4,
    )
    return aside


class _Guard:
    """Turns SQLite errors on one cache file into a recovery or a :class:`CacheError`.

    A damaged file (not a database, truncated, foreign tables, "malformed" on use) is moved
    aside and a new one started (once per damage; then the operation runs once more); offline,
    it is a :class:`CacheError` instead, since nothing could be fetched again. Any other error
    (locked after ``LOCK_WAIT``, read-only, disk full) is a :class:`CacheError`.
    """

    def __init__(
        self, path: Path, tables: Mapping[str, set[str]], *, offline: bool, loss: str
    ) -> None:
        self.path = path
        self.tables = tables
        self.offline = offline
        self.loss = loss
        self.generation = 0
        self.lock = threading.RLock()
        self.close: Any = lambda: None  # set by the owner: closes its connections
        self.reopen: Any = lambda: None  # set by the owner: creates its tables again

    def preflight(self) -> None:
        """Check the file before it is opened; move a damaged one aside."""
        reason = _damage(self.path, self.tables)
        if reason is not None:
            self._set_aside(reason)

    def _set_aside(self, reason: str) -> None:
        if self.offline:
            raise CacheError(
                f"offline mode cannot use the cache file {self.path}: {reason}. Connect once "
                "without offline=True: the file is then moved aside and answers fetched again"
            )
        _quarantine(self.path, reason, self.loss)

    def run(self, operation: Any) -> Any:
        """``operation()``, recovering once from damage; other SQLite errors -> CacheError."""
        for attempt in (0, 1):
            generation = self.generation
            try:
                return operation()
            except sqlite3.Error as exc:
                damaged = _code(exc) in _DAMAGED
                closed = isinstance(exc, sqlite3.ProgrammingError)  # closed by a recovery
                if attempt == 1 or not (damaged or (closed and generation != self.generation)):
                    raise cache_error(self.path, exc) from exc
                if damaged:
                    self.recover(generation, str(exc))
        raise AssertionError("unreachable")

    def recover(self, generation: int, reason: str) -> None:
        """Move the damaged file aside and start a new one (unless another thread just did)."""
        with self.lock:
            if generation != self.generation:
                return
            self.close()
            self._set_aside(reason)
            try:
                self.reopen()
            except sqlite3.Error as exc:
                raise cache_error(self.path, exc) from exc
            self.generation += 1


def _seal(blob: bytes) -> bytes:
    """Prefix a serialized response with its checksum."""
    return _SEAL + hashlib.blake2b(blob, digest_size=16).digest() + blob


def _unseal(sealed: bytes) -> bytes:
    """The serialized response, if its checksum holds; else :class:`_Damaged`."""
    head, digest = sealed[: len(_SEAL)], sealed[len(_SEAL) : len(_SEAL) + 16]
    blob = sealed[len(_SEAL) + 16 :]
    if head != _SEAL or hashlib.blake2b(blob, digest_size=16).digest() != digest:
        raise _Damaged("checksum mismatch")
    return blob


_SEAL = b"lawkit1:"
#: requests-cache's pickle serializer, with a checksum over each stored response.
SERIALIZER = SerializerPipeline(
    [*pickle_serializer.stages, Stage(dumps=_seal, loads=_unseal)], name="lawkit", is_binary=True
)


class GuardedSQLiteDict(SQLiteDict):
    """requests-cache's SQLite table, with a bounded wait for locks and checked entries.

    requests-cache waits for a write lock forever and drops failed writes silently; here the
    wait is SQLite's busy timeout (``LOCK_WAIT``) and a failure is raised (then turned into a
    :class:`CacheError` by the guard). A response whose checksum fails is a miss, with a warning.
    """

    def __init__(self, *args: Any, guard: _Guard, **kwargs: Any) -> None:
        self._guard = guard
        self._warned: set[str] = set()
        super().__init__(*args, **kwargs)

    @contextmanager
    def _acquire_sqlite_lock(self) -> Iterator[None]:
        with self._lock:
            assert self._connection is not None
            self._connection.execute("BEGIN IMMEDIATE")  # waits up to the busy timeout
            self._active_transaction = True
            try:
                yield
                self._connection.commit()
            except BaseException:
                self._connection.rollback()
                raise
            finally:
                self._active_transaction = False

    def deserialize(self, key: Any, value: Any) -> Any:
        """The stored response, or ``None`` (a miss) if it is damaged or unreadable."""
        try:
            return super().deserialize(key, value)
        except _Damaged:
            if key not in self._warned:
                self._warned.add(key)
                what = "cannot be fetched offline" if self._guard.offline else "is fetched again"
                warnings.warn(
                    f"lawkit: a cached answer in {self._guard.path} was damaged (checksum "
                    f"mismatch); it is ignored and {what}",
                    CacheWarning,
                    stacklevel=2,
                )
            return None


class GuardedSQLiteCache(SQLiteCache):
    """requests-cache's SQLite backend whose every operation goes through a :class:`_Guard`."""

    def __init__(self, path: Path, guard: _Guard, **kwargs: Any) -> None:
        BaseCache.__init__(self, cache_name=str(path))
        self.responses = GuardedSQLiteDict(
            path, table_name="responses", guard=guard, serializer=SERIALIZER, **kwargs
        )
        self.redirects = GuardedSQLiteDict(
            path,
            table_name="redirects",
            guard=guard,
            lock=self.responses._lock,
            serializer=None,
            **kwargs,
        )
        self.guard = guard
        guard.lock = self.responses._lock
        guard.close = self._close
        guard.reopen = self._reopen

    def _close(self) -> None:
        self.responses.close()
        self.redirects.close()

    def _reopen(self) -> None:
        self.responses.init_db()
        self.redirects.init_db()

    def get_response(self, key: str, default: Any = None) -> Any:
        return self.guard.run(lambda: super(GuardedSQLiteCache, self).get_response(key, default))

    def save_response(self, *args: Any, **kwargs: Any) -> None:
        self.guard.run(lambda: super(GuardedSQLiteCache, self).save_response(*args, **kwargs))

    def delete(self, *keys: str, **kwargs: Any) -> None:  # type: ignore[override]
        self.guard.run(lambda: super(GuardedSQLiteCache, self).delete(*keys, **kwargs))

    def clear(self) -> None:
        self.guard.run(lambda: BaseCache.clear(self))

    def count(self, expired: bool = True) -> int:
        return self.guard.run(lambda: self.responses.count(expired=expired))

    def stored(self) -> list[Any]:
        """Every readable cached response (damaged ones left out)."""
        values = self.guard.run(lambda: [self.responses[key] for key in list(self.responses)])
        return [value for value in values if value is not None]


class ReuseStore:
    """Records of created requests/registrations, looked up by a hash of what was sent.

    Each record is stored with its SHA-256; a record that fails it is dropped (with a
    :class:`CacheWarning`), never returned. Storing or forgetting a record never raises: the
    provider already applied the call, so a failure is a :class:`CacheWarning`.

    Args:
        path: the SQLite file, or ``None`` to keep the records in memory only.
        window: seconds during which a record is reused; 0 turns reuse off.
        offline: a damaged file is then a :class:`CacheError` instead of being set aside.

    Raises:
        CacheError: the file cannot be used (see the module docstring).
    """

    def __init__(self, path: Path | None, window: float, *, offline: bool = False) -> None:
        self.path = path
        self.window = window
        self._guard = _Guard(
            path or Path(":memory:"), _REUSE_TABLES, offline=offline, loss=_REUSE_LOSS
        )
        self._lock = self._guard.lock
        self._guard.close = self._close
        self._guard.reopen = self._open
        self._db: sqlite3.Connection | None = None
        if path is not None:
            _prepare(path.parent)
            self._guard.preflight()
        with self._lock:
            self._guard.run(self._open)

    def _open(self) -> None:
        self._close()
        self._db = sqlite3.connect(
            str(self.path) if self.path else ":memory:",
            timeout=LOCK_WAIT,
            check_same_thread=False,
        )
        with self._db:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS reuse (key TEXT PRIMARY KEY, kind TEXT, "
                "record_id TEXT, record TEXT, created REAL, digest TEXT)"
            )
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(reuse)")}
            if "digest" not in columns:  # written before records were checked: rows ignored
                self._db.execute("ALTER TABLE reuse ADD COLUMN digest TEXT")

    def _close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _execute(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Any]:
        """Run one statement (committed) under the guard; its rows."""

        def run() -> list[Any]:
            assert self._db is not None
            with self._db:
                return self._db.execute(sql, parameters).fetchall()

        with self._lock:
            return self._guard.run(run)

    def _quietly(self, sql: str, parameters: tuple[Any, ...], what: str) -> None:
        """Run a write the provider already made good on; warn instead of raising."""
        try:
            self._execute(sql, parameters)
        except CacheError as exc:
            warnings.warn(f"lawkit: {what} was not recorded: {exc}", CacheWarning, stacklevel=3)

    @staticmethod
    def key(kind: str, base_url: str, client_id: str | None, body: Any) -> str:
        """Hash of what identifies a submission (the body must hold no secret)."""
        blob = json.dumps([kind, base_url, client_id or "", body], sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()

    def get(self, key: str) -> Any | None:
        """The record stored under ``key`` within the window, or ``None``."""
        if self.window <= 0:
            return None
        rows = self._execute("SELECT record, created, digest FROM reuse WHERE key = ?", (key,))
        if not rows or time.time() - rows[0][1] > self.window:
            return None
        record, _, digest = rows[0]
        if digest is None:  # from before records were checked
            return None
        if not isinstance(record, str) or _digest(record) != digest:
            warnings.warn(
                f"lawkit: a record in {self.path} was damaged (checksum mismatch); it is "
                "dropped and the query is sent again",
                CacheWarning,
                stacklevel=2,
            )
            self._quietly("DELETE FROM reuse WHERE key = ?", (key,), "dropping it")
            return None
        return json.loads(record)

    def put(self, key: str, kind: str, record_id: str | None, record: Any) -> None:
        """Remember ``record`` under ``key`` (no-op when reuse is off)."""
        if self.window <= 0:
            return
        text = json.dumps(record)
        self._quietly(
            "INSERT OR REPLACE INTO reuse VALUES (?, ?, ?, ?, ?, ?)",
            (key, kind, record_id, text, time.time(), _digest(text)),
            f"the {kind} {record_id} (a re-run will send it again)",
        )

    def forget(self, record_id: str) -> None:
        """Drop every row whose record has this id (after a remove/delete)."""
        self._quietly(
            "DELETE FROM reuse WHERE record_id = ?",
            (record_id,),
            f"the removal of {record_id} (a re-run may reuse it)",
        )

    def entries(self) -> list[dict[str, Any]]:
        """Rows still inside the window: kind, record id and submission time (UTC)."""
        rows = self._execute("SELECT kind, record_id, created FROM reuse ORDER BY created")
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
        self._execute("DELETE FROM reuse")

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            self._close()


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


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
        return self._session.cache.count() if self.location else 0

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
            for response in self._session.cache.stored()
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
