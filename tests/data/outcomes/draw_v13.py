"""Draw candidates for ``texts_v2.csv`` (issue 28): ementas of acórdãos of the Tribunal de
Justiça do Rio Grande do Sul (TJRS), its Câmaras Cíveis (Sétima, Oitava, Primeira Especial
Cível ...), as the court's own jurisprudence search gives them: the whole ementa, which ends with
the session's result ("RECURSO DESPROVIDO.", "DERAM PROVIMENTO. UNÂNIME.") and then the court's
citation "(Agravo de Instrumento, Nº ..., Oitava Câmara Cível, Tribunal de Justiça do RS,
Relator: ..., Julgado em: ...)". The only earlier TJRS texts were Turmas Recursais' ementas
(juscraper's captures); these are the Câmaras', from an upstream no draw had read.

Re-runnable: ``python tests/data/outcomes/draw_v13.py REPO OUT.csv`` where REPO is a clone of
gabe-dss/4kids (a FURG student's research on children's cases), read at :data:`COMMIT` (full
hash d4a42e04351209c2e4d1e3b47dc11b7bba4d2291), file :data:`PATH` (``data.txt``). The author
searched TJRS's jurisprudence for "acolhimento institucional E convivencia familiar" (its
``R/02_org.R``), kept the acórdãos and wrote them for IRAMUTEQ: each text is a line
``**** *cod_<ementa code> *ori_<origin> *tipo_proc_<kind of case> *ano_<year> *rel_<rapporteur>``
followed by one line, the ementa (``ementa_completa``, which the author's script already put on
single spaces with ``stringr::str_squish``). 78 texts, all of one subject (children in
institutional care, the family's contact with them: civil ECA cases, two criminal execution
appeals and a conflict of competence among them).

One origin, ``tjrs-ementas-acolhimento``.

- Text: the ementa line as the file gives it, stripped at its ends and with whitespace runs made
  single spaces (the file has none inside a line). Nothing else is changed: an HTML entity the
  search left in (``&#x200B;``) and a quotation mark doubled by the author's ``readr`` export
  (``""``) stay as they are.
- Left out: a text whose first 200 characters (lower-cased, ``candidates.key``) are those of a
  text of ``texts.csv`` or ``texts_v2.csv`` or of one kept at an earlier position.
- Draw: at most :data:`CAP` with ``random.Random(SEED)`` (seed 14), written in file order. Ids
  start at ``v1701`` (:data:`FIRST_ID`). Labels are not written here; they are added by reading
  each text (``README.md``).
- source: ``REPO@COMMIT:data.txt#N``, N the text's 0-based position among the file's texts.
- kind ``ementa``, instance ``appeal``, court ``TJRS``, title empty.
- head (for the labeller only): the kind of case and the origin, from the text's header line.

Standard library only (and ``git``). Not imported by tests.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from candidates import drawn_before, key, sample, show, write

REPO = "gabe-dss/4kids"
COMMIT = "d4a42e04351209c2e4d1e3b47dc11b7bba4d2291"
PATH = "data.txt"
ORIGIN = "tjrs-ementas-acolhimento"
CAP = 50
SEED = 14
FIRST_ID = 1701
#: A text's header line: ementa code, origin (comarca), kind of case, year, rapporteur.
HEADER = re.compile(
    r"^\*\*\*\* \*cod_(?P<cod>\S+) \*ori_(?P<ori>.*?) \*tipo_proc_(?P<tipo>\S+) "
    r"\*ano_(?P<ano>\S+) \*rel_(?P<rel>.*)$"
)


def texts(data: str) -> list[tuple[dict[str, str], str]]:
    """The file's texts in order: each header's fields and the ementa lines under it."""
    found: list[tuple[dict[str, str], list[str]]] = []
    for line in data.split("\n"):
        match = HEADER.match(line)
        if match:
            found.append((match.groupdict(), []))
        elif found and line.strip():
            found[-1][1].append(line)
    return [(fields, " ".join(" ".join(lines).split())) for fields, lines in found]


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    data = show(clone, COMMIT, PATH).decode("utf-8")
    seen = drawn_before()
    pool = []
    for position, (fields, text) in enumerate(texts(data)):
        if not text or key(text) in seen:
            continue
        seen.add(key(text))
        pool.append((position, fields, text))
    chosen = sample(pool, CAP, SEED)
    rows = []
    for position, fields, text in chosen:
        head = f"{fields['tipo'].replace('_', ' ')} | {fields['ori']}"
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": ORIGIN,
                     "source": f"{REPO}@{COMMIT}:{PATH}#{position}", "court": "TJRS",
                     "kind": "ementa", "instance": "appeal", "title": "", "text": text,
                     "head": head})  # fmt: skip
    print(f"{len(pool)} distinct texts not drawn before")
    write(rows, out)


if __name__ == "__main__":
    main()
