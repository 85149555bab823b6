"""Wait for many capture requests without polling each one.

Each round asks the list endpoint which requests *finished* (``success``, ``warning`` and
``error`` filters, the creation-date window of the requests still pending, ``limit`` at
``Settings.page_size``, every page), then fetches only the newly finished results, in a small
thread pool. When the first page shows the same total as the previous round, nothing finished
and the other pages are not fetched; the pause between rounds grows by half while nothing changes.
Finished results are cached for good, so waiting again (after an interruption, or in a re-run
notebook) costs one list call, not one lookup per request.

With a :class:`lawkit.client.CallbackReceiver`, deliveries say which requests finished (and
automatic-request deliveries carry the result itself); the list endpoint is then only asked as a
safety net every ``max_poll`` seconds.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from typing import TYPE_CHECKING, Any

from tqdm.auto import tqdm

from lawkit import spec
from lawkit.client import validate
from lawkit.client.capture import parse_time
from lawkit.client.pacing import Pacer
from lawkit.errors import APIError, InvalidInput, NotFound

if TYPE_CHECKING:
    from lawkit.client.callbacks import CallbackReceiver
    from lawkit.client.capture import Capture


class WaitResult(dict):
    """Request id -> lookup result, for every request that finished.

    Attributes:
        pending: ids still pending when waiting stopped (empty when complete).
        failed: id -> error, for finished requests whose result could not be fetched.
        reason: ``"complete"``, ``"timeout"`` or ``"interrupted"``.
        groups: automatic request id -> its request ids.
        created: request id -> createdAt of every request waited for, in input order (so
            ``wait(result)`` resumes).
        calls: HTTP calls made by this wait (cache hits not counted).
    """

    def __init__(self) -> None:
        super().__init__()
        self.pending: list[str] = []
        self.failed: dict[str, Exception] = {}
        self.reason = "complete"
        self.groups: dict[str, list[str]] = {}
        self.created: dict[str, str] = {}
        self.calls = 0

    @property
    def complete(self) -> bool:
        """Whether every request finished and its result was fetched."""
        return not self.pending and not self.failed

    @property
    def counts(self) -> Counter[str]:
        """Finished results by status."""
        return Counter(body["requested"]["status"] for body in self.values())

    def __repr__(self) -> str:
        by_status = ", ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
        text = f"<WaitResult: {len(self)} finished ({by_status or 'none'}), "
        text += f"{len(self.pending)} pending"
        if self.failed:
            text += f", {len(self.failed)} failed"
        return f"{text} — {self.reason}>"


def wait(
    capture: Capture,
    ids_or_records: Any,
    *,
    timeout: float | None = None,
    progress: bool = True,
    receiver: CallbackReceiver | None = None,
    on_progress: Callable[[WaitResult], None] | None = None,
    poll: float = 1.0,
    max_poll: float = 30.0,
    max_workers: int | None = None,
) -> WaitResult:
    """Wait until the given requests finish and return their lookup results.

    Args:
        capture: the client's capture API.
        ids_or_records: request ids, request records, lookup results, automatic request
            records or ids, or an earlier :class:`WaitResult` (resumes its pending ones and keeps
            its results) — one or an iterable of them. Unknown bare ids cost one call each to
            find their creation date (an automatic request id is recognised by a 404 there).
        timeout: seconds to wait at most (``None``: until all finish).
        progress: show a tqdm progress bar with counts by status.
        receiver: a callback receiver the requests were submitted with.
        on_progress: called with the live result after each round (raising KeyboardInterrupt
            there stops waiting like Ctrl-C does).
        poll: first pause between rounds, in seconds.
        max_poll: longest pause between rounds.
        max_workers: threads fetching results (default ``Settings.max_workers``).

    Returns:
        A :class:`WaitResult`, ordered like the input. On timeout or Ctrl-C it holds what
        finished so far, and ``pending`` lists the rest: ``wait(result)`` picks up where it
        stopped.
    """
    pacer = Pacer(timeout, poll, max_poll)
    max_workers = validate.count(max_workers, "max_workers", optional=True)
    if on_progress is not None and not callable(on_progress):
        raise InvalidInput(f"on_progress must be callable, got {validate.shown(on_progress)}")
    http = capture._http
    calls_before = http.calls
    result = WaitResult()
    targets = _expand(capture, ids_or_records, result)
    offline = capture._settings.offline
    pool = ThreadPoolExecutor(max_workers or capture._settings.max_workers, "lawkit-wait")
    bar = tqdm(total=len(targets), initial=len(result), disable=not progress, unit="req")
    bar.set_description("waiting")
    last: dict[str, Any] = {"window": None, "total": None, "listed": 0.0}
    try:
        while _pending(targets, result):
            pending = _pending(targets, result)
            finished = _from_receiver(receiver, pending, result, bar)
            if receiver is None or time.monotonic() - last["listed"] >= pacer.max_poll:
                finished |= _finished_in_list(capture, pending, targets, last, refresh=not offline)
            fresh = finished - set(result) - set(result.failed)
            _fetch(capture, pool, fresh, result, bar)
            left_over = _pending(targets, result)
            result.pending = [rid for rid in targets if rid in left_over]
            if on_progress is not None:
                on_progress(result)
            if not result.pending:
                break
            pause = pacer.pause(progressed=bool(fresh))
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
    finished = {rid: result[rid] for rid in targets if rid in result}
    result.clear()
    result.update(finished)
    left_over = _pending(targets, result)
    result.pending = [rid for rid in targets if rid in left_over]
    result.created = dict(targets)
    result.calls = http.calls - calls_before
    return result


def _pending(targets: dict[str, str], result: WaitResult) -> set[str]:
    return set(targets) - set(result) - set(result.failed)


def _expand(capture: Capture, items: Any, result: WaitResult) -> dict[str, str]:
    """Request id -> createdAt of every request to wait for; finished inputs go to ``result``."""
    if isinstance(items, str | Mapping):
        items = [items]
    if not isinstance(items, Iterable):
        raise InvalidInput(f"expected request ids or records, got {type(items).__name__}")
    targets: dict[str, str] = {}
    for item in items:
        if isinstance(item, WaitResult):
            result.update(item)
            result.groups.update(item.groups)
            targets.update(item.created)
        elif isinstance(item, Mapping):
            _expand_record(capture, item, targets, result)
        else:
            _expand_id(capture, validate.uuid_text(item, "request id"), targets, result)
    return targets


def _expand_record(
    capture: Capture, record: Mapping[str, Any], targets: dict[str, str], result: WaitResult
) -> None:
    if isinstance(record.get("requested"), Mapping):
        requested = record["requested"]
        rid = validate.uuid_text(requested.get("id"), "requested.id")
        targets[rid] = _created(requested.get("createdAt"), f"request {rid}")
        if requested.get("status") in spec.FINISHED:
            result[rid] = dict(record)
    elif isinstance(record.get("requests"), list):
        auto_id = validate.uuid_text(record.get("id"), "automatic request id")
        ids = []
        for request in record["requests"]:
            request = request if isinstance(request, Mapping) else {}
            rid = validate.uuid_text(
                request.get("id") or request.get("requestId"), f"a request of {auto_id}"
            )
            ids.append(rid)
            created = request.get("createdAt") or record.get("createdAt")
            targets[rid] = _created(created, f"request {rid}")
        result.groups[auto_id] = ids
    elif record.get("id"):
        rid = validate.uuid_text(record["id"], "request id")
        created = record.get("createdAt") or capture.known.get(rid)
        if created:
            targets[rid] = created
        else:
            _expand_id(capture, rid, targets, result)
    else:
        raise InvalidInput(
            "expected a request record, a lookup result or an automatic request record; got a "
            f"mapping with keys {sorted(record)}"
        )


def _created(value: Any, where: str) -> str:
    """``createdAt`` of a record, checked to be an ISO 8601 timestamp."""
    try:
        parse_time(value)
    except (TypeError, ValueError, AttributeError):
        raise InvalidInput(
            f"{where} has no readable createdAt (got {validate.shown(value)}); pass its id instead"
        ) from None
    return value


def _expand_id(capture: Capture, rid: str, targets: dict[str, str], result: WaitResult) -> None:
    if rid in capture.known_auto:
        result.groups[rid] = capture.known_auto[rid]
        targets.update({r: capture.known[r] for r in capture.known_auto[rid]})
    elif rid in capture.known:
        targets[rid] = capture.known[rid]
    else:
        try:
            _expand_record(capture, capture.lookup(rid), targets, result)
        except NotFound:
            _expand_record(capture, capture.autorequest_detail(rid), targets, result)


def _from_receiver(
    receiver: CallbackReceiver | None, pending: set[str], result: WaitResult, bar: Any
) -> set[str]:
    """Ids the receiver says finished; results it carried are taken as they are."""
    if receiver is None:
        return set()
    carried = {rid: body for rid, body in receiver.results().items() if rid in pending}
    for rid, body in carried.items():
        if body["requested"].get("status") in spec.FINISHED:
            result[rid] = body
            bar.update(1)
    statuses = receiver.statuses()
    return {rid for rid in pending if statuses.get(rid) in spec.FINISHED}


def _finished_in_list(
    capture: Capture,
    pending: set[str],
    targets: dict[str, str],
    last: dict[str, Any],
    *,
    refresh: bool,
) -> set[str]:
    """Pending ids the list endpoint reports finished (all pages, unless nothing changed)."""
    days = sorted({parse_time(targets[rid]).date() for rid in pending})
    params = {
        "start": days[0].isoformat(),
        "end": days[-1].isoformat(),
        **{status: "true" for status in spec.FINISHED},
    }
    last["listed"] = time.monotonic()
    data = capture.page("request", params, 1, refresh=refresh)
    total = int(data.get("total") or 0)
    if (params["start"], params["end"]) == last["window"] and total == last["total"]:
        return set()
    found = {item["id"] for item in data.get("result") or [] if item.get("id") in pending}
    seen, page, steady = len(data.get("result") or []), 1, True
    while data.get("result") and seen < total:
        page += 1
        data = capture.page("request", params, page, refresh=refresh)
        seen += len(data.get("result") or [])
        steady = steady and int(data.get("total") or 0) == total
        found.update(item["id"] for item in data.get("result") or [] if item.get("id") in pending)
    # If the total moved while paging, items may have shifted between pages: do not trust this
    # total to mean "nothing changed" next round.
    last["window"], last["total"] = (params["start"], params["end"]), total if steady else None
    return found


def _fetch(
    capture: Capture, pool: ThreadPoolExecutor, ids: set[str], result: WaitResult, bar: Any
) -> None:
    """Fetch finished results in the pool; on Ctrl-C keep whatever already arrived, including
    the lookups still running, which are let finish (those not started are cancelled)."""
    futures: dict[Future[Any], str] = {pool.submit(capture.lookup, rid): rid for rid in ids}
    try:
        for future in as_completed(futures):
            _collect(future, futures[future], result, bar)
    except KeyboardInterrupt:
        pool.shutdown(wait=True, cancel_futures=True)
        for future, rid in futures.items():
            if future.done() and rid not in result and rid not in result.failed:
                _collect(future, rid, result, bar)
        raise
    finally:
        if not bar.disable:
            bar.set_postfix(dict(sorted(result.counts.items())))


def _collect(future: Future[Any], rid: str, result: WaitResult, bar: Any) -> None:
    if future.cancelled():
        return
    try:
        result[rid] = future.result()
    except APIError as exc:
        result.failed[rid] = exc
    bar.update(1)
    if not bar.disable and len(result) % 100 == 0:  # counting is O(n): now and then
        bar.set_postfix(dict(sorted(result.counts.items())), refresh=False)
