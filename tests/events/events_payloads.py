"""Small hand-made payloads of the three APIs, in the spec's shapes, with chosen steps.

A step is ``(timestamp, title, text)``: for the capture and monitoring APIs ``timestamp`` is ISO
text with a zone and ``(title, description)`` the step's; for the demand API ``timestamp`` is its
zone-less ``YYYY-MM-DD HH:MM:SS`` (São Paulo time) and ``(detipomovimento, deteormovimento)``.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

import lawkit.tidy as tidy

CNJ = "0004599-63.2008.4.05.8200"  # a valid number (TRF5)
OTHER = "0010490-56.2025.8.26.0309"  # a valid number (TJSP)

Step = tuple[str | None, str | None, str | None]


def _lawsuit(cnj: str, steps: list[Step], start: str | None, klass: str) -> dict[str, Any]:
    return {
        "properties": {"cnj": cnj, "class": klass, "startAt": start, "value": "1000.00"},
        "steps": [{"timestamp": t, "title": title, "description": text}
                  for t, title, text in steps],
    }  # fmt: skip


def capture(
    steps: list[Step],
    cnj: str = CNJ,
    request: str = "req-1",
    start: str | None = "2020-03-02T12:00:00Z",
    klass: str = "Procedimento Comum Cível",
    query: str = "grau1",
) -> dict[str, Any]:
    """A capture lookup result with one lawsuit."""
    return {
        "requested": {"id": request, "status": "success", "query": query,
                      "param": {"key": "cnj", "value": cnj}},
        "data": [_lawsuit(cnj, steps, start, klass)],
    }  # fmt: skip


def monitoring(
    steps: list[Step], cnj: str = CNJ, instance: str = "inst-1", start: str | None = None
) -> dict[str, Any]:
    """A monitoring data response with one instance."""
    lawsuit = _lawsuit(cnj, steps, start, "Procedimento Comum Cível")
    return {"id": "mon-1", "cnj": cnj,
            "info": [{"id": instance, "queryTag": "grau1", "data": [lawsuit]}]}  # fmt: skip


def demand(steps: list[Step], cnj: str = CNJ, demand_id: str = "dem-1") -> dict[str, Any]:
    """A demand result with one entry."""
    entry = {
        "status": 200,
        "nuprocesso": cnj,
        "metadados": {"declasse": "Procedimento Comum Cível"},
        "movimentos": [
            {"dtmovimento": t, "detipomovimento": kind, "deteormovimento": text,
             "nuseqmov": n, "idmovimento": f"m{n}"}
            for n, (t, kind, text) in enumerate(steps, start=1)
        ],
    }  # fmt: skip
    return {"idDemanda": demand_id, "body": [{"cnj": cnj, "idDemanda": demand_id, "data": [entry]}]}


def bundle(*results: dict[str, Any]) -> tidy.Bundle:
    """One bundle of payloads of any of the three kinds above."""
    parts = []
    for result in results:
        if "requested" in result:
            parts.append(tidy.lookups(result))
        elif "info" in result:
            parts.append(tidy.monitoring(result))
        else:
            parts.append(tidy.demand(result))
    return tidy.concat(parts)


@dataclass(frozen=True)
class Sources:
    """Bundles of the same lawsuits through each API (the ``sources`` fixture), and the
    sandbox's clock when they were fetched."""

    capture: tidy.Bundle
    monitoring: tidy.Bundle
    demand: tidy.Bundle
    now: dt.datetime

    @property
    def all(self) -> tidy.Bundle:
        """The three bundles as one."""
        return self.capture + self.monitoring + self.demand
