"""Monitoring API payloads: data responses as a bundle, list/info responses as a frame."""

from __future__ import annotations

from typing import Any

import pandas as pd

from lawkit.tidy._arrays import records_frame
from lawkit.tidy._builder import BundleBuilder
from lawkit.tidy._payloads import as_dict, as_list, paused_gc, payloads, unwrap
from lawkit.tidy.bundle import Bundle
from lawkit.tidy.capture import MONITORING_PARTIES, MONITORING_STEPS, add_lawsuit
from lawkit.tidy.parse import UTC, cnj_info

_TAGS = (("source", "sourceTag"), ("platform", "platformTag"), ("search", "searchTag"),
         ("query", "queryTag"))  # fmt: skip
_LABELS = (("source_label", "source"), ("platform_label", "platform"),
           ("search_label", "search"), ("query_label", "query"))  # fmt: skip

_FIELDS = (MONITORING_STEPS, MONITORING_PARTIES)


def _instance(item: dict) -> dict[str, Any]:
    return {column: item.get(key) for column, key in _TAGS + _LABELS}


def _process(payload: dict) -> dict:
    """The data response in ``payload``: bare, in its envelope, or in a callback body."""
    body = unwrap(payload)
    if isinstance(body, dict) and "info" not in body and isinstance(body.get("data"), dict):
        body = body["data"]  # callback {action, processoId, cnj, newSteps, data}
    return as_dict(body)


@paused_gc()
def monitoring(data_responses: Any) -> Bundle:
    """Bundle of monitoring data responses (``GET /v1/processo/dados/{id}``).

    Args:
        data_responses: one data response ``{id, cnj, createdAt, info: [{..., data: [lawsuit]}]}``
            (optionally still in its ``{success, data}`` envelope, or the ``data`` of a
            monitoring callback body - the spec does not show that body; the sandbox sends
            ``{action, processoId, cnj, newSteps, data}``) or an iterable of them.
    """
    builder = BundleBuilder("monitoring", UTC)
    for response in payloads(data_responses, "a monitoring data response"):
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
            data response, or an iterable of any of these (or of list items). A process without
            ``info`` gives one row with the instance columns missing.
    """
    rows: list[dict[str, Any]] = []
    cache: dict = {}
    for payload in payloads(list_or_info, "a monitoring list or info response"):
        body = unwrap(payload)
        processes = (
            as_list(body.get("list")) if isinstance(body, dict) and "list" in body else [body]
        )
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
