"""The Parquet dataset on real engines (issue 15): DuckDB, Dask on a two-worker ``LocalCluster`` and
Spark in local mode read the dataset ``Bundle.to_parquet`` appends batch by batch, compute the same
aggregates, and hand back every table with the contracts' dtypes and the original values.

Every engine listens on 127.0.0.1 only (Dask: scheduler, workers and dashboard; Spark: driver and
block manager, no UI). ``SPARK`` is the session recipe ``lawkit/docs/cost-model.md`` cites.
"""

from __future__ import annotations

import json
import logging
import shutil
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import dask
import pandas as pd
import pyarrow.parquet as pq
import pytest
import tidy_payloads as P
from distributed import Client, LocalCluster
from pyspark.sql import SparkSession
from support.older import as_six_details_wrote_it

import lawkit
import lawkit.events as events
import lawkit.sandbox
import lawkit.tidy as tidy
from lawkit.cnj import generate
from lawkit.errors import InvalidInput
from lawkit.tidy import Bundle, contracts, export

pytestmark = [
    pytest.mark.slow,
    pytest.mark.timeout(300),
    pytest.mark.filterwarnings("ignore:PySpark does not yet fully support pandas:FutureWarning"),
]

#: A Spark session that reads the dataset as lawkit writes it, on loopback only.
SPARK = {
    "spark.master": "local[2]",
    "spark.driver.host": "127.0.0.1",
    "spark.driver.bindAddress": "127.0.0.1",
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.session.timeZone": "UTC",  # timestamps come back in UTC
    "spark.sql.sources.partitionColumnTypeInference.enabled": "false",  # court is text, always
    "spark.sql.shuffle.partitions": "2",
}
#: The Spark type of each contract kind: what Spark reads from the files, no cast.
SPARK_TYPES = {
    "string": "string",
    "key": "string",
    "text": "string",
    "category": "string",
    "timestamp": "timestamp",
    "Int16": "smallint",
    "Int32": "int",
    "Int64": "bigint",
    "Float64": "double",
    "boolean": "boolean",
}
#: The Parquet logical type of the contracts' timestamps (Spark reads no nanoseconds).
UTC_MICROS = {"Type": "Timestamp", "isAdjustedToUTC": True, "timeUnit": "microseconds"}
#: Columns that, after the contracts' keys, order each table's rows (no two rows share them).
ROW_KEYS = {
    "lawsuits": [],
    "parties": ["party"],
    "lawyers": ["party", "name"],
    "steps": ["position"],
    "files": ["step", "file_id"],
    "cover": ["position"],
    "properties": ["key", "property_id"],
    "subjects": ["position"],
    "complements": ["step", "code", "value", "name"],
}
#: A real DataJud answer (tests/data/datajud): one lawsuit in two degrees, 61 movements.
DATAJUD = (
    Path(__file__).resolve().parents[1]
    / "data"
    / "datajud"
    / "tjes_00227832220178080024_g1_g2.json"
)


@pytest.fixture(scope="module")
def batches() -> list[Bundle]:
    """Four batches: three of sandbox lookups (15 CNJ numbers of any court and 5 of TJSP each,
    with files) and the sandbox DataJud's records of three of them, and one of monitoring and
    demand payloads (TJSP, TRF5) with a lawsuit of unknown court and a real DataJud answer
    (every table, DataJud's subjects and complements too, has rows in every batch)."""
    with (
        lawkit.sandbox.start(seed=15, finish_after=0) as sb,
        lawkit.connect(**sb.settings, cache=False) as client,
    ):
        out = []
        for seed in (1, 2, 3):
            numbers = generate(court=None, n=15, seed=seed) + generate("TJSP", n=5, seed=seed)
            auto = [client.capture.autorequest(n, make_download=True) for n in numbers]
            found = client.datajud.search(numbers[-3:], progress=False, pause=0)
            out.append(
                tidy.lookups(client.capture.wait(auto, progress=False)) + tidy.datajud(found)
            )
    courtless = P.lookup_result("12345", request_id="req-courtless")
    del courtless["requested"]["court"]
    monitored = tidy.monitoring(P.monitoring_response(P.CNJ_B))
    real = tidy.datajud(json.loads(DATAJUD.read_text(encoding="utf-8")))
    out.append(monitored + tidy.demand(P.demand_result()) + tidy.lookups(courtless) + real)
    return out


@pytest.fixture(scope="module")
def original(batches: list[Bundle]) -> Bundle:
    return tidy.concat(batches)


@pytest.fixture(scope="module")
def written(original: Bundle) -> dict[str, pd.DataFrame]:
    """The original tables as ``to_parquet`` writes them: each with the court of its lawsuit."""
    courts = original.lawsuits.drop_duplicates("cnj").set_index("cnj")["court"]
    return {
        name: table if "court" in table else table.assign(court=table["cnj"].map(courts))
        for name, table in original.tables().items()
    }


@pytest.fixture(scope="module")
def dataset(batches: list[Bundle], tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("engines") / "dataset"
    for batch in batches:
        batch.to_parquet(root, mode="append")
    return root


@pytest.fixture(scope="module")
def dask_client() -> Iterator[Client]:
    """Two worker processes and a scheduler on 127.0.0.1, dashboard on a free loopback port."""
    with (
        LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address="127.0.0.1:0",
            silence_logs=logging.ERROR,
        ) as cluster,
        Client(cluster, timeout="60s") as client,
    ):
        yield client


@pytest.fixture(scope="module")
def spark_session() -> Iterator[SparkSession]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SPARK_LOCAL_IP", "127.0.0.1")
        builder = SparkSession.builder.appName("lawkit-tests")
        for key, value in SPARK.items():
            builder = builder.config(key, value)
        session = builder.getOrCreate()
        session.sparkContext.setLogLevel("ERROR")
        yield session
        session.stop()


class DuckDB:
    """Views over the dataset (``export.duckdb_views``), or over frames in memory."""

    def __init__(self, source: Path | dict[str, pd.DataFrame]) -> None:
        self.con = export.duckdb_views(source)

    def table(self, name: str) -> pd.DataFrame:
        return self.con.execute(f"SELECT * FROM {name}").df()

    def answer(self, aggregate: Aggregate) -> pd.DataFrame:
        return self.con.execute(aggregate.sql).df()


class Dask:
    """``export.dask_frames`` computed on the cluster of the client in use."""

    def __init__(self, root: Path) -> None:
        self.frames = export.dask_frames(root)

    def table(self, name: str) -> pd.DataFrame:
        return self.frames[name].compute()

    def answer(self, aggregate: Aggregate) -> pd.DataFrame:
        return aggregate.dask(self.frames)


class Spark:
    """``spark.read.parquet(<dataset>/<table>)`` as temporary views, results through Arrow."""

    def __init__(self, session: SparkSession, root: Path) -> None:
        self.session = session
        for name in contracts.BUNDLE_TABLES:
            session.read.parquet(str(root / name)).createOrReplaceTempView(name)

    def table(self, name: str) -> pd.DataFrame:
        return self.session.table(name).toArrow().to_pandas()

    def answer(self, aggregate: Aggregate) -> pd.DataFrame:
        return self.session.sql(aggregate.sql).toArrow().to_pandas()


ENGINES = ["duckdb", "dask", "spark"]


def _engine(name: str, request: pytest.FixtureRequest, root: Path) -> DuckDB | Dask | Spark:
    """Engine ``name`` over dataset ``root`` (Dask and Spark start once per module, when first
    asked for)."""
    if name == "dask":
        request.getfixturevalue("dask_client")
        return Dask(root)
    if name == "spark":
        return Spark(request.getfixturevalue("spark_session"), root)
    return DuckDB(root)


@pytest.fixture(scope="module", params=ENGINES)
def engine(request: pytest.FixtureRequest, dataset: Path) -> DuckDB | Dask | Spark:
    return _engine(request.param, request, dataset)


@dataclass(frozen=True)
class Aggregate:
    """One aggregate: SQL that DuckDB and Spark run as it is, the same computed with Dask, and
    the normalisation rule: each answer's columns are cast to these contract kinds (keys to text,
    counts to Int64, money to Float64, times to UTC nanoseconds) and its rows sorted by the text
    columns, missing last; answers are then compared exactly."""

    name: str
    sql: str
    dask: Callable[[dict[str, Any]], pd.DataFrame]
    kinds: dict[str, str]

    def normalised(self, answer: pd.DataFrame) -> pd.DataFrame:
        out = pd.DataFrame(
            {c: answer[c].astype(contracts.DTYPES[kind]) for c, kind in self.kinds.items()}
        )
        keys = [c for c, kind in self.kinds.items() if kind == "string"]
        return out.sort_values(keys, na_position="last", kind="stable").reset_index(drop=True)


def _by_court(frames: dict[str, Any], table: str, *keys: str) -> Any:
    return frames[table].groupby(["court", *keys], dropna=False, observed=True)


def _with_lawsuits(frames: dict[str, Any], table: str, counts: Any) -> pd.DataFrame:
    """``counts`` and the distinct CNJs of each court of ``table``, joined on court (``merge``
    matches the missing court to itself; Dask's ``nunique`` drops that group)."""
    pairs = frames[table][["court", "cnj"]].drop_duplicates()
    distinct = pairs.groupby("court", dropna=False).size(split_out=1).rename("lawsuits")
    counts, distinct = dask.compute(counts, distinct)
    return counts.reset_index().merge(distinct.reset_index(), on="court")


def _lawsuits_per_court(frames: dict[str, Any]) -> pd.DataFrame:
    counts = _by_court(frames, "lawsuits").agg(
        rows=("cnj", "size"), valued=("value", "count"), top_value=("value", "max"), split_out=1
    )
    return _with_lawsuits(frames, "lawsuits", counts)


def _steps_per_court(frames: dict[str, Any]) -> pd.DataFrame:
    counts = _by_court(frames, "steps").size(split_out=1).rename("steps")
    return _with_lawsuits(frames, "steps", counts)


def _last_step_per_court(frames: dict[str, Any]) -> pd.DataFrame:
    by = _by_court(frames, "steps")
    times = by.agg(first_step=("timestamp", "min"), last_step=("timestamp", "max"), split_out=1)
    return times.compute().reset_index()


def _steps_per_event(frames: dict[str, Any]) -> pd.DataFrame:
    return _by_court(frames, "steps", "event").size(split_out=1).rename("steps").compute()


AGGREGATES = [
    Aggregate(
        "lawsuits per court",
        "SELECT court, count(*) AS rows, count(DISTINCT cnj) AS lawsuits, count(value) AS valued,"
        " max(value) AS top_value FROM lawsuits GROUP BY court",
        _lawsuits_per_court,
        {
            "court": "string",
            "rows": "Int64",
            "lawsuits": "Int64",
            "valued": "Int64",
            "top_value": "Float64",
        },
    ),
    Aggregate(
        "steps per court",
        "SELECT court, count(*) AS steps, count(DISTINCT cnj) AS lawsuits FROM steps "
        "GROUP BY court",
        _steps_per_court,
        {"court": "string", "steps": "Int64", "lawsuits": "Int64"},
    ),
    Aggregate(
        "last step per court",
        "SELECT court, min(timestamp) AS first_step, max(timestamp) AS last_step FROM steps "
        "GROUP BY court",
        _last_step_per_court,
        {"court": "string", "first_step": "timestamp", "last_step": "timestamp"},
    ),
    Aggregate(
        "steps per event class",
        "SELECT court, event, count(*) AS steps FROM steps GROUP BY court, event",
        lambda frames: _steps_per_event(frames).reset_index(),
        {"court": "string", "event": "string", "steps": "Int64"},
    ),
]


def _ordered(frame: pd.DataFrame, name: str) -> pd.DataFrame:
    """``frame`` in key order, its free text in one storage (read back it is Arrow-backed)."""
    keys = [c.name for c in contracts.KEYS] + ROW_KEYS[name]
    frame = frame.reset_index(drop=True)  # Dask's partitions each number their rows from 0
    free = [c.name for c in contracts.columns(name) if c.kind == "text" and c.name in frame]
    frame = frame.astype(dict.fromkeys(free, contracts.DTYPES["text"]))
    text = frame[keys].astype("string")
    order = text.sort_values(keys, na_position="last", kind="stable").index
    return frame.loc[order].reset_index(drop=True)


def test_the_dataset_has_appended_batches_many_courts_and_an_unknown_one(
    dataset: Path, original: Bundle
) -> None:
    steps = dataset / "steps"
    assert len(list((steps / "court=TJSP").glob("*.parquet"))) == 4  # a file per batch
    assert (steps / "court=__HIVE_DEFAULT_PARTITION__").is_dir()  # the courtless lawsuit
    assert original.lawsuits["court"].nunique() > 30
    assert set(original.lawsuits["origin"]) == {"capture", "monitoring", "demand", "datajud"}
    assert all(len(table) for table in original.tables().values())


@pytest.mark.parametrize("aggregate", AGGREGATES, ids=lambda a: a.name)
def test_engines_compute_the_same_aggregates_as_the_duckdb_views(
    aggregate: Aggregate,
    engine: DuckDB | Dask | Spark,
    dataset: Path,
    written: dict[str, pd.DataFrame],
) -> None:
    views = aggregate.normalised(DuckDB(dataset).answer(aggregate))
    in_memory = aggregate.normalised(DuckDB(written).answer(aggregate))
    pd.testing.assert_frame_equal(views, in_memory)  # the dataset holds the batches' rows
    assert len(views) > 30 and views["court"].isna().any()
    pd.testing.assert_frame_equal(aggregate.normalised(engine.answer(aggregate)), views)


def test_every_table_comes_back_to_its_contract_with_the_same_values(
    engine: DuckDB | Dask | Spark, original: Bundle
) -> None:
    for name, table in original.tables().items():
        back = contracts.conform(engine.table(name), name)
        assert contracts.problems(back, name) == [], name
        pd.testing.assert_frame_equal(
            _ordered(back, name), _ordered(table, name), check_categorical=False, obj=name
        )


def test_dask_keeps_the_contract_dtypes_but_for_court_and_the_time_unit(
    dataset: Path, dask_client: Client
) -> None:
    """Dask takes the dtypes from the files' pandas metadata: categories, ``string[pyarrow]``,
    ``Float64`` and nullable integers as they were; only the partition column (text, last), the
    timestamps' unit (microseconds) and the text kind (Arrow-backed) differ, and conform fixes
    them."""
    arrow_text = pd.StringDtype("pyarrow")
    unit = {"timestamp": pd.DatetimeTZDtype("us", "UTC"), "text": arrow_text}
    for name, frame in export.dask_frames(dataset).items():
        expected = {c.name: unit.get(c.kind, c.dtype) for c in contracts.columns(name)}
        expected.pop("court", None)
        expected["court"] = arrow_text
        assert {c: _label(d) for c, d in frame.dtypes.items()} == {
            c: _label(d) for c, d in expected.items()
        }, name
        assert list(frame.columns) == list(expected), name


def _label(dtype: object) -> str:
    return "category" if dtype == "category" else repr(dtype)


def test_spark_reads_every_column_without_casting(
    dataset: Path, spark_session: SparkSession
) -> None:
    for name, columns in contracts.BUNDLE_TABLES.items():
        schema = spark_session.read.parquet(str(dataset / name)).schema
        got = {field.name: field.dataType.simpleString() for field in schema.fields}
        assert got == {c.name: SPARK_TYPES[c.kind] for c in columns} | {"court": "string"}, name
        assert schema.fields[-1].name == "court"  # the partition column, read from the paths


def test_every_file_of_a_table_has_one_schema_with_utc_microseconds(dataset: Path) -> None:
    for name, columns in contracts.BUNDLE_TABLES.items():
        files = sorted((dataset / name).rglob("*.parquet"))
        schemas = {pq.read_schema(f).remove_metadata() for f in files}
        assert len(schemas) == 1, name  # the same whatever each batch held
        (schema,) = schemas
        assert "court" not in schema.names  # partition columns live in the paths only
        parquet = pq.ParquetFile(files[0]).schema
        for column in columns:
            if column.kind == "timestamp":
                logical = parquet.column(schema.get_field_index(column.name)).logical_type
                assert json.loads(logical.to_json()) | UTC_MICROS == json.loads(logical.to_json())


@pytest.mark.parametrize("engine_name", ENGINES)
def test_an_empty_dataset_reads_with_its_columns(
    engine_name: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    root = Bundle.empty().to_parquet(tmp_path / "empty")  # court=__HIVE_DEFAULT_PARTITION__ only
    engine = _engine(engine_name, request, root)
    for name in contracts.BUNDLE_TABLES:
        back = contracts.conform(engine.table(name), name)
        assert back.empty and contracts.problems(back, name) == [], name


def test_timestamps_finer_than_a_microsecond_are_refused_before_writing(tmp_path: Path) -> None:
    bundle = tidy.lookups(P.lookup_result())
    late = bundle.steps["timestamp"] + pd.Timedelta(nanoseconds=1)
    odd = Bundle(**{**bundle.tables(), "steps": bundle.steps.assign(timestamp=late)})
    with pytest.raises(InvalidInput, match=r"steps\.timestamp has timestamps finer than a micro"):
        odd.to_parquet(tmp_path / "ds")
    assert not (tmp_path / "ds").exists()  # nothing written, not even the lawsuits


def test_dask_frames_name_the_extra_when_dask_is_missing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "dask.dataframe", None)
    with pytest.raises(ImportError, match=r"lawkit\[scale\]"):
        export.dask_frames(Bundle.empty().to_parquet(tmp_path / "ds"))


def test_spark_runs_the_analyses_queries_and_gives_duckdbs_answers(
    dataset: Path, spark_session: SparkSession
) -> None:
    """Issue 29 item 3: the per-lawsuit queries of lawkit.events run on Spark (the same SQL,
    Spark's dialect) and give DuckDB's milestones and rates by court, values, dtypes, order."""
    with events.portfolio(dataset, spark=spark_session) as sparked:
        marks = events.milestones(sparked)
        rates = events.rates(sparked, by="court", min_n=1)
    views = {table.name for table in spark_session.catalog.listTables()}
    assert not views & {"steps", "lawsuits", "_steps", "_lawsuits", "heads"}  # its views dropped
    pd.testing.assert_frame_equal(marks, events.milestones(dataset))
    pd.testing.assert_frame_equal(rates, events.rates(dataset, by="court", min_n=1))
    assert len(marks) > 30 and marks["first_judgment_at"].notna().any()
    assert rates["decisions"].sum() > 0 and rates["court"].nunique() > 10


#: (month of 2024, title, text): a sentence, an appeal that annuls it, the sentence given again.
ANNULLED = (
    (1, "Julgado procedente o pedido", None),
    (3, "Acórdão", "ACORDAM em dar provimento à apelação para anular a sentença."),
    (6, "Julgado improcedente o pedido", None),
)


def test_spark_reads_the_annulments_of_an_older_lawkits_batches_as_duckdb_does(
    dataset: Path, spark_session: SparkSession, tmp_path: Path
) -> None:
    """Batches written before judgments had the ``annulment`` detail: both engines read it in
    the judgments' names and texts with their own regular expressions (Spark's RLIKE, DuckDB's
    RE2), and give the results the stored details give."""
    current, older = tmp_path / "current", tmp_path / "older"
    shutil.copytree(dataset, current)
    annulled = P.lookup_result(P.CNJ_B, request_id="req-annulled")
    annulled["data"][0]["steps"] = [
        {"timestamp": f"2024-0{month}-01T12:00:00.000Z", "title": title, "description": text}
        for month, title, text in ANNULLED
    ]
    tidy.lookups(annulled).to_parquet(current, mode="append")
    shutil.copytree(current, older)
    as_six_details_wrote_it(older)
    stored = events.results(current)
    assert stored["annulled"].sum() == 1  # the lawsuit above, of one source: SQL reads it
    with events.portfolio(older, spark=spark_session) as sparked:
        pd.testing.assert_frame_equal(events.results(sparked), stored)
    pd.testing.assert_frame_equal(events.results(older), stored)
