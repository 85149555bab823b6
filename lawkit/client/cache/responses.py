"""The requests-cache session over ``http.sqlite``: keys without secrets, no pending results,
a checksum on every stored answer and every operation guarded against damaged files."""

from __future__ import annotations

import hashlib
import re
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import requests
from requests_cache import NEVER_EXPIRE, CachedSession
from requests_cache.backends import BaseCache
from requests_cache.backends.sqlite import SQLiteCache, SQLiteDict
from requests_cache.cache_keys import create_key
from requests_cache.models.response import CachedResponse
from requests_cache.policy import DEFAULT_IGNORED_PARAMS
from requests_cache.serializers import SerializerPipeline, Stage, pickle_serializer

from lawkit.client.cache import faults
from lawkit.client.cache.faults import (
    HTTP_LOSS,
    HTTP_TABLES,
    Guard,
    cache_error,
    prepare_directory,
    warn_damaged,
)
from lawkit.client.callback_tokens import without_tokens

HTTP_FILE = "http.sqlite"

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


def key_function(namespace: str) -> Any:
    """requests-cache key function: the default key, namespaced by ``namespace``'s hash."""
    salt = hashlib.sha256(namespace.encode()).hexdigest()[:16]

    def key_fn(request: Any, **kwargs: Any) -> str:
        base = create_key(request, **kwargs)
        return hashlib.sha256(f"{salt}:{base}".encode()).hexdigest()[:32]

    return key_fn


def kept_when(
    path: re.Pattern[str], test: Callable[[Any], bool]
) -> Callable[[requests.Response], bool]:
    """A rule of what the cache may keep (``keep`` of :func:`open_session`): a 200 answer to a
    URL whose path ``path`` matches is kept when ``test`` holds of its JSON body (never when the
    body is not JSON); any other answer is kept."""

    def keep(response: requests.Response) -> bool:
        if response.status_code != 200 or not path.search(urlsplit(response.url or "").path):
            return True
        try:
            body = parsed(response)
        except (ValueError, RecursionError):  # not JSON, nested too deeply
            return False
        return test(body)

    return keep


def parsed(response: requests.Response) -> Any:
    """The JSON of ``response``, parsed once: the cache's keep rule reads it before the caller
    does (a DataJud page of 1,000 lawsuits is 14 MiB: 0.8 s to parse).

    Raises:
        ValueError: the body is not JSON (or not UTF-8); RecursionError: nested too deeply.
    """
    if not hasattr(response, "_lawkit_json"):
        response._lawkit_json = response.json()  # type: ignore[attr-defined]
    return response._lawkit_json  # type: ignore[attr-defined]


def open_session(
    directory: Path,
    *,
    namespace: str,
    offline: bool,
    keep: Callable[[requests.Response], bool] | None = None,
) -> CachedSession:
    """The cached session over ``directory/http.sqlite``.

    ``keep`` says which answers may be stored (requests-cache's ``filter_fn``; the API that
    knows its answers gives it: capture keeps no pending result). Offline sessions answer only
    from the cache, and serve expired entries too (a re-run report without network prefers
    yesterday's answer to none).

    Raises:
        CacheError: the directory or file cannot be used (see the module docstring).
    """
    path = directory / HTTP_FILE
    prepare_directory(directory)
    try:
        backend = GuardedSQLiteCache(path, offline=offline, timeout=faults.LOCK_WAIT)
    except sqlite3.Error as exc:
        raise cache_error(path, exc) from exc
    return CachedSession(
        backend=backend,
        allowable_methods=("GET", "POST"),  # POST: DataJud's searches (read-only)
        allowable_codes=(200,),
        ignored_parameters=IGNORED_PARAMETERS,
        key_fn=key_function(namespace),
        filter_fn=keep or (lambda response: True),
        expire_after=NEVER_EXPIRE,
        only_if_cached=offline,
        stale_if_error=offline,
    )


class _Damaged(Exception):
    """A cached entry failed its checksum."""


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
    wait is SQLite's busy timeout (``faults.LOCK_WAIT``) and a failure is raised (then turned into a
    :class:`CacheError` by the guard). A response whose checksum fails is a miss, with a warning.
    """

    def __init__(self, *args: Any, guard: Guard, **kwargs: Any) -> None:
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
                then = "cannot be fetched offline" if self._guard.offline else "is fetched again"
                warn_damaged("a cached answer", self._guard.path,
                             f"it is ignored and {then}", stacklevel=2)  # fmt: skip
            return None


class GuardedSQLiteCache(SQLiteCache):
    """requests-cache's SQLite backend whose every operation goes through a :class:`Guard`."""

    def __init__(self, path: Path, *, offline: bool, **kwargs: Any) -> None:
        """Check the file (a damaged one is moved aside, see :class:`Guard`), then open it."""
        BaseCache.__init__(self, cache_name=str(path))
        self.guard = Guard(
            path,
            HTTP_TABLES,
            offline=offline,
            loss=HTTP_LOSS,
            close=self._close,
            reopen=self._reopen,
        )
        self.guard.preflight()
        self.responses, self.redirects = (
            GuardedSQLiteDict(
                path,
                table_name=table,
                guard=self.guard,
                lock=self.guard.lock,
                serializer=serializer,
                **kwargs,
            )
            for table, serializer in (("responses", SERIALIZER), ("redirects", None))
        )

    def _close(self) -> None:
        self.responses.close()
        self.redirects.close()

    def _reopen(self) -> None:
        self.responses.init_db()
        self.redirects.init_db()

    def get_response(self, key: str, default: Any = None) -> Any:
        return self.guard.run(lambda: super(GuardedSQLiteCache, self).get_response(key, default))

    def save_response(self, response: Any, *args: Any, **kwargs: Any) -> None:
        """Store ``response``: its body without any callback URL's token (the demand API echoes
        ``urlCallback``; see :mod:`lawkit.client.callback_tokens`), and without the answers of the
        redirects that led to it. requests-cache would keep them, redacting only the last
        request: the request of a same-host redirect still holds the bearer token, the
        ``idArtifact`` or the DataJud key."""
        stored = CachedResponse.from_response(response)
        stored._content = without_tokens(stored._content)
        stored.history = []
        save = super().save_response
        self.guard.run(lambda: save(stored, *args, **kwargs))

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
