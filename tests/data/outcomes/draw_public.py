"""Draw candidate decision texts from the jurisprudence-search samples of jtrecenti/juscraper.

Courts: TJDFT, TJBA, TJES, TJRS, TJPA (second batch, ``p000``-``p140``); TJRJ, TJPB, TJMT (third
batch, ``p141`` on).

Re-runnable: ``python tests/data/outcomes/draw_public.py JUSCRAPER_CLONE OUT.csv`` reads, at the
commit below, the captured court answers under ``tests/<court>/samples/{cjsg,cjpg}/`` and writes
the candidates (id, source, court, title, text) without labels; the labels were added by reading
each text (``README.md``). Each decision is kept once (compared lower-cased, digits masked).
"""

from __future__ import annotations

import csv
import html
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

COMMIT = "bd036e4a36d8342a3e65bf3aece3e40665272a1c"
PAGES = ("results_normal_page_01", "results_normal_page_02", "single_page")


def plain(value: object) -> str:
    """Text of an HTML fragment or a list of them, on single spaces."""
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    text = re.sub(r"<[^>]+>", " ", str(value or ""))
    return " ".join(html.unescape(text).split())


def answers(
    clone: Path, court: str, kind: str, pages: tuple[str, ...] = PAGES
) -> Iterator[tuple[str, dict]]:
    for page in pages:
        path = f"tests/{court}/samples/{kind}/{page}.json"
        shown = subprocess.run(
            ["git", "-C", str(clone), "show", f"{COMMIT}:{path}"],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        if shown.returncode == 0:
            yield path, json.loads(shown.stdout)


def decisions(clone: Path) -> Iterator[dict[str, str]]:
    """(source, court, title, text) of every decision in the samples used."""
    for path, page in answers(clone, "tjdft", "cjsg"):
        for k, row in enumerate(page["registros"]):
            yield {"source": f"{path}#{k}", "court": "TJDFT", "title": plain(row["decisao"]),
                   "text": plain(row["ementa"])}  # fmt: skip
    for path, page in answers(clone, "tjba", "cjsg"):
        for k, row in enumerate(page["data"]["filter"]["decisoes"]):
            yield {"source": f"{path}#{k}", "court": "TJBA", "title": "",
                   "text": plain(row["ementa"] or row["conteudo"])}  # fmt: skip
    for path, page in answers(clone, "tjes", "cjpg"):
        for k, row in enumerate(page["docs"]):
            yield {"source": f"{path}#{k}", "court": "TJES", "title": "",
                   "text": plain(row["inteiro_teor"])}  # fmt: skip
    for path, page in answers(clone, "tjrs", "cjsg"):
        for k, row in enumerate(page["response"]["docs"]):
            yield {"source": f"{path}#{k}", "court": "TJRS", "title": "",
                   "text": plain(row.get("ementa_completa") or row.get("ementa"))}  # fmt: skip
    for path, page in answers(clone, "tjpa", "cjsg"):
        for k, row in enumerate(page["data"]["content"]):
            yield {"source": f"{path}#{k}", "court": "TJPA", "title": "",
                   "text": plain(row["ementatextopuro"])}  # fmt: skip
    # Third batch (a later engineer): courts not drawn before, labelled before any rule ran on
    # them, never used to change a rule.
    xhr = ("xhr_page_01", "xhr_page_02", "xhr_single_page")
    for path, page in answers(clone, "tjrj", "cjsg", xhr):
        for k, row in enumerate(page["d"]["DocumentosConsulta"]):
            yield {"source": f"{path}#{k}", "court": "TJRJ", "title": "",
                   "text": plain(row["Texto"])}  # fmt: skip
    for path, page in answers(clone, "tjpb", "cjsg"):
        for k, row in enumerate(page["hits"]):
            yield {"source": f"{path}#{k}", "court": "TJPB", "title": "",
                   "text": plain(row["ementa"])}  # fmt: skip
    for path, page in answers(clone, "tjmt", "cjsg"):
        rows = page["AcordaoCollection"] + page["DecisaoMonocraticaCollection"]
        for k, row in enumerate(rows):
            yield {"source": f"{path}#{k}", "court": "TJMT", "title": "",
                   "text": plain(row["Conteudo"])}  # fmt: skip


def folded(value: str) -> str:
    return re.sub(r"\d", "0", value.lower())[:300]


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen: set[str] = set()
    rows = []
    for row in decisions(clone):
        key = folded(row["text"])
        if row["text"] and key not in seen:
            seen.add(key)
            rows.append({"id": f"p{len(rows):03d}", **row})
    with out.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, ["id", "source", "court", "title", "text"])
        writer.writeheader()
        writer.writerows(rows)
    print(f"{len(rows)} candidates -> {out}")


if __name__ == "__main__":
    main()
