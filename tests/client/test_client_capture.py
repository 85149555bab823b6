"""Every capture endpoint against the sandbox, the reuse window and the file store."""

from __future__ import annotations

import datetime as dt
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import requests

from lawkit import cnj
from lawkit.errors import NotFound, RateLimited

TJSP = cnj.generate(court="TJSP", n=6, seed=21)


def _queries(tree: list[dict]) -> list[tuple[str, str, str, str, list[str]]]:
    """(source, platform, search, query, [param tags]) of a coverage tree."""
    return [
        (s["source"], p["platform"], se["search"], q["query"], [x["tag"] for x in q["params"]])
        for s in tree
        for p in s["platforms"]
        for se in p["searches"]
        for q in se["queries"]
    ]


def _cnj_query(client, number: str) -> tuple[str, str, str, str]:
    return next(q[:4] for q in _queries(client.capture.available(cnj=number)) if "cnj" in q[4])


def test_available_whole_and_filtered_by_cnj(client) -> None:
    everything = _queries(client.capture.available())
    assert len({q[2] for q in everything}) > 20  # many courts
    filtered = _queries(client.capture.available(cnj=TJSP[0]))
    assert filtered and {q[2] for q in filtered} == {"tjsp"}
    assert all("Descrição" in s for s in client.capture.available(cnj=TJSP[0]))


def test_request_lookup_and_list(sb, client) -> None:
    query = _cnj_query(client, TJSP[0])
    record = client.capture.request(*query, "cnj", TJSP[0].replace("-", "").replace(".", ""))
    assert record["status"] == "pending"
    assert record["param"] == {"key": "cnj", "value": TJSP[0]}
    assert {"id", "court", "credentials", "createdAt"} <= set(record)
    result = client.capture.lookup(record["id"])
    assert result["requested"]["id"] == record["id"]
    assert result["requested"]["status"] in ("success", "warning", "error")
    assert {"success", "type", "info", "data"} <= set(result)
    listed = client.capture.requests(search="tjsp", status=["success", "warning", "error"])
    assert record["id"] in {item["id"] for item in listed}
    with pytest.raises(NotFound):
        client.capture.lookup("00000000-0000-4000-8000-000000000000")


def test_requests_iterates_every_page(sb, connect) -> None:
    client = connect(sb, page_size=2)
    query = _cnj_query(client, TJSP[1])
    for name in ("ana", "bruno", "carla", "davi", "elza"):
        client.capture.request(*query, "nomeparte", name)
    before = len(sb.request_log)
    listed = client.capture.requests(search="tjsp", refresh=True)
    total = len(listed)
    assert total >= 5 and len({i["id"] for i in listed}) == total
    pages = [e for e in sb.request_log[before:] if e.path.endswith("/v1/request")]
    assert len(pages) == -(-total // 2)


def test_autorequest_detail_and_list(client) -> None:
    record = client.capture.autorequest(TJSP[2])
    assert record["key"] == "cnj" and record["value"] == TJSP[2]
    assert record["requests"] and all(r["status"] == "pending" for r in record["requests"])
    detail = client.capture.autorequest_detail(record["id"])
    assert {r["id"] for r in detail["requests"]} == {r["id"] for r in record["requests"]}
    listed = client.capture.autorequests(cnj=TJSP[2])
    assert [item["id"] for item in listed] == [record["id"]]
    assert {r["requestId"] for r in listed[0]["requests"]} == {r["id"] for r in record["requests"]}


def test_statistics(client) -> None:
    client.capture.autorequest(TJSP[3])
    today = client.now.date()  # the provider's day, read from its answers' Date header
    week_ago = today - dt.timedelta(days=6)
    use = client.capture.stats_use(week_ago, today.isoformat())
    assert len(use["days"]) == 7 and use["today"]["total"] >= 1
    consume = client.capture.stats_consume(dt.datetime.combine(week_ago, dt.time()), today)
    assert consume and all(entry["total"] > 0 for entry in consume)
    details = client.capture.stats_details(week_ago, today)
    assert {"source", "platform", "search", "bytes"} <= set(details[0])


def test_download_streams_a_stored_file(sb, client, tmp_path: Path) -> None:
    results = {}
    for number in cnj.generate(court="TJSP", n=5, seed=4):
        results.update(
            client.capture.wait(
                client.capture.autorequest(number, make_download=True), progress=False
            )
        )
        text = json.dumps(list(results.values()))
        if "/files/" in text:
            break
    files = [
        f
        for body in results.values()
        for lawsuit in body["data"]
        for step in lawsuit["steps"]
        for f in step.get("files", [])
    ]
    assert files, "no attached file in five automatic queries"
    entry = files[0]
    by_url = client.capture.download(entry["url"], to=tmp_path / "a")
    by_name = client.capture.download(entry["name"], to=tmp_path / "b")
    expected = requests.get(entry["url"], timeout=10).content
    assert by_url.name == entry["name"] and by_url.read_bytes() == expected
    assert by_name.read_bytes() == expected
    assert not list((tmp_path / "a").glob(".lawkit-*"))
    with pytest.raises(NotFound):
        client.capture.download("missing.pdf", to=tmp_path)
    assert not list(tmp_path.glob(".lawkit-*"))


def _posts(sb, since: int) -> int:
    return sum(1 for e in sb.request_log[since:] if e.method == "POST" and "/capture/" in e.path)


def test_reuse_window_returns_the_earlier_request(sb, connect, tmp_path: Path) -> None:
    client = connect(sb)
    query = _cnj_query(client, TJSP[4])
    before = len(sb.request_log)
    first = client.capture.request(*query, "cnj", TJSP[4])
    again = client.capture.request(*query, "cnj", f" {TJSP[4]} ")
    assert again == first
    auto = client.capture.autorequest(TJSP[4])
    assert client.capture.autorequest(TJSP[4]) == auto
    assert _posts(sb, before) == 2
    # a re-run notebook: a new client on the same cache directory pays nothing
    rerun = connect(sb)
    assert rerun.capture.request(*query, "cnj", TJSP[4]) == first
    assert rerun.capture.autorequest(TJSP[4]) == auto
    assert list(rerun.capture.autorequest_many([TJSP[4]], progress=False)) == [auto]
    assert _posts(sb, before) == 2
    assert rerun.calls == 0  # not even a token (nor the provider's clock, for the filing year)
    assert {e["id"] for e in rerun.cache.submissions()} == {first["id"], auto["id"]}
    # fresh=True, a different body, or reuse turned off: new requests
    assert client.capture.request(*query, "cnj", TJSP[4], fresh=True)["id"] != first["id"]
    assert client.capture.request(*query, "cnj", TJSP[4], make_download=True)["id"] != first["id"]
    off = connect(sb, reuse_window=0, cache=tmp_path / "other")
    assert off.capture.autorequest(TJSP[4])["id"] != auto["id"]
    assert off.capture.autorequest(TJSP[4])["id"] != auto["id"]
    assert _posts(sb, before) == 6


def test_reuse_window_expires(sb, connect, monkeypatch) -> None:
    client = connect(sb, reuse_window=60)
    first = client.capture.autorequest(TJSP[5])
    import time

    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + 61)
    assert client.capture.autorequest(TJSP[5])["id"] != first["id"]


def test_a_query_that_failed_is_reused_like_any_and_fresh_sends_it_again(sb, client) -> None:
    """A re-run pays nothing, whatever the outcome; collecting again is asked for (fresh)."""
    failed = None
    for number in cnj.generate(court=None, n=40, seed=99):
        results = client.capture.wait(client.capture.autorequest(number), progress=False)
        failed = next((b for b in results.values() if b["requested"]["status"] == "error"), None)
        if failed:
            break
    assert failed, "no error outcome in 40 automatic queries"
    req = failed["requested"]
    args = (
        req["source"],
        req["platform"],
        req["search"],
        req["query"],
        "cnj",
        req["param"]["value"],
    )
    first = client.capture.request(*args)
    outcome = client.capture.wait(first, progress=False)[first["id"]]
    assert outcome["requested"]["status"] == "error"  # same query, same outcome
    before = len(sb.request_log)
    assert client.capture.request(*args) == first
    assert len(sb.request_log) == before  # nothing sent
    again = client.capture.request(*args, fresh=True)
    assert again["id"] != first["id"]
    assert client.capture.request(*args) == again  # the fresh one is the record now


def _posting(client, monkeypatch, then: Callable[[Any], Any]) -> None:
    """The client's next POST goes through ``then(send)`` (``send()`` sends it for real)."""
    real = client.capture._http.call
    pending = [then]

    def call(method: str, *args: Any, **kwargs: Any) -> Any:
        if method == "POST" and pending:
            return pending.pop()(lambda: real(method, *args, **kwargs))
        return real(method, *args, **kwargs)

    monkeypatch.setattr(client.capture._http, "call", call)


def test_a_submission_interrupted_after_it_was_sent_is_found_at_once_not_sent_again(
    sb, connect, monkeypatch
) -> None:
    """Ctrl-C between the provider's answer and the record (a notebook cell stopped): the cell
    run again asks the provider's list instead of paying again or waiting for itself."""
    client = connect(sb, retry_time=60)
    number = cnj.generate(court="TJSP", n=1, seed=801)[0]

    def interrupted(send: Callable[[], Any]) -> Any:
        send()
        raise KeyboardInterrupt

    _posting(client, monkeypatch, interrupted)
    with pytest.raises(KeyboardInterrupt):
        client.capture.autorequest(number)
    started = time.monotonic()
    again = client.capture.autorequest(number)
    assert time.monotonic() - started < 10  # not the 60 s a live holder is waited for
    created = [a for a in sb.state.stores["capture"].autorequests if a.value == number]
    assert [a.id for a in created] == [again["id"]]


def test_a_fresh_submission_the_provider_refuses_keeps_the_earlier_record(
    sb, connect, monkeypatch
) -> None:
    client = connect(sb)
    number = cnj.generate(court="TJSP", n=1, seed=802)[0]
    first = client.capture.autorequest(number)

    def refused(send: Callable[[], Any]) -> Any:
        raise RateLimited("Too Many Requests", status=429)

    _posting(client, monkeypatch, refused)
    with pytest.raises(RateLimited):
        client.capture.autorequest(number, fresh=True)
    assert client.capture.autorequest(number) == first
    assert sum(a.value == number for a in sb.state.stores["capture"].autorequests) == 1
