"""Draw tuned candidates from the STF's gazette (origin ``dje-stf-2022``): the Diário da Justiça
Eletrônico nº 58 and 59/2022 that matheusk9/crawler-stf kept as PDFs (:data:`PDFS`, commit
:data:`COMMIT`), read with poppler's ``pdftotext`` (``candidates.pdf_text``).

- Publications: a gazette's text is split at each case's heading, a line that names a class and
  its number ("RECURSO EXTRAORDINÁRIO COM AGRAVO 1.370.847", "AG.REG. NA RECLAMAÇÃO 51.720")
  with its "ORIGEM" or running number on the next lines (:func:`publications`); a publication
  runs to the next heading, page furniture included as the PDF gives it.
- Pool: the publications that close a decision ("Publique-se"), not drawn before
  (``candidates.key``). :data:`SIZE` are drawn with ``random.Random(SEED)``
  (``candidates.sample``), in gazette order; ids from ``v3625`` (:data:`FIRST_ID`). Labels are
  added by reading each text.

Re-runnable: ``python tests/data/outcomes/draw_v29.py CLONE OUT.csv``, CLONE the fetched git
directory of matheusk9/crawler-stf. Standard library and ``pdftotext``. Not imported by tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from candidates import candidate, drawn_before, numbered, pdf_text, sample, show, unseen, write

REPO = "matheusk9/crawler-stf"
COMMIT = "89d18aa5f4f5981444224fc0381452c273f4fb54"
PDFS = ("src/Cadernos/2022/03/28/fd6557b40b3a8599077f67a7237a4e2f.pdf",
        "src/Cadernos/2022/03/29/997a732f48cf60832be3422e412a475a.pdf")  # fmt: skip
SIZE = 100
SEED = 29
FIRST_ID = 3625
_HEADING = re.compile(r"[A-ZÀ-Ü][A-ZÀ-Ü.()/ -]+? \d{1,3}(?:\.\d{3})*")


def publications(text: str) -> list[str]:
    """A gazette's text split at each case's heading (the module's docstring)."""
    lines = text.split("\n")
    starts = [
        i
        for i, line in enumerate(lines)
        if _HEADING.fullmatch(line.strip())
        and any(after.strip().startswith(("ORIGEM", "(")) for after in lines[i + 1 : i + 3])
    ]
    ends = [*starts[1:], len(lines)]
    return ["\n".join(lines[a:b]).strip() for a, b in zip(starts, ends, strict=True)]


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, pool = drawn_before(), []
    for path in PDFS:
        for number, text in enumerate(publications(pdf_text(show(clone, COMMIT, path)))):
            if "Publique-se" not in text or not unseen(text, seen):
                continue
            source, head = f"{REPO}@{COMMIT}:{path}#{number}", text.split("\n", 1)[0]
            pool.append(candidate("dje-stf-2022", source, "STF", "publication", "appeal", text,
                                  head))  # fmt: skip
    print(f"{len(pool)} decisions not drawn before")
    write(numbered(sample(pool, SIZE, SEED), FIRST_ID), out)


if __name__ == "__main__":
    main()
