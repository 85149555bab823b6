"""The sandbox's monitoring API: state and daily runs (``models``), endpoints (``responses``)."""

from lawkit.sandbox.apis.monitor.models import setup
from lawkit.sandbox.apis.monitor.responses import routes

__all__ = ["routes", "setup"]
