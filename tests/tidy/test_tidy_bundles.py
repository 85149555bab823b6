"""Capture, monitoring and demand payloads land in the same tables with the same meaning."""

from __future__ import annotations

import gc

import pandas as pd
import pytest
import tidy_payloads as P

import lawkit.tidy as tidy
from lawkit.cnj import parse
from lawkit.errors import InvalidInput

#: Tables only DataJud fills (``lawkit.tidy.datajud``).
DATAJUD_ONLY = {"subjects", "complements"}


def test_lookup_result_fills_every_table() -> None:
    bundle = tidy.lookups(P.lookup_result())
    row = bundle.lawsuits.iloc[0]
    assert (row.origin, row["cnj"], row.request_id, row.status) == (
        "capture",
        P.CNJ_A,
        "req-1",
        "success",
    )
    assert (row.court, row.year, row.segment) == ("TRF5", 2008, parse(P.CNJ_A).segment)
    assert pd.isna(row.state)  # TRF5 serves several states
    assert (row.source, row.search, row.source_label, row.query_label) == (
        "tribunais",
        "trf5",
        "Consulta de Tribunais",
        "1º grau",
    )
    assert (row["class"], row.district, row.unit, row.situation) == (
        "Procedimento Comum Cível",
        "Foro Central",
        "1ª Vara Cível",
        "Em andamento",
    )
    assert row.value == 81439.78 and pd.isna(row.value_text)
    assert row.start_at == pd.Timestamp("2020-03-02 12:08", tz="UTC")
    assert row.collected_at == pd.Timestamp("2026-01-02 03:04:05", tz="UTC")
    assert list(bundle.parties["pole"]) == ["active", "passive"]
    assert list(bundle.lawyers["name"]) == ["Maria Advogada", "João Advogado"]
    assert set(bundle.lawyers["party_name"]) == {"Fulano de Tal"}
    assert list(bundle.steps["title"]) == ["Distribuição", "Decisão"]
    assert list(bundle.steps["position"]) == [0, 1]
    assert bundle.files.iloc[0][["step", "name", "type"]].tolist() == [
        1,
        "decisao.pdf",
        "application/pdf",
    ]
    assert bundle.files.iloc[0]["timestamp"] == pd.Timestamp("2020-03-06 14:27", tz="UTC")
    assert list(bundle.cover["label"]) == ["Classe", "Valor da ação"]
    assert (
        dict(zip(bundle.properties["key"], bundle.properties["value"], strict=True))["value"]
        == "81439.78"
    )
    for name, table in bundle.tables().items():
        if name in DATAJUD_ONLY:
            assert table.empty, name  # a capture lookup has no TPU subjects or complements
        else:
            assert set(table["cnj"]) == {P.CNJ_A}, name


def test_monitoring_keeps_ids_oab_uf_and_properties_array() -> None:
    bundle = tidy.monitoring({"success": True, "data": P.monitoring_response()})
    row = bundle.lawsuits.iloc[0]
    assert (row.origin, row.monitor_id, row.instance_id, row.status) == (
        "monitoring",
        "mon-1",
        "inst-1",
        "success",
    )
    assert (row.source, row.source_label) == ("tribunais", "Consulta de Tribunais")
    assert list(bundle.steps["step_id"]) == ["s-0", "s-1"]
    assert list(bundle.parties["party_id"]) == ["p-0", "p-1"]
    assert bundle.lawyers.iloc[0][["oab", "uf"]].tolist() == ["123456", "SP"]
    assert list(bundle.cover["cover_id"]) == ["c-0", "c-1"]
    # propertiesArray wins; the properties object adds nothing new here
    assert list(bundle.properties["property_id"]) == [f"pa-{i}" for i in range(11)]
    assert bundle.files.iloc[0]["step_id"] == "s-1"


def test_demand_maps_metadados_partes_movimentos() -> None:
    bundle = tidy.demand(P.demand_result())
    found, missing = bundle.lawsuits.iloc[0], bundle.lawsuits.iloc[1]
    assert (found.origin, found.demand_id, found["cnj"], found.status) == (
        "demand",
        "dem-1",
        P.CNJ_B,
        "200",
    )
    assert (found.court, found.area, found.district, found.judge) == (
        "TJSP",
        "Cível",
        "Martinópolis",
        "Des. Fulano",
    )
    assert found.value == 81439.78
    assert not found.sealed
    # zone-less demand times are São Paulo local time (UTC-3)
    assert found.collected_at == pd.Timestamp("2026-01-05 13:00", tz="UTC")
    assert found.start_at == pd.Timestamp("2024-02-01 12:30", tz="UTC")
    assert missing.status == "404"
    assert list(bundle.parties["pole"]) == ["active", "passive"]
    assert list(bundle.parties["role"]) == ["Reqte", "Reqdo"]
    assert bundle.lawyers.iloc[0][["name", "oab", "uf", "role", "party_name"]].tolist() == [
        "Carina",
        "355919/SP",
        "SP",
        "Advogado",
        "Aparecida",
    ]
    steps = bundle.steps
    assert list(steps["sequence"]) == [118, 117]
    assert pd.isna(steps["type"][0]) and steps["type"][1] == "Certidão"
    assert steps["text"][1] == "Relação: 0271/2026\r\nData da Publicação: 03/03/2026"
    assert steps["timestamp"][1] == pd.Timestamp("2026-03-02 18:30", tz="UTC")
    keys = set(bundle.properties["key"])
    assert {"vlcausa", "deforo", "codigos.cdprocesso", "idprocesso"} <= keys


def test_three_apis_concatenate_into_one_timeline() -> None:
    same = P.CNJ_B
    bundle = (
        tidy.lookups(P.lookup_result(same))
        + tidy.monitoring(P.monitoring_response(same))
        + tidy.demand(P.demand_result())
    )
    assert set(bundle.steps["origin"]) == {"capture", "monitoring", "demand"}
    timeline = bundle.steps_of(P.DIGITS_B)
    assert len(timeline) == 6
    with pytest.warns(DeprecationWarning, match=r"bundle.steps_of\(cnj\)"):
        assert bundle.timeline(P.DIGITS_B).equals(timeline)  # the old name, kept a while
    assert timeline["timestamp"].is_monotonic_increasing
    assert isinstance(bundle.steps["origin"].dtype, pd.CategoricalDtype)
    assert bundle.lawsuits.groupby("origin", observed=True)["cnj"].first().eq(same).all()


def test_lawsuit_with_only_cnj_gives_its_row_and_nothing_else() -> None:
    result = P.lookup_result()
    result["data"] = [{"cover": [], "people": [], "steps": [], "properties": {"cnj": P.DIGITS_B}}]
    bundle = tidy.lookups(result)
    assert list(bundle.lawsuits["cnj"]) == [P.CNJ_B]
    assert len(bundle.steps) == len(bundle.parties) == len(bundle.cover) == 0
    assert list(bundle.properties["key"]) == ["cnj"]


def test_partial_and_malformed_parts_never_drop_the_rest() -> None:
    result = P.lookup_result()
    lawsuit = result["data"][0]
    lawsuit["steps"].insert(1, "not a step")
    lawsuit["steps"].append({"title": {"nested": 1}, "timestamp": 12, "extra": "ignored"})
    lawsuit["people"].append(None)
    lawsuit["people"][0]["lawyers"].append(7)
    lawsuit["cover"] = "wrong type"
    lawsuit["properties"]["value"] = "cerca de mil reais"
    result["data"].append(None)
    result["data"].append({"properties": None, "steps": None})
    bundle = tidy.lookups(result)
    assert len(bundle.lawsuits) == 2
    first = bundle.lawsuits.iloc[0]
    assert pd.isna(first.value) and first.value_text == "cerca de mil reais"
    # the second lawsuit has no CNJ of its own: the request's parameter is used
    assert bundle.lawsuits["cnj"][1] == P.CNJ_A
    assert list(bundle.steps["title"]) == ["Distribuição", "Decisão", '{"nested": 1}']
    assert pd.isna(bundle.steps["timestamp"][2])
    assert len(bundle.parties) == 2 and len(bundle.lawyers) == 2
    assert bundle.cover.empty


def test_invalid_cnj_is_kept_and_flagged() -> None:
    result = P.lookup_result()
    result["data"][0]["properties"]["cnj"] = "0004599-64.2008.4.05.8200"
    bundle = tidy.lookups(result)
    row = bundle.lawsuits.iloc[0]
    assert (row["cnj"], row.cnj_valid, row.court) == ("0004599-64.2008.4.05.8200", False, "TRF5")
    assert pd.isna(row.year)
    assert set(bundle.steps["cnj"]) == {"0004599-64.2008.4.05.8200"}


@pytest.mark.parametrize("convert", [tidy.lookups, tidy.monitoring, tidy.demand])
@pytest.mark.parametrize("bad", [None, 5, "text", b"bytes"])
def test_a_top_level_that_is_no_payload_is_refused_clearly(convert, bad) -> None:
    with pytest.raises(InvalidInput, match=r"^expected .* or an iterable of them; got "):
        convert(bad)


def test_the_garbage_collector_is_left_as_it_was() -> None:
    assert gc.isenabled()
    tidy.lookups(P.lookup_result())
    assert gc.isenabled()
    with pytest.raises(InvalidInput):
        tidy.monitoring(5)
    assert gc.isenabled()
    gc.disable()
    try:
        tidy.demand([])
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_monitoring_callback_bodies_are_read_like_data_responses() -> None:
    body = {
        "action": "processUpdated",
        "processoId": "mon-1",
        "cnj": P.CNJ_A,
        "newSteps": 2,
        "data": P.monitoring_response(),
    }
    from_callback = tidy.monitoring([body])
    direct = tidy.monitoring(P.monitoring_response())
    for name, table in direct.tables().items():
        pd.testing.assert_frame_equal(from_callback.tables()[name], table)
    assert len(from_callback.steps) == 2
