"""Draw candidates for ``texts_v2.csv`` (issue 28): decisions of the Turmas Recursais of the
federal special courts (JEF) of Rio de Janeiro and Espírito Santo (2nd Region), which no earlier
draw read. They are kept in a public jurisprudence panel of TRF2 and its Turmas Recursais
(mostly social security cases). No public labour-court (TRT or TST) set of appellate texts could
be read here, so this draw is the fallback for that: a court not yet drawn.

Re-runnable: ``python tests/data/outcomes/draw_v11.py REPO OUT.csv`` where REPO is a clone of
hracesar/trf2_previdenciario, read at :data:`COMMIT` (full hash
61164c2c3fedaced0f1d6fdb8c9fb4c478778696), file :data:`PAGE` (``index.html``). The page embeds
the panel's data as a JSON list, ``const DADOS_INICIAIS = [...]``. It has 461 records, each with
these fields: CNJ, ÓRGÃO JULGADOR, CLASSE, ASSUNTO_CORRETO, RELATOR, REFORMA, RESULTADO,
CADASTRO and EMENTA. EMENTA is the text: the ementa when the decision has one, otherwise the part
of the decision the search gave, usually its last ~530 characters. These parts are often cut
inside a vote or inside the electronic-signature block.

One origin, ``trf2-painel-tr``. It takes every record whose court body (ÓRGÃO JULGADOR) is a
Turma Recursal or the Turmas Recursais' Juízo Gestor / Vice-Gestor. The records of TRF2's own
chambers are left out because TRF2 was drawn before (round 6). The panel's REFORMA and RESULTADO
fields are its author's own labels and are never written here.

- Text: the EMENTA field, whitespace runs (newlines, tabs) made single spaces, stripped.
- Left out: empty texts, and a text whose first 200 characters (lower-cased, ``candidates.key``)
  are those of a text of ``texts.csv`` or ``texts_v2.csv`` or of one kept at an earlier
  position. So a text that appears twice is kept once, and so are signature-block fragments
  that differ only in their verification codes.
- Draw: at most :data:`CAP` with ``random.Random(SEED)`` (seed 13), written in list order. Ids
  start at ``v1501`` (:data:`FIRST_ID`). Labels are not written here; they are added by reading
  each text (``README.md``).
- court: ``TR-ES`` when the court body ends "(ES)", ``TR-RJ`` otherwise. The Juízo Gestor signs
  as "Gestora das Turmas Recursais da SJRJ".
- source: ``REPO@COMMIT:index.html#N``, where N is the record's 0-based position in the list.
- head (for the labeller only): court body | class | subject.

Standard library only. Not imported by tests.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from candidates import drawn_before, key, sample, show, write

REPO = "hracesar/trf2_previdenciario"
COMMIT = "61164c2c3fedaced0f1d6fdb8c9fb4c478778696"
PAGE = "index.html"
#: Where the embedded data begins in the page.
DATA_START = '[{"CNJ"'
ORIGIN = "trf2-painel-tr"
CAP = 50
SEED = 13
FIRST_ID = 1501
#: Fields shown to the labeller only, in ``head``.
HEAD = ("ÓRGÃO JULGADOR", "CLASSE", "ASSUNTO_CORRETO")


def records(page: str) -> list[dict[str, str]]:
    """The panel's records: the JSON list embedded in the page."""
    start = page.index(DATA_START)
    found, _ = json.JSONDecoder().raw_decode(page, start)
    return found


def turma_recursal(body: str) -> bool:
    """Whether a court body is a Turma Recursal or the Turmas Recursais' (vice-)gestor."""
    return "TURMA RECURSAL" in body or "TURMAS RECURSAIS" in body


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    page = show(clone, COMMIT, PAGE).decode("utf-8")
    seen = drawn_before()
    pool = []
    for position, record in enumerate(records(page)):
        body = record.get("ÓRGÃO JULGADOR", "")
        text = " ".join(record.get("EMENTA", "").split())
        if not turma_recursal(body) or not text or key(text) in seen:
            continue
        seen.add(key(text))
        pool.append((position, record, text))
    chosen = sample(pool, CAP, SEED)
    rows = []
    for position, record, text in chosen:
        body = record.get("ÓRGÃO JULGADOR", "")
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": ORIGIN,
                     "source": f"{REPO}@{COMMIT}:{PAGE}#{position}",
                     "court": "TR-ES" if body.rstrip().endswith("(ES)") else "TR-RJ",
                     "kind": "ementa or decision excerpt", "instance": "appeal", "title": "",
                     "text": text,
                     "head": " | ".join(record.get(k, "") for k in HEAD)})  # fmt: skip
    print(f"{len(pool)} distinct Turma Recursal texts not drawn before")
    write(rows, out)


if __name__ == "__main__":
    main()
