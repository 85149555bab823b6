"""Capture API request records, automatic requests and status-change callbacks as frames."""

from __future__ import annotations

from typing import Any

import pandas as pd

from lawkit.tidy._arrays import records_frame
from lawkit.tidy._payloads import Kind, as_dict, as_list, holds, payloads
from lawkit.tidy.demand_results import is_message
from lawkit.tidy.parse import cnj_info


def _listing(payload: dict) -> bool:
    """Whether ``payload`` is a list response ``{total, result: [...]}``."""
    return holds(payload, "result", list)


REQUEST = Kind(
    "a request record, list response or lookup result",
    "dicts with `id` or `requestId` and `status` or `param`; with `result` as a list; with "
    "`requested`",
    lambda d: _listing(d) or "requested" in d
    or (("id" in d or "requestId" in d) and ("status" in d or "param" in d)),
)  # fmt: skip
AUTOREQUEST = Kind(
    "an automatic request record or list response",
    "dicts with `requests` or `key`; with `result` as a list",
    lambda d: _listing(d) or "requests" in d or "key" in d,
)
#: Any delivery a callback receiver records; only the capture API's give rows.
CALLBACK = Kind(
    "a callback body",
    "a dict with `requestId`, `action`, `requested` or `processoId`, or a demand callback "
    "message",
    lambda d: "requestId" in d or "action" in d or "requested" in d or "processoId" in d
    or is_message(d),
    mapping="a mapping whose values are them (such as a WaitResult)",
)  # fmt: skip


def _records(value: Any, kind: Kind) -> list[dict]:
    """The records of list responses ``{total, result: [...]}`` and of single records."""
    records: list[dict] = []
    for payload in payloads(value, kind):
        if _listing(payload):
            records += [r for r in as_list(payload["result"]) if isinstance(r, dict)]
        else:
            records.append(payload)
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
            ``requested`` record is used), a mapping whose values are any of these (such as a
            WaitResult) or an iterable of any of these.

    Raises:
        InvalidInput: ``records`` is, or holds, something that is none of these.
    """
    cache: dict = {}
    found = [r.get("requested") if isinstance(r.get("requested"), dict) else r
             for r in _records(records, REQUEST)]  # fmt: skip
    return records_frame("requests", [_request(r, cache) for r in found])


def autorequests(records: Any) -> pd.DataFrame:
    """Automatic requests exploded: one row per (automatic request, generated request).

    Args:
        records: a list response ``{total, result: [...]}`` (requests as ``{requestId}``), a
            create/by-id record (full request records), a mapping whose values are them or an
            iterable of them. An automatic request without requests gives one row with the
            request columns missing.

    Raises:
        InvalidInput: ``records`` is, or holds, something that is none of these.
    """
    cache: dict = {}
    rows: list[dict[str, Any]] = []
    for record in _records(records, AUTOREQUEST):
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
    """Capture request callbacks, one row per delivery (``callbacks`` contract).

    ``requestStatusChanged`` bodies give their fields; automatic-request bodies (a whole lookup
    result: read its lawsuits with :func:`lawkit.tidy.lookups`) give the status of their
    ``requested`` record. Monitoring and demand deliveries are accepted, so every body a
    :class:`lawkit.client.callbacks.CallbackReceiver` recorded can be passed, and add no rows (read
    them with :func:`lawkit.tidy.monitoring` and :func:`lawkit.tidy.demand`).

    Args:
        bodies: one callback body, a mapping whose values are bodies or an iterable of them.

    Raises:
        InvalidInput: ``bodies`` is, or holds, something that is not a callback body.
    """
    rows = []
    for body in payloads(bodies, CALLBACK):
        if "processoId" in body or is_message(body):
            continue
        requested = as_dict(body.get("requested"))
        rows.append(
            {
                "request_id": body.get("requestId") or requested.get("id"),
                "action": body.get("action"),
                "status": body.get("status") or requested.get("status"),
                "responded_at": body.get("respondedAt") or requested.get("respondedAt"),
            }
        )
    return records_frame("callbacks", rows)
