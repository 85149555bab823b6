"""Bad input is refused before anything is sent, with a message saying what is allowed."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import pytest
from support.capture import UNIFIED

from lawkit.client import Client
from lawkit.errors import InvalidCNJ, InvalidInput

CNJ = "0001234-13.2020.8.26.0100"
UUID = "d9428888-122b-11e1-b85c-61cd3cbb3210"

CASES: list[tuple[str, Callable[[Client], Any], type[Exception], str]] = [
    (
        "bad key",
        lambda c: c.capture.request(*UNIFIED, "cpf", "1"),
        InvalidInput,
        "allowed: cnj, number",
    ),
    ("bad cnj value", lambda c: c.capture.request(*UNIFIED, "cnj", "12-3"), InvalidCNJ, "value"),
    (
        "empty source",
        lambda c: c.capture.request("", *UNIFIED[1:], "nome", "x"),
        InvalidInput,
        "source",
    ),
    (
        "callback without url",
        lambda c: c.capture.request(*UNIFIED, "nome", "x", callbacks=[{"method": "POST"}]),
        InvalidInput,
        "http:// or https://",
    ),
    (
        "callback with headers on capture",
        lambda c: c.capture.autorequest(
            CNJ, callbacks=[{"method": "POST", "url": "http://h/x", "headers": {"a": "b"}}]
        ),
        InvalidInput,
        "monitoring API only",
    ),
    (
        "callback bad method",
        lambda c: c.capture.autorequest(CNJ, callbacks={"method": "FETCH", "url": "http://h"}),
        InvalidInput,
        "GET, POST",
    ),
    (
        "callback ftp url",
        lambda c: c.capture.autorequest(CNJ, callbacks=[{"method": "POST", "url": "ftp://h"}]),
        InvalidInput,
        "http:// or https://",
    ),
    ("autorequest bad cnj", lambda c: c.capture.autorequest("123"), InvalidCNJ, "cnj"),
    (
        "autorequest wrong check digits",
        lambda c: c.capture.autorequest("0001234-56.2020.8.26.0100"),
        InvalidCNJ,
        "expected 13",
    ),
    ("available bad cnj", lambda c: c.capture.available(cnj="nope"), InvalidCNJ, "cnj"),
    ("lookup not uuid", lambda c: c.capture.lookup("42"), InvalidInput, "UUID"),
    ("detail not uuid", lambda c: c.capture.autorequest_detail("x"), InvalidInput, "UUID"),
    (
        "stats reversed",
        lambda c: c.capture.stats_use("2024-02-01", "2024-01-01"),
        InvalidInput,
        "on or before",
    ),
    (
        "stats bad date",
        lambda c: c.capture.stats_consume("01/02/2024", "2024-03-01"),
        InvalidInput,
        "YYYY-MM-DD",
    ),
    (
        "stats missing end",
        lambda c: c.capture.stats_details(dt.date(2024, 1, 1), None),
        InvalidInput,
        "required",
    ),
    ("requests one bound", lambda c: c.capture.requests(start="2024-01-01"), InvalidInput, "both"),
    (
        "requests bad status",
        lambda c: c.capture.requests(status="done"),
        InvalidInput,
        "pending, success",
    ),
    (
        "download traversal",
        lambda c: c.capture.download("../etc/passwd"),
        InvalidInput,
        "no path separators",
    ),
    ("download dotdot", lambda c: c.capture.download(".."), InvalidInput, "plain file name"),
    (
        "download foreign url",
        lambda c: c.capture.download("http://evil.example/files/a.pdf"),
        InvalidInput,
        "not a file store URL",
    ),
    (
        "register bad cnj",
        lambda c: c.monitor.register("0000000-00.0000.0.00.0000x"),
        InvalidCNJ,
        "cnj",
    ),
    (
        "register bad header",
        lambda c: c.monitor.register(
            CNJ, callbacks=[{"method": "POST", "url": "http://h", "headers": {"a": 1}}]
        ),
        InvalidInput,
        "headers",
    ),
    ("info not uuid", lambda c: c.monitor.info("abc"), InvalidInput, "UUID"),
    ("data neither id nor cnj", lambda c: c.monitor.data("abc"), InvalidCNJ, "id_or_cnj"),
    ("remove not uuid", lambda c: c.monitor.remove("1"), InvalidInput, "UUID"),
    (
        "confirm string cover ids",
        lambda c: c.monitor.confirm("x", UUID),
        InvalidInput,
        "list of UUIDs",
    ),
    ("confirm bad cover id", lambda c: c.monitor.confirm("x", ["nope"]), InvalidInput, "UUID"),
    (
        "demand frequency",
        lambda c: c.demand.insert(
            CNJ, url_callback="http://h", id_callback="", update_frequency="weekly"
        ),
        InvalidInput,
        "never, daily",
    ),
    (
        "demand filter_doc",
        lambda c: c.demand.insert(
            CNJ, url_callback="http://h", id_callback="", filter_doc=["memo"]
        ),
        InvalidInput,
        "inicial, sentenca",
    ),
    (
        "demand url",
        lambda c: c.demand.insert(CNJ, url_callback="callback", id_callback=""),
        InvalidInput,
        "url_callback",
    ),
    (
        "demand bad cnj",
        lambda c: c.demand.insert([CNJ, "9"], url_callback="http://h", id_callback=""),
        InvalidCNJ,
        r"cnjs\[1\]",
    ),
    (
        "demand empty",
        lambda c: c.demand.insert([], url_callback="http://h", id_callback=""),
        InvalidInput,
        "at least one",
    ),
    (
        "demand credentials",
        lambda c: c.demand.insert(
            CNJ, url_callback="http://h", id_callback="", credentials={"login": "x"}
        ),
        InvalidInput,
        "arn",
    ),
    ("demand empty id", lambda c: c.demand.get("  "), InvalidInput, "demand_id"),
    ("wait garbage", lambda c: c.capture.wait(["not-an-id"], progress=False), InvalidInput, "UUID"),
]


@pytest.mark.parametrize(
    ("call", "error", "message"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_refused_before_sending(sb, client: Client, call, error, message) -> None:
    before = len(sb.request_log)
    with pytest.raises(error, match=message):
        call(client)
    assert len(sb.request_log) == before
    assert client.calls == 0


def test_messy_cnj_is_sent_canonical_and_digits_where_expected(sb, client: Client) -> None:
    messy = " 0001234 13 2020 8 26 0100 "
    from lawkit.client import validate

    assert validate.cnj(messy) == CNJ
    assert validate.cnj_digits(messy) == "00012341320208260100"
    record = client.capture.autorequest(messy)
    assert record["value"] == CNJ


#: A number filed in 2027, the year after the sandbox's clock (2026-11-16 on): it cannot exist.
FUTURE = "0000001-34.2027.8.26.0100"
HOOK = "http://127.0.0.1:9/hook"
#: Every entry point of the provider's client that takes a CNJ number.
TAKES_A_CNJ: dict[str, Callable[[Client, str], Any]] = {
    "capture.available": lambda c, n: c.capture.available(cnj=n),
    "capture.request": lambda c, n: c.capture.request(*UNIFIED, "cnj", n),
    "capture.autorequest": lambda c, n: c.capture.autorequest(n),
    "capture.autorequest_many": lambda c, n: c.capture.autorequest_many([CNJ, n], progress=False),
    "capture.autorequests": lambda c, n: c.capture.autorequests(cnj=n),
    "monitor.register": lambda c, n: c.monitor.register(n),
    "monitor.data": lambda c, n: c.monitor.data(n),
    "monitor.list": lambda c, n: c.monitor.list(cnj=n),
    "demand.insert": lambda c, n: c.demand.insert([CNJ, n], url_callback=HOOK),
}


@pytest.mark.parametrize("call", TAKES_A_CNJ.values(), ids=TAKES_A_CNJ)
def test_a_filing_year_after_the_providers_year_is_refused_before_anything_is_sent(
    sb, client: Client, call
) -> None:
    """The current year is the provider's (its clock, from the Date of its answers): a client
    that has not heard from it yet asks for the token its call needs first (the demand API,
    which has none, lists the demands before an insert), and sends nothing else."""
    from lawkit import cnj

    assert cnj.parse(FUTURE).year == 2027 and sb.now.year == 2026
    before = len(sb.request_log)
    with pytest.raises(InvalidCNJ, match="filing year 2027 is after the current year, 2026"):
        call(client, FUTURE)
    asked = [(e.method, e.path) for e in sb.request_log[before:]]
    before_insert = [("GET", "/demand/v1/callback")]  # the demands listed before an insert
    assert asked in ([("POST", "/auth/oauth/token")], before_insert), asked


def test_the_providers_clock_not_the_machines_says_which_year_it_is(connect) -> None:
    """A provider whose clock reads 2031 takes a number filed in 2030 (though the machine's
    year is before it); the provider's clock at 2026 refuses it."""
    from lawkit import cnj
    from lawkit import sandbox as lawkit_sandbox

    filed_2030 = cnj.build(1, 2030, 8, 26, 100)
    with lawkit_sandbox.start(seed=3, finish_after=0, start="2031-03-01T15:00:00Z") as later:
        assert connect(later).capture.autorequest(filed_2030)["value"] == filed_2030
    with (
        lawkit_sandbox.start(seed=3, finish_after=0) as now,
        pytest.raises(InvalidCNJ, match="filing year 2030 is after the current year, 2026"),
    ):
        connect(now, cache=None).capture.autorequest(filed_2030)
