"""wait(): list-driven waiting, interruption and resumption, timeout, ids of every kind,
callback receiver."""

from __future__ import annotations

import time

import pytest

from lawkit import cnj
from lawkit import sandbox as lawkit_sandbox
from lawkit.client.callbacks import CallbackReceiver
from lawkit.client.waiting import WaitResult

NUMBERS = cnj.generate(court="TJPR", n=12, seed=77)


def _request_ids(records: list[dict]) -> list[str]:
    return [r["id"] for record in records for r in record["requests"]]


@pytest.fixture(scope="module")
def slow():
    """Requests stay pending for 2 seconds."""
    with lawkit_sandbox.start(seed=5, finish_after=2) as handle:
        yield handle


def test_wait_uses_the_list_not_one_poll_per_id(slow, connect) -> None:
    client = connect(slow)
    records = [client.capture.autorequest(n) for n in NUMBERS[:4]]
    ids = _request_ids(records)
    before = len(slow.request_log)
    result = client.capture.wait(records, progress=False, poll=0.2)
    assert result.complete and result.reason == "complete"
    assert list(result) == ids  # input order, not completion order
    assert set(result.groups) == {r["id"] for r in records}
    assert all(body["requested"]["status"] != "pending" for body in result.values())
    served = slow.request_log[before:]
    lookups = [e for e in served if e.path.startswith("/capture/v1/request/")]
    lists = [e for e in served if e.path == "/capture/v1/request"]
    assert len(lookups) == len(ids)  # each finished result fetched exactly once
    assert 1 <= len(lists) <= 12  # backoff while nothing changes
    assert result.calls == len(served)
    assert sum(result.counts.values()) == len(ids)


def test_interrupted_wait_keeps_results_and_resumes_without_resubmitting(slow, connect) -> None:
    client = connect(slow)
    early = [client.capture.autorequest(n) for n in NUMBERS[4:6]]
    time.sleep(2.3)  # the early ones have finished (2 s) ...
    late = [client.capture.autorequest(n) for n in NUMBERS[6:8]]  # ... these not for 2 s

    def interrupt(result: WaitResult) -> None:
        raise KeyboardInterrupt

    partial = client.capture.wait(early + late, progress=False, on_progress=interrupt)
    assert partial.reason == "interrupted"
    assert set(partial) == set(_request_ids(early))
    assert set(partial.pending) == set(_request_ids(late))
    assert "pending" in repr(partial) and "interrupted" in repr(partial)
    before = len(slow.request_log)
    resumed = client.capture.wait(partial, progress=False, poll=0.2)
    assert resumed.complete and list(resumed) == _request_ids(early + late)
    served = slow.request_log[before:]
    assert not [e for e in served if e.method == "POST"]
    fetched = {
        e.path.rsplit("/", 1)[1] for e in served if e.path.startswith("/capture/v1/request/")
    }
    assert fetched == set(_request_ids(late))
    # waiting again on the original records (a re-run) reads the finished results: no call
    before = len(slow.request_log)
    again = client.capture.wait(early + late, progress=False)
    assert again == resumed and again.calls == 0
    assert slow.request_log[before:] == []


def test_timeout_returns_what_finished_and_lists_the_rest(connect) -> None:
    with lawkit_sandbox.start(seed=6, finish_after=3600) as never:
        client = connect(never)
        record = client.capture.autorequest(NUMBERS[8])
        started = time.monotonic()
        result = client.capture.wait(record, timeout=0.6, progress=False, poll=0.1)
        assert time.monotonic() - started < 3
        assert result.reason == "timeout" and len(result) == 0
        assert result.pending == _request_ids([record])
        assert not result.complete


def test_bare_ids_of_requests_and_autorequests(slow, connect, tmp_path) -> None:
    creator = connect(slow, cache=tmp_path / "creator")
    auto = creator.capture.autorequest(NUMBERS[9])
    query = auto["requests"][0]
    single = creator.capture.request(
        query["source"], query["platform"], query["search"], query["query"], "cnj", NUMBERS[10]
    )
    stranger = connect(slow, cache=tmp_path / "stranger")  # knows none of these ids
    result = stranger.capture.wait([auto["id"], single["id"]], progress=False, poll=0.2)
    assert result.complete
    assert set(result) == {*_request_ids([auto]), single["id"]}
    assert result.groups == {auto["id"]: _request_ids([auto])}


def test_wait_with_a_callback_receiver(connect) -> None:
    with lawkit_sandbox.start(seed=7, finish_after=1) as sb, CallbackReceiver() as receiver:
        client = connect(sb)
        records = [client.capture.autorequest(n, callbacks=receiver) for n in NUMBERS[:3]]
        ids = _request_ids(records)
        before = len(sb.request_log)
        result = client.capture.wait(records, receiver=receiver, progress=False, max_poll=30)
        assert result.complete and set(result) == set(ids)
        served = sb.request_log[before:]
        assert len([e for e in served if e.path == "/capture/v1/request"]) <= 1
        # automatic-request deliveries carry the result: no lookup needed
        assert not [e for e in served if e.path.startswith("/capture/v1/request/")]
        assert set(receiver.statuses()) == set(ids)
        assert receiver.duplicates == 0


def test_receiver_deduplicates_and_indexes_capture_callbacks(connect) -> None:
    with lawkit_sandbox.start(seed=8, finish_after=0.5) as sb, CallbackReceiver() as receiver:
        client = connect(sb)
        tree = client.capture.available(cnj=NUMBERS[11])
        search = tree[0]["platforms"][0]["searches"][0]
        query = search["queries"][0]["query"]
        args = (tree[0]["source"], tree[0]["platforms"][0]["platform"], search["search"], query)
        record = client.capture.request(
            *args, "cnj", NUMBERS[11], callbacks=[receiver.descriptor()]
        )
        assert receiver.wait_for(1, timeout=10)
        assert receiver.statuses()[record["id"]] in ("success", "warning", "error")
        delivery = receiver.deliveries[0]
        assert delivery.body["action"] == "requestStatusChanged"
        receiver.record(delivery)  # the same delivery again
        assert receiver.duplicates == 1 and len(receiver.statuses()) == 1


def test_progress_bar_shows_counts_by_status(sb, connect, capsys) -> None:
    client = connect(sb)
    record = client.capture.autorequest(NUMBERS[0])
    client.capture.wait(record, progress=True)
    err = capsys.readouterr().err
    assert "waiting" in err and any(s in err for s in ("success=", "warning=", "error="))


def test_a_result_that_cannot_be_fetched_is_reported_not_lost(sb, connect, monkeypatch) -> None:
    from lawkit.errors import ServerError

    client = connect(sb)
    record = client.capture.autorequest(NUMBERS[1])
    ids = _request_ids([record])
    real = client.capture.lookup

    def flaky(rid: str) -> dict:
        if rid == ids[0]:
            raise ServerError("Result cannot be resolved", status=500)
        return real(rid)

    monkeypatch.setattr(client.capture, "lookup", flaky)
    result = client.capture.wait(record, progress=False)
    assert set(result) == set(ids[1:])
    assert list(result.failed) == [ids[0]] and not result.pending
    assert not result.complete and "1 failed" in repr(result)


def test_a_total_that_moves_while_paging_forces_a_full_scan_next_round() -> None:
    """Items can shift between pages when the total changes mid-scan: the next round must not
    take an unchanged first-page total as "nothing finished"."""
    from lawkit.client.paging import Page
    from lawkit.client.waiting import _Listing

    class Pages:
        lists = True

        def __init__(self, answers: list[Page]) -> None:
            self.answers = answers
            self.asked = 0

        def finished_page(self, start: str, end: str, page: int) -> Page:
            self.asked += 1
            return self.answers.pop(0)

    created = "2026-01-02T10:00:00.000Z"
    targets = {"a": created, "b": created}
    source = Pages([Page([{"id": "x"}], 2), Page([{"id": "a"}], 3), Page([], 3)])
    listing = _Listing(source)
    assert listing.finished({"a", "b"}, targets) == {"a"}
    assert listing.total is None
    # same first-page total as before, but the previous scan was unsteady: all pages again
    source.answers, source.asked = [Page([{"id": "x"}], 2), Page([{"id": "b"}], 2)], 0
    assert listing.finished({"b"}, targets) == {"b"}
    assert source.asked == 2 and listing.total == 2
    # now steady and unchanged: one call, nothing new
    source.answers, source.asked = [Page([{"id": "x"}], 2)], 0
    assert listing.finished({"b"}, targets) == set()
    assert source.asked == 1


def test_a_list_that_grows_by_a_page_while_read_is_read_whole_without_a_warning() -> None:
    """Ten items created while page 1 is read push page 1 whole onto page 2 (newest first):
    the total grew by a page, so the repeated page is no sign of a list that never ends."""
    import warnings

    from lawkit.client.paging import Page, every_page

    older = [f"old{n}" for n in range(25)]

    def fetch(number: int) -> Page:
        listing = older if number == 1 else [f"new{n}" for n in range(10)] + older
        return Page([{"id": i} for i in listing[(number - 1) * 10 : number * 10]], len(listing))

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert [item["id"] for item in every_page(fetch, "a list")] == older
