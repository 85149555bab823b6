"""What a capture query returns: outcomes, lawsuit objects and attached files, from the story.

The lawsuits themselves come from :mod:`lawkit.sandbox.data.story` (same (seed, CNJ) -> same
story). This module decides what one query of the coverage tree sees of them:

* ``outcome``: ~7 % ``error`` (court unavailable), drawn per (seed, query, key, value);
  otherwise ``warning`` when the court returns no data — a nonexistent or sealed lawsuit, an
  invalid CNJ or one of another court, a degree the case has not reached by ``as_of``, a
  platform the case is not on (a court with two systems keeps each case on one of them; unified
  queries see every case of the court), a key the query does not take — else ``success``;
* a query by a non-CNJ key finds 0-5 lawsuits of the query's court whose CNJs derive from the
  value; a name search (nome, nomeparte, nomeadvogado, nomeadv) keeps those with a party (or
  lawyer) bearing the last word of the searched name, so "Maria Souza" finds Souzas and a
  name outside the synthetic vocabulary finds nothing (``warning``); other keys (document,
  OAB, ...) are not matched against the synthetic data;
* 2 % of found lawsuits come back partial: empty cover/people/steps and only ``properties.cnj``
  (the spec allows it);
* steps dated after ``as_of`` are not visible; lists are newest first, as courts show them.

``as_of`` is always a publication instant (:func:`published`): the courts publish once a day, so
whatever a query sees at a simulated time is what had been published by 00:00 UTC of that day
(21:00 the evening before in Brasília). The seconds a run takes never change what it sees; a
new day (real or :meth:`~lawkit.sandbox.Sandbox.advance`) does.

Capture ``properties.path`` holds the area (Cível, Trabalhista, ...); ``cover`` values are
formatted the Brazilian way (``R$ 1.234,56``, ``DD/MM/YYYY``), ``properties.value`` is decimal
text (``1234.56``). Attached files are PDFs named by :func:`lawkit.sandbox.data.story.file_name`;
:func:`file_bytes` rebuilds their bytes from the name alone.
"""

from __future__ import annotations

import unicodedata
import uuid
from datetime import UTC, datetime

from lawkit import cnj
from lawkit.sandbox.data import coverage, pdf
from lawkit.sandbox.data.procedure import brl
from lawkit.sandbox.data.story import (
    FILE_LABELS,
    Instance,
    Lawsuit,
    Step,
    file_name,
    iso,
    lawsuit,
    parse_file_name,
    seeded,
    step_title,
)
from lawkit.spec import QueryPath

ERROR_SHARE = 0.07
PARTIAL_SHARE = 0.02

_FILE_NS = uuid.UUID("5f0c4a8e-3b7d-4c51-9a57-2f8e1d6b0c11")


def published(epoch: float) -> datetime:
    """What the courts had published at simulated time ``epoch``: 00:00 UTC of its day."""
    moment = datetime.fromtimestamp(epoch, UTC)
    return moment.replace(hour=0, minute=0, second=0, microsecond=0)


def court_label(source: str, platform: str, search: str, query: str) -> str:
    """The court a query searches, by name (e.g. "Tribunal de Justiça do Estado de São Paulo")."""
    found = coverage.spec(source, platform, search, query)
    return found[1].name if found else search.upper()


def findable(
    suit: Lawsuit, platform: str, degree: int | None, as_of: datetime, credentials: bool = False
) -> bool:
    """Whether a query on this platform and degree finds the lawsuit at ``as_of``.

    Sealed lawsuits are found only with ``credentials``.
    """
    if not suit.exists or (suit.sealed and not credentials):
        return False
    if not suit.shown(degree, as_of):
        return False
    return degree is None or platform == suit.home_platform


def lawsuit_status(
    seed: int, query: QueryPath, key: str, value: str, as_of: datetime, credentials: bool = False
) -> str:
    """``success`` when the query finds data at ``as_of``, else ``warning`` (no error draw)."""
    found = coverage.spec(*query)
    if found is None or key not in found[0].keys:
        return "warning"
    if key != "cnj":
        return "success" if _derived(seed, query, key, value, as_of) else "warning"
    if not cnj.is_valid(value):
        return "warning"
    suit = lawsuit(seed, cnj.normalize(value))
    if coverage.search_tag(suit.court) != query[2]:
        return "warning"
    return "success" if findable(suit, query[1], found[0].degree, as_of, credentials) else "warning"


def transient_error(seed: int, *parts: object) -> bool:
    """The ~7 % draw of a court being unavailable, fixed by the seed and ``parts``."""
    return seeded(seed, "outcome", *parts).random() < ERROR_SHARE


def outcome(
    seed: int,
    source: str,
    platform: str,
    search: str,
    query: str,
    key: str,
    value: str,
    *,
    as_of: datetime,
) -> str:
    """The final status of a capture request: ``success``, ``warning`` or ``error``.

    ``as_of`` is the publication instant the query sees (:func:`published`).
    """
    path = QueryPath(source, platform, search, query)
    if coverage.spec(*path) is None or transient_error(seed, platform, search, query, key, value):
        return "error"
    return lawsuit_status(seed, path, key, value, as_of)


#: Keys that search by a name, and whose names they search: parties' or lawyers'.
NAME_KEYS = {"nome": "party", "nomeparte": "party", "nomeadvogado": "lawyer", "nomeadv": "lawyer"}


def _plain(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _names(suit: Lawsuit, whose: str) -> list[str]:
    if whose == "party":
        return [p.name for p in suit.parties]
    return [lw.name for p in suit.parties for lw in p.lawyers]


def _derived(seed: int, query: QueryPath, key: str, value: str, as_of: datetime) -> list[str]:
    """The CNJs a search by a non-CNJ key finds: 0-5 lawsuits of the query's court.

    A name search keeps only lawsuits with a party (or lawyer) whose name has the last word of
    the searched name; other keys (document, OAB, ...) cannot be matched against the synthetic
    data, so their lawsuits are drawn from the value alone.
    """
    spec, court = coverage.spec(*query)
    rng = seeded(seed, "search", *query, key, value.strip().lower())
    count = rng.choices(range(6), weights=(15, 35, 20, 15, 10, 5))[0]
    words = _plain(value).split()
    wanted = words[-1] if key in NAME_KEYS and words else None
    out: list[str] = []
    for _ in range(80 if wanted else 40):
        if len(out) == count:
            break
        origin = 0 if spec.degree == 2 and rng.random() < 0.3 else rng.randint(1, 99)
        year = rng.randint(2008, 2024)
        sequence = rng.randint(1, 9_999_999)
        number = cnj.build(sequence, year, court.justice, court.tribunal, origin)
        suit = lawsuit(seed, number)
        if not findable(suit, query[1], spec.degree, as_of):
            continue
        names = _names(suit, NAME_KEYS[key]) if wanted else []
        if wanted is None or any(wanted in _plain(name).split() for name in names):
            out.append(number)
    return out


def capture_lawsuits(
    seed: int,
    query: QueryPath,
    key: str,
    value: str,
    *,
    make_download: bool,
    cdn_url: str,
    as_of: datetime,
) -> list[dict]:
    """The ``data`` of a finished capture request: lawsuit objects as the lookup returns them.

    Empty unless :func:`outcome` at ``as_of`` is ``success``. ``files`` entries appear in steps
    only with ``make_download``.
    """
    if outcome(seed, *query, key, value, as_of=as_of) != "success":
        return []
    spec, _ = coverage.spec(*query)
    numbers = [cnj.normalize(value)] if key == "cnj" else _derived(seed, query, key, value, as_of)
    out = []
    for number in numbers:
        suit = lawsuit(seed, number)
        if seeded(seed, "partial", *query, suit.digits).random() < PARTIAL_SHARE:
            out.append({"cover": [], "properties": {"cnj": suit.cnj}, "people": [], "steps": []})
            continue
        out.append(capture_view(suit, spec.degree, as_of, cdn_url if make_download else None))
    return out


def visible_steps(suit: Lawsuit, degree: int | None, as_of: datetime) -> list[Step]:
    """Steps of the shown degrees dated up to ``as_of``, newest first (as courts list them)."""
    steps = [s for inst in suit.shown(degree, as_of) for s in inst.steps if s.at <= as_of]
    steps.sort(key=lambda s: (s.at, s.degree, s.index), reverse=True)
    return steps


def main_instance(suit: Lawsuit, degree: int | None, as_of: datetime) -> Instance:
    """The instance whose class and bench describe a view: the latest begun by ``as_of``."""
    shown = suit.shown(degree, as_of)
    return shown[-1] if shown else suit.instances[0]


def status(suit: Lawsuit, degree: int | None, as_of: datetime) -> str:
    """``Arquivado`` once every shown degree's archiving step is visible, else ``Em andamento``."""
    shown = suit.shown(degree, as_of)
    done = shown and all(i.steps[-1].at <= as_of and i.steps[-1].event == "archived" for i in shown)
    return "Arquivado" if done else "Em andamento"


def cover(suit: Lawsuit, degree: int | None, as_of: datetime) -> list[tuple[str, str]]:
    """The cover fields (label, value) a court page shows."""
    inst = main_instance(suit, degree, as_of)
    first = inst.degree != 2
    rows = [
        ("Classe", inst.klass),
        ("Assunto", suit.subject),
        ("Foro" if first else "Origem", suit.origin),
        ("Vara" if inst.degree == 1 else "Órgão Julgador", inst.staff),
        ("Juiz" if inst.degree == 1 else "Relator", inst.judge),
        ("Distribuição", f"{inst.start_at:%d/%m/%Y às %H:%M} - Livre"),
        ("Área", suit.area),
        ("Valor da ação", brl(suit.value)),
    ]
    if suit.other_number:
        rows.append(("Outros números", suit.other_number))
    return rows


def properties(suit: Lawsuit, degree: int | None, as_of: datetime) -> dict[str, str]:
    """The ``properties`` object of a lawsuit (all strings)."""
    inst = main_instance(suit, degree, as_of)
    return {
        "number": suit.cnj,
        "class": inst.klass,
        "subject": suit.subject,
        "origin": suit.origin,
        "staff": inst.staff,
        "startAt": iso(inst.start_at),
        "otherNumber": suit.other_number,
        "path": suit.area,
        "status": status(suit, degree, as_of),
        "cnj": suit.cnj,
        "value": suit.value,
    }


def role(inst: Instance, pole: str) -> str:
    """A party's role as an instance names it (e.g. Apelante/Apelado on appeal)."""
    return inst.active_role if pole == "active" else inst.passive_role


def file_entry(name: str, cdn_url: str) -> dict:
    """The file entry placed inside a step: id, name, url, type."""
    return {
        "id": str(uuid.uuid5(_FILE_NS, name)),
        "name": name,
        "url": f"{cdn_url.rstrip('/')}/files/{name}",
        "type": "application/pdf",
    }


def capture_view(suit: Lawsuit, degree: int | None, as_of: datetime, cdn_url: str | None) -> dict:
    """A capture lawsuit object {cover, properties, people, steps}; files only with a cdn_url."""
    steps = []
    for step in visible_steps(suit, degree, as_of):
        item = {
            "timestamp": iso(step.at),
            "title": step_title(suit, step),
            "description": step.description,
        }
        name = file_name(suit, step)
        if cdn_url and name:
            item["files"] = [file_entry(name, cdn_url)]
        steps.append(item)
    inst = main_instance(suit, degree, as_of)
    return {
        "cover": [{"description": d, "value": v} for d, v in cover(suit, degree, as_of)],
        "properties": properties(suit, degree, as_of),
        "people": [
            {
                "pole": p.pole,
                "description": role(inst, p.pole),
                "name": p.name,
                "lawyers": [{"name": lw.name} for lw in p.lawyers],
            }
            for p in suit.parties
        ],
        "steps": steps,
    }


def file_bytes(name: str) -> bytes | None:
    """A small valid PDF for a file name the generator produced, ``None`` for any other name."""
    parsed = parse_file_name(name)
    if parsed is None:
        return None
    digits, degree, index, kind = parsed
    where = f"Documento {index}" + (f" - {degree}º grau" if degree in (1, 2) else "")
    lines = [
        FILE_LABELS[kind],
        f"Processo nº {cnj.normalize(digits)}",
        where,
        "Documento sintético gerado pelo lawkit sandbox.",
    ]
    return pdf.one_page(lines)
