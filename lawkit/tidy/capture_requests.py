"""Capture API request records, automatic requests and status-change callbacks as frames."""

from __future__ import annotations

from typing import Any

import pandas as pd

from lawkit.tidy._arrays import records_frame
from lawkit.tidy._payloads import as_dict, as_list, payloads, unwrap
from lawkit.tidy.parse import cnj_info


def _records(value: Any, what: str) -> list[dict]:
    """Records of a list response ``{total, result: [...]}``, one record, or an iterable."""
    records: list[dict] = []
    for payload in payloads(value, what):
        body = unwrap(payload)
        if isinstance(body, dict) and isinstance(body.get("result"), list):
            records += [r for r in body["result"] if isinstance(r, dict)]
        elif isinstance(body, dict):
            records.append(body)
        else:
            records += [r for r in as_list(body) if isinstance(r, dict)]
    return records


def _request(record: dict, cache: dict) -> dict[str, Any]:
    param = as_dict(record.get("param"))
    key = param.get("key")
    return _generated(record) | {
        "credentials": record.get("credentials"),
        "param_key": key,
        "param_value": param.get("value"),
        "cnj": cnj_info(param.get("value"), cache).cnj if key == "cnj" else None,
        "created_at": record.get("createdAt"),
    }


def requests(records: Any) -> pd.DataFrame:
    """Request records (create/lookup ``requested``/list items), ``requests`` contract.

    Args:
        records: a list response ``{total, result: [...]}``, one record, a lookup result (its
            ``requested`` record is used) or an iterable of any of these.
    """
    cache: dict = {}
    found = [r.get("requested") if isinstance(r.get("requested"), dict) else r
             for r in _records(records, "a request record or list response")]  # fmt: skip
    return records_frame("requests", [_request(r, cache) for r in found])


def autorequests(records: Any) -> pd.DataFrame:
    """Automatic requests exploded: one row per (automatic request, generated request).

    Args:
        records: a list response ``{total, result: [...]}`` (requests as ``{requestId}``), a
            create/by-id record (full request records) or an iterable of them. An automatic
            request without requests gives one row with the request columns missing.
    """
    cache: dict = {}
    rows: list[dict[str, Any]] = []
    for record in _records(records, "an automatic request record or list response"):
        base = {
            "autorequest_id": record.get("id"),
            "key": record.get("key"),
            "value": record.get("value"),
            "cnj": cnj_info(record.get("value"), cache).cnj,
            "created_at": record.get("createdAt"),
        }
        generated = [r for r in as_list(record.get("requests")) if isinstance(r, dict)]
        rows += [base | _generated(r) for r in generated] or [base]
    return records_frame("autorequests", rows)


def _generated(request: dict) -> dict[str, Any]:
    """The columns a request record shares with the requests of an automatic request."""
    return {
        "request_id": request.get("id") or request.get("requestId"),
        "status": request.get("status"),
        "source": request.get("source"),
        "platform": request.get("platform"),
        "search": request.get("search"),
        "query": request.get("query"),
        "court": request.get("court"),
        "responded_at": request.get("respondedAt"),
    }


def callbacks(bodies: Any) -> pd.DataFrame:
    """Capture ``requestStatusChanged`` callback bodies, ``callbacks`` contract.

    Automatic-request callbacks carry a whole lookup result: read those with
    :func:`lawkit.tidy.lookups`.
    """
    rows = [
        {
            "request_id": body.get("requestId"),
            "action": body.get("action"),
            "status": body.get("status"),
            "responded_at": body.get("respondedAt"),
        }
        for body in payloads(bodies, "a callback body")
    ]
    return records_frame("callbacks", rows)
