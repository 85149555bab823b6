"""Charts of a portfolio's events: survival curves of durations and what moved, on sandbox data."""

from __future__ import annotations

import pandas as pd
import pytest

from lawkit import InvalidInput, events, plots
from lawkit.plots import EVENT_COLORS, words


@pytest.fixture(scope="module")
def spans(frames) -> pd.DataFrame:
    """Filing to first judgment of the sandbox portfolio, censored at its last event."""
    return events.durations(events.milestones(frames.bundle))


@pytest.fixture(scope="module")
def moved(frames) -> pd.DataFrame:
    """The events since a month before the third most recent lawsuit's last step (so at least
    three lawsuits moved, whatever the sandbox's histories)."""
    last = frames.bundle.steps.groupby("cnj", observed=True)["timestamp"].max().sort_values()
    return events.since(frames.bundle, last.iloc[-3] - pd.Timedelta(days=30))


def test_one_curve_per_group_with_its_median_in_the_legend(spans) -> None:
    fig = plots.survival(spans, by="segment")
    medians = events.medians(spans, by="segment")
    curves = [t for t in fig.data if t.mode == "lines"]
    assert len(curves) == len(medians)
    for trace in curves:
        group = trace.name.split(" · median ")[0]
        row = medians[medians["segment"].astype(str) == group].iloc[0]
        assert f"(n={row['lawsuits']})" in trace.name
        if pd.notna(row["median"]):
            assert plots.span_text(row["median"]) in trace.name
            diamond = [t for t in fig.data if t.mode == "markers" and t.legendgroup == group
                       and t.marker.symbol == "diamond"]  # fmt: skip
            assert list(diamond[0].x) == [pytest.approx(row["median"])]
        else:
            assert "median beyond" in trace.name
        assert trace.y[0] == 1.0 and min(trace.y) >= 0
    measured = spans["days"].notna().sum()
    assert f"{measured} lawsuits: {int(spans['observed'].sum())} ends observed" in (
        fig.layout.title.text
    )


def test_one_curve_of_all_lawsuits_and_published_references(spans) -> None:
    fig = plots.survival(spans, by=None, reference={"CNJ 2024, state courts (mean)": 852})
    curves = [t for t in fig.data if t.mode == "lines"]
    assert len(curves) == 1 and curves[0].name.startswith("all lawsuits · median")
    assert [a.text for a in fig.layout.annotations] == ["CNJ 2024, state courts (mean)"]
    assert fig.layout.shapes[-1].x0 == 852


def test_the_largest_groups_are_drawn_and_the_rest_counted(spans) -> None:
    fig = plots.survival(spans, by="court", top=2)
    assert len([t for t in fig.data if t.mode == "lines"]) == 2
    others = spans["court"].nunique() - 2
    assert f"{others} court values with" in fig.layout.title.text


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"by": "judge"}, "judge"),
        ({"top": 0}, "top must be a positive number of groups; got 0"),
        ({"reference": {"CNJ": "852"}}, "reference 'CNJ' must be a positive number of days"),
        ({"reference": [852]}, "reference must map a label to a number of days"),
    ],
)
def test_bad_arguments_are_named(spans, arguments, message) -> None:
    with pytest.raises(InvalidInput, match=message):
        plots.survival(spans, **arguments)


def test_durations_without_any_day_are_refused(spans) -> None:
    with pytest.raises(InvalidInput, match="days"):
        plots.survival(spans.assign(days=pd.NA))


def test_what_moved_draws_every_event_by_lawsuit_and_class(moved) -> None:
    assert not moved.empty, "the sandbox portfolio moved in its last year"
    fig = plots.what_moved(moved)
    assert sum(len(t.x) for t in fig.data) == len(moved)
    drawn = [name for name in events.BY_IMPORTANCE if name in set(moved["event"].astype(str))]
    assert [t.name for t in fig.data] == [words(name) for name in drawn]
    for trace, name in zip(fig.data, drawn, strict=True):
        assert trace.marker.color == EVENT_COLORS[name]
    rows = list(dict.fromkeys(moved["cnj"].astype(str) + " · " + moved["court"].astype(str)))
    assert list(fig.layout.yaxis.categoryarray) == rows[::-1]
    counts = moved["event"].astype(str).value_counts()
    top = events.BY_IMPORTANCE[min(events.BY_IMPORTANCE.index(n) for n in counts.index)]
    assert f"{counts[top]} {words(top)}" in fig.layout.title.text


def test_what_moved_draws_the_first_lawsuits_and_counts_the_rest(moved) -> None:
    fig = plots.what_moved(moved, lawsuits=1)
    first = moved["cnj"].iloc[0]
    assert sum(len(t.x) for t in fig.data) == (moved["cnj"] == first).sum()
    assert "(the first 1 drawn)" in fig.layout.title.text


def test_nothing_moved_gives_an_annotated_figure_and_bad_input_is_named(moved) -> None:
    empty = plots.what_moved(moved.iloc[:0])
    assert len(empty.data) == 0
    assert empty.layout.annotations[0].text == "Nothing moved in this period"
    with pytest.raises(InvalidInput, match="lawsuits must be a positive number of rows"):
        plots.what_moved(moved, lawsuits=0)
    with pytest.raises(InvalidInput, match="importance"):
        plots.what_moved(moved.drop(columns="importance"))


def test_a_lawsuit_without_a_court_is_named_by_its_number(moved) -> None:
    fig = plots.what_moved(moved.assign(court=None))
    assert (
        list(fig.layout.yaxis.categoryarray) == list(dict.fromkeys(moved["cnj"].astype(str)))[::-1]
    )
