"""Who a process is, and whether it still runs: what tells a claim or a scratch copy left by a
process that died (killed, crashed) from one that is still at work.

A pid alone does not say it. Two containers of one pod (or ``docker run --network host``
containers on one home volume) share a host name and a cache folder but not their PID
namespaces: a pid names another process there, or none, and each container's first process is
pid 1. And a pid is reused once its process ends. So an :class:`Identity` holds, beside host
and pid, the kernel's boot id, the PID namespace and the process's start time, and
:func:`alive` judges a process by its pid only from the same boot and PID namespace; from
anywhere else it answers ``None`` (cannot tell), and the caller goes by other signs of life (a
heartbeat) or leaves the process's things alone.

On Linux all of it is read from ``/proc`` (when ``/proc`` is this PID namespace's); elsewhere
psutil gives the boot time and the process's creation time (there are no PID namespaces there).
What cannot be read is left empty, and an identity with an empty part is never judged by pid.
"""

from __future__ import annotations

import functools
import os
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

import psutil

_PROC = Path("/proc")
#: Process states of ``/proc/<pid>/stat`` that have ended (a zombie waits only to be reaped).
_ENDED = frozenset("ZXx")


@dataclass(frozen=True)
class Identity:
    """A process as another process can check it.

    Attributes:
        host: the host name.
        pid: the pid, in the process's own PID namespace.
        boot: the kernel's boot id (Linux) or boot time (elsewhere); ``""`` when unknown.
        namespace: the PID namespace's inode (Linux; ``"none"`` elsewhere); ``""`` when unknown.
        started: the process's start time (clock ticks since boot on Linux, creation time in
            epoch seconds elsewhere); ``""`` when unknown.
    """

    host: str
    pid: int
    boot: str
    namespace: str
    started: str

    def __str__(self) -> str:
        """``<pid>_<started>_<namespace>_<boot>@<host>``: fit for a file name (:meth:`parse`
        reads it back)."""
        return f"{self.pid}_{self.started}_{self.namespace}_{self.boot}@{self.host}"

    @classmethod
    def parse(cls, text: str) -> Identity | None:
        """The identity ``str(identity)`` wrote, or ``None`` for anything else (such as what an
        older lawkit wrote: a host and a pid)."""
        head, at, host = text.partition("@")
        parts = head.split("_")
        if not at or len(parts) != 4 or not parts[0].isdigit():
            return None
        pid, started, namespace, boot = parts
        return cls(host, int(pid), boot, namespace, started)


def me() -> Identity:
    """This process's identity."""
    pid = os.getpid()
    return Identity(socket.gethostname(), pid, _boot(), _namespace(), _started(pid) or "")


def alive(identity: Identity) -> bool | None:
    """Whether the process ``identity`` names still runs (a zombie does not).

    ``None`` when this process cannot tell: another host, another boot or another PID namespace
    (its pid means nothing here), or a part of either identity is unknown. The caller must then
    judge by something else, never take the process for gone.
    """
    here = me()
    comparable = (
        identity.host == here.host
        and here.boot
        and identity.boot == here.boot
        and here.namespace
        and identity.namespace == here.namespace
        and identity.started
        and here.started
    )
    if not comparable:
        return None
    now = _started(identity.pid)
    return None if now is None else now == identity.started


@functools.cache
def _linux_proc() -> bool:
    """Whether this is Linux with ``/proc`` mounted for this process's PID namespace (a
    ``/proc`` of another namespace names other processes by the same pids)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        return os.readlink(_PROC / "self") == str(os.getpid())
    except OSError:
        return False


@functools.cache
def _boot() -> str:
    if sys.platform.startswith("linux"):
        try:
            return (_PROC / "sys" / "kernel" / "random" / "boot_id").read_text().strip()
        except OSError:
            return ""
    try:
        return f"{psutil.boot_time():.0f}"
    except (psutil.Error, OSError):
        return ""


@functools.cache
def _namespace() -> str:
    if not sys.platform.startswith("linux"):
        return "none"
    if not _linux_proc():
        return ""
    try:
        link = os.readlink(_PROC / "self" / "ns" / "pid")  # "pid:[4026531836]"
    except OSError:
        return ""
    return link.removeprefix("pid:[").removesuffix("]") if link.startswith("pid:[") else ""


def _started(pid: int) -> str | None:
    """When process ``pid`` started; ``""`` when no such process runs, ``None`` when it cannot
    be read."""
    if sys.platform.startswith("linux"):
        if not _linux_proc():
            return None
        try:
            stat = (_PROC / str(pid) / "stat").read_text()
        except FileNotFoundError:
            return ""
        except OSError:
            return None
        # pid (comm) state ... starttime is the 22nd field; comm may hold spaces and parentheses
        fields = stat.rpartition(")")[2].split()
        return "" if fields[0] in _ENDED else fields[19]
    try:
        process = psutil.Process(pid)
        if process.status() == psutil.STATUS_ZOMBIE:
            return ""
        return repr(process.create_time())
    except psutil.NoSuchProcess:
        return ""
    except (psutil.Error, OSError):
        return None
