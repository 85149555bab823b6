"""Callback delivery: real HTTP calls to the client's URL, retried with backoff, outcome kept.

Each callback is sent with the descriptor's method to its URL, a JSON body, ``Content-Type:
application/json``, ``User-Agent: lawkit-sandbox/<version>`` and the descriptor's custom
headers (monitoring). A 2xx answer is a success. Anything else (another status, a refused or
timed-out connection, or a failure injected with probability ``callback_failure``) is retried
after ``callback_backoff`` seconds, doubling each time, up to ``callback_attempts`` attempts;
then the delivery is recorded as ``failed``. Backoff runs on the simulated clock, so
``advance()`` also hurries retries along.
"""

from __future__ import annotations

import datetime as dt
import json
import threading
import uuid
from collections import deque
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import requests

from lawkit import __version__, polling
from lawkit.sandbox.state import State

USER_AGENT = f"lawkit-sandbox/{__version__}"
#: Seconds to wait for the client's answer to one attempt.
ATTEMPT_TIMEOUT = 5.0


@dataclass(frozen=True)
class Attempt:
    """One delivery attempt: when (simulated clock), the HTTP status or the error."""

    time: dt.datetime
    status: int | None
    error: str | None


@dataclass
class Delivery:
    """One callback and its fate.

    Attributes:
        id: a UUID string.
        event: what it reports (``requestStatusChanged``, ``autorequest``, ``monitoring``,
            ``demand``).
        method, url: from the callback descriptor.
        headers: the descriptor's custom headers.
        size: bytes of the JSON body (0 until it is built).
        outcome: ``pending``, ``delivered`` or ``failed``.
        attempts: the attempts made so far.
    """

    id: str
    event: str
    method: str
    url: str
    headers: dict[str, str]
    size: int = 0
    outcome: str = "pending"
    attempts: list[Attempt] = field(default_factory=list)


class Deliveries:
    """Sends callbacks on worker threads and keeps their outcomes."""

    def __init__(self, state: State, workers: int = 4) -> None:
        self._state = state
        self._rng = state.rng("callbacks")
        self._ids = state.rng("delivery-ids")  # apart from state.new_id(): deliveries are async
        self._pool = ThreadPoolExecutor(workers, thread_name_prefix="lawkit-sandbox-callback")
        self._local = threading.local()
        self._lock = threading.Lock()
        self._records: deque[Delivery] = deque(maxlen=state.knobs.request_log_size)
        self._pending = 0
        self._stopped = False

    def send(
        self, event: str, descriptor: Mapping[str, Any], body: Any | Callable[[], Any]
    ) -> Delivery:
        """Queue a JSON body for delivery to ``descriptor`` (``method``, ``url``, ``headers``).

        ``body`` may be a callable returning the body: it is then built on a worker thread.
        """
        with self._lock:
            uid = uuid.UUID(int=self._ids.getrandbits(128), version=4)
        record = Delivery(
            id=str(uid),
            event=event,
            method=str(descriptor["method"]).upper(),
            url=str(descriptor["url"]),
            headers=dict(descriptor.get("headers") or {}),
        )
        with self._lock:
            self._records.append(record)
            self._pending += 1
        if not self._stopped:
            self._pool.submit(self._first_attempt, record, body)
        return record

    def records(self) -> list[Delivery]:
        """The latest deliveries (at most ``request_log_size``), oldest first (a snapshot)."""
        with self._lock:
            return list(self._records)

    def wait(self, timeout: float) -> bool:
        """Block until no delivery is pending (True) or ``timeout`` seconds pass (False)."""
        return polling.wait_until(self._settled, timeout)

    def _settled(self) -> bool:
        with self._lock:
            return self._pending == 0

    def stop(self) -> None:
        """Stop sending; pending deliveries stay ``pending``."""
        self._stopped = True
        self._pool.shutdown(wait=False, cancel_futures=True)

    def _first_attempt(self, record: Delivery, body: Any) -> None:
        try:
            content = body() if callable(body) else body
            payload = json.dumps(content, ensure_ascii=False, separators=(",", ":")).encode()
        except Exception as error:  # a body that cannot be built is a failed delivery
            now = dt.datetime.fromtimestamp(self._state.clock.now(), dt.UTC)
            record.attempts.append(Attempt(now, None, f"body not built: {error!r}"))
            self._finish(record, "failed")
            return
        record.size = len(payload)
        self._attempt(record, payload)

    def _submit(self, record: Delivery, payload: bytes) -> None:
        if not self._stopped:
            self._pool.submit(self._attempt, record, payload)

    def _attempt(self, record: Delivery, payload: bytes) -> None:
        status, error = self._call(record, payload)
        now = self._state.clock.now()
        record.attempts.append(Attempt(dt.datetime.fromtimestamp(now, dt.UTC), status, error))
        if error is None and status is not None and 200 <= status < 300:
            self._finish(record, "delivered")
        elif len(record.attempts) >= self._state.knobs.callback_attempts:
            self._finish(record, "failed")
        else:
            delay = self._state.knobs.callback_backoff * 2 ** (len(record.attempts) - 1)
            self._state.scheduler.at(now + delay, lambda: self._submit(record, payload))

    def _call(self, record: Delivery, payload: bytes) -> tuple[int | None, str | None]:
        with self._lock:
            injected = self._rng.random() < self._state.knobs.callback_failure
        if injected:
            return None, "injected failure (callback_failure)"
        headers = {**record.headers, "Content-Type": "application/json", "User-Agent": USER_AGENT}
        try:
            answer = self._session().request(
                record.method, record.url, data=payload, headers=headers, timeout=ATTEMPT_TIMEOUT
            )
        except Exception as error:  # any failure to call is a failed attempt, kept as text
            return None, f"{type(error).__name__}: {error}"
        answer.close()
        return answer.status_code, None if answer.ok else f"HTTP {answer.status_code}"

    def _session(self) -> requests.Session:
        session = getattr(self._local, "session", None)
        if session is None:
            session = self._local.session = requests.Session()
            session.trust_env = False  # no proxies from the environment
        return session

    def _finish(self, record: Delivery, outcome: str) -> None:
        with self._lock:
            record.outcome = outcome
            self._pending -= 1
