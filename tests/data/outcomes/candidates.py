"""What the draw scripts of rounds 9 on share (``draw_v6.py`` ...): a file read from an upstream
clone (a PDF's text too), HTML on single spaces, a text compared with those drawn before, a
candidate row and its id, and the candidates written for labelling. Not imported by tests."""

from __future__ import annotations

import csv
import html
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
#: Characters of a text (lower-cased, on single spaces) compared with the texts drawn before.
KEY_CHARS = 200
#: The candidates' columns: ``head`` is shown to the labeller only (a class, a court body).
FIELDS = ["id", "origin", "source", "court", "kind", "instance", "title", "text", "head"]


def git(clone: Path, *args: str) -> bytes:
    """The output of ``git -C clone args`` (``clone``: a clone, or its git directory)."""
    return subprocess.run(["git", "-C", str(clone), *args], check=True,
                          capture_output=True).stdout  # fmt: skip


def show(clone: Path, commit: str, path: str) -> bytes:
    """The file ``path`` of ``clone`` at ``commit``."""
    return git(clone, "show", f"{commit}:{path}")


def pdf_text(data: bytes) -> str:
    """The text poppler's ``pdftotext`` (Debian ``poppler-utils``) extracts from PDF ``data``."""
    with tempfile.NamedTemporaryFile(suffix=".pdf") as pdf:
        pdf.write(data)
        pdf.flush()
        done = subprocess.run(["pdftotext", pdf.name, "-"], check=True, capture_output=True)
    return done.stdout.decode("utf-8")


def spaced(text: str) -> str:
    """``text`` without tags, entities unescaped, on single spaces."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split())


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


def unseen(text: str, seen: set[str]) -> bool:
    """Whether ``text`` was not drawn before (its key is not in ``seen``, :func:`drawn_before`);
    if not, it counts as drawn from now on (a text twice in a pool is drawn once)."""
    if key(text) in seen:
        return False
    seen.add(key(text))
    return True


def candidate(
    origin: str, source: str, court: str, kind: str, instance: str, text: str, head: str = ""
) -> dict:
    """A candidate row of :data:`FIELDS` but its id, with no title (a text read alone)."""
    return {"origin": origin, "source": source, "court": court, "kind": kind,
            "instance": instance, "title": "", "text": text, "head": head}  # fmt: skip


def numbered(rows: list[dict], first_id: int) -> list[dict]:
    """``rows`` with their ids, ``v<first_id>`` on, in order."""
    return [{"id": f"v{first_id + n}", **row} for n, row in enumerate(rows)]


def sample(pool: list, size: int, seed: int) -> list:
    """At most ``size`` items of ``pool`` drawn with ``random.Random(seed)``, in pool order."""
    drawn = random.Random(seed).sample(range(len(pool)), min(size, len(pool)))
    return [pool[index] for index in sorted(drawn)]


def write(rows: list[dict], out: Path) -> None:
    """The candidates ``rows`` (:data:`FIELDS`) as a CSV at ``out``, and how many."""
    with out.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, FIELDS)
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} candidates -> {out}")
