"""Draw tuned candidates from two more search captures: STF acórdãos (origin ``stf-acordaos``)
and TJPR monocratic decisions' ementas (origin ``tjpr-ementas``).

- STF: pslima001/govy-function-current's captures of the STF's jurisprudence search
  (:data:`STF`, ``scripts/stf_output/stf/acordaos/sjur*.json``; the ``data`` field a JSON
  object or a Python literal). A record judged from :data:`SINCE` on with both an ementa and the
  session's decision line (``acordao_ata``) is a candidate; its text is what the search result
  shows: the ementa, then "Decisão" and the decision line. :data:`STF_SIZE` are drawn with
  ``random.Random(SEED)``.
- TJPR: nahumsa/scraping-jurisprudencia's capture of TJPR's search (:data:`TJPR`,
  ``decision_text``): every ementa of :data:`TJPR_MIN_CHARS` or more (shorter ones are the
  result's header alone).

Texts already drawn are left out (``candidates.key``); no title. Ids from ``v3125``
(:data:`FIRST_ID`), STF first. Labels are added by reading each text.

Re-runnable: ``python tests/data/outcomes/draw_v27.py STF_CLONE TJPR_CLONE OUT.csv``, the
fetched git directories of both repositories. Standard library only. Not imported by tests.
"""

from __future__ import annotations

import ast
import csv
import io
import json
import sys
from pathlib import Path

from candidates import candidate, drawn_before, git, numbered, sample, show, unseen, write

STF = ("pslima001/govy-function-current", "8fe94189576369214b09ea5a53a98077a5ce5db2",
       "scripts/stf_output/stf/acordaos/")  # fmt: skip
TJPR = ("nahumsa/scraping-jurisprudencia", "3b58297d5c309e2d48835e102eea65f03201ca4f",
        "data/TJPR_20230101_20230110.csv")  # fmt: skip
SINCE = "2000-01-01"
STF_SIZE = 120
TJPR_MIN_CHARS = 150
SEED = 27
FIRST_ID = 3125


def stf(clone: Path, seen: set[str]) -> list[dict]:
    """The STF candidates not drawn before, in path order."""
    repo, commit, folder = STF
    pool = []
    for path in sorted(git(clone, "ls-tree", "-r", "--name-only", commit, folder).decode().split()):
        if not path.rsplit("/", 1)[-1].startswith("sjur"):
            continue
        data = json.loads(show(clone, commit, path))["data"]
        record = data if isinstance(data, dict) else ast.literal_eval(data)
        ementa, ata = record.get("ementa_texto"), record.get("acordao_ata")
        if not ementa or not ata or (record.get("julgamento_data") or "") < SINCE:
            continue
        text = f"{ementa.strip()}\n\nDecisão\n\n{ata.strip()}"
        if not unseen(text, seen):
            continue
        kind = (record.get("processo_classe_processual_unificada_extenso") or "acórdão").lower()
        pool.append(candidate("stf-acordaos", f"{repo}@{commit}:{path}", "STF", kind, "appeal",
                              text, record.get("titulo") or ""))  # fmt: skip
    print(f"STF: {len(pool)} not drawn before")
    return sample(pool, STF_SIZE, SEED)


def tjpr(clone: Path, seen: set[str]) -> list[dict]:
    """Every TJPR candidate not drawn before, in file order."""
    repo, commit, path = TJPR
    rows = csv.DictReader(io.StringIO(show(clone, commit, path).decode("utf-8")))
    found = []
    for line, row in enumerate(rows, start=2):
        text = (row["decision_text"] or "").strip()
        if len(text) < TJPR_MIN_CHARS or not unseen(text, seen):
            continue
        found.append(candidate("tjpr-ementas", f"{repo}@{commit}:{path}#line{line}", "TJPR",
                               (row["decision_type"] or "ementa").lower(), "appeal", text,
                               row["judging_body"] or ""))  # fmt: skip
    print(f"TJPR: {len(found)} not drawn before")
    return found


def main() -> None:
    stf_clone, tjpr_clone, out = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
    seen = drawn_before()
    write(numbered(stf(stf_clone, seen) + tjpr(tjpr_clone, seen), FIRST_ID), out)


if __name__ == "__main__":
    main()
