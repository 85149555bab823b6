"""The common ground of the client's three API families (capture, monitoring, demand)."""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, ClassVar

from lawkit.client import validate
from lawkit.client.cache import Policy, ReuseStore
from lawkit.client.clock import parse_time
from lawkit.client.config import Settings
from lawkit.client.http import HTTP
from lawkit.client.paging import Listing, Page, every_page, page_of
from lawkit.errors import (
    AuthenticationError,
    CacheError,
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
#: How much earlier than its POST (on the provider's clock, read from its ``Date`` headers to the
#: second) a record it created may be dated, when looking for one whose answer was lost.
RECONCILE_SLACK = dt.timedelta(seconds=10)
#: Says why a call is sent again rather than reconciled with what its list cannot tell apart.
log = logging.getLogger(__name__)
#: A creating call: given ``match(sent)`` (the record a POST sent at ``sent``, machine epoch
#: seconds, created, if it can be told), it sends and returns the record.
Create = Callable[[Callable[[float], dict[str, Any] | None]], dict[str, Any]]


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

    def _page(
        self, listing: Listing, params: dict[str, Any], number: int, *, refresh: bool
    ) -> Page:
        """Page ``number`` of ``listing``, filtered by ``params``.

        Raises:
            APIError: as :func:`lawkit.client.paging.page_of`, or the call failed.
        """
        url = f"{self._base}/{listing.path}"
        data = self._http.call(
            "GET",
            url,
            params={**params, "page": number, "limit": self._settings.page_size},
            expire=self._policy.expire(listing.expire),
            refresh=refresh,
            envelope=dict,
        )
        return page_of(data, listing, url)

    def _pages(
        self, listing: Listing, params: dict[str, Any], *, refresh: bool
    ) -> Iterator[dict[str, Any]]:
        """Every item of ``listing``, filtered by ``params``, each once
        (:func:`lawkit.client.paging.every_page`)."""
        return every_page(
            lambda number: self._page(listing, params, number, refresh=refresh),
            f"GET {self._base}/{listing.path}",
        )

    def _today(self) -> dt.date:
        """The provider's date, which says which filing years a CNJ number may have: never the
        machine's, so a number is taken or refused alike on any day. A client that has not
        heard from the provider yet asks for its token first (the call it is about to make
        needs it), whose answer's ``Date`` tells that clock; offline, or without client
        credentials (the demand API alone), it has only the machine's date."""
        settings = self._settings
        if not (self._http.clock.observed or settings.offline) and settings.client_secret:
            self._http.tokens.token()
        return self._http.clock.today()

    def _filed_by_now(self, numbers: Mapping[str, str]) -> None:
        """Refuse, before the call that would send them, the CNJ numbers (argument name ->
        valid number) filed after the provider's current year (:meth:`_today`, asked only when
        there are numbers).

        Raises:
            InvalidCNJ: one was; the message names it.
        """
        if numbers:
            validate.filed(numbers, self._today())

    def _key(self, kind: str, identity: dict[str, Any]) -> str:
        """The reuse key of a submission: its kind, this API's URL and client id, its body."""
        return ReuseStore.key(kind, self._base, self._settings.client_id, identity)

    def _reused(
        self,
        kind: str,
        identity: dict[str, Any],
        fresh: bool,
        create: Create,
        find: Callable[[float], list[dict[str, Any]]],
        *,
        listed: dict[str, Any],
        id_field: str = "id",
        detail: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        """Pay once: the record of an identical submission, or ``create()``'s, never both.

        Under the intent protocol of :mod:`lawkit.client.cache.reuse`: a record inside the
        reuse window is returned; a submission another holder is sending is waited for as long
        as that holder lives and beats (a :class:`CacheError` names a holder whose process exists
        but has stopped beating; one that is gone is taken over); one abandoned - by a process
        that died, or by a call interrupted or unanswered here - is reconciled first (see
        :meth:`_match`); else this caller sends it, its intent written before and its record
        after (a refusal drops the intent; any other failure leaves it abandoned).

        Args:
            kind: what is created (``request``, ``register``, ``demand``, ...).
            identity: what makes two submissions the same (no secret in it).
            fresh: set a record inside the window aside and send anew.
            create: ``create(match)`` sends the creating call (reconciling a lost answer with
                ``match``) and returns its record.
            find: ``find(sent)``: what the provider lists of this submission (``listed``) among
                the items created since ``sent`` (this machine's epoch seconds).
            listed: the part of ``identity`` the provider's list shows: submissions alike in it
                cannot be told apart by reconciling.
            id_field: the record's id field (kept so a removal can forget the record).
            detail: turns the item found into the record (default: the item itself).

        Raises:
            CacheError: the cache cannot be used, or the submission's holder has stopped.
        """
        key = self._key(kind, identity)
        family = self._key(kind, listed)

        def match(sent: float) -> dict[str, Any] | None:
            found = self._match(kind, key, family, find(sent), id_field)
            return found if found is None or detail is None else detail(found)

        while True:
            claim = self._reuse.claim(key, kind, family=family, replace=fresh)
            if claim.state == "record":
                return claim.record
            if claim.state == "mine":
                break
            if claim.state == "silent":
                raise CacheError(
                    f"this {kind} is being sent by {claim.holder}, which still exists but has "
                    "shown no sign of life for a while (stopped or suspended?); nothing was "
                    "sent: resume or end that process, then run again"
                )
            time.sleep(INTENT_POLL)
        try:
            found = None if claim.since is None else match(claim.since)
            record = self._attempt(key, lambda: create(match)) if found is None else found
        except BaseException:  # the outcome unknown (Ctrl-C, no answer): reconciled next time
            self._reuse.abandon(key)  # (nothing left to abandon after a refusal)
            raise
        self._reuse.done(key, kind, record.get(id_field), record)
        return record

    def _match(
        self, kind: str, key: str, family: str, items: list[dict[str, Any]], id_field: str
    ) -> dict[str, Any] | None:
        """The item among ``items`` (listed as this submission, created since it was sent) that
        this submission created, or ``None`` when it created none, or when the list cannot tell
        (then it is sent, with a log line saying why: better than another query's record).

        Items recorded in this cache for other submissions (or set aside by a fresh one) are
        not it. What remains is it only when alone and no other submission that the list shows
        alike (another ``make_download``, callbacks, ``ignore``, ...) has an intent here.
        """
        ids = [str(item.get(id_field)) for item in items]
        taken = self._reuse.attributed(ids)
        left = [item for item, i in zip(items, ids, strict=True) if i not in taken]
        if not left:
            return None
        rivals = self._reuse.rivals(key, family)
        if len(left) == 1 and not rivals:
            return left[0]
        log.warning(
            "lawkit: sending the %s again rather than reconciling it: the provider lists %d "
            "unclaimed match(es) (%s) and %d other submission(s) it shows alike are under way; "
            "its list cannot tell which query created them (the options it does not show, such "
            "as make_download or callbacks, differ)",
            kind,
            len(left),
            ", ".join(str(item.get(id_field)) for item in left),
            rivals,
        )
        return None

    def _provider_time(self, sent: float) -> dt.datetime:
        """``sent`` (this machine's epoch seconds) on the provider's clock; the token call this
        needs anyway tells that clock when no answer has yet."""
        self._http.tokens.token()
        return self._http.clock.at(sent)

    def _since(self, items: list[dict[str, Any]], sent: float) -> list[dict[str, Any]]:
        """The items created since ``sent`` (this machine's epoch seconds) by the provider's
        clock, less :data:`RECONCILE_SLACK`."""
        since = self._provider_time(sent) - RECONCILE_SLACK
        return [item for item in items if _created_since(item, since)]

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


def _created_since(item: dict[str, Any], moment: dt.datetime) -> bool:
    try:
        return parse_time(item["createdAt"]) >= moment
    except (KeyError, TypeError, ValueError, AttributeError):
        return False


def data(record: dict[str, Any] | None) -> dict[str, Any] | None:
    """A found record in the ``{data}`` envelope its POST would have answered."""
    return None if record is None else {"data": record}
