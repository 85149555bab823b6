"""The analyses on a Parquet dataset: read in chunks of whole lawsuits, opened once for several
analyses, never written to, and every bad dataset refused with a clear ``InvalidInput``.

The portfolio is the sandbox's eight lawsuits through the capture (1st and 2nd degree),
monitoring and demand APIs (``conftest.sources``), written as three appended batches; that every
analysis gives the bundle's answers on datasets is ``test_events_frozen.py``'s.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

import lawkit.events as events
from lawkit.errors import DatasetError, InvalidInput, ResourceLimit
from lawkit.events import readers
from lawkit.tidy import Bundle, contracts, export

pytest.importorskip("statsmodels")


@pytest.fixture(scope="module")
def portfolio(sources: Any) -> Bundle:
    return sources.capture + sources.monitoring + sources.demand


@pytest.fixture(scope="module")
def dataset(sources: Any, tmp_path_factory: Any) -> Path:
    """The three APIs' bundles appended one batch each."""
    path = tmp_path_factory.mktemp("dataset") / "portfolio"
    for bundle in (sources.capture, sources.monitoring, sources.demand):
        bundle.to_parquet(path, mode="append")
    return path


@pytest.fixture
def copy(dataset: Path, tmp_path: Path) -> Path:
    """A copy of the dataset this test may spoil."""
    target = tmp_path / "copy"
    shutil.copytree(dataset, target)
    return target


def _files(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


def test_many_chunks_of_whole_lawsuits_are_read(
    portfolio: Bundle, dataset: Path, monkeypatch: Any
) -> None:
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    with events.portfolio(dataset) as opened:
        parts = list(opened.step_chunks())
    assert len(parts) > 3
    cnjs = [set(part["cnj"].dropna()) for part in parts]
    assert sum(map(len, cnjs)) == portfolio.steps["cnj"].nunique()  # every lawsuit in one chunk
    assert sum(len(part) for part in parts) == len(portfolio.steps)


def test_a_chunks_free_text_is_arrow_backed_and_it_complies(
    portfolio: Bundle, dataset: Path, monkeypatch: Any
) -> None:
    """Read from a dataset, titles and texts hold no Python object per value, and the steps
    meet their contract and hold the bundle's values."""
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    with events.portfolio(dataset) as opened:
        steps = next(iter(opened.step_chunks()))
    assert all(steps[c].dtype == pd.StringDtype("pyarrow") for c in ("title", "text"))
    assert contracts.problems(steps, "steps") == []
    expected = portfolio.steps[portfolio.steps["cnj"].isin(steps["cnj"].unique())]
    assert sorted(steps["title"].dropna()) == sorted(expected["title"].dropna())
    ordered = steps["cnj"].tolist()
    assert ordered == sorted(ordered)  # in CNJ order


def test_one_lawsuits_timeline_from_a_dataset(portfolio: Bundle, dataset: Path) -> None:
    cnj = portfolio.lawsuits["cnj"].iloc[0]
    expected = events.timeline(portfolio, cnj)
    pd.testing.assert_frame_equal(events.timeline(dataset, cnj), expected)
    with pytest.raises(
        InvalidInput, match=r"no step of lawsuit 'xyz' in the dataset .* 8 lawsuits"
    ):
        events.timeline(dataset, "xyz")


def test_a_portfolio_opened_once_serves_several_analyses(
    portfolio: Bundle, dataset: Path, sources: Any
) -> None:
    before = _files(dataset)
    with events.portfolio(dataset) as opened:
        spill = opened.spill
        assert spill.is_dir() and not spill.is_relative_to(dataset)
        pd.testing.assert_frame_equal(events.milestones(opened), events.milestones(portfolio))
        pd.testing.assert_frame_equal(
            events.rates(opened, by="court", min_n=1), events.rates(portfolio, by="court", min_n=1)
        )
        pd.testing.assert_frame_equal(events.outcomes(opened), events.outcomes(portfolio))
    assert not spill.exists() and _files(dataset) == before  # nothing left, nothing written
    with pytest.raises(InvalidInput, match="this portfolio was closed"):
        events.milestones(opened)


@pytest.mark.parametrize("source", ["dataset", "portfolio"])
def test_two_analyses_of_one_dataset_at_once(portfolio: Bundle, source: str, request: Any) -> None:
    """Each analysis of a dataset has its own connection and spill directory, each of a Bundle
    its own cursor of one database: two at once, in two threads, give the answers one gives
    alone."""
    expected = {"milestones": events.milestones(portfolio), "results": events.results(portfolio)}
    read = request.getfixturevalue(source)
    got: dict[str, Any] = {}

    def run(name: str) -> None:
        try:
            got[name] = getattr(events, name)(read)
        except Exception as error:  # reported below
            got[name] = error

    threads = [threading.Thread(target=run, args=(name,)) for name in expected]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    for name, frame in expected.items():
        pd.testing.assert_frame_equal(got[name], frame)


def test_bundles_portfolios_share_one_database_each_with_its_own_views(
    sources: Any, monkeypatch: Any
) -> None:
    """A Bundle's portfolio is a cursor of the process's database, not a connection of its own
    (15 ms to open, 13 to close: since on 10,000 lawsuits was slower than the chunked code);
    two open at once, of different bundles, each read their own steps."""
    made: list[Any] = []
    connect = readers.duckdb.connect
    monkeypatch.setattr(readers.duckdb, "connect", lambda **kw: made.append(kw) or connect(**kw))
    monkeypatch.setattr(readers, "_SHARED", {})
    capture, demand = sources.capture, sources.demand
    with events.portfolio(capture) as first, events.portfolio(demand) as second:
        assert first.spill == second.spill and first.spill.is_dir()
        pd.testing.assert_frame_equal(events.milestones(first), events.milestones(capture))
        pd.testing.assert_frame_equal(events.milestones(second), events.milestones(demand))
    assert len(made) == 1 and first.spill.is_dir()  # one database, kept for the next
    kept = next(iter(readers._SHARED.values()))[0]
    returned = kept.sql("SELECT current_setting('allocator_background_threads')").fetchall()
    assert returned == [(True,)]  # a thread of its allocator returns what its queries freed
    with events.portfolio(capture, memory_limit="512MB") as other:
        assert other.spill != first.spill  # other settings, another database
    assert len(made) == 2


@pytest.mark.parametrize("source", ["dataset", "portfolio"])
def test_a_size_duckdb_cannot_read_is_refused_and_leaves_nothing(
    source: str, request: Any, tmp_path: Path
) -> None:
    """A memory or spill limit that is no size: lawkit's refusal naming it (it was DuckDB's
    ParserException), and no spill directory left under ``spill_to``."""
    read = request.getfixturevalue(source)
    for sizes in ({"memory_limit": "lots"}, {"spill_limit": "a lot"}):
        with pytest.raises(InvalidInput, match="DuckDB cannot read the sizes given"):
            events.portfolio(read, spill_to=tmp_path, **sizes)
    assert not any(tmp_path.iterdir())


def test_a_shared_database_is_dropped_only_by_the_process_that_made_it(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """A forked child inherits the exit handler of its parent's database, not the database: its
    exit leaves the parent's spill directory alone."""
    monkeypatch.setattr(readers, "_SHARED", {})
    cursor, spill = readers.shared_cursor({"memory_limit": "64MB"}, tmp_path)
    database = next(iter(readers._SHARED.values()))[0]
    readers._drop_shared(os.getpid() + 1, database, spill)
    assert spill.is_dir() and cursor.sql("SELECT 1").fetchall() == [(1,)]
    readers._drop_shared(os.getpid(), database, spill)
    assert not spill.exists()


@pytest.fixture
def read_only(copy: Path) -> Iterator[Path]:
    """The dataset's directories made immutable (``chattr +i``): not even root can write in
    them."""
    folders = [copy, *(p for p in copy.rglob("*") if p.is_dir())]
    made = subprocess.run(["chattr", "+i", *map(str, folders)], capture_output=True, text=True)
    try:
        if made.returncode:
            pytest.skip(f"chattr +i is not permitted here: {made.stderr.strip()}")
        with pytest.raises(OSError):
            (copy / "probe").touch()
        yield copy
    finally:
        subprocess.run(["chattr", "-i", *map(str, folders)], capture_output=True)


def test_a_read_only_dataset_is_analysed(
    read_only: Path, portfolio: Bundle, monkeypatch: Any
) -> None:
    """Nothing is written inside a dataset (issue 26 item 10: a read-only one gave a raw
    OSError when its bucket copy was written there)."""
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)  # many chunks
    pd.testing.assert_frame_equal(events.milestones(read_only), events.milestones(portfolio))
    pd.testing.assert_frame_equal(events.outcomes(read_only), events.outcomes(portfolio))


def test_out_of_memory_names_the_limit_and_the_spill_directory_and_leaves_nothing(
    dataset: Path, tmp_path: Path
) -> None:
    before = _files(dataset)
    spill_root = tmp_path / "spill"
    spill_root.mkdir()
    with events.portfolio(dataset, memory_limit="1MB", spill_to=spill_root) as opened:
        with pytest.raises(ResourceLimit) as raised:
            events.timeline(opened)
        spill = opened.spill
    message = str(raised.value)
    assert "1MB" in message and str(spill) in message and "memory_limit" in message
    assert not any(spill_root.iterdir()) and _files(dataset) == before


def test_a_full_spill_disk_names_the_limit_and_the_spill_directory(dataset: Path) -> None:
    opened = events.portfolio(dataset, memory_limit="2MB", spill_limit="1MB")
    with opened, pytest.raises(ResourceLimit, match=r"2MB of memory and spill to .*lawkit-spill-"):
        events.timeline(opened)
    assert not opened.spill.exists()


@pytest.mark.parametrize("analysis", [events.milestones, events.results, events.timeline])
def test_a_file_that_vanishes_while_the_dataset_is_open_raises(copy: Path, analysis) -> None:
    """Another process may delete a batch's file (a compaction, a clean-up) between opening and
    reading: the analysis raises, naming the file, and never answers from the rest."""
    with events.portfolio(copy) as opened:
        gone = sorted((copy / "steps").rglob("*.parquet"))[0]
        gone.unlink()
        with pytest.raises(DatasetError, match=gone.name):
            analysis(opened)


def test_a_half_written_batch_is_refused(copy: Path) -> None:
    (copy / export.WRITING / "0123abcd" / "steps").mkdir(parents=True)
    with pytest.raises(InvalidInput, match="half written"):
        events.milestones(copy)


def test_start_end_go_with_a_bundle_or_dataset_only(portfolio: Bundle) -> None:
    spans = events.durations(portfolio)
    with pytest.raises(InvalidInput, match="given only with a Bundle"):
        events.medians(spans, start="filed_at")


@pytest.mark.parametrize(
    ("given", "said"),
    [
        ("", "got ''"),  # not the current directory
        ("   ", "got '   '"),
        ("no/such/dataset", "is not a dataset .nothing there"),
        (3, "got int"),
    ],
)
def test_what_is_not_a_dataset_is_refused(given: Any, said: str) -> None:
    with pytest.raises(InvalidInput, match=said):
        events.rates(given)


def test_a_dataset_without_its_steps_table_is_refused(copy: Path) -> None:
    shutil.rmtree(copy / "steps")
    with pytest.raises(InvalidInput, match=r"has no steps table \(it has .*lawsuits"):
        events.milestones(copy)


def test_a_table_lacking_columns_is_refused(copy: Path) -> None:
    tables = export.read_parquet(copy, ["lawsuits"])
    shutil.rmtree(copy / "lawsuits")
    export.write_parquet({"lawsuits": tables["lawsuits"].drop(columns=["start_at"])}, copy)
    with pytest.raises(InvalidInput, match=r"lawsuits table of .* lacks the column.s. start_at"):
        events.milestones(copy)


def test_a_symlink_loop_in_a_table_is_refused(copy: Path, portfolio: Bundle) -> None:
    """Issue 26 item 9: a link to its own table made pyarrow read the files again and again
    (230,543 step rows for 5,623, outcomes 1,517 rows for 37), silently."""
    partition = next(p for p in (copy / "steps").iterdir() if p.is_dir())
    (partition / "loop").symlink_to(copy / "steps", target_is_directory=True)
    with pytest.raises(InvalidInput, match=r"loop.* is a symbolic link to a directory inside"):
        events.outcomes(copy)


@pytest.mark.parametrize(
    ("name", "content", "said"),
    [
        ("part-stray-0.parquet", b"", r"is empty or truncated \(0 bytes\)"),
        ("part-cut-0.parquet", None, "is truncated or not Parquet"),  # a file cut in half
        ("notes.txt", b"what the analyst wrote", r"is not a Parquet file \(a stray file\)"),
    ],
)
def test_a_bad_file_in_a_table_is_named(
    copy: Path, name: str, content: bytes | None, said: str
) -> None:
    """Issue 26 item 10: a truncated, empty or stray file in a table gave a raw ArrowInvalid."""
    partition = next(p for p in (copy / "steps").iterdir() if p.is_dir())
    if content is None:
        whole = next(partition.glob("*.parquet")).read_bytes()
        content = whole[: len(whole) // 2]
    (partition / name).write_bytes(content)
    with pytest.raises(InvalidInput, match=f"{name} in the steps table {said}"):
        events.milestones(copy)


def test_a_hidden_file_in_a_table_is_left_alone(copy: Path, portfolio: Bundle) -> None:
    partition = next(p for p in (copy / "steps").iterdir() if p.is_dir())
    (partition / ".DS_Store").write_bytes(b"\0\0\0\1Bud1")
    (partition / "_SUCCESS").write_bytes(b"")
    pd.testing.assert_frame_equal(events.milestones(copy), events.milestones(portfolio))


def test_readers_keep_no_bucket_copy_and_no_process_sweep() -> None:
    """The chunked reader's split copy (``.chunks-<pid>@<host>-*``) and its liveness sweep are
    gone: nothing of the dataset is copied, nothing is written in it."""
    assert not hasattr(readers, "SCRATCH") and not hasattr(readers, "chunked")
    assert "processes" not in readers.__dict__ and os.sep not in readers.MEMORY_LIMIT
