"""Every CNJ number in the real payloads of tests/data/cnj is valid and decodes to the court the
payload itself names (DataJud ``tribunal`` and ``_index``, Codilo search labels, Digesto, PDPJ,
e-SAJ). Provenance of each file: tests/data/README.md."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from lawkit import cnj

DATA = Path(__file__).resolve().parent.parent / "data" / "cnj"


def _load(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def _datajud_hits() -> list[tuple[str, str, str, str]]:
    """(file, numeroProcesso, tribunal, _index) of every DataJud hit in the copied responses."""
    rows = []
    for path in sorted(DATA.glob("*.json")):
        payload = _load(path.name)
        if not isinstance(payload, dict) or not ("hits" in payload or "_index" in payload):
            continue
        hits = payload["hits"]["hits"] if "hits" in payload else [payload]
        for hit in hits:
            source = hit["_source"]
            rows.append((path.name, source["numeroProcesso"], source["tribunal"], hit["_index"]))
    return rows


DATAJUD = _datajud_hits()


def test_datajud_files_were_found() -> None:
    assert len(DATAJUD) >= 17 and {t for _, _, t, _ in DATAJUD} >= {"TJSP", "TRF1", "TJDFT", "TJES"}


@pytest.mark.parametrize(("file", "number", "tribunal", "index"), DATAJUD)
def test_datajud_numbers_decode_to_the_hit_tribunal_and_index(
    file: str, number: str, tribunal: str, index: str
) -> None:
    parsed = cnj.parse(number)  # DataJud gives the 20 digits without punctuation
    assert parsed.court == tribunal
    assert parsed.court_info.datajud_alias == index
    assert parsed.digits == number


def _plain(text: str) -> str:
    """Lowercase, no accents, no 'do Estado', no prepositions: how labels differ from names."""
    text = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    text = text.replace(" do estado", "")
    return re.sub(r"\b(de|do|da|dos|das|no|na|em)\b", " ", text).split().__str__()


STATE_NAMES = {
    _plain(c.name.split(" do Estado ")[1]): c.state for c in cnj.courts() if " do Estado " in c.name
}
STATE_NAMES[_plain("Distrito Federal")] = "DF"


def _courts_named_by(label: str) -> set[str]:
    """The court(s) a Codilo search label names: a court by name, or a federal section of a UF."""
    named = {c.acronym for c in cnj.courts() if _plain(c.name) == _plain(label)}
    federal = re.fullmatch(r"Justiça Federal (?:no|na|em|de|do|da) (.+)", label)
    if federal:
        uf = STATE_NAMES[_plain(federal.group(1))]
        named |= {c.acronym for c in cnj.courts() if c.justice == 4 and uf in c.states}
    return named


CODILO = _load("codilo_grouped_searches_labels.json")


def test_codilo_labels_all_name_a_court() -> None:
    unnamed = {
        label for entry in CODILO for label in entry["search"] if not _courts_named_by(label)
    }
    assert unnamed == set()


@pytest.mark.parametrize("entry", CODILO, ids=[e["cnj"] for e in CODILO])
def test_codilo_searched_the_decoded_court_or_a_superior_court(entry: dict) -> None:
    court = cnj.parse(entry["cnj"]).court
    for label in entry["search"]:
        named = _courts_named_by(label)
        assert court in named or all(cnj.court_by_acronym(a).tribunal == 0 for a in named), label


def test_codilo_searched_the_decoded_court_for_nearly_every_number() -> None:
    searched_own = [
        any(cnj.parse(e["cnj"]).court in _courts_named_by(label) for label in e["search"])
        for e in CODILO
    ]
    # The few others were only looked up in a superior court (appeals there).
    assert sum(searched_own) >= 0.95 * len(CODILO)


def test_codilo_confirms_mato_grosso_and_minas_gerais() -> None:
    by_court = {cnj.parse(e["cnj"]).court: set(e["search"]) for e in CODILO}
    assert "Tribunal de Justiça do Mato Grosso" in by_court["TJMT"]
    assert "Tribunal de Justiça de Minas Gerais" in by_court["TJMG"]


def test_digesto_payload() -> None:
    payload = _load("digesto_trt3_0010053-69.2016.5.03.0002.json")
    parsed = cnj.parse(payload["numero"])
    assert (parsed.court, parsed.state) == (payload["tribunal"], payload["uf"]) == ("TRT3", "MG")
    assert cnj.normalize(payload["numeroAlternativo"].removeprefix("RTOrd ")) == payload["numero"]


def test_pdpj_payload() -> None:
    for item in _load("pdpj__pesquisa_single_page.json")["content"]:
        parsed = cnj.parse(item["numeroProcesso"])
        assert parsed.court == item["siglaTribunal"]
        assert parsed.digits == item["id"]
        for step in item["tramitacoes"]:
            assert f"{parsed.justice}{parsed.tribunal:02d}" == step["tribunal"]["jtr"]


@pytest.mark.parametrize("name", ["tjsp__cpopg_api_search.json", "tjsp__cposg_api_search.json"])
def test_esaj_tjsp_payloads(name: str) -> None:
    for item in _load(name):
        assert cnj.parse(item["numeProcesso"]).court == "TJSP"


@pytest.mark.parametrize(
    ("name", "court", "state"),
    [
        ("tjsp_jespimentel_numbers.json", "TJSP", "SP"),
        ("tjsc_gvilherme7_numbers.json", "TJSC", "SC"),
    ],
)
def test_datajud_exports_thousands_of_numbers(name: str, court: str, state: str) -> None:
    numbers = pd.Series(_load(name), dtype="str")
    assert len(numbers) == 2000
    assert numbers.cnj.is_valid().all()
    assert set(numbers.cnj.court.unique()) == {court}
    assert set(numbers.cnj.state.unique()) == {state}
    assert numbers.cnj.digits.tolist() == numbers.tolist()
    sample = numbers.iloc[::97].tolist()
    assert [cnj.parse(n).court for n in sample] == [court] * len(sample)
    # The same numbers read as numbers, leading zeros gone (Python ints: 20 digits overflow int64).
    as_ints = pd.Series([int(n) for n in numbers], dtype=object)
    assert (as_ints.cnj.normalize() == numbers.cnj.normalize()).all()
