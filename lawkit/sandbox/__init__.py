"""A faithful local emulator of the provider's APIs, served over real HTTP on loopback.

``start(**knobs)`` serves the token service, the capture API, the monitoring API, the file
store, the demand API and CNJ's DataJud (``{sb.urls["datajud"]}/api_publica_<alias>/_search``,
the same lawsuits as the others: :mod:`lawkit.sandbox.data.datajud`) on a free loopback port and
returns a :class:`Sandbox` handle::

    with lawkit.sandbox.start(seed=7, finish_after=0) as sb:
        lawkit.connect(**sb.settings)

Knobs (all deterministic under ``seed``) are the fields of :class:`Knobs`. The simulated clock
starts at ``start`` (default Monday 16 November 2026, 12:00 UTC: :data:`DEFAULT_START`) on any
real date, so the same seed gives the same data on any day; ``sb.advance(days=...)`` moves it on.
``sb.reset(**knobs)`` puts a running sandbox back in the state ``start(**knobs)`` starts in, on
the same port (the tests share one sandbox that way).
The OpenAPI 3
document of the APIs is served at ``{sb.url}/openapi.json`` and shipped as
``lawkit/sandbox/openapi.json``. From a shell: ``lawkit sandbox`` or ``python -m lawkit.sandbox``.
"""

from __future__ import annotations

from lawkit.sandbox.server import Sandbox, start
from lawkit.sandbox.state import DEFAULT_START, Knobs

__all__ = ["DEFAULT_START", "Knobs", "Sandbox", "start"]
