"""Benchmark: accuracy of ``lawkit.events.classify`` on labelled real steps, and its speed.

``accuracy``: precision, recall and support per class and overall accuracy on each part of the
labelled set of ``tests/data/events`` (text steps labelled by reading, by stratum; DataJud and
PDPJ coded steps with their code and with the code hidden). Targets: 90 % overall and for the
milestone classes.

``speed``: real step texts spread over synthetic lawsuits, as capture lookup results that
``lawkit.tidy.lookups`` reads (passed through JSON, as the client receives them); then, in one
run, best of ``--repeat``, ``tidy.lookups(results)`` as it is, with the steps' classification
switched off (``measure.without_classifying``) and ``bench_tidy``'s ``pandas.json_normalize``
equivalent, in turn round after round (``measure.rounds``): the difference of the first two is
what classifying costs inside the real build, strings converted as tidy converts them. Their ratio:
target <= 1, classifying a bundle's steps costs at most building the bundle without it; wall and CPU
time are printed, the steadier of the two decides. ``json_normalize`` / tidy on real texts is
printed beside it (issue 21's 5x). Each synthetic lawsuit follows one real lawsuit's
steps in order (the 17 lawsuits of the provider's ``steps4`` sample, e-SAJ TJSP's, Digesto TRT3's)
for a log-normal number of steps (median 70, mean about 115, up to 2,000); 3 % of its steps are a
real long decision text (the provider's ``longTitles``: 0.5-20 KB, in the title as the provider
sends it). Every digit of every step is redrawn at random: real steps carry dates, protocol, page
and guide numbers, so a court's standard phrases repeat exactly only without digits ("Conclusos para
decisão") and every decision text is unique. That leaves about two thirds of the (title, text) pairs
distinct, as in the real sample (1,338 distinct of 1,971 steps of 17 lawsuits). Party names are not
varied: ``--named 0.3`` appends a party name to 30 % of the titles.

Run: ``.venv/bin/python tests/benchmarks/bench_events.py [accuracy|speed|both]
[--lawsuits 1800] [--repeat 5] [--seed 0] [--named 0.0] [--quick]`` (about a minute; ``--quick``:
20 lawsuits once). Exits non-zero when the speed ratio is above 1.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
from bench_tidy import with_json_normalize
from measure import options, rounds, verdict, without_classifying

import lawkit.events
import lawkit.tidy
from lawkit.cnj import generate

TESTS = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(TESTS / "events"))
import labelled  # noqa: E402  (tests/events/labelled.py)

TARGET = 1.0
LONG_SHARE = 0.03
SURNAMES = ("SILVA", "SANTOS", "OLIVEIRA", "SOUZA", "RODRIGUES", "FERREIRA", "ALVES", "PEREIRA")
DIGIT = re.compile(r"\d")


def accuracy() -> None:
    """Print the accuracy report."""
    pd.set_option("display.width", 120)
    for part, table in labelled.measure().items():
        print(f"\n{labelled.PARTS[part]}  (accuracy {table.loc['accuracy', 'recall']:.3f})")
        print(table.drop(index="accuracy").to_string(float_format=lambda v: f"{v:.3f}"))


def sequences() -> tuple[list[list[tuple[str | None, str | None]]], list[str]]:
    """Real step sequences (one per real lawsuit, in order) and real long decision titles."""
    data = TESTS / "data"
    steps4 = json.loads((data / "tidy/codilo_steps4.json").read_text())
    by_lawsuit: dict[str, list[tuple[str | None, str | None]]] = {}
    for step in steps4:
        by_lawsuit.setdefault(step["cnj"], []).append((step["title"], step["description"]))
    esaj = json.loads((data / "tidy/tjsp__cpopg_api_movimentacao.json").read_text())
    digesto = json.loads((data / "cnj/digesto_trt3_0010053-69.2016.5.03.0002.json").read_text())
    found = [*by_lawsuit.values()]
    found.append([(m["movimento"], m["descricao"]) for m in reversed(esaj)])
    found.append([(m[1], m[2]) for m in reversed(digesto["movs"])])
    text = labelled.text_steps()
    long = text.loc[text["source"].str.startswith("codilo_longTitles"), "title"].tolist()
    return found, long


def _redraw(value: str | None, rng: random.Random) -> str | None:
    return value if value is None else DIGIT.sub(lambda _: str(rng.randrange(10)), value)


def lookup_results(lawsuits: int, seed: int, named: float = 0.0) -> list[dict[str, Any]]:
    """``lawsuits`` capture lookup results (one lawsuit each) made of real steps.

    Besides the steps, each lawsuit has what the real payloads of ``tests/data/`` show (e-SAJ
    TJSP's parties, jtrecenti/juscraper @ bd036e4a36d8342a3e65bf3aece3e40665272a1c): 2-8 parties
    with 0-4 lawyers each, a cover, properties with the value as text, a file in 5 % of steps.
    A share ``named`` of the titles end with the lawsuit's party name (a stress test: they are
    then distinct even with their digits masked).
    """
    rng = random.Random(seed)
    counts = np.clip(np.random.default_rng(seed).lognormal(np.log(70), 1.0, lawsuits), 1, 2000)
    templates, long = sequences()
    base = pd.Timestamp("2015-01-01", tz="UTC").value // 10**9
    results = []
    for i, (cnj, count) in enumerate(
        zip(generate(None, n=lawsuits, seed=seed), counts, strict=True)
    ):
        template = rng.choice(templates)
        times = sorted(rng.randrange(base, base + 300_000_000) for _ in range(int(count)))
        steps = []
        for j, moment in enumerate(times):
            title, text = template[j % len(template)]
            if rng.random() < LONG_SHARE:
                title, text = rng.choice(long), None
            if named and title and rng.random() < named:
                title = f"{title} - PARTE {i} {rng.choice(SURNAMES)}"
            step: dict[str, Any] = {
                "timestamp": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(moment)),
                "title": _redraw(title, rng),
                "description": _redraw(text, rng),
            }
            if rng.random() < 0.05:
                url = f"https://files.example/{i}/{j}.pdf"
                step["files"] = [{"id": f"{i}-{j}", "name": f"{j}.pdf", "type": "pdf", "url": url}]
            steps.append(step)
        people = [
            {"pole": ("active", "passive")[k % 2], "description": ("Autor", "Réu")[k % 2],
             "name": f"Parte {i}-{k}",
             "lawyers": [{"name": f"Advogado {i}-{k}-{m}"} for m in range(rng.randint(0, 4))]}
            for k in range(rng.randint(2, 8))
        ]  # fmt: skip
        value = f"{rng.randint(100, 10**7)},{rng.randint(0, 99):02d}"
        lawsuit = {
            "cover": [{"description": "Classe", "value": "Procedimento Comum Cível"},
                      {"description": "Valor da ação", "value": f"R$ {value}"},
                      {"description": "Juiz", "value": "Juiz de Direito"}],
            "properties": {"cnj": cnj, "number": cnj, "class": "Procedimento Comum Cível",
                           "subject": "Indenização por Dano Moral", "origin": "Foro Central",
                           "staff": "1ª Vara Cível", "status": "Em andamento", "value": value,
                           "startAt": steps[0]["timestamp"]},
            "people": people,
            "steps": steps,
        }  # fmt: skip
        requested = {"id": f"req-{i:08d}", "status": "success", "source": "tj", "platform": "esaj",
                     "search": "court", "query": "first", "param": {"key": "cnj", "value": cnj},
                     "respondedAt": "2026-01-01T00:00:00.000Z"}  # fmt: skip
        results.append(
            {"success": True, "type": "lawsuits", "requested": requested, "data": [lawsuit]}
        )
    return results


def speed(lawsuits: int, repeat: int, seed: int, named: float) -> float:
    """Print the speed comparison; return the ratio of classifying to building the bundle without
    it (the steadier of wall and CPU time: another process on the machine inflates one run's
    wall time, not its CPU)."""
    start = time.perf_counter()
    # Through JSON, as the client receives them: every string its own object, none shared.
    results = json.loads(json.dumps(lookup_results(lawsuits, seed, named)))
    print(f"generated {lawsuits:,} lookup results in {time.perf_counter() - start:.1f} s")
    runs = rounds(
        {
            "lawkit.tidy.lookups, steps not classified": without_classifying(
                lambda: lawkit.tidy.lookups(results)
            ),
            "lawkit.tidy.lookups(results)": lambda: lawkit.tidy.lookups(results),
            "pandas.json_normalize equivalent (bench_tidy)": lambda: with_json_normalize(results),
        },
        repeat,
    )
    (t_bare, _), (t_tidy, bundle), (t_norm, _) = runs.values()
    steps = bundle.steps
    pairs = len(steps[["title", "text"]].drop_duplicates())
    long = int((steps["title"].str.len() > 1000).sum())
    print(f"  steps: {len(steps):,} rows; distinct titles {steps['title'].nunique():,}, "
          f"texts {steps['text'].nunique():,}, (title, text) pairs {pairs:,} "
          f"({pairs / len(steps):.0%}); long decision titles {long:,}")  # fmt: skip
    keys = [steps[c].dropna().str.slice(0, 160).str.replace(r"\d", "0", regex=True).str.lower()
            .nunique() for c in ("title", "text")]  # fmt: skip
    print(f"  with digits masked, distinct title heads {keys[0]:,}, text heads {keys[1]:,}")
    print("  classes: " + ", ".join(f"{k} {v:,}" for k, v in steps["event"].value_counts().items()))
    versus = [norm / tidy for norm, tidy in zip(t_norm, t_tidy, strict=True)]
    print(f"json_normalize / tidy = {versus[0]:.1f}x wall, {versus[1]:.1f}x cpu (issue 21: 5x; "
          f"{t_norm[0] / t_bare[0]:.1f}x without classifying)")  # fmt: skip
    ratios = [(tidy - bare) / bare for tidy, bare in zip(t_tidy, t_bare, strict=True)]
    print(f"classifying / building the bundle without it = {ratios[0]:.2f} wall, {ratios[1]:.2f} "
          f"cpu (target <= {TARGET})")  # fmt: skip
    return min(ratios)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("part", nargs="?", default="both", choices=("accuracy", "speed", "both"))
    parser.add_argument("--lawsuits", type=int, default=1_800, help="about 115 steps each")
    parser.add_argument("--repeat", type=int, default=5, help="runs of each, best is kept")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--named", type=float, default=0.0, help="share of titles named (stress)")
    args = options(parser, quick={"lawsuits": 20, "repeat": 1})
    if args.part in ("accuracy", "both"):
        accuracy()
    if args.part in ("speed", "both"):
        print()
        return verdict(speed(args.lawsuits, args.repeat, args.seed, args.named) <= TARGET, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
