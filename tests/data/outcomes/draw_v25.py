"""Draw tuned candidates from TRT4's acórdãos (origin ``trt4-acordaos``): the dispositive of
each second-instance labour judgment ("ACORDAM os Magistrados integrantes da 1ª Turma do
Tribunal Regional do Trabalho da 4ª Região: por unanimidade, NEGAR PROVIMENTO AO RECURSO
ORDINÁRIO DA RECLAMANTE ..."), 2017-2019, that rhuanbarros/court_decisions_jurimetric_analysis
keeps in a scattertext page (:data:`PAGE`, commit :data:`COMMIT`).

- Pool: the page's texts that name the 4th region ("4ª Região" or "Porto Alegre"; the other
  half is TRT3's, a court of the held-out part, not drawn) and were not drawn before
  (``candidates.key``), on single spaces, the page's trailing "Cabeçalho do acórdão Acórdão"
  (its link labels, no part of the decision) left out. The page's own labels are not read.
- Draw: :data:`SIZE` with ``random.Random(SEED)`` (``candidates.sample``), in page order; ids
  from ``v2821`` (:data:`FIRST_ID`). Labels are added by reading each text.

Re-runnable: ``python tests/data/outcomes/draw_v25.py CLONE OUT.csv``, CLONE the fetched git
directory of the repository. Standard library only. Not imported by tests.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from candidates import candidate, drawn_before, numbered, sample, show, unseen, write

REPO = "rhuanbarros/court_decisions_jurimetric_analysis"
COMMIT = "50a371808b340138bafb8f232a8086bae245ddba"
PAGE = "3_Preparacao_dos_dados/3_3_Exploracao_dataset_manual/Convention-Visualization.html"
SIZE = 120
SEED = 25
FIRST_ID = 2821
_FOURTH = re.compile(r"4ª Região|Porto Alegre")
_LINKS = re.compile(r"\s*Cabeçalho do acórdão\s+Acórdão\s*$")


def texts(clone: Path) -> list[str]:
    """The texts of the page's scattertext corpus (its ``"docs"`` object), in page order."""
    page = show(clone, COMMIT, PAGE).decode("utf-8")
    start = page.index("{", page.index('"docs"'))
    docs, _ = json.JSONDecoder().raw_decode(page[start:])
    return docs["texts"]


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, pool = drawn_before(), []
    for position, text in enumerate(texts(clone)):
        text = " ".join(_LINKS.sub("", text).split())
        if _FOURTH.search(text) and unseen(text, seen):
            source = f"{REPO}@{COMMIT}:{PAGE}#{position}"
            pool.append(candidate("trt4-acordaos", source, "TRT4", "acórdão dispositive",
                                  "appeal", text))  # fmt: skip
    print(f"{len(pool)} TRT4 texts not drawn before")
    write(numbered(sample(pool, SIZE, SEED), FIRST_ID), out)


if __name__ == "__main__":
    main()
