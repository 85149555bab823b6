"""Many creating calls at once: a small thread pool, a progress bar, Ctrl-C that keeps what was
accepted. Each call keeps its own guarantees (:meth:`lawkit.client.api.API._reused`: paid once)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from typing import Any

from tqdm.auto import tqdm

from lawkit.errors import LawkitError


class Submission(list):
    """The records the provider accepted, in input order.

    Attributes:
        failed: input -> error, for what the provider refused, what failed after retries, or
            what the cache could not record.
        pending: inputs not sent (Ctrl-C stopped the submission first).
        reason: ``"complete"`` or ``"interrupted"``.
    """

    def __init__(self) -> None:
        super().__init__()
        self.failed: dict[str, Exception] = {}
        self.pending: list[str] = []
        self.reason = "complete"

    def __repr__(self) -> str:
        text = f"<Submission: {len(self)} accepted"
        text += f", {len(self.failed)} failed" if self.failed else ""
        text += f", {len(self.pending)} not sent" if self.pending else ""
        return f"{text} — {self.reason}>"


def submit_all(
    items: list[str],
    send: Callable[[str], dict[str, Any]],
    *,
    workers: int,
    progress: bool,
    on_progress: Callable[[int], None] | None = None,
    known: dict[str, dict[str, Any]] | None = None,
) -> Submission:
    """``send(item)`` for every item, ``workers`` at a time; the accepted records in order.

    ``known`` holds records already accepted for some items (a re-run's): they are taken as
    they are, with nothing sent. ``on_progress`` is called with how many items were answered so
    far, after each. On Ctrl-C the calls under way finish (their records are kept) and the
    others are not sent.
    """
    done: dict[str, dict[str, Any]] = dict(known or {})
    result = Submission()
    bar = tqdm(total=len(items), initial=len(done), disable=not progress, unit="query")
    bar.set_description("submitting")
    pool = ThreadPoolExecutor(workers, "lawkit-submit")
    futures = {pool.submit(send, item): item for item in items if item not in done}
    try:
        for future in _as_done(futures):
            _collect(future, futures[future], done, result, bar)
            if on_progress is not None:
                on_progress(len(done) + len(result.failed))
    except KeyboardInterrupt:
        result.reason = "interrupted"
        pool.shutdown(wait=True, cancel_futures=True)  # the calls under way finish
        for future, item in futures.items():
            answered = item in done or item in result.failed
            if future.done() and not future.cancelled() and not answered:
                _collect(future, item, done, result, bar)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)  # (again after Ctrl-C: does nothing)
        bar.close()
    result.extend(done[item] for item in items if item in done)
    result.pending = [i for i in items if i not in done and i not in result.failed]
    return result


def _as_done(futures: dict[Future[Any], str]) -> Any:
    """The futures as they finish (a loop that Ctrl-C interrupts between two of them)."""
    remaining = set(futures)
    while remaining:
        finished, remaining = wait(remaining, return_when="FIRST_COMPLETED")
        yield from finished


def _collect(
    future: Future[Any],
    item: str,
    done: dict[str, dict[str, Any]],
    result: Submission,
    bar: Any,
) -> None:
    try:
        done[item] = future.result()
    except LawkitError as exc:  # refused, failed after retries, or the cache unusable
        result.failed[item] = exc
    bar.update(1)
