"""Reading a pasted list of CNJ numbers: split messy input, validate each, explain the rejects.

A number followed by a note in parentheses ("0008891-73.1999.8.24.0075 (apenso)") is that number,
its note reported: the rule of :func:`lawkit.cnj.split_note`, the same the notebooks apply to a
spreadsheet column. Invalid entries and notes are reported with their line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pandas as pd

from lawkit import cnj
from lawkit.errors import InvalidCNJ

#: Characters that always separate numbers (CNJ punctuation never uses them between digits).
_SEPARATORS = re.compile(r"[\n\r;,|\t]+")
#: One entry of a chunk split at spaces: a word, with the note in parentheses that follows it.
_WORD = re.compile(r"\([^()]*\)|[^\s(]+(?:\s*\([^()]*\))?|\S+")


@dataclass(frozen=True)
class Numbers:
    """The outcome of reading pasted CNJ numbers.

    Attributes:
        valid: canonical numbers, in input order, without repeats.
        invalid: one row per rejected entry: ``entry`` (1-based position in the input),
            ``line`` (1-based), ``text`` (as typed) and ``reason`` (why it is not a valid CNJ
            number).
        repeated: canonical numbers that appeared more than once (sent once).
        notes: one row per valid entry that carried a note: ``entry``, ``line``, ``cnj``
            (canonical) and ``note`` (without its parentheses).
    """

    valid: list[str] = field(default_factory=list)
    invalid: pd.DataFrame = field(default_factory=lambda: _table([], _INVALID))
    repeated: list[str] = field(default_factory=list)
    notes: pd.DataFrame = field(default_factory=lambda: _table([], _NOTES))

    def summary(self) -> str:
        """``"12 valid, 2 invalid, 1 repeated"`` (and ``", 1 with a note"`` when some are)."""
        noted = f", {len(self.notes)} with a note" if len(self.notes) else ""
        return (
            f"{len(self.valid)} valid, {len(self.invalid)} invalid, {len(self.repeated)} repeated"
            f"{noted}"
        )


_INVALID = ["entry", "line", "text", "reason"]
_NOTES = ["entry", "line", "cnj", "note"]


def _table(rows: list[dict[str, object]], columns: list[str]) -> pd.DataFrame:
    return pd.DataFrame(rows, columns=columns).astype({"entry": "int64", "line": "int64"})


def entries(text: str) -> list[str]:
    """The entries of pasted text: split at line breaks, commas, semicolons, tabs and pipes,
    then at spaces unless the spaces are inside one readable number ("0000832 35 2018 ..."); a
    note in parentheses stays with the entry before it.
    """
    found: list[str] = []
    for chunk in _SEPARATORS.split(text or ""):
        chunk = chunk.strip()
        if not chunk:
            continue
        if " " in chunk and not _readable(cnj.split_note(chunk)[0]):
            found += _WORD.findall(chunk)
        else:
            found.append(chunk)
    return found


def read(text: str) -> Numbers:
    """Read pasted CNJ numbers (any punctuation, one per line or separated by commas, semicolons
    or whitespace; a note in parentheses after one is reported) into valid canonical numbers and
    tables of the rejected entries and of the notes, by line."""
    valid: list[str] = []
    seen: set[str] = set()
    repeated: list[str] = []
    rejected: list[dict[str, object]] = []
    notes: list[dict[str, object]] = []
    position = 0
    for line, content in enumerate((text or "").splitlines(), start=1):
        for entry in entries(content):
            position += 1
            number, note = cnj.split_note(entry)
            try:
                number = cnj.parse(number).formatted
            except InvalidCNJ as exc:
                reason = str(exc)
                rejected.append({"entry": position, "line": line, "text": entry, "reason": reason})
                continue
            if note is not None:
                notes.append({"entry": position, "line": line, "cnj": number, "note": note})
            if number in seen:
                if number not in repeated:
                    repeated.append(number)
                continue
            seen.add(number)
            valid.append(number)
    return Numbers(valid, _table(rejected, _INVALID), repeated, _table(notes, _NOTES))


def _readable(chunk: str) -> bool:
    try:
        cnj.normalize(chunk)
    except InvalidCNJ:
        return False
    return True
