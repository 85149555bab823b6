"""Capture API endpoints: coverage, queries, automatic queries, statistics, file store.

Raw JSON in and out: each method returns the parsed response with the ``data`` envelope unwrapped
(except :meth:`Capture.lookup`, whose ``requested``/``info`` siblings of ``data`` matter too, so the
whole body is returned). Paged listings return a list holding every item of every page.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import tempfile
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlsplit

import requests

from lawkit import spec
from lawkit.client import validate, waiting
from lawkit.client.api import API, Tracked, data
from lawkit.client.bulk import Submission, submit_all
from lawkit.client.cache import Policy, ResultStore, ReuseStore
from lawkit.client.cache.responses import kept_when
from lawkit.client.clock import parse_time
from lawkit.client.config import Settings
from lawkit.client.http import HTTP
from lawkit.client.paging import Listing, Page
from lawkit.client.waiting import WaitResult
from lawkit.errors import APIError, ConfigurationError, InvalidInput, NetworkError, NotFound
from lawkit.spec import QueryPath

if TYPE_CHECKING:
    from lawkit.client.callbacks import CallbackReceiver


#: The paged lists of requests and of automatic requests.
REQUESTS = Listing("request")
AUTOREQUESTS = Listing("autorequest")


class Capture(API):
    """``client.capture``: the capture API of one client."""

    url_setting = "capture_url"

    def __init__(
        self,
        http: HTTP,
        settings: Settings,
        policy: Policy,
        reuse: ReuseStore,
        results: ResultStore,
    ) -> None:
        super().__init__(http, settings, policy, reuse)
        self._results = results
        # createdAt of every request id this client has seen, and the request ids of every
        # automatic request (so :meth:`wait` takes bare ids without looking them up).
        self._known: dict[str, str] = {}
        self._known_auto: dict[str, list[str]] = {}
        # The ids of what this client's own submissions created (never the answer to
        # reconciling another one): not every id seen, since a list read by another thread
        # may show the very record a POST whose answer was lost created.
        self._own: set[str] = set()
        self._own_auto: set[str] = set()

    # -- coverage ------------------------------------------------------------------------------

    def available(self, cnj: str | None = None) -> list[dict[str, Any]]:
        """The coverage tree (sources > platforms > searches > queries > params).

        Args:
            cnj: restrict to the court of this CNJ number (messy input accepted).
        """
        params = {"cnj": validate.cnj(cnj, today=self._today)} if cnj is not None else None
        return self._http.call(
            "GET",
            f"{self._base}/available",
            params=params,
            expire=self._policy.expire("coverage"),
            envelope=list,
        )

    # -- queries -------------------------------------------------------------------------------

    def request(
        self,
        source: str,
        platform: str,
        search: str,
        query: str,
        key: str,
        value: str,
        *,
        make_download: bool = False,
        callbacks: Any = (),
        fresh: bool = False,
    ) -> dict[str, Any]:
        """Submit one query; returns the request record (status ``pending``).

        It is paid for once: the same query submitted again within the reuse window — by this
        process, another one on the same cache, or a re-run after a crash — returns the earlier
        record without sending anything (see :mod:`lawkit.client.cache.reuse`). ``fresh=True``
        sends it anew, e.g. to collect again a query whose result ended in ``error`` (the court
        was down). A ``cnj`` value is sent in canonical form.
        """
        key = validate.key(key)
        body = {
            "source": validate.text(source, "source"),
            "platform": validate.text(platform, "platform"),
            "search": validate.text(search, "search"),
            "query": validate.text(query, "query"),
            "makeDownload": validate.flag(make_download, "make_download"),
            "param": {
                "key": key,
                "value": validate.cnj(value, "value")
                if key == "cnj"
                else validate.text(value, "value"),
            },
            "callbacks": validate.callbacks(callbacks, allow_headers=False),
        }
        listed = {k: body[k] for k in (*QueryPath._fields, "param")}
        numbers = {"value": body["param"]["value"]} if key == "cnj" else {}
        record = self._create("request", body, numbers, fresh, self._find_request, listed)
        self._remember(record, own=True)
        return record

    def lookup(self, request_id: str) -> dict[str, Any]:
        """The result of one request: ``{success, type, requested, info, data}``.

        A finished result never changes: it is kept for good (in the cache's result store) and
        read from there afterwards, with no call; a pending one is fetched every time.
        """
        request_id = validate.uuid_text(request_id, "request_id")
        stored = self._results.get(request_id)
        if stored is not None:
            return stored
        url = f"{self._base}/request/{request_id}"
        body = self._http.call("GET", url)
        if not isinstance(body.get("requested"), dict) or not isinstance(body.get("data"), list):
            raise APIError(f"GET {url} answered a lookup result without `requested` and `data`")
        self._remember(body["requested"])
        if body["requested"].get("status") in spec.FINISHED and self._policy.keeps("lookup"):
            self._results.put(request_id, body)
        return body

    def stored(self, request_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """The finished results among ``request_ids`` that this client holds already, read in
        bulk from the cache with no call (what a re-run reads instead of asking again)."""
        return self._results.get_many(validate.uuid_text(r, "request id") for r in request_ids)

    def requests(
        self,
        *,
        source: str | None = None,
        platform: str | None = None,
        search: str | None = None,
        start: Any = None,
        end: Any = None,
        status: str | Iterable[str] | None = None,
        refresh: bool = False,
    ) -> list[dict[str, Any]]:
        """Every request matching the filters, all pages.

        Args:
            source, platform, search: exact filters.
            start, end: creation date range (date, datetime or 'YYYY-MM-DD'; both or neither).
            status: one status or several (pending, success, warning, error).
            refresh: skip the (one-minute) cache.
        """
        params: dict[str, Any] = {
            name: validate.text(value, name)
            for name, value in (("source", source), ("platform", platform), ("search", search))
            if value is not None
        }
        params.update(validate.date_range(start, end, required=False))
        params.update({k: "true" for k in validate.statuses(status)})
        items = list(self._pages(REQUESTS, params, refresh=refresh))
        for item in items:
            self._remember(item)
        return items

    # -- automatic queries ---------------------------------------------------------------------

    def autorequest(
        self, cnj: str, *, make_download: bool = False, callbacks: Any = (), fresh: bool = False
    ) -> dict[str, Any]:
        """Submit an automatic query for one CNJ number (one request per matching platform and
        query of its court); returns the automatic request record with its requests.

        Reused within the window like :meth:`request`.
        """
        body = _autorequest_body(validate.cnj(cnj), make_download, callbacks)
        record = self._create(
            "autorequest",
            body,
            {"cnj": body["value"]},
            fresh,
            self._find_autorequest,
            {"value": body["value"]},
            detail=lambda found: self.autorequest_detail(found["id"]),
        )
        self._remember_auto(record, own=True)
        return record

    def autorequest_many(
        self,
        cnjs: Iterable[str],
        *,
        make_download: bool = False,
        callbacks: Any = (),
        fresh: bool = False,
        max_workers: int | None = None,
        progress: bool = True,
        on_progress: Callable[[int], None] | None = None,
    ) -> Submission:
        """Submit an automatic query for each CNJ number, a few at a time.

        Every number is checked before anything is sent. Each is paid for once, as with
        :meth:`autorequest` — also when this is interrupted, killed or run twice at once on the
        same cache. Duplicates in ``cnjs`` are sent once.

        Args:
            cnjs: CNJ numbers (messy input accepted), at least one.
            make_download, callbacks, fresh: as for :meth:`autorequest`.
            max_workers: queries sent at once (default ``Settings.max_workers``).
            progress: show a tqdm progress bar.
            on_progress: called with how many numbers were answered so far, after each.

        Returns:
            The automatic request records, in input order, that :meth:`wait` takes as they are.
            On Ctrl-C it holds the accepted ones (``reason`` is ``"interrupted"`` and
            ``pending`` lists the numbers not sent); numbers the provider refused or that failed
            are in ``failed``.

        Raises:
            InvalidInput: ``cnjs`` is empty (see :func:`lawkit.client.validate.some`).
            InvalidCNJ: an entry is not a valid CNJ number, or one not yet submitted was filed
                after the provider's current year (nothing is sent).
        """
        named: dict[str, str] = {}  # canonical number -> where it first is in cnjs
        for i, given in enumerate(validate.some(cnjs, "cnjs", "CNJ number")):
            named.setdefault(validate.cnj(given, f"cnjs[{i}]"), f"cnjs[{i}]")
        numbers = list(named)
        max_workers = validate.count(max_workers, "max_workers", optional=True)
        keys = {
            n: self._key("autorequest", _autorequest_body(n, make_download, callbacks))
            for n in numbers
        }
        earlier = {} if fresh else self._reuse.records(list(keys.values()))
        known = {n: earlier[key] for n, key in keys.items() if key in earlier}
        for record in known.values():
            self._remember_auto(record, own=True)
        self._filed_by_now({named[n]: n for n in numbers if n not in known})
        return submit_all(
            numbers,
            lambda number: self.autorequest(
                number, make_download=make_download, callbacks=callbacks, fresh=fresh
            ),
            workers=max_workers or self._settings.max_workers,
            progress=progress,
            on_progress=on_progress,
            known=known,
        )

    def autorequests(
        self,
        *,
        cnj: str | None = None,
        start: Any = None,
        end: Any = None,
        refresh: bool = False,
    ) -> list[dict[str, Any]]:
        """Every automatic request (records with ``requests[]{requestId}``), all pages.

        Args:
            cnj: only those for this CNJ number (sent as ``key=cnj&value=<canonical>``).
            start, end: creation date range (both or neither).
            refresh: skip the (one-minute) cache.
        """
        params = validate.list_filters(start, end, cnj, keyed=True, today=self._today)
        items = list(self._pages(AUTOREQUESTS, params, refresh=refresh))
        for item in items:
            self._remember_auto(item)
        return items

    def autorequest_detail(self, autorequest_id: str) -> dict[str, Any]:
        """One automatic request with its full request records.

        Cached for good once every request in it has finished.
        """
        autorequest_id = validate.uuid_text(autorequest_id, "autorequest_id")
        record = self._http.call(
            "GET",
            f"{self._base}/autorequest/{autorequest_id}",
            expire=self._policy.expire("lookup"),
            envelope=dict,
        )
        self._remember_auto(record)
        return record

    # -- statistics ----------------------------------------------------------------------------

    def stats_use(self, start: Any, end: Any) -> dict[str, Any]:
        """Per-day counts by status, every day of the range: ``{today, days[]}``."""
        return self._stats("use", start, end)

    def stats_consume(self, start: Any, end: Any) -> list[dict[str, Any]]:
        """Per-day counts by status, days with requests only."""
        return self._stats("consume", start, end)

    def stats_details(self, start: Any, end: Any) -> list[dict[str, Any]]:
        """Per-day counts by status and source/platform/search, days with requests only."""
        return self._stats("details", start, end)

    def _stats(self, kind: str, start: Any, end: Any) -> Any:
        params = validate.date_range(start, end)
        return self._http.call(
            "GET",
            f"{self._base}/stats/{kind}",
            params=params,
            expire=self._policy.stats(params["end"], self._http.clock.today()),
            envelope=dict if kind == "use" else list,
        )

    # -- file store ----------------------------------------------------------------------------

    def download(self, url_or_name: str, to: str | os.PathLike[str] = ".") -> Path:
        """Download a stored file (a file entry's ``url``, or its name) into folder ``to``.

        The file is streamed to a temporary file and renamed when complete. Names that could
        escape ``to`` (separators, ``..``) are refused. No token is sent: the file store serves
        public files.

        Returns:
            The path of the downloaded file.
        """
        cdn = self._settings.cdn_url
        if not cdn:
            raise ConfigurationError("cdn_url is not configured (LAWKIT_CDN_URL)")
        text = validate.text(url_or_name, "url_or_name")
        if not isinstance(to, str | os.PathLike):
            raise InvalidInput(f"to must be a folder path, got {validate.shown(to)}")
        if text.startswith(("http://", "https://")):
            if not text.startswith(f"{cdn}/files/"):
                raise InvalidInput(f"{text!r} is not a file store URL; expected {cdn}/files/<name>")
            name = unquote(urlsplit(text).path.rsplit("/", 1)[-1])
        else:
            name = text
        _check_file_name(name)
        folder = Path(to)
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / name
        response = self._http.send("GET", f"{cdn}/files/{name}", auth=False, stream=True)
        fd, temp = tempfile.mkstemp(dir=folder, prefix=".lawkit-", suffix=".part")
        try:
            with os.fdopen(fd, "wb") as out, response:
                for chunk in response.iter_content(chunk_size=1 << 16):
                    out.write(chunk)
            os.replace(temp, target)
        except requests.RequestException as exc:
            Path(temp).unlink(missing_ok=True)
            raise NetworkError(f"download of {name} broke off: {type(exc).__name__}") from exc
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
        return target

    # -- waiting -------------------------------------------------------------------------------

    def wait(
        self,
        ids_or_records: Any,
        *,
        timeout: float | None = None,
        progress: bool = True,
        receiver: CallbackReceiver | None = None,
        on_progress: Callable[[WaitResult], None] | None = None,
        poll: float = 1.0,
        max_poll: float = 30.0,
        max_workers: int | None = None,
    ) -> WaitResult:
        """Wait until the given requests finish and return their lookup results.

        The list endpoint says which requests finished (a few calls a round, not one per
        request), and only those are looked up, in a thread pool; see
        :mod:`lawkit.client.waiting`.

        Args:
            ids_or_records: request ids, request records, lookup results, automatic request
                records or ids, or an earlier :class:`~lawkit.client.WaitResult` (resumes its
                pending ones and keeps its results) — one or an iterable of them, at least one
                (an empty list is refused: see :func:`lawkit.client.validate.some`). Unknown
                bare ids cost one call each to find their creation date (an automatic request
                id is recognised by a 404 there).
            timeout: seconds to wait at most (``None``: until all finish).
            progress: show a tqdm progress bar with counts by status.
            receiver: a callback receiver the requests were submitted with.
            on_progress: called with the live result after each round (raising
                KeyboardInterrupt there stops waiting like Ctrl-C does).
            poll: first pause between rounds, in seconds.
            max_poll: longest pause between rounds.
            max_workers: threads fetching results (default ``Settings.max_workers``).

        Returns:
            Request id -> lookup result, ordered like the input. On timeout or Ctrl-C it holds
            what finished so far, and ``pending`` lists the rest: ``wait(result)`` picks up where
            it stopped.
        """
        result = WaitResult()
        targets = _targets(self, ids_or_records, result)
        return waiting.wait(
            _Requests(self),
            targets,
            result,
            timeout=timeout,
            progress=progress,
            poll=poll,
            max_poll=max_poll,
            max_workers=max_workers,
            on_progress=on_progress,
            receiver=receiver,
        )

    # -- internals -----------------------------------------------------------------------------

    def _create(
        self,
        what: str,
        body: dict[str, Any],
        numbers: dict[str, str],
        fresh: bool,
        find: Callable[[dict[str, Any], float], list[dict[str, Any]]],
        listed: dict[str, Any],
        *,
        detail: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
    ) -> dict[str, Any]:
        """Send ``body`` to ``what``, paid once (:meth:`_reused`); its CNJ ``numbers`` (by
        argument name) are refused first if filed after the provider's current year."""

        def post(match: Callable[[float], dict[str, Any] | None]) -> dict[str, Any]:
            self._filed_by_now(numbers)  # where a call is sent anyway: a re-run's record costs none
            sent = time.time()
            return self._http.call(
                "POST",
                f"{self._base}/{what}",
                json=body,
                reconcile=lambda: data(match(sent)),
                envelope=dict,
            )

        return self._reused(
            what, body, fresh, post, lambda sent: find(body, sent), listed=listed, detail=detail
        )

    def _find_request(self, body: dict[str, Any], sent: float) -> list[dict[str, Any]]:
        """The requests of ``body``'s query created since ``sent`` by no other submission of
        this client (what a POST /v1/request whose answer was lost may have created)."""
        listed = self.requests(
            **{k: body[k] for k in QueryPath._fields[:3]},  # the list filters by all but query
            **_days_around(self._provider_time(sent)),
            refresh=True,
        )
        same_query = [
            item
            for item in listed
            if item.get("param") == body["param"]
            and item.get("query") == body["query"]
            and item.get("id") not in self._own
        ]
        return self._since(same_query, sent)

    def _find_autorequest(self, body: dict[str, Any], sent: float) -> list[dict[str, Any]]:
        """The automatic requests of ``body``'s number created since ``sent`` by no other
        submission of this client."""
        listed = self.autorequests(
            cnj=body["value"], **_days_around(self._provider_time(sent)), refresh=True
        )
        return self._since([i for i in listed if i.get("id") not in self._own_auto], sent)

    def _remember(self, record: dict[str, Any], *, own: bool = False) -> None:
        """Note a request's createdAt; ``own``: one of this client's submissions created it."""
        if record.get("id") and record.get("createdAt"):
            self._known[record["id"]] = record["createdAt"]
        if own and record.get("id"):
            self._own.add(record["id"])

    def _remember_auto(self, record: dict[str, Any], *, own: bool = False) -> None:
        """Note an automatic request's requests (and their createdAt); ``own`` as above."""
        members = record.get("requests") or []
        ids = [r.get("id") or r.get("requestId") for r in members]
        if record.get("id"):
            self._known_auto[record["id"]] = [i for i in ids if i]
        if own:
            self._own.update(i for i in ids if i)
            if record.get("id"):
                self._own_auto.add(record["id"])
        for request, request_id in zip(members, ids, strict=True):
            created = request.get("createdAt") or record.get("createdAt")
            if request_id and created:
                self._known[request_id] = created


_AUTO_DETAIL = re.compile(r"/v1/autorequest/[0-9a-fA-F-]{36}/?$")


def _all_final(body: Any) -> bool:
    """Whether an automatic request's detail lists its requests, every one final."""
    data = body.get("data") if isinstance(body, dict) else None
    requests = (data if isinstance(data, dict) else {}).get("requests") or []
    return bool(requests) and all(r.get("status") in spec.FINISHED for r in requests)


#: Whether the cache may keep an answer: anything but an automatic request with a pending
#: request (the cache's ``keep`` rule for the capture API; lookups are not cached at all: their
#: finished results go to the result store).
final_only = kept_when(_AUTO_DETAIL, _all_final)


class _Requests(Tracked):
    """Capture requests as the wait loop sees them: final ones are listed, then looked up."""

    api: Capture
    lists = True

    def lookup(self, item_id: str) -> dict[str, Any]:
        return self.api.lookup(item_id)

    def stored(self, item_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        return self.api.stored(item_ids)

    def status(self, result: dict[str, Any]) -> str | None:
        status = result["requested"].get("status")
        return status if status in spec.FINISHED else None

    def finished_page(self, start: str, end: str, page: int) -> Page:
        params = {"start": start, "end": end, **{status: "true" for status in spec.FINISHED}}
        refresh = not self.settings.offline
        return self.api._page(REQUESTS, params, page, refresh=refresh)


def _targets(capture: Capture, items: Any, result: WaitResult) -> dict[str, str | None]:
    """Request id -> createdAt of every request to wait for; final inputs go to ``result``."""
    if isinstance(items, str | Mapping):
        items = [items]
    if not isinstance(items, Iterable):
        raise InvalidInput(f"expected request ids or records, got {type(items).__name__}")
    targets: dict[str, str | None] = {}
    for item in validate.some(items, "ids_or_records", "request id or record"):
        if isinstance(item, WaitResult):
            for rid, body in item.items():
                result.keep(rid, body, item.statuses[rid])
            result.groups.update(item.groups)
            targets.update(item.created)
        elif isinstance(item, Mapping):
            _target_record(capture, item, targets, result)
        else:
            _target_id(capture, validate.uuid_text(item, "request id"), targets, result)
    return targets


def _target_record(
    capture: Capture, record: Mapping[str, Any], targets: dict[str, Any], result: WaitResult
) -> None:
    if isinstance(record.get("requested"), Mapping):
        requested = record["requested"]
        rid = validate.uuid_text(requested.get("id"), "requested.id")
        targets[rid] = _created(requested.get("createdAt"), f"request {rid}")
        if requested.get("status") in spec.FINISHED:
            result.keep(rid, dict(record), requested["status"])
    elif isinstance(record.get("requests"), list):
        auto_id = validate.uuid_text(record.get("id"), "automatic request id")
        ids = []
        for request in record["requests"]:
            request = request if isinstance(request, Mapping) else {}
            rid = validate.uuid_text(
                request.get("id") or request.get("requestId"), f"a request of {auto_id}"
            )
            ids.append(rid)
            created = request.get("createdAt") or record.get("createdAt")
            targets[rid] = _created(created, f"request {rid}")
        result.groups[auto_id] = ids
    elif record.get("id"):
        rid = validate.uuid_text(record["id"], "request id")
        created = record.get("createdAt") or capture._known.get(rid)
        if created:
            targets[rid] = created
        else:
            _target_id(capture, rid, targets, result)
    else:
        raise InvalidInput(
            "expected a request record, a lookup result or an automatic request record; got a "
            f"mapping with keys {sorted(record)}"
        )


def _created(value: Any, where: str) -> str:
    """``createdAt`` of a record, checked to be an ISO 8601 timestamp."""
    try:
        parse_time(value)
    except (TypeError, ValueError, AttributeError):
        raise InvalidInput(
            f"{where} has no readable createdAt (got {validate.shown(value)}); pass its id instead"
        ) from None
    return value


def _target_id(capture: Capture, rid: str, targets: dict[str, Any], result: WaitResult) -> None:
    if rid in capture._known_auto:
        result.groups[rid] = capture._known_auto[rid]
        targets.update({r: capture._known[r] for r in capture._known_auto[rid]})
    elif rid in capture._known:
        targets[rid] = capture._known[rid]
    else:
        try:
            _target_record(capture, capture.lookup(rid), targets, result)
        except NotFound:
            _target_record(capture, capture.autorequest_detail(rid), targets, result)


def _days_around(moment: dt.datetime) -> dict[str, dt.date]:
    """The creation-date filter of a listing that finds what was created at ``moment``."""
    day = moment.date()
    return {"start": day - dt.timedelta(days=1), "end": day + dt.timedelta(days=1)}


def _autorequest_body(number: str, make_download: Any, callbacks: Any) -> dict[str, Any]:
    """The body of ``POST /v1/autorequest`` for a canonical CNJ number (options checked)."""
    return {
        "key": "cnj",
        "value": number,
        "makeDownload": validate.flag(make_download, "make_download"),
        "callbacks": validate.callbacks(callbacks, allow_headers=False),
    }


def _check_file_name(name: str) -> None:
    if (
        not name
        or name in (".", "..")
        or any(sep in name for sep in ("/", "\\", "\x00"))
        or name.startswith(".")
        or Path(name).is_absolute()
    ):
        raise InvalidInput(
            f"file name {name!r} is refused: a plain file name is expected "
            "(no path separators, no leading dot, no '..')"
        )
