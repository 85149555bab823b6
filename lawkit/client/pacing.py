"""The pauses of a polling loop (capture and monitoring waits)."""

from __future__ import annotations

import time

from lawkit.client import validate

#: Factor by which the pause between rounds grows while nothing changes.
GROWTH = 1.5


class Pacer:
    """Pauses between polling rounds: ``poll`` after a round that made progress, growing by
    :data:`GROWTH` up to ``max_poll`` while nothing changes, and never past the deadline.

    Args:
        timeout: seconds to poll at most from now (``None``: no deadline).
        poll: first pause, in seconds.
        max_poll: longest pause.

    Raises:
        InvalidInput: for a negative or non-numeric option (before any request is sent).
    """

    def __init__(self, timeout: float | None, poll: float, max_poll: float) -> None:
        timeout = validate.seconds(timeout, "timeout", optional=True)
        self.poll = validate.seconds(poll, "poll", zero=False)
        self.max_poll = max(self.poll, validate.seconds(max_poll, "max_poll", zero=False))
        self._deadline = None if timeout is None else time.monotonic() + timeout
        self._interval = self.poll

    def pause(self, progressed: bool) -> float | None:
        """Seconds to pause before the next round, or ``None`` once the deadline has passed."""
        self._interval = self.poll if progressed else min(self.max_poll, self._interval * GROWTH)
        if self._deadline is None:
            return self._interval
        left = self._deadline - time.monotonic()
        return None if left <= 0 else min(self._interval, left)
