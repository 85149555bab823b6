"""Every analysis of a Parquet dataset gives the answer it gives on the bundle in memory.

The portfolio is the sandbox's eight lawsuits through the capture (1st and 2nd degree),
monitoring and demand APIs (``conftest.sources``), written as three appended batches; read in one
chunk and in many (``CHUNK_STEPS`` lowered), compacted or not, and as an older lawkit wrote it
(steps without ``event``, ``outcome``, ``tpu_code``: classified on reading).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa
import pytest

import lawkit.events as events
from lawkit import processes
from lawkit.errors import DatasetError, InvalidInput
from lawkit.events import readers
from lawkit.tidy import Bundle, contracts, export

pytest.importorskip("statsmodels")

ANALYSES: dict[str, Callable[[Any, Any], pd.DataFrame]] = {
    "timeline": lambda source, now: events.timeline(source),
    "milestones": lambda source, now: events.milestones(source),
    "durations": lambda source, now: events.durations(source, as_of=now),
    "medians": lambda source, now: events.medians(source, by="court", as_of=now),
    "survival": lambda source, now: events.survival(
        source, by="court", start="filed_at", end="last_event_at"
    ),
    "since": lambda source, now: events.since(source, "1990-01-01T00:00:00Z"),
    "outcomes": lambda source, now: events.outcomes(source),
    "results": lambda source, now: events.results(source),
    "rates": lambda source, now: events.rates(source, by="court", min_n=1),
}


@pytest.fixture(scope="module")
def portfolio(sources: Any) -> Bundle:
    return sources.capture + sources.monitoring + sources.demand


@pytest.fixture(scope="module", params=["batches", "compacted", "older"])
def dataset(request: pytest.FixtureRequest, sources: Any, tmp_path_factory: Any) -> Path:
    """The three APIs' bundles appended one batch each (then compacted, or without the columns
    an older lawkit did not write)."""
    path = tmp_path_factory.mktemp("dataset") / "portfolio"
    for bundle in (sources.capture, sources.monitoring, sources.demand):
        if request.param == "older":
            steps = bundle.steps.drop(columns=["event", "outcome", "tpu_code"])
            bundle = Bundle(**{**bundle.tables(), "steps": steps})
        bundle.to_parquet(path, mode="append")
    if request.param == "compacted":
        assert export.compact(path)
    return path


def _plain(frame: pd.DataFrame) -> pd.DataFrame:
    """Categories as their values (each chunk infers its own categories), and free text in one
    storage (a dataset's is Arrow-backed, a bundle's references Python strings)."""
    return frame.astype(
        {c: object for c, d in frame.dtypes.items() if isinstance(d, pd.CategoricalDtype)}
        | {c: "string[python]" for c, d in frame.dtypes.items() if isinstance(d, pd.StringDtype)}
    )


@pytest.mark.parametrize("chunk_steps", [40, readers.CHUNK_STEPS], ids=["many", "one"])
@pytest.mark.parametrize("name", list(ANALYSES))
def test_a_dataset_gives_the_bundles_answer(
    name: str, chunk_steps: int, portfolio: Bundle, dataset: Path, sources: Any, monkeypatch: Any
) -> None:
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", chunk_steps)
    analyse = ANALYSES[name]
    expected = analyse(portfolio, sources.now)
    got = analyse(dataset, sources.now)
    assert len(expected), f"{name}: the portfolio gives rows to compare"
    pd.testing.assert_frame_equal(_plain(got), _plain(expected))


def test_many_chunks_are_read(portfolio: Bundle, dataset: Path, monkeypatch: Any) -> None:
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    parts = list(readers.chunks(dataset, "test"))
    assert len(parts) > 3
    cnjs = [set(part.steps["cnj"].dropna()) for part in parts]
    assert sum(map(len, cnjs)) == portfolio.steps["cnj"].nunique()  # every lawsuit in one chunk
    assert sum(len(part.steps) for part in parts) == len(portfolio.steps)
    assert not list(dataset.glob(".chunks-*"))  # the temporary buckets are gone


def test_memory_the_caller_holds_does_not_make_the_split_write_tiny_files(
    dataset: Path, monkeypatch: Any
) -> None:
    """The split writes once BUFFER_BYTES of its own copies wait, whatever the caller already
    holds in the same allocator (a chunk or an answer read from a dataset)."""
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    monkeypatch.setattr("lawkit.events.readers._BATCH", 10)  # a lawsuit over several batches
    monkeypatch.setattr("lawkit.events.readers.BUFFER_BYTES", 8 * 2**20)
    held = pa.allocate_buffer(2**24, memory_pool=readers._POOL)  # 16 MB
    with events.chunked(dataset) as split:
        files = [len(list(folder.iterdir())) for folder in (split.work / "steps").iterdir()]
    assert held.size == 2**24 and max(files) == 1  # one write at the end, not one a batch


def test_a_chunks_free_text_is_arrow_backed_its_keys_categories_and_it_complies(
    portfolio: Bundle, dataset: Path, monkeypatch: Any
) -> None:
    """Read from a dataset, titles and texts hold no Python object per value (a third of the
    memory), the keys are categories in text order (a step's number a small code), and the
    steps still meet their contract and hold the bundle's values."""
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    steps = next(iter(readers.chunks(dataset, "test"))).steps
    assert all(steps[c].dtype == pd.StringDtype("pyarrow") for c in ("title", "text"))
    keys = [c.name for c in contracts.columns("steps") if c.kind == "key"]
    assert keys == ["cnj", "request_id", "monitor_id", "instance_id", "demand_id"]
    for key in keys:
        categories = steps[key].cat.categories
        assert list(categories) == sorted(categories) and steps[key].cat.codes.dtype.itemsize <= 2
    assert steps["cnj"].notna().all() and steps["request_id"].notna().any()
    assert contracts.problems(steps, "steps") == []
    expected = portfolio.steps[portfolio.steps["cnj"].isin(steps["cnj"].unique())]
    assert sorted(steps["request_id"].dropna().astype(str)) == sorted(
        expected["request_id"].dropna().astype(str)
    )
    ordered = steps.sort_values("cnj", kind="stable")["cnj"].astype(str).tolist()
    assert ordered == sorted(ordered)  # a categorical sorts as its text does


def test_one_lawsuits_timeline_from_a_dataset(portfolio: Bundle, dataset: Path) -> None:
    cnj = portfolio.lawsuits["cnj"].iloc[0]
    expected = events.timeline(portfolio, cnj)
    pd.testing.assert_frame_equal(_plain(events.timeline(dataset, cnj)), _plain(expected))


def test_a_split_copy_a_killed_process_left_is_removed_by_the_next_split(
    dataset: Path, tmp_path: Path, monkeypatch: Any
) -> None:
    """A process killed while it analyses a dataset leaves its split copy (as big as the
    steps); the next split of the dataset removes it, and keeps the copies of a process that
    runs, of another host or PID namespace (whose pids mean nothing here) and of an older
    lawkit (named by a pid alone)."""
    path = tmp_path / "portfolio"
    shutil.copytree(dataset, path)
    killed = (
        "import os, signal, lawkit.events as events, lawkit.events.readers as readers\n"
        "readers.CHUNK_STEPS = 40\n"
        f"with events.chunked({str(path)!r}):\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
    )
    done = subprocess.run([sys.executable, "-c", killed], capture_output=True, timeout=300)
    assert done.returncode == -9, done.stderr
    left = list(path.glob(".chunks-*"))
    assert len(left) == 1 and any(left[0].rglob("*.parquet"))  # the killed split's copy
    me = processes.me()
    running = path / f"{readers.SCRATCH}{me}-busy"
    elsewhere = path / f"{readers.SCRATCH}{replace(me, pid=1, host='another-host')}-busy"
    contained = path / f"{readers.SCRATCH}{replace(me, pid=1, namespace='4026531999')}-busy"
    older = path / f"{readers.SCRATCH}{me.pid}@{me.host}-busy"  # an older lawkit's: pid only
    for folder in (running, elsewhere, contained, older):
        folder.mkdir()
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    events.milestones(path)
    assert sorted(path.glob(".chunks-*")) == sorted([running, elsewhere, contained, older])


def test_a_split_copy_in_use_is_left_alone_by_a_peer_in_another_pid_namespace(
    portfolio: Bundle, dataset: Path, tmp_path: Path, monkeypatch: Any, contained: tuple[str, ...]
) -> None:
    """Another container sharing the folder (and the host name) splits the same dataset while
    this process reads its own copy: this process's pid means nothing there, so the copy is
    left alone and the answer is whole (issue 26: the copy was deleted and read as 0 rows)."""
    path = tmp_path / "portfolio"
    shutil.copytree(dataset, path)
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    peer = (
        "import sys, lawkit.events as events, lawkit.events.readers as readers\n"
        "readers.CHUNK_STEPS = 40\n"
        "print(len(events.milestones(sys.argv[1])))\n"
    )
    with events.chunked(path) as split:
        mine = list(path.glob(".chunks-*"))
        done = subprocess.run([*contained, sys.executable, "-c", peer, str(path)],
                              capture_output=True, text=True, timeout=300)  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert list(path.glob(".chunks-*")) == mine
        got = events.milestones(split)
    expected = events.milestones(portfolio)
    assert int(done.stdout) == len(expected) > 0
    pd.testing.assert_frame_equal(_plain(got), _plain(expected))


@pytest.mark.parametrize("lost", ["the whole copy", "a chunk's steps", "a file of them"])
def test_a_split_copy_that_vanishes_while_read_raises(
    dataset: Path, monkeypatch: Any, lost: str
) -> None:
    """Never 0 rows (or fewer) read from a copy deleted under its reader: a clear error."""
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    monkeypatch.setattr("lawkit.events.readers._BATCH", 10)  # a chunk's steps in several files
    monkeypatch.setattr("lawkit.events.readers.BUFFER_BYTES", 1)
    with events.chunked(dataset) as split:
        assert split.work is not None and split.count > 3
        steps = split.work / "steps" / "2"
        assert len(list(steps.iterdir())) > 1
        if lost == "a file of them":
            next(steps.iterdir()).unlink()
        else:
            shutil.rmtree(split.work if lost == "the whole copy" else steps)
        with pytest.raises(DatasetError, match="vanished while it was read"):
            events.milestones(split)


def test_a_half_written_batch_is_refused(dataset: Path, tmp_path: Path) -> None:
    path = tmp_path / "copy"
    Bundle.from_parquet(dataset).to_parquet(path)
    (path / export.WRITING / "0123abcd" / "steps").mkdir(parents=True)
    with pytest.raises(InvalidInput, match="half written"):
        events.milestones(path)


def test_start_end_go_with_a_bundle_or_dataset_only(portfolio: Bundle) -> None:
    spans = events.durations(portfolio)
    with pytest.raises(InvalidInput, match="given only with a Bundle"):
        events.medians(spans, start="filed_at")


def test_a_dataset_chunked_once_serves_several_analyses(
    portfolio: Bundle, dataset: Path, sources: Any, monkeypatch: Any
) -> None:
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 40)
    with events.chunked(dataset) as split:
        copies = list(dataset.glob(".chunks-*"))
        assert split.count > 3 and len(copies) == 1
        for name in ("milestones", "rates", "outcomes"):
            expected = ANALYSES[name](portfolio, sources.now)
            pd.testing.assert_frame_equal(_plain(ANALYSES[name](split, sources.now)),
                                          _plain(expected))  # fmt: skip
        assert list(dataset.glob(".chunks-*")) == copies  # not split again
    assert not list(dataset.glob(".chunks-*"))
