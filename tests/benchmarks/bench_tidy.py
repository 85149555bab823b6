"""Benchmark: lawkit.tidy.lookups against pandas.json_normalize and against json.loads.

Generates realistic capture lookup results as JSON bytes (one response body per lawsuit, as
automatic-request callbacks deliver them): steps per lawsuit log-normal with median ~70 and a
tail to 2,000, ~3 % of steps carrying 1-20 KB of decision text, 2-8 parties with 0-4 lawyers,
a cover, properties with the value as text and a file in ~5 % of steps. Then, in one run:

- ``json.loads`` of every body (the floor: parsing alone);
- ``lawkit.tidy.lookups`` on the parsed bodies, as it is: the steps' ``event`` and ``tpu_code``
  classified (``lawkit.events``), and without those two columns (the builder's classification
  replaced by nothing, so they stay missing): the classification's cost, measured side by side;
- the same tables built with ``pandas.json_normalize`` plus the same dtype work (canonical CNJ via
  the vectorised ``Series.cnj`` accessor, UTC timestamps, money, categories, pyarrow strings);
  json_normalize classifies nothing, so the comparison is shown both ways;

the three in turn, round after round (``measure.rounds``: on a shared machine whose speed drifts
they then share its slow spells), and prints the times, the ratios (targets: json_normalize /
tidy >= 5, classifying <= 0.5 of the build without it, tidy / json.loads <= 3) and the memory of
the resulting tables (``memory_usage(deep=True)``, a str that rows share counted once).

Run: ``.venv/bin/python tests/benchmarks/bench_tidy.py [--lawsuits 10000] [--seed 0] [--repeat 2]``
(about two minutes and 4 GB of memory at the default size; ``--quick``: 20 lawsuits once)
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import time
from typing import Any

import numpy as np
import pandas as pd
from measure import best, options, rounds, without_classifying

import lawkit.cnj  # registers the Series.cnj accessor used by the baseline
import lawkit.tidy
from lawkit.cnj import generate
from lawkit.tidy.parse import money

VOCABULARY = (
    "juntada de petição intermediária conclusos para decisão despacho proferido "
    "intime-se a parte autora para manifestação no prazo legal sentença julgo procedente o "
    "pedido condenando a requerida ao pagamento de indenização por danos morais expedição de "
    "mandado de citação certidão de publicação relação disponibilizado no diário da justiça "
    "eletrônico audiência de conciliação designada recurso de apelação recebido em ambos os "
    "efeitos trânsito em julgado arquivamento definitivo"
)
WORDS = VOCABULARY.split()
TITLES = [" ".join(WORDS[i : i + k]).capitalize() for i in range(40) for k in (2, 3, 4, 6)]
POLES = ("active", "passive")
ROLES = ("Autor", "Réu", "Requerente", "Requerido", "Terceiro interessado")


def _essay(rng: random.Random, corpus: str) -> str:
    size = rng.randint(1_000, 20_000)
    start = rng.randrange(0, len(corpus) - size)
    return corpus[start : start + size]


def generate_bodies(n: int, seed: int) -> list[bytes]:
    """``n`` capture lookup results (one lawsuit each) as JSON bytes."""
    rng = random.Random(seed)
    np_rng = np.random.default_rng(seed)
    corpus = " ".join(rng.choice(WORDS) for _ in range(60_000))
    counts = np.clip(np_rng.lognormal(np.log(70), 1.0, n).astype(int), 1, 2_000)
    cnjs = generate(None, n=n, seed=seed)
    bodies = []
    base = pd.Timestamp("2015-01-01", tz="UTC").value // 10**9
    for i, (cnj, n_steps) in enumerate(zip(cnjs, counts, strict=True)):
        times = sorted(rng.randrange(base, base + 300_000_000) for _ in range(n_steps))
        steps = []
        for j, t in enumerate(times):
            step: dict[str, Any] = {
                "timestamp": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(t)),
                "title": rng.choice(TITLES),
                "description": _essay(rng, corpus) if rng.random() < 0.03 else rng.choice(TITLES),
            }
            if rng.random() < 0.05:
                step["files"] = [
                    {
                        "id": f"{i:08d}-{j:04d}",
                        "name": f"doc{j}.pdf",
                        "url": f"https://cdn.example/files/doc{i}_{j}.pdf",
                        "type": "application/pdf",
                    }
                ]
            steps.append(step)
        people = [
            {
                "pole": POLES[k % 2],
                "description": rng.choice(ROLES),
                "name": f"Parte {i}-{k}",
                "lawyers": [{"name": f"Advogado {i}-{k}-{m}"} for m in range(rng.randint(0, 4))],
            }
            for k in range(rng.randint(2, 8))
        ]
        value = f"{rng.randint(100, 10**7)}.{rng.randint(0, 99):02d}"
        lawsuit = {
            "cover": [
                {"description": "Classe", "value": "Procedimento Comum Cível"},
                {"description": "Valor da ação", "value": value},
                {"description": "Juiz", "value": "Juiz de Direito"},
            ],
            "properties": {
                "number": cnj,
                "class": "Procedimento Comum Cível",
                "subject": rng.choice(("Indenização por Dano Moral", "Cobrança", "Alimentos")),
                "origin": "Foro Central",
                "staff": "1ª Vara Cível",
                "startAt": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(times[0])),
                "status": "Em andamento",
                "cnj": cnj,
                "value": value,
            },
            "people": people,
            "steps": steps,
        }
        result = {
            "success": True,
            "type": "lawsuits",
            "requested": {
                "id": f"req-{i:08d}",
                "status": "success",
                "source": "tj",
                "platform": "esaj",
                "search": "court",
                "query": "first",
                "court": "TJSP",
                "param": {"key": "cnj", "value": cnj},
                "respondedAt": "2026-01-01T00:00:00.000Z",
                "createdAt": "2026-01-01T00:00:00.000Z",
            },
            "info": {
                "source": "Tribunais",
                "platform": "e-SAJ",
                "search": "Tribunal",
                "query": "1º grau",
                "paramKey": "CNJ",
            },
            "data": [lawsuit],
        }
        bodies.append(json.dumps(result, ensure_ascii=False).encode())
    return bodies


def _utc(series: pd.Series) -> pd.Series:
    parsed = pd.to_datetime(series, format="ISO8601", utc=True, errors="coerce")
    return parsed.astype("datetime64[ns, UTC]")


def _strings(frame: pd.DataFrame, columns: list[str]) -> None:
    for column in columns:
        frame[column] = frame[column].astype("string[pyarrow]")


def with_json_normalize(results: list[dict]) -> dict[str, pd.DataFrame]:
    """The same tables (lawsuits, parties, lawyers, steps, files, cover) with json_normalize."""
    items = [lawsuit for result in results for lawsuit in result["data"]]
    requests = pd.json_normalize([r["requested"] for r in results for _ in r["data"]])
    lawsuits = pd.json_normalize(items).drop(columns=["cover", "people", "steps"])
    lawsuits["request_id"] = requests["id"].to_numpy()
    lawsuits["cnj"] = lawsuits["properties.cnj"].cnj.normalize()
    lawsuits["court"] = lawsuits["cnj"].cnj.court.astype("category")
    lawsuits["start_at"] = _utc(lawsuits["properties.startAt"])
    lawsuits["value"] = lawsuits["properties.value"].map(money).astype("Float64")
    for column in ("properties.class", "properties.subject", "properties.status"):
        lawsuits[column] = lawsuits[column].astype("category")
    meta = [["properties", "cnj"]]
    steps = pd.json_normalize(items, "steps", meta=meta)
    steps["timestamp"] = _utc(steps["timestamp"])
    steps["properties.cnj"] = steps["properties.cnj"].cnj.normalize()
    with_files = steps[steps["files"].notna()].explode("files")
    files = pd.json_normalize(with_files["files"].tolist())
    files["cnj"] = with_files["properties.cnj"].to_numpy()
    files["timestamp"] = with_files["timestamp"].to_numpy()
    steps = steps.drop(columns=["files"])
    _strings(steps, ["title", "description"])
    parties = pd.json_normalize(items, "people", meta=meta)
    parties["properties.cnj"] = parties["properties.cnj"].cnj.normalize()
    exploded = parties[["properties.cnj", "name", "pole", "lawyers"]].explode("lawyers")
    exploded = exploded[exploded["lawyers"].notna()]
    lawyers = pd.json_normalize(exploded["lawyers"].tolist())
    lawyers["cnj"] = exploded["properties.cnj"].to_numpy()
    lawyers["party_name"] = exploded["name"].to_numpy()
    lawyers["pole"] = exploded["pole"].astype("category").to_numpy()
    parties = parties.drop(columns=["lawyers"])
    parties["pole"] = parties["pole"].astype("category")
    cover = pd.json_normalize(items, "cover", meta=meta)
    cover["properties.cnj"] = cover["properties.cnj"].cnj.normalize()
    _strings(parties, ["name"])
    _strings(lawyers, ["name", "party_name"])
    _strings(cover, ["description", "value"])
    return {"lawsuits": lawsuits, "parties": parties, "lawyers": lawyers, "steps": steps,
            "files": files, "cover": cover}  # fmt: skip


def _memory(tables: dict[str, pd.DataFrame]) -> int:
    """Bytes the tables hold, a Python object shared by many rows counted once (pandas' deep
    memory counts it for every row: tidy's step texts share one str per distinct value)."""
    held, seen = 0, set()
    for table in tables.values():
        for _, column in table.items():
            if not (isinstance(column.array, pd.arrays.StringArray) or column.dtype == object):
                held += int(column.memory_usage(deep=True, index=False))
                continue
            objects = column.to_numpy(dtype=object)  # the objects the column references
            held += objects.nbytes
            for value in objects.tolist():
                if id(value) not in seen:
                    seen.add(id(value))
                    held += sys.getsizeof(value)
    return held


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lawsuits", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=2, help="runs of each, best is kept")
    args = options(parser, quick={"lawsuits": 20, "repeat": 1})

    start = time.perf_counter()
    bodies = generate_bodies(args.lawsuits, args.seed)
    size = sum(map(len, bodies))
    print(f"generated {len(bodies):,} lookup bodies, {size / 2**20:,.0f} MiB of JSON "
          f"in {time.perf_counter() - start:.1f} s")  # fmt: skip

    t_json, results = best(
        "json.loads of every body", lambda: [json.loads(b) for b in bodies], args.repeat
    )
    bodies.clear()  # free the JSON bytes before building tables
    tidy_tables = lawkit.tidy.lookups(results).tables()  # a first run, not timed
    tidy_memory = _memory(tidy_tables)  # before the baseline caches UTF-8 copies in the strs
    runs = rounds(
        {
            "lawkit.tidy.lookups": lambda: lawkit.tidy.lookups(results),
            "  without event, tpu_code": without_classifying(lambda: lawkit.tidy.lookups(results)),
            "pandas.json_normalize equivalent": lambda: with_json_normalize(results),
        },
        args.repeat,
    )
    (t_tidy, _), (t_bare, _), (t_norm, baseline) = runs.values()

    rows = {name: len(t) for name, t in tidy_tables.items()}
    print("rows: " + ", ".join(f"{k}={v:,}" for k, v in rows.items()))
    for i, clock in enumerate(("wall", "cpu")):
        tidy, bare, norm, parse = t_tidy[i], t_bare[i], t_norm[i], t_json[i]
        print(f"{clock:>4}: json_normalize / tidy = {norm / tidy:4.1f}x (target >= 5; "
              f"{norm / bare:4.1f}x without event, tpu_code); "
              f"tidy / json.loads = {tidy / parse:4.2f}x (target <= 3; {bare / parse:4.2f}x); "
              f"(json.loads + tidy) / json.loads = {(parse + tidy) / parse:4.2f}x")  # fmt: skip
        print(f"      classifying the steps: {tidy - bare:5.2f} s, "
              f"{(tidy - bare) / bare:4.0%} of building the bundle without it")  # fmt: skip
    print(f"memory of tidy tables           {tidy_memory / 2**20:8.0f} MiB (shared str once)")
    print(f"memory of json_normalize tables {_memory(baseline) / 2**20:8.0f} MiB (shared str once)")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**10
    print(f"peak RSS of the process         {peak:8.0f} MiB")


if __name__ == "__main__":
    main()
