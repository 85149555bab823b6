"""The sandbox's monitoring API: registered CNJs re-queried daily, with callbacks on new steps.

Endpoints (below ``{monitor_url}``; bearer token required, scopes enforced by the app):

* ``POST /v1/processo/novo`` ``{cnj, callbacks?, ignore?, credentials?}``: a CNJ that is not
  valid gets 401 ``"value" must be a cnj``. One info item is created per query of the court's
  coverage taking a ``cnj`` param. ``credentials`` (any object) is kept only as "given" and
  lets the queries see sealed lawsuits; it is never echoed back (the response carries
  ``credentials: true/false``). Registering a CNJ that is already monitored returns the same
  process, with its callbacks/credentials replaced by the new ones when given.
* ``GET /v1/processo/listar`` (``value`` = CNJ or part of its digits, ``page``, ``limit``,
  ``start``/``end`` on ``createdAt``): newest first, with ``totalItems``, ``currentPage``,
  ``pageSize``, ``totalPages``.
* ``GET /v1/processo/info/{id}`` and ``GET /v1/processo/dados/{id or CNJ digits}``; 404 after
  deletion. When the last run of every info item failed (``lastStatus`` ``error``), both answer
  500 ``Result cannot be resolved``.
* ``DELETE /v1/processo/excluir/{id}`` -> ``{success: true}``; monitoring stops.
* ``POST /v1/confirmar`` ``{cnjId, coverIds}``: ``cnjId`` is the process id or its CNJ (any
  punctuation); every id of ``coverIds`` must be a cover id of the process's data (else 400).
  Answer: ``{success: true, data: {processoId, cnj, confirmedAt, coverIds}}``. The sandbox
  checks and answers confirmations; they change no later answer or callback.

Runs: the first query of every info item runs ``finish_after`` seconds after registration (at
once when 0), then once per simulated day (``sb.advance(days)`` runs the days crossed, in
order). A run sets ``lastStatus`` (``pending`` before the first run, then ``success``,
``warning`` or ``error``; errors are a ~7 % daily draw per item) and ``lastResponse``. An item
whose query answers ``warning`` three runs in a row is ``disabled``: it is then queried only
once a week, and enabled again when it finds data (an appeal reaching the second degree shows
up that way). The data of an item is the lawsuit as the courts had published it on the day of
its last successful run (:func:`lawkit.sandbox.generate.published`).

Callback (spec: body not shown). After a run that found new steps, each callback descriptor of
the process receives (with its custom headers)::

    {"action": "processUpdated", "processoId": id, "cnj": cnj, "newSteps": n,
     "data": <the data response, restricted to the info items with new steps and, in each,
              to the steps that are new since that item's previous successful run>}

With ``ignore: true`` the first run sends nothing: the data captured before registration counts
as confirmed. Ids inside the data are UUIDs derived from (seed, CNJ, query, field), so they are
stable across runs and re-registrations.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime

from werkzeug import Request, Response

from lawkit import cnj
from lawkit.sandbox import coverage, generate, story, web
from lawkit.sandbox.state import State

STORE = "monitor"
INVALID_CNJ = '"value" must be a cnj'
UNRESOLVED = "Result cannot be resolved"
#: Consecutive ``warning`` runs after which an info item is disabled.
DISABLE_AFTER = 3
#: A disabled item is still queried on every n-th run (re-enabled when it finds data).
RETRY_DISABLED_EVERY = 7
DAY = 86_400.0
_NS = uuid.UUID("0d5b8f9e-8f0a-4a57-b0c4-7d0f3c1e9a21")


@dataclass
class Item:
    """One info item: one query of the court, with the state of its last runs."""

    id: str
    query: tuple[str, str, str, str]
    degree: int | None
    last_status: str = "pending"
    last_response: float | None = None
    seen_at: float | None = None  # the publication instant of the last successful run
    seen: int = 0
    warnings: int = 0
    disabled: bool = False


@dataclass
class Process:
    """A monitored CNJ."""

    id: str
    cnj: str
    created: float
    callbacks: list[dict]
    ignore: bool
    credentials: bool
    items: list[Item]
    next_run: float
    runs: int = 0
    deleted: bool = False

    @property
    def digits(self) -> str:
        """The CNJ without punctuation."""
        return re.sub(r"\D", "", self.cnj)


@dataclass
class Store:
    """Processes by id (registration order) and the active process of each CNJ."""

    processes: dict[str, Process] = field(default_factory=dict)
    active: dict[str, str] = field(default_factory=dict)
    registrations: dict[str, int] = field(default_factory=dict)


def setup(state: State) -> None:
    """Create the store and hook the daily re-query into ``advance``."""
    state.stores[STORE] = Store()
    state.on_advance.append(lambda old, new: _catch_up_all(state, new))


def routes() -> list[web.Route]:
    """The monitoring API's endpoints."""
    return [
        web.Route("monitor", "/v1/processo/novo", ("POST",), register),
        web.Route("monitor", "/v1/processo/listar", ("GET",), list_processes),
        web.Route("monitor", "/v1/processo/info/<processo_id>", ("GET",), info),
        web.Route("monitor", "/v1/processo/dados/<key>", ("GET",), data),
        web.Route("monitor", "/v1/processo/excluir/<processo_id>", ("DELETE",), delete),
        web.Route("monitor", "/v1/confirmar", ("POST",), confirm),
    ]


def _uid(*parts: object) -> str:
    return str(uuid.uuid5(_NS, "|".join(str(p) for p in parts)))


def item_id(seed: int, digits: str, query: tuple[str, str, str, str], registration: int) -> str:
    """The id of an info item: fixed by the seed, the CNJ, the query and the registration count."""
    return _uid(seed, digits, "/".join(query), registration)


def _moment(epoch: float) -> datetime:
    return datetime.fromtimestamp(epoch, UTC)


def _store(state: State) -> Store:
    return state.stores[STORE]


# -- endpoints --------------------------------------------------------------------------------


def register(state: State, request: Request) -> Response:
    """``POST /v1/processo/novo``."""
    body = web.read_json(request)
    number = web.field_of(body, "cnj", str)
    callbacks = web.callbacks_of(body, required=False, headers=True)
    ignore = bool(web.field_of(body, "ignore", bool, required=False))
    credentials = web.field_of(body, "credentials", dict, required=False)
    if not cnj.is_valid(number):
        raise web.ApiError(401, INVALID_CNJ)
    canonical = cnj.normalize(number)
    with state.lock:
        store = _store(state)
        digits = re.sub(r"\D", "", canonical)
        existing = store.active.get(digits)
        if existing is not None:
            process = store.processes[existing]
            if "callbacks" in body:
                process.callbacks = callbacks
            if credentials is not None:
                process.credentials = bool(credentials)
        else:
            process = _new_process(state, canonical, callbacks, ignore, bool(credentials))
    return web.json_response({"success": True, "data": _registered(process)})


def _new_process(
    state: State, canonical: str, callbacks: list[dict], ignore: bool, credentials: bool
) -> Process:
    store = _store(state)
    digits = re.sub(r"\D", "", canonical)
    count = store.registrations.get(digits, 0)
    store.registrations[digits] = count + 1
    pid = _uid(state.seed, digits, "process", count)
    items = []
    for query in coverage.queries_for(canonical):
        spec, _ = coverage.spec(*query)
        items.append(Item(item_id(state.seed, digits, query, count), query, spec.degree))
    now = state.clock.now()
    process = Process(
        id=pid,
        cnj=canonical,
        created=now,
        callbacks=callbacks,
        ignore=ignore,
        credentials=credentials,
        items=items,
        next_run=now + state.knobs.finish_after,
    )
    store.processes[pid] = process
    store.active[digits] = pid
    if state.knobs.finish_after <= 0:
        _catch_up(state, process, now)
    else:
        state.scheduler.at(process.next_run, lambda: _catch_up(state, process, state.clock.now()))
    return process


def _registered(process: Process) -> dict:
    return {
        "id": process.id,
        "cnj": process.cnj,
        "createdAt": web.iso(process.created),
        "credentials": process.credentials,
        "info": [{"id": item.id, **coverage.labels(*item.query)} for item in process.items],
    }


def list_processes(state: State, request: Request) -> Response:
    """``GET /v1/processo/listar``."""
    page = web.Page.of(request)
    start, end = web.date_range(request, required=False)
    value = request.args.get("value", "")
    wanted = re.sub(r"\D", "", value)
    if value and not wanted:
        raise web.ApiError(
            400, f'"value" must be a CNJ number or some of its digits, not {value!r}'
        )
    with state.lock:
        found = [
            p
            for p in reversed(_store(state).processes.values())
            if not p.deleted
            and wanted in p.digits
            and (start is None or web.day_of(p.created) >= start)
            and (end is None or web.day_of(p.created) <= end)
        ]
    items = [{"id": p.id, "cnj": p.cnj, "createdAt": web.iso(p.created)} for p in page.slice(found)]
    return web.json_response(
        {
            "success": True,
            "data": {
                "totalItems": len(found),
                "currentPage": page.page,
                "pageSize": page.limit,
                "totalPages": page.total_pages(len(found)),
                "list": items,
            },
        }
    )


def _find(state: State, key: str) -> Process:
    store = _store(state)
    process = store.processes.get(key)
    if process is None and re.fullmatch(r"\d{20}", key):
        pid = store.active.get(key)
        process = store.processes.get(pid) if pid else None
    if process is None or process.deleted:
        raise web.ApiError(404, "Not found")
    return process


def _resolvable(process: Process) -> None:
    if process.items and all(item.last_status == "error" for item in process.items):
        raise web.ApiError(500, UNRESOLVED)


def _info_item(item: Item) -> dict:
    source, platform, search, query = item.query
    return {
        "id": item.id,
        **coverage.labels(*item.query),
        "sourceTag": source,
        "platformTag": platform,
        "searchTag": search,
        "queryTag": query,
        "lastStatus": item.last_status,
        "lastResponse": web.iso(item.last_response),
        "disabled": item.disabled,
    }


def _head(process: Process) -> dict:
    return {"id": process.id, "cnj": process.cnj, "createdAt": web.iso(process.created)}


def info(state: State, request: Request, processo_id: str) -> Response:
    """``GET /v1/processo/info/{processoId}``."""
    with state.lock:
        process = _find(state, processo_id)
        _resolvable(process)
        payload = {**_head(process), "info": [_info_item(item) for item in process.items]}
    return web.json_response({"success": True, "data": payload})


def data(state: State, request: Request, key: str) -> Response:
    """``GET /v1/processo/dados/{processoId or CNJ digits}``."""
    with state.lock:
        process = _find(state, key)
        _resolvable(process)
        items = [(item, item.seen_at) for item in process.items]
    suit = story.lawsuit(state.seed, process.cnj)
    info_items = [
        {**_info_item(item), "data": _data_of(state, suit, item, seen_at, since=None)}
        for item, seen_at in items
    ]
    return web.json_response({"success": True, "data": {**_head(process), "info": info_items}})


def delete(state: State, request: Request, processo_id: str) -> Response:
    """``DELETE /v1/processo/excluir/{processoId}``."""
    with state.lock:
        process = _find(state, processo_id)
        process.deleted = True
        _store(state).active.pop(process.digits, None)
    return web.json_response({"success": True})


def confirm(state: State, request: Request) -> Response:
    """``POST /v1/confirmar``."""
    body = web.read_json(request)
    key = web.field_of(body, "cnjId", str)
    cover_ids = web.field_of(body, "coverIds", list)
    if not all(isinstance(i, str) for i in cover_ids):
        raise web.ApiError(400, '"coverIds" must be an array of strings')
    with state.lock:
        process = _find(state, key if not cnj.is_valid(key) else re.sub(r"\D", "", key))
        known = _cover_ids(state, process)
        unknown = [i for i in cover_ids if i not in known]
        if unknown:
            raise web.ApiError(
                400,
                f"unknown cover id(s) {unknown} for process {process.id}; use the ids "
                "of the cover entries of GET /v1/processo/dados",
            )
    payload = {
        "processoId": process.id,
        "cnj": process.cnj,
        "confirmedAt": web.iso(state.clock.now()),
        "coverIds": cover_ids,
    }
    return web.json_response({"success": True, "data": payload})


def _cover_ids(state: State, process: Process) -> set[str]:
    suit = story.lawsuit(state.seed, process.cnj)
    ids: set[str] = set()
    for item in process.items:
        if item.seen_at is not None:
            rows = generate.cover(suit, item.degree, _moment(item.seen_at))
            ids.update(_uid(state.seed, suit.digits, item.id, "cover", label) for label, _ in rows)
    return ids


# -- the lawsuit as the monitoring API shows it -----------------------------------------------


def _data_of(
    state: State, suit: story.Lawsuit, item: Item, seen_at: float | None, since: float | None
) -> list[dict]:
    if seen_at is None:
        return []
    return [monitor_view(state, suit, item, _moment(seen_at), since)]


def monitor_view(
    state: State, suit: story.Lawsuit, item: Item, as_of: datetime, since: float | None
) -> dict:
    """One ``data`` element {cover, propertiesArray, properties, people, steps} of an item.

    ``since`` (epoch seconds) keeps only the steps dated after it (callbacks).
    """
    seed, degree = state.seed, item.degree
    base = (seed, suit.digits, item.id)
    props = generate.properties(suit, degree, as_of)
    inst = generate.main_instance(suit, degree, as_of)
    steps = []
    for step in generate.visible_steps(suit, degree, as_of):
        if since is not None and step.at.timestamp() <= since:
            continue
        name = story.file_name(suit, step)
        steps.append(
            {
                "id": _uid(seed, suit.digits, "step", step.degree, step.index),
                "timestamp": story.iso(step.at),
                "title": story.step_title(suit, step),
                "description": step.description,
                "files": [generate.file_entry(name, state.cdn_url)] if name else [],
            }
        )
    return {
        "cover": [
            {"id": _uid(*base, "cover", label), "description": label, "value": value}
            for label, value in generate.cover(suit, degree, as_of)
        ],
        "propertiesArray": [
            {"id": _uid(*base, "property", key), "key": key, "value": value}
            for key, value in props.items()
        ],
        "properties": props,
        "people": [
            {
                "id": _uid(*base, "person", n),
                "pole": party.pole,
                "description": generate.role(inst, party.pole),
                "name": party.name,
                "lawyers": [{"name": lw.name, "oab": lw.oab, "uf": lw.uf} for lw in party.lawyers],
            }
            for n, party in enumerate(suit.parties)
        ],
        "steps": steps,
    }


# -- daily runs -------------------------------------------------------------------------------


def _catch_up_all(state: State, now: float) -> None:
    with state.lock:
        processes = [p for p in _store(state).processes.values() if not p.deleted]
    for process in processes:
        _catch_up(state, process, now)


def _catch_up(state: State, process: Process, now: float) -> None:
    """Run every query of the process that is due by ``now``, day by day."""
    with state.lock:
        while not process.deleted and process.next_run <= now:
            _run(state, process, process.next_run)
            process.next_run += DAY
            process.runs += 1


def _run(state: State, process: Process, when: float) -> None:
    as_of = generate.published(when)
    day = int(as_of.timestamp() // DAY)
    first = process.runs == 0
    changed: list[tuple[Item, float | None]] = []
    suit = story.lawsuit(state.seed, process.cnj)
    for item in process.items:
        if item.disabled and process.runs % RETRY_DISABLED_EVERY:
            continue
        if generate.transient_error(state.seed, "monitor", item.id, day):
            status = "error"
        else:
            status = generate.lawsuit_status(
                state.seed, item.query, "cnj", process.cnj, as_of, process.credentials
            )
        item.last_status, item.last_response = status, when
        if status == "warning":
            item.warnings += 1
            item.disabled = item.warnings >= DISABLE_AFTER
        elif status == "success":
            item.warnings, item.disabled = 0, False
            count = len(generate.visible_steps(suit, item.degree, as_of))
            if count > item.seen:
                changed.append((item, item.seen_at))
            item.seen, item.seen_at = count, as_of.timestamp()
    if changed and process.callbacks and not (first and process.ignore):
        _notify(state, process, suit, changed, as_of)


def _notify(
    state: State,
    process: Process,
    suit: story.Lawsuit,
    changed: list[tuple[Item, float | None]],
    as_of: datetime,
) -> None:
    info_items = []
    for item, since in changed:
        view = monitor_view(state, suit, item, as_of, since)
        info_items.append({**_info_item(item), "data": [view]})
    body = {
        "action": "processUpdated",
        "processoId": process.id,
        "cnj": process.cnj,
        "newSteps": sum(len(entry["data"][0]["steps"]) for entry in info_items),
        "data": {**_head(process), "info": info_items},
    }
    for descriptor in process.callbacks:
        state.deliveries.send("monitoring", descriptor, body)
