"""Plotly charts of lawkit's tidy tables.

Each function takes tidy frames (the tables of :mod:`lawkit.tidy`, e.g. ``bundle.steps``) and
returns a :class:`plotly.graph_objects.Figure` that reads on its own: a title with a subtitle of
totals, axis titles, and hover text in one format, English like the reports (dates
``dd/mm/yyyy`` in America/Sao_Paulo time, money ``R$ 1,234.56``, counts ``1,234``, shares
``45.6%``); time axes label their ticks
distinctly at any span, from seconds to years. An empty frame gives a figure with a note saying
there is nothing to show, never an exception; a frame missing a needed column raises
:class:`lawkit.InvalidInput` naming it, and so does a bad argument, saying what is allowed.

- usage: :func:`usage_per_day` (``usage``/``consumption``), :func:`status_breakdown`
  (``usage_details``; sunburst, treemap or bars, down to source, platform or search, the
  items with most requests on their own and the rest summed as "other");
- one lawsuit: :func:`timeline` (``steps`` + ``parties`` + ``lawsuits``, or a bundle): its
  events (:mod:`lawkit.events`, each drawn once whichever sources reported it) coloured by
  class, milestones marked;
- many lawsuits: :func:`portfolio` (2x2), or :func:`by_court_year`,
  :func:`time_since_last_step`, :func:`step_activity`, :func:`value_distribution`;
- monitoring: :func:`freshness` (``monitored`` from info responses);
- events of a portfolio: :func:`survival` (``lawkit.events.durations``: Kaplan-Meier curves per
  court or any column, medians marked, published figures beside them), :func:`what_moved`
  (``lawkit.events.since``).

Events have one colour per class in every chart (:data:`EVENT_COLORS`).

:func:`brl`, :func:`number` and :func:`span_text` (days as years and months) format values
the same way for tables.
"""

from __future__ import annotations

from lawkit.plots._format import EVENT_COLORS, brl, number, span_text
from lawkit.plots.monitoring import freshness
from lawkit.plots.moved import what_moved
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
    "brl",
    "by_court_year",
    "freshness",
    "number",
    "portfolio",
    "span_text",
    "status_breakdown",
    "step_activity",
    "survival",
    "time_since_last_step",
    "timeline",
    "usage_per_day",
    "value_distribution",
    "what_moved",
]
