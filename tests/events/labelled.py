"""The labelled real steps of ``tests/data/events`` and the accuracy of ``lawkit.events.classify``.

Shared by the accuracy floors (``test_events_accuracy.py``; the floor check serves
``test_outcomes_accuracy.py`` too) and the report of ``tests/benchmarks/bench_events.py``.
``tests/data/events/README.md`` says where the steps come from and how they were labelled.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

import pandas as pd
import pytest

import lawkit.events

DATA = Path(__file__).resolve().parents[1] / "data" / "events"


def text_steps() -> pd.DataFrame:
    """Steps labelled by reading: id, stratum, source, court, platform, title, text, label, note."""
    return pd.read_csv(DATA / "steps_text.csv", dtype=str, keep_default_na=False, na_values=[""])


def coded_steps() -> pd.DataFrame:
    """DataJud and PDPJ movements with their TPU code: id, source, court, code, title, label."""
    frame = pd.read_csv(DATA / "steps_coded.csv", dtype=str, keep_default_na=False, na_values=[""])
    frame["code"] = frame["code"].astype(int)
    return frame


def scores(
    labels: pd.Series, predicted: pd.Series, names: tuple[str, ...] = lawkit.events.CLASSES
) -> pd.DataFrame:
    """Precision, recall and support per name (the 14 classes by default, in order), then the
    overall accuracy."""
    labels, predicted = labels.astype(str).to_numpy(), predicted.astype(str).to_numpy()
    rows = {}
    for name in names:
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


def assert_accuracy_floor(table: pd.DataFrame, floor: float, part: str) -> None:
    """The overall accuracy of ``table`` (a :func:`scores` table, of ``part``) is at least
    ``floor``."""
    accuracy = table.loc["accuracy", "recall"]
    assert accuracy >= floor, f"{part}: accuracy {accuracy:.3f} < {floor}"


def floor_test(floors: Mapping[str, float]) -> Callable[[Mapping[str, pd.DataFrame], str], None]:
    """The accuracy floor test of a module, one case a part of ``floors`` (part -> floor): the
    part's table in the module's fixture ``measured`` (part -> :func:`scores` table) meets its
    floor. Bound to a ``test_`` name, pytest collects it in that module."""

    @pytest.mark.parametrize("part", list(floors))
    def test_accuracy_floor(measured: Mapping[str, pd.DataFrame], part: str) -> None:
        assert_accuracy_floor(measured[part], floors[part], part)

    return test_accuracy_floor


#: Parts of the set and what they are (see tests/data/events/README.md).
PARTS = {
    "text": "text steps, labelled by reading (all strata)",
    "A": "  stratum A: random, per court and source",
    "B": "  stratum B: provider steps with a milestone word",
    "H": "  stratum H: held out, labelled after the rules were written",
    "coded": "coded steps (DataJud, PDPJ), with their code",
    "coded, text only": "coded steps, text only (code hidden; the text is the movement name)",
}


def measure() -> dict[str, pd.DataFrame]:
    """Scores of :func:`lawkit.events.classify` on each part of :data:`PARTS`."""
    text = text_steps()
    event = lawkit.events.classify(text["title"], text["text"])
    coded = coded_steps()
    no_text = [None] * len(coded)
    found = {"text": scores(text["label"], event)}
    for stratum in "ABH":
        rows = (text["stratum"] == stratum).to_numpy()
        found[stratum] = scores(text["label"][rows], event[rows])
    with_code = lawkit.events.classify(coded["title"], no_text, coded["code"])
    found["coded"] = scores(coded["label"], with_code)
    found["coded, text only"] = scores(
        coded["label"], lawkit.events.classify(coded["title"], no_text)
    )
    return found
