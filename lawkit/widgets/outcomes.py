"""The who-won forms: the rates per grouping, filters and ``min_n`` (:class:`OutcomeForm`), and
the check of a sample of judgments by an analyst (:class:`SampleCheckForm`)."""

from __future__ import annotations

import html
import os
from typing import Any

import ipywidgets as w
import pandas as pd

from lawkit import events, plots
from lawkit.errors import InvalidInput
from lawkit.events.readers import Portfolio
from lawkit.tidy import Bundle
from lawkit.widgets._base import Form, action
from lawkit.widgets._portfolios import Filters, per_lawsuit

#: Groupings offered when none are given (those whose columns the frame has): label -> the
#: columns grouped by.
GROUPINGS = {
    "court": ("court",),
    "class": ("class",),
    "unit": ("unit",),
    "court and class": ("court", "class"),
}
#: Columns a filter is offered for (when the frame has them).
FILTERS = ("court", "year")
#: The columns of the rates table shown: the denominators and the rates (as percentages).
SHOWN = ("n_first", "full_win", "any_win", "settled_share", "dismissed_share", "n_appeals",
         "appeal_success", "appeal_not_heard")  # fmt: skip
_SHARES = ("full_win", "any_win", "settled_share", "dismissed_share", "appeal_success")


class OutcomeForm(Form):
    """Outcome rates per group, of a frame already fetched or of a portfolio: nothing is sent.

    Changing the grouping, a filter or ``min_n`` redraws at once: the rates
    (:func:`lawkit.events.rates`, shares with their Wilson 95 % intervals, a group under
    ``min_n`` counted but given no rate), who won at first instance (:func:`lawkit.plots.outcomes`)
    and what appeals did (:func:`lawkit.plots.reform`). Given a Bundle, a dataset's directory or
    a :func:`lawkit.events.portfolio`, the form reads :func:`lawkit.events.results` once (with
    each lawsuit's first-instance ``unit``); a change rates those per-lawsuit rows again, it
    never reads the steps again.

    Attributes:
        frame: the frame rated (:func:`lawkit.events.results` or :func:`lawkit.events.outcomes`).
        by: a ``ToggleButtons`` of the groupings; ``min_n`` an ``IntSlider`` (1 to 50);
            ``filters``: a ``Dropdown`` per column of :data:`FILTERS` the frame has
            (``filters["court"]``), each keeping one value or all.
        rates: the rates table of the last draw; ``figures`` its charts
            (``{"outcomes": ..., "reform": ...}``).
    """

    title = "Who won"

    def __init__(
        self,
        frame: pd.DataFrame | Bundle | str | os.PathLike | Portfolio,
        *,
        groupings: dict[str, tuple[str, ...]] | None = None,
        min_n: int = 10,
    ) -> None:
        """Build the form and draw the first grouping.

        Args:
            frame: what :func:`lawkit.events.results` (one row per lawsuit) or
                :func:`lawkit.events.outcomes` (one per judged event) returned; or a Bundle,
                the directory of a Parquet dataset or a :func:`lawkit.events.portfolio`, whose
                results the form reads once.
            groupings: label -> columns of ``frame`` (default :data:`GROUPINGS`, those whose
                columns ``frame`` has). Group by judge or lawyer only as
                ``lawkit/events/README.md`` says (LGPD).
            min_n: the ``min_n`` the slider starts at.

        Raises:
            lawkit.InvalidInput: ``frame`` is a path that is not a dataset, or something that is
                neither a frame nor a source (a frame's faults are shown as messages).
        """
        super().__init__(client=None)
        self.frame, _ = per_lawsuit(frame, events.results, "OutcomeForm")
        frame = self.frame
        options = GROUPINGS if groupings is None else groupings
        usable = {label: list(columns) for label, columns in options.items()
                  if all(column in frame for column in columns)}  # fmt: skip
        self._groupings = usable or {"all": []}
        self.by = w.ToggleButtons(options=list(self._groupings), description="by")
        self.min_n = w.IntSlider(value=min_n, min=1, max=50, description="min_n",
                                 continuous_update=False)  # fmt: skip
        self.filters = Filters(frame, FILTERS)
        self.rates = pd.DataFrame()
        self.figures: dict[str, Any] = {}
        self.by.observe(self._draw, names="value")
        self.min_n.observe(self._draw, names="value")
        self.filters.observe(self._draw)
        self._layout(w.HBox([self.by, self.min_n]), self.filters.row)
        self._draw()

    @action
    def _draw(self) -> None:
        keys = self._groupings[self.by.value] or None
        min_n = self.min_n.value
        self.rates = events.rates(self.filters.kept(self.frame), by=keys, min_n=min_n)
        rated = self.rates["n_first"].ge(min_n) | self.rates["n_appeals"].ge(min_n)
        self.say(
            f"{plots.number(len(self.rates))} groups by {self.by.value}{self.filters.said()}, "
            f"{plots.number(int(rated.sum()))} with at least {min_n} outcomes to rate.",
            "success" if rated.any() else "warning",
        )
        self.show(_readable(self.rates, keys or []), "Rates (95 % Wilson intervals)")
        self.figures = {
            "outcomes": plots.outcomes(self.rates, by=keys, min_n=min_n),
            "reform": plots.reform(self.rates, by=keys),
        }
        self.show(self.figures["outcomes"])
        self.show(self.figures["reform"])


def _readable(rates: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """The group columns and :data:`SHOWN`, shares as ``"28% (25-31%)"`` with their interval
    when they have one (empty under ``min_n``)."""
    table = rates[[*keys, *SHOWN]].copy()
    for column in _SHARES:
        share = rates[column].astype(object)
        text = share.map(lambda value: "" if pd.isna(value) else f"{value:.0%}")
        if f"{column}_low" in rates:
            limits = (
                rates[f"{column}_low"]
                .map("{:.0%}".format)
                .str.cat(rates[f"{column}_high"].map("{:.0%}".format), sep="-")
            )
            text = text.where(share.isna(), text + " (" + limits + ")")
        table[column] = text
    return table.set_index(keys) if keys else table


class SampleCheckForm(Form):
    """Check the outcomes on your own data: one judgment of a seeded sample at a time, the
    words that decided highlighted; confirm or correct it. Each verdict is kept at once beside
    the data (:func:`lawkit.events.checks.record`), counted by :func:`lawkit.events.outcomes`,
    ``results`` and ``rates``, and the classifier's accuracy on the analyst's judgments is
    shown with its Wilson 95 % interval. Nothing is sent.

    Attributes:
        checks: the sample (:func:`lawkit.events.checks.sample`) with the analyst's
            ``checked`` outcome (missing until checked).
        at: the position of the judgment shown.
        choice: a ``Dropdown`` of the 13 outcomes, at the one read; ``confirm``, ``correct``,
            ``back`` and ``skip`` its buttons.
        path: the corrections file.
        accuracy: the last :func:`lawkit.events.checks.accuracy`.
    """

    title = "Check the outcomes on a sample"

    def __init__(
        self,
        source: Any,
        *,
        where: str | os.PathLike | None = None,
        n: int = 20,
        seed: int = 0,
    ) -> None:
        """Draw the sample and show its first judgment.

        Args:
            source: a :class:`lawkit.tidy.Bundle` or the directory of its Parquet dataset.
            where: where the corrections are kept: by default the dataset's directory (its
                ``outcome_corrections.csv``); for a bundle in memory, a CSV path (required).
            n: how many judgments to draw; ``seed``: the random seed (the same sample again).

        Raises:
            lawkit.InvalidInput: a bundle in memory without ``where``, or as
                :func:`lawkit.events.checks.sample`.
        """
        super().__init__(client=None)
        if where is None:
            if not isinstance(source, (str, os.PathLike)):
                raise InvalidInput(
                    "where must name the CSV the corrections are kept in for a bundle in memory "
                    "(a dataset keeps them in its directory)"
                )
            where = source
        self.checks = events.checks.sample(source, n=n, seed=seed)
        self.checks["checked"] = pd.Series(None, index=self.checks.index, dtype=object)
        self.path = events.checks.file_of(where)
        self.at = 0
        self.accuracy = events.checks.accuracy(self.checks)
        self.choice = w.Dropdown(options=list(events.OUTCOMES), description="outcome")
        self.confirm = w.Button(description="Confirm", button_style="success")
        self.correct = w.Button(description="Correct to the outcome chosen")
        self.back = w.Button(description="Back")
        self.skip = w.Button(description="Skip")
        self.confirm.on_click(lambda _: self.check(self._read()))
        self.correct.on_click(lambda _: self.check(self.choice.value))
        self.back.on_click(lambda _: self.go(self.at - 1))
        self.skip.on_click(lambda _: self.go(self.at + 1))
        self.judgment = w.HTML()
        self._layout(self.judgment, self.choice,
                     w.HBox([self.confirm, self.correct, self.back, self.skip]))  # fmt: skip
        self.go(0)

    def _read(self) -> str:
        return str(self.checks["outcome"].iloc[self.at])

    def check(self, outcome: str) -> None:
        """Record ``outcome`` as the analyst's for the judgment shown, keep it beside the data,
        and show the next one."""
        if outcome not in events.OUTCOMES:
            self.say(f"{outcome!r} is not an outcome; choose one of the 13", "error")
            return
        self.checks.iloc[self.at, self.checks.columns.get_loc("checked")] = outcome
        events.checks.record(self.checks.iloc[[self.at]], self.path)
        self.go(self.at + 1)

    def go(self, at: int) -> None:
        """Show the judgment at position ``at`` (kept within the sample) and the accuracy."""
        self.at = min(max(at, 0), len(self.checks) - 1) if len(self.checks) else 0
        self.accuracy = events.checks.accuracy(self.checks)
        self.judgment.value = _shown(self.checks, self.at) if len(self.checks) else ""
        if len(self.checks):
            checked = self.checks["checked"].iloc[self.at]
            self.choice.value = checked if pd.notna(checked) else self._read()
        self.notice.value = ""
        self.messages = []
        self.say(_accuracy_line(self.accuracy, len(self.checks), self.path),
                 "success" if self.accuracy["checked"] else "info")  # fmt: skip


#: Characters of a long text shown around the words that decided (or at its end).
CONTEXT = 700


def _shown(checks: pd.DataFrame, at: int) -> str:
    """The judgment at ``at`` as HTML: where it is from, the outcome read and its basis, and its
    title and text with the words that decided marked."""
    row = checks.iloc[at]
    head = (f"<b>{at + 1} of {len(checks)}</b> · {html.escape(str(row['cnj']))} · "
            f"{html.escape(str(row['court']))} · {html.escape(str(row['class']))} · "
            f"{row['timestamp']:%d/%m/%Y}")  # fmt: skip
    read = f"read <b>{html.escape(str(row['outcome']))}</b> ({html.escape(str(row['basis']))})"
    if pd.notna(row["checked"]):
        read += f"; checked <b>{html.escape(str(row['checked']))}</b>"
    parts = []
    for part in ("title", "text"):
        if isinstance(row[part], str):
            marked = pd.notna(row["part"]) and pd.notna(row["start"]) and row["part"] == part
            span = (int(row["start"]), int(row["end"])) if marked else None
            parts.append(f"<p><i>{part}</i>: {_marked(row[part], span)}</p>")
    return f"<div>{head}<br>{read}{''.join(parts)}</div>"


def _marked(text: str, span: tuple[int, int] | None) -> str:
    """``text`` escaped, the ``span`` marked, a long one cut to :data:`CONTEXT` characters
    around it (or its end)."""
    start, end = span if span is not None else (len(text), len(text))
    left = max(0, start - CONTEXT)
    right = min(len(text), max(end + CONTEXT, left + 2 * CONTEXT))
    pieces = ["… " if left else "", html.escape(text[left:start])]
    if span is not None:
        pieces.append(f"<mark>{html.escape(text[start:end])}</mark>")
    pieces += [html.escape(text[end:right]), " …" if right < len(text) else ""]
    return "".join(pieces)


def _accuracy_line(found: pd.Series, size: int, path: Any) -> str:
    """The form's message: how many checked, the accuracy and its interval, where kept."""
    if not found["checked"]:
        return f"0 of {size} checked; corrections are kept in {path}."
    return (f"{int(found['checked'])} of {size} checked: {int(found['right'])} right, accuracy "
            f"{found['accuracy']:.0%} (95 % Wilson {found['low']:.0%}-{found['high']:.0%}); "
            f"corrections kept in {path}.")  # fmt: skip
