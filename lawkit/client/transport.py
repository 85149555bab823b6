"""The wire under :mod:`lawkit.client.http`: each answer bounded in size and in time, and no
redirect that would turn a POST into a GET.

requests bounds each read from the connection (``read_timeout``), not a whole answer, nor what
its body inflates to: a server that trickles a byte every 2 s holds a call for ever, and 199 KiB
of gzip inflate to 200 MB in memory. :class:`BoundedAdapter`, mounted on both sessions of a
client, reads each answer itself, before requests or requests-cache see it:

- at most ``max_answer_bytes`` once decompressed: urllib3 inflates a bounded piece at a time,
  so reading stops (:class:`Oversized`) before a bomb is inflated whole, and nothing of it is
  cached;
- within ``answer_timeout`` seconds from sending to the last byte: one watchdog thread shuts the
  connection of an answer still unfinished then (status line, headers, chunk lines and body
  alike) and :class:`Overdue` is raised.

File downloads (``stream=True``) are bounded in time up to their headers only: their body goes
to disk as it comes. A 301, 302 or 303 to a POST would be followed as a GET without its body,
as browsers do: DataJud would answer another search. :class:`MovedPost` is raised instead; a 307
or 308 keeps the method and the body, and is followed.
"""

from __future__ import annotations

import heapq
import itertools
import socket
import threading
import time
from contextlib import suppress
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any

import requests
from requests.adapters import HTTPAdapter
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool
from urllib3.poolmanager import PoolManager, pool_classes_by_scheme

#: Decompressed bytes read at a time.
CHUNK = 2**16
#: Redirects that make a POST a GET without its body.
METHOD_CHANGING = frozenset({301, 302, 303})


class Oversized(requests.RequestException):
    """An answer larger than ``max_answer_bytes`` once decompressed (not read past that)."""


class Overdue(requests.Timeout):
    """No whole answer within ``answer_timeout`` seconds."""


class MovedPost(requests.RequestException):
    """A 301, 302 or 303 to a POST: followed, it would be a GET without its body."""


@dataclass(eq=False)
class Watch:
    """The deadline of one answer, and the connection it arrives on (once sent)."""

    deadline: float
    connection: Any = None
    expired: bool = False
    released: bool = False

    def expire(self) -> None:
        """Shut the connection: whatever read is waiting on it ends at once."""
        self.expired = True
        sock = getattr(self.connection, "sock", None)
        if sock is not None:
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)


@dataclass(eq=False)
class Watchdog:
    """One thread that expires each :class:`Watch` still held at its deadline."""

    _due: list[tuple[float, int, Watch]] = field(default_factory=list)
    _order: itertools.count[int] = field(default_factory=itertools.count)
    _wake: threading.Condition = field(default_factory=threading.Condition)
    _thread: threading.Thread | None = None

    def watch(self, seconds: float) -> Watch:
        """A watch expiring ``seconds`` from now unless released first."""
        watch = Watch(time.monotonic() + seconds)
        with self._wake:
            heapq.heappush(self._due, (watch.deadline, next(self._order), watch))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="lawkit-watchdog")
                self._thread.daemon = True
                self._thread.start()
            self._wake.notify()
        return watch

    def release(self, watch: Watch) -> None:
        """The answer is read (or failed): the watch never expires after this returns."""
        with self._wake:
            watch.released = True

    def _run(self) -> None:
        with self._wake:
            while True:
                while self._due and self._due[0][2].released:
                    heapq.heappop(self._due)
                if not self._due:
                    self._wake.wait()
                    continue
                left = self._due[0][0] - time.monotonic()
                if left > 0:
                    self._wake.wait(left)
                    continue
                heapq.heappop(self._due)[2].expire()


WATCHDOG = Watchdog()
#: The watch of the answer this thread is waiting for, if any.
_WATCH: ContextVar[Watch | None] = ContextVar("lawkit_watch", default=None)


class _Watched:
    """A urllib3 connection that hands itself to the watch of the call it is sent for."""

    def request(self, *args: Any, **kwargs: Any) -> None:
        watch = _WATCH.get()
        if watch is not None:
            watch.connection = self
        super().request(*args, **kwargs)  # type: ignore[misc]  # connects, then sends
        if watch is not None and watch.expired:  # expired while connecting: no socket then
            watch.expire()


class _HTTPConnection(_Watched, HTTPConnection):
    pass


class _HTTPSConnection(_Watched, HTTPSConnection):
    pass


class _HTTPPool(HTTPConnectionPool):
    ConnectionCls = _HTTPConnection


class _HTTPSPool(HTTPSConnectionPool):
    ConnectionCls = _HTTPSConnection


_POOLS = {"http": _HTTPPool, "https": _HTTPSPool}


def _watched(manager: PoolManager) -> PoolManager:
    """``manager`` making watched connections, when it makes urllib3's own (a SOCKS proxy's
    manager makes its own kind, left alone: its answers are bounded by ``read_timeout`` only)."""
    if manager.pool_classes_by_scheme is pool_classes_by_scheme:
        manager.pool_classes_by_scheme = _POOLS
    return manager


class BoundedAdapter(HTTPAdapter):
    """requests' adapter, reading each answer within ``max_bytes`` and ``seconds``."""

    def __init__(self, max_bytes: int, seconds: float) -> None:
        self.max_bytes, self.seconds = max_bytes, seconds
        super().__init__()

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        super().init_poolmanager(*args, **kwargs)
        _watched(self.poolmanager)

    def proxy_manager_for(self, proxy: str, **kwargs: Any) -> Any:
        return _watched(super().proxy_manager_for(proxy, **kwargs))

    def send(  # type: ignore[override]
        self, request: requests.PreparedRequest, stream: bool = False, **kwargs: Any
    ) -> requests.Response:
        """Send, and read the answer's body here (a download's only when it is not a 2xx)."""
        watch = WATCHDOG.watch(self.seconds)
        held = _WATCH.set(watch)
        try:
            response = super().send(request, stream=stream, **kwargs)
            if response.status_code in METHOD_CHANGING and request.method == "POST":
                response.close()
                raise MovedPost(
                    f"the POST was answered {response.status_code}: lawkit does not follow it, "
                    "as that would send it again as a GET without its body"
                )
            if not stream or not 200 <= response.status_code < 300:
                response._content = self._body(response)
            return response
        except requests.RequestException:
            if watch.expired:
                raise Overdue(
                    f"the answer was not whole within {self.seconds:g} s (answer_timeout)"
                ) from None
            raise
        finally:
            _WATCH.reset(held)
            WATCHDOG.release(watch)

    def _body(self, response: requests.Response) -> bytes:
        """The decompressed body, read a piece at a time up to :attr:`max_bytes`."""
        pieces, size = [], 0
        for piece in response.iter_content(CHUNK):
            size += len(piece)
            if size > self.max_bytes:
                response.close()
                raise Oversized(
                    f"answered more than {self.max_bytes:,} bytes once decompressed "
                    "(max_answer_bytes): refused, the rest unread"
                )
            pieces.append(piece)
        return b"".join(pieces)


def mount(session: requests.Session, max_bytes: int, seconds: float) -> None:
    """Send every call of ``session`` through a :class:`BoundedAdapter`."""
    adapter = BoundedAdapter(max_bytes, seconds)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
