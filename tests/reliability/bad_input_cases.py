"""Every public entry point with wrong input, and what it gets: the one list behind both
``tests/reliability/test_bad_input.py`` and the table of ``lawkit/docs/bad-input.md``.

Each case names the entry point, the wrong input, the outcome (an exception class, or for calls
that do not raise the label of what they give back), a text the message (or what is given
back) contains, and whether anything is sent to the provider. Rewrite the doc's table after
changing the list: ``.venv/bin/python tests/reliability/bad_input_cases.py --write``.
"""

from __future__ import annotations

import contextlib
import datetime
import io
import json
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pandas as pd

import lawkit
from lawkit import cnj, events, plots, tidy
from lawkit.errors import (
    ConfigurationError,
    InvalidCNJ,
    InvalidInput,
    NotFound,
    ProviderValidationError,
    ResourceLimit,
)
from lawkit.tidy import export

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, when run as a script
from support.capture import UNIFIED

DOC = Path(__file__).resolve().parents[2] / "lawkit" / "docs" / "bad-input.md"
BEGIN, END = "<!-- cases: begin -->", "<!-- cases: end -->"

CNJ = "0001234-13.2020.8.26.0100"
BAD_CHECK = "0001234-56.2020.8.26.0100"
UUID = "d9428888-122b-11e1-b85c-61cd3cbb3210"
STF_CNJ = "4118896-44.2020.1.00.0000"
DATA = Path(__file__).resolve().parents[1] / "data"
HOOK = {"method": "POST", "url": "http://127.0.0.1:9/hook"}
#: A request record a wait takes as it is (no call to find its creation date).
RECORD = {"id": UUID, "createdAt": "2026-11-16T12:00:00.000Z"}
#: Filed in 2027: after the provider's current year (the sandbox's clock starts 2026-11-16).
FUTURE = "0000001-34.2027.8.26.0100"
#: Eighteen digits: with the two leading zeros put back, no valid number either.
EIGHTEEN = "000123413202082601"
DEMAND = {"url_callback": "http://127.0.0.1:9/hook"}


@dataclass
class Context:
    """What a case may use: a connected client, its sandbox and a scratch directory."""

    client: Any
    sb: Any
    tmp: Path

    def connect(self, **settings: Any) -> Any:
        """``lawkit.connect`` to the sandbox with some settings replaced (None drops one)."""
        merged = {**self.sb.settings, "cache": self.tmp / "cache", **settings}
        return lawkit.connect(**{k: v for k, v in merged.items() if v is not None})


@dataclass(frozen=True)
class Case:
    """One row of the table.

    Attributes:
        entry: the entry point.
        wrong: the wrong input, in words (code in backticks).
        outcome: the exception class raised, or a label of what is given back instead.
        says: text found in the message (or in what is given back).
        call: runs the entry point with the wrong input.
        sent: whether one request reaches the provider, which refuses it.
    """

    entry: str
    wrong: str
    outcome: type[BaseException] | str
    says: str
    call: Callable[[Context], Any]
    sent: bool = False

    @property
    def outcome_name(self) -> str:
        return self.outcome if isinstance(self.outcome, str) else self.outcome.__name__


def _cli(*argv: str) -> str:
    """Run the ``lawkit`` command; its exit status and what it printed on stderr."""
    from lawkit import cli

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            code = cli.main(list(argv))
        except SystemExit as stop:
            code = stop.code
    return f"exit {code}: {err.getvalue()}"


def _press(form: Any, button: str) -> str:
    getattr(form, button).click()
    return "\n".join(form.messages)


def _wide_usage() -> pd.DataFrame:
    return tidy.usage({"today": {}, "days": []})


def _twice(ctx: Context) -> Any:
    target = ctx.tmp / "twice"
    tidy.Bundle.empty().to_parquet(target, mode="overwrite")
    return tidy.Bundle.empty().to_parquet(target)


def _dataset(ctx: Context, name: str, change: Callable[[Path], Any]) -> Path:
    """A one-lawsuit dataset under ``ctx.tmp`` (written once), then ``change(path)``."""
    path = ctx.tmp / "datasets" / name
    if not path.exists():
        steps = [{"timestamp": "2020-01-02T10:00:00Z", "title": "Distribuído", "description": None}]
        lawsuit = {"properties": {"cnj": CNJ}, "steps": steps}
        result = {"requested": {"id": UUID, "status": "success", "query": "grau1",
                                "param": {"key": "cnj", "value": CNJ}},
                  "data": [lawsuit]}  # fmt: skip
        tidy.lookups([result]).to_parquet(path)
        change(path)
    return path


def _a_file(ctx: Context) -> Path:
    """A file where a dataset's directory is expected."""
    path = ctx.tmp / "portfolio.csv"
    path.write_text("cnj\n")
    return path


def _looped(path: Path) -> None:
    """A link from inside the steps table to the table itself."""
    partition = next(p for p in (path / "steps").iterdir() if p.is_dir())
    (partition / "loop").symlink_to(path / "steps", target_is_directory=True)


def _stray(path: Path) -> None:
    next(p for p in (path / "steps").iterdir() if p.is_dir()).joinpath("notes.txt").write_text("x")


def _truncated(path: Path) -> None:
    """A copy of a steps file cut in half, beside it."""
    whole = next((path / "steps").rglob("*.parquet"))
    whole.with_name("part-cut-0.parquet").write_bytes(
        whole.read_bytes()[: whole.stat().st_size // 2]
    )


def _many_steps(path: Path) -> None:
    """The steps table written again with 20,000 steps of long texts (more than 1 MB)."""
    steps = export.read_parquet(path, ["steps"])["steps"]
    many = pd.concat([steps] * 20_000, ignore_index=True).assign(text="x" * 200)
    export.write_parquet({"steps": many}, path, {"steps": ["court"]}, mode="overwrite")


def _without_timestamps(path: Path) -> None:
    """Rewrite the steps table without its timestamp column (not what Bundle.to_parquet wrote)."""
    steps = export.read_parquet(path, ["steps"])["steps"].drop(columns=["timestamp"])
    export.write_parquet({"steps": steps}, path, {"steps": ["court"]}, mode="overwrite")


def _marks() -> pd.DataFrame:
    """The milestones of an empty bundle: every column, no row."""
    return events.milestones(tidy.Bundle.empty())


def _one_mark(**columns: Any) -> pd.DataFrame:
    """One lawsuit's milestones (filed 2020-03-02, judged 30 days later), ``columns`` replaced."""
    marks = _marks()
    at = pd.Timestamp("2020-03-02", tz="UTC")
    row = marks.reindex([0]).assign(
        cnj=CNJ, filed_at=at, first_judgment_at=at + pd.Timedelta(days=30), last_event_at=at
    )
    return row.astype(marks.dtypes.to_dict()).assign(**columns)


def _days(marks: pd.DataFrame) -> str:
    frame = events.durations(marks)
    return f"days {frame['days'].tolist()}, observed {frame['observed'].tolist()}"


def _judged(outcome: str) -> pd.DataFrame:
    """One decision of a court with this outcome."""
    return pd.DataFrame({"court": ["TJSP"], "outcome": [outcome]})


def _note(figure: Any) -> str:
    """The note an empty figure says instead of a chart."""
    return figure.layout.annotations[0].text


def _tpu_table(ctx: Context) -> Any:
    path = ctx.tmp / "movimentos.csv"
    path.write_text("a;b\n1;2\n", encoding="utf-8")
    return events.tpu.load(path)


def _dj_hit() -> dict[str, Any]:
    """The one hit of a real DataJud answer (tests/data/datajud)."""
    answer = json.loads((DATA / "datajud" / "juscraper_single_page.json").read_text("utf-8"))
    return answer["hits"]["hits"][0]


def _dj_empty() -> str:
    answer = json.loads((DATA / "datajud" / "juscraper_no_results.json").read_text("utf-8"))
    bundle = tidy.datajud(answer)
    return f"{bundle!r} {dict(bundle.lawsuits.dtypes.astype(str).head(3))}"


def _dj_missing(field: str) -> str:
    hit = _dj_hit()
    del hit["_source"][field]
    row = tidy.datajud(hit).lawsuits.iloc[0]
    return f"cnj={row.cnj} start_at={row.start_at}"


def _widget(name: str) -> Any:
    from lawkit import widgets

    return getattr(widgets, name)


C = Case
CASES: list[Case] = [
    # -- lawkit.connect ------------------------------------------------------------------------
    C(
        "lawkit.connect",
        "unknown setting `timeout=5`",
        ConfigurationError,
        "unknown setting(s) timeout; allowed: auth_url",
        lambda x: x.connect(timeout=5),
    ),
    C(
        "lawkit.connect",
        "wrong type `max_retries='many'`",
        ConfigurationError,
        "setting max_retries='many' is not a valid int",
        lambda x: x.connect(max_retries="many"),
    ),
    C(
        "lawkit.connect",
        "out of range `page_size=0` (also `max_workers`)",
        ConfigurationError,
        "setting page_size=0 is not a valid int: must be at least 1",
        lambda x: x.connect(page_size=0),
    ),
    C(
        "lawkit.connect",
        "negative `read_timeout=-1`",
        ConfigurationError,
        "must be more than 0",
        lambda x: x.connect(read_timeout=-1),
    ),
    C(
        "lawkit.connect",
        "malformed URL `capture_url='ftp://h'`",
        ConfigurationError,
        "capture_url must start with http:// or https://",
        lambda x: x.connect(capture_url="ftp://h"),
    ),
    C(
        "lawkit.connect",
        "`client_id` without `client_secret`",
        ConfigurationError,
        "client_secret is missing",
        lambda x: x.connect(client_secret=None),
    ),
    C(
        "lawkit.connect",
        "unknown `cache_ttl` kind `{'forever': 1}`",
        ConfigurationError,
        "unknown cache_ttl kind(s) forever; allowed: lookup",
        lambda x: x.connect(cache_ttl={"forever": 1}),
    ),
    C(
        "lawkit.connect",
        "`offline=True` with `cache=False`",
        ConfigurationError,
        "offline mode needs a cache",
        lambda x: x.connect(offline=True, cache=False),
    ),
    C(
        "lawkit.connect",
        "`offline='maybe'`",
        ConfigurationError,
        "expected true/false",
        lambda x: x.connect(offline="maybe"),
    ),
    # -- client.capture ------------------------------------------------------------------------
    C(
        "client.capture.request",
        "unknown key `key='cpf'`",
        InvalidInput,
        "key 'cpf' is not allowed; allowed: cnj, number, cartaprecatoria",
        lambda x: x.client.capture.request(*UNIFIED, "cpf", "1"),
    ),
    C(
        "client.capture.request",
        "`key='cnj'` with an invalid CNJ value",
        InvalidCNJ,
        "value: cannot read CNJ number '12-3'",
        lambda x: x.client.capture.request(*UNIFIED, "cnj", "12-3"),
    ),
    C(
        "client.capture.request",
        "wrong type `source=5`",
        InvalidInput,
        "source must be a non-empty string, got 5",
        lambda x: x.client.capture.request(5, *UNIFIED[1:], "nome", "x"),
    ),
    C(
        "client.capture.request",
        "wrong type `make_download='no'`",
        InvalidInput,
        "make_download must be True or False, got 'no'",
        lambda x: x.client.capture.request(*UNIFIED, "nome", "x", make_download="no"),
    ),
    C(
        "client.capture.request",
        "callback without URL `[{'method': 'POST'}]`",
        InvalidInput,
        "callbacks[0].url must be an http:// or https:// URL, got None",
        lambda x: x.client.capture.request(*UNIFIED, "nome", "x", callbacks=[{"method": "POST"}]),
    ),
    C(
        "client.capture.request",
        "huge list: 11 callbacks (limit 10)",
        InvalidInput,
        "callbacks holds 11 descriptors; at most 10",
        lambda x: x.client.capture.request(*UNIFIED, "nome", "x", callbacks=[HOOK] * 11),
    ),
    C(
        "client.capture.request",
        "callbacks as one URL string",
        InvalidInput,
        "callbacks must be a list of {'method', 'url'} mappings, got 'http://h/cb'",
        lambda x: x.client.capture.request(*UNIFIED, "nome", "x", callbacks="http://h/cb"),
    ),
    C(
        "client.capture.request",
        "unknown callback key `secret`",
        InvalidInput,
        "callbacks[0] has unexpected field(s) secret; allowed: method, url",
        lambda x: x.client.capture.request(
            *UNIFIED, "nome", "x", callbacks=[{**HOOK, "secret": "s"}]
        ),
    ),
    C(
        "client.capture.request",
        "source/platform/search/query not in the coverage",
        ProviderValidationError,
        "400",
        lambda x: x.client.capture.request("tribunais", "nope", "tjsp", "unificada", "nome", "x"),
        sent=True,
    ),
    C(
        "client.capture.autorequest",
        "CNJ with wrong check digits",
        InvalidCNJ,
        "check digits 56 do not match; expected 13",
        lambda x: x.client.capture.autorequest(BAD_CHECK),
    ),
    C(
        "client.capture.autorequest",
        "18 digits (two short)",
        InvalidCNJ,
        f"cnj: cannot read CNJ number '{EIGHTEEN}': 18 digits, 20 expected",
        lambda x: x.client.capture.autorequest(EIGHTEEN),
    ),
    C(
        "client.capture.autorequest",
        "filed after the current year (the provider's clock)",
        InvalidCNJ,
        "its filing year 2027 is after the current year, 2026",
        lambda x: x.client.capture.autorequest(FUTURE),
    ),
    C(
        "client.capture.autorequest",
        "`cnj=None`",
        InvalidCNJ,
        "cnj must be a CNJ number as text, got None",
        lambda x: x.client.capture.autorequest(None),
    ),
    C(
        "client.capture.autorequest",
        "a list instead of one CNJ",
        InvalidCNJ,
        "cnj must be a CNJ number as text, got ['0001234-13.2020.8.26.0100']",
        lambda x: x.client.capture.autorequest([CNJ]),
    ),
    C(
        "client.capture.autorequest",
        "huge string: 1,000,000 digits (quoted cut short)",
        InvalidCNJ,
        "9999...9999",
        lambda x: x.client.capture.autorequest("9" * 1_000_000),
    ),
    C(
        "client.capture.autorequest",
        "callback with `headers`",
        InvalidInput,
        "headers are accepted by the monitoring API only",
        lambda x: x.client.capture.autorequest(CNJ, callbacks=[{**HOOK, "headers": {"a": "b"}}]),
    ),
    C(
        "client.capture.autorequest_many",
        "one unreadable number among good ones",
        InvalidCNJ,
        "cnjs[1]: cannot read CNJ number '123'",
        lambda x: x.client.capture.autorequest_many([CNJ, "123"], progress=False),
    ),
    C(
        "client.capture.autorequest_many",
        "empty list",
        InvalidInput,
        "cnjs is empty: at least one CNJ number is needed",
        lambda x: x.client.capture.autorequest_many([], progress=False),
    ),
    C(
        "client.capture.autorequest_many",
        "one filed after the current year among good ones",
        InvalidCNJ,
        "cnjs[1]: invalid CNJ number 0000001-34.2027.8.26.0100: its filing year 2027",
        lambda x: x.client.capture.autorequest_many([CNJ, FUTURE], progress=False),
    ),
    C(
        "client.capture.autorequest_many",
        "`max_workers=0`",
        InvalidInput,
        "max_workers must be a positive integer, got 0",
        lambda x: x.client.capture.autorequest_many([CNJ], max_workers=0, progress=False),
    ),
    C(
        "client.capture.available",
        "`cnj='nope'`",
        InvalidCNJ,
        "cnj: cannot read CNJ number 'nope'",
        lambda x: x.client.capture.available(cnj="nope"),
    ),
    C(
        "client.capture.lookup",
        "not a UUID `'42'`",
        InvalidInput,
        "request_id must be a UUID",
        lambda x: x.client.capture.lookup("42"),
    ),
    C(
        "client.capture.lookup",
        "a UUID the provider does not know",
        NotFound,
        "404 Not found",
        lambda x: x.client.capture.lookup(UUID),
        sent=True,
    ),
    C(
        "client.capture.requests",
        "unknown status `'done'`",
        InvalidInput,
        "status 'done' is not allowed; allowed: pending, success, warning, error",
        lambda x: x.client.capture.requests(status="done"),
    ),
    C(
        "client.capture.requests",
        "wrong type `status=5`",
        InvalidInput,
        "status must be a list, got 5",
        lambda x: x.client.capture.requests(status=5),
    ),
    C(
        "client.capture.requests",
        "`start` without `end`",
        InvalidInput,
        "start and end are both required",
        lambda x: x.client.capture.requests(start="2024-01-01"),
    ),
    C(
        "client.capture.autorequests",
        "`cnj='x'`",
        InvalidCNJ,
        "cnj: cannot read CNJ number 'x'",
        lambda x: x.client.capture.autorequests(cnj="x"),
    ),
    C(
        "client.capture.autorequest_detail",
        "not a UUID",
        InvalidInput,
        "autorequest_id must be a UUID",
        lambda x: x.client.capture.autorequest_detail("x"),
    ),
    C(
        "client.capture.stats_use",
        "reversed dates",
        InvalidInput,
        "start 2024-02-01 is after end 2024-01-01; start must be on or before end",
        lambda x: x.client.capture.stats_use("2024-02-01", "2024-01-01"),
    ),
    C(
        "client.capture.stats_consume",
        "malformed date `'01/02/2024'`",
        InvalidInput,
        "start must be a date, datetime or 'YYYY-MM-DD' text, got '01/02/2024'",
        lambda x: x.client.capture.stats_consume("01/02/2024", "2024-03-01"),
    ),
    C(
        "client.capture.stats_details",
        "impossible date `'2024-02-30'`",
        InvalidInput,
        "end must be a date, datetime or 'YYYY-MM-DD' text",
        lambda x: x.client.capture.stats_details("2024-02-01", "2024-02-30"),
    ),
    C(
        "client.capture.stats_use",
        "wrong type `20240101`",
        InvalidInput,
        "start must be a date, datetime or 'YYYY-MM-DD' text, got 20240101",
        lambda x: x.client.capture.stats_use(20240101, 20240102),
    ),
    C(
        "client.capture.stats_use",
        "a range over 3,660 days",
        ProviderValidationError,
        "may span at most 3660 days",
        lambda x: x.client.capture.stats_use("1990-01-01", "2024-01-01"),
        sent=True,
    ),
    C(
        "client.capture.download",
        "path traversal `'../etc/passwd'`",
        InvalidInput,
        "no path separators",
        lambda x: x.client.capture.download("../etc/passwd", x.tmp),
    ),
    C(
        "client.capture.download",
        "URL outside the file store",
        InvalidInput,
        "is not a file store URL",
        lambda x: x.client.capture.download("http://evil.example/files/a.pdf", x.tmp),
    ),
    C(
        "client.capture.download",
        "wrong type `to=5`",
        InvalidInput,
        "to must be a folder path, got 5",
        lambda x: x.client.capture.download("a.pdf", to=5),
    ),
    C(
        "client.capture.download",
        "a file the store does not hold",
        NotFound,
        "404",
        lambda x: x.client.capture.download("missing.pdf", x.tmp),
        sent=True,
    ),
    C(
        "client.capture.wait",
        "not ids or records `5`",
        InvalidInput,
        "expected request ids or records, got int",
        lambda x: x.client.capture.wait(5, progress=False),
    ),
    C(
        "client.capture.wait",
        "an id that is not a UUID",
        InvalidInput,
        "request id must be a UUID",
        lambda x: x.client.capture.wait(["nope"], progress=False),
    ),
    C(
        "client.capture.wait",
        "a mapping with unknown keys",
        InvalidInput,
        "got a mapping with keys ['x']",
        lambda x: x.client.capture.wait([{"x": 1}], progress=False),
    ),
    C(
        "client.capture.wait",
        "a lookup result without `createdAt`",
        InvalidInput,
        "has no readable createdAt",
        lambda x: x.client.capture.wait([{"requested": {"id": UUID}}], progress=False),
    ),
    C(
        "client.capture.wait",
        "`poll=0` (would spin)",
        InvalidInput,
        "poll must be a number of seconds > 0, got 0",
        lambda x: x.client.capture.wait([RECORD], poll=0),
    ),
    C(
        "client.capture.wait",
        "wrong type `timeout='10'`",
        InvalidInput,
        "timeout must be a number of seconds >= 0 or None, got '10'",
        lambda x: x.client.capture.wait([RECORD], timeout="10"),
    ),
    C(
        "client.capture.wait",
        "empty list",
        InvalidInput,
        "ids_or_records is empty: at least one request id or record is needed (an empty list "
        "is usually a filter that matched nothing)",
        lambda x: x.client.capture.wait([], progress=False),
    ),
    # -- client.monitor ------------------------------------------------------------------------
    C(
        "client.monitor.register",
        "invalid CNJ",
        InvalidCNJ,
        "cnj: invalid CNJ number 0001234-56.2020.8.26.0100",
        lambda x: x.client.monitor.register(BAD_CHECK),
    ),
    C(
        "client.monitor.register",
        "wrong type `ignore='yes'`",
        InvalidInput,
        "ignore must be True or False, got 'yes'",
        lambda x: x.client.monitor.register(CNJ, ignore="yes"),
    ),
    C(
        "client.monitor.register",
        "callback header value not text",
        InvalidInput,
        "callbacks[0].headers must map header names to strings",
        lambda x: x.client.monitor.register(CNJ, callbacks=[{**HOOK, "headers": {"a": 1}}]),
    ),
    C(
        "client.monitor.register",
        "`credentials='x'`",
        InvalidInput,
        "credentials must be a mapping, got str",
        lambda x: x.client.monitor.register(CNJ, credentials="x"),
    ),
    C(
        "client.monitor.info",
        "not a UUID",
        InvalidInput,
        "process_id must be a UUID",
        lambda x: x.client.monitor.info("abc"),
    ),
    C(
        "client.monitor.data",
        "neither a UUID nor a CNJ",
        InvalidCNJ,
        "id_or_cnj: cannot read CNJ number 'abc'",
        lambda x: x.client.monitor.data("abc"),
    ),
    C(
        "client.monitor.list",
        "`cnj='x'`",
        InvalidCNJ,
        "cnj: cannot read CNJ number 'x'",
        lambda x: x.client.monitor.list(cnj="x"),
    ),
    C(
        "client.monitor.confirm",
        "one string as `cover_ids`",
        InvalidInput,
        "cover_ids must be a list of UUIDs, not a single string",
        lambda x: x.client.monitor.confirm("x", UUID),
    ),
    C(
        "client.monitor.confirm",
        "wrong type `cover_ids=5`",
        InvalidInput,
        "cover_ids must be a list, got 5",
        lambda x: x.client.monitor.confirm("x", 5),
    ),
    C(
        "client.monitor.confirm",
        "empty `cover_ids=[]`",
        InvalidInput,
        "cover_ids is empty: at least one cover id is needed",
        lambda x: x.client.monitor.confirm("x", []),
    ),
    C(
        "client.monitor.remove",
        "not a UUID",
        InvalidInput,
        "process_id must be a UUID",
        lambda x: x.client.monitor.remove("1"),
    ),
    C(
        "client.monitor.wait",
        "wrong type `5`",
        InvalidInput,
        "ids_or_records must be a list, got 5",
        lambda x: x.client.monitor.wait(5),
    ),
    C(
        "client.monitor.wait",
        "`poll=-1`",
        InvalidInput,
        "poll must be a number of seconds > 0, got -1",
        lambda x: x.client.monitor.wait([UUID], poll=-1),
    ),
    C(
        "client.monitor.wait",
        "empty list",
        InvalidInput,
        "ids_or_records is empty: at least one process id or record is needed",
        lambda x: x.client.monitor.wait([]),
    ),
    # -- client.demand -------------------------------------------------------------------------
    C(
        "client.demand.insert",
        "empty list",
        InvalidInput,
        "cnjs is empty: at least one CNJ number is needed",
        lambda x: x.client.demand.insert([], **DEMAND),
    ),
    C(
        "client.demand.insert",
        "huge list: 1,001 numbers (limit 1,000)",
        InvalidInput,
        "cnjs holds 1,001 CNJ numbers; at most 1,000 per demand",
        lambda x: x.client.demand.insert(cnj.generate("TJSP", n=1001), **DEMAND),
    ),
    C(
        "client.demand.insert",
        "wrong type `cnjs=5`",
        InvalidInput,
        "cnjs must be a list, got 5",
        lambda x: x.client.demand.insert(5, **DEMAND),
    ),
    C(
        "client.demand.insert",
        "one invalid CNJ in the list",
        InvalidCNJ,
        "cnjs[1]: cannot read CNJ number '9'",
        lambda x: x.client.demand.insert([CNJ, "9"], **DEMAND),
    ),
    C(
        "client.demand.insert",
        "unknown `filter_doc` value `'memo'`",
        InvalidInput,
        "filter_doc value 'memo' is not allowed; allowed: inicial, sentenca, decisao",
        lambda x: x.client.demand.insert(CNJ, **DEMAND, filter_doc=["memo"]),
    ),
    C(
        "client.demand.insert",
        "wrong type `filter_doc=5`",
        InvalidInput,
        "filter_doc must be a list, got 5",
        lambda x: x.client.demand.insert(CNJ, **DEMAND, filter_doc=5),
    ),
    C(
        "client.demand.insert",
        "unknown `update_frequency='weekly'`",
        InvalidInput,
        "update_frequency 'weekly' is not allowed; allowed: never, daily",
        lambda x: x.client.demand.insert(CNJ, **DEMAND, update_frequency="weekly"),
    ),
    C(
        "client.demand.insert",
        "callback without URL `url_callback=''`",
        InvalidInput,
        "url_callback must be an http:// or https:// URL, got ''",
        lambda x: x.client.demand.insert(CNJ, url_callback=""),
    ),
    C(
        "client.demand.insert",
        "credentials missing fields",
        InvalidInput,
        "missing arn, codigoCredencialOrgaoSistema, sistema",
        lambda x: x.client.demand.insert(CNJ, **DEMAND, credentials={"login": "x"}),
    ),
    C(
        "client.demand.get",
        "blank id",
        InvalidInput,
        "demand_id must be a non-empty string",
        lambda x: x.client.demand.get("  "),
    ),
    C(
        "client.demand.by_callback",
        "wrong type `5`",
        InvalidInput,
        "callback_id must be a string, got 5",
        lambda x: x.client.demand.by_callback(5),
    ),
    # -- client.datajud ------------------------------------------------------------------------
    C(
        "client.datajud.search",
        "unknown court `court='TXX'`",
        InvalidInput,
        "unknown court acronym 'TXX'",
        lambda x: x.client.datajud.search(court="TXX", progress=False),
    ),
    C(
        "client.datajud.search",
        "a court DataJud does not index `court='STF'`",
        InvalidInput,
        "DataJud does not index court STF",
        lambda x: x.client.datajud.search(court="STF", progress=False),
    ),
    C(
        "client.datajud.search",
        f"a CNJ of a court DataJud does not index `{STF_CNJ!r}`",
        InvalidInput,
        f"{STF_CNJ}: DataJud does not index its court (STF)",
        lambda x: x.client.datajud.search([STF_CNJ], progress=False),
    ),
    C(
        "client.datajud.search",
        "a CNJ that is not one `'123'`",
        InvalidInput,
        "'123' is not a CNJ number",
        lambda x: x.client.datajud.search(["123"], progress=False),
    ),
    C(
        "client.datajud.search",
        "a code that is a digit but no number `classes=['²']`",
        InvalidInput,
        "classes must hold whole-number codes (TPU or unit codes), got '²'",
        lambda x: x.client.datajud.search(court="TJSP", classes=["²"], progress=False),
    ),
    C(
        "client.datajud.search",
        "a filing date with more after it `filed=('2020-01-01garbage', None)`",
        InvalidInput,
        "'2020-01-01garbage' is not a date",
        lambda x: x.client.datajud.search(
            court="TJSP", filed=("2020-01-01garbage", None), progress=False
        ),
    ),
    C(
        "client.datajud.search",
        "a malformed query `query='classe:7'`",
        InvalidInput,
        "query must be one Elasticsearch query clause",
        lambda x: x.client.datajud.search(court="TJSP", query="classe:7", progress=False),
    ),
    C(
        "client.datajud.search",
        "an unknown query clause `{'bogus': {}}`",
        InvalidInput,
        "unknown query clause 'bogus'; allowed: bool",
        lambda x: x.client.datajud.search(court="TJSP", query={"bogus": {}}, progress=False),
    ),
    C(
        "client.datajud.search",
        "a query DataJud cannot parse `{'range': {'dataAjuizamento': {'from': '2020'}}}`",
        ProviderValidationError,
        "DataJud refused the search of api_publica_tjsp: [range] bounds must be gt, gte",
        lambda x: x.client.datajud.search(
            court="TJSP", query={"range": {"dataAjuizamento": {"from": "2020"}}}, progress=False
        ),
        sent=True,
    ),
    C(
        "client.datajud.search",
        "filing dates reversed `filed=('2024-02-01', '2024-01-01')`",
        InvalidInput,
        "filed starts after it ends: 2024-02-01 > 2024-01-01",
        lambda x: x.client.datajud.search(
            court="TJSP", filed=("2024-02-01", "2024-01-01"), progress=False
        ),
    ),
    C(
        "client.datajud.search",
        "a page too large `size=10_001`",
        InvalidInput,
        "size must be at most 10,000 (DataJud's largest page)",
        lambda x: x.client.datajud.search(court="TJSP", size=10_001, progress=False),
    ),
    # -- lawkit.cnj ----------------------------------------------------------------------------
    C(
        "lawkit.cnj.parse",
        "18 digits (two short)",
        InvalidCNJ,
        f"cannot read CNJ number '{EIGHTEEN}': 18 digits, 20 expected",
        lambda x: cnj.parse(EIGHTEEN),
    ),
    C(
        "lawkit.cnj.parse",
        "filed after `today`'s year",
        InvalidCNJ,
        "its filing year 2027 is after the current year, 2026",
        lambda x: cnj.parse(FUTURE, today=datetime.date(2026, 12, 31)),
    ),
    C(
        "Series.cnj.normalize",
        "an unreadable item, `errors='raise'`",
        InvalidCNJ,
        "item 1 (row 1 of 2): cannot read CNJ number 'abc'",
        lambda x: pd.Series([CNJ, "abc"]).cnj.normalize(errors="raise"),
    ),
    C(
        "Series.cnj.problems",
        "an unreadable item and 18 digits",
        "returns",
        "[<NA>, \"cannot read CNJ number 'abc'",
        lambda x: str(pd.Series([CNJ, "abc", EIGHTEEN]).cnj.problems().tolist()),
    ),
    C(
        "lawkit.cnj.normalize",
        "too few digits `'12-3'`",
        InvalidCNJ,
        "cannot read CNJ number '12-3'",
        lambda x: cnj.normalize("12-3"),
    ),
    C(
        "lawkit.cnj.normalize",
        "wrong type `None`",
        InvalidCNJ,
        "cannot read a CNJ number from NoneType None",
        lambda x: cnj.normalize(None),
    ),
    C(
        "lawkit.cnj.parse",
        "wrong check digits",
        InvalidCNJ,
        "check digits 56 do not match; expected 13",
        lambda x: cnj.parse(BAD_CHECK),
    ),
    C(
        "lawkit.cnj.parse",
        "a J.TR that names no court (8.99)",
        InvalidCNJ,
        "no court has the code J.TR = 8.99",
        lambda x: cnj.parse("0001234-79.2020.8.99.0100"),
    ),
    C(
        "lawkit.cnj.is_valid",
        "anything unreadable (`None`, `'x'`)",
        "returns",
        "False",
        lambda x: cnj.is_valid(None) or cnj.is_valid("x"),
    ),
    C(
        "lawkit.cnj.build",
        "wrong type `sequence=1.0` (a float)",
        InvalidCNJ,
        "sequence must be an int from 0 to 9999999 or a string of 1 to 7 digits, got 1.0",
        lambda x: cnj.build(1.0, 2020, 8, 26, 100),
    ),
    C(
        "lawkit.cnj.check_digits",
        "too many digits `sequence=10**8`",
        InvalidCNJ,
        "sequence must be an int from 0 to 9999999 or a string of 1 to 7 digits, got 100000000",
        lambda x: cnj.check_digits(10**8, 2020, 8, 26, 100),
    ),
    C(
        "lawkit.cnj.generate",
        "unknown court `'XX'`",
        InvalidInput,
        "unknown court acronym 'XX'",
        lambda x: cnj.generate("XX"),
    ),
    C(
        "lawkit.cnj.generate",
        "wrong type `court=5`",
        InvalidInput,
        "a court acronym must be text such as 'TJSP', got 5",
        lambda x: cnj.generate(5),
    ),
    C(
        "lawkit.cnj.generate",
        "huge `n=2_000_000`",
        InvalidInput,
        "n must be an int from 0 to 1,000,000",
        lambda x: cnj.generate("TJSP", n=2_000_000),
    ),
    C(
        "lawkit.cnj.court",
        "a J.TR that names no court",
        "returns",
        "None",
        lambda x: cnj.court(8, 99),
    ),
    C(
        "Series.cnj accessor",
        "junk items (dict, list, float, None)",
        "returns",
        "<NA>",
        lambda x: pd.Series([{"a": 1}, [1], 1.5, None]).cnj.normalize().tolist(),
    ),
    # -- lawkit.tidy and export ------------------------------------------------------------------
    C(
        "lawkit.tidy.lookups",
        "wrong type `5`",
        InvalidInput,
        "expected a capture lookup result (a dict with `requested`, or with `data` as a list), a "
        "mapping of request id -> result (such as the WaitResult of client.capture.wait) or an "
        "iterable of them; got int 5",
        lambda x: tidy.lookups(5),
    ),
    C("lawkit.tidy.lookups", "a string", InvalidInput, "got str", lambda x: tidy.lookups("x")),
    C(
        "lawkit.tidy.lookups",
        "junk items `[1, 'x', {'data': 5}]`",
        InvalidInput,
        "got a list of 3 items whose item 0 is int 1",
        lambda x: tidy.lookups([1, "x", {"data": 5}]),
    ),
    C(
        "lawkit.tidy.lookups",
        "request ids instead of results (`list(wait_result)`)",
        InvalidInput,
        f"got a list of 1 item whose item 0 is str '{UUID}'",
        lambda x: tidy.lookups([UUID]),
    ),
    C(
        "lawkit.tidy.lookups",
        "a dict of another kind (a monitoring data response)",
        InvalidInput,
        "got a dict with keys 'id', 'cnj', 'createdAt', 'info'",
        lambda x: tidy.lookups({"id": UUID, "cnj": CNJ, "createdAt": "2026-01-01", "info": []}),
    ),
    C(
        "lawkit.tidy.lookups",
        "wrong types inside a payload",
        "returns",
        "<Bundle lawsuits=1,",
        lambda x: tidy.lookups(
            {"requested": 5, "data": [{"properties": {"cnj": CNJ}, "steps": "x", "people": [5]}]}
        ),
    ),
    C(
        "lawkit.tidy.monitoring",
        "a string",
        InvalidInput,
        "expected a monitoring data response (a dict with `info` as a list of instances carrying "
        "`data`; bare, in its {success, data} envelope or as the `data` of a callback body)",
        lambda x: tidy.monitoring("x"),
    ),
    C(
        "lawkit.tidy.monitoring",
        "a lookup result",
        InvalidInput,
        "got a dict with keys 'requested', 'info', 'data'",
        lambda x: tidy.monitoring({"requested": {}, "info": {}, "data": []}),
    ),
    C(
        "lawkit.tidy.monitoring",
        "an info response (instances without `data`)",
        InvalidInput,
        "got a dict with keys 'id', 'cnj', 'info'",
        lambda x: tidy.monitoring({"id": UUID, "cnj": CNJ, "info": [{"id": UUID}]}),
    ),
    C(
        "lawkit.tidy.demand",
        "wrong type `5`",
        InvalidInput,
        "expected a demand result or callback message (dicts with `body` as a list; with `data` "
        "as a list and `cnj` or `idDemanda`)",
        lambda x: tidy.demand(5),
    ),
    C(
        "lawkit.tidy.demand",
        "the insert answer",
        InvalidInput,
        "got a dict with keys 'statusCode', 'idDemanda', 'body'",
        lambda x: tidy.demand({"statusCode": 200, "idDemanda": UUID, "body": {"type": "Success"}}),
    ),
    C(
        "lawkit.tidy.datajud",
        "an empty answer (no hits)",
        "an empty typed Bundle",
        "lawsuits=0",
        lambda x: _dj_empty(),
    ),
    C(
        "lawkit.tidy.datajud",
        "a hit missing a field (`dataAjuizamento`)",
        "that field empty in its column",
        "start_at=NaT",
        lambda x: _dj_missing("dataAjuizamento"),
    ),
    C(
        "lawkit.tidy.datajud",
        "a hit without `_source`",
        InvalidInput,
        "DataJud hit 0 has no `_source` object (keys _id)",
        lambda x: tidy.datajud({"hits": {"hits": [{"_id": "TJSP_G1_1"}]}}),
    ),
    C(
        "lawkit.tidy.datajud",
        "a hit naming no lawsuit (no `numeroProcesso`, `_id` nor `id`)",
        InvalidInput,
        "DataJud hit 0 names no lawsuit",
        lambda x: tidy.datajud({"hits": {"hits": [{"_source": {"grau": "G1"}}]}}),
    ),
    C(
        "lawkit.tidy.datajud",
        "an answer cut short (`hits` without its `hits` list)",
        InvalidInput,
        "a DataJud answer cut short: its `hits` holds no `hits` list (keys: total)",
        lambda x: tidy.datajud({"took": 3, "hits": {"total": {"value": 9}}}),
    ),
    C(
        "lawkit.tidy.datajud",
        "an answer cut short as text (JSON not parsed, truncated)",
        InvalidInput,
        "expected a DataJud answer or hit",
        lambda x: tidy.datajud('{"hits": {"hits": ['),
    ),
    C(
        "lawkit.tidy.demands",
        "a demand result",
        InvalidInput,
        "expected a demand callback list (a dict with `callbackId`, or with `body` holding "
        "`demands`)",
        lambda x: tidy.demands({"idDemanda": UUID, "body": []}),
    ),
    C(
        "lawkit.tidy.coverage",
        "a dict of another kind",
        InvalidInput,
        "expected a coverage source (a dict with `platforms` or `Descrição`; the tree is a list "
        "of them)",
        lambda x: tidy.coverage({"today": {}, "days": []}),
    ),
    C(
        "lawkit.tidy.requests",
        "a monitoring list response",
        InvalidInput,
        "expected a request record, list response or lookup result (dicts with `id` or "
        "`requestId` and `status` or `param`; with `result` as a list; with `requested`)",
        lambda x: tidy.requests({"totalItems": 0, "list": []}),
    ),
    C(
        "lawkit.tidy.autorequests",
        "a request record",
        InvalidInput,
        "expected an automatic request record or list response (dicts with `requests` or `key`; "
        "with `result` as a list)",
        lambda x: tidy.autorequests({"id": UUID, "status": "pending"}),
    ),
    C(
        "lawkit.tidy.callbacks",
        "a dict of another kind",
        InvalidInput,
        "expected a callback body (a dict with `requestId`, `action`, `requested` or "
        "`processoId`, or a demand callback message)",
        lambda x: tidy.callbacks({"today": {}, "days": []}),
    ),
    C(
        "lawkit.tidy.monitored",
        "a lookup result",
        InvalidInput,
        "expected a monitored process or list response (dicts with `cnj`, or `info` as a list "
        "(list item, register, info or data response); with `list` as a list)",
        lambda x: tidy.monitored({"requested": {}, "info": {}, "data": []}),
    ),
    C(
        "lawkit.tidy.usage",
        "a list",
        InvalidInput,
        "expected the use statistics (a dict with `today` or `days`) or its {success, data} "
        "envelope; got a list of 1 item",
        lambda x: tidy.usage([1]),
    ),
    C(
        "lawkit.tidy.usage",
        "a dict without `today` or `days`",
        InvalidInput,
        "got a dict with keys 'date'",
        lambda x: tidy.usage({"date": "2026-01-01"}),
    ),
    C(
        "lawkit.tidy.consumption",
        "the use statistics (read by `usage`)",
        InvalidInput,
        "expected a statistics entry (a dict with `date` or `bytes`)",
        lambda x: tidy.consumption({"today": None, "days": []}),
    ),
    C(
        "lawkit.tidy.usage_details",
        "junk items `[None]`",
        InvalidInput,
        "got a list of 1 item whose item 0 is None",
        lambda x: tidy.usage_details([None]),
    ),
    C(
        "lawkit.tidy.to_long",
        "unknown table `'steps'`",
        InvalidInput,
        "table must be one of usage, consumption, usage_details, got 'steps'",
        lambda x: tidy.to_long(_wide_usage(), "steps"),
    ),
    C(
        "lawkit.tidy.to_long",
        "a frame without the statistics columns",
        InvalidInput,
        "wide must be a usage frame",
        lambda x: tidy.to_long(pd.DataFrame({"a": [1]}), "usage"),
    ),
    C(
        "lawkit.tidy.concat",
        "a non-Bundle in the list",
        InvalidInput,
        "concat takes Bundles only, got int",
        lambda x: tidy.concat([tidy.Bundle.empty(), 5]),
    ),
    C(
        "Bundle.to_parquet",
        "unknown `mode='replace'`",
        InvalidInput,
        "mode must be one of error, overwrite, append, not 'replace'",
        lambda x: tidy.Bundle.empty().to_parquet(x.tmp / "m", mode="replace"),
    ),
    C(
        "Bundle.to_parquet",
        "an existing dataset, default mode",
        FileExistsError,
        "already holds a dataset; pass mode='overwrite' to replace it or mode='append'",
        _twice,
    ),
    C(
        "Bundle.to_parquet",
        "wrong type `path=5`",
        InvalidInput,
        "expected a directory path (str or Path), got int",
        lambda x: tidy.Bundle.empty().to_parquet(5),
    ),
    C(
        "Bundle.from_parquet",
        "a folder that does not exist",
        FileNotFoundError,
        "no Parquet dataset at",
        lambda x: tidy.Bundle.from_parquet(x.tmp / "none"),
    ),
    C(
        "lawkit.tidy.export.write_parquet",
        "table name `'my-table'`",
        InvalidInput,
        "table name 'my-table' is not an identifier",
        lambda x: export.write_parquet({"my-table": pd.DataFrame({"a": [1]})}, x.tmp / "w"),
    ),
    C(
        "lawkit.tidy.export.duckdb_views",
        "wrong type `5`",
        InvalidInput,
        "expected a directory path (str or Path), got int",
        lambda x: export.duckdb_views(5),
    ),
    C(
        "lawkit.tidy.export.compact",
        "a folder that does not exist",
        FileNotFoundError,
        "no Parquet dataset at",
        lambda x: export.compact(x.tmp / "none"),
    ),
    C(
        "lawkit.tidy.export.dask_frames",
        "a folder that does not exist",
        FileNotFoundError,
        "no Parquet dataset at",
        lambda x: export.dask_frames(x.tmp / "none"),
    ),
    # -- lawkit.events -------------------------------------------------------------------------
    C(
        "lawkit.events.classify",
        "titles and texts of different lengths",
        InvalidInput,
        "titles and texts must have the same length (one per step); got titles=2, texts=1",
        lambda x: events.classify(["Sentença", "Despacho"], ["texto"]),
    ),
    C(
        "lawkit.events.classify",
        "one string for `titles`",
        InvalidInput,
        "titles must be a list, tuple, pandas Series/Index or 1-D numpy array; got str",
        lambda x: events.classify("Sentença", None),
    ),
    C(
        "lawkit.events.classify",
        "a dict among `codes`",
        InvalidInput,
        "codes must hold positive integer TPU codes (int, integral float or digit string, "
        "below 2**63) or missing values; position 1 holds dict {'codigo': 92}",
        lambda x: events.classify(["a", "b"], [None, None], [92, {"codigo": 92}]),
    ),
    C(
        "lawkit.events.classify",
        "the code `10**40`",
        InvalidInput,
        "codes must hold positive integer TPU codes (int, integral float or digit string, "
        "below 2**63) or missing values; position 0 holds int 1000000000000000000000000000",
        lambda x: events.classify(["a"], [None], [10**40]),
    ),
    C(
        "lawkit.events.classify",
        "a lone surrogate `'\\ud800'` in a title (valid JSON escape)",
        "the classes, the surrogate read as U+FFFD",
        "['judgment']",
        lambda x: events.classify(["Julgada procedente a ação \ud800"], [None]).tolist(),
    ),
    C(
        "lawkit.events.timeline",
        "a steps DataFrame instead of a bundle",
        InvalidInput,
        "timeline takes a lawkit.tidy.Bundle or the directory of a Parquet dataset that "
        "Bundle.to_parquet wrote; got a DataFrame",
        lambda x: events.timeline(tidy.Bundle.empty().steps),
    ),
    C(
        "lawkit.events.timeline",
        "`cnj=` a lawsuit the bundle does not hold",
        InvalidInput,
        "no step of lawsuit 'xyz' in this bundle (its steps are of 0 lawsuits",
        lambda x: events.timeline(tidy.Bundle.empty(), cnj="xyz"),
    ),
    C(
        "lawkit.events.milestones",
        "a raw payload (dict)",
        InvalidInput,
        "milestones takes a lawkit.tidy.Bundle",
        lambda x: events.milestones({"success": True}),
    ),
    C(
        "lawkit.events.durations",
        "unknown milestone `start='filed'`",
        InvalidInput,
        "start must be one of filed_at, first_notice_at, summons_at, first_hearing_at",
        lambda x: events.durations(_marks(), "filed"),
    ),
    C(
        "lawkit.events.durations",
        "`filed_at` without a time zone",
        InvalidInput,
        "milestones['filed_at'] holds datetimes without a time zone, which mean no one "
        "instant; localize them in the zone they were written in, e.g. "
        "milestones['filed_at'].dt.tz_localize('America/Sao_Paulo')",
        lambda x: events.durations(
            _one_mark(filed_at=pd.Series([pd.Timestamp("2020-03-02")], dtype="datetime64[ns]"))
        ),
    ),
    C(
        "lawkit.events.durations",
        "`filed_at` as text",
        InvalidInput,
        "milestones['filed_at'] must hold aware datetimes (datetime64[ns, UTC]); it holds str "
        "values such as str '2020-03-02T00:00:00Z'; convert them (pd.to_datetime(..., utc=True))",
        lambda x: events.durations(_one_mark(filed_at=["2020-03-02T00:00:00Z"])),
    ),
    C(
        "lawkit.events.durations",
        "`filed_at` all NaT (or None), of any dtype",
        "missing days: a lawsuit without a start has no duration",
        "days [<NA>], observed [<NA>]",
        lambda x: _days(_one_mark(filed_at=[pd.NaT])),
    ),
    C(
        "lawkit.events.durations",
        "naive `as_of`",
        InvalidInput,
        "as_of must carry a time zone, so that it means one instant",
        lambda x: events.durations(_marks(), as_of=datetime.datetime(2026, 11, 16)),
    ),
    C(
        "lawkit.events.durations",
        "`stale_after=0` (not a positive number of days)",
        InvalidInput,
        "stale_after must be a positive number of days or None; got 0",
        lambda x: events.durations(_marks(), stale_after=0),
    ),
    C(
        "lawkit.events.medians",
        "unknown column `by='judge'`",
        InvalidInput,
        "by must be one of cnj, court, segment",
        lambda x: events.medians(events.durations(_marks()), by="judge"),
    ),
    C(
        "lawkit.events.survival",
        "durations where no lawsuit has days",
        InvalidInput,
        "no lawsuit has a duration",
        lambda x: events.survival(events.durations(_marks())),
    ),
    C(
        "lawkit.events.milestones",
        "a path that is not a dataset (a file)",
        InvalidInput,
        "portfolio.csv' is not a dataset (a file there)",
        lambda x: events.milestones(_a_file(x)),
    ),
    C(
        "lawkit.events.timeline",
        "a dataset without its steps table",
        InvalidInput,
        "has no steps table (it has complements, cover, files, lawsuits, lawyers, parties, "
        "properties, subjects)",
        lambda x: events.timeline(_dataset(x, "no-steps", lambda p: shutil.rmtree(p / "steps"))),
    ),
    C(
        "lawkit.events.results",
        "a dataset whose steps lack a column (not written by `Bundle.to_parquet`)",
        InvalidInput,
        "the steps table of",
        lambda x: events.results(_dataset(x, "old", _without_timestamps)),
    ),
    C(
        "lawkit.events.rates",
        "a dataset with a batch half written (`.writing/<batch>`)",
        InvalidInput,
        "holds a batch half written",
        lambda x: events.rates(
            _dataset(x, "writing", lambda p: (p / export.WRITING / "0a1b").mkdir(parents=True)),
            by="court",
        ),
    ),
    C(
        "lawkit.events.milestones",
        "an empty path `''` (not the current directory)",
        InvalidInput,
        "milestones takes a lawkit.tidy.Bundle or the directory of a Parquet dataset that "
        "Bundle.to_parquet wrote; got ''",
        lambda x: events.milestones(""),
    ),
    C(
        "lawkit.events.outcomes",
        "a symbolic link loop inside a table",
        InvalidInput,
        "is a symbolic link to a directory inside the steps table",
        lambda x: events.outcomes(_dataset(x, "loop", _looped)),
    ),
    C(
        "lawkit.events.milestones",
        "a stray file in a table (`notes.txt`)",
        InvalidInput,
        "notes.txt in the steps table is not a Parquet file (a stray file)",
        lambda x: events.milestones(_dataset(x, "stray", _stray)),
    ),
    C(
        "lawkit.events.results",
        "a truncated Parquet file in a table",
        InvalidInput,
        "in the steps table is truncated or not Parquet",
        lambda x: events.results(_dataset(x, "truncated", _truncated)),
    ),
    C(
        "lawkit.events.portfolio",
        "too little memory and spill disk (`memory_limit='1MB', spill_limit='1MB'`)",
        ResourceLimit,
        "it may use 1MB of memory and spill to",
        lambda x: events.timeline(
            events.portfolio(
                _dataset(x, "memory", _many_steps), memory_limit="1MB", spill_limit="1MB"
            )
        ),
    ),
    C(
        "lawkit.events.portfolio",
        "a memory limit that is no size (`memory_limit='lots'`), of a dataset",
        InvalidInput,
        "DuckDB cannot read the sizes given (memory_limit='lots', spill_limit=None): each is a "
        "number and a unit",
        lambda x: events.portfolio(_dataset(x, "sizes", lambda _: None), memory_limit="lots"),
    ),
    C(
        "lawkit.events.portfolio",
        "a spill limit that is no size (`spill_limit='a lot'`), of a Bundle",
        InvalidInput,
        "DuckDB cannot read the sizes given (memory_limit=None, spill_limit='a lot'): each is a "
        "number and a unit",
        lambda x: events.portfolio(tidy.Bundle.empty(), spill_limit="a lot"),
    ),
    C(
        "lawkit.events.since",
        "a number instead of a Bundle or a dataset",
        InvalidInput,
        "since takes a lawkit.tidy.Bundle or the directory of a Parquet dataset",
        lambda x: events.since(42, "2026-11-09T00:00:00Z"),
    ),
    C(
        "lawkit.events.since",
        "a date without a zone, `'2026-11-09'`",
        InvalidInput,
        "when must carry a time zone, so that it means one instant",
        lambda x: events.since(tidy.Bundle.empty(), "2026-11-09"),
    ),
    C(
        "lawkit.events.outcomes",
        "a steps DataFrame instead of a bundle",
        InvalidInput,
        "outcomes takes a lawkit.tidy.Bundle or the directory of a Parquet dataset that "
        "Bundle.to_parquet wrote; got a DataFrame",
        lambda x: events.outcomes(tidy.Bundle.empty().steps),
    ),
    C(
        "lawkit.events.results",
        "a raw payload (dict)",
        InvalidInput,
        "results takes a lawkit.tidy.Bundle",
        lambda x: events.results({"success": True}),
    ),
    C(
        "lawkit.events.rates",
        "a list of outcomes instead of a frame",
        InvalidInput,
        "frame must be the DataFrame lawkit.events.outcomes or lawkit.events.results returns; "
        "got a list",
        lambda x: events.rates(["granted"]),
    ),
    C(
        "lawkit.events.rates",
        "a frame without an `outcome` column",
        InvalidInput,
        "frame lacks the column(s) outcome",
        lambda x: events.rates(pd.DataFrame({"cnj": [CNJ]})),
    ),
    C(
        "lawkit.events.rates",
        "a value that is not an outcome (`'won'`)",
        InvalidInput,
        "outcome holds won, which are not outcomes; allowed: granted, partly_granted",
        lambda x: events.rates(pd.DataFrame({"outcome": ["won"]})),
    ),
    C(
        "lawkit.events.rates",
        "an all-missing `outcome` column",
        InvalidInput,
        "frame has no outcome to count: 2 row(s), none with an outcome",
        lambda x: events.rates(pd.DataFrame({"outcome": [None, None]})),
    ),
    C(
        "lawkit.events.rates",
        "the results of a bundle with no judgment",
        InvalidInput,
        "frame has no outcome to count: 0 row(s)",
        lambda x: events.rates(events.results(tidy.Bundle.empty())),
    ),
    C(
        "lawkit.events.rates",
        "unknown column `by='judge'`",
        InvalidInput,
        "by must be one of court",
        lambda x: events.rates(_judged("granted"), by="judge"),
    ),
    C(
        "lawkit.events.rates",
        "`by=` on a frame with nothing to group by",
        InvalidInput,
        "by='court', but the frame has no column to group by (only outcome); pass by=None",
        lambda x: events.rates(pd.DataFrame({"outcome": ["granted"]}), by="court"),
    ),
    C(
        "lawkit.events.rates",
        "`min_n=0` (also text, floats, booleans)",
        InvalidInput,
        "min_n must be an integer of at least 1 (default 10); got 0",
        lambda x: events.rates(pd.DataFrame({"outcome": ["granted"]}), min_n=0),
    ),
    C(
        "lawkit.classify.tpu.load",
        "a CSV without the TPU columns",
        InvalidInput,
        "missing column(s) codigo, descricao, cod_pai; found a, b",
        _tpu_table,
    ),
    # -- lawkit.plots --------------------------------------------------------------------------
    C(
        "lawkit.plots.timeline",
        "a frame that is not a steps table",
        InvalidInput,
        "timeline needs the columns origin, request_id",
        lambda x: plots.timeline(pd.DataFrame({"cnj": [CNJ]})),
    ),
    C(
        "lawkit.plots.survival",
        "`reference={'CNJ': '852'}` (text, not days)",
        InvalidInput,
        "reference 'CNJ' must be a positive number of days; got '852'",
        lambda x: plots.survival(events.durations(_marks()), reference={"CNJ": "852"}),
    ),
    C(
        "lawkit.plots.survival",
        "`start='filed'` (not a milestone column)",
        InvalidInput,
        "start 'filed' is not a milestone; allowed: filed_at, first_notice_at",
        lambda x: plots.survival(events.durations(_marks()), start="filed"),
    ),
    C(
        "lawkit.plots.what_moved",
        "a frame that is not a `since` table",
        InvalidInput,
        "what_moved needs the columns importance, court, timestamp",
        lambda x: plots.what_moved(pd.DataFrame({"cnj": [CNJ]})),
    ),
    C(
        "lawkit.plots.outcomes",
        "a frame without an `outcome` column",
        InvalidInput,
        "frame lacks the column(s) outcome",
        lambda x: plots.outcomes(pd.DataFrame({"cnj": [CNJ]})),
    ),
    C(
        "lawkit.plots.outcomes",
        "`min_n=-1`",
        InvalidInput,
        "min_n must be an integer of at least 1 (default 10); got -1",
        lambda x: plots.outcomes(_judged("granted"), min_n=-1),
    ),
    C(
        "lawkit.plots.outcomes",
        "no group with `min_n` outcomes",
        "empty figure",
        "no group has 10 first-instance outcomes",
        lambda x: _note(plots.outcomes(_judged("granted"))),
    ),
    C(
        "lawkit.plots.reform",
        "`by='chamber'`, a column the frame lacks",
        InvalidInput,
        "by must be one of court",
        lambda x: plots.reform(_judged("appeal_denied"), by="chamber"),
    ),
    C(
        "lawkit.plots.reform",
        "no appeal judged",
        "empty figure",
        "no appeal was judged",
        lambda x: _note(plots.reform(_judged("granted"))),
    ),
    # -- lawkit.sandbox ------------------------------------------------------------------------
    C(
        "lawkit.sandbox.start",
        "unknown knob `speed=2`",
        InvalidInput,
        "unknown knob(s) ['speed']; allowed: seed",
        lambda x: lawkit.sandbox.start(speed=2),
    ),
    C(
        "lawkit.sandbox.start",
        "non-loopback bind `host='0.0.0.0'`",
        InvalidInput,
        "host '0.0.0.0' is not loopback; pass allow_non_loopback=True",
        lambda x: lawkit.sandbox.start(host="0.0.0.0"),
    ),
    C(
        "lawkit.sandbox.start",
        "unknown fault `{'404': 0.1}`",
        InvalidInput,
        "unknown fault kind(s) ['404']; allowed: 429, 500, drop",
        lambda x: lawkit.sandbox.start(faults={"404": 0.1}),
    ),
    C(
        "lawkit.sandbox.start",
        "probability `{'429': 1.5}`",
        InvalidInput,
        "faults['429'] must be a probability in [0, 1], not 1.5",
        lambda x: lawkit.sandbox.start(faults={"429": 1.5}),
    ),
    C(
        "lawkit.sandbox.start",
        "wrong type `faults=[0.1]`",
        InvalidInput,
        "faults must be a mapping such as {'429': 0.1}",
        lambda x: lawkit.sandbox.start(faults=[0.1]),
    ),
    C(
        "lawkit.sandbox.start",
        "wrong type `seed='x'`",
        InvalidInput,
        "seed must be an integer, not 'x'",
        lambda x: lawkit.sandbox.start(seed="x"),
    ),
    C(
        "lawkit.sandbox.start",
        "`port=70000`",
        InvalidInput,
        "port must be in 0..65535, not 70000",
        lambda x: lawkit.sandbox.start(port=70000),
    ),
    C(
        "lawkit.sandbox.start",
        "`token_ttl=0`",
        InvalidInput,
        "token_ttl must be > 0 seconds, not 0",
        lambda x: lawkit.sandbox.start(token_ttl=0),
    ),
    C(
        "Sandbox.advance",
        "backwards `days=-1`",
        InvalidInput,
        "the clock only moves forward",
        lambda x: x.sb.advance(-1),
    ),
    C(
        "Sandbox.advance",
        "wrong type `days='1'`",
        InvalidInput,
        "days must be a finite number, not '1'",
        lambda x: x.sb.advance("1"),
    ),
    C(
        "`lawkit notebooks`",
        "a notebook that does not exist",
        "exit 2",
        "lawkit notebooks: /no/such.ipynb does not exist",
        lambda x: _cli("notebooks", "/no/such.ipynb"),
    ),
    C(
        "`lawkit notebooks`",
        "`--timeout -5`",
        "exit 2",
        "argument --timeout: must be a whole number of seconds > 0, not '-5'",
        lambda x: _cli("notebooks", "--timeout", "-5"),
    ),
    C(
        "`lawkit sandbox`",
        "non-loopback bind `--host 0.0.0.0`",
        "exit 2",
        "host '0.0.0.0' is not loopback; pass --allow-non-loopback",
        lambda x: _cli("sandbox", "--host", "0.0.0.0"),
    ),
    C(
        "`lawkit sandbox`",
        "`--port abc`",
        "exit 2",
        "argument --port: invalid int value: 'abc'",
        lambda x: _cli("sandbox", "--port", "abc"),
    ),
    C(
        "`lawkit sandbox`",
        "`--fault-429 2`",
        "exit 2",
        "--fault-429 must be a probability in [0, 1], not 2.0",
        lambda x: _cli("sandbox", "--fault-429", "2"),
    ),
    # -- widgets -------------------------------------------------------------------------------
    C(
        "widgets.BatchForm",
        "only invalid entries, Submit",
        "form message",
        "Nothing to send: no valid CNJ number.",
        lambda x: _press(_widget("BatchForm")(x.client, text="123\nabc"), "submit"),
    ),
    C(
        "widgets.MonitoringPanel",
        "invalid CNJ, Register",
        "form message",
        "Not sent: '0001234-56.2020.8.26.0100' is not a valid CNJ number.",
        lambda x: _press(_monitoring(x.client, BAD_CHECK), "register"),
    ),
    C(
        "widgets.StatsForm",
        "reversed range, Draw",
        "form message",
        "The range is reversed",
        lambda x: _press(_stats(x.client), "draw"),
    ),
    C(
        "widgets.OutcomeForm",
        "a frame with no outcome",
        "form message",
        "InvalidInput: frame has no outcome to count",
        lambda x: "\n".join(_widget("OutcomeForm")(pd.DataFrame({"outcome": [None]})).messages),
    ),
    C(
        "widgets.DurationsForm",
        "a path that is not a dataset",
        InvalidInput,
        "DurationsForm takes a lawkit.tidy.Bundle or the directory of a Parquet dataset",
        lambda x: _widget("DurationsForm")(x.tmp / "no-dataset"),
    ),
    C(
        "widgets.QueryBuilder",
        "`cnj_filter='nope'`",
        InvalidCNJ,
        "cnj: cannot read CNJ number 'nope'",
        lambda x: _widget("QueryBuilder")(x.client, cnj_filter="nope"),
    ),
]


def _monitoring(client: Any, number: str) -> Any:
    form = _widget("MonitoringPanel")(client)
    form.cnj.value = number
    return form


def _stats(client: Any) -> Any:
    import datetime as dt

    return _widget("StatsForm")(client, start=dt.date(2024, 2, 1), end=dt.date(2024, 1, 1))


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def table() -> str:
    """The Markdown table of :data:`CASES`, between the doc's markers."""
    lines = [
        "| Entry point | Wrong input | Outcome | Message contains | Sent |",
        "|---|---|---|---|---|",
    ]
    for case in CASES:
        entry = case.entry if case.entry.startswith("`") else f"`{case.entry}`"
        says = case.says.replace("`", "'")
        lines.append(
            f"| {entry} | {_cell(case.wrong)} | `{case.outcome_name}` | "
            f"`{_cell(says)}` | {'yes, refused' if case.sent else 'no'} |"
        )
    return "\n".join([BEGIN, *lines, END])


def write() -> None:
    """Replace the table in the doc with the one of :data:`CASES`."""
    text = DOC.read_text(encoding="utf-8")
    head, rest = text.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    DOC.write_text(head + table() + tail, encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit(f"usage: {sys.argv[0]} --write   (rewrites the table of {DOC})")
    write()
