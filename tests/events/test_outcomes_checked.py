"""Issue 28 §5 and "Hard cases": an analyst checks a seeded sample of a bundle's or dataset's
judgments, the corrections are kept beside the data and counted by outcomes, results and rates;
criminal lawsuits never enter a rate. On a sandbox portfolio (real HTTP on loopback)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pandas as pd
import pytest

import lawkit
import lawkit.sandbox
from lawkit import cnj, events, tidy
from lawkit.errors import InvalidInput
from lawkit.widgets import SampleCheckForm


@pytest.fixture(scope="module")
def portfolio(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tidy.Bundle]:
    """Lawsuits of TJSP and TRF1 (whose sandbox classes include Ação Penal) by capture."""
    cache = tmp_path_factory.mktemp("checked-cache")
    numbers = [n for court in ("TJSP", "TRF1") for year in (2016, 2019, 2022)
               for n in cnj.generate(court=court, year=year, n=12, seed=8)]  # fmt: skip
    with (
        lawkit.sandbox.start(seed=8, finish_after=0) as sandbox,
        lawkit.connect(**sandbox.settings, cache=cache) as client,
    ):
        submitted = client.capture.autorequest_many(numbers, progress=False)
        yield tidy.lookups(client.capture.wait(submitted, timeout=300, progress=False))


def test_criminal_lawsuits_are_out_of_every_rate(portfolio) -> None:
    crime = events.reviewed.criminal(portfolio.lawsuits)
    assert len(crime), "the sandbox portfolio has criminal lawsuits"
    assert set(portfolio.lawsuits.set_index("cnj").loc[crime, "class"].astype(str)) <= {
        c for c in portfolio.lawsuits["class"].dropna().astype(str)
        if "Penal" in c or "Criminal" in c or "Sentido Estrito" in c
    }  # fmt: skip
    # The steps as built are other already (a conviction recorded as "Julgado procedente" or TPU
    # 219 Procedência is no claim upheld: OUTCOMES.md), whatever their code or wording ...
    steps = portfolio.steps[portfolio.steps["cnj"].isin(crime) & portfolio.steps["outcome"].notna()]
    assert len(steps) and set(steps["outcome"]) == {"other"}
    read = events.classify_outcome(steps["title"], steps["text"], steps["tpu_code"])
    assert (read != "other").any()  # what each step says alone ("Julgado procedente")
    # ... and so are they to the analyses, which say why.
    judged = events.outcomes(portfolio)
    criminal = judged[judged["cnj"].isin(crime)]
    assert len(criminal) and set(criminal["outcome"]) == {"other"}
    assert (criminal["basis"] == "criminal lawsuit").all()
    rated = events.rates(events.results(portfolio), by=["court", "class"], min_n=1)
    penal = rated[rated["class"].astype(str).str.contains("Penal")]
    assert len(penal) and (penal[["n_merits", "n_first", "n_appeals"]] == 0).all().all()
    assert penal["full_win"].isna().all()


def test_a_seeded_sample_with_the_deciding_words(portfolio) -> None:
    first = events.checks.sample(portfolio, n=12, seed=5)
    assert list(first.columns) == list(events.checks.SAMPLED) and len(first) == 12
    pd.testing.assert_frame_equal(first, events.checks.sample(portfolio, n=12, seed=5))
    assert not first[["cnj", "step"]].equals(
        events.checks.sample(portfolio, 12, 6)[["cnj", "step"]]
    )
    assert first["outcome"].isin(events.OUTCOMES).all() and first["basis"].notna().all()
    marked = first[first["start"].notna()]
    assert len(marked)
    for _, row in marked.iterrows():  # the words marked are those the basis quotes
        if not row["basis"].startswith("criminal lawsuit"):
            assert row[row["part"]][row["start"] : row["end"]] in row["basis"]
    assert len(events.checks.sample(portfolio, n=10_000)) < 10_000  # all of them
    with pytest.raises(InvalidInput, match="n must be a positive integer"):
        events.checks.sample(portfolio, n=0)


def test_corrections_beside_a_dataset_are_counted_and_survive_a_rebuild(portfolio, tmp_path):
    dataset = tmp_path / "portfolio"
    portfolio.to_parquet(dataset)
    checked = events.checks.sample(dataset, n=6, seed=1)
    checked["checked"] = checked["outcome"]
    wrong = checked.index[checked["outcome"] != "dismissed"][0]
    checked.loc[wrong, "checked"] = "dismissed"
    path = events.checks.record(checked, dataset)
    assert path == dataset / events.checks.FILE
    found = events.checks.accuracy(checked)
    assert (found["checked"], found["right"]) == (6, 5)
    assert 0.3 < found["low"] < 5 / 6 < found["high"] < 1  # Wilson 95 %: 0.44-0.97
    # The dataset's analyses count the correction; the same data rebuilt keeps it.
    target = checked.loc[wrong]
    for source in (dataset, tidy.Bundle.from_parquet(dataset)):
        given = None if isinstance(source, Path) else path
        judged = events.outcomes(source, corrections=given)
        row = judged[judged["basis"].str.startswith("an analyst's correction", na=False)]
        assert len(row) == 1 and row["cnj"].iloc[0] == target["cnj"]
        assert row["outcome"].iloc[0] == "dismissed"
    assert events.checks.sample(dataset, n=6, seed=1).loc[wrong, "outcome"] == "dismissed"
    # Checked again, the later verdict replaces the earlier one.
    checked.loc[wrong, "checked"] = target["outcome"]
    events.checks.record(checked.loc[[wrong]], dataset)
    kept = events.checks.corrections(dataset)
    assert len(kept) == 6 and (kept["outcome"] == kept["read"]).all()


def test_bad_corrections_are_refused(tmp_path) -> None:
    with pytest.raises(InvalidInput, match="each outcome must be one of"):
        events.checks.corrections(pd.DataFrame({"cnj": ["x"], "step": ["y"], "outcome": ["won"]}))
    with pytest.raises(InvalidInput, match="missing"):
        events.checks.record(pd.DataFrame({"cnj": ["x"]}), tmp_path / "c.csv")
    assert events.checks.corrections(tmp_path / "none.csv").empty


def test_the_form_checks_a_sample_and_keeps_each_verdict(portfolio, tmp_path) -> None:
    path = tmp_path / "checked.csv"
    with pytest.raises(InvalidInput, match="where must name the CSV"):
        SampleCheckForm(portfolio)
    form = SampleCheckForm(portfolio, where=path, n=4, seed=2)
    assert "1 of 4" in form.judgment.value and form.messages[0].startswith("0 of 4 checked")
    marked = form.checks[form.checks["start"].notna()]
    if len(marked):
        form.go(int(marked.index[0]))
        assert "<mark>" in form.judgment.value
        form.go(0)
    read = form.checks["outcome"].iloc[0]
    form.confirm.click()
    assert form.at == 1 and form.checks["checked"].iloc[0] == read
    other = next(o for o in events.OUTCOMES if o != form.checks["outcome"].iloc[1])
    form.choice.value = other
    form.correct.click()
    assert form.accuracy["checked"] == 2 and form.accuracy["right"] == 1
    assert form.messages[-1].startswith("2 of 4 checked: 1 right, accuracy 50% (95 % Wilson")
    kept = events.checks.corrections(path)
    assert sorted(kept["outcome"]) == sorted([read, other])
    counted = events.outcomes(portfolio, corrections=path)
    assert (counted["basis"].str.startswith("an analyst's correction", na=False)).sum() == 1
    form.back.click()
    assert form.at == 1 and form.choice.value == other


def test_the_form_shows_a_judgment_no_words_decided(portfolio, tmp_path) -> None:
    # A judgment read as unknown (or by its code) has no deciding words: no part to mark.
    form = SampleCheckForm(portfolio, where=tmp_path / "checked.csv", n=10_000)
    unmarked = form.checks.index[form.checks["part"].isna()]
    assert len(unmarked)
    form.go(int(unmarked[0]))
    assert f"{unmarked[0] + 1} of {len(form.checks)}" in form.judgment.value
    assert "<mark>" not in form.judgment.value
