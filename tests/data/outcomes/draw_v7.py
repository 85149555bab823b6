"""Draw the candidates of round 11 for ``texts_v2.csv`` (issue 28): TJRJ's and TJMS's curated
jurisprudence collections ("pesquisas prontas": ementas by subject), an upstream no earlier draw
read, as alfaneo-ai/brazilian-legal-text-dataset keeps them.

Re-runnable: ``python tests/data/outcomes/draw_v7.py REPO OUT.csv`` where REPO is a clone of
alfaneo-ai/brazilian-legal-text-dataset (read at :data:`COMMIT`). Two origins:

- ``pesquisas-prontas-tjrj``: ``resources/raw/pesquisas_prontas_pjerj.csv`` (``|``-separated:
  assunto, ementa): TJRJ's 2nd-degree ementas, no class or court body given;
- ``pesquisas-prontas-tjms``: ``resources/raw/pesquisas_prontas_tjms.csv`` (``|``-separated:
  number, class / subject, rapporteur, court body, dates, ementa): TJMS's 2nd-degree ementas.

Each text is an ementa as the file holds it (whitespace runs made single spaces). Texts twice
in a file are drawn once; a text whose first 200 characters (lower-cased) are those of a text of
``texts.csv`` or ``texts_v2.csv`` is left out. :data:`PER_ORIGIN` of each origin are drawn with
a fixed seed, ids from :data:`FIRST_ID` on, without labels (added by reading each text,
``README.md``); the subject and court body go to a ``head`` column for the labeller only. Not
imported by tests.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pandas as pd
from candidates import drawn_before, key

COMMIT = "443b673b5a2866d3a04d107a09101af9547b0ba0"
REPO = "alfaneo-ai/brazilian-legal-text-dataset"
FILES = {
    "pesquisas-prontas-tjrj": ("TJRJ", "resources/raw/pesquisas_prontas_pjerj.csv"),
    "pesquisas-prontas-tjms": ("TJMS", "resources/raw/pesquisas_prontas_tjms.csv"),
}
#: Columns shown to the labeller only (the class or subject, the court body), in ``head``.
HEAD = ("assunto", "orgao_julgador")
PER_ORIGIN = 60
SEED = 11
FIRST_ID = 1081


def table(clone: Path, path: str) -> pd.DataFrame:
    """A file of the clone at :data:`COMMIT`, its rows numbered as stored."""
    raw = subprocess.run(["git", "-C", str(clone), "show", f"{COMMIT}:{path}"],
                         check=True, capture_output=True).stdout  # fmt: skip
    frame = pd.read_csv(pd.io.common.BytesIO(raw), sep="|", encoding="utf-8-sig", dtype=str)
    return frame.reset_index(names="row")


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = drawn_before()
    drawn = []
    for origin, (court, path) in FILES.items():
        rows = table(clone, path).dropna(subset=["ementa"])
        rows["text"] = rows["ementa"].map(lambda text: " ".join(text.split()))
        rows = rows.drop_duplicates("text")
        rows = rows[~rows["text"].map(key).isin(seen)]
        sample = rows.sample(n=PER_ORIGIN, random_state=SEED).sort_values("row")
        drawn.append(pd.DataFrame({
            "origin": origin,
            "source": [f"{REPO}@{COMMIT}:{path}#row{row}" for row in sample["row"]],
            "court": court, "kind": "ementa", "instance": "appeal", "title": "",
            "text": sample["text"].to_numpy(),
            "head": sample[[c for c in HEAD if c in sample]].fillna("").agg(" | ".join, axis=1)
            .to_numpy(),
        }))  # fmt: skip
    found = pd.concat(drawn, ignore_index=True)
    found.insert(0, "id", [f"v{FIRST_ID + k}" for k in range(len(found))])
    found.to_csv(out, index=False)
    print(found.groupby("origin").size().to_string())


if __name__ == "__main__":
    main()
