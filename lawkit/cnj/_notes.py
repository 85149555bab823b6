"""A number with a note, as spreadsheets hold them: ``0008891-73.1999.8.24.0075 (apenso)``.

The rule, one for every reader of a list of numbers (:func:`split_note`, the accessor's
``Series.cnj.split_note()``, the widgets' pasted lists): an entry that ends in one note in
parentheses is the text before it, and the note is reported beside it; that text is then read as
any number is (and refused, with the reason, when it is not one). An analyst writes "(apenso)",
"(principal)" or "(sigiloso)" after a number to say something about that lawsuit, not to make it
another one: the number is kept and the note shown, never dropped in silence. Only a trailing
note is taken off, without nested parentheses, after some text; parentheses anywhere else stay in
the text, which then does not read as a number.
"""

from __future__ import annotations

import re

#: An entry ending in a note in parentheses: ``text`` before it, ``note`` inside.
NOTE = re.compile(r"^\s*(?P<text>.*?\S)\s*\((?P<note>[^()]*)\)\s*$", re.DOTALL)


def split_note(text: str) -> tuple[str, str | None]:
    """``text`` without a trailing note in parentheses, and the note (``None`` without one).

    >>> split_note("0008891-73.1999.8.24.0075 (apenso)")
    ('0008891-73.1999.8.24.0075', 'apenso')
    >>> split_note("0008891-73.1999.8.24.0075")
    ('0008891-73.1999.8.24.0075', None)
    """
    found = NOTE.match(text)
    if found is None:
        return text, None
    return found["text"], found["note"].strip()
