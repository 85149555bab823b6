"""The per-lawsuit facts the analyses ask a portfolio for, in SQL that DuckDB and Spark both run.

Each query reads the views ``steps`` and ``lawsuits`` (:mod:`lawkit.events.readers`). They are
plain SQL - aggregates with ``FILTER``, ``min_by``, ``left``, joins, ``CASE`` - but for a few
things each engine spells its own way, the :class:`Dialect`: a time zone's wall clock, a
timestamp's microseconds, a hash, a regular expression's match. A date only (midnight UTC,
as the provider writes e-SAJ's dates) is placed at midnight in America/Sao_Paulo of its date,
as :func:`lawkit.events.timelines.court_times` does (both engines give pandas' answer on every
day from 1980 to 2035, the days daylight saving began at midnight included); the day the merge
reads a step on is found with the zone's offsets as constants (:func:`court_day`).
"""

from __future__ import annotations

import datetime as dt
import functools
from dataclasses import dataclass
from zoneinfo import ZoneInfo

import numpy as np
import pandas as pd

from lawkit.classify.text import HEAD
from lawkit.tidy.parse import BRAZIL as ZONE

#: The order of a lawsuit's rows of several origins where a rule takes the first, the order a
#: bundle made as ``lookups(a) + monitoring(b) + demand(c) + datajud(d)`` holds them in.
ORIGIN_ORDER = ("capture", "monitoring", "demand", "datajud")
#: The lawsuit columns analysts group by, from ``lawsuits`` (the first instance's).
GROUPS = ("court", "segment", "state", "year", "class", "subject", "value")


@dataclass(frozen=True)
class Dialect:
    """How an engine writes what plain SQL does not say alike."""

    #: The instant of midnight in :data:`ZONE` of the date (UTC) of a timestamp ``{0}``.
    local_midnight: str
    #: Microseconds since 1970 (UTC) of a timestamp ``{0}``.
    epoch_us: str
    #: A 64-bit hash of the values ``{0}``.
    hash: str
    #: The distinct values of a column ``{0}`` as a list (an aggregate).
    distinct: str
    #: Whether the text ``{0}`` holds a match of the regular expression ``{1}`` (a SQL string).
    matches: str


DUCKDB = Dialect(
    local_midnight=f"timezone('{ZONE}', CAST(CAST({{0}} AS DATE) AS TIMESTAMP))",
    epoch_us="epoch_us({0})",
    hash="hash({0})",
    distinct="list(DISTINCT CAST({0} AS STRING)) FILTER (WHERE {0} IS NOT NULL)",
    matches="regexp_matches({0}, {1})",
)
SPARK = Dialect(
    local_midnight=f"to_utc_timestamp(CAST(CAST({{0}} AS DATE) AS TIMESTAMP), '{ZONE}')",
    epoch_us="unix_micros({0})",
    hash="xxhash64({0})",
    distinct="collect_set(CAST({0} AS STRING))",
    matches="{0} RLIKE {1}",
)
_DAY_US = 86_400 * 10**6


def midnight_utc(column: str, dialect: Dialect) -> str:
    """Whether ``column`` is at midnight UTC (how the provider writes a date only)."""
    return f"{dialect.epoch_us.format(column)} % {_DAY_US} = 0"


def court_time(column: str, dialect: Dialect) -> str:
    """``column``, a date only (midnight UTC) moved to midnight in :data:`ZONE` of its date."""
    return (
        f"CASE WHEN {midnight_utc(column, dialect)} "
        f"THEN {dialect.local_midnight.format(column)} ELSE {column} END"
    )


def court_day(column: str, dialect: Dialect) -> str:
    """The day of ``column`` as the merge reads it (:func:`lawkit.events.timelines._clock`): a
    date only's (midnight UTC) is the date written, a timed one's its date in :data:`ZONE`; a
    number of days since 1970 (missing without a timestamp). The zone's offset is read from
    :func:`offsets` (no time-zone library per row: it cost as much as the whole group-by)."""
    epoch = dialect.epoch_us.format(column)
    shifted = f"CASE WHEN {midnight_utc(column, dialect)} THEN 0 ELSE {offset(epoch)} END"
    return f"CAST(floor(({epoch} + {shifted}) / {_DAY_US}) AS BIGINT)"


def maybe_date_only(column: str, dialect: Dialect) -> str:
    """Whether ``column`` may be a date only as the merge reads one
    (:func:`lawkit.events.timelines.date_only`): at midnight UTC, or at 00:00 or 01:00 in
    :data:`ZONE` (midnight, or the hour a date only is placed at on a day whose midnight did
    not exist); a superset of the merge's rule, which tells the 01:00 apart."""
    epoch = dialect.epoch_us.format(column)
    local = f"((({epoch} + {offset(epoch)}) % {_DAY_US}) + {_DAY_US}) % {_DAY_US}"
    return f"({midnight_utc(column, dialect)} OR {local} IN (0, {_DAY_US // 24}))"


def offset(epoch: str) -> str:
    """The UTC offset of :data:`ZONE` at ``epoch`` (microseconds since 1970), in microseconds."""
    periods = offsets()
    cases = " ".join(f"WHEN {epoch} >= {start} THEN {shift}" for start, shift in periods[:0:-1])
    return f"CASE {cases} ELSE {periods[0][1]} END"


@functools.cache
def offsets(first: int = 1900, last: int = 2100) -> tuple[tuple[int, int], ...]:
    """(start, offset) of each period of one UTC offset of :data:`ZONE` from ``first`` to
    ``last`` (microseconds since 1970; the first starts at ``first``), from the system's time
    zone data: found day by day, each change then to the second."""
    zone = ZoneInfo(ZONE)

    def shift(at: dt.datetime) -> dt.timedelta:
        return at.astimezone(zone).utcoffset() or dt.timedelta(0)

    moment = dt.datetime(first, 1, 1, tzinfo=dt.UTC)
    found = [(moment, shift(moment))]
    while moment.year < last:
        later = moment + dt.timedelta(days=1)
        if shift(later) != found[-1][1]:
            low, high = moment, later  # the change is in (low, high]
            while high - low > dt.timedelta(seconds=1):
                middle = low + (high - low) / 2
                low, high = (middle, high) if shift(middle) == found[-1][1] else (low, middle)
            found.append((high, shift(high)))
        moment = later
    epoch = dt.datetime(1970, 1, 1, tzinfo=dt.UTC)
    return tuple(((at - epoch) // dt.timedelta(microseconds=1), off // dt.timedelta(microseconds=1))
                 for at, off in found)  # fmt: skip


def name(table: str) -> str:
    """A step's name: its title, else its ``type`` (the demand API's movement name)."""
    return f"coalesce({table}.title, CAST({table}.type AS STRING))"


def head(value: str) -> str:
    """What :func:`lawkit.classify.detail.details` reads of a text: its start (at least
    :data:`~lawkit.classify.text.HEAD` bytes: as many characters)."""
    return f"left(coalesce({value}, ''), {HEAD})"


def origin_rank(column: str = "origin") -> str:
    """The rank of an origin in :data:`ORIGIN_ORDER` (another one after them)."""
    ranks = " ".join(f"WHEN '{name}' THEN {rank}" for rank, name in enumerate(ORIGIN_ORDER))
    return f"CASE CAST({column} AS STRING) {ranks} ELSE {len(ORIGIN_ORDER)} END"


def origin_ranks(origins: pd.Series) -> np.ndarray:
    """Per row, :func:`origin_rank` of its origin, in numpy (a categorical or text column)."""
    categories = origins.astype("category").cat
    ranks = [ORIGIN_ORDER.index(name) if name in ORIGIN_ORDER else len(ORIGIN_ORDER)
             for name in categories.categories]  # fmt: skip
    return np.append(np.array(ranks, dtype=np.int64), len(ORIGIN_ORDER))[
        categories.codes.to_numpy()
    ]


def first_rows() -> str:
    """The order in which a lawsuit's rows are taken, as one number per row of ``lawsuits``:
    filed first (rows without ``start_at`` last), then by origin (:data:`ORIGIN_ORDER`), then
    as stored (``_row``). A number, not a row of those values: ``min_by`` over a row of values
    took 4 times as long at 300,000 lawsuits (3.1 s against 0.8 s)."""
    return (
        "row_number() OVER (ORDER BY start_at IS NULL, "
        f"coalesce(start_at, TIMESTAMP '1970-01-01 00:00:00+00'), {origin_rank()}, _row)"
    )


def lawsuit_columns(dialect: Dialect, columns: tuple[str, ...] = GROUPS) -> str:
    """Per CNJ, the ``columns`` of ``lawsuits`` (default :data:`GROUPS`) of its first instance,
    each from the first row that has it (:func:`first_rows`), and its earliest ``start_at`` (a
    date only at midnight in :data:`ZONE`)."""
    picked = ", ".join(
        f"min_by({column}, _first) FILTER (WHERE {column} IS NOT NULL) AS {column}"
        for column in columns
    )
    return (
        f"SELECT cnj, {picked}, {court_time('min(start_at)', dialect)} AS start_at FROM "
        f"(SELECT *, {first_rows()} AS _first FROM lawsuits WHERE cnj IS NOT NULL) "
        "AS ranked GROUP BY cnj"
    )


def listed(values: object) -> str:
    """SQL text literals of ``values``, comma-separated."""
    return ", ".join(f"'{value}'" for value in values)


def literal(value: str) -> str:
    """``value`` as an SQL text literal."""
    return "'" + value.replace("'", "''") + "'"
