"""The durations form: pick two milestones, a grouping and filters; see medians and curves."""

from __future__ import annotations

import os
from typing import Any

import ipywidgets as w
import pandas as pd

from lawkit import events, plots
from lawkit.events.lawsuit_milestones import INSTANTS
from lawkit.events.readers import Portfolio
from lawkit.tidy import Bundle
from lawkit.widgets._base import Form, action
from lawkit.widgets._portfolios import Filters, per_lawsuit

#: Groupings offered (those the milestones have): label -> the column grouped by (None: all).
GROUPINGS = {"court": "court", "class": "class", "year": "year", "unit": "unit", "all": None}
#: Columns a filter is offered for.
FILTERS = ("court", "year")


class DurationsForm(Form):
    """Days from one milestone to another per group, censored, of a portfolio: nothing is sent.

    Changing a milestone, the grouping or a filter redraws at once: the medians with their 95 %
    intervals (:func:`lawkit.events.medians`) and the Kaplan-Meier curves
    (:func:`lawkit.plots.survival`) of :func:`lawkit.events.durations` as of ``as_of``. Given a
    Bundle, a dataset's directory or a :func:`lawkit.events.portfolio`, the form reads
    :func:`lawkit.events.milestones` once (one row per lawsuit, in SQL, with its first-instance
    ``unit``); a change measures those rows again, it never reads the steps again.

    Attributes:
        milestones: the per-lawsuit rows measured.
        start, end: ``Dropdown`` widgets of the milestones; ``by`` a ``ToggleButtons`` of the
            groupings; ``filters``: a ``Dropdown`` per column of :data:`FILTERS`.
        durations, medians: the tables of the last draw; ``figures`` its chart
            (``{"survival": ...}``).
    """

    title = "How long it takes"

    def __init__(
        self,
        milestones: pd.DataFrame | Bundle | str | os.PathLike | Portfolio,
        *,
        start: str = "filed_at",
        end: str = "first_judgment_at",
        as_of: Any = None,
    ) -> None:
        """Build the form and draw.

        Args:
            milestones: what :func:`lawkit.events.milestones` returned, or a Bundle, the
                directory of a Parquet dataset or a :func:`lawkit.events.portfolio`, whose
                milestones the form reads once.
            start, end: the milestones the dropdowns start at.
            as_of: the instant the data is complete up to (``client.now``), as
                :func:`lawkit.events.durations` takes it; ``None`` censors each lawsuit at its
                last event.

        Raises:
            lawkit.InvalidInput: ``milestones`` is a path that is not a dataset, or something
                that is neither a frame nor a source (a frame's faults are shown as messages).
        """
        super().__init__(client=None)
        self.milestones, _ = per_lawsuit(milestones, events.milestones, "DurationsForm")
        self.as_of = as_of
        self.start = w.Dropdown(options=list(INSTANTS), value=start, description="from")
        self.end = w.Dropdown(options=list(INSTANTS), value=end, description="to")
        usable = [label for label, column in GROUPINGS.items()
                  if column is None or column in self.milestones]  # fmt: skip
        self.by = w.ToggleButtons(options=usable, description="by")
        self.filters = Filters(self.milestones, FILTERS)
        self.durations = pd.DataFrame()
        self.medians = pd.DataFrame()
        self.figures: dict[str, Any] = {}
        for widget in (self.start, self.end, self.by):
            widget.observe(self._draw, names="value")
        self.filters.observe(self._draw)
        self._layout(w.HBox([self.start, self.end]), self.by, self.filters.row)
        self._draw()

    @action
    def _draw(self) -> None:
        key = GROUPINGS[self.by.value]
        kept = self.filters.kept(self.milestones)
        self.durations = events.durations(kept, self.start.value, self.end.value,
                                          as_of=self.as_of)  # fmt: skip
        self.medians = events.medians(self.durations, by=key)
        observed = int(self.medians["observed"].sum())
        self.say(
            f"{plots.number(len(kept))} lawsuits{self.filters.said()}, "
            f"{plots.number(observed)} of them reached {self.end.value}; "
            f"{plots.number(len(self.medians))} groups by {self.by.value}.",
            "success" if observed else "warning",
        )
        shown = self.medians.assign(
            **{
                name: self.medians[name].map(plots.span_text)
                for name in ("median", "lower", "upper")
            }
        )
        self.show(shown.set_index(key) if key else shown, "Median days (95 % interval)")
        title = f"{self.start.value} to {self.end.value}"
        self.figures = {"survival": plots.survival(self.durations, by=key, title=title)}
        self.show(self.figures["survival"])
