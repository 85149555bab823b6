"""Check the outcomes on your own data: a seeded sample, the analyst's verdicts, the accuracy.

Published jurimetric studies validate the classifier on a sample of their own decisions before
they publish rates. The steps:

1. :func:`sample` draws ``n`` judgment steps of a bundle or dataset at random (seeded: the same
   sample again), each with its outcome, its basis and the span of the words that decided in its
   text, to show highlighted (:class:`lawkit.widgets.SampleCheckForm` does all of this);
2. the analyst confirms or corrects each outcome; :func:`record` keeps the verdicts in a
   corrections file **beside the data** (:data:`FILE` in a dataset's directory, or a CSV the
   caller names for a bundle in memory), keyed so that they survive a re-run
   (:func:`lawkit.events.reviewed.step_keys`);
3. :func:`accuracy` gives the classifier's accuracy on the analyst's data with a Wilson 95 %
   interval;
4. :func:`lawkit.events.outcomes`, :func:`~lawkit.events.results` and
   :func:`~lawkit.events.rates` count the corrected outcomes: a dataset's corrections file is
   read by default, a bundle's is passed as ``corrections=``.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from lawkit.classify.classifier import names
from lawkit.classify.normal import normal_spans
from lawkit.classify.outcome import read_decision, steps_basis
from lawkit.errors import InvalidInput
from lawkit.events.judgments import Known, judged_portfolio, wilson
from lawkit.events.reviewed import (
    FILE as FILE,
)
from lawkit.events.reviewed import (
    REASON,
    corrections,
    file_of,
    step_keys,
)
from lawkit.tidy import Bundle

#: The columns of :func:`sample`.
SAMPLED = ("cnj", "step", "court", "class", "timestamp", "title", "text", "outcome", "basis",
           "part", "start", "end")  # fmt: skip


def sample(source: Bundle | str | os.PathLike, n: int = 20, seed: int = 0) -> pd.DataFrame:
    """``n`` judgment steps of ``source`` drawn at random, the same for the same ``seed``.

    Args:
        source: a :class:`lawkit.tidy.Bundle` or the directory of its Parquet dataset.
        n: how many (all of them when it has fewer).
        seed: the random seed.

    Returns:
        One row per step drawn (:data:`SAMPLED`): its lawsuit and key (``cnj``, ``step``), court
        and class, time, title and text, the ``outcome`` the analyses count (criminal lawsuits
        ``other``, corrections already recorded applied), its ``basis``, and where the words
        that decide its dispositive are: ``part`` (``"title"`` or ``"text"``) and the span
        ``start``/``end`` in it (missing when there are none: a movement name, or no words).

    Raises:
        lawkit.InvalidInput: ``source`` is not a Bundle or dataset, or ``n`` is not a positive
            integer.
    """
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 1:
        raise InvalidInput(f"n must be a positive integer; got {n!r}")
    with judged_portfolio(source, "sample") as (portfolio, known):
        judged = "SELECT * FROM steps WHERE outcome IS NOT NULL OR event = 'judgment'"
        parts = [_judgments(steps, known) for steps in portfolio.step_chunks(judged)]
    judged = pd.concat(parts, ignore_index=True).drop_duplicates(["cnj", "step"])
    judged = judged.sort_values(["cnj", "step"], ignore_index=True)
    rows = np.random.default_rng(seed).permutation(len(judged))[:n]
    picked = judged.iloc[np.sort(rows)].reset_index(drop=True)
    spans = [_span(title, text) for title, text in zip(picked["title"], picked["text"],
                                                       strict=True)]  # fmt: skip
    picked["part"] = pd.array([span[0] for span in spans], dtype="string")
    picked["start"] = pd.array([span[1] for span in spans], dtype="Int64")
    picked["end"] = pd.array([span[2] for span in spans], dtype="Int64")
    return picked[list(SAMPLED)]


def _judgments(steps: pd.DataFrame, known: Known) -> pd.DataFrame:
    """The judgment steps of whole lawsuits, with their key, court, class and basis (the
    outcomes the analyses count: :func:`lawkit.events.reviewed.reviewing`)."""
    steps = steps[steps["outcome"].notna().to_numpy()]
    lawsuits = known.lawsuits
    cnj = steps["cnj"].astype(object)
    return pd.DataFrame(
        {
            "cnj": cnj.to_numpy(),
            "step": step_keys(steps).to_numpy(),
            "court": lawsuits["court"].reindex(cnj).to_numpy(dtype=object),
            "class": lawsuits["class"].reindex(cnj).to_numpy(dtype=object),
            "timestamp": steps["timestamp"].to_numpy(),
            "title": names(steps).astype(object).to_numpy(),
            "text": steps["text"].astype(object).to_numpy(),
            "outcome": steps["outcome"].astype(object).to_numpy(),
            "basis": _bases(steps),
        }
    )


def _bases(steps: pd.DataFrame) -> list[str | None]:
    """What decided each judgment step's outcome: the code or text, or why it was reviewed."""
    bases = steps_basis(steps)
    if REASON in steps:
        for row in np.flatnonzero(steps[REASON].notna().to_numpy()).tolist():
            bases[row] = steps[REASON].iloc[row]
    return bases


def _span(title: Any, text: Any) -> tuple[str | None, int | None, int | None]:
    """Where the words that decide a judgment's dispositive are: ``"title"`` or ``"text"`` and
    the span in it (Nones when a movement name decided, or nothing)."""
    title = title if isinstance(title, str) else None
    text = text if isinstance(text, str) else None
    read_title, title_positions = normal_spans(title) if title else (None, None)
    read_text, text_positions = normal_spans(text) if text else (None, None)
    read = read_decision(read_title, read_text)
    positions = {"title": title_positions, "text": text_positions}.get(read.part or "")
    if positions is None:
        return None, None, None
    return read.part, int(positions[read.start]), int(positions[read.end])


def record(checked: pd.DataFrame, where: str | os.PathLike) -> Path:
    """Keep the analyst's verdicts beside the data and return the file's path.

    Args:
        checked: rows of :func:`sample` with a ``checked`` column: the analyst's outcome (the
            same as ``outcome`` when confirmed; missing when not checked yet, not kept).
        where: a dataset's directory (the file is its :data:`FILE`) or a CSV path.

    A step checked again replaces its earlier verdict. The file is written whole and renamed
    into place, so a reader never sees half of it.

    Raises:
        lawkit.InvalidInput: ``checked`` lacks its columns or holds an outcome not of the 13.
    """
    missing = [column for column in ("cnj", "step", "outcome", "checked") if column not in checked]
    if missing:
        raise InvalidInput(f"checked must be rows of events.checks.sample with 'checked'; "
                           f"missing {missing}")  # fmt: skip
    done = checked[checked["checked"].notna()]
    new = pd.DataFrame({"cnj": done["cnj"].astype(object), "step": done["step"].astype(object),
                        "outcome": done["checked"].astype(object),
                        "read": done["outcome"].astype(object)})  # fmt: skip
    corrections(new)  # refuses an outcome that is not one of the 13
    path = file_of(where)
    kept = pd.concat([corrections(path), new], ignore_index=True)
    kept = kept.drop_duplicates(["cnj", "step"], keep="last").sort_values(["cnj", "step"])
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, scratch = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    with os.fdopen(handle, "w", encoding="utf-8", newline="") as out:
        kept.to_csv(out, index=False)
    os.replace(scratch, path)
    return path


def accuracy(checked: pd.DataFrame) -> pd.Series:
    """The classifier's accuracy on the rows an analyst checked (``checked`` not missing):
    ``checked`` (how many), ``right`` (the analyst confirmed), ``accuracy`` and its Wilson 95 %
    interval ``low``-``high`` (NaN before any is checked)."""
    done = checked[checked["checked"].notna()] if "checked" in checked else checked.iloc[:0]
    right = int((done["checked"].astype(object) == done["outcome"].astype(object)).sum())
    low, high = wilson(right, len(done))
    share = right / len(done) if len(done) else np.nan
    return pd.Series({"checked": len(done), "right": right, "accuracy": share,
                      "low": float(low), "high": float(high)})  # fmt: skip
