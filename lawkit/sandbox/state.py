"""The sandbox's shared state: knobs, simulated clock, seeded randomness, ids and timed jobs.

One :class:`State` is shared by every handler of a running sandbox. API modules keep their own
stores in ``state.stores[<name>]`` (created by their ``setup(state)``), guard them with
``state.lock`` (or their own lock), and react to :meth:`State.advance` through
``state.on_advance``.

Time: the simulated clock starts at ``Knobs.start`` (:data:`DEFAULT_START` unless asked
otherwise), whatever the real date, and moves with the real time elapsed since the sandbox
started and with every :meth:`State.advance`. What the courts show is fixed per simulated day
(:func:`lawkit.sandbox.data.generate.published`), so the seconds a run takes never change its data.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import heapq
import itertools
import logging
import math
import random
import threading
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from lawkit import polling
from lawkit.errors import InvalidInput

FAULT_KINDS = ("429", "500", "drop", "lost")
#: The statuses a ``redirects`` knob may answer with.
REDIRECT_STATUSES = (301, 302, 303, 307, 308)
#: Seconds in a simulated day.
DAY = 86_400.0
#: Where the simulated clock starts unless ``Knobs.start`` says otherwise: Monday 16 November
#: 2026, 09:00 in Brasília.
DEFAULT_START = dt.datetime(2026, 11, 16, 12, 0, tzinfo=dt.UTC)
log = logging.getLogger("lawkit.sandbox")


@dataclass(frozen=True)
class Knobs:
    """How a sandbox behaves; every random choice is drawn from generators seeded by ``seed``.

    Attributes:
        seed: seeds ids, outcomes, generated data, faults and callback failures.
        start: the simulated instant the sandbox starts at (an aware datetime, a date, or ISO
            8601 text; naive times are read as UTC). The real date never matters: the same
            seed and start give the same data on any day.
        finish_after: seconds (simulated clock) a request stays ``pending``; 0 = finished at once.
        token_ttl: lifetime of access tokens in seconds (also the token's ``expires_in``).
        rate_limit: requests per second served before answering 429 (None = unlimited).
        faults: probability per request of an injected ``"429"``, ``"500"``, ``"drop"``
            (connection closed without an answer, the request not handled) or ``"lost"`` (the
            request handled — a POST creates its record — then the connection closed without
            an answer).
        latency: seconds added before every answer.
        callback_failure: probability that a callback delivery attempt fails without being sent.
        callback_attempts: delivery attempts per callback before it is recorded as failed.
        callback_backoff: seconds before the first retry; doubled after each failed attempt.
        host: interface to listen on; anything but loopback needs ``allow_non_loopback``.
        port: TCP port (0 = a free port).
        allow_non_loopback: permit a non-loopback ``host``.
        request_log_size: entries kept in the request log and in the delivery record (the
            oldest are dropped), so a long-running sandbox keeps a bounded memory.
        datajud_max_page: the largest DataJud page (``size``) served; a larger one gets 504,
            as DataJud's gateway answers pages too big to serve in time (at most 10,000, the
            index's result window).
        datajud_population: lawsuits per court a DataJud search that names no CNJ enumerates
            (generated on demand from the seed; a search by number finds any CNJ).
        datajud_shard_failure: probability that a DataJud search answers 200 with one shard
            failed and that shard's hits missing, as Elasticsearch does when a shard is
            unavailable (drawn per search from the seed, in the order searches arrive).
        redirects: path prefix -> a redirect status (301, 302, 303, 307 or 308), as a server
            whose canonical URLs end with a slash: a request whose path starts with the prefix
            and does not end with ``/`` is answered that status, its ``Location`` the same URL
            with a slash added (query kept); the slashed URL is served as usual. For example
            ``{"/capture/v1/available": 301, "/datajud/": 307}``.
        echo_headers: every error answer's message ends with the request's method, URL and
            headers, secrets included, as a careless server or a debugging proxy echoes them.
    """

    seed: int = 0
    start: dt.datetime = DEFAULT_START
    finish_after: float = 1.5
    token_ttl: float = 3600.0
    rate_limit: float | None = None
    faults: Mapping[str, float] = field(default_factory=dict)
    latency: float = 0.0
    callback_failure: float = 0.0
    callback_attempts: int = 5
    callback_backoff: float = 0.5
    host: str = "127.0.0.1"
    port: int = 0
    allow_non_loopback: bool = False
    request_log_size: int = 10_000
    datajud_max_page: int = 10_000
    datajud_population: int = 20_000
    datajud_shard_failure: float = 0.0
    redirects: Mapping[str, int] = field(default_factory=dict)
    echo_headers: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.faults, Mapping | None):
            raise InvalidInput(
                f"faults must be a mapping such as {{'429': 0.1}}, not {self.faults}"
            )
        object.__setattr__(self, "faults", dict(self.faults or {}))  # a private copy; None = {}
        object.__setattr__(self, "start", _instant(self.start))
        object.__setattr__(self, "redirects", _redirects(self.redirects))
        echo = self.echo_headers
        _check(isinstance(echo, bool), f"echo_headers must be True or False, not {echo!r}")
        numbers = [(f"faults[{k!r}]", v) for k, v in self.faults.items()]
        numbers += [(name, getattr(self, name)) for name in _NUMBERS]
        for name, value in numbers:
            is_number = isinstance(value, int | float) and not isinstance(value, bool)
            _check(
                is_number or (name == "rate_limit" and value is None),
                f"{name} must be a number, not {value!r}",
            )
        integers = ("seed", "port", "callback_attempts", "request_log_size")
        for name in (*integers, "datajud_max_page", "datajud_population"):
            value = getattr(self, name)
            _check(
                isinstance(value, int) and not isinstance(value, bool),
                f"{name} must be an integer, not {value!r}",
            )
        unknown = set(self.faults) - set(FAULT_KINDS)
        if unknown:
            raise InvalidInput(
                f"unknown fault kind(s) {sorted(unknown)}; allowed: {', '.join(FAULT_KINDS)}"
            )
        probabilities = [(f"faults[{kind!r}]", p) for kind, p in self.faults.items()]
        probabilities += [("callback_failure", self.callback_failure)]
        probabilities += [("datajud_shard_failure", self.datajud_shard_failure)]
        for name, value in probabilities:
            _check(0 <= value <= 1, f"{name} must be a probability in [0, 1], not {value!r}")
        if sum(self.faults.values()) > 1:
            raise InvalidInput("the fault probabilities must add up to at most 1")
        for name in ("finish_after", "latency", "callback_backoff"):
            value = getattr(self, name)
            _check(value >= 0 and math.isfinite(value), f"{name} must be >= 0, not {value!r}")
        _check(self.token_ttl > 0, f"token_ttl must be > 0 seconds, not {self.token_ttl!r}")
        _check(math.isfinite(self.token_ttl), f"token_ttl must be finite, not {self.token_ttl!r}")
        limit = self.rate_limit
        _check(limit is None or limit > 0, f"rate_limit must be > 0 or None, not {limit!r}")
        _check(self.callback_attempts >= 1, "callback_attempts must be at least 1")
        _check(0 <= self.port <= 65535, f"port must be in 0..65535, not {self.port!r}")
        _check(self.request_log_size >= 0, "request_log_size must be >= 0")
        _check(
            1 <= self.datajud_max_page <= 10_000,
            f"datajud_max_page must be in 1..10000, not {self.datajud_max_page!r}",
        )
        _check(
            0 <= self.datajud_population <= 5_000_000,
            f"datajud_population must be in 0..5000000, not {self.datajud_population!r}",
        )
        loopback = self.host in ("127.0.0.1", "localhost", "::1")
        _check(
            loopback or self.allow_non_loopback,
            f"host {self.host!r} is not loopback; pass allow_non_loopback=True to serve "
            "the sandbox (and its fixed credentials) beyond this machine",
        )


_NUMBERS = (
    "finish_after",
    "token_ttl",
    "rate_limit",
    "latency",
    "callback_failure",
    "callback_backoff",
    "datajud_shard_failure",
)


def _redirects(value: object) -> dict[str, int]:
    """The ``redirects`` knob checked: path prefixes (starting with ``/``) -> redirect statuses."""
    if not isinstance(value, Mapping | None):
        raise InvalidInput(
            f"redirects must be a mapping such as {{'/datajud/': 307}}, not {value!r}"
        )
    redirects = dict(value or {})
    allowed = ", ".join(map(str, REDIRECT_STATUSES))
    for prefix, status in redirects.items():
        _check(
            isinstance(prefix, str) and prefix.startswith("/"),
            f"redirects: {prefix!r} is not a path prefix (it starts with /)",
        )
        _check(
            status in REDIRECT_STATUSES and not isinstance(status, bool),
            f"redirects[{prefix!r}] must be one of {allowed}, not {status!r}",
        )
    return redirects


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise InvalidInput(message)


def _instant(value: object) -> dt.datetime:
    """``value`` (datetime, date or ISO 8601 text) as an aware UTC datetime."""
    if isinstance(value, str):
        try:
            value = dt.datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            raise InvalidInput(
                f"start must be an ISO 8601 date or time such as 2026-11-16T12:00:00Z, "
                f"not {value!r}"
            ) from None
    if isinstance(value, dt.date) and not isinstance(value, dt.datetime):
        value = dt.datetime(value.year, value.month, value.day)
    if not isinstance(value, dt.datetime):
        raise InvalidInput(
            f"start must be a datetime, a date or ISO 8601 text, not {type(value).__name__}"
        )
    aware = value if value.tzinfo else value.replace(tzinfo=dt.UTC)
    return aware.astimezone(dt.UTC)


class Clock:
    """The simulated clock: ``start``, plus the real time elapsed since the clock was made,
    plus every :meth:`advance` (it never goes back, and the real date never matters)."""

    def __init__(self, start: dt.datetime = DEFAULT_START) -> None:
        self._start = start.timestamp()
        self._origin = time.monotonic()
        self._offset = 0.0
        self._lock = threading.Lock()

    def now(self) -> float:
        """Simulated epoch seconds."""
        return self._start + (time.monotonic() - self._origin) + self._offset

    def today(self) -> dt.date:
        """The simulated UTC date."""
        return dt.datetime.fromtimestamp(self.now(), dt.UTC).date()

    def advance(self, seconds: float) -> None:
        """Move the simulated clock forward."""
        if seconds < 0:
            raise InvalidInput(f"the clock only moves forward, not by {seconds} seconds")
        with self._lock:
            self._offset += seconds


class Scheduler:
    """Runs jobs at simulated times, on one background thread that checks for due jobs every
    :data:`lawkit.polling.INTERVAL` seconds (see :mod:`lawkit.polling` for why it polls).

    Jobs must be quick (they run one after the other); slow work belongs on a worker thread.
    """

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._jobs: list[tuple[float, int, Callable[[], None]]] = []
        self._order = itertools.count()
        self._lock = threading.Lock()
        self._running = False
        self._stopped = False
        self._thread = threading.Thread(target=self._run, name="lawkit-sandbox-scheduler")
        self._thread.daemon = True
        self._thread.start()

    def at(self, when: float, job: Callable[[], None]) -> None:
        """Run ``job()`` once the simulated clock reaches ``when``."""
        with self._lock:
            heapq.heappush(self._jobs, (when, next(self._order), job))

    def wait_idle(self, timeout: float) -> bool:
        """Wait until every job due by now has run; False if ``timeout`` seconds passed first."""
        return polling.wait_until(self._idle, timeout)

    def _idle(self) -> bool:
        with self._lock:
            return self._stopped or not (self._running or self._due())

    def _due(self) -> bool:
        return bool(self._jobs) and self._jobs[0][0] <= self._clock.now()

    def stop(self) -> None:
        """Stop the thread; jobs not yet due are dropped."""
        with self._lock:
            self._stopped = True
        self._thread.join(timeout=5)

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._stopped:
                    return
                job = heapq.heappop(self._jobs)[2] if self._due() else None
                self._running = job is not None
            if job is None:
                time.sleep(polling.INTERVAL)
                continue
            try:
                job()
            except Exception:  # one failing job must not stop the others
                log.exception("sandbox scheduler job failed")
            with self._lock:
                self._running = False


def derived_id(namespace: uuid.UUID, *parts: object) -> uuid.UUID:
    """A UUID fixed by ``parts`` (a UUID5 in ``namespace``): the same parts, the same id."""
    return uuid.uuid5(namespace, "|".join(str(p) for p in parts))


class State:
    """Everything a running sandbox shares between its handlers and threads.

    Attributes:
        knobs: the :class:`Knobs`.
        clock: the simulated :class:`Clock`.
        scheduler: the :class:`Scheduler` for timed jobs.
        lock: a re-entrant lock for the shared stores.
        stores: per-API stores, keyed by API module name.
        on_advance: callbacks ``f(old_now, new_now)`` run by :meth:`advance`.
        urls: base URLs (``auth``, ``capture``, ``monitor``, ``cdn``, ``demand``) once serving.
        deliveries: the callback delivery service (set by the sandbox handle).
        artifact_id: the demand API's ``idArtifact`` (a number derived from the seed).
    """

    def __init__(self, knobs: Knobs) -> None:
        self.knobs = knobs
        self.clock = Clock(knobs.start)
        self.scheduler = Scheduler(self.clock)
        self.lock = threading.RLock()
        self.stores: dict[str, Any] = {}
        self.on_advance: list[Callable[[float, float], None]] = []
        self.urls: dict[str, str] = {}
        self.deliveries: Any = None
        self._ids = self.rng("ids")
        self.artifact_id: int = self.rng("artifact").randrange(10**8, 10**9)

    @property
    def seed(self) -> int:
        """The seed every random choice derives from."""
        return self.knobs.seed

    def rng(self, purpose: str) -> random.Random:
        """A generator seeded by ``(seed, purpose)``: independent streams per purpose."""
        digest = hashlib.sha256(f"{self.seed}:{purpose}".encode()).digest()
        return random.Random(int.from_bytes(digest[:16], "big"))

    def new_id(self) -> str:
        """A fresh UUID4 string; the sequence is fixed by the seed."""
        with self.lock:
            bits = self._ids.getrandbits(128)
        return str(uuid.UUID(int=bits, version=4))

    @property
    def cdn_url(self) -> str:
        """Base URL of the file store."""
        return self.urls["cdn"]

    def advance(self, days: float) -> None:
        """Move the simulated clock ``days`` forward, then run the ``on_advance`` callbacks."""
        number = isinstance(days, int | float) and not isinstance(days, bool)
        if not number or not math.isfinite(days):
            raise InvalidInput(f"days must be a finite number, not {days!r}")
        before = self.clock.now()
        self.clock.advance(days * DAY)
        for callback in list(self.on_advance):
            callback(before, self.clock.now())
