"""Who won, per group: outcome shares with their Wilson intervals, and what appeals did."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd
import plotly.graph_objects as go

from lawkit import events
from lawkit.errors import InvalidInput
from lawkit.events.judgments import ALL_APPEALS, FIRST, wilson
from lawkit.plots._format import empty_figure, number, percent, plural, style, words

#: One colour per outcome drawn (claimant wins green, losses red, settlements blue, no merits
#: grey), the same in every chart: no event class takes one (lawkit.plots.EVENT_COLORS).
OUTCOME_COLORS = {
    "granted": "#2e7d32",
    "partly_granted": "#9ccc65",
    "denied": "#c62828",
    "settled": "#1e88e5",
    "dismissed": "#9e9e9e",
    "appeal_granted": "#2e7d32",
    "appeal_partly_granted": "#9ccc65",
    "appeal_denied": "#c62828",
    "appeal_not_heard": "#9e9e9e",
}


def outcomes(
    frame: pd.DataFrame, by: str | Sequence[str] | None = "court", *, min_n: int = 10
) -> go.Figure:
    """First-instance outcome shares per group, each with its Wilson 95 % interval.

    Args:
        frame: :func:`lawkit.events.rates` of a frame, or a frame it reads
            (:func:`lawkit.events.outcomes`, :func:`lawkit.events.results`), rated here by
            ``by`` with ``min_n``.
        by: the group column(s) (of ``frame``; of the rates frame, its leading columns).
        min_n: groups with fewer first-instance outcomes (``n_first``) are not drawn; the
            subtitle counts them.

    Returns:
        Horizontal bars: per group, the share of granted, partly granted, denied, settled and
        dismissed (without merits) among its ``n_first`` outcomes, error bars the Wilson
        intervals. An outcome a group never had is drawn as nothing (no bar, no interval from
        0), and the subtitle counts those.

    Raises:
        InvalidInput: as :func:`lawkit.events.rates`.
    """
    table, keys = _rated(frame, by, min_n)
    title = "Who won at first instance"
    shown = table[table["n_first"] >= min_n]
    if shown.empty:
        return empty_figure(title, f"no group has {min_n} first-instance outcomes")
    labels = _labels(shown, keys)
    fig = go.Figure()
    none = 0
    for outcome in FIRST:
        count = shown[outcome].to_numpy(dtype=float)
        n = shown["n_first"].to_numpy(dtype=float)
        low, high = wilson(count, n)
        share = np.where(count > 0, count / n, np.nan)  # none: no bar, no interval from 0
        none += int((count == 0).sum())
        said = words(outcome)
        hover = [f"{label}<br>{said}: {percent(s)} ({number(c)} of {number(t)})<br>"
                 f"95 % interval {percent(lo)} to {percent(hi)}"
                 for label, s, c, t, lo, hi in zip(labels, count / n, count, n, low, high,
                                                   strict=True)]  # fmt: skip
        fig.add_bar(
            y=labels, x=share, name=said, orientation="h",
            marker_color=OUTCOME_COLORS[outcome],
            error_x={"type": "data", "symmetric": False, "array": high - share,
                     "arrayminus": share - low, "thickness": 1},
            hovertext=hover, hoverinfo="text",
        )  # fmt: skip
    hidden = len(table) - len(shown)
    subtitle = f"{plural(int(shown['n_first'].sum()), 'outcome')} in {plural(len(shown), 'group')}"
    subtitle += f"; {plural(hidden, 'group')} under {min_n} not drawn" if hidden else ""
    subtitle += "; bars: Wilson 95 % intervals"
    subtitle += f"; {plural(none, 'outcome')} not drawn: none in its group" if none else ""
    fig.update_xaxes(title_text="share of first-instance outcomes", tickformat=".0%")
    fig.update_yaxes(autorange="reversed", automargin=True)
    return style(fig, title, subtitle, barmode="group", height=max(360, 120 * len(shown)))


def reform(frame: pd.DataFrame, by: str | Sequence[str] | None = "court") -> go.Figure:
    """What appeals did per group (court, chamber, ...): granted, partly, denied, not heard.

    Args:
        frame: as :func:`outcomes` (appeal outcomes are counted from ``outcome`` and, in
            :func:`lawkit.events.results`, ``appeal_outcome``).
        by: the group column(s).

    Returns:
        Stacked horizontal bars of each group's appeals judged, as shares, the legend in the
        order of the stacking (left to right); the label gives the appeal success rate with its
        Wilson interval (missing under 10 appeals).

    Raises:
        InvalidInput: as :func:`lawkit.events.rates`.
    """
    table, keys = _rated(frame, by, 10)
    title = "What appeals did"
    judged = table[list(ALL_APPEALS)].sum(axis=1).to_numpy(dtype=float)
    shown, judged = table[judged > 0], judged[judged > 0]
    if shown.empty:
        return empty_figure(title, "no appeal was judged")
    labels = _labels(shown, keys)
    success = [
        f"{label} · success {percent(s)} ({percent(lo)}-{percent(hi)})" if pd.notna(s) else label
        for label, s, lo, hi in zip(labels, shown["appeal_success"], shown["appeal_success_low"],
                                    shown["appeal_success_high"], strict=True)
    ]  # fmt: skip
    fig = go.Figure()
    for outcome in ALL_APPEALS:
        count = shown[outcome].to_numpy(dtype=float)
        said = words(outcome)
        fig.add_bar(y=success, x=count / judged, name=said, orientation="h",
                    marker_color=OUTCOME_COLORS[outcome],
                    hovertext=[f"{said}: {number(c)} of {number(t)}"
                               for c, t in zip(count, judged, strict=True)],
                    hoverinfo="text")  # fmt: skip
    subtitle = f"{plural(int(judged.sum()), 'appeal')} judged in {plural(len(shown), 'group')}"
    fig.update_xaxes(title_text="share of appeals judged", tickformat=".0%")
    fig.update_yaxes(autorange="reversed", automargin=True)
    # plotly lists a stack's legend top-down as the bars pile up, the reverse of left to right.
    return style(fig, title, subtitle, barmode="stack", legend={"traceorder": "normal"},
                 height=max(320, 60 * len(shown) + 160))  # fmt: skip


def _rated(
    frame: pd.DataFrame, by: str | Sequence[str] | None, min_n: int
) -> tuple[pd.DataFrame, list[str]]:
    """The rates table of ``frame`` (itself when it is one) and its group columns."""
    keys = [] if by is None else [by] if isinstance(by, str) else list(by)
    if isinstance(frame, pd.DataFrame) and "n_first" in frame and "appeal_success" in frame:
        missing = [key for key in keys if key not in frame]
        if missing:
            raise InvalidInput(f"by names {', '.join(missing)}, not a column of the rates frame")
        return frame, keys
    return events.rates(frame, by=by, min_n=min_n), keys


def _labels(table: pd.DataFrame, keys: list[str]) -> list[str]:
    if not keys:
        return ["all"] * len(table)
    values = table[keys].astype(object).where(table[keys].notna(), "—").astype(str)
    return values.agg(" · ".join, axis=1).tolist() if len(keys) > 1 else values[keys[0]].tolist()
