"""The who-won form: pick the grouping and ``min_n``, see the rates and the outcome charts."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pandas as pd

from lawkit import events, plots
from lawkit.widgets._base import Form, action

#: Groupings offered when none are given: label -> the columns grouped by.
GROUPINGS = {"court": ("court",), "class": ("class",), "court and class": ("court", "class")}
#: The columns of the rates table shown: the denominators and the rates (as percentages).
SHOWN = ("n_first", "full_win", "any_win", "settled_share", "dismissed_share", "n_appeals",
         "appeal_success", "appeal_not_heard")  # fmt: skip
_SHARES = ("full_win", "any_win", "settled_share", "dismissed_share", "appeal_success")


class OutcomeForm(Form):
    """Outcome rates of a frame already fetched, per group: nothing is sent.

    Changing the grouping or ``min_n`` redraws at once: the rates
    (:func:`lawkit.events.rates`, shares with their Wilson 95 % intervals, a group under
    ``min_n`` counted but given no rate), who won at first instance (:func:`lawkit.plots.outcomes`)
    and what appeals did (:func:`lawkit.plots.reform`).

    Attributes:
        frame: the frame rated (:func:`lawkit.events.results` or :func:`lawkit.events.outcomes`).
        by: a ``ToggleButtons`` of the groupings; ``min_n`` an ``IntSlider`` (1 to 50).
        rates: the rates table of the last draw; ``figures`` its charts
            (``{"outcomes": ..., "reform": ...}``).
    """

    title = "Who won"

    def __init__(
        self,
        frame: pd.DataFrame,
        *,
        groupings: dict[str, tuple[str, ...]] | None = None,
        min_n: int = 10,
    ) -> None:
        """Build the form and draw the first grouping.

        Args:
            frame: what :func:`lawkit.events.results` (one row per lawsuit) or
                :func:`lawkit.events.outcomes` (one per judged event) returned.
            groupings: label -> columns of ``frame`` (default :data:`GROUPINGS`, those whose
                columns ``frame`` has). Group by judge or lawyer only as
                ``lawkit/events/README.md`` says (LGPD).
            min_n: the ``min_n`` the slider starts at.
        """
        super().__init__(client=None)
        self.frame = frame
        options = GROUPINGS if groupings is None else groupings
        usable = {label: list(columns) for label, columns in options.items()
                  if all(column in frame for column in columns)}  # fmt: skip
        self._groupings = usable or {"all": []}
        self.by = w.ToggleButtons(options=list(self._groupings), description="by")
        self.min_n = w.IntSlider(value=min_n, min=1, max=50, description="min_n",
                                 continuous_update=False)  # fmt: skip
        self.rates = pd.DataFrame()
        self.figures: dict[str, Any] = {}
        self.by.observe(self._draw, names="value")
        self.min_n.observe(self._draw, names="value")
        self._layout(w.HBox([self.by, self.min_n]))
        self._draw()

    @action
    def _draw(self) -> None:
        keys = self._groupings[self.by.value] or None
        min_n = self.min_n.value
        self.rates = events.rates(self.frame, by=keys, min_n=min_n)
        rated = self.rates["n_first"].ge(min_n) | self.rates["n_appeals"].ge(min_n)
        self.say(
            f"{plots.number(len(self.rates))} groups by {self.by.value}, "
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
