"""Parquet datasets and DuckDB views of tidy tables.

A dataset is a directory with one sub-directory per table, each a Hive-partitioned Parquet dataset
(``<path>/<table>/court=TJSP/part-0.parquet``). It is the way to analyse more lawsuits than memory
holds: DuckDB (:func:`duckdb_views`) or Spark/Dask read it lazily, filtering partitions by court.
DuckDB is optional (``pip install 'lawkit[notebook]'``) and imported only when used.
"""

from __future__ import annotations

import os
import re
import shutil
import uuid
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pandas as pd
import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq

from lawkit.errors import InvalidInput

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


MODES = ("error", "overwrite", "append")
#: Rows converted to Arrow at a time when writing.
BATCH_ROWS = 50_000


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
            memory batch by batch).

    Returns:
        The dataset directory.

    Raises:
        InvalidInput: unknown ``mode``, a path that is not one, a table name that is not an
            identifier.
        FileExistsError: a table directory already holds files and ``mode`` is ``"error"``.
    """
    if mode not in MODES:
        raise InvalidInput(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
    root = _path(path)
    batch = uuid.uuid4().hex
    for name, table in tables.items():
        target = root / _checked(name)
        if mode == "error" and target.exists() and any(target.iterdir()):
            raise FileExistsError(
                f"{target} already holds a dataset; pass mode='overwrite' to replace it or "
                "mode='append' to add to it"
            )
        if mode == "overwrite" and target.exists():
            shutil.rmtree(target)
        columns = list((partition_by or {}).get(name, ()))
        if not len(table):
            _write_empty(pa.Table.from_pandas(table, preserve_index=False), target, columns, batch)
            continue
        schema, batches = _record_batches(table)
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
    return root


def _record_batches(table: pd.DataFrame) -> tuple[pa.Schema, Iterator[pa.RecordBatch]]:
    """The frame as Arrow record batches, :data:`BATCH_ROWS` rows converted at a time
    (converting a whole frame at once holds a second copy of it, text included)."""
    first = pa.Table.from_pandas(table.iloc[:BATCH_ROWS], preserve_index=False)

    def batches() -> Iterator[pa.RecordBatch]:
        yield from first.to_batches()
        for start in range(BATCH_ROWS, len(table), BATCH_ROWS):
            part = table.iloc[start : start + BATCH_ROWS]
            yield from pa.Table.from_pandas(
                part, schema=first.schema, preserve_index=False
            ).to_batches()

    return first.schema, batches()


def _write_empty(arrow: pa.Table, target: Path, columns: list[str], batch: str) -> None:
    """One file with the schema (write_dataset writes none for no rows), in the default
    partition so readers still see the partition columns."""
    folder = target.joinpath(*(f"{c}=__HIVE_DEFAULT_PARTITION__" for c in columns))
    folder.mkdir(parents=True, exist_ok=True)
    pq.write_table(arrow.drop_columns(columns), folder / f"part-{batch}-0.parquet")


def read_parquet(path: str | Path, tables: Sequence[str] | None = None) -> dict[str, pd.DataFrame]:
    """Read the tables of a dataset written by :func:`write_parquet` (partition columns included).

    Args:
        path: dataset directory.
        tables: names to read; default every sub-directory.

    Raises:
        FileNotFoundError: the directory or a requested table does not exist.
    """
    root = _path(path)
    if not root.is_dir():
        raise FileNotFoundError(f"no Parquet dataset at {root}")
    names = list(tables) if tables is not None else sorted(p.name for p in root.iterdir())
    out = {}
    for name in names:
        target = root / _checked(name)
        if not target.is_dir():
            raise FileNotFoundError(f"table {name!r} not found in {root}")
        dataset = ds.dataset(target, format="parquet", partitioning=_hive(target))
        out[name] = dataset.to_table().to_pandas()
    return out


def duckdb_views(source: Mapping[str, pd.DataFrame] | str | Path, con: Any = None) -> Any:
    """Register tables as DuckDB views and return the connection.

    Args:
        source: table name -> frame (registered in memory), or the directory of a dataset written
            by :func:`write_parquet` (views over its Parquet files, read lazily, partition columns
            included - the out-of-memory path).
        con: a ``duckdb`` connection; default a new in-memory one.
    """
    duckdb = _duckdb()
    con = duckdb.connect() if con is None else con
    if isinstance(source, Mapping):
        for name, table in source.items():
            con.register(_checked(name), table)
        return con
    root = _path(source)
    if not root.is_dir():
        raise FileNotFoundError(f"no Parquet dataset at {root}")
    for target in sorted(p for p in root.iterdir() if p.is_dir()):
        pattern = str(target / "**" / "*.parquet").replace("'", "''")
        con.execute(
            f'CREATE OR REPLACE VIEW "{_checked(target.name)}" AS SELECT * FROM '
            f"read_parquet('{pattern}', hive_partitioning = true)"
        )
    return con


def _hive(target: Path) -> ds.Partitioning:
    """Hive partitioning of ``target`` with text partition columns (a column whose values are
    all missing has no type to infer)."""
    first = next(target.rglob("*.parquet"), None)
    parts = first.relative_to(target).parts[:-1] if first else ()
    names = [part.split("=", 1)[0] for part in parts if "=" in part]
    return ds.partitioning(pa.schema([(n, pa.string()) for n in names]), flavor="hive")


def _checked(name: str) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise InvalidInput(f"table name {name!r} is not an identifier (letters, digits, _)")
    return name


def _path(path: Any) -> Path:
    if not isinstance(path, str | os.PathLike):
        raise InvalidInput(f"expected a directory path (str or Path), got {type(path).__name__}")
    return Path(path)


def _duckdb() -> Any:
    try:
        import duckdb
    except ImportError as error:
        raise ImportError(
            "DuckDB is needed for this; install the notebook extra: pip install 'lawkit[notebook]'"
        ) from error
    return duckdb
