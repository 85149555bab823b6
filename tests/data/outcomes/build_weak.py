"""Build ``weak.csv``: decision texts whose outcome a public source states, labelled by a rule.

Re-runnable: ``python tests/data/outcomes/build_weak.py TJAL CODILO JUSCRAPER OUT.csv``, clones
of lagefreitas/predicting-brazilian-court-decisions, brunnoguim/analise-codilo and
jtrecenti/juscraper (the commits: :mod:`upstream`). Nobody read these texts; each label comes
from one of the rules below (column ``rule``), never from lawkit. Texts already in ``texts.csv``
or ``texts_v2.csv`` are left out. Not imported by tests.
"""

from __future__ import annotations

import csv
import io
import random
import re
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import upstream

TJAL = "806b525f1ac14db04cbe2b230aebf4071640c056"
#: Rows drawn at most from the TJAL set (a seeded sample keeps the file near 2 MB).
TJAL_ROWS = 2500
SEED = 28

#: The TJAL set's own labels (Lage-Freitas et al., 2019: the appeal's result as the ementa
#: states it) mapped to OUTCOMES.md; 'conflito-competencia' is a conflict of competence.
TJAL_LABELS = {
    "yes": "appeal_granted",
    "partial": "appeal_partly_granted",
    "no": "appeal_denied",
    "prejudicada": "appeal_not_heard",
    "not-cognized": "appeal_not_heard",
    "conflito-competencia": "other",
}

#: Movement titles that state an outcome (e-SAJ, PJe and TPU names), first match wins.
TITLE_RULES = [
    (r"(?i)embargos de declara\S+ n[aã]o[- ]acolhidos", "embargos_rejected"),
    (r"(?i)embargos de declara\S+ acolhidos", "embargos_accepted"),
    (r"(?i)julgad[oa] procedente em parte|procedente em parte do pedido", "partly_granted"),
    (r"(?i)julgad[oa] improcedente", "denied"),
    (r"(?i)julgad[oa] procedente", "granted"),
    (r"(?i)homologad[oa] a transa", "settled"),
    (r"(?i)n[aã]o conhecido o recurso", "appeal_not_heard"),
    (r"(?i)conhecido o recurso de .* e n[aã]o[- ]provido|^n[aã]o[- ]provimento", "appeal_denied"),
    (
        r"(?i)conhecido o recurso de .* e provido em parte|deram provimento em parte",
        "appeal_partly_granted",
    ),
    (r"(?i)conhecido o recurso de .* e provido|reformada a senten", "appeal_granted"),
]


def folded(text: str) -> str:
    return re.sub(r"\d", "0", " ".join(text.lower().split()))[:300]


def tjal_rows(clone: Path) -> Iterator[dict[str, str]]:
    data = subprocess.run(
        ["git", "-C", str(clone), "show", f"{TJAL}:dataset.zip"], capture_output=True, check=True
    ).stdout
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        lines = archive.read("dataset.csv").decode("utf-8").splitlines()
    header = lines[0].split("<=>")
    for k, line in enumerate(lines[1:], start=1):
        fields = dict(zip(header, line.strip('"').split("<=>"), strict=False))
        label = TJAL_LABELS.get(fields.get("decision_label", ""))
        if label and fields.get("ementa_text", "None") != "None":
            yield {
                "origin": "tjal-ementas",
                "split": "heldout",
                "court": "TJAL",
                "title": "",
                "text": fields["ementa_text"],
                "weak_label": label,
                "rule": f"TJAL set decision_label={fields['decision_label']}",
                "source": f"lagefreitas/predicting-brazilian-court-decisions@{TJAL}"
                f":dataset.zip/dataset.csv#line{k + 1}",
            }


def titled(title: str) -> tuple[str, str] | None:
    for pattern, label in TITLE_RULES:
        if re.search(pattern, title):
            return label, f"title matches {pattern!r}"
    return None


def movement_rows(codilo: Path, juscraper: Path) -> Iterator[dict[str, str]]:
    """Provider steps and e-SAJ movements whose title states the outcome, with the decision's
    text under them."""
    for name in ("steps4", "longTitles"):
        for k, step in enumerate(upstream.codilo_steps(codilo, name)):
            title, text = step.get("title") or "", step.get("description") or ""
            found = titled(title.split("\n")[0][:120])
            if found and len(text) >= 200:
                yield {
                    "origin": "codilo-steps",
                    "split": "tuned",
                    "court": step.get("cnj", ""),
                    "title": title,
                    "text": text,
                    "weak_label": found[0],
                    "rule": found[1],
                    "source": upstream.codilo_source(name, k),
                }
    for k, move in enumerate(upstream.esaj_movements(juscraper)):
        found = titled(move["movimento"])
        if found and len(move.get("descricao") or "") >= 200:
            yield {
                "origin": "esaj-cpopg-tjsp",
                "split": "tuned",
                "court": "TJSP",
                "title": move["movimento"],
                "text": move["descricao"],
                "weak_label": found[0],
                "rule": found[1],
                "source": f"{upstream.JUSCRAPER_REPO}:{upstream.ESAJ_MOVEMENTS}#{k}",
            }


def main() -> None:
    tjal, codilo, juscraper, out = (Path(a) for a in sys.argv[1:5])
    csv.field_size_limit(sys.maxsize)
    here = Path(__file__).parent
    seen = set()
    for name in ("texts.csv", "texts_v2.csv"):
        for row in csv.DictReader((here / name).open(encoding="utf-8")):
            seen |= {folded(row["text"]), folded(row["title"] + " " + row["text"])}
    rows, keys = [], set()
    pool = [r for r in tjal_rows(tjal)]
    random.Random(SEED).shuffle(pool)
    taken = 0
    for row in [*movement_rows(codilo, juscraper), *pool]:
        key = folded(row["text"])
        if key in seen or key in keys or (row["origin"] == "tjal-ementas" and taken >= TJAL_ROWS):
            continue
        keys.add(key)
        taken += row["origin"] == "tjal-ementas"
        rows.append(row)
    fields = ["id", "origin", "split", "source", "court", "title", "text", "weak_label", "rule"]
    with out.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fields)
        writer.writeheader()
        writer.writerows({"id": f"w{k:04d}", **row} for k, row in enumerate(rows))
    print(f"{len(rows)} weak rows -> {out}")


if __name__ == "__main__":
    main()
