"""Every chart as a Brazilian analyst reads it (issue 30, "Charts"): words rather than the tables'
codes, one language, court acronyms in capitals, Brazilian numbers, and drawn in Chromium at the
sizes a reader sees (the HTML report's width and the PNG copy's) with no text overlapping, cut,
unreadably small or crossed by a line, and no legend scrolling or crowding the plot."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import plotly.graph_objects as go
import pytest
from test_plots_timeline import _lookup

from lawkit import events, plots, tidy
from lawkit.plots import EVENT_COLORS, OUTCOME_COLORS
from lawkit.plots._format import SEPARATORS
from lawkit.plots.timeline import NO_OUTCOME_COLOR

NOW = pd.Timestamp("2026-12-01T12:00:00Z")
#: A code of the tables (``partly_granted``, ``res_judicata``, ``first_judgment_at``).
CODE = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")
#: Where a failing chart's PNG lands, to be looked at.
SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "charts"
#: The width the HTML report gives a chart (1,200 px of page, less the prompt column).
REPORT_WIDTH = 1106


@pytest.fixture(scope="module")
def won(frames) -> pd.DataFrame:
    return events.results(frames.bundle)


@pytest.fixture(scope="module")
def charts(frames, won) -> dict[str, go.Figure]:
    """One of every chart, drawn from the sandbox portfolio of the chart tests."""
    bundle = frames.bundle
    every = bundle + frames.monitoring + frames.demand
    busiest = str(bundle.steps["cnj"].value_counts().index[0])
    spans = events.durations(events.milestones(bundle), as_of=frames.now)
    ended = spans.merge(won[["cnj", "outcome"]], on="cnj")
    ended = ended[ended["outcome"].isin(["granted", "partly_granted", "denied", "settled"])]
    since = bundle.steps.groupby("cnj", observed=True)["timestamp"].max().sort_values()
    return {
        "usage": plots.usage_per_day(frames.usage, frames.start, frames.end),
        "sunburst": plots.status_breakdown(frames.details, "sunburst"),
        "treemap": plots.status_breakdown(frames.details, "treemap"),
        "bars": plots.status_breakdown(frames.details, "bar"),
        "timeline": plots.timeline(bundle, cnj=busiest),
        "timeline of three APIs": plots.timeline(every, cnj=sorted(
            set(frames.monitoring.steps["cnj"]) & set(frames.demand.steps["cnj"]))[0]),
        "portfolio": plots.portfolio(bundle, now=NOW),
        "activity": plots.step_activity(bundle.steps, bundle.lawsuits, freq="Q"),
        "values": plots.value_distribution(bundle.lawsuits),
        "freshness": plots.freshness(frames.monitored, now=NOW),
        "survival": plots.survival(spans, by="court"),
        "survival by outcome": plots.survival(ended.assign(outcome=ended["outcome"].astype(str)),
                                              by="outcome"),
        "what moved": plots.what_moved(events.since(bundle, since.iloc[-4])),
        "outcomes": plots.outcomes(won, by="court", min_n=1),
        "reform": plots.reform(won, by="court"),
    }  # fmt: skip


def _texts(fig: go.Figure) -> Iterator[str]:
    """Every text of a figure a reader may see: titles, axis titles, ticks given, legend
    entries, annotations, labels, hovers (placeholders taken out) and what they show."""
    layout = fig.layout
    yield layout.title.text or ""
    yield from (a.text or "" for a in layout.annotations)
    if layout.legend.title.text:
        yield layout.legend.title.text
    for axis in [getattr(layout, name) for name in dir(layout) if re.fullmatch(r"[xy]axis\d*",
                                                                                name)]:  # fmt: skip
        yield axis.title.text or ""
        yield from map(str, axis.ticktext or ())
        yield from map(str, axis.categoryarray or ())
    for trace in fig.data:
        yield str(getattr(trace, "name", "") or "")
        for field in ("text", "hovertext", "labels", "y", "customdata"):
            value = getattr(trace, field, None)
            if value is not None and not isinstance(value, str):
                yield from (str(v) for v in pd.Series(list(value)).explode() if isinstance(v, str))
            elif value:
                yield value
        template = getattr(trace, "hovertemplate", None)
        yield re.sub(r"%\{[^}]*\}", "", template or "")


def test_no_chart_writes_a_code_of_the_tables(charts) -> None:
    found = {name: sorted({code for text in _texts(fig) for code in CODE.findall(text)})
             for name, fig in charts.items()}  # fmt: skip
    assert {name: codes for name, codes in found.items() if codes} == {}


def test_every_chart_writes_numbers_the_brazilian_way(charts) -> None:
    for name, fig in charts.items():
        assert fig.layout.separators == SEPARATORS == ",.", name
    english = re.compile(r"\d,\d{3}\b|\d\.\d+%|R\$ \d{1,3}(,\d{3})*\.\d\d\b")
    for name, fig in charts.items():
        assert not [t for t in _texts(fig) if english.search(t)], name


def test_money_is_written_as_reais_in_the_text_and_the_ticks(frames, charts) -> None:
    values = frames.bundle.lawsuits.drop_duplicates("cnj")["value"].dropna()
    assert f"total {plots.brl(values[values > 0].sum())}" in charts["values"].layout.title.text
    for axis in (charts["values"].layout.yaxis, charts["portfolio"].layout.yaxis4):
        assert axis.tickprefix == "R$ " and axis.tickformat == ",.0f", "R$ 1.000.000, not 1M"


def test_court_acronyms_are_in_capitals(frames, charts) -> None:
    assert plots.court_name("trepe") == "TRE-PE" and plots.court_name("tjsp") == "TJSP"
    searches = set(frames.monitored["search"].dropna().astype(str)) | set(
        frames.details["search"].dropna().astype(str)
    )
    assert searches and all(s == s.lower() for s in searches), "the tables spell them lower case"
    for name in ("freshness", "sunburst", "treemap", "bars"):
        shown = " ".join(_texts(charts[name]))
        lower = {s for s in searches if re.search(rf"(?<![\w-]){re.escape(s)}(?![\w-])", shown)}
        assert lower == set(), name
    courts = {plots.court_name(s) for s in frames.monitored["search"].dropna().astype(str)}
    assert {c for c in courts if c in " ".join(_texts(charts["freshness"]))} == courts


def test_the_timeline_names_plaintiff_and_defendant(charts) -> None:
    title = charts["timeline"].layout.title.text
    assert "Plaintiff" in title and "Defendant" in title
    assert "Active" not in title and "Passive" not in title


def test_a_colour_means_one_thing_in_every_chart(charts) -> None:
    """Red is a denial and green a win in the outcome charts; no event class takes either."""
    assert not set(EVENT_COLORS.values()) & set(OUTCOME_COLORS.values())
    (judgments,) = [t for t in charts["timeline"].data if t.name == "judgment"]
    fills = list(judgments.marker.color)
    labels = [a for a in charts["timeline"].layout.annotations if a.y == "judgment"]
    assert len(fills) == len(labels) >= 1
    outcomes = {plots.words(o): c for o, c in OUTCOME_COLORS.items()}
    for fill, label in zip(fills, sorted(labels, key=lambda a: a.x), strict=True):
        assert fill == outcomes.get(label.text, NO_OUTCOME_COLOR), label.text


def test_survival_names_its_start_and_counts_what_it_censored(frames, charts) -> None:
    fig = charts["survival"]
    assert fig.layout.xaxis.title.text == "days since filing"
    subtitle = fig.layout.title.text
    assert "the rest censored" not in subtitle
    assert re.search(r"\d+ lawsuits: \d+ ends observed, \d+ censored", subtitle)
    every_one = charts["survival by outcome"].layout.title.text
    assert "censored" not in every_one and re.search(r"all \d+ ends observed", every_one)


def test_survival_of_outcomes_says_them_in_words_and_their_colours(charts) -> None:
    curves = [t for t in charts["survival by outcome"].data if t.mode == "lines"]
    named = {t.name.split(" · ")[0]: t.line.color for t in curves}
    assert named and set(named) <= {"granted", "partly granted", "denied", "settled"}
    for name, color in named.items():
        assert color == OUTCOME_COLORS[name.replace(" ", "_")]


def test_who_won_draws_nothing_for_an_outcome_a_group_never_had(won) -> None:
    fig = plots.outcomes(won, by="court", min_n=1)
    empty = 0
    for trace in fig.data:
        for share, plus, minus in zip(trace.x, trace.error_x.array, trace.error_x.arrayminus,
                                      strict=True):  # fmt: skip
            if share is None or pd.isna(share):
                empty += 1
                assert pd.isna(plus) and pd.isna(minus), "no bare whisker"
            else:
                assert share > 0
    assert empty, "some court of the sandbox portfolio never had some outcome"
    assert "not drawn: none in its group" in fig.layout.title.text


def test_what_appeals_did_lists_its_legend_in_its_stacking_order(charts) -> None:
    fig = charts["reform"]
    assert [t.name for t in fig.data] == [
        "appeal granted", "appeal partly granted", "appeal denied", "appeal not heard"
    ]  # fmt: skip
    assert fig.layout.legend.traceorder == "normal"


def test_the_portfolio_draws_step_activity_per_month(charts) -> None:
    fig = charts["portfolio"]
    assert "Steps per month" in [a.text for a in fig.layout.annotations]
    assert fig.layout.xaxis3.title.text == "month"
    assert charts["activity"].layout.xaxis.title.text == "quarter"


def test_the_timeline_rows_are_words(charts) -> None:
    rows = list(charts["timeline"].layout.yaxis.categoryarray)
    assert "res judicata" in rows or "res_judicata" not in rows
    assert all("_" not in row for row in rows)


def _drawn(canvas: Any, name: str, fig: go.Figure, width: int) -> list[str]:
    found = canvas.problems(fig, width)
    if found:
        SHOTS.mkdir(parents=True, exist_ok=True)
        canvas.save(SHOTS / f"{name.replace(' ', '-')}-{width}.png")
    return found


@pytest.mark.parametrize("width", [900, REPORT_WIDTH])
def test_every_chart_reads_when_drawn(canvas, charts, width: int) -> None:
    found = {name: _drawn(canvas, name, fig, width) for name, fig in charts.items()}
    assert {name: defects for name, defects in found.items() if defects} == {}


def test_survival_legends_leave_the_plot_its_width(canvas, frames) -> None:
    """Notebook 09's court units have long names: their legend took 40 % of the chart."""
    spans = events.durations(events.milestones(frames.bundle), as_of=frames.now)
    units = spans.assign(unit=spans["court"].astype(str).map(
        lambda court: f"VARA ÚNICA DA COMARCA DE SÃO JOSÉ DOS CAMPOS - {court}"))  # fmt: skip
    assert canvas.problems(plots.survival(units, by="unit"), 900) == []


def test_what_moved_shows_its_whole_legend(canvas, frames) -> None:
    """Notebook 05: eight classes of events in four lawsuits scrolled the legend."""
    moved = events.since(frames.bundle, pd.Timestamp("2000-01-01", tz="UTC"))
    few = moved[moved["cnj"].isin(moved["cnj"].unique()[:2])]
    assert few["event"].nunique() >= 8
    assert canvas.problems(plots.what_moved(few), 900) == []


def test_milestone_labels_never_collide_however_close_the_milestones(canvas) -> None:
    """Filed and summoned a day apart, the first judgment and res judicata a week apart (as in
    notebooks 01 and 03): their labels and the judgment's outcome stay clear of each other and
    of the dotted lines."""
    steps = [("2022-01-10T12:00:00Z", "Distribuído por sorteio", "Petição inicial"),
             ("2022-01-11T12:00:00Z", "Citação", "Citado o réu"),
             ("2022-06-10T12:00:00Z", "Audiência realizada", "Audiência de conciliação realizada"),
             ("2026-05-10T12:00:00Z", "Sentença",
              "Ante o exposto, JULGO PROCEDENTE o pedido."),
             ("2026-05-25T12:00:00Z", "Trânsito em julgado", "Certifico o trânsito em julgado"),
             ("2026-05-26T12:00:00Z", "Arquivado definitivamente", "Autos arquivados")]  # fmt: skip
    people = [
        {"pole": "active", "name": "Maria Autora", "description": "Autor", "lawyers": []},
        {"pole": "passive", "name": "Banco Réu S.A.", "description": "Réu", "lawyers": []},
    ]
    bundle = tidy.lookups(_lookup([{"timestamp": when, "title": title, "description": text}
                                   for when, title, text in steps], people))  # fmt: skip
    fig = plots.timeline(bundle)
    assert len(fig.layout.shapes) >= 5
    for width in (700, 900, REPORT_WIDTH):
        assert canvas.problems(fig, width) == [], width
