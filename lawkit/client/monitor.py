"""Monitoring API endpoints: register lawsuits for daily re-query, read and remove them.

Raw JSON in and out, ``data`` envelope unwrapped. :meth:`Monitor.list` returns every item of
every page.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from typing import Any

from lawkit.client import validate, waiting
from lawkit.client.api import API, Tracked, data
from lawkit.client.paging import Listing
from lawkit.client.waiting import WaitResult
from lawkit.errors import InvalidInput

#: The earlier name of the result of :meth:`Monitor.wait`, kept for code that imports it.
Ready = WaitResult
#: The paged list of monitored processes.
PROCESSES = Listing("processo/listar", items="list", total="totalItems", expire="monitor")


class Monitor(API):
    """``client.monitor``: the monitoring API of one client."""

    url_setting = "monitor_url"

    def register(
        self,
        cnj: str,
        *,
        callbacks: Any = (),
        ignore: bool = False,
        credentials: Mapping[str, Any] | None = None,
        fresh: bool = False,
    ) -> dict[str, Any]:
        """Register a CNJ number for daily monitoring; returns the registered process.

        Registering the same CNJ with the same callbacks and ``ignore`` again within the reuse
        window returns the earlier registration without sending anything (a second
        registration would be monitored, and billed, twice); ``fresh=True`` forces it.
        :meth:`remove` forgets the earlier registration. Credentials are sent but never stored.
        If the connection drops after sending, the list endpoint is asked whether the CNJ got
        registered since (then its info is returned) before sending again; when the list
        cannot tell it from another registration of the same number (other callbacks or
        ``ignore``) it is sent again.

        Args:
            cnj: the lawsuit number (messy input accepted; sent in canonical form).
            callbacks: descriptors ``{"method", "url", "headers"?}`` for new-data deliveries.
            ignore: no callback for data captured before registration.
            credentials: credentials for sealed lawsuits (sent as given).
            fresh: skip the reuse window.
        """
        body: dict[str, Any] = {
            "cnj": validate.cnj(cnj),
            "callbacks": validate.callbacks(callbacks, allow_headers=True),
            "ignore": validate.flag(ignore, "ignore"),
        }
        if credentials is not None and not isinstance(credentials, Mapping):
            raise InvalidInput(f"credentials must be a mapping, got {type(credentials).__name__}")
        sent = {**body, "credentials": dict(credentials)} if credentials else body

        def post(match: Any) -> dict[str, Any]:
            self._filed_by_now({"cnj": body["cnj"]})  # where a call is sent anyway
            at = time.time()
            return self._http.call(
                "POST",
                f"{self._base}/processo/novo",
                json=sent,
                reconcile=lambda: data(match(at)),
                envelope=dict,
            )

        return self._reused(
            "register",
            {**body, "sealed": bool(credentials)},
            fresh,
            post,
            lambda at: self._find_registration(body["cnj"], at),
            listed={"cnj": body["cnj"]},
            detail=lambda found: self.info(found["id"], refresh=True),
        )

    def list(
        self,
        *,
        cnj: str | None = None,
        start: Any = None,
        end: Any = None,
        refresh: bool = False,
    ) -> list[dict[str, Any]]:
        """Every monitored process (``{id, cnj, createdAt}``), all pages.

        Args:
            cnj: only this lawsuit (sent as ``value`` in canonical form).
            start, end: registration date range (both or neither).
            refresh: skip the cache.
        """
        params = validate.list_filters(start, end, cnj, keyed=False, today=self._today)
        return list(self._pages(PROCESSES, params, refresh=refresh))

    def info(self, process_id: str, *, refresh: bool = False) -> dict[str, Any]:
        """One monitored process with its per-instance status (``info[]``)."""
        process_id = validate.uuid_text(process_id, "process_id")
        return self._get(f"processo/info/{process_id}", refresh=refresh)

    def data(self, id_or_cnj: str, *, refresh: bool = False) -> dict[str, Any]:
        """The captured data of a monitored process, by its id or its CNJ number.

        A CNJ number (messy input accepted) is sent as its 20 digits, as the spec asks.
        """
        if validate.is_uuid(id_or_cnj):
            ref = validate.uuid_text(id_or_cnj, "id_or_cnj")
        else:
            ref = validate.cnj_digits(id_or_cnj, "id_or_cnj", today=self._today)
        return self._get(f"processo/dados/{ref}", refresh=refresh)

    def wait(
        self,
        ids_or_records: Any,
        *,
        timeout: float | None = None,
        progress: bool = False,
        poll: float = 1.0,
        max_poll: float = 30.0,
    ) -> WaitResult:
        """Wait until every instance of the given processes has run once.

        The monitoring API has no listing by status, so each process not yet ready is asked for
        its info (bypassing the cache) once per round, in the same loop as
        :meth:`lawkit.client.capture.Capture.wait`.

        Args:
            ids_or_records: process ids or registered-process records (one or several; an
                empty list is refused, see :func:`lawkit.client.validate.some`).
            timeout: seconds to wait at most (``None``: until all are ready).
            progress: show a tqdm progress bar.
            poll: first pause between rounds, in seconds.
            max_poll: longest pause between rounds.

        Returns:
            Process id -> info, in input order, for the ready ones; their ``statuses`` say
            ``success`` when an instance found data, ``error`` when every instance failed, else
            ``warning``. ``pending`` lists the others when the timeout or Ctrl-C stopped the wait
            (``reason`` says which).
        """
        if isinstance(ids_or_records, Mapping):
            ids_or_records = [ids_or_records]
        targets: dict[str, str | None] = {}
        for item in validate.some(ids_or_records, "ids_or_records", "process id or record"):
            record = item if isinstance(item, Mapping) else {"id": item}
            targets[validate.uuid_text(record.get("id"), "process id")] = record.get("createdAt")
        return waiting.wait(
            _Processes(self),
            targets,
            WaitResult(),
            timeout=timeout,
            progress=progress,
            poll=poll,
            max_poll=max_poll,
            max_workers=None,
        )

    def remove(self, process_id: str) -> dict[str, Any]:
        """Stop monitoring a process; returns the provider's answer (``{success: true}``).

        Its cached info/data (by id) and its reuse-window entry are dropped.
        """
        process_id = validate.uuid_text(process_id, "process_id")
        answer = self._http.call("DELETE", f"{self._base}/processo/excluir/{process_id}")
        self._reuse.forget(process_id)
        for path in ("info", "dados"):
            self._http.forget(f"{self._base}/processo/{path}/{process_id}")
        return answer

    def confirm(self, cnj_id: str, cover_ids: Iterable[str]) -> Any:
        """Confirm reading/saving returned data (``{cnjId, coverIds}``); returns the answer.

        Args:
            cnj_id: the identifier the provider gives the lawsuit in the monitoring data.
            cover_ids: ids (UUIDs) of the cover entries confirmed, at least one.
        """
        if isinstance(cover_ids, str):
            raise InvalidInput("cover_ids must be a list of UUIDs, not a single string")
        body = {
            "cnjId": validate.text(cnj_id, "cnj_id"),
            "coverIds": [
                validate.uuid_text(item, "cover_ids item")
                for item in validate.some(cover_ids, "cover_ids", "cover id")
            ],
        }
        # Confirming twice is harmless, so a call that got no answer is simply sent again.
        return self._http.call("POST", f"{self._base}/confirmar", json=body, reconcile=lambda: None)

    def _find_registration(self, cnj: str, sent: float) -> list[dict[str, Any]]:
        """The processes monitoring ``cnj`` registered since ``sent`` (machine epoch seconds):
        what a registration whose answer was lost, or whose process died before recording it,
        may have created."""
        found = [p for p in self.list(cnj=cnj, refresh=True) if p.get("cnj") == cnj]
        return self._since(found, sent)

    def _get(self, path: str, *, refresh: bool = False) -> Any:
        return self._http.call(
            "GET",
            f"{self._base}/{path}",
            expire=self._policy.expire("monitor"),
            refresh=refresh,
            envelope=dict,
        )


class _Processes(Tracked):
    """Monitored processes as the wait loop sees them: each pending one is looked up (its info,
    bypassing the cache) until every instance has run once."""

    api: Monitor

    def lookup(self, item_id: str) -> dict[str, Any]:
        return self.api.info(item_id, refresh=True)

    def status(self, result: dict[str, Any]) -> str | None:
        statuses = {item.get("lastStatus") for item in result.get("info") or []}
        if "pending" in statuses:
            return None
        if "success" in statuses:
            return "success"
        return "error" if statuses == {"error"} else "warning"
