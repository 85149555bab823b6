"""The statistics form against the sandbox: date range, usage charts, redraw without fetching."""

from __future__ import annotations

import datetime as dt

from lawkit import cnj
from lawkit.widgets import StatsForm


def test_nothing_is_fetched_until_draw_nor_for_a_reversed_range(client, sent) -> None:
    form = StatsForm(client)
    assert sent() == []
    assert form.end.value - form.start.value == dt.timedelta(days=29)
    form.start.value = dt.date(2024, 3, 10)
    form.end.value = dt.date(2024, 3, 1)
    form.draw.click()
    assert sent() == []
    assert form.messages == ["The range is reversed: 10/03/2024 is after 01/03/2024."]
    assert form.figures == {}
    form.start.value = None
    form.draw.click()
    assert form.messages == ["Pick both dates: from and to."]
    assert sent() == []


def test_the_default_range_ends_on_the_providers_today(sb, client) -> None:
    client.capture.available()  # any answer tells the provider's clock (its Date header)
    form = StatsForm(client)
    assert form.end.value == sb.now.date()
    assert form.end.value - form.start.value == dt.timedelta(days=29)


def test_draw_shows_usage_and_breakdown_and_kind_redraws_without_fetching(sb, client, sent) -> None:
    for number in cnj.generate("TJMG", n=3, seed=4):
        client.capture.autorequest(number)
    today = sb.now.date()
    form = StatsForm(client, start=today - dt.timedelta(days=6), end=today)
    form.draw.click()
    gets = [path for method, path in sent() if method == "GET"]
    assert "/capture/v1/stats/use" in gets and "/capture/v1/stats/details" in gets
    total = int(form.usage["total"].sum())
    assert total >= 3
    assert form.messages == [
        f"{total} requests from {today - dt.timedelta(days=6):%d/%m/%Y} to {today:%d/%m/%Y}."
    ]
    usage, breakdown = form.shown
    assert usage is form.figures["usage"] and breakdown is form.figures["breakdown"]
    assert len(usage.data[0].x) == 7
    assert breakdown.data[0].type == "sunburst"
    calls = len(sent())
    form.kind.value = "bar"
    assert len(sent()) == calls
    assert [f.data[0].type for f in form.shown] == ["bar", "bar"]
    assert form.figures["breakdown"].data[0].orientation == "h"
    assert len(form.output.outputs) == 2
    form.by.value = "platform"
    assert len(sent()) == calls
    breakdown = form.figures["breakdown"]
    assert form.shown == [usage, breakdown]
    assert breakdown.layout.yaxis.title.text == "source / platform"
    platforms = form.details.groupby(["source", "platform"], observed=True).ngroups
    assert len(breakdown.data[0].y) == platforms
    assert all(label.count(" / ") == 1 for label in breakdown.data[0].y)
