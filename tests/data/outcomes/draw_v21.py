"""Draw candidates for ``texts_v2.csv``: TJAM's gazette teor, the publications of the Diário da
Justiça Eletrônico of the Tribunal de Justiça do Amazonas of 1-3 February 2016 ("Caderno
Judiciário - Capital" and "- Interior"): first-instance acts of the e-SAJ varas ("ADV: ... -
Processo ... - class - parties - teor") and the court of appeal's intimations of its decisions
("De ordem do Exmo. Desembargador ..., Relator nos Autos de ..."), the kind of text a monitoring
provider relays as a publication.

Upstream: courtsbr/esaj (an R package of the Associação Brasileira de Jurimetria), commit
041939e26414a2d496f75e8acd5139dbde7e9754, the PDFs ``data-raw/dje_pdf/tjam_dje_{2,3}_DATE.pdf``
(read with ``git show``; the ``tjam_dje_*_2016-02-04.pdf`` files are 414-byte HTML error pages,
the ``tjam_dje_1_*`` files the administrative caderno). Their text is poppler's ``pdftotext``
(Debian ``poppler-utils``). Re-runnable: ``python tests/data/outcomes/draw_v21.py CLONE OUT.csv``,
CLONE the fetched git directory. The split (``README.md``, round 65) was chosen before the draw:
this origin is ``tuned``; TJAL's gazettes of the same commit are the held-out ``draw_v22.py``.

- Page furniture dropped (the gazette's header and footer lines, page numbers) with the blank
  lines around it, so that a publication cut by a page break is whole again.
- A publication: a paragraph (text between blank lines), split again before each "ADV:" that
  starts a line (the varas' lists run on with no blank line), on single spaces
  (``candidates.spaced``).
- Pool: a publication of at least :data:`SHORTEST` characters with a word of a ruling
  (:data:`RULING`), chosen by those words before any text was read; one whose first 200
  characters are those of a text drawn before (``candidates.key``) is left out.
- Draw: :data:`CAP` with ``random.Random(SEED)`` (``candidates.sample``), in pool order; ids from
  ``v2249`` (:data:`FIRST_ID`). Labels are added by reading each text (``README.md``).
- source: ``courtsbr/esaj@COMMIT:PATH#N``, N the publication's position in that PDF's split;
  kind ``publication``; instance ``first`` for a vara's act ("ADV: ..."), ``appeal`` for a
  rapporteur's or a chamber's; court ``TJAM``; title empty; head (for the labeller only): the
  caderno and date.

Standard library only (and poppler's ``pdftotext``). Not imported by tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from candidates import drawn_before, key, pdf_text, sample, show, spaced, write

REPO = "courtsbr/esaj"
COMMIT = "041939e26414a2d496f75e8acd5139dbde7e9754"
PATHS = [
    f"data-raw/dje_pdf/tjam_dje_{day}/tjam_dje_{caderno}_{day}.pdf"
    for caderno in (2, 3)
    for day in ("2016-02-01", "2016-02-02", "2016-02-03")
]
ORIGIN = "dje-tjam-2016"
CAP = 120
SEED = 21
FIRST_ID = 2249
SHORTEST = 150
#: The gazette's header, footer and page-number lines.
FURNITURE = re.compile(
    r"^(?:Publicação Oficial do Tribunal de Justiça|Disponibilização:|Diário da Justiça "
    r"Eletrônico - Caderno|Manaus, Ano [IVX]+ - Edição|dje\.tjam\.jus\.br|\d{1,4}$)"
)
#: Words of a ruling (lower-cased): a publication without any judges nothing.
RULING = re.compile(
    r"julgo|julgar|homologo|extingo|extint|provimento|provid|acordam|conhe[cç]|procedente"
    r"|acolho|rejeito|denego|concedo a ordem|prejudicad"
)
#: A publication of the court of appeal (a rapporteur's intimation, a chamber's act).
APPELLATE = re.compile(r"Relator|Desembargador|Câmara|ACÓRDÃO|ACORDAM")


def unfurnished(text: str) -> list[str]:
    """The lines of ``text`` without the page furniture and the blank lines around it."""
    kept: list[str] = []
    after_furniture = False
    for line in text.splitlines():
        if FURNITURE.match(line.strip()):
            while kept and not kept[-1].strip():
                kept.pop()
            after_furniture = True
        elif not (after_furniture and not line.strip()):
            kept.append(line)
            after_furniture = False
    return kept


def publications(text: str) -> list[str]:
    """The publications of a gazette's text, each on single spaces."""
    found, current = [], []
    for line in [*unfurnished(text), ""]:
        if (not line.strip() or line.startswith("ADV:")) and current:
            found.append(spaced(" ".join(current)))
            current = []
        if line.strip():
            current.append(line)
    return found


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, pool = drawn_before(), []
    for path in PATHS:
        caderno = "Capital" if "_dje_2_" in path else "Interior"
        for position, text in enumerate(publications(pdf_text(show(clone, COMMIT, path)))):
            if len(text) < SHORTEST or not RULING.search(text.lower()) or key(text) in seen:
                continue
            seen.add(key(text))
            pool.append((f"{REPO}@{COMMIT}:{path}#{position}", f"{caderno} {path[-14:-4]}", text))
    rows = []
    for source, head, text in sample(pool, CAP, SEED):
        instance = "first" if text.startswith("ADV:") or not APPELLATE.search(text) else "appeal"
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": ORIGIN, "source": source,
                     "court": "TJAM", "kind": "publication", "instance": instance,
                     "title": "", "text": text, "head": head})  # fmt: skip
    print(f"{len(pool)} distinct texts not drawn before")
    write(rows, out)


if __name__ == "__main__":
    main()
