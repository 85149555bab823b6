"""One wait loop for capture requests and monitored processes: pacing, progress, Ctrl-C, order.

The loop works through a small interface, :class:`Source`, that an API family gives it: its
settings, its call counter, the lookup of one item, whether a looked-up item is final, and — when
the API can list what finished — a page of finished items. Each round:

- first of all, the final results the client already holds are taken with no call: waiting
  again for a finished portfolio (a re-run notebook) sends nothing;
- with a page of finished items (capture): ask the list endpoint which pending items finished
  (``success``, ``warning`` and ``error`` filters over the creation-date window of the items
  still pending, every page; when the first page shows the same total as the previous round,
  nothing finished and the other pages are not fetched), then look up only those, in a small
  thread pool;
- without one (monitoring): look up every pending item (bypassing the cache) and keep the final
  ones.

With a :class:`~lawkit.client.CallbackReceiver`, deliveries say which requests finished (and
automatic-request deliveries carry the result itself); the list endpoint is then only asked as a
safety net every ``max_poll`` seconds. The pause between rounds starts at ``poll`` and grows by
half while nothing changes (:class:`~lawkit.client.pacing.Pacer`).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from typing import TYPE_CHECKING, Any, Protocol

from tqdm.auto import tqdm

from lawkit import spec
from lawkit.client import validate
from lawkit.client.clock import parse_time
from lawkit.client.config import Settings
from lawkit.client.pacing import Pacer
from lawkit.client.paging import Page, every_page
from lawkit.errors import APIError, InvalidInput

if TYPE_CHECKING:
    from lawkit.client.callbacks import CallbackReceiver


class Source(Protocol):
    """What the wait loop needs of an API family.

    Attributes:
        settings: the client's settings (``max_workers``).
        lists: whether :meth:`finished_page` can list final items (else every pending item is
            looked up each round).
    """

    settings: Settings
    lists: bool

    @property
    def calls(self) -> int:
        """HTTP calls sent so far."""

    def stored(self, item_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """The final results among ``item_ids`` the client already holds (read with no call)."""

    def lookup(self, item_id: str) -> dict[str, Any]:
        """The current state of one item (a capture lookup result, a process's info)."""

    def status(self, result: dict[str, Any]) -> str | None:
        """The final status of a looked-up item, ``None`` while it is not final."""

    def finished_page(self, start: str, end: str, page: int) -> Page:
        """One page of the items created from ``start`` to ``end`` (``YYYY-MM-DD``) that are
        final (only called when :attr:`lists`)."""


class WaitResult(dict):
    """Item id -> its final result (a capture lookup result, a monitored process's info).

    Attributes:
        pending: ids still not final when waiting stopped (empty when complete).
        failed: id -> error, for final items whose result could not be fetched.
        reason: ``"complete"``, ``"timeout"`` or ``"interrupted"``.
        statuses: id -> final status of every result (``success``, ``warning``, ``error``).
        groups: automatic request id -> its request ids (capture).
        created: id -> createdAt of every item waited for, in input order (so ``wait(result)``
            resumes).
        calls: HTTP calls made by this wait (cache hits not counted).
    """

    def __init__(self) -> None:
        super().__init__()
        self.pending: list[str] = []
        self.failed: dict[str, Exception] = {}
        self.reason = "complete"
        self.statuses: dict[str, str] = {}
        self.groups: dict[str, list[str]] = {}
        self.created: dict[str, str | None] = {}
        self.calls = 0

    @property
    def complete(self) -> bool:
        """Whether every item is final and its result was fetched."""
        return not self.pending and not self.failed

    @property
    def counts(self) -> Counter[str]:
        """Final results by status."""
        return Counter(self.statuses[item] for item in self)

    def __repr__(self) -> str:
        by_status = ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
        text = f"<WaitResult: {len(self)} finished ({by_status or 'none'}), "
        text += f"{len(self.pending)} pending"
        if self.failed:
            text += f", {len(self.failed)} failed"
        return f"{text} — {self.reason}>"

    def keep(self, item: str, body: dict[str, Any], status: str) -> None:
        """Record the final result of ``item``."""
        self[item] = body
        self.statuses[item] = status


def wait(
    source: Source,
    targets: dict[str, str | None],
    result: WaitResult,
    *,
    timeout: float | None,
    progress: bool,
    poll: float,
    max_poll: float,
    max_workers: int | None,
    on_progress: Callable[[WaitResult], None] | None = None,
    receiver: CallbackReceiver | None = None,
) -> WaitResult:
    """Wait until the ``targets`` (id -> createdAt, in input order) are final.

    ``result`` may already hold final results (an earlier wait, final input records). Returns it,
    ordered like ``targets``; on timeout or Ctrl-C it holds what finished so far and ``pending``
    lists the rest. Options as in :meth:`lawkit.client.capture.Capture.wait`.
    """
    pacer = Pacer(timeout, poll, max_poll)
    max_workers = validate.count(max_workers, "max_workers", optional=True)
    if on_progress is not None and not callable(on_progress):
        raise InvalidInput(f"on_progress must be callable, got {validate.shown(on_progress)}")
    calls_before = source.calls
    for item, body in source.stored(_pending(targets, result)).items():
        status = source.status(body)
        if status is not None:
            result.keep(item, body, status)
    listing = _Listing(source)
    pool = ThreadPoolExecutor(max_workers or source.settings.max_workers, "lawkit-wait")
    bar = tqdm(total=len(targets), initial=len(result), disable=not progress, unit="item")
    bar.set_description("waiting")
    try:
        while _pending(targets, result):
            pending = _pending(targets, result)
            candidates = _from_receiver(receiver, source, pending, result, bar)
            if not source.lists:
                candidates = pending
            elif receiver is None or listing.due(pacer.max_poll):
                candidates |= listing.finished(pending, targets)
            fresh = candidates - set(result) - set(result.failed)
            kept = _fetch(source, pool, fresh, result, bar)
            result.pending = _in_order(targets, result)
            if on_progress is not None:
                on_progress(result)
            if not result.pending:
                break
            pause = pacer.pause(progressed=bool(kept))
            if pause is None:
                result.reason = "timeout"
                break
            if receiver is not None:
                receiver.wait_for(len(receiver.statuses()) + 1, pause)
            else:
                time.sleep(pause)
    except KeyboardInterrupt:
        result.reason = "interrupted"
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        bar.close()
    # Input order, not completion order: a re-run gives the same order.
    finished = {item: result[item] for item in targets if item in result}
    result.clear()
    result.update(finished)
    result.pending = _in_order(targets, result)
    result.created = dict(targets)
    result.calls = source.calls - calls_before
    return result


def _in_order(targets: dict[str, Any], result: WaitResult) -> list[str]:
    """The pending ids, in input order."""
    pending = _pending(targets, result)
    return [item for item in targets if item in pending]


def _pending(targets: dict[str, Any], result: WaitResult) -> set[str]:
    return set(targets) - set(result) - set(result.failed)


def _from_receiver(
    receiver: CallbackReceiver | None,
    source: Source,
    pending: set[str],
    result: WaitResult,
    bar: Any,
) -> set[str]:
    """Ids the receiver says are final; results it carried are taken as they are."""
    if receiver is None:
        return set()
    for item, body in receiver.results().items():
        status = source.status(body) if item in pending else None
        if status is not None:
            result.keep(item, body, status)
            bar.update(1)
    statuses = receiver.statuses()
    return {item for item in pending if statuses.get(item) in spec.FINISHED}


class _Listing:
    """Which pending items the list endpoint reports final, remembering the last round."""

    def __init__(self, source: Source) -> None:
        self.source = source
        self.window: tuple[str, str] | None = None
        self.total: int | None = None
        self.listed = 0.0

    def due(self, every: float) -> bool:
        """Whether ``every`` seconds passed since the last listing."""
        return time.monotonic() - self.listed >= every

    def finished(self, pending: set[str], targets: dict[str, str | None]) -> set[str]:
        """Pending ids listed as final (all pages, unless the first shows nothing changed)."""
        days = sorted({parse_time(targets[item]).date() for item in pending})  # type: ignore[arg-type]
        window = (days[0].isoformat(), days[-1].isoformat())
        self.listed = time.monotonic()
        first = self.source.finished_page(*window, 1)
        if window == self.window and first.total == self.total:
            return set()
        totals: list[int] = []

        def fetch(number: int) -> Page:
            page = first if number == 1 else self.source.finished_page(*window, number)
            totals.append(page.total)
            return page

        found = {item["id"] for item in every_page(fetch, "the finished requests")
                 if item.get("id") in pending}  # fmt: skip
        # If the total moved while paging, items may have shifted between pages: do not trust
        # this total to mean "nothing changed" next round.
        steady = set(totals) == {first.total}
        self.window, self.total = window, first.total if steady else None
        return found


def _fetch(
    source: Source, pool: ThreadPoolExecutor, ids: Iterable[str], result: WaitResult, bar: Any
) -> int:
    """Look the items up in the pool and keep the final ones; how many were kept. On Ctrl-C keep
    whatever already arrived, including the lookups still running, which are let finish (those
    not started are cancelled)."""
    before = len(result)
    futures: dict[Future[Any], str] = {pool.submit(source.lookup, item): item for item in ids}
    try:
        for future in as_completed(futures):
            _collect(source, future, futures[future], result, bar)
    except KeyboardInterrupt:
        pool.shutdown(wait=True, cancel_futures=True)
        for future, item in futures.items():
            if future.done() and item not in result and item not in result.failed:
                _collect(source, future, item, result, bar)
        raise
    finally:
        if not bar.disable:
            bar.set_postfix(dict(sorted(result.counts.items())))
    return len(result) - before


def _collect(source: Source, future: Future[Any], item: str, result: WaitResult, bar: Any) -> None:
    if future.cancelled():
        return
    try:
        body = future.result()
    except APIError as exc:
        result.failed[item] = exc
        bar.update(1)
        return
    status = source.status(body)
    if status is None:  # not final yet (an item looked up without a listing)
        return
    result.keep(item, body, status)
    bar.update(1)
    if not bar.disable and len(result) % 100 == 0:  # counting is O(n): now and then
        bar.set_postfix(dict(sorted(result.counts.items())), refresh=False)
