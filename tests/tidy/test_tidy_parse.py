"""Timestamps of every precision, money in the payloads' forms, CNJ keys."""

from __future__ import annotations

import pandas as pd
import pytest

from lawkit.tidy.parse import BRAZIL, cnj_columns, cnj_info, money, oab_uf, timestamps

UTC_NS = pd.DatetimeTZDtype("ns", "UTC")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2024-09-17T13:57:41.819731476Z", "2024-09-17 13:57:41.819731476+00:00"),
        ("2024-09-17T13:57:41.114000Z", "2024-09-17 13:57:41.114+00:00"),
        ("2012-03-02T12:08:00.000Z", "2012-03-02 12:08:00+00:00"),
        ("2012-03-02T12:08:00Z", "2012-03-02 12:08:00+00:00"),
        ("2012-03-02T09:08:00-03:00", "2012-03-02 12:08:00+00:00"),
    ],
)
def test_zoned_iso_timestamps_of_any_precision(text: str, expected: str) -> None:
    result = timestamps([text, None])
    assert result.dtype == UTC_NS
    assert result[0] == pd.Timestamp(expected)
    assert pd.isna(result[1])


def test_mixed_forms_in_one_column_are_all_read() -> None:
    values = [
        "2012-03-02T12:08:00.000Z",
        "20170313185559",
        "2017-08-10T13:24:09.000Z",
        "20/03/2026",
        " 2024-01-01 10:00:00 ",
        "garbage",
        None,
        5,
    ]
    result = timestamps(values)
    assert result.dtype == UTC_NS
    assert result[1] == pd.Timestamp("2017-03-13 18:55:59", tz="UTC")
    assert result[3] == pd.Timestamp("2026-03-20", tz="UTC")
    assert result[4] == pd.Timestamp("2024-01-01 10:00", tz="UTC")
    assert [pd.isna(v) for v in result[5:]] == [True, True, True]


def test_zone_less_text_is_read_in_the_given_zone() -> None:
    result = timestamps(["2026-03-02 15:30:00", "2026-03-02T18:30:00Z"], naive_tz=BRAZIL)
    assert list(result) == [pd.Timestamp("2026-03-02 18:30", tz="UTC")] * 2
    # 2018-11-04 00:30 did not exist in São Paulo (DST started): moved forward, not dropped
    gap = timestamps(["2018-11-04 00:30:00"], naive_tz=BRAZIL)
    assert gap[0] == pd.Timestamp("2018-11-04 03:00", tz="UTC")
    # 2019-02-16 23:30 happened twice (DST ended): the first, daylight-saving one (UTC-2)
    twice = timestamps(["2019-02-16 23:30:00"], naive_tz=BRAZIL)
    assert twice[0] == pd.Timestamp("2019-02-17 01:30", tz="UTC")


def test_out_of_nanosecond_range_becomes_nat_instead_of_failing() -> None:
    result = timestamps(["0001-01-01T00:00:00Z", "9999-12-31T00:00:00Z", "2020-01-01T00:00:00Z"])
    assert result.dtype == UTC_NS
    assert pd.isna(result[0]) and pd.isna(result[1])
    assert result[2] == pd.Timestamp("2020-01-01", tz="UTC")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1234.56", 1234.56),
        ("R$ 81.439,78", 81439.78),
        ("R$         81.439,78", 81439.78),
        ("81439,78", 81439.78),
        ("81.439", 81.439),
        ("1.234.567", 1234567.0),
        ("1,234,567.50", 1234567.5),
        ("-1.000,50", -1000.5),
        ("R$\u00a01.000,00", 1000.0),
        ("0", 0.0),
        (1500, 1500.0),
        (12.5, 12.5),
    ],
)
def test_money_forms(text: object, value: float) -> None:
    assert money(text) == pytest.approx(value)


@pytest.mark.parametrize(
    "text", ["", "R$", "abc", "1.2.3,4,5", "12,34.5.6", "1,", None, True, {"v": 1}, "1.23.456"]
)
def test_unreadable_money_is_none(text: object) -> None:
    assert money(text) is None


def test_cnj_info_canonicalises_and_decodes() -> None:
    info = cnj_info("00104905620258260309")
    assert (info.cnj, info.valid, info.court, info.state, info.year) == (
        "0010490-56.2025.8.26.0309",
        True,
        "TJSP",
        "SP",
        2025,
    )


def test_invalid_cnj_is_kept_as_text() -> None:
    info = cnj_info("  0010490-57.2025.8.26.0309 ")
    assert (info.cnj, info.valid, info.court) == ("0010490-57.2025.8.26.0309", False, None)
    assert cnj_info(None).cnj is None
    assert cnj_info({"weird": 1}).valid is False


@pytest.mark.parametrize(
    ("oab", "uf"),
    [
        ("355919/SP", "SP"),
        ("SP 123456", "SP"),
        ("123.456/rj", "RJ"),
        ("268723-SP", "SP"),
        ("123456", None),
        ("123456/XX", None),
        (None, None),
        (123456, None),
    ],
)
def test_uf_read_from_oab_text(oab: object, uf: str | None) -> None:
    assert oab_uf(oab) == uf


def test_vectorised_cnj_columns_agree_with_the_scalar_reading() -> None:
    raw = [
        "00104905620258260309",
        " 0004599-63.2008.4.05.8200 ",
        "0010490-57.2025.8.26.0309",
        "123",
        "",
        None,
        "0000163-32.2012.5.09.0018",
    ]
    columns = cnj_columns(pd.Series(raw, dtype="string[pyarrow]"))
    for i, text in enumerate(raw):
        info = cnj_info(text)
        got = {name: columns[name].iloc[i] for name in columns}
        got = {k: (None if pd.isna(v) else v) for k, v in got.items()}
        assert got == {
            "cnj": info.cnj,
            "cnj_valid": info.valid,
            "court": info.court,
            "segment": info.segment,
            "state": info.state,
            "year": info.year,
        }, text
