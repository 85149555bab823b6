"""ipywidgets forms that drive a :class:`lawkit.Client` and show the results in place.

Display a form as the last expression of a cell (or ``display(form)``); each one is a small
class around an ipywidgets container (``form.widget``) whose sub-widgets are attributes, so a
script or test can fill them and click (``form.submit.click()``) and then read what was shown
(``form.shown``, ``form.messages``, ``form.output``) and the data behind it (``form.result``,
``form.bundle``, ...). Network calls happen on clicks, except the query builder's coverage
tree, loaded when it is built. Errors (bad input, API errors) are shown as messages, never
raised into the notebook.

- :class:`QueryBuilder` — one capture query from cascading coverage dropdowns;
- :class:`BatchForm` — pasted CNJ numbers through automatic queries, into a portfolio;
- :class:`StatsForm` — usage charts of a date range;
- :class:`MonitoringPanel` — register, list, inspect and remove monitored lawsuits;
- :class:`OutcomeForm` — who won, per court, class, unit or any grouping, with filters and its
  ``min_n``;
- :class:`DurationsForm` — days from one milestone to another per group, medians and curves;
- :class:`SampleCheckForm` — an analyst confirms or corrects the outcomes of a seeded sample of
  judgments; the corrections are kept beside the data and the accuracy shown with its interval.

The who-won and durations forms send nothing: they take a frame already fetched, or a Bundle, a
Parquet dataset's directory or a :func:`lawkit.events.portfolio`, whose per-lawsuit rows they
read once (a big portfolio answers as you change a grouping or a filter).

:func:`read_numbers` is the batch form's reader of messy pasted CNJ numbers.
"""

from __future__ import annotations

from lawkit.widgets._numbers import Numbers
from lawkit.widgets._numbers import read as read_numbers
from lawkit.widgets.batch import BatchForm
from lawkit.widgets.durations import DurationsForm
from lawkit.widgets.monitoring import MonitoringPanel
from lawkit.widgets.outcomes import OutcomeForm, SampleCheckForm
from lawkit.widgets.query import QueryBuilder, check_value
from lawkit.widgets.stats import StatsForm

__all__ = [
    "BatchForm",
    "DurationsForm",
    "MonitoringPanel",
    "Numbers",
    "OutcomeForm",
    "QueryBuilder",
    "SampleCheckForm",
    "StatsForm",
    "check_value",
    "read_numbers",
]
