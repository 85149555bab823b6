"""The subset of Elasticsearch's query DSL the sandbox's DataJud evaluates over its records.

Queries: ``match_all``, ``match`` (on a text field the query is analysed into lower-case words,
any of which matches, all with ``operator: "and"``; on other fields it is exact), ``term`` and
``terms`` (exact on keywords such as ``grau`` and ``tribunal``, codes and ``.keyword``; on a text
field such as ``numeroProcesso`` or ``classe.nome`` the value must be one of its lower-case
words, so ``term`` ``"Cível"`` finds nothing, as in Elasticsearch), ``range`` (``gt``, ``gte``,
``lt``, ``lte``; dates as ISO 8601, ``YYYY-MM-DD``, compact ``YYYYMMDDhhmmss``, a year or epoch
milliseconds, numbers as numbers), ``exists`` and ``bool`` (``must``, ``filter``, ``should``
with ``minimum_should_match``, ``must_not``). Fields are dotted paths into ``_source``
(``classe.codigo``, ``assuntos.codigo`` through lists and lists of lists,
``movimentos.complementosTabelados.valor``), plus ``_id``; text fields have a ``.keyword``.
Anything else is a 400 ``parsing_exception`` naming what was wrong, as Elasticsearch answers.

Sorting: ``_doc``, ``_id``, ``_score``, the dates (sort values in epoch milliseconds, as
Elasticsearch gives them), the numeric codes, and ``<text field>.keyword``; a bare text field
(``id``, ``numeroProcesso``, ``classe.nome``...) is refused with 400 as DataJud does ("Fielddata
is disabled on [id]"). ``search_after`` takes the sort values of the last hit of a page: the
next page starts strictly after them (so a sort needs a unique tiebreak, as in Elasticsearch).

Clauses are evaluated cheapest first: fields a first degree knows without its story before
those that need it, ``movimentos`` last (see :mod:`lawkit.sandbox.data.datajud`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from lawkit.sandbox.data.datajud import STORY_ROOTS, Record
from lawkit.sandbox.web import ApiError

DATE_FIELDS = frozenset(
    {"dataAjuizamento", "dataHoraUltimaAtualizacao", "@timestamp", "movimentos.dataHora"}
)
#: The record's own dates (one value each, known without formatting them).
RECORD_DATES = frozenset({"dataAjuizamento", "dataHoraUltimaAtualizacao", "@timestamp"})
TEXT_FIELDS = frozenset(
    {
        "numeroProcesso",
        "id",
        "classe.nome",
        "sistema.nome",
        "formato.nome",
        "orgaoJulgador.nome",
        "assuntos.nome",
        "movimentos.nome",
        "movimentos.orgaoJulgador.nome",
        "movimentos.orgaoJulgador.codigo",
        "movimentos.complementosTabelados.nome",
        "movimentos.complementosTabelados.descricao",
    }
)
_WORD = re.compile(r"\w+")


def parsing_error(reason: str) -> ApiError:
    """A 400 as Elasticsearch gives for a query it cannot parse."""
    return ApiError(400, reason)


# -- field values -----------------------------------------------------------------------------


def _bare(path: str) -> str:
    return path.removesuffix(".keyword")


def values(record: Record, path: str) -> list[Any]:
    """Every value at a dotted path of a record's ``_source`` (lists flattened)."""
    path = _bare(path)
    if path == "_id":
        return [record.id]
    root, _, rest = path.partition(".")
    if root == "movimentos":
        found: Any = record.movements() or []
    elif root in _KNOWN_ROOTS:
        found = record.field(root)
    else:
        return []
    out = [found]
    for name in rest.split(".") if rest else ():
        out = [item.get(name) for item in _flat(out) if isinstance(item, dict)]
    return [v for v in _flat(out) if v is not None]


def _flat(items: Iterable[Any]) -> list[Any]:
    out: list[Any] = []
    for item in items:
        out.extend(_flat(item) if isinstance(item, list) else [item])
    return out


_KNOWN_ROOTS = frozenset(
    {
        "numeroProcesso",
        "classe",
        "sistema",
        "formato",
        "tribunal",
        "dataHoraUltimaAtualizacao",
        "grau",
        "@timestamp",
        "dataAjuizamento",
        "id",
        "nivelSigilo",
        "orgaoJulgador",
        "assuntos",
    }
)


def instant(value: Any, field: str) -> int:
    """A date (as DataJud writes it, or as a query gives it) in epoch milliseconds."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return int(value)
    text = str(value).strip()
    try:
        if re.fullmatch(r"\d{14}", text):
            moment = datetime.strptime(text, "%Y%m%d%H%M%S")
        elif re.fullmatch(r"\d{4}", text):
            moment = datetime(int(text), 1, 1)
        else:
            moment = datetime.fromisoformat(_seconds_precision(text))
    except ValueError:
        raise parsing_error(
            f"failed to parse date field [{text}] of [{field}]: use ISO 8601, YYYYMMDDhhmmss, "
            "a year or epoch milliseconds"
        ) from None
    aware = moment if moment.tzinfo else moment.replace(tzinfo=UTC)
    return round(aware.timestamp() * 1000)


def _seconds_precision(text: str) -> str:
    """ISO text with at most microseconds (DataJud's ``@timestamp`` has nanoseconds)."""
    text = text.replace("Z", "+00:00")
    return re.sub(r"(\.\d{6})\d+", r"\1", text)


def _words(value: Any) -> list[str]:
    return _WORD.findall(str(value).casefold())


def _text(path: str) -> bool:
    """Whether a path is an analysed text field (not its ``.keyword``)."""
    return path in TEXT_FIELDS


def _same(field: str, found: Any, wanted: Any) -> bool:
    """Whether a stored value equals a query value as ``term`` compares them: a text field by
    one of its lower-case words (so ``"Cível"`` never matches, as in Elasticsearch), a keyword
    exactly, numbers by value, dates by instant."""
    if _text(field):
        return str(wanted) in _words(found)
    if field in DATE_FIELDS:
        return instant(found, field) == instant(wanted, field)
    if isinstance(found, int | float) and not isinstance(found, bool):
        try:
            return float(found) == float(wanted)
        except (TypeError, ValueError):
            return False
    return str(found) == str(wanted)


# -- queries ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Clause:
    """A compiled query: ``test(record)``, its ``cost`` (0 needs no story, 1 a first degree
    needs none, 2 reads ``movimentos``) and the CNJ digits it pins, if it names them."""

    test: Callable[[Record], bool]
    cost: int
    numbers: frozenset[str] | None = None


def _cost(path: str) -> int:
    root = _bare(path).split(".", 1)[0]
    return 2 if root == "movimentos" else 1 if root in STORY_ROOTS or root == "_id" else 0


def _single(kind: str, body: Any) -> tuple[str, Any]:
    if not isinstance(body, dict) or len(body) != 1:
        raise parsing_error(f"[{kind}] query must name exactly one field, as {{field: value}}")
    return next(iter(body.items()))


def _digits(field: str, wanted: list[Any]) -> frozenset[str] | None:
    if _bare(field) != "numeroProcesso":
        return None
    return frozenset(re.sub(r"\D", "", str(w)) for w in wanted)


def _match(body: Any) -> Clause:
    field, spec = _single("match", body)
    operator = "or"
    if isinstance(spec, dict):
        operator = str(spec.get("operator", "or")).lower()
        if "query" not in spec or operator not in ("or", "and"):
            raise parsing_error('[match] takes {"query": ..., "operator": "or" | "and"}')
        spec = spec["query"]
    wanted = _words(spec) if _text(field) else [spec]
    if _text(field):

        def test(record: Record) -> bool:
            found = {w for v in values(record, field) for w in _words(v)}
            hits = [w in found for w in wanted]
            return bool(wanted) and (all(hits) if operator == "and" else any(hits))

    else:

        def test(record: Record) -> bool:
            return any(_same(field, v, spec) for v in values(record, field))

    pinned = [spec] if _bare(field) == "numeroProcesso" else []
    return Clause(test, _cost(field), _digits(field, pinned) if pinned else None)


def _terms(kind: str, body: Any) -> Clause:
    body = {k: v for k, v in body.items() if k != "boost"} if isinstance(body, dict) else body
    field, spec = _single(kind, body)
    if kind == "term":
        wanted = [spec.get("value") if isinstance(spec, dict) else spec]
    elif isinstance(spec, list):
        wanted = spec
    else:
        raise parsing_error(f"[terms] query on [{field}] needs an array of values")

    def test(record: Record) -> bool:
        return any(_same(field, v, w) for v in values(record, field) for w in wanted)

    return Clause(test, _cost(field), _digits(field, wanted))


_BOUNDS = {"gt": lambda a, b: a > b, "gte": lambda a, b: a >= b}
_BOUNDS |= {"lt": lambda a, b: a < b, "lte": lambda a, b: a <= b}


def _range(body: Any) -> Clause:
    field, spec = _single("range", body)
    if not isinstance(spec, dict):
        raise parsing_error(f"[range] query on [{field}] needs an object of bounds")
    spec = {k: v for k, v in spec.items() if k not in ("format", "time_zone", "boost")}
    unknown = sorted(set(spec) - set(_BOUNDS))
    if unknown or not spec:
        raise parsing_error(f"[range] bounds must be gt, gte, lt or lte, not {unknown or 'none'}")
    name = _bare(field)
    date = name in DATE_FIELDS
    bounds = [(_BOUNDS[k], instant(v, name) if date else _number(v, name)) for k, v in spec.items()]

    def test(record: Record) -> bool:
        if name in RECORD_DATES:
            return all(check(record.millis(name), bound) for check, bound in bounds)
        for value in values(record, field):
            key = instant(value, name) if date else _number(value, name)
            if all(check(key, bound) for check, bound in bounds):
                return True
        return False

    return Clause(test, _cost(field))


def _number(value: Any, field: str) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        raise parsing_error(f"[range] on [{field}] needs numbers, not {value!r}") from None


def _exists(body: Any) -> Clause:
    if not isinstance(body, dict) or not isinstance(body.get("field"), str):
        raise parsing_error('[exists] takes {"field": "<name>"}')
    field = body["field"]
    return Clause(lambda record: bool(values(record, field)), _cost(field))


def _listed(value: Any, name: str) -> list[Any]:
    items = value if isinstance(value, list) else [value]
    if not all(isinstance(item, dict) for item in items):
        raise parsing_error(f"[bool] [{name}] takes a query or an array of queries")
    return items


def _bool(body: Any) -> Clause:
    if not isinstance(body, dict):
        raise parsing_error("[bool] query takes an object")
    unknown = sorted(set(body) - {"must", "filter", "should", "must_not", "minimum_should_match"})
    unknown = [k for k in unknown if k != "boost"]
    if unknown:
        raise parsing_error(f"[bool] query does not support {unknown}")
    required = [compile_query(q) for n in ("must", "filter") for q in _listed(body.get(n, []), n)]
    should = [compile_query(q) for q in _listed(body.get("should", []), "should")]
    banned = [compile_query(q) for q in _listed(body.get("must_not", []), "must_not")]
    least = body.get("minimum_should_match", 0 if required else 1 if should else 0)
    if isinstance(least, bool) or not isinstance(least, int):
        raise parsing_error("[bool] minimum_should_match must be an integer here")
    required.sort(key=lambda c: c.cost)

    def test(record: Record) -> bool:
        if not all(c.test(record) for c in required):
            return False
        if any(c.test(record) for c in banned):
            return False
        return least <= 0 or sum(c.test(record) for c in should) >= least

    pinned = [c.numbers for c in required if c.numbers is not None]
    numbers = frozenset.intersection(*pinned) if pinned else None
    cost = max([c.cost for c in (*required, *should, *banned)], default=0)
    return Clause(test, cost, numbers)


_QUERIES: dict[str, Callable[[Any], Clause]] = {
    "match_all": lambda body: Clause(lambda record: True, 0),
    "match": _match,
    "term": lambda body: _terms("term", body),
    "terms": lambda body: _terms("terms", body),
    "range": _range,
    "exists": _exists,
    "bool": _bool,
}


def compile_query(query: Any) -> Clause:
    """The clause of a query object; ``ApiError(400)`` for anything outside the subset."""
    if not isinstance(query, dict) or len(query) != 1:
        raise parsing_error("a query must be an object with one query type, e.g. {match_all: {}}")
    kind, body = next(iter(query.items()))
    if kind not in _QUERIES:
        raise parsing_error(f"unknown query [{kind}]; supported: {', '.join(_QUERIES)}")
    return _QUERIES[kind](body)


# -- sorting ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SortKey:
    """One sort criterion: a field (or ``_doc``, ``_id``, ``_score``) and its order."""

    field: str
    descending: bool

    def value(self, record: Record) -> Any:
        """The hit's sort value, as Elasticsearch returns it in ``sort``."""
        if self.field == "_doc":
            return record.doc
        if self.field == "_score":
            return 1.0
        name = _bare(self.field)
        if name in RECORD_DATES:
            return record.millis(name)
        found = values(record, self.field)
        if name in DATE_FIELDS:
            found = [instant(v, name) for v in found]
        if not found:
            return None
        return max(found) if self.descending else min(found)


#: Keyword fields (DataJud aggregates on them): exact values, sortable.
KEYWORDS = ("grau", "tribunal")
SORTABLE_NUMBERS = frozenset(
    {
        "classe.codigo",
        "sistema.codigo",
        "formato.codigo",
        "orgaoJulgador.codigo",
        "orgaoJulgador.codigoMunicipioIBGE",
        "nivelSigilo",
        "assuntos.codigo",
        "movimentos.codigo",
    }
)


def sort_keys(spec: Any) -> list[SortKey]:
    """The sort criteria of a ``sort`` value (a name, ``{name: order}``,
    ``{name: {"order": ...}}`` or an array of them)."""
    items = spec if isinstance(spec, list) else [spec]
    keys = []
    for item in items:
        if isinstance(item, str):
            name, order = item, "desc" if item == "_score" else "asc"
        elif isinstance(item, dict) and len(item) == 1:
            name, order = next(iter(item.items()))
            order = order.get("order", "asc") if isinstance(order, dict) else order
        else:
            raise parsing_error("[sort] takes field names or {field: order} objects")
        if order not in ("asc", "desc"):
            raise parsing_error(f"[sort] order must be asc or desc, not {order!r}")
        bare = _bare(name)
        keyword = name.endswith(".keyword") and bare in TEXT_FIELDS
        if bare in TEXT_FIELDS and not keyword:
            raise parsing_error(
                f"Fielddata is disabled on [{name}] in [{name.split('.')[0]}]. Text fields are "
                "not optimised for operations that require per-document field data like "
                f"aggregations and sorting, so these operations are disabled by default. "
                f"Please use a keyword field instead ({bare}.keyword)."
            )
        plain = name in ("_doc", "_id", "_score", *KEYWORDS) or bare in DATE_FIELDS
        if not (plain or keyword or bare in SORTABLE_NUMBERS):
            raise parsing_error(f"No mapping found for [{name}] in order to sort on")
        keys.append(SortKey(name, order == "desc"))
    return keys


def after(keys: list[SortKey], row: tuple[Any, ...], cursor: list[Any]) -> bool:
    """Whether a hit's sort values come strictly after ``search_after``'s (missing values
    last, whatever the order)."""
    for key, mine, theirs in zip(keys, row, cursor, strict=True):
        a, b = _comparable(mine), _comparable(theirs)
        if a == b:
            continue
        if mine is None or theirs is None:
            return mine is None
        return (a < b) if key.descending else (a > b)
    return False


def first_after(
    keys: list[SortKey], rows: list[tuple[tuple[Any, ...], Any]], cursor: list[Any]
) -> int:
    """The index of the first of ``rows`` (in :func:`ordered` order) after ``cursor``."""
    low, high = 0, len(rows)
    while low < high:
        middle = (low + high) // 2
        if after(keys, rows[middle][0], cursor):
            high = middle
        else:
            low = middle + 1
    return low


def _comparable(value: Any) -> tuple[int, Any]:
    """Missing values sort last; numbers and text never compare with each other."""
    if value is None:
        return (2, 0)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return (0, value)
    return (1, str(value))


def ordered(keys: list[SortKey], rows: list[tuple[tuple[Any, ...], Any]]) -> None:
    """Sort ``(sort values, item)`` rows in place by ``keys`` (missing values last)."""
    for index in reversed(range(len(keys))):
        key = keys[index]
        present = [r for r in rows if r[0][index] is not None]
        missing = [r for r in rows if r[0][index] is None]
        present.sort(key=lambda r: _comparable(r[0][index]), reverse=key.descending)
        rows[:] = present + missing
