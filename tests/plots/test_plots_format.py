"""Brazilian formats of the charts: money, counts, percentages, dates, trimmed hover text."""

from __future__ import annotations

import math
from decimal import Decimal

import numpy as np
import pandas as pd
import pytest

from lawkit.plots import brl, number
from lawkit.plots._format import MISSING, date_text, hover_text, percent, trim


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (1234.56, "R$ 1.234,56"),
        (0, "R$ 0,00"),
        (0.005, "R$ 0,01"),
        (1.005, "R$ 1,01"),
        (2.675, "R$ 2,68"),
        (999.995, "R$ 1.000,00"),
        (100, "R$ 100,00"),
        (1000, "R$ 1.000,00"),
        (-1234.5, "-R$ 1.234,50"),
        (-0.001, "R$ 0,00"),
        (1e9, "R$ 1.000.000.000,00"),
        (123456789012.34, "R$ 123.456.789.012,34"),
        (Decimal("81439.78"), "R$ 81.439,78"),
        (np.float64(12.3), "R$ 12,30"),
        (pd.array([7.5], dtype="Float64")[0], "R$ 7,50"),
        ("1234.5", "R$ 1.234,50"),
    ],
)
def test_brl_formats_reais_with_dots_and_a_decimal_comma(value: object, shown: str) -> None:
    assert brl(value) == shown


@pytest.mark.parametrize("value", [None, pd.NA, math.nan, math.inf, -math.inf, "abc", True])
def test_brl_of_missing_or_unreadable_values_is_a_dash(value: object) -> None:
    assert brl(value) == MISSING


@pytest.mark.parametrize(
    ("value", "shown"),
    [(0, "0"), (999, "999"), (1000, "1.000"), (1234567, "1.234.567"), (-1234, "-1.234"),
     (12.5, "13"), (pd.NA, MISSING)],
)  # fmt: skip
def test_number_groups_thousands_with_dots(value: object, shown: str) -> None:
    assert number(value) == shown


def test_percent_uses_a_decimal_comma() -> None:
    assert percent(0.125) == "12,5%"
    assert percent(1) == "100,0%"


def test_dates_are_shown_in_sao_paulo_time_as_dd_mm_yyyy() -> None:
    stamps = pd.Series(
        pd.to_datetime(["2024-01-01T02:00:00Z", "2024-07-15T15:00:00Z", None], utc=True)
    )
    assert list(date_text(stamps)) == ["31/12/2023", "15/07/2024", MISSING]
    assert list(date_text(stamps, "%d/%m/%Y %H:%M"))[:2] == ["31/12/2023 23:00", "15/07/2024 12:00"]


def test_calendar_days_are_not_shifted() -> None:
    days = pd.Series(pd.to_datetime(["2024-03-01", "2024-03-02"]))
    assert list(date_text(days)) == ["01/03/2024", "02/03/2024"]


def test_trim_cuts_long_text_with_an_ellipsis_and_collapses_whitespace() -> None:
    text = "Decisão  \n" + "x" * 400
    cut = trim(text)
    assert cut.startswith("Decisão x")
    assert cut.endswith("…")
    assert len(cut) == 301
    assert trim("curto   texto") == "curto texto"
    assert trim(None) == trim(pd.NA) == ""


def test_hover_text_is_escaped_and_wrapped() -> None:
    shown = hover_text("<b>Sentença</b> " + "palavra " * 30)
    assert "<b>" not in shown
    assert "&lt;b&gt;Sentença&lt;/b&gt;" in shown
    assert all(len(line) <= 80 for line in shown.split("<br>"))
    assert shown.count("<br>") >= 2
