"""What the sandbox re-runs once a simulated day: monitored processes and daily demands.

A :class:`Daily` job first runs ``finish_after`` seconds after it is created (at once when that
is 0), then once per simulated day: :func:`catch_up` runs every day due by a given time, in order,
one day apart, and :func:`watch` hooks that into ``State.advance`` for every live job of a store.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from lawkit.sandbox.state import DAY, State


@dataclass(kw_only=True)
class Daily:
    """A job re-run once per simulated day.

    Attributes:
        next_run: when it runs next (simulated epoch seconds).
        runs: how many runs it made.
        deleted: stopped by its owner (no more runs).
    """

    next_run: float
    runs: int = 0
    deleted: bool = False

    @property
    def finished(self) -> bool:
        """Whether it needs no more runs (a job that runs once, after its run)."""
        return False

    def run(self, state: State, when: float) -> None:
        """One run at simulated time ``when``."""
        raise NotImplementedError


def start(state: State, job: Daily) -> None:
    """Run ``job`` now if it is due already, else schedule its first run."""
    if job.next_run <= state.clock.now():
        catch_up(state, job, state.clock.now())
    else:
        state.scheduler.at(job.next_run, lambda: catch_up(state, job, state.clock.now()))


def catch_up(state: State, job: Daily, now: float) -> None:
    """Run every day of ``job`` due by ``now``, in order."""
    with state.lock:
        while not (job.deleted or job.finished) and job.next_run <= now:
            job.run(state, job.next_run)
            job.next_run += DAY
            job.runs += 1


def watch(state: State, jobs: Callable[[], Iterable[Daily]]) -> None:
    """Catch up every live job of ``jobs()`` whenever the clock advances."""

    def advanced(old: float, new: float) -> None:
        with state.lock:
            live = [job for job in jobs() if not job.deleted]
        for job in live:
            catch_up(state, job, new)

    state.on_advance.append(advanced)
