"""CNJ lawsuit numbers (Resolução CNJ 65/2008): read messy input, validate, decode the court.

Scalar API::

    normalize("1-32.2001.1.1.1")          # '0000001-32.2001.1.01.0001' (structure only)
    normalize("00011268-83.2012.811.0055")  # '0011268-83.2012.8.11.0055' (padding zero dropped)
    is_valid("0000832-35.2018.4.01.3202")  # True: check digits hold and J.TR is a court
    parse("00008323520184013202").court    # 'TRF1'
    build(832, 2018, 4, 1, 3202)           # computes the check digits
    build("0000832", "2018", "4", "01", "3202")  # the same from a spreadsheet's digit strings
    generate("TJSP", 2024, n=3, seed=1)    # valid numbers for tests and demos
    court(8, 26), courts()                 # the court table (package data courts.csv)
    split_note("0008891-73.1999.8.24.0075 (apenso)")  # ('0008891-73.1999.8.24.0075', 'apenso')

What is read (``normalize``; ``is_valid``, ``parse`` and ``Series.cnj`` read alike): digits with
any separators; six segments lacking leading zeros or carrying extra ones; 20 digits as they
stand; more than 20 only when the extra digits are leading zeros of one digit group and dropping
them leaves every group whole segments (refused, with the reason, when they are not zeros, leave
no such reading or leave several); 11-19 digits alone, whose leading zeros were lost (when
that reading is no valid number, ``parse`` says how many digits were typed, not the check digits
of a number nobody typed). ``parse(text, today=...)`` also refuses a filing year after
``today``'s; the date is the caller's (the client gives the provider's), never the machine's.
A spreadsheet's note after a number ("... (apenso)") is not part of it: ``split_note`` (and
``Series.cnj.split_note()``) takes it off and returns it, by the rule of ``lawkit.cnj._notes``;
``normalize`` and ``parse`` refuse a number with a note, so it is never dropped silently.
``build`` and ``check_digits`` take each segment as an int or a string of digits that fits it
(sequence up to 7 digits, year exactly 4, justice 1, tribunal up to 2, origin up to 4).

Importing this module also registers the pandas Series accessor ``.cnj`` (see
``lawkit.cnj.accessor``; ``Series.cnj.problems()`` says why each item is not valid), so it
imports pandas and pyarrow (core dependencies of lawkit): about half a second once per process.
``import lawkit`` imports it, so ``s.cnj`` works after ``import lawkit``.
"""

from __future__ import annotations

from lawkit.cnj import accessor as _accessor  # noqa: F401  (registers Series.cnj)
from lawkit.cnj._courts import Court, court, court_by_acronym, courts
from lawkit.cnj._generate import generate
from lawkit.cnj._notes import split_note
from lawkit.cnj._numbers import CNJ, build, check_digits, is_valid, normalize, parse
from lawkit.errors import InvalidCNJ

__all__ = [
    "CNJ",
    "Court",
    "InvalidCNJ",
    "build",
    "check_digits",
    "court",
    "court_by_acronym",
    "courts",
    "generate",
    "is_valid",
    "normalize",
    "parse",
    "split_note",
]
