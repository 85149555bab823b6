"""Figures of the sandbox's synthetic data and of its monitoring/demand re-query (bounded).

Run: ``.venv/bin/python tests/benchmarks/bench_sandbox_data.py [--processes 500] [--repeat 3]
[--quick]`` (``--quick``: every count tiny, generation timed once, seconds). Prints the
step-count distribution of 300 generated lawsuits, the generation time per lawsuit and the CPU
time of a 2,000-step instance; the days from filing to the first judgment of a first degree per
branch against their targets (CNJ, Justiça em Números 2024, "tempo médio da inicial até a
sentença": state 2 y 4 m, federal 3 y 2 m, labour 1 y 6 m, electoral 1 y, military 7 m; superior
courts 9 m; see ``lawkit.sandbox.data.procedure``); the share of each event class per branch as
``lawkit.events.classify`` reads the steps, and how often it agrees with the class each step was
generated for (capture titles; demand names with their TPU codes); then the wall time of
registering monitored processes, advancing the simulated clock and inserting a 1,000-CNJ demand
on a loopback sandbox. Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import defaultdict
from datetime import UTC, datetime

import pandas as pd
import requests
from measure import options

import lawkit.events
import lawkit.sandbox
from lawkit import cnj
from lawkit.sandbox.apis.demand import models as demand_models
from lawkit.sandbox.data import outcomes, procedure, story
from lawkit.sandbox.data import vocabulary as voc


def distribution(count: int) -> None:
    numbers = cnj.generate("TJSP", n=count, seed=5)
    suits = [story.lawsuit(0, n) for n in numbers]
    counts = [sum(len(i.steps) for i in s.instances) for s in suits]
    steps = [step for s in suits for i in s.instances for step in i.steps]
    long = sum(step.text_seed is not None for step in steps)
    files = sum(step.file_kind is not None for step in steps)
    appealed = sum(len(s.instances) > 1 for s in suits)
    print(
        f"steps per lawsuit ({count:,} TJSP CNJs): median {statistics.median(counts)}, "
        f"mean {statistics.mean(counts):.1f}, p90 {statistics.quantiles(counts, n=10)[-1]:.0f}, "
        f"max {max(counts)}; long decision texts {100 * long / len(steps):.1f} % of steps, "
        f"files {100 * files / len(steps):.1f} %, appealed {100 * appealed / len(suits):.0f} %"
    )


def generation(count: int, repeat: int) -> None:
    numbers = cnj.generate(None, n=count, seed=11)
    best = math.inf
    for _ in range(repeat):
        story.lawsuit.cache_clear()
        started = time.perf_counter()
        for number in numbers:
            story.lawsuit(0, number)
        best = min(best, time.perf_counter() - started)
    per_lawsuit = best / count * 1000
    print(
        f"generate a lawsuit ({count:,} CNJs of every court, cold cache, best of {repeat}): "
        f"{per_lawsuit:.2f} ms"
    )


def big_instance(steps: int) -> None:
    start = datetime(2015, 1, 1, 14, tzinfo=UTC)
    names = procedure.Names(
        "Juiz", "1ª Vara Cível", "Procedimento Comum Cível", "A", "B", "Autor", "Réu", "Foro",
        "TJSP", 1,
    )  # fmt: skip

    def instance(k: int) -> None:
        rng = random.Random(k)
        plan = procedure.Plan(rng, "esaj")
        rite, kind = voc.RITES["civil"], voc.KINDS["state"][0]  # Procedimento Comum Cível
        judgments = outcomes.first_judgments(rite, "TJSP", kind)
        procedure.first_degree(plan, rite, judgments, 900, appeal=False)
        plan.fill(steps)
        story._steps(rng, plan, start, names)

    best = min(_cpu(lambda k=k: instance(k)) for k in range(10))
    print(f"a {steps:,}-step instance: {best * 1000:.1f} ms CPU (best of 10)")


def _by_branch(per_branch: int) -> dict[str, list[story.Lawsuit]]:
    """About ``per_branch`` lawsuits of each branch (superior courts and councils together)."""
    groups: dict[str, list[str]] = defaultdict(list)
    for number in cnj.generate(None, n=60 * per_branch, seed=17):
        branch = story._family(story._branch(cnj.parse(number).court_info))
        if len(groups[branch]) < per_branch:
            groups[branch].append(number)
    return {branch: [story.lawsuit(0, n) for n in numbers] for branch, numbers in groups.items()}


def calibration(suits: dict[str, list[story.Lawsuit]]) -> None:
    """Days from filing to the first judgment of a first degree (of the one degree of a superior
    court), among the instances judged, against the branch's target median."""
    rows = []
    for branch, group in sorted(suits.items()):
        days = []
        for suit in group:
            first = suit.instances[0]
            judged = next((s for s in first.steps if s.event == "judgment"), None)
            if first.degree != 2 and judged:
                days.append((judged.at - first.start_at).total_seconds() / 86_400)
        target = procedure.JUDGMENT_DAYS.get(branch, procedure.SUPERIOR_DAYS)
        rows.append(
            (branch, len(days), statistics.median(days), statistics.mean(days), round(target))
        )
    table = pd.DataFrame(rows, columns=["branch", "n", "median", "mean", "target"])
    print("days from filing to the first judgment (target: the median)")
    print(table.round(0).to_string(index=False))


def events(suits: dict[str, list[story.Lawsuit]]) -> None:
    """Event classes per branch as the classifier reads capture titles; its agreement with the
    classes the steps were generated for, on capture titles and on demand names (TPU codes)."""
    rows = {}
    for branch, group in sorted(suits.items()):
        steps = [(suit, s) for suit in group for i in suit.instances for s in i.steps]
        read = lawkit.events.classify(
            [story.step_title(suit, s) for suit, s in steps],
            [s.description or None for _, s in steps],
        )
        coded = lawkit.events.classify(
            [demand_models.movement_name(s) for _, s in steps],
            [demand_models.movement_text(suit, s) for suit, s in steps],
        )
        want = pd.Series([s.event for _, s in steps])
        rows[branch] = {
            **read.value_counts(normalize=True, sort=False).mul(100).round(1),
            "agree": round(100 * (want == read.astype(str)).mean(), 1),
            "agree coded": round(100 * (want == coded.astype(str)).mean(), 1),
            "steps": len(steps),
        }
    table = pd.DataFrame.from_dict(rows, orient="index")
    print("event classes per branch, % of steps (lawkit.events.classify on capture titles),")
    print("and % agreeing with the generated class (capture titles; demand names with codes)")
    print(table.to_string())


def _cpu(job) -> float:
    started = time.process_time()
    job()
    return time.process_time() - started


def _token(sb: lawkit.sandbox.Sandbox) -> dict[str, str]:
    answer = requests.post(
        f"{sb.urls['auth']}/oauth/token",
        data={
            "grant_type": "client_credentials",
            "id": sb.credentials["client_id"],
            "secret": sb.credentials["client_secret"],
        },
        timeout=10,
    )
    return {"Authorization": f"Bearer {answer.json()['access_token']}"}


def requery(processes: int) -> None:
    with lawkit.sandbox.start(seed=5, finish_after=0) as sb:
        headers = _token(sb)
        numbers = cnj.generate(None, n=processes, seed=8)
        callback = [{"method": "POST", "url": "http://127.0.0.1:9/unreachable"}]
        started = time.perf_counter()
        with requests.Session() as session:
            for number in numbers:
                session.post(
                    f"{sb.urls['monitor']}/v1/processo/novo",
                    json={"cnj": number, "callbacks": callback},
                    headers=headers,
                    timeout=30,
                )
        print(f"register {processes} processes: {time.perf_counter() - started:.2f} s")
        for days in (1, 30):
            started = time.perf_counter()
            sb.advance(days)
            print(
                f"advance({days}) with {processes} processes: {time.perf_counter() - started:.2f} s"
            )


def demand(count: int) -> None:
    with lawkit.sandbox.start(seed=5, finish_after=0) as sb:
        body = {
            "idArtifact": int(sb.credentials["artifact_id"]),
            "method": {
                "action": "insert",
                "demandType": "execution",
                "updateFrequency": "daily",
                "scopeType": "cnj",
                "values": cnj.generate(None, n=count, seed=8),
                "urlCallback": "http://127.0.0.1:9/unreachable",
                "idCallback": "bench",
            },
        }
        started = time.perf_counter()
        answer = requests.post(f"{sb.urls['demand']}/v1/demand", json=body, timeout=300)
        print(f"insert a {count:,}-CNJ demand: {time.perf_counter() - started:.2f} s")
        started = time.perf_counter()
        result = requests.get(
            f"{sb.urls['demand']}/v1/demand/{answer.json()['idDemanda']}",
            params={"idArtifact": sb.credentials["artifact_id"]},
            timeout=300,
        )
        print(
            f"read its result: {time.perf_counter() - started:.2f} s, "
            f"{len(result.content) / 1e6:.1f} MB"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=500, help="monitored processes (<= 5000)")
    parser.add_argument("--lawsuits", type=int, default=300, help="for the step distribution")
    parser.add_argument("--generated", type=int, default=2000, help="lawsuits generated, timed")
    parser.add_argument("--steps", type=int, default=2000, help="steps of the big instance")
    parser.add_argument("--per-branch", type=int, default=1500, help="lawsuits per branch")
    parser.add_argument("--demand", type=int, default=1000, help="CNJ numbers of the demand")
    parser.add_argument("--repeat", type=int, default=3, help="runs of the generation, best kept")
    quick = {"lawsuits": 20, "generated": 20, "steps": 200, "per_branch": 10, "processes": 10,
             "demand": 20, "repeat": 1}  # fmt: skip
    args = options(parser, quick)
    distribution(args.lawsuits)
    generation(args.generated, args.repeat)
    big_instance(args.steps)
    suits = _by_branch(args.per_branch)
    calibration(suits)
    events(suits)
    requery(min(args.processes, 5000))
    demand(args.demand)


if __name__ == "__main__":
    main()
