"""Plotly charts of lawkit's tidy tables.

Each function takes tidy frames (the tables of :mod:`lawkit.tidy`, e.g. ``bundle.steps``) and
returns a :class:`plotly.graph_objects.Figure` that reads on its own: a title with a subtitle of
totals, axis titles, and hover text in one language, English like the reports, with the tables'
codes said in words (``partly granted``, ``res judicata``, ``plaintiff``: :func:`words`) and
court acronyms in capitals, and in the formats a Brazilian analyst reads (dates ``dd/mm/yyyy``
in America/Sao_Paulo time, money ``R$ 22.958,69``, counts ``1.234``, shares ``45,6%``, in the
text, the hovers and the axes' ticks; durations in whole days, or years and months); time axes
label their ticks distinctly at any span, from seconds to years. Each chart reads at the width
the HTML report and the PNG copies give it (no text overlapping or cut, no legend scrolling:
``tests/plots/test_plots_reading.py`` draws them in Chromium). An empty frame gives a figure
with a note saying there is nothing to show, never an exception; a frame missing a needed
column raises :class:`lawkit.InvalidInput` naming it, and so does a bad argument, saying what is
allowed.

- usage: :func:`usage_per_day` (``usage``/``consumption``), :func:`status_breakdown`
  (``usage_details``; sunburst, treemap or bars, down to source, platform or search, the
  items with most requests on their own and the rest summed as "other");
- one lawsuit: :func:`timeline` (``steps`` + ``parties`` + ``lawsuits``, or a bundle): its
  events (:mod:`lawkit.events`, each drawn once whichever sources reported it) coloured by
  class, milestones marked, each judgment labelled with its outcome;
- many lawsuits: :func:`portfolio` (2x2), or :func:`by_court_year`,
  :func:`time_since_last_step`, :func:`step_activity`, :func:`value_distribution`;
- monitoring: :func:`freshness` (``monitored`` from info responses);
- events of a portfolio: :func:`survival` (``lawkit.events.durations``: Kaplan-Meier curves per
  court or any column, medians marked, published figures beside them), :func:`what_moved`
  (``lawkit.events.since``), :func:`outcomes` (first-instance outcome shares per group with
  Wilson intervals, from ``lawkit.events.rates``) and :func:`reform` (appeal outcomes per court
  or chamber).

Events have one colour per class in every chart (:data:`EVENT_COLORS`), and outcomes one per
outcome (:data:`OUTCOME_COLORS`: a win green, a loss red), which no event class takes.

:func:`brl`, :func:`number`, :func:`span_text` (days as years and months), :func:`words` and
:func:`court_name` format values the same way for tables.
"""

from __future__ import annotations

from lawkit.plots._events import EVENT_COLORS
from lawkit.plots._format import brl, court_name, number, span_text, words
from lawkit.plots.monitoring import freshness
from lawkit.plots.moved import what_moved
from lawkit.plots.outcomes import OUTCOME_COLORS, outcomes, reform
from lawkit.plots.portfolio import (
    by_court_year,
    portfolio,
    step_activity,
    time_since_last_step,
    value_distribution,
)
from lawkit.plots.survival import survival
from lawkit.plots.timeline import timeline
from lawkit.plots.usage import status_breakdown, usage_per_day

__all__ = [
    "EVENT_COLORS",
    "OUTCOME_COLORS",
    "brl",
    "by_court_year",
    "court_name",
    "freshness",
    "number",
    "outcomes",
    "portfolio",
    "reform",
    "span_text",
    "status_breakdown",
    "step_activity",
    "survival",
    "time_since_last_step",
    "timeline",
    "usage_per_day",
    "value_distribution",
    "what_moved",
    "words",
]
