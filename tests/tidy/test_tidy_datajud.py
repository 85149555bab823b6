"""Real DataJud answers (tests/data/datajud, provenance in its README) through tidy.datajud:
every file tidies into the contracts, and each quirk of the real answers has its own test."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import lawkit.tidy as tidy
from lawkit.errors import InvalidInput
from lawkit.tidy import contracts

DATA = Path(__file__).parent.parent / "data" / "datajud"
FILES = sorted(p.name for p in DATA.glob("*.json"))
TJES = "tjes_00227832220178080024_g1_g2.json"


def load(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def hits_of(answer: dict) -> list[dict]:
    return answer["hits"]["hits"] if "hits" in answer else [answer]


@pytest.mark.parametrize("name", FILES)
def test_every_real_answer_tidies_into_the_contracts(name: str) -> None:
    answer = load(name)
    bundle = tidy.datajud(answer)
    for table, frame in bundle.tables().items():
        assert contracts.problems(frame, table) == [], (name, table)
    hits = hits_of(answer)
    assert len(bundle.lawsuits) == len(hits)
    moves = [m for h in hits for m in h["_source"].get("movimentos") or []]
    assert len(bundle.steps) == len(moves)
    assert bundle.steps["title"].tolist() == [m["nome"] for m in moves]
    assert bundle.steps["tpu_code"].tolist() == [m["codigo"] for m in moves]
    assert bundle.steps["timestamp"].notna().all()
    assert (bundle.steps["origin"] == "datajud").all()
    complements = [c for m in moves for c in m.get("complementosTabelados") or []]
    assert bundle.complements["name"].tolist() == [c["nome"] for c in complements]
    assert bundle.lawsuits["instance_id"].tolist() == [h["_id"] for h in hits]
    assert bundle.lawsuits["cnj_valid"].all()
    assert bundle.lawsuits["number"].tolist() == [h["_source"]["numeroProcesso"] for h in hits]


def test_lawsuit_columns_read_from_the_hit() -> None:
    row = tidy.datajud(load(TJES)).lawsuits.iloc[1]
    assert row["cnj"] == "0022783-22.2017.8.08.0024"
    assert (row["court"], row["degree"], row["class"], row["class_code"]) == (
        "TJES",
        "G2",
        "Apelação Cível",
        198,
    )
    assert (row["unit_code"], row["municipality"]) == (48098, 3205309)
    assert row["unit"] == "GAB. DESEMB. ARTHUR JOSÉ NEIVA DE ALMEIDA - VITORIA"
    assert (row["system"], row["format"], row["secrecy"], row["sealed"]) == (
        "Inválido",
        "Eletrônico",
        0,
        False,
    )
    assert row["start_at"] == pd.Timestamp("2022-03-24T18:49:27Z")
    assert row["updated_at"] == pd.Timestamp("2024-08-20T21:43:11.871Z")


def test_filing_date_iso_and_compact_in_one_page() -> None:
    answer = load("juscraper_results_normal_page_02.json")
    start = tidy.datajud(answer).lawsuits["start_at"]
    raw = [h["_source"]["dataAjuizamento"] for h in answer["hits"]["hits"]]
    assert raw[1] == "20080314135000" and raw[8] == "1993-07-27T00:00:00.000Z"
    # Compact text has no zone: the courts' time, America/Sao_Paulo (UTC-3 in 2008).
    assert start[1] == pd.Timestamp("2008-03-14T16:50:00Z")
    assert start[8] == pd.Timestamp("1993-07-27T00:00:00Z")
    assert start.notna().all()


def test_subjects_flat_or_list_of_lists() -> None:
    nested = tidy.datajud(load("cnj_wiki_ex2_tjdft_execucao_fiscal_ELIDED.json")).subjects
    assert nested["code"].tolist() == [6017, 6017, 10394]
    assert nested["position"].tolist() == [0, 0, 1]
    flat = tidy.datajud(load(TJES)).subjects
    assert flat["code"].tolist() == [7768, 7779, 7780] * 2
    lawsuits = tidy.datajud(load("cnj_wiki_ex2_tjdft_execucao_fiscal_ELIDED.json")).lawsuits
    assert lawsuits["subject"].tolist() == ["Dívida Ativa (Execução Fiscal)"] * 2


def test_hits_without_movements_give_a_lawsuit_row_and_no_steps() -> None:
    bundle = tidy.datajud(load("juscraper_results_normal_page_01.json"))
    assert len(bundle.lawsuits) == 10
    assert bundle.steps.empty and bundle.complements.empty
    assert contracts.problems(bundle.steps, "steps") == []


def test_per_movement_unit_with_string_codes() -> None:
    answer = load("tjsp_00104905620258260309_ruby_comment.json")
    assert (
        answer["hits"]["hits"][0]["_source"]["movimentos"][0]["orgaoJulgador"]["codigo"] == "9819"
    )
    bundle = tidy.datajud(answer)
    assert bundle.steps["unit_code"].tolist() == [9819] * 12
    assert bundle.lawsuits["municipality"].isna().all()  # codigoMunicipioIBGE null
    assert tidy.datajud(load(TJES)).steps["unit_code"].isna().all()  # no per-movement unit


def test_nanosecond_timestamp_read_to_the_microsecond(tmp_path: Path) -> None:
    """Failed before: the nanoseconds were kept, and to_parquet refused the bundle."""
    bundle = tidy.datajud(load(TJES))
    assert bundle.lawsuits["collected_at"][0] == pd.Timestamp("2024-09-17T13:57:41.819731Z")
    bundle.to_parquet(tmp_path / "dj")
    back = tidy.Bundle.from_parquet(tmp_path / "dj")
    assert back.lawsuits["collected_at"].tolist() == bundle.lawsuits["collected_at"].tolist()


def test_mojibake_kept_as_delivered() -> None:
    bundle = tidy.datajud(load("cnj_wiki_ex2_tjdft_execucao_fiscal_ELIDED.json"))
    assert bundle.lawsuits["unit"].tolist() == ["VARA DE EXECU??O FISCAL DO DF"] * 2


def test_one_lawsuit_in_two_degrees_kept_apart() -> None:
    bundle = tidy.datajud(load(TJES))
    lawsuits = bundle.lawsuits
    assert lawsuits["cnj"].nunique() == 1
    assert lawsuits["degree"].tolist() == ["G1", "G2"]
    assert lawsuits["instance_id"].tolist() == [
        "TJES_G1_00227832220178080024",
        "TJES_G2_00227832220178080024",
    ]
    assert lawsuits["class_code"].tolist() == [7, 198]
    assert set(bundle.steps["instance_id"]) == {"TJES_G2_00227832220178080024"}
    assert set(bundle.subjects["instance_id"]) == set(lawsuits["instance_id"])


def test_event_and_tpu_code_from_the_movement_code() -> None:
    steps = tidy.datajud(load(TJES)).steps
    by_code = dict(zip(steps["tpu_code"], steps["event"], strict=False))
    assert by_code[26] == "filing" and by_code[51] == "conclusion" and by_code[92] == "publication"
    # 14732 (2020+) is not in the TPU table lawkit ships: the text decides, the code stays.
    wiki = tidy.datajud(load("cnj_wiki_ex1_trf1_00008323520184013202_ELIDED.json")).steps
    assert wiki["tpu_code"].tolist() == [26, 14732]


def test_complements_belong_to_their_movement() -> None:
    bundle = tidy.datajud(load(TJES))
    first = bundle.complements.iloc[0]
    assert (first["step"], first["tpu_code"], first["code"], first["value"]) == (0, 26, 2, 2)
    assert first["description"] == "tipo_de_distribuicao_redistribuicao"
    assert first["timestamp"] == bundle.steps["timestamp"][0]


def test_bare_hits_and_pages_together() -> None:
    pages = [
        load("juscraper_results_normal_page_01.json"),
        load("tjsp_jespimentel_anpp_cell4.json"),
    ]
    assert len(tidy.datajud(pages).lawsuits) == 11
    assert len(tidy.datajud({"p1": pages[0], "p2": pages[1]}).lawsuits) == 11


def test_empty_answer_is_an_empty_typed_bundle() -> None:
    bundle = tidy.datajud(load("juscraper_no_results.json"))
    for table, frame in bundle.tables().items():
        assert frame.empty and contracts.problems(frame, table) == []
    assert tidy.datajud([]).lawsuits.empty


@pytest.mark.parametrize(
    "field",
    ["numeroProcesso", "classe", "orgaoJulgador", "assuntos", "dataAjuizamento", "grau",
     "sistema", "formato", "nivelSigilo", "@timestamp", "tribunal", "movimentos"],
)  # fmt: skip
def test_a_hit_missing_any_field_leaves_that_column_empty(field: str) -> None:
    answer = copy.deepcopy(load(TJES))
    del answer["hits"]["hits"][1]["_source"][field]
    bundle = tidy.datajud(answer)
    row = bundle.lawsuits.iloc[1]
    # The number is read from the hit's id when numeroProcesso is missing; the court from it.
    assert row["cnj"] == "0022783-22.2017.8.08.0024" and row["court"] == "TJES"
    for table, frame in bundle.tables().items():
        assert contracts.problems(frame, table) == []


def test_values_of_the_wrong_type_do_not_crash() -> None:
    answer = copy.deepcopy(load(TJES))
    source = answer["hits"]["hits"][1]["_source"]
    source["assuntos"] = "Indenização"
    source["classe"] = None
    source["nivelSigilo"] = "alto"
    source["movimentos"][0] = "Distribuição"
    source["movimentos"][1]["codigo"] = 0
    source["movimentos"][2]["complementosTabelados"] = [None, 3]
    bundle = tidy.datajud(answer)
    assert len(bundle.steps) == 60
    assert pd.isna(bundle.steps["tpu_code"][0])
    assert bundle.subjects["instance_id"].tolist() == ["TJES_G1_00227832220178080024"] * 3


@pytest.mark.parametrize(
    "value", [None, "api_publica_tjsp", {"took": 1}, [{"hits": []}], {"1": "x"}]
)
def test_what_is_not_an_answer_is_refused(value: Any) -> None:
    with pytest.raises(InvalidInput, match="DataJud answer"):
        tidy.datajud(value)


def test_concat_with_a_provider_bundle_keeps_both_origins() -> None:
    joined = tidy.datajud(load(TJES)) + tidy.Bundle.empty()
    assert set(joined.lawsuits["origin"]) == {"datajud"}
    assert len(joined.complements) == 25 and len(joined.subjects) == 6
