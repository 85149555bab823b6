"""Reading pasted CNJ numbers: separators, spaced numbers, repeats and reasons for rejects."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

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
    assert list(parsed.invalid.columns) == ["entry", "line", "text", "reason"]
    assert list(parsed.notes.columns) == ["entry", "line", "cnj", "note"]
    assert parsed.invalid.empty


def test_a_note_after_a_number_is_reported_and_the_number_kept_by_line() -> None:
    text = f"{A}\n{B} (apenso)\nabc (x), {C} (principal) {_digits(A)}\n(alone)"
    assert entries(f"{B} (apenso ao {A}) {C}") == [f"{B} (apenso ao {A})", C]
    parsed = read_numbers(text)
    assert parsed.valid == [A, B, C]
    assert parsed.notes.to_dict("records") == [
        {"entry": 2, "line": 2, "cnj": B, "note": "apenso"},
        {"entry": 4, "line": 3, "cnj": C, "note": "principal"},
    ]
    invalid = parsed.invalid.to_dict("records")
    found = [(r["entry"], r["line"], r["text"]) for r in invalid]
    assert found == [(3, 3, "abc (x)"), (6, 4, "(alone)")]
    assert parsed.summary() == "3 valid, 2 invalid, 1 repeated, 2 with a note"


def test_the_widget_and_the_notebooks_column_reading_agree_on_the_sample_spreadsheet() -> None:
    """Notebook 04 reads data/portfolio-sample.csv with ``.cnj.split_note()``; the batch form
    reads the same column pasted: one rule, the same numbers, notes and refusals, by line."""
    sample = Path(__file__).resolve().parents[2] / "data" / "portfolio-sample.csv"
    listed = pd.read_csv(sample, dtype={"number": "string"})
    column = listed["number"].cnj.split_note()
    valid = column["text"].cnj.is_valid().fillna(False)
    assert column.loc[valid & column["note"].notna()].to_dict("records") == [
        {"text": "0008891-73.1999.8.24.0075", "note": "apenso"}
    ]
    pasted = read_numbers("\n".join(listed["number"].fillna("")))
    assert pasted.valid == list(dict.fromkeys(column.loc[valid, "text"].cnj.normalize()))
    assert pasted.notes[["line", "cnj", "note"]].to_dict("records") == [
        {"line": int(i) + 1, "cnj": column.at[i, "text"], "note": column.at[i, "note"]}
        for i in column.index[valid & column["note"].notna()]
    ]
    assert list(pasted.invalid["line"]) == [
        i + 1 for i in listed.index[~valid & listed["number"].notna()]
    ]
