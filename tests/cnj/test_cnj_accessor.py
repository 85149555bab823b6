"""The pandas accessor Series.cnj: typed, NaN-safe, and item for item the scalar functions."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from cnj_strategies import items, near_segments
from hypothesis import given, settings
from hypothesis import strategies as st

import lawkit.cnj._vector
import lawkit.errors
from lawkit import cnj

TRF1 = "0000832-35.2018.4.01.3202"
MIXED = pd.Series(
    [TRF1, None, "5000.822.53.2013.827.2706", math.nan, "abc", "0000832-36.2018.4.01.3202",
     8323520184013202, pd.NA, "1-32.2001.1.1.1", 2.5],
    index=list("abcdefghij"), name="processo", dtype=object,
)  # fmt: skip
ATTRIBUTES = {
    "formatted": "string", "digits": "string", "sequence": "Int32", "check": "Int16",
    "year": "Int16", "justice": "Int16", "tribunal": "Int16", "origin": "Int16",
    "court": "category", "court_name": "category", "segment": "category", "state": "category",
}  # fmt: skip


def _scalar_normalize(x: object) -> str | None:
    try:
        return cnj.normalize(x)  # type: ignore[arg-type]
    except cnj.InvalidCNJ:
        return None


def _missing(x: object) -> bool:
    return x is None or x is pd.NA or (isinstance(x, float) and math.isnan(x))


def _none(value: object) -> object:
    return None if pd.isna(value) else value


def test_normalize_keeps_missing_missing_and_marks_unreadable_na() -> None:
    out = MIXED.cnj.normalize()
    assert str(out.dtype) == "string" and out.name == "processo"
    assert out.index.equals(MIXED.index)
    assert out.tolist() == [
        TRF1, pd.NA, "5000822-53.2013.8.27.2706", pd.NA, pd.NA, "0000832-36.2018.4.01.3202",
        TRF1, pd.NA, "0000001-32.2001.1.01.0001", pd.NA,
    ]  # fmt: skip


def test_problems_say_why_each_item_is_not_a_valid_number() -> None:
    """The reason per item is the scalar ``parse``'s; <NA> where the item is valid or missing.
    The items ``normalize`` leaves <NA> are those that cannot be read."""
    problems = MIXED.cnj.problems()
    assert str(problems.dtype) == "string" and problems.index.equals(MIXED.index)
    assert problems.name == "processo"
    expected = {}
    for label, item in MIXED.items():
        if _missing(item) or cnj.is_valid(item):
            continue
        with pytest.raises(cnj.InvalidCNJ) as raised:
            cnj.parse(item)  # type: ignore[arg-type]
        expected[label] = str(raised.value)
    assert problems.dropna().to_dict() == expected
    assert sorted(expected) == ["e", "f", "i", "j"]
    assert expected["e"].startswith("cannot read CNJ number 'abc': it contains 'a'")
    unreadable = MIXED.cnj.normalize().isna() & MIXED.notna()
    assert all(problems[unreadable].str.startswith("cannot read"))


def test_normalize_raises_on_an_unreadable_item_when_asked() -> None:
    with pytest.raises(cnj.InvalidCNJ) as raised:
        MIXED.cnj.normalize(errors="raise")
    message = str(raised.value)
    assert message.startswith("item 'e' (row 4 of 10): cannot read CNJ number 'abc'")
    assert "2 of 10 items cannot be read" in message and "Series.cnj.problems()" in message
    readable = MIXED.iloc[[0, 1, 2, 5, 6, 8]]  # missing items stay missing
    assert readable.cnj.normalize(errors="raise").equals(readable.cnj.normalize())
    with pytest.raises(lawkit.errors.InvalidInput, match="errors must be 'coerce' or 'raise'"):
        MIXED.cnj.normalize(errors="ignore")


def test_is_valid_is_nullable_boolean() -> None:
    out = MIXED.cnj.is_valid()
    assert str(out.dtype) == "boolean"
    assert out.tolist() == [True, pd.NA, True, pd.NA, False, False, True, pd.NA, False, False]


@pytest.mark.parametrize(("name", "dtype"), ATTRIBUTES.items())
def test_attributes_are_typed_and_filled_for_valid_numbers_only(name: str, dtype: str) -> None:
    out = getattr(MIXED.cnj, name)
    assert str(out.dtype) == dtype and out.index.equals(MIXED.index)
    valid = MIXED.cnj.is_valid().fillna(False).tolist()
    if name == "state":  # multi-state courts (TRF1, items a and g) have none
        valid[0] = valid[6] = False
    assert out.notna().tolist() == valid


def test_attribute_values() -> None:
    s = MIXED.cnj
    assert s.court.tolist()[:3] == ["TRF1", np.nan, "TJTO"]
    assert s.state.tolist()[:3] == [np.nan, np.nan, "TO"]  # TRF1 has no single state
    assert s.segment["c"] == "Justiça Estadual" and s.court_name["a"].startswith("Tribunal Reg")
    assert (s.year["a"], s.justice["a"], s.tribunal["a"], s.origin["a"]) == (2018, 4, 1, 3202)
    assert (s.sequence["c"], s.check["c"]) == (5000822, 53)
    assert s.digits["a"] == "00008323520184013202" and s.formatted["g"] == TRF1
    # categories are the whole table, so counts and joins line up across Series
    assert len(s.court.cat.categories) == len(cnj.courts())


def test_parse_returns_every_attribute_in_one_frame() -> None:
    frame = MIXED.cnj.parse()
    assert list(frame.columns) == list(ATTRIBUTES)
    assert {c: str(t) for c, t in frame.dtypes.items()} == ATTRIBUTES
    assert frame.index.equals(MIXED.index)
    assert frame.loc["c", "court"] == "TJTO" and pd.isna(frame.loc["b", "year"])


@pytest.mark.parametrize(
    "series",
    [
        pd.Series([TRF1, None]),  # default str dtype
        pd.Series([TRF1, None], dtype="string[python]"),
        pd.Series([TRF1, None], dtype="string[pyarrow]"),
        pd.Series([TRF1, None], dtype="category"),
        pd.Series([8323520184013202, None], dtype="Int64"),
        pd.Series([TRF1, None], dtype=object),
    ],
    ids=["str", "string-python", "string-pyarrow", "category", "Int64", "object"],
)
def test_input_dtypes(series: pd.Series) -> None:
    assert series.cnj.normalize().tolist() == [TRF1, pd.NA]
    assert series.cnj.court.tolist() == ["TRF1", np.nan]


def test_str_and_int_subclasses_are_read_like_the_scalar_functions() -> None:
    values = [np.str_(TRF1), np.int64(8323520184013202), np.bool_(True), b"0000832"]
    expected = [_scalar_normalize(x) for x in values]
    assert expected == [TRF1, TRF1, None, None]
    assert [_none(v) for v in pd.Series(values, dtype=object).cnj.normalize()] == expected


def test_non_text_columns_are_unreadable_not_errors() -> None:
    assert pd.Series([1.5, math.nan]).cnj.is_valid().tolist() == [False, pd.NA]
    assert pd.Series([True, False]).cnj.is_valid().tolist() == [False, False]
    assert pd.Series(pd.to_datetime(["2020-01-01"])).cnj.normalize().isna().all()


def test_empty_series() -> None:
    empty = pd.Series([], dtype=object)
    assert empty.cnj.normalize().empty and str(empty.cnj.is_valid().dtype) == "boolean"
    assert empty.cnj.parse().shape == (0, len(ATTRIBUTES))


def _assert_agrees(values: list[object]) -> None:
    series = pd.Series(values, dtype=object)
    normalized = series.cnj.normalize().tolist()
    valid = series.cnj.is_valid().tolist()
    frame = series.cnj.parse()
    for i, x in enumerate(values):
        assert _none(normalized[i]) == (None if _missing(x) else _scalar_normalize(x)), repr(x)
        if _missing(x):
            assert valid[i] is pd.NA
            continue
        assert valid[i] == cnj.is_valid(x), repr(x)
        row = frame.iloc[i]
        if valid[i]:
            parsed = cnj.parse(x)  # type: ignore[arg-type]
            for name in ATTRIBUTES:
                assert _none(row[name]) == getattr(parsed, name), (repr(x), name)
        else:
            assert row.isna().all(), repr(x)


@settings(max_examples=80, deadline=None)
@given(st.lists(items, max_size=25))
def test_accessor_agrees_with_the_scalar_functions(values: list[object]) -> None:
    _assert_agrees(values)


@settings(max_examples=40, deadline=None)
@given(st.lists(items.filter(lambda x: isinstance(x, str)), min_size=1, max_size=25))
def test_accessor_agrees_on_text_columns(values: list[str]) -> None:
    series = pd.Series(values, dtype="str")
    expected = [_scalar_normalize(x) for x in values]
    assert [_none(v) for v in series.cnj.normalize().tolist()] == expected


@settings(max_examples=40, deadline=None)
@given(st.lists(near_segments(), min_size=10, max_size=40))
def test_accessor_agrees_on_near_miss_segmentations(values: list[str]) -> None:
    _assert_agrees(values)


def test_accessor_agrees_on_every_messy_form_of_many_numbers() -> None:
    forms = [
        lambda n: n,
        lambda n: n.replace("-", "").replace(".", "").lstrip("0"),
        lambda n: f"{int(n[:7])}-{n[8:10]}.{n[11:15]}.{n[16]}.{int(n[18:20])}.{int(n[21:])}",
        lambda n: f"{n[:16]}0{n[16:]}",
        lambda n: f" {n[:7]} {n[8:10]}/{n[11:15]} {n[16]}-{n[18:20]}.{n[21:]} ",
        lambda n: f"{n[:7]}\u00a0{n[8:]}",
        lambda n: (
            n.replace("-", "").replace(".", "")[:9] + "." + n.replace("-", "").replace(".", "")[9:]
        ),
        # more than 20 digits: padding read, or refused
        lambda n: f"0{n}",
        lambda n: "00" + n.replace("-", "").replace(".", ""),
        lambda n: f"0{n[:16]}{n[16]}{n[18:]}",  # J.TR run together
        lambda n: f"{n[:16]}{n[16]}{n[18:20]}.0{n[21:]}",  # the origin padded
        lambda n: f"{n}7",
        lambda n: f"00{n[:7]}{n[8:10]}{n[11:15]}{n[16]}.{n[18:20]}{n[21:]}",  # ambiguous if TR=00
    ]
    numbers = cnj.generate(n=1300, seed=9)
    _assert_agrees([forms[i % len(forms)](n) for i, n in enumerate(numbers)])


def test_chunk_boundaries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lawkit.cnj._vector, "CHUNK", 3)
    numbers = cnj.generate(n=30, seed=5)
    values = [
        f" {n.replace('-', ' ')} " if i % 2 else n.replace(".", "") for i, n in enumerate(numbers)
    ]
    values[7:9] = ["12-34", "506354-19.2011.08.09.0051"]
    values[10:14] = [
        "0" + values[10],
        "00011268-83.2012.811.0055",
        "00000832352018-0013202",
        "1" * 21,
    ]
    _assert_agrees(values)


def test_more_than_20_digits_are_read_like_the_scalar_functions() -> None:
    values = [
        "00011268-83.2012.811.0055",  # the example
        "000112688320128110055",
        "00011268-83.2012.8.11.0055",
        "0" * 100 + "0011268-83.2012.8.11.0055",  # past the fast path's width
        "00000832352018-0013202",  # ambiguous
        "0000832-35.2018.4.01.32020",  # not padding
        "1" * 25,
    ]
    tjmt = "0011268-83.2012.8.11.0055"
    expected = [tjmt] * 4 + [pd.NA] * 3
    assert pd.Series(values).cnj.normalize().tolist() == expected
    assert pd.Series(values).cnj.court.tolist() == ["TJMT"] * 4 + [np.nan] * 3
    _assert_agrees(values)


def test_many_generated_numbers_are_all_valid() -> None:
    numbers = pd.Series(cnj.generate(n=20_000, seed=11))
    assert numbers.cnj.is_valid().all()
    assert numbers.cnj.formatted.equals(numbers.astype("string[pyarrow]"))
    assert numbers.cnj.court.nunique() > 100


NOTED = [
    "0008891-73.1999.8.24.0075 (apenso)",
    " 0008891-73.1999.8.24.0075(principal) ",
    "0008891-73.1999.8.24.0075 (apenso (1))",
    "(apenso)",
    "x (a) (b)",
    "0008891-73.1999.8.24.0075",
    "()",
    "1 ( )",
]


def test_split_note_is_one_rule_for_a_cell_and_a_column() -> None:
    assert cnj.split_note(NOTED[0]) == ("0008891-73.1999.8.24.0075", "apenso")
    assert cnj.split_note(NOTED[1]) == ("0008891-73.1999.8.24.0075", "principal")
    assert cnj.split_note(NOTED[2])[1] is None  # nested: left in the text, which is refused
    assert cnj.split_note("(apenso)") == ("(apenso)", None)  # a note alone is no number
    with pytest.raises(cnj.InvalidCNJ, match=r"contains '\('"):
        cnj.parse(NOTED[0])  # parse stays strict: the note is taken off by split_note only
    column = pd.Series([*NOTED, None], dtype="string").cnj.split_note()
    for i, text in enumerate(NOTED):
        rest, note = cnj.split_note(text)
        assert column.at[i, "text"] == rest, text
        assert (note is None and column["note"].isna()[i]) or column.at[i, "note"] == note, text
    assert column.iloc[-1].isna().all()
    assert column["text"].cnj.is_valid().tolist()[:2] == [True, True]


def test_every_byte_at_every_place_of_a_fixed_width_row() -> None:
    """The fixed-width readers judge digits and separators four bytes at a time: any ASCII
    character in any place of a canonical, a 20-digit or a 13-digit row, and two-byte
    characters in place of two digits, are read (or refused) exactly as the scalar functions do.
    """
    canonical = cnj.generate(n=1, seed=3)[0]
    rows = [canonical, canonical.replace("-", "").replace(".", ""), "1" * 13]
    values: list[object] = []
    for row in rows:
        for at in range(len(row)):
            values += [row[:at] + chr(c) + row[at + 1 :] for c in range(1, 128)]
            values += [row[:at] + w + row[at + 2 :] for w in ("\u00e9", "\u00a0", "\u0660")]
    _assert_agrees(values)
