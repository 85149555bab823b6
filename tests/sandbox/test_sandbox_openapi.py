"""The OpenAPI document: valid, served, in step with the routes, and true to the answers."""

from __future__ import annotations

import re

import pytest
import requests
from openapi_spec_validator import validate

from lawkit import cnj
from lawkit.sandbox.app import openapi_document


def test_the_document_is_valid_openapi():
    document = openapi_document()
    validate(document)
    assert document["openapi"].startswith("3.")


def test_the_served_document_is_the_shipped_one_with_this_server(sandbox):
    served = requests.get(f"{sandbox.url}/openapi.json", timeout=10).json()
    assert served.pop("servers") == [{"url": sandbox.url, "description": "this lawkit sandbox"}]
    shipped = openapi_document()
    shipped.pop("servers")
    assert served == shipped


def test_every_route_is_documented_and_every_documented_path_is_served(sandbox):
    served = set()
    for rule in sandbox._app.routes.iter_rules():
        path = re.sub(r"<(?:\w+:)?\w+>", "{}", rule.rule)
        served |= {(path, m.lower()) for m in rule.methods if m not in ("HEAD", "OPTIONS")}
    documented = {
        (re.sub(r"\{\w+\}", "{}", path), method)
        for path, operations in openapi_document()["paths"].items()
        for method in operations
    }
    assert served == documented


def test_bearer_operations_declare_their_security():
    for path, operations in openapi_document()["paths"].items():
        for method, operation in operations.items():
            needs_token = path.startswith(("/capture/", "/monitor/"))
            assert (operation.get("security") == [{"bearer": []}]) == needs_token, (path, method)
            if needs_token:
                assert "401" in operation["responses"], (path, method)


def test_monitoring_answers_match_the_document(api, openapi):
    number = cnj.generate("TJMG", 2021, n=1, seed=6)[0]
    callbacks = [{"method": "POST", "url": "http://127.0.0.1:9/x", "headers": {"X-Key": "k"}}]
    created = api.post(
        "monitor", "/v1/processo/novo", json={"cnj": number, "callbacks": callbacks, "ignore": True}
    )
    process = openapi.check(created, "/monitor/v1/processo/novo")["data"]
    listed = api.get("monitor", "/v1/processo/listar", params={"limit": 5})
    assert openapi.check(listed, "/monitor/v1/processo/listar")["data"]["totalItems"] >= 1
    info = api.get("monitor", f"/v1/processo/info/{process['id']}")
    if info.status_code == 200:
        openapi.check(info, "/monitor/v1/processo/info/{processoId}")
    digits = "".join(ch for ch in number if ch.isdigit())
    data = api.get("monitor", f"/v1/processo/dados/{digits}")
    openapi.check(data, "/monitor/v1/processo/dados/{processoIdOuCNJ}")
    bad = api.post("monitor", "/v1/processo/novo", json={"cnj": "123"})
    assert bad.status_code == 401
    assert openapi.check(bad, "/monitor/v1/processo/novo")["message"] == '"value" must be a cnj'
    removed = api.call("DELETE", "monitor", f"/v1/processo/excluir/{process['id']}")
    assert openapi.check(removed, "/monitor/v1/processo/excluir/{processoId}") == {"success": True}
    gone = api.get("monitor", f"/v1/processo/info/{process['id']}")
    assert gone.status_code == 404
    openapi.check(gone, "/monitor/v1/processo/info/{processoId}")


@pytest.fixture
def artifact(sandbox) -> int:
    return int(sandbox.credentials["artifact_id"])


def test_demand_answers_match_the_document(api, openapi, artifact):
    numbers = cnj.generate("TJSP", 2020, n=2, seed=12)
    insert = {
        "idArtifact": artifact,
        "method": {
            "action": "insert",
            "demandType": "execution",
            "updateFrequency": "never",
            "scopeType": "cnj",
            "values": numbers,
            "urlCallback": "http://127.0.0.1:9/demand",
            "idCallback": "cb-openapi",
        },
    }
    created = api.post("demand", "/v1/demand", json=insert, scope=None)
    answer = openapi.check(created, "/demand/v1/demand")
    demand_id = answer["idDemanda"]
    result = api.get(
        "demand", f"/v1/demand/{demand_id}", params={"idArtifact": artifact}, scope=None
    )
    openapi.check(result, "/demand/v1/demand/{idDemanda}")
    listed = api.get(
        "demand",
        "/v1/callback",
        params={"callbackId": "cb-openapi", "idArtifact": artifact},
        scope=None,
    )
    assert openapi.check(listed, "/demand/v1/callback")["callbackId"] == "cb-openapi"
    refused = api.post("demand", "/v1/demand", json={**insert, "idArtifact": 1}, scope=None)
    assert refused.status_code == 401
    assert openapi.check(refused, "/demand/v1/demand")["body"]["message"] == "Invalid idArtifact"
    delete = {"idArtifact": artifact, "method": {"action": "delete"}, "idDemand": demand_id}
    openapi.check(api.post("demand", "/v1/demand", json=delete, scope=None), "/demand/v1/demand")
