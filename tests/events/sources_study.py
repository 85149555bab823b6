"""A study of the provider beside DataJud: how ``compare_sources`` pairs one act's two reports.

Lawsuits of five courts go through a sandbox's capture API and its DataJud; the sandbox knows
which step each DataJud movement records (:meth:`lawkit.sandbox.data.datajud.Record.registrations`),
so the pairing is checked against the truth. ``tests/events/test_events_sources.py`` runs it on 8
lawsuits per court; the figures of ``lawkit/events/README.md`` (issue 30) are of 40 per court:

    .venv/bin/python tests/events/sources_study.py [--per-court 40] [--seed 30]
"""

from __future__ import annotations

import argparse
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import pandas as pd

import lawkit
import lawkit.sandbox
from lawkit import cnj, events, tidy
from lawkit.sandbox.data import datajud as sandbox_datajud
from lawkit.sandbox.data import story

COURTS = ("TJSP", "TJRJ", "TJMG", "TJDFT", "TRF1")


@contextmanager
def study(per_court: int, seed: int, cache: Path) -> Iterator[tuple[tidy.Bundle, tidy.Bundle]]:
    """The capture API's bundle and DataJud's of ``per_court`` lawsuits of each of
    :data:`COURTS`, from a sandbox of ``seed``."""
    numbers = [
        number
        for k, court in enumerate(COURTS)
        for number in cnj.generate(court=court, n=per_court, seed=k)
    ]
    with lawkit.sandbox.start(seed=seed, finish_after=0) as sandbox:
        client = lawkit.connect(**sandbox.settings, cache=cache)
        submitted = client.capture.autorequest_many(numbers, progress=False)
        captured = tidy.lookups(client.capture.wait(submitted, timeout=900, progress=False))
        recorded = tidy.datajud(client.datajud.search(numbers, progress=False))
        client.close()
    yield captured, recorded


def recorded_steps(bundle: tidy.Bundle, seed: int) -> dict[tuple[str, pd.Timestamp], pd.Timestamp]:
    """(cnj, a movement's ``dataHora``) -> the minute of the step it records (the capture API
    shows minutes), from the sandbox's own data."""
    found = {}
    for number in bundle.steps["cnj"].unique():
        outline = story.outline(seed, number)
        for degree in outline.degrees:
            record = sandbox_datajud.Record(
                seed, outline, degree, datetime(2100, 1, 1, tzinfo=UTC), 0
            )
            for step, at in record.registrations() or []:
                found[(number, pd.Timestamp(at).floor("ms"))] = pd.Timestamp(step.at).floor("min")
    return found


def twins(table: pd.DataFrame) -> pd.DataFrame:
    """DataJud-only events beside a provider-only event of the same lawsuit at the same minute
    (columns of both, the provider's suffixed): one act counted twice, but for a coincidence."""
    alone = table[table["datajud"] & ~table["provider"]]
    others = table[table["provider"] & ~table["datajud"]]
    return alone.merge(
        others.assign(at=others["provider_at"].dt.floor("min")),
        left_on=[alone["cnj"], alone["datajud_at"].dt.floor("min")],
        right_on=["cnj", "at"],
        suffixes=("", "_provider"),
    )


def figures(captured: tidy.Bundle, recorded: tidy.Bundle, seed: int) -> dict[str, int | float]:
    """What ``compare_sources`` makes of the two bundles, against the sandbox's truth."""
    table = events.compare_sources(captured + recorded)
    truth = recorded_steps(recorded, seed)
    pairs = table[table["provider"] & table["datajud"]]
    moves = zip(pairs["cnj"], pairs["datajud_at"], strict=True)
    records = pd.Series([truth[(c, at.floor("ms"))] for c, at in moves], index=pairs.index)
    shown = set(
        zip(captured.steps["cnj"], captured.steps["timestamp"].dt.floor("min"), strict=True)
    )
    steps = zip(recorded.steps["cnj"], recorded.steps["timestamp"], strict=True)
    paired = pairs.assign(at=pairs["provider_at"].dt.floor("min")).groupby(["cnj", "event", "at"])
    wanted = pairs.assign(at=records).groupby(["cnj", "event", "at"]).size()
    unrecorded = (paired.size() - wanted.reindex(paired.size().index, fill_value=0)).clip(0)
    lags = pairs["lag_days"].astype(float)
    return {
        "provider steps": len(captured.steps),
        "DataJud movements": len(recorded.steps),
        "movements whose step the provider shows": sum(
            (number, truth[(number, at.floor("ms"))]) in shown for number, at in steps
        ),
        "pairs": len(pairs),
        "pairs with the step the movement records": int(
            (pairs["provider_at"].dt.floor("min") == records).sum()
        ),
        "pairs with a step no paired movement records": int(unrecorded.sum()),
        "DataJud-only events with a provider-only twin at the same minute": len(twins(table)),
        "lowest lag (days)": round(float(lags.min()), 3),
        "lags below 0": int((lags < 0).sum()),
        "lags below -1 day": int((lags < -1).sum()),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-court", type=int, default=40)
    parser.add_argument("--seed", type=int, default=30)
    args = parser.parse_args()
    with (
        tempfile.TemporaryDirectory() as cache,
        study(args.per_court, args.seed, Path(cache)) as (
            captured,
            recorded,
        ),
    ):
        for name, value in figures(captured, recorded, args.seed).items():
            print(f"{name}: {value}")


if __name__ == "__main__":
    main()
