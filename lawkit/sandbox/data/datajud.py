"""What DataJud, CNJ's public API, holds of the sandbox's lawsuits: one record per court degree.

A record is the TPU-coded version of the story :mod:`~lawkit.sandbox.data.story` tells (the
capture, monitoring and demand APIs tell the same): same CNJ, class, subject, bench, filing
instant, and movements that are the steps carrying a TPU code (``vocabulary.ACTS``), each with
its tabled complements (:mod:`~lawkit.sandbox.data.tpu`). As in the real index:

* every record is refreshed on its own cycle (every 1-45 days): ``@timestamp`` (nanoseconds) is
  the last refresh at or before the simulated publication instant
  (:func:`~lawkit.sandbox.data.generate.published`), ``dataHoraUltimaAtualizacao`` the court's
  update a few hours before it; a degree begun after that update is not indexed yet, nor is a
  movement dated after it;
* about 40 % of movements are registered 1-5 days after the step the provider shows (DataJud's
  ``dataHora`` is the court's registration), 3 % are missing, and steps without a TPU code
  (certificates, calculations) are not movements at all;
* quirks: TJSP writes ``dataAjuizamento`` compact (``YYYYMMDDhhmmss``) nine times in ten, the
  others ISO with milliseconds; TJDFT gives ``assuntos`` as a list of lists and ``_type``;
  TJDFT and TRF1 ids name class and unit (``TJDFT_1116_G1_13597_<cnj>``), the others are
  ``TJSP_G1_<cnj>``; SAJ courts give each movement its ``orgaoJulgador`` with a string code;
  half of the physical first-degree records (filed before 2014) come without ``movimentos``,
  system ``{-1, "Inválido"}``; juizado cases are degree ``JE`` (their appeal ``TR``), superior
  courts ``SUP``; sealed and nonexistent lawsuits are not indexed.

A court's index holds every lawsuit of the court (a search by number finds any), but a search
that names no number enumerates the court's *population*: ``size`` lawsuits whose CNJs derive
from (seed, court, position) (:func:`population_number`), filed 2008-2026 in eight origins.
A first-degree record's class, bench, subject and dates come from the story's first draws
(:func:`story.outline`, tens of microseconds), an appeal's from its first degree's plan
(:func:`story.appeal_names`, about ten times more); only movements need the whole story told
(milliseconds), so they are told only when a query or an answer needs them.
"""

from __future__ import annotations

import functools
import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cached_property
from typing import Any

from lawkit import cnj
from lawkit.sandbox.data import story, tpu
from lawkit.sandbox.data import vocabulary as voc

#: Where the refresh cycles of records are counted from.
REFRESH_EPOCH = datetime(2020, 1, 1, tzinfo=UTC)
MISSING_MOVEMENT = 0.03
LAG_SHARE = 0.40
COMPACT_SHARE = 0.90
PHYSICAL_BEFORE = 2014
PHYSICAL_SHARE = 0.50
BARE_PHYSICAL_SHARE = 0.50
COMPACT_DATES = frozenset({"TJSP"})
NESTED_SUBJECTS = frozenset({"TJDFT"})
LONG_IDS = frozenset({"TJDFT", "TRF1"})
POPULATION_YEARS = range(2008, 2027)
POPULATION_ORIGINS = 8
JUIZADO = "Procedimento do Juizado Especial Cível"
_SEQUENCES = 9_000_000  # CNJ sequences used; 7919 is prime to it, so positions never collide


def _unit(*parts: object) -> float:
    """A number in [0, 1) fixed by ``parts``."""
    digest = hashlib.blake2b("|".join(map(str, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64


def _int(*parts: object) -> int:
    return int(_unit(*parts) * 2**53)


@functools.cache
def court_of(alias: str) -> cnj.Court | None:
    """The court of a DataJud index alias (``tjsp``, ``trf1``, ``tre-sp``...), if any."""
    wanted = f"api_publica_{alias.lower()}"
    return next((c for c in cnj.courts() if c.datajud_alias == wanted), None)


def population_number(seed: int, court: cnj.Court, position: int) -> str:
    """The CNJ number of the lawsuit at ``position`` of a court's population."""
    mix = _int(seed, "datajud-population", court.acronym, position)
    year = POPULATION_YEARS[mix % len(POPULATION_YEARS)]
    origin = 1 + (mix >> 8) % POPULATION_ORIGINS
    sequence = (position * 7919 + seed * 104_729) % _SEQUENCES + 1
    return cnj.build(sequence, year, court.justice, court.tribunal, origin)


def iso_ms(moment: datetime) -> str:
    """ISO 8601 UTC with milliseconds and ``Z``."""
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def unit_code(court: str, city: str, staff: str) -> int:
    """The code of a court unit (órgão julgador), fixed by its court, city and name."""
    return 1_000 + _int("unit", court, city, staff) % 99_000


def orgao(court: cnj.Court, city: str, staff: str) -> dict[str, Any]:
    """A record's ``orgaoJulgador``: IBGE municipality, code and name in capitals."""
    return {
        "codigoMunicipioIBGE": tpu.IBGE.get(city),
        "codigo": unit_code(court.acronym, city, staff),
        "nome": f"{staff} - {city}".upper(),
    }


@dataclass(frozen=True)
class Record:
    """One degree of one lawsuit as DataJud indexes it at ``as_of`` (a publication instant).

    ``doc`` is its position in the index (what ``_doc`` sorts by).
    """

    seed: int
    outline: story.Outline
    degree: int
    as_of: datetime
    doc: int

    @cached_property
    def digits(self) -> str:
        """The CNJ number's 20 digits."""
        return self.outline.cnj.digits

    @property
    def court(self) -> cnj.Court:
        """The lawsuit's court."""
        return self.outline.cnj.court_info

    @property
    def first(self) -> bool:
        """Whether this is the lawsuit's first instance (known without telling the story)."""
        return self.degree == self.outline.degrees[0]

    @cached_property
    def lawsuit(self) -> story.Lawsuit:
        """The whole story (milliseconds to tell)."""
        return story.lawsuit(self.seed, self.outline.cnj.formatted)

    @property
    def instance(self) -> story.Instance:
        """This degree of the story (telling it whole)."""
        return next(i for i in self.lawsuit.instances if i.degree == self.degree)

    @cached_property
    def names(self) -> tuple[str, str, datetime]:
        """Class, bench and filing instant of this degree (without telling the steps)."""
        if self.first:
            found = story.first_names(self.seed, self.outline)
            return found.klass, found.staff, self.outline.start
        appeal = story.appeal_names(self.seed, self.outline)
        if appeal is None:  # only a first degree and an appeal are indexed by degree
            raise ValueError(f"{self.outline.cnj} has no degree {self.degree}")
        return appeal[0].klass, appeal[0].staff, appeal[1]

    @property
    def grau(self) -> str:
        """``G1``/``G2``, ``JE``/``TR`` for juizado cases, ``SUP`` for superior courts."""
        juizado = self.outline.kind.klass == JUIZADO
        return {1: "JE" if juizado else "G1", 2: "TR" if juizado else "G2"}.get(self.degree, "SUP")

    @cached_property
    def indexed_at(self) -> datetime:
        """The record's last refresh at or before ``as_of`` (its ``@timestamp``)."""
        key = (self.seed, self.digits, self.degree)
        period = 1 + _int("period", *key) % 45
        phase = _unit("phase", *key) * period
        elapsed = (self.as_of - REFRESH_EPOCH) / timedelta(days=1) - phase
        cycles = elapsed // period
        return REFRESH_EPOCH + timedelta(days=phase + cycles * period)

    @cached_property
    def updated_at(self) -> datetime:
        """The court's last update the refresh saw (``dataHoraUltimaAtualizacao``)."""
        hours = 1 + 30 * _unit("update", self.seed, self.digits, self.degree)
        return self.indexed_at - timedelta(hours=hours)

    @property
    def exists(self) -> bool:
        """Whether DataJud holds this record at ``as_of``."""
        found = self.outline
        if not found.exists or found.sealed or self.degree not in found.degrees:
            return False
        filed = found.start if self.first else self.names[2]
        return filed <= self.updated_at

    @property
    def physical(self) -> bool:
        """A physical record: a first degree filed before 2014, half of them."""
        found = self.outline
        old = self.degree == 1 and found.start.year < PHYSICAL_BEFORE
        return old and _unit("physical", self.seed, found.cnj.digits) < PHYSICAL_SHARE

    @property
    def bare(self) -> bool:
        """A physical record without ``movimentos`` (half of them)."""
        mark = _unit("bare", self.seed, self.digits)
        return self.physical and mark < BARE_PHYSICAL_SHARE

    @property
    def unit(self) -> dict[str, Any]:
        """The record's ``orgaoJulgador``; a higher degree sits in the state's first city."""
        staff = self.names[1]
        city = self.outline.city
        if self.degree != 1:
            city = voc.CITIES.get(self.court.state or "", (city,))[0]
        return orgao(self.court, city, staff)

    @property
    def id(self) -> str:
        """``TJSP_G1_<cnj>``, or ``TJDFT_<class>_G1_<unit>_<cnj>`` for the courts that name them."""
        tribunal, digits = self.court.acronym, self.digits
        if tribunal in LONG_IDS:
            klass = tpu.CLASSES[self.names[0]]
            return f"{tribunal}_{klass}_{self.grau}_{self.unit['codigo']}_{digits}"
        return f"{tribunal}_{self.grau}_{digits}"

    def _filed(self) -> str:
        """``dataAjuizamento``: compact ``YYYYMMDDhhmmss`` or ISO, as the court writes it."""
        start = self.names[2]
        compact = _unit("compact", self.seed, self.digits) < COMPACT_SHARE
        if self.court.acronym in COMPACT_DATES and compact:
            return start.strftime("%Y%m%d%H%M%S")
        return iso_ms(start)

    def _timestamp(self) -> str:
        """``@timestamp`` with nanoseconds."""
        nanos = _int("nanos", self.seed, self.digits, self.degree) % 10**9
        return f"{self.indexed_at:%Y-%m-%dT%H:%M:%S}.{nanos:09d}Z"

    def millis(self, root: str) -> int:
        """A date field (``@timestamp``, ``dataHoraUltimaAtualizacao``, ``dataAjuizamento``)
        in epoch milliseconds, as Elasticsearch sorts it."""
        if root == "@timestamp":
            found = self.indexed_at
        elif root == "dataHoraUltimaAtualizacao":
            found = self.updated_at
        else:
            found = self.outline.start if self.first else self.names[2]
        return int(found.timestamp() * 1000)

    def field(self, root: str) -> Any:
        """One top-level field of ``_source`` (``movimentos`` excepted), told lazily: a first
        degree's fields and every record's number, court, degree, subjects, system and dates
        of refresh need only the lawsuit's first draws; an appeal's class, bench and filing
        need its first degree planned (not told)."""
        return getattr(self, "_" + _ROOTS[root])()

    def head(self) -> dict[str, Any]:
        """The ``_source`` without ``movimentos``, keys in the real answers' order."""
        return {root: self.field(root) for root in _ROOTS}

    def _number(self) -> str:
        return self.digits

    def _klass(self) -> dict[str, Any]:
        klass = self.names[0]
        return {"codigo": tpu.CLASSES[klass], "nome": klass}

    def _system(self) -> dict[str, Any]:
        code, name = tpu.SYSTEMS.get(self.outline.platform, tpu.OTHER_SYSTEM)
        if self.physical:
            code, name = tpu.INVALID_SYSTEM
        return {"codigo": code, "nome": name}

    def _format(self) -> dict[str, Any]:
        code, name = tpu.PHYSICAL if self.physical else tpu.ELECTRONIC
        return {"codigo": code, "nome": name}

    def _tribunal(self) -> str:
        return self.court.acronym

    def _updated(self) -> str:
        return iso_ms(self.updated_at)

    def _grau(self) -> str:
        return self.grau

    def _id(self) -> str:
        return self.id

    def _secrecy(self) -> int:
        return 0

    def _orgao(self) -> dict[str, Any]:
        return self.unit

    def _subjects(self) -> list[Any]:
        subject = {"codigo": tpu.SUBJECTS[self.outline.subject], "nome": self.outline.subject}
        return [[subject]] if self.court.acronym in NESTED_SUBJECTS else [subject]

    def registrations(self) -> list[tuple[story.Step, datetime]] | None:
        """The steps this degree's movements record, each with its registration (``dataHora``),
        in order of registration: the TPU-coded steps registered by the court's last update
        (None for a bare record). A movement is registered at its step's instant, or
        (:data:`LAG_SHARE` of them) 1-5 days and up to an hour after it, never before."""
        if self.bare:
            return None
        found = []
        for step in self.instance.steps:
            key = (self.seed, self.digits, step.degree, step.index)
            if not step.code or _unit("missing", *key) < MISSING_MOVEMENT:
                continue
            at = step.at
            if _unit("lag", *key) < LAG_SHARE:
                at += timedelta(days=1 + int(5 * _unit("days", *key)), seconds=_int(*key) % 3600)
            if at <= self.updated_at:
                found.append((step, at))
        found.sort(key=lambda pair: pair[1])
        return found

    def movements(self) -> list[dict[str, Any]] | None:
        """The ``movimentos`` of :meth:`registrations` (None for a bare record)."""
        registered = self.registrations()
        if registered is None:
            return None
        per_movement = self.outline.platform == "esaj"
        unit = {"codigo": str(self.unit["codigo"]), "nome": self.instance.staff.upper()}
        out = []
        for step, at in registered:
            item: dict[str, Any] = {}
            complements = tpu.COMPLEMENTS.get(step.act, ())
            if complements:
                item["complementosTabelados"] = [
                    {"codigo": c, "valor": v, "nome": n, "descricao": d}
                    for c, v, n, d in complements
                ]
            item |= {"codigo": step.code, "nome": tpu.MOVEMENTS[step.code], "dataHora": iso_ms(at)}
            if per_movement:
                item["orgaoJulgador"] = dict(unit)
            out.append(item)
        return out

    def source(self, movements: bool = True) -> dict[str, Any]:
        """The whole ``_source`` (``movimentos`` told only when asked for and present), after
        ``dataAjuizamento`` as in the real answers."""
        out: dict[str, Any] = {}
        for root in _ROOTS:
            out[root] = self.field(root)
            if root == "dataAjuizamento" and movements and (moves := self.movements()) is not None:
                out["movimentos"] = moves
        return out


#: ``_source``'s top-level fields (but ``movimentos``), in the real answers' order, and the
#: method telling each.
_ROOTS = {
    "numeroProcesso": "number",
    "classe": "klass",
    "sistema": "system",
    "formato": "format",
    "tribunal": "tribunal",
    "dataHoraUltimaAtualizacao": "updated",
    "grau": "grau",
    "@timestamp": "timestamp",
    "dataAjuizamento": "filed",
    "id": "id",
    "nivelSigilo": "secrecy",
    "orgaoJulgador": "orgao",
    "assuntos": "subjects",
}
#: Fields that need the appeal planned (~0.3 ms) unless the record is the first degree.
STORY_ROOTS = frozenset({"classe", "orgaoJulgador", "dataAjuizamento", "id"})


def candidates(seed: int, number: str, as_of: datetime, position: int) -> list[Record]:
    """The records a CNJ number may have (one per degree; check :attr:`Record.exists`)."""
    found = story.outline(seed, number)
    return [Record(seed, found, d, as_of, position * 4 + d) for d in found.degrees]
