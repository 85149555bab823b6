"""Scalar CNJ numbers: read messy text, compute and check the digits, decode the court.

The canonical form is ``NNNNNNN-DD.AAAA.J.TR.OOOO`` (Resolução CNJ 65/2008): sequence, check
digits, year, justice, tribunal, origin. The check digits are ISO 7064 mod 97-10 over
``NNNNNNNAAAAJTROOOO``: ``DD = 98 - (that number * 100) mod 97``, so the 20 digits reordered as
``NNNNNNNAAAAJTROOOODD`` leave remainder 1 modulo 97.
"""

from __future__ import annotations

import datetime as dt
import itertools
import numbers
import re
import reprlib
from dataclasses import dataclass

from lawkit.cnj._courts import Court, court
from lawkit.errors import InvalidCNJ

#: Characters accepted around digit groups: ASCII punctuation people use, the middle dot, Unicode
#: dashes and every whitespace character (``str.isspace``: NBSP, thin space, tabs...). Spelled out
#: rather than ``\\s`` so that the vectorized reader (which classes bytes) matches exactly.
SEPARATORS = (
    ".-/_,:;|\u00b7\u2010\u2011\u2012\u2013\u2014\u2015\u2212"
    "\t\n\v\f\r\x1c\x1d\x1e\x1f \x85\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005"
    "\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
)
_BAD_CHAR = re.compile(f"[^0-9{re.escape(SEPARATORS)}]")
_DIGIT_GROUPS = re.compile("[0-9]+")
#: Segment names and widths in the canonical order.
SEGMENTS = (("sequence", 7), ("check digits", 2), ("year", 4), ("justice", 1), ("tribunal", 2),
            ("origin", 4))  # fmt: skip
MIN_DIGITS = 11  # year + justice + tribunal + origin: the digits a number can never lose
#: Where one segment ends and the next begins among the 20 digits: 7, 9, 13, 14, 16.
BOUNDARIES = frozenset(itertools.accumulate(w for _, w in SEGMENTS[:-1]))
#: The segments ``build`` and ``check_digits`` take, with their widths.
_FIELDS = tuple(s for s in SEGMENTS if s[0] != "check digits")
_ASCII_DIGITS = re.compile("[0-9]+")


def _segments_fit(groups: list[str]) -> bool:
    """True when six digit groups can be read as the six segments: the year has at least 4
    digits and every group's digits beyond its segment's width are zeros (leading zeros may be
    missing, or be extra padding)."""
    return len(groups[2]) >= 4 and all(
        len(g.lstrip("0")) <= w for g, (_, w) in zip(groups, SEGMENTS, strict=True)
    )


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 80


def _shown(value: object) -> str:
    """``repr(value)`` cut to a readable length (a huge input is never quoted whole)."""
    return _REPR.repr(value)


def _digits20(text: object) -> str:
    """The 20 canonical digits of ``text``, or raise InvalidCNJ saying why it cannot be read."""
    return _read(text)[0]


def _read(text: object) -> tuple[str, int]:
    """The 20 canonical digits of ``text``, and how many digits it held when they were fewer
    (rule 5 of ``normalize``: leading zeros put back; 0 otherwise); or raise InvalidCNJ saying
    why it cannot be read."""
    if isinstance(text, bool) or not isinstance(text, str | numbers.Integral):
        raise InvalidCNJ(
            f"cannot read a CNJ number from {type(text).__name__} {_shown(text)}; expected text "
            "such as '0000001-32.2001.1.01.0001' or an int of up to 20 digits"
        )
    raw = str(text)
    bad = _BAD_CHAR.search(raw)
    groups = _DIGIT_GROUPS.findall(raw)
    if not bad and not groups:
        raise InvalidCNJ(
            f"empty CNJ number {_shown(raw)}; expected NNNNNNN-DD.AAAA.J.TR.OOOO (20 digits)"
        )
    if bad:
        raise InvalidCNJ(
            f"cannot read CNJ number {_shown(raw)}: it contains {bad.group()!r}; expected only "
            "digits and separators, as in NNNNNNN-DD.AAAA.J.TR.OOOO"
        )
    if len(groups) == 6 and _segments_fit(groups):
        return "".join(g.zfill(w)[-w:] for g, (_, w) in zip(groups, SEGMENTS, strict=True)), 0
    digits = "".join(groups)
    if len(digits) == 20:
        return digits, 0
    if len(digits) > 20:
        return _unpadded(raw, groups), 0
    if len(groups) > 1:
        raise InvalidCNJ(
            f"cannot read CNJ number {_shown(raw)}: {len(digits)} digits in {len(groups)} groups; "
            "expected 20 digits, or the six segments NNNNNNN-DD.AAAA.J.TR.OOOO (a 4-digit year; "
            "leading zeros may be missing in the other segments)"
        )
    if len(digits) < MIN_DIGITS:
        raise InvalidCNJ(
            f"cannot read CNJ number {_shown(raw)}: only {len(digits)} digits; expected 20 "
            f"(at least {MIN_DIGITS} when leading zeros were lost)"
        )
    return digits.zfill(20), len(digits)


def _unpadded(raw: str, groups: list[str]) -> str:
    """The 20 digits of digit groups holding more than 20 (rule 4 of ``normalize``), or raise
    InvalidCNJ saying which condition fails."""
    digits = "".join(groups)
    extra = len(digits) - 20
    zeros = f"{extra} zero{'s' * (extra > 1)}"
    head = (
        f"cannot read CNJ number {_shown(raw)}: {len(digits)} digits, more than the 20 of "
        "NNNNNNN-DD.AAAA.J.TR.OOOO; extra digits are accepted only as leading zeros (padding) "
        "of one digit group"
    )
    ends = list(itertools.accumulate(len(g) for g in groups))
    starts = [end - len(g) for end, g in zip(ends, groups, strict=True)]
    padded = [i for i, g in enumerate(groups) if len(g) > extra and not g[:extra].strip("0")]
    if not padded:
        raise InvalidCNJ(f"{head}, and no group starts with {zeros}")
    # Group i may hold the padding when, its zeros gone (the ends from group i on move back by
    # ``extra``), every group but the last ends on a segment boundary.
    readings = {
        digits[: starts[i]] + digits[starts[i] + extra :]: None
        for i in padded
        if all(end - extra * (j >= i) in BOUNDARIES for j, end in enumerate(ends[:-1]))
    }
    if len(readings) == 1:
        return next(iter(readings))
    if not readings:
        raise InvalidCNJ(
            f"{head}, and dropping {zeros} from the start of any group leaves groups that are "
            "not whole segments (each group must be one or more of NNNNNNN, DD, AAAA, J, TR, "
            "OOOO)"
        )
    raise InvalidCNJ(
        f"{head}, and it is ambiguous: the padding can be in different groups, giving "
        + " or ".join(_format(r) for r in readings)
    )


def _format(digits: str) -> str:
    d = digits
    return f"{d[:7]}-{d[7:9]}.{d[9:13]}.{d[13]}.{d[14:16]}.{d[16:]}"


def normalize(text: str | int) -> str:
    """The canonical ``NNNNNNN-DD.AAAA.J.TR.OOOO`` form of a readable CNJ number.

    It reads the structure only: check digits and court are not judged (see ``is_valid``).
    Rules, applied in this order (separators at either end are ignored):

    1. Only digits and separators are allowed: ``. - / _ , : ; |``, the middle dot, Unicode
       dashes and any whitespace (NBSP included). Letters or other symbols are unreadable.
    2. Six digit groups that fit the segments are read segment by segment. A group may lack
       leading zeros (sequence 1-7 digits, check digits 1-2, tribunal 1-2, origin 1-4; the year
       needs its 4) or carry extra ones (padding: any group longer than its segment whose
       extra digits are zeros): ``1-32.2001.1.1.1`` is ``0000001-32.2001.1.01.0001``,
       ``506354-19.2011.08.09.0051`` is ``0506354-19.2011.8.09.0051`` and
       ``00011268-83.2012.8.11.0055`` is ``0011268-83.2012.8.11.0055``.
    3. Otherwise exactly 20 digits are read as they stand, wherever the punctuation falls
       (``5000.822.53.2013.827.2706``).
    4. Otherwise more than 20 digits are read when the extra ones are leading zeros (padding)
       of one digit group, and dropping them there leaves every group one or more whole
       segments: ``00011268-83.2012.811.0055`` (J.TR run together) and
       ``000112688320128110055`` are ``0011268-83.2012.8.11.0055``. The input is refused when
       no group starts with that many zeros, when no group's zeros leave whole segments (the
       extra digit of ``0000832-35.2018.4.01.32020`` is no padding), or when zeros of different
       groups do so with different results (ambiguous; the message gives the readings).
    5. Otherwise a digits-only input of 11 to 19 digits lost its leading zeros (a number that
       went through a spreadsheet) and is left-padded to 20.
    6. Anything else (empty, a short number split in other than six groups) raises.

    Args:
        text: the number as typed or pasted; an ``int`` is read as its digits.

    Returns:
        The canonical form.

    Raises:
        InvalidCNJ: the input cannot be read as a CNJ number; the message says why.
    """
    return _format(_digits20(text))


def _remainder(digits: str) -> int:
    """``NNNNNNNAAAAJTROOOODD mod 97`` for 20 canonical-order digits (1 when the digits hold)."""
    return int(digits[:7] + digits[9:] + digits[7:9]) % 97


def _field(name: str, value: object, width: int) -> int:
    """The value of segment ``name``: an int from 0 to ``10**width - 1``, or a string of ASCII
    digits (spaces around allowed) of 1 to ``width`` digits, exactly 4 for the year."""
    exact = name == "year"  # the one segment whose leading zeros may not be left out
    if isinstance(value, str):
        text = value.strip()
        fits = len(text) == width if exact else len(text) <= width
        if fits and _ASCII_DIGITS.fullmatch(text):
            return int(text)
    elif isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**width:
        return value
    size = (
        f"exactly {width} digits" if exact else f"1 to {width} digits" if width > 1 else "1 digit"
    )
    raise InvalidCNJ(
        f"{name} must be an int from 0 to {10**width - 1} or a string of {size}, "
        f"got {_shown(value)}"
    )


def _base(*values: int | str) -> str:
    """The 18 digits ``NNNNNNNAAAAJTROOOO`` of sequence, year, justice, tribunal and origin."""
    s, y, j, t, o = (_field(n, v, w) for (n, w), v in zip(_FIELDS, values, strict=True))
    return f"{s:07d}{y:04d}{j}{t:02d}{o:04d}"


def _check_of(base: str) -> str:
    """The check digits of the 18 digits ``NNNNNNNAAAAJTROOOO``."""
    return f"{98 - int(base) * 100 % 97:02d}"


def check_digits(
    sequence: int | str, year: int | str, justice: int | str, tribunal: int | str, origin: int | str
) -> str:
    """The two check digits ``DD`` (ISO 7064 mod 97-10) for the other five segments.

    Each segment is an int or a string of digits, as for ``build``.

    Raises:
        InvalidCNJ: a segment does not fit (see ``build``).
    """
    return _check_of(_base(sequence, year, justice, tribunal, origin))


def build(
    sequence: int | str, year: int | str, justice: int | str, tribunal: int | str, origin: int | str
) -> str:
    """The canonical number for these segments, with its check digits computed.

    Each segment is an int, or a string of ASCII digits as read from a spreadsheet (spaces
    around are ignored): sequence 0-9999999 or 1-7 digits, year 0-9999 or exactly 4 digits,
    justice 0-9 or 1 digit, tribunal 0-99 or 1-2 digits, origin 0-9999 or 1-4 digits.
    ``build("0000001", "2001", "1", "01", "0001")`` is ``build(1, 2001, 1, 1, 1)``.

    Raises:
        InvalidCNJ: a segment does not fit (a bool, a float, a negative or too large int, other
            text); the message names the segment, the value given and what is allowed.
    """
    base = _base(sequence, year, justice, tribunal, origin)
    return _format(base[:7] + _check_of(base) + base[7:])


@dataclass(frozen=True, slots=True)
class CNJ:
    """A valid CNJ lawsuit number, decoded. Build one with ``parse``.

    Attributes:
        sequence: NNNNNNN, the court's sequential number for the year.
        check: DD, the check digits (0-99; ``formatted`` shows them zero-padded).
        year: AAAA, the filing year.
        justice: J, the branch of justice (1-9).
        tribunal: TR, the court within the branch.
        origin: OOOO, the originating unit (0 for a court's original jurisdiction).
    """

    sequence: int
    check: int
    year: int
    justice: int
    tribunal: int
    origin: int

    @property
    def digits(self) -> str:
        """The 20 digits without punctuation."""
        return (
            f"{self.sequence:07d}{self.check:02d}{self.year:04d}{self.justice}"
            f"{self.tribunal:02d}{self.origin:04d}"
        )

    @property
    def formatted(self) -> str:
        """The canonical ``NNNNNNN-DD.AAAA.J.TR.OOOO`` form."""
        return _format(self.digits)

    @property
    def court_info(self) -> Court:
        """The full court record (name, segment, states, DataJud alias)."""
        found = court(self.justice, self.tribunal)
        assert found is not None, "parse only builds CNJ values for known courts"
        return found

    @property
    def court(self) -> str:
        """The court's acronym, e.g. ``"TJSP"``."""
        return self.court_info.acronym

    @property
    def court_name(self) -> str:
        """The court's full Portuguese name."""
        return self.court_info.name

    @property
    def segment(self) -> str:
        """The branch of justice, e.g. ``"Justiça Estadual"``."""
        return self.court_info.segment

    @property
    def state(self) -> str | None:
        """The court's UF when it serves a single state, else ``None``."""
        return self.court_info.state

    def __str__(self) -> str:
        return self.formatted


def _judged(text: object, today: dt.date | None) -> tuple[str, str | None]:
    """The 20 digits of ``text`` and why they are not a valid number (the whole message), or
    ``None`` when they are.

    Raises:
        InvalidCNJ: ``text`` cannot be read.
    """
    digits, typed = _read(text)
    if _remainder(digits) != 1:
        expected = _check_of(digits[:7] + digits[9:])
        why = f"check digits {digits[7:9]} do not match; expected {expected}"
    elif court(int(digits[13]), int(digits[14:16])) is None:
        why = (
            f"no court has the code J.TR = {digits[13]}.{digits[14:16]}; "
            "see lawkit.cnj.courts() for the codes in use"
        )
    elif today is not None and int(digits[9:13]) > today.year:
        why = f"its filing year {digits[9:13]} is after the current year, {today.year}"
    else:
        return digits, None
    if typed and not why.startswith("its filing year"):  # a reading of what was not typed
        return digits, (
            f"cannot read CNJ number {_shown(str(text))}: {typed} digits, 20 expected (nor is "
            f"it a valid number with the {20 - typed} leading zeros a spreadsheet may have "
            "dropped put back)"
        )
    return digits, f"invalid CNJ number {_format(digits)}: {why}"


def parse(text: str | int, *, today: dt.date | None = None) -> CNJ:
    """Read, validate and decode a CNJ number.

    Args:
        text: the number as typed or pasted (see ``normalize``).
        today: the current date, when a filing year after its year is to be refused; the
            caller gives it (``lawkit.connect()``'s client gives the provider's), so that the
            answer never rests on the machine's clock. ``None``: the year is not judged.

    Raises:
        InvalidCNJ: the input is unreadable (see ``normalize``; fewer than 20 digits that are
            no valid number with their leading zeros put back are said to be so many digits),
            its check digits do not match (the message gives the expected ones), J.TR names no
            court, or it was filed after ``today``'s year.
    """
    digits, problem = _judged(text, today)
    if problem:
        raise InvalidCNJ(problem)
    return CNJ(
        sequence=int(digits[:7]),
        check=int(digits[7:9]),
        year=int(digits[9:13]),
        justice=int(digits[13]),
        tribunal=int(digits[14:16]),
        origin=int(digits[16:]),
    )


def is_valid(text: object, *, today: dt.date | None = None) -> bool:
    """True when ``text`` reads as a CNJ number whose check digits hold and whose J.TR is a court
    (and, given ``today``, filed no later than its year: see ``parse``).

    Never raises: unreadable input, ``None`` and NaN are simply not valid.
    """
    try:
        return _judged(text, today)[1] is None
    except InvalidCNJ:
        return False
