"""A faithful local emulator of the provider's APIs, served over real HTTP on loopback.

``start(**knobs)`` serves the token service, the capture API, the monitoring API, the file
store and the demand API on a free loopback port and returns a :class:`Sandbox` handle::

    with lawkit.sandbox.start(seed=7, finish_after=0) as sb:
        lawkit.connect(**sb.settings)

Knobs (all deterministic under ``seed``) are the fields of :class:`Knobs`. The OpenAPI 3
document of the APIs is served at ``{sb.url}/openapi.json`` and shipped as
``lawkit/sandbox/openapi.json``. From a shell: ``lawkit sandbox`` or ``python -m lawkit.sandbox``.
"""

from __future__ import annotations

from lawkit.sandbox.server import Sandbox, start
from lawkit.sandbox.state import Knobs

__all__ = ["Knobs", "Sandbox", "start"]
