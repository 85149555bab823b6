"""Damaged, locked and unwritable cache files: detection, recovery and clear errors.

See the "Broken files" table of :mod:`lawkit.client.cache`.
"""

from __future__ import annotations

import datetime as dt
import errno
import os
import sqlite3
import threading
import warnings
from collections.abc import Callable, Mapping
from contextlib import closing
from pathlib import Path
from typing import Any, TypeVar

from lawkit.errors import CacheError

T = TypeVar("T")
#: Seconds a cache operation waits for another process's lock before :class:`CacheError`.
LOCK_WAIT = 10.0
_SQLITE_MAGIC = b"SQLite format 3\x00"
#: Tables a file may hold -> the columns each must have.
HTTP_TABLES = {"responses": {"key", "value"}, "redirects": {"key", "value"}}
REUSE_TABLES = {"reuse": {"key", "kind", "record_id", "record", "created"}}
RESULTS_TABLES = {"results": {"id", "body", "digest"}}
HTTP_LOSS = "cached answers will be fetched again from the provider"
RESULTS_LOSS = "finished results will be fetched again from the provider (reading is free)"
REUSE_LOSS = (
    "the reuse window is lost: a query submitted before is sent (and paid for) again; "
    "client.capture.requests() lists the earlier ones"
)
# Primary SQLite result codes (https://sqlite.org/rescode.html).
_DAMAGED = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_BUSY = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED
_NOT_WRITABLE = {3, 8, 14, 23}  # SQLITE_PERM, SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_AUTH
_FULL = 13  # SQLITE_FULL
#: What SQLite says when the disk (or its page limit) is full; a statement that meets it may roll
#: the transaction back itself, so the ROLLBACK that follows fails with "no transaction is active".
_FULL_TEXT = "database or disk is full"


class CacheWarning(UserWarning):
    """A cache file or entry was damaged and set aside, or a record could not be kept."""


def warn_damaged(
    what: str, path: Path | None, then: str, *, many: bool = False, stacklevel: int
) -> None:
    """One :class:`CacheWarning`: ``what`` (``"a record"``, ``"3 stored result(s)"``, ``many``)
    in the file ``path`` failed its checksum; ``then`` says what happens instead (``stacklevel``
    as for :func:`warnings.warn`, counted from the caller)."""
    verb = "were" if many else "was"
    warnings.warn(f"lawkit: {what} in {path} {verb} damaged (checksum mismatch); {then}",
                  CacheWarning, stacklevel=stacklevel + 1)  # fmt: skip


def _code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def _disk_full(exc: BaseException | None) -> bool:
    """Whether ``exc``, or an error it was raised while handling, says the disk is full."""
    seen = 0
    while exc is not None and seen < 8:
        if isinstance(exc, sqlite3.Error) and (_code(exc) == _FULL or _FULL_TEXT in str(exc)):
            return True
        if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        exc, seen = exc.__cause__ or exc.__context__, seen + 1
    return False


def cache_error(path: Path, exc: sqlite3.Error | OSError) -> CacheError:
    """A :class:`CacheError` naming ``path``, what went wrong with it and what to do."""
    if _disk_full(exc):
        return CacheError(
            f"the disk holding the cache file {path} is full: nothing already stored is lost; "
            "free some space on that disk (or clear old entries with "
            "client.cache.clear(expired_only=True)) and run again. Keep the file where it is: "
            "it records what was already submitted"
        )
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
    if code in _DAMAGED:
        return CacheError(
            f"the cache file {path} is damaged ({exc}): connect online to rebuild it, or move "
            "it away"
        )
    return CacheError(
        f"cannot use the cache file {path} ({type(exc).__name__}: {exc}): run again; if it "
        "persists, pass another cache= directory (keep this file: it records what was already "
        "submitted)"
    )


def prepare_directory(directory: Path) -> None:
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
            # Read-write: a process killed inside a transaction leaves a hot journal, which SQLite
            # rolls back on the next open that may write.
            sqlite3.connect(f"{path.as_uri()}?mode=rw", uri=True, timeout=LOCK_WAIT)
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


class Guard:
    """Turns SQLite errors on one cache file into a recovery or a :class:`CacheError`.

    A damaged file (not a database, truncated, foreign tables, "malformed" on use) is moved
    aside and a new one started (once per damage; then the operation runs once more); offline,
    it is a :class:`CacheError` instead, since nothing could be fetched again. Any other error
    (locked after ``LOCK_WAIT``, read-only, disk full) is a :class:`CacheError`.
    """

    def __init__(
        self,
        path: Path,
        tables: Mapping[str, set[str]],
        *,
        offline: bool,
        loss: str,
        close: Callable[[], None],
        reopen: Callable[[], None],
    ) -> None:
        """``close`` closes the owner's connections to the file; ``reopen`` opens a new file and
        creates its tables; ``lock`` is the lock the owner takes around its operations."""
        self.path = path
        self.tables = tables
        self.offline = offline
        self.loss = loss
        self.close = close
        self.reopen = reopen
        self.generation = 0
        self.lock = threading.RLock()

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


class GuardedStore:
    """A SQLite file of lawkit's own (or memory, with ``path=None``) behind a :class:`Guard`:
    checked before it is opened, started anew when damaged. Subclasses create their tables in
    :meth:`_schema` (run on every open) and reach the connection through :meth:`_run`.

    Args:
        path: the file, or ``None`` for memory only.
        tables: the tables the file may hold and their columns (what :class:`Guard` checks).
        offline: a damaged file is then a :class:`CacheError` instead of being set aside.
        loss: what setting the file aside loses, for the warning.
        autocommit: statements are not wrapped in implicit transactions (the subclass writes
            its own ``BEGIN``).

    Raises:
        CacheError: the file cannot be used.
    """

    def __init__(
        self,
        path: Path | None,
        tables: Mapping[str, set[str]],
        *,
        offline: bool,
        loss: str,
        autocommit: bool = False,
    ) -> None:
        self.path = path
        self._autocommit = autocommit
        self._guard = Guard(path or Path(":memory:"), tables, offline=offline, loss=loss,
                            close=self._close, reopen=self._open)  # fmt: skip
        self._db: sqlite3.Connection | None = None
        if path is not None:
            prepare_directory(path.parent)
            self._guard.preflight()
        with self._guard.lock:
            self._guard.run(self._open)

    def _schema(self, db: sqlite3.Connection) -> None:
        """Create (or bring up to date) the tables of a file just opened."""
        raise NotImplementedError

    def _open(self) -> None:
        self._close()
        self._db = sqlite3.connect(
            str(self.path) if self.path else ":memory:",
            timeout=LOCK_WAIT,
            check_same_thread=False,
            isolation_level=None if self._autocommit else "",
        )
        self._schema(self._db)

    def _close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work(connection)`` under the lock, damage and errors handled by the guard."""

        def run() -> T:
            assert self._db is not None
            return work(self._db)

        with self._guard.lock:
            return self._guard.run(run)

    def close(self) -> None:
        """Close the database."""
        with self._guard.lock:
            self._close()
