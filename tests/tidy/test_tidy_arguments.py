"""What the converters take: the WaitResult of ``client.capture.wait``, or any mapping of id ->
payload, is read as its values; a dict that is not a payload of the converter's kind, or an item
that is not one, is refused naming what it is and what is accepted - never read as no rows."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pandas as pd
import pytest
import tidy_payloads as P

import lawkit
import lawkit.sandbox
import lawkit.tidy as tidy
from lawkit import cnj
from lawkit.client.waiting import WaitResult
from lawkit.errors import InvalidInput

NUMBERS = cnj.generate(None, n=4, seed=2024)


@pytest.fixture(scope="module")
def waited(
    sandbox: lawkit.sandbox.Sandbox, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[WaitResult]:
    """``client.capture.wait`` of automatic queries for four CNJ numbers (session sandbox)."""
    cache = tmp_path_factory.mktemp("tidy-arguments") / "cache"
    with lawkit.connect(**sandbox.settings, cache=cache) as client:
        records = [client.capture.autorequest(number) for number in NUMBERS]
        yield client.capture.wait(records, progress=False, timeout=60)


def assert_same(bundle: tidy.Bundle, expected: tidy.Bundle) -> None:
    for name, table in expected.tables().items():
        pd.testing.assert_frame_equal(bundle.tables()[name], table)


def keys_shown(mapping: Any) -> str:
    """How a refusal names the keys of a dict: the first six, and how many more."""
    keys = list(mapping)
    more = f" and {len(keys) - 6} more" if len(keys) > 6 else ""
    return ", ".join(map(repr, keys[:6])) + more


def refusal(convert: Callable[[Any], Any], value: Any) -> str:
    with pytest.raises(InvalidInput) as refused:
        convert(value)
    return str(refused.value)


def test_a_wait_result_is_the_whole_result_set(waited: WaitResult) -> None:
    assert waited.complete and len(waited) >= len(NUMBERS)
    bundle = tidy.lookups(waited)
    assert_same(bundle, tidy.lookups(waited.values()))
    found = {rid: result["data"] for rid, result in waited.items() if result["data"]}
    assert found, "no request of the sample found a lawsuit"
    assert len(bundle.lawsuits) == sum(map(len, found.values()))
    assert set(bundle.lawsuits["request_id"]) == set(found)
    assert set(bundle.lawsuits["cnj"]) <= set(NUMBERS)
    assert not bundle.steps.empty


def test_mappings_of_results_and_lists_of_mappings_are_read_as_their_values(
    waited: WaitResult,
) -> None:
    ids = list(waited)
    whole = tidy.lookups(waited.values())
    assert_same(tidy.lookups(dict(waited)), whole)
    halves = [{rid: waited[rid] for rid in part} for part in (ids[:2], ids[2:])]
    assert_same(tidy.lookups(halves), whole)
    requests = tidy.requests(waited)  # the requested record of each result
    assert list(requests["request_id"]) == ids
    assert list(requests["status"]) == [r["requested"]["status"] for r in waited.values()]
    deliveries = tidy.callbacks(waited)  # automatic-request callbacks carry these results
    assert list(deliveries["request_id"]) == ids
    assert list(deliveries["status"]) == list(requests["status"])


def test_other_views_of_a_wait_result_are_refused_not_read_as_nothing(
    waited: WaitResult,
) -> None:
    ids = list(waited)
    message = refusal(tidy.lookups, list(waited))
    assert message.startswith(
        "expected a capture lookup result (a dict with `requested`, or with `data` as a list), "
        "a mapping of request id -> result (such as the WaitResult of client.capture.wait) or "
        "an iterable of them; got "
    )
    assert message.endswith(f"got a list of {len(ids)} items whose item 0 is str {ids[0]!r}")
    message = refusal(tidy.lookups, waited.items())
    assert message.endswith(f"a dict_items of {len(ids)} items whose item 0 is a tuple of 2 items")
    broken = WaitResult()
    broken.update(waited)
    broken[ids[-1]] = None
    assert refusal(tidy.lookups, broken).endswith(
        f"got a WaitResult with keys {keys_shown(ids)} whose value at {ids[-1]!r} is None"
    )


#: Every converter that reads many payloads, with one payload of its kind.
READERS = {
    "lookups": (tidy.lookups, P.lookup_result),
    "monitoring": (tidy.monitoring, P.monitoring_response),
    "demand": (tidy.demand, P.demand_result),
    "coverage": (tidy.coverage, lambda: P.coverage_tree()[0]),
    "requests": (tidy.requests, P.request_record),
    "autorequests": (tidy.autorequests, lambda: {"id": "a", "key": "cnj", "value": P.CNJ_A}),
    "callbacks": (tidy.callbacks, lambda: {"action": "requestStatusChanged", "requestId": "r"}),
    "consumption": (tidy.consumption, lambda: P.use_stats()["today"]),
    "usage_details": (tidy.usage_details, lambda: P.use_stats()["today"] | {"source": "s"}),
    "monitored": (tidy.monitored, P.monitored_list),
    "demands": (tidy.demands, P.callback_list),
}


def _frames(result: Any) -> dict[str, pd.DataFrame]:
    return result.tables() if isinstance(result, tidy.Bundle) else {"frame": result}


@pytest.mark.parametrize("name", READERS)
def test_every_converter_reads_a_mapping_of_id_to_payload_as_its_values(name: str) -> None:
    convert, payload = READERS[name]
    from_mapping = _frames(convert({"first": payload(), "second": payload()}))
    from_list = _frames(convert([payload(), payload()]))
    assert len(next(iter(from_list.values()))) >= 2
    for table, frame in from_list.items():
        pd.testing.assert_frame_equal(from_mapping[table], frame)


def _insert_answer() -> dict[str, Any]:
    return {"statusCode": 200, "idCallback": "cb", "idDemanda": "dem-1",
            "body": {"type": "Success", "message": "Demands created"}}  # fmt: skip


def _info_response() -> dict[str, Any]:
    response = P.monitoring_response()
    del response["info"][0]["data"]
    return response


#: converter, a dict of another kind it may be handed by mistake, the start of its message
WRONG = {
    "lookups": (tidy.lookups, P.monitoring_response,
                "a capture lookup result (a dict with `requested`, or with `data` as a list), "
                "a mapping of request id -> result"),
    "monitoring": (tidy.monitoring, P.lookup_result,
                   "a monitoring data response (a dict with `info` as a list of instances "
                   "carrying `data`;"),
    "monitoring, info response": (tidy.monitoring, _info_response,
                                  "a monitoring data response (a dict with `info` as a list"),
    "demand": (tidy.demand, _insert_answer,
               "a demand result or callback message (dicts with `body` as a list; with `data` "
               "as a list and `cnj` or `idDemanda`)"),
    "coverage": (tidy.coverage, P.use_stats,
                 "a coverage source (a dict with `platforms` or `Descrição`;"),
    "requests": (tidy.requests, P.monitored_list,
                 "a request record, list response or lookup result (dicts with `id` or "
                 "`requestId` and `status` or `param`; with `result` as a list; with "
                 "`requested`)"),
    "autorequests": (tidy.autorequests, P.request_record,
                     "an automatic request record or list response (dicts with `requests` or "
                     "`key`; with `result` as a list)"),
    "callbacks": (tidy.callbacks, P.use_stats, "a callback body (a dict with `requestId`,"),
    "consumption": (tidy.consumption, P.callback_list,
                    "a statistics entry (a dict with `date` or `bytes`)"),
    "usage_details": (tidy.usage_details, P.lookup_result,
                      "a statistics entry (a dict with `date` or `bytes`)"),
    "monitored": (tidy.monitored, P.lookup_result,
                  "a monitored process or list response (dicts with `cnj`, or `info` as a "
                  "list"),
    "demands": (tidy.demands, P.demand_result,
                "a demand callback list (a dict with `callbackId`, or with `body` holding "
                "`demands`)"),
}  # fmt: skip


@pytest.mark.parametrize("name", WRONG)
def test_every_converter_refuses_a_dict_of_another_kind_naming_it(name: str) -> None:
    convert, wrong, accepts = WRONG[name]
    keys = keys_shown(wrong())
    message = refusal(convert, wrong())
    assert message.startswith(f"expected {accepts}")
    assert "or an iterable of them; got " in message
    assert message.endswith(f"; got a dict with keys {keys}")
    in_a_list = refusal(convert, [wrong()])
    assert in_a_list.endswith(f"; got a list of 1 item whose item 0 is a dict with keys {keys}")


@pytest.mark.parametrize(
    ("value", "got"),
    [
        ([P.lookup_result(), None], "a list of 2 items whose item 1 is None"),
        ((r for r in [P.lookup_result(), "req-1"]), "a generator whose item 1 is str 'req-1'"),
        ([[P.lookup_result()]], "a list of 1 item whose item 0 is a list of 1 item"),
        ({"a": P.lookup_result(), "b": 5}, "a dict with keys 'a', 'b' whose value at 'b' is int 5"),
        ([{"a": P.lookup_result(), "b": {}}], "a list of 1 item whose item 0, value at 'b' is an "
         "empty dict"),
        ({f"k{i}": i for i in range(20)}, "a dict with keys 'k0', 'k1', 'k2', 'k3', 'k4', 'k5' "
         "and 14 more"),
        ({"x" * 60: 1}, f"a dict with keys '{'x' * 36}..."),
        (True, "bool True"),
    ],
)  # fmt: skip
def test_items_that_are_not_payloads_are_refused_not_skipped(value: Any, got: str) -> None:
    assert refusal(tidy.lookups, value).endswith(f"; got {got}")


def test_an_envelope_is_read_as_its_data() -> None:
    source = P.coverage_tree()[0]
    pd.testing.assert_frame_equal(
        tidy.coverage({"success": True, "data": [source]}), tidy.coverage(source)
    )
    assert refusal(tidy.coverage, {"success": True, "data": [source, 7]}).endswith(
        "; got a dict with keys 'success', 'data' whose data, item 1 is int 7"
    )


@pytest.mark.parametrize("name", READERS)
def test_empty_containers_and_null_envelopes_give_empty_tables(name: str) -> None:
    convert, _ = READERS[name]
    for empty in ([], {}, WaitResult(), {"success": False, "data": None}):
        for frame in _frames(convert(empty)).values():
            assert frame.empty


def test_callbacks_read_every_delivery_of_a_receiver() -> None:
    status = {"action": "requestStatusChanged", "requestId": "r-1", "status": "warning",
              "respondedAt": "2026-01-02T03:04:05.000Z"}  # fmt: skip
    monitoring = {"action": "processUpdated", "processoId": "mon-1", "cnj": P.CNJ_A,
                  "newSteps": 2, "data": P.monitoring_response()}  # fmt: skip
    demand = P.demand_result()["body"][0]
    frame = tidy.callbacks([status, P.lookup_result(request_id="r-2"), monitoring, demand])
    assert list(frame["request_id"]) == ["r-1", "r-2"]
    assert list(frame["status"]) == ["warning", "success"]
    assert frame["action"].iloc[0] == "requestStatusChanged" and pd.isna(frame["action"].iloc[1])
    assert list(frame["responded_at"]) == [pd.Timestamp("2026-01-02 03:04:05", tz="UTC")] * 2
    # the other APIs' deliveries are read by their own converters
    assert len(tidy.monitoring(monitoring).lawsuits) == 1
    assert len(tidy.demand(demand).lawsuits) == 1
