"""The timeline of one lawsuit: its events over time, coloured by class, milestones marked."""

from __future__ import annotations

import html
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from lawkit import events
from lawkit.errors import InvalidInput
from lawkit.plots._events import EVENT_COLORS, EVENT_HOVER, event_points
from lawkit.plots._format import (
    TEXT_LIMIT,
    TIME_TICKS,
    axis_position,
    empty_figure,
    hover_text,
    label_lines,
    levels,
    local_times,
    plural,
    require,
    style,
    unpack,
    words,
)
from lawkit.plots.outcomes import OUTCOME_COLORS
from lawkit.tidy import Bundle, contracts
from lawkit.tidy.bundle import lawsuit_steps

#: The steps columns the merge into events reads.
_STEP_COLUMNS = ("origin", "cnj", "request_id", "monitor_id", "instance_id", "demand_id",
                 "position", "timestamp", "title", "type", "text", "event", "tpu_code")  # fmt: skip
#: Milestones drawn as labelled lines: milestones column -> (label, the class whose colour the
#: line takes).
MARKS = {
    "filed_at": ("filed", "filing"),
    "summons_at": ("summoned", "notice"),
    "first_hearing_at": ("first hearing", "hearing"),
    "first_judgment_at": ("first judgment", "judgment"),
    "appeal_at": ("appeal", "appeal"),
    "res_judicata_at": ("res judicata", "res_judicata"),
    "archived_at": ("archived", "archived"),
}
#: Most party names listed per pole in the title.
NAMES_PER_POLE = 3
#: The colour of a judgment whose outcome has none of its own (other, unknown, embargos).
NO_OUTCOME_COLOR = "#757575"
#: Pixels between a judgment's marker and the middle of its outcome's label, above or below it.
_LABEL_PX = 15


def timeline(
    steps: pd.DataFrame | Bundle,
    parties: pd.DataFrame | None = None,
    lawsuits: pd.DataFrame | None = None,
    *,
    cnj: str | None = None,
    text_limit: int = TEXT_LIMIT,
) -> go.Figure:
    """The events of one lawsuit over time: one row per event class, its milestones marked.

    The steps every source reported (capture, monitoring, demand) are merged into events by
    :func:`lawkit.events.timeline`, so a step that several sources reported is drawn once; its
    hover says which reported it. Milestones (:func:`lawkit.events.milestones`: filed,
    summoned, first hearing held, first judgment, appeal, res judicata, archived) are dotted
    lines labelled at the top, the labels of close milestones on separate lines. Each judgment
    is drawn in its outcome's colour (:data:`lawkit.plots.OUTCOME_COLORS`: a win green, a loss
    red, as in the outcome charts), labelled with it (:func:`lawkit.events.outcomes`:
    ``granted``, ``appeal denied``, ``?`` when unknown) on a white box that no milestone line
    crosses, above or below it so that labels never touch (judgments too close for either are
    labelled in their hover only), and its hover says what decided it (the TPU code or the
    clause of the text).

    Args:
        steps: a ``steps`` table of :mod:`lawkit.tidy` (e.g. ``bundle.steps``), of any origins;
            or a whole :class:`~lawkit.tidy.Bundle`, whose parties and lawsuits are then used.
        parties: its ``parties`` table: the parties of each pole go in the title.
        lawsuits: its ``lawsuits`` table: court and class in the title, and the filing date of
            the ``filed`` milestone.
        cnj: the lawsuit to draw (any punctuation); may be omitted when ``steps`` holds one.
        text_limit: titles and texts longer than this are cut with "…" in the hover.

    Returns:
        A scatter of the events (x: date and time in America/Sao_Paulo, a date only at its day;
        y: event class in words, in the order of :data:`lawkit.events.CLASSES`); the title
        names the court, the class and the parties (plaintiff vs defendant); hover shows the date,
        the class and what it says beyond it (a hearing scheduled or held...), the title, the
        text and the sources. Events without a date are counted in the subtitle.

    Raises:
        InvalidInput: ``steps`` holds several lawsuits and ``cnj`` was not given, no step is of
            ``cnj`` (as :func:`lawkit.events.timeline`), or a table lacks the columns named.
    """
    tables = unpack(steps, "steps", "parties", "lawsuits")
    if tables is not None:
        steps, parties, lawsuits = (
            tables[0],
            tables[1] if parties is None else parties,
            tables[2] if lawsuits is None else lawsuits,
        )
    frame = require(steps, _STEP_COLUMNS, "timeline", "steps")
    if cnj is not None:  # as lawkit.events.timeline: a lawsuit without steps is an error
        frame = lawsuit_steps(frame, cnj)
    wanted = _which(frame)
    title = f"Timeline of {wanted}" if wanted else "Timeline"
    mine = frame[(frame["cnj"] == wanted).fillna(False).to_numpy()] if wanted else frame.iloc[:0]
    if mine.empty:
        return empty_figure(title, "No steps for this lawsuit")
    case = _bundle(
        mine,
        _rows(parties, ("cnj", "pole", "name"), "parties", wanted),
        _rows(lawsuits, ("cnj", "court", "class", "start_at"), "lawsuits", wanted),
    )
    merged = events.timeline(case)
    marks = events.milestones(case).iloc[0]
    dated = merged[merged["timestamp"].notna()]
    sources = mine[["origin", "request_id", "instance_id", "demand_id"]].drop_duplicates()
    counts = " · ".join(
        part
        for part in (
            _describe(case.lawsuits),
            f"{plural(len(mine), 'step')} of {plural(len(sources), 'source')} "
            f"→ {plural(len(merged), 'event')}",
            f"{plural(len(merged) - len(dated), 'event')} without a date not shown"
            if len(dated) < len(merged)
            else "",
        )
        if part
    )
    subtitle = "<br>".join(part for part in (counts, _parties(case.parties)) if part)
    fig = style(go.Figure(), title, subtitle, hovermode="closest", showlegend=False)
    shown = [name for name in events.CLASSES if (dated["event"] == name).any()]
    labels: list[dict[str, Any]] = []
    for name in shown:
        part = dated[(dated["event"] == name).to_numpy()]
        milestone = name in events.MILESTONES
        trace = event_points(part, name, [words(name)] * len(part), 13 if milestone else 9,
                             text_limit, symbol="diamond" if milestone else "circle")  # fmt: skip
        if name == "judgment":
            labels = _mark_outcomes(trace, part, events.outcomes(case), text_limit)
        fig.add_trace(trace)
    _mark_milestones(fig, marks, dated)
    if labels:  # at once: each add_annotation copies all the others
        fig.update_layout(annotations=[*fig.layout.annotations, *labels])
    fig.update_xaxes(title_text="date (America/Sao_Paulo)", tickformatstops=TIME_TICKS)
    fig.update_yaxes(title_text="event", automargin=True, categoryorder="array",
                     categoryarray=[words(name) for name in shown[::-1]])  # fmt: skip
    fig.update_layout(height=max(360, 200 + 34 * len(shown)))
    return fig


def _bundle(steps: pd.DataFrame, parties: pd.DataFrame, lawsuits: pd.DataFrame) -> Bundle:
    """A bundle of one lawsuit's tables (others empty) for the event analyses."""
    tables = {name: contracts.empty(name) for name in contracts.BUNDLE_TABLES}
    tables.update(
        steps=contracts.conform(steps.reset_index(drop=True), "steps"),
        parties=contracts.conform(parties.reset_index(drop=True), "parties"),
        lawsuits=contracts.conform(lawsuits.reset_index(drop=True), "lawsuits"),
    )
    return Bundle(**tables)


def _rows(
    frame: pd.DataFrame | None, columns: tuple[str, ...], table: str, wanted: str
) -> pd.DataFrame:
    """The rows of ``wanted`` in an optional table, checked; its contract's empty table when
    none was given."""
    if frame is None:
        return contracts.empty(table)
    found = require(frame, columns, "timeline", table)
    return found[(found["cnj"] == wanted).fillna(False).to_numpy()]


def _mark_outcomes(
    trace: go.Scatter, part: pd.DataFrame, judged: pd.DataFrame, limit: int
) -> list[dict[str, Any]]:
    """Draw each judgment of ``trace`` in its outcome's colour and add the outcome and what
    decided it to its hover; the labels of the outcomes, on a white box above the marker, or
    below when it would touch a close judgment's label (when both would, the hover alone says
    it)."""
    found = judged.set_index(judged["event_id"].astype(int))
    ids = part["event_id"].astype(int)
    outcome = found["outcome"].astype(object).reindex(ids).to_numpy()
    basis = found["basis"].astype(object).reindex(ids).to_numpy()
    said = [_outcome_label(o) if isinstance(o, str) else "" for o in outcome]
    trace.marker.color = [OUTCOME_COLORS.get(o, NO_OUTCOME_COLOR) for o in outcome]
    trace.hovertext = [
        f"outcome: <b>{html.escape(label)}</b>" + (f" ({why})" if why else "") if label else ""
        for label, why in zip(said, (hover_text(b, limit) for b in basis), strict=True)
    ]
    trace.hovertemplate = EVENT_HOVER.replace("<extra>", "<br>%{hovertext}<extra>")
    times = local_times(part["timestamp"]).tolist()
    labelled = [(x, label) for x, label in zip(times, said, strict=True) if label]
    span = axis_position(max(times)) - axis_position(min(times)) if times else 0.0
    placed = levels([axis_position(x) for x, _ in labelled], [label for _, label in labelled],
                    span)  # fmt: skip
    return [{"x": x, "y": words("judgment"), "text": html.escape(label), "showarrow": False,
             "yshift": _LABEL_PX if level == 0 else -_LABEL_PX, "bgcolor": "white",
             "borderpad": 1, "font": {"size": 10}}
            for (x, label), level in zip(labelled, placed, strict=True) if level < 2]  # fmt: skip


def _outcome_label(outcome: str) -> str:
    """The label of a judgment's outcome: in words, ``?`` when unknown."""
    return "?" if outcome == "unknown" else words(outcome)


def _mark_milestones(fig: go.Figure, marks: pd.Series, dated: pd.DataFrame) -> None:
    """A dotted line per milestone reached, labelled at the top."""
    times = local_times(dated["timestamp"])
    lines = [
        (local_times(pd.Series([marks[column]])).iloc[0], label, EVENT_COLORS[name])
        for column, (label, name) in MARKS.items()
        if pd.notna(marks[column])
    ]
    label_lines(fig, lines, times.min(), times.max())


def _which(steps: pd.DataFrame) -> str | None:
    """The CNJ to draw: the only one of ``steps``."""
    found = steps["cnj"].dropna().unique()
    if len(found) > 1:
        shown = ", ".join(map(str, found[:3])) + (", …" if len(found) > 3 else "")
        raise InvalidInput(
            f"the steps hold {len(found)} lawsuits ({shown}); pass cnj= to choose one"
        )
    return str(found[0]) if len(found) else None


def _describe(lawsuits: pd.DataFrame) -> str:
    parts = [
        str(values.iloc[0])
        for column in ("court", "class")
        if len(values := lawsuits[column].dropna())
    ]
    return html.escape(" · ".join(parts))


def _parties(parties: pd.DataFrame) -> str:
    """``Plaintiff: A vs Defendants: B, C`` from the parties of every origin (names
    deduplicated)."""
    named = parties[parties["name"].notna()]
    sides = []
    for pole in ("active", "passive"):
        names = list(dict.fromkeys(named.loc[named["pole"] == pole, "name"].map(str.strip)))
        if names:
            shown = ", ".join(names[:NAMES_PER_POLE])
            more = len(names) - NAMES_PER_POLE
            side = words(pole).capitalize() + ("s" if len(names) > 1 else "")
            sides.append(f"{side}: {shown}" + (f" +{more}" if more > 0 else ""))
    return html.escape(" vs ".join(sides))
