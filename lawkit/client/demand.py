"""Demand API endpoints: register CNJ numbers as demands, delete, read, list by callback id.

Raw JSON in and out (this API has no ``data`` envelope: bodies are returned as sent). The caller
is identified by ``idArtifact`` (``Settings.artifact_id``), a secret: it travels in POST bodies and
in the query of :meth:`Demand.by_callback`, is never cached (POSTs are not cached; the query
parameter is removed from cache keys and stored URLs) and never appears in error messages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from lawkit import spec
from lawkit.client import validate
from lawkit.client.api import API
from lawkit.client.callback_tokens import without_tokens
from lawkit.errors import ConfigurationError, InvalidInput, NotFound

#: What the demand list (and a demand's result) shows of an insert: two inserts alike in these
#: cannot be told apart by reconciling (their ``urlCallback`` may differ).
LISTED = ("idCallback", "values", "updateFrequency", "filterDoc", "sealed")


class Demand(API):
    """``client.demand``: the demand API of one client."""

    url_setting = "demand_url"

    @property
    def _artifact(self) -> int | str:
        """``idArtifact`` as the spec types it (a number), when it reads as one."""
        artifact = self._settings.artifact_id
        if not artifact:
            raise ConfigurationError(
                "artifact_id is needed for the demand API; pass it to lawkit.connect() or set "
                "LAWKIT_ARTIFACT_ID"
            )
        return int(artifact) if artifact.isdigit() else artifact

    def insert(
        self,
        cnjs: str | Iterable[str],
        *,
        url_callback: str,
        id_callback: str = "",
        update_frequency: str = "never",
        filter_doc: Iterable[str] = (),
        credentials: Mapping[str, str] | None = None,
        fresh: bool = False,
    ) -> dict[str, Any]:
        """Register CNJ numbers as one demand.

        Returns ``{statusCode, idCallback, idDemanda, body}``.

        The same demand (same numbers, callback, frequency and filter) registered again within
        the reuse window returns the earlier answer without sending anything; ``fresh=True``
        forces it, :meth:`delete` forgets it. The demands listed under ``id_callback`` just
        before sending are noted with the intent: an insert whose answer was lost (or whose
        process died) is reconciled only with a demand created after them (the demand list
        carries no creation time).

        Args:
            cnjs: one CNJ number or several (messy input accepted; sent as 20 digits each);
                an empty list is refused (see :func:`lawkit.client.validate.some`).
            url_callback: http(s) URL that receives the results.
            id_callback: your identifier of the callback (the spec's example uses "").
            update_frequency: ``never`` (fetch once) or ``daily``.
            filter_doc: document kinds to keep (inicial, sentenca, decisao, contextacao,
                acordao, peticao).
            credentials: ``{arn, codigoCredencialOrgaoSistema, login, sistema}`` for sealed
                lawsuits (sent, never stored).
            fresh: skip the reuse window.
        """
        values = validate.some(cnjs, "cnjs", "CNJ number")
        if len(values) > spec.MAX_DEMAND_VALUES:
            raise InvalidInput(
                f"cnjs holds {len(values):,} CNJ numbers; at most "
                f"{spec.MAX_DEMAND_VALUES:,} per demand (register more as several demands)"
            )
        if not isinstance(id_callback, str):
            raise InvalidInput(f"id_callback must be a string, got {validate.shown(id_callback)}")
        method: dict[str, Any] = {
            "action": "insert",
            "demandType": "execution",
            "filterDoc": validate.filter_doc(filter_doc),
            "updateFrequency": validate.choice(
                update_frequency, "update_frequency", spec.UPDATE_FREQUENCIES
            ),
            "scopeType": "cnj",
            "values": [validate.cnj_digits(v, f"cnjs[{i}]") for i, v in enumerate(values)],
            "urlCallback": validate.http_url(url_callback, "url_callback"),
            "idCallback": id_callback,
        }
        secret_credentials = validate.demand_credentials(credentials)
        sent = {**method, "credentials": secret_credentials} if secret_credentials else method
        identity = {**method, "sealed": bool(credentials)}
        key = self._key("demand", identity)

        listed: list[list[str]] = []  # the ids listed before sending (also with reuse off)

        def post(match: Any) -> dict[str, Any]:
            listed.append(self._listed(method["idCallback"]))  # this GET tells the clock
            self._filed_by_now({f"cnjs[{i}]": v for i, v in enumerate(method["values"])})
            self._reuse.note(key, listed[0])  # before anything is sent
            return self._post(
                {"idArtifact": self._artifact, "method": sent}, reconcile=lambda: match(0.0)
            )

        def before() -> list[str] | None:
            noted = self._reuse.noted(key)  # an abandoned intent's, or this call's
            return noted if noted is not None or not listed else listed[0]

        return self._reused(
            "demand",
            identity,
            fresh,
            post,
            lambda _: self._find_demand(method, before(), sealed=bool(credentials)),
            listed={k: identity[k] for k in LISTED},
            id_field="idDemanda",
        )

    def delete(self, demand_id: str) -> dict[str, Any]:
        """Delete a demand; returns ``{statusCode, idDemanda, body}``.

        Its cached result and its reuse-window entry are dropped.
        """
        demand_id = validate.text(demand_id, "demand_id")
        answer = self._post(
            {"idArtifact": self._artifact, "method": {"action": "delete"}, "idDemand": demand_id}
        )
        self._reuse.forget(demand_id)
        self._http.forget(f"{self._base}/demand/{demand_id}", {"idArtifact": str(self._artifact)})
        return answer

    def get(self, demand_id: str, *, refresh: bool = False) -> dict[str, Any]:
        """A demand's results: ``{idDemanda, body: [{idCallback, cnj, data[], idDemanda}]}``.

        The spec does not say how this GET is authenticated; ``idArtifact`` is sent as a query
        parameter, as for :meth:`by_callback` (and kept out of the cache the same way).
        """
        demand_id = validate.text(demand_id, "demand_id")
        return self._http.call(
            "GET",
            f"{self._base}/demand/{demand_id}",
            params={"idArtifact": str(self._artifact)},
            auth=False,
            expire=self._policy.expire("demand"),
            refresh=refresh,
        )

    def by_callback(self, callback_id: str, *, refresh: bool = False) -> dict[str, Any]:
        """Demands registered with a callback id: ``{callbackId, body: {urlCallback, ...,
        demands[]}}``; a callback receiver's token in ``urlCallback`` reads ``REDACTED`` (as in
        the cache, see :mod:`lawkit.client.callback_tokens`)."""
        if not isinstance(callback_id, str):
            raise InvalidInput(f"callback_id must be a string, got {validate.shown(callback_id)}")
        answer = self._http.call(
            "GET",
            f"{self._base}/callback",
            params={"callbackId": callback_id, "idArtifact": str(self._artifact)},
            auth=False,
            expire=self._policy.expire("demand"),
            refresh=refresh,
        )
        return without_tokens(answer)

    def _post(
        self, body: dict[str, Any], *, reconcile: Callable[[], Any] | None = None
    ) -> dict[str, Any]:
        return self._http.call(
            "POST", f"{self._base}/demand", json=body, auth=False, reconcile=reconcile
        )

    def _entries(self, callback_id: str) -> list[dict[str, Any]]:
        """The demands listed under ``callback_id`` now (none when it has none yet)."""
        try:
            listed = self.by_callback(callback_id, refresh=True)
        except NotFound:
            return []
        return [e for e in listed.get("body", {}).get("demands") or [] if isinstance(e, dict)]

    def _listed(self, callback_id: str) -> list[str]:
        """The ids of the demands listed under ``callback_id`` now."""
        return [str(e.get("demandId")) for e in self._entries(callback_id)]

    def _find_demand(
        self, method: dict[str, Any], before: list[str] | None, *, sealed: bool
    ) -> list[dict[str, Any]]:
        """The demands of ``method``'s callback id created after ``before`` (the ids listed
        just before the insert was sent; ``None``: it was never sent) holding exactly its
        numbers, frequency and document filter, sent with credentials or not as ``sealed``
        says, each as the insert would have answered."""
        if before is None:
            return []
        wanted, found = set(method["values"]), []
        for entry in self._entries(method["idCallback"]):
            demand_id = entry.get("demandId")
            same = (
                isinstance(demand_id, str)
                and demand_id not in before
                and entry.get("updateFrequency") == method["updateFrequency"]
                and sorted(entry.get("filterDoc") or []) == sorted(method["filterDoc"])
                and bool(entry.get("secret")) == sealed
            )
            if not same:
                continue
            numbers = {m.get("cnj") for m in self.get(demand_id, refresh=True).get("body") or []}
            if numbers == wanted:
                found.append({
                    "statusCode": 200,
                    "idCallback": method["idCallback"],
                    "idDemanda": demand_id,
                    "body": {"type": "Success", "message": "found: created by an earlier insert"},
                })  # fmt: skip
        return found
