"""Draw more tuned candidates from TJMA's first-instance PJe documents (origin ``pje-tjma``,
``draw_v4.py``'s upstream: mauriciosmarinho/DeepLearning, ``sentencas_tjma/pdfs/*.html``), the
sentences round 5 left: first-instance sentences are the held-out part's weakest kind, and round
5 drew 60 of 570.

- Pool: the documents of the types in :data:`CAPS` whose text was not drawn before
  (``candidates.key`` against ``texts.csv`` and ``texts_v2.csv``), as ``draw_v4.tjma_row``
  reads them (the page's text, its title and print buttons left out; title the document type).
- Draw: per type, :data:`CAPS` with ``random.Random(SEED)`` (``candidates.sample``), in path
  order; ids from ``v2681`` (:data:`FIRST_ID`). Labels are added by reading each text.

Re-runnable: ``python tests/data/outcomes/draw_v24.py CLONE OUT.csv``, CLONE the fetched git
directory of mauriciosmarinho/DeepLearning (commit ``draw_v4.TJMA``; the pool excludes what
``texts_v2.csv`` holds when it runs). Standard library only. Not imported by tests.
"""

from __future__ import annotations

import sys
from pathlib import Path

from candidates import drawn_before, key, sample, write
from draw_v4 import tjma_row, tjma_types

#: Documents drawn per PJe document type.
CAPS = {"Sentença": 100, "Ata de audiência com despacho, decisão ou sentença": 40}
SEED = 24
FIRST_ID = 2681


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, rows = drawn_before(), []
    by_type = tjma_types(clone)
    for kind, cap in CAPS.items():
        pool = []
        for path in by_type.get(kind, []):
            found = tjma_row(clone, path, kind)
            if key(found["text"]) not in seen:
                seen.add(key(found["text"]))
                pool.append(found)
        print(f"{kind}: {len(pool)} not drawn before")
        for found in sample(pool, cap, SEED):
            rows.append({"id": f"v{FIRST_ID + len(rows)}", **found, "head": kind})
    write(rows, out)


if __name__ == "__main__":
    main()
