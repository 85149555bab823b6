"""Demand API endpoints: register CNJ numbers as demands, delete, read, list by callback id.

Raw JSON in and out (this API has no ``data`` envelope: bodies are returned as sent). The caller
is identified by ``idArtifact`` (``Settings.artifact_id``), a secret: it travels in POST bodies and
in the query of :meth:`Demand.by_callback`, is never cached (POSTs are not cached; the query
parameter is removed from cache keys and stored URLs) and never appears in error messages.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from lawkit import spec
from lawkit.client import validate
from lawkit.client.api import API
from lawkit.client.tokens import without_tokens
from lawkit.errors import ConfigurationError, InvalidInput, NotFound


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
        forces it, :meth:`delete` forgets it.

        Args:
            cnjs: one CNJ number or several (messy input accepted; sent as 20 digits each).
            url_callback: http(s) URL that receives the results.
            id_callback: your identifier of the callback (the spec's example uses "").
            update_frequency: ``never`` (fetch once) or ``daily``.
            filter_doc: document kinds to keep (inicial, sentenca, decisao, contextacao,
                acordao, peticao).
            credentials: ``{arn, codigoCredencialOrgaoSistema, login, sistema}`` for sealed
                lawsuits (sent, never stored).
            fresh: skip the reuse window.
        """
        values = validate.many(cnjs, "cnjs")
        if not values:
            raise InvalidInput("cnjs must hold at least one CNJ number")
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
        return self._reused(
            "demand",
            {**method, "sealed": bool(credentials)},
            fresh,
            lambda: self._post({"idArtifact": self._artifact, "method": sent}),
            lambda sent_at: self._find_demand(method, sealed=bool(credentials)),
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
        the cache, see :mod:`lawkit.client.tokens`)."""
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

    def _post(self, body: dict[str, Any]) -> dict[str, Any]:
        return self._http.call("POST", f"{self._base}/demand", json=body, auth=False)

    def _find_demand(self, method: dict[str, Any], *, sealed: bool) -> dict[str, Any] | None:
        """A demand of ``method``'s callback id holding exactly its numbers, frequency and
        document filter, sent with credentials or not as ``sealed`` says (an insert whose process
        died before recording its answer), as the insert would have answered; ``None`` when
        there is none."""
        try:
            listed = self.by_callback(method["idCallback"], refresh=True)
        except NotFound:
            return None
        wanted = set(method["values"])
        for entry in reversed(listed.get("body", {}).get("demands") or []):
            same = (
                entry.get("updateFrequency") == method["updateFrequency"]
                and sorted(entry.get("filterDoc") or []) == sorted(method["filterDoc"])
                and bool(entry.get("secret")) == sealed
            )
            demand_id = entry.get("demandId")
            if not (same and isinstance(demand_id, str)):
                continue
            numbers = {m.get("cnj") for m in self.get(demand_id, refresh=True).get("body") or []}
            if numbers == wanted:
                return {
                    "statusCode": 200,
                    "idCallback": method["idCallback"],
                    "idDemanda": demand_id,
                    "body": {"type": "Success", "message": "found: created by an earlier insert"},
                }
        return None
