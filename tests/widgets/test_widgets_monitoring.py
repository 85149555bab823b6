"""The monitoring panel against the sandbox: register, list, inspect, remove."""

from __future__ import annotations

import plotly.graph_objects as go

from lawkit import cnj
from lawkit.errors import ServerError
from lawkit.widgets import MonitoringPanel

NUMBERS = cnj.generate(None, n=3, seed=31)


def test_an_invalid_number_cannot_be_registered(client, sent) -> None:
    panel = MonitoringPanel(client)
    assert sent() == []
    assert panel.register.disabled
    panel.cnj.value = "0000832-36.2018.4.01.3202"
    assert panel.register.disabled
    assert "check digits 36 do not match" in panel.hint.value
    panel.register.click()
    assert sent() == []
    assert panel.messages == ["Not sent: '0000832-36.2018.4.01.3202' is not a valid CNJ number."]


def test_inspect_or_remove_without_a_choice_says_so(client, sent) -> None:
    panel = MonitoringPanel(client)
    panel.inspect.click()
    assert panel.messages == ["Pick a lawsuit first (Refresh lists them)."]
    panel.remove.click()
    assert sent() == []


def test_register_list_inspect_remove(sb, client, sent) -> None:
    panel = MonitoringPanel(client)
    for number in NUMBERS:
        panel.cnj.value = number.replace("-", "").replace(".", "")
        assert not panel.register.disabled
        panel.register.click()
        assert panel.messages[0].startswith(f"Registered {number} (id ")
    assert panel.processes.value == panel.registered["id"]
    assert set(panel.listed["cnj"]) >= set(NUMBERS)
    assert {label.split(" · ")[0] for label, _ in panel.processes.options} >= set(NUMBERS)
    assert [p for m, p in sent() if m == "POST"] == ["/monitor/v1/processo/novo"] * 3

    sb.advance(days=2)
    panel.processes.value = next(pid for label, pid in panel.processes.options
                                 if label.startswith(NUMBERS[0]))  # fmt: skip
    panel.inspect.click()
    assert panel.info["cnj"].eq(NUMBERS[0]).all()
    instances = panel.shown[0]
    assert list(instances.columns) == ["cnj", "search", "query_label", "last_status",
                                       "last_response", "disabled"]  # fmt: skip
    assert isinstance(panel.figures["freshness"], go.Figure)
    assert sum(len(t.x) for t in panel.figures["freshness"].data) == len(panel.info)
    if panel.data is not None and len(panel.data.lawsuits):
        assert set(panel.data.lawsuits["origin"].astype(str)) == {"monitoring"}
        assert panel.figures["timeline"].layout.title.text.startswith(f"Timeline of {NUMBERS[0]}")
        assert panel.shown[-1] is panel.figures["timeline"]
    else:
        assert panel.messages[-1].startswith(f"No data yet for {NUMBERS[0]}")

    chosen = panel.processes.value
    panel.remove.click()
    assert ("DELETE", f"/monitor/v1/processo/excluir/{chosen}") in sent()
    assert panel.messages[0].startswith(f"Removed {NUMBERS[0]}")
    assert chosen not in {pid for _, pid in panel.processes.options}
    assert NUMBERS[0] not in set(panel.listed["cnj"])


def test_data_that_cannot_be_resolved_yet_is_reported(client, monkeypatch) -> None:
    panel = MonitoringPanel(client)
    panel.cnj.value = NUMBERS[1]
    panel.register.click()

    def unresolved(*args: object, **kwargs: object) -> None:
        raise ServerError("Result cannot be resolved", status=500)

    monkeypatch.setattr(client.monitor, "data", unresolved)
    panel.inspect.click()
    assert panel.data is None
    assert panel.messages[-1].startswith(f"No data yet for {NUMBERS[1]}: ")
    assert "Result cannot be resolved" in panel.messages[-1]
    assert len(panel.info) >= 1 and isinstance(panel.shown[-1], go.Figure)
