"""Draw the fourth held-out batch of ``texts_v2.csv`` (origin ``esaj-cjpg-tjsp-juri``): TJSP
first-instance sentences in jury cases as the court's e-SAJ search (cjpg) shows them, from the
520 result pages jespimentel/analisador_sentencas saved (:data:`PAGES` at :data:`COMMIT`; a
search for drug trafficking among homicide subjects, ten results a page).

- Text: the whole sentence behind each result (the hidden ``<div align="justify">`` the page
  carries, as ``draw_v2.tjsp_cjpg`` reads the held-out ``esaj-cjpg-tjsp``), tags dropped and
  whitespace runs made single spaces (``draw_v2.plain``); no title.
- Pool: every result, in page order, not drawn before (``candidates.unseen``). :data:`SIZE` are
  drawn with ``random.Random(SEED)`` (``candidates.sample``); ids from ``v3956``
  (:data:`FIRST_ID`). Labels are added by helpers who write no rule; the rules writer reads none.
- The repository's ``data/processed/`` files (a language model's analyses) are not read.

Re-runnable: ``python tests/data/outcomes/draw_v32.py CLONE OUT.csv``, CLONE the fetched git
directory of the repository. Standard library only. Not imported by tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from candidates import candidate, drawn_before, numbered, sample, show, unseen, write
from draw_v2 import decoded, plain

REPO = "jespimentel/analisador_sentencas"
COMMIT = "78c63cdfb1a2631b5d612ecda37d05fbfd1c166a"
PAGES = [f"data/raw/pagina_{n}.html" for n in range(1, 521)]
ORIGIN = "esaj-cjpg-tjsp-juri"
SIZE = 60
SEED = 32
FIRST_ID = 3956
_SENTENCE = re.compile(r'<div align="justify" style="display: none;">\s*<span>(.*?)</span>', re.S)


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, pool = drawn_before(), []
    for path in PAGES:
        for number, found in enumerate(_SENTENCE.findall(decoded(show(clone, COMMIT, path)))):
            text = plain(found)
            if unseen(text, seen):
                source = f"{REPO}@{COMMIT}:{path}#{number}"
                pool.append(candidate(ORIGIN, source, "TJSP", "sentence", "first", text))
    print(f"{len(pool)} sentences not drawn before")
    write(numbered(sample(pool, SIZE, SEED), FIRST_ID), out)


if __name__ == "__main__":
    main()
