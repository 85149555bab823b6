"""Draw the candidates of round 12 for ``texts_v2.csv`` (issue 28): federal appellate decisions
as the Conselho da Justiça Federal's unified jurisprudence search lists them - the ementa, when
the page gives one, then the session's result line ("A Turma, por unanimidade, negou provimento
à apelação"), or a monocratic decision whole - a search no earlier draw read (its results here
are TRF1's).

Re-runnable: ``python tests/data/outcomes/draw_v8.py REPO OUT.csv`` where REPO is a clone of
jjesusfilho/cjf (read at :data:`COMMIT`): :data:`PAGE`, one result page of 50 documents, each
a table of labelled fields (``span.label_pontilhada``: Classe, Órgão julgador, Ementa, Decisão
...). Every document is a candidate (origin ``cjf-jurisprudencia``): its Ementa and Decisão
fields, tags removed, entities unescaped, on single spaces, joined by a space. A text already in
``texts.csv`` or ``texts_v2.csv`` (its first 200 characters, lower-cased) is left out. Ids from
:data:`FIRST_ID` on, without labels (added by reading each text, ``README.md``); the class and
the court body go to a ``head`` column for the labeller only. Standard library only. Not
imported by tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from candidates import drawn_before, key, show, spaced, write

REPO = "jjesusfilho/cjf"
COMMIT = "d6a2048eabd25de457a67a51b3a4680a542170a9"
PAGE = "data-raw/2020_11_21_07_13_40cfj_cjsg_pagina_0.html"
FIRST_ID = 1201
#: The document's type -> its kind: an acórdão is its ementa and the session's result line; a
#: monocratic decision's "Decisão" field is the whole decision.
KINDS = {"Acórdão": "ementa + result line", "DECISAO MONOCRATICA": "decisão monocrática"}
#: Fields shown to the labeller only, in ``head``.
HEAD = ("Classe", "Órgão julgador")
#: A labelled field of a document: the document's number, the label, the value's HTML.
FIELD = re.compile(
    r'tabelaDocumentos:(\d+):[^"]*"[^>]*>\s*<tr>\s*<td><span class="label_pontilhada">([^<]+)'
    r"</span></td>\s*</tr>\s*<tr>\s*<td[^>]*>(.*?)</td>",
    re.S,
)


def documents(page: str) -> dict[int, dict[str, str]]:
    """The labelled fields of each document of a result page, by its number."""
    found: dict[int, dict[str, str]] = {}
    for number, label, value in FIELD.findall(page):
        found.setdefault(int(number), {})[label.strip()] = spaced(value)
    return found


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    page = show(clone, COMMIT, PAGE).decode("utf-8")
    seen = drawn_before()
    rows = []
    for number, fields in sorted(documents(page).items()):
        text = " ".join(filter(None, (fields.get("Ementa"), fields.get("Decisão"))))
        if not text or key(text) in seen:
            continue
        seen.add(key(text))
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": "cjf-jurisprudencia",
                     "source": f"{REPO}@{COMMIT}:{PAGE}#{number}", "court": "TRF1",
                     "kind": KINDS.get(fields.get("Tipo", ""), "decision"),
                     "instance": "appeal", "title": "", "text": text,
                     "head": " | ".join(fields.get(k, "") for k in HEAD)})  # fmt: skip
    write(rows, out)


if __name__ == "__main__":
    main()
