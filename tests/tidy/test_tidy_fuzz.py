"""Property-based fuzzing: random partial and malformed payloads never crash a converter, never
break a contract and never lose the lawsuits that are still readable; a payload is refused
(InvalidInput, with a message) only once the mutations removed its outer shape."""

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


def listed(payload: Any, key: str) -> bool:
    """Whether ``payload[key]`` is there and is a list or null."""
    return isinstance(payload, dict) and key in payload and isinstance(payload[key], list | None)


def check(frames: dict) -> None:
    for name, frame in frames.items():
        assert contracts.problems(frame, name) == [], name


def converted(convert: Callable[[Any], Any], payload: Any, shaped: bool) -> Any:
    """``convert(payload)``, or None when refused - which a payload keeping its shape never is."""
    try:
        return convert(payload)
    except InvalidInput as error:
        assert not shaped, error
        assert str(error).startswith("expected ") and "; got " in str(error)
        return None


@FUZZ
@given(mutated(P.lookup_result))
def test_lookups_fuzz(result: Any) -> None:
    shaped = "requested" in result or listed(result, "data")
    bundle = converted(tidy.lookups, result, shaped)
    if bundle is not None:
        check(bundle.tables())
    if shaped:
        assert len(bundle.lawsuits) == len(dict_items(result.get("data")))


@FUZZ
@given(mutated(P.monitoring_response))
def test_monitoring_fuzz(response: Any) -> None:
    instances = response.get("info")
    shaped = listed(response, "info") and (
        not instances or any("data" in i for i in dict_items(instances))
    )
    bundle = converted(tidy.monitoring, response, shaped)
    if bundle is not None:
        check(bundle.tables())
    if shaped:
        expected = sum(len(dict_items(i.get("data"))) for i in dict_items(instances))
        assert len(bundle.lawsuits) == expected


@FUZZ
@given(mutated(P.demand_result))
def test_demand_fuzz(result: Any) -> None:
    shaped = listed(result, "body")
    bundle = converted(tidy.demand, result, shaped)
    if bundle is not None:
        check(bundle.tables())
    if shaped:
        body = result.get("body")
        messages = dict_items(body) if isinstance(body, list) else [result]
        assert len(bundle.lawsuits) == sum(len(dict_items(m.get("data"))) for m in messages)


def _source(node: Any) -> bool:
    return isinstance(node, dict) and ("platforms" in node or "Descrição" in node)


def _entries(value: Any) -> bool:
    return all(isinstance(e, dict) and ("date" in e or "bytes" in e) for e in value)


def _callback_list(payload: dict) -> bool:
    body = payload.get("body")
    return "callbackId" in payload or (isinstance(body, dict) and "demands" in body)


#: converter, base payload, whether a mutated payload still has the converter's outer shape
FRAMES = {
    "coverage": (tidy.coverage, lambda: {"success": True, "data": P.coverage_tree()},
                 lambda p: len(p) == 2 and listed(p, "data") and "success" in p
                 and all(map(_source, p["data"] or []))),
    "requests": (tidy.requests, lambda: {"total": 1, "result": [P.request_record()]},
                 lambda p: listed(p, "result")),
    "autorequests": (tidy.autorequests, lambda: {"id": "a", "key": "cnj", "value": P.CNJ_A,
                                                 "requests": [P.request_record()]},
                     lambda p: "requests" in p or "key" in p),
    "callbacks": (tidy.callbacks, lambda: [{"action": "requestStatusChanged", "requestId": "r",
                                            "status": "success", "respondedAt": None}],
                  lambda p: all(isinstance(b, dict) and ("action" in b or "requestId" in b)
                                for b in p)),
    "usage": (tidy.usage, P.use_stats, lambda p: "today" in p or "days" in p),
    "consumption": (tidy.consumption, lambda: P.use_stats()["days"], _entries),
    "usage_details": (tidy.usage_details, lambda: [P.use_stats()["today"] | {"source": "s"}],
                      _entries),
    "monitored": (tidy.monitored, P.monitored_list, lambda p: listed(p, "list")),
    "demands": (tidy.demands, P.callback_list, _callback_list),
}  # fmt: skip


@FUZZ
@given(st.sampled_from(sorted(FRAMES)), st.data())
def test_frame_converters_fuzz(name: str, data: st.DataObject) -> None:
    convert, base, shape = FRAMES[name]
    payload = data.draw(mutated(base))
    frame = converted(convert, payload, shape(payload))
    if frame is None:
        return
    check({name: frame})
    if name in ("usage", "consumption", "usage_details"):
        check({f"{name}_long": convert(payload, long=True)})


@FUZZ
@given(json_values)
def test_any_json_is_a_payload_or_refused_clearly(value: Any) -> None:
    for convert in (tidy.lookups, tidy.monitoring, tidy.demand):
        bundle = converted(convert, value, shaped=False)
        if bundle is not None:
            check(bundle.tables())
