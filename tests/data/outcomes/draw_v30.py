"""Draw the third held-out batch of ``texts_v2.csv`` (origin ``djen-tjro-2026``): the TJRO
communications of the Diário de Justiça Eletrônico Nacional (DJEN) of 27 May 2026 that
franklinbaldo/causaganha keeps as a benchmark of its own, one file per intimation
(``data/benchmark/decisions/TJRO-2026-05-27-<intimation id>.md``, 100 files).

Each file is a YAML header (between ``---`` lines) that a language model wrote - the upstream's
outcome, winner, summary and the like - then the intimation's text as the gazette gave it. The
header is dropped here (:func:`body`) and never read as a label: the labels are added by
helpers who read each text against ``OUTCOMES.md`` and write no rule.

No snapshot of that repository holding these files can be fetched here (the newest snapshot,
July 2025, predates them), so helpers read each file with the tool library's ``read_file`` at
the commit its index names and saved it whole, checked equal in length to the stored file, in
a folder with a manifest (``manifest_*.tsv``: path, commit, stored length, saved length).
Re-runnable: ``python tests/data/outcomes/draw_v30.py DIR OUT.csv``, DIR that folder.

- Pool: every file, in path order, whose text was not drawn before (``candidates.key``) and
  does not repeat a text kept before it whole (the same act published to several parties'
  lawyers is one intimation each; the gazette's header opens many acts alike, so the first 200
  characters that ``candidates.unseen`` compares would merge different acts). All are kept (no
  sample): the batch is the upstream's whole set. Ids from ``v3725`` (:data:`FIRST_ID`).
- source: ``REPO@COMMIT:PATH``; court ``TJRO``; kind ``publication``; instance ``unknown`` until
  the labeller says (first-instance acts and court-of-appeal acts share the gazette); no title.

Standard library only. Not imported by tests.
"""

from __future__ import annotations

import sys
from pathlib import Path

from candidates import candidate, drawn_before, key, numbered, write

REPO = "franklinbaldo/causaganha"
ORIGIN = "djen-tjro-2026"
FILES = 100
FIRST_ID = 3725
_FENCE = "---"


def body(stored: str) -> str:
    """A file's text after its YAML header (the header is a model's labels, never read)."""
    lines = stored.split("\n")
    if lines[0].strip() != _FENCE:
        raise ValueError("a benchmark file opens with its YAML header")
    close = next(n for n in range(1, len(lines)) if lines[n].strip() == _FENCE)
    return "\n".join(lines[close + 1 :]).strip()


def manifest(folder: Path) -> list[tuple[str, str]]:
    """(path, commit) of every saved file, in path order, each saved whole."""
    found = {}
    for part in sorted(folder.glob("manifest_*.tsv")):
        for line in part.read_text(encoding="utf-8").splitlines():
            path, commit, stored, saved = line.split("\t")
            if stored != saved:
                raise ValueError(f"{path} saved with {saved} characters, stored with {stored}")
            found[path] = commit
    if len(found) != FILES:
        raise ValueError(f"{len(found)} files in the manifests, {FILES} in the upstream")
    return sorted(found.items())


def main() -> None:
    folder, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, kept, pool = drawn_before(), set(), []
    for path, commit in manifest(folder):
        text = body((folder / Path(path).name).read_text(encoding="utf-8"))
        whole = " ".join(text.split()).lower()
        if key(text) in seen or whole in kept:
            continue
        kept.add(whole)
        source = f"{REPO}@{commit}:{path}"
        pool.append(candidate(ORIGIN, source, "TJRO", "publication", "unknown", text))
    print(f"{len(pool)} distinct texts not drawn before")
    write(numbered(pool, FIRST_ID), out)


if __name__ == "__main__":
    main()
