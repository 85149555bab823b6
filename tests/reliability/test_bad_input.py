"""Every row of the bad-input table (lawkit/docs/bad-input.md) holds, and the table lists
exactly the cases of ``bad_input_cases.CASES``.

Each case runs against the module's sandbox; the request log shows that nothing was
sent (or, for the rows marked "sent", exactly one request that the provider refused).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from bad_input_cases import CASES, DOC, Case, Context, table
from support.environment import isolate

import lawkit
import lawkit.sandbox


@pytest.fixture(scope="module")
def context(
    sb: lawkit.sandbox.Sandbox, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Context]:
    """The module's sandbox, a client holding a token already (so a refused row costs no token
    request), and a scratch directory; no LAWKIT_* variable, user config or cache leaks in."""
    tmp = tmp_path_factory.mktemp("bad-input")
    with pytest.MonkeyPatch.context() as patch:
        isolate(patch, tmp / "home")
        with lawkit.connect(**sb.settings, cache=tmp / "client-cache") as client:
            client.capture.available()
            yield Context(client=client, sb=sb, tmp=tmp)


def _id(case: Case) -> str:
    return f"{case.entry}: {case.wrong}"


def test_cases_are_distinct() -> None:
    ids = [_id(c) for c in CASES]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("case", CASES, ids=_id)
def test_wrong_input_gets_what_the_table_says(context: Context, case: Case) -> None:
    log, calls = len(context.sb.request_log), context.client.calls
    error = None
    if isinstance(case.outcome, str):
        text = str(case.call(context))
    else:
        with pytest.raises(case.outcome) as raised:
            case.call(context)
        error = raised.value
        assert type(error) is case.outcome, error
        text = str(error)
    assert case.says in text
    served = context.sb.request_log[log:]
    if case.sent:  # one request, refused with the status the error carries
        assert [e.status for e in served] == [error.status]
        assert context.client.calls == calls + 1
    else:
        assert served == []
        assert context.client.calls == calls


def test_the_doc_lists_exactly_these_cases() -> None:
    assert table() in DOC.read_text(encoding="utf-8"), (
        "the table of lawkit/docs/bad-input.md is stale: run "
        ".venv/bin/python tests/reliability/bad_input_cases.py --write"
    )


def test_every_lawkit_entry_point_of_the_doc_has_a_row() -> None:
    entries = {c.entry for c in CASES}
    public = {f"client.capture.{n}" for n in ("request", "autorequest", "available", "lookup")}
    public |= {f"client.monitor.{n}" for n in ("register", "info", "data", "list", "confirm")}
    public |= {"client.monitor.remove", "client.monitor.wait", "client.capture.wait"}
    public |= {f"client.demand.{n}" for n in ("insert", "get", "by_callback")}
    public |= {"lawkit.connect", "lawkit.sandbox.start", "`lawkit sandbox`", "Bundle.to_parquet"}
    public |= {"client.capture.autorequest_many", "lawkit.tidy.export.compact",
               "lawkit.tidy.export.dask_frames", "lawkit.classify.tpu.load"}  # fmt: skip
    public |= {f"lawkit.events.{n}" for n in ("classify", "timeline", "milestones", "durations",
                                              "survival", "medians", "since", "outcomes",
                                              "results", "rates", "portfolio")}  # fmt: skip
    public |= {f"lawkit.plots.{n}" for n in ("timeline", "survival", "what_moved", "outcomes",
                                             "reform")}  # fmt: skip
    public |= {"client.datajud.search", "lawkit.tidy.datajud"}
    assert public <= entries, public - entries
    assert Path(DOC).is_file()
