"""Draw tuned candidates from the Brazilian court samples of worldwidelaw/legal-sources
(origins ``wwl-<court>``): decisions its collectors fetched in 2026 from each court's own search
portal (``sources/BR/<court>/sample/*.json``, commit :data:`COMMIT`): TST and TJDFT acórdãos
whole, STJ acórdãos, TJAM and TJBA e-SAJ / PJe acórdãos, TJPR monocratic decisions, TRF1
first-instance decisions, TRF2 and TRF4 eproc decisions, TRF5 ementas.

- Pool: every record of :data:`COURTS`' sample files (a file holds one record or a list) with a
  ``text`` of :data:`MIN_CHARS` or more, not drawn before (``candidates.key``; a record kept in
  two files counts once). The text as the portal gave it, stripped; no title (the portal's
  "Acórdão - <number> (Apelação)" names a document, not a movement). ``kind`` is the record's
  decision or document type or class when it has one.
- Draw: all of them, in court and path order (:data:`COURTS` hold 2 to 57 records each); ids
  from ``v2941`` (:data:`FIRST_ID`). Labels are added by reading each text.

Re-runnable: ``python tests/data/outcomes/draw_v26.py CLONE OUT.csv``, CLONE the fetched git
directory of the repository. Standard library only. Not imported by tests.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from candidates import candidate, drawn_before, git, numbered, show, unseen, write

REPO = "worldwidelaw/legal-sources"
COMMIT = "190e314527a6462f38f34833f4a2fa6a560cc418"
#: The sample folders drawn (``sources/BR/<folder>``), with the court each holds. TRF1's portal
#: (``pesquisadocumentos``) gives first-instance documents; the others, appellate decisions.
COURTS = {"TST": "TST", "STJDadosAbertos": "STJ", "TJAM": "TJAM", "TJBA": "TJBA",
          "TJDFT": "TJDFT", "TJPR": "TJPR", "TRF1": "TRF1", "TRF2": "TRF2", "TRF4": "TRF4",
          "TRF5": "TRF5"}  # fmt: skip
FIRST_INSTANCE = ("TRF1",)
MIN_CHARS = 200
FIRST_ID = 2941
_KIND_FIELDS = ("decision_type", "document_type", "classe", "case_class", "classe_assunto")


def records(clone: Path, folder: str) -> list[tuple[str, dict]]:
    """The records of a court's sample files, each with its path and position in the file."""
    listed = git(clone, "ls-tree", "-r", "--name-only", COMMIT, f"sources/BR/{folder}/sample/")
    found = []
    for path in sorted(listed.decode().split()):
        if not path.endswith(".json"):
            continue
        data = json.loads(show(clone, COMMIT, path))
        for position, record in enumerate(data if isinstance(data, list) else [data]):
            found.append((f"{path}#{position}", record))
    return found


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen, rows = drawn_before(), []
    for folder, court in COURTS.items():
        for where, record in records(clone, folder):
            text = (record.get("text") or "").strip()
            if len(text) < MIN_CHARS or not unseen(text, seen):
                continue
            kind = next((record[f] for f in _KIND_FIELDS if record.get(f)), "decision")
            instance = "first" if folder in FIRST_INSTANCE else "appeal"
            rows.append(candidate(f"wwl-{court.lower()}", f"{REPO}@{COMMIT}:{where}", court,
                                  str(kind).strip().lower(), instance, text,
                                  record.get("title", "")))  # fmt: skip
    write(numbered(rows, FIRST_ID), out)


if __name__ == "__main__":
    main()
