"""Draw candidates for ``texts_v2.csv`` (issue 28): first-instance movements of TJRJ lawsuits
(childhood and youth courts, a family court and a Juizado Especial Cível) with the text of each
act as the court's public case view shows it - sentences, a sentence given in a hearing, a lay
judge's draft and the Juizado judge's homologation of it, decisions, despachos and clerks' acts.

No public set of whole first-instance sentences or labour-court (TRT, TST) decisions that a draw
may read was found (TJSP's e-SAJ first-instance search and TRT3 are held out; the other sets
surveyed were templates, generated texts, metadata or labels without texts, or previews); this
repository holds real first-instance acts of a court that is not held out, so it is the source
of this round, thin as it is.

Re-runnable: ``python tests/data/outcomes/draw_v14.py REPO OUT.csv`` where REPO is a clone (or
the bare git directory) of MinisterioPublicoRJ/robotj, read at :data:`COMMIT` (full hash
946e9547eea6f548609f7ccfaf1c6a13fffece65), file :data:`PATH`
(``extrator/test/fixtures/processos.py``): the test fixtures of the MPRJ's TJRJ case-view
scraper, eight captured result pages of TJRJ's "Consulta Processual - Primeira Instância" (one
more constant, a page fragment, holds no movement). The fixture is read as Python source with
``ast`` (never executed); each page is a string or bytes constant, bytes decoded as UTF-8, or
as Latin-1 (the page's declared ISO-8859-1) when they are not UTF-8.

A page lists the lawsuit's movements, each a table row ``class='tipoMovimento'`` ("Tipo do
Movimento: ...") followed by its labelled fields. A movement is a candidate when it carries a
text: the act's whole text, which the page keeps in a hidden field ``descMovN`` (its
"Ver íntegra" popup), or else the visible "Descrição:" field. One origin, ``tjrj-robotj``.

- Text: that text, HTML tags removed, entities unescaped, every whitespace run (newlines, tabs)
  made a single space, stripped. Title: the movement's type as the page names it ("Sentença -
  Julgado procedente o pedido", "Ato Ordinatório Praticado").
- Left out: a text whose first 200 characters (lower-cased, ``candidates.key``) are those of a
  text of ``texts.csv`` or ``texts_v2.csv`` or of one kept at an earlier position.
- Draw: at most :data:`CAP`. Every movement whose type names a judge's act other than a
  despacho (:data:`JUDGE_ACT`: sentences, decisions, hearings, the lay judge's draft, a
  declinatory ruling) is kept; the rest of the places are filled by ``random.Random(SEED)``
  (seed 14) from the other movements; rows are written in page and movement order. Ids start at
  ``v1801`` (:data:`FIRST_ID`). Labels are not written here; they are added by reading each
  text (``README.md``).
- source: ``REPO@COMMIT:PATH#NAME:K``, NAME the fixture's constant (the page), K the movement's
  0-based position on the page (newest first, as the page lists them).
- head (for the labeller only): the court body (vara or juizado) | the lawsuit's class.

Standard library only. Not imported by tests; never imports lawkit.
"""

from __future__ import annotations

import ast
import random
import re
import sys
from pathlib import Path

from candidates import drawn_before, key, show, spaced, write

REPO = "MinisterioPublicoRJ/robotj"
COMMIT = "946e9547eea6f548609f7ccfaf1c6a13fffece65"
PATH = "extrator/test/fixtures/processos.py"
ORIGIN = "tjrj-robotj"
CAP = 50
SEED = 14
FIRST_ID = 1801
#: A movement's row, which opens it.
MOVEMENT = re.compile(r"<tr\s+class=['\"]tipoMovimento['\"]>")
#: A labelled field: its label cell and its value cell.
FIELD = re.compile(r"<td[^>]*class='negrito'>(.*?)</td>\s*<td[^>]*class='normal'>(.*?)</td>", re.S)
#: The act's whole text, kept in a hidden field.
WHOLE = re.compile(r'<input type="HIDDEN" name="descMov\d+" value="(.*?)">', re.S)
#: Movement types kept whenever they carry a text (the judge's acts other than despachos).
JUDGE_ACT = re.compile(r"^(Sentença|Decisão|Audiência|Remessa ao Juiz Leigo|Declínio)")
#: The kind written for a movement type (by its first word); others are "movement text".
KINDS = {
    "Sentença": "sentence (movement text)",
    "Decisão": "decision (movement text)",
    "Audiência": "hearing record (movement text)",
    "Remessa": "lay judge's draft (movement text)",
    "Despacho": "despacho (movement text)",
    "Ato": "clerk's act (movement text)",
}


def pages(source: str) -> list[tuple[str, str]]:
    """The fixture's constants (name, page text) in file order, read without running it."""
    found = []
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            value = node.value.value
            if isinstance(value, bytes):
                try:
                    value = value.decode("utf-8")
                except UnicodeDecodeError:
                    value = value.decode("latin-1")
            if isinstance(value, str):
                found.append((node.targets[0].id, value))
    return found


def header(page: str) -> str:
    """The court body and class of a page's lawsuit, for ``head``."""
    cells = [spaced(c) for c in re.findall(r"<td[^>]*>(.*?)</td>", MOVEMENT.split(page)[0], re.S)]
    cells = [c for c in cells if c]
    body = next(
        (c for i, c in enumerate(cells) if i and cells[i - 1].startswith(("Comarca", "Regional"))),
        "",
    )
    klass = next((cells[i + 1] for i, c in enumerate(cells[:-1]) if c == "Classe:"), "")
    return f"{body} | {klass}"


def movements(page: str) -> list[tuple[int, str, str]]:
    """(position, type, text) of each movement of a page that carries a text."""
    found = []
    for position, block in enumerate(MOVEMENT.split(page)[1:]):
        fields = {spaced(label): value for label, value in FIELD.findall(block)}
        whole = WHOLE.findall(block)
        text = spaced(whole[0]) if whole else spaced(fields.get("Descrição:", ""))
        if text:
            found.append((position, spaced(fields.get("Tipo do Movimento:", "")), text))
    return found


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    source = show(clone, COMMIT, PATH).decode("utf-8")
    seen = drawn_before()
    pool = []
    for order, (name, page) in enumerate(pages(source)):
        head = header(page)
        for position, title, text in movements(page):
            if key(text) in seen:
                continue
            seen.add(key(text))
            pool.append(((order, position), name, position, title, text, head))
    kept = [p for p in pool if JUDGE_ACT.match(p[3])]
    rest = [p for p in pool if not JUDGE_ACT.match(p[3])]
    kept += random.Random(SEED).sample(rest, max(0, min(CAP - len(kept), len(rest))))
    rows = []
    for _, name, position, title, text, head in sorted(kept, key=lambda p: p[0]):
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": ORIGIN,
                     "source": f"{REPO}@{COMMIT}:{PATH}#{name}:{position}", "court": "TJRJ",
                     "kind": KINDS.get(title.split(" ")[0], "movement text"), "instance": "first",
                     "title": title, "text": text, "head": head})  # fmt: skip
    print(f"{len(pool)} distinct movement texts not drawn before, {len(kept)} kept")
    write(rows, out)


if __name__ == "__main__":
    main()
