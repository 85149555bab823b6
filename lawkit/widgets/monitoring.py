"""The monitoring panel: register lawsuits, list them, inspect one, remove one."""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from lawkit import cnj, plots, tidy
from lawkit.errors import InvalidCNJ, ServerError
from lawkit.plots._format import DATETIME, date_text, plural
from lawkit.widgets import _tables
from lawkit.widgets._base import Form, action

#: Columns of the ``monitored`` table shown after a registration, a listing, an inspection.
REGISTERED = ("cnj", "source_label", "search_label", "query_label")
LISTED = ("cnj", "monitor_id", "created_at")
INSTANCES = ("cnj", "search", "query_label", "last_status", "last_response", "disabled")


class MonitoringPanel(Form):
    """Daily monitoring of lawsuits: register, list, inspect and remove.

    **Register** sends the CNJ number in the box (checked as you type; nothing is sent while it
    is invalid). **Refresh** lists the monitored lawsuits into the ``processes`` dropdown.
    **Inspect** shows the chosen lawsuit's instances with the freshness chart (against the
    provider's clock, ``client.now``), then its captured data (lawsuits, steps, timeline).
    **Remove** stops monitoring it.

    Attributes:
        cnj: the ``Text`` box; ``ignore`` a ``Checkbox`` (no callback for data captured before
            registration); ``hint`` the line under the box.
        register, refresh, inspect, remove: the ``Button`` widgets.
        processes: a ``Dropdown`` of monitored lawsuits (values are process ids).
        registered: the register response of the last registration.
        listed: the ``monitored`` table of the last listing.
        info: the ``monitored`` table (one row per instance) of the last inspection.
        data: the :class:`lawkit.tidy.Bundle` of the last inspection's data, or ``None``.
        figures: the figures of the last inspection: ``freshness`` and ``timeline``.
    """

    title = "Monitoring"

    def __init__(self, client: Any) -> None:
        """Build the panel (nothing is fetched until a button is clicked).

        Args:
            client: a :class:`lawkit.Client`.
        """
        super().__init__(client)
        self.cnj = w.Text(description="CNJ", placeholder="#######-##.####.#.##.####",
                          continuous_update=True, layout={"width": "420px"})  # fmt: skip
        self.hint = w.HTML()
        self.ignore = w.Checkbox(description="ignore data captured before registration",
                                 indent=False)  # fmt: skip
        self.register = w.Button(description="Register", button_style="primary", icon="plus")
        self.refresh = w.Button(description="Refresh", icon="refresh")
        self.processes = w.Dropdown(description="lawsuit", options=[], layout={"width": "520px"})
        self.inspect = w.Button(description="Inspect", icon="eye")
        self.remove = w.Button(description="Remove", button_style="danger", icon="trash")
        self.registered: dict[str, Any] | None = None
        self.listed = tidy.contracts.empty("monitored")
        self.info = tidy.contracts.empty("monitored")
        self.data: tidy.Bundle | None = None
        self.figures: dict[str, Any] = {}
        self.cnj.observe(self._on_cnj, names="value")
        self.register.on_click(self._register)
        self.refresh.on_click(self._refresh)
        self.inspect.on_click(self._inspect)
        self.remove.on_click(self._remove)
        self._layout(
            w.HBox([self.cnj, self.register]),
            self.hint,
            self.ignore,
            w.HBox([self.refresh, self.processes, self.inspect, self.remove]),
        )
        self._on_cnj()

    def _on_cnj(self, *_: Any) -> None:
        text = self.cnj.value.strip()
        try:
            parsed = cnj.parse(text) if text else None
        except InvalidCNJ as exc:
            self.register.disabled = True
            self.hint.value = f"<span style='color:#c62828'>{html.escape(str(exc))}</span>"
            return
        self.register.disabled = parsed is None
        self.hint.value = (
            f"<span style='color:#2e7d32'>{parsed.formatted} · {html.escape(parsed.court_name)}"
            "</span>"
            if parsed
            else ""
        )

    @action
    def _register(self) -> None:
        number = self.cnj.value.strip()
        if not cnj.is_valid(number):
            self.say(f"Not sent: {number!r} is not a valid CNJ number.", "error")
            return
        self.registered = self.client.monitor.register(number, ignore=self.ignore.value)
        instances = tidy.monitored(self.registered)
        self.say(
            f"Registered {self.registered['cnj']} (id {self.registered['id']}), "
            f"{plural(int(instances['instance_id'].notna().sum()), 'instance')} monitored daily.",
            "success",
        )
        self.show_table(instances, REGISTERED, "Instances", rows=len(instances))
        self._list(select=self.registered["id"])

    @action
    def _refresh(self) -> None:
        self._list()

    def _list(self, select: str | None = None) -> None:
        self.listed = tidy.monitored(self.client.monitor.list(refresh=True))
        listed = self.listed.drop_duplicates("monitor_id")
        when = date_text(listed["created_at"], DATETIME)
        self.processes.options = [
            (f"{number} · registered {day}", pid)
            for number, day, pid in zip(listed["cnj"], when, listed["monitor_id"], strict=True)
        ]
        if select is not None:
            self.processes.value = select
        self.say(f"{plural(len(listed), 'lawsuit')} monitored.")
        self.show_table(listed, LISTED, "Monitored lawsuits", rows=len(listed))

    def _chosen(self) -> str | None:
        if self.processes.value is None:
            self.say("Pick a lawsuit first (Refresh lists them).", "error")
        return self.processes.value

    @action
    def _inspect(self) -> None:
        process_id = self._chosen()
        if process_id is None:
            return
        try:
            data = self.client.monitor.data(process_id, refresh=True)
        except ServerError as exc:
            data, reason = None, exc
        self.info = tidy.monitored(data or self.client.monitor.info(process_id))
        number = str(self.info["cnj"].iloc[0])
        self.figures = {"freshness": plots.freshness(self.info, now=self.client.now)}
        self.show_table(self.info, INSTANCES, f"Instances of {number}", rows=len(self.info))
        self.show(self.figures["freshness"])
        if data is None:
            self.data = None
            self.say(f"No data yet for {number}: {reason}", "warning")
            return
        self.data = tidy.monitoring(data)
        self._show_data(number)

    def _show_data(self, number: str) -> None:
        bundle = self.data
        lawsuits, steps = bundle.lawsuits, bundle.steps_of()
        self.say(
            f"{plural(len(lawsuits), 'lawsuit record')}, {plural(len(steps), 'step')} captured."
        )
        if lawsuits.empty:
            return
        self.show_table(lawsuits, _tables.LAWSUITS, "Data")
        if steps.empty:
            return
        newest = steps.sort_values("timestamp", ascending=False, na_position="last")
        self.show_table(newest, _tables.STEPS, "Latest steps")
        self.figures["timeline"] = plots.timeline(bundle.steps, bundle.parties, lawsuits,
                                                  cnj=number)  # fmt: skip
        self.show(self.figures["timeline"])

    @action
    def _remove(self) -> None:
        process_id = self._chosen()
        if process_id is None:
            return
        label = self.processes.label
        self.client.monitor.remove(process_id)
        self.say(f"Removed {label}: monitoring stopped.", "success")
        self._list()
