"""A provider bundle and a DataJud bundle together: one timeline per lawsuit, and
compare_sources. DataJud's side is the real TJES answer (tests/data/datajud); the provider's
tells the same G2 movements in words two days earlier (DataJud registers a movement at its step
or later), the first two missing."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd

import lawkit.events as events
import lawkit.tidy as tidy
from lawkit.tidy import contracts

ANSWER = Path(__file__).parent.parent / "data" / "datajud" / "tjes_00227832220178080024_g1_g2.json"


def bundles() -> tuple[tidy.Bundle, tidy.Bundle]:
    answer = json.loads(ANSWER.read_text("utf-8"))
    moves = answer["hits"]["hits"][1]["_source"]["movimentos"]
    steps = [
        {"timestamp": (pd.Timestamp(m["dataHora"]) - pd.Timedelta(days=2)).isoformat(),
         "title": m["nome"].upper(), "description": "Movimentação registrada pelo cartório"}
        for m in moves[2:]
    ]  # fmt: skip
    result = {
        "requested": {"id": "r1", "status": "success", "court": "TJES"},
        "data": [{"properties": {"cnj": "0022783-22.2017.8.08.0024"}, "steps": steps}],
    }
    return tidy.lookups(result), tidy.datajud(answer)


def test_timeline_merges_datajud_movements_with_provider_steps() -> None:
    provider, datajud = bundles()
    both = provider + datajud
    timeline = events.timeline(both)
    assert timeline["steps"].sum() == len(both.steps)  # nothing dropped
    merged = timeline[timeline["origins"] == "capture+datajud"]
    assert len(merged) >= len(provider.steps) * 2 // 3
    alone = events.timeline(provider).shape[0] + events.timeline(datajud).shape[0]
    assert len(timeline) == alone - len(merged)


def test_compare_sources_says_who_has_what_and_the_lag() -> None:
    provider, datajud = bundles()
    table = events.compare_sources(provider + datajud)
    assert contracts.problems(table, "comparison") == []
    assert set(table["court"]) == {"TJES"}
    first = table[table["tpu_code"] == 26].iloc[0]  # the distribution, which the provider missed
    assert first["datajud"] and not first["provider"] and pd.isna(first["lag_days"])
    both = table[table["provider"] & table["datajud"]]
    assert (both["lag_days"].round(3) == 2.0).mean() > 0.8  # DataJud's times two days later
    assert table["datajud"].sum() == len(datajud.steps)
