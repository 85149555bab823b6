"""DataJud answers (CNJ's public API) as a bundle in the provider's vocabulary.

One row of ``lawsuits`` per hit: a lawsuit found in several degrees or systems (DataJud indexes
each as its own hit, ``TJES_G1_...`` and ``TJES_G2_...``) keeps every one, told apart by
``instance_id`` (the hit's ``_id``) and ``degree``. Its subjects go to ``subjects`` and its
movements to ``steps`` (``origin`` ``datajud``; ``tpu_code`` the movement's code, which also
decides ``event``), their tabled complements to ``complements``.

The quirks of real answers (``tests/data/datajud/``) are read as they come: ``dataAjuizamento``
as ISO 8601 or compact ``YYYYMMDDhhmmss`` (zone-less, read in America/Sao_Paulo, the courts'
zone), ``assuntos`` flat or a list of lists, hits without ``movimentos``, a per-movement
``orgaoJulgador`` whose ``codigo`` is a string, ``@timestamp`` in nanoseconds (read to the
microsecond, ``collected_at``, so that the bundle writes to Parquet), and names with mojibake
(``EXECU??O``), kept as delivered.
"""

from __future__ import annotations

from typing import Any

from lawkit.errors import InvalidInput
from lawkit.tidy._builder import BundleBuilder, nested
from lawkit.tidy._payloads import Kind, as_dict, as_list, paused_gc, payloads
from lawkit.tidy.bundle import Bundle
from lawkit.tidy.parse import BRAZIL, as_text

ORIGIN = "datajud"
INDEX_PREFIX = "api_publica_"
#: A DataJud answer, or one of its hits (``_source`` beside ``_id``/``_index``).
ANSWER = Kind(
    "a DataJud answer or hit",
    "a dict with `hits` holding a `hits` list, or a hit with `_source`",
    lambda d: isinstance(d.get("hits"), dict) or isinstance(d.get("_source"), dict),
    mapping="a mapping whose values are DataJud answers (such as one page per key)",
)


@paused_gc()
def datajud(results: Any) -> Bundle:
    """Bundle of DataJud ``_search`` answers (what ``client.datajud.search`` returns).

    Args:
        results: one answer ``{took, hits: {total, hits: [hit]}}``, one hit ``{_id, _index,
            _source}``, a mapping or an iterable of them (pages of one search, several
            searches). Hits are read in order; an answer without hits adds no rows.

    Returns:
        A :class:`Bundle` whose ``lawsuits``, ``subjects``, ``steps`` and ``complements`` hold
        the hits (the provider's other tables are empty: DataJud names no parties).

    Raises:
        InvalidInput: ``results`` is, or holds, something that is not a DataJud answer or hit;
            an answer cut short (``hits`` without its ``hits`` list); a hit without a
            ``_source`` object or naming no lawsuit (no ``numeroProcesso``, ``_id`` nor ``id``).
            Any other missing field is left empty (``<NA>``) in its column.
    """
    builder = BundleBuilder(ORIGIN, BRAZIL)
    owners: list[int] = []  # the lawsuit of each movement
    moves: list[dict[str, Any]] = []
    for payload in payloads(results, ANSWER):
        for position, hit in enumerate(_hits(payload)):
            index = _hit(builder, hit, position)
            found = [m for m in as_list(hit["_source"].get("movimentos")) if isinstance(m, dict)]
            owners += [index] * len(found)
            moves += found
    _movements(builder, owners, moves)  # all at once: one pass per column
    tables = builder.build()
    lawsuits = tables["lawsuits"]
    # DataJud's index time comes in nanoseconds; a Parquet dataset (and Spark) keeps microseconds.
    lawsuits["collected_at"] = lawsuits["collected_at"].dt.floor("us")
    return Bundle(**tables)


def _hits(payload: dict[str, Any]) -> list[Any]:
    """The hits of an answer (a bare hit is its own), refusing an answer cut short."""
    if "hits" not in payload:
        return [payload]
    hits = as_dict(payload["hits"]).get("hits")
    if not isinstance(hits, list):
        raise InvalidInput(
            "a DataJud answer cut short: its `hits` holds no `hits` list (keys: "
            f"{', '.join(map(str, as_dict(payload['hits']))) or 'none'}); ask the page again"
        )
    return hits


def _hit(builder: BundleBuilder, hit: Any, position: int) -> int:
    """Add a hit's lawsuit and subjects; its index among the lawsuits."""
    source = hit.get("_source") if isinstance(hit, dict) else None
    if not isinstance(source, dict):
        what = f"keys {', '.join(map(str, hit))}" if isinstance(hit, dict) else repr(hit)[:60]
        raise InvalidInput(
            f"DataJud hit {position} has no `_source` object ({what or 'no keys'}): a hit "
            "holds its lawsuit's fields in `_source`"
        )
    if not (as_text(source.get("numeroProcesso")) or as_text(hit.get("_id", source.get("id")))):
        raise InvalidInput(
            f"DataJud hit {position} names no lawsuit: neither `numeroProcesso` nor an `_id`/`id`"
        )
    unit = as_dict(source.get("orgaoJulgador"))
    kind = as_dict(source.get("classe"))
    secrecy = source.get("nivelSigilo")
    subjects = _subjects(source.get("assuntos"))
    row = {
        "instance_id": hit.get("_id", source.get("id")),
        "number": source.get("numeroProcesso"),
        "class": kind.get("nome"),
        "class_code": kind.get("codigo"),
        "subject": subjects[0].get("nome") if subjects else None,
        "unit": unit.get("nome"),
        "unit_code": unit.get("codigo"),
        "municipality": unit.get("codigoMunicipioIBGE"),
        "degree": source.get("grau"),
        "secrecy": secrecy,
        "sealed": secrecy > 0
        if isinstance(secrecy, int) and not isinstance(secrecy, bool)
        else None,
        "system": as_dict(source.get("sistema")).get("nome"),
        "format": as_dict(source.get("formato")).get("nome"),
        "start_at": source.get("dataAjuizamento"),
        "updated_at": source.get("dataHoraUltimaAtualizacao"),
        "collected_at": source.get("@timestamp"),
    }
    named = [source.get("numeroProcesso"), str(row["instance_id"] or "").rpartition("_")[2]]
    index = builder.lawsuit(row, named, _court(source, hit))
    builder.tables["subjects"].add(
        [index] * len(subjects),
        code=[s.get("codigo") for s in subjects],
        name=[s.get("nome") for s in subjects],
    )
    return index


def _court(source: dict[str, Any], hit: dict[str, Any]) -> str | None:
    """The court the hit names (``tribunal``), else that of its index (``api_publica_tjsp``)."""
    named = as_text(source.get("tribunal"))
    if named:
        return named
    index = as_text(hit.get("_index")) or ""
    return index.removeprefix(INDEX_PREFIX).upper() or None


def _subjects(value: Any) -> list[dict[str, Any]]:
    """``assuntos`` flattened in order: a flat list of subjects, or a list of lists of them."""
    found: list[dict[str, Any]] = []
    for item in as_list(value):
        if isinstance(item, dict):
            found.append(item)
        else:
            found += [s for s in as_list(item) if isinstance(s, dict)]
    return found


def _movements(builder: BundleBuilder, owners: list[int], moves: list[dict[str, Any]]) -> None:
    """The movements as steps (in the order delivered) and their tabled complements."""
    if not moves:
        return
    steps = builder.tables["steps"]
    base = len(steps.owners)
    units = [m.get("orgaoJulgador") for m in moves]
    steps.add(
        owners,
        timestamp=[m.get("dataHora") for m in moves],
        title=[m.get("nome") for m in moves],
        tpu_code=[_positive(m.get("codigo")) for m in moves],
        unit_code=[u.get("codigo") if isinstance(u, dict) else None for u in units],
    )
    listed = [m.get("complementosTabelados") for m in moves]
    steps_of, found = nested(listed, base, lambda c: c if isinstance(c, dict) else None)
    if found:
        builder.tables["complements"].add(
            steps_of,
            code=[c.get("codigo") for c in found],
            value=[c.get("valor") for c in found],
            name=[c.get("nome") for c in found],
            description=[c.get("descricao") for c in found],
        )


def _positive(code: Any) -> Any:
    """A movement code as given, unless it is a number below 1 (no TPU code is)."""
    if type(code) in (int, float) and code < 1:  # not bool (True < 1 is False anyway)
        return None
    return code
