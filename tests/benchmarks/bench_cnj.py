"""Benchmark: ``Series.cnj`` against a plain per-item loop over the scalar functions.

Builds 1,000,000 messy inputs in a text column (canonical, digits only, Excel-stripped zeros,
dropped segment zeros, odd punctuation and NBSP, a two-digit justice, bad check digits, unknown
courts, garbage, missing; weights in ``FORMS``), times ``normalize``, ``is_valid`` and ``court``
both ways in one run, checks that the outputs agree item by item and prints the speed-up in
wall-clock time (and in CPU time, steadier on a busy machine). Each side is timed as the best of
``--repeat`` runs (about a minute in all). Run: ``.venv/bin/python tests/benchmarks/bench_cnj.py``
(``--n`` for another size; ``--quick``: 2,000 items once, no warm-up). Exits non-zero when
outputs disagree or the speed-up is below 10x (the speed-up not judged with ``--quick``).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable

import numpy as np
import pandas as pd
from measure import best, options, verdict

import lawkit.cnj as cnj

TARGET = 10.0


#: (weight %, how a valid number is written): what spreadsheet columns of CNJ numbers hold.
FORMS: list[tuple[int, Callable[[str, random.Random], object]]] = [
    (45, lambda x, rng: x),  # canonical
    (15, lambda x, rng: _digits(x)),  # digits only
    (8, lambda x, rng: _digits(x).lstrip("0")),  # through Excel: leading zeros lost
    (8, lambda x, rng: _dropped_zeros(x)),  # 1-32.2001.1.1.1
    (3, lambda x, rng: f" {x[:7]}\u00a0{x[8:10]} {x[11:15]}/{x[16]}.{x[18:20]}-{x[21:]}\t"),
    (2, lambda x, rng: f"{_digits(x)[:4]}.{_digits(x)[4:7]}.{_digits(x)[7:]}"),  # odd dots
    (2, lambda x, rng: f"{x[:16]}0{x[16:]}"),  # two-digit justice 08
    (5, lambda x, rng: f"{x[:8]}{(int(x[8:10]) + 1) % 100:02d}{x[10:]}"),  # bad check digits
    (3, lambda x, rng: f"{x[:18]}{rng.choice(['88', '60', '99'])}{x[20:]}"),  # unknown court
    (3, lambda x, rng: rng.choice(["", "abc", "999999/SP", _digits(x) + "7", "12345"])),
    (6, lambda x, rng: None if rng.random() < 0.5 else np.nan),  # missing
]


def _digits(number: str) -> str:
    return number.replace("-", "").replace(".", "")


def _dropped_zeros(number: str) -> str:
    seq, dd, year, j, tr, origin = number.replace("-", ".").split(".")
    return f"{int(seq)}-{dd}.{year}.{j}.{int(tr)}.{int(origin)}"


def build_inputs(n: int, seed: int = 1) -> pd.Series:
    """``n`` items as a text column holds them (pandas ``str`` dtype, NaN for missing)."""
    rng = random.Random(seed)
    numbers = cnj.generate(None, n=n, seed=seed)
    forms = rng.choices([f for _, f in FORMS], weights=[w for w, _ in FORMS], k=n)
    return pd.Series([form(x, rng) for x, form in zip(numbers, forms, strict=True)], dtype="str")


def _loop_normalize(x: object) -> str | None:
    if pd.isna(x):
        return None
    try:
        return cnj.normalize(x)
    except cnj.InvalidCNJ:
        return None


def _loop_court(x: object) -> str | None:
    try:
        return cnj.parse(x).court
    except cnj.InvalidCNJ:
        return None


def _as_list(result: pd.Series) -> list[object]:
    """Accessor output in the loop's terms: missing -> None (False for ``is_valid``)."""
    if result.dtype == "boolean":
        return result.fillna(False).astype(bool).tolist()
    return result.astype(object).where(result.notna(), None).tolist()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3, help="runs of each side, best is kept")
    args = options(parser, quick={"n": 2_000, "repeat": 1})
    n = args.n
    print(f"building {n:,} messy inputs ...", flush=True)
    (secs, _), items = best(None, lambda: build_inputs(n), 1)
    print(f"  built in {secs:.1f} s")
    cases = {
        "normalize": (lambda s: s.cnj.normalize(), lambda xs: [_loop_normalize(x) for x in xs]),
        "is_valid": (lambda s: s.cnj.is_valid(), lambda xs: [cnj.is_valid(x) for x in xs]),
        "court": (lambda s: s.cnj.court, lambda xs: [_loop_court(x) for x in xs]),
    }
    if not args.quick:  # first calls pay for imports and caches, on both sides
        warm = items.head(10_000)
        for vectorized, loop in cases.values():
            vectorized(warm), loop(warm.tolist())
    values = items.tolist()
    ok = agree_all = True
    header = ("operation", "accessor s", "loop s", "speed-up", "(cpu)", "outputs")
    print("{:<10} {:>11} {:>8} {:>9} {:>7}  {}".format(*header))
    for name, (vectorized, loop) in cases.items():
        (wall_fast, cpu_fast), fast = best(None, lambda v=vectorized: v(items), args.repeat)
        (wall_slow, cpu_slow), slow = best(None, lambda loop=loop: loop(values), args.repeat)
        agree = _as_list(fast) == slow
        ratio = wall_slow / wall_fast
        agree_all &= agree
        ok &= ratio >= TARGET
        print(f"{name:<10} {wall_fast:>11.2f} {wall_slow:>8.2f} {ratio:>8.1f}x "
              f"{cpu_slow / cpu_fast:>6.1f}x  ", end="")  # fmt: skip
        differ = sum(a != b for a, b in zip(_as_list(fast), slow, strict=True))
        print("agree" if agree else f"DISAGREE on {differ} items")
    valid = items.cnj.is_valid()
    print(f"valid {int(valid.sum()):,} / missing {int(valid.isna().sum()):,} of {n:,}; "
          f"target >= {TARGET:.0f}x: {'met' if ok else 'NOT met'}")  # fmt: skip
    if not agree_all:
        return 1
    return verdict(ok, args)


if __name__ == "__main__":
    sys.exit(main())
