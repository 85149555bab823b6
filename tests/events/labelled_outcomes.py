"""The labelled real decision texts of ``tests/data/outcomes`` and the accuracy of
``lawkit.events.classify_outcome``; shared by ``test_outcomes_accuracy.py`` (floors) and
``tests/benchmarks/bench_outcomes.py`` (report). ``tests/data/outcomes/README.md`` says where the
texts come from and how they were labelled."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

import lawkit.events

DATA = Path(__file__).resolve().parents[1] / "data" / "outcomes"


def texts() -> pd.DataFrame:
    """Texts labelled by reading: id, source, court, title, text, label, note."""
    return pd.read_csv(DATA / "texts.csv", dtype=str, keep_default_na=False, na_values=[""])


def coded() -> pd.DataFrame:
    """DataJud movements with their TPU code: id, source, court, code, title, label, note."""
    frame = pd.read_csv(DATA / "coded.csv", dtype=str, keep_default_na=False, na_values=[""])
    frame["code"] = frame["code"].astype(int)
    return frame


def scores(labels: pd.Series, predicted: pd.Series) -> pd.DataFrame:
    """Precision, recall and support per outcome (all 13; a step read as judging nothing counts
    as wrong), then the overall accuracy."""
    labels = labels.astype(str).to_numpy()
    predicted = predicted.astype(object).fillna("(none)").astype(str).to_numpy()
    rows = {}
    for name in lawkit.events.OUTCOMES:
        hits = int(((labels == name) & (predicted == name)).sum())
        said, support = int((predicted == name).sum()), int((labels == name).sum())
        rows[name] = {
            "precision": hits / said if said else float("nan"),
            "recall": hits / support if support else float("nan"),
            "support": support,
        }
    correct = float((labels == predicted).mean()) if len(labels) else float("nan")
    rows["accuracy"] = {"precision": correct, "recall": correct, "support": len(labels)}
    return pd.DataFrame.from_dict(rows, orient="index")


def measure() -> dict[str, pd.DataFrame]:
    """Scores on the texts, and on the coded movements whose code names the outcome."""
    text = texts()
    found = {
        "texts": scores(text["label"], lawkit.events.classify_outcome(text["title"], text["text"]))
    }
    movements = coded()
    named = movements[movements["label"] != "unknown"]
    predicted = lawkit.events.classify_outcome(named["title"], [None] * len(named), named["code"])
    found["coded"] = scores(named["label"], predicted)
    return found
