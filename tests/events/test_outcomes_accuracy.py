"""Accuracy floors of ``lawkit.events.classify_outcome`` on the labelled real texts of
tests/data/outcomes, and the quick mode of ``tests/benchmarks/bench_outcomes.py``.

The floors are what was measured when they were set (rounded down): accuracy may only go up,
unless a label policy changes (say why). The texts floor: 0.96 on 257 texts (0.98 on the part
the rules were tuned on, 0.91 on the held-out part: below the issue's 95 % target), 0.97 since
issue 28's round 15 read what ``OUTCOMES.md`` says in words (held-out part 0.949; 0.960 since
round 32 read second appeals written short);
``lawkit/events/README.md`` says what the rules still get wrong. ``texts_uncoded``: the same texts
with no code, where the event classifier must first find them judgments (0.56 before it knew
ementas); ``texts_cut``: each text cut to its last 1,500 characters (0.946 when set in round 1,
0.934 in round 4: two criminal appeals relabelled ``other`` in round 2 lose the class their head
names when cut, and read as the appeal's result). The coded floor is the
target: 100 % of the movement lines of every TPU code of ``OUTCOMES.md``'s table (``coded``), and
``unknown`` for the codes that name no outcome when no text says one (``coded_silent``).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest
from labelled import assert_accuracy_floor, floor_test
from labelled_outcomes import NONE, coded, measure, measure_v2, texts, texts_v2

import lawkit.events

ACCURACY = {
    "texts": 0.97,
    "texts_tuned": 0.98,
    "texts_held_out": 0.95,
    "texts_uncoded": 0.96,
    "texts_cut": 0.95,
    "coded": 1.0,
    "coded_silent": 1.0,
}
#: Floors on the issue-28 set (``texts_v2.csv``), as measured up to round 30 (README "Rounds"):
#: the tuned part (the rules were written looking at its failures; 699 texts since round 6; its
#: cut figure 0.897 in round 6, 0.932 since a criminal case is read by its matter and a cut
#: text read as labelled counts right, 0.938 in round 8; steps 0.936 -> 0.960 in round 8, when
#: a document typed "Sentença" was read as a decision; 791 texts and cut 0.945 in round 9; 911
#: texts in round 11, whose 120 TJRJ and TJMS ementas the rules still read 0.908 as decisions:
#: decisions 0.969, steps 0.953, cut 0.940; 959 texts in round 12, 34 of its 48 TRF1 texts
#: interlocutory: steps 0.945, decisions 0.965, cut 0.937; 1,109 texts in round 13: decisions
#: 0.971, steps 0.921 (20 of its 50 Turma Recursal excerpts are a signature block or a report,
#: labelled ``unknown``, which the event rules find no judgment; whole STF criminal decisions),
#: cut 0.924 (criminal decisions whose last 1,500 characters are the session's record only);
#: 1,215 texts in round 14: decisions 0.973, steps 0.925, cut 0.930) and, apart, the held-out
#: part (chosen by source before any rule; only its figures were looked at; decisions 0.896
#: from round 9, steps 0.828 from round 10's gate; in round 14 decisions 0.907, steps 0.838,
#: cut 0.904; in round 18, when rules were written from how courts word their rulings,
#: decisions 0.919, steps 0.848, cut 0.915; tuned steps 0.915 in round 21, whose 40 TJSE
#: ementas cut at 400 characters are 19 times `unknown` labels the event rules find no
#: judgment; in round 30, 1,343 tuned texts: decisions 0.978, steps 0.921, cut 0.943; held-out
#: steps 0.855 after round 27's gate, 0.921 after round 39's, which the held-out part's own
#: step-loss aggregate informed; decisions and cut 0.930 since round 42; round 65 added 120
#: TJAM gazette publications, 64 of them judging nothing, to the tuned part (steps 0.918) and a
#: second held-out batch of 60 TJAL ones (whole held-out part: steps 0.906, decisions and cut
#: 0.925; the first batch alone 0.931 and 0.933); round 66 added 160 more TJAM ones, weighted
#: to judgments and multi-act gazette blocks (tuned: steps 0.901, decisions 0.965, cut 0.937),
#: and 60 more TJAL ones to the second batch (held out: steps 0.888, decisions 0.917, cut 0.920;
#: the first batch unchanged); round 81 added a third and a fourth batch, 91 TJRO DJEN
#: communications and 60 TJSP jury sentences, 0.824 and 0.750 as steps at their first runs
#: (held out: steps 0.872, decisions 0.923, cut 0.925; steps 0.891 after the pronúncia rule the
#: fourth batch's figure prompted): README "Rounds").
ACCURACY_V2 = {
    ("tuned", "steps"): 0.89,
    ("tuned", "decisions"): 0.96,
    ("tuned", "cut"): 0.93,
    ("heldout", "steps"): 0.88,
    ("heldout", "decisions"): 0.91,
    ("heldout", "cut"): 0.91,
}
BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


@pytest.fixture(scope="module")
def measured() -> dict[str, pd.DataFrame]:
    return measure()


#: One test a part of ACCURACY: its accuracy is at least its floor.
test_accuracy_floor = floor_test(ACCURACY)


@pytest.fixture(scope="module")
def measured_v2() -> dict[str, dict[str, pd.DataFrame]]:
    return {split: measure_v2(split) for split in ("tuned", "heldout")}


@pytest.mark.parametrize(("split", "part"), list(ACCURACY_V2))
def test_accuracy_floor_v2(measured_v2, split: str, part: str) -> None:
    assert_accuracy_floor(measured_v2[split][part], ACCURACY_V2[split, part], f"{split} {part}")


def test_labels_are_outcomes_and_ids_unique() -> None:
    text, movements = texts(), coded()
    assert set(text["label"]) | set(movements["label"]) <= {*lawkit.events.OUTCOMES, NONE}
    assert text["id"].is_unique and movements["id"].is_unique
    assert text["source"].notna().all() and text["label"].nunique() >= 10


def test_the_issue_28_set_keeps_its_columns_vocabulary() -> None:
    frame = texts_v2()
    assert set(frame["label"]) <= {*lawkit.events.OUTCOMES, NONE}
    assert frame["id"].is_unique and frame["source"].notna().all()
    assert set(frame["instance"]) <= {"first", "appeal", "unknown"}
    assert set(frame["split"]) == {"tuned", "heldout"}
    assert set(frame["has_title"]) <= {"yes", "no"}
    assert set(frame["dispositive_in_last_1500"].dropna()) <= {"yes", "no"}


def test_every_code_of_the_outcomes_table_is_coded_both_ways() -> None:
    movements = coded()
    given = movements.loc[movements["code"].notna(), "code"]
    written = movements.loc[movements["code"].isna(), "title"].str.extract(r"\((\d+)\)$")[0]
    assert set(given.astype(int)) == set(written.astype(int))
    for code in (219, 442, 221, 450, 220, 446, 466, 218, 454, 473, 237, 238, 239, 235, 198, 200):
        assert code in set(given), code
    assert (movements.groupby("label").size() >= 2).all()


def test_the_benchmark_quick_mode_reports_accuracy_forms_and_cost() -> None:
    run = subprocess.run(
        [sys.executable, "bench_outcomes.py", "--quick"],
        cwd=BENCHMARKS, capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    # CI runs every benchmark's quick mode and requires exit 0: a timing never fails it.
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert "texts  (accuracy" in run.stdout and "coded  (accuracy 1.000;" in run.stdout, run.stderr
    assert re.search(r"texts_cut  \(accuracy 0\.\d{3}; precision 0\.\d{3} on what it answers",
                     run.stdout)  # fmt: skip
    assert re.search(r"ratio \d\.\d{3} \((?:meets|does NOT meet) the target", run.stdout)
    for part in ("tuned", "heldout"):  # each form's changed reads, in counts
        assert f"forms, {part} (40 texts)" in run.stdout, run.stdout[-2000:]
    assert re.search(r"\nhtml markup +asserted +\d+ +\d+ -> \d+ +\d+ +\d+ -> \d+\n", run.stdout)
