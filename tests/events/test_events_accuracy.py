"""Accuracy floors of ``lawkit.events.classify`` on the labelled real steps of tests/data/events.

The floors are what was measured when they were set (rounded down): accuracy may only go up. The
full report is ``.venv/bin/python tests/benchmarks/bench_events.py accuracy``. Stratum H was
labelled after the rules were written; its first measurement, 0.933, is its floor, and rules
must not be tuned on it (it would stop measuring unseen steps).
"""

from __future__ import annotations

import re

import pandas as pd
import pytest
from labelled import coded_steps, floor_test, measure, text_steps

import lawkit.events

#: Overall accuracy floor of each part (see labelled.PARTS).
ACCURACY = {
    "text": 0.98,
    "A": 0.985,
    "B": 0.99,
    "H": 0.93,
    "coded": 1.0,
    "coded, text only": 0.84,
}
#: (precision, recall) floors of the milestone classes on the text steps.
MILESTONES = {
    "filing": (1.0, 1.0),
    "hearing": (1.0, 0.98),
    "judgment": (1.0, 0.98),
    "res_judicata": (1.0, 1.0),
    "archived": (1.0, 1.0),
}


@pytest.fixture(scope="module")
def measured() -> dict[str, pd.DataFrame]:
    return measure()


#: One test a part of ACCURACY: its accuracy is at least its floor.
test_accuracy_floor = floor_test(ACCURACY)


@pytest.mark.parametrize("name", list(MILESTONES))
def test_milestone_floor(measured: dict[str, pd.DataFrame], name: str) -> None:
    precision, recall = measured["text"].loc[name, ["precision", "recall"]]
    floor = MILESTONES[name]
    assert precision >= floor[0] and recall >= floor[1], (
        f"{name}: precision {precision:.3f}, recall {recall:.3f}; floors {floor}"
    )


def test_milestones_are_the_milestone_classes() -> None:
    assert set(MILESTONES) == set(lawkit.events.MILESTONES)


def test_every_class_has_support(measured: dict[str, pd.DataFrame]) -> None:
    support = measured["text"]["support"]
    assert (support.drop("accuracy") >= 9).all(), support[support < 9]


def test_labels_are_class_names_and_ids_unique() -> None:
    text, coded = text_steps(), coded_steps()
    assert set(text["label"]) | set(coded["label"]) <= set(lawkit.events.CLASSES)
    assert text["id"].is_unique and coded["id"].is_unique
    assert set(text["stratum"]) == {"A", "B", "H"}


def test_every_source_file_is_traced_to_its_upstream_in_the_data_readme() -> None:
    """The provenance is in the repository's own words: each file a row comes from is named in
    the README's table with its upstream repository and commit (or page), and the README and
    the sampling script point nowhere outside the repository."""
    from labelled import DATA

    readme = (DATA / "README.md").read_text(encoding="utf-8")
    table = readme[readme.index("## Where the steps come from") : readme.index("21 courts")]
    rows = [line for line in table.splitlines() if line.startswith("| `")]
    for frame in (text_steps(), coded_steps()):
        for name in frame["source"].str.split("#").str[0].unique():
            found = [row for row in rows if f"`{name}`" in row or f"`{name}` (" in row]
            assert len(found) == 1, name
            assert re.search(r"@ [0-9a-f]{7,40} : |https://|could not be identified", found[0])
    script = (DATA / "sample_steps.py").read_text(encoding="utf-8")
    for text in (readme, script):
        assert "realdata/" not in text and "session" not in text.split("## How they were")[0]
