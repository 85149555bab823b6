"""Draw the candidate texts of the outcome evaluation set from the session's ``realdata/``.

Re-runnable: ``python tests/data/outcomes/sample_texts.py REALDATA OUT.csv`` writes the candidates
(id, source, court, title, text) without labels; the labels were added by reading each text
(``README.md``). Candidates are the distinct (title, text) pairs, compared lower-cased with digits
masked, whose title or text has a word of a judgment (below); each source is read in full.
"""

from __future__ import annotations

import csv
import json
import re
import sys
import unicodedata
from pathlib import Path

WORDS = re.compile(
    r"julg|provimento|provid|procedent|procedencia|homolog|extin|conhe[cç]|embargos|seguimento"
    r"|prejudicad|acordam|senten[cç]a|ac[oó]rd[aã]o|m[eé]rito"
)


def folded(value: str) -> str:
    plain = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()
    return re.sub(r"\d", "0", plain)[:200]


def candidates(realdata: Path) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    provider = realdata / "commercial/codilo_push_brunnoguim"
    for name in ("stepsCheck_output_longTitles.json", "stepsCheck_output_steps4.json"):
        for k, step in enumerate(json.loads((provider / name).read_text())):
            tag = "codilo_longTitles" if "long" in name else "codilo_steps4"
            rows.append(
                {
                    "source": f"{tag}#{k}",
                    "court": step["search"],
                    "title": step["title"] or "",
                    "text": step["description"] or "",
                }
            )
    scraped = realdata / "scraped/juscraper"
    for k, m in enumerate(json.loads((scraped / "tjsp__cpopg_api_movimentacao.json").read_text())):
        rows.append(
            {
                "source": f"esaj_tjsp_movimentacao#{k}",
                "court": "TJSP",
                "title": m.get("movimento") or "",
                "text": m.get("descricao") or "",
            }
        )
    seen: set[tuple[str, str]] = set()
    kept = []
    for row in rows:
        key = (folded(row["title"]), folded(row["text"][-300:]))
        if key in seen or not WORDS.search(f"{row['title']} {row['text']}".lower()):
            continue
        seen.add(key)
        kept.append(row)
    return kept


def main() -> None:
    realdata, out = Path(sys.argv[1]), Path(sys.argv[2])
    rows = candidates(realdata)
    with out.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, ["id", "source", "court", "title", "text"])
        writer.writeheader()
        for k, row in enumerate(rows):
            writer.writerow({"id": f"t{k:03d}", **row})
    print(f"{len(rows)} candidates -> {out}")


if __name__ == "__main__":
    main()
