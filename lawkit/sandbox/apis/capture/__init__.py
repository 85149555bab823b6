"""The sandbox's capture API."""

from lawkit.sandbox.apis.capture.responses import routes, setup

__all__ = ["routes", "setup"]
