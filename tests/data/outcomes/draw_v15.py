"""Draw candidates for ``texts_v2.csv`` (issue 28, ids v1901 on): STJ acórdãos as the court's own
jurisprudence search (SCON, base ACOR) lists them - each the ementa, then the session's result
line ("acordam os Ministros da Primeira Turma ..., por unanimidade, negar provimento ao
recurso") - from result pages a scraper's author kept as test fixtures (mostly civil,
administrative and tax cases of 2018-2020; a few criminal ones).

Re-runnable: ``python tests/data/outcomes/draw_v15.py REPO OUT.csv`` where REPO is a clone of
jjesusfilho/stj with its history (the pages were later deleted; each is read at the commit that
added it, :data:`PAGES`):

- 0f2665dccefae93bd56b18cc4066f35d3ea091e9 ``data-raw/teste/2019_09_06_07_37_59_pagina_1.html``
  and ``..._07_38_00_pagina_11.html`` (a search for "dissolução", documents 1-12; its pages 21
  and 31 hold no document);
- 7dce497083cac4b52d8cfe2cc32bd305ee72406b ``data-raw/teste/2021_03_22_12_10_1{0,2,3}_acor_``
  ``data_inicial20200101_data_final_20201231_pagina_{1,11,21}.html`` (acórdãos published in
  2020, documents 1-30);
- 6eee04e72ee3966e83c35a8e67ed65d5dd140376
  ``data-raw/teste/2021_03_27_06_05_42_acor_data_inicial__data_final__pagina_1.html``
  (documents 1-10 of another search).

The same commits' monocratic-decision pages (``..._mono_pagina_*.html``, nearly all habeas
corpus) are not read. Of the 52 documents, 5 are left out as repeats (four identical ementas of
the last page, one habeas corpus), leaving 47; one ementa is empty at the source (its text is
the result line alone).

The pages are ISO-8859-1. Each document (its search number, ``DOC<n>``) is a list of labelled
fields (``docTitulo`` / ``docTexto``: Processo, Relator(a), Órgão Julgador, Ementa, Acórdão
...); its text is the Ementa and the Acórdão fields, tags removed (``<br>`` as a space),
entities unescaped, on single spaces, joined by a space. A text already in ``texts.csv`` or
``texts_v2.csv`` (:func:`candidates.key`) or met earlier in the draw is left out; of the rest,
at most :data:`DRAWN` are drawn with ``random.Random(21)`` and kept in page order. Ids from
:data:`FIRST_ID` on, without labels (added by reading each text, ``README.md``); the process
(class, number) and the court body go to a ``head`` column for the labeller only. Needs git;
standard library only. Not imported by tests.
"""

from __future__ import annotations

import html
import random
import re
import subprocess
import sys
from pathlib import Path

from candidates import drawn_before, key, write

REPO = "jjesusfilho/stj"
#: (commit, path) of each result page read, in order.
PAGES = (
    ("0f2665dccefae93bd56b18cc4066f35d3ea091e9",
     "data-raw/teste/2019_09_06_07_37_59_pagina_1.html"),
    ("0f2665dccefae93bd56b18cc4066f35d3ea091e9",
     "data-raw/teste/2019_09_06_07_38_00_pagina_11.html"),
    ("7dce497083cac4b52d8cfe2cc32bd305ee72406b",
     "data-raw/teste/2021_03_22_12_10_10_acor_data_inicial20200101_data_final_20201231"
     "_pagina_1.html"),
    ("7dce497083cac4b52d8cfe2cc32bd305ee72406b",
     "data-raw/teste/2021_03_22_12_10_12_acor_data_inicial20200101_data_final_20201231"
     "_pagina_11.html"),
    ("7dce497083cac4b52d8cfe2cc32bd305ee72406b",
     "data-raw/teste/2021_03_22_12_10_13_acor_data_inicial20200101_data_final_20201231"
     "_pagina_21.html"),
    ("6eee04e72ee3966e83c35a8e67ed65d5dd140376",
     "data-raw/teste/2021_03_27_06_05_42_acor_data_inicial__data_final__pagina_1.html"),
)  # fmt: skip
FIRST_ID = 1901
#: At most this many candidates are drawn.
DRAWN = 40
SEED = 21
#: Fields shown to the labeller only, in ``head``.
HEAD = ("Processo", "Órgão Julgador")
#: Where a document starts: its number in the search.
DOC = re.compile(r'(?:id|name)="DOC(\d+)"')
#: A field's label (the text before any nested tag) ...
TITLE = re.compile(r'class="docTitulo"[^>]*>([^<]*)')
#: ... and its value, the next ``docTexto`` element.
VALUE = re.compile(r'class="docTexto"[^>]*>(.*?)</(?:pre|div)>', re.S)


def spaced(text: str) -> str:
    """``text`` without tags (``<br>`` a space), entities unescaped, on single spaces."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split())


def documents(page: str) -> list[tuple[int, dict[str, str]]]:
    """The labelled fields of each document of a result page, with its number."""
    found = []
    starts = list(DOC.finditer(page))
    ends = [start.start() for start in starts[1:]] + [len(page)]
    for here, end in zip(starts, ends, strict=True):
        chunk = page[here.end() : end]
        fields: dict[str, str] = {}
        for title in TITLE.finditer(chunk):
            value = VALUE.search(chunk, title.end())
            if value:
                fields.setdefault(spaced(title.group(1)), spaced(value.group(1)))
        if "Processo" in fields:
            found.append((int(here.group(1)), fields))
    return found


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = drawn_before()
    pool = []
    for commit, path in PAGES:
        shown = subprocess.run(["git", "-C", str(clone), "show", f"{commit}:{path}"],
                               check=True, capture_output=True)  # fmt: skip
        page = shown.stdout.decode("latin-1")
        for number, fields in documents(page):
            text = " ".join(filter(None, (fields.get("Ementa"), fields.get("Acórdão"))))
            if not text or key(text) in seen:
                continue
            seen.add(key(text))
            pool.append((f"{REPO}@{commit}:{path}#{number}", text,
                         " | ".join(fields.get(k, "") for k in HEAD)))  # fmt: skip
    chosen = sorted(random.Random(SEED).sample(range(len(pool)), min(DRAWN, len(pool))))
    rows = []
    for index in chosen:
        source, text, head = pool[index]
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": "stj-scon-acordaos",
                     "source": source, "court": "STJ", "kind": "ementa + result line",
                     "instance": "appeal", "title": "", "text": text, "head": head})  # fmt: skip
    print(f"{len(pool)} texts in the pool")
    write(rows, out)


if __name__ == "__main__":
    main()
