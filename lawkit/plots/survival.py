"""How long courts take: Kaplan-Meier curves per group, the median and the censored marked."""

from __future__ import annotations

import html
from collections.abc import Mapping

import pandas as pd
import plotly.express as px
import plotly.graph_objects as go

from lawkit import events
from lawkit.errors import InvalidInput
from lawkit.events.lawsuit_milestones import INSTANTS
from lawkit.plots._format import label_lines, number, plural, require, span_text, style, words
from lawkit.plots.outcomes import OUTCOME_COLORS

#: Most groups drawn (the largest); the others are counted in the subtitle.
TOP = 8
_DEFAULT_TITLE = "Time to the end milestone"
#: The legend: rows under the plot, which keeps the chart's width however long the groups'
#: names (court units' run to 40 characters and more).
_LEGEND = {"orientation": "h", "yref": "container", "y": 0, "yanchor": "bottom", "x": 0,
           "xanchor": "left"}  # fmt: skip


def survival(
    durations: pd.DataFrame,
    by: str | None = "court",
    *,
    start: str = "filed_at",
    top: int = TOP,
    reference: Mapping[str, float] | None = None,
    title: str = _DEFAULT_TITLE,
) -> go.Figure:
    """Kaplan-Meier curves of :func:`lawkit.events.durations`, one per group, median marked.

    Each curve is the share of lawsuits whose end milestone has not happened after so many
    days, censored lawsuits counted while they are known to be waiting
    (:func:`lawkit.events.survival`), with its 95 % band; a tick on the curve marks each time
    lawsuits were censored, and a diamond on the one-half line its median
    (:func:`lawkit.events.medians`), which the legend (under the plot) gives in years and
    months. The subtitle counts the ends observed and the lawsuits censored, dormant ones apart
    (``durations``' ``dormant``: no step for ``stale_after`` days, censored at their last one).
    A group of outcomes (``by="outcome"``) is named in words and drawn in its outcome's colour.

    Args:
        durations: the frame :func:`lawkit.events.durations` returns.
        by: the column to draw one curve per value of (``"court"``, ``"segment"``, ``"class"``,
            ``"year"``, ...); ``None`` draws one curve of all lawsuits.
        start: the milestone the durations start at (the ``start`` given to ``durations``,
            whose default this is), named on the time axis: "days since filing".
        top: the groups with most lawsuits drawn, in the order of their values (others counted
            in the subtitle).
        reference: published figures to set beside the curves: label -> days, each a dashed
            vertical line (e.g. ``{"CNJ 2024, state courts: 2 y 4 m (mean)": 852}``).
        title: the chart's title (say which milestones the durations run between).

    Returns:
        The figure: x days since the start milestone, y the share still waiting.

    Raises:
        InvalidInput: ``durations`` lacks ``days``/``observed`` or the ``by`` column, ``start``
            is not a milestone, ``top`` is not a positive integer, a reference is not a number
            of days, or no lawsuit has a duration.
    """
    frame = require(durations, ("cnj", "days", "observed", *([by] if by else [])),
                    "survival", "durations", "lawkit.events")  # fmt: skip
    if start not in INSTANTS:
        raise InvalidInput(f"start {start!r} is not a milestone; allowed: {', '.join(INSTANTS)}")
    if isinstance(top, bool) or not isinstance(top, int) or top < 1:
        raise InvalidInput(f"top must be a positive number of groups; got {top!r}")
    lines = _references(reference)
    measured = frame[frame["days"].notna()]
    if by is not None:
        counts = measured[by].astype(object).value_counts(dropna=True)
        kept = sorted(counts.index[:top])
        measured = measured[measured[by].astype(object).isin(kept).to_numpy()]
    curves = events.survival(measured, by=by)
    medians = events.medians(measured, by=by)
    groups = [None] if by is None else kept
    left = 0 if by is None else int(counts.iloc[top:].sum())
    censored = medians["observed"].sum() < medians["lawsuits"].sum()
    subtitle = " · ".join(
        part
        for part in (
            _ends(measured, int(medians["lawsuits"].sum()), int(medians["observed"].sum())),
            f"{plural(len(counts) - top, str(by) + ' value')} with "
            f"{plural(left, 'lawsuit')} not drawn"
            if left
            else "",
            "shaded: 95 % confidence band" + (", ticks: censored" if censored else ""),
        )
        if part
    )
    fig = style(go.Figure(), title, subtitle, hovermode="closest")
    palette = px.colors.qualitative.Bold
    for index, group in enumerate(groups):
        color = OUTCOME_COLORS.get(str(group), palette[index % len(palette)])
        mine = curves if group is None else curves[(curves[by].astype(object) == group)]
        median = medians if group is None else medians[(medians[by].astype(object) == group)]
        _draw(fig, mine, median.iloc[0], "all lawsuits" if group is None else words(group), color)
    fig.add_hline(y=0.5, line={"color": "#90a4ae", "width": 1, "dash": "dot"})
    high = max([float(curves["time"].max()), *lines.values()])
    label_lines(fig, [(days, label, "#455a64") for label, days in lines.items()], 0.0, high,
                dash="dash")  # fmt: skip
    fig.update_xaxes(title_text=f"days since {words(start)}", rangemode="tozero")
    fig.update_yaxes(title_text="share still waiting", tickformat=".0%", range=[-0.04, 1.04])
    fig.update_layout(height=520, legend={**_LEGEND, "title": {"text": words(by or "")}})
    return fig


def _ends(measured: pd.DataFrame, lawsuits: int, observed: int) -> str:
    """``"256 lawsuits: 207 ends observed, 49 censored (20 dormant, at their last step)"``, or
    ``"all 208 ends observed"`` when none is censored."""
    if observed == lawsuits:
        return f"{plural(lawsuits, 'lawsuit')}: all {number(observed)} ends observed"
    said = f"{plural(lawsuits, 'lawsuit')}: {plural(observed, 'end')} observed, "
    said += f"{number(lawsuits - observed)} censored"
    dormant = int(measured["dormant"].fillna(False).sum()) if "dormant" in measured else 0
    return said + (f" ({number(dormant)} dormant, at their last step)" if dormant else "")


def _draw(fig: go.Figure, curve: pd.DataFrame, median: pd.Series, name: str, color: str) -> None:
    """One group: its band, its step curve, its censoring ticks and its median."""
    time = curve["time"].astype(float)
    band = pd.concat([curve["upper"], curve["lower"][::-1]]).astype(float)
    fig.add_trace(
        go.Scatter(
            x=pd.concat([time, time[::-1]]),
            y=band,
            fill="toself",
            fillcolor=color,
            opacity=0.12,
            line={"width": 0, "shape": "hv"},
            hoverinfo="skip",
            showlegend=False,
            legendgroup=name,
        )
    )
    found = pd.notna(median["median"])
    label = (
        f"{name} · median {span_text(median['median'])}"
        if found
        else f"{name} · median beyond {span_text(time.max())}"
    )
    fig.add_trace(
        go.Scatter(
            x=time,
            y=curve["survival"].astype(float),
            mode="lines",
            line={"shape": "hv", "color": color, "width": 2},
            name=f"{label} (n={number(int(median['lawsuits']))})",
            legendgroup=name,
            customdata=curve["at_risk"].astype(float),
            hovertemplate=(
                f"<b>{html.escape(name)}</b><br>day %{{x:,.0f}}: %{{y:.0%}} still waiting"
                "<br>%{customdata:,.0f} at risk<extra></extra>"
            ),
        )
    )
    censored = curve[curve["censored"].astype(float) > 0]
    if len(censored):
        fig.add_trace(
            go.Scatter(
                x=censored["time"].astype(float),
                y=censored["survival"].astype(float),
                mode="markers",
                marker={
                    "symbol": "line-ns-open",
                    "size": 8,
                    "color": color,
                    "line": {"width": 1.5},
                },
                showlegend=False,
                legendgroup=name,
                customdata=censored["censored"].astype(float),
                hovertemplate=(
                    f"<b>{html.escape(name)}</b><br>day %{{x:,.0f}}: %{{customdata:,.0f}} "
                    "censored (still waiting when last seen)<extra></extra>"
                ),
            )
        )
    if found:
        fig.add_trace(
            go.Scatter(
                x=[float(median["median"])],
                y=[0.5],
                mode="markers",
                marker={
                    "symbol": "diamond",
                    "size": 11,
                    "color": color,
                    "line": {"width": 1, "color": "white"},
                },
                showlegend=False,
                legendgroup=name,
                hovertemplate=(
                    f"<b>{html.escape(name)}</b><br>median {span_text(median['median'])}"
                    f" ({_interval(median)})<extra></extra>"
                ),
            )
        )


def _interval(median: pd.Series) -> str:
    lower, upper = median["lower"], median["upper"]
    low = span_text(lower) if pd.notna(lower) else "?"
    high = span_text(upper) if pd.notna(upper) else "beyond the data"
    return f"95 % CI {low} to {high}"


def _references(reference: Mapping[str, float] | None) -> dict[str, float]:
    """``reference`` checked: label -> a positive number of days."""
    if reference is None:
        return {}
    if not isinstance(reference, Mapping):
        raise InvalidInput(
            f"reference must map a label to a number of days, e.g. {{'CNJ 2024': 852}}; "
            f"got {type(reference).__name__}"
        )
    for label, days in reference.items():
        if isinstance(days, bool) or not isinstance(days, (int, float)) or not days > 0:
            raise InvalidInput(
                f"reference {label!r} must be a positive number of days; got {days!r}"
            )
    return {str(label): float(days) for label, days in reference.items()}
