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
import inspect
import json
import re
import time
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from tqdm.auto import tqdm

from lawkit import cnj
from lawkit.client.api import API
from lawkit.client.cache.responses import kept_when
from lawkit.client.pacing import Pacer
from lawkit.errors import (
    AnswerTooLarge,
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
T = TypeVar("T")
_FILTERS = {
    "classes": "classe.codigo",
    "subjects": "assuntos.codigo",
    "units": "orgaoJulgador.codigo",
}


class SearchResult(list):
    """The answers of one search (pages, in order, as DataJud sent them, repeated hits left out).

    Attributes:
        reason: ``"complete"``, ``"interrupted"`` (Ctrl-C) or ``"failed"`` (an error after some
            pages were read, or fewer hits than DataJud counted: see ``error``); the pages read
            so far are kept.
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

    @property
    def lawsuits(self) -> int:
        """Distinct lawsuits (CNJ numbers) among the hits read: a lawsuit in two degrees or
        systems is two hits."""
        numbers = {_number(hit) for answer in self for hit in answer["hits"]["hits"]}
        return len(numbers - {None})

    def __repr__(self) -> str:
        pages = "1 page" if len(self) == 1 else f"{len(self):,} pages"
        return (
            f"<SearchResult {pages}: {self.hits:,} of {self.total:,} hits, "
            f"{self.lawsuits:,} lawsuits, {self.reason}>"
        )


@dataclass(frozen=True)
class Search:
    """One index and the query asked of it (``numbers``: how many CNJ numbers it names)."""

    alias: str
    query: dict[str, Any]
    movements: bool = True
    numbers: int = 0


@dataclass(frozen=True)
class Query:
    """What one DataJud search asks, checked when made: :meth:`DataJud.search` and
    :meth:`DataJud.pages` take these fields as their arguments.

    Attributes:
        cnjs: CNJ numbers (any punctuation, or one number); each is asked of its court's
            index (several courts: one search each), ``size`` numbers per ``terms`` batch. Not
            with ``court``.
        court: the court whose population is searched (acronym such as ``"TJSP"``).
        classes: TPU class codes (``classe.codigo``).
        subjects: TPU subject codes (``assuntos.codigo``).
        units: court unit codes (``orgaoJulgador.codigo``).
        filed: ``(start, end)`` filing dates (``dataAjuizamento``), dates or ISO text; either
            may be ``None``.
        query: a raw Elasticsearch query (the value of the body's ``query``), combined with the
            filters above.
        movements: ask for the movements too; ``False`` leaves ``movimentos`` out of the
            answers (``_source`` excludes): much smaller and faster pages.
        size: hits per page, 1 to 10,000.
        searches: the indexes and queries asked (derived).

    Raises:
        InvalidInput: an unknown court, a CNJ number that is not one or of a court DataJud
            does not index, a malformed query or filter, a size out of range.
    """

    cnjs: str | Iterable[str] | None = None
    court: str | None = None
    classes: Iterable[int | str] | None = None
    subjects: Iterable[int | str] | None = None
    units: Iterable[int | str] | None = None
    filed: tuple[Any, Any] | None = None
    query: dict[str, Any] | None = None
    movements: bool = True
    size: int = PAGE
    searches: tuple[Search, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "searches", tuple(self._searches()))

    @classmethod
    def of(cls, cnjs: Any, criteria: dict[str, Any]) -> Query:
        """The query of :meth:`DataJud.search`'s arguments, an unknown one refused."""
        unknown = sorted(set(criteria) - set(CRITERIA))
        if unknown:
            raise InvalidInput(
                f"unknown DataJud search argument(s) {', '.join(unknown)}; its criteria are "
                f"cnjs, {', '.join(CRITERIA)}"
            )
        return cls(cnjs, **criteria)

    def _searches(self) -> list[Search]:
        size = _count(self.size, "size", MAX_PAGE)
        if not isinstance(self.movements, bool):
            raise InvalidInput(f"movements must be True or False, got {self.movements!r}")
        filters = {"classes": self.classes, "subjects": self.subjects, "units": self.units}
        clauses = _clauses(filters, self.filed, self.query)
        if self.cnjs is not None:
            if self.court is not None:
                raise InvalidInput("give cnjs or court, not both (cnjs are routed to their courts)")
            routed = _routed(self.cnjs)
            return [
                Search(
                    alias,
                    _bool([{"terms": {"numeroProcesso": batch}}, *clauses]),
                    self.movements,
                    numbers=len(batch),
                )
                for alias, numbers in routed.items()
                for batch in _batches(numbers, size)
            ]
        if self.court is None:
            raise InvalidInput("give cnjs (CNJ numbers) or court (a court acronym such as 'TJSP')")
        query = _bool(clauses) if clauses else {"match_all": {}}
        return [Search(_alias(self.court), query, self.movements)]


#: The criteria of a search besides ``cnjs`` (what :meth:`DataJud.search` takes by name).
CRITERIA = tuple(f.name for f in fields(Query) if f.init and f.name != "cnjs")


def _takes_query(method: Callable[..., T]) -> Callable[..., T]:
    """Show :class:`Query`'s fields in the signature of ``method``, which takes them as
    ``**criteria`` (so ``help()`` and Jupyter list them, written once)."""
    own = inspect.signature(method)
    kept = [p for p in own.parameters.values() if p.kind is not p.VAR_KEYWORD]
    named = [
        inspect.Parameter(
            f.name, inspect.Parameter.KEYWORD_ONLY, default=f.default, annotation=f.type
        )
        for f in fields(Query)
        if f.name in CRITERIA
    ]
    method.__signature__ = own.replace(parameters=[*kept, *named])  # type: ignore[attr-defined]
    return method


class Pages(Iterator[dict[str, Any]]):
    """The answers of one search, one at a time (what :meth:`DataJud.pages` returns).

    Each index is read page after page, ``search_after`` the last hit read, with repeated hits
    left out: a hit whose sort value (the id, :data:`SORT`) is not after the last one read was
    read before. Reading ends once every hit DataJud counts was read (at a page shorter than
    asked when its count is a lower bound), or at an empty page: a shorter page with hits still
    missing is read past (a gateway that caps its pages is read through). A failure once pages
    were read ends the iteration rather than raising, as :meth:`DataJud.search` does, with a
    warning: ``reason`` is then ``"failed"`` and the error in ``error``. So do fewer hits than
    DataJud counted, and an answer that brings only hits read before (its ``search_after``
    ignored, as by a proxy that drops the body: read again, it would repeat for ever).

    Attributes:
        reason: ``"complete"``, or ``"failed"`` (see ``error``).
        error: the error that stopped the search, else ``None``.
        total: hits DataJud counts for the indexes and batches begun (its latest count each).
        hits: hits read.
        expected: hits the whole search should bring, as known so far: ``total``, plus the
            numbers asked by the batches not begun (a progress bar's total).
    """

    def __init__(
        self, datajud: DataJud, query: Query, pacer: Pacer, *, stacklevel: int = 2
    ) -> None:
        self.reason = "complete"
        self.error: APIError | None = None
        self.hits = 0
        self._datajud, self._query, self._pacer = datajud, query, pacer
        self._totals: list[int] = []  # one per search begun
        self._read = 0  # pages read
        self._stacklevel = stacklevel
        self._answers = self._all()

    @property
    def total(self) -> int:
        return sum(self._totals)

    @property
    def expected(self) -> int:
        later = self._query.searches[len(self._totals) :]
        return self.total + sum(search.numbers for search in later)

    def __next__(self) -> dict[str, Any]:
        try:
            answer = next(self._answers)
        except APIError as exc:
            if not self._read:
                raise
            self._failed(exc)
            raise StopIteration from None
        self._read += 1
        return answer

    def _failed(self, error: APIError) -> None:
        self.reason, self.error = "failed", error
        warnings.warn(
            self._datajud._http.secrets(
                f"DataJud: the search stopped after {self._read} pages ({self.hits:,} of "
                f"{self.total:,} hits): {error}; the pages read are returned (reason 'failed', "
                "the error in .error)"
            ),
            RuntimeWarning,
            stacklevel=self._stacklevel + 1,
        )

    def _all(self) -> Iterator[dict[str, Any]]:
        for search in self._query.searches:
            self._totals.append(0)
            yield from self._index(search)

    def _index(self, search: Search) -> Iterator[dict[str, Any]]:
        """The answers of one index (see the class docstring)."""
        sizes = PageSize(self._query.size, self._datajud._settings.max_retries)
        after: list[Any] | None = None
        read = 0
        while True:
            body = _body(search, sizes.current, after)
            answer = self._datajud._page(search.alias, body, self._pacer, sizes, after is not None)
            hits = answer["hits"]["hits"]
            fresh = _fresh(hits, after)
            if hits and not fresh:
                raise self._datajud._error(
                    search.alias,
                    f"its page after {after} holds only hits read before: DataJud's answer "
                    "ignores search_after (a proxy that drops the body?)",
                )
            self._totals[-1], exact = _total(answer)
            answer["hits"]["hits"] = fresh
            read += len(fresh)
            self.hits += len(fresh)
            yield answer
            counted = read >= self._totals[-1]  # every hit DataJud counts was read
            if not fresh or (counted and (exact or len(hits) < sizes.current)):
                break
            after = fresh[-1].get("sort")
            if not isinstance(after, list):
                raise incomplete(search.alias, "its last hit has no `sort` values to page after")
            sizes.answered()
        if read < self._totals[-1]:
            raise self._datajud._error(
                search.alias,
                f"its pages ended after {read:,} of the {self._totals[-1]:,} hits it counts "
                "(a gateway that caps its answers?)",
            )


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

    @_takes_query
    def search(
        self,
        cnjs: str | Iterable[str] | None = None,
        *,
        limit: int | None = None,
        progress: bool = True,
        pause: float = 0.2,
        **criteria: Any,
    ) -> SearchResult:
        """Every hit of lawsuits by number, or of a court's population, page by page.

        Args:
            cnjs: CNJ numbers (any punctuation, or one number); each is asked of its court's
                index, ``size`` numbers per ``terms`` batch. Not with ``court``.
            limit: stop after this many hits (all by default).
            progress: show a tqdm progress bar.
            pause: seconds between two pages (longer after a failure).
            criteria: the other fields of :class:`Query`: ``court``, ``classes``,
                ``subjects``, ``units``, ``filed``, ``query``, ``movements``, ``size``.

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
                however small the page, a 5xx or no answer after the retries, an answer that
                cannot be used (too large, a redirect loop).

        Any of these after some pages were read is not raised: the pages read are returned,
        with ``reason`` ``"failed"`` and the error in ``error`` (and a warning), never lost;
        so are fewer hits than DataJud counted, and answers that repeat hits read before.
        """
        limit = None if limit is None else _count(limit, "limit", None)
        pacer = _pacer(pause, self._settings.backoff_max)
        pages = Pages(self, Query.of(cnjs, criteria), pacer, stacklevel=3)
        result = SearchResult()
        bar = tqdm(total=pages.expected or None, disable=not progress, unit="hit", desc="DataJud")
        with bar:
            try:
                for answer in pages:
                    result.append(answer)
                    bar.total = max(pages.expected, pages.hits)  # never past 100 % and back
                    bar.update(len(answer["hits"]["hits"]))
                    if limit is not None and pages.hits >= limit:
                        break
            except KeyboardInterrupt:
                result.reason = "interrupted"
        if result.reason != "interrupted":
            result.reason, result.error = pages.reason, pages.error
        result.total, result.hits = pages.total, pages.hits
        return result

    @_takes_query
    def pages(
        self, cnjs: str | Iterable[str] | None = None, *, pause: float = 0.2, **criteria: Any
    ) -> Pages:
        """The answers of :meth:`search` (same arguments), one at a time, without a progress
        bar: only one page is held, e.g. to append each to a Parquet dataset as it comes::

            pages = client.datajud.pages(court="TJSP", classes=[7])
            for answer in pages:
                lawkit.tidy.datajud(answer).to_parquet("tjsp", mode="append")
            pages.reason  # "complete", or "failed" after a warning (the error in pages.error)

        Raises:
            InvalidInput: as :meth:`search`, when called (before anything is sent).
        """
        return Pages(self, Query.of(cnjs, criteria), _pacer(pause, self._settings.backoff_max))

    def _page(
        self, alias: str, body: dict[str, Any], pacer: Pacer, pages: PageSize, pause: bool
    ) -> dict[str, Any]:
        """One page (``pages.current`` is then the size answered): from the cache when it holds
        it at this size or at one a failure would have halved it to (a re-run after failures
        reads the pages the first run read); else asked, after the pause between pages (with
        ``pause``), and again with half as many hits after a 504, another 5xx, no answer, an
        answer too large or one cut short (:func:`_cut`)."""
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
            except (ServerError, NetworkError, AnswerTooLarge) as exc:
                failure: APIError = exc
            except ProviderValidationError as exc:
                raise ProviderValidationError(
                    f"DataJud refused the search of api_publica_{alias}: {exc.message}",
                    status=exc.status,
                    response=exc.response,
                ) from None
            except AuthenticationError as exc:
                raise AuthenticationError(
                    f"DataJud refused the key ({exc}); CNJ publishes the current public key at "
                    f"{KEY_PAGE}: pass it as datajud_key (or LAWKIT_DATAJUD_KEY)",
                    status=exc.status,
                    response=exc.response,
                ) from None
            else:
                shapeless = _shapeless(answer)
                if shapeless is not None:
                    raise self._error(alias, shapeless)
                cut = _cut(answer)
                if cut is None:
                    return answer
                failure = incomplete(alias, cut)  # as a 504: asked again, smaller
            if not pages.failed():
                raise failure
            body = body | {"size": pages.current}
            time.sleep(pacer.pause(False) or 0)

    def _error(self, alias: str, what: str) -> APIError:
        """The error of an answer of another shape, or that lies (:func:`incomplete`), built
        from what DataJud sent: its message redacted of the client's secrets."""
        return self._http.error(APIError, incomplete(alias, what).message)


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


def _body(search: Search, size: int, after: list[Any] | None) -> dict[str, Any]:
    """The body asking ``search``'s page of ``size`` hits after the sort values ``after``."""
    body: dict[str, Any] = {
        "size": size,
        "query": search.query,
        "sort": list(SORT),
        "track_total_hits": True,
    }
    if not search.movements:
        body["_source"] = {"excludes": ["movimentos"]}
    if after is not None:
        body["search_after"] = after
    return body


def _fresh(hits: list[dict[str, Any]], after: list[Any] | None) -> list[dict[str, Any]]:
    """The hits not read before: each one's sort value (its id) after the last one read."""
    fresh = []
    for hit in hits:
        key = hit.get("sort") if isinstance(hit, dict) else None
        if after is not None and isinstance(key, list) and _not_after(key, after):
            continue
        fresh.append(hit)
        after = key if isinstance(key, list) else after
    return fresh


def _not_after(key: list[Any], after: list[Any]) -> bool:
    try:
        return key <= after
    except TypeError:  # values of kinds that do not compare: not a repeat DataJud would send
        return False


def _number(hit: Any) -> str | None:
    """The CNJ number a hit is of, when its ``_source`` says it."""
    source = hit.get("_source") if isinstance(hit, dict) else None
    number = source.get("numeroProcesso") if isinstance(source, dict) else None
    return number if isinstance(number, str) else None


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


def _total(answer: dict[str, Any]) -> tuple[int, bool]:
    """The hits DataJud counts for a search, and whether exactly (not ``gte``: a lower bound,
    as Elasticsearch counts without ``track_total_hits``); the hits of the answer if it says
    nothing."""
    total = answer["hits"].get("total")
    value = total.get("value") if isinstance(total, dict) else total
    if not isinstance(value, int):
        return len(answer["hits"]["hits"]), False
    return value, not isinstance(total, dict) or total.get("relation", "eq") == "eq"


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
        raise InvalidInput("cnjs is empty: at least one CNJ number is needed")
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
        if not (text.isascii() and text.isdigit()):  # "²".isdigit(), and int("²") fails
            raise InvalidInput(
                f"{name} must hold whole-number codes (TPU or unit codes), got {item!r}"
            )
        codes.append(int(text))
    if not codes:
        raise InvalidInput(f"{name} is empty: at least one code is needed (or leave it out)")
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
    text = str(value).strip()
    try:  # a date, or a date and time (its date is taken): nothing else after it
        if len(text) > 10:
            dt.datetime.fromisoformat(text)
        return dt.date.fromisoformat(text[:10])
    except ValueError:
        raise InvalidInput(
            f"{value!r} is not a date (YYYY-MM-DD, an ISO date and time, or a date object)"
        ) from None


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
