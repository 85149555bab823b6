"""Collects the bundle tables lawsuit by lawsuit, then builds every frame once.

Child rows (parties, steps, ...) only store their own fields and the row index of their parent;
the key columns (origin, cnj, ids) are taken from the parent frame at the end with one vectorised
``take``, so a lawsuit's keys are converted once however many steps it has. The steps' ``event``
``tpu_code``, ``outcome`` and ``detail`` are classified here, once per built bundle (concatenating
bundles keeps them).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import numpy as np
import pandas as pd

from lawkit.classify.classifier import annotate_steps, names
from lawkit.classify.detail import details
from lawkit.classify.outcome import criminal_other, steps_outcome
from lawkit.columns import Distinct
from lawkit.tidy import contracts
from lawkit.tidy._arrays import frame, records_frame, shared_text
from lawkit.tidy._payloads import as_list
from lawkit.tidy.parse import as_text, cnj_columns, money, oab_uf, pole

_KEYS = tuple(c.name for c in contracts.KEYS)


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

    def data(self) -> dict[str, Any]:
        """The columns, each as long as the table (a list padded with None, or a typed array
        put in its place)."""
        length = len(self.owners)
        for column in self.columns.values():
            if len(column) < length:
                column.extend([None] * (length - len(column)))
        return self.columns


def _decoded(lawsuits: pd.DataFrame) -> pd.DataFrame:
    """``lawsuits`` with the CNJ canonical and its court fields decoded (vectorised); the court
    named by the payload stays where the number does not decode."""
    decoded = cnj_columns(lawsuits["cnj"])
    court = decoded.pop("court").astype(object)
    decoded["court"] = court.where(court.notna(), lawsuits["court"].astype(object))
    return contracts.conform(lawsuits.assign(**decoded), "lawsuits")


def _positions(owners: np.ndarray) -> np.ndarray:
    """Position of each row among the rows of the same parent (owners are non-decreasing)."""
    if not len(owners):
        return np.zeros(0, dtype=np.intp)
    starts = np.flatnonzero(np.r_[True, owners[1:] != owners[:-1]])
    return np.arange(len(owners)) - np.repeat(starts, np.diff(np.r_[starts, len(owners)]))


class BundleBuilder:
    """Accumulates the rows of one origin's bundle tables."""

    def __init__(self, origin: str, naive_tz: str) -> None:
        self.origin = origin
        self.naive_tz = naive_tz
        self.rows: list[dict[str, Any]] = []
        self.tables = {name: _Rows() for name in ("parties", "lawyers", "steps", "files")}
        self.tables |= {name: _Rows() for name in ("cover", "properties")}
        self.tables |= {name: _Rows() for name in ("subjects", "complements")}

    def lawsuit(self, row: dict[str, Any], cnj_candidates: list[Any], court: Any) -> int:
        """Add one lawsuit row and return its index.

        Args:
            row: lawsuit columns (raw values); ``value`` is parsed as money here.
            cnj_candidates: texts that may hold the CNJ, best first (the lawsuit's own number
                before the envelope's); the first non-empty one is used.
            court: court named by the payload, used when the CNJ does not decode.

        The CNJ is decoded for all lawsuits at once by :meth:`build`.
        """
        texts = (as_text(c) for c in cnj_candidates)
        raw_value = row.get("value")
        value = money(raw_value)
        row |= {
            "origin": self.origin,
            "cnj": next((t.strip() for t in texts if t and t.strip()), None),
            "court": as_text(court),
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
        listed = [person.get(fields.lawyers) for person in people]
        owners, found = nested(listed, base, lambda item: _lawyer(item, fields))
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
        owners, entries = nested([s.get(fields.files) for s in steps], base, _file)
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
        lawsuits = _decoded(records_frame("lawsuits", self.rows, self.naive_tz))
        parties = self._child("parties", lawsuits, _KEYS, position="party")
        known = self._shared_texts()
        steps = self._child("steps", lawsuits, _KEYS, position="position")
        steps = classified(steps, lawsuits, known)
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
            "subjects": self._child("subjects", lawsuits, _KEYS, position="position"),
            "complements": self._child(
                "complements",
                steps,
                _KEYS,
                inherited={"step": "position", "timestamp": "timestamp", "tpu_code": "tpu_code"},
            ),
        }

    def _shared_texts(self) -> dict[str, Distinct]:
        """The steps' ``title`` and ``text`` made :func:`shared_text` arrays in place, and the
        distinct values of each, so that classifying does not find them again (a column holding
        a lone surrogate stays a list: :func:`frame` replaces it and warns)."""
        columns = self.tables["steps"].data()
        known = {}
        for name in ("title", "text"):
            if columns.get(name):
                try:
                    columns[name], known[name] = shared_text(columns[name])
                except UnicodeEncodeError:
                    continue
        return known

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


def classified(
    steps: pd.DataFrame,
    lawsuits: pd.DataFrame,
    known: Mapping[str, Distinct] = MappingProxyType({}),
) -> pd.DataFrame:
    """``steps`` with ``event``, ``outcome``, ``tpu_code`` and ``detail``
    (:func:`lawkit.classify.classifier.annotate_steps`: the code a source gives in ``tpu_code``
    (DataJud), else the title - or the demand API's type - and the text;
    :func:`lawkit.classify.outcome.steps_outcome`: only judgment steps are read; every judgment
    of a criminal lawsuit of ``lawsuits`` is ``other``,
    :func:`lawkit.classify.outcome.criminal_other`; :func:`detailed`). A given code stays in
    ``tpu_code`` even when the text decided (a code the TPU table lacks, an ato ordinatório).
    ``known``: the distinct titles and texts, when the caller found them."""
    given = steps.get("tpu_code")
    found = annotate_steps(steps, known=known)
    steps["event"] = found["event"]
    steps["outcome"] = steps_outcome(steps, found)
    steps["outcome"] = criminal_other(steps, lawsuits)
    steps["tpu_code"] = found["tpu_code"] if given is None else found["tpu_code"].fillna(given)
    return detailed(steps)


def detailed(steps: pd.DataFrame) -> pd.DataFrame:
    """``steps`` (their ``event`` and ``tpu_code`` known) with the ``detail`` of each, in place
    (:func:`lawkit.classify.detail.details`: only the steps of the classes that have one are
    read), so that the analyses read no text to find a hearing held, a summons or a definitive
    archiving."""
    steps["detail"] = details(steps["event"], names(steps), steps["text"], steps["tpu_code"]).array
    return steps


def nested(
    listed: list[Any], base: int, record: Callable[[Any], Any | None]
) -> tuple[list[int], list[Any]]:
    """The child records listed inside parent rows (their lawyers, files, complements): per
    parent, the items of its list read by ``record`` (None: not a record, skipped), and for
    each record the row of its parent in its table (``base`` + the parent's position)."""
    owners, found = [], []
    for position, items in enumerate(listed):
        for item in as_list(items):
            child = record(item)
            if child is not None:
                owners.append(base + position)
                found.append(child)
    return owners, found


def _file(item: Any) -> dict[str, Any] | None:
    """A file entry: an object, or a bare URL."""
    if isinstance(item, str):
        return {"url": item}
    return item if isinstance(item, dict) else None


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
