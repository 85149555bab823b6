"""Parquet datasets for the tests of appends and compaction (``lawkit.tidy.export``): batches of
lookups, the rows a dataset holds as pyarrow and DuckDB read them, and a child process stopped at
a step of ``export`` (read the dataset there, then kill it with SIGKILL)."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pandas as pd
import tidy_payloads as P

import lawkit.tidy as tidy
from lawkit.cnj import generate
from lawkit.tidy import Bundle, contracts, export

#: Prepended to a child's code: ``export._reached`` counts the steps and, at number argv[1]
#: (1-based), prints the step's name and waits to be killed; at 0 it prints every step and goes
#: on. ``tidy_datasets`` is importable.
PRELUDE = f"""
import sys
sys.path.insert(0, {str(Path(__file__).parent)!r})
from lawkit.tidy import export

stop, steps = int(sys.argv[1]), 0

def reached(step):
    global steps
    steps += 1
    if not stop or steps == stop:
        print(step, flush=True)
    if steps == stop:
        sys.stdin.readline()

export._reached = reached
"""


def batch(number: int) -> Bundle:
    """Lookups of two TJSP and two TRF5 lawsuits and one of unknown court."""
    cnjs = generate("TJSP", n=2, seed=number) + generate("TRF5", n=2, seed=number)
    results = [P.lookup_result(c, request_id=f"req-{number}-{i}") for i, c in enumerate(cnjs)]
    courtless = P.lookup_result("12345", request_id=f"req-{number}-courtless")
    del courtless["requested"]["court"]
    return tidy.lookups([*results, courtless])


def appended(root: Path, batches: int, first: int = 0) -> Path:
    for number in range(first, first + batches):
        batch(number).to_parquet(root, mode="append")
    return root


def contents(root: Path) -> dict[str, Counter[int]]:
    """Each table's rows, court included, as a multiset, read by lawkit (pyarrow) and by DuckDB
    (which reads every ``*.parquet`` below a table, hidden ones included)."""
    con = export.duckdb_views(root)
    out = {}
    for name, frame in export.read_parquet(root).items():
        out[f"lawkit {name}"] = _rows(frame, name)
        out[f"duckdb {name}"] = _rows(con.execute(f"SELECT * FROM {name}").df(), name)
    return out


def _rows(frame: pd.DataFrame, name: str) -> Counter[int]:
    table = contracts.conform(frame, name).assign(court=frame["court"].astype("string"))
    return Counter(pd.util.hash_pandas_object(table, index=False))


def files(root: Path) -> dict[str, int]:
    """Partition -> number of Parquet files, for every partition of every table."""
    return {
        folder.relative_to(root).as_posix(): len(list(folder.glob("*.parquet")))
        for folder in sorted(root.glob("*/*=*"))
    }


def rehearsed(code: str) -> list[str]:
    """The steps of ``export`` that ``code`` goes through, run to the end in a child process."""
    run = subprocess.run(
        [sys.executable, "-c", PRELUDE + code, "0"], capture_output=True, text=True, check=True
    )
    return run.stdout.split()


@contextmanager
def stopped(code: str, number: int) -> Iterator[str]:
    """Run ``code`` in a child process stopped at its step ``number`` of ``export``; yield the
    step's name while it waits, then kill it (SIGKILL)."""
    child = subprocess.Popen(
        [sys.executable, "-c", PRELUDE + code, str(number)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    try:
        yield child.stdout.readline().strip()
    finally:
        child.kill()
        child.wait(timeout=30)
