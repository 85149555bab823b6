"""The common ground of the client's three API families (capture, monitoring, demand)."""

from __future__ import annotations

from typing import ClassVar

from lawkit.cache import Policy, ReuseStore
from lawkit.config import Settings
from lawkit.errors import ConfigurationError
from lawkit.http import HTTP


class API:
    """One API family of a client: its HTTP session, settings, cache policy and reuse store.

    Subclasses name the setting that holds their base URL in :attr:`url_setting`.
    """

    url_setting: ClassVar[str]

    def __init__(self, http: HTTP, settings: Settings, policy: Policy, reuse: ReuseStore) -> None:
        self._http = http
        self._settings = settings
        self._policy = policy
        self._reuse = reuse

    @property
    def _base(self) -> str:
        """The API's versioned base URL, e.g. ``https://host/v1``."""
        url = getattr(self._settings, self.url_setting)
        if not url:
            raise ConfigurationError(
                f"{self.url_setting} is not configured (LAWKIT_{self.url_setting.upper()})"
            )
        return f"{url}/v1"
