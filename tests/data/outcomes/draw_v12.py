"""Draw candidates for ``texts_v2.csv`` (issue 28): whole first-instance decisions of the
Justiça Federal no Rio Grande do Norte (JFRN, the 5th Region's first instance, whose appeals go to
TRF5), kept by the JFRN's own public hackathon repository ("Hackathon Justiça na Ponta dos
Dedos", April 2018) - a court and an upstream no earlier draw read.

No public set of TRF5 appellate texts could be read here: marcellofilgueiras/trf5 holds only R
scraper code (its downloaded JSONs were never committed), eliasjacob/paper_brcad5 (BrCAD-5) only
models and predicted labels (its texts are on Kaggle), and the other TRF5 scrapers at hand hold
code or process pages. This repository is the fallback: a federal court not yet drawn, with
four whole sentences and two decisions on a tutela, as PJe gave them (civil and social security,
no criminal case).

Re-runnable: ``python tests/data/outcomes/draw_v12.py REPO OUT.csv`` where REPO is a clone (or
the git directory, no work tree needed) of justicafederalRN/hackathonjfrn read at :data:`COMMIT`
(full hash e69a6892f63e42bf2985fc90df26511a65006660). The teams committed metadata (process
numbers, classes, a procedente/improcedente flag; never read here) and a handful of documents;
:data:`DOCUMENTS` are every court decision among them:

- ``Grupo 04/get_juri/pdf_text.txt`` and ``text.txt``: two sentences as a PDF-to-text tool gave
  them; ``Grupo 04/get_juri/test.html``: a sentence as pdftohtml gave it (absolutely positioned
  boxes), read with ``<br>`` and ``</div>`` as line breaks, tags removed, entities unescaped.
- ``Grupo 05/Aplicação - Grupo 05/Hackathon-API/pro/0809647-68.2016.4.05.8400 {Sentença,Tutela,
  Tutela Reforma 1}.pdf``: one case's sentence and its two decisions on the tutela, read with
  pypdf, pages joined by a line break. The ``.txt`` beside them are lossy copies of the same PDFs
  (the first letter of many lines is lost, "ndefiro-o"), so the PDFs are read instead.

Left out: the parties' petitions beside them (``Inicial``, ``CONTESTAÇÃO``), a clerk's term of
migration (``Grupo 09/mining-lab/*.pdf``), slides, SQL dumps and spreadsheets of metadata.

Text: each line on single spaces (tabs, form feeds, runs of spaces made one space), empty lines
dropped, nothing else changed. A text whose first 200 characters (lower-cased,
``candidates.key``) are those of a text of ``texts.csv`` or ``texts_v2.csv`` is left out; within
this draw only a text identical to one read before is (the two tutela decisions open with the
same 200 characters, the browser's print header - date and PJe address - not the decision's
words, so the key would wrongly merge them). Of the rest at most :data:`SIZE` are drawn with
``random.Random(SEED)`` (seed 14) and written by path; ids from ``v1601`` (:data:`FIRST_ID`) on,
without labels (added by reading each text, ``README.md``). Origin ``hackathon-jfrn``; court
``JFRN``; instance ``first``; title empty (the files are named by the teams, not by the court);
``source`` is ``REPO@COMMIT:path#0`` (each file holds one document); ``head`` (for the labeller
only) is the first 300 characters (class, parties, court body). Needs pypdf
(``/tmp/pdfenv/bin/python``); otherwise the standard library. Not imported by tests.
"""

from __future__ import annotations

import html
import io
import random
import re
import sys
from pathlib import Path

from candidates import drawn_before, key, show, write
from pypdf import PdfReader

REPO = "justicafederalRN/hackathonjfrn"
COMMIT = "e69a6892f63e42bf2985fc90df26511a65006660"
FIRST_ID = 1601
SIZE = 50
SEED = 14
_PRO = "Grupo 05/Aplicação - Grupo 05/Hackathon-API/pro/0809647-68.2016.4.05.8400"
#: Each court decision of the snapshot: its path, how it is read, its kind.
DOCUMENTS = (
    ("Grupo 04/get_juri/pdf_text.txt", "text", "sentença"),
    ("Grupo 04/get_juri/test.html", "html", "sentença"),
    ("Grupo 04/get_juri/text.txt", "text", "sentença"),
    (f"{_PRO} Sentença.pdf", "pdf", "sentença"),
    (f"{_PRO} Tutela Reforma 1.pdf", "pdf", "decisão"),
    (f"{_PRO} Tutela.pdf", "pdf", "decisão"),
)


def lines_spaced(text: str) -> str:
    """``text`` with each line on single spaces and no empty lines."""
    return "\n".join(filter(None, (" ".join(line.split()) for line in text.splitlines())))


def read(data: bytes, how: str) -> str:
    """A document's text, read as :data:`DOCUMENTS` says."""
    if how == "pdf":
        raw = "\n".join(page.extract_text() or "" for page in PdfReader(io.BytesIO(data)).pages)
    elif how == "html":
        marked = re.sub(r"(?i)<br\s*/?>|</div>", "\n", data.decode("utf-8"))
        raw = html.unescape(re.sub(r"<[^>]+>", "", marked))
    else:
        raw = data.decode("utf-8")
    return lines_spaced(raw)


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    before = drawn_before()
    texts: list[tuple[str, str, str]] = []
    for path, how, kind in sorted(DOCUMENTS):
        text = read(show(clone, COMMIT, path), how)
        if not text or key(text) in before or text in {t for _, _, t in texts}:
            print(f"left out ({'drawn before' if text else 'no text'}): {path}", file=sys.stderr)
            continue
        texts.append((path, kind, text))
    drawn = sorted(random.Random(SEED).sample(texts, min(SIZE, len(texts))))
    rows = [{"id": f"v{FIRST_ID + n}", "origin": "hackathon-jfrn",
             "source": f"{REPO}@{COMMIT}:{path}#0", "court": "JFRN", "kind": kind,
             "instance": "first", "title": "", "text": text, "head": text[:300]}
            for n, (path, kind, text) in enumerate(drawn)]  # fmt: skip
    write(rows, out)


if __name__ == "__main__":
    main()
