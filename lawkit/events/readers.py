"""Where the analyses read lawsuits: a Bundle in memory, or a Parquet dataset by chunks.

Every analysis of :mod:`lawkit.events` takes a :class:`lawkit.tidy.Bundle` or the directory of a
Parquet dataset written by :meth:`lawkit.tidy.Bundle.to_parquet` or
:func:`lawkit.tidy.export.write_parquet` (any number of appended batches, compacted or not). A
dataset is read by **chunks of whole lawsuits**: every step of a lawsuit is in the same chunk,
each chunk is a Bundle (its ``lawsuits`` and ``steps``), and the analysis runs the same
function on each chunk as on a bundle in memory, then joins the chunks' answers. So there is one
implementation of each rule, and the memory used is that of one chunk, whatever the dataset's
size.

A dataset of at most :data:`CHUNK_STEPS` steps is one chunk. A bigger one is first split in one
streaming pass into ``ceil(steps / CHUNK_STEPS)`` buckets of lawsuits, contiguous in CNJ order
(a temporary copy of its ``lawsuits`` and ``steps`` in a hidden directory of the dataset,
``.chunks-<process>-*`` where ``<process>`` is its maker's :class:`lawkit.processes.Identity`,
removed afterwards, and by the next split when the process that made it was killed first: it
needs as much free disk as those two tables), so the chunks' answers joined in bucket order are
in the order of the answer on the whole. A copy that vanishes while it is read raises a
:class:`lawkit.errors.DatasetError`: never a short answer. Each analysis given the path splits
it again; :func:`chunked` splits it once for several.
"""

from __future__ import annotations

import math
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.dataset as ds
import pyarrow.parquet as pq
from tqdm.auto import tqdm

from lawkit import processes
from lawkit.errors import DatasetError, InvalidInput
from lawkit.tidy import Bundle, contracts, export
from lawkit.tidy._payloads import describe

#: Steps per chunk (about 0.26 KB each in memory, and the analyses' working copies): lower it to
#: use less memory, raise it for fewer passes.
CHUNK_STEPS = 400_000
#: The name a split copy of a dataset starts with, then its maker's identity and ``-``.
SCRATCH = ".chunks-"
#: A progress bar is shown from this many chunks on.
PROGRESS_FROM = 4
#: The tables a chunk holds (the others are not read by the analyses).
TABLES = ("lawsuits", "steps")
#: Columns of ``steps`` a dataset may lack: a dataset written by an older lawkit is classified
#: on reading (as :meth:`lawkit.tidy.Bundle.from_parquet` does).
DERIVED = ("event", "outcome", "tpu_code")
#: Rows of a table handed to the bucketing pass at a time.
_BATCH = 65_536
#: Bytes of rows the splitting pass holds before it writes some (:func:`_bucket`).
BUFFER_BYTES = 256 * 2**20
#: Where the splitting pass keeps its sorted copies (what it measures against BUFFER_BYTES)
#: and the chunks' reads allocate: the C library's allocator, which gives freed memory back
#: where Arrow's default (mimalloc) kept twice the live bytes resident (peak RSS 1.15 GB
#: against 0.69 GB splitting 30,000 lawsuits).
_POOL = pa.system_memory_pool()


def is_source(value: Any) -> bool:
    """Whether ``value`` is a Bundle, a path or a :class:`Chunked` dataset (what :func:`chunks`
    reads)."""
    return isinstance(value, Bundle | Chunked | str | os.PathLike)


class Chunked:
    """A dataset split into its chunks once, for several analyses (each analysis given the path
    splits it again)::

        with events.readers.chunked("portfolio") as portfolio:
            marks = events.milestones(portfolio)
            events.rates(portfolio, by="court")

    Made by :func:`chunked`; the split copy is deleted when the ``with`` block ends.
    """

    def __init__(
        self,
        tables: dict[str, ds.Dataset],
        work: Path | None,
        count: int,
        written: dict[str, dict[int, int]] | None = None,
    ) -> None:
        self.tables, self.work, self.count = tables, work, count
        self.written = written or {}  # per table, the files the split wrote per bucket

    def __iter__(self) -> Iterator[Bundle]:
        return self.read("chunks")

    def read(self, function: str) -> Iterator[Bundle]:
        """The chunks' Bundles in CNJ order (a progress bar named ``function``).

        Raises:
            DatasetError: the split copy, or a part of it, vanished while it was read.
        """
        if self.work is None:
            yield _bundle({n: t.to_table(memory_pool=_POOL) for n, t in self.tables.items()})
            return
        bar = tqdm(range(self.count), desc=function, unit="chunk",
                   disable=self.count < PROGRESS_FROM)  # fmt: skip
        for bucket in bar:
            yield _bundle({n: self._bucket(n, bucket, t.schema) for n, t in self.tables.items()})

    def _bucket(self, name: str, bucket: int, schema: pa.Schema) -> pa.Table:
        """One bucket's rows of table ``name`` (none when the split wrote it none).

        Raises:
            DatasetError: a file of it vanished.
        """
        assert self.work is not None
        files = self.written.get(name, {}).get(bucket, 0)
        if not files:
            return schema.empty_table()
        folder = self.work / name / str(bucket)
        try:
            found = ds.dataset(folder, schema=schema, format="parquet")
            if len(found.files) == files:
                return found.to_table(memory_pool=_POOL)
            reason = f"{len(found.files)} of its {files} files left"
        except OSError as error:  # pyarrow's FileNotFoundError, or a file gone while read
            reason = str(error)
        raise DatasetError(
            f"the split copy {self.work} vanished while it was read ({name} of chunk {bucket}: "
            f"{reason}): something deleted it, another process or a clean-up of the folder; no "
            "answer is given rather than a short one: run the analysis again"
        )


@contextmanager
def chunked(path: str | os.PathLike, function: str = "chunked") -> Iterator[Chunked]:
    """The dataset at ``path`` split into chunks of whole lawsuits (a hidden ``.chunks-*`` copy
    of its ``lawsuits`` and ``steps`` in its directory, when it is bigger than one chunk),
    deleted on leaving the block.

    Raises:
        InvalidInput: as :func:`chunks`.
    """
    tables = opened(path, function)
    count = math.ceil(tables["steps"].count_rows() / CHUNK_STEPS)
    keys = _keys(tables["lawsuits"]) if count > 1 else np.array([], dtype=object)
    if count <= 1 or len(keys) < 2:
        yield Chunked(tables, None, 1)
        return
    count = min(count, len(keys))
    _remove_orphans(Path(path))
    prefix = f"{SCRATCH}{processes.me()}-"
    with tempfile.TemporaryDirectory(prefix=prefix, dir=Path(path)) as work:
        written = {name: _bucket(table, keys, count, Path(work) / name)
                   for name, table in tables.items()}  # fmt: skip
        yield Chunked(tables, Path(work), count, written)


def _remove_orphans(root: Path) -> None:
    """Delete the split copies in ``root`` left behind by processes that no longer run (killed
    while analysing): each as big as the lawsuits and steps tables. A running process's copy is
    left alone, and so is one whose process this one cannot check
    (:func:`lawkit.processes.alive`: another host's, boot's or PID namespace's, such as another
    container's sharing the folder; an older lawkit's, named by its pid alone)."""
    for folder in root.glob(f"{SCRATCH}*"):
        maker = processes.Identity.parse(folder.name.removeprefix(SCRATCH).rpartition("-")[0])
        if folder.is_dir() and maker is not None and processes.alive(maker) is False:
            shutil.rmtree(folder, ignore_errors=True)


def chunks(source: Any, function: str, cnj: str | None = None) -> Iterator[Bundle]:
    """Bundles of whole lawsuits: ``source`` itself when it is a Bundle, else the chunks of a
    dataset (a path, or :class:`Chunked`; or only the rows of lawsuit ``cnj``, canonical), in
    CNJ order.

    Raises:
        InvalidInput: ``source`` is neither a Bundle nor a path; the path is not a dataset, lacks
            the ``lawsuits`` or ``steps`` table or columns of them, or holds a batch half written.
    """
    if isinstance(source, Bundle):
        yield source
    elif cnj is not None:
        tables = source.tables if isinstance(source, Chunked) else opened(source, function)
        wanted = pc.field("cnj") == cnj
        yield _bundle({n: t.to_table(filter=wanted, memory_pool=_POOL) for n, t in tables.items()})
    elif isinstance(source, Chunked):
        yield from source.read(function)
    else:
        with chunked(source, function) as split:
            yield from split.read(function)


def opened(source: Any, function: str) -> dict[str, ds.Dataset]:
    """The ``lawsuits`` and ``steps`` tables of the dataset at ``source``, checked.

    Raises:
        InvalidInput: as :func:`chunks`.
    """
    if not isinstance(source, str | os.PathLike):
        raise InvalidInput(
            f"{function} takes a lawkit.tidy.Bundle or the directory of a Parquet dataset that "
            f"Bundle.to_parquet wrote; got {describe(source)}"
        )
    root = Path(source)
    if not root.is_dir():
        what = "a file" if root.exists() else "nothing"
        raise InvalidInput(
            f"{function} takes a lawkit.tidy.Bundle or the directory of a Parquet dataset that "
            f"Bundle.to_parquet wrote; {str(root)!r} is not a dataset ({what} there)"
        )
    writing = root / export.WRITING
    if writing.is_dir() and any(p.is_dir() for p in writing.iterdir()):
        raise InvalidInput(
            f"{function}: the dataset {root} holds a batch half written ({writing}): a "
            "Bundle.to_parquet or write_parquet still running or interrupted; let it finish, or "
            "run lawkit.tidy.export.compact(path) (it completes a batch fully written and drops "
            "one that is not), then analyse"
        )
    present = {p.name for p in export.table_dirs(root)}
    missing = [name for name in TABLES if name not in present]
    if missing:
        raise InvalidInput(
            f"{function}: the dataset {root} has no {' or '.join(missing)} table (it has "
            f"{', '.join(sorted(present)) or 'none'}); the analyses read the lawsuits and steps "
            "tables Bundle.to_parquet writes"
        )
    tables = export.datasets(root, list(TABLES))
    for name, table in tables.items():
        needed = [c.name for c in contracts.columns(name) if c.name not in DERIVED]
        lacking = [column for column in needed if column not in table.schema.names]
        if lacking:
            raise InvalidInput(
                f"{function}: the {name} table of {root} lacks the column(s) "
                f"{', '.join(lacking)}: it was not written by Bundle.to_parquet of this lawkit; "
                "write it again from its results (lawkit.tidy) with Bundle.to_parquet"
            )
    return tables


def _keys(lawsuits: ds.Dataset) -> np.ndarray:
    """The distinct CNJ numbers of ``lawsuits``, sorted (the buckets are ranges of them)."""
    cnj = lawsuits.to_table(columns=["cnj"])["cnj"]
    distinct = pc.unique(pc.drop_null(cnj.combine_chunks().cast(pa.string())))
    return np.sort(distinct.to_numpy(zero_copy_only=False).astype(object))


def _bucket(table: ds.Dataset, keys: np.ndarray, count: int, target: Path) -> dict[int, int]:
    """Write ``table``'s rows to ``target/<bucket>/``: bucket ``b`` holds the lawsuits whose CNJ
    ranks among ``keys`` in ``[b * n / count, (b + 1) * n / count)`` (a number not in ``keys``
    where it would rank; a missing one in the last). The files written per bucket (buckets
    without rows have none).

    Each batch read is sorted by bucket; once :data:`BUFFER_BYTES` of them wait, each bucket's
    rows are written as a file of their own. (One Parquet writer open per bucket instead would
    hold buffers per column and file, growing with the buckets: 3.6 GB for the 87 buckets of
    300,000 lawsuits.)"""
    ranks = {key: rank for rank, key in enumerate(keys.tolist())}
    waiting: dict[int, list[pa.Table]] = {}  # slices of sorted copies of the batches read
    written: dict[int, int] = {}
    flushes = 0

    def write() -> None:
        nonlocal flushes
        for bucket, parts in waiting.items():
            written[bucket] = written.get(bucket, 0) + 1
            folder = target / str(bucket)
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{flushes}.parquet"
            pq.write_table(pa.concat_tables(parts), path, memory_pool=_POOL)
        waiting.clear()
        flushes += 1

    before = _POOL.bytes_allocated()  # what the caller holds there (a chunk, an answer)
    # read in this thread only: a scanner's threads read on while the files are written
    scanner = table.scanner(
        batch_size=_BATCH, batch_readahead=1, fragment_readahead=1, use_threads=False
    )
    for batch in scanner.to_batches():
        if not batch.num_rows:
            continue
        bucket = _buckets(batch.column("cnj"), ranks, keys, count)
        order = np.argsort(bucket, kind="stable")
        rows = pc.take(pa.Table.from_batches([batch]), order, memory_pool=_POOL)  # a copy
        found, starts = np.unique(bucket[order], return_index=True)
        for b, start, stop in zip(found, starts, [*starts[1:], len(order)], strict=True):
            waiting.setdefault(int(b), []).append(rows.slice(start, stop - start))
        if _POOL.bytes_allocated() - before >= BUFFER_BYTES:  # the copies, reserve included
            write()
    write()
    return written


def _buckets(cnj: pa.Array, ranks: dict[str, int], keys: np.ndarray, count: int) -> np.ndarray:
    """The bucket of each row (:func:`_bucket`'s rule), from the rank of each number in
    ``keys`` (``ranks``); each distinct number of the batch is looked up once."""
    encoded = pc.dictionary_encode(cnj.cast(pa.string()))
    numbers = encoded.dictionary.to_pylist()
    rank = np.array(
        [ranks[n] if n in ranks else int(np.searchsorted(keys, n)) for n in numbers] + [len(keys)],
        dtype=np.int64,
    )  # a number not in keys: where it would rank; a missing one (the extra entry): last
    indices = encoded.indices.fill_null(len(numbers)).to_numpy()
    return np.minimum(rank[indices] * count // len(keys), count - 1)


#: Arrow text read as pandas' Arrow-backed strings: no Python object per value (a step's title
#: and text take a third of the memory Python strings take, and are read faster).
_ARROW_TEXT = {pa.string(): pd.StringDtype("pyarrow"), pa.large_string(): pd.StringDtype("pyarrow")}


#: The steps' keys held as categories in a chunk (the contracts' "key" kind).
_STEP_KEYS = [c.name for c in contracts.columns("steps") if c.kind == "key"]


def _bundle(tables: dict[str, pa.Table]) -> Bundle:
    """A Bundle of the chunk's tables (conformed to their contracts, text Arrow-backed, the
    steps' keys categories), the others empty."""
    out = {name: contracts.empty(name) for name in contracts.BUNDLE_TABLES}
    for name, table in tables.items():
        if name == "steps":
            for key in _STEP_KEYS:
                table = table.set_column(
                    table.schema.get_field_index(key), key, _sorted_codes(table.column(key))
                )
        frame = table.to_pandas(
            coerce_temporal_nanoseconds=True, types_mapper=_ARROW_TEXT.get, memory_pool=_POOL
        )
        out[name] = contracts.conform(frame, name)
    return Bundle(**out)


def _sorted_codes(values: pa.ChunkedArray) -> pa.DictionaryArray:
    """``values`` dictionary-encoded, the dictionary in text order (read as a categorical that
    sorts as the text does)."""
    encoded = pc.dictionary_encode(values.combine_chunks().cast(pa.string()))
    order = pc.sort_indices(encoded.dictionary)
    rank = np.empty(len(order), dtype=np.int32)
    rank[order.to_numpy()] = np.arange(len(order), dtype=np.int32)
    indices = pc.take(pa.array(rank), encoded.indices)
    return pa.DictionaryArray.from_arrays(indices, pc.take(encoded.dictionary, order))


def joined(parts: list[pd.DataFrame], table: str) -> pd.DataFrame:
    """The chunks' answers one after the other, conformed to the contract of ``table`` (their
    categories differ from chunk to chunk; a key a chunk held as a category is text again)."""
    return contracts.conform(
        pd.concat(parts, ignore_index=True) if len(parts) > 1 else parts[0], table
    )


def numbered(parts: list[pd.DataFrame], sizes: list[int], column: str = "event_id") -> None:
    """Shift ``column`` of each part (a row of its chunk's timeline) by the timeline rows of the
    chunks before it, in place: the numbers of the timeline of the whole."""
    offset = 0
    for part, size in zip(parts, sizes, strict=True):
        part[column] += offset
        offset += size
