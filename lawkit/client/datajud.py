"""CNJ's DataJud public API: ``client.datajud``, lawsuits by number or whole populations.

    answers = client.datajud.search(["0022783-22.2017.8.08.0024", "00008323520184013202"])
    answers = client.datajud.search(court="TJSP", classes=[7], units=[10012],
                                    filed=("2023-01-01", "2023-12-31"))
    bundle = lawkit.tidy.datajud(answers)

Every search is ``POST {datajud_url}/api_publica_<alias>/_search`` with ``Authorization: APIKey
<datajud_key>`` and an Elasticsearch body; CNJ numbers (any punctuation) are routed to their
court's index through :mod:`lawkit.cnj` and asked in ``terms`` batches. Pages are read with
``sort`` + ``search_after`` through any number of hits, with a progress bar. A page that fails -
a 504, another 5xx, no answer, or an answer cut short (a shard failed, timed out:
Elasticsearch's 200 with hits missing) - is asked again with half as many hits, down to
:data:`MIN_PAGE` (then up to ``max_retries`` times more), and the size grows back after
:data:`GROW_AFTER` pages answered (:class:`PageSize`); the pause between pages is set by a
:class:`~lawkit.client.pacing.Pacer` (it grows after a failure). Each whole page is kept in the
on-disk cache (kind ``datajud``, a day by default: ``cache_ttl={"datajud": ...}``), keyed by URL
and body and never by the key: re-running a search costs no call and no pause, even after
failures (a page missing at one size is looked for at the sizes a failure would have halved it
to). Ctrl-C stops reading and keeps the pages read (``reason`` ``"interrupted"``), and so does a
failure once pages were read (``reason`` ``"failed"``, the error in ``error``). Input is checked
before anything is sent. Raw JSON out: a list of the answers, as DataJud sent them.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import time
import warnings
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from tqdm.auto import tqdm

from lawkit import cnj
from lawkit.client.api import API
from lawkit.client.cache.responses import kept_when
from lawkit.client.pacing import Pacer
from lawkit.errors import (
    APIError,
    AuthenticationError,
    ConfigurationError,
    InvalidCNJ,
    InvalidInput,
    NetworkError,
    ProviderValidationError,
    ServerError,
)

#: Hits per page asked by default, and DataJud's largest page (Elasticsearch's window).
PAGE, MAX_PAGE = 1_000, 10_000
#: The smallest page: one that fails is not halved but asked again (``max_retries`` times).
MIN_PAGE = 1
#: Pages answered in a row before a page halved after a failure is asked twice as big again
#: (up to the size asked); twice as many each time the bigger page fails at once.
GROW_AFTER = 8
#: The order pages are read in: the hit's ``id`` (unique: a total order, and stable while
#: DataJud re-indexes, which moves ``@timestamp``). Real DataJud sorts on ``id.keyword`` (the
#: real answers of tests/data/datajud carry it as their ``sort``), refuses a bare ``id`` (a text
#: field) and, on Elasticsearch 8, ``_id`` (no fielddata).
SORT = ({"id.keyword": {"order": "asc"}},)
#: Elasticsearch query clauses a raw ``query`` may start with.
CLAUSES = frozenset(
    {"bool", "match", "match_all", "match_phrase", "multi_match", "term", "terms", "range",
     "exists", "prefix", "wildcard", "ids", "query_string", "simple_query_string", "nested"}
)  # fmt: skip
#: The path of a search (``/api_publica_<alias>/_search``).
_SEARCH = re.compile(r"/api_publica_[^/]+/_search$")
#: Where CNJ publishes the current public key.
KEY_PAGE = "https://datajud-wiki.cnj.jus.br/api-publica/acesso"
_FILTERS = {
    "classes": "classe.codigo",
    "subjects": "assuntos.codigo",
    "units": "orgaoJulgador.codigo",
}


class SearchResult(list):
    """The answers of one search (pages, in order, as DataJud sent them).

    Attributes:
        reason: ``"complete"``, ``"interrupted"`` (Ctrl-C) or ``"failed"`` (an error after some
            pages were read: see ``error``); the pages read so far are kept.
        error: the error that stopped a ``"failed"`` search, else ``None``.
        total: hits DataJud counted for the search (over all its indexes and batches).
        hits: hits read.
    """

    def __init__(self) -> None:
        super().__init__()
        self.reason = "complete"
        self.error: APIError | None = None
        self.total = 0
        self.hits = 0

    def __repr__(self) -> str:
        return (
            f"<SearchResult {len(self)} pages, {self.hits:,} of {self.total:,} hits, {self.reason}>"
        )


@dataclass(frozen=True)
class Search:
    """One index and the query asked of it."""

    alias: str
    query: dict[str, Any]
    movements: bool = True


class DataJud(API):
    """CNJ's DataJud public API (``client.datajud``)."""

    url_setting = "datajud_url"

    @property
    def _base(self) -> str:
        url = self._settings.datajud_url
        if not url:
            raise ConfigurationError(
                "datajud_url is not configured (LAWKIT_DATAJUD_URL); this sandbox does not serve "
                "DataJud, or pass datajud_url to lawkit.connect()"
            )
        return url

    def search(
        self,
        cnjs: str | Iterable[str] | None = None,
        *,
        court: str | None = None,
        classes: Iterable[int] | None = None,
        subjects: Iterable[int] | None = None,
        units: Iterable[int] | None = None,
        filed: tuple[Any, Any] | None = None,
        query: dict[str, Any] | None = None,
        movements: bool = True,
        size: int = PAGE,
        limit: int | None = None,
        progress: bool = True,
        pause: float = 0.2,
    ) -> SearchResult:
        """Every hit of lawsuits by number, or of a court's population, page by page.

        Args:
            cnjs: CNJ numbers (any punctuation, or one number); each is asked of its court's
                index (several courts: one search each), ``size`` numbers per ``terms`` batch.
                Not with ``court``.
            court: the court whose population is searched (acronym such as ``"TJSP"``).
            classes: TPU class codes (``classe.codigo``).
            subjects: TPU subject codes (``assuntos.codigo``).
            units: court unit codes (``orgaoJulgador.codigo``).
            filed: ``(start, end)`` filing dates (``dataAjuizamento``), dates or ISO text;
                either may be ``None``.
            query: a raw Elasticsearch query (the value of the body's ``query``), combined
                with the filters above.
            movements: ask for the movements too; ``False`` leaves ``movimentos`` out of the
                answers (``_source`` excludes): much smaller and faster pages.
            size: hits per page, 1 to 10,000.
            limit: stop after this many hits (all by default).
            progress: show a tqdm progress bar.
            pause: seconds between two pages (longer after a failure).

        Returns:
            The answers, a :class:`SearchResult`; ``lawkit.tidy.datajud`` reads it.

        Raises:
            InvalidInput: an unknown court, a CNJ number that is not one or of a court DataJud
                does not index, a malformed query or filter, a size out of range (before
                anything is sent).
            AuthenticationError: the key was refused (it says where to get the current one).
            ProviderValidationError: DataJud refused the search (a raw ``query`` it cannot
                parse: its reason is given).
            APIError: an answer cut short (no ``hits.hits``, ``timed_out``, a shard failed)
                however small the page, a 5xx or no answer after the retries.

        Any of these after some pages were read is not raised: the pages read are returned,
        with ``reason`` ``"failed"`` and the error in ``error`` (and a warning), never lost.
        """
        searches = self._searches(
            cnjs, court, classes, subjects, units, filed, query, size, movements
        )
        limit = None if limit is None else _count(limit, "limit", None)
        pacer = _pacer(pause, self._settings.backoff_max)
        result = SearchResult()
        bar = tqdm(total=0, disable=not progress, unit="hit", desc="DataJud")
        try:
            for search in searches:
                for number, answer in enumerate(self._pages(search, size, pacer)):
                    result.append(answer)
                    if number == 0:  # each search's total, known from its first page
                        result.total += _total(answer)
                        bar.total = result.total
                        bar.refresh()
                    result.hits += len(answer["hits"]["hits"])
                    bar.update(len(answer["hits"]["hits"]))
                    if limit is not None and result.hits >= limit:
                        return result
        except KeyboardInterrupt:
            result.reason = "interrupted"
        except APIError as exc:
            if not result:
                raise
            result.reason, result.error = "failed", exc
            warnings.warn(
                f"DataJud: the search stopped after {len(result)} pages ({result.hits:,} of "
                f"{result.total:,} hits): {exc}; the pages read are returned (reason 'failed', "
                "the error in .error)",
                RuntimeWarning,
                stacklevel=2,
            )
        finally:
            bar.close()
        return result

    def pages(
        self,
        cnjs: str | Iterable[str] | None = None,
        *,
        court: str | None = None,
        classes: Iterable[int] | None = None,
        subjects: Iterable[int] | None = None,
        units: Iterable[int] | None = None,
        filed: tuple[Any, Any] | None = None,
        query: dict[str, Any] | None = None,
        movements: bool = True,
        size: int = PAGE,
        pause: float = 0.2,
    ) -> Iterator[dict[str, Any]]:
        """The answers of :meth:`search` (same arguments), one at a time, without a progress
        bar: only one page is held, e.g. to append each to a Parquet dataset as it comes::

            for answer in client.datajud.pages(court="TJSP", classes=[7]):
                lawkit.tidy.datajud(answer).to_parquet("tjsp", mode="append")

        Raises:
            InvalidInput: as :meth:`search`, when called (before anything is sent).
        """
        searches = self._searches(
            cnjs, court, classes, subjects, units, filed, query, size, movements
        )
        pacer = _pacer(pause, self._settings.backoff_max)
        return (answer for search in searches for answer in self._pages(search, size, pacer))

    def _searches(
        self,
        cnjs: Any,
        court: Any,
        classes: Any,
        subjects: Any,
        units: Any,
        filed: Any,
        query: Any,
        size: Any,
        movements: Any,
    ) -> list[Search]:
        """The indexes and queries a search asks, checked (nothing is sent)."""
        size = _count(size, "size", MAX_PAGE)
        if not isinstance(movements, bool):
            raise InvalidInput(f"movements must be True or False, got {movements!r}")
        filters = {"classes": classes, "subjects": subjects, "units": units}
        if cnjs is not None:
            if court is not None:
                raise InvalidInput("give cnjs or court, not both (cnjs are routed to their courts)")
            routed = _routed(cnjs)
            extra = _clauses(filters, filed, query)
            return [
                Search(alias, _bool([{"terms": {"numeroProcesso": batch}}, *extra]), movements)
                for alias, numbers in routed.items()
                for batch in _batches(numbers, size)
            ]
        if court is None:
            raise InvalidInput("give cnjs (CNJ numbers) or court (a court acronym such as 'TJSP')")
        clauses = _clauses(filters, filed, query)
        query = _bool(clauses) if clauses else {"match_all": {}}
        return [Search(_alias(court), query, movements)]

    def _pages(self, search: Search, size: int, pacer: Pacer) -> Iterator[dict[str, Any]]:
        """The answers of one search, page after page, until a page shorter than asked."""
        after: list[Any] | None = None
        first = True
        pages = PageSize(size, self._settings.max_retries)
        while True:
            body: dict[str, Any] = {
                "size": pages.current,
                "query": search.query,
                "sort": list(SORT),
                "track_total_hits": True,
            }
            if not search.movements:
                body["_source"] = {"excludes": ["movimentos"]}
            if after is not None:
                body["search_after"] = after
            answer = self._page(search.alias, body, pacer, pages, pause=not first)
            first = False
            hits = answer["hits"]["hits"]
            yield answer
            if len(hits) < pages.current or not hits:
                return
            after = hits[-1].get("sort")
            if not isinstance(after, list):
                raise incomplete(search.alias, "its last hit has no `sort` values to page after")
            pages.answered()

    def _page(
        self, alias: str, body: dict[str, Any], pacer: Pacer, pages: PageSize, pause: bool
    ) -> dict[str, Any]:
        """One page (``pages.current`` is then the size answered): from the cache when it holds
        it at this size or at one a failure would have halved it to (a re-run after failures
        reads the pages the first run read); else asked, after the pause between pages (with
        ``pause``), and again with half as many hits after a 504, another 5xx, no answer or an
        answer cut short (:func:`_cut`)."""
        url = f"{self._base}/api_publica_{alias}/_search"
        expire = self._policy.expire("datajud")
        for halvings, size in enumerate(pages.halved_sizes()):
            stored = self._http.stored("POST", url, json=body | {"size": size}, expire=expire)
            if stored is not None and _whole(stored):  # an older lawkit kept cut answers
                for _ in range(halvings):
                    pages.failed()
                return stored
        if pause:
            time.sleep(pacer.pause(True) or 0)
        headers = {"Authorization": f"APIKey {self._settings.datajud_key or ''}"}
        while True:
            try:
                answer = self._http.call(
                    "POST", url, json=body, auth=False, headers=headers, expire=expire
                )
            except (ServerError, NetworkError) as exc:
                failure: APIError = exc
            except ProviderValidationError as exc:
                raise ProviderValidationError(
                    f"DataJud refused the search of api_publica_{alias}: {_reason(exc)}",
                    status=exc.status,
                    response=exc.response,
                ) from None
            except AuthenticationError as exc:
                raise AuthenticationError(
                    f"DataJud refused the key ({exc}); CNJ publishes the current public key at "
                    f"{KEY_PAGE}: pass it as datajud_key (or LAWKIT_DATAJUD_KEY)",
                    status=exc.status,
                ) from None
            else:
                shapeless = _shapeless(answer)
                if shapeless is not None:
                    raise incomplete(alias, shapeless)
                cut = _cut(answer)
                if cut is None:
                    return answer
                failure = incomplete(alias, cut)  # as a 504: asked again, smaller
            if not pages.failed():
                raise failure
            body = body | {"size": pages.current}
            time.sleep(pacer.pause(False) or 0)


@dataclass
class PageSize:
    """The size of a search's next page: halved after a failure, twice as big again (up to the
    size asked) after :data:`GROW_AFTER` pages answered in a row, a wait that doubles each time
    a grown page fails at once. A gateway only busy for a while gets full pages again; one that
    refuses pages above some size is asked a bigger one a few times in a whole search (after 8,
    16, 32 ... pages), not at every page. A page of :data:`MIN_PAGE` that fails is asked again
    up to ``retries`` times before the failure is raised.

    Attributes:
        asked: the size asked for.
        retries: times a failed page of :data:`MIN_PAGE` is asked again (``max_retries``).
        current: the size to ask now.
    """

    asked: int
    retries: int
    current: int = field(init=False)
    _retried: int = field(default=0, init=False)  # failures in a row at MIN_PAGE
    _streak: int = field(default=0, init=False)  # pages answered in a row at this size
    _patience: int = field(default=GROW_AFTER, init=False)  # pages to answer before growing
    _grown: bool = field(default=False, init=False)  # just grown, and not yet answered

    def __post_init__(self) -> None:
        self.current = self.asked

    def failed(self) -> bool:
        """After a failure: halve the size, or ask :data:`MIN_PAGE` again; ``False`` when its
        retries are spent (give up)."""
        if self.current <= MIN_PAGE:
            self._retried += 1
            return self._retried <= self.retries
        if self._grown:
            self._patience *= 2
        self.current, self._streak, self._grown = self.current // 2, 0, False
        return True

    def halved_sizes(self) -> Iterator[int]:
        """The sizes a page is asked at when it keeps failing: this one, then each half down to
        :data:`MIN_PAGE`."""
        size = self.current
        yield size
        while size > MIN_PAGE:
            size //= 2
            yield size

    def answered(self) -> None:
        """After a full page: grow the size when enough pages in a row were answered."""
        self._streak, self._grown, self._retried = self._streak + 1, False, 0
        if self.current < self.asked and self._streak >= self._patience:
            self.current, self._streak = min(self.asked, 2 * self.current), 0
            self._grown = True


def _reason(exc: APIError) -> str:
    """Elasticsearch's ``error.reason`` of a refusal, else the error's message."""
    try:
        error = exc.response.json()["error"]
        return str(error.get("reason") or error)
    except (AttributeError, KeyError, TypeError, ValueError):
        return exc.message


def incomplete(alias: str, what: str) -> APIError:
    """The error of an answer cut short or of another shape."""
    return APIError(f"DataJud's answer from api_publica_{alias} is incomplete: {what}")


def _shapeless(answer: dict[str, Any]) -> str | None:
    """What an answer lacks to be one (a ``hits.hits`` list), or ``None``."""
    hits = answer.get("hits")
    if not isinstance(hits, dict) or not isinstance(hits.get("hits"), list):
        return f"no `hits.hits` list (keys: {', '.join(map(str, answer)) or 'none'})"
    return None


def _cut(answer: dict[str, Any]) -> str | None:
    """What cut an answer short - timed out, a shard failed: some hits are missing - or
    ``None``. Elasticsearch answers so with a 200 when a shard is unavailable."""
    if answer.get("timed_out") is True:
        return "`timed_out` is true (some hits may be missing)"
    shards = answer.get("_shards")
    if isinstance(shards, dict) and shards.get("failed"):
        return f"{shards['failed']} shard(s) failed (their hits are missing)"
    return None


def _whole(answer: Any) -> bool:
    """Whether a search answer is whole: neither :func:`_shapeless` nor :func:`_cut`."""
    return isinstance(answer, dict) and _shapeless(answer) is None and _cut(answer) is None


#: Whether the cache may keep an answer: anything but a DataJud search answer that is not
#: whole, which kept would be read back (and refused) for a day.
whole_only = kept_when(_SEARCH, _whole)


def _total(answer: dict[str, Any]) -> int:
    total = answer["hits"].get("total")
    value = total.get("value") if isinstance(total, dict) else total
    return value if isinstance(value, int) else len(answer["hits"]["hits"])


def _pacer(pause: Any, longest: float) -> Pacer:
    """Pauses between pages: ``pause`` after a page, growing after each failure."""
    if isinstance(pause, bool) or not isinstance(pause, int | float) or not pause >= 0:
        raise InvalidInput(f"pause must be a number of seconds, 0 or more, got {pause!r}")
    return Pacer(None, max(pause, 1e-3), max(pause, longest))


def _count(value: Any, name: str, most: int | None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise InvalidInput(f"{name} must be a whole number of at least 1, got {value!r}")
    if most is not None and value > most:
        raise InvalidInput(
            f"{name} must be at most {most:,} (DataJud's largest page), got {value:,}"
        )
    return value


def _alias(court: Any) -> str:
    """The DataJud index alias of a court acronym (``TJSP`` -> ``tjsp``)."""
    found = cnj.court_by_acronym(court)  # InvalidInput for an unknown acronym
    if not found.datajud_alias:
        raise InvalidInput(f"DataJud does not index court {found.acronym} ({found.name})")
    return found.datajud_alias.removeprefix("api_publica_")


def _routed(cnjs: Any) -> dict[str, list[str]]:
    """Alias -> the 20-digit numbers of that court, in order, without repeats."""
    if isinstance(cnjs, str):
        cnjs = [cnjs]
    if not isinstance(cnjs, Iterable) or isinstance(cnjs, bytes | dict):
        raise InvalidInput(
            f"cnjs must be a CNJ number or a list of them, got {type(cnjs).__name__}"
        )
    routed: dict[str, list[str]] = {}
    for raw in cnjs:
        try:
            number = cnj.parse(raw)
        except InvalidCNJ as exc:
            raise InvalidInput(f"{raw!r} is not a CNJ number: {exc}") from None
        court = cnj.court(number.justice, number.tribunal)
        if court is None or not court.datajud_alias:
            name = court.acronym if court else f"J.TR {number.justice}.{number.tribunal:02d}"
            raise InvalidInput(f"{number.formatted}: DataJud does not index its court ({name})")
        numbers = routed.setdefault(court.datajud_alias.removeprefix("api_publica_"), [])
        if number.digits not in numbers:
            numbers.append(number.digits)
    if not routed:
        raise InvalidInput("cnjs is empty: give at least one CNJ number")
    return routed


def _batches(numbers: Sequence[str], size: int) -> Iterator[list[str]]:
    for start in range(0, len(numbers), size):
        yield list(numbers[start : start + size])


def _clauses(filters: dict[str, Any], filed: Any, query: Any) -> list[dict[str, Any]]:
    """The filter clauses of a search, each checked."""
    clauses = []
    for name, value in filters.items():
        if value is not None:
            clauses.append({"terms": {_FILTERS[name]: _codes(value, name)}})
    if filed is not None:
        clauses.append(_filed(filed))
    if query is not None:
        clauses.append(_query(query))
    return clauses


def _bool(clauses: list[dict[str, Any]]) -> dict[str, Any]:
    return clauses[0] if len(clauses) == 1 else {"bool": {"filter": clauses}}


def _codes(value: Any, name: str) -> list[int]:
    values = [value] if isinstance(value, int | str) else value
    if not isinstance(values, Iterable):
        raise InvalidInput(f"{name} must be a code or a list of codes, got {type(value).__name__}")
    codes = []
    for item in values:
        text = (
            str(item).strip() if isinstance(item, int | str) and not isinstance(item, bool) else ""
        )
        if not text.isdigit():
            raise InvalidInput(
                f"{name} must hold whole-number codes (TPU or unit codes), got {item!r}"
            )
        codes.append(int(text))
    if not codes:
        raise InvalidInput(f"{name} is empty: give at least one code, or leave it out")
    return codes


def _filed(filed: Any) -> dict[str, Any]:
    """Filing dates between the bounds, stored as ISO or compact ``YYYYMMDDhhmmss`` (some courts,
    TRF3 and TRF4 among them, store the compact form, which an ISO range misses)."""
    iso = _range(filed)
    compact = {
        key: value.replace("-", "") + ("000000" if key == "gte" else "235959")
        for key, value in iso.items()
    }
    ranges = [{"range": {"dataAjuizamento": bounds}} for bounds in (iso, compact)]
    return {"bool": {"should": ranges, "minimum_should_match": 1}}


def _range(filed: Any) -> dict[str, str]:
    if not isinstance(filed, tuple | list) or len(filed) != 2:
        raise InvalidInput(f"filed must be a (start, end) pair of dates, got {filed!r}")
    bounds = {}
    for key, value in zip(("gte", "lte"), filed, strict=True):
        if value is not None:
            bounds[key] = _day(value).isoformat()
    if not bounds:
        raise InvalidInput("filed needs a start or an end date (both are None)")
    if len(bounds) == 2 and bounds["gte"] > bounds["lte"]:
        raise InvalidInput(f"filed starts after it ends: {bounds['gte']} > {bounds['lte']}")
    return bounds


def _day(value: Any) -> dt.date:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    try:
        return dt.date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        raise InvalidInput(f"{value!r} is not a date (YYYY-MM-DD or a date object)") from None


def _query(query: Any) -> dict[str, Any]:
    if not isinstance(query, dict) or len(query) != 1:
        raise InvalidInput(
            "query must be one Elasticsearch query clause, a dict with one key such as "
            f"{{'match': {{'classe.nome': 'Execução Fiscal'}}}}; got {query!r}"[:300]
        )
    clause = next(iter(query))
    if clause not in CLAUSES:
        raise InvalidInput(
            f"unknown query clause {clause!r}; allowed: {', '.join(sorted(CLAUSES))}"
        )
    if not isinstance(query[clause], dict):
        raise InvalidInput(f"the {clause!r} clause must hold a dict, got {query[clause]!r}"[:300])
    try:
        json.dumps(query)
    except (TypeError, ValueError) as exc:
        raise InvalidInput(f"query is not JSON: {exc}") from None
    return query
