"""The sandbox's DataJud: ``POST {datajud_url}/api_publica_<alias>/_search``.

Requests carry ``Authorization: APIKey <key>`` (``sb.settings["datajud_key"]``, a fixed public
key as CNJ's is); a missing or wrong key gets 401. The alias is a court's DataJud index
(``tjsp``, ``trf1``, ``tre-sp``, ``stj``...; :attr:`lawkit.cnj.Court.datajud_alias`), another
gets 404 ``index_not_found_exception``. The body is a search in the DSL subset of
:mod:`~lawkit.sandbox.apis.datajud.query` with ``size`` (default 10), ``from``, ``sort``,
``search_after``, ``track_total_hits`` and ``_source`` (``false``, field patterns, or
``{"includes": [...], "excludes": [...]}``; excluding ``movimentos`` spares telling stories);
``timeout`` is accepted and ignored; any other key is a 400. ``from + size`` above 10,000 is a
400 (Elasticsearch's result window); a ``size`` above ``Knobs.datajud_max_page`` is a 504, as
DataJud's gateway answers pages too big to serve in time. With probability
``Knobs.datajud_shard_failure`` a search answers 200 with one shard failed (``_shards.failed``,
``_shards.failures``) and about that shard's share of the page's hits missing, as Elasticsearch
answers when a shard is unavailable.

Answers have the real shape: ``took``, ``timed_out``, ``_shards``, ``hits.total`` (``{value,
relation}``: exact up to 10,000, else ``gte``, unless ``track_total_hits``), ``hits.max_score``
(null when sorted), ``hits.hits[{_index, _id, _score, _source, sort}]``. What the records are,
and what a search by number or over the court's population enumerates:
:mod:`lawkit.sandbox.data.datajud`. Everything is a function of the seed and the simulated
day: the records are what DataJud had published by 00:00 UTC of the simulated day.

A search's matching records (their sort values) are kept for the next pages in a small LRU
(:data:`CACHED_SEARCHES`), so paging with ``search_after`` costs one scan of the population.
Errors have Elasticsearch's shape: ``{"error": {"root_cause": [...], "type", "reason"},
"status"}``.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import re
import threading
from collections import OrderedDict
from collections.abc import Iterator
from datetime import datetime
from typing import Any

from werkzeug import Request, Response

from lawkit import cnj
from lawkit.sandbox import web
from lawkit.sandbox.apis.datajud import query
from lawkit.sandbox.data import datajud, generate
from lawkit.sandbox.state import State

STORE = "datajud"
#: The sandbox's DataJud API key: fixed, public-looking (CNJ publishes its own on its wiki).
API_KEY = "bGF3a2l0LXNhbmRib3g6ZGF0YWp1ZC1wdWJsaWMta2V5LWZvci10ZXN0cw=="
RESULT_WINDOW = 10_000
DEFAULT_SIZE = 10
CACHED_SEARCHES = 8
_TOP = re.compile(r"[\w@]+")  # a top-level field name, no dots nor wildcards
_BODY_KEYS = {"query", "size", "from", "sort", "search_after", "track_total_hits", "_source"}
_BODY_KEYS |= {"timeout"}  # accepted, as Elasticsearch does; the sandbox never times out


def routes() -> list[web.Route]:
    """DataJud's one endpoint."""
    return [web.Route("datajud", "/api_publica_<alias>/_search", ("POST",), search)]


def setup(state: State) -> None:
    """The LRU of recent searches' matches, and the draws of failed shards."""
    state.stores[STORE] = {
        "searches": OrderedDict(),
        "lock": threading.Lock(),
        "shards": state.rng("datajud_shards"),
    }


def authorize(request: Request) -> None:
    """401 unless the request carries ``Authorization: APIKey <the sandbox's key>``."""
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "apikey" or key.strip() != API_KEY:
        raise web.ApiError(
            401,
            "missing or wrong API key: send 'Authorization: APIKey <key>' with the public key "
            "CNJ publishes at https://datajud-wiki.cnj.jus.br/api-publica/acesso",
            {"WWW-Authenticate": 'ApiKey realm="datajud"'},
        )


def search(state: State, request: Request, alias: str) -> Response:
    """``POST /api_publica_<alias>/_search``."""
    authorize(request)
    court = datajud.court_of(alias)
    if court is None:
        raise web.ApiError(404, f"no such index [api_publica_{alias}]")
    body = web.read_json(request)
    unknown = sorted(set(body) - _BODY_KEYS)
    if unknown:
        allowed = ", ".join(sorted(_BODY_KEYS))
        raise query.parsing_error(f"unknown key(s) {unknown} in the search; allowed: {allowed}")
    size = _count(body, "size", DEFAULT_SIZE)
    start = _count(body, "from", 0)
    if start + size > RESULT_WINDOW:
        raise query.parsing_error(
            f"Result window is too large, from + size must be less than or equal to: "
            f"[{RESULT_WINDOW}] but was [{start + size}]"
        )
    if size > state.knobs.datajud_max_page:
        raise web.ApiError(504, "Gateway Time-out: the page took too long; ask for fewer hits")
    clause = query.compile_query(body.get("query", {"match_all": {}}))
    keys = query.sort_keys(body["sort"]) if "sort" in body else []
    cursor = body.get("search_after")
    if cursor is not None and (not isinstance(cursor, list) or len(cursor) != len(keys)):
        raise query.parsing_error(
            f"search_after needs one value per sort field ({len(keys)}), not {cursor!r}"
        )
    includes, excludes = _source_filter(body.get("_source", True))
    as_of = generate.published(state.clock.now())
    rows = _matches(state, court, clause, keys, as_of, body)
    total = len(rows)
    first = start if cursor is None else query.first_after(keys, rows, cursor) + start
    page = rows[first : first + size]
    wanted = includes is not None and _kept("movimentos", includes, excludes)
    hits = [
        _hit(
            court, _record(state, court, clause, doc, as_of), sort, keys, includes, excludes, wanted
        )
        for sort, doc in page
    ]
    shards = 20 if court.acronym == "TJSP" else 3  # as the real indexes answer
    failed = _failed_shard(state, shards, alias)
    if failed:
        hits = hits[: len(hits) * (shards - 1) // shards]
    return web.json_response(
        {
            "took": 3 + len(hits) // 4,
            "timed_out": False,
            "_shards": {
                "total": shards,
                "successful": shards - len(failed),
                "skipped": 0,
                "failed": len(failed),
            }
            | ({"failures": failed} if failed else {}),
            "hits": {
                "total": _total(total, body.get("track_total_hits")),
                "max_score": None if keys or not hits else 1.0,
                "hits": hits,
            },
        }
    )


def _failed_shard(state: State, shards: int, alias: str) -> list[dict[str, Any]]:
    """The failure of one shard of this search (drawn with ``Knobs.datajud_shard_failure``),
    in Elasticsearch's shape, or none."""
    store = state.stores[STORE]
    with store["lock"]:
        draw, shard = store["shards"].random(), store["shards"].randrange(shards)
    if draw >= state.knobs.datajud_shard_failure:
        return []
    reason = {"type": "node_not_connected_exception", "reason": "node disconnected"}
    return [{"shard": shard, "index": f"api_publica_{alias}", "reason": reason}]


def _count(body: dict[str, Any], name: str, default: int) -> int:
    value = body.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise query.parsing_error(f"[{name}] must be a non-negative integer, not {value!r}")
    return value


def _total(count: int, track: Any) -> dict[str, Any]:
    if track is True:
        return {"value": count, "relation": "eq"}
    limit = track if isinstance(track, int) and not isinstance(track, bool) else RESULT_WINDOW
    if count > limit:
        return {"value": limit, "relation": "gte"}
    return {"value": count, "relation": "eq"}


Row = tuple[tuple[Any, ...], int]  # (sort values, the record's _doc)


def _matches(
    state: State,
    court: cnj.Court,
    clause: query.Clause,
    keys: list[query.SortKey],
    as_of: datetime,
    body: dict[str, Any],
) -> list[Row]:
    """Every matching record's sort values and ``_doc``, in order (cached per search and day;
    records are rebuilt from their ``_doc`` for the page, so the cache stays small)."""
    text = json.dumps([court.acronym, body.get("query"), body.get("sort")], sort_keys=True)
    key = (hashlib.sha256(text.encode()).hexdigest(), as_of)
    store = state.stores[STORE]
    with store["lock"]:
        cached = store["searches"].get(key)
        if cached is not None:
            store["searches"].move_to_end(key)
            return cached
    rows = [(tuple(k.value(r) for k in keys), r.doc) for r in _records(state, court, clause, as_of)]
    query.ordered(keys, rows)
    with store["lock"]:
        store["searches"][key] = rows
        while len(store["searches"]) > CACHED_SEARCHES:
            store["searches"].popitem(last=False)
    return rows


#: Positions of the numbers a search names start here, above every population position.
PINNED = 10**9


def _pinned(clause: query.Clause, court: cnj.Court) -> list[str]:
    """The valid CNJ digits of this court a search names, sorted (their positions follow)."""
    numbers = sorted(n for n in clause.numbers or () if len(n) == 20 and cnj.is_valid(n))
    return [n for n in numbers if cnj.parse(n).court_info == court]


def _positions(state: State, court: cnj.Court, clause: query.Clause) -> Iterator[tuple[str, int]]:
    """(CNJ, position) of the lawsuits a search looks at: the numbers it names, else the
    court's population."""
    if clause.numbers is None:
        for i in range(state.knobs.datajud_population):
            yield datajud.population_number(state.seed, court, i), i
        return
    for i, number in enumerate(_pinned(clause, court)):
        yield number, PINNED + i


def _records(
    state: State, court: cnj.Court, clause: query.Clause, as_of: datetime
) -> Iterator[datajud.Record]:
    """The court's records that match, cheap clauses before the existence check."""
    for number, position in _positions(state, court, clause):
        for record in datajud.candidates(state.seed, number, as_of, position):
            if clause.cost == 0:
                if clause.test(record) and record.exists:
                    yield record
            elif record.exists and clause.test(record):
                yield record


def _record(
    state: State, court: cnj.Court, clause: query.Clause, doc: int, as_of: datetime
) -> datajud.Record:
    """The record of a search's ``_doc`` (see :func:`_positions`)."""
    position, degree = divmod(doc, 4)
    if position >= PINNED:
        number = _pinned(clause, court)[position - PINNED]
    else:
        number = datajud.population_number(state.seed, court, position)
    found = datajud.candidates(state.seed, number, as_of, position)
    return next(r for r in found if r.degree == degree)


def _source_filter(spec: Any) -> tuple[list[str] | None, list[str]]:
    """(includes, excludes) of ``_source``; includes None when ``_source`` is false."""
    if spec is False:
        return None, []
    if spec is True:
        return ["*"], []
    if isinstance(spec, str):
        return [spec], []
    if isinstance(spec, list) and all(isinstance(s, str) for s in spec):
        return spec or ["*"], []
    if isinstance(spec, dict) and set(spec) <= {"includes", "excludes"}:
        includes, excludes = spec.get("includes") or ["*"], spec.get("excludes") or []
        includes = [includes] if isinstance(includes, str) else includes
        excludes = [excludes] if isinstance(excludes, str) else excludes
        if all(isinstance(s, str) for s in [*includes, *excludes]):
            return includes, excludes
    raise query.parsing_error(
        "[_source] takes true, false, a field pattern, an array of them, or "
        '{"includes": [...], "excludes": [...]}'
    )


def _kept(path: str, includes: list[str], excludes: list[str]) -> bool:
    """Whether a field (or something under it) is kept by the patterns."""

    def hit(patterns: list[str], prefix_ok: bool) -> bool:
        for p in patterns:
            if fnmatch.fnmatchcase(path, p) or (prefix_ok and p.startswith(path + ".")):
                return True
        return False

    return hit(includes, True) and not hit(excludes, False)


def _prune(value: Any, prefix: str, includes: list[str], excludes: list[str]) -> Any:
    if isinstance(value, list):
        return [_prune(v, prefix, includes, excludes) for v in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for name, item in value.items():
        path = f"{prefix}{name}"
        if any(fnmatch.fnmatchcase(path, p) for p in excludes):
            continue
        whole = any(fnmatch.fnmatchcase(path, p) for p in includes)
        if whole and not excludes:
            out[name] = item
        elif whole or any(p.startswith(path + ".") for p in includes):
            kept = _prune(item, path + ".", includes if not whole else ["*"], excludes)
            if not isinstance(item, dict | list) or kept not in ({}, []):
                out[name] = kept
    return out


def _hit(
    court: cnj.Court,
    record: datajud.Record,
    sort: tuple[Any, ...],
    keys: list[query.SortKey],
    includes: list[str] | None,
    excludes: list[str],
    movements: bool,
) -> dict[str, Any]:
    hit: dict[str, Any] = {"_index": court.datajud_alias}
    if court.acronym in datajud.NESTED_SUBJECTS:
        hit["_type"] = "_doc"
    hit |= {"_id": record.id, "_score": None if keys else 1.0}
    if includes is not None:
        source = record.source(movements=movements)
        if includes == ["*"] and all(_TOP.fullmatch(p) for p in excludes):
            source = {k: v for k, v in source.items() if k not in excludes}
        elif includes != ["*"] or excludes:
            source = _prune(source, "", includes, excludes)
        hit["_source"] = source
    if keys:
        hit["sort"] = list(sort)
    return hit
