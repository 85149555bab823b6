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
import functools
import html
import math
import re
import textwrap
from collections.abc import Iterable
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from lawkit import cnj
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


def court_name(name: Any, *, courts_only: bool = False) -> str:
    """A court as its acronym is written, in capitals: the provider's search ``"tjsp"`` ->
    ``"TJSP"``, ``"trepe"`` -> ``"TRE-PE"`` (the court table's spelling, :func:`lawkit.cnj.courts`);
    another name in capitals too, or as it is with ``courts_only`` (a platform: ``"esaj"``, but
    ``"stf"``, the court's own system, ``"STF"``)."""
    text = str(name)
    return _acronyms().get(text.replace("-", "").upper(), text if courts_only else text.upper())


@functools.cache
def _acronyms() -> dict[str, str]:
    return {court.acronym.replace("-", ""): court.acronym for court in cnj.courts()}


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


#: Pixels from the chart's top to the title, from there to the bottom of a title's first line
#: (and of a first subtitle line under it), of each further subtitle line, and between the title
#: and what is under it (the plot, or labels above the plot), as Chromium draws plotly's font.
_TITLE_TOP_PX, _TITLE_PX, _SUBTITLE_PX, _GAP_PX = 20, 18, 22, 14
#: Characters of a subtitle's line (~6.6 px each): a longer one is broken where it lists
#: (" · ", "; ", ", "), so that it fits a 700 px chart.
SUBTITLE_CHARS = 100
_SEPARATOR = re.compile(r"(?<= · )|(?<=; )|(?<=, )")
_TAG = re.compile(r"<[^>]*>")


def style(
    fig: go.Figure, title: str, subtitle: str = "", *, above: int = 0, **layout: Any
) -> go.Figure:
    """``fig`` with the common layout: separators, white theme, and the title at the top (its
    subtitle's long lines broken), the plot under it, ``above`` pixels lower (room for what is
    drawn between them: subplot titles, labels of lines).

    The top margin is counted here from the title's lines: plotly's ``title.automargin``
    misplaces the traces of subplots, and a multi-line title anchored at its bottom runs into
    the plot.
    """
    lines = [part for line in subtitle.split("<br>") for part in _broken(line)] if subtitle else []
    text = title if not lines else f"{title}<br><sup>{'<br>'.join(lines)}</sup>"
    bottom = _TITLE_TOP_PX + _TITLE_PX + _SUBTITLE_PX * max(len(lines) - 1, 0)
    fig.update_layout(
        title={"text": text, "x": 0.01, "xanchor": "left", "yref": "container", "y": 1,
               "yanchor": "top", "pad": {"t": _TITLE_TOP_PX}},
        margin={"t": bottom + _GAP_PX + above} | layout.pop("margin", {}),
        separators=SEPARATORS,
        template="plotly_white",
        hoverlabel={"align": "left"},
        **layout,
    )  # fmt: skip
    # The x ticks a little lower: the first one clears the y axis's lowest label ("0").
    fig.update_xaxes(exponentformat="none", ticklabelstandoff=6)
    fig.update_yaxes(exponentformat="none")
    return fig


def raise_title(fig: go.Figure, pixels: int) -> None:
    """Leave ``pixels`` more between ``fig``'s title and its plot (for labels drawn above the
    plot)."""
    fig.update_layout(margin_t=fig.layout.margin.t + pixels)


def _broken(line: str, limit: int = SUBTITLE_CHARS) -> list[str]:
    """``line`` in lines of at most ``limit`` characters shown (tags not counted), broken after
    its separators; a piece longer than ``limit`` stays whole."""
    found: list[str] = []
    for piece in _SEPARATOR.split(line):
        if found and len(_TAG.sub("", found[-1] + piece)) > limit:
            found[-1] = found[-1].rstrip(" ·;,") if found[-1].endswith(" · ") else found[-1]
            found.append(piece)
        elif found:
            found[-1] += piece
        else:
            found.append(piece)
    return [part.rstrip() for part in found]


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


#: Pixels of one entry of a vertical legend, and of its title.
LEGEND_ENTRY_PX, LEGEND_TITLE_PX = 20, 30
#: Width of the narrowest plot area labels are laid out for (a 700 px chart, less its margins):
#: labels placed apart at that width stay apart in any wider chart.
NARROWEST_PLOT_PX = 500
#: Pixels per character of an 11 px label (Open Sans, plotly's font, is ~0.55 em wide), and
#: between two levels of labels.
CHAR_PX, _LEVEL_PX = 6.5, 15


def legend_height(entries: int, margins: int) -> int:
    """The height a figure needs for a vertical legend of ``entries`` and its title to fit
    beside the plot (plotly gives a taller legend a scrollbar, hiding entries): ``margins`` are
    the pixels of the figure's top and bottom margins."""
    return margins + LEGEND_TITLE_PX + LEGEND_ENTRY_PX * entries


def levels(
    positions: Iterable[float], labels: Iterable[str], span: float, gap: float = 8.0
) -> list[int]:
    """A level (0, 1, 2, ...) for each label centred at ``positions`` on an axis ``span`` long,
    so that labels on one level never touch: each takes the lowest level where it keeps ``gap``
    pixels from the labels already there, in the :data:`NARROWEST_PLOT_PX`-wide plot (hence in
    any wider one)."""
    placed: list[list[tuple[float, float]]] = []
    found = []
    scale = NARROWEST_PLOT_PX / (span or 1.0)
    for position, label in zip(positions, labels, strict=True):
        middle, half = position * scale, (CHAR_PX * len(label) + gap) / 2
        level = next((k for k, taken in enumerate(placed)
                      if all(middle + half <= low or middle - half >= high
                             for low, high in taken)), len(placed))  # fmt: skip
        if level == len(placed):
            placed.append([])
        placed[level].append((middle - half, middle + half))
        found.append(level)
    return found


def axis_position(x: Any) -> float:
    """A value of a numeric or date axis as a number (dates as nanoseconds)."""
    return float(pd.Timestamp(x).value) if isinstance(x, (pd.Timestamp, dt.datetime)) else x


def label_lines(
    fig: go.Figure, lines: Iterable[tuple[Any, str, str]], low: Any, high: Any, dash: str = "dot"
) -> None:
    """Vertical lines across the plot, each ``(x, label, colour)``, labelled above it; a label
    that would touch another goes on a line of its own above (:func:`levels`), and the top
    margin leaves room for them under the title."""
    ordered = sorted(lines, key=lambda line: axis_position(line[0]))
    span = axis_position(high) - axis_position(low)
    placed = levels([axis_position(x) for x, _, _ in ordered], [label for _, label, _ in ordered],
                    span)  # fmt: skip
    shapes = [{"type": "line", "x0": x, "x1": x, "y0": 0, "y1": 1, "yref": "paper",
               "line": {"color": color, "width": 1, "dash": dash}}
              for x, _, color in ordered]  # fmt: skip
    notes = [{"x": x, "y": 1, "yref": "paper", "yanchor": "bottom",
              "yshift": 4 + _LEVEL_PX * level, "text": html.escape(label), "showarrow": False,
              "font": {"size": 11, "color": color}}
             for (x, label, color), level in zip(ordered, placed, strict=True)]  # fmt: skip
    fig.update_layout(shapes=[*fig.layout.shapes, *shapes],
                      annotations=[*fig.layout.annotations, *notes])  # fmt: skip
    if placed:
        raise_title(fig, 4 + _LEVEL_PX * (max(placed) + 1))


def plural(count: int, word: str, many: str | None = None) -> str:
    """``"1 lawsuit"``, ``"1.234 lawsuits"`` (``many`` when the plural is not ``word + "s"``)."""
    return f"{number(count)} {word if count == 1 else many or word + 's'}"
