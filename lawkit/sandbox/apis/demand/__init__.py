"""The sandbox's demand API: state and runs (``models``), endpoints (``responses``)."""

from lawkit.sandbox.apis.demand.models import setup
from lawkit.sandbox.apis.demand.responses import routes

__all__ = ["routes", "setup"]
