"""Draw candidates for ``texts_v2.csv``: first-instance publications of a labour court, the teor
of the Diário Eletrônico da Justiça do Trabalho of the TRT-12 (Santa Catarina) as a
capture/monitoring provider's API returned them for one lawsuit (Ação Trabalhista - Rito
Sumaríssimo), saved whole as a mock by Flavio Heartnet in
``FlavioHeartnet/attorney-ai-simplifier`` - a repository no earlier draw read, and the first
labour-court gazette teor of the set (the draw looked for first-instance sentences first).

Upstream: FlavioHeartnet/attorney-ai-simplifier, fetched snapshot (HEAD
9e5335835ee30c44fa434b2da30eff7ded63e86e), file ``src/mocks/mov.mock.ts`` read with ``git show``
at the commit that added it, 4971495751561cb938e738d51c1bcbc0a538607e (blob 6ec300d9, 34,325
bytes): a TypeScript module whose one constant is the provider's JSON answer (``items``,
``links``, ``paginator``), 13 items dated 2022-07-12 to 2023-09-06, each with ``id``, ``data``,
``tipo``, ``tipo_publicacao``, ``conteudo`` and ``fonte`` (the gazette, its instance). Copy
with ``PROVENANCE.md``: ``/work/draw-candidates/raw/FlavioHeartnet+attorney-ai-simplifier/``.
Re-runnable: ``python tests/data/outcomes/draw_v20.py CLONE OUT.csv``, CLONE the fetched git
directory.

Only 8 texts: no public repository with some sixty decision texts not drawn before was found in
the round's time (what the search turned down is in ``README.md``, round 48), so this round is
small, and its texts are all of one lawsuit.

One origin, ``trt12-djet-flavioheartnet``.

- Text: an item's ``conteudo`` on single spaces (``candidates.spaced``).
- Left out, chosen from the items' ``tipo`` before reading any ``conteudo``: the 5 ``ANDAMENTO``
  items (the court system's movement lines, 8 to 69 characters, no decision text); kept the 8
  ``PUBLICACAO`` items (the gazette's teor). Also left out a text whose first 200 characters
  (lower-cased, ``candidates.key``) are those of a text of ``texts.csv`` or ``texts_v2.csv`` or of
  one kept earlier.
- Draw: at most :data:`CAP` with ``random.Random(SEED)`` (seed 20, ``candidates.sample``; all 8
  are kept), in file order. Ids start at ``v2241`` (:data:`FIRST_ID`). Labels are added by
  reading each text (``README.md``).
- source: ``FlavioHeartnet/attorney-ai-simplifier@COMMIT:PATH#id=N``.
- kind ``publication``, instance ``first``, court ``TRT12``, title empty.
- head (for the labeller only): the item's ``tipo_publicacao``, the gazette and its date.

Standard library only. Not imported by tests.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from candidates import drawn_before, key, sample, show, spaced, write

REPO = "FlavioHeartnet/attorney-ai-simplifier"
COMMIT = "4971495751561cb938e738d51c1bcbc0a538607e"
PATH = "src/mocks/mov.mock.ts"
ORIGIN = "trt12-djet-flavioheartnet"
CAP = 60
SEED = 20
FIRST_ID = 2241
KEPT = "PUBLICACAO"


def items(module: str) -> list[dict]:
    """The provider's items in the TypeScript ``module`` (its one object literal is JSON)."""
    return json.loads(module[module.index("{") : module.rindex("}") + 1])["items"]


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, pool = drawn_before(), []
    for item in items(show(clone, COMMIT, PATH).decode("utf-8")):
        text = spaced(item["conteudo"] or "")
        if item["tipo"] != KEPT or key(text) in seen:
            continue
        seen.add(key(text))
        head = " | ".join((item["tipo_publicacao"], item["fonte"]["nome"], item["data"]))
        pool.append((f"{REPO}@{COMMIT}:{PATH}#id={item['id']}", head, text))
    rows = []
    for source, head, text in sample(pool, CAP, SEED):
        rows.append({"id": f"v{FIRST_ID + len(rows)}", "origin": ORIGIN, "source": source,
                     "court": "TRT12", "kind": "publication", "instance": "first",
                     "title": "", "text": text, "head": head})  # fmt: skip
    print(f"{len(pool)} distinct texts not drawn before")
    write(rows, out)


if __name__ == "__main__":
    main()
