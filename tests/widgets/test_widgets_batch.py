"""The batch form against the sandbox: messy input, invalid entries, automatic queries."""

from __future__ import annotations

import plotly.graph_objects as go

from lawkit import cnj, tidy
from lawkit.errors import ServerError
from lawkit.widgets import BatchForm

NUMBERS = cnj.generate(None, n=5, seed=12)


def test_invalid_entries_are_listed_with_reasons_as_you_type(client, sent) -> None:
    form = BatchForm(client)
    form.numbers.value = f"{NUMBERS[0]}\nfoo; 0000832-36.2018.4.01.3202, {NUMBERS[0]}"
    assert form.summary.value == "1 valid, 2 invalid, 1 repeated"
    assert list(form.invalid["text"]) == ["foo", "0000832-36.2018.4.01.3202"]
    assert "check digits 36 do not match" in form.invalid["reason"].iloc[1]
    (table,) = form.check.outputs
    assert "0000832-36.2018.4.01.3202" in table["data"]["text/html"]
    assert "check digits 36 do not match" in table["data"]["text/html"]
    assert not form.submit.disabled
    form.numbers.value = "foo bar"
    assert form.submit.disabled
    form.numbers.value = ""
    assert form.check.outputs == ()
    assert sent() == []


def test_nothing_is_sent_without_a_valid_number(client, sent) -> None:
    form = BatchForm(client, text="123\nabc")
    form.submit.click()
    assert sent() == []
    assert form.messages == ["Nothing to send: no valid CNJ number."]


def test_valid_numbers_go_as_automatic_queries_into_a_portfolio(client, sent) -> None:
    text = " ;\n".join(NUMBERS) + "\n not-a-number \n" + NUMBERS[0].replace(".", "")
    form = BatchForm(client, text=text)
    form.submit.click()
    posts = [path for method, path in sent() if method == "POST"]
    assert posts == ["/capture/v1/autorequest"] * len(NUMBERS)
    assert form.messages[0] == "1 invalid entry not sent (see the table above)."
    assert form.messages[1].startswith(f"{len(NUMBERS)} automatic queries, ")
    assert not form.pending
    assert isinstance(form.bundle, tidy.Bundle) and form.result is form.bundle
    assert set(form.bundle.lawsuits["cnj"]) <= set(NUMBERS)
    assert len(form.bundle.lawsuits) > 0
    requests = form.requests
    assert set(requests["cnj"]) == set(NUMBERS)
    assert len(requests) == sum(len(r["requests"]) for r in form.records)
    assert "pending" not in set(requests["status"].astype(str))
    assert form.progress.value == form.progress.max == len(requests)
    bundle, lawsuits, by_court, figure = form.shown
    assert bundle is form.bundle
    assert list(lawsuits.columns[:3]) == ["cnj", "status", "court"]
    assert by_court.to_numpy().sum() == len(requests)
    assert isinstance(figure, go.Figure) and figure is form.figure
    assert figure.layout.title.text.startswith("Portfolio")


def test_results_come_in_submission_order(client) -> None:
    form = BatchForm(client, text="\n".join(NUMBERS))
    form.submit.click()
    order = list(dict.fromkeys(form.bundle.lawsuits["cnj"]))
    assert order == [n for n in NUMBERS if n in set(order)]


def test_results_that_cannot_be_fetched_are_reported_not_silently_missing(
    client, monkeypatch
) -> None:
    autorequest, lookup = client.capture.autorequest, client.capture.lookup
    doomed: set[str] = set()  # the requests of the first number

    def recording(number: str, **options: object) -> dict:
        record = autorequest(number, **options)
        if not doomed:
            doomed.update(r["id"] for r in record["requests"])
        return record

    def unavailable_if_doomed(request_id: str) -> dict:
        if request_id in doomed:
            raise ServerError("Result cannot be resolved", status=500)
        return lookup(request_id)

    monkeypatch.setattr(client.capture, "autorequest", recording)
    monkeypatch.setattr(client.capture, "lookup", unavailable_if_doomed)
    form = BatchForm(client, text="\n".join(NUMBERS))
    form.submit.click()
    missing = f"{len(doomed)} result{'s' if len(doomed) > 1 else ''} could not be fetched"
    assert form.messages[0].endswith(f"; {missing}")
    assert not set(form.bundle.lawsuits["request_id"]) & doomed
    assert len(form.bundle.lawsuits) > 0
