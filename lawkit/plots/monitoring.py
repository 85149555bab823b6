"""Monitoring freshness: the last status and last response of every monitored instance."""

from __future__ import annotations

import datetime as dt
import html

import pandas as pd
import plotly.graph_objects as go

from lawkit.errors import InvalidInput
from lawkit.plots._format import (
    INSTANT,
    MISSING,
    STATUS_COLORS,
    TIME_TICKS,
    TIMEZONE,
    court_name,
    date_text,
    empty_figure,
    label_lines,
    local_times,
    plural,
    require,
    style,
)

_COLUMNS = ("cnj", "instance_id", "query", "query_label", "search", "last_status", "last_response",
            "disabled")  # fmt: skip
#: Units of an age (seconds in one, singular, plural), largest first.
_UNITS = ((86_400, "day", "days"), (3_600, "h", "h"), (60, "min", "min"), (1, "s", "s"))


def freshness(
    monitored: pd.DataFrame,
    now: dt.datetime | pd.Timestamp | str | None = None,
    *,
    title: str = "Monitoring freshness",
) -> go.Figure:
    """When each monitored instance last answered, and with what status.

    Args:
        monitored: a ``monitored`` table of :mod:`lawkit.tidy` built from info responses (list
            items have no instances and are left out; the subtitle counts them).
        now: the reference instant (e.g. the sandbox clock; naive means UTC): drawn as a dotted
            line labelled "reference", and the hover says how long before it each response
            came. Default: no reference.
        title: the chart title.

    Returns:
        One marker per instance (x: last response in America/Sao_Paulo time, y: CNJ · court ·
        query, in CNJ order), coloured by last status; disabled instances are hollow. The x
        ticks stay distinct whether the responses are seconds or years apart (times to the
        second or the minute with the day below, days, months or years). Hover shows
        dd/mm/yyyy HH:MM:SS and, with ``now``, the age ("3 min before the reference").
        Instances that never answered (pending) are counted in the subtitle.

    Raises:
        InvalidInput: ``now`` is not readable as an instant.
    """
    frame = require(monitored, _COLUMNS, "freshness", "monitored")
    listed = frame[frame["instance_id"].notna()]
    instances = listed[listed["last_response"].notna()]
    without = frame.loc[frame["instance_id"].isna(), "cnj"].nunique()
    waiting = len(listed) - len(instances)
    notes = [
        f"{plural(without, 'lawsuit')} without instance info" if without else "",
        f"{plural(waiting, 'instance')} not answered yet" if waiting else "",
    ]
    note = " · ".join(n for n in notes if n)
    if instances.empty:
        return empty_figure(title, note or "No monitored instances")
    instances = instances.assign(row=_rows(instances)).sort_values(["cnj", "row"])
    reference = _utc(now)
    subtitle = " · ".join(
        part
        for part in (
            plural(instances["cnj"].nunique(), "lawsuit"),
            plural(len(instances), "instance"),
            f"reference {reference.tz_convert(TIMEZONE).strftime(INSTANT)}"
            if reference is not None
            else "",
            note,
        )
        if part
    )
    fig = style(go.Figure(), title, subtitle, hovermode="closest")
    statuses = instances["last_status"].astype("string").fillna("unknown")
    for status in list(dict.fromkeys(statuses)):
        part = instances[statuses == status]
        disabled = part["disabled"].fillna(False).astype(bool)
        custom = pd.DataFrame(
            {
                "when": date_text(part["last_response"], INSTANT),
                "age": _ages(part["last_response"], reference),
                "disabled": disabled.map({True: "yes", False: "no"}),
                "row": part["row"].map(html.escape),
            }
        )
        color = STATUS_COLORS.get(status, "#455a64")
        fig.add_trace(
            go.Scatter(
                x=local_times(part["last_response"]),
                y=part["row"],
                mode="markers",
                name=status,
                marker={
                    "size": 12,
                    "color": [("white" if d else color) for d in disabled],
                    "line": {"color": color, "width": 2},
                    "symbol": "circle",
                },
                customdata=custom.to_numpy(),
                hovertemplate=(
                    "%{customdata[3]}<br>last response: %{customdata[0]}%{customdata[1]}"
                    f"<br>last status: {html.escape(status)}<br>disabled: %{{customdata[2]}}"
                    "<extra></extra>"
                ),
            )
        )
    if reference is not None:
        at = reference.tz_convert(TIMEZONE).tz_localize(None)
        times = local_times(instances["last_response"])
        label_lines(fig, [(at, "reference", "#455a64")], min(times.min(), at), max(times.max(), at))
    fig.update_xaxes(title_text="last response (America/Sao_Paulo)", tickformatstops=TIME_TICKS)
    fig.update_yaxes(title_text="lawsuit · court · query", automargin=True, autorange="reversed",
                     categoryorder="array", categoryarray=list(instances["row"]))  # fmt: skip
    fig.update_layout(
        height=max(300, 180 + 36 * len(instances)), legend={"title": {"text": "last status"}}
    )
    return fig


def _rows(instances: pd.DataFrame) -> pd.Series:
    """``CNJ · court · query label`` per instance (the court in capitals), made unique with the
    instance id's start."""
    query = instances["query_label"].astype("string").fillna(instances["query"].astype("string"))
    rows = (
        instances["cnj"].astype("string")
        + " · "
        + instances["search"].map(court_name, na_action="ignore").astype("string").fillna("?")
        + " · "
        + query.fillna("?")
    )
    repeated = rows.duplicated(keep=False)
    short = instances["instance_id"].astype("string").str[:8]
    return rows.where(~repeated, rows + " [" + short + "]")


def _utc(now: dt.datetime | pd.Timestamp | str | None) -> pd.Timestamp | None:
    if now is None:
        return None
    try:
        stamp = pd.Timestamp(now)
    except (TypeError, ValueError):
        stamp = pd.NaT
    if pd.isna(stamp):
        raise InvalidInput(
            f"now {now!r} is not an instant; give a datetime, a pandas Timestamp or ISO 8601 "
            "text (naive means UTC), or None for no reference"
        )
    return stamp.tz_localize("UTC") if stamp.tzinfo is None else stamp.tz_convert("UTC")


def _ages(times: pd.Series, reference: pd.Timestamp | None) -> pd.Series:
    """`` (3 min before the reference)``-style suffixes; empty without a reference."""
    if reference is None:
        return pd.Series("", index=times.index)

    def say(value: pd.Timestamp) -> str:
        if pd.isna(value):
            return f" {MISSING}"
        seconds = (reference - value).total_seconds()
        side = "before" if seconds >= 0 else "after"
        return f" ({_duration(abs(seconds))} {side} the reference)"

    return times.map(say)


def _duration(seconds: float) -> str:
    """``"45 s"``, ``"90 min"``, ``"5 h"``, ``"3 days"``: in the largest unit it holds twice."""
    if seconds < 1:
        return "under 1 s"
    size, one, many = next((unit for unit in _UNITS if seconds >= 2 * unit[0]), _UNITS[-1])
    return plural(round(seconds / size), one, many)
