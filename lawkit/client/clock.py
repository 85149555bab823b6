"""The provider's clock, as the ``Date`` header of its answers tells it.

The provider's clock and the machine's may disagree (a sandbox runs on a simulated clock; a real
server by a few seconds). Whatever the client reasons about in the provider's time — which
requests a lost POST may have created, whether a statistics range reaches the provider's today,
the reference instant of a report — reads :meth:`ServerClock.now` instead of the machine's clock.
"""

from __future__ import annotations

import datetime as dt
import email.utils
import threading
import time
from collections.abc import Mapping


class ServerClock:
    """The provider's time: the machine's time plus the offset read from the last ``Date``.

    Until an answer was observed the offset is 0 (the machine's time). A ``Date`` header has
    whole seconds, so the estimate lags by at most a second plus the network delay.
    """

    def __init__(self) -> None:
        self._offset = 0.0
        self._lock = threading.Lock()
        self.observed = False

    def observe(self, headers: Mapping[str, str]) -> None:
        """Read the ``Date`` header of a fresh answer (one not served from a cache)."""
        value = headers.get("Date")
        if not value:
            return
        try:
            moment = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=dt.UTC)
        with self._lock:
            self._offset = moment.timestamp() - time.time()
            self.observed = True

    def now(self) -> dt.datetime:
        """The provider's current time, an aware UTC datetime."""
        return self.at(time.time())

    def at(self, local: float) -> dt.datetime:
        """The provider's time when this machine's clock read ``local`` (epoch seconds), by the
        offset known now: a time taken before the provider first answered reads right later."""
        return dt.datetime.fromtimestamp(local + self._offset, dt.UTC)

    def today(self) -> dt.date:
        """The provider's current UTC date."""
        return self.now().date()


def parse_time(text: str) -> dt.datetime:
    """An ISO 8601 timestamp (``...Z`` accepted) as an aware UTC datetime."""
    value = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)
