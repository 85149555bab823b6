"""Draw the candidates of round 9 for ``texts_v2.csv`` (issue 28): the ends of TJRO acórdãos, a
court no earlier draw read, from a capture kept as a test fixture by a public repository that
cannot be cloned here (its file was read page by page through the tool library's ``read_file``
and saved as read; ``PROVENANCE.md`` in the raw directory gives its length and commit).

Re-runnable: ``python tests/data/outcomes/draw_v6.py RAW_DIR OUT.csv`` where RAW_DIR holds the
file under ``robertogecia+tjro-jurisprudencia-mcp/test__fixtures__acordaos-partes.json``.

One origin, ``pje-tjro-acordaos``: robertogecia/tjro-jurisprudencia-mcp's
``test/fixtures/acordaos-partes.json``, a list of {nr_processo, classe, cabeca, fecho}. Each
``fecho`` - the acórdão's last ~900 characters, cut at its start: the end of the ementa or the
vote, then the ACÓRDÃO clause ("acordam ... em, RECURSO NÃO PROVIDO ...") - is a text, as the
project wants texts cut at the start; the first 300 characters of its ``cabeca`` go to a
``head`` column for the labeller only (the class, e.g. a criminal appeal). Texts are compared on
single spaces: one twice is drawn once, and one whose first 200 characters (lower-cased) are
those of a text of ``texts.csv`` or ``texts_v2.csv`` is left out. Every candidate is written (id
from ``v989`` on; origin, source, court, kind, instance, title, text, head), without labels;
nothing is sampled. Standard library only. Not imported by tests.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

from candidates import drawn_before, key, write

REPO = "robertogecia/tjro-jurisprudencia-mcp"
COMMIT = "05438c2e8e4aa9e64d19122ce8213bae71002410"
PATH = "test/fixtures/acordaos-partes.json"
FIRST_ID = 989
HEAD_CHARS = 300


def spaced(text: str) -> str:
    """``text`` on single spaces."""
    return " ".join(text.split())


def acordao_ends(raw: Path) -> Iterator[dict]:
    """The end of each TJRO acórdão, cut at its start, with the start of its head."""
    file = raw / REPO.replace("/", "+") / PATH.replace("/", "__")
    for k, found in enumerate(json.loads(file.read_text(encoding="utf-8"))):
        text = spaced(found.get("fecho") or "")
        if text:
            yield {"origin": "pje-tjro-acordaos", "source": f"{REPO}@{COMMIT}:{PATH}#{k}",
                   "court": "TJRO", "kind": "acórdão end (cut at the start)",
                   "instance": "appeal", "title": "", "text": text,
                   "head": spaced(found.get("cabeca") or "")[:HEAD_CHARS]}  # fmt: skip


def main() -> None:
    raw, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = drawn_before()
    texts: set[str] = set()
    rows: list[dict] = []
    for candidate in acordao_ends(raw):
        if candidate["text"] in texts or key(candidate["text"]) in seen:
            continue
        texts.add(candidate["text"])
        rows.append({"id": f"v{FIRST_ID + len(rows)}", **candidate})
    write(rows, out)


if __name__ == "__main__":
    main()
