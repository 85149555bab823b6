"""Reading a pasted list of CNJ numbers: split messy input, validate each, explain the rejects."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pandas as pd

from lawkit import cnj
from lawkit.errors import InvalidCNJ

#: Characters that always separate numbers (CNJ punctuation never uses them between digits).
_SEPARATORS = re.compile(r"[\n\r;,|\t]+")


@dataclass(frozen=True)
class Numbers:
    """The outcome of reading pasted CNJ numbers.

    Attributes:
        valid: canonical numbers, in input order, without repeats.
        invalid: one row per rejected entry: ``entry`` (1-based position in the input),
            ``text`` (as typed) and ``reason`` (why it is not a valid CNJ number).
        repeated: canonical numbers that appeared more than once (sent once).
    """

    valid: list[str] = field(default_factory=list)
    invalid: pd.DataFrame = field(
        default_factory=lambda: pd.DataFrame({"entry": [], "text": [], "reason": []})
    )
    repeated: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """``"12 valid, 2 invalid, 1 repeated"``."""
        return (
            f"{len(self.valid)} valid, {len(self.invalid)} invalid, {len(self.repeated)} repeated"
        )


def entries(text: str) -> list[str]:
    """The entries of pasted text: split at line breaks, commas, semicolons, tabs and pipes,
    then at spaces unless the spaces are inside one readable number ("0000832 35 2018 ...").
    """
    found: list[str] = []
    for chunk in _SEPARATORS.split(text or ""):
        chunk = chunk.strip()
        if not chunk:
            continue
        if " " in chunk and not _readable(chunk):
            found += chunk.split()
        else:
            found.append(chunk)
    return found


def read(text: str) -> Numbers:
    """Read pasted CNJ numbers (any punctuation, one per line or separated by commas, semicolons
    or whitespace) into valid canonical numbers and a table of the rejected entries."""
    valid: list[str] = []
    seen: set[str] = set()
    repeated: list[str] = []
    rejected: list[dict[str, object]] = []
    for position, entry in enumerate(entries(text), start=1):
        try:
            number = cnj.parse(entry).formatted
        except InvalidCNJ as exc:
            rejected.append({"entry": position, "text": entry, "reason": str(exc)})
            continue
        if number in seen:
            if number not in repeated:
                repeated.append(number)
            continue
        seen.add(number)
        valid.append(number)
    invalid = pd.DataFrame(rejected, columns=["entry", "text", "reason"])
    return Numbers(valid=valid, invalid=invalid.astype({"entry": "int64"}), repeated=repeated)


def _readable(chunk: str) -> bool:
    try:
        cnj.normalize(chunk)
    except InvalidCNJ:
        return False
    return True
