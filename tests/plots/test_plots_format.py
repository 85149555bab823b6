"""Formats of the charts (Brazilian separators, dd/mm/yyyy dates): money, counts, percentages,
durations, dates, trimmed hover text, and the words that stand for the tables' codes."""

from __future__ import annotations

import math
from decimal import Decimal

import numpy as np
import pandas as pd
import pytest

from lawkit.plots import brl, number, span_text
from lawkit.plots._format import (
    MISSING,
    SEPARATORS,
    TIME_TICKS,
    date_text,
    hover_text,
    percent,
    trim,
    words,
)

#: plotly.js's month for "M<n>" tick steps, in ms (its ONEAVGMONTH).
MONTH_MS = 2_629_746_000
#: Tick steps plotly picks on a date axis, from a span of milliseconds to one of decades.
#: (It draws up to ~10 ticks; the test checks 15 in a row.)
STEPS = {
    "milliseconds": [1, 2, 5, 10, 20, 50, 100, 200, 500],
    "seconds": [1_000, 2_000, 5_000, 10_000, 15_000, 30_000],
    "minutes": [60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000],
    "hours": [3_600_000, 7_200_000, 10_800_000, 21_600_000, 43_200_000],
    "days": [86_400_000, 172_800_000, 259_200_000, 604_800_000, 1_209_600_000],
    "months": ["M1", "M2", "M3", "M6"],
    "years": ["M12", "M24", "M60", "M120"],
}


def _ms(step: int | str | None) -> float | None:
    return step if not isinstance(step, str) else int(step[1:]) * MONTH_MS


def _stop(step: int | str) -> str:
    """The tick format plotly.js picks for ``step``: the first stop whose range holds it."""
    for stop in TIME_TICKS:
        low, high = (_ms(end) for end in stop["dtickrange"])
        if (low is None or low <= _ms(step)) and (high is None or _ms(step) <= high):
            return stop["value"]
    raise AssertionError(f"no tick format for a step of {step}")


def _labels(ticks: pd.DatetimeIndex, fmt: str) -> list[str]:
    """Tick labels as plotly.js writes them: the first line at every tick, the second (after
    "\\n") under the first tick and where it changes; %f is the fraction of a second with
    trailing zeros cut (at least one digit)."""
    labels, previous = [], None
    for tick in ticks:
        fraction = f"{tick.microsecond / 1e6:.6f}"[2:].rstrip("0") or "0"
        line, _, head = tick.strftime(fmt.replace("%f", fraction)).partition("\n")
        labels.append(line if head == previous else f"{line}<br>{head}".removesuffix("<br>"))
        previous = head
    return labels


@pytest.mark.parametrize(("span", "step"), [(s, d) for s, steps in STEPS.items() for d in steps])
def test_time_ticks_are_distinct_at_every_span(span: str, step: int | str) -> None:
    start = pd.Timestamp("2027-01-04 15:44:52.238")
    if isinstance(step, str):
        ticks = pd.date_range("2027-01-01", periods=15, freq=pd.DateOffset(months=int(step[1:])))
    else:
        first = start.floor(pd.Timedelta(milliseconds=step))
        ticks = pd.date_range(first, periods=15, freq=pd.Timedelta(milliseconds=step))
    labels = _labels(ticks, _stop(step))
    assert len(set(labels)) == len(labels), f"{span}: {labels}"


def test_time_ticks_show_what_each_span_needs() -> None:
    assert _stop(500) == "%H:%M:%S.%f\n%d/%m/%Y"
    assert _stop(10_000) == "%H:%M:%S\n%d/%m/%Y"
    assert _stop(60_000) == _stop(3_600_000) == "%H:%M\n%d/%m/%Y"
    assert _stop(7_200_000) == _stop(43_200_000) == "%d/%m %H:%M\n%Y"
    assert _stop(86_400_000) == _stop(1_209_600_000) == "%d/%m\n%Y"
    assert _stop("M1") == _stop("M6") == "%m/%Y"
    assert _stop("M12") == _stop("M120") == "%Y"
    seconds = pd.to_datetime(["2027-01-04 23:59:59.5", "2027-01-05 00:00:00.0"])
    assert _labels(seconds, _stop(500)) == ["23:59:59.5<br>04/01/2027", "00:00:00.0<br>05/01/2027"]


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (22958.69, "R$ 22.958,69"),
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
def test_brl_formats_reais_with_brazilian_separators(value: object, shown: str) -> None:
    assert brl(value) == shown


@pytest.mark.parametrize("value", [None, pd.NA, math.nan, math.inf, -math.inf, "abc", True])
def test_brl_of_missing_or_unreadable_values_is_a_dash(value: object) -> None:
    assert brl(value) == MISSING


@pytest.mark.parametrize(
    ("value", "shown"),
    [(0, "0"), (999, "999"), (1000, "1.000"), (1234567, "1.234.567"), (-1234, "-1.234"),
     (-0.4, "0"), (12.5, "13"), (pd.NA, MISSING)],
)  # fmt: skip
def test_number_groups_thousands_with_dots(value: object, shown: str) -> None:
    assert number(value) == shown


def test_percent_uses_a_decimal_comma() -> None:
    assert percent(0.125) == "12,5%"
    assert percent(0.456) == "45,6%"
    assert percent(1) == "100,0%"


def test_plotly_writes_numbers_as_the_text_does() -> None:
    assert SEPARATORS == ",."  # plotly's decimal mark, then its thousands separator


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


@pytest.mark.parametrize(
    ("days", "said"),
    [
        (45.4, "45 d"),
        (852, "2 y 4 m (852 d)"),
        (5475, "15 y (5.475 d)"),
        (1203, "3 y 4 m (1.203 d)"),
        (897.317361, "2 y 5 m (897 d)"),
        (math.nan, MISSING),
    ],
)
def test_durations_read_in_years_and_months(days: float, said: str) -> None:
    assert span_text(days) == said


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("partly_granted", "partly granted"),
        ("dismissed", "dismissed without merits"),
        ("appeal_not_heard", "appeal not heard"),
        ("res_judicata", "res judicata"),
        ("first_judgment_at", "first judgment"),
        ("filed_at", "filing"),
        ("active", "plaintiff"),
        ("passive", "defendant"),
        ("TJSP", "TJSP"),
        ("Procedimento Comum Cível", "Procedimento Comum Cível"),
    ],
)
def test_codes_read_as_words_and_other_values_as_they_are(code: str, said: str) -> None:
    assert words(code) == said


def test_every_event_class_and_outcome_has_its_words() -> None:
    from lawkit import events

    for code in (*events.CLASSES, *events.OUTCOMES):
        assert "_" not in words(code), code
