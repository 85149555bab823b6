"""The monitoring API's state: monitored processes, their daily runs and callbacks.

Runs: the first query of every info item runs ``finish_after`` seconds after registration (at
once when 0), then once per simulated day (``sb.advance(days)`` runs the days crossed, in order;
see :mod:`lawkit.sandbox.daily`). The provider's daily round reaches the items one by one, not
all at once: each item's query of a day is dated at an instant drawn (from the seed, the item
and the day) between 00:00 UTC of that day and the run instant; and a quarter of the items
(:data:`LAGGING_SHARE`, drawn from the seed and the item) are reached only every 2 to 5 days
(:func:`interval`), so their last response falls days behind. A run sets ``lastStatus``
(``pending`` before the first run, then ``success``, ``warning`` or ``error``; errors are a ~7 %
daily draw per item) and ``lastResponse``. An item whose query answers ``warning`` three runs in
a row is ``disabled``: it is then queried only once a week, and enabled again when it finds data
(an appeal reaching the second degree shows up that way). The data of an item is the lawsuit as
the courts had published it on the day of its last successful run
(:func:`lawkit.sandbox.data.generate.published`).

Callback (spec: body not shown). After a run that found new steps, each callback descriptor of
the process receives (with its custom headers)::

    {"action": "processUpdated", "processoId": id, "cnj": cnj, "newSteps": n,
     "data": <the data response, restricted to the info items with new steps and, in each,
              to the steps that are new since that item's previous successful run>}

With ``ignore: true`` the first run sends nothing: the data captured before registration counts
as confirmed. Ids inside the data are UUIDs derived from (seed, CNJ, query, field), so they are
stable across runs and re-registrations.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime

from lawkit.sandbox import daily, web
from lawkit.sandbox.data import coverage, generate, story
from lawkit.sandbox.state import DAY, State, derived_id
from lawkit.spec import QueryPath

STORE = "monitor"
#: Consecutive ``warning`` runs after which an info item is disabled.
DISABLE_AFTER = 3
#: A disabled item is still queried on every n-th run (re-enabled when it finds data).
RETRY_DISABLED_EVERY = 7
#: Share of the items the daily round reaches only every few days (see :func:`interval`).
LAGGING_SHARE = 0.25
_NS = uuid.UUID("0d5b8f9e-8f0a-4a57-b0c4-7d0f3c1e9a21")


def uid(*parts: object) -> str:
    """An id fixed by ``parts`` (monitoring namespace)."""
    return str(derived_id(_NS, *parts))


def item_id(seed: int, digits: str, query: QueryPath, registration: int) -> str:
    """The id of an info item: fixed by the seed, the CNJ, the query and the registration count."""
    return uid(seed, digits, "/".join(query), registration)


def interval(seed: int, item: str) -> int:
    """Days between two queries of an enabled item: 1, or 2 to 5 for a lagging one (fixed by
    the seed and the item id)."""
    draw = story.seeded(seed, "monitor-lag", item)
    return draw.randint(2, 5) if draw.random() < LAGGING_SHARE else 1


def queried_at(seed: int, item: str, when: float, first: bool) -> float:
    """When the round queried ``item`` on the day of the run at ``when``: ``when`` itself for
    the first run (not before registration), else an instant drawn from the seed, the item and
    the day between 00:00 UTC of that day and ``when`` (so the data as published is the same)."""
    if first:
        return when
    midnight = generate.published(when).timestamp()
    day = int(midnight // DAY)
    return midnight + story.seeded(seed, "monitor-round", item, day).random() * (when - midnight)


@dataclass
class Item:
    """One info item: one query of the court, with the state of its last runs."""

    id: str
    query: QueryPath
    degree: int | None
    last_status: str = "pending"
    last_response: float | None = None
    seen_at: float | None = None  # the publication instant of the last successful run
    seen: int = 0
    warnings: int = 0
    disabled: bool = False


@dataclass(kw_only=True)
class Process(daily.Daily):
    """A monitored CNJ, re-queried on every instance of its court once a simulated day."""

    id: str
    cnj: str
    created: float
    callbacks: list[dict]
    ignore: bool
    credentials: bool
    items: list[Item]

    @property
    def digits(self) -> str:
        """The CNJ without punctuation."""
        return re.sub(r"\D", "", self.cnj)

    def run(self, state: State, when: float) -> None:
        """Query every item due (every day, every :func:`interval` days when lagging, weekly when
        disabled) as the courts published by ``when``; call back on news."""
        as_of = generate.published(when)
        day = int(as_of.timestamp() // DAY)
        changed: list[tuple[Item, float | None]] = []
        suit = story.lawsuit(state.seed, self.cnj)
        for item in self.items:
            every = RETRY_DISABLED_EVERY if item.disabled else interval(state.seed, item.id)
            if self.runs % every:
                continue
            if generate.transient_error(state.seed, "monitor", item.id, day):
                status = "error"
            else:
                status = generate.lawsuit_status(
                    state.seed, item.query, "cnj", self.cnj, as_of, self.credentials
                )
            item.last_status = status
            item.last_response = queried_at(state.seed, item.id, when, self.runs == 0)
            if status == "warning":
                item.warnings += 1
                item.disabled = item.warnings >= DISABLE_AFTER
            elif status == "success":
                item.warnings, item.disabled = 0, False
                count = len(generate.visible_steps(suit, item.degree, as_of))
                if count > item.seen:
                    changed.append((item, item.seen_at))
                item.seen, item.seen_at = count, as_of.timestamp()
        if changed and self.callbacks and not (self.runs == 0 and self.ignore):
            _notify(state, self, suit, changed, as_of)


@dataclass
class Store:
    """Processes by id (registration order) and the active process of each CNJ."""

    processes: dict[str, Process] = field(default_factory=dict)
    active: dict[str, str] = field(default_factory=dict)
    registrations: dict[str, int] = field(default_factory=dict)


def setup(state: State) -> None:
    """Create the store and hook the daily re-query into ``advance``."""
    state.stores[STORE] = Store()
    daily.watch(state, lambda: store(state).processes.values())


def store(state: State) -> Store:
    """The monitoring store of a sandbox."""
    return state.stores[STORE]


def register(
    state: State, canonical: str, callbacks: list[dict], ignore: bool, credentials: bool | None
) -> Process:
    """The process monitoring ``canonical``: the active one (its callbacks and credentials
    replaced when given), else a new one whose first run is started."""
    with state.lock:
        found = store(state).active.get(re.sub(r"\D", "", canonical))
        if found is not None:
            process = store(state).processes[found]
            process.callbacks = callbacks if callbacks is not None else process.callbacks
            if credentials is not None:
                process.credentials = credentials
            return process
        process = _new_process(state, canonical, callbacks or [], ignore, bool(credentials))
    daily.start(state, process)
    return process


def _new_process(
    state: State, canonical: str, callbacks: list[dict], ignore: bool, credentials: bool
) -> Process:
    records = store(state)
    digits = re.sub(r"\D", "", canonical)
    count = records.registrations.get(digits, 0)
    records.registrations[digits] = count + 1
    items = []
    for query in coverage.queries_for(canonical):
        spec, _ = coverage.spec(*query)
        items.append(Item(item_id(state.seed, digits, query, count), query, spec.degree))
    now = state.clock.now()
    process = Process(
        id=uid(state.seed, digits, "process", count),
        cnj=canonical,
        created=now,
        callbacks=callbacks,
        ignore=ignore,
        credentials=credentials,
        items=items,
        next_run=now + state.knobs.finish_after,
    )
    records.processes[process.id] = process
    records.active[digits] = process.id
    return process


# -- the lawsuit as the monitoring API shows it -----------------------------------------------


def head(process: Process) -> dict:
    """The fields every view of a process starts with: id, cnj, createdAt."""
    return {"id": process.id, "cnj": process.cnj, "createdAt": web.iso(process.created)}


def info_item(item: Item) -> dict:
    """An item of the ``info`` array: labels, tags, last status and response, disabled."""
    source, platform, search, query = item.query
    return {
        "id": item.id,
        **coverage.labels(*item.query),
        "sourceTag": source,
        "platformTag": platform,
        "searchTag": search,
        "queryTag": query,
        "lastStatus": item.last_status,
        "lastResponse": web.iso(item.last_response),
        "disabled": item.disabled,
    }


def item_data(state: State, suit: story.Lawsuit, item: Item, seen_at: float | None) -> list[dict]:
    """The ``data`` of an item: the lawsuit as of its last successful run, or nothing."""
    if seen_at is None:
        return []
    return [monitor_view(state, suit, item, datetime.fromtimestamp(seen_at, UTC), since=None)]


def monitor_view(
    state: State, suit: story.Lawsuit, item: Item, as_of: datetime, since: float | None
) -> dict:
    """One ``data`` element {cover, propertiesArray, properties, people, steps} of an item.

    ``since`` (epoch seconds) keeps only the steps dated after it (callbacks).
    """
    seed, degree = state.seed, item.degree
    base = (seed, suit.digits, item.id)
    props = generate.properties(suit, degree, as_of)
    inst = generate.main_instance(suit, degree, as_of)
    steps = []
    for step in generate.visible_steps(suit, degree, as_of):
        if since is not None and step.at.timestamp() <= since:
            continue
        name = story.file_name(suit, step)
        steps.append(
            {
                "id": uid(seed, suit.digits, "step", step.degree, step.index),
                "timestamp": story.iso(step.at),
                "title": story.step_title(suit, step),
                "description": step.description,
                "files": [generate.file_entry(name, state.cdn_url)] if name else [],
            }
        )
    return {
        "cover": [
            {"id": uid(*base, "cover", label), "description": label, "value": value}
            for label, value in generate.cover(suit, degree, as_of)
        ],
        "propertiesArray": [
            {"id": uid(*base, "property", key), "key": key, "value": value}
            for key, value in props.items()
        ],
        "properties": props,
        "people": [
            {
                "id": uid(*base, "person", n),
                "pole": party.pole,
                "description": generate.role(inst, party.pole),
                "name": party.name,
                "lawyers": [{"name": lw.name, "oab": lw.oab, "uf": lw.uf} for lw in party.lawyers],
            }
            for n, party in enumerate(suit.parties)
        ],
        "steps": steps,
    }


def cover_ids(state: State, process: Process) -> set[str]:
    """The ids of the cover entries of a process's data (what may be confirmed)."""
    suit = story.lawsuit(state.seed, process.cnj)
    ids: set[str] = set()
    for item in process.items:
        if item.seen_at is not None:
            as_of = datetime.fromtimestamp(item.seen_at, UTC)
            rows = generate.cover(suit, item.degree, as_of)
            ids.update(uid(state.seed, suit.digits, item.id, "cover", label) for label, _ in rows)
    return ids


def _notify(
    state: State,
    process: Process,
    suit: story.Lawsuit,
    changed: list[tuple[Item, float | None]],
    as_of: datetime,
) -> None:
    info_items = []
    for item, since in changed:
        view = monitor_view(state, suit, item, as_of, since)
        info_items.append({**info_item(item), "data": [view]})
    body = {
        "action": "processUpdated",
        "processoId": process.id,
        "cnj": process.cnj,
        "newSteps": sum(len(entry["data"][0]["steps"]) for entry in info_items),
        "data": {**head(process), "info": info_items},
    }
    for descriptor in process.callbacks:
        state.deliveries.send("monitoring", descriptor, body)
