"""A DataJud that lies or never stops: a loopback proxy (``loopback.py``) in front of the
sandbox's DataJud drops ``search_after``, caps its pages, repeats hits, overstates its total, or
breaks a page on the wire; ``client.datajud`` ends each search with every hit read once, or as
``failed`` with the pages read, never in a loop, never with a raw requests error."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from loopback import (
    Answer,
    Garbage,
    cut_short,
    forward,
    gzip_bomb,
    not_gzip,
    on_call,
    redirect_loop,
    trickle,
)

import lawkit
import lawkit.sandbox
from lawkit import tidy
from lawkit.client import Client
from lawkit.client.datajud import SearchResult
from lawkit.errors import AnswerTooLarge, APIError, NetworkError

POPULATION = 15
pytestmark = pytest.mark.sandbox(datajud_population=POPULATION)


@pytest.fixture
def proxy() -> Iterator[Garbage]:
    server = Garbage()
    yield server
    server.close()


def connect(proxy: Garbage, sb: lawkit.sandbox.Sandbox, **settings: Any) -> Client:
    """A client whose DataJud is the proxy (its other APIs the proxy's garbage)."""
    datajud = {"datajud_url": f"{proxy.url}/datajud", "datajud_key": sb.settings["datajud_key"]}
    return lawkit.connect(**(proxy.settings() | datajud | {"max_retries": 0} | settings))


def search(client: Client, **options: Any) -> SearchResult:
    return client.datajud.search(court="TJSP", progress=False, pause=0, **(options | {"size": 4}))


def ids(result: list[dict[str, Any]]) -> list[str]:
    return [hit["_id"] for answer in result for hit in answer["hits"]["hits"]]


@pytest.fixture(scope="module")
def whole(sb: lawkit.sandbox.Sandbox) -> list[str]:
    """Every id of the population, as the sandbox itself answers it."""
    with lawkit.connect(**sb.settings, cache=False) as client:
        return ids(search(client))


def test_a_proxy_that_drops_search_after_ends_the_search_as_failed(
    proxy, sb, whole, tmp_path: Path
) -> None:
    """Every page is the first one again: the second brings only hits read before, so the
    search ends, ``failed`` with the first page. Failed before: ``search()`` never stopped, and
    ``pages()`` went on from its own cache."""
    proxy.routes["/datajud/"] = forward(
        sb.url, ask=lambda _, body: {k: v for k, v in body.items() if k != "search_after"}
    )
    for _ in range(2):  # the second run reads from the cache
        with connect(proxy, sb, cache=tmp_path / "c") as client:
            with pytest.warns(RuntimeWarning, match="only hits read before"):
                result = search(client)
            pages = client.datajud.pages(court="TJSP", size=4, pause=0)
            with pytest.warns(RuntimeWarning, match="ignores search_after"):
                answers = list(pages)
        assert result.reason == "failed" and "search_after" in str(result.error)
        assert len(result) == 1 and ids(result) == whole[:4]
        assert (pages.reason, len(answers), ids(answers)) == ("failed", 1, whole[:4])
        assert isinstance(pages.error, APIError)


def test_a_gateway_that_caps_its_pages_is_read_through(proxy, sb, whole) -> None:
    """Asked 4 hits, the gateway answers 3: a page shorter than asked while hits are missing
    is read past. Failed before: the first short page ended the search, ``3 of 18 hits,
    complete``."""
    proxy.routes["/datajud/"] = forward(sb.url, ask=lambda _, body: body | {"size": 3})
    with connect(proxy, sb) as client:
        result = search(client)
    assert ids(result) == whole and result.reason == "complete"
    assert result.hits == result.total == len(whole)


def test_fewer_hits_than_counted_is_not_complete(proxy, sb, whole) -> None:
    """A total one higher than what is served: the pages end short of it, and the search says
    so. Failed before: ``complete``."""

    def overstated(_: int, answer: dict[str, Any]) -> dict[str, Any]:
        answer["hits"]["total"]["value"] += 1
        return answer

    proxy.routes["/datajud/"] = forward(sb.url, answer=overstated)
    read, counted = len(whole), len(whole) + 1
    with connect(proxy, sb) as client, pytest.warns(RuntimeWarning, match="pages ended after"):
        result = search(client)
    assert result.reason == "failed" and ids(result) == whole
    assert f"its pages ended after {read} of the {counted} hits it counts" in str(result.error)
    assert (result.hits, result.total) == (read, counted)


def test_repeated_hits_are_read_once(proxy, sb, whole) -> None:
    """Each page repeats the previous page's hits before its own: every lawsuit is read once.
    Failed before: a lawsuit row per hit sent, repeats included."""
    previous: list[dict[str, Any]] = []

    def repeating(_: int, answer: dict[str, Any]) -> dict[str, Any]:
        own = answer["hits"]["hits"]
        answer["hits"]["hits"] = [*previous, *own]
        previous[:] = own
        return answer

    proxy.routes["/datajud/"] = forward(sb.url, answer=repeating)
    with connect(proxy, sb) as client:
        result = search(client)
    assert ids(result) == whole and result.reason == "complete"
    assert len(tidy.datajud(result).lawsuits) == len(whole)
    assert f"{len(whole)} of {len(whole)} hits" in repr(result)


BROKEN: list[tuple[str, Answer, type[APIError], str]] = [
    ("a redirect loop", redirect_loop, APIError, "TooManyRedirects"),
    ("a body cut short", cut_short, NetworkError, "ChunkedEncodingError"),
    ("gzip that is not", not_gzip, NetworkError, "ContentDecodingError"),
    ("a gzip bomb", gzip_bomb(200 * 10**6), AnswerTooLarge, "max_answer_bytes"),
    ("a trickle", trickle(b'{"hits": {}}', 0.3), NetworkError, "answer_timeout"),
]


@pytest.mark.parametrize(
    ("answer", "error", "says"), [b[1:] for b in BROKEN], ids=[b[0] for b in BROKEN]
)
def test_a_page_broken_on_the_wire_keeps_the_pages_read(
    proxy, sb, whole, answer: Answer, error: type[APIError], says: str
) -> None:
    """Page 2 (and each smaller ask of it) breaks: the search ends ``failed`` with page 1 and
    a lawkit error. Failed before: a redirect loop raised a raw ``TooManyRedirects`` and the
    pages read were lost."""
    proxy.routes["/datajud/"] = on_call(0, forward(sb.url), answer)
    settings = {"answer_timeout": 1, "max_answer_bytes": 2**20}
    with connect(proxy, sb, **settings) as client, pytest.warns(RuntimeWarning, match=says):
        result = search(client)
    assert result.reason == "failed" and type(result.error) is error
    assert says in str(result.error) and ids(result) == whole[:4]
