"""Draw more tuned candidates from TJRJ's and TJMS's curated jurisprudence collections
(``draw_v7.py``'s upstream and origins ``pesquisas-prontas-tjrj`` / ``-tjms``): second-degree
ementas, the kind of the held-out part's largest source (TJAL's appeal ementas).

- Pool: the ementas of both files not drawn before (``candidates.key``), read as ``draw_v7.table``
  reads them; for TJMS only the civil ones (a class or subject that names no criminal class:
  :data:`CRIMINAL`), as a third of its collection is criminal and those are read by their class.
- Draw: :data:`PER_ORIGIN` of each with ``random.Random(SEED)`` (``candidates.sample``), in file
  order; ids from ``v3425`` (:data:`FIRST_ID`). Labels are added by reading each text.

Re-runnable: ``python tests/data/outcomes/draw_v28.py CLONE OUT.csv``, CLONE the fetched git
directory of alfaneo-ai/brazilian-legal-text-dataset. Not imported by tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from candidates import candidate, drawn_before, numbered, sample, unseen, write
from draw_v7 import COMMIT, FILES, HEAD, REPO, table

PER_ORIGIN = 100
SEED = 28
FIRST_ID = 3425
CRIMINAL = re.compile(r"Crim|Penal|Sentido Estrito|Infringentes e de Nulidade|Habeas")


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, rows = drawn_before(), []
    for origin, (court, path) in FILES.items():
        pool = []
        for _, found in table(clone, path).dropna(subset=["ementa"]).iterrows():
            text = " ".join(found["ementa"].split())
            head = " | ".join(
                str(found[c]) for c in HEAD if c in found and isinstance(found[c], str)
            )
            if CRIMINAL.search(head) or not unseen(text, seen):
                continue
            source = f"{REPO}@{COMMIT}:{path}#row{found['row']}"
            pool.append(candidate(origin, source, court, "ementa", "appeal", text, head))
        print(f"{origin}: {len(pool)} not drawn before")
        rows += sample(pool, PER_ORIGIN, SEED)
    write(numbered(rows, FIRST_ID), out)


if __name__ == "__main__":
    main()
