"""The common ground of the client's three API families (capture, monitoring, demand)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from lawkit.client.cache import Policy, ReuseStore
from lawkit.client.config import Settings
from lawkit.client.http import HTTP
from lawkit.client.paging import Page
from lawkit.errors import ConfigurationError


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

    def _reused(
        self,
        kind: str,
        identity: dict[str, Any],
        fresh: bool,
        create: Callable[[], dict[str, Any]],
        id_field: str = "id",
    ) -> dict[str, Any]:
        """The record of an identical submission inside the reuse window, or ``create()``'s.

        Args:
            kind: what is created (``request``, ``register``, ``demand``, ...).
            identity: what makes two submissions the same (no secret in it).
            fresh: skip the window and always create.
            create: sends the creating call; its record is remembered under ``identity``.
            id_field: the record's id field (kept so a removal can forget the record).
        """
        key = ReuseStore.key(kind, self._base, self._settings.client_id, identity)
        if not fresh:
            earlier = self._reuse.get(key)
            if earlier is not None and self._reusable(earlier):
                return earlier
        record = create()
        self._reuse.put(key, kind, record.get(id_field), record)
        return record

    def _reusable(self, record: dict[str, Any]) -> bool:
        """Whether an earlier record may stand for a new submission (always, unless overridden)."""
        return True


class Tracked:
    """The items of an API family as the wait loop sees them (a
    :class:`lawkit.client.waiting.Source`): this base gives the API's settings and call counter;
    each family says how to look an item up, when it is final and, if it can, how to list the
    final ones."""

    #: Whether :meth:`finished_page` lists final items.
    lists = False

    def __init__(self, api: API) -> None:
        self.api = api
        self.settings = api._settings

    @property
    def calls(self) -> int:
        """HTTP calls the client sent so far."""
        return self.api._http.calls

    def finished_page(self, start: str, end: str, page: int) -> Page:
        """One page of the final items created from ``start`` to ``end`` (when :attr:`lists`)."""
        raise NotImplementedError(f"{type(self.api).__name__} cannot list final items")
