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

State, daily runs and callbacks: :mod:`lawkit.sandbox.apis.monitor.models`.
"""

from __future__ import annotations

import re

from werkzeug import Request, Response

from lawkit import cnj
from lawkit.sandbox import web
from lawkit.sandbox.apis.monitor import models
from lawkit.sandbox.apis.monitor.models import Process, head, info_item, item_data, store
from lawkit.sandbox.data import coverage, story
from lawkit.sandbox.state import State

INVALID_CNJ = '"value" must be a cnj'
UNRESOLVED = "Result cannot be resolved"


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


def register(state: State, request: Request) -> Response:
    """``POST /v1/processo/novo``."""
    body = web.read_json(request)
    number = web.field_of(body, "cnj", str)
    callbacks = web.callbacks_of(body, required=False, headers=True)
    ignore = bool(web.field_of(body, "ignore", bool, required=False))
    credentials = web.field_of(body, "credentials", dict, required=False)
    if not cnj.is_valid(number):
        raise web.ApiError(401, INVALID_CNJ)
    process = models.register(
        state,
        cnj.normalize(number),
        callbacks if "callbacks" in body else None,
        ignore,
        None if credentials is None else bool(credentials),
    )
    return web.json_response({"success": True, "data": _registered(process)})


def _registered(process: Process) -> dict:
    return {
        **head(process),
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
            for p in reversed(store(state).processes.values())
            if not p.deleted
            and wanted in p.digits
            and (start is None or web.day_of(p.created) >= start)
            and (end is None or web.day_of(p.created) <= end)
        ]
    return web.json_response(
        {
            "success": True,
            "data": {
                "totalItems": len(found),
                "currentPage": page.page,
                "pageSize": page.limit,
                "totalPages": page.total_pages(len(found)),
                "list": [head(p) for p in page.slice(found)],
            },
        }
    )


def _find(state: State, key: str) -> Process:
    records = store(state)
    process = records.processes.get(key)
    if process is None and re.fullmatch(r"\d{20}", key):
        pid = records.active.get(key)
        process = records.processes.get(pid) if pid else None
    if process is None or process.deleted:
        raise web.ApiError(404, "Not found")
    return process


def _resolvable(process: Process) -> None:
    if process.items and all(item.last_status == "error" for item in process.items):
        raise web.ApiError(500, UNRESOLVED)


def info(state: State, request: Request, processo_id: str) -> Response:
    """``GET /v1/processo/info/{processoId}``."""
    with state.lock:
        process = _find(state, processo_id)
        _resolvable(process)
        payload = {**head(process), "info": [info_item(item) for item in process.items]}
    return web.json_response({"success": True, "data": payload})


def data(state: State, request: Request, key: str) -> Response:
    """``GET /v1/processo/dados/{processoId or CNJ digits}``."""
    with state.lock:
        process = _find(state, key)
        _resolvable(process)
        items = [(item, item.seen_at) for item in process.items]
    suit = story.lawsuit(state.seed, process.cnj)
    info_items = [
        {**info_item(item), "data": item_data(state, suit, item, seen_at)}
        for item, seen_at in items
    ]
    return web.json_response({"success": True, "data": {**head(process), "info": info_items}})


def delete(state: State, request: Request, processo_id: str) -> Response:
    """``DELETE /v1/processo/excluir/{processoId}``."""
    with state.lock:
        process = _find(state, processo_id)
        process.deleted = True
        store(state).active.pop(process.digits, None)
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
        known = models.cover_ids(state, process)
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
