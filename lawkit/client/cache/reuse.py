"""The reuse window and the intents: no submission is paid for twice.

Every creating call (capture request and automatic query, monitoring registration, demand insert)
is keyed by a hash of what it sends. Before the call, an **intent** is written under that key,
durably and atomically (one SQLite transaction); after the provider's answer, the intent becomes
the **record** of what was created, kept for the reuse window. So:

- the same submission again within the window returns the record and sends nothing;
- a submission whose intent is held by a live process (another thread, another notebook on the
  same cache) waits for that holder's record instead of sending;
- an intent with no record, left by a process that died after sending (or before), or by a
  call of this process that was interrupted or got no answer (:meth:`ReuseStore.abandon`), is
  *reconciled*: the caller asks the provider's list endpoint whether it was created since the
  intent's time, and either records what it finds or sends it then — never twice.

See "Paying once" in :mod:`lawkit.client.cache`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import socket
import sqlite3
import time
import uuid
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from lawkit.client.cache.faults import (
    REUSE_LOSS,
    REUSE_TABLES,
    CacheWarning,
    GuardedStore,
    warn_damaged,
)
from lawkit.client.tokens import without_tokens
from lawkit.errors import CacheError

#: Who holds an intent: this host, this process, this run of it (a pid is reused after a restart).
OWNER = f"{socket.gethostname()}|{os.getpid()}|{uuid.uuid4().hex}"
#: The holder of an intent its process left unfinished (:meth:`ReuseStore.abandon`).
ABANDONED = "abandoned"
#: Seconds after which another host's intent counts as abandoned (this host's are checked by pid).
LEASE = 600.0
#: Keys asked of SQLite in one query (below its limit of bound parameters).
CHUNK = 900


@dataclass(frozen=True)
class Claim:
    """What :meth:`ReuseStore.claim` found under a key.

    Attributes:
        state: ``"record"`` (a record within the window: reuse it), ``"mine"`` (this caller now
            holds the intent: send, then :meth:`ReuseStore.done`) or ``"busy"`` (a live holder
            is sending it: wait and claim again).
        record: the record, for ``"record"``.
        since: for ``"mine"``, when an abandoned intent of the same submission was first written
            (machine epoch seconds): reconcile from then before sending; ``None`` otherwise.
    """

    state: Literal["record", "mine", "busy"]
    record: Any = None
    since: float | None = None


REUSE_FILE = "reuse.sqlite"


class ReuseStore(GuardedStore):
    """Intents and records of creating calls, by a hash of what was sent.

    Each record is stored with its SHA-256; a record that fails it is dropped (with a
    :class:`CacheWarning`), never returned. Recording, releasing or forgetting never raises: the
    provider already answered, so a failure is a :class:`CacheWarning`.

    Args:
        path: the SQLite file, or ``None`` to keep the records in memory only.
        window: seconds during which a record is reused; 0 turns reuse off.
        offline: a damaged file is then a :class:`CacheError` instead of being set aside.

    Raises:
        CacheError: the file cannot be used (see the module docstring).
    """

    def __init__(self, path: Path | None, window: float, *, offline: bool = False) -> None:
        self.window = window
        # Transactions are explicit (BEGIN IMMEDIATE in claim).
        super().__init__(path, REUSE_TABLES, offline=offline, loss=REUSE_LOSS, autocommit=True)

    def _schema(self, db: sqlite3.Connection) -> None:
        db.execute(
            "CREATE TABLE IF NOT EXISTS reuse (key TEXT PRIMARY KEY, kind TEXT, "
            "record_id TEXT, record TEXT, created REAL, digest TEXT, owner TEXT, claimed REAL)"
        )
        columns = {row[1] for row in db.execute("PRAGMA table_info(reuse)")}
        # Columns added since: rows without a digest are ignored, rows without an owner are
        # records.
        for name, kind in (("digest", "TEXT"), ("owner", "TEXT"), ("claimed", "REAL")):
            if name not in columns:
                db.execute(f"ALTER TABLE reuse ADD COLUMN {name} {kind}")

    def _execute(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Any]:
        """Run one statement (committed) under the guard; its rows."""
        return self._run(lambda db: db.execute(sql, parameters).fetchall())

    def _quietly(self, sql: str, parameters: tuple[Any, ...], what: str) -> None:
        """Run a write the provider already made good on; warn instead of raising."""
        try:
            self._execute(sql, parameters)
        except CacheError as exc:
            warnings.warn(f"lawkit: {what} was not recorded: {exc}", CacheWarning, stacklevel=3)

    @staticmethod
    def key(kind: str, base_url: str, client_id: str | None, body: Any) -> str:
        """Hash of what identifies a submission (the body must hold no secret; a callback URL's
        receiver token is taken out, see :mod:`lawkit.client.tokens`)."""
        blob = json.dumps([kind, base_url, client_id or "", without_tokens(body)], sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()

    def claim(self, key: str, kind: str, *, replace: bool = False, take: bool = False) -> Claim:
        """Look under ``key`` and, unless a record or a live holder is there, take the intent.

        One transaction (BEGIN IMMEDIATE), so two processes never both take it. ``replace`` sets
        a record aside (a fresh submission, or a record its caller cannot use); ``take`` takes
        even a live holder's intent (after waiting for it too long), to be reconciled like an
        abandoned one. With reuse off (a window of 0) every caller gets ``"mine"``.

        Raises:
            CacheError: the file cannot be used (the caller must not send: nothing is written).
        """
        if self.window <= 0:
            return Claim("mine")

        def run(db: sqlite3.Connection) -> Claim:
            db.execute("BEGIN IMMEDIATE")
            try:
                claim = self._claim(key, kind, replace, take)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            return claim

        return self._run(run)

    def _claim(self, key: str, kind: str, replace: bool, take: bool) -> Claim:
        assert self._db is not None
        now = time.time()
        row = self._db.execute(
            "SELECT record, created, digest, owner, claimed FROM reuse WHERE key = ?", (key,)
        ).fetchone()
        since = None
        if row is not None:
            record, created, digest, owner, claimed = row
            if owner is None and not replace and now - created <= self.window:
                found = self._checked(key, record, digest)
                if found is not None:
                    return Claim("record", found)
            elif owner is not None:
                if not take and _alive(owner, claimed, now):
                    return Claim("busy")
                since = claimed  # abandoned: whatever it sent was sent from then on
        # A record set aside (replace) stays in the row until the new one replaces it.
        self._db.execute(
            "INSERT INTO reuse (key, kind, created, owner, claimed) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(key) DO UPDATE SET kind = excluded.kind, owner = excluded.owner, "
            "claimed = excluded.claimed",
            (key, kind, now, OWNER, now if since is None else since),
        )
        return Claim("mine", since=since)

    def _checked(self, key: str, record: Any, digest: Any) -> Any | None:
        """The record, if its checksum holds; a damaged one is dropped with a warning."""
        if digest is not None and isinstance(record, str) and _digest(record) == digest:
            return json.loads(record)
        if digest is not None:
            warn_damaged("a record", self.path, "it is dropped and the query is sent again",
                         stacklevel=4)  # fmt: skip
        return None

    def records(self, keys: list[str]) -> dict[str, Any]:
        """The records within the window among ``keys``, read in bulk without taking anything
        (what a re-run finds; the others go through :meth:`claim`)."""
        if self.window <= 0:
            return {}
        found = {}
        for start in range(0, len(keys), CHUNK):
            chunk = keys[start : start + CHUNK]
            rows = self._execute(
                "SELECT key, record, created, digest FROM reuse WHERE owner IS NULL AND key IN "
                f"({','.join('?' * len(chunk))})",
                tuple(chunk),
            )
            now = time.time()
            for key, record, created, digest in rows:
                if now - created <= self.window:
                    checked = self._checked(key, record, digest)
                    if checked is not None:
                        found[key] = checked
        return found

    def done(self, key: str, kind: str, record_id: str | None, record: Any) -> None:
        """The provider created ``record``: it replaces the intent under ``key`` (stored without
        any callback URL's token)."""
        if self.window <= 0:
            return
        text = json.dumps(without_tokens(record))
        self._quietly(
            "INSERT OR REPLACE INTO reuse VALUES (?, ?, ?, ?, ?, ?, NULL, NULL)",
            (key, kind, record_id, text, time.time(), _digest(text)),
            f"the {kind} {record_id} (a re-run will look it up before sending it again)",
        )

    def release(self, key: str) -> None:
        """Drop this process's intent under ``key``: the provider refused the call, so nothing
        was created and nothing needs reconciling (a record the intent set aside is back)."""
        if self.window > 0:
            self._quietly(
                "UPDATE reuse SET owner = NULL, claimed = NULL "
                "WHERE key = ? AND owner = ? AND record IS NOT NULL",
                (key, OWNER),
                "a refused call",
            )
            self._quietly(
                "DELETE FROM reuse WHERE key = ? AND owner = ?", (key, OWNER), "a refused call"
            )

    def abandon(self, key: str) -> None:
        """Leave this process's intent under ``key`` unfinished: the call failed or was
        interrupted and may have been created, so the next claim reconciles it at once."""
        if self.window > 0:
            self._quietly(
                "UPDATE reuse SET owner = ? WHERE key = ? AND owner = ?",
                (ABANDONED, key, OWNER),
                "an interrupted call",
            )

    def forget(self, record_id: str) -> None:
        """Drop every row whose record has this id (after a remove/delete)."""
        self._quietly(
            "DELETE FROM reuse WHERE record_id = ?",
            (record_id,),
            f"the removal of {record_id} (a re-run may reuse it)",
        )

    def entries(self) -> list[dict[str, Any]]:
        """Records still inside the window: kind, record id and submission time (UTC)."""
        rows = self._execute(
            "SELECT kind, record_id, created FROM reuse WHERE owner IS NULL ORDER BY created"
        )
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


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _alive(owner: str, claimed: float, now: float) -> bool:
    """Whether the holder of an intent may still be sending it.

    This process (another thread): yes. Another process of this host: while its pid lives (a pid
    of this run with another token is an earlier run of this process: gone). Another host: for
    :data:`LEASE` seconds after the intent.
    """
    host, _, rest = owner.partition("|")
    pid = rest.partition("|")[0]
    if owner == ABANDONED:
        return False
    if owner == OWNER:
        return True
    if host != socket.gethostname():
        return now - claimed < LEASE
    if not pid.isdigit() or int(pid) == os.getpid():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: it exists
        return True
    return True
