"""Real tidy frames for the chart tests: a portfolio fetched from a sandbox through the client."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import chart_layout
import pandas as pd
import pytest

import lawkit
import lawkit.sandbox
from lawkit import cnj, tidy


@dataclass(frozen=True)
class Frames:
    """Tidy tables of one sandbox session."""

    bundle: tidy.Bundle
    monitoring: tidy.Bundle
    demand: tidy.Bundle
    usage: pd.DataFrame
    consumption: pd.DataFrame
    details: pd.DataFrame
    monitored: pd.DataFrame
    monitored_list: pd.DataFrame
    start: dt.date
    end: dt.date
    now: pd.Timestamp


@pytest.fixture(scope="session")
def frames(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Frames]:
    """From a sandbox of this directory's own: automatic queries for 12 CNJ numbers of various
    courts, statistics, four of them monitored (a day after registration) and in a demand."""
    cache: Path = tmp_path_factory.mktemp("plots-cache")
    with lawkit.sandbox.start(seed=77, finish_after=0) as sandbox:
        client = lawkit.connect(**sandbox.settings, cache=cache)
        numbers = cnj.generate(court=None, n=12, seed=5)
        records = [client.capture.autorequest(n) for n in numbers]
        results = client.capture.wait(records, progress=False, timeout=60)
        end = sandbox.now.date()
        start = end - dt.timedelta(days=6)
        usage = tidy.usage(client.capture.stats_use(start, end))
        consumption = tidy.consumption(client.capture.stats_consume(start, end))
        details = tidy.usage_details(client.capture.stats_details(start, end))
        processes = [client.monitor.register(n) for n in numbers[:4]]
        demand = client.demand.insert(numbers[:4], url_callback=f"{sandbox.url}/nowhere")
        sandbox.advance(days=1)
        yield Frames(
            bundle=tidy.lookups(list(results.values())),
            monitoring=tidy.monitoring([client.monitor.data(p["id"]) for p in processes]),
            demand=tidy.demand(client.demand.get(demand["idDemanda"])),
            usage=usage,
            consumption=consumption,
            details=details,
            monitored=tidy.monitored([client.monitor.info(p["id"]) for p in processes]),
            monitored_list=tidy.monitored(client.monitor.list()),
            start=start,
            end=end,
            now=pd.Timestamp(sandbox.now),
        )
        client.close()


@pytest.fixture(scope="session")
def canvas() -> Iterator[chart_layout.Canvas]:
    """Draws a figure in Chromium, as the HTML report shows it, and finds what a reader would
    see wrong in it (``canvas.problems(fig)``: overlapping or cut text, unreadable labels, lines
    through labels, a legend that scrolls or crowds the plot)."""
    with chart_layout.chromium() as browser:
        yield chart_layout.Canvas(browser)
