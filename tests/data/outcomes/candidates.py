"""What the draw scripts of rounds 9 on share (``draw_v6.py`` ...): a text compared with those
drawn before, and the candidates written for labelling. Not imported by tests."""

from __future__ import annotations

import csv
import sys
from pathlib import Path

HERE = Path(__file__).parent
#: Characters of a text (lower-cased, on single spaces) compared with the texts drawn before.
KEY_CHARS = 200
#: The candidates' columns: ``head`` is shown to the labeller only (a class, a court body).
FIELDS = ["id", "origin", "source", "court", "kind", "instance", "title", "text", "head"]


def key(text: str) -> str:
    """How a text is compared with those drawn before."""
    return " ".join(text.split()).lower()[:KEY_CHARS]


def drawn_before() -> set[str]:
    """The keys of the texts of ``texts.csv`` and ``texts_v2.csv``."""
    csv.field_size_limit(sys.maxsize)
    seen: set[str] = set()
    for name in ("texts.csv", "texts_v2.csv"):
        with (HERE / name).open(encoding="utf-8", newline="") as handle:
            seen |= {key(row["text"]) for row in csv.DictReader(handle)}
    return seen


def write(rows: list[dict], out: Path) -> None:
    """The candidates ``rows`` (:data:`FIELDS`) as a CSV at ``out``, and how many."""
    with out.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, FIELDS)
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} candidates -> {out}")
