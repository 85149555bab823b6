"""Compaction of a Parquet dataset (``lawkit.tidy.export.compact``): one file per partition, the
same rows, and safe to interrupt - a process stopped at each of its steps, read while stopped,
then killed with SIGKILL, leaves exactly the rows it found, and the next run finishes the job."""

from __future__ import annotations

import errno
import re
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from tidy_datasets import appended, batch, contents, files, stopped

from lawkit.errors import InvalidInput
from lawkit.tidy import Bundle, contracts, export

#: Run by a child process (``tidy_datasets.stopped``): compact the steps of dataset ``root``.
COMPACT = "export.compact({root!r}, ['steps'])"


def leftovers(root: Path) -> list[Path]:
    """What compaction left in its staging directory (its lock file aside)."""
    return [p for p in (root / export.STAGING).iterdir() if p.name != "lock"]


def test_compaction_leaves_one_file_per_partition_and_the_same_rows(tmp_path: Path) -> None:
    root = appended(tmp_path / "ds", 3)
    Bundle.empty().to_parquet(root, mode="append")  # an empty file in each default partition
    before, partitions = contents(root), files(root)
    assert set(partitions.values()) == {3, 4}

    merged = export.compact(root)

    assert merged == partitions  # every partition had several files, each merged into one
    assert set(files(root).values()) == {1}
    assert contents(root) == before
    assert leftovers(root) == []
    back = Bundle.from_parquet(root)
    assert all(contracts.problems(t, n) == [] for n, t in back.tables().items())
    assert export.compact(root) == {}  # nothing left to do
    assert contents(root) == before


def test_batches_appended_after_a_compaction_are_merged_with_it(tmp_path: Path) -> None:
    root = appended(tmp_path / "ds", 2)
    export.compact(root)
    appended(root, 2, first=2)
    before = contents(root)
    export.compact(root, ["steps"])
    assert files(root)["steps/court=TJSP"] == 1
    assert files(root)["lawsuits/court=TJSP"] == 3  # a table not asked for is left alone
    assert contents(root) == before


def test_files_of_small_bytes_or_more_are_kept_as_they_are(tmp_path: Path) -> None:
    root = appended(tmp_path / "ds", 3)
    export.compact(root, ["steps"])
    (big,) = (root / "steps" / "court=TJSP").glob("*.parquet")
    inode = big.stat().st_ino
    appended(root, 2, first=3)
    before = contents(root)

    export.compact(root, ["steps"], small_bytes=big.stat().st_size)

    kept = root / "steps" / "court=TJSP" / big.name
    assert kept.stat().st_ino == inode  # the same file: linked into the new directory, not copied
    assert files(root)["steps/court=TJSP"] == 2  # the big one and the two new ones merged
    assert contents(root) == before


def test_a_partition_of_empty_files_keeps_one_with_the_schema(tmp_path: Path) -> None:
    root = tmp_path / "ds"
    for _ in range(2):
        Bundle.empty().to_parquet(root, mode="append")
    export.compact(root)
    assert set(files(root).values()) == {1}
    back = Bundle.from_parquet(root)
    assert all(t.empty and contracts.problems(t, n) == [] for n, t in back.tables().items())
    assert export.duckdb_views(root).execute("SELECT count(court) FROM steps").fetchone() == (0,)


def test_a_file_appended_while_merging_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = appended(tmp_path / "ds", 2)
    late: list[Path] = []

    def append_once(step: str) -> None:  # while court=TJSP, the first partition, is merged
        if step == "merged" and not late:
            late.append(batch(9).to_parquet(root, mode="append"))

    monkeypatch.setattr(export, "_reached", append_once)
    export.compact(root, ["lawsuits"])
    monkeypatch.undo()

    expected = appended(tmp_path / "expected", 2)
    batch(9).to_parquet(expected, mode="append")
    assert contents(root) == contents(expected)
    partitions = files(root)
    assert partitions["lawsuits/court=TJSP"] == 2  # its merged file, and the late one
    assert partitions["lawsuits/court=TRF5"] == 1  # merged after the late file came


def test_a_second_compaction_at_once_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = appended(tmp_path / "ds", 2)
    refused: list[BaseException] = []

    def compact_again(step: str) -> None:
        if step == "merged" and not refused:
            with pytest.raises(BlockingIOError, match=r"another compaction of .* is running") as e:
                export.compact(root)
            refused.append(e.value)

    monkeypatch.setattr(export, "_reached", compact_again)
    before = contents(root)
    export.compact(root)
    assert refused and contents(root) == before


def test_a_failed_swap_rolls_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = appended(tmp_path / "ds", 2)
    before, partitions = contents(root), files(root)

    def cannot(a: Path, b: Path) -> None:
        raise OSError(errno.EINVAL, "not on this file system")

    monkeypatch.setattr(export, "_exchanger", lambda: cannot)
    with pytest.raises(OSError, match="not on this file system"):
        export.compact(root)
    assert (contents(root), files(root), leftovers(root)) == (before, partitions, [])


def test_compaction_needs_linux_and_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = appended(tmp_path / "ds", 2)
    partitions = files(root)
    monkeypatch.setattr(sys, "platform", "darwin")
    with pytest.raises(OSError, match="renameat2, which darwin lacks"):
        export.compact(root)
    assert files(root) == partitions


@pytest.mark.parametrize(
    ("arguments", "error", "says"),
    [
        ({"small_bytes": 0}, InvalidInput, "small_bytes must be a positive integer (bytes), not 0"),
        ({"small_bytes": True}, InvalidInput, "small_bytes must be a positive integer"),
        ({"small_bytes": "64MB"}, InvalidInput, "not '64MB'"),
        ({"tables": "steps"}, InvalidInput, "tables must be a list of table names, not the string"),
        ({"tables": ["my-table"]}, InvalidInput, "table name 'my-table' is not an identifier"),
        ({"tables": ["nothing"]}, FileNotFoundError, "table 'nothing' not found"),
    ],
)
def test_bad_arguments_are_refused_before_anything_changes(
    tmp_path: Path, arguments: dict[str, object], error: type[Exception], says: str
) -> None:
    root = appended(tmp_path / "ds", 2)
    partitions = files(root)
    with pytest.raises(error, match=re.escape(says)):
        export.compact(root, **arguments)
    assert files(root) == partitions


def test_a_path_that_is_not_a_dataset_is_refused(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no Parquet dataset at"):
        export.compact(tmp_path / "nothing")
    with pytest.raises(InvalidInput, match="expected a directory path"):
        export.compact(5)  # type: ignore[arg-type]


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_killed_at_any_step_no_row_is_lost_or_doubled_and_a_rerun_finishes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pristine = appended(tmp_path / "pristine", 3)
    before = contents(pristine)
    steps: list[str] = []
    rehearsal = shutil.copytree(pristine, tmp_path / "rehearsal")
    monkeypatch.setattr(export, "_reached", steps.append)
    export.compact(rehearsal, ["steps"])
    monkeypatch.undo()
    # per partition (TJSP, TRF5 and the unknown court): a row group written (the file not
    # closed yet), merged and fsynced, swapped, each of the 3 old files removed
    assert steps == ["merging", "merged", "swapped", "removed", "removed", "removed"] * 3

    def stop_at(number: int) -> str:
        root = shutil.copytree(pristine, tmp_path / f"stop-{number}")
        with stopped(COMPACT.format(root=str(root)), number) as step:
            assert step == steps[number - 1]
            assert contents(root) == before, f"read while stopped after step {number} ({step})"
        assert contents(root) == before, f"killed after step {number} ({step})"
        export.compact(root, ["steps"])
        assert contents(root) == before and leftovers(root) == []
        assert {p: n for p, n in files(root).items() if p.startswith("steps/")} == {
            "steps/court=TJSP": 1,
            "steps/court=TRF5": 1,
            "steps/court=__HIVE_DEFAULT_PARTITION__": 1,
        }
        return step

    with ThreadPoolExecutor(2) as pool:
        reached = list(pool.map(stop_at, range(1, len(steps) + 1)))
    assert reached == steps
