"""The client of the provider's APIs: ``lawkit.connect()`` and :class:`Client`.

One :class:`Client` holds the session (:mod:`~lawkit.client.http`, with its on-disk
:mod:`~lawkit.client.cache`, token manager :mod:`~lawkit.client.auth` and the provider's clock
:mod:`~lawkit.client.clock`), its :mod:`~lawkit.client.config` and the three API families:
``client.capture`` (:mod:`~lawkit.client.capture`), ``client.monitor``
(:mod:`~lawkit.client.monitor`) and ``client.demand`` (:mod:`~lawkit.client.demand`), which share
:mod:`~lawkit.client.api`, the input checks of :mod:`~lawkit.client.validate`, one wait loop
(:mod:`~lawkit.client.waiting`, paced by :mod:`~lawkit.client.pacing`) and the callback receiver
(:mod:`~lawkit.client.callbacks`). Everything returned is the provider's JSON; :mod:`lawkit.tidy`
turns it into tables.
"""

from __future__ import annotations

from lawkit.client.callbacks import CallbackReceiver
from lawkit.client.session import Client, connect
from lawkit.client.waiting import WaitResult

__all__ = ["CallbackReceiver", "Client", "WaitResult", "connect"]
