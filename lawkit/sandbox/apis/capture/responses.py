"""The capture API: coverage, requests, automatic requests and usage statistics.

Choices where the spec is silent:

* lists (``GET /v1/request``, ``GET /v1/autorequest``) are newest first; ``page`` starts at 1,
  ``limit`` defaults to 20 and may be 1..1000; a page past the end is an empty ``result`` with
  the real ``total``; ``start``/``end`` filter on the UTC creation date, both inclusive;
* status filters: the statuses set to ``true`` are selected together; with none set to true,
  every status except those set to ``false``;
* ``POST /v1/request`` refuses a source/platform/search/query path that is not in the coverage
  tree (400, naming the first unknown level); a key from the list that the query does not take,
  or a value that names nothing, gives a request that ends in ``warning``, as the court would;
* ``POST /v1/autorequest``: ``key`` other than ``cnj`` is the spec's 401; a value that is not a
  valid CNJ number gets 401 '"value" must be a cnj' (the monitoring API's message); the value is
  stored in canonical form ``NNNNNNN-DD.AAAA.J.TR.OOOO``;
* at most :data:`MAX_CALLBACKS` callback descriptors per request; capture descriptors take
  ``method`` and ``url`` only (custom ``headers`` are a monitoring feature);
* statistics count requests by their UTC creation day; ``bytes`` is the size in bytes of the
  lookup-result bodies served for that day's requests (every ``GET /v1/request/{id}`` answer
  and every automatic-request callback body), 0 when none was served.
"""

from __future__ import annotations

import datetime as dt
import functools
import json
import re
from collections.abc import Callable
from typing import Any

from werkzeug import Request, Response

from lawkit import cnj
from lawkit.sandbox.apis.capture.models import (
    ERROR,
    PENDING,
    STATUSES,
    SUCCESS,
    WARNING,
    AutoRequest,
    CaptureRequest,
    CaptureStore,
    Usage,
)
from lawkit.sandbox.data import coverage, generate
from lawkit.sandbox.state import State
from lawkit.sandbox.web import (
    ApiError,
    Page,
    Route,
    callbacks_of,
    date_range,
    field_of,
    iso,
    json_response,
    query_bool,
    read_json,
)
from lawkit.spec import KEYS, MAX_CALLBACKS, QueryPath

KEY_NOT_IN_LIST = f'"key" must be one of [{", ".join(KEYS)}]'
KEY_NOT_CNJ = '"key" must be [cnj]'
VALUE_NOT_CNJ = '"value" must be a cnj'
#: The longest statistics period accepted, in days.
MAX_STATS_DAYS = 3660


def store(state: State) -> CaptureStore:
    """The capture store of a sandbox."""
    return state.stores["capture"]


def setup(state: State) -> None:
    """Create the store and hook callbacks on finished requests."""
    capture = CaptureStore(state)
    capture.on_finished.append(lambda record: _send_callbacks(state, record))
    state.stores["capture"] = capture


# -- coverage -------------------------------------------------------------------------------


@functools.cache
def _labels() -> dict[QueryPath, tuple[str, str, str, str, dict[str, str]]]:
    """Labels of every query path: source, platform, search, query, and param labels by tag."""
    out = {}
    for source in coverage.tree():
        for platform in source["platforms"]:
            for search in platform["searches"]:
                for query in search["queries"]:
                    path = (source["source"], platform["platform"], search["search"])
                    out[(*path, query["query"])] = (
                        source["Descrição"],
                        platform["Descrição"],
                        search["Descrição"],
                        query["Descrição"],
                        {param["tag"]: param["label"] for param in query["params"]},
                    )
    return out


@functools.cache
def _full_tree_body() -> bytes:
    return _envelope(coverage.tree())


def _envelope(data: Any) -> bytes:
    return json.dumps({"success": True, "data": data}, ensure_ascii=False).encode()


_COURT_TREES: dict[str, bytes] = {}  # court acronym -> body; the tree is fixed, courts are few


def _court_tree_body(number: str) -> bytes:
    court = cnj.parse(number).court
    body = _COURT_TREES.get(court)
    if body is None:
        body = _COURT_TREES[court] = _envelope(coverage.for_cnj(number))
    return body


def available(state: State, request: Request) -> Response:
    """``GET /v1/available[?cnj=]``: the coverage tree, or the part for the CNJ's court."""
    number = request.args.get("cnj")
    if number is None:
        return Response(_full_tree_body(), mimetype="application/json")
    if not cnj.is_valid(number):
        raise ApiError(
            400,
            f'"cnj" must be a valid CNJ number (NNNNNNN-DD.AAAA.J.TR.OOOO), not {number!r}',
        )
    return Response(_court_tree_body(number), mimetype="application/json")


def _check_path(query: QueryPath) -> None:
    if query in _labels():
        return
    for depth in range(1, 5):
        if not any(known[:depth] == query[:depth] for known in _labels()):
            level = QueryPath._fields[depth - 1]
            path = "/".join(query[:depth])
            raise ApiError(
                400,
                f'"{level}" {query[depth - 1]!r} is not in the coverage tree under '
                f"{path.rsplit('/', 1)[0] or '(root)'}; see GET /v1/available",
            )


# -- requests -------------------------------------------------------------------------------


def create_request(state: State, request: Request) -> Response:
    """``POST /v1/request``: a pending request for one query."""
    body = read_json(request)
    query = QueryPath(*(field_of(body, level, str) for level in QueryPath._fields))
    param = field_of(body, "param", dict)
    key = field_of(param, "key", str)
    value = field_of(param, "value", str)
    if key not in KEYS:
        raise ApiError(401, KEY_NOT_IN_LIST)
    if not value.strip():
        raise ApiError(400, '"value" must not be empty')
    make_download = bool(field_of(body, "makeDownload", bool, required=False))
    callbacks = _callbacks(body)
    _check_path(query)
    created = state.clock.now()
    outcome = generate.outcome(state.seed, *query, key, value, as_of=_finish(state, created))
    record = store(state).add(
        query,
        key,
        value,
        make_download=make_download,
        callbacks=callbacks,
        created=created,
        outcome=outcome,
    )
    return json_response({"success": True, "data": _record(record, created=True)})


def _finish(state: State, created: float) -> dt.datetime:
    """What a request created at ``created`` sees: the courts' data published by the time it
    finishes (its ``respondedAt``)."""
    return generate.published(created + state.knobs.finish_after)


def _callbacks(body: dict[str, Any]) -> list[dict[str, Any]]:
    callbacks = callbacks_of(body, required=True, headers=False)
    if len(callbacks) > MAX_CALLBACKS:
        raise ApiError(400, f'"callbacks" holds at most {MAX_CALLBACKS} descriptors')
    return callbacks


def _record(
    record: CaptureRequest, *, list_view: bool = False, created: bool = False
) -> dict[str, Any]:
    """A request record: the list view, or the full one (create, lookup, automatic request);
    ``created``: as the creating call answers it, pending and not responded (the spec's first
    state; with ``finish_after`` 0 the scheduler may have finished it since)."""
    out: dict[str, Any] = {
        "id": record.id,
        "status": "pending" if created else record.status,
        "source": record.source,
        "platform": record.platform,
        "search": record.search,
        "query": record.query,
    }
    if not list_view:
        out["court"] = generate.court_label(*record.tags)
        out["credentials"] = False
    out["param"] = {"key": record.key, "value": record.value}
    out["respondedAt"] = None if created else iso(record.responded)
    out["createdAt"] = iso(record.created)
    return out


def _status_filter(request: Request) -> frozenset[str]:
    flags = {status: query_bool(request, status) for status in STATUSES}
    chosen = {status for status, flag in flags.items() if flag}
    if chosen:
        return frozenset(chosen)
    return frozenset(status for status, flag in flags.items() if flag is not False)


def _in_days(created: float, start: dt.date | None, end: dt.date | None) -> bool:
    if start is None and end is None:
        return True
    day = dt.datetime.fromtimestamp(created, dt.UTC).date()
    return (start is None or start <= day) and (end is None or day <= end)


def list_requests(state: State, request: Request) -> Response:
    """``GET /v1/request``: filtered, paginated, newest first."""
    tags = {level: request.args.get(level) for level in QueryPath._fields[:3]}
    start, end = date_range(request, required=False)
    statuses = _status_filter(request)
    page = Page.of(request)
    capture = store(state)
    capture.settle()
    matches = [
        record
        for record in capture.newest_first(capture.requests)
        if record.status in statuses
        and all(value is None or getattr(record, level) == value for level, value in tags.items())
        and _in_days(record.created, start, end)
    ]
    result = [_record(record, list_view=True) for record in page.slice(matches)]
    return json_response({"success": True, "data": {"total": len(matches), "result": result}})


def lookup_body(state: State, record: CaptureRequest) -> dict[str, Any]:
    """The lookup result of a request (``data`` empty unless it finished in ``success``)."""
    labels = _labels()[record.tags]
    data: list[dict[str, Any]] = []
    if record.status == SUCCESS and record.responded is not None:
        data = generate.capture_lawsuits(
            state.seed,
            record.tags,
            record.key,
            record.value,
            make_download=record.make_download,
            cdn_url=state.cdn_url,
            as_of=generate.published(record.responded),
        )
    requested = _record(record)
    del requested["credentials"]
    return {
        "success": True,
        "type": "lawsuits",
        "requested": requested,
        "info": {
            "source": labels[0],
            "platform": labels[1],
            "search": labels[2],
            "query": labels[3],
            "paramKey": labels[4].get(record.key, record.key),
        },
        "data": data,
    }


def _serialized(state: State, record: CaptureRequest) -> bytes:
    body = json.dumps(lookup_body(state, record), ensure_ascii=False, separators=(",", ":"))
    payload = body.encode()
    store(state).count_bytes(record, len(payload))
    return payload


def _settled(state: State, find: Callable[[CaptureStore, str], Any], record_id: str) -> Any:
    """The record ``find`` gets after the requests due by now finished; 404 when unknown."""
    capture = store(state)
    capture.settle()
    record = find(capture, record_id)
    if record is None:
        raise ApiError(404, "Not found")
    return record


def lookup(state: State, request: Request, request_id: str) -> Response:
    """``GET /v1/request/{requestId}``: the request and, once finished, its lawsuits."""
    record = _settled(state, CaptureStore.request, request_id)
    return Response(_serialized(state, record), mimetype="application/json")


def _send_callbacks(state: State, record: CaptureRequest) -> None:
    for descriptor in record.callbacks or ():
        if record.auto:
            body: Any = functools.partial(_lookup_payload, state, record)
            state.deliveries.send("autorequest", descriptor, body)
        else:
            status_changed = {
                "action": "requestStatusChanged",
                "requestId": record.id,
                "respondedAt": iso(record.responded),
                "status": record.status,
            }
            state.deliveries.send("requestStatusChanged", descriptor, status_changed)


def _lookup_payload(state: State, record: CaptureRequest) -> Any:
    return json.loads(_serialized(state, record))


# -- automatic requests ----------------------------------------------------------------------


def create_autorequest(state: State, request: Request) -> Response:
    """``POST /v1/autorequest``: one pending request per cnj query of the CNJ's court."""
    body = read_json(request)
    key = field_of(body, "key", str)
    value = field_of(body, "value", str)
    if key != "cnj":
        raise ApiError(401, KEY_NOT_CNJ)
    if not cnj.is_valid(value):
        raise ApiError(401, VALUE_NOT_CNJ)
    make_download = bool(field_of(body, "makeDownload", bool, required=False))
    callbacks = _callbacks(body)
    number = cnj.normalize(value)
    capture = store(state)
    created = state.clock.now()
    finish = _finish(state, created)
    requests = [
        capture.add(
            query,
            key,
            number,
            make_download=make_download,
            callbacks=callbacks,
            created=created,
            outcome=generate.outcome(state.seed, *query, key, number, as_of=finish),
            auto=True,
        )
        for query in coverage.queries_for(number)
    ]
    record = capture.add_auto(key, number, requests)
    return json_response({"success": True, "data": _autorecord(record, full=True, created=True)})


def _autorecord(record: AutoRequest, *, full: bool, created: bool = False) -> dict[str, Any]:
    requests = [
        _record(request, created=created) if full else {"requestId": request.id}
        for request in record.requests
    ]
    return {
        "id": record.id,
        "key": record.key,
        "value": record.value,
        "requests": requests,
        "createdAt": iso(record.created),
    }


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def list_autorequests(state: State, request: Request) -> Response:
    """``GET /v1/autorequest``: filtered by key, value (digits compared), dates; paginated."""
    key = request.args.get("key")
    value = request.args.get("value")
    start, end = date_range(request, required=False)
    page = Page.of(request)
    capture = store(state)
    matches = [
        record
        for record in capture.newest_first(capture.autorequests)
        if (key is None or record.key == key)
        and (value is None or _digits(record.value) == _digits(value))
        and _in_days(record.created, start, end)
    ]
    result = [_autorecord(record, full=False) for record in page.slice(matches)]
    return json_response({"success": True, "data": {"total": len(matches), "result": result}})


def get_autorequest(state: State, request: Request, autorequest_id: str) -> Response:
    """``GET /v1/autorequest/{autoRequestId}``: with the full records of its requests."""
    record = _settled(state, CaptureStore.autorequest, autorequest_id)
    return json_response({"success": True, "data": _autorecord(record, full=True)})


# -- statistics ------------------------------------------------------------------------------


def _period(state: State, request: Request) -> tuple[dt.date, dt.date]:
    start, end = date_range(request, required=True)
    assert start is not None and end is not None
    if (end - start).days >= MAX_STATS_DAYS:
        raise ApiError(400, f"the period from start to end may span at most {MAX_STATS_DAYS} days")
    store(state).settle()
    return start, end


def _entry(day: dt.date, usage: Usage) -> dict[str, Any]:
    return {
        "date": day.isoformat(),
        SUCCESS: usage.success,
        WARNING: usage.warning,
        ERROR: usage.error,
        PENDING: usage.pending,
        "total": usage.total,
        "bytes": usage.bytes,
    }


def _by_day(counters: dict[Any, Usage]) -> dict[dt.date, Usage]:
    days: dict[dt.date, Usage] = {}
    for (day, *_), usage in counters.items():
        days.setdefault(day, Usage()).add(usage)
    return days


def stats_use(state: State, request: Request) -> Response:
    """``GET /v1/stats/use``: every day of the period, plus today."""
    start, end = _period(state, request)
    days = _by_day(store(state).usage_between(start, end))
    today = state.clock.today()
    today_usage = _by_day(store(state).usage_between(today, today)).get(today, Usage())
    listed = [
        _entry(day, days.get(day, Usage()))
        for day in (start + dt.timedelta(n) for n in range((end - start).days + 1))
    ]
    return json_response(
        {"success": True, "data": {"today": _entry(today, today_usage), "days": listed}}
    )


def stats_consume(state: State, request: Request) -> Response:
    """``GET /v1/stats/consume``: the days of the period with requests."""
    start, end = _period(state, request)
    days = _by_day(store(state).usage_between(start, end))
    return json_response({"success": True, "data": [_entry(d, u) for d, u in sorted(days.items())]})


def stats_details(state: State, request: Request) -> Response:
    """``GET /v1/stats/details``: per day, source, platform and search, days with requests."""
    start, end = _period(state, request)
    data = [
        {**_entry(day, usage), "source": source, "platform": platform, "search": search}
        for (day, source, platform, search), usage in store(state).usage_between(start, end).items()
    ]
    return json_response({"success": True, "data": data})


def routes() -> list[Route]:
    """The capture API's endpoints."""
    return [
        Route("capture", "/v1/available", ("GET",), available),
        Route("capture", "/v1/request", ("POST",), create_request),
        Route("capture", "/v1/request", ("GET",), list_requests),
        Route("capture", "/v1/request/<request_id>", ("GET",), lookup),
        Route("capture", "/v1/autorequest", ("POST",), create_autorequest),
        Route("capture", "/v1/autorequest", ("GET",), list_autorequests),
        Route("capture", "/v1/autorequest/<autorequest_id>", ("GET",), get_autorequest),
        Route("capture", "/v1/stats/use", ("GET",), stats_use),
        Route("capture", "/v1/stats/consume", ("GET",), stats_consume),
        Route("capture", "/v1/stats/details", ("GET",), stats_details),
    ]
