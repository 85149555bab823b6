"""The story of one lawsuit: parties, instances and steps, generated from (seed, CNJ).

A lawsuit is generated on demand from ``random.Random`` seeded with the sandbox seed and the CNJ
digits (never the global RNG); nothing is stored beyond an LRU cache. The capture, monitoring and
demand APIs all render the same :class:`Lawsuit`, so one CNJ shows the same parties, value and
steps through every API.

Shapes, after the volumes measured on public court data and real provider payloads (median
50-90 steps per lawsuit, long tail to ~2,000, short step texts, 1-5 % long decision texts):

* court, branch and state from the CNJ; an origin code ``0000`` on a two-degree court is a case
  that began in the second degree; about 30 % of first-degree cases reach an appeal (degree 2),
  which starts after three quarters of the first-degree steps; superior courts and councils
  judge in a single degree, numbered 3;
* steps per degree log-normal (median 65 first-degree, 25 on appeal, 40 for cases that began in
  the second degree, capped at 2,000), spread from the filing date to the end of the case in
  bursts of 1-4 steps a day (as courts log them); about 3 % of steps carry a 1-20 KB decision
  text in ``title`` (as the real provider does); about 6 % have an attached PDF (the first step
  of a first degree always: the initial petition);
* 90 % of instances end with an archiving step; steps dated after the simulated clock are not
  visible yet: that is how new steps arrive as the sandbox clock advances;
* 5 % of CNJs name no lawsuit (``exists`` false), nor does one with a year outside 1900-2100;
  3 % are sealed.
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from lawkit import cnj
from lawkit.sandbox.data import coverage
from lawkit.sandbox.data import vocabulary as voc

MISSING_SHARE = 0.05
SEALED_SHARE = 0.03
APPEAL_SHARE = 0.30
LONG_TEXT_SHARE = 0.03
FILE_SHARE = 0.06
STEP_CAP = 2000
#: Filing years a lawsuit can have; a CNJ with another year names no lawsuit.
YEARS = range(1900, 2101)


@dataclass(frozen=True, slots=True)
class Lawyer:
    """A lawyer of a party: synthetic name, OAB number and its state, CPF."""

    name: str
    oab: str
    uf: str
    cpf: str


@dataclass(frozen=True, slots=True)
class Party:
    """A party: pole (``active``/``passive``), role, name, CPF/CNPJ (or ``""``), lawyers."""

    pole: str
    role: str
    name: str
    doc: str
    lawyers: tuple[Lawyer, ...]


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a degree; ``text_seed`` is set for a long decision text built on demand."""

    degree: int
    index: int
    at: datetime
    title: str
    description: str
    text_seed: int | None
    file_kind: str | None


@dataclass(frozen=True, slots=True)
class Instance:
    """One degree of the lawsuit: its class, bench, judge and steps in time order."""

    degree: int
    klass: str
    active_role: str
    passive_role: str
    staff: str
    judge: str
    start_at: datetime
    end_at: datetime
    steps: tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class Lawsuit:
    """The whole story of one CNJ number under one seed."""

    cnj: str
    court: cnj.Court
    exists: bool
    sealed: bool
    home_platform: str
    subject: str
    area: str
    city: str
    uf: str
    origin: str
    value: str
    other_number: str
    parties: tuple[Party, ...]
    instances: tuple[Instance, ...]

    @property
    def digits(self) -> str:
        """The CNJ without punctuation."""
        return re.sub(r"\D", "", self.cnj)

    @property
    def start_at(self) -> datetime:
        """Filing date of the first instance."""
        return self.instances[0].start_at

    def shown(self, degree: int | None, as_of: datetime) -> list[Instance]:
        """The instances of a degree (``None`` = every degree) already begun at ``as_of``."""
        return [
            i
            for i in self.instances
            if (degree is None or i.degree == degree) and i.start_at <= as_of
        ]


def seeded(seed: int, *parts: object) -> random.Random:
    """A generator seeded by the sandbox seed and the given parts (never the global RNG)."""
    return random.Random("|".join(str(p) for p in (seed, *parts)))


def iso(at: datetime) -> str:
    """ISO 8601 UTC with milliseconds and ``Z``, as the provider writes timestamps."""
    return at.strftime("%Y-%m-%dT%H:%M:%S.000Z")


def _person(rng: random.Random) -> str:
    first = rng.choice(voc.FIRST_NAMES)
    middle = rng.sample(voc.SURNAMES, 2)
    return f"{first} {middle[0]} {middle[1]}" if rng.random() < 0.7 else f"{first} {middle[1]}"


def _company(rng: random.Random, bank: bool = False) -> str:
    if bank or rng.random() < 0.25:
        return rng.choice(voc.BANKS).format(surname=rng.choice(voc.SURNAMES))
    surname = rng.choice(voc.SURNAMES)
    return f"{surname} {rng.choice(voc.BUSINESS_LINES)} {rng.choice(voc.COMPANY_SUFFIXES)}"


def _check_digit(digits: str, weights: range | list[int]) -> str:
    total = sum(int(d) * w for d, w in zip(digits, weights, strict=True))
    rest = total % 11
    return "0" if rest < 2 else str(11 - rest)


def _cpf(rng: random.Random) -> str:
    base = "".join(str(rng.randrange(10)) for _ in range(9))
    base += _check_digit(base, range(10, 1, -1))
    base += _check_digit(base, range(11, 1, -1))
    return f"{base[:3]}.{base[3:6]}.{base[6:9]}-{base[9:]}"


def _cnpj(rng: random.Random) -> str:
    base = "".join(str(rng.randrange(10)) for _ in range(8)) + "0001"
    base += _check_digit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    base += _check_digit(base, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return f"{base[:2]}.{base[2:5]}.{base[5:8]}/{base[8:12]}-{base[12:]}"


SUPERIOR = ("STF", "STJ", "TST", "TSE", "STM")


def _branch(court: cnj.Court) -> str:
    """The key of the court's kinds in ``vocabulary.KINDS``."""
    if coverage.single_degree(court):
        return court.acronym if court.acronym in SUPERIOR else "council"
    return {4: "federal", 5: "labor", 6: "electoral", 7: "military", 9: "military_state"}.get(
        court.justice, "state"
    )


def _family(branch: str) -> str:
    """The branch, with superior courts and councils as ``superior``."""
    return "superior" if branch in (*SUPERIOR, "council") else branch


def _lawyers(rng: random.Random, uf: str, count: int) -> tuple[Lawyer, ...]:
    return tuple(
        Lawyer(_person(rng), str(rng.randint(10_000, 499_999)), uf, _cpf(rng)) for _ in range(count)
    )


def _pole(
    rng: random.Random, profile: str, pole: str, role: str, branch: str, city: str, uf: str
) -> list[Party]:
    family, state_name = _family(branch), voc.UF_NAMES.get(uf, uf)
    if profile in ("public", "mp"):
        template = (
            rng.choice(voc.PUBLIC[family]) if profile == "public" else voc.PROSECUTORS[family]
        )
        name = template.format(state_name=state_name, city=city, n=rng.randint(1, 400))
        return [Party(pole, role, name, "", _lawyers(rng, uf, rng.randint(0, 1)))]
    parties = []
    count = 1 if profile == "coalition" else rng.choices((1, 2, 3, 4), weights=(60, 25, 10, 5))[0]
    for _ in range(count):
        if profile == "coalition":
            name, doc = f"Coligação {city} {rng.choice(voc.COALITION_WORDS)}", _cnpj(rng)
        else:
            share = {"person": 0.0, "company": 1.0, "bank": 1.0}.get(profile, 0.3)
            company = rng.random() < share
            name = _company(rng, bank=profile == "bank") if company else _person(rng)
            doc = _cnpj(rng) if company else _cpf(rng)
        lawyers = _lawyers(rng, uf, rng.choices((0, 1, 2, 3), weights=(10, 55, 25, 10))[0])
        parties.append(Party(pole, role, name, doc, lawyers))
    return parties


def _parties(
    rng: random.Random, branch: str, kind: voc.Kind, city: str, uf: str
) -> tuple[Party, ...]:
    active = _pole(rng, kind.active, "active", kind.active_role, branch, city, uf)
    passive = _pole(rng, kind.passive, "passive", kind.passive_role, branch, city, uf)
    return (*active, *passive)


def _step_count(rng: random.Random, median: float, sigma: float) -> int:
    return max(1, min(STEP_CAP, round(math.exp(rng.gauss(math.log(median), sigma)))))


_PLACEHOLDERS: dict[str, Callable[[random.Random, datetime], object]] = {
    "date": lambda rng, at: _day_month_year(at),
    "later": lambda rng, at: _day_month_year(at + timedelta(days=10 + int(rng.random() * 80))),
    "hour": lambda rng, at: (
        f"{9 + int(rng.random() * 9):02d}:{'30' if rng.random() < 0.5 else '00'}"
    ),
    "n": lambda rng, at: 1 + int(rng.random() * 999),
    "year": lambda rng, at: at.year,
    "money": lambda rng, at: brl(f"{1_000 + rng.random() * 89_000:.2f}"),
}


def _day_month_year(at: datetime) -> str:
    return f"{at.day:02d}/{at.month:02d}/{at.year}"


def _fill(template: str, rng: random.Random, at: datetime) -> str:
    """The template with the placeholders it uses filled (date, later, hour, n, year, money)."""
    if "{" not in template:
        return template
    used = {
        name: make(rng, at) for name, make in _PLACEHOLDERS.items() if f"{{{name}}}" in template
    }
    return template.format(**used)


def brl(decimal_text: str) -> str:
    """Decimal text as Brazilian money, e.g. ``R$ 1.234,56``."""
    whole, cents = decimal_text.split(".")
    return f"R$ {int(whole):,}".replace(",", ".") + f",{cents}"


def _file_kind(rng: random.Random, title: str, first: bool) -> str:
    if first:
        return "inicial"
    lowered = title.lower()
    for word, kind in (("contesta", "contextacao"), ("petição", "peticao"), ("acórdão", "acordao")):
        if word in lowered:
            return kind
    return rng.choice(("decisao", "sentenca", "peticao"))


_BURSTS = (0.5, 0.75, 0.9)  # cumulative shares of bursts of 1, 2, 3 steps (else 4)


def _times(rng: random.Random, start: datetime, end: datetime, count: int) -> list[datetime]:
    """Step times from ``start`` to ``end``, in bursts of 1-4 steps a day as courts log them.

    Times fall in 11:00-20:59 UTC (court hours in Brazil); uses ``random()`` only, for speed.
    """
    if count == 1:
        return [start]
    midnight = start.replace(hour=0, minute=0, second=0, microsecond=0)
    span = max(1, (end - start).days)
    inner: list[datetime] = []
    while len(inner) < count - 2:
        draw = rng.random()
        burst = (
            1 if draw < _BURSTS[0] else 2 if draw < _BURSTS[1] else 3 if draw < _BURSTS[2] else 4
        )
        minutes = 660 + int(rng.random() * 600)
        day = 1 + int(rng.random() * span)
        for _ in range(min(burst, count - 2 - len(inner))):
            inner.append(midnight + timedelta(days=day, minutes=minutes))
            minutes += 1 + int(rng.random() * 40)
    inner.sort()
    last = max(end.replace(second=0, microsecond=0), *(inner[-1:] or [start]))
    return [start, *inner, last + timedelta(minutes=1)]


def _steps(
    rng: random.Random,
    degree: int,
    start: datetime,
    end: datetime,
    count: int,
    *,
    finished: bool,
    appeal: bool,
    criminal: bool,
) -> tuple[Step, ...]:
    times = _times(rng, start, end, count)
    steps = []
    judged = False
    for i, at in enumerate(times):
        frac = i / max(1, count - 1)
        if i == 0:
            title, text = ("Recebidos os Autos", "") if appeal else voc.EARLY_STEPS[0]
        elif i == count - 1 and finished:
            title, text = rng.choice(voc.FINAL_STEPS)
        elif frac >= 0.7 and not judged:
            judged = True
            judgments = voc.CRIMINAL_JUDGMENTS if criminal else voc.JUDGMENTS
            title, text = rng.choice(judgments if degree == 1 else voc.APPEAL_JUDGMENTS)
        elif degree != 1:
            title, text = rng.choice(voc.APPEAL_STEPS)
        elif frac < 0.15:
            title, text = rng.choice(voc.EARLY_STEPS)
        elif frac < 0.7:
            title, text = rng.choice(voc.MIDDLE_STEPS)
        else:
            title, text = rng.choice(voc.CRIMINAL_LATE_STEPS if criminal else voc.LATE_STEPS)
        text_seed = rng.getrandbits(32) if i and rng.random() < LONG_TEXT_SHARE else None
        if text_seed is not None:
            title, text = "", ""  # the whole decision text goes in the title (step_title)
        file_kind = None
        if (i == 0 and degree == 1) or rng.random() < FILE_SHARE:
            file_kind = _file_kind(rng, title, i == 0 and degree == 1)
        steps.append(Step(degree, i + 1, at, title, _fill(text, rng, at), text_seed, file_kind))
    return tuple(steps)


def _origin_place(rng: random.Random, court: cnj.Court, origin: int) -> tuple[str, str]:
    """City and UF the case comes from (a national court hears cases from every state)."""
    uf = court.state or (court.states[origin % len(court.states)] if court.states else None)
    uf = uf or rng.choice(sorted(voc.CITIES))
    cities = voc.CITIES[uf]
    return cities[origin % len(cities)], uf


@functools.lru_cache(maxsize=256)
def lawsuit(seed: int, number: str) -> Lawsuit:
    """The lawsuit of a CNJ number under a seed (a valid CNJ of a court of the table).

    Raises:
        InvalidCNJ: the number is not a valid CNJ.
    """
    parsed = cnj.parse(number)
    court = parsed.court_info
    rng = seeded(seed, "lawsuit", parsed.digits)
    branch = _branch(court)
    kind = rng.choice(voc.KINDS[branch])
    city, uf = _origin_place(rng, court, parsed.origin)
    degrees = _degrees(rng, court, parsed.origin)
    year = min(max(parsed.year, YEARS[0]), YEARS[-1])  # keeps the timeline within datetime
    start = datetime(year, 1, 1, tzinfo=UTC) + timedelta(
        days=rng.randrange(365), hours=rng.randint(11, 21)
    )
    instances = []
    base_start = start
    for degree in degrees:
        if degree == 2 and instances:
            first = instances[0]
            pivot = first.steps[int(len(first.steps) * 0.75)].at
            base_start = pivot + timedelta(days=rng.randint(15, 120))
        instances.append(_instance(rng, branch, degree, base_start, kind, city, len(instances)))
    median = kind.value_median
    value = f"{median * math.exp(rng.gauss(0, 1.0)):.2f}" if median else "0.00"
    other = ""
    if parsed.year < 2010:
        serial = rng.randint(1, 999_999)
        other = f"{rng.randint(1, 999):03d}.{parsed.year % 100:02d}.{serial:06d}-{serial % 10}"
    platforms = coverage.platforms_of(court)
    return Lawsuit(
        cnj=parsed.formatted,
        court=court,
        exists=rng.random() >= MISSING_SHARE and parsed.year in YEARS,
        sealed=rng.random() < SEALED_SHARE,
        home_platform=rng.choice(platforms),
        subject=rng.choice(kind.subjects),
        area=kind.area,
        city=city,
        uf=uf,
        origin=_origin_label(rng, branch, city, uf),
        value=value,
        other_number=other,
        parties=_parties(rng, branch, kind, city, uf),
        instances=tuple(instances),
    )


def _degrees(rng: random.Random, court: cnj.Court, origin: int) -> tuple[int, ...]:
    if coverage.single_degree(court):
        return (3,)
    if origin == 0 and court.justice != 7:
        return (2,)
    if court.justice == 7:
        return (1,)
    return (1, 2) if rng.random() < APPEAL_SHARE else (1,)


def _origin_label(rng: random.Random, branch: str, city: str, uf: str) -> str:
    """Where the case was filed; for a superior court, the court it came from."""
    return {
        "federal": f"Subseção Judiciária de {city}",
        "labor": f"Fórum Trabalhista de {city}",
        "electoral": f"Zona Eleitoral de {city}",
        "military": f"Auditoria Militar de {city}",
        "military_state": f"Auditoria Militar de {city}",
        "STF": f"TJ{uf}",
        "STJ": f"TJ{uf}",
        "TST": f"TRT{rng.randint(1, 24)}",
        "TSE": f"TRE-{uf}",
        "STM": f"CJM{rng.randint(1, 12)}",
        "council": "Brasília",
    }.get(branch, f"Foro de {city}")


def _instance(
    rng: random.Random,
    branch: str,
    degree: int,
    start: datetime,
    kind: voc.Kind,
    city: str,
    order: int,
) -> Instance:
    klass, active_role, passive_role = kind.klass, kind.active_role, kind.passive_role
    criminal = kind.area == "Criminal"
    if degree == 2:
        group = branch if branch in ("labor", "electoral") else "default"
        group = "criminal" if criminal and group == "default" else group
        if order == 0:
            klass, active_role, passive_role = rng.choice(voc.SECOND_DEGREE_KINDS[group])
        else:
            klass, active_role, passive_role = voc.APPEAL_CLASSES[group]
        benches = "criminal" if criminal and branch == "state" else branch
        number = rng.randint(1, voc.BENCHES.get(benches, 1))
        staff = rng.choice(voc.SECOND_DEGREE_STAFF[benches]).format(n=number)
        count = _step_count(rng, 25 if order else 40, 0.7)
        days = math.exp(rng.gauss(math.log(420), 0.6))
        judge = "Des. " + _person(rng)
    elif degree == 3:
        staff = rng.choice(voc.SECOND_DEGREE_STAFF[branch]).format(n=rng.randint(1, 6))
        count = _step_count(rng, 30, 0.8)
        days = math.exp(rng.gauss(math.log(500), 0.7))
        judge = "Min. " + _person(rng)
    else:
        staff = rng.choice(voc.STAFF.get(kind.area, ("Vara Única",))).format(n=rng.randint(1, 12))
        if branch == "labor":
            staff = f"{rng.randint(1, 90)}ª Vara do Trabalho de {city}"
        elif branch.startswith("military"):
            staff = rng.choice(voc.MILITARY_STAFF).format(n=rng.randint(1, 4))
        count = _step_count(rng, 65, 0.9)
        days = math.exp(rng.gauss(math.log(1300), 0.8))
        judge = _person(rng)
    days = max(days, count / 4, 20)  # a few steps a day at most
    end = start + timedelta(days=min(days, 20 * 365))
    finished = rng.random() < 0.9
    steps = _steps(
        rng,
        degree,
        start,
        end,
        count,
        finished=finished,
        appeal=degree == 2 and order > 0,
        criminal=criminal,
    )
    return Instance(degree, klass, active_role, passive_role, staff, judge, start, end, steps)


def step_title(lawsuit: Lawsuit, step: Step) -> str:
    """The step's title; a long decision text for the few steps that carry one."""
    if step.text_seed is None:
        return step.title
    rng = random.Random(step.text_seed)
    target = int(math.exp(rng.uniform(math.log(1_000), math.log(20_000))))
    instance = next(i for i in lawsuit.instances if i.degree == step.degree)
    active = next(p.name for p in lawsuit.parties if p.pole == "active")
    passive = next(p.name for p in lawsuit.parties if p.pole == "passive")
    head = rng.choice(voc.DECISION_TITLES if step.degree == 1 else voc.APPEAL_DECISION_TITLES)
    parts = [
        f"{head.upper()} - Processo nº {lawsuit.cnj}",
        rng.choice(voc.DECISION_OPENINGS).format(
            klass=instance.klass, active=active, passive=passive
        ),
    ]
    size = sum(len(p) for p in parts)
    while size < target:
        sentence = rng.choice(voc.DECISION_SENTENCES)
        parts.append(sentence)
        size += len(sentence) + 1
    parts.append(f"{lawsuit.city}, {step.at:%d/%m/%Y}. {instance.judge}")
    return " ".join(parts)


_FILE_RE = re.compile(r"^(\d{20})-(\d)-(\d{4})-([a-z]+)-([0-9a-f]{8})\.pdf$")
FILE_LABELS = dict(voc.FILE_KINDS)


def _file_check(stem: str) -> str:
    return hashlib.sha256(stem.encode()).hexdigest()[:8]


def file_name(lawsuit: Lawsuit, step: Step) -> str | None:
    """The name of the PDF attached to a step, or ``None`` when it has none.

    The name is ``<CNJ digits>-<degree>-<step index>-<kind>-<check>.pdf``; the check (a hash
    of the rest) lets :func:`parse_file_name` recognise names the generator made.
    """
    if step.file_kind is None:
        return None
    stem = f"{lawsuit.digits}-{step.degree}-{step.index:04d}-{step.file_kind}"
    return f"{stem}-{_file_check(stem)}.pdf"


def parse_file_name(name: str) -> tuple[str, int, int, str] | None:
    """(CNJ digits, degree, step index, kind) of a generated file name, else ``None``."""
    match = _FILE_RE.match(name)
    if not match:
        return None
    digits, degree, index, kind, check = match.groups()
    if kind not in FILE_LABELS or _file_check(f"{digits}-{degree}-{index}-{kind}") != check:
        return None
    return digits, int(degree), int(index), kind
