"""Whether a process of this host still runs: what tells a claim or a scratch copy left by a
process that died (killed, crashed) from one that is still at work."""

from __future__ import annotations

import os


def exists(pid: int) -> bool:
    """Whether process ``pid`` exists on this host (running, stopped or another user's)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: it exists
        return True
    return True
