"""The labelled real decision texts of ``tests/data/outcomes`` and the accuracy of
``lawkit.events.classify_outcome``; shared by ``test_outcomes_accuracy.py`` (floors) and
``tests/benchmarks/bench_outcomes.py`` (report). ``tests/data/outcomes/README.md`` says where the
texts come from and how they were labelled."""

from __future__ import annotations

import hashlib
from pathlib import Path

import labelled  # tests/events/labelled.py
import pandas as pd

import lawkit.events

DATA = Path(__file__).resolve().parents[1] / "data" / "outcomes"


#: TPU 193 Julgamento: a judgment whose code leaves the outcome to its text.
JUDGMENT = 193
#: Share of the texts held out: never looked at while the rules were changed (:func:`held_out`).
HELD_OUT = 0.4


def texts() -> pd.DataFrame:
    """Texts labelled by reading: id, source, court, title, text, label, note, and ``held_out``
    (:func:`held_out`)."""
    frame = pd.read_csv(DATA / "texts.csv", dtype=str, keep_default_na=False, na_values=[""])
    frame["held_out"] = [held_out(t, x) for t, x in zip(frame["title"], frame["text"], strict=True)]
    return frame


def held_out(title: object, text: object) -> bool:
    """Whether a text is in the held-out part: a deterministic 40 % by the hash of its title and
    text (so a text keeps its part whatever else is added to the set)."""
    digest = hashlib.sha256(f"{title}\n{text}".encode("utf-8", "surrogatepass")).hexdigest()
    return int(digest[:8], 16) % 100 < HELD_OUT * 100


#: The label of a movement that judges nothing (``tests/data/outcomes/build_coded.py``).
NONE = "(none)"


def coded() -> pd.DataFrame:
    """Movement lines of every TPU code of ``OUTCOMES.md``'s table: id, source, court, code (NA
    when the title carries it), title (the movement name), label, note."""
    frame = pd.read_csv(DATA / "coded.csv", dtype=str, keep_default_na=False, na_values=[""])
    frame["code"] = pd.array(pd.to_numeric(frame["code"]), dtype="Int64")
    return frame


def scores(labels: pd.Series, predicted: pd.Series) -> pd.DataFrame:
    """Precision, recall and support per outcome (all 13; a step read as judging nothing is
    :data:`NONE`, wrong unless so labelled), then the overall accuracy."""
    predicted = predicted.astype(object).fillna(NONE)
    return labelled.scores(labels, predicted, lawkit.events.OUTCOMES)


def measure() -> dict[str, pd.DataFrame]:
    """Scores on the texts read as judgment steps (TPU 193 Julgamento, which leaves the outcome
    to the text: all, the part the rules were tuned on, the held-out part) and as bare steps
    (the event classifier must first find them judgments); on the coded movement lines whose
    code names the outcome (or, under 193, names none: :data:`NONE`) and, apart, on those whose
    code does not (193, 385, 12187 with no text: ``unknown``)."""
    text = texts()
    bare = lawkit.events.classify_outcome(text["title"], text["text"])
    predicted = lawkit.events.classify_outcome(
        text["title"], text["text"], [JUDGMENT] * len(text)
    ).to_numpy()
    found = {"texts": scores(text["label"], pd.Series(predicted))}
    for part, rows in (("texts_tuned", ~text["held_out"]), ("texts_held_out", text["held_out"])):
        found[part] = scores(text.loc[rows, "label"], pd.Series(predicted[rows.to_numpy()]))
    found["texts_uncoded"] = scores(text["label"], bare)
    movements = coded()
    predicted = lawkit.events.classify_outcome(
        movements["title"], [None] * len(movements), movements["code"]
    )
    silent = (movements["label"] == "unknown").to_numpy()
    found["coded"] = scores(movements.loc[~silent, "label"], predicted[~silent])
    found["coded_silent"] = scores(movements.loc[silent, "label"], predicted[silent])
    return found
