"""Draw candidates for ``texts_v2.csv`` (issue 28): ementas of acórdãos of the Tribunal de
Justiça de Sergipe (TJSE), a court no earlier draw read - its Câmaras Cíveis' appeals, agravos de
instrumento, embargos de declaração, a mandado de segurança and an ação rescisória of 2026 - as
a public search tool's author kept them: each ementa's first 400 characters, the caption in
capitals that in TJSE's (CNJ's 2024) form ends with the result ("... RECURSO CONHECIDO E
DESPROVIDO.I. CASO EM EXAME ..."); a caption longer than that is cut before its result.

Re-runnable: ``python tests/data/outcomes/draw_v16.py REPO OUT.csv`` where REPO is a clone of
robertogecia/mcp-tjse-jurisprudencia, read at :data:`COMMIT` (full hash
ddabe46b715a2645a850dd5f34005d6845dacd43), files :data:`PATHS` (``harness/_cand_t5_resp_estado
.txt`` and ``harness/_cand_t6_usucapiao.txt``) - or, since no snapshot of that repository can
be had here, a directory holding the two files as the tool library's ``read_file`` returned
them, each path's ``/`` written ``__`` (``harness___cand_t5_resp_estado.txt``; saved in
``/work/draw-candidates/raw/robertogecia+mcp-tjse-jurisprudencia/``, whose ``PROVENANCE.md``
gives their lengths, 16,012 and 30,932 characters, equal to the index's). The author's search
harness listed, for two of its test queries (the State's civil liability; usucapião and
possession), the candidate acórdãos of TJSE's Boletim Jurídico index (June-August 2026), one a
line pair: ``<acórdão number> | <class> | <rapporteur> | <ementa[:400]>`` then a blank line.
100 texts, all civil (the classes are Apelação Cível, Agravo de Instrumento, Embargos de
Declaração Cível, Mandado de Segurança Cível, Ação Rescisória; none is criminal, and a criminal
class, had there been one, would be left out by :data:`CRIMINAL`).

One origin, ``tjse-boletim-ementas``.

- Text: the ementa field as the file gives it, whitespace runs made single spaces and the ends
  stripped (the cut often leaves a trailing space, and TJSE's export runs headings together:
  "DESPROVIDO.I. CASO EM EXAME1."; both kept as they are otherwise).
- Left out: a text whose first 200 characters (lower-cased, ``candidates.key``) are those of a
  text of ``texts.csv`` or ``texts_v2.csv`` or of one kept at an earlier position.
- Draw: at most :data:`CAP` with ``random.Random(SEED)`` (seed 21, ``candidates.sample``), kept
  in file order. Ids start at ``v1951`` (:data:`FIRST_ID`). Labels are not written here; they
  are added by reading each text (``README.md``).
- source: ``REPO@COMMIT:PATH#N``, N the line's 0-based position in its file.
- kind ``ementa (first 400 characters)``, instance ``appeal``, court ``TJSE``, title empty.
- head (for the labeller only): the class, the rapporteur and the acórdão's number.

Standard library only (and ``git`` when REPO is a clone). Not imported by tests.
"""

from __future__ import annotations

import sys
from pathlib import Path

from candidates import drawn_before, key, sample, show, write

REPO = "robertogecia/mcp-tjse-jurisprudencia"
COMMIT = "ddabe46b715a2645a850dd5f34005d6845dacd43"
PATHS = ("harness/_cand_t5_resp_estado.txt", "harness/_cand_t6_usucapiao.txt")
ORIGIN = "tjse-boletim-ementas"
CAP = 40
SEED = 21
FIRST_ID = 1951
#: Words of a class that would make a line a criminal case's (none in these files).
CRIMINAL = ("criminal", "habeas", "penal", "sentido estrito")


def read(repo: Path, path: str) -> str:
    """``path`` as saved in a directory of ``read_file`` answers, or from a clone at COMMIT."""
    saved = repo / path.replace("/", "__")
    if saved.is_file():
        return saved.read_text(encoding="utf-8")
    return show(repo, COMMIT, path).decode("utf-8")


def lines(data: str) -> list[tuple[int, list[str]]]:
    """The file's lines in order, each its position and fields (number, class, rapporteur,
    ementa)."""
    found = []
    for position, line in enumerate(part for part in data.split("\n\n") if part.strip()):
        found.append((position, line.split(" | ", 3)))
    return found


def main() -> None:
    repo, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = drawn_before()
    pool = []
    for path in PATHS:
        for position, (number, klass, rapporteur, ementa) in lines(read(repo, path)):
            text = " ".join(ementa.split())
            if any(word in klass.lower() for word in CRIMINAL):
                continue
            if not text or key(text) in seen:
                continue
            seen.add(key(text))
            pool.append((path, position, f"{klass} | {rapporteur} | acórdão {number}", text))
    rows = []
    for path, position, head, text in sample(pool, CAP, SEED):
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": ORIGIN,
                     "source": f"{REPO}@{COMMIT}:{path}#{position}", "court": "TJSE",
                     "kind": "ementa (first 400 characters)", "instance": "appeal",
                     "title": "", "text": text, "head": head})  # fmt: skip
    print(f"{len(pool)} distinct texts not drawn before")
    write(rows, out)


if __name__ == "__main__":
    main()
