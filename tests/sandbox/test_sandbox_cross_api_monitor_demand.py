"""One CNJ tells the same story through the capture, monitoring and demand APIs (raw HTTP)."""

from __future__ import annotations

import datetime as dt
import re
from zoneinfo import ZoneInfo

from support.capture import ESAJ, captured_lawsuits

from lawkit import cnj
from lawkit.sandbox import DEFAULT_START
from lawkit.sandbox.apis.monitor import models as monitor
from lawkit.sandbox.data import generate, story

SEED = 1234  # the session sandbox's seed


def _settled_number() -> str:
    """A TJSP lawsuit found by e-SAJ first degree (and by its first monitoring run), never
    appealed, with every step in the past and a long decision text among them."""
    now = generate.published(DEFAULT_START.timestamp())  # what a fresh sandbox shows
    today = int(now.timestamp() // 86_400)
    for number in cnj.generate("TJSP", 2019, n=300, seed=99):
        suit = story.lawsuit(SEED, number)
        item = monitor.item_id(SEED, suit.digits, ESAJ, 0)
        if generate.transient_error(SEED, "monitor", item, today):
            continue
        full = generate.capture_lawsuits(
            SEED, ESAJ, "cnj", number, make_download=False, cdn_url="", as_of=now
        )
        steps = suit.instances[0].steps
        settled = steps[-1].at < now - dt.timedelta(days=1)
        decided = any(step.text_seed is not None for step in steps)
        if full and full[0]["steps"] and len(suit.instances) == 1 and settled and decided:
            return number
    raise AssertionError("no settled lawsuit among 300 numbers")


def _utc(local: str) -> str:
    moment = dt.datetime.strptime(local, "%Y-%m-%d %H:%M:%S")
    moment = moment.replace(tzinfo=ZoneInfo("America/Sao_Paulo")).astimezone(dt.UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def test_capture_monitoring_and_demand_agree(api, sandbox):
    number = _settled_number()
    (captured,) = captured_lawsuits(api, number)

    process = api.post("monitor", "/v1/processo/novo", json={"cnj": number}).json()["data"]
    data = api.get("monitor", f"/v1/processo/dados/{process['id']}").json()["data"]
    item = next(i for i in data["info"] if i["queryTag"] == ESAJ.query)
    (monitored,) = item["data"]

    insert = {
        "idArtifact": int(sandbox.credentials["artifact_id"]),
        "method": {
            "action": "insert",
            "demandType": "execution",
            "updateFrequency": "never",
            "scopeType": "cnj",
            "values": [re.sub(r"\D", "", number)],
            "urlCallback": "http://127.0.0.1:9/unused",
            "idCallback": "cross-api",
        },
    }
    demand = api.post("demand", "/v1/demand", json=insert, scope=None).json()["idDemanda"]
    result = api.get(
        "demand",
        f"/v1/demand/{demand}",
        params={"idArtifact": sandbox.credentials["artifact_id"]},
        scope=None,
    ).json()
    (entry,) = result["body"][0]["data"]

    # the same lawsuit: number, class, value
    assert captured["properties"] == monitored["properties"]
    assert entry["metadados"]["nuprocesso"] == captured["properties"]["cnj"] == number
    assert entry["metadados"]["declasse"] == captured["properties"]["class"]
    assert entry["metadados"]["vlcausa"] == captured["properties"]["value"]
    # the same parties and lawyers
    people = [
        (p["pole"], p["name"], [lw["name"] for lw in p["lawyers"]]) for p in captured["people"]
    ]
    assert people == [
        (p["pole"], p["name"], [lw["name"] for lw in p["lawyers"]]) for p in monitored["people"]
    ]
    poles = {"polo_ativo": "active", "polo_passivo": "passive"}
    assert people == [
        (poles[p["polo"]], p["nmparte"], [a["nmadvogado"] for a in p["advogados"] or []])
        for p in entry["partes"]
    ]
    # the same steps: capture/monitoring newest first, demand oldest first in local time
    steps = [(s["timestamp"], s["title"], s["description"]) for s in captured["steps"]]
    assert steps == [(s["timestamp"], s["title"], s["description"]) for s in monitored["steps"]]
    movements = [
        (_utc(m["dtmovimento"]), m["detipomovimento"] or "", m["deteormovimento"])
        for m in reversed(entry["movimentos"])
    ]
    assert [m[0] for m in movements] == [s[0] for s in steps]
    # the demand names a movement as capture titles it, with its TPU code as DataJud carries it;
    # a judge's whole text follows the act's name in a capture title and is the demand's text
    coded = 0
    for (_, title, description), (_, kind, text) in zip(steps, movements, strict=True):
        name, code = re.fullmatch(r"(.+?)(?: \((\d+)\))?", kind).groups()
        coded += code is not None
        if title == name:
            assert text == (description or title)
        else:
            assert (title, description) == (f"{name} {text}", "") and len(text) >= 1_000
    assert coded >= len(steps) / 2
