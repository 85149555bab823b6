"""Draw the candidates of round 13 for ``texts_v2.csv`` (issue 28): whole acórdãos of the
Tribunal Regional Federal da 2ª Região as PDFs - ementa, ACÓRDÃO clause, relatório and voto,
with the page header (class, panel, parties) repeated on every page - a source no earlier draw
read (round 6's TRF2 texts were eproc search results).

Re-runnable: ``python tests/data/outcomes/draw_v9.py REPO OUT.csv`` where REPO is a clone (or
the git directory) of jjesusfilho/trf2 read at :data:`COMMIT`; it needs ``pypdf``. Every PDF
under :data:`FOLDER` (one of a blob's names kept, the first by path; a file that is no PDF, an
HTML "Não encontrado" page, is left out) is a candidate (origin ``trf2-acordaos-pdf``): its
text as pypdf extracts it, pages joined by a line break, each line on single spaces, empty
lines dropped. A text already in ``texts.csv`` or ``texts_v2.csv``, or in an earlier PDF (its
first 200 characters, lower-cased: two acórdãos may open with one template ementa), is left
out; of the rest, sorted by path, :data:`SIZE` are drawn with seed :data:`SEED` and written by
path. Ids from :data:`FIRST_ID` on, without labels (added by reading each text, ``README.md``);
the class line goes to a ``head`` column for the labeller only. Standard library and pypdf
only. Not imported by tests.
"""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

from candidates import drawn_before, git, key, sample, write
from pypdf import PdfReader

REPO = "jjesusfilho/trf2"
COMMIT = "af3631695421499000f2bc970c656ee998648791"
FOLDER = "data-raw/acordaos/"
FIRST_ID = 1301
SIZE = 50
SEED = 13
#: The page header's class line ("Apelação Cível - Turma Espec. II - Tributário").
HEADER = re.compile(r" - Turma ")
#: A class named near the top, when no page header is found.
CLASS = re.compile(r"apela|agravo|embargos|remessa|reexame|mandado de segurança|conflito", re.I)


def pdfs(clone: Path) -> list[tuple[str, str]]:
    """(path, blob) of each distinct PDF under :data:`FOLDER`, its first name by path."""
    listing = git(clone, "ls-tree", "-r", COMMIT, FOLDER).decode("utf-8").splitlines()
    found: dict[str, str] = {}
    for line in sorted(listing, key=lambda line: line.split("\t", 1)[1]):
        meta, path = line.split("\t", 1)
        if path.lower().endswith(".pdf"):
            found.setdefault(meta.split()[2], path)
    return sorted((path, blob) for blob, path in found.items())


def extract(data: bytes) -> str:
    """A PDF's text: pages joined by a line break, lines on single spaces, no empty lines."""
    pages = "\n".join(page.extract_text() or "" for page in PdfReader(io.BytesIO(data)).pages)
    return "\n".join(filter(None, (" ".join(line.split()) for line in pages.splitlines())))


def head(text: str) -> str:
    """The class line: the page header's, else a line naming a class near the top, else the
    first 300 characters."""
    lines = text.splitlines()
    for line in lines:
        if HEADER.search(line):
            return line
    return next((line for line in lines[:20] if CLASS.search(line)), text[:300])


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = drawn_before()
    texts: list[tuple[str, str]] = []
    for path, blob in pdfs(clone):
        data = git(clone, "cat-file", "blob", blob)
        text = extract(data) if data.startswith(b"%PDF") else ""
        if not text or key(text) in seen:
            print(f"left out ({'drawn before' if text else 'no text'}): {path}", file=sys.stderr)
            continue
        seen.add(key(text))
        texts.append((path, text))
    drawn = sample(texts, SIZE, SEED)
    rows = [{"id": f"v{FIRST_ID + n}", "origin": "trf2-acordaos-pdf",
             "source": f"{REPO}@{COMMIT}:{path}", "court": "TRF2",
             "kind": "acórdão (PDF text)", "instance": "appeal", "title": "", "text": text,
             "head": head(text)} for n, (path, text) in enumerate(drawn)]  # fmt: skip
    write(rows, out)


if __name__ == "__main__":
    main()
