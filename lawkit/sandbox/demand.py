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

Runs: a demand is fetched ``finish_after`` seconds after insertion (at once when 0); a ``daily``
demand again once per simulated day (``sb.advance``). After the first run each CNJ's result is
POSTed to ``urlCallback`` as ``{idCallback, cnj, data, idDemanda}``; a daily run re-delivers a
CNJ's full result only when it changed (new movimentos, a new instance, a status change).

Result entries: one per instance (degree) of the lawsuit begun at the run, ``status`` 200 with
``metadados``, ``partes`` and ``movimentos`` (oldest first, ``nuseqmov`` 1..n); a nonexistent
lawsuit, or a sealed one without ``credentials``, gives one entry with ``status`` 404 and
metadata only. ``idinstancia`` is ``"1"``/``"2"`` (``"3"`` for superior courts). The data is the
same story the capture and monitoring APIs tell for the CNJ.

Timestamps (``dtmovimento``, ``dtcoleta``, ``dtdistribuicao``) are written
``YYYY-MM-DD HH:MM:SS`` in Brazilian legal time (America/Sao_Paulo), as the courts publish them.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from werkzeug import Request, Response

from lawkit import cnj
from lawkit.sandbox import coverage, generate, story, web
from lawkit.sandbox.state import State
from lawkit.spec import (
    DEMAND_CREDENTIAL_FIELDS,
    FILTER_DOCS,
    MAX_DEMAND_VALUES,
    UPDATE_FREQUENCIES,
)

STORE = "demand"
INVALID_ARTIFACT = "Invalid idArtifact"
LOCAL = ZoneInfo("America/Sao_Paulo")
DAY = 86_400.0
_NS = uuid.UUID("7c2e41d3-5a9b-4f0e-8d6c-1b3a2e4f5d60")

METADATA_FIELDS = (
    "cdprocesso",
    "dearea",
    "deassunto",
    "deassuntooutros",
    "declasse",
    "decomarca",
    "deforo",
    "delocalfisico",
    "deorigem",
    "deturma",
    "dtcoleta",
    "flsegredo",
    "desituacao",
    "detribunal",
    "desistema",
    "devara",
    "dtdistribuicao",
    "idinstancia",
    "idprocesso",
    "linkprocesso",
    "nucontrole",
    "nmjuiz",
    "nmrelator",
    "nuprocesso",
    "nuprocessoapenso",
    "nuprocessooutros",
    "nuprocessoprincipal",
    "vlcausa",
    "cdapenso",
)


@dataclass
class Demand:
    """One registered demand."""

    id: str
    id_callback: str
    url_callback: str
    numbers: list[str]
    update_frequency: str
    filter_doc: list[str]
    fldoc: str
    secret: bool
    next_run: float
    last_run: float | None = None  # the publication instant its last run saw (epoch seconds)
    deleted: bool = False
    delivered: dict[str, tuple] = field(default_factory=dict)


def setup(state: State) -> None:
    """Create the store and hook the daily runs into ``advance``."""
    state.stores[STORE] = {}
    state.on_advance.append(lambda old, new: _catch_up_all(state, new))


def routes() -> list[web.Route]:
    """The demand API's endpoints."""
    return [
        web.Route("demand", "/v1/demand", ("POST",), post),
        web.Route("demand", "/v1/demand/<id_demanda>", ("GET",), get_demand),
        web.Route("demand", "/v1/callback", ("GET",), list_by_callback),
    ]


def _store(state: State) -> dict[str, Demand]:
    return state.stores[STORE]


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
            demand = _store(state).get(id_demand)
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
    now = state.clock.now()
    demand = Demand(
        id=state.new_id(),
        id_callback=id_callback,
        url_callback=url,
        numbers=numbers,
        update_frequency=frequency,
        filter_doc=filter_doc,
        fldoc=fldoc,
        secret=secret,
        next_run=now + state.knobs.finish_after,
    )
    with state.lock:
        _store(state)[demand.id] = demand
    if state.knobs.finish_after <= 0:
        _catch_up(state, demand, now)
    else:
        state.scheduler.at(demand.next_run, lambda: _catch_up(state, demand, state.clock.now()))
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
        demand = _store(state).get(id_demanda)
        if demand is None or demand.deleted:
            raise web.ApiError(404, f"demand {id_demanda!r} not found")
        last_run = demand.last_run
    body = [_message(state, demand, number, last_run, demand.secret) for number in demand.numbers]
    return web.json_response({"idDemanda": demand.id, "body": body})


def list_by_callback(state: State, request: Request) -> Response:
    """``GET /v1/callback?callbackId=&idArtifact=``."""
    _check_artifact(state, request.args.get("idArtifact"))
    if "callbackId" not in request.args:
        raise web.ApiError(400, '"callbackId" is required (the idCallback given on insert)')
    callback_id = request.args["callbackId"]
    with state.lock:
        found = [
            d for d in _store(state).values() if d.id_callback == callback_id and not d.deleted
        ]
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


# -- the lawsuit as the demand API shows it ---------------------------------------------------


def _local(moment: datetime) -> str:
    return moment.astimezone(LOCAL).strftime("%Y-%m-%d %H:%M:%S")


def _message(
    state: State, demand: Demand, number: str, last_run: float | None, credentials: bool
) -> dict:
    digits = re.sub(r"\D", "", number)
    entries = []
    if last_run is not None:
        suit = story.lawsuit(state.seed, number)
        entries = result_entries(
            state.seed, suit, datetime.fromtimestamp(last_run, UTC), credentials
        )
    return {
        "idCallback": demand.id_callback,
        "cnj": digits,
        "data": entries,
        "idDemanda": demand.id,
    }


def _uid(*parts: object) -> uuid.UUID:
    return uuid.uuid5(_NS, "|".join(str(p) for p in parts))


def result_entries(
    seed: int, suit: story.Lawsuit, as_of: datetime, credentials: bool
) -> list[dict]:
    """The result entries of a lawsuit at ``as_of``: one per begun instance, or one 404."""
    shown = suit.shown(None, as_of)
    if not suit.exists or (suit.sealed and not credentials) or not shown:
        metadata = dict.fromkeys(METADATA_FIELDS)
        metadata |= {
            "nuprocesso": suit.cnj,
            "dtcoleta": _local(as_of),
            "detribunal": suit.court.acronym,
            "flsegredo": "S" if suit.exists and suit.sealed else None,
        }
        codes = {"nuprocesso": suit.cnj, "cdprocesso": "", "idprocesso": ""}
        return [
            {
                "status": 404,
                "codigos": codes,
                "nuprocesso": suit.cnj,
                "idprocesso": "",
                "metadados": metadata,
            }
        ]
    return [_entry(seed, suit, inst, as_of) for inst in shown]


def _entry(seed: int, suit: story.Lawsuit, inst: story.Instance, as_of: datetime) -> dict:
    key = (seed, suit.digits, inst.degree)
    idprocesso = _uid(*key, "idprocesso").hex
    cdprocesso = _uid(*key, "cdprocesso").hex[:12].upper()
    first = suit.instances[0]
    appeal = inst.degree == 2 and first.degree == 1 and first is not inst
    metadata = {
        "cdprocesso": cdprocesso,
        "dearea": suit.area,
        "deassunto": suit.subject,
        "deassuntooutros": None,
        "declasse": inst.klass,
        "decomarca": suit.city,
        "deforo": suit.origin,
        "delocalfisico": None,
        "deorigem": f"{suit.origin} - {first.staff}" if appeal else None,
        "deturma": inst.staff if inst.degree != 1 else None,
        "dtcoleta": _local(as_of),
        "flsegredo": "S" if suit.sealed else "N",
        "desituacao": generate.status(suit, inst.degree, as_of),
        "detribunal": suit.court.acronym,
        "desistema": coverage.PLATFORM_LABELS[suit.home_platform].split(" - ")[0],
        "devara": inst.staff,
        "dtdistribuicao": _local(inst.start_at),
        "idinstancia": str(inst.degree),
        "idprocesso": idprocesso,
        "linkprocesso": None,
        "nucontrole": f"{inst.start_at.year}/{int(cdprocesso[:5], 16) % 1_000_000:06d}",
        "nmjuiz": inst.judge if inst.degree == 1 else first.judge if appeal else None,
        "nmrelator": inst.judge if inst.degree != 1 else None,
        "nuprocesso": suit.cnj,
        "nuprocessoapenso": None,
        "nuprocessooutros": suit.other_number or None,
        "nuprocessoprincipal": None,
        "vlcausa": suit.value,
        "cdapenso": None,
    }
    partes = [
        {
            "nmparte": party.name,
            "tpparte": generate.role(inst, party.pole),
            "advogados": [
                {
                    "tpadvogado": "ADVOGADO",
                    "nmadvogado": lw.name,
                    "nuoab": f"{lw.oab}/{lw.uf}",
                    "decpf": lw.cpf,
                }
                for lw in party.lawyers
            ]
            or None,
            "polo": "polo_ativo" if party.pole == "active" else "polo_passivo",
        }
        for party in suit.parties
    ]
    steps = [s for s in inst.steps if s.at <= as_of]
    movimentos = [
        {
            "dtmovimento": _local(step.at),
            "detipomovimento": step.title or None,
            "deteormovimento": step.description or story.step_title(suit, step),
            "nuseqmov": n,
            "idmovimento": str(_uid(*key, "movimento", step.index)),
        }
        for n, step in enumerate(steps, start=1)
    ]
    return {
        "status": 200,
        "codigos": {"nuprocesso": suit.cnj, "cdprocesso": cdprocesso, "idprocesso": idprocesso},
        "nuprocesso": suit.cnj,
        "idprocesso": idprocesso,
        "metadados": metadata,
        "partes": partes,
        "movimentos": movimentos,
    }


# -- runs -------------------------------------------------------------------------------------


def _catch_up_all(state: State, now: float) -> None:
    with state.lock:
        demands = [d for d in _store(state).values() if not d.deleted]
    for demand in demands:
        _catch_up(state, demand, now)


def _catch_up(state: State, demand: Demand, now: float) -> None:
    """Run the demand for every day due by ``now`` (``never`` demands run once)."""
    with state.lock:
        while not demand.deleted and demand.next_run <= now:
            when = demand.next_run
            if demand.last_run is not None and demand.update_frequency == "never":
                return
            _run(state, demand, when)
            demand.last_run = generate.published(when).timestamp()
            demand.next_run = when + DAY


def _fingerprint(suit: story.Lawsuit, as_of: datetime, credentials: bool) -> tuple:
    if not suit.exists or (suit.sealed and not credentials):
        return ("404",)
    return tuple(
        (
            inst.degree,
            sum(1 for s in inst.steps if s.at <= as_of),
            generate.status(suit, inst.degree, as_of),
        )
        for inst in suit.shown(None, as_of)
    )


def _run(state: State, demand: Demand, when: float) -> None:
    as_of = generate.published(when)
    for number in demand.numbers:
        suit = story.lawsuit(state.seed, number)
        mark = _fingerprint(suit, as_of, demand.secret)
        if demand.delivered.get(number) == mark:
            continue
        demand.delivered[number] = mark
        body = {
            "idCallback": demand.id_callback,
            "cnj": suit.digits,
            "data": result_entries(state.seed, suit, as_of, demand.secret),
            "idDemanda": demand.id,
        }
        state.deliveries.send("demand", {"method": "POST", "url": demand.url_callback}, body)
