"""Facts of the provider's API documents that both the client and the sandbox rely on.

One place for the closed lists of the spec (parameter keys, statuses, document kinds, ...) so the
client's input checks and the sandbox's answers cannot drift apart. The limits at the end are not
in the spec: they are the sandbox's, and the client refuses the same inputs before sending.
"""

from __future__ import annotations

from typing import NamedTuple


class QueryPath(NamedTuple):
    """Where a capture query runs: its four tags in the coverage tree (``available``), from the
    source down to the query. The client's request bodies and list filters and the sandbox's
    records and coverage index all name a query by these four."""

    source: str
    platform: str
    search: str
    query: str


#: Parameter keys accepted by the ``key`` field of a capture query, in the spec's order.
KEYS = (
    "cnj",
    "number",
    "cartaprecatoria",
    "doc",
    "documentodelegacia",
    "legado",
    "nome",
    "nomeadvogado",
    "oab",
    "numerocda",
    "nomeadv",
    "nomeparte",
    "numorigem",
    "numregistro",
    "numstj",
)
#: Capture request statuses; the last three are final.
STATUSES = ("pending", "success", "warning", "error")
FINISHED = STATUSES[1:]
#: Document kinds of the demand API's ``filterDoc``.
FILTER_DOCS = ("inicial", "sentenca", "decisao", "contextacao", "acordao", "peticao")
#: Values of the demand API's ``updateFrequency``.
UPDATE_FREQUENCIES = ("never", "daily")
#: Fields of the demand API's ``credentials`` object.
DEMAND_CREDENTIAL_FIELDS = ("arn", "codigoCredencialOrgaoSistema", "login", "sistema")

#: HTTP methods a callback descriptor may name (sandbox limit: the spec's examples use POST).
CALLBACK_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")
#: Callback descriptors per capture query, at most (sandbox limit).
MAX_CALLBACKS = 10
#: CNJ numbers per demand, at most (sandbox limit).
MAX_DEMAND_VALUES = 1000
