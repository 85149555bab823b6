"""``events.rates``: pooled counts and rates of outcomes, Wilson intervals, min_n, bad input."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import lawkit.events as events
from lawkit.errors import InvalidInput
from lawkit.events.judgments import wilson
from lawkit.tidy import contracts

# Newcombe, R. G. (1998), "Two-sided confidence intervals for the single proportion: comparison
# of seven methods", Statistics in Medicine 17:857-872, Table I, method 3 (Wilson's score
# interval without continuity correction), to 4 decimals.
NEWCOMBE = [
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0000, 0.1611),
    (1, 29, 0.0061, 0.1718),
    (29, 29, 0.8830, 1.0000),
]


@pytest.mark.parametrize(("x", "n", "low", "high"), NEWCOMBE)
def test_wilson_reproduces_newcombes_table(x: int, n: int, low: float, high: float) -> None:
    found = wilson(x, n)
    assert (round(float(found[0]), 4), round(float(found[1]), 4)) == (low, high)


def test_wilson_agrees_with_statsmodels() -> None:
    from statsmodels.stats.proportion import proportion_confint

    x, n = np.array([0, 3, 17, 50, 99, 100]), np.array([5, 10, 40, 100, 100, 100])
    low, high = wilson(x, n)
    expected = np.array(
        [proportion_confint(a, b, method="wilson") for a, b in zip(x, n, strict=True)]
    )
    np.testing.assert_allclose(np.c_[low, high], expected, atol=1e-12)


def frame() -> pd.DataFrame:
    """Court A: 12 granted, 6 partly, 2 denied, 4 settled, 1 dismissed, 1 unknown and 5 appeals
    (2 granted, 1 partly, 1 denied, 1 not heard); court B: 1 granted, 19 denied."""
    a = (["granted"] * 12 + ["partly_granted"] * 6 + ["denied"] * 2 + ["settled"] * 4
         + ["dismissed", "unknown", "appeal_granted", "appeal_granted", "appeal_partly_granted",
            "appeal_denied", "appeal_not_heard"])  # fmt: skip
    b = ["granted"] + ["denied"] * 19
    return pd.DataFrame(
        {"court": ["A"] * len(a) + ["B"] * len(b) + ["A"], "outcome": [*a, *b, None]}
    )


def test_counts_and_rates_by_hand() -> None:
    table = events.rates(frame(), by="court", min_n=5).set_index("court")
    a = table.loc["A"]
    assert (a["granted"], a["partly_granted"], a["denied"], a["unknown"]) == (12, 6, 2, 1)
    assert a["decisions"] == 31  # the row without an outcome is not counted
    assert (a["n_merits"], a["n_first"], a["n_appeals"]) == (20, 25, 4)
    assert a["full_win"] == pytest.approx(12 / 20)
    assert a["any_win"] == pytest.approx(18 / 20)
    assert a["settled_share"] == pytest.approx(4 / 25)
    assert a["dismissed_share"] == pytest.approx(1 / 25)
    assert pd.isna(a["appeal_success"])  # 4 appeals judged on the merits < min_n 5
    assert a["appeal_not_heard"] == 1  # reported apart
    low, high = wilson(12, 20)
    assert (a["full_win_low"], a["full_win_high"]) == pytest.approx((low, high))
    assert table.loc["B", "full_win"] == pytest.approx(1 / 20)


def test_pooled_never_a_mean_of_group_rates() -> None:
    overall = events.rates(frame()).iloc[0]
    assert overall["full_win"] == pytest.approx(13 / 40)  # not (12/20 + 1/20) / 2
    assert overall["n_merits"] == 40


def test_a_group_under_min_n_keeps_counts_and_gets_missing_rates() -> None:
    table = events.rates(frame(), by="court", min_n=21).set_index("court")
    assert table.loc["A", "granted"] == 12
    assert table.loc["A", ["full_win", "full_win_low", "any_win_high"]].isna().all()
    assert table.loc["A", "n_first"] == 25  # settled share: its own denominator, 25 >= 21
    table = events.rates(frame(), by="court", min_n=26).set_index("court")
    assert pd.isna(table.loc["A", "settled_share"])
    assert (table["full_win"].fillna(-1) != 0).all()  # missing, never 0


def test_any_grouping_column_and_lists() -> None:
    data = frame().assign(chamber=lambda f: np.where(f.index % 2 == 0, "1ª", "2ª"))
    table = events.rates(data, by=["court", "chamber"], min_n=1)
    assert list(table.columns[:2]) == ["court", "chamber"]
    assert table["decisions"].sum() == 51
    body = table.drop(columns=["court", "chamber"])
    assert contracts.problems(body, "rates") == []


def test_rates_of_results_count_the_appeal_outcome_too() -> None:
    results = pd.DataFrame(
        {
            "outcome": ["granted", "denied", "settled", None],
            "appeal_outcome": ["appeal_denied", "appeal_granted", None, "appeal_denied"],
        }
    )
    row = events.rates(results, min_n=1).iloc[0]
    assert (row["n_merits"], row["n_first"], row["n_appeals"]) == (2, 3, 3)
    assert row["appeal_success"] == pytest.approx(1 / 3)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: events.rates(pd.DataFrame({"court": ["A"]})), "lacks the column(s) outcome"),
        (lambda: events.rates([{"outcome": "granted"}]), "must be the DataFrame"),
        (lambda: events.rates(frame(), by="judge"), "by must be one of court"),
        (lambda: events.rates(frame(), by=[]), "non-empty list"),
        (lambda: events.rates(frame(), min_n=0), "min_n must be an integer of at least 1"),
        (lambda: events.rates(frame(), min_n=True), "min_n must be an integer"),
        (lambda: events.rates(frame(), min_n=2.5), "min_n must be an integer"),
        (lambda: events.rates(pd.DataFrame({"outcome": ["won"]})), "won, which are not outcomes"),
        (lambda: events.rates(pd.DataFrame({"outcome": [None, None]})), "no outcome to count"),
        (lambda: events.rates(pd.DataFrame({"outcome": []})), "no outcome to count"),
        (
            lambda: events.rates(pd.DataFrame({"outcome": ["granted"]}), by="judge"),
            "the frame has no column to group by (only outcome); pass by=None",
        ),
    ],
)
def test_bad_input_is_refused(call, message: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidInput, match=message.replace("(", r"\(").replace(")", r"\)")):
        call()
