"""Request lifecycle (pending -> finished) and callback delivery, with a loopback receiver."""

from __future__ import annotations

import time

import pytest
from support.capture import create_request

import lawkit
import lawkit.sandbox
from lawkit import cnj

USER_AGENT = f"lawkit-sandbox/{lawkit.__version__}"


def test_requests_stay_pending_then_finish_and_call_back(fresh_sandbox, api_for, receiver, openapi):
    sb = fresh_sandbox(seed=3, finish_after=0.6)
    raw = api_for(sb)
    callbacks = [{"method": "POST", "url": f"{receiver.url}/hook"}]
    values = cnj.generate("TJSP", 2020, n=3, seed=5)
    created = [create_request(raw, v, callbacks=callbacks).json()["data"] for v in values]
    first = raw.get("capture", f"/v1/request/{created[0]['id']}").json()
    assert first["requested"]["status"] == "pending"
    assert first["requested"]["respondedAt"] is None
    assert first["data"] == []
    assert (
        raw.get("capture", "/v1/request", params={"pending": "true"}).json()["data"]["total"] == 3
    )

    calls = receiver.wait_for(3)
    assert sb.wait_for_deliveries(5)
    listed = raw.get("capture", "/v1/request", params={"limit": 10}).json()["data"]["result"]
    final = {item["id"]: item for item in listed}
    status_changed = {"$ref": "#/components/schemas/RequestStatusChanged"}
    for call in calls:
        openapi.validate(call.body, status_changed)
        assert call.method == "POST"
        assert call.path == "/hook"
        assert call.headers["User-Agent"] == USER_AGENT
        assert call.headers["Content-Type"] == "application/json"
        item = final[call.body["requestId"]]
        assert call.body == {
            "action": "requestStatusChanged",
            "requestId": item["id"],
            "respondedAt": item["respondedAt"],
            "status": item["status"],
        }
        assert item["status"] in ("success", "warning", "error")
    assert {c.body["requestId"] for c in calls} == {r["id"] for r in created}
    assert [d.outcome for d in sb.deliveries] == ["delivered"] * 3


def test_advancing_the_clock_finishes_pending_requests(fresh_sandbox, api_for):
    sb = fresh_sandbox(seed=3, finish_after=3600, token_ttl=86_400)
    raw = api_for(sb)
    value = cnj.generate("TJSP", 2020, n=1, seed=5)[0]
    record = create_request(raw, value).json()["data"]
    sb.advance(days=1 / 24)
    looked = raw.get("capture", f"/v1/request/{record['id']}").json()["requested"]
    assert looked["status"] != "pending"


def test_autorequest_callbacks_carry_the_lookup_body(fresh_sandbox, api_for, receiver, openapi):
    sb = fresh_sandbox(seed=4, finish_after=0.2)
    raw = api_for(sb)
    number = cnj.generate("TJBA", 2021, n=1, seed=3)[0]
    body = {
        "key": "cnj",
        "value": number,
        "callbacks": [{"method": "PUT", "url": receiver.url}],
    }
    record = raw.post("capture", "/v1/autorequest", json=body).json()["data"]
    ids = [r["id"] for r in record["requests"]]
    calls = receiver.wait_for(len(ids))
    assert sb.wait_for_deliveries(5)
    assert {c.method for c in calls} == {"PUT"}
    assert sorted(c.body["requested"]["id"] for c in calls) == sorted(ids)
    looked_up = 0
    for call in calls:
        answer = raw.get("capture", f"/v1/request/{call.body['requested']['id']}")
        looked_up += len(answer.content)
        assert call.body == openapi.check(answer, "/capture/v1/request/{requestId}")
    # bytes: every lookup-result body served, callbacks included
    today = sb.state.clock.today().isoformat()
    use = raw.get("capture", "/v1/stats/use", params={"start": today, "end": today}).json()
    assert use["data"]["today"]["bytes"] == looked_up + sum(d.size for d in sb.deliveries)


def _wait_finished(sb, timeout: float = 10.0) -> None:
    assert sb.wait_for_deliveries(timeout), [d.outcome for d in sb.deliveries]


def test_failing_receiver_is_retried_then_recorded_as_failed(fresh_sandbox, api_for, receiver):
    knobs = {"seed": 1, "finish_after": 0, "callback_attempts": 3, "callback_backoff": 0.05}
    sb = fresh_sandbox(**knobs)
    callbacks = [{"method": "POST", "url": f"{receiver.url}/fail"}]
    value = cnj.generate("TJSP", 2020, n=1, seed=5)[0]
    create_request(api_for(sb), value, callbacks=callbacks).raise_for_status()
    receiver.wait_for(3)
    _wait_finished(sb)
    (delivery,) = sb.deliveries
    assert delivery.outcome == "failed"
    assert [a.status for a in delivery.attempts] == [500, 500, 500]
    gaps = [
        (b.time - a.time).total_seconds()
        for a, b in zip(delivery.attempts, delivery.attempts[1:], strict=False)
    ]
    assert gaps[0] >= 0.05 and gaps[1] >= 0.1  # backoff doubles
    time.sleep(0.3)
    assert len(receiver.received) == 3


def test_offline_url_fails_after_the_attempts(fresh_sandbox, api_for):
    sb = fresh_sandbox(seed=1, finish_after=0, callback_attempts=2, callback_backoff=0.01)
    callbacks = [{"method": "POST", "url": "http://127.0.0.1:9/closed"}]
    value = cnj.generate("TJSP", 2020, n=1, seed=5)[0]
    create_request(api_for(sb), value, callbacks=callbacks).raise_for_status()
    _wait_finished(sb)
    (delivery,) = sb.deliveries
    assert delivery.outcome == "failed"
    assert len(delivery.attempts) == 2
    assert all(a.status is None and "ConnectionError" in a.error for a in delivery.attempts)


@pytest.mark.parametrize(("failure", "outcome"), [(1.0, "failed"), (0.0, "delivered")])
def test_callback_failure_knob(fresh_sandbox, api_for, receiver, failure, outcome):
    knobs = {"seed": 2, "finish_after": 0, "callback_failure": failure, "callback_backoff": 0.01}
    sb = fresh_sandbox(**knobs)
    callbacks = [{"method": "POST", "url": receiver.url}]
    value = cnj.generate("TJSP", 2020, n=1, seed=5)[0]
    create_request(api_for(sb), value, callbacks=callbacks).raise_for_status()
    _wait_finished(sb)
    (delivery,) = sb.deliveries
    assert delivery.outcome == outcome
    if failure:
        assert len(delivery.attempts) == 5
        assert all(a.error == "injected failure (callback_failure)" for a in delivery.attempts)
        assert receiver.received == []
    else:
        assert len(receiver.received) == 1


def test_partial_callback_failure_is_deterministic_under_seed(fresh_sandbox, api_for, receiver):
    def attempts(seed: int) -> list[int]:
        knobs = {"seed": seed, "finish_after": 0, "callback_failure": 0.5, "callback_backoff": 0.0}
        sb = fresh_sandbox(**knobs)
        callbacks = [{"method": "POST", "url": receiver.url}]
        value = cnj.generate("TJSP", 2020, n=1, seed=5)[0]
        raw = api_for(sb)
        for _ in range(4):
            create_request(raw, value, callbacks=callbacks).raise_for_status()
            _wait_finished(sb)
        return [len(d.attempts) for d in sb.deliveries]

    first = attempts(8)
    assert first == attempts(8)
    assert max(first) > 1


def test_ids_do_not_depend_on_when_callbacks_go_out(fresh_sandbox, api_for, receiver):
    def ids(wait: bool) -> list[str]:
        sb = fresh_sandbox(seed=12, finish_after=0)
        raw = api_for(sb)
        callbacks = [{"method": "POST", "url": receiver.url}]
        out = []
        for value in cnj.generate("TJSP", 2020, n=3, seed=5):
            out.append(create_request(raw, value, callbacks=callbacks).json())
            if wait:
                _wait_finished(sb)
        _wait_finished(sb)
        return [answer["data"]["id"] for answer in out]

    assert ids(wait=True) == ids(wait=False)


def test_delivery_record_is_bounded_like_the_request_log(fresh_sandbox, api_for, receiver):
    sb = fresh_sandbox(seed=3, finish_after=0.2, request_log_size=2)
    raw = api_for(sb)
    values = cnj.generate("TJSP", 2020, n=3, seed=6)
    for index, value in enumerate(values):
        hook = [{"method": "POST", "url": f"{receiver.url}/hook/{index}"}]
        create_request(raw, value, callbacks=hook)
        receiver.wait_for(index + 1)  # one at a time: deliveries in submission order
    assert sb.wait_for_deliveries(5)
    kept = sb.deliveries
    assert len(receiver.received) == 3  # all three were delivered
    assert [d.url.rsplit("/", 1)[-1] for d in kept] == ["1", "2"]  # the latest two are kept
    assert all(d.outcome == "delivered" for d in kept)
