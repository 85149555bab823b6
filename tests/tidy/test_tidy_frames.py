"""Coverage, requests, automatic requests, callbacks, statistics, monitored processes, demands."""

from __future__ import annotations

import pandas as pd
import pytest
import tidy_payloads as P

import lawkit.tidy as tidy
from lawkit.errors import InvalidInput


def test_coverage_one_row_per_param_with_nested_and_childless_levels() -> None:
    frame = tidy.coverage({"success": True, "data": P.coverage_tree()})
    assert list(frame["param"].astype(object).fillna("-")) == ["cnj", "nome", "oab", "-"]
    cnj = frame.iloc[0]
    assert (cnj.source, cnj.source_label, cnj.search, cnj.query_label) == (
        "tribunais",
        "Consulta de Tribunais",
        "tjsp",
        "1º grau",
    )
    assert (cnj["mask"], cnj.required) == ("#######-##.####.#.##.####", True)
    assert frame.iloc[2]["parent_param"] == "nome"
    # a search without queries is still listed, with the deeper columns missing
    assert frame.iloc[3]["search"] == "tjms" and pd.isna(frame.iloc[3]["query"])


def test_requests_from_list_response_records_and_lookups() -> None:
    listing = {"total": 2, "result": [P.request_record("a"), P.request_record("b", "pending")]}
    frame = tidy.requests(listing)
    assert list(frame["request_id"]) == ["a", "b"]
    assert list(frame["status"]) == ["success", "pending"]
    assert list(frame["cnj"]) == [P.CNJ_B, P.CNJ_B]
    assert pd.isna(frame["responded_at"][1])
    assert frame["created_at"][0] == pd.Timestamp("2026-01-02 03:00", tz="UTC")
    from_lookup = tidy.requests(P.lookup_result())
    assert list(from_lookup["request_id"]) == ["req-1"]
    assert list(from_lookup["court"]) == ["TRF5"]


def test_autorequests_are_exploded_one_row_per_request() -> None:
    full = {
        "id": "auto-1",
        "key": "cnj",
        "value": P.DIGITS_B,
        "createdAt": "2026-01-01T00:00:00Z",
        "requests": [P.request_record("a"), P.request_record("b", "pending")],
    }
    listed = {
        "id": "auto-2",
        "key": "cnj",
        "value": P.DIGITS_B,
        "createdAt": "2026-01-01T00:00:00Z",
        "requests": [{"requestId": "c"}],
    }
    empty = {"id": "auto-3", "key": "cnj", "value": "x", "requests": []}
    frame = tidy.autorequests({"total": 3, "result": [full, listed, empty]})
    assert list(frame["autorequest_id"]) == ["auto-1", "auto-1", "auto-2", "auto-3"]
    assert list(frame["request_id"].fillna("-")) == ["a", "b", "c", "-"]
    assert list(frame["status"].astype(object).fillna("-")) == ["success", "pending", "-", "-"]
    assert set(frame["cnj"][:3]) == {P.CNJ_B}


def test_callbacks() -> None:
    bodies = [
        {
            "action": "requestStatusChanged",
            "requestId": "r",
            "status": "warning",
            "respondedAt": "2026-01-01T00:00:00.000Z",
        }
    ]
    frame = tidy.callbacks(bodies)
    assert frame.iloc[0].tolist() == [
        "r",
        "requestStatusChanged",
        "warning",
        pd.Timestamp("2026-01-01", tz="UTC"),
    ]


def test_usage_lists_every_day_and_flags_today() -> None:
    frame = tidy.usage({"success": True, "data": P.use_stats()})
    assert list(frame["date"]) == [pd.Timestamp("2026-01-01"), pd.Timestamp("2026-01-02")]
    assert list(frame["today"]) == [False, True]
    assert list(frame["total"]) == [3, 8]
    gap = P.use_stats()
    gap["days"][-1]["date"] = "2026-01-03"  # today (01-02) within the period but not listed
    assert list(tidy.usage(gap)["today"]) == [False, False, True]
    past = P.use_stats()
    past["days"] = past["days"][:1]  # a period before today: no row outside it
    assert list(tidy.usage(past)["date"]) == [pd.Timestamp("2026-01-01")]
    assert list(tidy.usage({"today": P.use_stats()["today"], "days": []})["today"]) == [True]


def test_long_form_has_one_row_per_day_and_status() -> None:
    long = tidy.usage(P.use_stats(), long=True)
    assert list(long["status"][:4]) == ["success", "warning", "error", "pending"]
    assert list(long["count"][4:]) == [5, 1, 0, 2]
    assert list(long.columns) == ["date", "today", "status", "count"]
    details = [P.use_stats()["today"] | {"source": "s", "platform": "p", "search": "q"}]
    assert list(tidy.usage_details(details, long=True)["search"]) == ["q"] * 4


@pytest.mark.parametrize(
    ("wrong", "got"),
    [([], "a list of 0 items"), ({}, "an empty dict"), ({"day": 1}, "a dict with keys 'day'")],
)
def test_usage_refuses_anything_but_the_use_statistics(wrong: object, got: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        tidy.usage(wrong)
    assert str(refused.value) == (
        "expected the use statistics (a dict with `today` or `days`) or its {success, data} "
        f"envelope; got {got}"
    )


def test_monitored_from_list_and_info() -> None:
    listing = tidy.monitored({"success": True, "data": P.monitored_list()})
    assert list(listing["cnj"]) == [P.CNJ_A, P.CNJ_B]
    assert listing["instance_id"].isna().all()
    info = P.monitoring_response()
    del info["info"][0]["data"]
    frame = tidy.monitored([info, info | {"id": "mon-2"}])
    assert list(frame["monitor_id"]) == ["mon-1", "mon-2"]
    row = frame.iloc[0]
    assert (row.instance_id, row.source, row.source_label, row.last_status, row.disabled) == (
        "inst-1",
        "tribunais",
        "Consulta de Tribunais",
        "success",
        False,
    )
    assert row.last_response == pd.Timestamp("2026-01-03", tz="UTC")


def test_demands_by_callback() -> None:
    frame = tidy.demands(P.callback_list())
    row = frame.iloc[0]
    assert (row.callback_id, row.url_callback, row.demand_id, row.update_frequency) == (
        "cb",
        "http://127.0.0.1:9/cb",
        "dem-1",
        "daily",
    )
    assert (row.filter_doc, row.fldoc, row.secret) == ("inicial,sentenca", "1", False)
