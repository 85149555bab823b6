"""Capture API endpoints: coverage, queries, automatic queries, statistics, file store.

Raw JSON in and out: each method returns the parsed response with the ``data`` envelope unwrapped
(except :meth:`Capture.lookup`, whose ``requested``/``info`` siblings of ``data`` matter too, so the
whole body is returned). Paged listings return a list holding every item of every page.
"""

from __future__ import annotations

import datetime as dt
import os
import tempfile
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote, urlsplit

import requests

from lawkit.client import validate
from lawkit.client.api import API
from lawkit.client.cache import Policy, ReuseStore
from lawkit.client.config import Settings
from lawkit.client.http import HTTP
from lawkit.errors import APIError, ConfigurationError, InvalidInput, NetworkError

if TYPE_CHECKING:
    from lawkit.client.waiting import WaitResult

#: How far back (minutes) a created request may be dated, when looking for one whose POST got no
#: answer (allows for clock differences with the provider).
RECONCILE_SLACK = dt.timedelta(minutes=2)


class Capture(API):
    """``client.capture``: the capture API of one client."""

    url_setting = "capture_url"

    def __init__(self, http: HTTP, settings: Settings, policy: Policy, reuse: ReuseStore) -> None:
        super().__init__(http, settings, policy, reuse)
        #: createdAt of every request id this client has seen (for :meth:`wait`).
        self.known: dict[str, str] = {}
        #: request ids of every automatic request this client has seen.
        self.known_auto: dict[str, list[str]] = {}

    # -- coverage ------------------------------------------------------------------------------

    def available(self, cnj: str | None = None) -> list[dict[str, Any]]:
        """The coverage tree (sources > platforms > searches > queries > params).

        Args:
            cnj: restrict to the court of this CNJ number (messy input accepted).
        """
        params = {"cnj": validate.cnj(cnj)} if cnj is not None else None
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

        The same query submitted again within the reuse window returns the earlier record
        without sending anything (``fresh=True`` forces a new request), unless its result is
        known to have ended in ``error`` (collection failed); see :mod:`lawkit.client.cache`.
        A ``cnj`` value is sent in canonical form.
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
        record = self._create("request", body, fresh, self._find_request)
        self._remember(record)
        return record

    def lookup(self, request_id: str) -> dict[str, Any]:
        """The result of one request: ``{success, type, requested, info, data}``.

        Finished results are cached for good; pending ones are never cached.
        """
        request_id = validate.uuid_text(request_id, "request_id")
        url = f"{self._base}/request/{request_id}"
        body = self._http.call("GET", url, expire=self._policy.expire("lookup"))
        if not isinstance(body.get("requested"), dict) or not isinstance(body.get("data"), list):
            raise APIError(f"GET {url} answered a lookup result without `requested` and `data`")
        self._remember(body["requested"])
        return body

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
        items = list(self._pages("request", params, refresh=refresh))
        for item in items:
            self._remember(item)
        return items

    def page(self, what: str, params: dict[str, Any], page: int, *, refresh: bool) -> Any:
        """One page of ``/v1/request`` or ``/v1/autorequest``: ``{total, result}``."""
        query = {**params, "page": page, "limit": self._settings.page_size}
        data = self._http.call(
            "GET",
            f"{self._base}/{what}",
            params=query,
            expire=self._policy.expire("lists"),
            refresh=refresh,
            envelope=dict,
        )
        if not isinstance(data.get("result", []), list):
            raise APIError(f"GET {self._base}/{what} answered a page whose `result` is no array")
        return data

    def _pages(self, what: str, params: dict[str, Any], *, refresh: bool) -> Iterator[Any]:
        seen, page = 0, 1
        while True:
            data = self.page(what, params, page, refresh=refresh)
            result = data.get("result") or []
            yield from result
            seen += len(result)
            if not result or seen >= int(data.get("total") or 0):
                return
            page += 1

    # -- automatic queries ---------------------------------------------------------------------

    def autorequest(
        self, cnj: str, *, make_download: bool = False, callbacks: Any = (), fresh: bool = False
    ) -> dict[str, Any]:
        """Submit an automatic query for one CNJ number (one request per matching platform and
        query of its court); returns the automatic request record with its requests.

        Reused within the window like :meth:`request`.
        """
        body = {
            "key": "cnj",
            "value": validate.cnj(cnj),
            "makeDownload": validate.flag(make_download, "make_download"),
            "callbacks": validate.callbacks(callbacks, allow_headers=False),
        }
        record = self._create("autorequest", body, fresh, self._find_autorequest)
        self._remember_auto(record)
        return record

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
        params: dict[str, Any] = validate.date_range(start, end, required=False)
        if cnj is not None:
            params.update({"key": "cnj", "value": validate.cnj(cnj)})
        items = list(self._pages("autorequest", params, refresh=refresh))
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
        response = self._http.send(
            "GET", f"{cdn}/files/{name}", auth=False, cached=False, stream=True
        )
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

    def wait(self, ids_or_records: Any, **options: Any) -> WaitResult:
        """Wait for many requests; see :func:`lawkit.client.waiting.wait` for the options."""
        from lawkit.client.waiting import wait

        return wait(self, ids_or_records, **options)

    # -- internals -----------------------------------------------------------------------------

    def _create(self, what: str, body: dict[str, Any], fresh: bool, find: Any) -> dict[str, Any]:
        def post() -> dict[str, Any]:
            sent = time.time()  # read on the provider's clock once it has answered (reconcile)
            return self._http.call(
                "POST",
                f"{self._base}/{what}",
                json=body,
                reconcile=lambda: find(body, self._http.clock.at(sent)),
                envelope=dict,
            )

        return self._reused(what, body, fresh, post)

    def _reusable(self, record: dict[str, Any]) -> bool:
        """False when every request of an earlier record ended in ``error``, as far as the
        cache knows (nothing is sent): such a query is worth sending again."""
        ids = [r.get("id") for r in record.get("requests", [record])]
        statuses = []
        for request_id in ids:
            cached = self._http.peek(f"{self._base}/request/{request_id}") if request_id else None
            statuses.append((cached or {}).get("requested", {}).get("status"))
        return not statuses or any(status != "error" for status in statuses)

    def _find_request(self, body: dict[str, Any], sent_at: dt.datetime) -> Any:
        """After a POST /v1/request got no answer: the request it created, if any."""
        before = set(self.known)
        listed = self.requests(
            **{k: body[k] for k in ("source", "platform", "search")},
            **_days_around(sent_at),
            refresh=True,
        )
        same_query = [
            item
            for item in listed
            if item.get("param") == body["param"] and item.get("query") == body["query"]
        ]
        return _newest(same_query, sent_at, before)

    def _find_autorequest(self, body: dict[str, Any], sent_at: dt.datetime) -> Any:
        """After a POST /v1/autorequest got no answer: the automatic request it created, if any."""
        before = set(self.known_auto)
        listed = self.autorequests(cnj=body["value"], **_days_around(sent_at), refresh=True)
        found = _newest(listed, sent_at, before)
        return None if found is None else {"data": self.autorequest_detail(found["data"]["id"])}

    def _remember(self, record: dict[str, Any]) -> None:
        if record.get("id") and record.get("createdAt"):
            self.known[record["id"]] = record["createdAt"]

    def _remember_auto(self, record: dict[str, Any]) -> None:
        members = record.get("requests") or []
        ids = [r.get("id") or r.get("requestId") for r in members]
        if record.get("id"):
            self.known_auto[record["id"]] = [i for i in ids if i]
        for request, request_id in zip(members, ids, strict=True):
            created = request.get("createdAt") or record.get("createdAt")
            if request_id and created:
                self.known[request_id] = created


def parse_time(text: str) -> dt.datetime:
    """An ISO 8601 timestamp (``...Z`` accepted) as an aware UTC datetime."""
    value = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    return value if value.tzinfo else value.replace(tzinfo=dt.UTC)


def _days_around(moment: dt.datetime) -> dict[str, dt.date]:
    """The creation-date filter of a listing that finds what was created at ``moment``."""
    day = moment.date()
    return {"start": day - dt.timedelta(days=1), "end": day + dt.timedelta(days=1)}


def _created_since(item: dict[str, Any], sent_at: dt.datetime) -> bool:
    try:
        return parse_time(item["createdAt"]) >= sent_at - RECONCILE_SLACK
    except (KeyError, TypeError, ValueError):
        return False


def _newest(
    listed: list[dict[str, Any]], sent_at: dt.datetime, known: set[str]
) -> dict[str, Any] | None:
    """The newest listed item created since ``sent_at`` that is not ``known``, enveloped."""
    candidates = [i for i in listed if _created_since(i, sent_at) and i.get("id") not in known]
    if not candidates:
        return None
    return {"data": max(candidates, key=lambda item: item["createdAt"])}


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
