"""Scalar CNJ numbers: read messy text, compute and check the digits, decode the court.

The canonical form is ``NNNNNNN-DD.AAAA.J.TR.OOOO`` (Resolução CNJ 65/2008): sequence, check
digits, year, justice, tribunal, origin. The check digits are ISO 7064 mod 97-10 over
``NNNNNNNAAAAJTROOOO``: ``DD = 98 - (that number * 100) mod 97``, so the 20 digits reordered as
``NNNNNNNAAAAJTROOOODD`` leave remainder 1 modulo 97.
"""

from __future__ import annotations

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


def _segments_fit(groups: list[str]) -> bool:
    """True when six digit groups can be read as the six segments (zeros may be missing)."""
    seq, dd, year, justice, tribunal, origin = groups
    return (
        len(seq) <= 7
        and len(dd) <= 2
        and len(year) == 4
        and (len(justice) == 1 or (len(justice) == 2 and justice[0] == "0"))
        and len(tribunal) <= 2
        and len(origin) <= 4
    )


_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = 80


def _shown(value: object) -> str:
    """``repr(value)`` cut to a readable length (a huge input is never quoted whole)."""
    return _REPR.repr(value)


def _digits20(text: object) -> str:
    """The 20 canonical digits of ``text``, or raise InvalidCNJ saying why it cannot be read."""
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
        justice = groups[3][-1]
        padded = [g.zfill(w) for g, (_, w) in zip(groups, SEGMENTS, strict=True)]
        padded[3] = justice
        return "".join(padded)
    digits = "".join(groups)
    if len(digits) == 20:
        return digits
    if len(digits) > 20:
        raise InvalidCNJ(
            f"cannot read CNJ number {_shown(raw)}: {len(digits)} digits, more than the 20 of "
            "NNNNNNN-DD.AAAA.J.TR.OOOO"
        )
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
    return digits.zfill(20)


def _format(digits: str) -> str:
    d = digits
    return f"{d[:7]}-{d[7:9]}.{d[9:13]}.{d[13]}.{d[14:16]}.{d[16:]}"


def normalize(text: str | int) -> str:
    """The canonical ``NNNNNNN-DD.AAAA.J.TR.OOOO`` form of a readable CNJ number.

    It reads the structure only: check digits and court are not judged (see ``is_valid``).
    Rules, applied in this order (separators at either end are ignored):

    1. Only digits and separators are allowed: ``. - / _ , : ; |``, the middle dot, Unicode
       dashes and any whitespace (NBSP included). Letters or other symbols are unreadable.
    2. Six digit groups that fit the segments (sequence <= 7 digits, check digits <= 2, year
       exactly 4, justice 1 digit or 2 with a leading zero, tribunal <= 2, origin <= 4) are read
       segment by segment, restoring dropped leading zeros: ``1-32.2001.1.1.1`` is
       ``0000001-32.2001.1.01.0001`` and ``506354-19.2011.08.09.0051`` is
       ``0506354-19.2011.8.09.0051``.
    3. Otherwise exactly 20 digits are read as they stand, wherever the punctuation falls
       (``5000.822.53.2013.827.2706``).
    4. Otherwise a digits-only input of 11 to 19 digits lost its leading zeros (a number that
       went through a spreadsheet) and is left-padded to 20.
    5. Anything else (empty, more than 20 digits, a short number split in other than six
       groups) raises.

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


def _check_from_fields(sequence: int, year: int, justice: int, tribunal: int, origin: int) -> str:
    for name, value, width in (
        ("sequence", sequence, 7),
        ("year", year, 4),
        ("justice", justice, 1),
        ("tribunal", tribunal, 2),
        ("origin", origin, 4),
    ):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**width:
            raise InvalidCNJ(f"{name} must be an int of at most {width} digits, got {value!r}")
    base = int(f"{sequence:07d}{year:04d}{justice}{tribunal:02d}{origin:04d}")
    return f"{98 - base * 100 % 97:02d}"


def check_digits(sequence: int, year: int, justice: int, tribunal: int, origin: int) -> str:
    """The two check digits ``DD`` (ISO 7064 mod 97-10) for the other five segments.

    Raises:
        InvalidCNJ: a segment is not an int that fits its width.
    """
    return _check_from_fields(sequence, year, justice, tribunal, origin)


def build(sequence: int, year: int, justice: int, tribunal: int, origin: int) -> str:
    """The canonical number for these segments, with its check digits computed.

    Raises:
        InvalidCNJ: a segment is not an int that fits its width.
    """
    dd = _check_from_fields(sequence, year, justice, tribunal, origin)
    return f"{sequence:07d}-{dd}.{year:04d}.{justice}.{tribunal:02d}.{origin:04d}"


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


def _problem(digits: str) -> str | None:
    """Why 20 readable digits are not a valid number, or ``None`` when they are."""
    if _remainder(digits) != 1:
        expected = _check_from_fields(
            int(digits[:7]), int(digits[9:13]), int(digits[13]), int(digits[14:16]),
            int(digits[16:]),
        )  # fmt: skip
        return f"check digits {digits[7:9]} do not match; expected {expected}"
    if court(int(digits[13]), int(digits[14:16])) is None:
        return (
            f"no court has the code J.TR = {digits[13]}.{digits[14:16]}; "
            "see lawkit.cnj.courts() for the codes in use"
        )
    return None


def parse(text: str | int) -> CNJ:
    """Read, validate and decode a CNJ number.

    Raises:
        InvalidCNJ: the input is unreadable (see ``normalize``), its check digits do not match
            (the message gives the expected ones), or J.TR names no court.
    """
    digits = _digits20(text)
    problem = _problem(digits)
    if problem:
        raise InvalidCNJ(f"invalid CNJ number {_format(digits)}: {problem}")
    return CNJ(
        sequence=int(digits[:7]),
        check=int(digits[7:9]),
        year=int(digits[9:13]),
        justice=int(digits[13]),
        tribunal=int(digits[14:16]),
        origin=int(digits[16:]),
    )


def is_valid(text: object) -> bool:
    """True when ``text`` reads as a CNJ number whose check digits hold and whose J.TR is a court.

    Never raises: unreadable input, ``None`` and NaN are simply not valid.
    """
    try:
        digits = _digits20(text)
    except InvalidCNJ:
        return False
    return _problem(digits) is None
