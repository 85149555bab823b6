"""The reuse window and the intents: no submission is paid for twice.

Every creating call (capture request and automatic query, monitoring registration, demand insert)
is keyed by a hash of what it sends. Before the call, an **intent** is written under that key,
durably and atomically (one SQLite transaction); after the provider's answer, the intent becomes
the **record** of what was created, kept for the reuse window. So:

- the same submission again within the window returns the record and sends nothing;
- a submission whose intent is held by a live process (another thread, another notebook on the
  same cache) waits for that holder's record instead of sending, for as long as the holder shows
  signs of life: while it holds an intent, a holder renews its *heartbeat* (``beat``) every
  :data:`BEAT` seconds, whatever its own timeouts and retries; a holder whose process still exists
  but has been silent for :data:`SILENT` seconds (stopped, suspended, hung) is neither waited for
  for ever nor taken over: the waiter gets a :class:`CacheError` naming it. A holder is known by
  its :class:`lawkit.processes.Identity`, not its pid alone: one this process cannot check (in
  another container, PID namespace, boot or host) is waited for while its heartbeat is younger
  than :data:`LEASE`, whatever its pid looks like from here;
- an intent with no record, left by a process that died after sending (or before), or by a
  call of this process that was interrupted or got no answer (:meth:`ReuseStore.abandon`), is
  *reconciled*: the caller asks the provider's list endpoint whether it was created since the
  intent's time, and either records what it finds or sends it then. What the list cannot tell
  apart from another submission (:meth:`ReuseStore.attributed`, :meth:`ReuseStore.rivals`) is
  sent rather than taken for it.

See "Paying once" in :mod:`lawkit.client.cache`.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import sqlite3
import threading
import time
import uuid
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from lawkit import processes
from lawkit.client.cache.faults import (
    REUSE_LOSS,
    REUSE_TABLES,
    CacheWarning,
    GuardedStore,
    warn_damaged,
)
from lawkit.client.callback_tokens import without_tokens
from lawkit.errors import CacheError

#: The holder of an intent its process left unfinished (:meth:`ReuseStore.abandon`).
ABANDONED = "abandoned"
#: Seconds after which the silent intent of a holder this process cannot check (another host's,
#: another PID namespace's or boot's) counts as abandoned; the others are checked by identity.
LEASE = 600.0
#: Seconds between two heartbeats of the intents a process holds.
BEAT = 1.0
#: Seconds without a heartbeat after which a holder whose process is seen running is deemed
#: stopped: its waiters get a :class:`CacheError` instead of waiting on (or sending).
SILENT = 30.0
#: Keys asked of SQLite in one query (below its limit of bound parameters).
CHUNK = 900
#: The intents this process is sending, by file (every store of the process on that file): an
#: intent of this process that is not among them was let go without its row being updated (a
#: record that could not be written), so it is reconciled, not waited for.
_HELD: dict[str, set[str]] = {}
_HELD_LOCK = threading.Lock()


def _owner() -> str:
    """Who holds an intent: this process (:func:`lawkit.processes.me`) and this lawkit in it."""
    return f"{processes.me()}|{uuid.uuid4().hex}"


#: Who holds this process's intents.
OWNER = _owner()


def _renew_owner() -> None:
    """A forked child is a holder of its own (its pid and start time are not its parent's)."""
    global OWNER
    OWNER = _owner()


os.register_at_fork(after_in_child=_renew_owner)


@dataclass(frozen=True)
class Claim:
    """What :meth:`ReuseStore.claim` found under a key.

    Attributes:
        state: ``"record"`` (a record within the window: reuse it), ``"mine"`` (this caller now
            holds the intent: send, then :meth:`ReuseStore.done`), ``"busy"`` (a live holder
            is sending it: wait and claim again) or ``"silent"`` (its holder's process exists
            but has not renewed its heartbeat for :data:`SILENT` seconds: do not send).
        record: the record, for ``"record"``.
        since: for ``"mine"``, when an abandoned intent of the same submission was first written
            (machine epoch seconds): reconcile from then before sending; ``None`` otherwise.
        holder: for ``"silent"``, who holds the intent (``"process <pid> on <host>"``).
    """

    state: Literal["record", "mine", "busy", "silent"]
    record: Any = None
    since: float | None = None
    holder: str | None = None


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
        self._stopped = threading.Event()
        self._unsaved: dict[str, Any] = {}  # records this process could not write
        self._beating: threading.Thread | None = None
        # Transactions are explicit (BEGIN IMMEDIATE in claim).
        super().__init__(path, REUSE_TABLES, offline=offline, loss=REUSE_LOSS, autocommit=True)

    def _schema(self, db: sqlite3.Connection) -> None:
        db.execute(
            "CREATE TABLE IF NOT EXISTS reuse (key TEXT PRIMARY KEY, kind TEXT, "
            "record_id TEXT, record TEXT, created REAL, digest TEXT, owner TEXT, claimed REAL, "
            "beat REAL, family TEXT, note TEXT)"
        )
        columns = {row[1] for row in db.execute("PRAGMA table_info(reuse)")}
        # Columns added since: rows without a digest are ignored, rows without an owner are
        # records; an intent without a beat is timed from its claim; ``family`` is the key of
        # what the provider's list shows of a submission; ``note`` what its sender noted before
        # sending (:meth:`note`).
        added = [("digest", "TEXT"), ("owner", "TEXT"), ("claimed", "REAL"), ("beat", "REAL"),
                 ("family", "TEXT"), ("note", "TEXT")]  # fmt: skip
        for name, kind in added:
            if name not in columns:
                db.execute(f"ALTER TABLE reuse ADD COLUMN {name} {kind}")

    def _execute(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[Any]:
        """Run one statement (committed) under the guard; its rows."""
        return self._run(lambda db: db.execute(sql, parameters).fetchall())

    def _quietly(self, sql: str, parameters: tuple[Any, ...], what: str) -> bool:
        """Run a write the provider already made good on; warn instead of raising. Whether it
        was written."""
        try:
            self._execute(sql, parameters)
        except CacheError as exc:
            warnings.warn(f"lawkit: {what} was not recorded: {exc}", CacheWarning, stacklevel=3)
            return False
        return True

    @staticmethod
    def key(kind: str, base_url: str, client_id: str | None, body: Any) -> str:
        """Hash of what identifies a submission (the body must hold no secret; a callback URL's
        receiver token is taken out, see :mod:`lawkit.client.callback_tokens`)."""
        blob = json.dumps([kind, base_url, client_id or "", without_tokens(body)], sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()

    def claim(
        self, key: str, kind: str, *, family: str | None = None, replace: bool = False
    ) -> Claim:
        """Look under ``key`` and, unless a record or a live holder is there, take the intent.

        One transaction (BEGIN IMMEDIATE), so two processes never both take it. ``replace`` sets
        a record aside (a fresh submission, or a record its caller cannot use). ``family`` is
        the key of what the provider's list shows of the submission (:meth:`rivals`). A holder
        is taken over only once it is gone (see :func:`_holder`); while this caller holds the
        intent its heartbeat is renewed, until :meth:`done`, :meth:`release` or
        :meth:`abandon`. With reuse off (a window of 0) every caller gets ``"mine"``.

        Raises:
            CacheError: the file cannot be used (the caller must not send: nothing is written).
        """
        if self.window <= 0:
            return Claim("mine")
        if not replace and key in self._unsaved:
            return Claim("record", self._unsaved[key])

        def run(db: sqlite3.Connection) -> Claim:
            db.execute("BEGIN IMMEDIATE")
            try:
                claim = self._claim(key, kind, family, replace)
            except BaseException:
                if db.in_transaction:  # SQLite rolls back by itself after e.g. a full disk
                    db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            return claim

        claim = self._run(run)
        if claim.state == "mine":
            self._hold(key)
        return claim

    def _claim(self, key: str, kind: str, family: str | None, replace: bool) -> Claim:
        assert self._db is not None
        now = time.time()
        row = self._db.execute(
            "SELECT record, created, digest, owner, claimed, beat FROM reuse WHERE key = ?", (key,)
        ).fetchone()
        since = None
        if row is not None:
            record, created, digest, owner, claimed, beat = row
            if owner is None and not replace and now - created <= self.window:
                found = self._checked(key, record, digest)
                if found is not None:
                    return Claim("record", found)
            elif owner is not None:
                state = _holder(owner, now - (beat or claimed), key in self._held)
                if state != "gone":
                    return Claim(state, holder=_who(owner))
                since = claimed  # abandoned: whatever it sent was sent from then on
        # A record set aside (replace) stays in the row until the new one replaces it, and so
        # does what an abandoned holder noted before sending (:meth:`note`).
        self._db.execute(
            "INSERT INTO reuse (key, kind, created, owner, claimed, beat, family) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET kind = excluded.kind, "
            "owner = excluded.owner, claimed = excluded.claimed, beat = excluded.beat, "
            "family = excluded.family",
            (key, kind, now, OWNER, now if since is None else since, now, family),
        )
        return Claim("mine", since=since)

    def _hold(self, key: str) -> None:
        """Renew the heartbeat of the intent under ``key`` until it is let go (:meth:`_let_go`)."""
        with _HELD_LOCK:
            self._held.add(key)
        with self._guard.lock:
            if self._beating is None:
                self._beating = threading.Thread(
                    target=self._beat, name="lawkit-reuse-heartbeat", daemon=True
                )
                self._beating.start()

    def _let_go(self, key: str) -> None:
        with _HELD_LOCK:
            self._held.discard(key)

    @property
    def _held(self) -> set[str]:
        """The keys this process holds in this store's file (:data:`_HELD`)."""
        return _HELD.setdefault(str(self.path) if self.path else f"memory-{id(self)}", set())

    def _beat(self) -> None:
        """Every :data:`BEAT` seconds, renew the heartbeat of the intents this process holds (a
        failed renewal is skipped: a waiter then sees silence and says so)."""
        while not self._stopped.wait(BEAT):
            with self._guard.lock:
                if not self._held or self._db is None:
                    continue
                with _HELD_LOCK:
                    held = sorted(self._held)
                try:
                    self._execute(
                        f"UPDATE reuse SET beat = ? WHERE owner = ? AND key IN "
                        f"({','.join('?' * len(held))})",
                        (time.time(), OWNER, *held),
                    )
                except CacheError:
                    continue

    def note(self, key: str, value: Any) -> None:
        """Note, under this process's intent for ``key``, what a later reconciliation needs to
        know of the provider's state just before sending (e.g. the ids it listed). The first
        note stays: a taken-over intent keeps its abandoned holder's.

        Raises:
            CacheError: it could not be written (then the caller must not send).
        """
        if self.window > 0:
            self._execute(
                "UPDATE reuse SET note = ? WHERE key = ? AND owner = ? AND note IS NULL",
                (json.dumps(value), key, OWNER),
            )

    def noted(self, key: str) -> Any | None:
        """What was noted under the intent for ``key`` (``None``: nothing was, so nothing was
        sent under it)."""
        if self.window <= 0:
            return None
        rows = self._execute("SELECT note FROM reuse WHERE key = ?", (key,))
        return json.loads(rows[0][0]) if rows and rows[0][0] is not None else None

    def attributed(self, ids: list[str]) -> set[str]:
        """The ids among ``ids`` that are the record of some submission in this store (another
        query's, or an earlier one this intent set aside): never the answer to reconciling."""
        found: set[str] = set()
        for start in range(0, len(ids), CHUNK):
            chunk = ids[start : start + CHUNK]
            rows = self._execute(
                f"SELECT record_id FROM reuse WHERE record_id IN ({','.join('?' * len(chunk))})",
                tuple(chunk),
            )
            found.update(row[0] for row in rows)
        return found

    def rivals(self, key: str, family: str) -> int:
        """Intents without a record of other submissions that the provider's list shows alike
        (same ``family``, another ``key``): what they created cannot be told from this one's."""
        if self.window <= 0:
            return 0
        rows = self._execute(
            "SELECT COUNT(*) FROM reuse WHERE family = ? AND key != ? AND owner IS NOT NULL",
            (family, key),
        )
        return int(rows[0][0])

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
        self._let_go(key)
        text = json.dumps(without_tokens(record))
        written = self._quietly(
            "INSERT OR REPLACE INTO reuse (key, kind, record_id, record, created, digest) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (key, kind, record_id, text, time.time(), _digest(text)),
            f"the {kind} {record_id} (this process keeps it; a re-run will look it up before "
            "sending it again)",
        )
        if written:
            self._unsaved.pop(key, None)
        else:
            self._unsaved[key] = record

    def release(self, key: str) -> None:
        """Drop this process's intent under ``key``: the provider refused the call, so nothing
        was created and nothing needs reconciling (a record the intent set aside is back)."""
        self._let_go(key)
        if self.window > 0:
            self._quietly(
                "UPDATE reuse SET owner = NULL, claimed = NULL, beat = NULL, note = NULL "
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
        self._let_go(key)
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

    def close(self) -> None:
        """Stop the heartbeat and close the database."""
        self._stopped.set()
        super().close()


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _identity(owner: str) -> processes.Identity | None:
    """The process that holds an intent (``None``: an older lawkit's row, host and pid only)."""
    return processes.Identity.parse(owner.partition("|")[0])


def _who(owner: str) -> str:
    """An intent's holder as a person reads it: ``process <pid> on <host>``."""
    identity = _identity(owner)
    if identity is None:  # an older lawkit's "host|pid|token"
        host, _, rest = owner.partition("|")
        return f"process {rest.partition('|')[0]} on {host}"
    return f"process {identity.pid} on {identity.host}"


def _holder(owner: str, silence: float, held: bool) -> Literal["busy", "silent", "gone"]:
    """Whether the holder of an intent, silent for ``silence`` seconds, may still be sending it.

    ``"busy"``: this process (another thread) while it ``held`` it; another process that runs
    (:func:`lawkit.processes.alive`) and whose heartbeat is younger than :data:`SILENT`; a
    process this one cannot check (another host, boot or PID namespace: its pid may look dead,
    or be this process's own, and mean nothing) within :data:`LEASE` of its last heartbeat.
    ``"silent"``: a process that runs but no longer beats (stopped, suspended, hung: it may
    still send). ``"gone"``: abandoned, let go by this process without its row updated, a
    process that no longer runs (its pid dead or reused since), or one this process cannot
    check past its lease.
    """
    if owner == ABANDONED:
        return "gone"
    if owner == OWNER:
        return "busy" if held else "gone"
    identity = _identity(owner)
    running = None if identity is None else processes.alive(identity)
    if running is None:
        return "busy" if silence < LEASE else "gone"
    if not running:
        return "gone"
    return "busy" if silence < SILENT else "silent"
