"""The query builder against the sandbox: cascade, hints, validation, submit, results shown."""

from __future__ import annotations

import plotly.graph_objects as go
import pytest

import lawkit
import lawkit.sandbox
from lawkit import cnj, tidy
from lawkit.errors import ServerError
from lawkit.widgets import QueryBuilder, check_value

CNJ_MASK = "#######-##.####.#.##.####"


def _choose(form: QueryBuilder, search: str, query: str, param: str) -> None:
    row = form.coverage[(form.coverage["search"] == search) & (form.coverage["query"] == query)]
    form.source.value = str(row["source"].iloc[0])
    form.platform.value = str(row["platform"].iloc[0])
    form.search.value = search
    form.query.value = query
    form.param.value = param


def test_building_loads_the_coverage_once_and_nothing_else(client, sent) -> None:
    form = QueryBuilder(client)
    assert sent() == [("GET", "/capture/v1/available")]
    assert len(form.coverage) > 100
    assert form.source.value == form.coverage["source"].iloc[0]
    assert form.param.value == "cnj"
    assert form.value.placeholder == CNJ_MASK
    assert form.submit.disabled
    assert "_repr_mimebundle_" in dir(form)
    assert "application/vnd.jupyter.widget-view+json" in form._repr_mimebundle_()


def test_the_coverage_may_be_limited_to_the_court_of_a_cnj(client, sent) -> None:
    number = cnj.generate("TJSP", n=1, seed=2)[0]
    form = QueryBuilder(client, cnj_filter=number)
    assert sent() == [("GET", "/capture/v1/available")]
    assert set(form.coverage["search"].astype(str)) == {"tjsp"}
    assert [v for _, v in form.search.options] == ["tjsp"]
    assert form.value.value == number
    assert not form.submit.disabled
    assert form.messages == []


def test_dropdowns_cascade_from_the_coverage_tree(client) -> None:
    form = QueryBuilder(client)
    coverage = form.coverage
    _choose(form, "tjsp", "cposg", "nomeparte")
    expected = coverage[(coverage["search"] == "tjsp") & (coverage["query"] == "cposg")]
    assert [v for _, v in form.param.options] == list(dict.fromkeys(expected["param"].astype(str)))
    assert [v for _, v in form.query.options] == list(
        dict.fromkeys(coverage.loc[coverage["search"] == "tjsp", "query"].astype(str))
    )
    labels = dict((v, label) for label, v in form.search.options)
    assert labels["tjsp"].startswith("Tribunal de Justiça do Estado de São Paulo")
    assert form.value.placeholder == "Nome da Parte"
    other = next(p for _, p in form.platform.options if p != form.platform.value)
    form.platform.value = other
    searches = coverage.loc[coverage["platform"] == other, "search"].astype(str)
    assert [v for _, v in form.search.options] == list(dict.fromkeys(searches))
    assert form.search.value == searches.iloc[0]


def test_values_are_checked_as_you_type(client) -> None:
    form = QueryBuilder(client)
    _choose(form, "tjsp", "cpopg", "cnj")
    form.value.value = "123"
    assert form.submit.disabled
    assert "only 3 digits" in form.hint.value
    number = cnj.generate("TJSP", n=1, seed=3)[0]
    form.value.value = "".join(ch for ch in number if ch.isdigit())
    assert not form.submit.disabled
    assert number in form.hint.value and "TJSP" in form.hint.value
    form.search.value = "tjac"
    form.query.value = "cpopg"
    form.param.value = "cnj"
    form.value.value = number
    assert "the chosen search is tjac" in form.hint.value


@pytest.mark.parametrize(
    ("value", "key", "mask", "ok"),
    [
        ("12.345.678/0001-90", "doc", "##.###.###/####-##", True),
        ("12345678000190", "doc", "##.###.###/####-##", True),
        ("12.345.678/0001-9", "doc", "##.###.###/####-##", False),
        ("Maria", "nomeparte", None, True),
        ("   ", "nomeparte", None, False),
        ("0000832-35.2018.4.01.3202", "cnj", CNJ_MASK, True),
        ("0000832-36.2018.4.01.3202", "cnj", CNJ_MASK, False),
    ],
)
def test_check_value(value: str, key: str, mask: str | None, ok: bool) -> None:
    assert check_value(value, key, mask)[0] is ok


def test_an_invalid_value_is_never_sent(client, sent) -> None:
    form = QueryBuilder(client)
    before = len(sent())
    form.value.value = "0000832-36.2018.4.01.3202"
    form.submit.click()
    assert sent()[before:] == []
    assert form.messages[0].startswith("Not sent: invalid CNJ number")
    assert "check digits 36 do not match; expected 35" in form.messages[0]
    assert form.result is None


def test_a_cnj_query_shows_its_tables_and_timeline(client, sent) -> None:
    form = QueryBuilder(client)
    for number in cnj.generate("TJSP", n=10, seed=8):
        _choose(form, "tjsp", "cpopg", "cnj")
        form.value.value = number
        form.submit.click()
        if form.result is not None and len(form.result.lawsuits):
            break
    else:
        pytest.fail("no TJSP number of the sample had data")
    assert ("POST", "/capture/v1/request") in sent()
    assert form.record["param"] == {"key": "cnj", "value": number}
    assert isinstance(form.result, tidy.Bundle)
    assert set(form.result.lawsuits["cnj"]) == {number}
    assert form.messages[-1].startswith("Request finished (1 success): 1 lawsuit.")
    headings = [o["data"]["text/plain"] for o in form.output.outputs if "text/html" in o["data"]
                and o["data"]["text/html"].startswith("<h4")]  # fmt: skip
    assert headings[0] == "Lawsuits (1)"
    assert headings[1].startswith("Parties (")
    assert headings[2].startswith("Steps (")
    lawsuits, _, steps, figure = form.shown
    assert lawsuits.loc[0, "cnj"] == number
    assert lawsuits.loc[0, "value"].startswith("R$ ") or lawsuits.loc[0, "value"] == "—"
    assert steps["timestamp"].str.fullmatch(r"\d{2}/\d{2}/\d{4} \d{2}:\d{2}").all()
    assert isinstance(figure, go.Figure) and figure is form.figure
    assert figure.layout.title.text.startswith(f"Timeline of {number}")
    kinds = [next(iter(o["data"])) for o in form.output.outputs]
    assert "application/vnd.plotly.v1+json" in kinds
    assert form.progress.value == form.progress.max == 1
    assert form.progress.layout.visibility == "hidden"


def test_a_query_without_data_suggests_another_one(client) -> None:
    form = QueryBuilder(client)
    tried = [(n, q) for n in cnj.generate("TJSP", n=10, seed=8) for q in ("cposg", "cpopg")]
    for number, query in tried:
        _choose(form, "tjsp", query, "cnj")
        form.value.value = number
        form.submit.click()
        if form.messages[0].startswith("Request finished (1 warning)"):
            break
    else:
        pytest.fail("every TJSP number of the sample had data")
    other = "2º Grau (cposg)" if query == "cpopg" else "1º Grau (cpopg)"
    assert form.messages[1] == (
        "The court returned no data for this query; try another one of this search, "
        f"e.g. Consulta de Processos de {other}."
    )
    assert form.shown == []


def test_a_failed_collection_is_not_reported_as_no_data(client) -> None:
    form = QueryBuilder(client)
    for number in cnj.generate("TJSP", n=20, seed=8):
        _choose(form, "tjsp", "cpopg", "cnj")
        form.value.value = number
        form.submit.click()
        if form.messages[0].startswith("Request finished (1 error)"):
            break
    else:
        pytest.fail("no TJSP number of the sample met a collection error")
    assert form.messages[1:] == [
        "The collection failed (the court may be unavailable); submit again to send the query anew."
    ]
    assert form.shown == []
    failed = form.record["id"]
    form.submit.click()
    assert form.record["id"] != failed


def test_a_result_that_cannot_be_fetched_is_not_reported_as_no_data(client, monkeypatch) -> None:
    def unavailable(request_id: str) -> None:
        raise ServerError("Result cannot be resolved", status=500)

    form = QueryBuilder(client)
    _choose(form, "tjsp", "cpopg", "nomeparte")
    form.value.value = "Maria"
    monkeypatch.setattr(client.capture, "lookup", unavailable)
    form.submit.click()
    (message,) = form.messages
    assert message.startswith(f"Result of {form.record['id']} could not be fetched: ")
    assert "Result cannot be resolved" in message
    assert form.result is None and form.shown == []


def test_other_parameters_are_sent_as_typed(client) -> None:
    form = QueryBuilder(client)
    _choose(form, "tjsp", "cpopg", "nomeparte")
    form.value.value = "  Maria da Silva "
    form.submit.click()
    assert form.record["param"] == {"key": "nomeparte", "value": "Maria da Silva"}
    assert form.messages[0].startswith("Request finished")


def test_a_slow_request_is_reported_pending_then_resumed(tmp_path) -> None:
    with (
        lawkit.sandbox.start(seed=5, finish_after=3) as slow,
        lawkit.connect(**slow.settings, cache=tmp_path / "cache") as client,
    ):
        form = QueryBuilder(client, timeout=0.3)
        _choose(form, "tjsp", "cpopg", "nomeparte")
        form.value.value = "Maria"
        form.submit.click()
        first = form.record["id"]
        assert "still pending after 0.3 s" in form.messages[0]
        assert form.result is None
        form.timeout = 30
        form.submit.click()
        assert form.record["id"] == first
        assert form.messages[0].startswith("Request finished")
