"""Contract tests of the demand API over raw HTTP: insert, delete, reads, errors, deliveries."""

from __future__ import annotations

import datetime as dt
import re
from zoneinfo import ZoneInfo

import jsonschema
import pytest

from lawkit import cnj
from lawkit.sandbox import DEFAULT_START
from lawkit.sandbox.app import openapi_document
from lawkit.sandbox.data import generate, story

DEMAND = "/demand/v1/demand"
RESULT = "/demand/v1/demand/{idDemanda}"
CALLBACK = "/demand/v1/callback"
LOCAL_TIME = re.compile(r"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$")
#: The 29 `metadados` fields of the spec, as its OpenAPI transcription requires them.
SPEC_METADATA = set(openapi_document()["components"]["schemas"]["Metadados"]["required"])


def _digits(number: str) -> str:
    return re.sub(r"\D", "", number)


def _insert_body(sb, values, **method) -> dict:
    return {
        "idArtifact": int(sb.credentials["artifact_id"]),
        "method": {
            "action": "insert",
            "demandType": "execution",
            "updateFrequency": "never",
            "scopeType": "cnj",
            "values": values,
            "urlCallback": "http://127.0.0.1:9/unused",
            "idCallback": "client-1",
            **method,
        },
    }


def _post(api, body):
    return api.post("demand", "/v1/demand", json=body, scope=None)


def _get(api, sb, path, **params):
    params.setdefault("idArtifact", sb.credentials["artifact_id"])
    return api.get("demand", path, params=params, scope=None)


def _insert(api, sb, values, **method) -> str:
    answer = _post(api, _insert_body(sb, values, **method))
    assert answer.status_code == 200, answer.text
    return answer.json()["idDemanda"]


@pytest.fixture(scope="module")
def numbers() -> list[str]:
    return cnj.generate("TJMG", 2023, n=30, seed=41)


def _existing(seed: int, numbers: list[str], count: int) -> list[str]:
    now = generate.published(DEFAULT_START.timestamp())  # what a fresh sandbox shows
    found = [
        n
        for n in numbers
        if (s := story.lawsuit(seed, n)).exists and not s.sealed and s.shown(None, now)
    ]
    assert len(found) >= count
    return found[:count]


# -- insert and read --------------------------------------------------------------------------


def test_insert_many_cnjs_punctuated_or_not(api, sandbox, openapi, numbers):
    chosen = _existing(1234, numbers, 3)
    values = [chosen[0], _digits(chosen[1]), chosen[2], _digits(chosen[0])]
    answer = _post(api, _insert_body(sandbox, values, idCallback="many"))
    body = openapi.check(answer, DEMAND)
    assert body["statusCode"] == 200 and body["idCallback"] == "many"
    assert body["body"] == {"type": "Success", "message": "Demand created with 3 lawsuit(s)"}
    result = openapi.check(_get(api, sandbox, f"/v1/demand/{body['idDemanda']}"), RESULT)
    assert result["idDemanda"] == body["idDemanda"]
    assert [m["cnj"] for m in result["body"]] == [_digits(n) for n in chosen]
    for message in result["body"]:
        assert message["idCallback"] == "many" and message["idDemanda"] == body["idDemanda"]
        assert message["data"] and all(e["status"] == 200 for e in message["data"])


def test_result_entries_carry_metadata_parties_and_movements(api, sandbox, openapi, numbers):
    (number,) = _existing(1234, numbers[5:], 1)
    demand = _insert(api, sandbox, [number])
    result = openapi.check(_get(api, sandbox, f"/v1/demand/{demand}"), RESULT)
    entry = result["body"][0]["data"][0]
    meta = entry["metadados"]
    assert len(SPEC_METADATA) == 29  # the rows of the spec's metadados table
    assert set(meta) == SPEC_METADATA
    suit = story.lawsuit(1234, number)
    assert entry["nuprocesso"] == number == meta["nuprocesso"]
    assert entry["codigos"]["idprocesso"] == entry["idprocesso"] == meta["idprocesso"]
    assert meta["vlcausa"] == suit.value and re.match(r"^\d+\.\d{2}$", meta["vlcausa"])
    assert meta["detribunal"] == "TJMG" and meta["idinstancia"] == "1"
    assert meta["flsegredo"] == "N"
    assert LOCAL_TIME.match(meta["dtcoleta"]) and LOCAL_TIME.match(meta["dtdistribuicao"])
    assert {p["polo"] for p in entry["partes"]} == {"polo_ativo", "polo_passivo"}
    lawyers = [a for p in entry["partes"] for a in p["advogados"] or []]
    assert lawyers and all(re.match(r"^\d+/[A-Z]{2}$", a["nuoab"]) for a in lawyers)
    movements = entry["movimentos"]
    assert [m["nuseqmov"] for m in movements] == list(range(1, len(movements) + 1))
    assert all(LOCAL_TIME.match(m["dtmovimento"]) for m in movements)
    assert len({m["idmovimento"] for m in movements}) == len(movements)


def test_timestamps_are_brazilian_legal_time(api, sandbox, numbers):
    (number,) = _existing(1234, numbers[10:], 1)
    demand = _insert(api, sandbox, [number])
    entry = _get(api, sandbox, f"/v1/demand/{demand}").json()["body"][0]["data"][0]
    first = story.lawsuit(1234, number).instances[0].steps[0].at
    local = first.astimezone(ZoneInfo("America/Sao_Paulo")).strftime("%Y-%m-%d %H:%M:%S")
    assert entry["movimentos"][0]["dtmovimento"] == local


def test_a_nonexistent_lawsuit_gives_a_404_entry_with_metadata_only(api, sandbox, openapi):
    number = next(
        n for n in cnj.generate("TJBA", 2022, n=400, seed=2) if not story.lawsuit(1234, n).exists
    )
    demand = _insert(api, sandbox, [number])
    result = openapi.check(_get(api, sandbox, f"/v1/demand/{demand}"), RESULT)
    (entry,) = result["body"][0]["data"]
    assert entry["status"] == 404
    assert "partes" not in entry and "movimentos" not in entry
    assert set(entry["metadados"]) == SPEC_METADATA
    assert entry["metadados"]["nuprocesso"] == number


def test_sealed_lawsuits_need_credentials(api, sandbox, openapi):
    number = next(
        n
        for n in cnj.generate("TJPE", 2022, n=600, seed=3)
        if (s := story.lawsuit(1234, n)).sealed and s.exists
    )
    without = _insert(api, sandbox, [number])
    entry = _get(api, sandbox, f"/v1/demand/{without}").json()["body"][0]["data"][0]
    assert entry["status"] == 404 and entry["metadados"]["flsegredo"] == "S"
    credentials = {
        "arn": "<SECRET_REFERENCE>",
        "codigoCredencialOrgaoSistema": "7",
        "login": "adv",
        "sistema": "PJe",
    }
    sealed = _insert(api, sandbox, [number], credentials=credentials)
    entries = _get(api, sandbox, f"/v1/demand/{sealed}").json()["body"][0]["data"]
    assert entries[0]["status"] == 200 and entries[0]["metadados"]["flsegredo"] == "S"
    listed = _get(api, sandbox, "/v1/callback", callbackId="client-1").json()
    secret = {d["demandId"]: d["secret"] for d in listed["body"]["demands"]}
    assert (secret[without], secret[sealed]) == (False, True)
    assert "<SECRET_REFERENCE>" not in str(listed)


def test_the_misspelt_update_franquency_is_accepted(api, sandbox, numbers):
    body = _insert_body(sandbox, [numbers[0]], idCallback="franquency")
    del body["method"]["updateFrequency"]
    body["method"]["updateFranquency"] = "daily"
    assert _post(api, body).status_code == 200
    listed = _get(api, sandbox, "/v1/callback", callbackId="franquency").json()
    assert listed["body"]["demands"][0]["updateFrequency"] == "daily"


def test_list_by_callback_id(api, sandbox, openapi, numbers):
    first = _insert(api, sandbox, [numbers[1]], idCallback="list-me", filterDoc=["sentenca"])
    second = _insert(
        api,
        sandbox,
        [numbers[2]],
        idCallback="list-me",
        fldoc=1,
        urlCallback="http://127.0.0.1:9/second",
    )
    _insert(api, sandbox, [numbers[3]], idCallback="other")
    body = openapi.check(_get(api, sandbox, "/v1/callback", callbackId="list-me"), CALLBACK)
    assert body["callbackId"] == "list-me" == body["body"]["callbackId"]
    assert body["body"]["urlCallback"] == "http://127.0.0.1:9/second"
    demands = body["body"]["demands"]
    assert [d["demandId"] for d in demands] == [first, second]
    assert demands[0] == {
        "demandId": first,
        "action": "insert",
        "scopeType": "cnj",
        "secret": False,
        "demandType": "execution",
        "fldoc": "0",
        "updateFrequency": "never",
        "filterDoc": ["sentenca"],
    }
    assert demands[1]["fldoc"] == "1"


# -- delete -----------------------------------------------------------------------------------


def test_delete_removes_the_demand(api, sandbox, openapi, numbers):
    demand = _insert(api, sandbox, [numbers[4]], idCallback="to-delete")
    body = {
        "idArtifact": int(sandbox.credentials["artifact_id"]),
        "method": {"action": "delete"},
        "idDemand": demand,
    }
    answer = openapi.check(_post(api, body), DEMAND)
    assert answer == {
        "statusCode": 200,
        "idDemanda": demand,
        "body": {"type": "Success", "message": "Demand deleted successfully"},
    }
    gone = _get(api, sandbox, f"/v1/demand/{demand}")
    assert gone.status_code == 404
    assert openapi.check(gone, RESULT)["body"]["type"] == "Error"
    again = _post(api, body)
    assert (again.status_code, again.json()["statusCode"]) == (404, 404)
    assert _get(api, sandbox, "/v1/callback", callbackId="to-delete").status_code == 404


# -- errors -----------------------------------------------------------------------------------


def test_id_artifact_is_checked_on_every_call(api, sandbox, openapi, numbers):
    demand = _insert(api, sandbox, [numbers[5]])
    wrong = [
        _post(api, {**_insert_body(sandbox, [numbers[5]]), "idArtifact": 1}),
        _post(
            api,
            {k: v for k, v in _insert_body(sandbox, [numbers[5]]).items() if k != "method"}
            | {"idArtifact": "x"},
        ),
        _post(api, {"method": {"action": "insert"}}),
        _get(api, sandbox, f"/v1/demand/{demand}", idArtifact="1"),
        api.get("demand", f"/v1/demand/{demand}", scope=None),
        _get(api, sandbox, "/v1/callback", callbackId="client-1", idArtifact="nope"),
    ]
    for answer, path in zip(wrong, [DEMAND] * 3 + [RESULT] * 2 + [CALLBACK], strict=True):
        assert answer.status_code == 401
        assert openapi.check(answer, path) == {
            "statusCode": 401,
            "body": {"type": "Error", "message": "Invalid idArtifact"},
        }


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"action": "update"}, "\"method.action\" must be insert or delete, not 'update'"),
        ({"demandType": "search"}, '"method.demandType" must be execution'),
        ({"scopeType": "name"}, '"method.scopeType" must be cnj'),
        ({"updateFrequency": "weekly"}, '"method.updateFrequency" must be never or daily'),
        ({"updateFrequency": None}, '"method.updateFrequency" is required'),
        ({"updateFranquency": "daily"}, "updateFrequency and updateFranquency disagree"),
        ({"values": []}, '"method.values" must hold 1 to 1000 CNJ numbers, not 0'),
        ({"values": ["1"] * 1001}, '"method.values" must hold 1 to 1000 CNJ numbers, not 1001'),
        ({"values": "0001"}, '"method.values" must be an array, not a string'),
        ({"values": ["123", 7]}, "\"method.values\" holds invalid CNJ number(s): ['123', 7]"),
        ({"urlCallback": "mailto:x"}, '"method.urlCallback" must be an http(s) URL'),
        ({"idCallback": None}, '"method.idCallback" is required'),
        ({"filterDoc": ["laudo"]}, "\"method.filterDoc\" holds ['laudo']; allowed: inicial"),
        ({"fldoc": "1"}, "\"method.fldoc\" must be a number, not '1'"),
        (
            {"credentials": {"arn": "a", "codigoCredencialOrgaoSistema": "1", "sistema": "PJe"}},
            '"method.credentials.login" is required',
        ),
        ({"credentials": "pw"}, '"method.credentials" must be an object, not a string'),
    ],
)
def test_insert_refuses_bad_bodies(api, sandbox, openapi, numbers, change, message):
    body = _insert_body(sandbox, [numbers[6]])
    for key, value in change.items():
        if value is None:
            body["method"].pop(key, None)
        else:
            body["method"][key] = value
    answer = _post(api, body)
    assert answer.status_code == 400
    error = openapi.check(answer, DEMAND)
    assert error["statusCode"] == 400 and error["body"]["type"] == "Error"
    assert error["body"]["message"].startswith(message)


def test_malformed_bodies_and_queries_are_400(api, sandbox, openapi):
    raw = api.post("demand", "/v1/demand", data=b"[1, 2", scope=None)
    assert raw.status_code == 400 and "not valid JSON" in raw.json()["body"]["message"]
    no_method = _post(api, {"idArtifact": int(sandbox.credentials["artifact_id"])})
    assert no_method.json()["body"]["message"] == '"method" is required'
    no_id = _post(
        api, {"idArtifact": int(sandbox.credentials["artifact_id"]), "method": {"action": "delete"}}
    )
    assert no_id.status_code == 400 and "idDemand" in no_id.json()["body"]["message"]
    missing = _get(api, sandbox, "/v1/callback")
    assert missing.status_code == 400
    assert openapi.check(missing, CALLBACK)["body"]["message"].startswith(
        '"callbackId" is required'
    )


def test_unknown_demand_and_callback_are_404(api, sandbox, openapi):
    assert openapi.check(_get(api, sandbox, "/v1/demand/nope"), RESULT)["statusCode"] == 404
    unknown = _get(api, sandbox, "/v1/callback", callbackId="never-used")
    assert openapi.check(unknown, CALLBACK)["statusCode"] == 404


# -- deliveries -------------------------------------------------------------------------------


def test_results_are_posted_to_the_callback_url_and_daily_demands_redelivered(
    fresh_sandbox, api_for, receiver, openapi
):
    seed = 51
    now = generate.published(DEFAULT_START.timestamp())  # what a fresh sandbox shows
    numbers = cnj.generate("TJSP", 2025, n=300, seed=seed)
    moving = next(
        n
        for n in numbers
        if story.lawsuit(seed, n).exists
        and not story.lawsuit(seed, n).sealed
        and story.lawsuit(seed, n).shown(None, now)
        and len(generate.visible_steps(story.lawsuit(seed, n), None, now + dt.timedelta(days=2)))
        > len(generate.visible_steps(story.lawsuit(seed, n), None, now))
    )
    still = next(
        n
        for n in numbers
        if (s := story.lawsuit(seed, n)).exists
        and not s.sealed
        and all(i.steps[-1].at < now for i in s.instances)
    )
    sb = fresh_sandbox(seed=seed, finish_after=0)
    api = api_for(sb)
    daily = _insert(
        api,
        sb,
        [moving, still],
        updateFrequency="daily",
        urlCallback=f"{receiver.url}/daily",
        idCallback="d",
    )
    once = _insert(
        api,
        sb,
        [moving],
        updateFrequency="never",
        urlCallback=f"{receiver.url}/once",
        idCallback="o",
    )
    first = receiver.wait_for(3)
    by_path = sorted((c.path, c.body["cnj"]) for c in first)
    assert by_path == sorted(
        [("/daily", _digits(moving)), ("/daily", _digits(still)), ("/once", _digits(moving))]
    )
    for call in first:
        assert call.method == "POST"
        assert set(call.body) == {"idCallback", "cnj", "data", "idDemanda"}
        schema = {**openapi.document, "$ref": "#/components/schemas/DemandMessage"}
        jsonschema.Draft202012Validator(schema).validate(call.body)
        assert call.body["idDemanda"] == (daily if call.path == "/daily" else once)
    initial = next(c for c in first if c.path == "/daily" and c.body["cnj"] == _digits(moving))
    before = sum(len(e["movimentos"]) for e in initial.body["data"])
    sb.advance(2)
    assert sb.wait_for_deliveries(10)
    later = receiver.received[3:]
    assert later and {(c.path, c.body["cnj"]) for c in later} == {("/daily", _digits(moving))}
    # deliveries are POSTed concurrently: the newest is the one its run collected last
    newest = max(later, key=lambda c: c.body["data"][0]["metadados"]["dtcoleta"])
    assert sum(len(e["movimentos"]) for e in newest.body["data"]) > before
    api = api_for(sb)
    result = _get(api, sb, f"/v1/demand/{daily}").json()
    # The same data as the newest delivery, collected by a later run (dtcoleta) when that run
    # found nothing new.
    for entry in (*result["body"][0]["data"], *newest.body["data"]):
        entry["metadados"].pop("dtcoleta")
    assert result["body"][0]["data"] == newest.body["data"]
