"""Capture queries the tests send: the query paths they use, and the body and result of a query.

Over raw HTTP (an ``api`` of ``tests/conftest.py``'s ``RawApi``); a client takes a path as its
first four arguments: ``client.capture.request(*ESAJ, "cnj", number)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import requests

from lawkit.spec import QueryPath

#: TJSP's first degree on e-SAJ.
ESAJ = QueryPath("tribunais", "esaj", "tjsp", "cpopg")
#: TJSP's second degree on e-SAJ.
ESAJ_SECOND = QueryPath("tribunais", "esaj", "tjsp", "cposg")
#: TJSP's unified query (the provider's "personalizada" platform), which takes any key.
UNIFIED = QueryPath("tribunais", "personalizada", "tjsp", "unificada")


def capture_body(
    value: str,
    *,
    query: QueryPath = ESAJ,
    key: str = "cnj",
    callbacks: Sequence[Any] = (),
    **extra: Any,
) -> dict[str, Any]:
    """The body of ``POST /capture/v1/request``: ``query`` for ``key`` = ``value``, with
    ``callbacks`` and any ``extra`` fields."""
    param = {"key": key, "value": value}
    return {**query._asdict(), "param": param, "callbacks": list(callbacks), **extra}


def create_request(api: Any, value: str, **options: Any) -> requests.Response:
    """The answer to ``POST /capture/v1/request`` sent through ``api`` with
    ``capture_body(value, **options)``."""
    return api.post("capture", "/v1/request", json=capture_body(value, **options))


def captured_lawsuits(api: Any, number: str, query: QueryPath = ESAJ) -> list[dict[str, Any]]:
    """The lawsuits ``query`` finds for the CNJ ``number``: the request created through ``api``
    on a sandbox that finishes requests at once, and its lookup (which must have succeeded)."""
    created = create_request(api, number, query=query).json()["data"]
    lookup = api.get("capture", f"/v1/request/{created['id']}").json()
    assert lookup["requested"]["status"] == "success", lookup["requested"]
    return lookup["data"]
