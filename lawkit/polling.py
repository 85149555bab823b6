"""Waiting for a condition by checking it between short sleeps.

Timed waits on thread locks (``Condition.wait(timeout)``, ``Event.wait(timeout)``) give the
operating system an absolute deadline on its monotonic clock. Tools that shift a process's clock
for testing (Debian's ``faketime``) shift that deadline but not the wait, so such a wait never
ends; ``time.sleep`` is shifted consistently. The sandbox and the callback receiver therefore wait
by polling: a check every :data:`INTERVAL` seconds costs nothing measurable and keeps every wait
bounded on any clock.
"""

from __future__ import annotations

import time
from collections.abc import Callable

#: Seconds between two checks of a condition.
INTERVAL = 0.005


def wait_until(ready: Callable[[], bool], timeout: float | None) -> bool:
    """Call ``ready()`` until it is true (True) or ``timeout`` seconds pass (False).

    ``timeout`` None waits as long as it takes.
    """
    deadline = None if timeout is None else time.monotonic() + timeout
    while not ready():
        left = None if deadline is None else deadline - time.monotonic()
        if left is not None and left <= 0:
            return False
        time.sleep(INTERVAL if left is None else min(INTERVAL, left))
    return True
