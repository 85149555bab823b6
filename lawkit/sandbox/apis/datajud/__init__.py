"""The sandbox's DataJud (CNJ's public API): the endpoint (``responses``), the query DSL it
evaluates (``query``); the records themselves are :mod:`lawkit.sandbox.data.datajud`."""

from lawkit.sandbox.apis.datajud.responses import routes, setup

__all__ = ["routes", "setup"]
