"""The scalar API of lawkit.cnj: normalize, is_valid, parse, build, check_digits, generate."""

from __future__ import annotations

import dataclasses
import datetime as dt
import math

import pytest
from cnj_strategies import messy, padded, valid_numbers
from hypothesis import given, settings
from hypothesis import strategies as st

import lawkit
from lawkit import cnj

# The DataJud wiki's example number (TRF1) and a TJSP number from the e-SAJ sample.
TRF1 = "0000832-35.2018.4.01.3202"
TJSP = "1000149-71.2024.8.26.0346"
# The TJMT number, which the provider's CNJ library reads from 00011268-83.2012.811.0055.
TJMT = "0011268-83.2012.8.11.0055"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        (TRF1, TRF1),
        ("00008323520184013202", TRF1),  # digits only
        ("8323520184013202", TRF1),  # leading zeros lost in a spreadsheet
        (8323520184013202, TRF1),  # ...or read as a number
        ("0000832.35.2018.4.01.3202", TRF1),  # punctuation variants
        ("0000832/35-2018-4-01-3202", TRF1),
        ("0000832 35 2018 4 01 3202", TRF1),
        ("0000832\u201335.2018.4.01.3202", TRF1),  # en dash
        ("\u00a00000832-35.2018.4.01.3202\u00a0", TRF1),  # NBSP around
        ("  0000832 - 35 . 2018 . 4 . 01 . 3202\t\n", TRF1),  # stray spaces
        ("832-35.2018.4.1.3202", TRF1),  # dropped zeros per segment
        ("1-32.2001.1.1.1", "0000001-32.2001.1.01.0001"),  # the example
        ("0000832-35.2018.04.01.3202", TRF1),  # two-digit justice
        ("506354-19.2011.08.09.0051", "0506354-19.2011.8.09.0051"),  # the example
        ("5000.822.53.2013.827.2706", "5000822-53.2013.8.27.2706"),  # 20 digits, odd dots
        ("0000832-3520184013202", TRF1),  # two groups of 20 digits
        ("00000000000", "0000000-00.0000.0.00.0000"),  # 11 digits: the minimum
        # more than 20 digits: leading zeros of padding
        ("00011268-83.2012.811.0055", TJMT),  # the example, J.TR run together
        ("00011268-83.2012.8.11.0055", TJMT),  # six segments, the sequence padded
        ("00000832-035.02018.004.001.03202", TRF1),  # six segments, every one padded
        ("000112688320128110055", TJMT),  # digits only
        ("0" * 1000 + "00008323520184013202", TRF1),  # any amount of it
        ("0011268-83.2012.0811.0055", TJMT),  # the J.TR run padded
        ("0000832-35.2018.401.03202", TRF1),  # the origin padded (the sequence's zeros cannot
        # be: dropping one would cut the groups across segments)
        (" 00011268 83 2012 811 0055 ", TJMT),
    ],
)
def test_normalize_reads_messy_input(text: str | int, canonical: str) -> None:
    assert cnj.normalize(text) == canonical


def test_normalize_does_not_judge_validity() -> None:
    bad_check = "0000832-99.2018.4.01.3202"
    assert cnj.normalize(bad_check) == bad_check
    assert not cnj.is_valid(bad_check)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty CNJ number"),
        (" .- ", "empty CNJ number"),
        ("abc", "contains 'a'"),
        ("999999/SP", "contains 'S'"),
        ("CNJ 0000832-35.2018.4.01.3202", "contains 'C'"),
        ("0000832-35.2018.4.01.32020", "21 digits, more than the 20"),
        ("1" * 25, "25 digits, more than the 20"),
        ("12345", "only 5 digits"),
        ("1234567890", "only 10 digits"),
        ("832-35.2018.4013202", "16 digits in 4 groups"),  # short and not six segments
        ("832-35.201.4.01.3202", "digits in 6 groups"),  # a 3-digit year is not a segment
        (3.5, "cannot read a CNJ number from float"),
        (None, "from NoneType"),
        (True, "from bool"),
    ],
)
def test_unreadable_input_says_what_is_wrong(text: object, fragment: str) -> None:
    with pytest.raises(lawkit.InvalidCNJ, match=r"NNNNNNN|expected") as info:
        cnj.normalize(text)  # type: ignore[arg-type]
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)


def _no_whole_segments(zeros: str) -> str:
    return (
        f"and dropping {zeros} from the start of any group leaves groups that are not whole "
        "segments (each group must be one or more of NNNNNNN, DD, AAAA, J, TR, OOOO)"
    )


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # the extra digits are not leading zeros of a group
        ("1" * 25, "and no group starts with 5 zeros"),
        ("1000149-71.2024.8.26.34670", "and no group starts with 1 zero"),  # one digit too many
        (
            "0000832-35.2018.4.01.3202 1000149-71.2024.8.26.0346",  # two numbers pasted
            "and no group starts with 20 zeros",
        ),
        # zeros, but dropping them leaves a group that is not whole segments
        ("0000832-35.2018.4.01.32020", _no_whole_segments("1 zero")),  # the last digit is extra
        ("0005000.822.53.2013.827.2706", _no_whole_segments("3 zeros")),  # odd dots, padded
        # the zeros of two groups leave whole segments, giving different numbers
        (
            "00000832352018-0013202",
            "and it is ambiguous: the padding can be in different groups, giving "
            "0000832-35.2018.0.01.3202 or 0000083-23.5201.8.01.3202",
        ),
    ],
)  # fmt: skip
def test_more_than_20_digits_are_refused_unless_padding(text: str, reason: str) -> None:
    with pytest.raises(lawkit.InvalidCNJ) as info:
        cnj.normalize(text)
    digits = sum(c.isdigit() for c in text)
    assert str(info.value) == (
        f"cannot read CNJ number {text!r}: {digits} digits, more than the 20 of "
        "NNNNNNN-DD.AAAA.J.TR.OOOO; extra digits are accepted only as leading zeros (padding) of "
        f"one digit group, {reason}"
    )
    assert not cnj.is_valid(text)


def test_parse_names_the_expected_check_digits() -> None:
    with pytest.raises(lawkit.InvalidCNJ, match="check digits 36 do not match; expected 35"):
        cnj.parse("0000832-36.2018.4.01.3202")


def test_parse_names_an_unknown_court() -> None:
    number = cnj.build(832, 2018, 4, 7, 3202)  # right check digits, but there is no TRF7
    with pytest.raises(lawkit.InvalidCNJ, match=r"no court has the code J\.TR = 4\.07"):
        cnj.parse(number)
    assert not cnj.is_valid(number)


@pytest.mark.parametrize("typed", ["000123413202082601", "1234132020826010", "12345678901"])
def test_a_number_short_of_digits_says_how_many_it_has_not_a_number_never_typed(
    typed: str,
) -> None:
    """Digits alone, fewer than 20, are read as a number whose leading zeros a spreadsheet
    dropped; when that reading is no valid number either, the message says the count typed
    (issue 30: it gave the check digits of the padded number, which the user never typed)."""
    with pytest.raises(lawkit.InvalidCNJ) as raised:
        cnj.parse(typed)
    message = str(raised.value)
    assert f"cannot read CNJ number {typed!r}: {len(typed)} digits, 20 expected" in message
    assert "check digits" not in message and cnj.normalize(typed) not in message
    assert not cnj.is_valid(typed)


def test_a_number_that_lost_its_leading_zeros_is_still_read() -> None:
    assert cnj.parse("12341320208260100").formatted == "0001234-13.2020.8.26.0100"


def test_a_filing_year_after_today_is_refused_when_today_is_given() -> None:
    """The current year is the caller's to give (the client gives the provider's date): the
    same number is valid or not by that date alone, never by the machine's clock."""
    number = cnj.build(1, 2027, 8, 26, 100)
    assert cnj.parse(number).year == 2027 and cnj.is_valid(number)  # no date given, not judged
    assert cnj.parse(number, today=dt.date(2027, 1, 1)).year == 2027
    assert cnj.is_valid(number, today=dt.date(2027, 1, 1))
    with pytest.raises(lawkit.InvalidCNJ, match="filing year 2027 is after the current year, 2026"):
        cnj.parse(number, today=dt.date(2026, 12, 31))
    assert not cnj.is_valid(number, today=dt.date(2026, 12, 31))


def test_parse_reports_unreadable_input_as_such() -> None:
    with pytest.raises(lawkit.InvalidCNJ, match="cannot read CNJ number '12-34'"):
        cnj.parse("12-34")


@pytest.mark.parametrize("text", ["", "abc", None, math.nan, 3.5, [], b"00008323520184013202"])
def test_is_valid_never_raises(text: object) -> None:
    assert cnj.is_valid(text) is False


def test_parse_decodes_every_segment() -> None:
    number = cnj.parse("8323520184013202")
    assert (number.sequence, number.check, number.year) == (832, 35, 2018)
    assert (number.justice, number.tribunal, number.origin) == (4, 1, 3202)
    assert number.formatted == str(number) == TRF1
    assert number.digits == "00008323520184013202"
    assert number.court == "TRF1"
    assert number.court_name == "Tribunal Regional Federal da 1ª Região"
    assert number.segment == "Justiça Federal"
    assert number.state is None  # TRF1 serves thirteen states
    assert number.court_info.datajud_alias == "api_publica_trf1"
    tjsp = cnj.parse(TJSP)
    assert (tjsp.court, tjsp.state, tjsp.segment) == ("TJSP", "SP", "Justiça Estadual")


def test_cnj_is_an_immutable_hashable_value() -> None:
    a, b = cnj.parse(TRF1), cnj.parse("00008323520184013202")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.year = 2019  # type: ignore[misc]


def test_check_digits_and_build() -> None:
    assert cnj.check_digits(832, 2018, 4, 1, 3202) == "35"
    assert cnj.check_digits(1, 2001, 1, 1, 1) == cnj.build(1, 2001, 1, 1, 1)[8:10]
    assert cnj.build(832, 2018, 4, 1, 3202) == TRF1
    assert cnj.build(506354, 2011, 8, 9, 51) == "0506354-19.2011.8.09.0051"
    assert cnj.build("0000832", "2018", "4", "01", "3202") == TRF1


def test_check_digits_can_be_single_digit_and_are_zero_padded() -> None:
    padded = [n for n in cnj.generate("TJSP", n=300, seed=3) if n[8] == "0"]
    assert padded, "some generated numbers have check digits 0x"
    assert all(cnj.is_valid(n) for n in padded)


@pytest.mark.parametrize(
    "args",
    [
        ("0000001", "2001", "1", "00", "0001"),  # the example: segments from a sheet
        ("1", "2001", "1", "0", "1"),  # leading zeros missing
        (" 0000001 ", "2001\t", "\u00a01", "00 ", " 1"),  # spaces around
        (1, "2001", "1", 0, "0001"),  # ints and text mixed
    ],
)
def test_build_takes_segments_as_digit_strings(args: tuple) -> None:
    assert cnj.build(*args) == "0000001-59.2001.1.00.0001" == cnj.build(1, 2001, 1, 0, 1)
    assert cnj.check_digits(*args) == "59"


#: What build and check_digits allow for each segment, in the order they take them.
ALLOWED = {
    "sequence": "an int from 0 to 9999999 or a string of 1 to 7 digits",
    "year": "an int from 0 to 9999 or a string of exactly 4 digits",
    "justice": "an int from 0 to 9 or a string of 1 digit",
    "tribunal": "an int from 0 to 99 or a string of 1 to 2 digits",
    "origin": "an int from 0 to 9999 or a string of 1 to 4 digits",
}


@pytest.mark.parametrize(
    ("args", "segment"),
    [
        ((10_000_000, 2018, 4, 1, 3202), "sequence"),
        (("00000001", 2018, 4, 1, 1), "sequence"),  # 8 digits, even if the first is a zero
        (("-1", 2018, 4, 1, 1), "sequence"),
        (("+1", 2018, 4, 1, 1), "sequence"),
        (("1_000", 2018, 4, 1, 1), "sequence"),  # int() would take it
        (("\u0661", 2018, 4, 1, 1), "sequence"),  # an Arabic-Indic digit: int() would take it
        ((1.0, 2018, 4, 1, 1), "sequence"),
        ((True, 2018, 4, 1, 1), "sequence"),
        ((None, 2018, 4, 1, 1), "sequence"),
        ((1, 20180, 4, 1, 3202), "year"),
        ((1, "201", 4, 1, 1), "year"),
        ((1, "02018", 4, 1, 1), "year"),
        ((1, "2018.0", 4, 1, 1), "year"),
        ((1, 2018, 10, 1, 3202), "justice"),
        ((1, 2018, "08", 1, 1), "justice"),
        ((1, 2018, 4, 100, 3202), "tribunal"),
        ((1, 2018, 4, "001", 1), "tribunal"),
        ((1, 2018, 4, 1, -1), "origin"),
        ((1, 2018, 4, 1, ""), "origin"),
        ((1, 2018, 4, 1, "  "), "origin"),
        ((1, 2018, 4, 1, "1a"), "origin"),
    ],
)
def test_build_refuses_segments_that_do_not_fit(args: tuple, segment: str) -> None:
    given = args[list(ALLOWED).index(segment)]
    for function in (cnj.build, cnj.check_digits):
        with pytest.raises(lawkit.InvalidCNJ) as info:
            function(*args)
        assert str(info.value) == f"{segment} must be {ALLOWED[segment]}, got {given!r}"


# --- property-based round trips -------------------------------------------------------------

SPACES = ["", " ", "\t", "\u00a0"]


@settings(max_examples=300, deadline=None)
@given(messy())
def test_round_trip_build_normalize_parse(case: tuple[str, str]) -> None:
    number, text = case
    assert cnj.normalize(text) == number
    assert cnj.is_valid(text)
    parsed = cnj.parse(text)
    assert parsed.formatted == number
    assert cnj.build(parsed.sequence, parsed.year, parsed.justice, parsed.tribunal,
                     parsed.origin) == number  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(padded())
def test_padding_is_read_or_refused_as_ambiguous_never_misread(case: tuple[str, str]) -> None:
    number, text = case
    try:
        assert cnj.normalize(text) == number
    except lawkit.InvalidCNJ as error:  # zeros of another group leave whole segments too
        assert "it is ambiguous" in str(error) and number in str(error)
        assert not cnj.is_valid(text)


@settings(max_examples=200, deadline=None)
@given(valid_numbers(), st.sets(st.sampled_from([0, 3, 4])), st.sampled_from(SPACES))
def test_round_trip_build_from_text_segments(number: str, trimmed: set[int], space: str) -> None:
    seq, dd, *rest = number.replace("-", ".").split(".")
    segments = [seq, *rest]  # sequence, year, justice, tribunal, origin
    texts = [
        space + (s.lstrip("0") or "0" if i in trimmed else s) + space
        for i, s in enumerate(segments)
    ]  # leading zeros of sequence, tribunal and origin dropped or not
    assert cnj.build(*texts) == number
    assert cnj.check_digits(*texts) == dd


@settings(max_examples=300, deadline=None)
@given(valid_numbers(), st.integers(0, 19), st.integers(1, 9))
def test_any_single_digit_error_is_caught(number: str, position: int, delta: int) -> None:
    digits = list(number.replace("-", "").replace(".", ""))
    digits[position] = str((int(digits[position]) + delta) % 10)
    assert not cnj.is_valid("".join(digits))  # mod 97 catches every single substitution


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=30))
def test_arbitrary_text_never_crashes(text: str) -> None:
    assert cnj.is_valid(text) in (True, False)
    try:
        canonical = cnj.normalize(text)
    except lawkit.InvalidCNJ:
        return
    assert cnj.normalize(canonical) == canonical  # idempotent


# --- generate --------------------------------------------------------------------------------


def test_generate_is_deterministic_valid_and_for_the_asked_court() -> None:
    numbers = cnj.generate("TRE-SP", 2022, n=50, seed=7)
    assert numbers == cnj.generate("tre-sp", 2022, n=50, seed=7)
    assert numbers != cnj.generate("TRE-SP", 2022, n=50, seed=8)
    assert len(set(numbers)) == 50
    parsed = [cnj.parse(n) for n in numbers]
    assert {(p.court, p.year) for p in parsed} == {("TRE-SP", 2022)}
    assert all(cnj.normalize(n) == n for n in numbers)


def test_generate_without_a_court_spreads_over_the_table() -> None:
    numbers = cnj.generate(n=2000, seed=1)
    seen = {cnj.parse(n).court for n in numbers}
    assert len(seen) > 90
    assert {cnj.parse(n).year for n in numbers} <= set(range(2008, 2026))


def test_generate_uses_origin_0000_for_superior_courts_and_councils() -> None:
    for acronym in ("STF", "STJ", "TST", "CSJT", "CJF", "CNJ"):
        assert {cnj.parse(n).origin for n in cnj.generate(acronym, n=20)} == {0}


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"court": "TJXX"}, "unknown court acronym 'TJXX'"),
        ({"n": -1}, "n must be an int from 0 to 1,000,000"),
        ({"n": 1.5}, "n must be"),
        ({"year": 10_000}, "year must be an int from 1 to 9999"),
    ],
)
def test_generate_refuses_bad_arguments(kwargs: dict, fragment: str) -> None:
    with pytest.raises(lawkit.InvalidInput, match=fragment):
        cnj.generate(**kwargs)
