"""The common ground of the client's three API families (capture, monitoring, demand)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from lawkit.client.cache import Policy, ReuseStore
from lawkit.client.config import Settings
from lawkit.client.http import HTTP
from lawkit.client.paging import Page
from lawkit.errors import (
    AuthenticationError,
    ConfigurationError,
    InvalidInput,
    NotCached,
    NotFound,
    ProviderValidationError,
    RateLimited,
)

#: Failures after which the provider certainly created nothing (offline, ``NotCached``: nothing
#: was sent): the intent is dropped.
REFUSED = (
    AuthenticationError,
    ConfigurationError,
    InvalidInput,
    NotCached,
    NotFound,
    ProviderValidationError,
    RateLimited,
)
#: Seconds between two looks at a submission another holder is sending.
INTENT_POLL = 0.05


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

    def _key(self, kind: str, identity: dict[str, Any]) -> str:
        """The reuse key of a submission: its kind, this API's URL and client id, its body."""
        return ReuseStore.key(kind, self._base, self._settings.client_id, identity)

    def _reused(
        self,
        kind: str,
        identity: dict[str, Any],
        fresh: bool,
        create: Callable[[], dict[str, Any]],
        find: Callable[[float], dict[str, Any] | None],
        id_field: str = "id",
    ) -> dict[str, Any]:
        """Pay once: the record of an identical submission, or ``create()``'s, never both.

        Under the intent protocol of :mod:`lawkit.client.cache.reuse`: a record inside the
        reuse window is returned; a submission another live holder is sending is waited for
        (at most ``retry_time + read_timeout`` seconds, then taken over); one abandoned - by a
        process that died, or by a call interrupted or unanswered here - is looked for with
        ``find`` first; else this caller sends it, its intent written before and its record
        after (a refusal drops the intent; any other failure leaves it abandoned).

        Args:
            kind: what is created (``request``, ``register``, ``demand``, ...).
            identity: what makes two submissions the same (no secret in it).
            fresh: set a record inside the window aside and send anew.
            create: sends the creating call and returns its record.
            find: ``find(sent)``: the record the provider holds for this submission if one was
                created since ``sent`` (this machine's epoch seconds), else ``None``.
            id_field: the record's id field (kept so a removal can forget the record).
        """
        key = self._key(kind, identity)
        patience = time.monotonic() + self._settings.retry_time + self._settings.read_timeout
        while True:
            claim = self._reuse.claim(key, kind, replace=fresh, take=time.monotonic() > patience)
            if claim.state == "record":
                return claim.record
            if claim.state == "mine":
                break
            time.sleep(INTENT_POLL)
        try:
            found = None if claim.since is None else find(claim.since)
            record = self._attempt(key, create) if found is None else found
        except BaseException:  # the outcome unknown (Ctrl-C, no answer): reconciled next time
            self._reuse.abandon(key)  # (nothing left to abandon after a refusal)
            raise
        self._reuse.done(key, kind, record.get(id_field), record)
        return record

    def _attempt(self, key: str, create: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        """``create()``; a refusal drops the intent under ``key`` (nothing was created)."""
        try:
            return create()
        except REFUSED:
            self._reuse.release(key)
            raise


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

    def stored(self, item_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """The final results the client already holds (none unless the family keeps them)."""
        return {}

    def finished_page(self, start: str, end: str, page: int) -> Page:
        """One page of the final items created from ``start`` to ``end`` (when :attr:`lists`)."""
        raise NotImplementedError(f"{type(self.api).__name__} cannot list final items")
