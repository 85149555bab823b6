"""Where the analyses read lawsuits: SQL over a Bundle in memory or a Parquet dataset.

Every analysis of :mod:`lawkit.events` takes a :class:`lawkit.tidy.Bundle`, the directory of a
Parquet dataset written by :meth:`lawkit.tidy.Bundle.to_parquet` or
:func:`lawkit.tidy.export.write_parquet` (any number of appended batches, compacted or not), or
a :class:`Portfolio` opened once for several analyses (:func:`portfolio`). A portfolio is a
DuckDB connection with two views, ``steps`` and ``lawsuits``: a Bundle's tables read in place
(DuckDB scans pandas and Arrow without copying them), or the dataset's Parquet files with their
Hive partitions. The analyses ask it for per-lawsuit facts in SQL (:mod:`lawkit.events.queries`)
and hand pandas only those rows; what must stay pandas (the cross-source merge of one
lawsuit's steps, :mod:`lawkit.events.timelines`) reads a dataset's steps in chunks of whole
lawsuits that DuckDB streams in CNJ order (:meth:`Portfolio.step_chunks`).

DuckDB holds at most :data:`MEMORY_LIMIT` and spills past it into a directory made under
:data:`SPILL_ROOT` (the system's temporary directory by default): a dataset's portfolio has a
connection and a directory of its own, deleted when it closes, whatever happens; the portfolios
of Bundles are cursors of one database per process and settings (:func:`shared_cursor`),
whose directory is deleted when the process exits. Running out of either raises
:class:`lawkit.errors.ResourceLimit`, which names both. Nothing is ever written inside the
dataset, so a read-only dataset is read as any other, and any number of analyses may read one
dataset at once.

A dataset is checked before any query: a directory holding ``lawsuits`` and ``steps`` tables, no
batch half written (:data:`lawkit.tidy.export.WRITING`), no symbolic link to a directory inside
a table (a link loop would list the same files again and again), and nothing but Parquet files
in a table (names starting with ``.`` or ``_`` are hidden, as every engine takes them). A
dataset written by an older lawkit, whose steps lack ``event``, ``outcome`` or ``tpu_code``
(all or some batches), is classified on reading, as :meth:`lawkit.tidy.Bundle.from_parquet`
does: those steps are streamed through the classifier once into the spill directory.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb
import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from lawkit.classify.detail import DETAILS
from lawkit.errors import DatasetError, InvalidInput, ResourceLimit
from lawkit.events import queries
from lawkit.events._inputs import steps_of, with_events
from lawkit.events.reviewed import REASON
from lawkit.tidy import Bundle, contracts, export
from lawkit.tidy._payloads import describe

#: DuckDB's memory limit for one portfolio (DuckDB's own size syntax); past it, it spills.
MEMORY_LIMIT = "1GB"
#: Where each portfolio makes its spill directory (``None``: the system's temporary directory).
SPILL_ROOT: str | None = None
#: Steps per chunk of whole lawsuits handed to pandas (:meth:`Portfolio.step_chunks`).
CHUNK_STEPS = 400_000
#: The tables a portfolio reads.
TABLES = ("lawsuits", "steps")
#: Columns of ``steps`` a dataset may lack: a dataset written by an older lawkit is classified
#: on reading (as :meth:`lawkit.tidy.Bundle.from_parquet` does), its steps' details derived by
#: the analysis that reads them (:func:`lawkit.events.lawsuit_milestones.detailed_steps`).
DERIVED = ("event", "outcome", "tpu_code", "detail")
_PARQUET = b"PAR1"
#: A stored row's place: its file, then its row there (what ``_row`` is in a Bundle).
_ROW = "row(filename, file_row_number) AS _row"


def is_source(value: Any) -> bool:
    """Whether ``value`` is what the analyses read: a Bundle, a dataset's path or a
    :class:`Portfolio`."""
    return isinstance(value, Bundle | Portfolio | str | os.PathLike)


class Portfolio:
    """A Bundle or a dataset opened for the analyses: a DuckDB connection whose ``steps`` and
    ``lawsuits`` views the analyses query. Made by :func:`portfolio`; close it (or leave its
    ``with`` block) to free its memory and delete a dataset's spill directory."""

    def __init__(
        self,
        source: Any,
        function: str = "portfolio",
        *,
        memory_limit: str | None = None,
        spill_to: str | os.PathLike | None = None,
        spill_limit: str | None = None,
    ) -> None:
        self.function = function
        self.dialect = queries.DUCKDB
        self.bundle = source if isinstance(source, Bundle) else None
        #: The fewest details a steps file's writer knew (:func:`lawkit.tidy.export.
        #: known_details`); each step of a file that knew fewer than this lawkit carries
        #: ``_known``, how many its file knew (:meth:`lacks`).
        self.known_details = len(DETAILS)
        self.path = None if self.bundle is not None else dataset_path(source, function)
        self.memory_limit = memory_limit or MEMORY_LIMIT
        root = spill_to if spill_to is not None else SPILL_ROOT
        settings = {
            "memory_limit": self.memory_limit,
            "preserve_insertion_order": False,  # the queries say the order they need
        }
        if spill_limit is not None:
            settings["max_temp_directory_size"] = spill_limit
        self.spill: Path | None = None
        try:
            with self._settings(memory_limit, spill_limit):
                if self.bundle is not None:
                    self.con, self.spill = shared_cursor(settings, root)
                else:
                    self.spill = Path(tempfile.mkdtemp(prefix="lawkit-spill-", dir=root))
                    spilled = settings | {"temp_directory": str(self.spill)}
                    self.con = duckdb.connect(config=spilled)
            self.con.execute("SET TimeZone = 'UTC'")  # ICU, built into DuckDB's wheel
            if self.bundle is not None:
                self._register_bundle(self.bundle)
            else:
                self._views(self.path)
        except BaseException:
            self.close()
            raise

    def __enter__(self) -> Portfolio:
        return self

    def __exit__(self, *_: Any) -> None:
        self.close()

    def close(self) -> None:
        """Close the connection and delete a dataset's spill directory (again: nothing
        happens)."""
        con = getattr(self, "con", None)
        if con is not None:
            con.close()
            self.con = None
        if self.spill is not None and self.bundle is None:
            shutil.rmtree(self.spill, ignore_errors=True)

    @contextlib.contextmanager
    def _settings(self, memory_limit: str | None, spill_limit: str | None) -> Iterator[None]:
        """DuckDB's refusal of a size as lawkit's: the argument named, the syntax allowed."""
        try:
            yield
        except (duckdb.ParserException, duckdb.InvalidInputException) as error:
            given = f"memory_limit={memory_limit!r}, spill_limit={spill_limit!r}"
            raise InvalidInput(
                f"{self.function}: DuckDB cannot read the sizes given ({given}): each is a "
                f"number and a unit, as '512MB' or '4GB' ({str(error).splitlines()[0]})"
            ) from None

    # -- queries -----------------------------------------------------------------------------

    def table(self, sql: str) -> pa.Table:
        """The rows of ``sql`` as an Arrow table.

        Raises:
            lawkit.errors.ResourceLimit: DuckDB ran out of memory or of spill disk.
            lawkit.InvalidInput: a file of the dataset could not be read (named).
            lawkit.errors.DatasetError: a file of the dataset vanished since it was opened.
        """
        with self._errors():
            return self.con.sql(sql).to_arrow_table()

    def frame(self, sql: str) -> pd.DataFrame:
        """The rows of ``sql`` as pandas (text as ``str``, timestamps in nanoseconds)."""
        return arrow_frame(self.table(sql))

    def register(self, name: str, frame: pd.DataFrame | pa.Table) -> None:
        """Make ``frame`` a table ``name`` of the queries (read in place)."""
        self.con.register(name, frame)

    def step_chunks(self, selected: str = "SELECT * FROM steps") -> Iterator[pd.DataFrame]:
        """The steps ``selected`` (an SQL query of ``steps`` rows keeping their ``cnj``,
        ``origin`` and ``_row``) in chunks of whole lawsuits, each conformed to the ``steps``
        contract (and with the :data:`lawkit.events.reviewed.REASON` the view gives, where it
        gives one): a Bundle's in one piece (its own rows), a dataset's streamed by DuckDB about
        :data:`CHUNK_STEPS` at a time in CNJ order (steps without a CNJ last); each lawsuit's
        rows by origin (:data:`lawkit.events.queries.ORIGIN_ORDER`) then as stored. A bundle's
        answers are a dataset's where each lawsuit's rows are in that order, as ``lookups(a) +
        monitoring(b) + demand(c) + datajud(d)`` makes them, or where the dataset was written
        in one batch (rules that take the first of equal steps read that order; no rule reads
        the order of rows of different lawsuits). At least one chunk, maybe empty."""
        order = f"cnj NULLS LAST, {queries.origin_rank()}, _row"
        if self.bundle is not None:
            yield self._bundle_chunk(selected)
            return
        sql = f"SELECT * FROM ({selected}) AS chosen ORDER BY {order}"
        held: list[pa.Table] = []
        rows = 0
        with self._errors():
            reader = self.con.sql(sql).to_arrow_reader(batch_size=65_536)
            for batch in reader:
                held.append(pa.Table.from_batches([batch]))
                rows += batch.num_rows
                if rows >= CHUNK_STEPS:
                    rest = pa.concat_tables(held)
                    while (end := _lawsuits_end(rest.column("cnj"), CHUNK_STEPS)) is not None:
                        yield steps_frame(rest.slice(0, end))
                        rest = rest.slice(end)
                    held, rows = [rest], rest.num_rows
        yield steps_frame(pa.concat_tables(held)) if held else contracts.empty("steps")

    def _bundle_chunk(self, selected: str) -> pd.DataFrame:
        """A Bundle's steps ``selected``: its own rows, taken in place, each lawsuit's by
        origin then as stored (in the bundle's order when the rows selected are in origin
        order, as adding bundles of each origin makes them; their origins ranked here, not the
        whole bundle's when it opens), with the view's outcome where the view reviewed it
        (:data:`REASON`)."""
        chosen = self.table(f"SELECT _row, outcome, {REASON} FROM ({selected}) AS chosen")
        rows = chosen["_row"].to_numpy()
        order = np.argsort(rows, kind="stable")
        ranks = queries.origin_ranks(self._bundle_steps["origin"].iloc[rows])
        ordered = not np.any(np.diff(ranks[order]) < 0)  # the rows' order is the origins'
        if not ordered:
            cnj = pd.factorize(self._bundle_steps["cnj"].array[rows], sort=True)[0]
            last = np.where(cnj < 0, np.iinfo(np.int64).max, cnj)  # steps without a CNJ last
            order = np.lexsort((rows, ranks, last))
        rows = rows[order]
        whole = ordered and len(rows) == len(self._bundle_steps)  # all of it
        steps = self._bundle_steps if whole else self._bundle_steps.iloc[rows]
        if chosen[REASON].null_count == len(chosen):  # no outcome reviewed
            return steps
        chosen = chosen.take(order)
        why = chosen[REASON].to_pandas().to_numpy(dtype=object)
        changed = pd.notna(why)
        if changed.any():  # criminal lawsuits, corrections (lawkit.events.reviewed)
            outcome = steps["outcome"].to_numpy(dtype=object)
            outcome[changed] = chosen["outcome"].to_pandas().to_numpy(dtype=object)[changed]
            steps = steps.assign(outcome=pd.Categorical(outcome, dtype=steps["outcome"].dtype),
                                 **{REASON: pd.array(why, dtype="string")})  # fmt: skip
        return steps

    @contextlib.contextmanager
    def _errors(self) -> Iterator[None]:
        """DuckDB's errors as lawkit's: out of memory or disk, an unreadable file."""
        try:
            yield
        except duckdb.OutOfMemoryException as error:
            said = str(error).split("\n", 1)[0]  # DuckDB's advice after it is about its own SET
            raise ResourceLimit(
                self._busy(f"DuckDB ran out of memory or spill disk ({said})")
            ) from None
        except duckdb.IOException as error:
            text = str(error)
            if "space" in text.lower() or str(self.spill) in text:
                raise ResourceLimit(self._busy(f"the spill directory is full ({text})")) from None
            if "No files found" in text:  # listed when the portfolio opened, deleted since
                raise DatasetError(
                    f"{self.function}: a file of the dataset vanished while it was read "
                    f"({text.splitlines()[0]}): the answer would be short, so none is given; "
                    "analyse it again once nothing else writes or compacts it"
                ) from None
            raise InvalidInput(f"{self.function}: cannot read the dataset: {text}") from None
        except duckdb.InvalidInputException as error:
            raise InvalidInput(f"{self.function}: cannot read the dataset: {error}") from None

    def _busy(self, what: str) -> str:
        return (
            f"{self.function}: {what}; it may use {self.memory_limit} of memory and spill to "
            f"{self.spill}: pass a larger memory_limit, or spill_to a disk with more room, "
            "to lawkit.events.portfolio(...)"
        )

    # -- views -------------------------------------------------------------------------------

    def _register_bundle(self, bundle: Bundle) -> None:
        """A Bundle's tables read by the queries: its steps in place (DuckDB converts only the
        columns a query reads, timestamps to microseconds as a dataset stores them), its
        lawsuits as Arrow (a few columns of a small table: a query of them binds 4 times
        faster); the chunks of whole lawsuits are its own rows."""
        self._bundle_steps = steps_of(bundle, self.function)
        rows = np.arange(len(self._bundle_steps))
        self.register("_steps", self._bundle_steps.assign(_row=rows))
        lawsuits = _in_microseconds(contracts.conform(bundle.lawsuits, "lawsuits"))
        lawsuits = lawsuits.assign(_row=np.arange(len(lawsuits)))
        self.register("_lawsuits", pa.Table.from_pandas(lawsuits, preserve_index=False))
        self._view("lawsuits", "SELECT * FROM _lawsuits")
        self._steps_view("SELECT * FROM _steps")

    #: The columns that name a stored step in ``steps`` (:mod:`lawkit.events.reviewed` keys an
    #: analyst's corrections by them): a Bundle's row; a dataset's file and row there.
    @property
    def row_keys(self) -> tuple[str, ...]:
        return ("_row",) if self.bundle is not None else ("filename", "file_row_number")

    def _steps_view(self, stored: str) -> None:
        """The ``_stored`` steps (a query of them, with ``_row``), each with its ``event``,
        ``tpu_code``, ``outcome`` and ``detail``, and the ``steps`` view of them."""
        self._view("_stored", stored)
        self.steps_view()

    def steps_view(self, reviewed: str | None = None) -> None:
        """(Re)make the ``steps`` view every query reads, the one place where the steps'
        columns - their outcome among them - enter the queries: the stored steps, with no
        :data:`REASON`; or ``reviewed``, a query of ``_stored`` giving the outcomes the
        analyses count and why they changed (:func:`lawkit.events.reviewed.reviewing`)."""
        plain = f"SELECT *, CAST(NULL AS STRING) AS {REASON} FROM _stored"
        self._view("steps", reviewed or plain)

    def keep(self, name: str, sql: str) -> None:
        """Make the rows of ``sql`` a table ``name`` of the queries, computed once (a temporary
        table, in DuckDB's memory and spill) for the queries that read it several times."""
        with self._errors():
            self.con.execute(f"CREATE OR REPLACE TEMP TABLE {name} AS {sql}")

    def columns(self, relation: str) -> list[str]:
        """The column names of the table or view ``relation``."""
        with self._errors():
            return self.con.sql(f"SELECT * FROM {relation} LIMIT 0").columns

    def _view(self, name: str, sql: str) -> None:
        with self._errors():
            self.con.execute(f"CREATE OR REPLACE TEMP VIEW {name} AS {sql}")  # its own

    def _views(self, root: Path) -> None:
        for name in TABLES:
            found = table_files(root, name, self.function)
            grouped: dict[int | None, list[Path]] = {None: found}
            if name == "steps":
                self.known_details, grouped = _by_known_details(found)
            parts = [
                f"SELECT *{'' if known is None else f', {known} AS _known'} FROM {_read(files)}"
                for known, files in grouped.items()
            ]
            source = "(" + " UNION ALL BY NAME ".join(parts) + ")"
            with self._errors():
                names = self.con.sql(f"SELECT * FROM {source} LIMIT 0").columns
            needed = [c.name for c in contracts.columns(name) if c.name not in DERIVED]
            missing = [column for column in needed if column not in names]
            if missing:
                raise InvalidInput(
                    f"{self.function}: the {name} table of {root} lacks the column(s) "
                    f"{', '.join(missing)}: it was not written by Bundle.to_parquet of this "
                    "lawkit; write it again from its results (lawkit.tidy) with Bundle.to_parquet"
                )
            absent = [c for c in DERIVED if c not in names] if name == "steps" else []
            padded = "".join(f", NULL AS {c}" for c in absent)
            self._view(f"_{name}", f"SELECT *{padded} FROM {source} AS stored")
        self._view("lawsuits", f"SELECT *, {_ROW} FROM _lawsuits")
        self._classified_steps()

    @property
    def detailed(self) -> bool:
        """Whether every step's ``detail`` was classified by this lawkit (no steps file of an
        older one, which knew fewer details)."""
        return self.known_details == len(DETAILS)

    def lacks(self, detail: str) -> str | None:
        """SQL: whether a step ``s`` was stored by a lawkit that did not know ``detail`` (the
        analysis that reads it derives it), or None when every steps file knew it."""
        needed = DETAILS.index(detail) + 1
        return None if self.known_details >= needed else f"s._known < {needed}"

    def _classified_steps(self) -> None:
        """The ``steps`` view: the stored steps, those stored without an ``event`` (an older
        lawkit's batches) or a judgment without its ``outcome`` classified once into the spill
        directory (:func:`lawkit.events._inputs.with_events`)."""
        unread = "event IS NULL OR (event = 'judgment' AND outcome IS NULL)"
        count = self.table(f"SELECT count(*) AS n FROM _steps WHERE {unread}")["n"][0].as_py()
        if not count:
            self._steps_view(f"SELECT *, {_ROW} FROM _steps")
            return
        target = self.spill / "classified.parquet"
        reader = self.con.sql(f"SELECT * FROM _steps WHERE {unread}").to_arrow_reader()
        writer = None
        try:
            for batch in reader:
                rows = arrow_frame(pa.Table.from_batches([batch]))
                extra = rows[["filename", "file_row_number", "court"]]
                done = pd.concat([with_events(contracts.conform(rows, "steps")), extra], axis=1)
                table = _plain(pa.Table.from_pandas(done, preserve_index=False))
                if writer is None:
                    writer = pq.ParquetWriter(target, table.schema)
                writer.write_table(table.cast(writer.schema))
        finally:
            if writer is not None:
                writer.close()
        self._steps_view(
            f"SELECT *, {_ROW} FROM (SELECT * FROM _steps WHERE NOT ({unread}) "
            f"UNION ALL BY NAME SELECT * FROM read_parquet('{target}')) AS stored"
        )


#: The DuckDB databases the portfolios of Bundles share, by process and settings: each such
#: portfolio is a cursor of one, with its own views and tables (a connection of its own costs
#: 15 ms to open and 13 ms to close, a seventh of ``since`` on 10,000 lawsuits).
_SHARED: dict[tuple[Any, ...], tuple[duckdb.DuckDBPyConnection, Path]] = {}
#: A database kept open keeps the memory its queries freed unless a thread of its allocator
#: returns it: a process that analysed 10,000 lawsuits' milestones, results and rates held
#: 1,021 MB with it kept, 835 MB with the thread (a connection closed after each analysis:
#: 817-826 MB). Flushing after every task instead (thresholds of 0) cost a fifth of each
#: query's time.
FREED = {"allocator_background_threads": True}
_SHARED_LOCK = threading.Lock()


def shared_cursor(
    settings: dict[str, Any], root: str | os.PathLike | None
) -> tuple[duckdb.DuckDBPyConnection, Path]:
    """A new cursor of this process's DuckDB database of ``settings``, and its spill directory,
    made under ``root`` the first time and deleted when the process exits (a Bundle is in
    memory: DuckDB seldom spills reading it, and removes what it spilled once a query ends)."""
    key = (os.getpid(), None if root is None else str(root), *sorted(settings.items()))
    with _SHARED_LOCK:  # one thread at a time makes the database, or a cursor of it
        if key not in _SHARED:
            spill = Path(tempfile.mkdtemp(prefix="lawkit-spill-", dir=root))
            try:
                database = duckdb.connect(config=settings | {"temp_directory": str(spill)} | FREED)
            except BaseException:  # a setting DuckDB refuses ("memory_limit='lots'")
                shutil.rmtree(spill, ignore_errors=True)
                raise
            atexit.register(_drop_shared, os.getpid(), database, spill)
            _SHARED[key] = database, spill
        database, spill = _SHARED[key]
        return database.cursor(), spill


def _drop_shared(pid: int, database: duckdb.DuckDBPyConnection, spill: Path) -> None:
    """Close a shared database and delete its spill directory, in the process that made them
    (a forked child inherits the exit handler, not the database)."""
    if os.getpid() == pid:
        database.close()
        shutil.rmtree(spill, ignore_errors=True)


def portfolio(
    source: Bundle | str | os.PathLike,
    *,
    memory_limit: str | None = None,
    spill_to: str | os.PathLike | None = None,
    spill_limit: str | None = None,
    spark: Any = None,
) -> Portfolio:
    """A Bundle or a dataset opened once for several analyses (each analysis given a path opens
    it again)::

        with events.portfolio("portfolio") as big:
            marks = events.milestones(big)
            events.rates(big, by="court")

    or, past one machine, ``events.portfolio("portfolio", spark=session)`` (Spark runs the
    same queries).

    Args:
        source: a :class:`lawkit.tidy.Bundle` or the directory of its Parquet dataset.
        memory_limit: the most memory DuckDB may hold (``"4GB"``; default :data:`MEMORY_LIMIT`).
        spill_to: where DuckDB's spill directory is made (default :data:`SPILL_ROOT`: the
            system's temporary directory); it is deleted when the portfolio closes (a
            Bundle's, shared by its process's portfolios of these settings, when it exits).
        spill_limit: the most disk the spill may take (``"50GB"``; default DuckDB's, 90 % of
            the free space).
        spark: a ``pyspark.sql.SparkSession`` to run the queries of a dataset on, past one
            machine, instead of DuckDB (:mod:`lawkit.events.spark`; the other arguments are
            DuckDB's and are not given with it).

    Raises:
        lawkit.InvalidInput: ``source`` is neither, or the dataset is not one the analyses read
            (the message says why).
    """
    if spark is not None:
        return SparkPortfolio(source, spark)
    return Portfolio(
        source, "portfolio", memory_limit=memory_limit, spill_to=spill_to, spill_limit=spill_limit
    )


@contextlib.contextmanager
def opened(source: Any, function: str) -> Iterator[Portfolio]:
    """``source`` as a :class:`Portfolio`: itself, or one opened for this call and closed after.

    Raises:
        lawkit.InvalidInput: ``source`` is not a Bundle, a dataset or a Portfolio.
    """
    if isinstance(source, Portfolio):
        if source.con is None:
            raise InvalidInput(f"{function}: this portfolio was closed; open it again")
        yield source
        return
    if not isinstance(source, Bundle | str | os.PathLike):
        raise InvalidInput(
            f"{function} takes a lawkit.tidy.Bundle or the directory of a Parquet dataset that "
            f"Bundle.to_parquet wrote; got {describe(source)} (or a lawkit.events.portfolio(...) "
            "of either)"
        )
    with Portfolio(source, function) as opened_:
        yield opened_


def _by_known_details(files: list[Path]) -> tuple[int, dict[int | None, list[Path]]]:
    """The fewest details a writer of the steps ``files`` knew, and the files by the ``_known``
    value their rows are given (None: no column, every file knew this lawkit's details): steps
    whose details an older lawkit classified, or none, are marked so that the analyses derive
    those it did not know (milestones, :func:`lawkit.events.lawsuit_milestones.detailed_steps`;
    results, :func:`lawkit.events.lawsuit_results.annulment`)."""
    grouped = export.by_known_details(files)
    known = min(grouped, default=len(DETAILS))
    return known, ({None: files} if known == len(DETAILS) else dict(grouped))


def _read(files: list[Path]) -> str:
    """DuckDB's reading of ``files`` of one table: their Hive partitions, each column by its
    name (batches may differ), and each row's file and row there (``_row``)."""
    listed = ", ".join("'" + str(f).replace("'", "''") + "'" for f in files)
    return (
        f"read_parquet([{listed}], hive_partitioning = true, union_by_name = true, "
        "filename = true, file_row_number = true, hive_types_autocast = false)"
    )


def dataset_path(source: Any, function: str) -> Path:
    """The directory of the dataset ``source`` names, checked: a directory with the lawsuits
    and steps tables and no batch half written.

    Raises:
        lawkit.InvalidInput: it is not a path (or is an empty one), not a directory, holds a
            batch half written or lacks a table.
    """
    if not isinstance(source, str | os.PathLike) or not str(source).strip():
        given = repr(source) if isinstance(source, str) else describe(source)
        raise InvalidInput(
            f"{function} takes a lawkit.tidy.Bundle or the directory of a Parquet dataset that "
            f"Bundle.to_parquet wrote; got {given}"
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
    return root


def table_files(root: Path, table: str, function: str) -> list[Path]:
    """The Parquet files of ``table`` in dataset ``root``, each listed once, sorted.

    Raises:
        lawkit.InvalidInput: a symbolic link to a directory inside the table, a file that is
            not Parquet (stray, empty or truncated: named), or no file at all.
    """
    found = []
    for folder, names, files in os.walk(root / table):
        for name in list(names):
            path = Path(folder) / name
            if name.startswith((".", "_")):
                names.remove(name)
            elif path.is_symlink():
                raise InvalidInput(
                    f"{function}: {path} is a symbolic link to a directory inside the {table} "
                    "table of a dataset (a link loop would list the same files again and "
                    "again); a table holds only directories and Parquet files: replace the link "
                    "by the files"
                )
        for name in files:
            if not name.startswith((".", "_")):
                path = Path(folder) / name
                _parquet_file(path, table, function)
                found.append(path)
    if not found:
        raise InvalidInput(f"{function}: the {table} table of {root} holds no Parquet file")
    return sorted(found)


def _parquet_file(path: Path, table: str, function: str) -> None:
    """Refuse a file of a table that is not Parquet (by its name and its magic bytes)."""
    wrong = None
    if path.suffix != ".parquet":
        wrong = "is not a Parquet file (a stray file)"
    else:
        try:
            size = path.stat().st_size
            with open(path, "rb") as file:
                head = file.read(4)
                file.seek(max(size - 4, 0))
                tail = file.read(4)
        except OSError as error:
            raise InvalidInput(f"{function}: cannot read {path}: {error.strerror}") from None
        if size < 12:
            wrong = f"is empty or truncated ({size} bytes)"
        elif head != _PARQUET or tail != _PARQUET:
            wrong = "is truncated or not Parquet (it lacks Parquet's PAR1 marks)"
    if wrong:
        raise InvalidInput(
            f"{function}: {path} in the {table} table {wrong}; a table holds only the Parquet "
            "files Bundle.to_parquet writes: move it out of the dataset (or write the batch again)"
        )


def arrow_frame(table: pa.Table) -> pd.DataFrame:
    """``table`` in pandas: timestamps in nanoseconds, text as ``str``."""
    return table.to_pandas(coerce_temporal_nanoseconds=True)


def _in_microseconds(frame: pd.DataFrame) -> pd.DataFrame:
    """``frame`` with its timestamps in microseconds (finer digits dropped), as a dataset
    stores them (DuckDB's time functions take microseconds)."""
    stamps = [c for c, d in frame.dtypes.items() if isinstance(d, pd.DatetimeTZDtype)]
    return frame.astype({c: pd.DatetimeTZDtype("us", "UTC") for c in stamps}) if stamps else frame


def _plain(table: pa.Table) -> pa.Table:
    """``table`` as a dataset stores it: categories as their text, timestamps in microseconds
    (finer digits dropped), no pandas metadata: one schema for every batch, whatever categories
    each holds."""
    fields = []
    for field in table.schema:
        kind = field.type
        if pa.types.is_dictionary(kind):
            kind = kind.value_type
        elif pa.types.is_timestamp(kind):
            kind = pa.timestamp("us", kind.tz)
        fields.append(field.with_type(kind))
    return table.cast(pa.schema(fields), safe=False)


def _lawsuits_end(cnj: pa.ChunkedArray, size: int) -> int | None:
    """Where the first chunk of ``cnj`` (numbers in order) ends: after its ``size``-th row, at
    the end of that row's lawsuit; ``None`` while that end is not in sight (fewer rows, or the
    lawsuit runs to the last row; steps without a CNJ, last, are one chunk)."""
    if len(cnj) <= size or not cnj[size - 1].is_valid:
        return None
    ahead = pc.not_equal(cnj.slice(size), cnj[size - 1])
    ahead = pc.fill_null(ahead, True)  # a missing number ends a lawsuit too
    found = pc.index(ahead, True).as_py()
    return None if found < 0 else size + found


#: Arrow text read as pandas' Arrow-backed strings: no Python object per value (a step's title
#: and text take a third of the memory Python strings take, and are read faster).
_ARROW_TEXT = {pa.string(): pd.StringDtype("pyarrow"), pa.large_string(): pd.StringDtype("pyarrow")}


#: The steps' keys held as categories in a chunk (the contracts' "key" kind).
_STEP_KEYS = [c.name for c in contracts.columns("steps") if c.kind == "key"]


def steps_frame(table: pa.Table) -> pd.DataFrame:
    """A chunk's steps in pandas, held to their contract: text Arrow-backed, the keys (``cnj``,
    the ids) categories whose categories sort as their text (a lawsuit's number held once, a
    step's a code of 1-2 bytes; every answer's contract makes them text again); and why the
    view changed an outcome (:data:`REASON`), where it did."""
    for key in _STEP_KEYS:
        index = table.schema.get_field_index(key)
        table = table.set_column(index, key, _sorted_codes(table.column(key)))
    frame = table.to_pandas(coerce_temporal_nanoseconds=True, types_mapper=_ARROW_TEXT.get)
    steps = contracts.conform(frame, "steps")
    if REASON in frame and frame[REASON].notna().any():  # outcomes the view reviewed
        steps[REASON] = frame[REASON]
    return steps


def _sorted_codes(values: pa.ChunkedArray) -> pa.DictionaryArray:
    """``values`` dictionary-encoded, the dictionary in text order."""
    encoded = pc.dictionary_encode(values.combine_chunks().cast(pa.string()))
    order = pc.sort_indices(encoded.dictionary)
    rank = np.empty(len(order), dtype=np.int32)
    rank[order.to_numpy()] = np.arange(len(order), dtype=np.int32)
    indices = pc.take(pa.array(rank), encoded.indices)
    return pa.DictionaryArray.from_arrays(indices, pc.take(encoded.dictionary, order))


def joined(parts: list[pd.DataFrame], table: str) -> pd.DataFrame:
    """The chunks' answers one after the other, conformed to the contract of ``table``."""
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


#: Spark's type of a registered column, by its numpy kind (text otherwise).
_SPARK_TYPES = {"i": "bigint", "u": "bigint", "f": "double", "b": "boolean", "O": "string",
                "U": "string"}  # fmt: skip
#: The session settings Spark's queries need (:class:`SparkPortfolio`).
SPARK_SETTINGS = {
    "spark.sql.session.timeZone": "UTC",
    "spark.sql.sources.partitionColumnTypeInference.enabled": "false",
}


#: A Spark table with ``_row``: each row's file and its place in the scan, the keys of a stored
#: row (:attr:`Portfolio.row_keys`) as DuckDB's ``filename`` and ``file_row_number`` are.
_SPARK_ROW = (
    "SELECT *, struct(filename, file_row_number) AS _row FROM (SELECT *, input_file_name() AS "
    "filename, monotonically_increasing_id() AS file_row_number FROM {table}) AS stored"
)


class SparkPortfolio(Portfolio):
    """The analyses past one machine: a dataset's queries run by Spark, with the same SQL.

    ``lawkit.events.portfolio(path, spark=session)`` gives a portfolio whose queries a
    ``pyspark.sql.SparkSession`` runs: the SQL of :mod:`lawkit.events.queries` in Spark's
    :data:`~lawkit.events.queries.SPARK` dialect, over the dataset's files (checked as DuckDB's are:
    :func:`lawkit.events.readers.table_files`). What pandas does after reads the rows Spark returns
    (``DataFrame.toArrow()``): one row per lawsuit for :func:`~lawkit.events.milestones` (and so
    durations, medians, survival), the judged days' steps for :func:`~lawkit.events.results` (and so
    rates). The analyses that read whole lawsuits (timeline, outcomes, since, compare_sources) get
    their steps from Spark in one piece, so they are for datasets the driver can hold.

    The session is set to read timestamps in UTC (``spark.sql.session.timeZone``) and
    partition values as text (``spark.sql.sources.partitionColumnTypeInference.enabled``); the
    views are the session's temporary views ``steps``, ``lawsuits`` and those the analyses
    register (``heads``, ...; one portfolio per session at a time; views of those names the
    session had are replaced, and dropped when it closes). A dataset written by an older
    lawkit, whose steps lack ``event``, ``outcome`` or ``tpu_code``, is refused: analyse it
    once with DuckDB, or write it again; steps written without their ``detail`` are given
    theirs as DuckDB gives them (:func:`lawkit.events.lawsuit_milestones.detailed_steps`).
    PySpark is not a dependency of lawkit: the caller brings the session.
    """

    def __init__(self, source: str | os.PathLike, session: Any, function: str = "portfolio"):
        self.function, self.dialect, self.bundle = function, queries.SPARK, None
        self.known_details = len(DETAILS)
        self.path = dataset_path(source, function)
        self.memory_limit, self.spill = "Spark's", None
        self.con = self.session = session
        self._made: set[str] = {f"_{name}" for name in TABLES}  # the views it made, dropped
        for key, value in SPARK_SETTINGS.items():
            session.conf.set(key, value)
        for name in TABLES:
            found = table_files(self.path, name, function)
            grouped: dict[int | None, list[Path]] = {None: found}
            if name == "steps":
                self.known_details, grouped = _by_known_details(found)
            frames = [  # marked, as DuckDB's (Portfolio._views)
                self._read(name, files).selectExpr(
                    "*", *([] if known is None else [f"{known} AS _known"])
                )
                for known, files in grouped.items()
            ]
            frame = frames[0]
            for other in frames[1:]:
                frame = frame.unionByName(other, allowMissingColumns=True)
            absent = [c for c in DERIVED[:-1] if c not in frame.columns] if name == "steps" else []
            if absent:
                raise InvalidInput(
                    f"{function}: the steps of {self.path} lack {', '.join(absent)} (an older "
                    "lawkit wrote them); Spark does not classify steps: analyse the dataset with "
                    "DuckDB (lawkit.events.portfolio(path)), or write it again"
                )
            if name == "steps" and "detail" not in frame.columns:
                frame = frame.selectExpr("*", "CAST(NULL AS STRING) AS detail")
            frame.createOrReplaceTempView(f"_{name}")
        self._view("lawsuits", _SPARK_ROW.format(table="_lawsuits"))
        self._steps_view(_SPARK_ROW.format(table="_steps"))

    def _read(self, table: str, files: list[Path]) -> Any:
        """Spark's reading of ``files`` of ``table``: their partitions, the union of their
        schemas."""
        return (
            self.session.read.option("basePath", str(self.path / table))
            .option("mergeSchema", "true")
            .parquet(*map(str, files))
        )

    def close(self) -> None:
        """Drop the portfolio's views (the session stays the caller's)."""
        if self.con is not None:
            for name in self._made:
                self.session.catalog.dropTempView(name)
            self.con = None

    def table(self, sql: str) -> pa.Table:
        return self.session.sql(sql).toArrow()

    def columns(self, relation: str) -> list[str]:
        return self.session.sql(f"SELECT * FROM {relation} LIMIT 0").columns

    def _view(self, name: str, sql: str) -> None:
        self.session.sql(sql).createOrReplaceTempView(name)
        self._made.add(name)

    def keep(self, name: str, sql: str) -> None:
        self._view(name, sql)  # Spark computes a view where it is read

    def register(self, name: str, frame: pd.DataFrame | pa.Table) -> None:
        if isinstance(frame, pa.Table):
            frame = frame.to_pandas()
        kinds = {column: _SPARK_TYPES.get(frame[column].dtype.kind, "string") for column in frame}
        schema = ", ".join(f"`{column}` {kind}" for column, kind in kinds.items())
        rows = frame.astype(object).where(frame.notna(), None).itertuples(index=False, name=None)
        self.session.createDataFrame(list(rows), schema=schema).createOrReplaceTempView(name)
        self._made.add(name)

    def step_chunks(self, selected: str = "SELECT * FROM steps") -> Iterator[pd.DataFrame]:
        order = f"cnj NULLS LAST, {queries.origin_rank()}, _row"
        yield steps_frame(self.table(f"SELECT * FROM ({selected}) AS chosen ORDER BY {order}"))
