"""The reuse window: records of created requests and registrations, by a hash of what was sent.

See "The reuse window" in :mod:`lawkit.client.cache`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import sqlite3
import time
import warnings
from pathlib import Path
from typing import Any

from lawkit.client.cache import faults
from lawkit.client.cache.faults import (
    REUSE_LOSS,
    REUSE_TABLES,
    CacheWarning,
    Guard,
    prepare_directory,
)
from lawkit.errors import CacheError

REUSE_FILE = "reuse.sqlite"


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
        self._guard = Guard(
            path or Path(":memory:"),
            REUSE_TABLES,
            offline=offline,
            loss=REUSE_LOSS,
            close=self._close,
            reopen=self._open,
        )
        self._lock = self._guard.lock
        self._db: sqlite3.Connection | None = None
        if path is not None:
            prepare_directory(path.parent)
            self._guard.preflight()
        with self._lock:
            self._guard.run(self._open)

    def _open(self) -> None:
        self._close()
        self._db = sqlite3.connect(
            str(self.path) if self.path else ":memory:",
            timeout=faults.LOCK_WAIT,
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
