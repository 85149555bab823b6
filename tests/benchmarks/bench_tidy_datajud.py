"""Benchmark: lawkit.tidy.datajud against pandas.json_normalize of the same DataJud hits.

The hits are the real ones of tests/data/datajud (every answer and bare hit there: TJSP, TJES,
TRF1, TJDFT; 0 to 153 movements, compact and ISO dates, ``assuntos`` flat and as a list of lists,
string unit codes), copied under distinct CNJ numbers to ``--hits``. In one run, side by side:

- ``lawkit.tidy.datajud`` of the answers (lawsuits with the CNJ decoded, subjects, steps with
  their event classified from the TPU code, complements, every column typed);
- ``pandas.json_normalize`` of the same hits: one frame of the hits (``_source`` flattened), one
  of their movements (``record_path`` ``_source.movimentos``, the hit's ``_id`` kept) and one of
  the movements' tabled complements (``record_path`` down to ``complementosTabelados``), with
  no typing at all, so the baseline does less than tidy.

Prints both times and the ratio json_normalize / tidy (target: at least 5); exits 1 below it,
except with ``--quick`` (a few hundred hits: sizes too small to judge speed).

Run: ``PYTHONPATH=. .venv/bin/python tests/benchmarks/bench_tidy_datajud.py [--hits 20000]``
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path
from typing import Any

import pandas as pd
from measure import best, options, verdict

import lawkit.tidy
from lawkit import cnj

DATA = Path(__file__).resolve().parents[1] / "data" / "datajud"
TARGET = 5.0
MOVES = ["_source", "movimentos"]


def real_hits() -> list[dict[str, Any]]:
    """Every hit of the real answers (a bare hit counts as one)."""
    hits = []
    for path in sorted(DATA.glob("*.json")):
        payload = json.loads(path.read_text("utf-8"))
        hits += payload["hits"]["hits"] if "hits" in payload else [payload]
    return hits


def answers(count: int, page: int = 1000) -> list[dict[str, Any]]:
    """``count`` hits (the real ones in turn, each under a new CNJ number) in pages of ``page``."""
    real = real_hits()
    numbers = cnj.generate("TJSP", 2021, n=count, seed=3)
    hits = []
    for i, number in enumerate(numbers):
        hit = copy.deepcopy(real[i % len(real)])
        digits = cnj.parse(number).digits
        hit["_id"] = hit["_source"]["id"] = f"TJSP_G1_{digits}"
        hit["_source"]["numeroProcesso"] = digits
        hits.append(hit)
    return [{"hits": {"hits": hits[i : i + page]}} for i in range(0, count, page)]


def normalized(pages: list[dict[str, Any]]) -> dict[str, pd.DataFrame]:
    """The hits, their movements and the movements' complements by ``pandas.json_normalize``."""
    hits = [h for p in pages for h in p["hits"]["hits"]]
    moved = [h for h in hits if h["_source"].get("movimentos")]
    completed = [
        {"_id": h["_id"], "_source": {"movimentos": [m]}}
        for h in moved
        for m in h["_source"]["movimentos"]
        if m.get("complementosTabelados")
    ]
    return {
        "hits": pd.json_normalize(hits),
        "movements": pd.json_normalize(moved, record_path=MOVES, meta=["_id"]),
        "complements": pd.json_normalize(
            completed, record_path=[*MOVES, "complementosTabelados"], meta=["_id"]
        ),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hits", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = options(parser, quick={"hits": 300, "repeat": 1})
    pages = answers(args.hits)
    print(f"{args.hits:,} DataJud hits, {len(real_hits())} real ones in turn", flush=True)
    (wall, cpu), bundle = best(
        "lawkit.tidy.datajud", lambda: lawkit.tidy.datajud(pages), args.repeat
    )
    (base_wall, base_cpu), frames = best(
        "pandas.json_normalize (hits, movements, complements)",
        lambda: normalized(pages),
        args.repeat,
    )
    assert len(bundle.lawsuits) == len(frames["hits"]) == args.hits
    assert len(bundle.steps) == len(frames["movements"])
    assert len(bundle.complements) == len(frames["complements"])
    ratio, ratio_cpu = base_wall / wall, base_cpu / cpu
    print(f"  {len(bundle.steps):,} movements, {len(bundle.complements):,} complements")
    print(f"json_normalize / tidy: {ratio:.1f}x wall, {ratio_cpu:.1f}x cpu (target >= {TARGET}x)")
    if args.quick:
        return 0
    return verdict(min(ratio, ratio_cpu) >= TARGET, args)


if __name__ == "__main__":
    sys.exit(main())
