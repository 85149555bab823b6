"""Draw the candidate texts of the outcome evaluation set's first round from public captures.

Re-runnable: ``python tests/data/outcomes/sample_texts.py CODILO JUSCRAPER OUT.csv``, CODILO and
JUSCRAPER clones of the upstream repositories of :mod:`upstream`, writes the candidates
(id, source, court, title, text) without labels; the labels were added by reading each text
(``README.md``). Candidates are the distinct (title, text) pairs, compared lower-cased with digits
masked, whose title or text has a word of a judgment (below); each source is read in full.
"""

from __future__ import annotations

import csv
import re
import sys
import unicodedata
from pathlib import Path

import upstream

WORDS = re.compile(
    r"julg|provimento|provid|procedent|procedencia|homolog|extin|conhe[cç]|embargos|seguimento"
    r"|prejudicad|acordam|senten[cç]a|ac[oó]rd[aã]o|m[eé]rito"
)


def folded(value: str) -> str:
    plain = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode().lower()
    return re.sub(r"\d", "0", plain)[:200]


def candidates(codilo: Path, juscraper: Path) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    for name in ("longTitles", "steps4"):
        for k, step in enumerate(upstream.codilo_steps(codilo, name)):
            rows.append(
                {
                    "source": f"codilo_{name}#{k}",
                    "court": step["search"],
                    "title": step["title"] or "",
                    "text": step["description"] or "",
                }
            )
    for k, m in enumerate(upstream.esaj_movements(juscraper)):
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
    codilo, juscraper, out = (Path(a) for a in sys.argv[1:4])
    rows = candidates(codilo, juscraper)
    with out.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, ["id", "source", "court", "title", "text"])
        writer.writeheader()
        for k, row in enumerate(rows):
            writer.writerow({"id": f"t{k:03d}", **row})
    print(f"{len(rows)} candidates -> {out}")


if __name__ == "__main__":
    main()
