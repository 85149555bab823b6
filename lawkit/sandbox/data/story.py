"""The story of one lawsuit: parties, instances and steps, generated from (seed, CNJ).

A lawsuit is generated on demand from ``random.Random`` seeded with the sandbox seed and the CNJ
digits (never the global RNG); nothing is stored beyond an LRU cache. The capture, monitoring and
demand APIs all render the same :class:`Lawsuit`, so one CNJ shows the same parties, value and
steps through every API.

Shapes, after the volumes measured on public court data and real provider payloads (median
50-90 steps per lawsuit, long tail to ~2,000, short step texts, 1-5 % long decision texts):

* court, branch and state from the CNJ; an origin code ``0000`` on a two-degree court is a case
  that began in the second degree; about 30 % of first-degree cases are appealed (degree 2), the
  second degree beginning when the first sends the records up and the first resuming when they
  come back; superior courts and councils judge in a single degree, numbered 3;
* judgments and appeals end with the outcome shares of :mod:`~lawkit.sandbox.data.outcomes`
  (calibrated on national DataJud counts, varying by court and class; some appeals annul the
  judgment and the first degree judges again), each worded with its TPU code in the demand
  movements and with a dispositive in its court's style in the texts
  (:mod:`~lawkit.sandbox.data.dispositive`); :attr:`Step.outcome` says what each decides;
* each history follows the procedure of :mod:`~lawkit.sandbox.data.procedure` (distribution,
  citation, defence, instruction, judgment, publication, appeal or res judicata, archiving),
  every step an act of ``vocabulary.ACTS`` with its event class and TPU code, worded as the
  lawsuit's court system writes it (e-SAJ, PJe, PJe-JT, eproc, Projudi, STF, STJ, TST); the days
  from filing to the first judgment are calibrated per branch on CNJ's published figures;
* steps per degree log-normal (median 65 first-degree, 25 on appeal, 40 for cases that began in
  the second degree, 30 in a superior court; capped at 2,000), correlated with the days the case
  takes; about 3 % of steps are a judge's act (judgment, decision, order) carrying its whole
  1-20 KB text in ``title`` (as the real provider does), whose ruling matches the act; about 6 %
  have an attached PDF (the first step of a first degree always: the initial petition);
* 90 % of instances run to their end (an archiving or baixa); the others stop part-way, as
  cases still running do; steps dated after the simulated clock are not visible yet: that is how
  new steps arrive as the sandbox clock advances;
* 5 % of CNJs name no lawsuit (``exists`` false), nor does one with a year outside 1900-2100;
  3 % are sealed.
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import NamedTuple

from lawkit import cnj
from lawkit.sandbox.data import coverage, dispositive, outcomes, procedure
from lawkit.sandbox.data import vocabulary as voc

MISSING_SHARE = 0.05
SEALED_SHARE = 0.03
APPEAL_SHARE = 0.30
FINISHED_SHARE = 0.90
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
    """One step of a degree: an act of ``vocabulary.ACTS`` as the court wrote it.

    ``text_seed`` is set for a judge's act whose whole text (built on demand) goes in the title.
    """

    degree: int
    index: int
    at: datetime
    act: str
    title: str
    description: str
    text_seed: int | None
    file_kind: str | None

    @property
    def event(self) -> str:
        """The event class the step records (``EVENTS.md``)."""
        return voc.ACTS[self.act].event

    @property
    def code(self) -> int:
        """The act's TPU movement code (0 when it has none)."""
        return voc.ACTS[self.act].code

    @property
    def outcome(self) -> str:
        """What the step's judgment decides (``OUTCOMES.md``; ``""`` when it judges nothing)."""
        return voc.ACTS[self.act].outcome


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
    """The whole story of one CNJ number under one seed (``kind``: the kind it was drawn as)."""

    cnj: str
    court: cnj.Court
    kind: voc.Kind
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


def _draw(rng: random.Random, days: float, count: float, sigma: float) -> tuple[float, int]:
    """Days to judgment (log-normal, median ``days``) and a step count (log-normal, median
    ``count``) that grows with them (``procedure.COUNT_CORRELATION``)."""
    z = rng.gauss(0.0, 1.0)
    rho = procedure.COUNT_CORRELATION
    mixed = rho * z + math.sqrt(1 - rho * rho) * rng.gauss(0.0, 1.0)
    drawn = min(procedure.lognormal(rng, days, procedure.SPREAD, z), procedure.LONGEST)
    return drawn, max(1, min(STEP_CAP, round(procedure.lognormal(rng, count, sigma, mixed))))


def _on_day(midnight: datetime, day: float) -> datetime:
    """A time ``day`` days after the ``midnight`` a plan starts on, in court hours (11:00-20:59
    UTC, Brasília's working day): the day's fraction places it within them."""
    return midnight + timedelta(days=int(day), minutes=660 + int(day % 1 * 600))


def _midnight(start: datetime) -> datetime:
    return start.replace(hour=0, minute=0, second=0, microsecond=0)


def _rite(kind: voc.Kind, branch: str) -> voc.Rite:
    """How a first degree of this kind runs (``vocabulary.RITES``)."""
    if kind.area == "Criminal":
        return voc.RITES["criminal"]
    if branch == "labor":
        return voc.RITES["labor"]
    return voc.RITES[next((r for word, r in voc.RITE_BY_CLASS if word in kind.klass), "civil")]


def _steps(
    rng: random.Random, plan: procedure.Plan, start: datetime, names: procedure.Names
) -> tuple[Step, ...]:
    """The plan's acts as steps: times in court hours, words, whole texts, files."""
    steps: list[Step] = []
    teor = ""
    midnight = _midnight(start)
    planned = plan.ordered()
    acts = [name for _, name in planned]
    times = [start]
    for day, _ in planned[1:]:
        at = _on_day(midnight, day)
        times.append(max(at, times[-1] + timedelta(minutes=1 + int(rng.random() * 20))))
    for i, (name, at) in enumerate(zip(acts, times, strict=True)):
        act = voc.ACTS[name]
        later = _held(acts, times, i, act.until) if act.until else None
        moment = procedure.Moment(at, i + 1, teor, later)
        title, text = procedure.render(rng, name, plan.style, moment, names)
        text_seed = None
        if i and rng.random() < procedure.LONG_TEXT.get(act.event, 0.0):
            text_seed, text = rng.getrandbits(32), ""
        if plan.style == "stj" and act.code:
            title = f"{title} ({act.code})"  # as the STJ writes its steps, whole texts too
        file_kind = None
        if i == 0 and names.degree == 1:
            file_kind = "inicial"
        elif act.file and rng.random() < procedure.FILE_SHARE:
            file_kind = act.file if act.event != "judgment" or names.degree == 1 else "acordao"
        steps.append(Step(names.degree, i + 1, at, name, title, text, text_seed, file_kind))
        teor = text or dispositive.ruling(name, names, i + 1) or voc.RULINGS.get(act.event, "")
    return tuple(steps)


def _held(acts: list[str], times: list[datetime], i: int, until: str) -> datetime | None:
    """When the act or event ``until`` next happens after step ``i`` (a hearing scheduled by
    step ``i``, the session of an agenda), if it does."""
    for name, at in zip(acts[i + 1 :], times[i + 1 :], strict=True):
        if until in (name, voc.ACTS[name].event):
            return at
    return None


def _origin_place(rng: random.Random, court: cnj.Court, origin: int) -> tuple[str, str]:
    """City and UF the case comes from (a national court hears cases from every state)."""
    uf = court.state or (court.states[origin % len(court.states)] if court.states else None)
    uf = uf or rng.choice(sorted(voc.CITIES))
    cities = voc.CITIES[uf]
    return cities[origin % len(cities)], uf


@dataclass(frozen=True, slots=True)
class Outline:
    """What a lawsuit's first draws fix, known without telling its history (cheap: a few draws).

    :func:`lawsuit` is drawn from the same generator after these, so an outline always agrees
    with the whole story: same kind, place, degrees, filing instant, platform and subject.
    """

    cnj: cnj.CNJ
    branch: str
    kind: voc.Kind
    city: str
    uf: str
    degrees: tuple[int, ...]
    start: datetime
    value: str
    other_number: str
    exists: bool
    sealed: bool
    platform: str
    subject: str
    origin: str


def _outline(seed: int, parsed: cnj.CNJ) -> tuple[Outline, random.Random]:
    """The outline and the generator the rest of the lawsuit (its parties) is drawn from."""
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
    median = kind.value_median
    value = f"{median * math.exp(rng.gauss(0, 1.0)):.2f}" if median else "0.00"
    other = ""
    if parsed.year < 2010:
        serial = rng.randint(1, 999_999)
        other = f"{rng.randint(1, 999):03d}.{parsed.year % 100:02d}.{serial:06d}-{serial % 10}"
    exists = rng.random() >= MISSING_SHARE and parsed.year in YEARS
    sealed = rng.random() < SEALED_SHARE
    platform = rng.choice(coverage.platforms_of(court))
    subject = rng.choice(kind.subjects)
    origin = _origin_label(rng, branch, city, uf)
    found = Outline(
        parsed,
        branch,
        kind,
        city,
        uf,
        degrees,
        start,
        value,
        other,
        exists,
        sealed,
        platform,
        subject,
        origin,
    )
    return found, rng


def outline(seed: int, number: str) -> Outline:
    """The outline of a CNJ number's lawsuit under a seed (see :class:`Outline`).

    Raises:
        InvalidCNJ: the number is not a valid CNJ.
    """
    return _outline(seed, cnj.parse(number))[0]


def first_names(seed: int, found: Outline) -> procedure.Names:
    """Class, bench and judge of the lawsuit's first instance, without telling its history.

    They are the history's first draws, so they equal ``lawsuit(...).instances[0]``'s; the
    party names in them are empty (parties are not drawn).
    """
    return _story(seed, found, "", "")._names(found.degrees[0], 0)


def appeal_names(seed: int, found: Outline) -> tuple[procedure.Names, datetime] | None:
    """Class, bench and judge of the lawsuit's appeal and when it begins, if it has one: the
    first degree is planned but its steps are not told (a fraction of :func:`lawsuit`'s cost)."""
    if found.degrees[0] != 1 or len(found.degrees) < 2:
        return None
    return _story(seed, found, "", "").appeal(found.degrees, found.start)


def _story(seed: int, found: Outline, active: str, passive: str) -> _Story:
    """What the instances of a lawsuit are told from (its own generator: the rest keeps its
    draws)."""
    court = found.cnj.court_info
    return _Story(
        seeded(seed, "history", found.cnj.digits),
        found.branch,
        found.kind,
        found.city,
        _style(court, found.platform),
        active,
        passive,
        found.origin,
        court.acronym,
    )


@functools.lru_cache(maxsize=256)
def lawsuit(seed: int, number: str) -> Lawsuit:
    """The lawsuit of a CNJ number under a seed (a valid CNJ of a court of the table).

    Raises:
        InvalidCNJ: the number is not a valid CNJ.
    """
    found, rng = _outline(seed, cnj.parse(number))
    parties = _parties(rng, found.branch, found.kind, found.city, found.uf)
    active = next(p.name for p in parties if p.pole == "active")
    passive = next(p.name for p in parties if p.pole == "passive")
    return Lawsuit(
        cnj=found.cnj.formatted,
        court=found.cnj.court_info,
        kind=found.kind,
        exists=found.exists,
        sealed=found.sealed,
        home_platform=found.platform,
        subject=found.subject,
        area=found.kind.area,
        city=found.city,
        uf=found.uf,
        origin=found.origin,
        value=found.value,
        other_number=found.other_number,
        parties=parties,
        instances=_story(seed, found, active, passive).instances(found.degrees, found.start),
    )


def _style(court: cnj.Court, platform: str) -> str:
    """The wording style of a court's steps (``vocabulary.STYLES``)."""
    own = {"STF": "stf", "STJ": "stj", "TST": "tst"}.get(court.acronym)
    return own or (platform if platform in voc.STYLES else "*")


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


class _FirstPlan(NamedTuple):
    """A first degree as planned up to its judgment (see ``_Story._first``)."""

    names: procedure.Names
    rite: voc.Rite
    judgments: tuple[tuple[str, float], ...]
    count: int
    plan: procedure.Plan
    judgment: str
    finished: bool
    appeal_at: datetime | None


@dataclass(frozen=True, slots=True)
class _Story:
    """What a lawsuit's instances are told from: its kind, place, words and parties."""

    rng: random.Random
    branch: str
    kind: voc.Kind
    city: str
    style: str
    active: str
    passive: str
    origin: str
    court: str

    def instances(self, degrees: tuple[int, ...], start: datetime) -> tuple[Instance, ...]:
        """The instances of ``degrees`` from ``start``: a first degree, its appeal when it has
        one (begun when the records are sent up; the first degree resumes when they return), a
        case begun in the second degree or in a superior court."""
        rng = self.rng
        if degrees[0] != 1:
            return (self._higher(degrees[0], 0, start),)
        first = self._first(degrees, start)
        names, rite, judgments, count, plan, judgment, finished, appeal_at = first
        since = 0.3 * plan.day
        appeal: tuple[Instance, ...] = ()
        if appeal_at is not None:
            second = self._higher(2, 1, appeal_at)
            appeal = (second,)
            returned = second.steps[-1].event == "archived"
            if returned:
                since = (second.end_at - start) / timedelta(days=1) + 3 + rng.random() * 40
                annulled = any(s.act == "appeal_annulled" for s in second.steps)
                procedure.resume(plan, rite, since, judgment, judgments if annulled else ())
            finished = finished or not returned  # a case waiting for its appeal runs on
        plan.fill(count)
        if not finished:
            plan.cut(since)
        return (self._instance(plan, names, start), *appeal)

    def _first(self, degrees: tuple[int, ...], start: datetime) -> _FirstPlan:
        """A first degree's names and plan up to its judgment, and when its appeal begins."""
        rng = self.rng
        names = self._names(1, 0)
        rite = _rite(self.kind, self.branch)
        judgments = outcomes.first_judgments(rite, self.court, self.kind)
        days, count = _draw(rng, procedure.JUDGMENT_DAYS[self.branch], 65, 0.9)
        plan = procedure.Plan(rng, self.style)
        sent, judgment = procedure.first_degree(
            plan, rite, judgments, days, appeal=len(degrees) > 1
        )
        finished = rng.random() < FINISHED_SHARE
        appeal_at = None
        if sent is not None:
            appeal_at = _on_day(_midnight(start), sent + 5 + rng.random() * 55)
        return _FirstPlan(names, rite, judgments, count, plan, judgment, finished, appeal_at)

    def appeal(self, degrees: tuple[int, ...], start: datetime) -> tuple[procedure.Names, datetime]:
        """The appeal's class, bench and judge and when it begins, without telling the steps
        (what :meth:`instances` draws first for it); the lawsuit must have an appeal."""
        appeal_at = self._first(degrees, start).appeal_at
        if appeal_at is None:
            raise ValueError("this lawsuit has no appeal")
        return self._names(2, 1), appeal_at

    def _higher(self, degree: int, order: int, start: datetime) -> Instance:
        """A second-degree instance (an appeal when ``order`` > 0) or a superior court's."""
        rng = self.rng
        names = self._names(degree, order)
        if degree == 3:
            days, count = _draw(rng, procedure.SUPERIOR_DAYS, 30, 0.8)
        else:
            median = procedure.APPEAL_DAYS.get(self.branch, procedure.APPEAL_DAYS["state"])
            days, count = _draw(rng, median, 25 if order else 40, 0.7)
        judgments = next(
            (j for w, j in voc.ORIGINAL_JUDGMENTS.items() if w in names.klass),
            None,
        ) or outcomes.appeal_judgments(self.court, self.kind, annuls=order > 0)
        plan = procedure.Plan(rng, self.style)
        procedure.higher_degree(plan, judgments, days, appeal=order > 0, special=degree == 2)
        plan.fill(count)
        if rng.random() >= FINISHED_SHARE:
            plan.cut(0.3 * plan.day)
        return self._instance(plan, names, start)

    def _instance(self, plan: procedure.Plan, names: procedure.Names, start: datetime) -> Instance:
        steps = _steps(self.rng, plan, start, names)
        return Instance(
            names.degree,
            names.klass,
            names.active_role,
            names.passive_role,
            names.staff,
            names.judge,
            start,
            steps[-1].at,
            steps,
        )

    def _names(self, degree: int, order: int) -> procedure.Names:
        """Class, roles, bench and judge of an instance (an appeal when ``order`` > 0)."""
        rng, branch, kind = self.rng, self.branch, self.kind
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
            judge = "Des. " + _person(rng)
        elif degree == 3:
            staff = rng.choice(voc.SECOND_DEGREE_STAFF[branch]).format(n=rng.randint(1, 6))
            judge = "Min. " + _person(rng)
        else:
            staff = rng.choice(voc.STAFF.get(kind.area, ("Vara Única",))).format(
                n=rng.randint(1, 12)
            )
            if branch == "labor":
                staff = f"{rng.randint(1, 90)}ª Vara do Trabalho de {self.city}"
            elif branch.startswith("military"):
                staff = rng.choice(voc.MILITARY_STAFF).format(n=rng.randint(1, 4))
            judge = _person(rng)
        return procedure.Names(
            judge,
            staff,
            klass,
            self.active,
            self.passive,
            active_role,
            passive_role,
            self.origin,
            self.court,
            degree,
        )


def _instance_names(lawsuit: Lawsuit, instance: Instance) -> procedure.Names:
    """The names an instance's steps were worded with."""
    return procedure.Names(
        instance.judge,
        instance.staff,
        instance.klass,
        next(p.name for p in lawsuit.parties if p.pole == "active"),
        next(p.name for p in lawsuit.parties if p.pole == "passive"),
        instance.active_role,
        instance.passive_role,
        lawsuit.origin,
        lawsuit.court.acronym,
        instance.degree,
    )


def decision_text(lawsuit: Lawsuit, step: Step) -> str:
    """The whole 1-20 KB text of a judge's act that carries one (``""`` for other steps).

    A head (SENTENÇA, ACÓRDÃO, DECISÃO, DESPACHO), an opening, neutral sentences of report and
    reasoning (for a judgment with an outcome, in :data:`dispositive.PRECEDENT_SHARE` of texts,
    a precedent quoted among them whose result is another), the act's ruling (what the
    judgment, decision or order decides: a judgment's dispositive in its court's style,
    :func:`dispositive.ruling`), the closing.
    """
    if step.text_seed is None:
        return ""
    rng = random.Random(step.text_seed)
    target = int(math.exp(rng.uniform(math.log(1_000), math.log(20_000))))
    instance = next(i for i in lawsuit.instances if i.degree == step.degree)
    names = _instance_names(lawsuit, instance)
    heads = voc.TEXT_HEADS if step.degree == 1 else voc.APPEAL_TEXT_HEADS
    act = voc.ACTS[step.act]
    ruling = dispositive.ruling(step.act, names, step.index) or voc.RULINGS[act.event]
    moment = procedure.Moment(step.at, step.index)
    parts = [
        f"{heads[act.event]} - Processo nº {lawsuit.cnj}",
        procedure.fill(rng.choice(voc.DECISION_OPENINGS), rng, moment, names),
    ]
    size = sum(len(p) for p in parts) + len(ruling) + 100
    while size < target:
        sentence = rng.choice(voc.DECISION_SENTENCES)
        parts.append(sentence)
        size += len(sentence) + 1
    if act.outcome and rng.random() < dispositive.PRECEDENT_SHARE:
        parts.insert(2 + (len(parts) - 2) // 2, dispositive.precedent(rng, act.outcome))
    parts += [
        procedure.fill(ruling, rng, moment, names),
        rng.choice(voc.DECISION_CLOSINGS),
        f"{lawsuit.city}, {step.at:%d/%m/%Y}. {instance.judge}",
    ]
    return " ".join(parts)


def step_title(lawsuit: Lawsuit, step: Step) -> str:
    """The step's title; for a judge's act that carries its whole text, the act's name and the
    text (as the provider gives e-SAJ decisions)."""
    if step.text_seed is None:
        return step.title
    return f"{step.title} {decision_text(lawsuit, step)}"


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
