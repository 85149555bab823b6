"""A process is known by more than its pid: another container's pid means nothing here.

``lawkit.processes.alive`` says True or False only of a process of this boot and PID namespace
whose start time it can compare; of anything else it says ``None`` (cannot tell), and the
callers then go by a heartbeat or leave the process's things alone.
"""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys

import pytest

from lawkit import processes

ME = processes.me()


def test_this_process_runs_and_its_identity_reads_back() -> None:
    assert processes.alive(ME) is True
    assert processes.Identity.parse(str(ME)) == ME


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PID namespaces are Linux's")
def test_on_linux_the_identity_holds_boot_namespace_and_start_time() -> None:
    assert ME.boot and ME.namespace.isdigit() and ME.started.isdigit()


def test_a_process_that_ended_is_gone_even_unreaped() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        running = dataclasses.replace(ME, pid=child.pid, started=processes._started(child.pid))
        assert processes.alive(running) is True
        child.send_signal(signal.SIGKILL)
        os.waitid(os.P_PID, child.pid, os.WEXITED | os.WNOWAIT)  # a zombie, not reaped
        assert processes.alive(running) is False
    finally:
        child.kill()
        child.wait()
    assert processes.alive(running) is False


def test_a_pid_taken_by_another_process_is_not_its_old_holder() -> None:
    """This process's pid with another start time: an earlier process that had the pid."""
    earlier = dataclasses.replace(ME, started=f"{ME.started}0")
    assert processes.alive(earlier) is False


@pytest.mark.parametrize(
    "change",
    [
        {"namespace": "4026531999"},
        {"boot": "another-boot"},
        {"host": "another-host"},
        {"started": ""},
        {"pid": 1, "namespace": "4026531999"},  # another container's first process
    ],
    ids=["namespace", "boot", "host", "start unknown", "pid 1 elsewhere"],
)
def test_a_process_elsewhere_cannot_be_told_by_its_pid(change: dict) -> None:
    assert processes.alive(dataclasses.replace(ME, **change)) is None


def test_what_an_older_lawkit_wrote_is_no_identity() -> None:
    assert processes.Identity.parse("host|123|0123abcd") is None
    assert processes.Identity.parse("123@host") is None


def test_a_contained_process_and_this_one_cannot_tell_each_other_by_pid(
    contained: tuple[str, ...],
) -> None:
    """From another PID namespace, this process's pid means nothing (``None``); nor does the
    other's pid 1 here (this namespace's own first process)."""
    code = (
        "import sys\nfrom lawkit import processes\n"
        "outside = processes.Identity.parse(sys.argv[1])\n"
        "print(processes.me(), processes.alive(outside))\n"
    )
    done = subprocess.run(
        [*contained, sys.executable, "-c", code, str(ME)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    inside, seen = done.stdout.split()
    contained = processes.Identity.parse(inside)
    assert contained is not None and contained.pid == 1
    assert contained.namespace != ME.namespace and contained.boot == ME.boot
    assert seen == "None"
    assert processes.alive(contained) is None
