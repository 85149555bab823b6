"""Fault injection and rate limiting, decided per request before any handler runs.

Faults are drawn from a generator seeded by the sandbox seed, one draw per request in arrival
order, so the same seed and the same sequence of requests meet the same faults. The rate limit
is a token bucket of ``rate_limit`` requests per second (burst of one second's worth); over the
limit the answer is 429 with ``Retry-After`` set to the whole seconds until a slot frees up.
"""

from __future__ import annotations

import math
import threading
import time

from lawkit.sandbox.state import FAULT_KINDS, Knobs, State

#: The 429 message of the spec, used for injected faults and the rate limit alike.
WAITING = "Waiting for request data"
#: Retry-After (seconds) sent with an injected 429.
INJECTED_RETRY_AFTER = 1


class Faults:
    """Decides, request by request, whether to answer normally or inject a fault."""

    def __init__(self, state: State) -> None:
        knobs: Knobs = state.knobs
        self._faults = [(kind, knobs.faults.get(kind, 0.0)) for kind in FAULT_KINDS]
        self._rng = state.rng("faults")
        self._rate = knobs.rate_limit
        self._capacity = max(1.0, knobs.rate_limit or 0.0)
        self._tokens = self._capacity
        self._refilled = time.monotonic()
        self._lock = threading.Lock()

    def draw(self) -> str | None:
        """The fault to inject for the next request (a kind of ``FAULT_KINDS``) or None."""
        if not any(p for _, p in self._faults):
            return None
        with self._lock:
            roll = self._rng.random()
        for kind, probability in self._faults:
            if roll < probability:
                return kind
            roll -= probability
        return None

    def throttle(self) -> int | None:
        """None within the rate limit, else the whole seconds to wait before retrying."""
        if self._rate is None:
            return None
        with self._lock:
            now = time.monotonic()
            self._tokens = min(self._capacity, self._tokens + (now - self._refilled) * self._rate)
            self._refilled = now
            if self._tokens >= 1:
                self._tokens -= 1
                return None
            return max(1, math.ceil((1 - self._tokens) / self._rate))
