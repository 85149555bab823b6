"""``events.results`` has two paths to one answer: SQL for the lawsuits of one source, pandas on
the merged events for the others (``lawkit.events.lawsuit_results``). Every lawsuit the SQL
path answers must get the same row from the pandas one, on portfolios where both are used: real
step texts over synthetic lawsuits (some delivered twice, some of those dated only; or one
source dating a judgment beside its timed copy of the same day, which the merge makes one
event; one source without positions giving a judgment twice at one instant; or one source
whose appellate judgment annuls a sentence, another sentence after it), and the frozen
portfolio of four origins taken one origin at a time."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pandas as pd
import pytest

import lawkit.tidy
from lawkit.events import lawsuit_results
from lawkit.events.judgments import judged_portfolio
from lawkit.tidy import Bundle

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
from bench_events_analysis import portfolio

FROZEN = Path(__file__).resolve().parent / "frozen" / "portfolio"


def _both_paths(bundle: Bundle) -> tuple[pd.DataFrame, pd.DataFrame, int]:
    """Each judged lawsuit's result by the two paths, and how many the SQL path answered."""
    with judged_portfolio(bundle, "results") as (source, known):
        mixed = lawsuit_results._per_lawsuits(source, known)
        answered = source.frame("SELECT count(*) AS n FROM _single WHERE NOT merged")["n"][0]
        merged = lawsuit_results._per_lawsuits(source, known, in_sql=False)
    return mixed.sort_index(), merged.sort_index(), int(answered)


def test_the_sql_path_answers_the_annulled_lawsuits_of_one_source() -> None:
    with judged_portfolio(_annulled(), "results") as (source, known):
        lawsuit_results._per_lawsuits(source, known)
        answered = source.frame("SELECT annulled FROM _single WHERE NOT merged")["annulled"]
        assert answered.sum() >= 20, f"SQL found {answered.sum()} annulled lawsuits"


def _synthetic() -> Bundle:
    return lawkit.tidy.lookups(portfolio(400, repeated=0.3, dated=0.3, seed=5))


def _judgments_twice(seed: int, when: Callable[[str], str]) -> list[dict]:
    """Lookup results of 300 lawsuits of one source, a third of which give each judgment-like
    step twice: the copy first, at ``when`` of the step's timestamp."""
    results = portfolio(300, repeated=0.0, dated=0.0, seed=seed)
    for result in results[::3]:
        steps = result["data"][0]["steps"]
        for step in list(steps):
            title = (step["title"] or "").lower()
            if "julg" in title or "senten" in title:
                steps.insert(steps.index(step), {**step, "timestamp": when(step["timestamp"])})
    return results


def _dated_beside_timed() -> Bundle:
    """One source that gives a third of its lawsuits' judgment-like steps twice: timed, and
    dated only (midnight UTC) on the same day."""
    return lawkit.tidy.lookups(_judgments_twice(7, lambda stamp: stamp[:10] + "T00:00:00.000Z"))


def _alike_without_positions() -> Bundle:
    """One source without step positions that gives a third of its lawsuits' judgment-like
    steps twice at the same instant (the merge makes them one event)."""
    bundle = lawkit.tidy.lookups(_judgments_twice(9, lambda stamp: stamp))
    steps = bundle.steps.assign(position=pd.array([None] * len(bundle.steps), dtype="Int32"))
    return Bundle(**{**bundle.tables(), "steps": steps})


#: (days after the last step, title, text): an appeal that annuls the sentence and the new one.
ANNULLED = (
    (30, "Acórdão", "ACORDAM em dar provimento à apelação para anular a sentença."),
    (200, "Julgado improcedente o pedido", None),
)


def _annulled() -> Bundle:
    """One source whose lawsuits (a third of them) end in an appellate judgment that annuls the
    sentence and a sentence given again, some of those beside other lawsuits' copies."""
    results = portfolio(300, repeated=0.2, dated=0.0, seed=11)
    for result in results[::3]:
        steps = result["data"][0]["steps"]
        last = max(pd.Timestamp(step["timestamp"]) for step in steps)
        for days, title, text in ANNULLED:
            stamp = (last + pd.Timedelta(days=days)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
            steps.append({"timestamp": stamp, "title": title, "description": text})
    return lawkit.tidy.lookups(results)


def _frozen_capture() -> Bundle:
    bundle = Bundle.from_parquet(FROZEN)
    tables = bundle.tables()
    return Bundle(
        **{n: t[(t["origin"] == "capture").to_numpy()] if "origin" in t else t.iloc[:0]
           for n, t in tables.items()}
    )  # fmt: skip


@pytest.mark.parametrize(
    "make",
    [_synthetic, _dated_beside_timed, _alike_without_positions, _annulled, _frozen_capture],
    ids=["synthetic", "dated", "alike", "annulled", "frozen"],
)
def test_the_sql_and_the_pandas_path_give_each_lawsuit_the_same_result(make) -> None:
    mixed, merged, answered = _both_paths(make())
    assert answered >= 20, f"the SQL path answered only {answered} lawsuits: nothing to compare"
    assert len(mixed) > answered, "no lawsuit went to pandas: the portfolio tests one path"
    assert list(mixed.index) == list(merged.index)
    for column in mixed.columns:
        left = mixed[column].astype(object).where(mixed[column].notna(), None)
        right = merged[column].astype(object).where(merged[column].notna(), None)
        differ = [cnj for cnj, a, b in zip(mixed.index, left, right, strict=True) if a != b]
        assert not differ, f"{column} differs for {len(differ)} lawsuit(s), e.g. {differ[:3]}"
