"""Milestones: when each lawsuit was filed, summoned, heard, judged, appealed, final, archived.

The event classes are broader than the milestones; the choices (also in the ``milestones``
contract of ``lawkit/tidy/CONTRACTS.md``):

- ``filed_at``: the earliest of the lawsuit's ``start_at`` (any origin, any instance: the first
  instance is filed first) and its first ``filing`` event.
- ``first_notice_at``: the first ``notice`` of any kind (citação, intimação, notificação);
  ``summons_at``: the first citação (TPU 12284 and children, or the text says so), which brings
  the defendant in.
- ``first_hearing_at``: the first hearing *held* (:mod:`lawkit.classify.detail`: "realizada",
  "termo de audiência", ...). A scheduling is recorded when the date is set, not when the
  hearing happens, and a cancelled one never happened; a bare "Audiência" says neither.
- ``first_judgment_at``, ``appeal_at``, ``res_judicata_at``: the first event of the class.
  Real data often lacks a trânsito em julgado step (the labelled real steps of
  ``tests/data/events`` hold 9 in 998): no fallback is made, ``res_judicata_at`` is missing.
- ``archived_at``: the *last* definitive archiving (not provisional): the appeal court's
  baixa definitiva comes before the first instance's archiving, and a case unarchived and
  archived again ends at the second. Compare with ``last_event_at`` to see a case that moved
  after it.

The earliest and latest of a class are the same whether steps reported by several sources are
merged or not, so milestones are read from the steps directly (no :func:`~lawkit.events.timeline`
needed): one SQL group-by per lawsuit (:func:`marks`), on a Bundle as on a dataset
(:mod:`lawkit.events.readers`). A date only counts as midnight in America/Sao_Paulo of its date,
as in the timeline (:func:`lawkit.events.queries.court_time`). Court and class columns are the
first instance's (:func:`lawkit.events.queries.lawsuit_columns`). The details (a hearing held, a
summons, a definitive archiving) are the steps' ``detail``, classified when :mod:`lawkit.tidy`
built them; the steps of a dataset an older lawkit wrote have theirs read here
(:func:`detailed_steps`): by :func:`lawkit.classify.detail.details` from the start of each
distinct step of those classes (:func:`heads`), in Python, joined back.
"""

from __future__ import annotations

import os

import pandas as pd

import lawkit.cnj  # noqa: F401 - the Series.cnj accessor
from lawkit.classify.classes import CODE, EVENT_DTYPE
from lawkit.classify.detail import CODES, HEAD_DETAILS, details
from lawkit.events import queries
from lawkit.events._inputs import choice
from lawkit.events.queries import GROUPS, Dialect, court_time, head, listed, name
from lawkit.events.readers import Portfolio, opened
from lawkit.tidy import Bundle, contracts

#: Milestone columns: (column, class or detail that marks it); ``archived_at`` takes the last.
MARKS: dict[str, str] = {
    "filed_at": "filing",
    "first_notice_at": "notice",
    "summons_at": "summons",
    "first_hearing_at": "held",
    "first_judgment_at": "judgment",
    "appeal_at": "appeal",
    "res_judicata_at": "res_judicata",
    "archived_at": "definitive",
}
#: Every instant column of the milestones table (what :func:`lawkit.events.durations` accepts).
INSTANTS = (*MARKS, "last_event_at")
#: The lawsuit columns :mod:`lawkit.tidy` decodes from the CNJ number (categories of the court
#: table's values).
DECODED = ("segment", "state")
#: The classes whose steps have a detail (:mod:`lawkit.classify.detail`).
DETAILED = ("hearing", "archived", "notice")

__all__ = ["GROUPS", "INSTANTS", "MARKS", "lawsuit_table", "milestones"]


def milestones(bundle: Bundle | str | os.PathLike | Portfolio) -> pd.DataFrame:
    """One row per lawsuit: its milestones and the columns analysts group by.

    Args:
        bundle: a :class:`lawkit.tidy.Bundle` of any origins, the directory of its Parquet
            dataset, or a :func:`lawkit.events.portfolio` of either; every lawsuit of its
            ``lawsuits`` (and of its ``steps``) with a CNJ number gets a row, with missing
            milestones where its steps record none.

    Returns:
        The ``milestones`` table of ``lawkit/tidy/CONTRACTS.md``, ordered by ``cnj``.

    Raises:
        lawkit.InvalidInput: ``bundle`` is not a Bundle or a dataset (as
            :func:`lawkit.events.readers.opened` says).
    """
    with opened(bundle, "milestones") as portfolio:
        return read(portfolio)


def read(portfolio: Portfolio) -> pd.DataFrame:
    """:func:`milestones` of an open portfolio."""
    sql = query(portfolio.dialect, detailed_steps(portfolio))
    return contracts.conform(categorized(portfolio, portfolio.frame(sql)), "milestones")


def detailed_steps(portfolio: Portfolio) -> str:
    """What :func:`marks` reads: the ``steps`` view, or, where some steps were stored without
    their ``detail`` (an older lawkit's batches: :meth:`lawkit.events.readers.Portfolio.lacks`
    the details of the heads), a query of it that gives those theirs, read from table
    ``heads`` (:func:`read_heads`)."""
    lacking = portfolio.lacks(HEAD_DETAILS[-1])
    if lacking is None:
        return "steps"
    read_heads(portfolio, lacking)
    dialect, detailed = portfolio.dialect, f"s.event IN ({listed(DETAILED)})"
    return (
        "(SELECT s.cnj, s.timestamp, s.event, "
        f"CASE WHEN {lacking} THEN {_detail()} ELSE CAST(s.detail AS STRING) END AS detail "
        "FROM steps AS s LEFT JOIN heads AS h "
        f"ON h.key = CASE WHEN {lacking} AND {detailed} THEN {_key(dialect)} END)"
    )


def read_heads(portfolio: Portfolio, lacking: str) -> None:
    """Register table ``heads``: each distinct start of the steps stored without their detail
    (where the SQL ``lacking`` holds) that may have one (:func:`heads`, by its hash ``key``)
    with the detail :func:`lawkit.classify.detail.details` reads in it (those with one)."""
    found = portfolio.frame(heads(portfolio.dialect, lacking))
    classes = pd.Series(pd.Categorical(found["event"], dtype=EVENT_DTYPE))
    found["detail"] = details(classes, found["title"], found["text"]).astype(object).to_numpy()
    kept = found.loc[found["detail"].notna().to_numpy(), ["key", "detail"]]
    portfolio.register("heads", kept.reset_index(drop=True))


def lawsuit_table(portfolio: Portfolio, columns: tuple[str, ...] = GROUPS) -> pd.DataFrame:
    """Per CNJ (the index, in order), the ``columns`` of ``lawsuits`` of its first instance
    (default :data:`GROUPS`) and its earliest ``start_at``
    (:func:`lawkit.events.queries.lawsuit_columns`), with the contract's dtypes.

    Raises:
        lawkit.InvalidInput: a column ``lawsuits`` does not have.
    """
    known = {column.name: column for column in contracts.columns("lawsuits")}
    for column in columns:
        choice(column, "column", known)
    sql = queries.lawsuit_columns(portfolio.dialect, tuple(columns)) + " ORDER BY cnj"
    found = categorized(portfolio, portfolio.frame(sql))
    dtypes = {c: known[c].dtype for c in columns if c not in GROUPS}
    return found.astype(dtypes).set_index("cnj")


def categorized(portfolio: Portfolio, frame: pd.DataFrame) -> pd.DataFrame:
    """``frame`` with its category columns of ``lawsuits`` (those of :data:`GROUPS` it has:
    court, class ...) as categories of every value that table holds, in text order, whichever
    rows ``frame`` has; ``segment`` and ``state``, decoded from CNJ numbers, with every value
    of the court table (:mod:`lawkit.cnj`), as :mod:`lawkit.tidy` builds them."""
    columns = [c.name for c in contracts.columns("lawsuits")
               if c.name in GROUPS and c.name in frame and c.kind == "category"]  # fmt: skip
    read = [column for column in columns if column not in DECODED]
    found = portfolio.table(
        "SELECT " + ", ".join(portfolio.dialect.distinct.format(c) + f" AS {c}" for c in read)
        + " FROM lawsuits"
    ) if read else None  # fmt: skip
    for column in columns:
        if column in DECODED:  # every value the court table has, as lawkit.tidy gives them
            values = getattr(pd.Series([], dtype=str).cnj, column).cat.categories
        else:
            values = sorted(found[column][0].as_py() or [])  # none: no row has one
        frame[column] = pd.Categorical(frame[column], categories=pd.Index(values, dtype=str))
    return frame


def _key(dialect: Dialect) -> str:
    """A step's class and the starts of its name and text, hashed (the key of ``heads``)."""
    return dialect.hash.format(f"CAST(s.event AS STRING), {head(name('s'))}, {head('s.text')}")


def heads(dialect: Dialect, lacking: str) -> str:
    """The distinct (class, start of name, start of text) of the steps stored without their
    detail (where the SQL ``lacking`` holds) that may have one, with their :func:`_key`."""
    return (
        f"SELECT {_key(dialect)} AS key, CAST(s.event AS STRING) AS event, "
        f"{head(name('s'))} AS title, {head('s.text')} AS text FROM steps AS s "
        f"WHERE {lacking} AND s.event IN ({listed(DETAILED)}) AND s.cnj IS NOT NULL "
        "GROUP BY ALL"
    )


def _detail() -> str:
    """The detail of a step stored without it: its TPU code's
    (:data:`lawkit.classify.detail.CODES`), else what :func:`heads`' reading found (table
    ``h``); none for the other classes."""
    by_detail: dict[str, list[int]] = {}
    for code, detail in CODES.items():
        by_detail.setdefault(detail, []).append(code)
    codes = " ".join(
        f"WHEN s.tpu_code IN ({', '.join(map(str, sorted(found)))}) THEN '{detail}'"
        for detail, found in by_detail.items()
    )
    return f"CASE WHEN s.event IN ({listed(DETAILED)}) THEN CASE {codes} ELSE h.detail END END"


def marks(dialect: Dialect, steps: str = "steps") -> str:
    """Per CNJ, the milestones its ``steps`` record (:data:`MARKS`: by class, or by detail) and
    its last event."""
    chosen = []
    for column, mark in MARKS.items():
        kind = "event" if mark in CODE else "detail"
        low = "max" if column == "archived_at" else "min"
        chosen.append(f"{low}(_at) FILTER (WHERE {kind} = '{mark}') AS {column}")
    return (
        f"SELECT cnj, {', '.join(chosen)}, max(_at) AS last_event_at FROM ("
        f"SELECT s.cnj, {court_time('s.timestamp', dialect)} AS _at, "
        "CAST(s.event AS STRING) AS event, CAST(s.detail AS STRING) AS detail "
        f"FROM {steps} AS s WHERE s.cnj IS NOT NULL) AS marked GROUP BY cnj"
    )


def query(dialect: Dialect, steps: str = "steps") -> str:
    """One row per lawsuit (of ``lawsuits`` or of ``steps``) in CNJ order: its
    :func:`~lawkit.events.queries.lawsuit_columns` and :func:`marks`, ``filed_at`` the earlier
    of its filing and its ``start_at``."""
    columns = ", ".join(f"l.{column}" for column in GROUPS)
    instants = ", ".join(f"m.{column}" for column in INSTANTS if column != "filed_at")
    return (
        f"SELECT coalesce(l.cnj, m.cnj) AS cnj, {columns}, "
        f"least(m.filed_at, l.start_at) AS filed_at, {instants} "
        f"FROM ({queries.lawsuit_columns(dialect)}) AS l "
        f"FULL OUTER JOIN ({marks(dialect, steps)}) AS m ON l.cnj = m.cnj ORDER BY cnj"
    )
