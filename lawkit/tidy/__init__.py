"""Raw provider payloads -> tidy pandas tables, with one vocabulary across the three APIs.

Pure functions: JSON-like objects in, DataFrames out, no I/O. Every table's columns, order and
dtypes are declared once in :mod:`lawkit.tidy.contracts` (rendered in ``CONTRACTS.md``); empty
input gives an empty frame with those columns and dtypes.

Lawsuits: :func:`lookups` (capture lookup results and automatic-request callbacks),
:func:`monitoring` (monitoring data responses) and :func:`demand` (demand results and callback
messages) each return a :class:`Bundle` of the same tables - ``lawsuits``, ``parties``,
``lawyers``, ``steps``, ``files``, ``cover``, ``properties`` - with the same columns, so
``lookups(a) + monitoring(b) + demand(c)`` is one data set (``origin`` says which API delivered
each row; :func:`lawkit.events.timeline` merges the steps several APIs report into one row per
event). :func:`datajud` reads CNJ's public DataJud API into the same tables (``origin``
``datajud``; each hit - one degree or system of a lawsuit - a ``lawsuits`` row told apart by
``instance_id`` and ``degree``, movements as steps with their ``tpu_code``), plus ``subjects``
and the movements' tabled ``complements``; ``lookups(a) + datajud(b)`` puts the provider's and
CNJ's record of the same lawsuits side by side. Other payloads: :func:`coverage`, :func:`requests`,
:func:`autorequests`, :func:`callbacks`, :func:`usage`, :func:`consumption`,
:func:`usage_details` (``long=True`` for one row per status), :func:`monitored`, :func:`demands`.

Decisions:

- **Join key**: ``cnj`` is the canonical ``NNNNNNN-DD.AAAA.J.TR.OOOO`` (via :mod:`lawkit.cnj`,
  from any punctuation or bare digits). A number that is not a valid CNJ is kept as delivered
  (stripped) so its rows still join, and ``lawsuits.cnj_valid`` is false. ``court``,
  ``segment``, ``state`` and ``year`` are decoded from valid numbers. In the steps of a chunk
  of a dataset that the analyses read (:mod:`lawkit.events.readers`), ``cnj`` and the ids
  after it are categories of the same text, in text order: a lawsuit's number held once and a
  step's a code of 1-2 bytes, not 33 (the contracts' ``key`` kind accepts both).
- **Text** is ``string[pyarrow]`` (``pd.StringDtype("pyarrow")``, missing = ``pd.NA``),
  spelled explicitly so pandas 2.2 and 3.x agree: measured building 1 M short strings from a
  list, 35 ms and 32 MB through pyarrow against 58 ms and 127 MB for ``string[python]``.
  The exception is the free text of steps (``title``, ``text``: up to whole 20 KB decisions),
  which is ``string[python]`` (``pd.StringDtype("python")``): it references the parsed str
  objects instead of re-encoding and copying them, measured 0.04 s against 0.14-0.43 s for
  220 k step texts of 74 M characters (see ``tests/benchmarks/bench_tidy.py``), and holds one
  object per distinct value: a court's standard phrases, repeated on every lawsuit, are held,
  checked and classified once, and later compared by pointer. Read back from Parquet
  (``Bundle.from_parquet``, the analyses' chunks of a dataset) they are ``string[pyarrow]``:
  Arrow holds them already, and a Python object per value would double a chunk's memory; both
  storages meet the contract, with the same values and ``.str`` methods. Values of the wrong type
  (numbers, objects) are written as text (objects as JSON), never dropped.
- **Low-cardinality text** (origin, status, court, tags, pole, role, class, ...) is
  ``category``. Concatenating bundles re-applies the contracts, so categories never decay to
  text.
- **Events**: every step's ``event`` (one of the 14 classes of :mod:`lawkit.events`,
  ``EVENTS.md``; a categorical with all 14, in their order) and the ``tpu_code`` that decided
  it are classified when a bundle is built, from the title (the demand API has none: its
  ``type``, ``detipomovimento``, names the movement) and the text - once: adding bundles keeps
  them. On real step texts it costs 0.83 times building the rest of the bundle (200 k steps of
  ``tests/benchmarks/bench_events.py speed``; ``tests/benchmarks/bench_tidy.py`` measures the
  build with and without it on synthetic steps: 0.46-0.51 times).
  The analyses of events (timeline, milestones, durations, what moved) are in
  :mod:`lawkit.events`; their tables are the "Event tables" below.
- **Timestamps** are ``datetime64[ns, UTC]`` (cast explicitly: pandas 3 would otherwise infer
  microseconds from text). Any precision is read: ``...Z``, ``.000Z``, microseconds,
  nanoseconds, offsets, DataJud's compact ``YYYYMMDDhhmmss`` and ``DD/MM/YYYY``. The capture and
  monitoring APIs send UTC; zone-less text there is read as UTC. The **demand API's zone-less
  ``YYYY-MM-DD HH:MM:SS`` is read as America/Sao_Paulo local time** (where the courts and the
  provider are) and converted to UTC; a time that did not exist (the hour skipped when daylight
  saving began, until 2019) moves forward, one that happened twice (when it ended) is read as
  the first, daylight-saving occurrence. Unreadable text and instants outside 1677-09-22 to
  2262-04-11 (what nanoseconds hold) become NaT, counted in a :class:`lawkit.DataWarning`; a
  step's text is then kept in ``timestamp_text``. Nanoseconds stay (not pandas 3's microseconds):
  every table, the Parquet files and the DuckDB/Dask paths share the one dtype on pandas 2.2 and 3.
- **Text** that UTF-8 cannot encode (a lone surrogate, the valid JSON escape ``\\ud800``) gets
  U+FFFD in its place in the tables, counted in a :class:`lawkit.DataWarning`; the payload (and
  the client's stored result) keeps it as received.
- **Dates** of the statistics are calendar days, ``datetime64[ns]`` without a zone.
- **Money** (``value``, demand ``vlcausa``) is ``Float64`` in BRL, read from ``"1234.56"``,
  ``"R$ 81.439,78"``, ``"81439,78"`` and the like (see :func:`lawkit.tidy.parse.money`); when
  the text cannot be read unambiguously it is kept in ``value_text`` and ``value`` is NA.
- **Arguments**: each converter takes one payload, a mapping whose values are payloads (such as
  the ``WaitResult`` of ``client.capture.wait``: ``lookups(client.capture.wait(autos))`` is the
  whole result set, like ``lookups(result.values())``) or an iterable of payloads or of such
  mappings; a ``{success, data}`` envelope stands for its ``data``. Empty containers give
  empty tables. :func:`usage` takes one use-statistics dict.
- **Wrong arguments are refused, never read as zero rows**: each kind of payload is recognised
  by its outer shape (a lookup result has ``requested`` or a ``data`` list, a monitoring data
  response an ``info`` list of instances carrying ``data``, a demand result a ``body`` list,
  ...; see each converter). A dict that is neither a payload of the converter's kind nor a
  mapping of them, or an item that is not one (a request id, ``None``, a payload of another
  API), raises :class:`lawkit.InvalidInput` naming what was found (a dict by its keys) and
  what the converter accepts. The check looks at a few keys once per payload.
- **Partial payloads** never fail and never lose the rest: inside a recognised payload, missing
  keys, nulls, values of the wrong type and unknown extra keys are tolerated; a lawsuit with
  only ``properties.cnj`` gives its lawsuits row and no child rows.
- **Bigger than memory**: :meth:`Bundle.to_parquet` writes a Parquet dataset partitioned by
  court (``<table>/court=TJSP/...``); append bundles to it batch by batch (``mode="append"``)
  and query it with DuckDB (:func:`lawkit.tidy.export.duckdb_views`) or, on a cluster, Spark or
  Dask, which read only the partitions a query needs.
"""

from __future__ import annotations

from lawkit.tidy.bundle import Bundle, concat
from lawkit.tidy.capture import lookups
from lawkit.tidy.capture_coverage import coverage
from lawkit.tidy.capture_requests import autorequests, callbacks, requests
from lawkit.tidy.capture_stats import consumption, to_long, usage, usage_details
from lawkit.tidy.datajud import datajud
from lawkit.tidy.demand_results import demand, demands
from lawkit.tidy.monitor import monitored, monitoring

__all__ = [
    "Bundle",
    "autorequests",
    "callbacks",
    "concat",
    "consumption",
    "coverage",
    "datajud",
    "demand",
    "demands",
    "lookups",
    "monitored",
    "monitoring",
    "requests",
    "to_long",
    "usage",
    "usage_details",
]
