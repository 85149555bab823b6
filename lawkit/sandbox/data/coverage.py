"""The sandbox's coverage tree: which courts, systems and queries it can answer.

The tree has the shape of the capture API's ``available`` response: sources -> platforms ->
searches (one per court) -> queries -> params. It is built from the CNJ court table
(``lawkit.cnj.courts()``) and a map of the electronic systems each court really runs (e-SAJ,
PJe, PJe-JT, eproc, Projudi, the superior courts' own portals, ...). Every court of the table is
reachable with a ``cnj`` param.

Conventions (the spec leaves them open):

* tags are short lowercase ASCII: source ``tribunais``; platforms ``esaj``, ``pje``, ``pjejt``,
  ``eproc``, ``projudi``, ``tucujuris``, ``stf``, ``stj``, ``personalizada``; searches are
  the court acronym without punctuation (``tjsp``, ``trf4``, ``tresp``, ``tjmsp``); queries are
  ``cpopg``/``cposg`` (e-SAJ first/second degree), ``grau1``/``grau2`` (other systems) and
  ``unificada`` (one query over every degree of the court);
* a request sends exactly one param, so the params of a query are alternatives:
  ``Obrigatório`` is true only when the query accepts a single key; ``nested`` is empty.
"""

from __future__ import annotations

import copy
import functools
from dataclasses import dataclass

from lawkit import cnj
from lawkit.spec import QueryPath

CNJ_MASK = "#######-##.####.#.##.####"
SOURCE = ("tribunais", "Consulta de Tribunais")

PLATFORM_LABELS = {
    "esaj": "e-SAJ - Sistema de Automação da Justiça",
    "pje": "PJe - Processo Judicial Eletrônico",
    "pjejt": "PJe-JT - Processo Judicial Eletrônico da Justiça do Trabalho",
    "eproc": "eproc - Sistema de Processo Eletrônico",
    "projudi": "Projudi - Processo Judicial Digital",
    "tucujuris": "Tucujuris - Sistema de Processo Eletrônico do TJAP",
    "stf": "Portal do Supremo Tribunal Federal",
    "stj": "Consulta Processual do Superior Tribunal de Justiça",
    "personalizada": "Plataforma Personalizada",
}

# key -> (label, mask)
PARAM_LABELS = {
    "cnj": ("Número do Processo (CNJ)", CNJ_MASK),
    "number": ("Número do Processo", None),
    "nome": ("Nome da Parte", None),
    "nomeparte": ("Nome da Parte", None),
    "doc": ("CPF/CNPJ da Parte", None),
    "oab": ("Número da OAB", None),
    "nomeadvogado": ("Nome do Advogado", None),
    "nomeadv": ("Nome do Advogado", None),
    "cartaprecatoria": ("Nº da Carta Precatória na Origem", None),
    "documentodelegacia": ("Nº do Documento na Delegacia", None),
    "numerocda": ("Número da Certidão de Dívida Ativa (CDA)", None),
    "numorigem": ("Número do Processo de Origem", None),
    "numregistro": ("Número de Registro no STJ", "####/#######-#"),
    "numstj": ("Número do Processo no STJ (classe e número)", None),
    "legado": ("Número Antigo (anterior à numeração CNJ)", None),
}


@dataclass(frozen=True)
class QuerySpec:
    """One query of a platform: tag, label, degree served (``None`` = every degree), keys."""

    tag: str
    label: str
    degree: int | None
    keys: tuple[str, ...]


_FIRST = "Consulta de Processos de 1º Grau"
_SECOND = "Consulta de Processos de 2º Grau"
_UNIFIED = "Consulta de Processos Unificada"

# platform -> queries for a court with both degrees
_QUERIES = {
    "esaj": (
        QuerySpec(
            "cpopg",
            _FIRST,
            1,
            (
                "cnj",
                "nomeparte",
                "doc",
                "nomeadvogado",
                "oab",
                "cartaprecatoria",
                "documentodelegacia",
                "numerocda",
            ),
        ),
        QuerySpec(
            "cposg", _SECOND, 2, ("cnj", "nomeparte", "doc", "nomeadvogado", "oab", "numorigem")
        ),
    ),
    "pje": (
        QuerySpec("grau1", _FIRST, 1, ("cnj", "nomeparte", "doc", "oab", "nomeadvogado")),
        QuerySpec("grau2", _SECOND, 2, ("cnj", "nomeparte", "doc", "oab")),
    ),
    "pjejt": (
        QuerySpec("grau1", _FIRST, 1, ("cnj", "nomeparte", "doc", "oab")),
        QuerySpec("grau2", _SECOND, 2, ("cnj", "nomeparte")),
    ),
    "eproc": (
        QuerySpec("grau1", _FIRST, 1, ("cnj", "nome", "doc", "oab")),
        QuerySpec("grau2", _SECOND, 2, ("cnj", "nome", "oab")),
    ),
    "projudi": (
        QuerySpec("grau1", _FIRST, 1, ("cnj", "nome", "doc")),
        QuerySpec("grau2", _SECOND, 2, ("cnj",)),
    ),
    "tucujuris": (QuerySpec("unificada", _UNIFIED, None, ("cnj", "nome", "legado")),),
    "personalizada": (QuerySpec("unificada", _UNIFIED, None, ("cnj", "nome", "legado")),),
}
# Courts judging in a single degree (superior courts, councils) get one "processo" query.
_SINGLE = {
    "stf": QuerySpec(
        "processo", "Consulta Processual", None, ("cnj", "number", "nomeparte", "oab")
    ),
    "stj": QuerySpec(
        "processo",
        "Consulta Processual",
        None,
        ("cnj", "numstj", "numregistro", "nomeparte", "oab", "nomeadv"),
    ),
}
_SINGLE_DEFAULT_KEYS = ("cnj", "nomeparte")

# Systems each court runs, in the order the sandbox lists them. Courts not named here fall back
# by branch (see _platforms_of).
_SYSTEMS = {
    "STF": ("stf",),
    "STJ": ("stj",),
    "CNJ": ("pje",),
    "TST": ("pjejt",),
    "CSJT": ("personalizada",),
    "TSE": ("pje",),
    "STM": ("eproc",),
    "CJF": ("personalizada",),
    "TRF1": ("pje",),
    "TRF2": ("eproc",),
    "TRF3": ("pje",),
    "TRF4": ("eproc",),
    "TRF5": ("pje",),
    "TRF6": ("pje", "eproc"),
    "TJAC": ("esaj",),
    "TJAL": ("esaj",),
    "TJAM": ("esaj", "projudi"),
    "TJAP": ("tucujuris",),
    "TJBA": ("pje", "esaj"),
    "TJCE": ("esaj", "pje"),
    "TJDFT": ("pje",),
    "TJES": ("pje",),
    "TJGO": ("projudi", "pje"),
    "TJMA": ("pje",),
    "TJMT": ("pje", "personalizada"),
    "TJMS": ("esaj",),
    "TJMG": ("pje", "personalizada"),
    "TJPA": ("pje",),
    "TJPB": ("pje",),
    "TJPR": ("projudi",),
    "TJPE": ("pje", "personalizada"),
    "TJPI": ("pje",),
    "TJRJ": ("pje", "personalizada"),
    "TJRN": ("pje",),
    "TJRS": ("eproc",),
    "TJRO": ("pje",),
    "TJRR": ("projudi",),
    "TJSC": ("eproc", "esaj"),
    "TJSE": ("personalizada",),
    "TJSP": ("esaj",),
    "TJTO": ("eproc",),
}


def _platforms_of(court: cnj.Court) -> tuple[str, ...]:
    if court.acronym in _SYSTEMS:
        return _SYSTEMS[court.acronym]
    return {5: ("pjejt",), 6: ("pje",), 7: ("eproc",)}.get(court.justice, ("personalizada",))


def single_degree(court: cnj.Court) -> bool:
    """Whether a court judges in one degree only (superior courts and councils)."""
    return court.tribunal in (0, 90)


def _first_degree_only(court: cnj.Court) -> bool:
    return court.justice == 7 and court.tribunal != 0  # military circumscriptions (auditorias)


def search_tag(court: cnj.Court) -> str:
    """The search tag of a court: its acronym, lowercase, without punctuation."""
    return "".join(ch for ch in court.acronym.lower() if ch.isalnum())


def _queries_of(platform: str, court: cnj.Court) -> tuple[QuerySpec, ...]:
    if single_degree(court):
        spec = _SINGLE.get(platform)
        return (spec or QuerySpec("processo", "Consulta Processual", None, _SINGLE_DEFAULT_KEYS),)
    queries = _QUERIES[platform]
    if _first_degree_only(court):
        return tuple(q for q in queries if q.degree == 1)
    return queries


def _param(key: str, alone: bool) -> dict:
    label, mask = PARAM_LABELS[key]
    return {"label": label, "tag": key, "mask": mask, "Obrigatório": alone, "nested": []}


@functools.cache
def _index() -> dict[QueryPath, tuple[QuerySpec, cnj.Court]]:
    index = {}
    for court in cnj.courts():
        for platform in _platforms_of(court):
            for spec in _queries_of(platform, court):
                index[QueryPath(SOURCE[0], platform, search_tag(court), spec.tag)] = (spec, court)
    return index


@functools.cache
def _tree() -> tuple[dict, ...]:
    platforms: dict[str, dict] = {}
    searches: dict[tuple[str, str], dict] = {}
    for (_, platform, search, _), (spec, court) in _index().items():
        p = platforms.setdefault(
            platform, {"platform": platform, "Descrição": PLATFORM_LABELS[platform], "searches": []}
        )
        s = searches.get((platform, search))
        if s is None:
            s = {"search": search, "Descrição": court.name, "queries": []}
            searches[(platform, search)] = s
            p["searches"].append(s)
        alone = len(spec.keys) == 1
        s["queries"].append(
            {
                "query": spec.tag,
                "Descrição": spec.label,
                "params": [_param(key, alone) for key in spec.keys],
            }
        )
    order = list(PLATFORM_LABELS)
    source = {
        "source": SOURCE[0],
        "Descrição": SOURCE[1],
        "platforms": sorted(platforms.values(), key=lambda p: order.index(p["platform"])),
    }
    return (source,)


def tree() -> list[dict]:
    """The full coverage tree (a fresh copy the caller may change)."""
    return copy.deepcopy(list(_tree()))


def for_cnj(number: str) -> list[dict]:
    """The coverage tree filtered to the court of a CNJ number (empty sources dropped).

    Raises:
        InvalidCNJ: the text is not a CNJ number.
    """
    tag = search_tag(cnj.parse(number).court_info)
    out = []
    for source in tree():
        platforms = []
        for platform in source["platforms"]:
            platform["searches"] = [s for s in platform["searches"] if s["search"] == tag]
            if platform["searches"]:
                platforms.append(platform)
        if platforms:
            out.append({**source, "platforms": platforms})
    return out


def queries_for(number: str) -> list[tuple[str, str, str, str]]:
    """(source, platform, search, query) of every query of the CNJ's court taking a ``cnj`` param.

    Raises:
        InvalidCNJ: the text is not a CNJ number.
    """
    tag = search_tag(cnj.parse(number).court_info)
    return [key for key, (spec, _) in _index().items() if key[2] == tag and "cnj" in spec.keys]


def find(source: str, platform: str, search: str, query: str) -> dict | None:
    """The query node (with its params) at this path of the tree, or ``None``."""
    entry = _index().get((source, platform, search, query))
    if entry is None:
        return None
    spec, _ = entry
    alone = len(spec.keys) == 1
    return {
        "query": spec.tag,
        "Descrição": spec.label,
        "params": [_param(key, alone) for key in spec.keys],
    }


def spec(source: str, platform: str, search: str, query: str) -> tuple[QuerySpec, cnj.Court] | None:
    """The query's spec (degree, keys) and the court it searches, or ``None`` when unknown."""
    return _index().get((source, platform, search, query))


def platforms_of(court: cnj.Court) -> tuple[str, ...]:
    """The platform tags a court is listed under, in the tree's order."""
    return _platforms_of(court)


def labels(source: str, platform: str, search: str, query: str) -> dict[str, str]:
    """The ``Descrição`` labels of a query's path: source, platform, search (court), query.

    Raises:
        KeyError: no query at this path.
    """
    spec, court = _index()[(source, platform, search, query)]
    return {
        "source": SOURCE[1],
        "platform": PLATFORM_LABELS[platform],
        "search": court.name,
        "query": spec.label,
    }
