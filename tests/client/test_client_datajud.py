"""client.datajud over HTTP on loopback against the sandbox's DataJud: routing, paging, the
sort, 504 halving (the sandbox's ``datajud_max_page``), the cache, Ctrl-C, input checks, the key,
and how ``lawkit.connect`` wires DataJud."""

from __future__ import annotations

import inspect
import logging
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
import requests
from tqdm.auto import tqdm as tqdm_auto

import lawkit
import lawkit.tidy as tidy
from lawkit.client import Client, config
from lawkit.client import datajud as datajud_module
from lawkit.client.cache.responses import HTTP_FILE
from lawkit.client.datajud import GROW_AFTER
from lawkit.client.pacing import Pacer
from lawkit.errors import (
    APIError,
    AuthenticationError,
    ConfigurationError,
    InvalidInput,
    ServerError,
)
from lawkit.sandbox import Sandbox

POPULATION = 30
#: The knobs of the module's sandbox ``sb``, and the defaults of those :func:`start` starts.
KNOBS = {"seed": 20, "finish_after": 0, "datajud_population": POPULATION}
pytestmark = pytest.mark.sandbox(**KNOBS)


def start(**knobs: Any) -> Sandbox:
    return lawkit.sandbox.start(**(KNOBS | knobs))


class Spy:
    """The bodies and headers the client sends (whether or not the cache answers them)."""

    def __init__(self) -> None:
        self.bodies: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []


def served(sb: Sandbox) -> list[int | None]:
    """The statuses of the DataJud requests the sandbox served, oldest first."""
    return [e.status for e in sb.request_log if e.path.startswith("/datajud/")]


def connect(sb: Sandbox, cache: Path | bool, **settings: Any) -> Client:
    return lawkit.connect(**(sb.settings | {"cache": cache, "backoff": 0.01} | settings))


@pytest.fixture
def spy() -> Spy:
    return Spy()


@pytest.fixture
def datajud(
    sb: Sandbox, tmp_path: Path, spy: Spy, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Client]:
    """A client of the sandbox whose DataJud calls are recorded by ``spy``."""
    with connect(sb, tmp_path / "cache") as client:
        real = client._http.call

        def recorded(method: str, url: str, **options: Any) -> Any:
            spy.bodies.append(options["json"])
            spy.headers.append(options["headers"])
            return real(method, url, **options)

        monkeypatch.setattr(client._http, "call", recorded)
        yield client


def population(client: Client, **filters: Any) -> list[dict[str, Any]]:
    result = client.datajud.search(court="TJSP", progress=False, pause=0, **filters)
    return [h for answer in result for h in answer["hits"]["hits"]]


def test_population_read_page_by_page_with_search_after(datajud: Client, spy: Spy) -> None:
    result = datajud.datajud.search(court="TJSP", size=10, progress=False, pause=0)
    hits = [h for answer in result for h in answer["hits"]["hits"]]
    assert result.total > 20 and (result.hits, result.reason) == (result.total, "complete")
    assert [len(a["hits"]["hits"]) for a in result[:-1]] == [10] * (len(result) - 1)
    ids = [h["_id"] for h in hits]
    assert ids == sorted(set(ids))  # every hit once, in the order of the sort
    assert "search_after" not in spy.bodies[0]
    assert spy.bodies[1]["search_after"] == result[0]["hits"]["hits"][-1]["sort"]
    assert spy.bodies[0]["sort"] == [{"id.keyword": {"order": "asc"}}]
    assert len(tidy.datajud(result).lawsuits) == len(ids)


def test_the_sort_is_the_id_as_real_datajud_answers_it(datajud: Client) -> None:
    """Real DataJud pages sorted on ``id.keyword`` carry the id as their ``sort`` (see
    tests/data/datajud/juscraper_results_normal_page_01.json); the sandbox answers the same."""
    hits = population(datajud, size=5)
    assert all(h["sort"] == [h["_source"]["id"]] == [h["_id"]] for h in hits)


def test_cnjs_in_any_form_are_batched_in_terms(datajud: Client, spy: Spy) -> None:
    wanted = sorted({h["_source"]["numeroProcesso"] for h in population(datajud)})[:3]
    spy.bodies.clear()
    messy = [f"{n[:7]}-{n[7:9]}.{n[9:13]}.{n[13]}.{n[14:16]}.{n[16:]}" for n in wanted]
    result = datajud.datajud.search([*messy, wanted[0]], size=2, progress=False, pause=0)
    asked = [b["query"]["terms"]["numeroProcesso"] for b in spy.bodies]
    assert asked[0] == wanted[:2] and asked[-1] == wanted[2:]
    found = {h["_source"]["numeroProcesso"] for a in result for h in a["hits"]["hits"]}
    assert found == set(wanted)


def test_filters_make_one_bool_query_the_sandbox_answers(datajud: Client, spy: Spy) -> None:
    hit = population(datajud)[0]["_source"]
    code, unit = hit["classe"]["codigo"], hit["orgaoJulgador"]["codigo"]
    day = tidy.datajud({"hits": {"hits": [{"_source": hit}]}}).lawsuits.start_at[0].date()
    spy.bodies.clear()
    found = population(datajud, classes=[code], units=[str(unit)], filed=(day, day))
    assert spy.bodies[0]["query"] == {
        "bool": {
            "filter": [
                {"terms": {"classe.codigo": [code]}},
                {"terms": {"orgaoJulgador.codigo": [unit]}},
                {
                    "bool": {
                        "should": [
                            {"range": {"dataAjuizamento": {"gte": str(day), "lte": str(day)}}},
                            {"range": {"dataAjuizamento": {
                                "gte": f"{day:%Y%m%d}000000", "lte": f"{day:%Y%m%d}235959"
                            }}},
                        ],
                        "minimum_should_match": 1,
                    }
                },
            ]
        }
    }  # fmt: skip
    assert spy.bodies[0]["track_total_hits"] is True
    assert hit["id"] in {h["_id"] for h in found}
    assert all(h["_source"]["classe"]["codigo"] == code for h in found)
    assert all(h["_source"]["orgaoJulgador"]["codigo"] == unit for h in found)
    assert set(tidy.datajud({"hits": {"hits": found}}).lawsuits.start_at.dt.date) == {day}


def test_movements_can_be_left_out(datajud: Client, spy: Spy) -> None:
    hits = population(datajud, size=100)
    assert any(h["_source"].get("movimentos") for h in hits)
    spy.bodies.clear()
    bare = population(datajud, size=100, movements=False)
    assert spy.bodies[0]["_source"] == {"excludes": ["movimentos"]}
    assert [h["_id"] for h in bare] == [h["_id"] for h in hits]
    assert not any("movimentos" in h["_source"] for h in bare)
    assert tidy.datajud({"hits": {"hits": bare}}).steps.empty


def test_a_504_is_asked_again_with_a_smaller_page(tmp_path: Path) -> None:
    with start(datajud_max_page=7) as small, connect(small, tmp_path / "c") as client:
        result = client.datajud.search(court="TJSP", size=20, progress=False, pause=0)
        statuses = served(small)
        whole = population(client, size=7)
    assert statuses[:3] == [504, 504, 200] and 504 not in statuses[3:]  # 20 and 10 refused
    assert result.hits == len(whole) and all(len(a["hits"]["hits"]) <= 5 for a in result)
    assert [h["_id"] for a in result for h in a["hits"]["hits"]] == [h["_id"] for h in whole]


def asked_sizes(client: Client, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The page sizes ``client`` asks DataJud from now on, answered or not (filled as it asks)."""
    sizes: list[int] = []
    real = client._http.call

    def recorded(method: str, url: str, **options: Any) -> Any:
        sizes.append(options["json"]["size"])
        return real(method, url, **options)

    monkeypatch.setattr(client._http, "call", recorded)
    return sizes


def test_a_halved_page_grows_back_and_a_refused_size_is_asked_rarely(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A page halved after a 504 is asked twice as big after 8 pages answered; a gateway that
    refuses it again is asked it after 16 more, then 32: 4 refusals in 45 pages, not 1 (never
    growing back) nor 1 in 9 (growing back on a fixed wait). Fails before: sizes stayed 5."""
    with (
        start(datajud_population=200, datajud_max_page=7) as small,
        connect(small, tmp_path / "c") as client,
    ):
        sizes = asked_sizes(client, monkeypatch)
        result = client.datajud.search(court="TJSP", size=20, progress=False, pause=0)
        statuses = served(small)
        whole = population(client, size=5)
    assert sizes[:11] == [20, 10] + [5] * 8 + [10]
    assert sizes[11:28] == [5] * 16 + [10] and set(sizes[28:]) == {5}
    assert statuses.count(504) == 4 and len(result) == len(whole) // 5 + 1
    assert [h["_id"] for a in result for h in a["hits"]["hits"]] == [h["_id"] for h in whole]


def test_a_page_halved_by_a_passing_failure_grows_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Server errors here and there (the sandbox's seeded faults): the size grows back to the
    size asked for after 8 pages answered in a row, and every hit is read once, in order."""
    with (
        start(datajud_population=400, faults={"500": 0.08}) as flaky,
        connect(flaky, tmp_path / "c") as client,
    ):
        sizes = asked_sizes(client, monkeypatch)
        result = client.datajud.search(court="TJSP", size=16, progress=False, pause=0)
        statuses = served(flaky)
    with start(datajud_population=400) as steady, connect(steady, False) as client:
        whole = population(client, size=16)
    assert statuses.count(500) >= 2 and len(statuses) == len(sizes)
    grown = [k for k in range(1, len(sizes)) if sizes[k] > sizes[k - 1]]
    assert grown and sizes[grown[0]] == 16
    for k in grown:  # after GROW_AFTER pages answered at half the size
        assert set(sizes[k - GROW_AFTER : k]) == {sizes[k] // 2}
        assert set(statuses[k - GROW_AFTER : k]) == {200}
    assert [h["_id"] for a in result for h in a["hits"]["hits"]] == [h["_id"] for h in whole]


def test_an_answer_with_a_failed_shard_is_asked_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Elasticsearch answers 200 with a shard failed and its hits missing (the sandbox's
    ``datajud_shard_failure``): that page is asked again, smaller, so no hit is missing.
    Failed before: the first cut answer raised."""
    with (
        start(datajud_population=100, datajud_shard_failure=0.3) as flaky,
        connect(flaky, tmp_path / "c") as client,
    ):
        sizes = asked_sizes(client, monkeypatch)
        result = client.datajud.search(court="TJSP", size=10, progress=False, pause=0)
    with start(datajud_population=100) as steady, connect(steady, False) as client:
        whole = population(client, size=10)
    assert any(b < a for a, b in pairwise(sizes))  # some were cut
    assert not any(answer["_shards"]["failed"] for answer in result)
    assert [h["_id"] for a in result for h in a["hits"]["hits"]] == [h["_id"] for h in whole]


def test_a_cut_answer_at_the_smallest_page_raises_and_is_not_kept(tmp_path: Path) -> None:
    """A page cut short however small is raised, after ``max_retries`` asks at one hit; no cut
    answer is kept in the cache (kept, a re-run would read it back, and raise, for a day)."""
    with (
        start(datajud_shard_failure=1.0) as broken,
        connect(broken, tmp_path / "c", max_retries=2) as client,
        pytest.raises(APIError, match=r"api_publica_tjsp is incomplete: 1 shard\(s\) failed"),
    ):
        client.datajud.search(court="TJSP", size=2, progress=False, pause=0)
    assert served(broken) == [200] * 4  # 2 hits, then 1 hit three times (max_retries 2)
    with connect(broken, tmp_path / "c") as client:
        assert not [e for e in client.cache.entries() if "/datajud/" in e.url]


def test_a_search_run_again_after_failures_reads_every_page_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first run met passing 500s, so it read some pages at half the size asked; run
    again, each page is taken from the cache at the size the first run read it, with no call
    and no pause. Failed before: the re-run asked the full size where the first had failed,
    sent again every page after that one, and paused before every page."""
    with start(datajud_population=400, faults={"500": 0.08}) as flaky:
        with connect(flaky, tmp_path / "c") as client:
            first = client.datajud.search(court="TJSP", size=16, progress=False, pause=0.01)
        sent = served(flaky)
        pauses: list[bool] = []  # each pause the search takes (a progress flag each)
        monkeypatch.setattr(Pacer, "pause", lambda self, progressed: pauses.append(progressed))
        with connect(flaky, tmp_path / "c") as client:
            again = client.datajud.search(court="TJSP", size=16, progress=False, pause=0.01)
        assert served(flaky) == sent and 500 in sent
    assert again == first and again.reason == "complete" and not pauses


def test_a_search_that_fails_midway_returns_the_pages_read(tmp_path: Path) -> None:
    """Faults from the server never lose what was fetched: a search whose page keeps failing
    after some pages were read returns them (reason "failed", the error kept, a warning);
    failed before: the error was raised and the pages read were lost (no cache here)."""
    with (
        start(datajud_population=60, faults={"500": 0.3}) as flaky,
        connect(flaky, False, max_retries=0) as client,
        pytest.warns(RuntimeWarning, match=r"stopped after \d+ pages .* are returned"),
    ):
        result = client.datajud.search(court="TJSP", size=4, progress=False, pause=0)
    with start(datajud_population=60) as steady, connect(steady, False) as client:
        whole = population(client, size=4)
    read = [h["_id"] for a in result for h in a["hits"]["hits"]]
    assert result.reason == "failed" and isinstance(result.error, ServerError)
    assert 0 < len(read) == result.hits < len(whole)
    assert read == [h["_id"] for h in whole][: len(read)]
    assert "failed" in repr(result)
    assert len(tidy.datajud(result).lawsuits) == len(read)  # the pages read tidy as any


def test_each_page_is_parsed_once(
    sb: Sandbox, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache's keep rule reads a page's JSON before the client does (a page of 1,000
    lawsuits is 14 MiB, 0.8 s to parse): they share one parse."""
    parses = []
    json = requests.Response.json
    monkeypatch.setattr(requests.Response, "json", lambda r, **k: parses.append(1) or json(r, **k))
    with connect(sb, tmp_path / "c") as client:
        result = client.datajud.search(court="TJSP", size=10, progress=False, pause=0)
    assert len(result) > 1 and len(parses) == len(result)


def test_a_finished_search_is_read_from_the_cache(datajud: Client, sb: Sandbox) -> None:
    first = datajud.datajud.search(court="TJSP", size=10, progress=False, pause=0)
    sent = len(served(sb))
    again = datajud.datajud.search(court="TJSP", size=10, progress=False, pause=0)
    assert len(served(sb)) == sent and again == first


def test_cache_ttl_zero_sends_again(sb: Sandbox, tmp_path: Path) -> None:
    with connect(sb, tmp_path / "c", cache_ttl={"datajud": 0}) as client:
        before = len(served(sb))
        client.datajud.search(court="TJSP", size=100, progress=False, pause=0)
        client.datajud.search(court="TJSP", size=100, progress=False, pause=0)
    assert len(served(sb)) - before == 2


def test_the_key_is_sent_but_never_stored_nor_logged(
    datajud: Client, spy: Spy, sb: Sandbox, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    key = sb.settings["datajud_key"]
    datajud.datajud.search(court="TJSP", size=10, progress=False, pause=0)
    assert spy.headers[0]["Authorization"] == f"APIKey {key}"
    datajud.close()
    for path in (tmp_path / "cache").iterdir():
        assert key.encode() not in path.read_bytes(), path
    assert (tmp_path / "cache" / HTTP_FILE).exists()
    assert key not in caplog.text
    assert key not in repr(datajud.settings)


def test_a_refused_key_says_where_to_get_the_current_one(sb: Sandbox) -> None:
    with (
        connect(sb, False, datajud_key="old") as client,
        pytest.raises(AuthenticationError, match=r"datajud-wiki\.cnj\.jus\.br"),
    ):
        client.datajud.search(court="TJSP", progress=False)
    assert served(sb)[-1] == 401


def test_ctrl_c_keeps_the_pages_read(datajud: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"n": 0}
    real = datajud._http.call

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(datajud._http, "call", interrupted)
    result = datajud.datajud.search(court="TJSP", size=10, progress=False, pause=0)
    assert result.reason == "interrupted" and result.hits == 20 and len(result) == 2


def test_pages_hold_one_answer_at_a_time(datajud: Client, spy: Spy) -> None:
    pages = datajud.datajud.pages(court="TJSP", size=10, pause=0)
    assert spy.bodies == []  # a generator: nothing sent before it is read
    assert sum(len(a["hits"]["hits"]) for a in pages) == len(population(datajud))


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"court": "TXX"}, "unknown court acronym"),
        ({"court": "STF"}, "DataJud does not index court STF"),
        ({"cnjs": ["0000001-02.2020.1.00.0000"]}, "DataJud does not index|not a CNJ"),
        ({"cnjs": ["123"]}, "not a CNJ number"),
        ({"cnjs": []}, "cnjs is empty: at least one CNJ number is needed"),
        ({"court": "TJSP", "classes": []}, "classes is empty: at least one code is needed"),
        ({"court": "TJSP", "cort": "x"}, "unknown DataJud search argument.s. cort; its criteria"),
        ({"court": "TJSP", "query": {"bogus": {}}}, "unknown query clause"),
        ({"court": "TJSP", "query": "classe:7"}, "one Elasticsearch query clause"),
        ({"court": "TJSP", "query": {"match": "x"}}, "must hold a dict"),
        ({"court": "TJSP", "classes": ["x"]}, "whole-number codes"),
        ({"court": "TJSP", "filed": ("2024-02-01", "2024-01-01")}, "starts after it ends"),
        ({"court": "TJSP", "filed": ("yesterday", None)}, "not a date"),
        # issue 26 item 10: isdigit() holds for "²", int() refused it with a raw ValueError
        ({"court": "TJSP", "classes": ["²"]}, r"whole-number codes .*'²'"),
        ({"court": "TJSP", "units": ["١٢"]}, r"whole-number codes .*'١٢'"),  # Arabic-Indic digits
        # issue 26 item 10: only the first ten characters were read, the rest silently dropped
        ({"court": "TJSP", "filed": ("2020-01-01garbage", None)}, r"'2020-01-01garbage' is not a"),
        ({"court": "TJSP", "filed": (None, "2020-01-01T00:00:00x")}, "is not a date"),
        ({"court": "TJSP", "size": 10_001}, "at most 10,000"),
        ({"court": "TJSP", "size": 0}, "at least 1"),
        ({}, "give cnjs"),
        ({"cnjs": ["x"], "court": "TJSP"}, "not both"),
        ({"court": "TJSP", "movements": "no"}, "movements must be True or False"),
    ],
)
def test_bad_input_is_refused_before_anything_is_sent(
    datajud: Client, spy: Spy, sb: Sandbox, arguments: dict[str, Any], message: str
) -> None:
    before = len(served(sb))
    with pytest.raises(InvalidInput, match=message):
        datajud.datajud.search(progress=False, **arguments)
    assert spy.bodies == [] and len(served(sb)) == before


def test_settings_default_to_cnj(monkeypatch: pytest.MonkeyPatch) -> None:
    resolved = config.resolve()
    assert (resolved.datajud_url, resolved.datajud_key) == (config.DATAJUD_URL, config.DATAJUD_KEY)
    monkeypatch.setenv("LAWKIT_DATAJUD_URL", "http://127.0.0.1:1/")
    assert config.resolve().datajud_url == "http://127.0.0.1:1"


def test_a_sandbox_client_reaches_the_sandbox_datajud(sb: Sandbox) -> None:
    with connect(sb, False) as client:
        assert client.settings.datajud_url == sb.settings["datajud_url"]
        assert population(client, size=100)
    with lawkit.connect(cache=False) as started:  # no credentials: a sandbox of its own
        assert started.sandbox is not None
        assert started.settings.datajud_url == started.sandbox.settings["datajud_url"]
        assert started.datajud.search(court="TJSP", size=1, limit=1, progress=False).hits == 1


def test_a_datajud_url_given_to_connect_is_kept(sb: Sandbox) -> None:
    """Failed before: a sandbox started for want of credentials replaced the given URL."""
    with lawkit.connect(datajud_url=sb.settings["datajud_url"], cache=False) as client:
        assert client.sandbox is not None and client.sandbox.url != sb.url
        assert client.settings.datajud_url == sb.settings["datajud_url"]


def test_a_stand_in_of_the_provider_never_reaches_cnj() -> None:
    with lawkit.connect(capture_url="http://127.0.0.1:9", client_id="i", client_secret="s") as c:
        assert c.settings.datajud_url is None
        with pytest.raises(ConfigurationError, match="datajud_url"):
            c.datajud.search(court="TJSP", progress=False)


def test_offline_serves_a_cached_search(sb: Sandbox, tmp_path: Path) -> None:
    with connect(sb, tmp_path / "cache") as client:
        first = client.datajud.search(court="TJSP", size=100, progress=False, pause=0)
    sent = len(served(sb))
    with connect(sb, tmp_path / "cache", offline=True) as client:
        again = client.datajud.search(court="TJSP", size=100, progress=False, pause=0)
    assert again == first and len(served(sb)) == sent


def test_the_result_shows_hits_and_lawsuits(datajud: Client) -> None:
    """A lawsuit in two degrees is two hits: the result says both. Failed before: hits only."""
    numbers = [h["_source"]["numeroProcesso"] for h in population(datajud)]
    twice = next(n for n in numbers if numbers.count(n) == 2)
    once = next(n for n in numbers if numbers.count(n) == 1)
    result = datajud.datajud.search([twice, once], progress=False, pause=0)
    assert repr(result) == "<SearchResult 1 page: 3 of 3 hits, 2 lawsuits, complete>"
    assert result.lawsuits == 2


def test_the_progress_bar_never_passes_its_total(
    datajud: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Several batches of numbers, each counted when its first page comes: the bar's total
    starts at the numbers asked and never falls to what was read before the end. Failed
    before: each batch's count was added as it came, so the bar reached 100 % and fell back."""
    seen: list[tuple[int, int | None]] = []

    class Recorded(tqdm_auto):  # type: ignore[misc, valid-type]
        def update(self, n: float | None = 1) -> bool | None:
            done = super().update(n)
            seen.append((self.n, self.total))
            return done

    numbers = sorted({h["_source"]["numeroProcesso"] for h in population(datajud)})[:9]
    monkeypatch.setattr(datajud_module, "tqdm", Recorded)
    result = datajud.datajud.search(numbers, size=2, progress=True, pause=0)
    assert len(seen) == len(result) >= 5
    assert all(total is not None and n < total for n, total in seen[:-1]), seen
    assert seen[-1] == (result.hits, result.hits)


def test_search_and_pages_show_the_criteria_they_take(sb: Sandbox) -> None:
    """The criteria are written once (``Query``) and listed in both signatures."""
    with connect(sb, False) as client:
        search = inspect.signature(client.datajud.search).parameters
        pages = inspect.signature(client.datajud.pages).parameters
    criteria = ["court", "classes", "subjects", "units", "filed", "query", "movements", "size"]
    assert list(search) == ["cnjs", "limit", "progress", "pause", *criteria]
    assert list(pages) == ["cnjs", "pause", *criteria]
    assert (
        search["size"].default == 1_000 and search["court"].kind is inspect.Parameter.KEYWORD_ONLY
    )


def test_a_redirect_that_would_drop_the_search_is_refused(tmp_path: Path) -> None:
    """A 302 to a POST would be followed as a GET without its body (another search): refused
    at once, and the 307 that keeps the body is followed."""
    with start(redirects={"/datajud/api_publica_tjsp": 302, "/datajud/": 307}) as moved:
        with connect(moved, tmp_path / "c") as client:
            with pytest.raises(APIError, match="answered 302: lawkit does not follow it"):
                client.datajud.search(court="TJSP", progress=False, pause=0)
            assert client.datajud.search(court="TJMG", size=5, limit=5, progress=False).hits == 5
        statuses = served(moved)
    assert statuses == [302, 307, 200]
