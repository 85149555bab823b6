"""Draw candidates for ``texts_v2.csv``: ementas of the Tribunal de Justiça de São Paulo as its
second-instance search (e-SAJ ``cjsg``) listed them on three result pages that Jose de Jesus
Filho saved, while writing his R package, in ``jjesusfilho/tjsp`` - a repository no earlier
draw read (TJSP came in through ``jtrecenti/juscraper``'s test captures, round 13): civil
appeals, agravos, embargos de declaração, recursos inominados of the Colégio Recursal and
criminal appeals and habeas corpus, judged 2020-2023.

Upstream: jjesusfilho/tjsp, fetched snapshot (HEAD 30b6bc0a2c64f0d3ad26f262d37bc802ad57d07a,
whose tree no longer has ``data-raw/``), files :data:`FILES` read with ``git show`` at the
commits that added them: ``data-raw/pagina_2.html`` (a search with 202 acórdãos),
``data-raw/2023_09_06_03_24_51_pagina_1.html`` (62) and
``data-raw/2023_02_09_11_01_00_inicio_2021_01_01_fim_2021_12_31_pagina_1.html`` (17,426). The
repository's other saved result pages are criminal-only searches (homicídio, armas) and were
left out, chosen before reading any ementa. Each page lists 20 results; each result has the
case number, Classe/Assunto, Relator(a), Comarca, Órgão julgador, dates and the ementa, also
as the portal's "sem formatação" block (``textAreaDados_N``), which ends with the citation
line "(TJSP; Classe número; Relator (a): ...; Órgão Julgador: ...; Data do Julgamento: ...)".
Copies with ``PROVENANCE.md``: ``/work/draw-candidates/raw/jjesusfilho+tjsp/``.
Re-runnable: ``python tests/data/outcomes/draw_v19.py CLONE OUT.csv``, CLONE the fetched git
directory.

One origin, ``tjsp-cjsg-jjesusfilho``.

- Text: the "sem formatação" block on single spaces (tags dropped, entities unescaped,
  ``candidates.spaced``): the ementa then the citation line.
- Left out: a result without an ementa (the block reads "N/A" before the citation line: the
  portal had none to show, so there is no ruling to read), and a result whose text's first
  200 characters (lower-cased, ``candidates.key``) are
  those of a text of ``texts.csv`` or ``texts_v2.csv`` or of one kept earlier.
- Draw: at most :data:`CAP` with ``random.Random(SEED)`` (seed 19, ``candidates.sample``), kept
  in file order. Ids start at ``v2201`` (:data:`FIRST_ID`). Labels are added by reading each
  text (``README.md``).
- source: ``jjesusfilho/tjsp@COMMIT:PATH#cdAcordao=N``.
- kind ``ementa``, instance ``appeal``, court ``TJSP``, title empty.
- head (for the labeller only): the Classe/Assunto, the órgão julgador and the case number.

Standard library only. Not imported by tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from candidates import drawn_before, key, sample, show, spaced, write

REPO = "jjesusfilho/tjsp"
FILES = (
    ("d4db564f85a344e407c8fb09e0c3b88c553fe857", "data-raw/pagina_2.html"),
    ("6fc869d9b1ecb5994fb234b3f5f954396d17efe1", "data-raw/2023_09_06_03_24_51_pagina_1.html"),
    ("67aad604b2fc35a5ea385c0fe7db880df55a930f",
     "data-raw/2023_02_09_11_01_00_inicio_2021_01_01_fim_2021_12_31_pagina_1.html"),
)  # fmt: skip
ORIGIN = "tjsp-cjsg-jjesusfilho"
CAP = 40
SEED = 19
FIRST_ID = 2201

RESULT = re.compile(r'<tr class="fundocinza1">')
NUMBER = re.compile(r'title="Visualizar Inteiro Teor" cdAcordao="(\d+)"[^>]*>\s*([\d.-]+)')
PLAIN = re.compile(r'<div id="textAreaDados_\d+" class="mensagemSemFormatacao" >(.*?)</div>', re.S)
NO_EMENTA = "N/A ("
FIELD = r"<strong>\s*{}:\s*</strong>(.*?)</td>"


def field(block: str, name: str) -> str:
    """The value of the result's field ``name`` (Classe/Assunto, Órgão julgador)."""
    found = re.search(FIELD.format(re.escape(name)), block, re.S)
    return spaced(found.group(1)) if found else ""


def results(page: str) -> list[tuple[str, str, str]]:
    """Each result of ``page`` as (cdAcordao, head, text)."""
    found = []
    for block in RESULT.split(page)[1:]:
        number, plain = NUMBER.search(block), PLAIN.search(block)
        head = " | ".join((field(block, "Classe/Assunto"), field(block, "Órgão julgador"),
                           number.group(2)))  # fmt: skip
        found.append((number.group(1), head, spaced(plain.group(1))))
    return found


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, pool = drawn_before(), []
    for commit, path in FILES:
        page = show(clone, commit, path).decode("utf-8")
        for code, head, text in results(page):
            if text.startswith(NO_EMENTA) or key(text) in seen:
                continue
            seen.add(key(text))
            pool.append((f"{REPO}@{commit}:{path}#cdAcordao={code}", head, text))
    rows = []
    for source, head, text in sample(pool, CAP, SEED):
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": ORIGIN, "source": source,
                     "court": "TJSP", "kind": "ementa", "instance": "appeal", "title": "",
                     "text": text, "head": head})  # fmt: skip
    print(f"{len(pool)} distinct texts not drawn before")
    write(rows, out)


if __name__ == "__main__":
    main()
