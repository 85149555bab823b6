"""Property-based fuzzing: random partial and malformed payloads never crash a converter, never
break a contract and never lose the lawsuits that are still readable."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import tidy_payloads as P
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import lawkit.tidy as tidy
from lawkit.errors import InvalidInput
from lawkit.tidy import contracts

FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
           | st.text(max_size=30))  # fmt: skip
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=10), inner,
                                                                 max_size=3),
    max_leaves=8,
)  # fmt: skip


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path (keys and indexes) inside ``value``."""
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


@st.composite
def mutated(draw: st.DrawFn, base: Callable[[], Any]) -> Any:
    """``base()`` with a few values deleted, nulled or replaced by random JSON."""
    payload = copy.deepcopy(base())
    for _ in range(draw(st.integers(0, 6))):
        candidates = paths(payload)
        if not candidates:
            break
        path = draw(st.sampled_from(candidates))
        parent = payload
        for step in path[:-1]:
            parent = parent[step]
        action = draw(st.sampled_from(["delete", "null", "random"]))
        if action == "delete" and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = None if action == "null" else draw(json_values)
    return payload


def dict_items(value: Any) -> list[dict]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def check(frames: dict) -> None:
    for name, frame in frames.items():
        assert contracts.problems(frame, name) == [], name


@FUZZ
@given(mutated(P.lookup_result))
def test_lookups_fuzz(result: Any) -> None:
    bundle = tidy.lookups(result)
    check(bundle.tables())
    assert len(bundle.lawsuits) == len(dict_items(result.get("data")))


@FUZZ
@given(mutated(P.monitoring_response))
def test_monitoring_fuzz(response: Any) -> None:
    bundle = tidy.monitoring(response)
    check(bundle.tables())
    expected = sum(len(dict_items(i.get("data"))) for i in dict_items(response.get("info")))
    assert len(bundle.lawsuits) == expected


@FUZZ
@given(mutated(P.demand_result))
def test_demand_fuzz(result: Any) -> None:
    bundle = tidy.demand(result)
    check(bundle.tables())
    body = result.get("body")
    messages = dict_items(body) if isinstance(body, list) else [result]
    assert len(bundle.lawsuits) == sum(len(dict_items(m.get("data"))) for m in messages)


FRAMES = {
    "coverage": (tidy.coverage, lambda: {"success": True, "data": P.coverage_tree()}),
    "requests": (tidy.requests, lambda: {"total": 1, "result": [P.request_record()]}),
    "autorequests": (tidy.autorequests, lambda: {"id": "a", "key": "cnj", "value": P.CNJ_A,
                                                 "requests": [P.request_record()]}),
    "callbacks": (tidy.callbacks, lambda: [{"action": "requestStatusChanged", "requestId": "r",
                                            "status": "success", "respondedAt": None}]),
    "usage": (tidy.usage, P.use_stats),
    "consumption": (tidy.consumption, lambda: P.use_stats()["days"]),
    "usage_details": (tidy.usage_details, lambda: [P.use_stats()["today"] | {"source": "s"}]),
    "monitored": (tidy.monitored, P.monitored_list),
    "demands": (tidy.demands, P.callback_list),
}  # fmt: skip


@FUZZ
@given(st.sampled_from(sorted(FRAMES)), st.data())
def test_frame_converters_fuzz(name: str, data: st.DataObject) -> None:
    convert, base = FRAMES[name]
    payload = data.draw(mutated(base))
    check({name: convert(payload)})
    if name in ("usage", "consumption", "usage_details"):
        check({f"{name}_long": convert(payload, long=True)})


@FUZZ
@given(json_values)
def test_any_json_is_a_payload_or_refused_clearly(value: Any) -> None:
    for convert in (tidy.lookups, tidy.monitoring, tidy.demand):
        try:
            check(convert(value).tables())
        except InvalidInput as error:
            assert "expected" in str(error)
            assert not isinstance(value, dict | list)
