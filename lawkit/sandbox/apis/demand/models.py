"""The demand API's state: registered demands, their runs and deliveries, and the lawsuit as the
demand API shows it.

Runs: a demand is fetched ``finish_after`` seconds after insertion (at once when 0); a ``daily``
demand again once per simulated day (``sb.advance``). After the first run each CNJ's result is
POSTed to ``urlCallback`` as ``{idCallback, cnj, data, idDemanda}``; a daily run re-delivers a
CNJ's full result only when it changed (new movimentos, a new instance, a status change).

Result entries: one per instance (degree) of the lawsuit begun at the run, ``status`` 200 with
``metadados``, ``partes`` and ``movimentos`` (oldest first, ``nuseqmov`` 1..n); a nonexistent
lawsuit, or a sealed one without ``credentials``, gives one entry with ``status`` 404 and
metadata only. ``idinstancia`` is ``"1"``/``"2"`` (``"3"`` for superior courts). The data is the
same story the capture and monitoring APIs tell for the CNJ.

Movements carry TPU codes as DataJud does (its ``codigo``): ``detipomovimento`` is the movement's
name as the court writes it followed by its TPU movement code in parentheses, e.g.
``"Conclusos para Decisão (51)"`` (the way the STJ writes its steps, and the way
``lawkit.events.classify`` reads a code); a movement without a code has its name alone.
``deteormovimento`` is its text: the whole text of a judge's act that carries one, else the
step's description, else its name. Capture and monitoring show the same steps without codes
(except the STJ's, whose titles carry them), the whole text following the act's name in ``title``.

Timestamps (``dtmovimento``, ``dtcoleta``, ``dtdistribuicao``) are written
``YYYY-MM-DD HH:MM:SS`` in Brazilian legal time (America/Sao_Paulo), as the courts publish them.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from lawkit.sandbox import daily
from lawkit.sandbox.data import coverage, generate, story
from lawkit.sandbox.state import State, derived_id

STORE = "demand"
LOCAL = ZoneInfo("America/Sao_Paulo")
_NS = uuid.UUID("7c2e41d3-5a9b-4f0e-8d6c-1b3a2e4f5d60")

METADATA_FIELDS = (
    "cdprocesso",
    "dearea",
    "deassunto",
    "deassuntooutros",
    "declasse",
    "decomarca",
    "deforo",
    "delocalfisico",
    "deorigem",
    "deturma",
    "dtcoleta",
    "flsegredo",
    "desituacao",
    "detribunal",
    "desistema",
    "devara",
    "dtdistribuicao",
    "idinstancia",
    "idprocesso",
    "linkprocesso",
    "nucontrole",
    "nmjuiz",
    "nmrelator",
    "nuprocesso",
    "nuprocessoapenso",
    "nuprocessooutros",
    "nuprocessoprincipal",
    "vlcausa",
    "cdapenso",
)


@dataclass(kw_only=True)
class Demand(daily.Daily):
    """One registered demand: fetched once (``never``) or once a simulated day (``daily``)."""

    id: str
    id_callback: str
    url_callback: str
    numbers: list[str]
    update_frequency: str
    filter_doc: list[str]
    fldoc: str
    secret: bool
    seen_at: float | None = None  # the publication instant its last run saw (epoch seconds)
    delivered: dict[str, tuple] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        """A ``never`` demand needs no run after its first."""
        return self.update_frequency == "never" and self.runs > 0

    def run(self, state: State, when: float) -> None:
        """Fetch every CNJ as the courts published by ``when``; deliver what changed."""
        as_of = generate.published(when)
        self.seen_at = as_of.timestamp()
        for number in self.numbers:
            suit = story.lawsuit(state.seed, number)
            mark = _fingerprint(suit, as_of, self.secret)
            if self.delivered.get(number) == mark:
                continue
            self.delivered[number] = mark
            body = {
                "idCallback": self.id_callback,
                "cnj": suit.digits,
                "data": result_entries(state.seed, suit, as_of, self.secret),
                "idDemanda": self.id,
            }
            descriptor = {"method": "POST", "url": self.url_callback}
            state.deliveries.send("demand", descriptor, body)


def setup(state: State) -> None:
    """Create the store and hook the daily runs into ``advance``."""
    state.stores[STORE] = {}
    daily.watch(state, lambda: store(state).values())


def store(state: State) -> dict[str, Demand]:
    """The demands of a sandbox by id."""
    return state.stores[STORE]


def add(state: State, demand: Demand) -> None:
    """Keep a new demand and start its first run."""
    with state.lock:
        store(state)[demand.id] = demand
    daily.start(state, demand)


def message(state: State, demand: Demand, number: str) -> dict:
    """What the demand holds for one CNJ: ``{idCallback, cnj, data, idDemanda}`` (``data`` as of
    its last run, empty before it)."""
    entries = []
    if demand.seen_at is not None:
        suit = story.lawsuit(state.seed, number)
        as_of = datetime.fromtimestamp(demand.seen_at, UTC)
        entries = result_entries(state.seed, suit, as_of, demand.secret)
    return {
        "idCallback": demand.id_callback,
        "cnj": re.sub(r"\D", "", number),
        "data": entries,
        "idDemanda": demand.id,
    }


def _local(moment: datetime) -> str:
    return moment.astimezone(LOCAL).strftime("%Y-%m-%d %H:%M:%S")


def result_entries(
    seed: int, suit: story.Lawsuit, as_of: datetime, credentials: bool
) -> list[dict]:
    """The result entries of a lawsuit at ``as_of``: one per begun instance, or one 404."""
    shown = suit.shown(None, as_of)
    if not suit.exists or (suit.sealed and not credentials) or not shown:
        metadata = dict.fromkeys(METADATA_FIELDS)
        metadata |= {
            "nuprocesso": suit.cnj,
            "dtcoleta": _local(as_of),
            "detribunal": suit.court.acronym,
            "flsegredo": "S" if suit.exists and suit.sealed else None,
        }
        codes = {"nuprocesso": suit.cnj, "cdprocesso": "", "idprocesso": ""}
        return [
            {
                "status": 404,
                "codigos": codes,
                "nuprocesso": suit.cnj,
                "idprocesso": "",
                "metadados": metadata,
            }
        ]
    return [_entry(seed, suit, inst, as_of) for inst in shown]


def _entry(seed: int, suit: story.Lawsuit, inst: story.Instance, as_of: datetime) -> dict:
    key = (seed, suit.digits, inst.degree)
    idprocesso = derived_id(_NS, *key, "idprocesso").hex
    cdprocesso = derived_id(_NS, *key, "cdprocesso").hex[:12].upper()
    first = suit.instances[0]
    appeal = inst.degree == 2 and first.degree == 1 and first is not inst
    metadata = {
        "cdprocesso": cdprocesso,
        "dearea": suit.area,
        "deassunto": suit.subject,
        "deassuntooutros": None,
        "declasse": inst.klass,
        "decomarca": suit.city,
        "deforo": suit.origin,
        "delocalfisico": None,
        "deorigem": f"{suit.origin} - {first.staff}" if appeal else None,
        "deturma": inst.staff if inst.degree != 1 else None,
        "dtcoleta": _local(as_of),
        "flsegredo": "S" if suit.sealed else "N",
        "desituacao": generate.status(suit, inst.degree, as_of),
        "detribunal": suit.court.acronym,
        "desistema": coverage.PLATFORM_LABELS[suit.home_platform].split(" - ")[0],
        "devara": inst.staff,
        "dtdistribuicao": _local(inst.start_at),
        "idinstancia": str(inst.degree),
        "idprocesso": idprocesso,
        "linkprocesso": None,
        "nucontrole": f"{inst.start_at.year}/{int(cdprocesso[:5], 16) % 1_000_000:06d}",
        "nmjuiz": inst.judge if inst.degree == 1 else first.judge if appeal else None,
        "nmrelator": inst.judge if inst.degree != 1 else None,
        "nuprocesso": suit.cnj,
        "nuprocessoapenso": None,
        "nuprocessooutros": suit.other_number or None,
        "nuprocessoprincipal": None,
        "vlcausa": suit.value,
        "cdapenso": None,
    }
    partes = [
        {
            "nmparte": party.name,
            "tpparte": generate.role(inst, party.pole),
            "advogados": [
                {
                    "tpadvogado": "ADVOGADO",
                    "nmadvogado": lw.name,
                    "nuoab": f"{lw.oab}/{lw.uf}",
                    "decpf": lw.cpf,
                }
                for lw in party.lawyers
            ]
            or None,
            "polo": "polo_ativo" if party.pole == "active" else "polo_passivo",
        }
        for party in suit.parties
    ]
    steps = [s for s in inst.steps if s.at <= as_of]
    movimentos = [
        {
            "dtmovimento": _local(step.at),
            "detipomovimento": movement_name(step),
            "deteormovimento": movement_text(suit, step),
            "nuseqmov": n,
            "idmovimento": str(derived_id(_NS, *key, "movimento", step.index)),
        }
        for n, step in enumerate(steps, start=1)
    ]
    return {
        "status": 200,
        "codigos": {"nuprocesso": suit.cnj, "cdprocesso": cdprocesso, "idprocesso": idprocesso},
        "nuprocesso": suit.cnj,
        "idprocesso": idprocesso,
        "metadados": metadata,
        "partes": partes,
        "movimentos": movimentos,
    }


def movement_name(step: story.Step) -> str:
    """A step's ``detipomovimento``: its name and, when it has one, its TPU code in parentheses."""
    code = f" ({step.code})" if step.code else ""
    return step.title if not code or step.title.endswith(code) else step.title + code


def movement_text(suit: story.Lawsuit, step: story.Step) -> str:
    """A step's ``deteormovimento``: a judge's whole text, else the description, else the name."""
    return story.decision_text(suit, step) or step.description or step.title


def _fingerprint(suit: story.Lawsuit, as_of: datetime, credentials: bool) -> tuple:
    if not suit.exists or (suit.sealed and not credentials):
        return ("404",)
    return tuple(
        (
            inst.degree,
            sum(1 for s in inst.steps if s.at <= as_of),
            generate.status(suit, inst.degree, as_of),
        )
        for inst in suit.shown(None, as_of)
    )
