"""The sandbox's DataJud over real HTTP: the key, the DSL subset, paging, quirks, one history."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import pytest
import requests
from support.capture import ESAJ, captured_lawsuits

import lawkit.sandbox
from lawkit.errors import InvalidInput
from lawkit.sandbox.data import generate, story

SEED = 77
POPULATION = 400
MAX_PAGE = 1000
ALL = {"size": MAX_PAGE, "track_total_hits": True}
#: The module's sandbox: a small DataJud population (400 lawsuits a court).
pytestmark = pytest.mark.sandbox(
    seed=SEED, datajud_population=POPULATION, datajud_max_page=MAX_PAGE
)


def post(sb: lawkit.sandbox.Sandbox, alias: str, body: Any, **headers: str) -> requests.Response:
    """``POST {datajud_url}/api_publica_<alias>/_search`` with the sandbox's key."""
    headers = {"Authorization": f"APIKey {sb.settings['datajud_key']}", **headers}
    url = f"{sb.settings['datajud_url']}/api_publica_{alias}/_search"
    return requests.post(url, json=body, headers=headers, timeout=300)


def hits(sb: lawkit.sandbox.Sandbox, alias: str, body: dict[str, Any]) -> list[dict[str, Any]]:
    answer = post(sb, alias, body)
    assert answer.status_code == 200, answer.text
    return answer.json()["hits"]["hits"]


def ids(found: list[dict[str, Any]]) -> set[str]:
    return {h["_id"] for h in found}


def test_the_api_key_is_checked(sb):
    url = f"{sb.settings['datajud_url']}/api_publica_tjsp/_search"
    for headers in ({}, {"Authorization": "APIKey wrong"}, {"Authorization": "Bearer x"}):
        answer = requests.post(url, json={"size": 1}, headers=headers, timeout=60)
        assert answer.status_code == 401
        error = answer.json()
        assert error["status"] == 401 and error["error"]["type"] == "security_exception"
        assert "datajud-wiki.cnj.jus.br" in error["error"]["reason"]
    assert post(sb, "tjsp", {"size": 1}).status_code == 200


def test_a_failed_shard_answers_200_without_its_hits(sb, openapi):
    """``datajud_shard_failure``: Elasticsearch's answer when a shard is unavailable - 200,
    ``_shards.failed`` and ``failures``, that shard's share of the page missing."""
    body = {"size": 20, "sort": [{"id.keyword": "asc"}]}
    with lawkit.sandbox.start(
        seed=SEED, finish_after=0, datajud_population=POPULATION, datajud_shard_failure=1.0
    ) as broken:
        answer = post(broken, "tjsp", body)
    cut = openapi.check(answer, "/datajud/api_publica_{alias}/_search", "post")
    shards = cut["_shards"]
    assert (shards["total"], shards["successful"], shards["failed"]) == (20, 19, 1)
    (failure,) = shards["failures"]
    assert failure["index"] == "api_publica_tjsp" and 0 <= failure["shard"] < 20
    whole = hits(sb, "tjsp", body)
    assert [h["_id"] for h in cut["hits"]["hits"]] == [h["_id"] for h in whole][:19]
    assert "failures" not in post(sb, "tjsp", body).json()["_shards"]


def test_an_unknown_index_is_404_and_only_post_is_served(sb):
    answer = post(sb, "tjxx", {"size": 1})
    assert answer.status_code == 404
    assert answer.json()["error"]["reason"] == "no such index [api_publica_tjxx]"
    url = f"{sb.settings['datajud_url']}/api_publica_tjsp/_search"
    assert requests.get(url, timeout=60).status_code == 405


def test_answers_have_the_real_shape(sb, openapi):
    answer = post(sb, "tjsp", {"size": 5})
    body = openapi.check(answer, "/datajud/api_publica_{alias}/_search", "post")
    assert set(body) == {"took", "timed_out", "_shards", "hits"}
    assert body["hits"]["total"]["relation"] == "eq" and body["hits"]["max_score"] == 1.0
    hit = body["hits"]["hits"][0]
    assert hit["_index"] == "api_publica_tjsp" and hit["_id"] == hit["_source"]["id"]
    sorted_answer = post(sb, "tjsp", {"size": 2, "sort": [{"@timestamp": "asc"}, "_doc"]})
    sorted_body = openapi.check(sorted_answer, "/datajud/api_publica_{alias}/_search", "post")
    assert sorted_body["hits"]["max_score"] is None
    assert all(h["_score"] is None and len(h["sort"]) == 2 for h in sorted_body["hits"]["hits"])
    capped = post(sb, "tjsp", {"size": 0, "track_total_hits": 100}).json()["hits"]["total"]
    assert capped == {"value": 100, "relation": "gte"}
    error = post(sb, "tjsp", {"query": {"nope": {}}})
    assert openapi.check(error, "/datajud/api_publica_{alias}/_search", "post")["status"] == 400


def _everything(sb: lawkit.sandbox.Sandbox, alias: str = "tjsp") -> list[dict[str, Any]]:
    found = hits(sb, alias, {**ALL, "_source": {"excludes": ["movimentos"]}})
    assert 0 < len(found) < MAX_PAGE
    return found


def _check(sb, query: dict[str, Any], keep) -> None:
    """The query finds exactly the records of the whole index ``keep`` accepts."""
    body = {**ALL, "query": query, "_source": {"excludes": ["movimentos"]}}
    found = hits(sb, "tjsp", body)
    expected = {h["_id"] for h in _everything(sb) if keep(h["_source"])}
    assert ids(found) == expected
    assert found, f"{query} found nothing: pick a value that occurs"


def test_match_term_terms_range_and_exists(sb):
    everything = [h["_source"] for h in _everything(sb)]
    klass = everything[0]["classe"]["codigo"]
    units = sorted({s["orgaoJulgador"]["codigo"] for s in everything})[:3]
    numbers = [s["numeroProcesso"] for s in everything[:5]]
    _check(sb, {"match": {"grau": "G2"}}, lambda s: s["grau"] == "G2")
    _check(
        sb,
        {"match": {"classe.nome": {"query": "cível comum", "operator": "and"}}},
        lambda s: {"cível", "comum"} <= set(s["classe"]["nome"].casefold().split()),
    )
    _check(sb, {"term": {"classe.codigo": klass}}, lambda s: s["classe"]["codigo"] == klass)
    _check(sb, {"term": {"grau": "G1"}}, lambda s: s["grau"] == "G1")
    _check(sb, {"term": {"classe.nome": "comum"}}, lambda s: "Comum" in s["classe"]["nome"])
    name = everything[0]["classe"]["nome"]
    _check(sb, {"term": {"classe.nome.keyword": name}}, lambda s: s["classe"]["nome"] == name)
    for analysed_away in ({"term": {"classe.nome": "Comum"}}, {"term": {"grau": "g1"}}):
        assert hits(sb, "tjsp", {"query": analysed_away}) == []
    _check(
        sb,
        {"terms": {"orgaoJulgador.codigo": units}},
        lambda s: s["orgaoJulgador"]["codigo"] in units,
    )
    _check(sb, {"terms": {"numeroProcesso": numbers}}, lambda s: s["numeroProcesso"] in numbers)
    _check(
        sb,
        {"range": {"dataAjuizamento": {"gte": "2015-01-01", "lt": "2018-01-01"}}},
        lambda s: "2015" <= _filed(s)[:4] < "2018",
    )
    _check(sb, {"range": {"classe.codigo": {"gt": 100}}}, lambda s: s["classe"]["codigo"] > 100)
    _check(
        sb,
        {"exists": {"field": "orgaoJulgador.codigoMunicipioIBGE"}},
        lambda s: s["orgaoJulgador"]["codigoMunicipioIBGE"] is not None,
    )


def _filed(source: dict[str, Any]) -> str:
    """``dataAjuizamento`` as ISO, whichever way it is written."""
    text = source["dataAjuizamento"]
    if re.fullmatch(r"\d{14}", text):
        return dt.datetime.strptime(text, "%Y%m%d%H%M%S").strftime("%Y-%m-%dT%H:%M:%S")
    return text


def test_bool_must_filter_should_and_must_not(sb):
    everything = [h["_source"] for h in _everything(sb)]
    klass = everything[0]["classe"]["codigo"]
    query = {
        "bool": {
            "filter": [{"match": {"grau": "G1"}}],
            "must": {"range": {"dataAjuizamento": {"gte": "2012"}}},
            "must_not": [{"term": {"classe.codigo": klass}}],
            "should": [{"term": {"formato.codigo": 1}}, {"term": {"sistema.codigo": 3}}],
            "minimum_should_match": 2,
        }
    }

    def keep(s):
        electronic_saj = s["formato"]["codigo"] == 1 and s["sistema"]["codigo"] == 3
        recent = _filed(s) >= "2012"
        return s["grau"] == "G1" and recent and s["classe"]["codigo"] != klass and electronic_saj

    _check(sb, query, keep)
    either = {"bool": {"should": [{"match": {"grau": "G2"}}, {"term": {"classe.codigo": klass}}]}}
    _check(sb, either, lambda s: s["grau"] == "G2" or s["classe"]["codigo"] == klass)


def test_movement_fields_are_searchable(sb):
    query = {
        "bool": {
            "filter": [
                {"term": {"movimentos.codigo": 51}},
                {"term": {"movimentos.complementosTabelados.valor": 6}},
            ]
        }
    }
    found = hits(sb, "tjsp", {"size": 50, "query": query})
    assert found
    for hit in found:
        moves = hit["_source"]["movimentos"]
        assert any(m["codigo"] == 51 for m in moves)
        assert any(c["valor"] == 6 for m in moves for c in m.get("complementosTabelados", []))


@pytest.mark.parametrize(
    "sort",
    [
        [{"@timestamp": "desc"}, {"_id": "asc"}],
        [{"dataAjuizamento": {"order": "asc"}}, "_doc"],
        [{"orgaoJulgador.codigoMunicipioIBGE": "desc"}, "_doc"],  # some are null: last
    ],
)
def test_paging_with_search_after_gives_every_hit_once(sb, sort):
    whole = _everything(sb)
    seen: list[str] = []
    body: dict[str, Any] = {"size": 37, "sort": sort, "_source": False}
    while True:
        page = hits(sb, "tjsp", body)
        if not page:
            break
        assert all("_source" not in h for h in page)
        seen += [h["_id"] for h in page]
        body["search_after"] = page[-1]["sort"]
    assert len(seen) == len(set(seen)) == len(whole)
    assert set(seen) == ids(whole)


def test_a_page_above_the_knob_is_504_and_the_result_window_is_10000(sb):
    answer = post(sb, "tjsp", {"size": MAX_PAGE + 1})
    assert answer.status_code == 504
    assert answer.json()["error"]["type"] == "gateway_timeout"
    assert post(sb, "tjsp", {"size": MAX_PAGE, "_source": False}).status_code == 200
    window = post(sb, "tjsp", {"from": 9_995, "size": 10})
    assert window.status_code == 400 and "Result window is too large" in window.text


def test_malformed_searches_are_400_naming_the_problem(sb):
    cases = [
        ({"query": {"fuzzy": {"grau": "G1"}}}, "unknown query [fuzzy]"),
        ({"query": {"range": {"dataAjuizamento": {"after": 1}}}}, "gt, gte, lt or lte"),
        ({"query": {"range": {"dataAjuizamento": {"gte": "yesterday"}}}}, "failed to parse date"),
        ({"sort": ["id"]}, "Fielddata is disabled on [id]"),
        ({"sort": ["@timestamp"], "search_after": [1, 2]}, "one value per sort field"),
        ({"size": -1}, "[size] must be a non-negative integer"),
        ({"aggs": {}}, "unknown key(s) ['aggs']"),
    ]
    for body, reason in cases:
        answer = post(sb, "tjsp", body)
        assert answer.status_code == 400, body
        assert reason in answer.json()["error"]["reason"], (body, answer.text)
    assert post(sb, "tjsp", {"sort": [{"numeroProcesso.keyword": "asc"}]}).status_code == 200
    assert post(sb, "tjsp", {"size": 1, "timeout": "30s"}).status_code == 200


def _appealed(sb) -> str:
    query = {"bool": {"filter": [{"match": {"grau": "G2"}}]}}
    found = hits(sb, "tjsp", {"size": 1, "query": query, "_source": ["numeroProcesso"]})
    return found[0]["_source"]["numeroProcesso"]


def test_a_lawsuit_in_two_degrees_is_two_hits_and_any_number_is_found(sb):
    number = _appealed(sb)
    found = hits(sb, "tjsp", {"query": {"terms": {"numeroProcesso": [number]}}})
    assert sorted(h["_id"] for h in found) == [f"TJSP_G1_{number}", f"TJSP_G2_{number}"]
    first, second = sorted(found, key=lambda h: h["_id"])
    assert first["_source"]["classe"] != second["_source"]["classe"]
    assert _filed(first["_source"]) < _filed(second["_source"])
    outside = next(
        n
        for n in lawkit.cnj.generate("TJSP", 2019, n=50, seed=3)
        if (s := story.lawsuit(SEED, n)).exists and not s.sealed
    )
    digits = re.sub(r"\D", "", outside)
    found = hits(sb, "tjsp", {"query": {"match": {"numeroProcesso": digits}}})
    assert {h["_source"]["numeroProcesso"] for h in found} == {digits}
    other_court = re.sub(r"\D", "", lawkit.cnj.generate("TJMG", 2019, n=1, seed=3)[0])
    assert hits(sb, "tjsp", {"query": {"term": {"numeroProcesso": other_court}}}) == []


def _when(text: str) -> dt.datetime:
    return dt.datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_movements_are_the_coded_steps_the_capture_api_tells(sb, api_for):
    as_of = generate.published(sb.state.clock.now())
    query = {"bool": {"filter": [{"match": {"grau": "G1"}}, {"exists": {"field": "movimentos"}}]}}
    for hit in hits(sb, "tjsp", {"size": 40, "query": query}):
        number = lawkit.cnj.normalize(hit["_source"]["numeroProcesso"])
        partial = story.seeded(SEED, "partial", *ESAJ, hit["_source"]["numeroProcesso"])
        found = generate.outcome(SEED, *ESAJ, "cnj", number, as_of=as_of) == "success"
        if found and partial.random() >= generate.PARTIAL_SHARE:
            break
    else:
        raise AssertionError("no capturable lawsuit among 40 hits")
    source = hit["_source"]
    captured = captured_lawsuits(api_for(sb), number)[0]
    props = captured["properties"]
    assert props["cnj"] == number and props["class"] == source["classe"]["nome"]
    assert _when(props["startAt"]) == _when(_filed(source) + "+00:00")
    assert source["orgaoJulgador"]["nome"].startswith(props["staff"].upper())
    steps = sorted(_when(s["timestamp"]) for s in captured["steps"])
    suit = story.lawsuit(SEED, number)
    code_at = {s.at: s.code for s in suit.instances[0].steps}
    moves = source["movimentos"]
    used: set[dt.datetime] = set()
    for move in moves:  # each movement is a coded step, registered 0-6 days after it
        at = _when(move["dataHora"])
        match = next(
            when
            for when in steps
            if when not in used
            and code_at.get(when) == move["codigo"]
            and dt.timedelta(0) <= at - when <= dt.timedelta(days=6, hours=1)
        )
        used.add(match)
    coded = [when for when in steps if code_at.get(when)]
    updated = _when(source["dataHoraUltimaAtualizacao"])
    registered = [when for when in coded if when <= updated - dt.timedelta(days=7)]
    assert len(moves) >= 0.85 * len(registered)  # a few are missing, as in the real index
    assert len(moves) < len(steps)  # steps without a TPU code are not movements
    lagged = sum(_when(m["dataHora"]) not in code_at for m in moves)
    assert 0 < lagged < len(moves)


def test_same_seed_same_answers_and_another_seed_other_ones():
    body = {"size": 30, "sort": [{"@timestamp": "asc"}, "_doc"]}
    answers = []
    for seed in (SEED, SEED, SEED + 1):
        with lawkit.sandbox.start(seed=seed, datajud_population=60) as sb:
            answers.append(post(sb, "tjrj", body).json())
    assert answers[0] == answers[1]
    assert answers[0]["hits"]["hits"] != answers[2]["hits"]["hits"]


def test_the_quirks_of_the_real_answers(sb):
    tjsp = [h["_source"] for h in hits(sb, "tjsp", {**ALL})]
    compact = [s for s in tjsp if re.fullmatch(r"\d{14}", s["dataAjuizamento"])]
    iso = [
        s
        for s in tjsp
        if re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", s["dataAjuizamento"])
    ]
    assert len(compact) > 5 * len(iso) > 0 and len(compact) + len(iso) == len(tjsp)
    nanos = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z"
    assert all(re.fullmatch(nanos, s["@timestamp"]) for s in tjsp)
    bare = [s for s in tjsp if "movimentos" not in s]
    assert bare and all(s["formato"] == {"codigo": 2, "nome": "Físico"} for s in bare)
    assert all(s["sistema"] == {"codigo": -1, "nome": "Inválido"} for s in bare)
    moves = [m for s in tjsp for m in s.get("movimentos", [])]
    assert moves and all(isinstance(m["orgaoJulgador"]["codigo"], str) for m in moves)
    for s in tjsp:
        assert set(s["classe"]) == set(s["sistema"]) == set(s["formato"]) == {"codigo", "nome"}
        assert set(s["orgaoJulgador"]) == {"codigoMunicipioIBGE", "codigo", "nome"}
        assert s["nivelSigilo"] == 0 and s["tribunal"] == "TJSP"
        assert s["id"] == f"TJSP_{s['grau']}_{s['numeroProcesso']}"
        assert all(set(a) == {"codigo", "nome"} for a in s["assuntos"])
    tjdft = hits(sb, "tjdft", {"size": 20})
    assert all(h["_type"] == "_doc" for h in tjdft)
    for hit in tjdft:
        s = hit["_source"]
        assert all(isinstance(group, list) for group in s["assuntos"])
        expected = f"TJDFT_{s['classe']['codigo']}_{s['grau']}_{s['orgaoJulgador']['codigo']}_"
        assert hit["_id"] == expected + s["numeroProcesso"]
        assert re.fullmatch(r"\d{4}-.*Z", s["dataAjuizamento"])
        assert all("orgaoJulgador" not in m for m in s.get("movimentos", []))


def test_source_filtering(sb):
    whole = hits(sb, "tjsp", {"size": 3})[0]["_source"]
    cut = hits(sb, "tjsp", {"size": 3, "_source": {"excludes": ["movimentos"]}})[0]["_source"]
    assert cut == {k: v for k, v in whole.items() if k != "movimentos"}
    fields = hits(sb, "tjsp", {"size": 3, "_source": ["numeroProcesso", "classe.codigo"]})
    assert fields[0]["_source"] == {
        "numeroProcesso": whole["numeroProcesso"],
        "classe": {"codigo": whole["classe"]["codigo"]},
    }
    nested = hits(sb, "tjsp", {"size": 3, "_source": {"includes": ["orgaoJulgador.*"]}})
    assert nested[0]["_source"] == {"orgaoJulgador": whole["orgaoJulgador"]}


def test_the_simulated_day_bounds_what_is_published():
    body = {**ALL, "query": {"terms": {"numeroProcesso": []}}}
    with lawkit.sandbox.start(seed=SEED, datajud_population=80) as sb:
        before = {h["_id"]: h["_source"] for h in hits(sb, "tjsp", {**ALL})}
        now = sb.now
        for s in before.values():
            indexed = _when(s["@timestamp"][:26] + "+00:00")
            updated = _when(s["dataHoraUltimaAtualizacao"])
            assert updated < indexed <= now
            assert all(_when(m["dataHora"]) <= updated for m in s.get("movimentos", []))
        sb.advance(days=60)
        after = {h["_id"]: h["_source"] for h in hits(sb, "tjsp", {**ALL})}
        assert hits(sb, "tjsp", body) == []
    assert set(before) <= set(after)
    assert all(after[i]["@timestamp"] > before[i]["@timestamp"] for i in before)
    grown = [
        i
        for i in before
        if len(after[i].get("movimentos", [])) > len(before[i].get("movimentos", []))
    ]
    assert grown


def test_the_cheap_outline_agrees_with_the_whole_story():
    """What population searches read without telling a story is what the story tells."""
    courts = ("TJSP", "TRF1", "TRT2", "STJ", "TJDFT", "TRE-SP", "TJM-MG", "CJM1")
    checked = appeals = 0
    for court in courts:
        for number in lawkit.cnj.generate(court, n=25, seed=8):
            suit = story.lawsuit(SEED, number)
            found = story.outline(SEED, number)
            first = story.first_names(SEED, found)
            opening = suit.instances[0]
            assert (found.start, found.degrees) == (
                opening.start_at,
                tuple(i.degree for i in suit.instances),
            )
            assert (first.klass, first.staff, first.judge) == (
                opening.klass,
                opening.staff,
                opening.judge,
            )
            appeal = story.appeal_names(SEED, found)
            if len(suit.instances) > 1 and opening.degree == 1:
                second = suit.instances[1]
                assert appeal is not None
                assert (appeal[0].klass, appeal[0].staff, appeal[1]) == (
                    second.klass,
                    second.staff,
                    second.start_at,
                )
                appeals += 1
            else:
                assert appeal is None
            checked += 1
    assert checked == 200 and appeals > 10


@pytest.mark.parametrize(
    "knobs",
    [
        {"datajud_max_page": 0},
        {"datajud_max_page": 10_001},
        {"datajud_max_page": "100"},
        {"datajud_population": -1},
        {"datajud_population": 1.5},
        {"datajud_shard_failure": -0.1},
        {"datajud_shard_failure": 1.5},
        {"datajud_shard_failure": "0.1"},
    ],
)
def test_datajud_knobs_out_of_range_are_refused(knobs):
    name = next(iter(knobs))
    with pytest.raises(InvalidInput, match=name):
        lawkit.sandbox.start(**knobs)


def test_every_coded_act_has_its_tpu_name_and_every_class_and_subject_its_code():
    """A movement, class or subject the story can tell never lacks the code DataJud writes."""
    from lawkit.sandbox.data import tpu
    from lawkit.sandbox.data import vocabulary as voc

    assert {a.code for a in voc.ACTS.values()} - {0} <= set(tpu.MOVEMENTS)
    kinds = [k for kinds in voc.KINDS.values() for k in kinds]
    classes = {k.klass for k in kinds} | {k[0] for g in voc.SECOND_DEGREE_KINDS.values() for k in g}
    classes |= {k[0] for k in voc.APPEAL_CLASSES.values()}
    assert classes <= set(tpu.CLASSES)
    assert {s for k in kinds for s in k.subjects} <= set(tpu.SUBJECTS)
    assert set(tpu.COMPLEMENTS) <= set(voc.ACTS)
