"""Real sandbox payloads, fetched with plain ``requests``, through every converter."""

from __future__ import annotations

from typing import Any

import pandas as pd
import pytest
import requests
from support.capture import capture_body

import lawkit.tidy as tidy
from lawkit.cnj import generate
from lawkit.errors import InvalidInput
from lawkit.spec import QueryPath
from lawkit.tidy import contracts


class Raw:
    """Plain HTTP against the sandbox: token by client_credentials, bearer on every call."""

    def __init__(self, sandbox: Any) -> None:
        self.urls = sandbox.urls
        self.credentials = sandbox.credentials
        form = {
            "grant_type": "client_credentials",
            "id": self.credentials["client_id"],
            "secret": self.credentials["client_secret"],
        }
        answer = requests.post(f"{self.urls['auth']}/oauth/token", data=form, timeout=30)
        answer.raise_for_status()
        self.headers = {"Authorization": f"Bearer {answer.json()['access_token']}"}

    def call(self, method: str, api: str, path: str, **kwargs: Any) -> Any:
        headers = self.headers if api != "demand" else {}
        answer = requests.request(
            method, f"{self.urls[api]}{path}", headers=headers, timeout=30, **kwargs
        )
        assert answer.status_code == 200, answer.text
        return answer.json()

    def data(self, method: str, api: str, path: str, **kwargs: Any) -> Any:
        """The ``data`` of a ``{success, data}`` answer (what the client returns)."""
        return self.call(method, api, path, **kwargs)["data"]


@pytest.fixture(scope="module")
def payloads(sb: Any) -> dict[str, Any]:
    """One CNJ fetched through the three APIs, plus every listing and statistic."""
    raw = Raw(sb)
    cnj = generate("TJSP", n=1, seed=11)[0]
    auto = raw.data(
        "POST",
        "capture",
        "/v1/autorequest",
        json={"key": "cnj", "value": cnj, "makeDownload": True, "callbacks": []},
    )
    lookups = [raw.call("GET", "capture", f"/v1/request/{r['id']}") for r in auto["requests"]]
    query = QueryPath(*(auto["requests"][0][level] for level in QueryPath._fields))
    created = raw.data("POST", "capture", "/v1/request", json=capture_body(cnj, query=query))
    day = created["createdAt"][:10]
    period = {"start": "2026-01-01", "end": day}
    registered = raw.data("POST", "monitor", "/v1/processo/novo", json={"cnj": cnj})
    artifact = raw.credentials["artifact_id"]
    inserted = raw.call(
        "POST",
        "demand",
        "/v1/demand",
        json={
            "idArtifact": artifact,
            "method": {
                "action": "insert",
                "demandType": "execution",
                "updateFrequency": "never",
                "scopeType": "cnj",
                "values": [cnj],
                "urlCallback": "http://127.0.0.1:9/cb",
                "idCallback": "tidy-cb",
            },
        },
    )
    return {
        "cnj": cnj,
        "coverage": raw.data("GET", "capture", "/v1/available", params={"cnj": cnj}),
        "autorequest": raw.data("GET", "capture", f"/v1/autorequest/{auto['id']}"),
        "autorequests": raw.data("GET", "capture", "/v1/autorequest"),
        "created": created,
        "requests": raw.data("GET", "capture", "/v1/request", params={"limit": 50}),
        "lookups": lookups,
        "use": raw.data("GET", "capture", "/v1/stats/use", params=period),
        "consume": raw.data("GET", "capture", "/v1/stats/consume", params=period),
        "details": raw.data("GET", "capture", "/v1/stats/details", params=period),
        "registered": registered,
        "listing": raw.data("GET", "monitor", "/v1/processo/listar"),
        "info": raw.data("GET", "monitor", f"/v1/processo/info/{registered['id']}"),
        "data": raw.data("GET", "monitor", f"/v1/processo/dados/{registered['id']}"),
        "demand": raw.call(
            "GET", "demand", f"/v1/demand/{inserted['idDemanda']}", params={"idArtifact": artifact}
        ),
        "callbacks": raw.call(
            "GET",
            "demand",
            "/v1/callback",
            params={"callbackId": "tidy-cb", "idArtifact": artifact},
        ),
    }


def test_every_frame_converter_on_sandbox_payloads(payloads: dict[str, Any]) -> None:
    frames = {
        "coverage": tidy.coverage(payloads["coverage"]),
        "autorequests": tidy.autorequests([payloads["autorequest"], payloads["autorequests"]]),
        "requests": tidy.requests([payloads["created"], payloads["requests"]]),
        "usage": tidy.usage(payloads["use"]),
        "usage_long": tidy.usage(payloads["use"], long=True),
        "consumption": tidy.consumption(payloads["consume"]),
        "usage_details": tidy.usage_details(payloads["details"]),
        "monitored": tidy.monitored(
            [payloads["registered"], payloads["listing"], payloads["info"]]
        ),
        "demands": tidy.demands(payloads["callbacks"]),
    }
    for name, frame in frames.items():
        assert len(frame) > 0, name
        assert contracts.problems(frame, name) == [], name
    assert "cnj" in set(frames["coverage"]["param"])
    assert frames["requests"]["cnj"].eq(payloads["cnj"]).any()
    assert frames["usage"]["today"].sum() == 1
    assert frames["usage"]["total"].sum() >= len(payloads["lookups"])
    assert set(frames["monitored"]["cnj"].dropna()) >= {payloads["cnj"]}
    assert frames["monitored"]["last_status"].notna().any()
    assert list(frames["demands"]["callback_id"].unique()) == ["tidy-cb"]


def test_the_same_lawsuit_from_three_apis_agrees(payloads: dict[str, Any]) -> None:
    capture = tidy.lookups(payloads["lookups"])
    monitoring = tidy.monitoring(payloads["data"])
    demand = tidy.demand(payloads["demand"])
    bundle = capture + monitoring + demand
    for name, table in bundle.tables().items():
        assert contracts.problems(table, name) == [], name
    cnj = payloads["cnj"]
    lawsuits = bundle.lawsuits
    assert set(lawsuits["origin"]) == {"capture", "monitoring", "demand"}
    assert set(lawsuits["cnj"]) == {cnj}
    assert set(lawsuits["court"]) == {"TJSP"}
    first = (
        lawsuits[lawsuits["status"].isin(["success", "200"])]
        .groupby("origin", observed=True)
        .first()
    )
    # demand times are zone-less São Paulo time: read as such they meet the capture's UTC
    assert first["start_at"].nunique() == 1, first["start_at"]
    assert first["value"].nunique() == 1
    for origin in ("capture", "monitoring", "demand"):
        assert (bundle.steps["origin"] == origin).any(), origin
        assert (bundle.parties["origin"] == origin).any(), origin
    assert bundle.steps["timestamp"].notna().all()
    assert not bundle.files.empty  # makeDownload on capture, files always on monitoring
    assert bundle.files["url"].str.startswith("http://127.0.0.1").all()
    assert bundle.lawyers.loc[bundle.lawyers["origin"] == "monitoring", "oab"].notna().any()
    assert bundle.lawyers.loc[bundle.lawyers["origin"] == "demand", "cpf"].notna().any()
    timeline = bundle.steps_of(cnj)
    assert timeline["timestamp"].is_monotonic_increasing
    assert len(timeline) == len(bundle.steps)
    assert isinstance(timeline["origin"].dtype, pd.CategoricalDtype)


#: Converter -> the payloads of the module fixture it reads; it refuses every other one.
READS = {
    "lookups": {"lookups"},
    "monitoring": {"data"},
    "demand": {"demand"},
    "coverage": {"coverage"},
    "requests": {"created", "requests", "autorequests", "lookups"},  # list responses look alike
    "autorequests": {"autorequest", "autorequests", "requests"},
    "callbacks": {"lookups"},  # automatic-request callbacks carry lookup results
    "usage": {"use"},
    "consumption": {"consume", "details"},
    "usage_details": {"consume", "details"},
    "monitored": {"registered", "listing", "info", "data"},
    "demands": {"callbacks"},
}


@pytest.mark.parametrize("name", READS)
def test_each_converter_refuses_the_payloads_of_the_others(
    payloads: dict[str, Any], name: str
) -> None:
    convert = getattr(tidy, name)
    for key, payload in payloads.items():
        if key == "cnj":
            continue
        if key in READS[name]:
            result = convert(payload)
            frames = result.tables() if isinstance(result, tidy.Bundle) else {name: result}
            assert any(len(frame) for frame in frames.values()), key
        else:
            with pytest.raises(InvalidInput, match=r"^expected .*; got "):
                convert(payload)


def test_usage_of_a_past_period_has_only_its_days(sb: Any) -> None:
    """``stats/use`` answers today's entry whatever the period; a period that ends before
    today must not gain today's row (a phantom week at the end of a weekly resample)."""
    raw = Raw(sb)
    today = pd.Timestamp(sb.now.date())
    start, end = today - pd.Timedelta(days=14), today - pd.Timedelta(days=1)
    use = raw.data(
        "GET", "capture", "/v1/stats/use",
        params={"start": f"{start:%Y-%m-%d}", "end": f"{end:%Y-%m-%d}"},
    )  # fmt: skip
    assert use["today"]["date"][:10] == f"{today:%Y-%m-%d}"  # the provider sends it anyway
    usage = tidy.usage(use)
    assert list(usage["date"]) == list(pd.date_range(start, end, freq="D"))
    assert not usage["today"].any()
    weeks = usage.set_index("date")["total"].resample("W-SUN").sum()
    assert weeks.index.max() <= end + pd.Timedelta(days=6)
