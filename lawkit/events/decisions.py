"""``read_decisions``: who won, for texts known to be decisions.

Jurisprudence-search results, gazette teor, the text of a PDF, a CSV of ementas: each text is a
decision, so nothing has to find it a judgment first (no event class, no TPU code). Each is put
in normal form (:mod:`lawkit.classify.normal`) and read as a judgment step's text is
(:func:`lawkit.classify.outcome.read_decision`: a movement name that states an outcome, else the
dispositive - the acórdão's result clause, the last "Ante o exposto ... JULGO", the end of an
ementa); what it does not say is ``unknown``, never a guess::

    import pandas as pd
    import lawkit.events

    ementas = pd.read_csv("ementas.csv")
    read = lawkit.events.read_decisions(ementas["ementa"], instance="appeal")
    read["outcome"].value_counts()
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import pandas as pd

from lawkit.classify.normal import normal_spans
from lawkit.classify.outcome import OUTCOME_DTYPE, Read, read_decision
from lawkit.errors import InvalidInput

#: The instances a caller may say the decisions are of.
INSTANCES = ("first", "appeal")
_SEQUENCES = (list, tuple, pd.Series, pd.Index, np.ndarray, pd.api.extensions.ExtensionArray)


def read_decisions(
    texts: Sequence[Any], titles: Sequence[Any] | None = None, *, instance: str | None = None
) -> pd.DataFrame:
    """The outcome of each decision text, with where it was read and why.

    Args:
        texts: decision texts (strings; ``None``/NaN/NA for missing): ementas, acórdãos,
            sentences, result lines, monocratic decisions.
        titles: their titles or movement names, as many as ``texts`` (a movement name that
            states an outcome, "Julgada Procedente em Parte a Ação", decides), or ``None``.
        instance: ``"first"`` (first-instance decisions: an appeal's result read in one is
            ``unknown``, not guessed) or ``"appeal"``, when known; ``None`` reads any.

    Returns:
        A frame aligned with ``texts`` (its index when it is a Series): ``outcome`` (a
        categorical of all 13 :data:`lawkit.events.OUTCOMES`), ``start`` and ``end`` (``Int64``:
        the span in the text given of the words that decided, missing when none did or the
        title did) and ``basis`` (``"text: JULGO PARCIALMENTE PROCEDENTE"``, ``"title: ..."``,
        ``"TPU name Não-Provimento"``, or why it is ``unknown``). Each distinct (title, text)
        is read once.

    Raises:
        lawkit.InvalidInput: ``texts`` or ``titles`` is not a sequence, their lengths differ, a
            value is not text, or ``instance`` is not one of :data:`INSTANCES`.
    """
    if instance is not None and instance not in INSTANCES:
        raise InvalidInput(f"instance must be 'first', 'appeal' or None; got {instance!r}")
    text_values = _texts(texts, "texts")
    title_values = [None] * len(text_values) if titles is None else _texts(titles, "titles")
    if len(title_values) != len(text_values):
        raise InvalidInput(
            f"titles and texts must have the same length (one per decision); got "
            f"titles={len(title_values)}, texts={len(text_values)}"
        )
    rows: dict[tuple[str | None, str | None], dict[str, Any]] = {}
    found = [
        rows.get(key) or rows.setdefault(key, _row(*key, instance))
        for key in zip(title_values, text_values, strict=True)
    ]
    frame = pd.DataFrame(found, columns=["outcome", "start", "end", "basis"])
    return pd.DataFrame(
        {
            "outcome": pd.Categorical(frame["outcome"], dtype=OUTCOME_DTYPE),
            "start": pd.array(frame["start"], dtype="Int64"),
            "end": pd.array(frame["end"], dtype="Int64"),
            "basis": pd.array(frame["basis"], dtype="string"),
        },
        index=texts.index if isinstance(texts, pd.Series) else None,
    )


def _texts(values: Any, name: str) -> list[str | None]:
    """``values`` as a list of text or None; refused when not a sequence of text or missing."""
    if not isinstance(values, _SEQUENCES) or getattr(values, "ndim", 1) != 1:
        raise InvalidInput(
            f"{name} must be a list, tuple, pandas Series/Index or 1-D numpy array of text; "
            f"got {type(values).__name__}"
        )
    listed = list(values)
    for position, value in enumerate(listed):
        if not isinstance(value, str) and not _missing(value):
            raise InvalidInput(
                f"{name} must hold text or missing values (None, NaN); position {position} "
                f"holds {type(value).__name__} {repr(value)[:60]}"
            )
    return [value if isinstance(value, str) else None for value in listed]


def _missing(value: Any) -> bool:
    try:
        return bool(pd.isna(value))
    except (TypeError, ValueError):  # a list or an array: not one missing value
        return False


def _row(title: str | None, text: str | None, instance: str | None) -> dict[str, Any]:
    """One decision read: its outcome, the span that decided in ``text``, its basis."""
    read_title = normal_spans(title)[0] if title else None
    read_text, positions = normal_spans(text) if text else (None, None)
    read = read_decision(read_title, read_text)
    if instance == "first" and read.outcome.startswith("appeal_"):
        read = Read("unknown", f"an appeal's result in a first-instance decision ({read.basis})")
    if read.part != "text" or positions is None:
        return {"outcome": read.outcome, "start": None, "end": None, "basis": read.basis}
    start, end = int(positions[read.start]), int(positions[read.end])
    return {"outcome": read.outcome, "start": start, "end": end, "basis": read.basis}
