"""The durations form on a sandbox portfolio's dataset: milestones, groupings and filters
redraw the medians and curves from the per-lawsuit rows read once, nothing sent."""

from __future__ import annotations

import shutil

import pandas as pd
import pytest

from lawkit import cnj, events, tidy
from lawkit.errors import InvalidInput
from lawkit.widgets import DurationsForm

pytest.importorskip("statsmodels")


@pytest.fixture
def portfolio(client) -> tidy.Bundle:
    numbers = [n for court in ("TJSP", "TRF1") for n in cnj.generate(court, n=20, seed=5)]
    submitted = client.capture.autorequest_many(numbers, progress=False)
    return tidy.lookups(client.capture.wait(submitted, timeout=120, progress=False))


def test_the_form_measures_a_datasets_milestones_read_once(portfolio, client, tmp_path, sent):
    path = portfolio.to_parquet(tmp_path / "portfolio")
    before, now = len(sent()), client.now
    form = DurationsForm(path, as_of=now)
    marks = events.milestones(portfolio)
    pd.testing.assert_frame_equal(form.milestones.drop(columns="unit"), marks)
    spans = events.durations(marks, "filed_at", "first_judgment_at", as_of=now)
    pd.testing.assert_frame_equal(form.medians, events.medians(spans, by="court"))
    table, figure = form.shown
    assert list(table.index) == list(form.medians["court"]) and figure is form.figures["survival"]
    assert list(form.by.options) == ["court", "class", "year", "unit", "all"]
    shutil.rmtree(path)  # nothing is read again
    form.end.value = "archived_at"
    form.filters.dropdowns["court"].value = "TRF1"
    trf1 = marks[marks["court"] == "TRF1"]
    archived = events.durations(trf1, "filed_at", "archived_at", as_of=now)
    pd.testing.assert_frame_equal(form.durations, archived)
    assert form.messages[0].startswith(f"{len(trf1)} lawsuits (court TRF1), ")
    form.by.value = "all"
    assert len(form.medians) == 1 and form.medians["lawsuits"].iloc[0] == archived["days"].count()
    assert len(sent()) == before


def test_a_milestone_after_itself_is_a_message(portfolio) -> None:
    form = DurationsForm(events.milestones(portfolio))
    form.end.value = "filed_at"
    assert form.messages[0].startswith("InvalidInput: end must be one of")


def test_what_is_not_milestones_nor_a_source_is_refused() -> None:
    with pytest.raises(InvalidInput, match=r"takes a lawkit\.tidy\.Bundle"):
        DurationsForm("")
