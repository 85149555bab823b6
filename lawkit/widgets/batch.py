"""The batch form: paste CNJ numbers, submit them as automatic queries, get a portfolio."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pandas as pd

from lawkit import plots, tidy
from lawkit.plots._format import plural
from lawkit.widgets import _tables
from lawkit.widgets._base import Form, action, append
from lawkit.widgets._numbers import Numbers, read


class BatchForm(Form):
    """Many CNJ numbers at once, through automatic queries (one request per instance of each
    number's court).

    Paste numbers in any punctuation, one per line or separated by commas, semicolons or
    spaces; the form lists the entries that are not valid CNJ numbers and why, as you type, by
    line. A note in parentheses after a number ("... (apenso)") is kept with it and listed
    (:func:`lawkit.cnj.split_note`); the number is sent.
    **Submit** sends the valid ones (invalid entries are never sent), waits with a progress bar,
    and shows the lawsuits, the request outcomes and the portfolio charts.

    Attributes:
        numbers: the ``Textarea``; ``make_download`` a ``Checkbox``; ``submit`` the ``Button``.
        check: an Output holding the tables of invalid entries and of notes (updated as you
            type).
        parsed: the :class:`~lawkit.widgets._numbers.Numbers` read from the text.
        invalid: the invalid entries (``entry``, ``line``, ``text``, ``reason``).
        records: automatic request records of the last submission.
        refused: CNJ -> error, for numbers the provider refused.
        requests: the requests of the last submission and their outcome
            (:func:`lawkit.tidy.autorequests` of the records, statuses from the results).
        bundle: the :class:`lawkit.tidy.Bundle` of every finished result (also ``result``).
        pending: ids of requests still pending when waiting stopped.
        figure: the portfolio figure shown, or ``None``.
    """

    title = "Batch of CNJ numbers"

    def __init__(self, client: Any, *, timeout: float = 600, text: str = "") -> None:
        """Build the form.

        Args:
            client: a :class:`lawkit.Client`.
            timeout: seconds to wait for the results before showing what finished.
            text: numbers to start with.
        """
        super().__init__(client)
        self.timeout = timeout
        self.numbers = w.Textarea(
            placeholder="CNJ numbers, one per line or separated by commas, semicolons or spaces",
            continuous_update=True,
            layout={"width": "640px", "height": "140px"},
        )
        self.summary = w.HTML()
        self.check = w.Output()
        self.make_download = w.Checkbox(description="download attached files", indent=False)
        self.submit = w.Button(description="Submit", button_style="primary", icon="send")
        self.parsed = Numbers()
        self.records: list[dict[str, Any]] = []
        self.refused: dict[str, str] = {}
        self.requests = tidy.contracts.empty("autorequests")
        self.bundle = tidy.Bundle.empty()
        self.pending: list[str] = []
        self.figure: Any = None
        self.numbers.observe(self._on_text, names="value")
        self.submit.on_click(self._submit)
        self._layout(
            self.numbers,
            self.summary,
            self.check,
            w.HBox([self.submit, self.make_download]),
        )
        self.numbers.value = text
        self._on_text()

    @property
    def invalid(self) -> pd.DataFrame:
        """The entries that are not valid CNJ numbers: ``entry``, ``text``, ``reason``."""
        return self.parsed.invalid

    @property
    def result(self) -> tidy.Bundle:
        """The bundle of the last submission (same as :attr:`bundle`)."""
        return self.bundle

    def _on_text(self, *_: Any) -> None:
        self.parsed = read(self.numbers.value)
        self.summary.value = self.parsed.summary()
        self.submit.disabled = not self.parsed.valid
        self.check.outputs = ()
        for table in (self.parsed.invalid, self.parsed.notes):
            if len(table):
                append(self.check, table.set_index("entry"))

    @action
    def _submit(self) -> None:
        self._on_text()
        numbers = self.parsed.valid
        if not numbers:
            self.say("Nothing to send: no valid CNJ number.", "error")
            return
        if len(self.invalid):
            self.say(
                f"{plural(len(self.invalid), 'invalid entry', 'invalid entries')} not sent "
                "(see the table above)."
            )
        self.start_progress(len(numbers), "submitting")
        submitted = self.client.capture.autorequest_many(
            numbers,
            make_download=self.make_download.value,
            progress=False,
            on_progress=self.step_progress,
        )
        self.records = list(submitted)
        self.refused = {number: str(exc) for number, exc in submitted.failed.items()}
        for number, reason in self.refused.items():
            self.say(f"{number} refused by the provider: {reason}", "error")
        if not self.records:
            return
        total = sum(len(r.get("requests") or []) for r in self.records)
        self.start_progress(total, "waiting")
        waited = self.client.capture.wait(
            self.records,
            timeout=self.timeout,
            progress=False,
            on_progress=lambda live: self.step_progress(len(live)),
        )
        self.pending = list(waited.pending)
        self.bundle = tidy.lookups(waited)
        self.requests = _outcomes(tidy.autorequests(self.records), waited)
        self._report(waited, total)

    def _report(self, waited: Any, total: int) -> None:
        counts = ", ".join(f"{n} {s}" for s, n in sorted(waited.counts.items()))
        missing = [f"{len(self.pending)} still pending"] if self.pending else []
        if waited.failed:  # finished, but their lawsuits are not in the bundle
            missing.append(f"{plural(len(waited.failed), 'result')} could not be fetched")
        self.say(
            f"{len(self.records)} automatic queries, {total} requests: {counts or 'none finished'}"
            + "".join(f"; {note}" for note in missing),
            "warning" if missing else "success",
        )
        if self.pending:
            self.say("Submit again to keep waiting: the same requests are reused.")
        lawsuits = self.bundle.lawsuits
        self.show(self.bundle, "Tables")
        self.show_table(lawsuits, _tables.LAWSUITS, "Lawsuits")
        self.show(self.requests.groupby(["court", "status"], observed=True).size().unstack(
            fill_value=0), "Requests by court and status")  # fmt: skip
        self.figure = plots.portfolio(lawsuits, self.bundle.steps, now=self.client.now)
        self.show(self.figure)


def _outcomes(requests: pd.DataFrame, waited: Any) -> pd.DataFrame:
    """The requests with the status of their finished result (``pending`` when unfinished) and
    the court acronym of their CNJ number."""
    finished = {rid: (body.get("requested") or {}).get("status") for rid, body in waited.items()}
    out = requests.copy()
    out["status"] = requests["request_id"].map(finished).fillna("pending").astype("category")
    out["court"] = requests["cnj"].cnj.court.astype("category")
    return out
