"""The outcomes the analyses count: criminal lawsuits out, the analyst's corrections in.

Two rules act on the steps' ``outcome`` before :func:`lawkit.events.outcomes`,
:func:`~lawkit.events.results`, :func:`~lawkit.events.rates` and
:func:`lawkit.events.checks.sample` read it, in one place: the ``steps`` view of the
portfolio they read (:func:`reviewing`, :meth:`lawkit.events.readers.Portfolio.steps_view`),
in SQL, so that the per-lawsuit queries and the steps handed to pandas count the same outcomes.

1. **Criminal lawsuits** (:func:`criminal`, :func:`lawkit.classify.outcome.criminal_lawsuits`:
   a ``lawsuits.class`` such as Ação Penal, Inquérito, Execução Penal, Habeas Corpus, Apelação
   Criminal) have every judgment ``other``, whatever its code or wording - a bundle built by
   :mod:`lawkit.tidy` has them so already, a steps table from elsewhere may not: a conviction
   recorded as TPU 219 Procedência is not a claim upheld, and an acquittal ("JULGO IMPROCEDENTE
   a denúncia") is not a claim lost (``OUTCOMES.md``, "Hard cases"). So no rate counts them.
2. **Corrections** (:mod:`lawkit.events.checks`: what an analyst checking a sample said) replace
   the outcome of the steps they name, by :func:`step_keys` - the lawsuit's CNJ and a digest of
   the step's time, title and text, so that a correction survives fetching and building the
   data again (request and instance ids change; the step does not). The digests are computed
   in Python for the judgments of the corrected lawsuits only, and the steps they name joined
   to the view by their place (:attr:`lawkit.events.readers.Portfolio.row_keys`).

Each step whose outcome a rule changed says why in :data:`REASON` (the basis the analyses give
it).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd

from lawkit.classify.outcome import OUTCOMES
from lawkit.classify.outcome import criminal_lawsuits as criminal
from lawkit.errors import InvalidInput
from lawkit.events.queries import literal
from lawkit.tidy import contracts

#: The columns of a corrections table.
COLUMNS = ("cnj", "step", "outcome")
#: The column of the ``steps`` view saying why a rule changed a step's outcome (its basis).
REASON = "reviewed"
#: The corrections file kept in a dataset's directory.
FILE = "outcome_corrections.csv"
#: Why a criminal lawsuit's judgment is ``other``: read ``other``, or read something else.
_CRIMINAL = ("criminal lawsuit", "criminal lawsuit (read {})")
#: Why an analyst's verdict is a step's outcome: confirmed, or corrected.
_CHECKED = ("checked by an analyst", "an analyst's correction (read {})")


def step_keys(steps: pd.DataFrame) -> pd.Series:
    """A key per step that a re-run keeps: 16 hex digits of the SHA-256 of its ``timestamp``
    (ISO, UTC), ``title`` and ``text`` (``step`` of a corrections table, beside ``cnj``)."""
    stamps = steps["timestamp"].astype("string").fillna("")
    parts = zip(stamps, steps["title"].astype(object), steps["text"].astype(object), strict=True)
    keys = [_digest(f"{when}\x1f{title}\x1f{text}") for when, title, text in parts]
    return pd.Series(keys, index=steps.index, name="step", dtype=object)


def _digest(value: str) -> str:
    return hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()[:16]


@contextlib.contextmanager
def reviewing(portfolio: Any, corrections: pd.DataFrame | None = None) -> Iterator[None]:
    """Within the block, the ``steps`` view of ``portfolio`` (a
    :class:`lawkit.events.readers.Portfolio`) gives the outcomes the analyses count: ``other``
    for every judgment of a :func:`criminal` lawsuit, then each correction's outcome for the
    step it names (a corrections table: :data:`COLUMNS`, as :func:`corrections` reads it),
    and in :data:`REASON` why, for the steps changed; the stored outcomes again after it."""
    crime = _criminal(portfolio)
    try:
        portfolio.steps_view(_view(portfolio, crime, fixed=False))
        if corrections is not None and len(corrections):
            fixes = _fixes(portfolio, corrections)
            if len(fixes):
                portfolio.register("_fixes", fixes)
                portfolio.steps_view(_view(portfolio, crime, fixed=True))
        yield
    finally:
        if portfolio.con is not None:
            portfolio.steps_view()


def _criminal(portfolio: Any) -> str | None:
    """The SQL condition a step of a criminal lawsuit meets (none when no lawsuit is one): its
    CNJ is of a ``lawsuits`` row whose class :func:`criminal` finds (read once per distinct
    class, each class standing for its rows)."""
    classes = portfolio.frame(
        "SELECT DISTINCT CAST(class AS STRING) AS class FROM lawsuits WHERE class IS NOT NULL"
    )
    found = criminal(classes.assign(cnj=classes["class"]))
    if not len(found):
        return None
    listed = ", ".join(literal(str(value)) for value in found)
    return f"s.cnj IN (SELECT cnj FROM lawsuits WHERE CAST(class AS STRING) IN ({listed}))"


def _view(portfolio: Any, crime: str | None, *, fixed: bool) -> str:
    """The reviewed ``steps``: ``_stored`` with the outcome of the steps of criminal lawsuits
    (``crime``: :func:`_criminal`) and of those table ``_fixes`` names (``fixed``)."""
    outcome, why = [], []
    if fixed:
        outcome.append("WHEN f.outcome IS NOT NULL THEN f.outcome")
        why.append(f"WHEN f.outcome IS NOT NULL THEN f.{REASON}")
    if crime:
        read = "CAST(s.outcome AS STRING)"
        crime = f"s.outcome IS NOT NULL AND {crime}"
        outcome.append(f"WHEN {crime} THEN 'other'")
        said, changed = _CRIMINAL
        before, after = changed.split("{}")
        why.append(
            f"WHEN {crime} THEN CASE WHEN {read} = 'other' THEN '{said}' "
            f"ELSE concat('{before}', {read}, '{after}') END"
        )
    columns = ", ".join(f"s.{c}" for c in portfolio.columns("_stored") if c != "outcome")
    joined = ""
    if fixed:
        on = " AND ".join(f"f.{key} = s.{key}" for key in ("cnj", *portfolio.row_keys))
        joined = f" LEFT JOIN _fixes AS f ON {on}"
    return (
        f"SELECT {columns}, CASE {' '.join(outcome) or 'WHEN FALSE THEN NULL'} "
        f"ELSE CAST(s.outcome AS STRING) END AS outcome, "
        f"CASE {' '.join(why) or 'WHEN FALSE THEN NULL'} END AS {REASON} "
        f"FROM _stored AS s{joined}"
    )


def _fixes(portfolio: Any, corrections: pd.DataFrame) -> pd.DataFrame:
    """The steps ``corrections`` name, by their place (:attr:`Portfolio.row_keys`) and CNJ, with
    the analyst's outcome and why: the judgments of the corrected lawsuits are read (after the
    criminal rule: the outcome an analyst confirmed or corrected) and keyed by
    :func:`step_keys`; a step named twice takes the last correction."""
    wanted = pd.Series(
        corrections["outcome"].astype(object).to_numpy(),
        index=pd.MultiIndex.from_arrays([corrections["cnj"].astype(object),
                                         corrections["step"].astype(object)]),
    )  # fmt: skip
    wanted = wanted[~wanted.index.duplicated(keep="last")]
    lawsuits = pd.DataFrame({"cnj": pd.unique(corrections["cnj"].astype(object))})
    portfolio.register("_fixed", lawsuits)
    keys = list(dict.fromkeys(("cnj", *portfolio.row_keys)))
    found = portfolio.frame(
        f"SELECT {', '.join(keys)}, timestamp, title, text, outcome FROM steps "
        "WHERE outcome IS NOT NULL AND cnj IN (SELECT cnj FROM _fixed)"
    )
    steps = contracts.conform(found, "steps")
    pairs = pd.MultiIndex.from_arrays([found["cnj"].astype(object), step_keys(steps)])
    said = wanted.reindex(pairs).to_numpy(dtype=object)
    named = pd.notna(said)
    read = found["outcome"].astype(object).to_numpy()[named]
    confirmed, changed = _CHECKED
    return found.loc[named, keys].assign(
        outcome=said[named],
        **{REASON: [confirmed if was == now else changed.format(was)
                    for was, now in zip(read, said[named], strict=True)]},
    ).reset_index(drop=True)  # fmt: skip


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
