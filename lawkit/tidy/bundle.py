"""The bundle: the named tables of a result set, whatever API delivered it."""

from __future__ import annotations

import html
import warnings
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import pandas as pd

from lawkit.classify.detail import DETAILS
from lawkit.errors import InvalidInput
from lawkit.tidy import contracts, export
from lawkit.tidy._builder import classified, detailed
from lawkit.tidy.parse import cnj_info

#: The partition column of every table of a bundle's Parquet dataset.
PARTITION = "court"
#: Tables added after datasets were first written (DataJud's): a dataset may lack them.
LATER = ("subjects", "complements")


def lawsuit_steps(steps: pd.DataFrame, cnj: Any) -> pd.DataFrame:
    """The rows of ``steps`` of the lawsuit ``cnj`` (any punctuation, read as the converters read
    numbers).

    Raises:
        InvalidInput: no row is of ``cnj``.
    """
    wanted = cnj_info(cnj).cnj
    found = steps[(steps["cnj"] == wanted).fillna(False).to_numpy()]
    if found.empty:
        raise InvalidInput(
            f"no step of lawsuit {cnj!r} in this bundle (its steps are of "
            f"{steps['cnj'].nunique()} lawsuits: bundle.steps['cnj'].unique())"
        )
    return found


@dataclass(frozen=True, eq=False)
class Bundle:
    """Tidy tables of lawsuits: one row per lawsuit per origin/query, and their details.

    Every table has the key columns ``origin, cnj, request_id, monitor_id, instance_id,
    demand_id``; ``cnj`` (canonical) joins them across tables and APIs. Columns and dtypes are
    those of :mod:`lawkit.tidy.contracts`. ``subjects`` and ``complements`` are DataJud's
    (:func:`lawkit.tidy.datajud`), empty for the provider's APIs.

    Combine bundles with ``a + b`` or :func:`concat`; ``bundle`` renders a summary in Jupyter.
    """

    lawsuits: pd.DataFrame
    parties: pd.DataFrame
    lawyers: pd.DataFrame
    steps: pd.DataFrame
    files: pd.DataFrame
    cover: pd.DataFrame
    properties: pd.DataFrame
    subjects: pd.DataFrame = field(default_factory=lambda: contracts.empty("subjects"))
    complements: pd.DataFrame = field(default_factory=lambda: contracts.empty("complements"))

    @classmethod
    def empty(cls) -> Bundle:
        """A bundle of empty tables (with the contracts' columns and dtypes)."""
        return cls(**{name: contracts.empty(name) for name in contracts.BUNDLE_TABLES})

    def tables(self) -> dict[str, pd.DataFrame]:
        """Table name -> frame, in contract order."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def __add__(self, other: Bundle) -> Bundle:
        if not isinstance(other, Bundle):
            return NotImplemented
        return concat([self, other])

    def steps_of(self, cnj: str | None = None) -> pd.DataFrame:
        """Steps of every origin in time order (of one lawsuit when ``cnj`` is given), as each
        source reported them; :func:`lawkit.events.timeline` merges a step that several sources
        reported into one event.

        Args:
            cnj: CNJ number in any punctuation; steps of every lawsuit when omitted.

        Raises:
            InvalidInput: no step of the bundle is of ``cnj``.
        """
        steps = self.steps if cnj is None else lawsuit_steps(self.steps, cnj)
        return steps.sort_values(["cnj", "timestamp", "position"], kind="stable").reset_index(
            drop=True
        )

    def timeline(self, cnj: str | None = None) -> pd.DataFrame:
        """Deprecated: :meth:`steps_of` (the raw steps; the events are
        :func:`lawkit.events.timeline`)."""
        warnings.warn(
            "Bundle.timeline(cnj) is deprecated: it returns the raw steps, so it is now "
            "bundle.steps_of(cnj); the merged events are lawkit.events.timeline(bundle, cnj)",
            DeprecationWarning,
            stacklevel=2,
        )
        return self.steps_of(cnj)

    def summary(self) -> pd.DataFrame:
        """One row per table: rows, columns, memory (bytes, deep) and distinct CNJs."""
        return pd.DataFrame(
            [
                {
                    "table": name,
                    "rows": len(table),
                    "columns": table.shape[1],
                    "memory": int(table.memory_usage(deep=True).sum()),
                    "cnjs": int(table["cnj"].nunique()),
                }
                for name, table in self.tables().items()
            ]
        ).set_index("table")

    def __repr__(self) -> str:
        parts = ", ".join(f"{name}={len(table)}" for name, table in self.tables().items())
        return f"<Bundle {parts}>"

    def _repr_html_(self) -> str:
        summary = self.summary()
        origins = sorted(map(str, self.lawsuits["origin"].dropna().unique()))
        head = (
            f"<b>lawkit Bundle</b>: {summary.loc['lawsuits', 'cnjs']} distinct CNJs"
            f" from {html.escape(', '.join(origins) or 'no origin')}"
        )
        rows = "".join(
            f"<tr><td><code>{name}</code></td><td>{r.rows:,}</td>"
            f"<td>{r.columns}</td><td>{_size(r.memory)}</td><td>{r.cnjs:,}</td></tr>"
            for name, r in summary.iterrows()
        )
        return (
            f"<div>{head}<table><thead><tr><th>table</th><th>rows</th><th>columns</th>"
            f"<th>memory</th><th>distinct CNJs</th></tr></thead><tbody>{rows}</tbody></table>"
            "</div>"
        )

    def to_parquet(self, path: str | Path, mode: str = "error") -> Path:
        """Write a Parquet dataset, every table partitioned by court (``<table>/court=TJSP/``).

        Tables other than ``lawsuits`` get the court of their lawsuit as a partition column, so
        DuckDB, Spark or Dask can read only the courts a query needs. Read it back with
        :meth:`from_parquet`, or query it without loading it with
        :func:`lawkit.tidy.export.duckdb_views` (DuckDB) or
        :func:`lawkit.tidy.export.dask_frames` (Dask); Spark reads ``<path>/<table>`` as it is.
        Timestamps are stored in microseconds, UTC (what Spark reads); the module
        :mod:`lawkit.tidy.export` says what else the files hold.

        Args:
            path: dataset directory.
            mode: ``"error"`` (default) refuses an existing dataset, ``"overwrite"`` replaces
                it, ``"append"`` adds this bundle to it (build a dataset bigger than memory
                one batch of results at a time; each batch adds a file per table and court,
                which :func:`lawkit.tidy.export.compact` merges).

        Raises:
            InvalidInput: unknown ``mode``, a path that is not one, a timestamp finer than a
                microsecond.
            FileExistsError: the dataset exists and ``mode`` is ``"error"``.
        """
        courts = self.lawsuits.drop_duplicates("cnj").set_index("cnj")[PARTITION]
        tables = {
            name: table
            if PARTITION in table
            else table.assign(**{PARTITION: table["cnj"].map(courts).astype("category")})
            for name, table in self.tables().items()
        }
        partitions = {name: [PARTITION] for name in tables}
        return export.write_parquet(tables, path, partitions, mode=mode)

    @classmethod
    def from_parquet(cls, path: str | Path) -> Bundle:
        """Read a dataset written by :meth:`to_parquet` (tables conformed to their contracts; a
        table of :data:`LATER` the dataset lacks is empty; the steps of a dataset written before
        steps had ``event`` or ``outcome`` are classified on reading, those written before they
        had a ``detail``, or before they had the details of this lawkit, given theirs)."""
        names = [n for n in contracts.BUNDLE_TABLES if n not in LATER or (Path(path) / n).is_dir()]
        tables = export.read_parquet(path, names)
        out = {name: contracts.conform(t, name) for name, t in tables.items()}
        out |= {name: contracts.empty(name) for name in LATER if name not in out}
        if not {"event", "outcome"} <= set(tables["steps"]) and len(out["steps"]):
            out["steps"] = classified(out["steps"], out["lawsuits"])
        elif len(out["steps"]) and export.details_known_by_all(path) < len(DETAILS):
            out["steps"] = detailed(out["steps"])  # some details an older lawkit classified
        return cls(**out)

    def to_duckdb(self, con: Any = None) -> Any:
        """Register the tables as DuckDB views (``lawsuits``, ``steps``, ...); returns the
        connection (a new in-memory one by default)."""
        return export.duckdb_views(self.tables(), con)


def concat(bundles: Iterable[Bundle]) -> Bundle:
    """One bundle holding the rows of all ``bundles``, in order, conformed to the contracts."""
    if isinstance(bundles, Bundle) or not isinstance(bundles, Iterable):
        raise InvalidInput(f"expected an iterable of Bundles, got {type(bundles).__name__}")
    bundles = list(bundles)
    strangers = sorted({type(b).__name__ for b in bundles if not isinstance(b, Bundle)})
    if strangers:
        raise InvalidInput(f"concat takes Bundles only, got {', '.join(strangers)}")
    if not bundles:
        return Bundle.empty()
    out = {}
    for name in contracts.BUNDLE_TABLES:
        frames = [getattr(b, name) for b in bundles]
        if name == "steps":  # a bundle made before steps had a detail: given theirs
            frames = [_detailed(frame) for frame in frames]
        joined = frames[0] if len(frames) == 1 else pd.concat(frames, ignore_index=True)
        out[name] = contracts.conform(joined, name)
    return Bundle(**out)


def _detailed(steps: pd.DataFrame) -> pd.DataFrame:
    """``steps`` with their ``detail`` (:func:`lawkit.tidy._builder.detailed`) when they lack the
    column but have their ``event`` (a bundle built by an older lawkit); as they are otherwise
    (the analyses classify steps without an ``event``, their detail with them)."""
    if "detail" in steps or "event" not in steps or not len(steps):
        return steps
    return detailed(contracts.conform(steps, "steps"))


def _size(nbytes: float) -> str:
    for unit in ("B", "KB", "MB"):
        if nbytes < 1024:
            return f"{nbytes:.0f} {unit}" if unit == "B" else f"{nbytes:.1f} {unit}"
        nbytes /= 1024
    return f"{nbytes:.1f} GB"
