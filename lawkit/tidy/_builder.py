"""Collects the bundle tables lawsuit by lawsuit, then builds every frame once.

Child rows (parties, steps, ...) only store their own fields and the row index of their parent;
the key columns (origin, cnj, ids) are taken from the parent frame at the end with one vectorised
``take``, so a lawsuit's keys are converted once however many steps it has.
"""

from __future__ import annotations

import functools
import gc
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from lawkit.cnj import courts
from lawkit.errors import InvalidInput
from lawkit.tidy import contracts
from lawkit.tidy._arrays import frame, records_frame
from lawkit.tidy.parse import CNJInfo, as_text, cnj_info, money

_KEYS = tuple(c.name for c in contracts.KEYS)


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while tables are built.

    Building creates millions of lists but no reference cycles; left running, the collector
    would re-scan the whole parsed payload again and again (measured 10-25 % of the time on the
    10,000-lawsuit benchmark).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def as_dict(value: Any) -> dict:
    """``value`` when it is a dict, else an empty dict."""
    return value if isinstance(value, dict) else {}


def as_list(value: Any) -> list:
    """``value`` when it is a list (or tuple), else an empty list."""
    return list(value) if isinstance(value, list | tuple) else []


@dataclass(frozen=True, slots=True)
class StepFields:
    """Where each steps column is read from in one API's step objects (``None``: absent)."""

    step_id: str | None
    timestamp: str | None
    title: str | None
    text: str | None
    type: str | None
    sequence: str | None
    files: str | None

    def columns(self) -> tuple[tuple[str, str], ...]:
        """(column, payload key) pairs of the fields this API delivers, files excepted."""
        names = ("step_id", "timestamp", "title", "text", "type", "sequence")
        pairs = ((name, getattr(self, name)) for name in names)
        return tuple((name, key) for name, key in pairs if key is not None)


@dataclass(frozen=True, slots=True)
class PartyFields:
    """Where parties and lawyers columns are read from in one API's objects."""

    party_id: str | None
    pole: str
    role: str
    name: str
    lawyers: str
    lawyer_name: str
    oab: str
    uf: str | None
    cpf: str | None
    lawyer_role: str | None


_POLES = {
    "active": "active",
    "ativo": "active",
    "polo_ativo": "active",
    "passive": "passive",
    "passivo": "passive",
    "polo_passivo": "passive",
}


def pole(value: Any) -> str | None:
    """``active``/``passive`` for the APIs' spellings; other poles lower-cased as delivered."""
    known = _POLES.get(value) if isinstance(value, str) else None
    if known:
        return known
    text = as_text(value)
    if text is None:
        return None
    lowered = text.strip().lower()
    return _POLES.get(lowered, lowered or None)


class _Rows:
    """Column lists of one child table plus the parent row of each row."""

    def __init__(self) -> None:
        self.owners: list[int] = []
        self.columns: dict[str, list] = {}

    def add(self, owners: list[int], **columns: list) -> None:
        base = len(self.owners)
        self.owners.extend(owners)
        for name, values in columns.items():
            column = self.columns.setdefault(name, [])
            if len(column) < base:
                column.extend([None] * (base - len(column)))
            column.extend(values)

    def data(self) -> dict[str, list]:
        length = len(self.owners)
        for column in self.columns.values():
            column.extend([None] * (length - len(column)))
        return self.columns


def _positions(owners: np.ndarray) -> np.ndarray:
    """Position of each row among the rows of the same parent (owners are non-decreasing)."""
    return np.arange(len(owners)) - np.searchsorted(owners, owners, side="left")


class BundleBuilder:
    """Accumulates the rows of one origin's bundle tables."""

    def __init__(self, origin: str, naive_tz: str) -> None:
        self.origin = origin
        self.naive_tz = naive_tz
        self.rows: list[dict[str, Any]] = []
        self.tables = {name: _Rows() for name in ("parties", "lawyers", "steps", "files")}
        self.tables |= {"cover": _Rows(), "properties": _Rows()}
        self._cnj_cache: dict[Any, CNJInfo] = {}

    def lawsuit(self, row: dict[str, Any], cnj_candidates: list[Any], court: Any) -> int:
        """Add one lawsuit row and return its index.

        Args:
            row: lawsuit columns (raw values); ``value`` is parsed as money here.
            cnj_candidates: texts that may hold the CNJ, best first (the lawsuit's own number
                before the envelope's); the first non-empty one is used.
            court: court named by the payload, used when the CNJ does not decode.
        """
        infos = [cnj_info(c, self._cnj_cache) for c in cnj_candidates] or [cnj_info(None)]
        info = next((i for i in infos if i.cnj), infos[0])
        raw_value = row.get("value")
        value = money(raw_value)
        row |= {
            "origin": self.origin,
            "cnj": info.cnj,
            "cnj_valid": info.valid,
            "court": info.court or as_text(court),
            "segment": info.segment,
            "state": info.state,
            "year": info.year,
            "value": value,
            "value_text": as_text(raw_value) if value is None else None,
        }
        self.rows.append(row)
        return len(self.rows) - 1

    def cover(self, owner: int, entries: Any) -> None:
        """Cover fields: ``[{id?, description, value}]``."""
        entries = [e for e in as_list(entries) if isinstance(e, dict)]
        self.tables["cover"].add(
            [owner] * len(entries),
            cover_id=[e.get("id") for e in entries],
            label=[e.get("description") for e in entries],
            value=[e.get("value") for e in entries],
        )

    def properties(self, owner: int, array: Any, mapping: dict[str, Any]) -> None:
        """Properties in long form: ``array`` items ``{id, key, value}`` first, then the keys of
        ``mapping`` the array does not already hold."""
        items = [i for i in as_list(array) if isinstance(i, dict)]
        keys = [as_text(i.get("key")) for i in items]
        seen = set(keys)
        extra = [(k, v) for k, v in mapping.items() if k not in seen]
        self.tables["properties"].add(
            [owner] * (len(items) + len(extra)),
            property_id=[i.get("id") for i in items] + [None] * len(extra),
            key=keys + [k for k, _ in extra],
            value=[as_text(i.get("value")) for i in items] + [as_text(v) for _, v in extra],
        )

    def parties(self, owner: int, people: Any, fields: PartyFields) -> None:
        """Parties and their lawyers."""
        people = [p for p in as_list(people) if isinstance(p, dict)]
        if not people:
            return
        parties = self.tables["parties"]
        base = len(parties.owners)
        columns = {
            "pole": [pole(p.get(fields.pole)) for p in people],
            "role": [p.get(fields.role) for p in people],
            "name": [p.get(fields.name) for p in people],
        }
        if fields.party_id:
            columns["party_id"] = [p.get(fields.party_id) for p in people]
        parties.add([owner] * len(people), **columns)
        owners, found = [], []
        for index, person in enumerate(people):
            for item in as_list(person.get(fields.lawyers)):
                lawyer = _lawyer(item, fields)
                if lawyer is not None:
                    owners.append(base + index)
                    found.append(lawyer)
        if found:
            names = ("name", "oab", "uf", "cpf", "role")
            self.tables["lawyers"].add(
                owners, **{n: [lawyer[i] for lawyer in found] for i, n in enumerate(names)}
            )

    def steps(self, owner: int, steps: Any, fields: StepFields) -> None:
        """Steps, and the files found inside them."""
        if not isinstance(steps, list) or not steps:
            return
        try:
            columns = {name: [s.get(key) for s in steps] for name, key in fields.columns()}
        except AttributeError:
            self.steps(owner, [s for s in steps if isinstance(s, dict)], fields)
            return
        base = len(self.tables["steps"].owners)
        self.tables["steps"].add([owner] * len(steps), **columns)
        if fields.files is None:
            return
        owners, entries = [], []
        for index, files in enumerate([s.get(fields.files) for s in steps]):
            if not files:
                continue
            for item in as_list(files):
                if isinstance(item, dict | str):
                    owners.append(base + index)
                    entries.append(item if isinstance(item, dict) else {"url": item})
        if entries:
            self.tables["files"].add(
                owners,
                file_id=[e.get("id") for e in entries],
                name=[e.get("name") for e in entries],
                url=[e.get("url") for e in entries],
                type=[e.get("type") for e in entries],
            )

    def build(self) -> dict[str, pd.DataFrame]:
        """The bundle tables, each conforming to its contract."""
        lawsuits = records_frame("lawsuits", self.rows, self.naive_tz)
        parties = self._child("parties", lawsuits, _KEYS, position="party")
        steps = self._child("steps", lawsuits, _KEYS, position="position")
        renamed = {"party": "party", "party_name": "name", "pole": "pole"}
        return {
            "lawsuits": lawsuits,
            "parties": parties,
            "lawyers": self._child("lawyers", parties, _KEYS, inherited=renamed),
            "steps": steps,
            "files": self._child(
                "files",
                steps,
                _KEYS,
                inherited={"step": "position", "step_id": "step_id", "timestamp": "timestamp"},
            ),
            "cover": self._child("cover", lawsuits, _KEYS, position="position"),
            "properties": self._child("properties", lawsuits, _KEYS),
        }

    def _child(
        self,
        table: str,
        parent: pd.DataFrame,
        keys: tuple[str, ...],
        position: str | None = None,
        inherited: dict[str, str] | None = None,
    ) -> pd.DataFrame:
        rows = self.tables[table]
        owners = np.asarray(rows.owners, dtype=np.intp)
        taken = {**{k: k for k in keys}, **(inherited or {})}
        data: dict[str, Any] = {
            new: parent[old].array.take(owners)
            for new, old in taken.items()
            if parent[old].notna().any()
        }
        data |= rows.data()
        if position:
            data[position] = pd.array(_positions(owners), dtype="Int32")
        return frame(table, data, len(owners), self.naive_tz)


_OAB = re.compile(
    r"^\s*(?:([A-Za-z]{2})\s*[-/ ]?\s*)?\d[\d.]*[A-Za-z]?\s*(?:[-/ ]\s*([A-Za-z]{2}))?\s*$"
)


def oab_uf(oab: Any) -> str | None:
    """The UF written in an OAB registration such as ``"123456/SP"`` or ``"SP 123456"``."""
    match = _OAB.match(oab) if isinstance(oab, str) else None
    uf = (match.group(1) or match.group(2) or "").upper() if match else ""
    return uf if uf in _ufs() else None


@functools.cache
def _ufs() -> frozenset[str]:
    """The 27 UFs: the states the courts of the CNJ table serve."""
    return frozenset(state for court in courts() for state in court.states)


def _lawyer(item: Any, fields: PartyFields) -> tuple[Any, ...] | None:
    if isinstance(item, str):
        return (item, None, None, None, None)
    if not isinstance(item, dict):
        return None
    oab = item.get(fields.oab)
    return (
        item.get(fields.lawyer_name),
        oab,
        item.get(fields.uf) if fields.uf else oab_uf(oab),
        item.get(fields.cpf) if fields.cpf else None,
        item.get(fields.lawyer_role) if fields.lawyer_role else None,
    )


def payloads(value: Any, what: str) -> list[dict]:
    """The payload dicts of ``value``: one dict, or an iterable of them (other items skipped).

    Raises:
        InvalidInput: ``value`` is neither a dict nor an iterable; the message names ``what``.
    """
    if isinstance(value, dict):
        return [value]
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise InvalidInput(
            f"expected {what} (a dict) or an iterable of them, got {type(value).__name__}"
        )
    return [item for item in value if isinstance(item, dict)]


def contents(value: Any, what: str) -> list[dict]:
    """Like :func:`payloads`, but a ``{success, data}`` envelope is opened first (its ``data``
    being a list of dicts, one dict, or null for nothing)."""
    if isinstance(value, dict):
        inner = unwrap(value)
        if inner is not value:
            return [inner] if isinstance(inner, dict) else payloads(as_list(inner), what)
    return payloads(value, what)


def unwrap(payload: dict) -> Any:
    """The ``data`` of a ``{success, data}`` envelope, else the payload itself."""
    if "success" in payload and "data" in payload and len(payload) <= 3:
        return payload["data"]
    return payload
