"""Finished capture results, kept for good and read in bulk: what makes a re-run free and fast.

A request that finished (``success``, ``warning`` or ``error``) never changes, so its lookup
result is stored once, by request id, in ``results.sqlite``: the body as compact JSON, compressed,
with a checksum. It is kept as received: text holding a lone surrogate (the valid JSON escape
``\\ud800``, which orjson refuses) is written with ``\\u`` escapes and reads back identical. A
re-run reads all the results it needs in a few queries (instead of one requests-cache entry per
lookup, each unpickled and checked on its own) and sends nothing for them. The guarantees are
the cache's: a damaged file is moved aside, a damaged entry is a miss (with a
:class:`~lawkit.client.cache.faults.CacheWarning`), never served, and a lookup result holds no
secret (no token, client secret or idArtifact reaches it).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
import warnings
import zlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import orjson

from lawkit.client.cache.faults import (
    RESULTS_LOSS,
    RESULTS_TABLES,
    CacheWarning,
    GuardedStore,
    warn_damaged,
)
from lawkit.errors import CacheError

RESULTS_FILE = "results.sqlite"
#: Ids asked of SQLite in one query (below its limit of bound parameters).
CHUNK = 900


class ResultStore(GuardedStore):
    """Finished lookup results by request id.

    Args:
        path: the SQLite file, or ``None`` to keep them in memory only (no cache).
        scope: what the ids belong to (the capture API's URL and the client id): results of
            another provider, sandbox or account sharing the file are never mixed up.
        offline: a damaged file is then a :class:`~lawkit.errors.CacheError` instead of being
            set aside.

    Raises:
        CacheError: the file cannot be used (see :mod:`lawkit.client.cache`).
    """

    def __init__(self, path: Path | None, *, scope: str, offline: bool = False) -> None:
        self._prefix = _prefix(scope)
        super().__init__(path, RESULTS_TABLES, offline=offline, loss=RESULTS_LOSS)

    def _schema(self, db: sqlite3.Connection) -> None:
        # No fsync per result (1,000 puts: 4.1 s with, 0.15 s without): a result lost or a file
        # damaged by a power cut is fetched again, for free (a damaged file is set aside).
        db.execute("PRAGMA synchronous = OFF")
        with db:
            db.execute(
                "CREATE TABLE IF NOT EXISTS results (id TEXT PRIMARY KEY, body BLOB, digest BLOB)"
            )

    def _rows(self, sql: str, parameters: Iterable[Any] = ()) -> list[Any]:
        def run(db: sqlite3.Connection) -> list[Any]:
            with db:
                return db.execute(sql, tuple(parameters)).fetchall()

        return self._run(run)

    def get_many(self, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """The stored results among ``ids``, by id (damaged entries left out, with a warning)."""
        wanted = [self._prefix + rid for rid in dict.fromkeys(ids)]
        found: dict[str, dict[str, Any]] = {}
        damaged = []
        for start in range(0, len(wanted), CHUNK):
            chunk = wanted[start : start + CHUNK]
            marks = ",".join("?" * len(chunk))
            query = f"SELECT id, body, digest FROM results WHERE id IN ({marks})"
            for key, body, digest in self._rows(query, chunk):
                if _digest(body) != digest:
                    damaged.append(key)
                    continue
                found[key.removeprefix(self._prefix)] = _decoded(zlib.decompress(body))
        if damaged:
            self._forget(damaged)
            then = "cannot be fetched offline" if self._guard.offline else "are fetched again"
            warn_damaged(f"{len(damaged)} stored result(s)", self.path,
                         f"they are ignored and {then}", many=True, stacklevel=2)  # fmt: skip
        return found

    def get(self, request_id: str) -> dict[str, Any] | None:
        """The stored result of one request, or ``None``."""
        return self.get_many([request_id]).get(request_id)

    def put(self, request_id: str, result: dict[str, Any]) -> None:
        """Keep a finished result (a failure to write is a warning: the answer is not lost)."""
        body = zlib.compress(_encoded(result), 1)
        try:
            self._rows(
                "INSERT OR REPLACE INTO results VALUES (?, ?, ?)",
                (self._prefix + request_id, body, _digest(body)),
            )
        except CacheError as exc:
            warnings.warn(
                f"lawkit: the result of {request_id} was not stored: {exc}",
                CacheWarning,
                stacklevel=2,
            )

    def _forget(self, keys: list[str]) -> None:
        for start in range(0, len(keys), CHUNK):
            chunk = keys[start : start + CHUNK]
            self._rows(f"DELETE FROM results WHERE id IN ({','.join('?' * len(chunk))})", chunk)

    def __len__(self) -> int:
        return int(self._rows("SELECT count(*) FROM results")[0][0])

    def clear(self) -> None:
        """Forget every result."""
        self._rows("DELETE FROM results")


def results_scope(capture_url: str | None, client_id: str | None) -> str:
    """The ``scope`` of a client's results: its capture API URL and client id."""
    return f"{capture_url}|{client_id or ''}"


def holds_results(path: Path, scope: str) -> bool:
    """Whether the results file ``path`` holds any result of ``scope`` (read only; a missing or
    unreadable file holds none)."""
    if not path.is_file():
        return False
    prefix = _prefix(scope)
    upper = prefix[:-1] + chr(ord(prefix[-1]) + 1)  # every key that starts with ``prefix``
    try:
        with contextlib.closing(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)) as db:
            query = "SELECT 1 FROM results WHERE id >= ? AND id < ? LIMIT 1"
            return db.execute(query, (prefix, upper)).fetchone() is not None
    except sqlite3.Error:
        return False


def _prefix(scope: str) -> str:
    return hashlib.sha256(scope.encode()).hexdigest()[:16] + ":"


def _digest(body: bytes) -> bytes:
    return hashlib.blake2b(body, digest_size=16).digest()


def _encoded(result: dict[str, Any]) -> bytes:
    """Compact JSON of a result; one holding a lone surrogate (which orjson refuses) is written
    by the standard library with ``\\u`` escapes, so it round-trips unchanged."""
    try:
        return orjson.dumps(result)
    except TypeError:
        return json.dumps(result, separators=(",", ":")).encode()


def _decoded(body: bytes) -> Any:
    """A stored result (``\\u`` escapes of lone surrogates, which orjson refuses, read by the
    standard library)."""
    try:
        return orjson.loads(body)
    except orjson.JSONDecodeError:
        return json.loads(body)
