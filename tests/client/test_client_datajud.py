"""client.datajud over HTTP on loopback (tests/client/datajud_fake.py until the sandbox serves
DataJud): routing, paging, 504 halving, the cache, Ctrl-C, input checks, the key."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import lawkit
import lawkit.tidy as tidy
from lawkit.client import Client, config
from lawkit.client.cache.responses import HTTP_FILE
from lawkit.errors import AuthenticationError, ConfigurationError, InvalidInput
from tests.client.datajud_fake import KEY, Fake, serve


@pytest.fixture
def fake() -> Iterator[Fake]:
    with serve(count=25) as running:
        yield running


@pytest.fixture
def datajud(fake: Fake, tmp_path: Path) -> Iterator[Client]:
    """A client whose DataJud is the fake (the provider's APIs unused)."""
    with lawkit.connect(
        client_id="id", client_secret="secret", capture_url="http://127.0.0.1:9",
        datajud_url=fake.url, datajud_key=KEY, cache=tmp_path / "cache", backoff=0.01,
    ) as client:  # fmt: skip
        yield client


def numbers(fake: Fake, k: int) -> list[str]:
    return [h["_source"]["numeroProcesso"] for h in fake.hits[:k]]


def test_population_read_page_by_page_with_search_after(datajud: Client, fake: Fake) -> None:
    result = datajud.datajud.search(court="TJES", size=10, progress=False, pause=0)
    assert [len(a["hits"]["hits"]) for a in result] == [10, 10, 5]
    assert (result.total, result.hits, result.reason) == (25, 25, "complete")
    ids = [h["_id"] for a in result for h in a["hits"]["hits"]]
    assert ids == [h["_id"] for h in fake.hits]
    assert "search_after" not in fake.bodies[0]
    assert fake.bodies[1]["search_after"] == result[0]["hits"]["hits"][-1]["sort"]
    assert len(tidy.datajud(result).lawsuits) == 25


def test_cnjs_in_any_form_are_batched_in_terms(datajud: Client, fake: Fake) -> None:
    wanted = numbers(fake, 3)
    messy = [f"{n[:7]}-{n[7:9]}.{n[9:13]}.{n[13]}.{n[14:16]}.{n[16:]}" for n in wanted]
    result = datajud.datajud.search([*messy, wanted[0]], size=2, progress=False, pause=0)
    asked = [b["query"]["terms"]["numeroProcesso"] for b in fake.bodies]
    assert asked[0] == wanted[:2] and asked[-1] == wanted[2:]
    assert sorted(h["_source"]["numeroProcesso"] for a in result for h in a["hits"]["hits"]) == (
        sorted(wanted)
    )


def test_filters_make_one_bool_query(datajud: Client, fake: Fake) -> None:
    datajud.datajud.search(
        court="tjes", classes=[198], units=["48098"], filed=("2022-01-01", None),
        query={"match": {"grau": "G2"}}, progress=False, pause=0,
    )  # fmt: skip
    assert fake.bodies[0]["query"] == {
        "bool": {
            "filter": [
                {"terms": {"classe.codigo": [198]}},
                {"terms": {"orgaoJulgador.codigo": [48098]}},
                {"range": {"dataAjuizamento": {"gte": "2022-01-01"}}},
                {"match": {"grau": "G2"}},
            ]
        }
    }
    assert fake.bodies[0]["track_total_hits"] is True


def test_a_504_is_asked_again_with_a_smaller_page(fake: Fake, datajud: Client) -> None:
    fake.max_page = 7
    result = datajud.datajud.search(court="TJES", size=20, progress=False, pause=0)
    assert [b["size"] for b in fake.bodies[:3]] == [20, 10, 5]
    assert result.hits == 25 and all(len(a["hits"]["hits"]) <= 5 for a in result)


def test_a_finished_search_is_read_from_the_cache(datajud: Client, fake: Fake) -> None:
    first = datajud.datajud.search(court="TJES", size=10, progress=False, pause=0)
    sent = len(fake.bodies)
    again = datajud.datajud.search(court="TJES", size=10, progress=False, pause=0)
    assert len(fake.bodies) == sent and again == first


def test_cache_ttl_zero_sends_again(fake: Fake, tmp_path: Path) -> None:
    with lawkit.connect(
        client_id="id", client_secret="s", capture_url="http://127.0.0.1:9", datajud_url=fake.url,
        datajud_key=KEY, cache=tmp_path / "c", cache_ttl={"datajud": 0},
    ) as client:  # fmt: skip
        client.datajud.search(court="TJES", size=30, progress=False, pause=0)
        client.datajud.search(court="TJES", size=30, progress=False, pause=0)
    assert len(fake.bodies) == 2


def test_the_key_is_sent_but_never_stored_nor_logged(
    datajud: Client, fake: Fake, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    datajud.datajud.search(court="TJES", size=10, progress=False, pause=0)
    assert fake.headers[0]["Authorization"] == f"APIKey {KEY}"
    datajud.close()
    for path in (tmp_path / "cache").iterdir():
        assert KEY.encode() not in path.read_bytes(), path
    assert (tmp_path / "cache" / HTTP_FILE).exists()
    assert KEY not in caplog.text
    assert KEY not in repr(datajud.settings)


def test_a_refused_key_says_where_to_get_the_current_one(fake: Fake, tmp_path: Path) -> None:
    client = lawkit.connect(
        client_id="id", client_secret="s", capture_url="http://127.0.0.1:9",
        datajud_url=fake.url, datajud_key="old", cache=False,
    )  # fmt: skip
    with client, pytest.raises(AuthenticationError, match=r"datajud-wiki\.cnj\.jus\.br"):
        client.datajud.search(court="TJES", progress=False)


def test_ctrl_c_keeps_the_pages_read(
    datajud: Client, fake: Fake, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = {"n": 0}
    real = datajud._http.call

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(datajud._http, "call", interrupted)
    result = datajud.datajud.search(court="TJES", size=10, progress=False, pause=0)
    assert result.reason == "interrupted" and result.hits == 20 and len(result) == 2


def test_pages_hold_one_answer_at_a_time(datajud: Client, fake: Fake) -> None:
    pages = datajud.datajud.pages(court="TJES", size=10, pause=0)
    assert fake.bodies == []  # a generator: nothing sent before it is read
    assert sum(len(a["hits"]["hits"]) for a in pages) == 25


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"court": "TXX"}, "unknown court acronym"),
        ({"court": "STF"}, "DataJud does not index court STF"),
        ({"cnjs": ["0000001-02.2020.1.00.0000"]}, "DataJud does not index|not a CNJ"),
        ({"cnjs": ["123"]}, "not a CNJ number"),
        ({"cnjs": []}, "cnjs is empty"),
        ({"court": "TJSP", "query": {"bogus": {}}}, "unknown query clause"),
        ({"court": "TJSP", "query": "classe:7"}, "one Elasticsearch query clause"),
        ({"court": "TJSP", "query": {"match": "x"}}, "must hold a dict"),
        ({"court": "TJSP", "classes": ["x"]}, "whole-number codes"),
        ({"court": "TJSP", "filed": ("2024-02-01", "2024-01-01")}, "starts after it ends"),
        ({"court": "TJSP", "filed": ("yesterday", None)}, "not a date"),
        ({"court": "TJSP", "size": 10_001}, "at most 10,000"),
        ({"court": "TJSP", "size": 0}, "at least 1"),
        ({}, "give cnjs"),
        ({"cnjs": ["x"], "court": "TJSP"}, "not both"),
    ],
)
def test_bad_input_is_refused_before_anything_is_sent(
    datajud: Client, fake: Fake, arguments: dict[str, Any], message: str
) -> None:
    with pytest.raises(InvalidInput, match=message):
        datajud.datajud.search(progress=False, **arguments)
    assert fake.bodies == [] and fake.headers == []


def test_settings_default_to_cnj_and_a_sandbox_never_reaches_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    resolved = config.resolve()
    assert (resolved.datajud_url, resolved.datajud_key) == (config.DATAJUD_URL, config.DATAJUD_KEY)
    monkeypatch.setenv("LAWKIT_DATAJUD_URL", "http://127.0.0.1:1/")
    assert config.resolve().datajud_url == "http://127.0.0.1:1"
    monkeypatch.delenv("LAWKIT_DATAJUD_URL")
    with lawkit.connect(capture_url="http://127.0.0.1:9", client_id="i", client_secret="s") as c:
        assert c.settings.datajud_url is None
        with pytest.raises(ConfigurationError, match="datajud_url"):
            c.datajud.search(court="TJSP", progress=False)


def test_offline_serves_a_cached_search(fake: Fake, tmp_path: Path, datajud: Client) -> None:
    first = datajud.datajud.search(court="TJES", size=30, progress=False, pause=0)
    datajud.close()
    offline: Callable[..., Client] = lawkit.connect
    with offline(
        client_id="id", client_secret="secret", capture_url="http://127.0.0.1:9",
        datajud_url=fake.url, datajud_key=KEY, cache=tmp_path / "cache", offline=True,
    ) as client:  # fmt: skip
        again = client.datajud.search(court="TJES", size=30, progress=False, pause=0)
    assert again == first and len(fake.bodies) == 1
