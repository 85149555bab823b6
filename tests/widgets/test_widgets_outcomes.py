"""The who-won form on a sandbox portfolio: groupings, min_n, rates and charts, nothing sent."""

from __future__ import annotations

import shutil

import pandas as pd
import pytest

from lawkit import cnj, events, tidy
from lawkit.errors import InvalidInput
from lawkit.widgets import OutcomeForm


@pytest.fixture
def results(client) -> pd.DataFrame:
    numbers = [n for court in ("TJSP", "TRT2") for n in cnj.generate(court, n=25, seed=3)]
    submitted = client.capture.autorequest_many(numbers, progress=False)
    return events.results(tidy.lookups(client.capture.wait(submitted, timeout=120,
                                                           progress=False)))  # fmt: skip


def test_the_form_rates_per_grouping_and_min_n_without_sending(results, sent) -> None:
    before = len(sent())
    form = OutcomeForm(results, min_n=5)
    assert list(form.by.options) == ["court", "class", "court and class"]
    by_court = events.rates(results, by="court", min_n=5)
    pd.testing.assert_frame_equal(form.rates, by_court)
    table, outcomes, reform = form.shown
    assert list(table.index) == list(by_court["court"])
    rated = by_court[by_court["full_win"].notna()].iloc[0]
    cell = table.loc[rated["court"], "full_win"]
    assert cell == (f"{rated['full_win']:.0%} ({rated['full_win_low']:.0%}-"
                    f"{rated['full_win_high']:.0%})")  # fmt: skip
    assert outcomes is form.figures["outcomes"] and reform is form.figures["reform"]
    assert {t.name for t in outcomes.data} <= {"granted", "partly granted", "denied", "settled",
                                               "dismissed without merits"}  # fmt: skip
    assert form.messages[0].startswith(f"{len(by_court)} groups by court")
    form.by.value = "court and class"
    assert list(form.rates.columns[:2]) == ["court", "class"]
    assert form.rates["decisions"].sum() == by_court["decisions"].sum()
    form.min_n.value = 50
    assert form.rates["full_win"].isna().all(), "no group has 50 merits judgments here"
    assert form.figures["outcomes"].layout.annotations[0].text.startswith("no group has 50")
    assert table.loc[:, "n_first"].sum() == by_court["n_first"].sum()
    assert len(sent()) == before


def test_groupings_the_frame_lacks_are_not_offered_and_bad_frames_are_messages() -> None:
    frame = pd.DataFrame({"court": ["TJSP"] * 12, "outcome": ["granted", "denied"] * 6})
    form = OutcomeForm(frame, min_n=3)
    assert list(form.by.options) == ["court"]
    assert form.rates.loc[0, "full_win"] == 0.5
    empty = OutcomeForm(pd.DataFrame({"outcome": [None]}))
    assert list(empty.by.options) == ["all"]
    assert empty.messages == [
        "InvalidInput: frame has no outcome to count: 1 row(s), none with an outcome; pass the "
        "frame lawkit.events.outcomes or lawkit.events.results returns for a bundle with judgments"
    ]


@pytest.fixture
def portfolio(client) -> tidy.Bundle:
    numbers = [n for court in ("TJSP", "TRT2") for n in cnj.generate(court, n=25, seed=3)]
    submitted = client.capture.autorequest_many(numbers, progress=False)
    return tidy.lookups(client.capture.wait(submitted, timeout=120, progress=False))


def test_the_form_reads_a_datasets_results_once_then_filters_them(portfolio, tmp_path) -> None:
    """Given a dataset, the form reads the per-lawsuit results once (with each lawsuit's unit):
    a grouping or a filter changed afterwards rates those rows, with the dataset gone."""
    path = portfolio.to_parquet(tmp_path / "portfolio")
    form = OutcomeForm(path, min_n=1)
    results = events.results(portfolio)
    pd.testing.assert_frame_equal(form.frame.drop(columns="unit"), results)
    units = portfolio.lawsuits.dropna(subset=["unit"]).drop_duplicates("cnj")
    assert form.frame["unit"].notna().sum() == len(units) > 0
    assert list(form.by.options) == ["court", "class", "unit", "court and class"]
    assert list(form.filters.dropdowns) == ["court", "year"]
    shutil.rmtree(path)  # nothing is read again
    form.filters.dropdowns["court"].value = "TRT2"
    trt2 = results[results["court"] == "TRT2"]
    pd.testing.assert_frame_equal(form.rates, events.rates(trt2, by="court", min_n=1))
    assert form.messages[0].startswith("1 groups by court (court TRT2)")
    form.by.value = "unit"
    kept = form.frame[(form.frame["court"] == "TRT2").to_numpy()]
    pd.testing.assert_frame_equal(form.rates, events.rates(kept, by="unit", min_n=1))
    form.filters.dropdowns["court"].value = "(all)"
    every = events.rates(results, min_n=1)
    assert form.rates["decisions"].sum() == every["decisions"].sum() > 0


def test_a_path_that_is_not_a_dataset_is_refused(tmp_path) -> None:
    with pytest.raises(InvalidInput, match="is not a dataset"):
        OutcomeForm(tmp_path / "nothing")
