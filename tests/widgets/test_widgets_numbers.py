"""Reading pasted CNJ numbers: separators, spaced numbers, repeats and reasons for rejects."""

from __future__ import annotations

from lawkit import cnj
from lawkit.widgets import read_numbers
from lawkit.widgets._numbers import entries

A, B, C = cnj.generate("TJSP", n=3, seed=2)


def _digits(number: str) -> str:
    return "".join(ch for ch in number if ch.isdigit())


def test_any_separator_between_numbers_and_any_punctuation_inside() -> None:
    text = f"{A}\n{_digits(B)};{C}\r\n\n  ,  {A}|{B}\t{C}"
    parsed = read_numbers(text)
    assert parsed.valid == [A, B, C]
    assert parsed.repeated == [A, B, C]
    assert parsed.invalid.empty


def test_spaces_separate_numbers_unless_they_are_inside_one() -> None:
    spaced = A.replace("-", " ").replace(".", " ")
    assert entries(spaced) == [spaced]
    assert read_numbers(spaced).valid == [A]
    assert entries(f"{A} {B}  {C}") == [A, B, C]


def test_rejected_entries_say_which_and_why() -> None:
    wrong_check = A[:8] + ("0" if A[8] != "0" else "1") + A[9:]
    parsed = read_numbers(f"{A}\nabc\n123, {wrong_check}\n9999999-99.2020.9.99.9999")
    assert parsed.valid == [A]
    rows = parsed.invalid.to_dict("records")
    assert [r["entry"] for r in rows] == [2, 3, 4, 5]
    assert [r["text"] for r in rows] == ["abc", "123", wrong_check, "9999999-99.2020.9.99.9999"]
    assert "contains 'a'" in rows[0]["reason"]
    assert "only 3 digits" in rows[1]["reason"]
    assert "check digits" in rows[2]["reason"]
    assert "expected" in rows[2]["reason"]
    assert parsed.summary() == "1 valid, 4 invalid, 0 repeated"


def test_blank_input_is_empty_not_an_error() -> None:
    parsed = read_numbers(" \n ,, ;\n")
    assert parsed.valid == []
    assert list(parsed.invalid.columns) == ["entry", "text", "reason"]
    assert parsed.invalid.empty
