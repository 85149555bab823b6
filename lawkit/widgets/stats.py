"""The statistics form: a date range, redrawn usage charts."""

from __future__ import annotations

import datetime as dt
from typing import Any

import ipywidgets as w

from lawkit import plots, tidy
from lawkit.widgets._base import Form, action

#: Days shown when the form opens (ending on the provider's today).
DEFAULT_DAYS = 30


class StatsForm(Form):
    """Usage statistics of a date range: requests per day by status (with bytes) and the
    breakdown by source/platform/search.

    **Draw** fetches the statistics of the range (nothing is sent when the range is empty or
    reversed) and draws both charts; changing ``kind`` or ``by`` redraws the breakdown without
    fetching. The breakdown draws the items with most requests on their own and sums the rest
    as "other" (:func:`lawkit.plots.status_breakdown`'s default ``top``).

    Attributes:
        start, end: the ``DatePicker`` widgets; ``kind`` a ``ToggleButtons`` (sunburst,
            treemap, bar); ``by`` a ``ToggleButtons`` of the finest level drawn (search,
            platform, source); ``draw`` the ``Button``.
        usage: the ``usage`` table of the last draw (:func:`lawkit.tidy.usage`).
        details: the ``usage_details`` table of the last draw.
        figures: the figures shown: ``{"usage": ..., "breakdown": ...}``.
    """

    title = "Usage statistics"

    def __init__(
        self, client: Any, *, start: dt.date | None = None, end: dt.date | None = None
    ) -> None:
        """Build the form (nothing is fetched until **Draw**).

        Args:
            client: a :class:`lawkit.Client`.
            start, end: the initial range (default: the last 30 days up to the provider's
                today, ``client.now``).
        """
        super().__init__(client)
        today = client.now.date()
        self.start = w.DatePicker(description="from", value=start or today - dt.timedelta(
            days=DEFAULT_DAYS - 1))  # fmt: skip
        self.end = w.DatePicker(description="to", value=end or today)
        self.kind = w.ToggleButtons(options=["sunburst", "treemap", "bar"], value="sunburst",
                                    description="chart")  # fmt: skip
        self.by = w.ToggleButtons(options=["search", "platform", "source"], value="search",
                                  description="by")  # fmt: skip
        self.draw = w.Button(description="Draw", button_style="primary", icon="bar-chart")
        self.usage = tidy.contracts.empty("usage")
        self.details = tidy.contracts.empty("usage_details")
        self.figures: dict[str, Any] = {}
        self.draw.on_click(self._draw)
        self.kind.observe(self._redraw_breakdown, names="value")
        self.by.observe(self._redraw_breakdown, names="value")
        self._layout(w.HBox([self.start, self.end]), self.kind, w.HBox([self.by, self.draw]))

    @action
    def _draw(self) -> None:
        start, end = self.start.value, self.end.value
        if start is None or end is None:
            self.say("Pick both dates: from and to.", "error")
            return
        if start > end:
            self.say(f"The range is reversed: {start:%d/%m/%Y} is after {end:%d/%m/%Y}.", "error")
            return
        self.usage = tidy.usage(self.client.capture.stats_use(start, end))
        self.details = tidy.usage_details(self.client.capture.stats_details(start, end))
        total = int(self.usage["total"].sum())  # tidy.usage keeps the days asked for only
        self.say(
            f"{plots.number(total)} requests from {start:%d/%m/%Y} to {end:%d/%m/%Y}.",
            "success" if total else "info",
        )
        self.figures = {"usage": plots.usage_per_day(self.usage, start, end)}
        self.show(self.figures["usage"])
        self._show_breakdown()

    def _show_breakdown(self) -> None:
        self.figures["breakdown"] = plots.status_breakdown(
            self.details, self.kind.value, by=self.by.value
        )
        self.show(self.figures["breakdown"])

    def _redraw_breakdown(self, *_: Any) -> None:
        if "usage" not in self.figures:
            return
        self.output.outputs = ()
        self.shown = []
        self.show(self.figures["usage"])
        self._show_breakdown()
