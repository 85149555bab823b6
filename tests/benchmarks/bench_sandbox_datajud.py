"""Cost of the sandbox's DataJud: population scans, paging, movements, and the sandbox's memory.

Run: ``.venv/bin/python tests/benchmarks/bench_sandbox_datajud.py [--population 5000]``.
Over HTTP on a loopback sandbox (``datajud_population`` lawsuits per court), prints the wall
time of: a population search by class and filing year (one scan of the court's population);
paging every record of the court 1,000 at a time with ``search_after`` and ``movimentos``
excluded (a scan, then pages rendered from the lawsuits' first draws); a 100-hit page with
movements (whole stories told); and the sandbox process's peak resident memory before and
after the paging (its search cache keeps only sort values and ``_doc`` per match). Not a test:
nothing is asserted.
"""

from __future__ import annotations

import argparse
import resource
import time
from typing import Any

import requests
from measure import options

import lawkit.sandbox

SORT = [{"@timestamp": "asc"}, "_doc"]


def _post(sb: lawkit.sandbox.Sandbox, body: dict[str, Any]) -> dict[str, Any]:
    headers = {"Authorization": f"APIKey {sb.settings['datajud_key']}"}
    url = f"{sb.settings['datajud_url']}/api_publica_tjsp/_search"
    answer = requests.post(url, json=body, headers=headers, timeout=3600)
    answer.raise_for_status()
    return answer.json()


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--population", type=int, default=5000)
    args = options(parser, quick={"population": 300})
    n = args.population
    with lawkit.sandbox.start(seed=5, datajud_population=n) as sb:
        filters = [
            {"term": {"classe.codigo": 7}},
            {"range": {"dataAjuizamento": {"gte": "2019", "lt": "2020"}}},
        ]
        body = {"size": 100, "sort": SORT, "track_total_hits": True}
        start = time.perf_counter()
        found = _post(sb, {**body, "query": {"bool": {"filter": filters}}})
        took = time.perf_counter() - start
        total = found["hits"]["total"]["value"]
        print(f"class 7 filed in 2019, {n:,} lawsuits scanned: {took:.1f} s ({total} records)")
        print(f"  {took / n * 1e3:.2f} ms per lawsuit scanned")
        before = _peak_mb()
        page: dict[str, Any] = {"size": 1000, "sort": SORT}
        page["_source"] = {"excludes": ["movimentos"]}
        start, count = time.perf_counter(), 0
        while hits := _post(sb, page)["hits"]["hits"]:
            count += len(hits)
            page["search_after"] = hits[-1]["sort"]
        took = time.perf_counter() - start
        print(f"paging {count:,} records without movimentos, 1,000 a page: {took:.1f} s")
        print(f"  peak memory {before:.0f} MB before, {_peak_mb():.0f} MB after")
        start = time.perf_counter()
        _post(sb, {"size": 100, "sort": SORT})
        print(f"a 100-hit page with movimentos: {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
