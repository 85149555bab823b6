"""Demand API payloads: results and callback messages as a bundle, callback lists as a frame.

The demand API's timestamps (``YYYY-MM-DD HH:MM:SS``) carry no zone; they are read as
America/Sao_Paulo local time (the courts' and the provider's zone) and converted to UTC.
"""

from __future__ import annotations

from typing import Any

import pandas as pd

from lawkit.tidy._arrays import records_frame
from lawkit.tidy._builder import BundleBuilder, PartyFields, StepFields
from lawkit.tidy._payloads import Kind, as_dict, as_list, holds, paused_gc, payloads
from lawkit.tidy.bundle import Bundle
from lawkit.tidy.parse import BRAZIL, as_text

DEMAND_STEPS = StepFields(
    "idmovimento", "dtmovimento", None, "deteormovimento", "detipomovimento", "nuseqmov", None
)
DEMAND_PARTIES = PartyFields(
    None, "polo", "tpparte", "nmparte", "advogados", "nmadvogado", "nuoab", None, "decpf",
    "tpadvogado",
)  # fmt: skip


def is_message(payload: dict) -> bool:
    """Whether ``payload`` is a demand callback message ``{idCallback, cnj, data, idDemanda}``."""
    return holds(payload, "data", list) and ("cnj" in payload or "idDemanda" in payload)


#: A demand result's ``body`` is a list (the insert and delete answers' is a dict).
RESULT = Kind(
    "a demand result or callback message",
    "dicts with `body` as a list; with `data` as a list and `cnj` or `idDemanda`",
    lambda d: holds(d, "body", list) or is_message(d),
)
CALLBACK_LIST = Kind(
    "a demand callback list",
    "a dict with `callbackId`, or with `body` holding `demands`",
    lambda d: "callbackId" in d or "demands" in as_dict(d.get("body")),
)


def _add_entry(builder: BundleBuilder, entry: Any, demand_id: Any, cnj: Any) -> None:
    if not isinstance(entry, dict):
        return
    meta = as_dict(entry.get("metadados"))
    codes = as_dict(entry.get("codigos"))
    number = entry.get("nuprocesso") or meta.get("nuprocesso")
    row = {
        "demand_id": demand_id,
        "status": as_text(entry.get("status")),
        "number": number,
        "other_number": meta.get("nuprocessooutros"),
        "class": meta.get("declasse"),
        "subject": meta.get("deassunto"),
        "area": meta.get("dearea"),
        "district": meta.get("decomarca"),
        "unit": meta.get("devara"),
        "judge": meta.get("nmjuiz") or meta.get("nmrelator"),
        "situation": meta.get("desituacao"),
        "start_at": meta.get("dtdistribuicao"),
        "value": meta.get("vlcausa"),
        "sealed": meta.get("flsegredo"),
        "system": meta.get("desistema"),
        "collected_at": meta.get("dtcoleta"),
    }
    candidates = [cnj, number, codes.get("nuprocesso"), meta.get("nuprocesso")]
    index = builder.lawsuit(row, candidates, meta.get("detribunal"))
    properties = meta | {f"codigos.{k}": v for k, v in codes.items()}
    if "idprocesso" in entry:
        properties["idprocesso"] = entry["idprocesso"]
    builder.properties(index, None, properties)
    builder.parties(index, entry.get("partes"), DEMAND_PARTIES)
    builder.steps(index, entry.get("movimentos"), DEMAND_STEPS)


@paused_gc()
def demand(results: Any) -> Bundle:
    """Bundle of demand results (``GET /v1/demand/{idDemanda}``) or callback messages.

    Args:
        results: a demand result ``{idDemanda, body: [{idCallback, cnj, data, idDemanda}]}``, a
            callback message ``{idCallback, cnj, data, idDemanda}``, a mapping whose values are
            them (``{idDemanda: result}``) or an iterable of them. Each result entry (status 200
            or 404) is one lawsuits row.

    Raises:
        InvalidInput: ``results`` is, or holds, something that is neither.
    """
    builder = BundleBuilder("demand", BRAZIL)
    for result in payloads(results, RESULT):
        body = result.get("body")
        messages = as_list(body) if isinstance(body, list) else [result]
        for message in messages:
            if not isinstance(message, dict):
                continue
            demand_id = message.get("idDemanda") or result.get("idDemanda")
            for entry in as_list(message.get("data")):
                _add_entry(builder, entry, demand_id, message.get("cnj"))
    return Bundle(**builder.build())


def demands(callback_list: Any) -> pd.DataFrame:
    """Demands registered under a callback id (``GET /v1/callback``), ``demands`` contract.

    Args:
        callback_list: ``{callbackId, body: {urlCallback, callbackId, demands: [...]}}``, a
            mapping whose values are them or an iterable of them.

    Raises:
        InvalidInput: ``callback_list`` is, or holds, something that is not a callback list.
    """
    rows: list[dict[str, Any]] = []
    for payload in payloads(callback_list, CALLBACK_LIST):
        body = as_dict(payload.get("body"))
        base = {
            "callback_id": body.get("callbackId") or payload.get("callbackId"),
            "url_callback": body.get("urlCallback"),
        }
        for item in as_list(body.get("demands")):
            if not isinstance(item, dict):
                continue
            filters = item.get("filterDoc")
            rows.append(
                base
                | {
                    "demand_id": item.get("demandId"),
                    "action": item.get("action"),
                    "scope_type": item.get("scopeType"),
                    "demand_type": item.get("demandType"),
                    "update_frequency": item.get("updateFrequency"),
                    "secret": item.get("secret"),
                    "fldoc": as_text(item.get("fldoc")),
                    "filter_doc": ",".join(map(str, filters))
                    if isinstance(filters, list)
                    else as_text(filters),
                }
            )
    return records_frame("demands", rows, BRAZIL)
