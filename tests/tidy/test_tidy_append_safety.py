"""Writing a batch to a Parquet dataset (``lawkit.tidy.export.write_parquet``) is safe to
interrupt: the batch is written and fsynced under ``export.WRITING``, marked complete, then moved
in. A process killed with SIGKILL at each step (a file half written included) leaves a dataset
every reader reads, holding the old rows and at most part of the new; the next write or
compaction makes the batch entirely there (marked) or entirely absent, never twice.

The slow test fails on the direct write ``write_parquet`` did before (``write_dataset`` straight
to the final names): its steps are only ``"staging"``; past that check, a reader stopped at the
first sees part of the batch (new rows, or old ones gone when overwriting), and at the second
pyarrow fails on a half-written ``properties`` file (no footer)."""

from __future__ import annotations

import shutil
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from tidy_datasets import appended, batch, contents, files, rehearsed, stopped

from lawkit.tidy import export

#: Run by a child process (``tidy_datasets.stopped``): write batch 9 to ``root`` in ``mode``, its
#: bigger tables in several chunks (a step while their files are open).
WRITE = """
from tidy_datasets import batch
export.BATCH_ROWS = 20
batch(9).to_parquet({root!r}, mode={mode!r})
"""

Contents = dict[str, Counter[int]]


def plus(*datasets: Contents) -> Contents:
    """The rows of the datasets together."""
    return {k: sum((d[k] for d in datasets), Counter()) for k in datasets[0]}


def partly(seen: Contents, old: Contents, new: Contents) -> bool:
    """Whether each table holds all its old rows or all its new ones, and part of the others."""
    return seen.keys() == old.keys() and all(
        (old[k] <= seen[k] or new[k] <= seen[k]) and seen[k] <= old[k] | new[k] for k in seen
    )


def staged(root: Path) -> list[Path]:
    """What :data:`export.WRITING` holds: batches and their lock files."""
    return sorted((root / export.WRITING).iterdir())


def half_written(root: Path) -> bool:
    """Whether a staged file has bytes but no footer yet (waiting a while for the writer)."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        for file in (root / export.WRITING).rglob("*.parquet"):
            try:
                pq.read_metadata(file)
            except (pa.ArrowInvalid, OSError):
                if file.exists() and file.stat().st_size:
                    return True
        time.sleep(0.05)
    return False


def stop(step: str, at: int = 1) -> Callable[[str], None]:
    """A fault hook raising at the ``at``-th time ``step`` is reached."""
    seen: list[str] = []

    def reached(name: str) -> None:
        seen.append(name)
        if name == step and seen.count(step) == at:
            raise RuntimeError(f"stopped at {step}")

    return reached


def test_a_batch_is_moved_in_whole_and_nothing_stays_staged(tmp_path: Path) -> None:
    root = appended(tmp_path / "ds", 2)
    assert set(files(root).values()) == {2}
    assert staged(root) == []
    assert not any(p.name.startswith(".") for p in (root / "steps").rglob("*"))


@pytest.mark.parametrize("mode", ["append", "overwrite"])
def test_a_write_failing_before_its_marker_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str
) -> None:
    root = appended(tmp_path / "ds", 1)
    before, partitions = contents(root), files(root)
    monkeypatch.setattr(export, "_reached", stop("staged"))
    with pytest.raises(RuntimeError, match="stopped at staged"):
        batch(9).to_parquet(root, mode=mode)
    assert (contents(root), files(root), staged(root)) == (before, partitions, [])


@pytest.mark.parametrize("mode", ["append", "overwrite"])
@pytest.mark.parametrize("finish", ["append", "compact"])
def test_a_marked_batch_stopped_while_moved_in_is_finished_by_the_next_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: str, finish: str
) -> None:
    old = contents(appended(tmp_path / "old", 1))
    new = contents(batch(9).to_parquet(appended(tmp_path / "new", 1), mode=mode))
    extra = contents(batch(10).to_parquet(tmp_path / "extra"))
    root = appended(tmp_path / "ds", 1)
    monkeypatch.setattr(export, "_reached", stop("moved", 3))
    with pytest.raises(RuntimeError, match="stopped at moved"):
        batch(9).to_parquet(root, mode=mode)
    monkeypatch.undo()
    seen = contents(root)
    assert partly(seen, old, new) and seen != old and seen != new
    if finish == "append":
        batch(10).to_parquet(root, mode="append")
        assert contents(root) == plus(new, extra)
    else:
        export.compact(root)
        assert contents(root) == new
    assert staged(root) == []


def test_a_batch_still_being_written_is_left_to_its_writer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = appended(tmp_path / "ds", 2)
    expected = plus(*(contents(batch(n).to_parquet(tmp_path / f"b{n}")) for n in (0, 1, 9, 10)))
    late: list[str] = []

    def append_once(step: str) -> None:  # the recovery of another writer and of compact
        if step == "staged" and not late:
            late.append(step)
            batch(10).to_parquet(root, mode="append")
            export.compact(root)

    monkeypatch.setattr(export, "_reached", append_once)
    batch(9).to_parquet(root, mode="append")
    assert late and contents(root) == expected and staged(root) == []


def test_error_mode_refuses_before_writing_any_table(tmp_path: Path) -> None:
    frame = pd.DataFrame({"a": [1, 2]})
    root = export.write_parquet({"b": frame}, tmp_path / "ds")
    with pytest.raises(FileExistsError, match="already holds a dataset"):
        export.write_parquet({"a": frame, "b": frame}, root)
    assert not (root / "a").exists() and staged(root) == []


@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize("mode", ["append", "overwrite"])
def test_killed_at_any_step_readers_see_old_rows_and_part_of_the_batch_at_most(
    tmp_path: Path, mode: str
) -> None:
    pristine = appended(tmp_path / "pristine", 1)
    old, old_files = contents(pristine), sum(files(pristine).values())
    done = batch(9).to_parquet(shutil.copytree(pristine, tmp_path / "done"), mode=mode)
    new = contents(done)
    extra = contents(batch(10).to_parquet(tmp_path / "extra"))
    rehearsal = shutil.copytree(pristine, tmp_path / "rehearsal")
    steps = rehearsed(WRITE.format(root=str(rehearsal), mode=mode))
    # chunks of the bigger tables handed to the writer, the batch staged and fsynced, marked
    # complete, each of its files moved in, each old file removed (overwriting)
    chunks = steps.count("staging")
    moved = sum(files(done).values()) - (old_files if mode == "append" else 0)
    removed = old_files if mode == "overwrite" else 0
    assert chunks >= 1
    assert steps == (
        ["staging"] * chunks + ["staged", "marked"] + ["moved"] * moved + ["removed"] * removed
    )
    marked = steps.index("marked") + 1

    def stop_at(number: int) -> tuple[str, bool]:
        root = shutil.copytree(pristine, tmp_path / f"stop-{number}")
        with stopped(WRITE.format(root=str(root), mode=mode), number) as step:
            assert step == steps[number - 1]
            seen = contents(root)
            assert partly(seen, old, new), f"read while stopped at step {number} ({step})"
            assert number > marked or seen == old, f"step {number} ({step}) showed new rows"
            half = step == "staging" and half_written(root)
        seen = contents(root)
        assert partly(seen, old, new), f"read after a kill at step {number} ({step})"
        if number % 2:
            export.compact(root)
            expected = new if number >= marked else old
        else:
            batch(10).to_parquet(root, mode="append")
            expected = plus(new if number >= marked else old, extra)
        assert contents(root) == expected, f"recovered from a kill at step {number} ({step})"
        assert staged(root) == []
        return step, half

    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(stop_at, range(1, len(steps) + 1)))
    assert [step for step, _ in results] == steps
    assert any(half for _, half in results), "no kill while a file was half written"


def test_error_mode_sees_a_batch_an_interrupted_write_left_marked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Interrupted after its marker, before any file moved in: the batch is the dataset's, so
    writing again in error mode is refused (it added the batch beside the recovered one)."""
    expected = contents(batch(9).to_parquet(tmp_path / "once"))

    def interrupted(root: Path, stage: Path) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(export, "_move_in", interrupted)
    with pytest.raises(KeyboardInterrupt):
        batch(9).to_parquet(tmp_path / "ds")
    monkeypatch.undo()
    with pytest.raises(FileExistsError, match="already holds a dataset"):
        batch(9).to_parquet(tmp_path / "ds")
    assert contents(tmp_path / "ds") == expected and staged(tmp_path / "ds") == []


def test_what_is_not_a_dataset_is_refused_and_no_table_is_a_dataset(tmp_path: Path) -> None:
    root = appended(tmp_path / "ds", 1)
    (tmp_path / "empty").mkdir()
    for wrong in (tmp_path / "empty", root / "steps"):
        for call in (export.read_parquet, export.compact, export.duckdb_views):
            with pytest.raises(FileNotFoundError, match="no Parquet dataset at"):
                call(wrong)
    assert not (root / "steps" / export.STAGING).exists()
    assert export.write_parquet({}, tmp_path / "nothing") == tmp_path / "nothing"
