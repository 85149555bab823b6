"""The labelled real decision texts of ``tests/data/outcomes`` and the accuracy of
``lawkit.events.classify_outcome``; shared by ``test_outcomes_accuracy.py`` (floors) and
``tests/benchmarks/bench_outcomes.py`` (report). ``tests/data/outcomes/README.md`` says where the
texts come from and how they were labelled."""

from __future__ import annotations

import hashlib
from pathlib import Path

import labelled  # tests/events/labelled.py
import numpy as np
import pandas as pd

import lawkit.events

DATA = Path(__file__).resolve().parents[1] / "data" / "outcomes"


def read_one(text: str, title: str | None = None) -> str:
    """The outcome :func:`lawkit.events.read_decisions` reads in one decision text."""
    return str(lawkit.events.read_decisions([text], [title])["outcome"].iloc[0])


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


def texts_v2() -> pd.DataFrame:
    """The issue-28 set (``texts_v2.csv``): the columns of :func:`texts` and ``origin``,
    ``kind``, ``instance``, ``has_title``, ``dispositive_at``, ``dispositive_in_last_1500`` and
    ``split`` (``tuned`` or ``heldout``, chosen by source before any rule was written)."""
    return pd.read_csv(DATA / "texts_v2.csv", dtype=str, keep_default_na=False, na_values=[""])


def weak() -> pd.DataFrame:
    """2,500 TJAL appeal ementas with their set's own label (``weak_label``): held out."""
    return pd.read_csv(DATA / "weak.csv", dtype=str, keep_default_na=False, na_values=[""])


#: The held-out origins of the later batches, each chosen by source as the first was
#: (``tests/data/outcomes/README.md``): round 65's TJAL gazette, round 81's TJRO DJEN
#: communications and TJSP jury sentences. Reported in the held-out part and apart; every other
#: origin is the first's.
LATER_BATCHES = {
    "second": ("dje-tjal-2016",),
    "third": ("djen-tjro-2026",),
    "fourth": ("esaj-cjpg-tjsp-juri",),
}
#: What :func:`measure_v2` may read: every batch, or one.
BATCHES = ("all", "first", *LATER_BATCHES)


def measure_v2(split: str, batch: str = "all") -> dict[str, pd.DataFrame]:
    """Scores on one part of :func:`texts_v2` (``split``: ``tuned`` or ``heldout``; ``batch``,
    one of :data:`BATCHES`: its texts of every batch, or of the first or of one of
    :data:`LATER_BATCHES` alone):

    - ``steps``: every text read as a step with no code (the event classifier must find the
      judgments; a text labelled as judging nothing must get no outcome);
    - ``decisions``: the texts labelled as judgments read by :func:`lawkit.events.read_decisions`
      (texts known to be decisions: search results, teor);
    - ``cut``: those cut to their last :data:`CUT` characters (titles kept), read as decisions;
      a text whose dispositive lies before the cut (``dispositive_in_last_1500`` ``no``) is
      right when read ``unknown`` or as labelled (what is left may still say it: a criminal
      case's matter; the data's README).
    """
    frame = texts_v2()
    later = {name: frame["origin"].isin(origins) for name, origins in LATER_BATCHES.items()}
    first = ~pd.concat(later.values(), axis=1).any(axis=1)
    kept = {"all": True, "first": first, **later}[batch]
    frame = frame[(frame["split"] == split) & kept].reset_index(drop=True)
    steps = lawkit.events.classify_outcome(frame["title"], frame["text"])
    found = {"steps": scores(frame["label"], steps)}
    judged = frame[frame["label"] != NONE].reset_index(drop=True)
    read = lawkit.events.read_decisions(judged["text"], judged["title"])["outcome"]
    found["decisions"] = scores(judged["label"], read)
    cut = judged["text"].map(lambda value: value[-CUT:] if isinstance(value, str) else value)
    read_cut = lawkit.events.read_decisions(cut, judged["title"])["outcome"].astype(object)
    before = (judged["dispositive_in_last_1500"] == "no").to_numpy()
    told = (read_cut == judged["label"]).to_numpy()
    labels = judged["label"].where(~before | told, "unknown")  # right read unknown, or as labelled
    found["cut"] = scores(labels, read_cut)
    return found


def measure_weak() -> pd.DataFrame:
    """Scores of :func:`weak` read as decisions (weak labels: a disagreement may be the label's)."""
    frame = weak()
    return scores(frame["weak_label"], lawkit.events.read_decisions(frame["text"], frame["title"])[
        "outcome"])  # fmt: skip


def coded() -> pd.DataFrame:
    """Movement lines of every TPU code of ``OUTCOMES.md``'s table: id, source, court, code (NA
    when the title carries it), title (the movement name), label, note."""
    frame = pd.read_csv(DATA / "coded.csv", dtype=str, keep_default_na=False, na_values=[""])
    frame["code"] = pd.array(pd.to_numeric(frame["code"]), dtype="Int64")
    return frame


#: Characters a cut text keeps (issue 28: search previews and gazette snippets give the end).
CUT = 1_500
#: What is no answer: ``unknown``, or no judgment found.
SILENT = ("unknown", NONE)


def scores(labels: pd.Series, predicted: pd.Series) -> pd.DataFrame:
    """Per outcome (all 13; a step read as judging nothing is :data:`NONE`, wrong unless so
    labelled): ``precision`` (right among those read so), ``recall`` (the accuracy on those so
    labelled), ``coverage`` (the share of those so labelled given an answer: not
    :data:`SILENT`), ``support``; then ``accuracy`` (all), ``answered`` (precision and
    coverage: right among all answers, and answered among the texts labelled with an outcome that
    is an answer)."""
    predicted = predicted.astype(object).fillna(NONE)
    table = labelled.scores(labels, predicted, lawkit.events.OUTCOMES)
    label, read = labels.astype(str).to_numpy(), predicted.astype(str).to_numpy()
    answered = ~pd.Series(read).isin(SILENT).to_numpy()
    table["coverage"] = [
        answered[label == name].mean() if (label == name).any() else float("nan")
        for name in table.index[:-1]
    ] + [answered.mean() if len(read) else float("nan")]
    judged = ~pd.Series(label).isin(SILENT).to_numpy()  # labelled with an outcome to answer
    # An answer to a text labelled unknown (or no judgment) is a wrong answer.
    precision = ((label == read) & answered).sum() / answered.sum() if answered.any() else np.nan
    coverage = (answered & judged).sum() / judged.sum() if judged.any() else float("nan")
    table.loc["answered"] = [precision, coverage, int(judged.sum()), coverage]
    return table


def measure() -> dict[str, pd.DataFrame]:
    """Scores on the texts read as judgment steps (TPU 193 Julgamento, which leaves the outcome
    to the text: all, the part the rules were tuned on, the held-out part; and each text cut to
    its last :data:`CUT` characters, its title kept) and as bare steps
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
    cut = text["text"].map(lambda value: value[-CUT:] if isinstance(value, str) else value)
    found["texts_cut"] = scores(
        text["label"],
        lawkit.events.classify_outcome(text["title"], cut, [JUDGMENT] * len(text)),
    )
    movements = coded()
    predicted = lawkit.events.classify_outcome(
        movements["title"], [None] * len(movements), movements["code"]
    )
    silent = (movements["label"] == "unknown").to_numpy()
    found["coded"] = scores(movements.loc[~silent, "label"], predicted[~silent])
    found["coded_silent"] = scores(movements.loc[silent, "label"], predicted[silent])
    return found
