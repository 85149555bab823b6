"""Shared pieces of the charts: words, number and date formats, checks and the empty figure.

The charts speak one language, English, as the reports do: titles, axes, legends and hovers
say what a code of the tables means in words (:func:`words`: ``partly granted``, not
``partly_granted``; ``plaintiff``, not ``active``), while the data's own names (classes,
court units, step texts) are shown as the source gives them, and court acronyms in capitals.
Numbers are written as a Brazilian analyst writes them, in the text, the hovers and plotly's
own axes alike: ``R$ 22.958,69``, ``1.234``, ``45,6%``; dates dd/mm/yyyy, in Brasília time
(where the courts are); durations in whole days, or years and months (:func:`span_text`).
"""

from __future__ import annotations

import datetime as dt
import html
import math
import re
import textwrap
from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from lawkit.errors import InvalidInput

#: Zone the charts show times in (where the courts and most users are).
TIMEZONE = "America/Sao_Paulo"
#: Dates and times day first, as the courts write them (strftime and plotly/d3 use the same codes).
DATE = "%d/%m/%Y"
DATETIME = "%d/%m/%Y %H:%M"
#: An instant to the second (hover of response times, which are seconds apart).
INSTANT = "%d/%m/%Y %H:%M:%S"
#: Date axis labels distinct between ticks at any span and zoom, from milliseconds to decades.
#: plotly formats with the first stop whose range (in ms, or "M<months>") holds the tick step,
#: both ends included, hence coarse to fine. Text after "\n" is a second line plotly writes
#: under the first tick and where it changes (the day under times, the year under days); %f is
#: plotly's fraction of a second without trailing zeros. Steps of 2 h or more can span days, so
#: their ticks carry the day.
TIME_TICKS = (
    {"dtickrange": ["M12", None], "value": "%Y"},
    {"dtickrange": ["M1", "M12"], "value": "%m/%Y"},
    {"dtickrange": [86_400_000, "M1"], "value": "%d/%m\n%Y"},
    {"dtickrange": [7_200_000, 86_400_000], "value": "%d/%m %H:%M\n%Y"},
    {"dtickrange": [60_000, 7_200_000], "value": "%H:%M\n" + DATE},
    {"dtickrange": [1_000, 60_000], "value": "%H:%M:%S\n" + DATE},
    {"dtickrange": [None, 1_000], "value": "%H:%M:%S.%f\n" + DATE},
)
#: plotly ``layout.separators``: decimal comma, thousands dot ("1.234,56"), as :func:`number`.
SEPARATORS = ",."
#: What a missing value is shown as.
MISSING = "—"
#: One colour per request status, the same in every chart.
STATUS_COLORS = {
    "success": "#2e7d32",
    "warning": "#f9a825",
    "error": "#c62828",
    "pending": "#78909c",
}
#: One colour per event class (lawkit.events.CLASSES), the same in every chart: milestones in
#: strong colours (filing blue, judgment red, res judicata green, archived slate), what moves a
#: case in warm ones, clerical traffic in greys.
EVENT_COLORS = {
    "filing": "#1565c0",
    "notice": "#4fa3d1",
    "petition": "#8a9ba8",
    "conclusion": "#b0a48a",
    "order": "#8d6e63",
    "decision": "#ef6c00",
    "judgment": "#c62828",
    "hearing": "#7b1fa2",
    "appeal": "#d81b60",
    "publication": "#9e9d24",
    "res_judicata": "#2e7d32",
    "archived": "#37474f",
    "transfer": "#a1887f",
    "other": "#bdbdbd",
}
#: The words the charts write for the tables' codes (outcomes, event classes, milestones,
#: poles) where the code itself does not read as words; any other code in snake_case reads with
#: spaces (:func:`words`).
WORDS = {
    "dismissed": "dismissed without merits",
    "active": "plaintiff",
    "passive": "defendant",
    "filed_at": "filing",
    "archived_at": "archiving",
}
_CODE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
#: Longest step text shown in a hover before it is cut with "…".
TEXT_LIMIT = 300


def words(value: Any) -> str:
    """What a code of the tables says, in words: ``"partly_granted"`` -> ``"partly granted"``,
    ``"dismissed"`` -> ``"dismissed without merits"``, ``"active"`` -> ``"plaintiff"``,
    ``"first_judgment_at"`` -> ``"first judgment"``; any other value as text, unchanged (a
    court, a class, a unit)."""
    text = str(value)
    if text in WORDS:
        return WORDS[text]
    if _CODE.fullmatch(text):
        return text.removesuffix("_at").replace("_", " ")
    return text


def _brazilian(text: str) -> str:
    """``1,234.5`` (Python's separators) written the Brazilian way: ``1.234,5``."""
    return text.translate(_SWAP)


_SWAP = str.maketrans(",.", ".,")


def brl(value: Any) -> str:
    """An amount of money in Brazilian reais: ``22958.69`` -> ``"R$ 22.958,69"``.

    Rounds half up to cents (``0.005`` -> ``"R$ 0,01"``); negative amounts read
    ``"-R$ 10,00"``, and an amount that rounds to zero has no sign. Missing, non-finite or
    non-numeric values give :data:`MISSING`.
    """
    amount = _decimal(value)
    if amount is None:
        return MISSING
    cents = amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    sign = "-" if cents < 0 else ""
    return f"{sign}R$ {_brazilian(f'{abs(cents):,.2f}')}"


def number(value: Any) -> str:
    """A whole count with thousands dots: ``12345`` -> ``"12.345"``."""
    amount = _decimal(value)
    if amount is None:
        return MISSING
    rounded = amount.quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return _brazilian(f"{rounded or Decimal(0):,}")  # no "-0"


def percent(share: float) -> str:
    """A share as a percentage with one decimal: ``0.125`` -> ``"12,5%"``."""
    return _brazilian(f"{share:.1%}")


def _decimal(value: Any) -> Decimal | None:
    if value is None or value is pd.NA or isinstance(value, bool):
        return None
    if isinstance(value, float) and not math.isfinite(value):
        return None
    try:
        amount = Decimal(str(value))
    except (InvalidOperation, ValueError):
        return None
    return amount if amount.is_finite() else None


def local_times(values: pd.Series) -> pd.Series:
    """Timestamps as naive wall-clock times of :data:`TIMEZONE` (what the axes show).

    Aware values are converted; naive ones (calendar dates) are kept as they are.
    """
    values = pd.to_datetime(values)
    if getattr(values.dt, "tz", None) is not None:
        values = values.dt.tz_convert(TIMEZONE).dt.tz_localize(None)
    return values


def date_text(values: pd.Series, fmt: str = DATE) -> pd.Series:
    """Timestamps as ``dd/mm/yyyy`` text in :data:`TIMEZONE` (:data:`MISSING` for NaT)."""
    text = local_times(values).dt.strftime(fmt)
    return text.astype(object).where(text.notna(), MISSING)


#: Days in a month on average (365.25 / 12), to give durations in years and months.
MONTH_DAYS = 30.4375


def span_text(days: float) -> str:
    """A duration in days as people say it, in whole days: ``"2 y 4 m (852 d)"``; under two
    months, ``"45 d"``; :data:`MISSING` for a missing one (a median never reached)."""
    if pd.isna(days):
        return MISSING
    if days < 2 * MONTH_DAYS:
        return f"{number(round(days))} d"
    years, months = divmod(round(days / MONTH_DAYS), 12)
    said = " ".join(
        part for part in (f"{years} y" if years else "", f"{months} m" if months else "") if part
    )
    return f"{said} ({number(round(days))} d)"


def event_label(stamps: pd.Series, date_only: pd.Series) -> pd.Series:
    """When events happened as text: ``dd/mm/yyyy HH:MM``, or ``dd/mm/yyyy`` for a date only."""
    dated = date_only.fillna(False).to_numpy(dtype=bool)
    return date_text(stamps, DATETIME).where(~dated, date_text(stamps))


#: The hover of an event (its customdata is :func:`event_hover`'s).
EVENT_HOVER = (
    "<b>%{customdata[0]}</b> · %{customdata[1]}<br><b>%{customdata[2]}</b><br>%{customdata[3]}"
    "<br><i>%{customdata[4]}</i><extra></extra>"
)


def event_hover(frame: pd.DataFrame, limit: int = TEXT_LIMIT) -> list[list[str]]:
    """Per event of a ``timeline`` or ``since`` table of :mod:`lawkit.events`: when, its class
    and detail (``hearing (held)``), title, text (cut at ``limit``) and who reported it."""
    detail = frame["detail"].astype(object).where(frame["detail"].notna(), None)
    count = frame["sources"].astype("Int64").fillna(1)
    return pd.DataFrame(
        {
            "when": event_label(frame["timestamp"], frame["date_only"]),
            "class": [f"{name} ({what})" if what else str(name)
                      for name, what in zip(frame["event"].astype(str), detail, strict=True)],
            "title": frame["title"].map(lambda t: hover_text(t, limit)),
            "text": frame["text"].map(lambda t: hover_text(t, limit)),
            "reported": [f"reported by {origins.replace('+', ', ')}"
                         + (f" ({n} sources)" if n > 1 else "")
                         for origins, n in zip(frame["origins"].astype(str), count, strict=True)],
        }
    ).to_numpy().tolist()  # fmt: skip


def trim(text: Any, limit: int = TEXT_LIMIT) -> str:
    """``text`` with whitespace collapsed, cut at ``limit`` characters with "…" when longer."""
    if text is None or text is pd.NA or (isinstance(text, float) and math.isnan(text)):
        return ""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[:limit].rstrip() + "…"


def hover_text(text: Any, limit: int = TEXT_LIMIT, width: int = 80) -> str:
    """``text`` trimmed (see :func:`trim`), HTML-escaped and wrapped into hover lines."""
    return "<br>".join(textwrap.wrap(html.escape(trim(text, limit)), width))


def require(
    frame: Any, columns: Iterable[str], chart: str, table: str, package: str = "lawkit.tidy"
) -> pd.DataFrame:
    """``frame`` itself when it is a DataFrame holding ``columns``.

    Raises:
        InvalidInput: not a DataFrame, or columns missing; the message names the table (of
            ``package``) that has them.
    """
    if not isinstance(frame, pd.DataFrame):
        raise InvalidInput(
            f"{chart} takes a DataFrame (the {table} table of {package}), "
            f"got {type(frame).__name__}"
        )
    missing = [c for c in columns if c not in frame.columns]
    if missing:
        raise InvalidInput(
            f"{chart} needs the columns {', '.join(missing)} (the {table} table of "
            f"{package}); the frame has {', '.join(map(str, frame.columns)) or 'no columns'}"
        )
    return frame


def unpack(tables: Any, *names: str) -> list[Any] | None:
    """The named tables of a bundle-like object (``bundle.steps``, ...), or ``None`` when
    ``tables`` is not one (a DataFrame, say)."""
    if isinstance(tables, pd.DataFrame) or not all(hasattr(tables, n) for n in names):
        return None
    return [getattr(tables, n) for n in names]


def style(fig: go.Figure, title: str, subtitle: str = "", **layout: Any) -> go.Figure:
    """``fig`` with the common layout: title (and subtitle), separators, white theme."""
    text = title if not subtitle else f"{title}<br><sup>{subtitle}</sup>"
    fig.update_layout(
        title={"text": text, "x": 0.01, "xanchor": "left"},
        separators=SEPARATORS,
        template="plotly_white",
        hoverlabel={"align": "left"},
        **layout,
    )
    fig.update_xaxes(exponentformat="none")
    fig.update_yaxes(exponentformat="none")
    return fig


def empty_figure(title: str, message: str) -> go.Figure:
    """A figure with no data: its title and a centred note saying why it is empty."""
    fig = style(go.Figure(), title)
    fig.add_annotation(
        text=html.escape(message),
        x=0.5,
        y=0.5,
        xref="paper",
        yref="paper",
        showarrow=False,
        font={"size": 14, "color": "#607d8b"},
    )
    fig.update_xaxes(visible=False)
    fig.update_yaxes(visible=False)
    return fig


#: Line labels closer than this share of the axis are put on separate lines.
CROWDED = 0.08


def label_lines(
    fig: go.Figure, lines: Iterable[tuple[Any, str, str]], low: Any, high: Any, dash: str = "dot"
) -> None:
    """Vertical lines across the plot, each ``(x, label, colour)``, labelled above it; labels
    closer than :data:`CROWDED` of the axis span ``low``..``high`` are put on separate lines,
    and the top margin leaves room for them under the title."""

    def position(x: Any) -> float:
        return float(pd.Timestamp(x).value) if isinstance(x, (pd.Timestamp, dt.datetime)) else x

    span = (position(high) - position(low)) or 1.0
    level, previous, highest = 0, None, 0
    for x, label, color in sorted(lines, key=lambda line: position(line[0])):
        crowded = previous is not None and (position(x) - previous) / span < CROWDED
        level, previous = (level + 1 if crowded else 0), position(x)
        highest = max(highest, level)
        fig.add_shape(type="line", x0=x, x1=x, y0=0, y1=1, yref="paper",
                      line={"color": color, "width": 1, "dash": dash})  # fmt: skip
        fig.add_annotation(x=x, y=1, yref="paper", yanchor="bottom", yshift=4 + 15 * level,
                           text=html.escape(label), showarrow=False,
                           font={"size": 11, "color": color})  # fmt: skip
    fig.update_layout(margin={"t": 140 + 15 * highest})


def plural(count: int, word: str, many: str | None = None) -> str:
    """``"1 lawsuit"``, ``"1,234 lawsuits"`` (``many`` when the plural is not ``word + "s"``)."""
    return f"{number(count)} {word if count == 1 else many or word + 's'}"
