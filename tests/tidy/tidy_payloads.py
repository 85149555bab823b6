"""Hand-written payloads in the spec's shapes (capture, monitoring and demand documents)."""

from __future__ import annotations

from typing import Any

CNJ_A = "0004599-63.2008.4.05.8200"  # real (Codilo steps4), TRF5
CNJ_B = "0010490-56.2025.8.26.0309"  # real (DataJud TJSP), TJSP
DIGITS_B = "00104905620258260309"


def lawsuit(cnj: str = CNJ_A, monitoring: bool = False) -> dict[str, Any]:
    """A full lawsuit object; with ``monitoring`` the ids, propertiesArray and OAB/UF."""

    def ided(prefix: str, n: int, item: dict[str, Any]) -> dict[str, Any]:
        return {"id": f"{prefix}-{n}", **item} if monitoring else item

    lawyer = {"name": "Maria Advogada"} | ({"oab": "123456", "uf": "SP"} if monitoring else {})
    properties = {
        "number": cnj,
        "class": "Procedimento Comum Cível",
        "subject": "Indenização por Dano Moral",
        "origin": "Foro Central",
        "staff": "1ª Vara Cível",
        "startAt": "2020-03-02T12:08:00.000Z",
        "otherNumber": "",
        "path": "/1/2",
        "status": "Em andamento",
        "cnj": cnj,
        "value": "81439.78",
    }
    out = {
        "cover": [
            ided("c", 0, {"description": "Classe", "value": "Procedimento Comum Cível"}),
            ided("c", 1, {"description": "Valor da ação", "value": "R$ 81.439,78"}),
        ],
        "properties": properties,
        "people": [
            ided(
                "p",
                0,
                {
                    "pole": "active",
                    "description": "Autor",
                    "name": "Fulano de Tal",
                    "lawyers": [lawyer, {"name": "João Advogado"}],
                },
            ),
            ided(
                "p",
                1,
                {"pole": "passive", "description": "Réu", "name": "Banco S.A.", "lawyers": []},
            ),
        ],
        "steps": [
            ided(
                "s",
                0,
                {
                    "timestamp": "2020-03-02T12:08:00.000Z",
                    "title": "Distribuição",
                    "description": "(M711)",
                },
            ),
            ided(
                "s",
                1,
                {
                    "timestamp": "2020-03-06T14:27:00Z",
                    "title": "Decisão",
                    "description": None,
                    "files": [
                        {
                            "id": "f-1",
                            "name": "decisao.pdf",
                            "url": "http://127.0.0.1/cdn/files/decisao.pdf",
                            "type": "application/pdf",
                        }
                    ],
                },
            ),
        ],
    }
    if monitoring:
        out["propertiesArray"] = [
            {"id": f"pa-{i}", "key": key, "value": value}
            for i, (key, value) in enumerate(properties.items())
        ]
    return out


def lookup_result(cnj: str = CNJ_A, request_id: str = "req-1", **extra: Any) -> dict[str, Any]:
    """A capture lookup result (``GET /v1/request/{id}``) with one lawsuit."""
    return {
        "success": True,
        "type": "lawsuits",
        "requested": {
            "id": request_id,
            "status": "success",
            "source": "tribunais",
            "platform": "pje",
            "search": "trf5",
            "query": "primeiro-grau",
            "court": "TRF5",
            "param": {"key": "cnj", "value": cnj},
            "respondedAt": "2026-01-02T03:04:05.000Z",
            "createdAt": "2026-01-02T03:00:00.000Z",
        },
        "info": {
            "source": "Consulta de Tribunais",
            "platform": "PJe",
            "search": "TRF5",
            "query": "1º grau",
            "paramKey": "Número CNJ",
        },
        "data": [lawsuit(cnj)],
        **extra,
    }


def monitoring_response(cnj: str = CNJ_A) -> dict[str, Any]:
    """A monitoring data response (``GET /v1/processo/dados/{id}``), envelope unwrapped."""
    return {
        "id": "mon-1",
        "cnj": cnj,
        "createdAt": "2026-01-01T00:00:00.000Z",
        "info": [
            {
                "id": "inst-1",
                "source": "Consulta de Tribunais",
                "platform": "PJe",
                "search": "TRF5",
                "query": "1º grau",
                "sourceTag": "tribunais",
                "platformTag": "pje",
                "searchTag": "trf5",
                "queryTag": "primeiro-grau",
                "lastStatus": "success",
                "lastResponse": "2026-01-03T00:00:00.000Z",
                "disabled": False,
                "data": [lawsuit(cnj, monitoring=True)],
            }
        ],
    }


def demand_entry(status: int = 200) -> dict[str, Any]:
    """One demand result entry (``data[]`` of a demand result body element)."""
    entry: dict[str, Any] = {
        "status": status,
        "codigos": {"nuprocesso": DIGITS_B, "cdprocesso": "9M0002CYG0000", "idprocesso": "abc"},
        "nuprocesso": DIGITS_B,
        "idprocesso": "abc" if status == 200 else "",
        "metadados": {
            "cdprocesso": "9M0002CYG0000",
            "dearea": "Cível",
            "deassunto": "Responsabilidade do Fornecedor",
            "declasse": "Procedimento Comum Cível",
            "decomarca": "Martinópolis",
            "deforo": "Foro de Martinópolis",
            "detribunal": "TJSP",
            "desistema": "SAJ",
            "devara": "2ª Vara Judicial",
            "dtcoleta": "2026-01-05 10:00:00",
            "dtdistribuicao": "2024-02-01 09:30:00",
            "flsegredo": "N",
            "desituacao": "Em andamento",
            "nmjuiz": None,
            "nmrelator": "Des. Fulano",
            "vlcausa": "81439,78",
        },
    }
    if status == 200:
        entry["partes"] = [
            {
                "nmparte": "Aparecida",
                "tpparte": "Reqte",
                "polo": "polo_ativo",
                "advogados": [
                    {
                        "tpadvogado": "Advogado",
                        "nmadvogado": "Carina",
                        "nuoab": "355919/SP",
                        "decpf": None,
                    }
                ],
            },
            {
                "nmparte": "BANCO S.A.",
                "tpparte": "Reqdo",
                "polo": "polo_passivo",
                "advogados": None,
            },
        ]
        entry["movimentos"] = [
            {
                "dtmovimento": "2026-03-20 00:00:00",
                "detipomovimento": None,
                "deteormovimento": "Arquivado Definitivamente",
                "nuseqmov": 118,
                "idmovimento": "m-118",
            },
            {
                "dtmovimento": "2026-03-02 15:30:00",
                "detipomovimento": "Certidão",
                "deteormovimento": "Relação: 0271/2026\r\nData da Publicação: 03/03/2026",
                "nuseqmov": 117,
                "idmovimento": "m-117",
            },
        ]
    return entry


def demand_result() -> dict[str, Any]:
    """A demand result (``GET /v1/demand/{idDemanda}``) with a found and a 404 entry."""
    return {
        "idDemanda": "dem-1",
        "body": [
            {
                "idCallback": "cb",
                "cnj": DIGITS_B,
                "data": [demand_entry(200)],
                "idDemanda": "dem-1",
            },
            {
                "idCallback": "cb",
                "cnj": "00000011120208260100",
                "data": [demand_entry(404)],
                "idDemanda": "dem-1",
            },
        ],
    }


def coverage_tree() -> list[dict[str, Any]]:
    """A coverage ``data`` array: one source, one platform, two searches."""
    cnj_param = {
        "label": "Número CNJ",
        "tag": "cnj",
        "mask": "#######-##.####.#.##.####",
        "Obrigatório": True,
        "nested": [],
    }
    name_param = {
        "label": "Nome",
        "tag": "nome",
        "mask": None,
        "Obrigatório": False,
        "nested": [
            {"label": "OAB", "tag": "oab", "mask": None, "Obrigatório": False, "nested": []}
        ],
    }
    return [
        {
            "source": "tribunais",
            "Descrição": "Consulta de Tribunais",
            "platforms": [
                {
                    "platform": "esaj",
                    "Descrição": "e-SAJ",
                    "searches": [
                        {
                            "search": "tjsp",
                            "Descrição": "TJSP",
                            "queries": [
                                {
                                    "query": "cpopg",
                                    "Descrição": "1º grau",
                                    "params": [cnj_param, name_param],
                                },
                            ],
                        },
                        {"search": "tjms", "Descrição": "TJMS", "queries": []},
                    ],
                },
            ],
        },
    ]


def request_record(request_id: str = "req-1", status: str = "success") -> dict[str, Any]:
    """A request record as the create response returns it."""
    return {
        "id": request_id,
        "status": status,
        "source": "tribunais",
        "platform": "esaj",
        "search": "tjsp",
        "query": "cpopg",
        "court": "TJSP",
        "credentials": False,
        "param": {"key": "cnj", "value": DIGITS_B},
        "respondedAt": None if status == "pending" else "2026-01-02T03:04:05.000Z",
        "createdAt": "2026-01-02T03:00:00.000Z",
    }


def use_stats() -> dict[str, Any]:
    """``GET /v1/stats/use`` data: two days, today among them."""

    def entry(day: str, n: int) -> dict[str, Any]:
        return {
            "date": day,
            "success": n,
            "warning": 1,
            "error": 0,
            "pending": 2,
            "total": n + 3,
            "bytes": 1000 * n,
        }

    return {
        "today": entry("2026-01-02", 5),
        "days": [entry("2026-01-01", 0), entry("2026-01-02", 5)],
    }


def monitored_list() -> dict[str, Any]:
    """``GET /v1/processo/listar`` data."""
    return {
        "totalItems": 2,
        "currentPage": 1,
        "pageSize": 10,
        "totalPages": 1,
        "list": [
            {"id": "mon-1", "cnj": CNJ_A, "createdAt": "2026-01-01T00:00:00.000Z"},
            {"id": "mon-2", "cnj": DIGITS_B, "createdAt": "2026-01-01T00:00:00.000Z"},
        ],
    }


def callback_list() -> dict[str, Any]:
    """``GET /v1/callback`` response of the demand API."""
    return {
        "callbackId": "cb",
        "body": {
            "urlCallback": "http://127.0.0.1:9/cb",
            "callbackId": "cb",
            "demands": [
                {
                    "demandId": "dem-1",
                    "action": "insert",
                    "scopeType": "cnj",
                    "secret": False,
                    "demandType": "execution",
                    "fldoc": "1",
                    "updateFrequency": "daily",
                    "filterDoc": ["inicial", "sentenca"],
                }
            ],
        },
    }
