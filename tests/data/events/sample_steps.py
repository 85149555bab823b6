"""Draw the steps of the events evaluation set from copies of the upstream files.

Run by hand: ``.venv/bin/python tests/data/events/sample_steps.py REALDATA OUTDIR``, where
REALDATA is a folder holding the files of README.md's provenance table (fetched from the
repositories and commits it names) under the names this script reads. It writes
``steps_text.csv`` (steps to label by reading) and ``steps_coded.csv`` (coded movements) into
OUTDIR with empty ``label`` and ``note`` columns. The labels of the files in this directory were
written by hand, row by row (see README.md); this script shows which rows were chosen and how.
Nothing in lawkit or in the tests imports it.
"""

from __future__ import annotations

import html
import json
import random
import re
import sys
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pandas as pd

SEED = 13
PER_COURT = 40  # provider steps per court (pattern-distinct)
LONG_PER_COURT = 12  # provider long-title steps per court
HELD_OUT = 150  # stratum H
# Stratum B: words of the milestone classes (accents folded, lower case), to add support.
MILESTONE_WORDS = re.compile(
    r"transit|arquiv|baixa|distribu|autua|audienc|sessao|pauta|julg|sentenc|procedent|extin"
    r"|homolog|provimento|acordao"
)
COURTS = {
    "Superior Tribunal de Justiça": "STJ",
    "Supremo Tribunal Federal": "STF",
    "Tribunal Superior do Trabalho": "TST",
    "Tribunal Regional Federal da 4ª Região": "TRF4",
    "Tribunal Regional Federal da 5ª Região": "TRF5",
    "Tribunal Regional do Trabalho da 9ª Região": "TRT9",
    "Tribunal Regional do Trabalho da 18ª Região": "TRT18",
    "Tribunal de Justiça da Bahia": "TJBA",
    "Tribunal de Justiça de Alagoas": "TJAL",
    "Tribunal de Justiça de Santa Catarina": "TJSC",
    "Tribunal de Justiça de São Paulo": "TJSP",
    "Tribunal de Justiça do Acre": "TJAC",
    "Tribunal de Justiça do Amazonas": "TJAM",
    "Tribunal de Justiça do Ceará": "TJCE",
    "Tribunal de Justiça do Paraná": "TJPR",
    "Tribunal de Justiça do Pará": "TJPA",
    "Tribunal de Justiça do Rio Grande do Norte": "TJRN",
}
PJE_PAGES = (
    ("TRF1", "trf1__cpopg_detail_normal.html"),
    ("TRF1", "trf1__cpopg_detail_paginated.html"),
    ("TRF1", "trf1__cpopg_movs_page_2.html"),
    ("TRF3", "trf3__cpopg_detail_normal.html"),
    ("TRF3", "trf3__cpopg_detail_paginated.html"),
    ("TRF3", "trf3__cpopg_movs_page_2.html"),
    ("TRF5", "trf5__cpopg_detail_normal.html"),
    ("TRF5", "trf5__cpopg_movs_page_2.html"),
)


def pattern(*texts: Any) -> str:
    """What makes two steps the same for sampling: lower-cased, digits masked, 120 chars."""
    joined = " || ".join(str(t or "") for t in texts).lower()
    return re.sub(r"\d+", "0", joined)[:120]


def provider_steps(root: Path) -> Iterator[dict[str, Any]]:
    """Up to PER_COURT pattern-distinct steps4 steps per court, drawn at random."""
    return _per_court(root, "steps4", PER_COURT, lambda s: pattern(s["title"], s["description"]))


def provider_long_titles(root: Path) -> Iterator[dict[str, Any]]:
    """Up to LONG_PER_COURT long-title steps per court (distinct titles), drawn at random."""
    return _per_court(root, "longTitles", LONG_PER_COURT, lambda s: s["title"])


def _per_court(
    root: Path, name: str, per_court: int, key: Callable[[dict[str, Any]], str]
) -> Iterator[dict[str, Any]]:
    """Up to ``per_court`` steps of the provider's ``stepsCheck_output_<name>.json`` per court,
    drawn at random among the first step of each distinct ``key``."""
    path = root / f"commercial/codilo_push_brunnoguim/stepsCheck_output_{name}.json"
    steps = json.loads(path.read_text())
    rng = random.Random(SEED)
    for court in sorted({s["search"] for s in steps}):
        first: dict[str, int] = {}
        for i, s in enumerate(steps):
            if s["search"] == court:
                first.setdefault(key(s), i)
        chosen = sorted(rng.sample(sorted(first.values()), min(per_court, len(first))))
        for i in chosen:
            s = steps[i]
            yield {
                "source": f"codilo_{name}#{i}",
                "court": COURTS[court],
                "platform": s["platform"],
                "title": s["title"],
                "text": s["description"],
            }


def fold(text: str) -> str:
    """Lower case without accents."""
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()


def milestone_stratum(root: Path, taken: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Stratum B: every provider step not yet taken whose text has a milestone word.

    Pattern-distinct steps4 steps (title and description) and distinct long titles (their
    first 80 characters: the movement name), so that the milestone classes have support.
    """
    seen = {pattern(row["title"], row["text"]) for row in taken}
    sources = {row["source"] for row in taken}
    base = root / "commercial/codilo_push_brunnoguim"
    steps = json.loads((base / "stepsCheck_output_steps4.json").read_text())
    for i, s in enumerate(steps):
        key = pattern(s["title"], s["description"])
        text = f"{s['title'] or ''} {s['description'] or ''}"
        if key not in seen and MILESTONE_WORDS.search(fold(text)):
            seen.add(key)
            yield {
                "source": f"codilo_steps4#{i}",
                "court": COURTS[s["search"]],
                "platform": s["platform"],
                "title": s["title"],
                "text": s["description"],
            }
    titles: set[str] = set()
    steps = json.loads((base / "stepsCheck_output_longTitles.json").read_text())
    for i, s in enumerate(steps):
        source = f"codilo_longTitles#{i}"
        if source in sources or s["title"] in titles:
            continue
        titles.add(s["title"])
        if MILESTONE_WORDS.search(fold(s["title"][:80])):
            yield {
                "source": source,
                "court": COURTS[s["search"]],
                "platform": s["platform"],
                "title": s["title"],
                "text": s["description"],
            }


def held_out(root: Path, taken: list[dict[str, Any]], size: int) -> list[dict[str, Any]]:
    """Stratum H: ``size`` provider steps drawn at random among those not yet taken (by
    pattern), two thirds from steps4 and one third from the long titles. Drawn and labelled
    after the rules were written, to measure them on steps their author had not read."""
    seen = {pattern(row["title"], row["text"]) for row in taken}
    sources = {row["source"] for row in taken}
    base = root / "commercial/codilo_push_brunnoguim"
    pools: list[list[dict[str, Any]]] = []
    for name, prefix in (("steps4", "codilo_steps4"), ("longTitles", "codilo_longTitles")):
        steps = json.loads((base / f"stepsCheck_output_{name}.json").read_text())
        pool, keys = [], set(seen)
        for i, s in enumerate(steps):
            key = pattern(s["title"], s["description"])
            if key not in keys and f"{prefix}#{i}" not in sources:
                keys.add(key)
                pool.append(
                    {
                        "source": f"{prefix}#{i}",
                        "court": COURTS[s["search"]],
                        "platform": s["platform"],
                        "title": s["title"],
                        "text": s["description"],
                    }
                )
        pools.append(pool)
    rng = random.Random(SEED + 1)
    short = rng.sample(pools[0], min(len(pools[0]), size * 2 // 3))
    long = rng.sample(pools[1], min(len(pools[1]), size - len(short)))
    return sorted(short, key=lambda row: row["source"]) + sorted(
        long, key=lambda row: row["source"]
    )


def distinct(rows: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The first row of each pattern, in order."""
    seen: set[str] = set()
    for row in rows:
        key = pattern(row["title"], row["text"])
        if key not in seen:
            seen.add(key)
            yield row


def esaj_steps(root: Path) -> Iterator[dict[str, Any]]:
    """Every pattern-distinct e-SAJ TJSP movement (juscraper's API sample)."""
    path = root / "scraped/juscraper/tjsp__cpopg_api_movimentacao.json"
    rows = [
        {
            "source": f"esaj_tjsp_movimentacao#{i}",
            "court": "TJSP",
            "platform": "e-SAJ",
            "title": m["movimento"],
            "text": m["descricao"],
        }
        for i, m in enumerate(json.loads(path.read_text()))
    ]
    return distinct(rows)


def digesto_steps(root: Path) -> Iterator[dict[str, Any]]:
    """Every pattern-distinct Digesto TRT3 movement (positional arrays: date, type, text...)."""
    path = root / "commercial/digesto_kmartinss/digesto_trt3_0010053-69.2016.5.03.0002.json"
    rows = [
        {
            "source": f"digesto_trt3#{i}",
            "court": "TRT3",
            "platform": "PJe (Digesto)",
            "title": m[1],
            "text": m[2],
        }
        for i, m in enumerate(json.loads(path.read_text())["movs"])
    ]
    return distinct(rows)


def mixed(raw: bytes) -> str:
    """Text of a page saved partly in UTF-8 and partly in Latin-1 (the TRF pages are)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


def pje_steps(root: Path) -> Iterator[dict[str, Any]]:
    """Every pattern-distinct movement of the PJe public pages of TRF1, TRF3 and TRF5."""
    rows = []
    for court, name in PJE_PAGES:
        page = (root / "scraped/juscraper" / name).read_bytes()
        found = [
            mixed(raw)
            for raw in re.findall(
                rb"<span[^>]*>\s*\d\d/\d\d/\d{4} \d\d:\d\d:\d\d - ([^<]+)</span>", page
            )
        ]
        rows += [
            {
                "source": f"{name}#{i}",
                "court": court,
                "platform": "PJe",
                "title": html.unescape(text).strip(),
                "text": None,
            }
            for i, text in enumerate(found)
        ]
    return distinct(rows)


def eproc_steps(root: Path) -> Iterator[dict[str, Any]]:
    """Every event of the eproc TRF6 public page (latin-1)."""
    name = "trf6__cpopg_detail_normal.html"
    page = (root / "scraped/juscraper" / name).read_text(encoding="latin-1")
    found = re.findall(r"<tr[^>]*><td>\d+</td><td>[^<]+</td><td>(.*?)</td>", page)
    rows = [
        {
            "source": f"{name}#{i}",
            "court": "TRF6",
            "platform": "eproc",
            "title": html.unescape(re.sub(r"\s*<br\s*/?>\s*", " ", text)).strip(),
            "text": None,
        }
        for i, text in enumerate(found)
    ]
    return distinct(rows)


def jusbr_steps(root: Path) -> Iterator[dict[str, Any]]:
    """Every pattern-distinct Jus.br (PDPJ) TRF1 movement text of juscraper's samples."""
    rows = []
    for name in ("jusbr__cpopg_typical_single.json", "jusbr__cpopg_list_two_second.json"):
        document = json.loads((root / "scraped/juscraper" / name).read_text())
        for process in document["content"]:
            for t, tramitacao in enumerate(process["tramitacoes"]):
                rows += [
                    {
                        "source": f"{name}#{t}.{i}",
                        "court": "TRF1",
                        "platform": "PJe (Jus.br)",
                        "title": m["descricao"],
                        "text": None,
                    }
                    for i, m in enumerate(tramitacao["movimentos"])
                ]
    return distinct(rows)


def movements(document: Any) -> Iterator[dict[str, Any]]:
    """Every object with a ``movimentos`` list in a DataJud response, wherever it sits."""
    if isinstance(document, dict):
        if isinstance(document.get("movimentos"), list):
            yield document
        for value in document.values():
            yield from movements(value)
    elif isinstance(document, list):
        for value in document:
            yield from movements(value)


def coded_steps(root: Path) -> Iterator[dict[str, Any]]:
    """Coded movements: DataJud's (``codigo``, ``nome``), PDPJ's (``tipo.id``, ``descricao``).

    Every movement of the DataJud responses and of the PDPJ sample, and each distinct last
    movement (code, name) of the TJSC DataJud flat file (17,351 processes).
    """
    for path in sorted((root / "datajud").glob("*.json")):
        n = 0
        for process in movements(json.loads(path.read_text())):
            for m in process["movimentos"]:
                yield {
                    "source": f"datajud/{path.name}#{n}",
                    "court": process.get("tribunal"),
                    "code": m["codigo"],
                    "title": m["nome"],
                }
                n += 1
    flat = pd.read_csv(root / "datajud/tjsc_gvilherme7_tubarao_1a_vara_civel_flat.csv")
    firsts = flat.drop_duplicates(["last_motion_code", "last_motion_name"])
    for i, row in firsts.iterrows():
        yield {
            "source": f"datajud/tjsc_gvilherme7_tubarao_1a_vara_civel_flat.csv#{i}",
            "court": row["court"],
            "code": int(row["last_motion_code"]),
            "title": row["last_motion_name"],
        }
    pdpj = json.loads((root / "scraped/juscraper/pdpj__movimentos_lista_normal.json").read_text())
    for i, m in enumerate(pdpj["movimentos"]):
        yield {
            "source": f"pdpj__movimentos_lista_normal#{i}",
            "court": pdpj["siglaTribunal"],
            "code": m["tipo"]["id"],
            "title": m["descricao"],
        }


def main(root: Path, out: Path) -> None:
    """Write the two CSV files, with empty ``label`` and ``note`` columns, into ``out``."""
    random_rows = [
        *provider_steps(root),
        *provider_long_titles(root),
        *esaj_steps(root),
        *digesto_steps(root),
        *pje_steps(root),
        *eproc_steps(root),
        *jusbr_steps(root),
    ]
    stratum_b = list(milestone_stratum(root, random_rows))
    stratum_h = held_out(root, random_rows + stratum_b, HELD_OUT)
    text = pd.DataFrame(random_rows + stratum_b + stratum_h)
    text.insert(0, "id", range(1, len(text) + 1))
    strata = ["A"] * len(random_rows) + ["B"] * len(stratum_b) + ["H"] * len(stratum_h)
    text.insert(1, "stratum", strata)
    text["label"] = ""
    text["note"] = ""
    text.to_csv(out / "steps_text.csv", index=False)
    coded = pd.DataFrame(list(coded_steps(root)))
    coded.insert(0, "id", range(1, len(coded) + 1))
    coded["label"] = ""
    coded["note"] = ""
    coded.to_csv(out / "steps_coded.csv", index=False)
    print(f"{len(text)} text steps, {len(coded)} coded steps")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
