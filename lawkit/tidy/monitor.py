"""Monitoring API payloads: data responses as a bundle, list/info responses as a frame."""

from __future__ import annotations

from typing import Any

import pandas as pd

from lawkit.tidy._arrays import records_frame
from lawkit.tidy._builder import BundleBuilder, PartyFields, StepFields
from lawkit.tidy._payloads import Kind, as_dict, as_list, holds, paused_gc, payloads, unwrap
from lawkit.tidy.bundle import Bundle
from lawkit.tidy.capture import add_lawsuit
from lawkit.tidy.parse import UTC, cnj_info

_TAGS = (("source", "sourceTag"), ("platform", "platformTag"), ("search", "searchTag"),
         ("query", "queryTag"))  # fmt: skip
_LABELS = (("source_label", "source"), ("platform_label", "platform"),
           ("search_label", "search"), ("query_label", "query"))  # fmt: skip

#: Step and party fields of the monitoring API's lawsuit objects (with ids, OAB and UF).
_FIELDS = (
    StepFields("id", "timestamp", "title", "description", None, None, "files"),
    PartyFields("id", "pole", "description", "name", "lawyers", "name", "oab", "uf", None, None),
)


def _instance(item: dict) -> dict[str, Any]:
    return {column: item.get(key) for column, key in _TAGS + _LABELS}


def _process(payload: dict) -> dict:
    """The data response in ``payload``: bare, in its envelope, or in a callback body."""
    body = unwrap(payload)
    if isinstance(body, dict) and "info" not in body and isinstance(body.get("data"), dict):
        body = body["data"]  # callback {action, processoId, cnj, newSteps, data}
    return as_dict(body)


def _is_data_response(payload: dict) -> bool:
    """Whether ``payload`` holds a data response: ``info`` a list whose items carry ``data``.

    A lookup result's ``info`` is a dict of labels; the info and register responses' items have
    no ``data``. Only the first instances are looked at, until one carries ``data``.
    """
    body = _process(payload)
    if not holds(body, "info", list):
        return False
    return not body["info"] or any(isinstance(i, dict) and "data" in i for i in body["info"])


DATA_RESPONSE = Kind(
    "a monitoring data response",
    "a dict with `info` as a list of instances carrying `data`; bare, in its {success, data} "
    "envelope or as the `data` of a callback body",
    _is_data_response,
)
#: What :func:`monitored` reads: a list response, or one process in any of its views.
PROCESS = Kind(
    "a monitored process or list response",
    "dicts with `cnj`, or `info` as a list (list item, register, info or data response); with "
    "`list` as a list",
    lambda d: holds(d, "list", list) or "cnj" in d or holds(d, "info", list),
)


@paused_gc()
def monitoring(data_responses: Any) -> Bundle:
    """Bundle of monitoring data responses (``GET /v1/processo/dados/{id}``).

    Args:
        data_responses: one data response ``{id, cnj, createdAt, info: [{..., data: [lawsuit]}]}``
            (optionally still in its ``{success, data}`` envelope, or the ``data`` of a
            monitoring callback body - the spec does not show that body; the sandbox sends
            ``{action, processoId, cnj, newSteps, data}``), a mapping whose values are them
            (``{process id: response}``) or an iterable of them.

    Raises:
        InvalidInput: ``data_responses`` is, or holds, something that is not a data response.
    """
    builder = BundleBuilder("monitoring", UTC)
    for response in payloads(data_responses, DATA_RESPONSE):
        process = _process(response)
        for item in as_list(process.get("info")):
            if not isinstance(item, dict):
                continue
            row = _instance(item) | {
                "monitor_id": process.get("id"),
                "instance_id": item.get("id"),
                "status": item.get("lastStatus"),
                "collected_at": item.get("lastResponse"),
            }
            for lawsuit in as_list(item.get("data")):
                add_lawsuit(builder, lawsuit, row, process.get("cnj"), None, _FIELDS)
    return Bundle(**builder.build())


def monitored(list_or_info: Any) -> pd.DataFrame:
    """Monitored processes: one row per process and queried instance (``monitored`` contract).

    Args:
        list_or_info: a list response ``{totalItems, ..., list: [...]}``, a register, info or
            data response (or their ``{success, data}`` envelopes), a mapping whose values are
            any of these, or an iterable of any of these (or of list items). A process without
            ``info`` gives one row with the instance columns missing.

    Raises:
        InvalidInput: ``list_or_info`` is, or holds, something that is none of these.
    """
    rows: list[dict[str, Any]] = []
    cache: dict = {}
    for payload in payloads(list_or_info, PROCESS):
        processes = as_list(payload["list"]) if holds(payload, "list", list) else [payload]
        for process in processes:
            if not isinstance(process, dict):
                continue
            base = {
                "monitor_id": process.get("id"),
                "cnj": cnj_info(process.get("cnj"), cache).cnj,
                "created_at": process.get("createdAt"),
                "credentials": process.get("credentials"),
            }
            items = [i for i in as_list(process.get("info")) if isinstance(i, dict)]
            rows += [
                base
                | _instance(item)
                | {
                    "instance_id": item.get("id"),
                    "last_status": item.get("lastStatus"),
                    "last_response": item.get("lastResponse"),
                    "disabled": item.get("disabled"),
                }
                for item in items
            ] or [base]
    return records_frame("monitored", rows)
