"""Draw candidates for ``texts_v2.csv`` (issue 28): acórdãos of the Tribunal Regional Federal da
1ª Região (TRF1) as its own jurisprudence portal (``jurisprudencia.trf1.jus.br``) lists them, an
upstream no earlier draw read (TRF1 came in only through the CJF's unified search, round 9):
civil appeals, agravos de instrumento, embargos de declaração, an ação civil pública, criminal
appeals and habeas corpus of the Third and Ninth Turmas (and others), judged in 2026.

Upstream: robertogecia/trf1-jurisprudencia-mcpb at :data:`COMMIT` (full hash
edcc0d85699810743fc74fc6e38353ff84b9b137), files :data:`PATHS`
(``test/fixtures/02_busca_dano_moral.xml`` and ``test/fixtures/04_pagina2.xml``): the author
saved, as fixtures of a search client, the portal's answers (PrimeFaces partial responses) to a
real search, page 1 (documents ``formulario:tabelaDocumentos:0`` to ``:29``) and page 2
(``:30`` to ``:59``). Each document is a table ``doc_NNNNNNN`` with the fields Tipo, Número,
Classe, Relator(a), Origem, Órgão julgador, Data, Ementa, Decisão and a link to the whole text.
The draw read documents 0-49.

No snapshot of that repository can be fetched here, so the two files were read with the tool
library's ``read_file`` (pages of 16,000 characters) and, per document, the fields used were
transcribed by hand into ``decisoes.jsonl`` (one JSON object a line: file, index, doc, numero,
classe, orgao, page_offset, caption, decisao), tags dropped as a browser shows them (the
portal's search-term highlighting ``<font color="blue"><b>...</b></font>`` removed), whitespace
runs made single spaces; the source's own glued words kept ("por unanimidade,negar
provimentoàapelação"). Saved in ``/work/draw-candidates/raw/robertogecia+trf1-jurisprudencia-mcpb/``
with ``PROVENANCE.md``. Re-runnable: ``python tests/data/outcomes/draw_v17.py DIR OUT.csv``,
DIR that directory.

One origin, ``trf1-juris-acordaos``.

- Text: the ementa's caption (the paragraph in capitals before "I. CASO EM EXAME" or "1.",
  which in this form ends with the result, "RECURSO DESPROVIDO.") then a space and the Decisão
  field (the session's result line, the place, date and signature; on Ninth Turma documents
  also "Ementa elaborada por IA nos termos da Resolução CNJ 615/2025"). The ementa's numbered
  body (case, question, reasons, dispositivo, tese) is left out: the caption and the session
  line state the result, and the body would make most texts repeat it three times.
- Left out: a document already kept (page 2 repeats one document of page 1, doc_1172875), and
  a text whose first 200 characters (lower-cased, ``candidates.key``) are those of a text of
  ``texts.csv`` or ``texts_v2.csv`` or of one kept at an earlier position (doc_1172863, whose
  caption opens as doc_1172922's does). 48 of the 50 documents read are kept.
- Draw: at most :data:`CAP` with ``random.Random(SEED)`` (seed 17, ``candidates.sample``), kept
  in file order. Ids start at ``v2001`` (:data:`FIRST_ID`). Labels are not written here; they
  are added by reading each text (``README.md``).
- source: ``REPO@COMMIT:PATH#formulario:tabelaDocumentos:N/doc_NNNNNNN``.
- kind ``ementa caption and session result``, instance ``appeal``, court ``TRF1``, title empty.
- head (for the labeller only): the class, the órgão julgador and the case number.

Standard library only. Not imported by tests.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from candidates import drawn_before, key, sample, write

REPO = "robertogecia/trf1-jurisprudencia-mcpb"
COMMIT = "edcc0d85699810743fc74fc6e38353ff84b9b137"
PATHS = ("test/fixtures/02_busca_dano_moral.xml", "test/fixtures/04_pagina2.xml")
EXTRACT = "decisoes.jsonl"
ORIGIN = "trf1-juris-acordaos"
CAP = 50
SEED = 17
FIRST_ID = 2001


def documents(folder: Path) -> list[dict]:
    """The transcribed documents in file and position order."""
    with (folder / EXTRACT).open(encoding="utf-8") as handle:
        found = [json.loads(line) for line in handle if line.strip()]
    assert all(item["file"] in PATHS for item in found)
    return sorted(found, key=lambda item: (PATHS.index(item["file"]), item["index"]))


def main() -> None:
    folder, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, docs = drawn_before(), set()
    pool = []
    for item in documents(folder):
        text = " ".join(f"{item['caption']} {item['decisao']}".split())
        if item["doc"] in docs or key(text) in seen:
            continue
        docs.add(item["doc"])
        seen.add(key(text))
        source = f"{REPO}@{COMMIT}:{item['file']}#formulario:tabelaDocumentos:{item['index']}"
        head = f"{item['classe']} | {item['orgao']} | {item['numero']}"
        pool.append((f"{source}/{item['doc']}", head, text))
    rows = []
    for source, head, text in sample(pool, CAP, SEED):
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": ORIGIN, "source": source,
                     "court": "TRF1", "kind": "ementa caption and session result",
                     "instance": "appeal", "title": "", "text": text, "head": head})  # fmt: skip
    print(f"{len(pool)} distinct texts not drawn before")
    write(rows, out)


if __name__ == "__main__":
    main()
