"""The outcomes the analyses count: criminal lawsuits out, the analyst's corrections in.

Two rules act on a steps table's ``outcome`` column before :func:`lawkit.events.outcomes`,
:func:`~lawkit.events.results` and :func:`~lawkit.events.rates` read it, in one place
(:func:`reviewed`):

1. **Criminal lawsuits** (:func:`criminal`, :func:`lawkit.classify.outcome.criminal_lawsuits`:
   a ``lawsuits.class`` such as Ação Penal, Inquérito, Execução Penal, Habeas Corpus, Apelação
   Criminal) have every judgment ``other``, whatever its code or wording - a bundle built by
   :mod:`lawkit.tidy` has them so already, a steps table from elsewhere may not: a conviction
   recorded as TPU 219 Procedência is not a claim upheld, and an acquittal ("JULGO IMPROCEDENTE
   a denúncia") is not a claim lost (``OUTCOMES.md``, "Hard cases"). So no rate counts them.
2. **Corrections** (:mod:`lawkit.events.checks`: what an analyst checking a sample said) replace
   the outcome of the steps they name, by :func:`step_keys` - the lawsuit's CNJ and a digest of
   the step's time, title and text, so that a correction survives fetching and building the
   data again (request and instance ids change; the step does not).
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from lawkit.classify.outcome import OUTCOMES
from lawkit.classify.outcome import criminal_lawsuits as criminal
from lawkit.errors import InvalidInput

#: The columns of a corrections table.
COLUMNS = ("cnj", "step", "outcome")
#: The column :func:`reviewed` adds when it changes an outcome: why (the outcome's basis).
REASON = "reviewed"
#: The corrections file kept in a dataset's directory.
FILE = "outcome_corrections.csv"


def step_keys(steps: pd.DataFrame) -> pd.Series:
    """A key per step that a re-run keeps: 16 hex digits of the SHA-256 of its ``timestamp``
    (ISO, UTC), ``title`` and ``text`` (``step`` of a corrections table, beside ``cnj``)."""
    stamps = steps["timestamp"].astype("string").fillna("")
    parts = zip(stamps, steps["title"].astype(object), steps["text"].astype(object), strict=True)
    keys = [_digest(f"{when}\x1f{title}\x1f{text}") for when, title, text in parts]
    return pd.Series(keys, index=steps.index, name="step", dtype=object)


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def reviewed(
    steps: pd.DataFrame, lawsuits: pd.DataFrame, corrections: pd.DataFrame | None = None
) -> pd.DataFrame:
    """``steps`` with the ``outcome`` the analyses count: ``other`` for every judgment of a
    :func:`criminal` lawsuit, then each correction's outcome for the step it names (a
    corrections table: :data:`COLUMNS`, as :func:`corrections` reads it). When anything
    changes, a copy with a :data:`REASON` column saying why for the steps changed (the basis
    the analyses give them); ``steps`` itself otherwise."""
    judged = steps["outcome"].notna().to_numpy()
    crime = judged & steps["cnj"].astype(object).isin(criminal(lawsuits)).to_numpy()
    said = np.full(len(steps), None, dtype=object)
    if corrections is not None and len(corrections) and judged.any():
        wanted = pd.Series(
            corrections["outcome"].astype(object).to_numpy(),
            index=pd.MultiIndex.from_arrays([corrections["cnj"].astype(object),
                                             corrections["step"].astype(object)]),
        )  # fmt: skip
        wanted = wanted[~wanted.index.duplicated(keep="last")]
        pairs = pd.MultiIndex.from_arrays(
            [steps["cnj"].astype(object)[judged], step_keys(steps[judged])]
        )
        said[judged] = wanted.reindex(pairs).to_numpy(dtype=object)
    fixes = pd.notna(said)
    if not crime.any() and not fixes.any():
        return steps
    steps = steps.copy()
    outcome = steps["outcome"].to_numpy(dtype=object)
    why = np.full(len(steps), None, dtype=object)
    # A bundle built by lawkit.tidy has them other already (tidy._builder.classified).
    why[crime] = [
        "criminal lawsuit" if read == "other" else f"criminal lawsuit (read {read})"
        for read in outcome[crime]
    ]
    outcome[crime] = "other"
    why[fixes] = [
        "checked by an analyst" if read == fixed else f"an analyst's correction (read {read})"
        for read, fixed in zip(outcome[fixes], said[fixes], strict=True)
    ]
    outcome[fixes] = said[fixes]
    steps["outcome"] = pd.Categorical(outcome, dtype=steps["outcome"].dtype)
    steps[REASON] = pd.array(why, dtype="string")
    return steps


def corrections(where: str | os.PathLike | pd.DataFrame) -> pd.DataFrame:
    """A corrections table (:data:`COLUMNS`, and ``read``: what the
    classifier said), checked: a frame as it is, or the file at ``where`` - a CSV, or a
    dataset's directory (its :data:`FILE`). A file not written yet is an empty table.

    Raises:
        lawkit.InvalidInput: a column is missing or an outcome is not one of the 13.
    """
    if isinstance(where, pd.DataFrame):
        frame = where
    else:
        path = file_of(where)
        if not path.exists():
            return pd.DataFrame({column: pd.Series(dtype=object) for column in (*COLUMNS, "read")})
        frame = pd.read_csv(path, dtype=str, keep_default_na=False, na_values=[""])
    missing = [column for column in COLUMNS if column not in frame]
    if missing:
        raise InvalidInput(f"corrections need the columns {list(COLUMNS)}; missing {missing}")
    wrong = sorted(set(frame["outcome"].dropna().astype(str)) - set(OUTCOMES))
    if wrong or frame["outcome"].isna().any():
        raise InvalidInput(
            f"corrections hold {wrong[:5] or 'a missing outcome'}; each outcome must be one of "
            f"{', '.join(OUTCOMES)}"
        )
    return frame


def corrections_of(
    source: Any, given: str | os.PathLike | pd.DataFrame | None = None
) -> pd.DataFrame | None:
    """The corrections the analyses apply to ``source``: ``given`` when passed, else a
    dataset's own (:data:`FILE` in its directory), else none."""
    if given is not None:
        return corrections(given)
    if isinstance(source, (str, os.PathLike)) and file_of(source).exists():
        return corrections(source)
    return None


def file_of(where: str | os.PathLike) -> Path:
    """The corrections file of ``where``: itself when it names a CSV, else :data:`FILE` in it."""
    path = Path(where)
    return path if path.suffix.lower() == ".csv" else path / FILE
