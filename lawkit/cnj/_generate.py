"""Deterministic valid CNJ numbers for tests, demos and the sandbox."""

from __future__ import annotations

import random

from lawkit.cnj._courts import Court, _table, court_by_acronym
from lawkit.cnj._numbers import build
from lawkit.errors import InvalidInput

#: Filing years drawn when none is given (fixed, so output does not depend on today's date).
YEARS = range(2008, 2026)
#: Plausible origin-unit codes per justice: 0000 is the court's own (original) jurisdiction,
#: which is the only origin superior courts and councils use.
_ORIGINS = {4: (1, 8299), 5: (1, 999), 6: (1, 450), 7: (1, 12), 8: (1, 9999), 9: (1, 99)}


def _origin(rng: random.Random, c: Court) -> int:
    span = _ORIGINS.get(c.justice) if c.tribunal not in (0, 90) else None
    if span is None or rng.random() < 0.05:
        return 0
    return rng.randint(*span)


def generate(
    court: str | None = None, year: int | None = None, n: int = 1, seed: int = 0
) -> list[str]:
    """``n`` distinct valid canonical CNJ numbers, the same for the same arguments.

    Args:
        court: acronym of the court (case-insensitive, e.g. ``"TJSP"``, ``"TRE-SP"``), or
            ``None`` for a random court of the table per number.
        year: filing year; ``None`` draws one per number from 2008-2025.
        n: how many numbers (at most 1,000,000).
        seed: random seed.

    Raises:
        InvalidInput: unknown acronym, or ``year``/``n`` out of range.
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 1_000_000:
        raise InvalidInput(f"n must be an int from 0 to 1,000,000, got {n!r}")
    bad_year = isinstance(year, bool) or not isinstance(year, int) or not 1 <= year <= 9999
    if year is not None and bad_year:
        raise InvalidInput(f"year must be an int from 1 to 9999 or None, got {year!r}")
    fixed = court_by_acronym(court) if court is not None else None
    rng = random.Random(f"lawkit.cnj.generate:{seed}:{fixed and fixed.acronym}:{year}")
    table = _table()
    out: dict[str, None] = {}
    while len(out) < n:
        c = fixed or rng.choice(table)
        number = build(
            rng.randint(1, 9_999_999),
            year if year is not None else rng.choice(YEARS),
            c.justice,
            c.tribunal,
            _origin(rng, c),
        )
        out[number] = None
    return list(out)
