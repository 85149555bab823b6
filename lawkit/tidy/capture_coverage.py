"""The capture API coverage tree (``GET /v1/available``) as one row per query parameter."""

from __future__ import annotations

from typing import Any

import pandas as pd

from lawkit.tidy._arrays import records_frame
from lawkit.tidy._payloads import Kind, as_list, payloads

LABEL = "Descrição"
_LEVELS = (("source", "platforms"), ("platform", "searches"), ("search", "queries"),
           ("query", "params"))  # fmt: skip
#: One source of the tree: its platforms and its label.
SOURCE = Kind(
    "a coverage source",
    f"a dict with `platforms` or `{LABEL}`; the tree is a list of them",
    lambda d: "platforms" in d or LABEL in d,
)


def coverage(data: Any) -> pd.DataFrame:
    """One row per (source, platform, search, query, param), ``coverage`` contract.

    Nested parameters become rows of their own with ``parent_param`` set. A level without
    children still gives one row (with the deeper columns missing), so nothing is hidden.

    Args:
        data: the ``data`` array of sources (or the whole ``{success, data}`` response).

    Raises:
        InvalidInput: ``data`` is, or holds, something that is not a coverage source.
    """
    sources = payloads(data, SOURCE)
    rows: list[dict[str, Any]] = []
    _walk(sources, 0, {}, rows)
    return records_frame("coverage", rows)


def _walk(nodes: list, level: int, path: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    if level == len(_LEVELS):
        for param in nodes:
            _param(param, path, None, rows)
        return
    name, children = _LEVELS[level]
    for node in nodes:
        if not isinstance(node, dict):
            continue
        here = path | {name: node.get(name), f"{name}_label": node.get(LABEL)}
        below = [n for n in as_list(node.get(children)) if isinstance(n, dict)]
        if below:
            _walk(below, level + 1, here, rows)
        else:
            rows.append(here)


def _param(param: Any, path: dict[str, Any], parent: Any, rows: list[dict[str, Any]]) -> None:
    if not isinstance(param, dict):
        return
    rows.append(
        path
        | {
            "param": param.get("tag"),
            "param_label": param.get("label"),
            "mask": param.get("mask"),
            "required": param.get("Obrigatório"),
            "parent_param": parent,
        }
    )
    for nested in as_list(param.get("nested")):
        _param(nested, path, param.get("tag"), rows)
