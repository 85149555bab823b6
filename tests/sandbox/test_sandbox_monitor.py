"""Contract tests of the monitoring API over raw HTTP: every endpoint, errors, daily re-query."""

from __future__ import annotations

import datetime as dt
import math
import re
import uuid

import jsonschema
import pytest
import requests
from support.capture import ESAJ, ESAJ_SECOND

import lawkit.sandbox
from lawkit import cnj
from lawkit.sandbox import DEFAULT_START
from lawkit.sandbox.apis.monitor import models as monitor
from lawkit.sandbox.data import coverage, generate, story

NOVO = "/monitor/v1/processo/novo"
LISTAR = "/monitor/v1/processo/listar"
INFO = "/monitor/v1/processo/info/{processoId}"
DADOS = "/monitor/v1/processo/dados/{processoIdOuCNJ}"
EXCLUIR = "/monitor/v1/processo/excluir/{processoId}"
CONFIRMAR = "/monitor/v1/confirmar"
DAY = dt.timedelta(days=1)
#: What a fresh sandbox's courts show.
FIRST_DAY = generate.published(DEFAULT_START.timestamp())


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


def _register(api, number: str, **extra) -> dict:
    answer = api.post("monitor", "/v1/processo/novo", json={"cnj": number, **extra})
    assert answer.status_code == 200, answer.text
    return answer.json()["data"]


def _check_callback(openapi, body: dict) -> None:
    """Validate a monitoring callback body against the document's MonitorUpdate schema."""
    schema = {**openapi.document, "$ref": "#/components/schemas/MonitorUpdate"}
    jsonschema.Draft202012Validator(schema).validate(body)


def _is_uuid(text: str) -> bool:
    return str(uuid.UUID(text)) == text


@pytest.fixture(scope="module")
def numbers() -> list[str]:
    return cnj.generate("TJSP", 2024, n=40, seed=77)


# -- register ---------------------------------------------------------------------------------


def test_register_returns_one_info_item_per_query_of_the_court(api, openapi, numbers):
    answer = api.post("monitor", "/v1/processo/novo", json={"cnj": _digits(numbers[0])})
    data = openapi.check(answer, NOVO)["data"]
    assert data["cnj"] == numbers[0]
    assert data["credentials"] is False
    assert _is_uuid(data["id"])
    queries = coverage.queries_for(numbers[0])
    assert [(i["platform"], i["query"]) for i in data["info"]] == [
        (coverage.PLATFORM_LABELS[q[1]], coverage.labels(*q)["query"]) for q in queries
    ]


def test_register_keeps_credentials_secret(api, openapi, numbers):
    secret = "s3cr3t-password-value"
    answer = api.post(
        "monitor",
        "/v1/processo/novo",
        json={"cnj": numbers[1], "credentials": {"login": "user", "password": secret}},
    )
    assert openapi.check(answer, NOVO)["data"]["credentials"] is True
    assert secret not in answer.text
    info = api.get("monitor", f"/v1/processo/info/{answer.json()['data']['id']}")
    assert secret not in info.text


def test_registering_an_active_cnj_again_returns_the_same_process(api, numbers):
    first = _register(api, numbers[2])
    again = _register(api, _digits(numbers[2]))
    assert again["id"] == first["id"]


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        ({"cnj": "1234"}, 401, '"value" must be a cnj'),
        ({"cnj": "0000000-00.2024.8.26.0001"}, 401, '"value" must be a cnj'),
        ({}, 400, '"cnj" is required'),
        ({"cnj": 123}, 400, '"cnj" must be a string, not a number'),
        ({"cnj": "x", "ignore": "yes"}, 400, '"ignore" must be a boolean, not a string'),
        ({"cnj": "x", "credentials": "pw"}, 400, '"credentials" must be an object, not a string'),
        (
            {"cnj": "x", "callbacks": [{"method": "POST", "url": "ftp://x"}]},
            400,
            '"callbacks[0]".url must be an http:// or https:// URL',
        ),
    ],
)
def test_register_refuses_bad_bodies(api, openapi, body, status, message):
    answer = api.post("monitor", "/v1/processo/novo", json=body)
    assert answer.status_code == status
    assert openapi.check(answer, NOVO)["message"].startswith(message)


def test_malformed_json_is_400(api):
    answer = api.post("monitor", "/v1/processo/novo", data=b"{nope", headers={})
    assert answer.status_code == 400
    assert answer.json() == {"success": False, "message": answer.json()["message"]}
    assert "not valid JSON" in answer.json()["message"]


def test_scopes_read_only_cannot_register_write_only_cannot_read(api, numbers):
    refused = api.post("monitor", "/v1/processo/novo", json={"cnj": numbers[3]}, scope="svc-api:r")
    assert (refused.status_code, refused.json()["message"]) == (401, "Access denied")
    created = _register(api, numbers[3])
    reading = api.get("monitor", f"/v1/processo/info/{created['id']}", scope="svc-api:w")
    assert (reading.status_code, reading.json()["message"]) == (401, "Access denied")
    assert api.get("monitor", "/v1/processo/listar", scope=None).status_code == 401


# -- info and data ----------------------------------------------------------------------------


def test_info_has_tags_status_and_last_response(api, openapi, numbers):
    created = _register(api, numbers[4])
    body = openapi.check(api.get("monitor", f"/v1/processo/info/{created['id']}"), INFO)
    items = body["data"]["info"]
    assert [i["id"] for i in items] == [i["id"] for i in created["info"]]
    for item, query in zip(items, coverage.queries_for(numbers[4]), strict=True):
        assert (
            item["sourceTag"],
            item["platformTag"],
            item["searchTag"],
            item["queryTag"],
        ) == query
        assert item["lastStatus"] in ("success", "warning", "error")
        assert item["lastResponse"] == created["createdAt"]
        assert item["disabled"] is False


def test_data_by_id_and_by_cnj_digits_are_the_same(api, openapi, numbers):
    number = next(
        n
        for n in numbers[5:]
        if generate.outcome(1234, *ESAJ, "cnj", n, as_of=FIRST_DAY) == "success"
    )
    created = _register(api, number)
    by_id = openapi.check(api.get("monitor", f"/v1/processo/dados/{created['id']}"), DADOS)
    by_cnj = openapi.check(api.get("monitor", f"/v1/processo/dados/{_digits(number)}"), DADOS)
    assert by_id == by_cnj
    first = by_id["data"]["info"][0]
    assert first["lastStatus"] == "success"
    (lawsuit,) = first["data"]
    assert lawsuit["properties"]["cnj"] == number
    assert {p["key"] for p in lawsuit["propertiesArray"]} == set(lawsuit["properties"])
    ids = [c["id"] for c in lawsuit["cover"]] + [s["id"] for s in lawsuit["steps"]]
    ids += [p["id"] for p in lawsuit["people"]] + [p["id"] for p in lawsuit["propertiesArray"]]
    assert all(_is_uuid(i) for i in ids) and len(set(ids)) == len(ids)
    lawyers = [lw for p in lawsuit["people"] for lw in p["lawyers"]]
    assert lawyers and all(lw["oab"].isdigit() and len(lw["uf"]) == 2 for lw in lawyers)
    assert all(isinstance(s["files"], list) for s in lawsuit["steps"])
    files = [f for s in lawsuit["steps"] for f in s["files"]]
    assert files and all(f["type"] == "application/pdf" and _is_uuid(f["id"]) for f in files)
    download = requests.get(files[0]["url"], timeout=10)
    assert download.status_code == 200 and download.content.startswith(b"%PDF-")


def test_data_of_a_punctuated_cnj_or_unknown_id_is_404(api, openapi, numbers):
    _register(api, numbers[6])
    for key in (numbers[6], str(uuid.uuid4()), "0" * 20):
        answer = api.get("monitor", f"/v1/processo/dados/{key}")
        assert openapi.check(answer, DADOS) == {"success": False, "message": "Not found"}
    answer = api.get("monitor", f"/v1/processo/info/{uuid.uuid4()}")
    assert openapi.check(answer, INFO) == {"success": False, "message": "Not found"}


def test_info_and_data_answer_500_when_every_query_failed(api, openapi):
    query = ("tribunais", "stj", "stj", "processo")
    for number in cnj.generate("STJ", 2024, n=120, seed=5):
        created = _register(api, number)
        answer = api.get("monitor", f"/v1/processo/info/{created['id']}")
        if answer.status_code == 500:
            break
    else:
        pytest.fail("no STJ process whose only query failed in 120 registrations")
    assert openapi.check(answer, INFO) == {"success": False, "message": "Result cannot be resolved"}
    data = api.get("monitor", f"/v1/processo/dados/{created['id']}")
    assert openapi.check(data, DADOS)["message"] == "Result cannot be resolved"
    created_at = dt.datetime.fromisoformat(created["createdAt"].replace("Z", "+00:00"))
    day = int(created_at.timestamp() // 86_400)
    item_id = created["info"][0]["id"]
    assert generate.transient_error(1234, "monitor", item_id, day)
    assert coverage.queries_for(number) == [query]


# -- list -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def listed(api_for):
    """A sandbox of its own with five registered processes."""
    with lawkit.sandbox.start(seed=21, finish_after=0) as sb:
        api = api_for(sb)
        numbers = cnj.generate("TRF4", 2023, n=5, seed=3)
        created = [_register(api, n) for n in numbers]
        yield api, created


def test_list_paginates_newest_first(listed, openapi):
    api, created = listed
    newest_first = [c["id"] for c in reversed(created)]
    pages = []
    for page in (1, 2, 3):
        answer = api.get("monitor", "/v1/processo/listar", params={"page": page, "limit": 2})
        data = openapi.check(answer, LISTAR)["data"]
        assert (data["totalItems"], data["totalPages"], data["pageSize"]) == (5, 3, 2)
        assert data["currentPage"] == page
        pages.append([item["id"] for item in data["list"]])
    assert [len(p) for p in pages] == [2, 2, 1]
    assert [i for p in pages for i in p] == newest_first
    beyond = api.get("monitor", "/v1/processo/listar", params={"page": 4, "limit": 2}).json()
    assert beyond["data"]["list"] == [] and beyond["data"]["totalItems"] == 5
    default = api.get("monitor", "/v1/processo/listar").json()["data"]
    assert (default["pageSize"], default["currentPage"], default["totalPages"]) == (20, 1, 1)


def test_list_filters_by_value_and_dates(listed):
    api, created = listed
    wanted = created[2]
    for value in (wanted["cnj"], _digits(wanted["cnj"])):
        found = api.get("monitor", "/v1/processo/listar", params={"value": value}).json()["data"]
        assert [i["id"] for i in found["list"]] == [wanted["id"]]
    today = created[0]["createdAt"][:10]
    same_day = api.get("monitor", "/v1/processo/listar", params={"start": today, "end": today})
    assert same_day.json()["data"]["totalItems"] == 5
    later = (dt.date.fromisoformat(today) + dt.timedelta(days=1)).isoformat()
    none = api.get("monitor", "/v1/processo/listar", params={"start": later}).json()["data"]
    assert (none["totalItems"], none["totalPages"], none["list"]) == (0, 0, [])


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"limit": 0}, '"limit" must be between 1 and 1000, not 0'),
        ({"page": "x"}, "\"page\" must be an integer, not 'x'"),
        ({"start": "2026-13-01"}, '"start" must be a date as YYYY-MM-DD'),
        ({"start": "2026-02-02", "end": "2026-02-01"}, '"start" (2026-02-02) must not be after'),
        ({"value": "abc"}, "\"value\" must be a CNJ number or some of its digits, not 'abc'"),
    ],
)
def test_list_refuses_bad_parameters(listed, openapi, params, message):
    api, _ = listed
    answer = api.get("monitor", "/v1/processo/listar", params=params)
    assert answer.status_code == 400
    assert openapi.check(answer, LISTAR)["message"].startswith(message)


# -- delete and confirm -----------------------------------------------------------------------


def test_delete_stops_monitoring(api, openapi, numbers):
    created = _register(api, numbers[7])
    answer = api.call("DELETE", "monitor", f"/v1/processo/excluir/{created['id']}")
    assert openapi.check(answer, EXCLUIR) == {"success": True}
    for path in (f"/v1/processo/info/{created['id']}", f"/v1/processo/dados/{_digits(numbers[7])}"):
        assert api.get("monitor", path).status_code == 404
    again = api.call("DELETE", "monitor", f"/v1/processo/excluir/{created['id']}")
    assert openapi.check(again, EXCLUIR)["message"] == "Not found"
    listed = api.get("monitor", "/v1/processo/listar", params={"value": numbers[7]}).json()
    assert listed["data"]["totalItems"] == 0
    renewed = _register(api, numbers[7])
    assert renewed["id"] != created["id"]


def test_confirm_accepts_cover_ids_of_the_process(api, openapi, numbers):
    number = next(
        n
        for n in numbers[8:]
        if generate.outcome(1234, *ESAJ, "cnj", n, as_of=FIRST_DAY) == "success"
    )
    created = _register(api, number)
    data = api.get("monitor", f"/v1/processo/dados/{created['id']}").json()["data"]
    cover_ids = [c["id"] for c in data["info"][0]["data"][0]["cover"]]
    answer = api.post("monitor", "/v1/confirmar", json={"cnjId": number, "coverIds": cover_ids})
    body = openapi.check(answer, CONFIRMAR)
    assert body["data"]["processoId"] == created["id"]
    assert body["data"]["coverIds"] == cover_ids
    by_id = api.post("monitor", "/v1/confirmar", json={"cnjId": created["id"], "coverIds": []})
    assert by_id.status_code == 200


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        ({"coverIds": []}, 400, '"cnjId" is required'),
        ({"cnjId": "x", "coverIds": "a"}, 400, '"coverIds" must be an array, not a string'),
        ({"cnjId": "x", "coverIds": [1]}, 400, '"coverIds" must be an array of strings'),
        ({"cnjId": "nope", "coverIds": []}, 404, "Not found"),
    ],
)
def test_confirm_refuses_bad_bodies(api, openapi, body, status, message):
    answer = api.post("monitor", "/v1/confirmar", json=body)
    assert answer.status_code == status
    assert openapi.check(answer, CONFIRMAR)["message"].startswith(message)


def test_confirm_refuses_unknown_cover_ids(api, openapi, numbers):
    created = _register(api, numbers[9])
    answer = api.post(
        "monitor", "/v1/confirmar", json={"cnjId": created["id"], "coverIds": ["not-a-cover"]}
    )
    assert answer.status_code == 400
    assert "unknown cover id(s) ['not-a-cover']" in openapi.check(answer, CONFIRMAR)["message"]


# -- daily re-query and callbacks ------------------------------------------------------------


def _moving(seed: int, days: int) -> str:
    """A TJSP CNJ whose e-SAJ first-degree query succeeds now and on each of the next ``days``
    days (no drawn court failure, reached by every daily round), and that gets new steps within
    the first of them."""
    now = FIRST_DAY
    today = int(now.timestamp() // 86_400)
    for number in cnj.generate("TJSP", 2025, n=600, seed=seed):
        suit = story.lawsuit(seed, number)
        if generate.lawsuit_status(seed, ESAJ, "cnj", number, now) != "success":
            continue
        item = monitor.item_id(seed, _digits(number), ESAJ, 0)
        if monitor.interval(seed, item) != 1 or any(
            generate.transient_error(seed, "monitor", item, today + d) for d in range(days + 1)
        ):
            continue
        before = len(generate.visible_steps(suit, 1, now))
        soon = len(generate.visible_steps(suit, 1, now + dt.timedelta(days=1)))
        if soon > before:
            return number
    raise AssertionError("no moving lawsuit found")


def test_daily_requery_delivers_new_steps_with_custom_headers(
    fresh_sandbox, api_for, receiver, openapi
):
    seed = 31
    number = _moving(seed, 3)
    descriptor = {"method": "POST", "url": f"{receiver.url}/hook", "headers": {"X-Token": "abc"}}
    sb = fresh_sandbox(seed=seed, finish_after=0)
    created = _register(api_for(sb), number, callbacks=[descriptor])
    (initial,) = receiver.wait_for(1)
    assert initial.method == "POST" and initial.path == "/hook"
    assert initial.headers["X-Token"] == "abc"
    assert initial.headers["User-Agent"].startswith("lawkit-sandbox/")
    _check_callback(openapi, initial.body)
    assert (initial.body["processoId"], initial.body["cnj"]) == (created["id"], number)
    first_info = initial.body["data"]["info"]
    first_steps = {s["id"] for i in first_info for s in i["data"][0]["steps"]}
    assert initial.body["newSteps"] == sum(len(i["data"][0]["steps"]) for i in first_info)

    sb.advance(3)
    assert sb.wait_for_deliveries(10)
    api = api_for(sb)  # tokens issued before the jump have expired
    info = api.get("monitor", f"/v1/processo/info/{created['id']}").json()["data"]["info"]
    last = max(dt.datetime.fromisoformat(i["lastResponse"][:-1]) for i in info)
    made = dt.datetime.fromisoformat(created["createdAt"][:-1])
    run = made + dt.timedelta(days=3)  # the round of that day, between its 00:00 and the run
    assert run.replace(hour=0, minute=0, second=0, microsecond=0) <= last <= run
    later = receiver.received[1:]
    assert later, "no callback after three simulated days with new steps"
    for call in later:
        _check_callback(openapi, call.body)
    new_steps = [
        s for call in later for i in call.body["data"]["info"] for s in i["data"][0]["steps"]
    ]
    assert new_steps and not {s["id"] for s in new_steps} & first_steps
    assert sum(call.body["newSteps"] for call in later) == len(new_steps)
    data = api.get("monitor", f"/v1/processo/dados/{created['id']}").json()["data"]
    shown = {s["id"] for s in data["info"][0]["data"][0]["steps"]}
    assert {s["id"] for s in new_steps} <= shown


def test_ignore_suppresses_the_callback_for_data_before_registration(
    fresh_sandbox, api_for, receiver
):
    seed = 32
    number = _moving(seed, 3)
    descriptor = {"method": "POST", "url": receiver.url}
    sb = fresh_sandbox(seed=seed, finish_after=0)
    created = _register(api_for(sb), number, callbacks=[descriptor], ignore=True)
    assert sb.wait_for_deliveries(5)
    assert receiver.received == []
    sb.advance(3)
    calls = receiver.wait_for(1)
    assert all(call.body["processoId"] == created["id"] for call in calls)
    registered = created["createdAt"].replace("Z", "")
    steps = [s for c in calls for i in c.body["data"]["info"] for s in i["data"][0]["steps"]]
    assert steps and all(s["timestamp"][:-1] > registered for s in steps)


def test_deleted_process_gets_no_more_callbacks(fresh_sandbox, api_for, receiver):
    seed = 33
    number = _moving(seed, 3)
    sb = fresh_sandbox(seed=seed, finish_after=0)
    api = api_for(sb)
    created = _register(api, number, callbacks=[{"method": "POST", "url": receiver.url}])
    receiver.wait_for(1)
    api.call("DELETE", "monitor", f"/v1/processo/excluir/{created['id']}")
    sb.advance(3)
    assert sb.wait_for_deliveries(5)
    assert len(receiver.received) == 1


def test_first_run_waits_finish_after(fresh_sandbox, api_for):
    sb = fresh_sandbox(seed=34, finish_after=60)
    api = api_for(sb)
    created = _register(api, cnj.generate("TJRS", 2024, n=1, seed=1)[0])
    info = api.get("monitor", f"/v1/processo/info/{created['id']}").json()["data"]["info"]
    assert {(i["lastStatus"], i["lastResponse"]) for i in info} == {("pending", None)}
    data = api.get("monitor", f"/v1/processo/dados/{created['id']}").json()["data"]
    assert all(i["data"] == [] for i in data["info"])
    sb.advance(1)
    info = api_for(sb).get("monitor", f"/v1/processo/info/{created['id']}").json()["data"]
    assert all(i["lastStatus"] != "pending" for i in info["info"])


def _appealed_later(seed: int) -> tuple[str, int]:
    """A TJSP CNJ whose appeal begins 3 to 60 days from now, and the weekly run that sees it.

    Its second-degree item is reached by every daily round and draws no court failure on the
    first three runs nor on any weekly run up to 70 days.
    """
    now = FIRST_DAY
    today = int(now.timestamp() // 86_400)
    runs = (0, 1, 2, *range(7, 71, 7))
    for number in cnj.generate("TJSP", 2024, n=1500, seed=seed):
        suit = story.lawsuit(seed, number)
        if len(suit.instances) != 2 or not suit.exists or suit.sealed:
            continue
        begins = (suit.instances[1].start_at - now) / dt.timedelta(days=1)
        if not 3 < begins < 60 or begins % 7 < 0.1 or begins % 7 > 6.9:
            continue
        item = monitor.item_id(seed, _digits(number), ESAJ_SECOND, 0)
        if monitor.interval(seed, item) != 1:
            continue
        if not any(generate.transient_error(seed, "monitor", item, today + d) for d in runs):
            return number, 7 * math.ceil(begins / 7)
    raise AssertionError("no lawsuit appealed in the window")


def test_an_item_without_data_is_disabled_then_retried_weekly_and_enabled_by_an_appeal(
    fresh_sandbox, api_for
):
    seed = 35
    number, seen_on = _appealed_later(seed)
    sb = fresh_sandbox(seed=seed, finish_after=0)
    created = _register(api_for(sb), number)
    made = dt.datetime.fromisoformat(created["createdAt"][:-1])

    def second_degree() -> tuple[str, bool, float]:
        answer = api_for(sb).get("monitor", f"/v1/processo/info/{created['id']}")
        item = next(i for i in answer.json()["data"]["info"] if i["queryTag"] == "cposg")
        moment = dt.datetime.fromisoformat(item["lastResponse"][:-1])
        # the day of the round that queried it (its query lies within that day's round)
        return item["lastStatus"], item["disabled"], math.ceil((moment - made) / DAY)

    sb.advance(5)
    assert second_degree() == ("warning", True, 2)
    sb.advance(2)
    assert second_degree() == ("warning", True, 7)
    sb.advance(seen_on - 7)
    assert second_degree() == ("success", False, seen_on)
    data = api_for(sb).get("monitor", f"/v1/processo/dados/{created['id']}").json()["data"]
    appeal = next(i for i in data["info"] if i["queryTag"] == "cposg")["data"][0]
    assert appeal["properties"]["class"] == story.lawsuit(seed, number).instances[1].klass


def _last_responses(sb, numbers: list[str], days: int, api_for) -> dict[str, float]:
    """Each enabled info item's last response after ``days`` simulated days in the fresh
    sandbox ``sb``, read over HTTP, in days before the sandbox's clock."""
    created = [_register(api_for(sb), number) for number in numbers]
    sb.advance(days)
    api = api_for(sb)
    answers = [api.get("monitor", f"/v1/processo/info/{c['id']}").json()["data"] for c in created]
    now = sb.now
    return {
        i["id"]: (now - dt.datetime.fromisoformat(i["lastResponse"][:-1]).replace(tzinfo=dt.UTC))
        / dt.timedelta(days=1)
        for answer in answers
        for i in answer["info"]
        if not i["disabled"]
    }


def test_the_daily_round_is_spread_over_the_day_and_some_items_fall_days_behind(
    fresh_sandbox, api_for
):
    """Freshness shows what it is for: enabled items answered at different hours of the day,
    a few of them days behind the others; the same seed and clock give the same instants."""
    numbers = cnj.generate("TJSP", 2024, n=10, seed=9)
    ages = _last_responses(fresh_sandbox(seed=9, finish_after=0), numbers, 17, api_for)
    assert all(age >= 0 for age in ages.values())  # nothing answered after the clock
    today = [age for age in ages.values() if age < 1]
    assert len(today) >= len(ages) // 2
    assert max(today) - min(today) > 2 / 24  # hours apart, not the same instant
    assert any(age >= 1 for age in ages.values())  # some enabled items fall days behind
    again = _last_responses(fresh_sandbox(seed=9, finish_after=0), numbers, 17, api_for)
    assert again.keys() == ages.keys()
    # the clock ran on for the milliseconds the requests took, no more
    assert all(abs(again[i] - ages[i]) * 86_400 < 1 for i in ages)
