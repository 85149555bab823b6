"""Parquet datasets of tidy tables: DuckDB views, Dask frames, compaction of small files.

A dataset is a directory with one sub-directory per table, each a Hive-partitioned Parquet dataset
(``<path>/<table>/court=TJSP/part-<batch>-0.parquet``). It is the way to analyse more lawsuits
than memory holds, read lazily and by court: DuckDB (:func:`duckdb_views`), Dask
(:func:`dask_frames`) or Spark (``spark.read.parquet(f"{path}/steps")`` with
``spark.sql.session.timeZone=UTC`` and ``spark.sql.sources.partitionColumnTypeInference.enabled=
false``). ``tests/tidy/test_tidy_engines.py`` holds the three to the same aggregates and every
table they read back to its contract; ``lawkit/docs/cost-model.md`` ("Past one machine") has the
recipes and figures.

Every file of a table has the same schema, whatever its batch held, in types these engines read
without a cast: text as Parquet strings (categories dictionary-encoded, also where a batch has no
value), nullable integers, floats and booleans as such, timestamps in **microseconds**
(``TIMESTAMP(MICROS, isAdjustedToUTC=true)`` for the contracts' UTC ones: Spark reads no
nanoseconds). Partition columns live only in the directory names
(``court=__HIVE_DEFAULT_PARTITION__`` for a missing value, which every engine reads as null).

Each appended batch adds one file per table and partition; :func:`compact` merges them. Both are
safe to interrupt. Directories named ``.*`` or ``_*`` are not tables (:data:`WRITING`, where
batches are written, and :data:`STAGING`, where compaction works, are two). Dask
(``lawkit[scale]``) is optional and imported only when used.
"""

from __future__ import annotations

import ctypes
import errno
import json
import os
import re
import shutil
import sys
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import duckdb
import pandas as pd
import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.fs
import pyarrow.parquet as pq

from lawkit.classify.detail import DETAILS
from lawkit.errors import InvalidInput

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
#: The data files lawkit writes (and the only ones :func:`compact` merges).
_PART = re.compile(r"^part-[0-9a-f]+-[0-9]+\.parquet$")


MODES = ("error", "overwrite", "append")
#: Rows converted to Arrow at a time when writing; rows per row group of a compacted file.
BATCH_ROWS = 50_000
#: The dataset's sub-directory where :func:`compact` builds partitions before swapping them in.
STAGING = ".compaction"
#: The dataset's sub-directory where :func:`write_parquet` writes each batch before moving it in.
WRITING = ".writing"
#: A staged batch's marker: its files are all written and fsynced (JSON: the tables it replaces).
_COMPLETE = ".complete"
#: Files smaller than this are merged by :func:`compact` (bytes); bigger ones are left as they are:
#: a 16 MB file costs a reader little more than its bytes, and rows stop being rewritten by each
#: compaction once their file has grown that big.
SMALL_BYTES = 16 * 2**20
_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def write_parquet(
    tables: Mapping[str, pd.DataFrame],
    path: str | Path,
    partition_by: Mapping[str, Sequence[str]] | None = None,
    mode: str = "error",
) -> Path:
    """Write each table to ``<path>/<table>/`` as a Parquet dataset.

    Args:
        tables: table name -> frame.
        path: dataset directory (created when missing).
        partition_by: table name -> columns to partition by (Hive style, ``column=value``
            directories; missing values go to ``column=__HIVE_DEFAULT_PARTITION__``).
        mode: ``"error"`` refuses to write where a table already has files, ``"overwrite"``
            replaces them, ``"append"`` adds new files beside them (write a dataset bigger than
            memory batch by batch; :func:`compact` merges the files batches leave).

    The batch (every table) is written under :data:`WRITING`, where no reader looks, its files
    fsynced, then marked complete; only then are its files renamed into place one by one (and,
    for ``"overwrite"``, the old ones deleted). Killed at any instant, a reader never meets a
    half-written file, and no old row is lost before the batch is complete; but until the next
    :func:`write_parquet` or :func:`compact` (or while the renames run), a reader may see part
    of a marked batch (and, overwriting, old rows beside new ones). That next call finishes a
    marked batch and deletes an unmarked one, so every batch ends up entirely there or not at
    all, never twice.

    Returns:
        The dataset directory.

    Raises:
        InvalidInput: unknown ``mode``, a path that is not one, a table name that is not an
            identifier, a timestamp finer than a microsecond (checked before anything is written).
        FileExistsError: a table directory already holds files and ``mode`` is ``"error"``.
    """
    if mode not in MODES:
        raise InvalidInput(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    root = _path(path)
    _recover(root)  # a batch an interrupted write left belongs to the dataset before it is judged
    for name, table in tables.items():
        _microseconds(_checked(name), table)
        target = root / name
        if mode == "error" and target.exists() and any(target.iterdir()):
            raise FileExistsError(
                f"{target} already holds a dataset; pass mode='overwrite' to replace it or "
                "mode='append' to add to it"
            )
    (root / WRITING).mkdir(parents=True, exist_ok=True)
    stage = root / WRITING / uuid.uuid4().hex
    with _batch_locked(stage):
        try:
            stage.mkdir()
            for name, table in tables.items():
                _stage(table, stage / name, list((partition_by or {}).get(name, ())), stage.name)
            _seal(stage, list(tables) if mode == "overwrite" else [])
        except BaseException:
            shutil.rmtree(stage, ignore_errors=True)
            raise
        _move_in(root, stage)
    return root


def _stage(table: pd.DataFrame, target: Path, columns: list[str], batch: str) -> None:
    """Write ``table`` to directory ``target`` as files ``part-<batch>-<i>.parquet``."""
    schema, batches = _record_batches(table, columns)
    if not len(table):
        _write_empty(schema, target, columns, batch)
        return
    ds.write_dataset(
        batches,
        target,
        schema=schema,
        format="parquet",
        partitioning=columns or None,
        partitioning_flavor="hive" if columns else None,
        basename_template=f"part-{batch}-{{i}}.parquet",
        existing_data_behavior="overwrite_or_ignore",
    )


def _seal(stage: Path, replace: list[str]) -> None:
    """Fsync a staged batch's files and directories, then mark it complete (fsynced too)."""
    _fsync_all(stage.rglob("*"))
    _reached("staged")
    marker = stage / _COMPLETE
    marker.write_text(json.dumps({"replace": replace}))
    _fsync(marker)
    _fsync(stage)
    _reached("marked")


def _move_in(root: Path, stage: Path) -> None:
    """Rename a complete batch's files into place (those moved before an interruption are no
    longer staged), delete the rest of the tables it replaces, fsync, then drop the batch."""
    replace = json.loads((stage / _COMPLETE).read_text())["replace"]
    folders = set()
    for file in sorted(stage.rglob("*.parquet")):
        relative = file.relative_to(stage)
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        os.rename(file, root / relative)
        folders.update(root / parent for parent in relative.parents)
        _reached("moved")
    for name in replace:
        _clear(root / name, stage.name)
    _fsync_all(folders)
    shutil.rmtree(stage)


def _clear(target: Path, batch: str) -> None:
    """Delete what table ``target`` holds but the files of ``batch`` (which replaces it)."""
    for folder, _, names in os.walk(target, topdown=False):
        for name in names:
            if not name.startswith(f"part-{batch}-"):
                os.unlink(os.path.join(folder, name))
                _reached("removed")
        if not os.listdir(folder):
            os.rmdir(folder)


def _recover(root: Path) -> None:
    """Finish the staged batches of interrupted writers: move in those marked complete, delete
    the others (nothing of them was visible). A batch whose writer still runs is locked; left."""
    writing = root / WRITING
    # Batch directories only: a writer makes its directory once it holds the batch's lock file.
    batches = sorted(p for p in writing.iterdir() if p.is_dir()) if writing.is_dir() else []
    for stage in batches:
        with suppress(BlockingIOError), _batch_locked(stage):
            if (stage / _COMPLETE).exists():
                _move_in(root, stage)
            else:
                shutil.rmtree(stage, ignore_errors=True)


def _microseconds(name: str, table: pd.DataFrame) -> None:
    """Refuse timestamps a dataset cannot store (it stores microseconds)."""
    for column, values in table.items():
        if pd.api.types.is_datetime64_any_dtype(values.dtype):
            finer = values[values.dt.nanosecond > 0]
            if len(finer):
                raise InvalidInput(
                    f"{name}.{column} has timestamps finer than a microsecond ({finer.iloc[0]}); "
                    "a Parquet dataset stores microseconds, the unit Spark reads: round them "
                    f"first, e.g. frame[{column!r}].dt.floor('us')"
                )


def _record_batches(
    table: pd.DataFrame, partition: Sequence[str]
) -> tuple[pa.Schema, Iterator[pa.RecordBatch]]:
    """The frame as Arrow record batches of the dataset's schema (:func:`_stored`),
    :data:`BATCH_ROWS` rows converted at a time (converting a whole frame at once holds a second
    copy of it, text included)."""
    first = pa.Table.from_pandas(table.iloc[:BATCH_ROWS], preserve_index=False)
    schema = _stored(first.schema, table, partition)

    def batches() -> Iterator[pa.RecordBatch]:
        yield from first.cast(schema).to_batches()
        for start in range(BATCH_ROWS, len(table), BATCH_ROWS):
            _reached("staging")
            part = table.iloc[start : start + BATCH_ROWS]
            yield from pa.Table.from_pandas(part, preserve_index=False).cast(schema).to_batches()

    return schema, batches()


def _stored(schema: pa.Schema, table: pd.DataFrame, partition: Sequence[str]) -> pa.Schema:
    """The schema a dataset stores for ``table``, the same in every batch: timestamps in
    microseconds, categories as dictionaries of int32 codes over text (a batch without any value
    converts to Arrow's null or float type otherwise), pandas metadata without the partition
    columns (they are not in the files; Dask refuses metadata that names them)."""
    fields = []
    for field in schema:
        dtype, kind = table[field.name].dtype, field.type
        if pa.types.is_timestamp(kind):
            kind = pa.timestamp("us", kind.tz)
        elif isinstance(dtype, pd.CategoricalDtype):
            values = kind.value_type if pa.types.is_dictionary(kind) else pa.string()
            if pa.types.is_large_string(values) or not len(dtype.categories):
                values = pa.string()
            kind = pa.dictionary(pa.int32(), values)
        fields.append(field.with_type(kind))
    pandas = json.loads(schema.metadata[b"pandas"])
    pandas["columns"] = [c for c in pandas["columns"] if c["name"] not in partition]
    return pa.schema(fields, metadata={**schema.metadata, b"pandas": json.dumps(pandas).encode()})


def _write_empty(schema: pa.Schema, target: Path, columns: list[str], batch: str) -> None:
    """One file with the schema (write_dataset writes none for no rows), in the default
    partition so readers still see the partition columns."""
    folder = target.joinpath(*(f"{c}=__HIVE_DEFAULT_PARTITION__" for c in columns))
    folder.mkdir(parents=True, exist_ok=True)
    empty = schema.empty_table().drop_columns(columns)
    pq.write_table(empty, folder / f"part-{batch}-0.parquet")


def read_parquet(path: str | Path, tables: Sequence[str] | None = None) -> dict[str, pd.DataFrame]:
    """Read the tables of a dataset written by :func:`write_parquet` (partition columns included,
    timestamps in nanoseconds as the contracts have them).

    Args:
        path: dataset directory.
        tables: names to read; default every table.

    Raises:
        FileNotFoundError: the directory or a requested table does not exist.
    """
    return {
        name: dataset.to_table().to_pandas(coerce_temporal_nanoseconds=True)
        for name, dataset in datasets(path, tables).items()
    }


def datasets(path: str | Path, tables: Sequence[str] | None = None) -> dict[str, ds.Dataset]:
    """The tables of a dataset written by :func:`write_parquet` as ``pyarrow.dataset`` datasets
    (read lazily: filter and project them), partition columns as text.

    A table's schema is the union of its files' (batches appended by an older lawkit may lack
    columns; they read as null there), not the first file's.

    Raises:
        FileNotFoundError: the directory or a requested table does not exist.
    """
    out = {}
    for target in _targets(_dataset(path), tables):
        hive = ds.partitioning(_partitions(target), flavor="hive")
        factory = ds.FileSystemDatasetFactory(
            pa.fs.LocalFileSystem(),
            pa.fs.FileSelector(str(target), recursive=True),
            ds.ParquetFileFormat(),
            ds.FileSystemFactoryOptions(partitioning=hive, exclude_invalid_files=False),
        )
        schema = factory.inspect(promote_options="permissive", fragments=None)
        out[target.name] = factory.finish(schema)
    return out


def duckdb_views(source: Mapping[str, pd.DataFrame] | str | Path, con: Any = None) -> Any:
    """Register tables as DuckDB views and return the connection.

    Args:
        source: table name -> frame (registered in memory), or the directory of a dataset written
            by :func:`write_parquet` (views over its Parquet files, read lazily, partition columns
            included - the out-of-memory path).
        con: a ``duckdb`` connection; default a new in-memory one.
    """
    con = duckdb.connect() if con is None else con
    if isinstance(source, Mapping):
        for name, table in source.items():
            con.register(_checked(name), table)
        return con
    for target in table_dirs(_dataset(source)):
        pattern = str(target / "**" / "*.parquet").replace("'", "''")
        con.execute(
            f'CREATE OR REPLACE VIEW "{_checked(target.name)}" AS SELECT * FROM '
            f"read_parquet('{pattern}', hive_partitioning = true)"
        )
    return con


def dask_frames(path: str | Path, tables: Sequence[str] | None = None) -> dict[str, Any]:
    """Dask DataFrames of the tables of a dataset (lazy; run them on any Dask cluster).

    ``dask.dataframe.read_parquet(f"{path}/{table}", dataset={"partitioning": {"flavor": "hive",
    "schema": pa.schema([("court", pa.string())])}})``, with two fixes a plain ``read_parquet``
    lacks: the partition column's type (Dask cannot infer it where a lawsuit's court is unknown,
    ``court=__HIVE_DEFAULT_PARTITION__``), and empty categories typed as text (pandas 3 cannot
    concatenate a file's all-missing category column with the others). Columns keep the
    contracts' dtypes but for ``court`` (text, last), free text (``string[pyarrow]``, Dask's
    text) and timestamps (microseconds);
    :func:`lawkit.tidy.contracts.conform` a computed frame to have them exactly.
    Needs Dask: ``pip install 'lawkit[scale]'``.

    Args:
        path: dataset directory written by :func:`write_parquet`.
        tables: names to read; default every table.

    Raises:
        FileNotFoundError: the directory or a requested table does not exist.
        ImportError: Dask is not installed (the message names the extra).
    """
    try:
        import dask.dataframe as dd
    except ImportError as error:
        raise ImportError(
            "Dask is needed for this; install the scale extra: pip install 'lawkit[scale]'"
        ) from error
    out = {}
    for target in _targets(_dataset(path), tables):
        hive = {"flavor": "hive", "schema": _partitions(target)}
        frame = dd.read_parquet(str(target), dataset={"partitioning": hive})
        out[target.name] = frame.map_partitions(_text_categories)
    return out


def _text_categories(frame: pd.DataFrame) -> pd.DataFrame:
    """``frame`` with its empty categories typed as text, like the others: pyarrow gives a
    dictionary column of a file where it is all missing object categories, and pandas 3 refuses
    to concatenate those with ``str`` ones."""
    text = pd.CategoricalDtype(pd.Index([], dtype=str))
    empty = [
        c
        for c, d in frame.dtypes.items()
        if isinstance(d, pd.CategoricalDtype) and d.categories.empty
    ]
    return frame.astype(dict.fromkeys(empty, text)) if empty else frame


def compact(
    path: str | Path, tables: Sequence[str] | None = None, small_bytes: int = SMALL_BYTES
) -> dict[str, int]:
    """Merge the small files of each partition of a dataset into one file, safely.

    Rule of thumb (``tests/benchmarks/bench_compaction.py``, ``lawkit/docs/cost-model.md``):
    after every 5-10 appended batches, when partitions hold 5-10 files; DuckDB then takes 3-10
    times as long as over the compacted dataset, and compacting costs about 2-10 ms a file, as
    much as 15-35 runs of a few queries. Run it when nothing appends: a file appended to a
    partition while it is merged is kept, not merged - but lost if the compaction is killed
    just after that partition's swap. A second compaction at once is refused.

    Each partition directory holding two or more of lawkit's files under ``small_bytes`` is
    rebuilt under :data:`STAGING` (the merged file, fsynced, beside hard links to the files left
    as they are) and swapped with the old directory in one atomic step (Linux ``renameat2``
    ``RENAME_EXCHANGE``); then the old directory, now in :data:`STAGING`, is deleted. A reader
    sees the old files or the merged one, never both and never neither (a query running at the
    swap may fail on a vanished file; run it again), and never a half-written file. Killed at any
    instant, the dataset holds exactly the rows it held when the compaction began; the next run
    deletes what :data:`STAGING` holds (an unfinished merge, or old files already merged) and
    does the rest. It first finishes the batches interrupted writes left (:func:`write_parquet`).

    Args:
        path: dataset directory written by :func:`write_parquet`.
        tables: names to compact; default every table.
        small_bytes: files smaller than this are merged, bigger ones kept (so repeated
            compactions do not rewrite the big files again and again).

    Returns:
        Partition (``"steps/court=TJSP"``) -> number of files merged into one, for each
        partition compacted.

    Raises:
        InvalidInput: ``small_bytes`` is not a positive integer; a table name is not one.
        FileNotFoundError: no dataset at ``path``, or no such table.
        BlockingIOError: another compaction of the dataset is running.
        OSError: not on Linux, or on a file system that cannot swap directories atomically.
    """
    if isinstance(small_bytes, bool) or not isinstance(small_bytes, int) or small_bytes < 1:
        raise InvalidInput(f"small_bytes must be a positive integer (bytes), not {small_bytes!r}")
    root = _dataset(path)
    targets = _targets(root, tables)
    exchange = _exchanger()
    _recover(root)
    staging = root / STAGING
    staging.mkdir(exist_ok=True)
    merged = {}
    with _locked(staging / "lock", f"another compaction of {root} is running"):
        for left in staging.iterdir():
            if left.is_dir():  # an interrupted run's: an unfinished merge, or merged files
                shutil.rmtree(left)
        for target in targets:
            for folder in _leaves(target):
                inputs = [
                    f
                    for f in sorted(folder.iterdir())
                    if _PART.match(f.name) and f.stat().st_size < small_bytes
                ]
                if len(inputs) > 1:
                    _swap_in_merged(folder, inputs, staging / uuid.uuid4().hex, exchange)
                    merged[folder.relative_to(root).as_posix()] = len(inputs)
    return merged


def _reached(step: str) -> None:
    """Called at each step of :func:`write_parquet`: ``"staging"`` (part of a table handed to the
    writer, its files still open), ``"staged"``, ``"marked"``, ``"moved"`` (a file renamed into
    place), ``"removed"`` (an overwritten file deleted); and of :func:`compact`: ``"merging"`` (a
    row group written), ``"merged"``, ``"swapped"``, ``"removed"`` (an old file deleted). Does
    nothing: the interruption tests replace it to stop or kill the process exactly there."""


def _swap_in_merged(
    folder: Path, inputs: list[Path], work: Path, exchange: Callable[[Path, Path], None]
) -> None:
    """Build ``folder`` anew in ``work`` with ``inputs`` merged, swap the two, delete the old."""
    work.mkdir()
    swapped = False
    try:
        for entry in folder.iterdir():
            if entry not in inputs:
                os.link(entry, work / entry.name)
        merged = work / f"part-{work.name}-0.parquet"
        _merge(inputs, merged)
        _fsync(merged)
        _fsync(work)
        _reached("merged")
        exchange(work, folder)
        swapped = True
        _fsync(folder.parent)
        _fsync(work.parent)
        _reached("swapped")
        names = {f.name for f in inputs}
        for entry in work.iterdir():  # the old directory now
            if entry.name in names or (folder / entry.name).exists():
                entry.unlink()
                _reached("removed")
            else:  # appended while merging: not in the merged file, so keep it
                os.replace(entry, folder / entry.name)
        work.rmdir()
    finally:
        if not swapped:
            shutil.rmtree(work, ignore_errors=True)


def _merge(inputs: list[Path], target: Path) -> None:
    """Write the rows of ``inputs`` to ``target`` in row groups of about :data:`BATCH_ROWS`; the
    merged file knows the details the least of them knew (:func:`known_details`)."""
    schemas = [pq.read_schema(f) for f in inputs]
    schema = pa.unify_schemas(schemas, promote_options="permissive")
    if "detail" in schema.names:
        schema = _knowing(schema, min(known_details(one) for one in schemas))
    batches = ds.dataset([str(f) for f in inputs], schema=schema, format="parquet").to_batches()
    with pq.ParquetWriter(target, schema) as writer:
        for group in _row_groups(batches, schema):
            writer.write_table(group)
            _reached("merging")


def known_details(schema: pa.Schema) -> int:
    """How many details (:data:`lawkit.classify.detail.DETAILS`, in their order) the lawkit that
    wrote a steps file knew: the categories of its ``detail`` column (pandas metadata), 0 without
    one. A file that knew fewer has steps whose details an older lawkit classified: the analyses
    derive those it did not know (:func:`by_known_details`)."""
    if "detail" not in schema.names or b"pandas" not in (schema.metadata or {}):
        return 0
    for column in json.loads(schema.metadata[b"pandas"])["columns"]:
        if column["name"] == "detail":
            return int((column.get("metadata") or {}).get("num_categories", 0))
    return 0


def by_known_details(files: Sequence[Path]) -> dict[int, list[Path]]:
    """The steps ``files`` by how many details their writer knew (:func:`known_details`;
    ``len(DETAILS)``: this lawkit's), each footer read once."""
    grouped: dict[int, list[Path]] = {}
    for path in files:
        grouped.setdefault(known_details(pq.read_schema(path)), []).append(path)
    return grouped


def parquet_files(path: str | Path, table: str) -> list[Path]:
    """The Parquet files of ``table`` in the dataset at ``path``."""
    return [Path(f) for f in datasets(path, [table])[table].files]


def details_known_by_all(path: str | Path) -> int:
    """The fewest details a steps file of the dataset at ``path`` knew (:func:`known_details`)."""
    return min(by_known_details(parquet_files(path, "steps")), default=len(DETAILS))


def _knowing(schema: pa.Schema, details: int) -> pa.Schema:
    """``schema`` whose ``detail`` column records that its writer knew ``details`` details."""
    if b"pandas" not in (schema.metadata or {}):
        return schema  # no record: read as knowing none
    pandas = json.loads(schema.metadata[b"pandas"])
    for column in pandas["columns"]:
        if column["name"] == "detail":
            column["metadata"] = {**(column.get("metadata") or {}), "num_categories": details}
    return schema.with_metadata({**schema.metadata, b"pandas": json.dumps(pandas).encode()})


def _row_groups(batches: Iterable[pa.RecordBatch], schema: pa.Schema) -> Iterator[pa.Table]:
    held: list[pa.RecordBatch] = []
    rows = 0
    for batch in batches:
        held.append(batch)
        rows += batch.num_rows
        if rows >= BATCH_ROWS:
            yield pa.Table.from_batches(held, schema)
            held, rows = [], 0
    if held:
        yield pa.Table.from_batches(held, schema)


def _leaves(target: Path) -> list[Path]:
    """The directories of a table that hold no directory (its partitions, or itself)."""
    folders = [target, *sorted(p for p in target.rglob("*") if p.is_dir())]
    return [f for f in folders if not any(p.is_dir() for p in f.iterdir())]


@contextmanager
def _locked(lock: Path, busy: str) -> Iterator[None]:
    """Hold an exclusive ``flock`` on file ``lock``; ``BlockingIOError(busy)`` if held."""
    import fcntl  # POSIX only

    with open(lock, "w") as file:
        try:
            fcntl.flock(file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise BlockingIOError(errno.EWOULDBLOCK, busy) from None
        yield


@contextmanager
def _batch_locked(stage: Path) -> Iterator[None]:
    """Lock a staged batch (file ``<batch>.lock``, made before the batch directory and deleted
    once it is gone): its writer holds it while writing, recovery while finishing it."""
    lock = stage.with_name(f"{stage.name}.lock")
    with _locked(lock, f"batch {stage.name} is being written"):
        try:
            yield
        finally:
            if not stage.exists():
                lock.unlink(missing_ok=True)


def _exchanger() -> Callable[[Path, Path], None]:
    """``exchange(a, b)``: swap two directories in one atomic step (Linux ``renameat2``)."""
    linux = sys.platform == "linux"
    renameat2 = getattr(ctypes.CDLL(None, use_errno=True), "renameat2", None) if linux else None
    if renameat2 is None:
        raise OSError(
            errno.ENOSYS,
            f"compact swaps directories with Linux's renameat2, which {sys.platform} lacks",
        )
    text, number = ctypes.c_char_p, ctypes.c_int
    renameat2.argtypes = [number, text, number, text, ctypes.c_uint]

    def exchange(a: Path, b: Path) -> None:
        if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE):
            code = ctypes.get_errno()
            raise OSError(
                code,
                f"cannot swap {a} and {b} atomically ({os.strerror(code)}); compact needs a "
                "local Linux file system (ext4, xfs, btrfs, tmpfs)",
            )

    return exchange


def _fsync(path: Path) -> None:
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _fsync_all(paths: Iterable[Path]) -> None:
    """Fsync files and directories a few at once (the file system commits them together: a
    batch's ~750 files in about half the time of one by one)."""
    with ThreadPoolExecutor(8) as pool:
        list(pool.map(_fsync, paths))


def _partitions(target: Path) -> pa.Schema:
    """The partition columns of table ``target``, as text: a reader that infers their type
    fails on a partition whose value is missing (``court=__HIVE_DEFAULT_PARTITION__``)."""
    first = next(target.rglob("*.parquet"), None)
    parts = first.relative_to(target).parts[:-1] if first else ()
    return pa.schema([(part.split("=", 1)[0], pa.string()) for part in parts if "=" in part])


def table_dirs(root: Path) -> list[Path]:
    """The table directories of a dataset (not those named ``.*`` or ``_*``, as :data:`STAGING`)."""
    return sorted(
        p for p in root.iterdir() if p.is_dir() and _NAME.match(p.name) and p.name[0] != "_"
    )


def _targets(root: Path, tables: Sequence[str] | None) -> list[Path]:
    """The directories of ``tables`` (default every table) in dataset ``root``."""
    if tables is None:
        return table_dirs(root)
    if isinstance(tables, str):
        raise InvalidInput(f"tables must be a list of table names, not the string {tables!r}")
    targets = [root / _checked(name) for name in tables]
    for target in targets:
        if not target.is_dir():
            raise FileNotFoundError(f"table {target.name!r} not found in {root}")
    return targets


def _checked(name: str) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise InvalidInput(f"table name {name!r} is not an identifier (letters, digits, _)")
    return name


def _path(path: Any) -> Path:
    if not isinstance(path, str | os.PathLike):
        raise InvalidInput(f"expected a directory path (str or Path), got {type(path).__name__}")
    return Path(path)


def _dataset(path: Any) -> Path:
    root = _path(path)
    if not root.is_dir() or not table_dirs(root):
        raise FileNotFoundError(
            f"no Parquet dataset at {root} (a dataset is a directory of table directories, as "
            "write_parquet and Bundle.to_parquet make)"
        )
    return root
