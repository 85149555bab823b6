"""The court table (lawkit/cnj/courts.csv): complete, unique, right on the facts often got wrong."""

from __future__ import annotations

import collections
import re
from importlib import resources

import pytest

import lawkit
from lawkit import cnj

COURTS = cnj.courts()
BY_ACRONYM = {c.acronym: c for c in COURTS}


def test_courts_per_branch_of_justice() -> None:
    per_justice = collections.Counter(c.justice for c in COURTS)
    # STF, CNJ, STJ; 6 TRF + CJF; TST + 24 TRT + CSJT; TSE + 27 TRE; STM + 12 CJM; 27 TJ; 3 TJM
    assert per_justice == {1: 1, 2: 1, 3: 1, 4: 7, 5: 26, 6: 28, 7: 13, 8: 27, 9: 3}
    families = collections.Counter(
        re.sub(r"[-\d].*|(?<=^TJ)[A-Z]+$", "", c.acronym) for c in COURTS
    )
    assert families["TRF"] == 6 and families["TRT"] == 24 and families["TRE"] == 27
    assert families["CJM"] == 12 and families["TJM"] == 3 and families["TJ"] == 27


def test_acronyms_codes_and_aliases_are_unique() -> None:
    assert len(BY_ACRONYM) == len(COURTS) == 107
    assert len({(c.justice, c.tribunal) for c in COURTS}) == len(COURTS)
    aliases = [c.datajud_alias for c in COURTS if c.datajud_alias]
    assert len(set(aliases)) == len(aliases)


def test_acronym_forms() -> None:
    pattern = re.compile(r"^(STF|CNJ|STJ|CJF|TST|CSJT|TSE|STM|TRF\d|TRT\d{1,2}|TRE-[A-Z]{2}"
                         r"|CJM\d{1,2}|TJ[A-Z]{2}|TJDFT|TJM-[A-Z]{2})$")  # fmt: skip
    assert [c.acronym for c in COURTS if not pattern.match(c.acronym)] == []
    assert {"TRF1", "TRT2", "TRE-SP", "TJSP", "TJDFT", "TJM-SP", "CJM1"} <= BY_ACRONYM.keys()


@pytest.mark.parametrize(
    ("justice", "tribunal", "acronym"),
    [
        (1, 0, "STF"), (2, 0, "CNJ"), (3, 0, "STJ"), (4, 1, "TRF1"), (4, 6, "TRF6"),
        (4, 90, "CJF"), (5, 0, "TST"), (5, 2, "TRT2"), (5, 24, "TRT24"), (5, 90, "CSJT"),
        (6, 0, "TSE"), (6, 26, "TRE-SP"), (6, 7, "TRE-DF"), (7, 0, "STM"), (7, 1, "CJM1"),
        (7, 12, "CJM12"), (8, 1, "TJAC"), (8, 7, "TJDFT"), (8, 11, "TJMT"), (8, 12, "TJMS"),
        (8, 13, "TJMG"), (8, 26, "TJSP"), (8, 27, "TJTO"), (9, 13, "TJM-MG"),
        (9, 21, "TJM-RS"), (9, 26, "TJM-SP"),
    ],
)  # fmt: skip
def test_codes_name_the_right_court(justice: int, tribunal: int, acronym: str) -> None:
    found = cnj.court(justice, tribunal)
    assert found is not None and found.acronym == acronym
    assert found.code == f"{justice}.{tribunal:02d}"


def test_minas_gerais_is_13_and_mato_grosso_is_11() -> None:
    # A popular open-source scraper swaps these two; Resolução CNJ 65/2008 has 11 MT, 13 MG.
    for justice in (6, 8):
        assert cnj.court(justice, 11).state == "MT"  # type: ignore[union-attr]
        assert cnj.court(justice, 13).state == "MG"  # type: ignore[union-attr]
    assert "Mato Grosso" in BY_ACRONYM["TJMT"].name and "Minas" in BY_ACRONYM["TJMG"].name
    assert BY_ACRONYM["TJM-MG"].tribunal == 13


def test_electoral_courts_use_the_state_courts_numbering() -> None:
    for tj in (c for c in COURTS if c.justice == 8):
        tre = cnj.court(6, tj.tribunal)
        assert tre is not None and tre.state == tj.state and tre.acronym == f"TRE-{tj.state}"


def test_superior_courts_have_tribunal_00_and_no_state() -> None:
    superior = {c.acronym for c in COURTS if c.tribunal == 0}
    assert superior == {"STF", "CNJ", "STJ", "TST", "TSE", "STM"}
    assert all(BY_ACRONYM[a].state is None and BY_ACRONYM[a].states == () for a in superior)


def test_states_served() -> None:
    assert BY_ACRONYM["TRF6"].states == ("MG",) and BY_ACRONYM["TRF6"].state == "MG"
    assert "MG" not in BY_ACRONYM["TRF1"].states  # moved to TRF6 in 2022
    assert BY_ACRONYM["TRT15"].state == BY_ACRONYM["TRT2"].state == "SP"
    assert BY_ACRONYM["TRT8"].states == ("AP", "PA") and BY_ACRONYM["TRT8"].state is None
    # every UF is served by exactly one TRF and exactly one CJM
    for prefix in ("TRF", "CJM"):
        served = [uf for c in COURTS if c.acronym.startswith(prefix) for uf in c.states]
        assert sorted(served) == sorted({c.state for c in COURTS if c.justice == 8})


def test_names_are_full_portuguese_names() -> None:
    assert BY_ACRONYM["TJSP"].name == "Tribunal de Justiça do Estado de São Paulo"
    assert BY_ACRONYM["TJDFT"].name == "Tribunal de Justiça do Distrito Federal e dos Territórios"
    assert BY_ACRONYM["TRT2"].name == "Tribunal Regional do Trabalho da 2ª Região"
    assert BY_ACRONYM["TRE-SP"].name == "Tribunal Regional Eleitoral de São Paulo"
    assert BY_ACRONYM["CJM1"].name == "1ª Circunscrição Judiciária Militar"
    assert BY_ACRONYM["TJM-SP"].name == "Tribunal de Justiça Militar do Estado de São Paulo"
    assert BY_ACRONYM["CSJT"].segment == "Justiça do Trabalho"
    assert BY_ACRONYM["CJM3"].segment == "Justiça Militar da União"
    assert BY_ACRONYM["TJM-RS"].segment == "Justiça Militar Estadual"


@pytest.mark.parametrize(
    ("acronym", "alias"),
    [
        ("TJSP", "api_publica_tjsp"), ("TJDFT", "api_publica_tjdft"),
        ("TRF1", "api_publica_trf1"), ("TRF6", "api_publica_trf6"), ("TRT2", "api_publica_trt2"),
        ("TRE-SP", "api_publica_tre-sp"), ("TST", "api_publica_tst"), ("TSE", "api_publica_tse"),
        ("STJ", "api_publica_stj"), ("STM", "api_publica_stm"), ("TJM-MG", "api_publica_tjmmg"),
        ("TJM-SP", "api_publica_tjmsp"),
        ("STF", None), ("CNJ", None), ("CJF", None), ("CSJT", None), ("CJM1", None),
    ],
)  # fmt: skip
def test_datajud_aliases(acronym: str, alias: str | None) -> None:
    assert BY_ACRONYM[acronym].datajud_alias == alias


def test_court_by_acronym() -> None:
    assert cnj.court_by_acronym(" tre-sp ") is BY_ACRONYM["TRE-SP"]
    with pytest.raises(lawkit.InvalidInput, match="unknown court acronym 'TRE-XX'"):
        cnj.court_by_acronym("TRE-XX")
    assert cnj.court(8, 0) is None and cnj.court(4, 7) is None


def test_table_file_states_its_sources() -> None:
    header = resources.files("lawkit.cnj").joinpath("courts.csv").read_text(encoding="utf-8")
    assert "Resolução CNJ nº 65/2008" in header and "datajud-wiki.cnj.jus.br" in header
