"""Real court data (tests/data/tidy, provenance in tests/data/README.md) through the converters.

Real steps are wrapped into the spec's monitoring and capture shapes; nothing may be lost: step
counts, every character of every title and text, and every timestamp.
"""

from __future__ import annotations

import copy
import json
import warnings
from collections import defaultdict
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import lawkit.tidy as tidy
from lawkit.classify import classifier as events
from lawkit.columns import distinct
from lawkit.errors import DataWarning
from lawkit.tidy import _arrays as arrays_module
from lawkit.tidy.parse import timestamps

DATA = Path(__file__).parent.parent / "data" / "tidy"
QUERY = ("source", "platform", "search", "query")


def load(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def grouped(steps: list[dict]) -> dict[str, dict[tuple, list[dict]]]:
    """cnj -> (source, platform, search, query) -> steps, in file order."""
    out: dict[str, dict[tuple, list[dict]]] = defaultdict(lambda: defaultdict(list))
    for step in steps:
        out[step["cnj"]][tuple(step[k] for k in QUERY)].append(step)
    return out


def as_step(step: dict, index: int) -> dict:
    return {
        "id": f"step-{index}",
        "timestamp": step["date"],
        "title": step["title"],
        "description": step["description"],
    }


def monitoring_responses(steps: list[dict]) -> list[dict]:
    """One data response per CNJ, one info item per court query, as the monitoring API sends."""
    responses, index = [], 0
    for n, (cnj, queries) in enumerate(grouped(steps).items()):
        info = []
        for m, (labels, items) in enumerate(queries.items()):
            wrapped = [as_step(s, index + i) for i, s in enumerate(items)]
            index += len(items)
            lawsuit = {
                "cover": [],
                "propertiesArray": [],
                "properties": {"cnj": cnj},
                "people": [],
                "steps": wrapped,
            }
            info.append(
                {
                    "id": f"inst-{n}-{m}",
                    **dict(zip(QUERY, labels, strict=True)),
                    "lastStatus": "success",
                    "disabled": False,
                    "data": [lawsuit],
                }
            )
        responses.append(
            {
                "id": f"mon-{n}",
                "cnj": cnj.replace("-", "").replace(".", ""),
                "createdAt": "2026-01-01T00:00:00.000Z",
                "info": info,
            }
        )
    return responses


def lookup_results(steps: list[dict]) -> list[dict]:
    """One capture lookup result per (CNJ, court query)."""
    results = []
    for cnj, queries in grouped(steps).items():
        for labels, items in queries.items():
            lawsuit = {
                "cover": [],
                "properties": {"cnj": cnj},
                "people": [],
                "steps": [as_step(s, i) for i, s in enumerate(items)],
            }
            results.append(
                {
                    "success": True,
                    "type": "lawsuits",
                    "requested": {"id": f"r{len(results)}", "status": "success"},
                    "info": dict(zip(QUERY, labels, strict=True)),
                    "data": [lawsuit],
                }
            )
    return results


def file_order(steps: list[dict]) -> list[dict]:
    return [s for queries in grouped(steps).values() for items in queries.values() for s in items]


@pytest.fixture(scope="module")
def steps4() -> list[dict]:
    return load("codilo_steps4.json")


def assert_nothing_lost(table: pd.DataFrame, original: list[dict]) -> None:
    expected = file_order(original)
    assert len(table) == len(expected)
    assert table["title"].tolist() == [
        s["title"] if s["title"] is not None else pd.NA for s in expected
    ]
    assert table["text"].tolist() == [
        s["description"] if s["description"] is not None else pd.NA for s in expected
    ]
    stamps = pd.to_datetime([s["date"] for s in expected], utc=True)
    assert (table["timestamp"].array == stamps.as_unit("ns").array).all()
    assert table["cnj"].tolist() == [s["cnj"] for s in expected]


def test_real_monitoring_steps_survive_intact(steps4: list[dict]) -> None:
    bundle = tidy.monitoring(monitoring_responses(steps4))
    assert len(bundle.steps) == 1971
    assert_nothing_lost(bundle.steps, steps4)
    assert bundle.lawsuits["cnj_valid"].all()
    assert bundle.lawsuits["cnj"].nunique() == 17
    labels = set(bundle.lawsuits["platform_label"])
    assert {"eSAJ da Justiça Estadual", "PJe da Justiça do Trabalho"} <= labels
    counts = bundle.steps.groupby("instance_id").size()
    assert counts.median() == pytest.approx(59.5)


def test_real_steps_as_capture_results_match_monitoring(steps4: list[dict]) -> None:
    capture = tidy.lookups(lookup_results(steps4)).steps
    assert_nothing_lost(capture, steps4)
    monitoring = tidy.monitoring(monitoring_responses(steps4)).steps
    columns = ["cnj", "position", "timestamp", "title", "text"]
    pd.testing.assert_frame_equal(capture[columns], monitoring[columns])


def data_warnings(call: Any) -> tuple[Any, list[str]]:
    """What ``call()`` returns and the messages of the DataWarnings it gave."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = call()
    return out, [str(w.message) for w in caught if issubclass(w.category, DataWarning)]


def test_steps_dated_beyond_2262_stay_visible(steps4: list[dict]) -> None:
    """Issue 18, item 9: such a date was NaT with no warning and no trace of its text."""
    far = copy.deepcopy(steps4)
    far[3]["date"], far[40]["date"] = "2262-04-12", "2300-01-01T10:00:00.000Z"
    steps, said = data_warnings(lambda: tidy.lookups(lookup_results(far)).steps)
    assert said == [
        "lawkit.tidy: 2 value(s) of steps.timestamp could not be read as an instant from "
        "1677-09-22 to 2262-04-11 (what pandas' nanosecond timestamps hold), e.g. '2262-04-12': "
        "they are missing (NaT); their text is kept in steps.timestamp_text"
    ]
    kept = steps[steps["timestamp_text"].notna()]
    assert kept["timestamp_text"].tolist() == ["2262-04-12", "2300-01-01T10:00:00.000Z"]
    assert kept["timestamp"].isna().all()
    assert steps["timestamp"].notna().sum() == len(steps4) - 2
    _, quiet = data_warnings(lambda: tidy.lookups(lookup_results(steps4)))
    assert quiet == []


def test_a_lone_surrogate_in_a_real_title_becomes_u_fffd(steps4: list[dict]) -> None:
    """Issue 18, item 5: ``\\ud800`` (valid JSON) in a title raised UnicodeEncodeError."""
    odd = json.loads(json.dumps(steps4).replace('"title": "', '"title": "\\ud800', 1))
    assert odd[0]["title"].startswith("\ud800")
    steps, said = data_warnings(lambda: tidy.lookups(lookup_results(odd)).steps)
    assert said == [
        "lawkit.tidy: 1 value(s) of steps.title held a lone surrogate (a JSON escape such as "
        "\\ud800, which UTF-8 cannot encode): it is replaced by U+FFFD in the table; the "
        "payload itself is unchanged"
    ]
    first = file_order(odd)[0]
    row = steps[steps["title"].str.startswith("\ufffd")]
    assert row["title"].tolist() == ["\ufffd" + first["title"][1:]]
    assert odd[0]["title"].startswith("\ud800")  # the payload itself is unchanged
    assert len(steps) == len(steps4) and steps["event"].notna().all()


def test_equal_real_step_texts_share_one_str_in_the_table(steps4: list[dict]) -> None:
    """Issue 21, item 4: a court's repeated phrases ("Conclusos para Despacho") are held once
    by the steps table, not once per step as the parsed payload holds them; the values and the
    payload are unchanged."""
    results = lookup_results(steps4)
    before = copy.deepcopy(results)
    steps = tidy.lookups(results).steps
    expected = file_order(steps4)
    for column, key in (("title", "title"), ("text", "description")):
        objects = [v for v in steps[column].to_numpy(dtype=object) if isinstance(v, str)]
        assert objects == [s[key] for s in expected if s[key] is not None]
        assert len({id(v) for v in objects}) == len(set(objects)) < len(objects)
    assert results == before


def test_a_bundle_finds_its_step_texts_distinct_values_once(
    steps4: list[dict], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 21, item 4: the steps' titles and texts are each read once for their distinct
    values, by the builder, and classified from those (finding them again in the classifier
    cost 10 % of building real steps); the classes are those of classifying the table."""
    results = lookup_results(steps4)
    sizes = []

    def counted(values: Any) -> Any:
        sizes.append(len(values))
        return distinct(values)

    for module in (arrays_module, events):
        monkeypatch.setattr(module, "distinct", counted)
    steps = tidy.lookups(results).steps
    assert sizes.count(len(steps)) == 2  # the title column and the text column, once each
    again = events.annotate_steps(steps)
    assert sizes.count(len(steps)) == 4  # a table alone is read again
    assert steps["event"].equals(again["event"]) and steps["tpu_code"].equals(again["tpu_code"])


def test_real_20kb_decision_titles_are_kept_to_the_last_character() -> None:
    long_titles = load("codilo_long_titles_top20.json")
    bundle = tidy.monitoring(monitoring_responses(long_titles))
    assert_nothing_lost(bundle.steps, long_titles)
    assert bundle.steps["title"].str.len().max() == 20_154
    assert sum(map(len, bundle.steps["title"])) == sum(len(s["title"]) for s in long_titles)


def datajud_hits() -> list[dict]:
    hits = []
    for name in (
        "tjes_00227832220178080024_g1_g2.json",
        "tjsp_00104905620258260309_ruby_comment.json",
        "juscraper_results_normal_page_02.json",
    ):
        hits += [hit["_source"] for hit in load(name)["hits"]["hits"]]
    return hits


def test_datajud_timestamps_of_every_precision_are_read() -> None:
    texts = []
    for hit in datajud_hits():
        texts += [hit["dataAjuizamento"], hit["@timestamp"], hit["dataHoraUltimaAtualizacao"]]
        texts += [m["dataHora"] for m in hit.get("movimentos", [])]
    parsed = timestamps(texts)
    assert not pd.isna(parsed).any()
    values = set(parsed)
    assert pd.Timestamp("2024-09-17T13:57:41.819731476Z") in values  # nanoseconds
    assert pd.Timestamp("2026-02-05T15:45:31.114Z") in values  # microseconds ".114000Z"
    assert pd.Timestamp("2025-09-19 10:42:20", tz="UTC") in values  # compact YYYYMMDDhhmmss
    assert pd.Timestamp("1993-07-27", tz="UTC") in values  # ISO among compact ones


def test_datajud_hits_as_capture_lawsuits() -> None:
    hits = datajud_hits()
    lawsuits = [
        {
            "properties": {
                "cnj": h["numeroProcesso"],
                "class": h["classe"]["nome"],
                "startAt": h["dataAjuizamento"],
            },
            "steps": [
                {"timestamp": m["dataHora"], "title": m["nome"]} for m in h.get("movimentos", [])
            ],
        }
        for h in hits
    ]
    bundle = tidy.lookups({"requested": {"id": "r"}, "data": lawsuits})
    assert len(bundle.lawsuits) == len(hits) == 13
    assert bundle.lawsuits["cnj_valid"].all()
    assert bundle.lawsuits["court"].tolist() == [h["tribunal"] for h in hits]
    assert bundle.lawsuits["start_at"].notna().all()
    assert len(bundle.steps) == sum(len(h.get("movimentos", [])) for h in hits) == 73
    assert bundle.steps.groupby("cnj").size().to_dict() == {
        "0022783-22.2017.8.08.0024": 61,
        "0010490-56.2025.8.26.0309": 12,
    }


def test_esaj_value_parties_and_movements() -> None:
    basic = load("tjsp__cpopg_api_dadosbasicos.json")
    parties = load("tjsp__cpopg_api_partes.json")
    movements = load("tjsp__cpopg_api_movimentacao.json")
    entry = {
        "status": 200,
        "metadados": {
            "vlcausa": basic["valor"],
            "declasse": basic["classe"],
            "dearea": basic["area"],
        },
        "partes": [
            {
                "nmparte": p["nome"],
                "tpparte": p["participacao"],
                "advogados": [{"nmadvogado": a} for a in p["advogados"]],
            }
            for p in parties
        ],
        "movimentos": [
            {
                "dtmovimento": m["dtMovimento"],
                "detipomovimento": m["movimento"],
                "deteormovimento": m["descricao"],
            }
            for m in movements
        ],
    }
    bundle = tidy.demand({"idDemanda": "d", "cnj": "10012345620248260346", "data": [entry]})
    lawsuit = bundle.lawsuits.iloc[0]
    assert basic["valor"] == "R$         81.439,78"
    assert lawsuit.value == 81439.78 and pd.isna(lawsuit.value_text)
    assert bundle.parties["name"].tolist() == [p["nome"] for p in parties]
    assert bundle.parties["role"].tolist() == [p["participacao"] for p in parties]
    assert bundle.lawyers["name"].tolist() == [a for p in parties for a in p["advogados"]]
    assert len(bundle.lawyers) == 9  # one lawyer listed twice for the same party is kept twice
    steps = bundle.steps
    assert len(steps) == 118
    assert steps["text"].tolist() == [m["descricao"] for m in movements]
    assert steps["text"].str.len().max() == 4014
    # DD/MM/YYYY dates from São Paulo: local midnight is 03:00 UTC
    expected = pd.to_datetime([m["dtMovimento"] for m in movements], format="%d/%m/%Y")
    assert (
        steps["timestamp"].array
        == (expected + pd.Timedelta(hours=3)).tz_localize("UTC").as_unit("ns").array
    ).all()
