"""Contract tests of the capture API and the file store, over raw HTTP."""

from __future__ import annotations

import datetime as dt
import json
import uuid

import pytest
import requests
from support.capture import ESAJ, capture_body, create_request

import lawkit.sandbox
from lawkit import cnj
from lawkit.sandbox import DEFAULT_START
from lawkit.sandbox.data import coverage, generate
from lawkit.spec import KEYS, QueryPath

#: What a fresh sandbox's courts show.
FIRST_DAY = generate.published(DEFAULT_START.timestamp())
KEY_MESSAGE = (
    '"key" must be one of [cnj, number, cartaprecatoria, doc, documentodelegacia, legado, nome, '
    "nomeadvogado, oab, numerocda, nomeadv, nomeparte, numorigem, numregistro, numstj]"
)


def _numbers(status: str, seed: int, count: int = 1, query=ESAJ) -> list[str]:
    """CNJ numbers of TJSP whose query ends in ``status`` under ``seed``."""
    found = [
        n
        for n in cnj.generate("TJSP", 2019, n=200, seed=11)
        if generate.outcome(seed, *query, "cnj", n, as_of=FIRST_DAY) == status
    ]
    assert len(found) >= count
    return found[:count]


def _create(api, value: str, **extra) -> dict:
    answer = create_request(api, value, **extra)
    assert answer.status_code == 200, answer.text
    return answer.json()["data"]


# -- coverage --------------------------------------------------------------------------------


def test_available_lists_every_court_with_a_cnj_param(api, openapi):
    body = openapi.check(api.get("capture", "/v1/available"), "/capture/v1/available")
    searches = {
        search["search"]: [p["tag"] for q in search["queries"] for p in q["params"]]
        for source in body["data"]
        for platform in source["platforms"]
        for search in platform["searches"]
    }
    assert {"tjsp", "trf4", "stj"} <= set(searches)
    assert all("cnj" in tags for tags in searches.values())


def test_available_filters_by_cnj(api, openapi):
    number = cnj.generate("TJRS", 2021, n=1, seed=2)[0]
    answer = api.get("capture", "/v1/available", params={"cnj": number})
    body = openapi.check(answer, "/capture/v1/available")
    tags = {s["search"] for src in body["data"] for p in src["platforms"] for s in p["searches"]}
    assert tags == {"tjrs"}


def test_available_refuses_a_bad_cnj_filter(api, openapi):
    answer = api.get("capture", "/v1/available", params={"cnj": "123"})
    assert answer.status_code == 400
    assert "valid CNJ number" in openapi.check(answer, "/capture/v1/available")["message"]


# -- create and look up ----------------------------------------------------------------------


def test_create_returns_a_pending_record(api, openapi):
    value = _numbers("success", 1234)[0]
    answer = create_request(api, value)
    record = openapi.check(answer, "/capture/v1/request")["data"]
    assert record["status"] == "pending"
    assert record["respondedAt"] is None
    assert record["credentials"] is False
    assert record["court"] == "Tribunal de Justiça do Estado de São Paulo"
    assert record["param"] == {"key": "cnj", "value": value}
    assert (record["source"], record["platform"], record["search"], record["query"]) == ESAJ
    uuid.UUID(record["id"])


def test_lookup_of_a_finished_request_has_its_lawsuit(api, openapi):
    value = _numbers("success", 1234)[0]
    record = _create(api, value)
    answer = api.get("capture", f"/v1/request/{record['id']}")
    body = openapi.check(answer, "/capture/v1/request/{requestId}")
    assert body["requested"]["id"] == record["id"]
    assert body["requested"]["status"] == "success"
    assert body["requested"]["respondedAt"] is not None
    assert body["info"]["paramKey"] == "Número do Processo (CNJ)"
    assert body["info"]["platform"].startswith("e-SAJ")
    assert [lawsuit["properties"]["cnj"] for lawsuit in body["data"]] == [value]


@pytest.mark.parametrize("status", ["warning", "error"])
def test_lookup_of_warning_and_error_has_no_lawsuits(api, status):
    record = _create(api, _numbers(status, 1234)[0])
    body = api.get("capture", f"/v1/request/{record['id']}").json()
    assert body["requested"]["status"] == status
    assert body["data"] == []


@pytest.mark.parametrize("request_id", [str(uuid.UUID(int=7)), "not-a-uuid"])
def test_lookup_of_an_unknown_id_is_404(api, openapi, request_id):
    answer = api.get("capture", f"/v1/request/{request_id}")
    assert answer.status_code == 404
    body = openapi.check(answer, "/capture/v1/request/{requestId}")
    assert body == {"success": False, "message": "Not found"}


def _mutated(change) -> dict:
    body = capture_body("0000832-35.2018.4.01.3202")
    change(body)
    return body


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        (_mutated(lambda b: b["param"].update(key="cpf")), 401, KEY_MESSAGE),
        (_mutated(lambda b: b.pop("source")), 400, '"source" is required'),
        (
            _mutated(lambda b: b.update(platform=3)),
            400,
            '"platform" must be a string, not a number',
        ),
        (_mutated(lambda b: b.pop("callbacks")), 400, '"callbacks" is required'),
        (_mutated(lambda b: b.update(param="cnj")), 400, '"param" must be an object, not a string'),
        (_mutated(lambda b: b["param"].pop("value")), 400, '"value" is required'),
        (_mutated(lambda b: b["param"].update(value=" ")), 400, '"value" must not be empty'),
        (
            _mutated(lambda b: b.update(makeDownload="yes")),
            400,
            '"makeDownload" must be a boolean, not a string',
        ),
        (
            _mutated(lambda b: b.update(search="tjxx")),
            400,
            "\"search\" 'tjxx' is not in the coverage tree under tribunais/esaj; "
            "see GET /v1/available",
        ),
        (
            _mutated(lambda b: b.update(callbacks=[{"method": "POST"}])),
            400,
            '"url" is required',
        ),
        (
            _mutated(lambda b: b.update(callbacks=[{"method": "POST", "url": "ftp://x"}])),
            400,
            "\"callbacks[0]\".url must be an http:// or https:// URL, not 'ftp://x'",
        ),
        (
            _mutated(
                lambda b: b.update(
                    callbacks=[{"method": "POST", "url": "http://127.0.0.1:9/", "headers": {}}]
                )
            ),
            400,
            '"callbacks[0]".headers is only accepted by the monitoring API',
        ),
        (
            _mutated(lambda b: b.update(callbacks=[{"method": "POST", "url": "http://a"}] * 11)),
            400,
            '"callbacks" holds at most 10 descriptors',
        ),
    ],
)
def test_create_refuses_bad_bodies(api, openapi, body, status, message):
    answer = api.post("capture", "/v1/request", json=body)
    assert answer.status_code == status
    assert openapi.check(answer, "/capture/v1/request") == {"success": False, "message": message}


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"{", "request body is not valid JSON"),
        (b"[1]", "request body must be a JSON object, not an array"),
        (b"", "request body is empty; expected a JSON object"),
        (b"\xff\xfe", "request body is not valid JSON"),
    ],
)
def test_malformed_json_is_400(api, raw, message):
    answer = api.post(
        "capture", "/v1/request", data=raw, headers={"Content-Type": "application/json"}
    )
    assert answer.status_code == 400
    assert answer.json()["message"].startswith(message)


def test_every_listed_key_is_accepted(api):
    for key in KEYS:
        assert create_request(api, "12345", key=key).status_code == 200, key


# -- automatic requests ----------------------------------------------------------------------


def test_autorequest_fans_out_to_the_queries_of_the_court(api, openapi):
    number = cnj.generate("TJBA", 2022, n=1, seed=4)[0]
    digits = "".join(ch for ch in number if ch.isdigit())
    answer = api.post(
        "capture", "/v1/autorequest", json={"key": "cnj", "value": digits, "callbacks": []}
    )
    record = openapi.check(answer, "/capture/v1/autorequest")["data"]
    assert record["value"] == number  # stored in canonical form
    made = [(r["source"], r["platform"], r["search"], r["query"]) for r in record["requests"]]
    assert made == coverage.queries_for(number)
    assert len(made) >= 2
    assert {r["status"] for r in record["requests"]} == {"pending"}

    listed = api.get("capture", "/v1/autorequest", params={"value": digits})
    page = openapi.check(listed, "/capture/v1/autorequest")["data"]
    assert page["total"] == 1
    assert page["result"][0]["requests"] == [{"requestId": r["id"]} for r in record["requests"]]

    fetched = api.get("capture", f"/v1/autorequest/{record['id']}")
    full = openapi.check(fetched, "/capture/v1/autorequest/{autoRequestId}")["data"]
    assert [r["id"] for r in full["requests"]] == [r["id"] for r in record["requests"]]
    assert all(r["status"] != "pending" for r in full["requests"])  # finish_after=0


@pytest.mark.parametrize("kind", ["request", "autorequest"])
def test_a_creating_call_answers_pending_though_the_scheduler_finished_it_first(
    fresh_sandbox, api_for, kind: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With finish_after 0 a request is due as it is made, and the scheduler thread may finish
    it before the POST is answered (the session sandbox's autorequest test met it once in a
    full run). The creating call still answers the spec's first state: pending, respondedAt
    null; the lookup then tells it finished."""
    from lawkit.sandbox.apis.capture.models import CaptureStore

    made = CaptureStore.add

    def add_then_settle(self: CaptureStore, *args: object, **kwargs: object) -> object:
        record = made(self, *args, **kwargs)
        self.settle()  # the scheduler thread, winning the race
        return record

    monkeypatch.setattr(CaptureStore, "add", add_then_settle)
    number = cnj.generate("TJBA", 2022, n=1, seed=4)[0]
    sb = fresh_sandbox(seed=5, finish_after=0)
    raw = api_for(sb)
    if kind == "request":
        answer = create_request(raw, number).json()
        made_requests = [answer["data"]]
    else:
        body = {"key": "cnj", "value": number, "callbacks": []}
        made_requests = raw.post("capture", "/v1/autorequest", json=body).json()["data"]["requests"]
    assert {r["status"] for r in made_requests} == {"pending"}
    assert {r["respondedAt"] for r in made_requests} == {None}
    looked_up = raw.get("capture", f"/v1/request/{made_requests[0]['id']}").json()
    assert looked_up["requested"]["status"] != "pending"


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        (
            {"key": "number", "value": "0000832-35.2018.4.01.3202", "callbacks": []},
            401,
            '"key" must be [cnj]',
        ),
        (
            {"key": "cnj", "value": "0000832-36.2018.4.01.3202", "callbacks": []},
            401,
            '"value" must be a cnj',
        ),
        ({"key": "cnj", "value": "0000832-35.2018.4.01.3202"}, 400, '"callbacks" is required'),
        ({"value": "0000832-35.2018.4.01.3202", "callbacks": []}, 400, '"key" is required'),
        (
            {"key": "cnj", "value": 832, "callbacks": []},
            400,
            '"value" must be a string, not a number',
        ),
    ],
)
def test_autorequest_validation(api, openapi, body, status, message):
    answer = api.post("capture", "/v1/autorequest", json=body)
    assert answer.status_code == status
    assert openapi.check(answer, "/capture/v1/autorequest") == {
        "success": False,
        "message": message,
    }


def test_unknown_autorequest_is_404(api, openapi):
    answer = api.get("capture", f"/v1/autorequest/{uuid.UUID(int=9)}")
    assert answer.status_code == 404
    openapi.check(answer, "/capture/v1/autorequest/{autoRequestId}")


# -- lists, filters and pagination (own sandbox: known contents) ------------------------------


@pytest.fixture(scope="module")
def filled(api_for):
    """A sandbox holding 7 TJSP e-SAJ requests (3 yesterday, 4 today) and 2 TRF4 eproc ones."""
    with lawkit.sandbox.start(seed=1234, finish_after=0, token_ttl=10 * 86_400) as sb:
        raw = api_for(sb)
        for value in cnj.generate("TJSP", 2018, n=3, seed=8):
            _create(raw, value)
        sb.advance(days=1)
        for value in cnj.generate("TJSP", 2018, n=4, seed=9):
            _create(raw, value)
        trf4 = QueryPath("tribunais", "eproc", "trf4", "grau1")
        for value in cnj.generate("TRF4", 2020, n=2, seed=10):
            create_request(raw, value, query=trf4).raise_for_status()
        yield raw


def _page(raw, **params) -> dict:
    answer = raw.get("capture", "/v1/request", params=params)
    assert answer.status_code == 200, answer.text
    return answer.json()["data"]


def test_list_is_newest_first_and_paginates(filled, openapi):
    everything = openapi.check(
        filled.get("capture", "/v1/request", params={"limit": 1000}), "/capture/v1/request"
    )["data"]
    assert everything["total"] == 9
    created = [item["createdAt"] for item in everything["result"]]
    assert created == sorted(created, reverse=True)
    pages = [_page(filled, page=n, limit=4)["result"] for n in (1, 2, 3)]
    assert [len(p) for p in pages] == [4, 4, 1]
    assert [i["id"] for p in pages for i in p] == [i["id"] for i in everything["result"]]
    past_end = _page(filled, page=4, limit=4)
    assert past_end == {"total": 9, "result": []}
    assert len(_page(filled)["result"]) == 9  # default limit 20


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"limit": 0}, '"limit" must be between 1 and 1000, not 0'),
        ({"limit": 1001}, '"limit" must be between 1 and 1000, not 1001'),
        ({"page": 0}, '"page" must be at least 1, not 0'),
        ({"page": "two"}, "\"page\" must be an integer, not 'two'"),
        ({"success": "maybe"}, "\"success\" must be true or false, not 'maybe'"),
        ({"start": "2026/01/01"}, "\"start\" must be a date as YYYY-MM-DD, not '2026/01/01'"),
        (
            {"start": "2026-02-02", "end": "2026-02-01"},
            '"start" (2026-02-02) must not be after "end" (2026-02-01)',
        ),
    ],
)
def test_list_refuses_bad_query_parameters(filled, openapi, params, message):
    answer = filled.get("capture", "/v1/request", params=params)
    assert answer.status_code == 400
    assert openapi.check(answer, "/capture/v1/request")["message"] == message


def test_list_filters_by_tags_dates_and_status(filled):
    assert _page(filled, platform="eproc")["total"] == 2
    assert _page(filled, search="tjsp", source="tribunais")["total"] == 7
    assert _page(filled, search="tjsp", platform="eproc")["total"] == 0
    today = filled.sandbox.state.clock.today()
    yesterday = today - dt.timedelta(days=1)
    assert _page(filled, end=yesterday.isoformat())["total"] == 3
    assert _page(filled, start=today.isoformat(), end=today.isoformat())["total"] == 6
    everything = _page(filled, limit=1000)["result"]
    by_status = {
        s: sum(i["status"] == s for i in everything) for s in ("success", "warning", "error")
    }
    for status, count in by_status.items():
        assert _page(filled, **{status: "true"})["total"] == count
        assert _page(filled, **{status: "false"})["total"] == 9 - count
    assert (
        _page(filled, success="true", warning="true")["total"]
        == by_status["success"] + by_status["warning"]
    )
    assert _page(filled, pending="true")["total"] == 0


def test_stats_count_the_requests_made(filled, openapi):
    today = filled.sandbox.state.clock.today()
    yesterday = today - dt.timedelta(days=1)
    items = _page(filled, limit=1000)["result"]
    served = sum(len(filled.get("capture", f"/v1/request/{i['id']}").content) for i in items)
    period = {"start": (yesterday - dt.timedelta(days=1)).isoformat(), "end": today.isoformat()}

    use = openapi.check(
        filled.get("capture", "/v1/stats/use", params=period), "/capture/v1/stats/use"
    )
    days = use["data"]["days"]
    assert [d["date"] for d in days] == [
        (yesterday - dt.timedelta(days=1)).isoformat(),
        yesterday.isoformat(),
        today.isoformat(),
    ]
    assert [d["total"] for d in days] == [0, 3, 6]
    assert use["data"]["today"] == days[-1]
    assert sum(d["bytes"] for d in days) == served
    for day in days:
        assert day["success"] + day["warning"] + day["error"] + day["pending"] == day["total"]
    assert sum(d["success"] for d in days) == sum(i["status"] == "success" for i in items)

    consume = filled.get("capture", "/v1/stats/consume", params=period)
    assert openapi.check(consume, "/capture/v1/stats/consume")["data"] == days[1:]

    details = filled.get("capture", "/v1/stats/details", params=period)
    rows = openapi.check(details, "/capture/v1/stats/details")["data"]
    assert {(r["date"], r["platform"], r["search"], r["total"]) for r in rows} == {
        (yesterday.isoformat(), "esaj", "tjsp", 3),
        (today.isoformat(), "esaj", "tjsp", 4),
        (today.isoformat(), "eproc", "trf4", 2),
    }
    assert sum(r["bytes"] for r in rows) == served


@pytest.mark.parametrize("endpoint", ["use", "consume", "details"])
def test_stats_need_start_and_end(api, openapi, endpoint):
    answer = api.get("capture", f"/v1/stats/{endpoint}", params={"start": "2026-01-01"})
    assert answer.status_code == 400
    body = openapi.check(answer, f"/capture/v1/stats/{endpoint}")
    assert body["message"] == '"end" is required (a date as YYYY-MM-DD)'


# -- file store --------------------------------------------------------------------------------


def test_make_download_links_serve_real_bytes(api, openapi):
    files = []
    for value in _numbers("success", 1234, count=40):
        record = _create(api, value, makeDownload=True)
        body = openapi.check(
            api.get("capture", f"/v1/request/{record['id']}"), "/capture/v1/request/{requestId}"
        )
        files += [
            f
            for lawsuit in body["data"]
            for step in lawsuit["steps"]
            for f in step.get("files", [])
        ]
        if files:
            break
    assert files, "no attached file in 40 lawsuits"
    entry = files[0]
    assert entry["type"] == "application/pdf"
    assert entry["url"] == f"{api.sandbox.urls['cdn']}/files/{entry['name']}"
    download = requests.get(entry["url"], timeout=10)  # no token: public files
    assert download.status_code == 200
    assert download.headers["Content-Type"] == "application/pdf"
    assert download.content == generate.file_bytes(entry["name"])
    assert download.content.startswith(b"%PDF")


def test_without_make_download_steps_have_no_files(api):
    for value in _numbers("success", 1234, count=10):
        record = _create(api, value)
        body = api.get("capture", f"/v1/request/{record['id']}").json()
        assert not any("files" in step for lawsuit in body["data"] for step in lawsuit["steps"])


def test_unknown_file_is_404(sandbox):
    answer = requests.get(f"{sandbox.urls['cdn']}/files/nothing-here.pdf", timeout=10)
    assert answer.status_code == 404
    assert answer.json() == {"success": False, "message": "Not found"}


# -- determinism ---------------------------------------------------------------------------------


def test_same_seed_same_ids_and_bodies(fresh_sandbox, api_for):
    values = cnj.generate("TJSP", 2017, n=5, seed=21)
    runs = []
    for _ in range(2):
        sb = fresh_sandbox(seed=77, finish_after=0)
        raw = api_for(sb)
        records = [_create(raw, value, makeDownload=True) for value in values]
        answers = [raw.get("capture", f"/v1/request/{r['id']}") for r in records]
        # file links differ by the port only
        bodies = [json.loads(a.text.replace(sb.url, "{url}")) for a in answers]
        runs.append(
            (
                [r["id"] for r in records],
                [(b["requested"]["status"], b["data"]) for b in bodies],
            )
        )
    assert runs[0] == runs[1]
    sb = fresh_sandbox(seed=78, finish_after=0)
    other = [_create(api_for(sb), value)["id"] for value in values]
    assert other != runs[0][0]


def test_a_finished_lookup_never_changes(fresh_sandbox, api_for):
    sb = fresh_sandbox(seed=5, finish_after=0, token_ttl=400 * 86_400)
    raw = api_for(sb)
    records = [_create(raw, value) for value in _numbers("success", 5, count=3)]
    before = [raw.get("capture", f"/v1/request/{r['id']}").json() for r in records]
    sb.advance(days=365)
    after = [raw.get("capture", f"/v1/request/{r['id']}").json() for r in records]
    assert before == after
    assert all(body["data"] for body in before)
