"""The sandbox's demand API: CNJ numbers registered as demands, results pushed to a callback.

Endpoints (below ``{demand_base_url}``; no bearer token — every call carries ``idArtifact``,
in the body of POSTs and as a query parameter of GETs, and a missing or wrong one gets 401
``Invalid idArtifact``):

* ``POST /v1/demand`` with ``method.action`` ``insert``: ``demandType`` ``execution``,
  ``scopeType`` ``cnj``, ``updateFrequency`` (or the spec's misspelling ``updateFranquency``)
  ``never``/``daily``, ``values`` (1 to 1,000 CNJ numbers, punctuated or not; duplicates collapse),
  ``urlCallback`` (http/https), ``idCallback`` (may be empty), optional ``filterDoc`` (subset of
  inicial, sentenca, decisao, contextacao, acordao, peticao), ``fldoc`` (a number; listed back
  as a string, ``"0"`` when absent) and ``credentials`` (``arn``, ``codigoCredencialOrgaoSistema``,
  ``login``, ``sistema``: all required strings inside it). ``filterDoc`` is validated and listed
  back; the spec's result entries carry no documents, so it filters nothing.
* ``POST /v1/demand`` with ``method.action`` ``delete`` and ``idDemand`` (top level, or inside
  ``method``): the demand stops; later reads answer 404.
* ``GET /v1/demand/{idDemanda}?idArtifact=``: ``{idDemanda, body: [{idCallback, cnj, data,
  idDemanda}]}``, one element per CNJ, ``data`` as of the demand's last run (``[]`` before it).
* ``GET /v1/callback?callbackId=&idArtifact=``: the demands registered with that callback id
  (404 when there is none).

Errors: ``{"statusCode": n, "body": {"type": "Error", "message": ...}}`` with HTTP status n
(400 for a malformed body, 401 for the artifact, 404 for an unknown demand or callback id).

State, runs and deliveries: :mod:`lawkit.sandbox.apis.demand.models`.
"""

from __future__ import annotations

import re
from typing import Any

from werkzeug import Request, Response

from lawkit import cnj
from lawkit.sandbox import web
from lawkit.sandbox.apis.demand import models
from lawkit.sandbox.apis.demand.models import Demand, store
from lawkit.sandbox.state import State
from lawkit.spec import (
    DEMAND_CREDENTIAL_FIELDS,
    FILTER_DOCS,
    MAX_DEMAND_VALUES,
    UPDATE_FREQUENCIES,
)

INVALID_ARTIFACT = "Invalid idArtifact"


def routes() -> list[web.Route]:
    """The demand API's endpoints."""
    return [
        web.Route("demand", "/v1/demand", ("POST",), post),
        web.Route("demand", "/v1/demand/<id_demanda>", ("GET",), get_demand),
        web.Route("demand", "/v1/callback", ("GET",), list_by_callback),
    ]


def _check_artifact(state: State, value: Any) -> None:
    if isinstance(value, bool) or str(value).strip() != str(state.artifact_id):
        raise web.ApiError(401, INVALID_ARTIFACT)


def _ok(message: str, **extra: str) -> Response:
    return web.json_response(
        {"statusCode": 200, **extra, "body": {"type": "Success", "message": message}}
    )


# -- POST /v1/demand --------------------------------------------------------------------------


def post(state: State, request: Request) -> Response:
    """``POST /v1/demand``: insert or delete, by ``method.action``."""
    body = web.read_json(request)
    _check_artifact(state, body.get("idArtifact"))
    method = web.field_of(body, "method", dict)
    fields = {f"method.{key}": value for key, value in method.items()}
    action = web.field_of(fields, "method.action", str)
    if action == "insert":
        return _insert(state, fields)
    if action == "delete":
        id_demand = body.get("idDemand", method.get("idDemand"))
        if not isinstance(id_demand, str):
            raise web.ApiError(400, '"idDemand" is required (a string) to delete a demand')
        with state.lock:
            demand = store(state).get(id_demand)
            if demand is None or demand.deleted:
                raise web.ApiError(404, f"demand {id_demand!r} not found")
            demand.deleted = True
        return _ok("Demand deleted successfully", idDemanda=id_demand)
    raise web.ApiError(400, f'"method.action" must be insert or delete, not {action!r}')


def _choice(fields: dict, name: str, allowed: tuple[str, ...]) -> str:
    value = web.field_of(fields, name, str)
    if value not in allowed:
        raise web.ApiError(400, f'"{name}" must be {" or ".join(allowed)}, not {value!r}')
    return value


def _frequency(fields: dict) -> str:
    given = {
        name: fields[name]
        for name in ("method.updateFrequency", "method.updateFranquency")
        if name in fields
    }
    if not given:
        raise web.ApiError(400, '"method.updateFrequency" is required (never or daily)')
    if len(set(map(str, given.values()))) > 1:
        raise web.ApiError(400, "updateFrequency and updateFranquency disagree; send one of them")
    name = next(iter(given))
    return _choice(fields, name, UPDATE_FREQUENCIES)


def _numbers(fields: dict) -> list[str]:
    values = web.field_of(fields, "method.values", list)
    if not values or len(values) > MAX_DEMAND_VALUES:
        raise web.ApiError(
            400,
            f'"method.values" must hold 1 to {MAX_DEMAND_VALUES} CNJ numbers, not {len(values)}',
        )
    bad = [v for v in values if not isinstance(v, str) or not cnj.is_valid(v)]
    if bad:
        raise web.ApiError(400, f'"method.values" holds invalid CNJ number(s): {bad[:10]}')
    return list(dict.fromkeys(cnj.normalize(v) for v in values))


def _filter_doc(fields: dict) -> list[str]:
    docs = web.field_of(fields, "method.filterDoc", list, required=False) or []
    bad = [d for d in docs if d not in FILTER_DOCS]
    if bad:
        raise web.ApiError(
            400, f'"method.filterDoc" holds {bad}; allowed: {", ".join(FILTER_DOCS)}'
        )
    return list(docs)


def _credentials(fields: dict) -> bool:
    credentials = web.field_of(fields, "method.credentials", dict, required=False)
    if credentials is None:
        return False
    inner = {f"method.credentials.{key}": value for key, value in credentials.items()}
    for name in DEMAND_CREDENTIAL_FIELDS:
        web.field_of(inner, f"method.credentials.{name}", str)
    return True


def _fldoc(fields: dict) -> str:
    value = fields.get("method.fldoc")
    if value is None:
        return "0"
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise web.ApiError(400, f'"method.fldoc" must be a number, not {value!r}')
    return str(value)


def _insert(state: State, fields: dict) -> Response:
    _choice(fields, "method.demandType", ("execution",))
    _choice(fields, "method.scopeType", ("cnj",))
    frequency = _frequency(fields)
    numbers = _numbers(fields)
    url = web.field_of(fields, "method.urlCallback", str)
    if not re.match(r"^https?://\S+$", url, re.IGNORECASE):
        raise web.ApiError(400, f'"method.urlCallback" must be an http(s) URL, not {url!r}')
    id_callback = web.field_of(fields, "method.idCallback", str)
    filter_doc = _filter_doc(fields)
    secret = _credentials(fields)
    fldoc = _fldoc(fields)
    demand = Demand(
        id=state.new_id(),
        id_callback=id_callback,
        url_callback=url,
        numbers=numbers,
        update_frequency=frequency,
        filter_doc=filter_doc,
        fldoc=fldoc,
        secret=secret,
        next_run=state.clock.now() + state.knobs.finish_after,
    )
    models.add(state, demand)
    return _ok(
        f"Demand created with {len(numbers)} lawsuit(s)",
        idCallback=id_callback,
        idDemanda=demand.id,
    )


# -- reads ------------------------------------------------------------------------------------


def get_demand(state: State, request: Request, id_demanda: str) -> Response:
    """``GET /v1/demand/{idDemanda}``."""
    _check_artifact(state, request.args.get("idArtifact"))
    with state.lock:
        demand = store(state).get(id_demanda)
        if demand is None or demand.deleted:
            raise web.ApiError(404, f"demand {id_demanda!r} not found")
    body = [models.message(state, demand, number) for number in demand.numbers]
    return web.json_response({"idDemanda": demand.id, "body": body})


def list_by_callback(state: State, request: Request) -> Response:
    """``GET /v1/callback?callbackId=&idArtifact=``."""
    _check_artifact(state, request.args.get("idArtifact"))
    if "callbackId" not in request.args:
        raise web.ApiError(400, '"callbackId" is required (the idCallback given on insert)')
    callback_id = request.args["callbackId"]
    with state.lock:
        found = [d for d in store(state).values() if d.id_callback == callback_id and not d.deleted]
    if not found:
        raise web.ApiError(404, f"no demand registered with callbackId {callback_id!r}")
    demands = [
        {
            "demandId": d.id,
            "action": "insert",
            "scopeType": "cnj",
            "secret": d.secret,
            "demandType": "execution",
            "fldoc": d.fldoc,
            "updateFrequency": d.update_frequency,
            "filterDoc": d.filter_doc,
        }
        for d in found
    ]
    payload = {"urlCallback": found[-1].url_callback, "callbackId": callback_id, "demands": demands}
    return web.json_response({"callbackId": callback_id, "body": payload})
