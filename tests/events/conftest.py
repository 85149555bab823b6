"""Real bundles for the event analyses: the same lawsuits from a sandbox's three APIs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from events_payloads import Sources

import lawkit
import lawkit.sandbox
from lawkit import cnj, tidy


@pytest.fixture(scope="session")
def sources(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Sources]:
    """Eight CNJ numbers of various courts through automatic capture queries (1st and 2nd
    degree where the court has them), monitoring and a demand, all read at the same simulated
    instant, from a sandbox of this directory's own."""
    cache: Path = tmp_path_factory.mktemp("events-cache")
    with lawkit.sandbox.start(seed=2024, finish_after=0) as sandbox:
        client = lawkit.connect(**sandbox.settings, cache=cache)
        numbers = cnj.generate(court=None, n=8, seed=13)
        records = [client.capture.autorequest(n) for n in numbers]
        results = client.capture.wait(records, progress=False, timeout=60)
        processes = [client.monitor.register(n) for n in numbers]
        inserted = client.demand.insert(numbers, url_callback=f"{sandbox.url}/nowhere")
        yield Sources(
            capture=tidy.lookups(results),
            monitoring=tidy.monitoring([client.monitor.data(p["id"]) for p in processes]),
            demand=tidy.demand(client.demand.get(inserted["idDemanda"])),
            now=client.now,
        )
        client.close()
