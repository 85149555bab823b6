"""Every monitoring and demand endpoint against the sandbox, and the secrets scan of the cache."""

from __future__ import annotations

from pathlib import Path

import pytest

from lawkit import cnj
from lawkit import sandbox as lawkit_sandbox
from lawkit.client.callbacks import CallbackReceiver
from lawkit.errors import AuthenticationError, InvalidInput, NotFound

pytestmark = pytest.mark.sandbox(seed=11)

NUMBERS = cnj.generate(court="TJSP", n=6, seed=33)
#: A number the module's sandbox (seed 11) finds data for when it is monitored.
FOUND = cnj.generate(court="TJSP", n=1, seed=34)[0]


def _covers(data: dict) -> list[str]:
    """The ids of the cover entries of a monitored process's data."""
    return [c["id"] for item in data["info"] for d in item.get("data", []) for c in d["cover"]]


def test_monitor_register_list_info_data_confirm_remove(sb, client) -> None:
    messy = NUMBERS[0].replace(".", " ")
    registered = client.monitor.register(
        messy,
        callbacks=[
            {"method": "POST", "url": "http://127.0.0.1:9/x", "headers": {"X-Team": "legal"}}
        ],
    )
    assert registered["cnj"] == NUMBERS[0] and registered["info"]
    assert registered["id"] in {p["id"] for p in client.monitor.list()}
    assert [p["id"] for p in client.monitor.list(cnj=NUMBERS[0])] == [registered["id"]]
    info = client.monitor.info(registered["id"])
    assert {i["id"] for i in info["info"]} == {i["id"] for i in registered["info"]}
    assert {"lastStatus", "sourceTag", "disabled"} <= set(info["info"][0])
    by_id = client.monitor.data(registered["id"])
    by_cnj = client.monitor.data(NUMBERS[0])
    assert by_id == by_cnj
    assert _covers(by_id) == []  # the sandbox found nothing for it: nothing to confirm, and
    with pytest.raises(InvalidInput, match="cover_ids is empty"):  # an empty list is refused
        client.monitor.confirm(registered["id"], _covers(by_id))
    found = client.monitor.register(FOUND)
    covers = _covers(client.monitor.data(found["id"]))
    answer = client.monitor.confirm(found["id"], covers[:2])
    assert answer["success"] is True and answer["data"]["coverIds"] == covers[:2]
    assert client.monitor.remove(registered["id"]) == {"success": True}
    with pytest.raises(NotFound):
        client.monitor.info(registered["id"])


def test_monitor_paths_sent(sb, client) -> None:
    registered = client.monitor.register(NUMBERS[1])
    before = len(sb.request_log)
    client.monitor.data(NUMBERS[1].replace("-", "."))
    assert (
        sb.request_log[before].path == f"/monitor/v1/processo/dados/{cnj.parse(NUMBERS[1]).digits}"
    )
    client.monitor.remove(registered["id"])


def test_monitor_register_reuse_and_remove_forgets(sb, client) -> None:
    first = client.monitor.register(NUMBERS[2])
    before = len(sb.request_log)
    assert client.monitor.register(NUMBERS[2]) == first
    assert len(sb.request_log) == before
    client.monitor.remove(first["id"])
    again = client.monitor.register(NUMBERS[2])
    assert sum(1 for e in sb.request_log[before:] if e.method == "POST" and "novo" in e.path) == 1
    client.monitor.remove(again["id"])


def test_monitor_list_pages(sb, connect) -> None:
    client = connect(sb, page_size=1)
    ids = {client.monitor.register(n)["id"] for n in NUMBERS[3:6]}
    listed = client.monitor.list(refresh=True)
    assert ids <= {p["id"] for p in listed}
    assert len(listed) == len({p["id"] for p in listed})
    for pid in ids:
        client.monitor.remove(pid)


def test_demand_insert_get_by_callback_delete(sb, client) -> None:
    with CallbackReceiver() as receiver:
        answer = client.demand.insert(
            [NUMBERS[0], NUMBERS[1].replace("-", "")],
            url_callback=receiver.url,
            id_callback="team-a",
            update_frequency="daily",
            filter_doc=["inicial", "sentenca"],
        )
        assert answer["statusCode"] == 200 and answer["body"]["type"] == "Success"
        demand_id = answer["idDemanda"]
        result = client.demand.get(demand_id)
        assert result["idDemanda"] == demand_id
        assert {e["cnj"] for e in result["body"]} == {cnj.parse(n).digits for n in NUMBERS[:2]}
        sb.wait_for_deliveries(10)
        assert {d.body["cnj"] for d in receiver.deliveries} == {
            cnj.parse(n).digits for n in NUMBERS[:2]
        }
    listed = client.demand.by_callback("team-a")
    demands = {d["demandId"]: d for d in listed["body"]["demands"]}
    assert demands[demand_id]["filterDoc"] == ["inicial", "sentenca"]
    assert demands[demand_id]["updateFrequency"] == "daily"
    assert (
        client.demand.insert(
            [NUMBERS[0], NUMBERS[1]],
            url_callback=receiver.url,
            id_callback="team-a",
            update_frequency="daily",
            filter_doc=["inicial", "sentenca"],
        )
        == answer
    )
    deleted = client.demand.delete(demand_id)
    assert deleted["statusCode"] == 200
    with pytest.raises(NotFound):
        client.demand.get(demand_id)


def test_demand_wrong_artifact_is_an_authentication_error(sb, connect) -> None:
    client = connect(sb, artifact_id="123")
    with pytest.raises(AuthenticationError, match="Invalid idArtifact") as caught:
        client.demand.by_callback("x")
    assert "123" not in str(caught.value)


def test_no_secret_reaches_the_disk(sb, connect, tmp_path: Path) -> None:
    """After flows through every API, no cache file holds the secret, a token or the artifact."""
    cache = tmp_path / "scan"
    client = connect(sb, cache=cache, reuse_window=3600)
    tokens: list[str] = []
    fetch = client._http.tokens._fetch

    def recording() -> dict:
        payload = fetch()
        tokens.append(payload["access_token"])
        return payload

    client._http.tokens._fetch = recording
    client.capture.available()
    auto = client.capture.autorequest(NUMBERS[3])
    client.capture.wait(auto, progress=False)
    client.capture.autorequest_detail(auto["id"])
    client.capture.requests()
    client.capture.autorequests()
    client.capture.stats_use("2024-01-01", "2024-01-31")
    client.capture.stats_details("2024-01-01", "2024-01-31")
    registered = client.monitor.register(
        NUMBERS[4], credentials={"login": "me", "password": "hunter2-secret"}
    )
    client.monitor.list()
    client.monitor.info(registered["id"])
    client.monitor.data(registered["id"])
    answer = client.demand.insert(
        NUMBERS[4],
        url_callback="http://127.0.0.1:9/cb",
        id_callback="scan",
        credentials={
            "arn": "arn:secret:xyz-credential",
            "codigoCredencialOrgaoSistema": "c",
            "login": "l",
            "sistema": "s",
        },
    )
    client.demand.get(answer["idDemanda"])
    client.demand.by_callback("scan")
    sb.advance(days=1)  # tokens expire on the simulated clock: a second token is fetched
    client.monitor.data(registered["id"], refresh=True)
    client.monitor.remove(registered["id"])
    client.close()
    assert len(tokens) >= 2
    secrets = [
        sb.credentials["client_secret"],
        sb.credentials["artifact_id"],
        "hunter2-secret",
        "arn:secret:xyz-credential",
        *tokens,
    ]
    files = [p for p in cache.rglob("*") if p.is_file()]
    assert {p.name for p in files} >= {"http.sqlite", "reuse.sqlite"}
    assert sum(p.stat().st_size for p in files) > 10_000
    # the scan can see plain text: a non-secret value of the same flows is there
    assert NUMBERS[3].encode() in (cache / "http.sqlite").read_bytes()
    for path in files:
        content = path.read_bytes()
        for secret in secrets:
            assert secret.encode() not in content, f"{path.name} holds a secret"


def test_demand_reads_are_cached_with_the_artifact_left_out_of_the_key(sb, connect) -> None:
    client = connect(sb)
    first = client.demand.insert(NUMBERS[5], url_callback="http://127.0.0.1:9/cb", id_callback="k1")
    second = client.demand.insert(
        NUMBERS[4], url_callback="http://127.0.0.1:9/cb", id_callback="k2"
    )
    before = len(sb.request_log)
    one = client.demand.by_callback("k1")
    two = client.demand.by_callback("k2")
    assert one != two  # the non-secret parameter still tells entries apart
    assert client.demand.by_callback("k1") == one
    result = client.demand.get(first["idDemanda"])
    assert client.demand.get(first["idDemanda"]) == result
    assert [e.path for e in sb.request_log[before:]] == [
        "/demand/v1/callback",
        "/demand/v1/callback",
        f"/demand/v1/demand/{first['idDemanda']}",
    ]
    urls = [e.url for e in client.cache.entries()]
    assert any("callbackId=k1" in u and "idArtifact=REDACTED" in u for u in urls)
    assert not any(sb.credentials["artifact_id"] in u for u in urls)
    client.demand.delete(second["idDemanda"])


def test_monitor_wait_until_every_instance_ran(connect) -> None:
    with lawkit_sandbox.start(seed=4, finish_after=1) as slow:
        client = connect(slow)
        records = [client.monitor.register(n) for n in NUMBERS[:2]]
        assert any(
            i["lastStatus"] == "pending" for i in client.monitor.info(records[0]["id"])["info"]
        )
        ready = client.monitor.wait([records[0], records[1]["id"]], poll=0.2)
        assert ready.reason == "complete" and not ready.pending
        assert list(ready) == [r["id"] for r in records]
        assert all(i["lastStatus"] != "pending" for info in ready.values() for i in info["info"])
    with lawkit_sandbox.start(seed=4, finish_after=3600) as never:
        client = connect(never)
        record = client.monitor.register(NUMBERS[2])
        ready = client.monitor.wait(record, timeout=0.5, poll=0.1)
        assert ready.reason == "timeout" and ready.pending == [record["id"]] and not ready


def test_receiver_counts_demand_deliveries(sb, client) -> None:
    with CallbackReceiver() as receiver:
        client.demand.insert(
            NUMBERS[:3], url_callback=receiver.url, id_callback="count", fresh=True
        )
        assert receiver.wait_for_deliveries(3, timeout=10)
        assert receiver.statuses() == {}  # not capture deliveries
        assert len({d.body["cnj"] for d in receiver.deliveries}) == 3


def test_debug_logs_of_every_library_hold_no_artifact(sb, connect, caplog) -> None:
    import logging

    caplog.set_level(logging.DEBUG)
    client = connect(sb)
    client.demand.insert(NUMBERS[0], url_callback="http://127.0.0.1:9/c", id_callback="logs-check")
    client.demand.by_callback("logs-check", refresh=True)
    client.demand.by_callback("logs-check")
    messages = "\n".join(r.getMessage() for r in caplog.records)
    assert "/demand/v1/callback?" in messages and "idArtifact=REDACTED" in messages
    assert sb.credentials["artifact_id"] not in messages


def test_an_interrupted_sealed_insert_is_not_taken_for_an_open_demand_of_the_same_numbers(
    sb, client, monkeypatch
) -> None:
    """Reconciling an insert matches how it was sent: an earlier demand of the same numbers
    without credentials is another demand, so the sealed one is sent."""
    number, hook = NUMBERS[5], "http://127.0.0.1:9/cb"
    sealed = {"arn": "arn:secret:r", "codigoCredencialOrgaoSistema": "c", "login": "l",
              "sistema": "s"}  # fmt: skip
    open_one = client.demand.insert(number, url_callback=hook, id_callback="reconcile")
    real = client.demand._post

    def interrupted(body: dict, **_: object) -> dict:
        raise KeyboardInterrupt  # before anything is sent: the intent is left abandoned

    monkeypatch.setattr(client.demand, "_post", interrupted)
    with pytest.raises(KeyboardInterrupt):
        client.demand.insert(number, url_callback=hook, id_callback="reconcile", credentials=sealed)
    monkeypatch.setattr(client.demand, "_post", real)
    again = client.demand.insert(
        number, url_callback=hook, id_callback="reconcile", credentials=sealed
    )
    assert again["idDemanda"] != open_one["idDemanda"]
    listed = client.demand.by_callback("reconcile", refresh=True)["body"]["demands"]
    assert sorted(d["secret"] for d in listed) == [False, True]
