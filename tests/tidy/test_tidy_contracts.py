"""Every converter holds to its column contract, on full, empty and long-form input."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
import tidy_payloads as P

import lawkit.tidy as tidy
from lawkit.client.waiting import WaitResult
from lawkit.tidy import contracts

BUNDLES = {
    "lookups": (tidy.lookups, P.lookup_result),
    "monitoring": (tidy.monitoring, P.monitoring_response),
    "demand": (tidy.demand, P.demand_result),
}
FRAMES = {
    "coverage": (tidy.coverage, P.coverage_tree, []),
    "requests": (tidy.requests, lambda: [P.request_record()], []),
    "autorequests": (
        tidy.autorequests,
        lambda: {
            "id": "a",
            "key": "cnj",
            "value": P.CNJ_A,
            "requests": [P.request_record()],
            "createdAt": "2026-01-01T00:00:00Z",
        },
        [],
    ),
    "callbacks": (
        tidy.callbacks,
        lambda: {
            "action": "requestStatusChanged",
            "requestId": "r",
            "status": "success",
            "respondedAt": "2026-01-01T00:00:00Z",
        },
        [],
    ),
    "usage": (tidy.usage, P.use_stats, {"today": None, "days": []}),
    "consumption": (tidy.consumption, lambda: P.use_stats()["days"], []),
    "usage_details": (
        tidy.usage_details,
        lambda: [P.use_stats()["today"] | {"source": "s", "platform": "p", "search": "q"}],
        [],
    ),
    "monitored": (tidy.monitored, P.monitored_list, []),
    "demands": (tidy.demands, P.callback_list, []),
}


@pytest.mark.parametrize("name", BUNDLES)
def test_bundle_converters_hold_every_table_to_its_contract(name: str) -> None:
    convert, payload = BUNDLES[name]
    bundle = convert(payload())
    assert len(bundle.lawsuits) >= 1
    for table, frame in bundle.tables().items():
        assert contracts.problems(frame, table) == [], (name, table)


@pytest.mark.parametrize("name", BUNDLES)
def test_bundle_converters_on_empty_input_give_empty_contract_frames(name: str) -> None:
    convert, _ = BUNDLES[name]
    for empty in ([], (), iter([]), {}, WaitResult()):
        bundle = convert(empty)
        for table, frame in bundle.tables().items():
            assert frame.empty
            assert contracts.problems(frame, table) == [], (name, table)


@pytest.mark.parametrize("name", FRAMES)
def test_frame_converters_hold_to_their_contract(name: str) -> None:
    convert, payload, empty = FRAMES[name]
    frame = convert(payload())
    assert len(frame) >= 1
    assert contracts.problems(frame, name) == []
    blank = convert(empty)
    assert blank.empty
    assert contracts.problems(blank, name) == []


@pytest.mark.parametrize("name", ["usage", "consumption", "usage_details"])
def test_long_form_holds_to_its_contract(name: str) -> None:
    convert, payload, empty = FRAMES[name]
    wide = convert(payload())
    long = convert(payload(), long=True)
    assert contracts.problems(long, f"{name}_long") == []
    assert len(long) == 4 * len(wide)
    assert long["count"].sum() == wide[list(contracts.STATUSES)].to_numpy().sum()
    assert contracts.problems(convert(empty, long=True), f"{name}_long") == []


def test_empty_frames_have_every_contract_dtype() -> None:
    for table in contracts.TABLES:
        frame = contracts.empty(table)
        assert contracts.problems(frame, table) == []


def test_problems_reports_wrong_order_and_dtype() -> None:
    frame = contracts.empty("callbacks")
    swapped = frame[["action", "request_id", "status", "responded_at"]]
    assert contracts.problems(swapped, "callbacks")
    wrong = frame.astype({"status": "object"})
    assert contracts.problems(wrong, "callbacks") == ["status: dtype object != category"]


def test_conform_restores_categories_lost_by_concat() -> None:
    a = tidy.requests([P.request_record("a", "success")])
    b = tidy.requests([P.request_record("b", "pending")])
    joined = pd.concat([a, b], ignore_index=True)
    assert not isinstance(joined["status"].dtype, pd.CategoricalDtype)
    fixed = contracts.conform(joined, "requests")
    assert contracts.problems(fixed, "requests") == []
    assert list(fixed["status"]) == ["success", "pending"]


def test_unknown_table_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="known tables: lawsuits"):
        contracts.columns("nope")


def test_contracts_markdown_is_in_sync() -> None:
    path = Path(contracts.__file__).with_name("CONTRACTS.md")
    assert path.read_text(encoding="utf-8") == contracts.markdown(tidy.__doc__ or ""), (
        "regenerate: python -m lawkit.tidy > lawkit/tidy/CONTRACTS.md"
    )
