"""The query builder: pick a query from the coverage tree, type its value, see the result."""

from __future__ import annotations

import html
import re
from collections import Counter
from typing import Any

import ipywidgets as w
import pandas as pd

from lawkit import cnj, plots, tidy
from lawkit.errors import InvalidCNJ
from lawkit.plots._format import plural
from lawkit.widgets import _tables
from lawkit.widgets._base import Form, action

#: Levels of the coverage tree, in cascade order: (tag column, label column).
LEVELS = (("source", "source_label"), ("platform", "platform_label"), ("search", "search_label"),
          ("query", "query_label"))  # fmt: skip


def check_value(value: str, key: str | None, mask: str | None) -> tuple[bool, str]:
    """Whether ``value`` may be sent for parameter ``key`` with input ``mask``, and a hint.

    A ``cnj`` value must be a valid CNJ number (any punctuation; the hint gives the canonical
    form and the court, or why it is not valid). A value with a mask (``#`` = digit) must have
    its shape, or just its digits. Any other value must not be blank.
    """
    text = value.strip()
    if not text:
        return False, "type a value" + (f" shaped {mask} (# is a digit)" if mask else "")
    if key == "cnj":
        try:
            parsed = cnj.parse(text)
        except InvalidCNJ as exc:
            return False, str(exc)
        return True, f"{parsed.formatted} · {parsed.court} · {parsed.court_name}"
    if mask:
        digits = mask.count("#")
        shape = "^" + "".join(r"\d" if ch == "#" else re.escape(ch) for ch in mask) + "$"
        if re.fullmatch(shape, text) or re.fullmatch(rf"\d{{{digits}}}", text):
            return True, "shape matches the mask"
        return False, f"expected the shape {mask} (# is a digit) or its {digits} digits"
    return True, ""


class QueryBuilder(Form):
    """One capture query built from the coverage tree, submitted and shown in place.

    Dropdowns cascade source -> platform -> search -> query -> parameter; the value box shows
    the parameter's mask as placeholder and is checked as you type (CNJ numbers through
    :mod:`lawkit.cnj`); **Submit** stays disabled until the value is valid. A click sends the
    query, waits (progress bar) and shows the lawsuits, parties, steps and the timeline.

    The coverage tree is loaded when the form is built (one cached call).

    Attributes:
        source, platform, search, query, param: the cascading ``Dropdown`` widgets (values are
            the tags, labels are the provider's descriptions).
        value: the ``Text`` box; ``hint`` the line under it; ``make_download`` a ``Checkbox``.
        submit: the ``Button``.
        coverage: the coverage table (:func:`lawkit.tidy.coverage`).
        record: the request record of the last submission.
        lookups: the lookup results of the last submission (request id -> raw JSON).
        result: the :class:`lawkit.tidy.Bundle` of the last submission, or ``None``.
        figure: the timeline shown, or ``None``.
    """

    title = "Capture query"

    def __init__(self, client: Any, *, cnj_filter: str | None = None, timeout: float = 120) -> None:
        """Build the form.

        Args:
            client: a :class:`lawkit.Client`.
            cnj_filter: load only the coverage of this CNJ number's court, and start with the
                number in the value box.
            timeout: seconds to wait for the result before showing what is pending.
        """
        super().__init__(client)
        self.timeout = timeout
        self.coverage = tidy.coverage(client.capture.available(cnj=cnj_filter))
        self.record: dict[str, Any] | None = None
        self._failed: tuple[str, ...] | None = None  # the last query whose collection failed
        self.lookups: dict[str, Any] = {}
        self.result: tidy.Bundle | None = None
        self.figure: Any = None
        self._filling = False
        style = {"description_width": "90px"}
        wide = {"width": "640px"}
        self.source, self.platform, self.search, self.query = (
            w.Dropdown(description=name, style=style, layout=wide) for name, _ in LEVELS
        )
        self.param = w.Dropdown(description="parameter", style=style, layout=wide)
        #: The dropdowns in cascade order (the parameter last).
        self._cascaded = (self.source, self.platform, self.search, self.query, self.param)
        self.value = w.Text(description="value", continuous_update=True, style=style, layout=wide)
        self.hint = w.HTML()
        self.make_download = w.Checkbox(description="download attached files", indent=False)
        self.submit = w.Button(description="Submit", button_style="primary", icon="search")
        for level in self._cascaded[:-1]:
            level.observe(self._cascade, names="value")
        self.param.observe(self._on_param, names="value")
        self.value.observe(self._on_value, names="value")
        self.submit.on_click(self._submit)
        self._layout(
            *self._cascaded,
            self.value,
            self.hint,
            w.HBox([self.submit, self.make_download]),
        )
        self._fill(0)
        if cnj_filter is not None:
            self.value.value = cnj.normalize(cnj_filter)
        if self.coverage.empty:
            self.say("The coverage tree is empty: there is nothing to query.", "warning")

    # -- cascade ---------------------------------------------------------------------------

    def _rows(self, depth: int) -> pd.DataFrame:
        """Coverage rows matching the chosen levels above ``depth``."""
        rows = self.coverage
        for (tag, _), dropdown in zip(LEVELS[:depth], self._cascaded[:depth], strict=True):
            rows = rows[rows[tag] == dropdown.value]
        return rows

    def _fill(self, depth: int) -> None:
        """Refill the dropdown at ``depth`` (4 = parameter) and everything below it."""
        rows = self._rows(depth)
        if depth < len(LEVELS):
            tag, label = LEVELS[depth]
            pairs = rows[[label, tag]].drop_duplicates(tag)
        else:
            pairs = rows[["param_label", "param"]].drop_duplicates("param")
        options = [(f"{lab} ({t})" if pd.notna(lab) else str(t), str(t)) for lab, t in
                   pairs.itertuples(index=False)]  # fmt: skip
        dropdown = self._cascaded[depth]
        self._filling = True
        try:
            dropdown.options = options
            dropdown.value = options[0][1] if options else None
        finally:
            self._filling = False
        if depth < 4:
            self._fill(depth + 1)
        else:
            self._on_param()

    def _cascade(self, change: dict[str, Any]) -> None:
        if self._filling:
            return
        self._fill(self._cascaded.index(change["owner"]) + 1)

    # -- value -----------------------------------------------------------------------------

    @property
    def mask(self) -> str | None:
        """The input mask of the chosen parameter (``#`` is a digit), or ``None``."""
        rows = self._rows(4)
        rows = rows[rows["param"] == self.param.value]
        return None if rows.empty or pd.isna(rows["mask"].iloc[0]) else str(rows["mask"].iloc[0])

    def _on_param(self, *_: Any) -> None:
        if self._filling:
            return
        mask = self.mask
        label = self.param.label or ""
        self.value.placeholder = mask or label.rsplit(" (", 1)[0]
        self._on_value()

    def _on_value(self, *_: Any) -> None:
        ok, hint = check_value(self.value.value, self.param.value, self.mask)
        self.submit.disabled = not ok or self.param.value is None
        if ok and self.param.value == "cnj":
            court = cnj.parse(self.value.value.strip()).court
            if court and court.lower().replace("-", "") != str(self.search.value):
                hint += f" — note: the chosen search is {self.search.value}"
        color = "#2e7d32" if ok else "#c62828"
        self.hint.value = f"<span style='color:{color}'>{html.escape(hint)}</span>" if hint else ""

    # -- submit ----------------------------------------------------------------------------

    @action
    def _submit(self) -> None:
        ok, hint = check_value(self.value.value, self.param.value, self.mask)
        if not ok:
            self.say(f"Not sent: {hint}", "error")
            return
        capture = self.client.capture
        query = (
            self.source.value,
            self.platform.value,
            self.search.value,
            self.query.value,
            self.param.value,
            self.value.value.strip(),
        )
        # Submitting a query whose collection failed again sends it anew (else it is reused).
        fresh = query == self._failed
        self._failed = None
        self.record = capture.request(*query, make_download=self.make_download.value, fresh=fresh)
        self.start_progress(1, "waiting")
        waited = capture.wait([self.record], timeout=self.timeout, progress=False)
        self.lookups = dict(waited)
        self.step_progress(len(waited), "finished")
        if waited.pending:
            self.say(
                f"Request {self.record['id']} is still pending after {self.timeout:g} s; "
                "submit again to keep waiting (the same request is reused).",
                "warning",
            )
            return
        for request_id, error in waited.failed.items():
            self.say(f"Result of {request_id} could not be fetched: {error}", "error")
        if not waited:  # nothing to show: not "no data", the result is unknown
            return
        self.result = tidy.lookups(waited)
        if waited.counts["error"]:
            self._failed = query
        self._show_result(self.result, waited.counts)

    def _show_result(self, bundle: tidy.Bundle, counts: Counter[str]) -> None:
        lawsuits = bundle.lawsuits
        level = "success" if len(lawsuits) else "warning"
        statuses = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
        self.say(f"Request finished ({statuses}): {plural(len(lawsuits), 'lawsuit')}.", level)
        if lawsuits.empty:
            others = [label for label, tag in self.query.options if tag != self.query.value]
            if counts["error"]:  # not "no data": the collection failed
                self.say("The collection failed (the court may be unavailable); submit again to "
                         "send the query anew.")  # fmt: skip
            elif others:
                self.say(f"The court returned no data for this query; try another one of this "
                         f"search, e.g. {others[0]}.")  # fmt: skip
            return
        self.show_table(lawsuits, _tables.LAWSUITS, "Lawsuits")
        parties = bundle.parties
        self.show_table(parties, _tables.PARTIES, "Parties")
        steps = bundle.steps_of()
        self.show_table(steps, _tables.STEPS, "Steps")
        first = str(lawsuits["cnj"].iloc[0])
        if not (steps["cnj"] == first).any():
            self.say(f"No steps for {first}: no timeline to draw.")
            return
        if lawsuits["cnj"].nunique() > 1:
            self.say(f"Timeline of the first lawsuit, {first}; all are in form.result.")
        self.figure = plots.timeline(bundle.steps, parties, lawsuits, cnj=first)
        self.show(self.figure)
