"""The sandbox's coverage tree: shape, tags, labels, and every court reachable by CNJ."""

from __future__ import annotations

import re

import pytest
from support.capture import ESAJ, ESAJ_SECOND

from lawkit import cnj
from lawkit.errors import InvalidCNJ
from lawkit.sandbox.data import coverage

TAG = re.compile(r"^[a-z0-9]{2,16}$")


def _walk(tree):
    for source in tree:
        for platform in source["platforms"]:
            for search in platform["searches"]:
                for query in search["queries"]:
                    yield source, platform, search, query


def test_tree_has_the_spec_shape_with_portuguese_labels_and_short_tags():
    rows = list(_walk(coverage.tree()))
    assert len(rows) > 150
    for source, platform, search, query in rows:
        for node, key in ((source, "source"), (platform, "platform"), (search, "search")):
            assert TAG.match(node[key]), node[key]
            assert node["Descrição"].strip()
        assert TAG.match(query["query"]) and query["Descrição"].startswith("Consulta")
        assert query["params"], query
        for param in query["params"]:
            assert set(param) == {"label", "tag", "mask", "Obrigatório", "nested"}
            assert param["tag"] in coverage.PARAM_LABELS
            assert param["nested"] == []
            assert param["Obrigatório"] is (len(query["params"]) == 1)


def test_every_court_of_the_table_is_reachable_with_a_cnj_param():
    reachable = {
        search["search"]
        for _, _, search, query in _walk(coverage.tree())
        if any(p["tag"] == "cnj" and p["mask"] == coverage.CNJ_MASK for p in query["params"])
    }
    for court in cnj.courts():
        assert coverage.search_tag(court) in reachable, court.acronym


@pytest.mark.parametrize(
    ("court", "platforms"),
    [
        ("TJSP", {"esaj"}),
        ("TJRS", {"eproc"}),
        ("TRF4", {"eproc"}),
        ("TJPR", {"projudi"}),
        ("TRT2", {"pjejt"}),
        ("TRF1", {"pje"}),
        ("TJSC", {"eproc", "esaj"}),
        ("STJ", {"stj"}),
        ("STF", {"stf"}),
    ],
)
def test_courts_are_listed_under_the_systems_they_really_run(court, platforms):
    number = cnj.generate(court, n=1, seed=3)[0]
    assert {q[1] for q in coverage.queries_for(number)} == platforms


def test_two_degree_courts_have_first_and_second_degree_queries():
    esaj = {q[3] for q in coverage.queries_for(cnj.generate("TJSP", n=1, seed=1)[0])}
    pje = {q[3] for q in coverage.queries_for(cnj.generate("TRF1", n=1, seed=1)[0])}
    assert esaj == {"cpopg", "cposg"}
    assert pje == {"grau1", "grau2"}
    assert coverage.spec(*ESAJ_SECOND)[0].degree == 2


def test_some_queries_take_non_cnj_keys_from_the_spec_list():
    keys = {p["tag"] for *_, query in _walk(coverage.tree()) for p in query["params"]}
    assert {"cnj", "nomeparte", "oab", "doc", "number", "numstj", "numerocda"} <= keys


def test_for_cnj_keeps_only_the_court_of_the_number():
    number = cnj.generate("TJSC", n=1, seed=2)[0]
    tree = coverage.for_cnj(number)
    searches = {search["search"] for _, _, search, _ in _walk(tree)}
    assert searches == {"tjsc"}
    assert len(list(_walk(tree))) == len(coverage.queries_for(number))


def test_tree_returns_a_copy_the_caller_may_change():
    coverage.tree()[0]["platforms"].clear()
    assert coverage.tree()[0]["platforms"]


def test_find_returns_the_query_node_or_none():
    node = coverage.find(*ESAJ)
    assert node["query"] == "cpopg"
    assert node["params"][0]["tag"] == "cnj"
    assert coverage.find(*ESAJ[:3], "nope") is None
    assert coverage.find("tribunais", "pje", "tjsp", "grau1") is None


def test_labels_of_a_query_path():
    assert coverage.labels(*ESAJ) == {
        "source": "Consulta de Tribunais",
        "platform": "e-SAJ - Sistema de Automação da Justiça",
        "search": "Tribunal de Justiça do Estado de São Paulo",
        "query": "Consulta de Processos de 1º Grau",
    }


def test_invalid_cnj_is_refused():
    with pytest.raises(InvalidCNJ):
        coverage.queries_for("0000000-00.2020.8.26.0001")
    with pytest.raises(InvalidCNJ):
        coverage.for_cnj("not a number")
