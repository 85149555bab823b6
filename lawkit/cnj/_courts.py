"""The court table: which court a CNJ number's J.TR segments name (package data ``courts.csv``)."""

from __future__ import annotations

import csv
import functools
import io
from dataclasses import dataclass
from importlib import resources


@dataclass(frozen=True, slots=True)
class Court:
    """One court of the CNJ numbering scheme (Resolução CNJ 65/2008).

    Attributes:
        justice: the J segment (1-9).
        tribunal: the TR segment (0-99; 0 for superior courts, 90 for the councils).
        acronym: e.g. ``"TJSP"``, ``"TRF1"``, ``"TRT2"``, ``"TRE-SP"``, ``"TJM-SP"``, ``"CJM1"``.
        name: full Portuguese name.
        segment: branch of justice in Portuguese, e.g. ``"Justiça Estadual"``.
        state: UF when the court sits in and serves a single state, else ``None``.
        states: every UF the court serves (empty for national courts).
        datajud_alias: DataJud public-API index, e.g. ``"api_publica_tjsp"``, or ``None``.
    """

    justice: int
    tribunal: int
    acronym: str
    name: str
    segment: str
    state: str | None
    states: tuple[str, ...]
    datajud_alias: str | None

    @property
    def code(self) -> str:
        """The ``J.TR`` code as it appears in a CNJ number, e.g. ``"8.26"``."""
        return f"{self.justice}.{self.tribunal:02d}"


def courts() -> list[Court]:
    """Every court of the table, in J.TR order."""
    return list(_table())


@functools.cache
def _table() -> tuple[Court, ...]:
    text = resources.files("lawkit.cnj").joinpath("courts.csv").read_text(encoding="utf-8")
    lines = (line for line in io.StringIO(text) if not line.startswith("#"))
    return tuple(
        Court(
            justice=int(row["justice"]),
            tribunal=int(row["tribunal"]),
            acronym=row["acronym"],
            name=row["name"],
            segment=row["segment"],
            state=row["state"] or None,
            states=tuple(row["states"].split()),
            datajud_alias=row["datajud_alias"] or None,
        )
        for row in csv.DictReader(lines)
    )


@functools.cache
def _by_code() -> dict[tuple[int, int], Court]:
    return {(c.justice, c.tribunal): c for c in _table()}


@functools.cache
def _by_acronym() -> dict[str, Court]:
    return {c.acronym.upper(): c for c in _table()}


def court(justice: int, tribunal: int) -> Court | None:
    """The court a J.TR pair names, or ``None`` when no court has that code."""
    return _by_code().get((justice, tribunal))


def court_by_acronym(acronym: str) -> Court:
    """The court with this acronym (case-insensitive, e.g. ``"tjsp"``, ``"TRE-SP"``).

    Raises:
        InvalidInput: no court has that acronym.
    """
    from lawkit.errors import InvalidInput

    if not isinstance(acronym, str):
        raise InvalidInput(f"a court acronym must be text such as 'TJSP', got {acronym!r}")
    found = _by_acronym().get(acronym.strip().upper())
    if found is None:
        raise InvalidInput(
            f"unknown court acronym {acronym!r}; expected one of the court table's acronyms "
            "such as 'TJSP', 'TRF1', 'TRT2', 'TRE-SP', 'TJM-SP', 'CJM1', 'STJ'"
        )
    return found
