"""The procedure a lawsuit's history follows: phases, the acts in them and the days they fall on.

An instance (degree) is told as a sequence of phases, each opened by the milestone acts of
:mod:`~lawkit.sandbox.data.vocabulary` (``ACTS``: event class, TPU code, wording per system) and
filled with everyday episodes (a petition; records sent to the judge, an order and its
announcement in the gazette or by electronic intimation; a deadline run out ...):

* **first degree** (:func:`first_degree`): distribution -> the first order and the citation
  (``opening``) -> citation served -> defence (contestação, the rite's answer) and reply ->
  instruction (petitions, orders, decisions; a hearing scheduled and held in a share of cases)
  -> records sent for judgment -> **judgment** and its publication -> sometimes embargos de
  declaração -> either an appeal (apelação, counter-arguments, records sent up: the second degree
  begins) or res judicata -> sometimes enforcement of the judgment -> archiving. After an appeal
  the first degree resumes (:func:`resume`) when the records come back: comply with the
  acórdão (when it annulled the judgment, judge anew), maybe enforce, archive;
* **second degree and superior courts** (:func:`higher_degree`): records received and
  distributed -> sent to the rapporteur (an injunction decided first in original cases) ->
  included in a session's agenda -> **judgment** (acórdão) and its publication -> sometimes
  embargos, or a special appeal decided by the court's presidency -> res judicata -> baixa.

Which acts a first degree uses is its rite (``vocabulary.RITES``: civil, small claims, criminal,
labour, execution, writ, electoral accounts and registration). Which judgment ends an instance is
drawn from weights the caller gives: for civil and labour cases and for appeals, the calibrated
outcome shares of :mod:`~lawkit.sandbox.data.outcomes`.

Calibration. The days from filing to the first judgment of a first degree are log-normal with
median :data:`JUDGMENT_DAYS` of the branch and spread :data:`SPREAD`, split into the phases
before the judgment by random shares (:data:`PHASE_SHARES`). The medians are the figures CNJ
publishes as the mean time from filing to the first-degree sentence (Justiça em Números 2024,
ano-base 2023, "tempo médio da inicial até a sentença": state courts 2 y 4 m, federal 3 y 2 m,
labour 1 y 6 m, electoral 1 y, military 7 m; superior courts 9 m from filing to judgment; as
reported by ConJur on 28 May 2024,
https://conjur.com.br/2024-mai-28/tempo-medio-para-sentenca-cresce-e-chega-a-dois-anos-e-sete-meses),
at :data:`MONTH` days a month. CNJ publishes one mean per branch and no spread, so the spread is
an assumption; the median is the statistic pinned to the figure (as the issue asks, and as an
analysis of durations reports it, robust to the long tail), and the generated means come out
exp(SPREAD**2 / 2), about 1.2 times, higher. Pinning the means instead would put the medians at
about 0.84 of the figures. The second degree's days to judgment
(:data:`APPEAL_DAYS`) are not calibrated; they lie within the range the same report gives for the
state courts' second degree (2 months at TJMS to 1 y 3 m at TJPA). Step counts are drawn by the
caller and correlate with the days (:data:`COUNT_CORRELATION`): a case that lasts longer logs
more steps.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import NamedTuple

from lawkit import cnj
from lawkit.sandbox.data import vocabulary as voc

#: Months are 365.25 / 12 days.
MONTH = 30.44
#: Median days from filing to the first judgment of a first degree, by branch (see the module).
JUDGMENT_DAYS = {
    "state": 28 * MONTH,
    "federal": 38 * MONTH,
    "labor": 18 * MONTH,
    "electoral": 12 * MONTH,
    "military": 7 * MONTH,
    "military_state": 7 * MONTH,
}
#: Median days from filing to judgment in a superior court or council (9 months).
SUPERIOR_DAYS = 9 * MONTH
#: Median days from the second degree's distribution to its judgment, by branch (not calibrated).
APPEAL_DAYS = {"state": 240, "federal": 420, "labor": 200, "electoral": 90}
#: Standard deviation of the log of days to judgment.
SPREAD = 0.6
#: Correlation of the log step count with the log days to judgment.
COUNT_CORRELATION = 0.5
#: The longest wait for a judgment, in days (15 years).
LONGEST = 15 * 365
#: Shares of the days before the first judgment: citation, defence, instruction, conclusion.
PHASE_SHARES = (0.12, 0.16, 0.57, 0.15)
#: Chance that a judge's act carries its whole text (1-20 KB) in the title, by event class.
LONG_TEXT = {"judgment": 0.6, "decision": 0.25, "order": 0.14}
#: Chance that a step whose act produces a document has it attached as a PDF.
FILE_SHARE = 0.17
#: Shares of judgments met with embargos de declaração, of second-degree judgments met with a
#: special appeal, and of original cases of a higher court whose injunction is decided first.
EMBARGOS_SHARE = 0.15
SPECIAL_APPEAL_SHARE = 0.15
INJUNCTION_SHARE = 0.7
#: Median days of enforcing a judgment (cumprimento de sentença), from its start to its end.
EXECUTION_DAYS = 300
#: Median days from the return of an annulled judgment's records to the new one (not calibrated).
REJUDGMENT_DAYS = 180
#: TPU codes of judgments that may be enforced: procedência (in part), homologação de transação.
ENFORCEABLE = frozenset({219, 221, 466})
#: A fraction of a day between acts logged together (minutes apart).
SAME_DAY = 0.01


def lognormal(rng: random.Random, median: float, sigma: float, z: float | None = None) -> float:
    """A log-normal draw with this median and sigma (``z``: the standard normal draw to use)."""
    return median * math.exp(sigma * (rng.gauss(0.0, 1.0) if z is None else z))


@dataclass(slots=True)
class Plan:
    """The acts of one instance on days since its start: milestones first, then filler.

    ``items`` are (day, sequence, act); ``windows`` are (start, end, pool) spans that filler
    episodes of ``vocabulary.EPISODES[pool]`` fill; ``day`` is where the last milestone ended.
    """

    rng: random.Random
    style: str
    items: list[tuple[float, int, str]] = field(default_factory=list)
    windows: list[tuple[float, float, str]] = field(default_factory=list)
    day: float = 0.0

    def _place(self, day: float, names: tuple[str, ...], end: float) -> float:
        """Acts logged together from ``day``, minutes or a few days apart, before ``end``."""
        rng = self.rng
        for k, name in enumerate(_expand(names, self.style)):
            if k:
                gap = SAME_DAY + rng.random() * SAME_DAY if rng.random() < 0.6 else rng.random() * 3
                day += min(gap, (end - day) / 2)
            self.items.append((day, len(self.items), name))
        return day

    def milestone(self, after: float, names: tuple[str, ...]) -> float:
        """Log ``names`` ``after`` days past the last milestone (minutes after it at least);
        returns the day of the last of them."""
        self.day = self._place(self.day + max(after, SAME_DAY), names, math.inf)
        return self.day

    def at(self, day: float, names: tuple[str, ...]) -> float:
        """Log ``names`` on ``day`` (not before the last milestone)."""
        return self.milestone(day - self.day, names)

    def window(self, start: float, pool: str) -> None:
        """Filler of ``pool`` from ``start`` to the current milestone day."""
        if self.day > start:
            self.windows.append((start, self.day, pool))

    def fill(self, count: int) -> None:
        """Add filler episodes until the plan has ``count`` acts (windows weighted by length)."""
        if not self.windows or len(self.items) >= count:
            return
        rng = self.rng
        cumulative = list(itertools.accumulate(end - start for start, end, _ in self.windows))
        while len(self.items) < count:
            k = bisect.bisect(cumulative, rng.random() * cumulative[-1])
            start, end, pool = self.windows[min(k, len(cumulative) - 1)]
            episodes, weights = _POOLS[pool]
            episode = episodes[bisect.bisect(weights, rng.random() * weights[-1])]
            day = start + rng.random() * (end - start)
            self._place(day, episode, end)
        del self.items[count:]  # the last episode may overrun the count; milestones come first

    def cut(self, since: float) -> None:
        """End the story early (the case is still running): drop the acts after a random day
        past ``since`` and a final archiving."""
        last = max(day for day, _, _ in self.items)
        limit = since + self.rng.random() * (last - since)
        self.items = [item for item in self.items if item[0] <= limit]
        while self.items and voc.ACTS[max(self.items)[2]].event == "archived":
            self.items.remove(max(self.items))

    def ordered(self) -> list[tuple[float, str]]:
        """(day, act) in time order."""
        return [(day, name) for day, _, name in sorted(self.items)]


@functools.cache
def _expand(names: tuple[str, ...], style: str) -> tuple[str, ...]:
    """``names`` with ``+announce`` (``+judgment``) expanded to the style's announcement of a
    judge's act (of a judgment)."""
    out: list[str] = []
    for name in names:
        if name.startswith("+"):
            table = voc.ANNOUNCE_JUDGMENT if name == "+judgment" else voc.ANNOUNCE
            out += table.get(style, table["*"])
        else:
            out.append(name)
    return tuple(out)


#: Filler episodes by pool, with cumulative weights.
_POOLS = {
    pool: (
        [episode for episode, _ in episodes],
        list(itertools.accumulate(weight for _, weight in episodes)),
    )
    for pool, episodes in voc.EPISODES.items()
}


#: Judgment acts with their weights.
Weighted = tuple[tuple[str, float], ...]


def _weighted(rng: random.Random, options: Weighted) -> str:
    return rng.choices([name for name, _ in options], [w for _, w in options])[0]


def _shares(rng: random.Random) -> list[float]:
    raw = [share * math.exp(rng.gauss(0.0, 0.35)) for share in PHASE_SHARES]
    total = sum(raw)
    return [r / total for r in raw]


def first_degree(
    plan: Plan, rite: voc.Rite, judgments: Weighted, days: float, appeal: bool
) -> tuple[float | None, str]:
    """Plan a first degree up to its archiving (no appeal) or to the records sent up.

    Args:
        plan: an empty plan; the distribution is logged on day 0.
        rite: how the case runs.
        judgments: the judgment acts it may end with, weighted
            (:func:`lawkit.sandbox.data.outcomes.first_judgments`).
        days: days from filing to the first judgment.
        appeal: whether the judgment is appealed to the second degree.

    Returns:
        The day the records were sent up (``None`` without an appeal) and the judgment act.
    """
    rng = plan.rng
    citation, defence, instruction, _ = _shares(rng)
    plan.milestone(0.0, ("distribution",))
    plan.milestone(1 + rng.random() * min(20.0, days * citation / 2), rite.opening)
    start = plan.day
    plan.at(days * citation, rite.served)
    plan.at(days * (citation + defence), rite.answer)
    plan.window(start, "early")
    if "answer" in rite.answer:
        plan.milestone(5 + rng.random() * 30, ("reply_notice", "reply"))
    start = plan.day
    end = days * (citation + defence + instruction)
    if rng.random() < rite.instruction_share:
        first, second = rite.instruction
        plan.at(plan.day + (end - plan.day) * (0.2 + 0.4 * rng.random()), first)
        plan.at(plan.day + (end - plan.day) * (0.3 + 0.6 * rng.random()), second)
    plan.at(end, (*rite.closing, "judgment_conclusion"))
    plan.window(start, "instruction")
    judgment, start = _judge(plan, judgments, days, FIRST_EMBARGOS)
    if appeal:
        plan.milestone(10 + rng.random() * 15, ("appeal",))
        if plan.style == "pjejt":
            plan.milestone(5 + rng.random() * 25, ("conclusion", "appeal_received", "+announce"))
        plan.milestone(3 + rng.random() * 12, ("appeal_notice",))
        plan.milestone(15 + rng.random() * 25, ("appeal_reply",))
        sent = plan.milestone(15 + rng.random() * 105, ("appeal_sent",))
        plan.window(start, "after")
        return sent, judgment
    plan.milestone(20 + rng.random() * 40, ("res_judicata", *rite.after.get(judgment, ())))
    plan.window(start, "after")
    _enforce_and_archive(plan, rite, judgment)
    return None, judgment


class Embargos(NamedTuple):
    """Embargos de declaração against a judgment: days until they are filed, the act that takes
    them to the judge and its days, the share rejected and the days until they are decided (each
    span as least days and random extra days)."""

    filed: tuple[float, float]
    review: str
    reviewed: tuple[float, float]
    rejected: float
    decided: tuple[float, float]


#: Against a first-degree judgment (records go to the judge) and an acórdão (to the rapporteur).
FIRST_EMBARGOS = Embargos((3, 5), "conclusion", (10, 50), 0.8, (5, 60))
HIGHER_EMBARGOS = Embargos((3, 7), "rapporteur", (5, 25), 0.85, (20, 100))


def _judge(plan: Plan, judgments: Weighted, days: float, embargos: Embargos) -> tuple[str, float]:
    """Log a judgment on ``days`` and, in :data:`EMBARGOS_SHARE` of cases, embargos against it.

    Returns:
        The judgment act and the day it was logged.
    """
    rng = plan.rng
    judgment = _weighted(rng, judgments)
    plan.at(days, (judgment, "+judgment"))
    start = plan.day
    if rng.random() < EMBARGOS_SHARE:
        plan.milestone(_span(rng, embargos.filed), ("embargos",))
        plan.milestone(_span(rng, embargos.reviewed), (embargos.review,))
        outcome = "embargos_rejected" if rng.random() < embargos.rejected else "embargos_accepted"
        plan.milestone(_span(rng, embargos.decided), (outcome, "+announce"))
    return judgment, start


def _span(rng: random.Random, span: tuple[float, float]) -> float:
    """Days of a ``(least, extra)`` span: the least and a uniform share of the extra."""
    least, extra = span
    return least + rng.random() * extra


def resume(plan: Plan, rite: voc.Rite, day: float, judgment: str, again: Weighted = ()) -> None:
    """Plan a first degree's return from the second degree on ``day``: comply, enforce, archive.

    With ``again`` (the appeal annulled the judgment), the first degree judges anew, with one
    of those acts, :data:`REJUDGMENT_DAYS` later (median), before res judicata.
    """
    rng = plan.rng
    plan.at(day, ("returned",))
    start = plan.day
    plan.milestone(1 + rng.random() * 30, ("conclusion", "order_comply", "+announce"))
    if again:
        plan.milestone(lognormal(rng, REJUDGMENT_DAYS, SPREAD), ("judgment_conclusion",))
        plan.window(start, "instruction")
        judgment, start = _judge(plan, again, plan.day + 5 + rng.random() * 40, FIRST_EMBARGOS)
        plan.milestone(20 + rng.random() * 40, ("res_judicata", *rite.after.get(judgment, ())))
    plan.window(start, "after")
    _enforce_and_archive(plan, rite, judgment)


def _enforce_and_archive(plan: Plan, rite: voc.Rite, judgment: str) -> None:
    rng = plan.rng
    if voc.ACTS[judgment].code in ENFORCEABLE and rng.random() < rite.execution_share:
        start = plan.milestone(15 + rng.random() * 75, ("execution_started",))
        days = lognormal(rng, EXECUTION_DAYS, 0.8)
        plan.milestone(days, ("conclusion", "execution_paid", "+judgment"))
        plan.window(start, "execution")
    start = plan.day
    plan.milestone(10 + rng.random() * 110, ("archive",))
    plan.window(start, "after")


def higher_degree(
    plan: Plan, judgments: Weighted, days: float, appeal: bool, special: bool
) -> None:
    """Plan a second-degree or superior-court instance, from distribution to baixa.

    Args:
        plan: an empty plan.
        judgments: the judgment acts it may end with, weighted.
        days: days from distribution to judgment.
        appeal: whether it judges an appeal from the first degree (records received first);
            otherwise an original case (an injunction may be decided first).
        special: whether a special appeal to a superior court may follow (second degree).
    """
    rng = plan.rng
    plan.milestone(
        0.0, ("received", "rapporteur_distribution") if appeal else ("rapporteur_distribution",)
    )
    plan.milestone(1 + rng.random() * 20, ("rapporteur",))
    if not appeal and rng.random() < INJUNCTION_SHARE:
        outcome = "injunction_granted" if rng.random() < 0.4 else "injunction_denied"
        plan.milestone(1 + rng.random() * 14, (outcome, "+announce"))
    start = plan.day
    plan.at(days - 7 - rng.random() * 23, ("agenda", "agenda_published"))
    plan.window(start, "appeal")
    _, start = _judge(plan, judgments, days, HIGHER_EMBARGOS)
    if special and rng.random() < SPECIAL_APPEAL_SHARE:
        plan.milestone(10 + rng.random() * 10, ("special_appeal",))
        plan.milestone(15 + rng.random() * 15, ("appeal_reply",))
        admitted = rng.random() < 0.4
        outcome = "special_admitted" if admitted else "special_refused"
        plan.milestone(60 + rng.random() * 240, ("conclusion", outcome, "+announce"))
        if admitted:
            plan.milestone(10 + rng.random() * 50, ("special_sent",))
            plan.milestone(200 + rng.random() * 500, ("returned",))
    plan.milestone(15 + rng.random() * 30, ("res_judicata",))
    plan.window(start, "after")
    plan.milestone(5 + rng.random() * 55, ("baixa",))


# -- words ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Names:
    """What an instance's steps name: its people, bench, class, court and where it came from."""

    judge: str
    staff: str
    klass: str
    active: str
    passive: str
    active_role: str
    passive_role: str
    origin: str
    court: str
    degree: int


class Moment(NamedTuple):
    """Where a step falls: its time, its number, the text of the act it announces (``teor``)
    and the day its act looks ahead to (a hearing's, a session's), when known."""

    at: datetime
    index: int
    teor: str = ""
    later: datetime | None = None


def _date(at: datetime) -> str:
    return f"{at.day:02d}/{at.month:02d}/{at.year}"


def _later(rng: random.Random, moment: Moment, names: Names) -> str:
    return _date(moment.later or moment.at + timedelta(days=10 + int(rng.random() * 80)))


def _side(rng: random.Random, moment: Moment, names: Names) -> str:
    if rng.random() < 0.5:
        return f"{names.active_role.upper()} - {names.active}"
    return f"{names.passive_role.upper()} - {names.passive}"


_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: Placeholders of the wording: how each is filled from the generator, the step and the names.
_FILLERS: dict[str, Callable[[random.Random, Moment, Names], str]] = {
    "date": lambda rng, moment, names: _date(moment.at),
    "later": _later,
    "later_near": lambda rng, moment, names: _date(
        moment.at + timedelta(days=1 + int(rng.random() * 4))
    ),
    "hour": lambda rng, moment, names: (
        f"{9 + int(rng.random() * 9):02d}:{'30' if rng.random() < 0.5 else '00'}"
    ),
    "n": lambda rng, moment, names: str(1 + int(rng.random() * 999)),
    "year": lambda rng, moment, names: str(moment.at.year),
    "money": lambda rng, moment, names: brl(f"{1_000 + rng.random() * 89_000:.2f}"),
    "protocol": lambda rng, moment, names: (
        "".join(_LETTERS[int(rng.random() * 26)] for _ in range(4))
        + f".{moment.at.year % 100:02d}.{int(rng.random() * 1e8):08d}-{int(rng.random() * 10)}"
    ),
    "event": lambda rng, moment, names: str(max(1, moment.index - 1 - int(rng.random() * 4))),
    # The act announced: the previous step's text, or its ruling template filled here.
    "teor": lambda rng, moment, names: (
        fill(moment.teor, rng, moment, names) or "Vistos. Intimem-se."
    ),
    "what": lambda rng, moment, names: "Sentença" if names.degree == 1 else "Acórdão",
    "party": lambda rng, moment, names: names.active if rng.random() < 0.5 else names.passive,
    "side": _side,
    "defendant": lambda rng, moment, names: f"{names.passive_role.upper()} - {names.passive}",
    "klass": lambda rng, moment, names: names.klass.upper(),
    "court_name": lambda rng, moment, names: cnj.court_by_acronym(names.court).name,
    **{
        key: (lambda rng, moment, names, key=key: getattr(names, key))
        for key in ("judge", "staff", "active", "passive", "origin", "court")
    },
}


def brl(decimal_text: str) -> str:
    """Decimal text as Brazilian money, e.g. ``R$ 1.234,56``."""
    whole, cents = decimal_text.split(".")
    return f"R$ {int(whole):,}".replace(",", ".") + f",{cents}"


@functools.cache
def _placeholders(template: str) -> tuple[str, ...]:
    return tuple(key for _, key, _, _ in string.Formatter().parse(template) if key)


def fill(template: str, rng: random.Random, moment: Moment, names: Names) -> str:
    """The template with the placeholders it uses filled (see ``_FILLERS``)."""
    if "{" not in template:
        return template
    keys = _placeholders(template)
    return template.format(**{key: _FILLERS[key](rng, moment, names) for key in keys})


@functools.cache
def _variants(name: str, style: str) -> tuple[tuple[str, str], ...]:
    """An act's (title, text) templates in a style; Projudi capitalises the default wording."""
    wording = voc.ACTS[name].words
    pairs = [v.partition(" || ")[::2] for v in wording.get(style) or wording["*"]]
    if style == "projudi" and style not in wording:  # capitals, placeholders kept
        pairs = [(_capitals(title), text) for title, text in pairs]
    return tuple(pairs)


def _capitals(template: str) -> str:
    return "".join(
        part if k % 2 else part.upper() for k, part in enumerate(re.split(r"(\{\w+\})", template))
    )


def render(
    rng: random.Random, name: str, style: str, moment: Moment, names: Names
) -> tuple[str, str]:
    """An act's (title, text) as ``style`` writes it: a variant drawn, its placeholders filled."""
    variants = _variants(name, style)
    title, text = variants[int(rng.random() * len(variants))]
    return fill(title, rng, moment, names), fill(text, rng, moment, names)
