"""Write the tidy tables of a small portfolio, fetched from a fresh sandbox, as canonical text.

``python portfolio_tables.py OUT.json`` starts the default sandbox (``lawkit.connect()`` with no
credentials), takes 24 CNJ numbers of several courts and years through automatic queries, three
of them through monitoring (a week of simulated days) and a demand, and writes every table of
the summed bundle, plus the usage statistics, as sorted text rows. Run at different real dates
(``faketime``), the files must be identical: the sandbox's data depends on its seed and its
simulated clock only.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
import tempfile
import time
from pathlib import Path

import pandas as pd

import lawkit
from lawkit import cnj, tidy

#: Columns that say when this run happened on the real clock, not what the provider knows.
RUN_TIME_COLUMNS = {"collected_at"}


def _rows(frame: pd.DataFrame, root: str) -> list[str]:
    """The rows as tab-separated text, sorted, with the sandbox's address (its port differs
    from run to run) written ``<sandbox>``."""
    kept = frame.drop(columns=sorted(RUN_TIME_COLUMNS & set(frame.columns)))
    text = kept.astype("string").fillna("<NA>")
    rows = ("\t".join(row).replace(root, "<sandbox>") for row in text.itertuples(index=False))
    return sorted(rows)


def tables(cache: Path) -> dict[str, list[str]]:
    """Table name -> its rows as text, sorted."""
    numbers = [
        *cnj.generate(court="TJSP", year=2025, n=8, seed=4),
        *cnj.generate(court="TJSP", year=2026, n=4, seed=4),
        *cnj.generate(court=None, n=12, seed=4),
    ]
    with lawkit.connect(cache=cache) as client:
        results = client.capture.wait(
            [client.capture.autorequest(n) for n in numbers], progress=False, timeout=120
        )
        processes = [client.monitor.register(n) for n in numbers[:3]]
        demand = client.demand.insert(numbers[:3], url_callback="http://127.0.0.1:9/unused")
        client.sandbox.advance(days=7)
        client.sandbox.wait_for_deliveries(timeout=30)
        deadline = time.monotonic() + 60
        while not client.demand.get(demand["idDemanda"], refresh=True)["body"][0]["data"]:
            if time.monotonic() > deadline:
                raise TimeoutError("the demand was not fetched within a minute")
            time.sleep(0.2)
        bundle = (
            tidy.lookups(results.values())
            + tidy.monitoring([client.monitor.data(p["id"], refresh=True) for p in processes])
            + tidy.demand(client.demand.get(demand["idDemanda"], refresh=True))
        )
        today = client.now.date()
        usage = tidy.usage(client.capture.stats_use(today - dt.timedelta(days=8), today))
        root = client.sandbox.url
    out = {name: _rows(frame, root) for name, frame in bundle.tables().items()}
    out["usage"] = _rows(usage, root)
    return out


def main(argv: list[str]) -> int:
    """Write the tables to ``argv[0]``."""
    with tempfile.TemporaryDirectory(prefix="lawkit-repro-") as cache:
        result = tables(Path(cache))
    Path(argv[0]).write_text(json.dumps(result, ensure_ascii=False, indent=0), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
