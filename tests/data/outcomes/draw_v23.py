"""Draw more tuned candidates from TJAM's 2016 gazette teor (``draw_v21.py``'s PDFs, split and
origin ``dje-tjam-2016``), weighted toward judgments: round 65's random draw gave 56 judgments
in 120 publications and only 2 of the court of appeal.

- Pool: the publications ``draw_v21.publications`` finds, with a word of a ruling
  (``draw_v21.RULING``), at least ``draw_v21.SHORTEST`` characters, not drawn before
  (``candidates.key``), in two parts chosen by their words before any text was read:
  - every publication of the court of appeal (it does not open on "ADV:" and names a rapporteur,
    a chamber or an acórdão: ``draw_v21.APPELLATE``);
  - first-instance publications ("ADV: ...") with a verdict's words (:data:`VERDICT`).
- Draw: all of the first part, then :data:`CAP` in all with ``random.Random(SEED)``
  (``candidates.sample``) from the second, in pool order; ids from ``v2521`` (:data:`FIRST_ID`).
- Columns as ``draw_v21.py``'s; head (for the labeller only): the caderno and date.

Re-runnable: ``python tests/data/outcomes/draw_v23.py CLONE OUT.csv``, CLONE the fetched git
directory of courtsbr/esaj (the pool excludes what ``texts_v2.csv`` holds when it runs).
Standard library only (and poppler's ``pdftotext``). Not imported by tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from candidates import candidate, drawn_before, numbered, pdf_text, sample, show, unseen, write
from draw_v21 import APPELLATE, COMMIT, ORIGIN, PATHS, REPO, RULING, SHORTEST, publications

CAP = 160
SEED = 23
FIRST_ID = 2521
#: A verdict's words in a first-instance act (lower-cased).
VERDICT = re.compile(
    r"julgo|homologo|extingo|declaro extint|dou provimento|nego provimento|acolho|rejeito"
    r"|denego|concedo a seguran"
)


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, appellate, first = drawn_before(), [], []
    for path in PATHS:
        caderno = "Capital" if "_dje_2_" in path else "Interior"
        for position, text in enumerate(publications(pdf_text(show(clone, COMMIT, path)))):
            lower = text.lower()
            if len(text) < SHORTEST or not RULING.search(lower) or not unseen(text, seen):
                continue
            source, head = f"{REPO}@{COMMIT}:{path}#{position}", f"{caderno} {path[-14:-4]}"
            if not text.startswith("ADV:") and APPELLATE.search(text):
                appellate.append(candidate(ORIGIN, source, "TJAM", "publication", "appeal", text,
                                           head))  # fmt: skip
            elif VERDICT.search(lower):
                first.append(candidate(ORIGIN, source, "TJAM", "publication", "first", text,
                                       head))  # fmt: skip
    print(f"{len(appellate)} appellate and {len(first)} first-instance texts not drawn before")
    write(numbered(appellate + sample(first, CAP - len(appellate), SEED), FIRST_ID), out)


if __name__ == "__main__":
    main()
