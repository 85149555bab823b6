"""Hostile payloads: the sandbox answers a clear 4xx (never a 500, never a hang), and the client
turns a garbage answer into a clear lawkit error.

The server side sends raw bytes to a sandbox of this module's own. The client side talks to a
tiny loopback server (``loopback.py``) that answers whatever each test tells it to (non-JSON, the
wrong JSON kind, a body cut short, trickled or inflating to 200 MB, a redirect loop, ...).
"""

from __future__ import annotations

import json
import time
import tracemalloc
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
import requests
from loopback import (
    Answer,
    Garbage,
    cut_short,
    gzip_bomb,
    not_gzip,
    redirect_loop,
    reply,
    trickle,
)

import lawkit
import lawkit.sandbox
from lawkit.errors import (
    AnswerTooLarge,
    APIError,
    DataWarning,
    LawkitError,
    NetworkError,
    ServerError,
)

CNJ = "0001234-13.2020.8.26.0100"
UUID = "d9428888-122b-11e1-b85c-61cd3cbb3210"

# -- the sandbox under hostile bodies ------------------------------------------------------------

POSTS = [
    ("capture", "/v1/autorequest"),
    ("capture", "/v1/request"),
    ("monitor", "/v1/processo/novo"),
    ("monitor", "/v1/confirmar"),
    ("demand", "/v1/demand"),
    ("auth", "/oauth/token"),
]
DEEP = 100_000
BODIES: dict[str, tuple[bytes, str, str]] = {
    # name: (body, content type, text the error message contains)
    "deep array": (b"[" * DEEP + b"]" * DEEP, "application/json", "nested too deeply"),
    "deep object": (b'{"a":' * DEEP + b"1" + b"}" * DEEP, "application/json", "nested too deeply"),
    "huge integer": (b'{"value": ' + b"9" * 5000 + b"}", "application/json", "4300 digits"),
    "latin-1": ('{"value": "ação"}'.encode("latin-1"), "application/json", "utf-8"),
    "invalid utf-8": (b'{"value": "\xff\xfe"}', "application/json", "utf-8"),
    "nul byte": (b'{"value": "\x00"}', "application/json", "not valid JSON"),
    "array": (b"[]", "application/json", "must be a JSON object, not an array"),
    "null": (b"null", "application/json", "must be a JSON object, not null"),
    "truncated": (b'{"key": "cnj", "value": "0001', "application/json", "not valid JSON"),
    "over 10 MB": (b'{"a": "' + b"x" * (10 * 2**20 + 1) + b'"}', "application/json", "Too Large"),
}


@pytest.fixture(scope="module")
def bearer(sb: lawkit.sandbox.Sandbox, api_for) -> dict[str, str]:
    return {"Authorization": f"Bearer {api_for(sb).token()}"}


def _error_message(answer: requests.Response, api: str) -> str:
    body = answer.json()
    return body["body"]["message"] if api == "demand" else body["message"]


@pytest.mark.parametrize("name", BODIES)
@pytest.mark.parametrize(("api", "path"), POSTS, ids=[f"{a}{p}" for a, p in POSTS])
def test_sandbox_refuses_hostile_bodies_with_a_clear_4xx(sb, bearer, api, path, name) -> None:
    body, content_type, says = BODIES[name]
    started = time.monotonic()
    answer = requests.post(
        f"{sb.urls[api]}{path}",
        data=body,
        headers={**bearer, "Content-Type": content_type},
        timeout=20,
    )
    assert time.monotonic() - started < 10
    assert answer.status_code in (400, 413), answer.text[:300]
    assert says in _error_message(answer, api)


@pytest.mark.parametrize(("api", "path"), POSTS[:5], ids=[f"{a}{p}" for a, p in POSTS[:5]])
def test_sandbox_refuses_a_json_body_sent_as_text(sb, bearer, api, path) -> None:
    answer = requests.post(
        f"{sb.urls[api]}{path}",
        data=json.dumps({"key": "cnj", "value": CNJ, "callbacks": []}),
        headers={**bearer, "Content-Type": "text/plain"},
        timeout=10,
    )
    assert answer.status_code == 415
    assert "Content-Type must be application/json, not 'text/plain'" in _error_message(answer, api)


def test_sandbox_answers_huge_strings_and_wrong_types_quickly(sb, bearer) -> None:
    url = f"{sb.urls['capture']}/v1/autorequest"
    cases = [
        ({"key": "cnj", "value": "9" * 5_000_000, "callbacks": []}, 401, "must be a cnj"),
        ({"key": ["cnj"], "value": {"a": 1}, "callbacks": "x"}, 400, '"key" must be a string'),
        ({"key": "cnj", "value": CNJ, "callbacks": [{"method": 1, "url": []}]}, 400, "method"),
        (b'{"key": "cnj", "value": 1e999, "callbacks": []}', 400, '"value" must be a string'),
        (b'{"key": "cnj", "value": NaN, "callbacks": []}', 400, '"value" must be a string'),
    ]
    for body, status, says in cases:
        raw = body if isinstance(body, bytes) else json.dumps(body).encode()
        started = time.monotonic()
        headers = {**bearer, "Content-Type": "application/json"}
        answer = requests.post(url, data=raw, headers=headers, timeout=20)
        assert time.monotonic() - started < 10
        assert answer.status_code == status, answer.text[:300]
        assert says in answer.json()["message"]


def test_sandbox_survives_hostile_query_strings_paths_and_headers(sb, bearer) -> None:
    capture = sb.urls["capture"]
    long_query = requests.get(f"{capture}/v1/available?cnj={'1' * 100_000}", timeout=10)
    assert long_query.status_code == 414
    not_utf8 = requests.get(f"{capture}/v1/available?cnj=%ff%fe", headers=bearer, timeout=10)
    assert not_utf8.status_code == 400
    assert "must be a valid CNJ number" in not_utf8.json()["message"]
    huge_page = requests.get(f"{capture}/v1/request?page={'9' * 30}", headers=bearer, timeout=10)
    assert huge_page.status_code == 200
    assert huge_page.json()["data"]["result"] == []
    odd_id = requests.get(f"{capture}/v1/request/%ff%00", headers=bearer, timeout=10)
    assert odd_id.status_code == 404
    huge_bearer = {"Authorization": "Bearer " + "x" * 60_000}
    refused = requests.get(f"{capture}/v1/available", headers=huge_bearer, timeout=10)
    assert (refused.status_code, refused.json()["message"]) == (401, "Access denied")


# -- the client against a server answering garbage --------------------------------------------


@pytest.fixture
def garbage() -> Iterator[Garbage]:
    server = Garbage()
    yield server
    server.close()


def _deep(n: int) -> bytes:
    return b"[" * n + b"]" * n


GARBAGE: list[tuple[str, str, Answer, Callable[[Any], Any], type[LawkitError], str]] = [
    (
        "html 200",
        "/capture/v1/available",
        reply(200, b"<html>maintenance</html>", "text/html"),
        lambda c: c.capture.available(),
        APIError,
        "answered something that is not JSON (text/html)",
    ),
    (
        "array for object",
        "/capture/v1/available",
        reply(200, b"[1, 2]"),
        lambda c: c.capture.available(),
        APIError,
        "answered an array where a JSON object was expected",
    ),
    (
        "no data",
        "/capture/v1/available",
        reply(200, b'{"success": true}'),
        lambda c: c.capture.available(),
        APIError,
        "answered without a `data` array (got no data)",
    ),
    (
        "data of the wrong kind",
        "/capture/v1/request",
        reply(200, b'{"success": true, "data": [1]}'),
        lambda c: c.capture.requests(),
        APIError,
        "answered without a `data` object (got an array)",
    ),
    (
        "page result not an array",
        "/capture/v1/request",
        reply(200, b'{"success": true, "data": {"total": 1, "result": "x"}}'),
        lambda c: c.capture.requests(),
        APIError,
        "answered a page whose `result` is no array",
    ),
    (
        "monitoring page list not an array",
        "/monitor/v1/processo/listar",
        reply(200, b'{"success": true, "data": {"totalItems": 1, "list": "x"}}'),
        lambda c: c.monitor.list(),
        APIError,
        "answered a page whose `list` is no array",
    ),
    (
        "monitoring page total not a count",
        "/monitor/v1/processo/listar",
        reply(200, b'{"success": true, "data": {"totalItems": "many", "list": []}}'),
        lambda c: c.monitor.list(),
        APIError,
        "answered a page whose `totalItems` is no count",
    ),
    (
        "page total not a count",
        "/capture/v1/autorequest",
        reply(200, b'{"success": true, "data": {"total": [1], "result": []}}'),
        lambda c: c.capture.autorequests(),
        APIError,
        "answered a page whose `total` is no count",
    ),
    (
        "lookup without requested",
        "/capture/v1/request/",
        reply(200, b'{"success": true, "requested": "x", "data": []}'),
        lambda c: c.capture.lookup(UUID),
        APIError,
        "answered a lookup result without `requested` and `data`",
    ),
    (
        "stats of the wrong kind",
        "/capture/v1/stats/consume",
        reply(200, b'{"success": true, "data": {}}'),
        lambda c: c.capture.stats_consume("2024-01-01", "2024-01-02"),
        APIError,
        "answered without a `data` array (got an object)",
    ),
    (
        "monitoring data a string",
        "/monitor/v1/processo/dados/",
        reply(200, b'{"success": true, "data": "x"}'),
        lambda c: c.monitor.data(CNJ),
        APIError,
        "answered without a `data` object (got a string)",
    ),
    (
        "demand a bare string",
        "/demand/v1/demand/",
        reply(200, b'"ok"'),
        lambda c: c.demand.get("abc"),
        APIError,
        "answered a string where a JSON object was expected",
    ),
    (
        "body cut short",
        "/capture/v1/available",
        cut_short,
        lambda c: c.capture.available(),
        NetworkError,
        "got no answer: ChunkedEncodingError (gave up after 2 tries)",
    ),
    (
        "nested 100,000 deep",
        "/capture/v1/available",
        reply(200, _deep(100_000)),
        lambda c: c.capture.available(),
        APIError,
        "answered something that is not JSON (application/json)",
    ),
    (
        "not UTF-8 (read leniently, then checked)",
        "/capture/v1/available",
        reply(200, b'{"success": true, "data": "\xff\xfe"}'),
        lambda c: c.capture.available(),
        APIError,
        "answered without a `data` array (got a string)",
    ),
    (
        "a redirect loop",
        "/capture/v1/available",
        redirect_loop,
        lambda c: c.capture.available(),
        APIError,
        "GET http://127.0.0.1:{port}/capture/v1/available failed: TooManyRedirects",
    ),
    (
        "gzip that is not",
        "/capture/v1/available",
        not_gzip,
        lambda c: c.capture.available(),
        NetworkError,
        "got no answer: ContentDecodingError (gave up after 2 tries)",
    ),
    (
        "500 with an HTML page",
        "/capture/v1/available",
        reply(500, b"<html><h1>Internal Server Error</h1></html>", "text/html"),
        lambda c: c.capture.available(),
        ServerError,
        "500 <html><h1>Internal Server Error</h1></html>",
    ),
]


@pytest.mark.parametrize(
    ("path", "answer", "call", "error", "says"),
    [g[1:] for g in GARBAGE],
    ids=[g[0] for g in GARBAGE],
)
def test_client_turns_a_garbage_answer_into_a_clear_error(
    garbage, path, answer, call, error, says
) -> None:
    garbage.routes[path] = answer
    with lawkit.connect(**garbage.settings()) as client, pytest.raises(error) as raised:
        call(client)
    assert type(raised.value) is error
    assert says.format(port=garbage.server.server_port) in str(raised.value)
    assert raised.value.__cause__ is None and raised.value.__context__ is None


#: What 199 KiB of gzip inflate to.
BOMB = 200 * 10**6


@pytest.mark.parametrize("most", [None, 2**20], ids=["default cap", "1 MiB cap"])
def test_a_gzip_bomb_is_refused_before_it_inflates(garbage, tmp_path: Path, most) -> None:
    """199 KiB on the wire, 200 MB once inflated: refused once ``max_answer_bytes`` (64 MiB by
    default) were read, never cached. Failed before: the 200 MB were read into memory (a peak
    of 1.1 GB RSS in the review) and kept in the cache."""
    garbage.routes["/capture/v1/available"] = gzip_bomb(BOMB)
    settings = garbage.settings() | {"cache": tmp_path / "cache", "max_retries": 0}
    if most is not None:
        settings["max_answer_bytes"] = most
    with lawkit.connect(**settings) as client:
        tracemalloc.start()
        try:
            with pytest.raises(AnswerTooLarge, match="max_answer_bytes"):
                client.capture.available()
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert client.cache.entries() == []
    cap = most or client.settings.max_answer_bytes
    assert peak < 2 * cap + 2**20 < BOMB  # the pieces and their join, never the whole


@pytest.mark.parametrize(
    ("every", "headers_too"), [(2.0, False), (0.4, True)], ids=["body", "headers and body"]
)
def test_a_trickled_answer_ends_at_its_deadline(garbage, every, headers_too) -> None:
    """A byte every 2 s (or 0.4 s, headers too) never trips ``read_timeout=5``: the whole
    answer's deadline (``answer_timeout``) ends it. Failed before: read for as long as the
    server trickled (half a minute here, for ever in the review)."""
    body = json.dumps({"success": True, "data": []}).encode()[:12]
    garbage.routes["/capture/v1/available"] = trickle(body, every, headers_too=headers_too)
    settings = garbage.settings() | {"max_retries": 0, "answer_timeout": 3}
    started = time.monotonic()
    with lawkit.connect(**settings) as client, pytest.raises(NetworkError) as raised:
        client.capture.available()
    assert time.monotonic() - started < 3 + 2
    assert "not whole within 3 s (answer_timeout)" in str(raised.value)


def test_a_garbage_token_answer_stops_before_anything_else_is_sent(garbage) -> None:
    garbage.routes["/auth/oauth/token"] = reply(200, b"<html>login</html>", "text/html")
    with lawkit.connect(**garbage.settings()) as client, pytest.raises(APIError) as raised:
        client.capture.available()
    assert "/oauth/token answered something that is not JSON" in str(raised.value)
    assert {path for _, path in garbage.asked} == {"/auth/oauth/token"}


# -- a provider list that never ends -----------------------------------------------------------


def endless_list(items: str, total: str, listed: int, says: int, *, adds: bool) -> Answer:
    """A list of ``listed`` items whose ``total`` ``says`` more, and whose pages past the end
    repeat its last page (``adds``: with one item never listed before, each time)."""

    def send(handler: BaseHTTPRequestHandler) -> None:
        query = parse_qs(urlsplit(handler.path).query)
        number, limit = int(query["page"][0]), int(query["limit"][0])
        pages = -(-listed // limit)
        start = (min(number, pages) - 1) * limit
        ids = [f"item{i}" for i in range(start, min(start + limit, listed))]
        if adds and number > pages:
            ids.append(f"new{number}")
        rows = [{"id": i, "cnj": CNJ, "createdAt": "2026-11-16T12:00:00.000Z"} for i in ids]
        data = {total: says, items: rows}
        reply(200, json.dumps({"success": True, "data": data}).encode())(handler)

    return send


ENDLESS = [
    ("capture requests", "/capture/v1/request", "result", "total", lambda c: c.capture.requests()),
    ("capture automatic requests", "/capture/v1/autorequest", "result", "total",
     lambda c: c.capture.autorequests()),
    ("monitored processes", "/monitor/v1/processo/listar", "list", "totalItems",
     lambda c: c.monitor.list()),
]  # fmt: skip
#: How the list misbehaves: (total it says, pages past the end bring one new item), then the
#: pages asked, the items listed and why it stopped.
MISBEHAVING = {
    "last page repeated": ((26, False), 4, 25, "page 4 brought no item not listed before"),
    "a new item a page": ((30, True), 6, 28, "6 pages were read, and its total allows 3 pages"),
}


@pytest.mark.parametrize("how", MISBEHAVING)
@pytest.mark.parametrize(("path", "items", "total", "call"), [e[1:] for e in ENDLESS],
                         ids=[e[0] for e in ENDLESS])  # fmt: skip
def test_a_list_that_never_ends_is_read_a_handful_of_pages_and_says_so(
    garbage, path, items, total, call, how
) -> None:
    """25 items, 10 a page; ``total`` one more (or five), and pages past the end that repeat
    the last one (or add one new item each): the list ends after a handful of pages, with a
    DataWarning saying why (issue 26: 687,508 pages in 3 s)."""
    (says, adds), pages, count, why = MISBEHAVING[how]
    garbage.routes[path] = endless_list(items, total, 25, says, adds=adds)
    with (
        lawkit.connect(**garbage.settings(), page_size=10) as client,
        pytest.warns(DataWarning, match="stopped reading") as warned,
    ):
        listed = call(client)
    asked = [p for _, p in garbage.asked if p.startswith(path)]
    assert len(asked) == pages, asked
    assert [i["id"] for i in listed[:25]] == [f"item{i}" for i in range(25)]
    assert len(listed) == count
    message = str(warned[0].message)
    assert path.rsplit("/v1/", 1)[1] in message and why in message, message
