"""Capture API lookup results (and automatic-request callbacks, same shape) as a bundle."""

from __future__ import annotations

from typing import Any

from lawkit.tidy._builder import BundleBuilder, PartyFields, StepFields
from lawkit.tidy._payloads import Kind, as_dict, as_list, holds, paused_gc, payloads
from lawkit.tidy.bundle import Bundle
from lawkit.tidy.parse import UTC

#: The capture API's: the spec gives its steps and people no ids and its lawyers only names.
CAPTURE_STEPS = StepFields(None, "timestamp", "title", "description", None, None, "files")
CAPTURE_PARTIES = PartyFields(
    None, "pole", "description", "name", "lawyers", "name", "oab", "uf", None, None
)
#: A lookup result (or automatic-request callback body): ``requested``, or the lawsuits list.
RESULT = Kind(
    "a capture lookup result",
    "a dict with `requested`, or with `data` as a list",
    lambda d: "requested" in d or holds(d, "data", list),
    mapping="a mapping of request id -> result (such as the WaitResult of client.capture.wait)",
)


def add_lawsuit(
    builder: BundleBuilder,
    lawsuit: Any,
    row: dict[str, Any],
    cnj: Any,
    court: Any,
    fields: tuple[StepFields, PartyFields] = (CAPTURE_STEPS, CAPTURE_PARTIES),
) -> None:
    """Add one provider lawsuit object ``{cover, properties, propertiesArray?, people, steps}``.

    Args:
        builder: the bundle being built.
        lawsuit: the lawsuit object (anything else is ignored).
        row: lawsuit columns known from the envelope (ids, query tags and labels, status).
        cnj: CNJ known from the envelope, used when ``properties.cnj`` is missing or invalid.
        court: court named by the envelope, used when no CNJ decodes.
        fields: where the API puts the step and party fields.
    """
    if not isinstance(lawsuit, dict):
        return
    props = as_dict(lawsuit.get("properties"))
    row = row | {
        "number": props.get("number"),
        "other_number": props.get("otherNumber"),
        "class": props.get("class"),
        "subject": props.get("subject"),
        "district": props.get("origin"),
        "unit": props.get("staff"),
        "situation": props.get("status"),
        "start_at": props.get("startAt"),
        "value": props.get("value"),
    }
    index = builder.lawsuit(row, [props.get("cnj"), cnj, props.get("number")], court)
    builder.cover(index, lawsuit.get("cover"))
    builder.properties(index, lawsuit.get("propertiesArray"), props)
    builder.parties(index, lawsuit.get("people"), fields[1])
    builder.steps(index, lawsuit.get("steps"), fields[0])


@paused_gc()
def lookups(results: Any) -> Bundle:
    """Bundle of capture lookup results (``GET /v1/request/{id}``) or automatic-request callbacks.

    Args:
        results: one lookup result ``{success, type, requested, info, data: [lawsuit]}``, a
            mapping of request id -> result (what ``client.capture.wait`` returns) or an
            iterable of them. Results without lawsuits (pending, warning, error) add no rows;
            see :func:`lawkit.tidy.requests` for request statuses.

    Raises:
        InvalidInput: ``results`` is, or holds, something that is not a lookup result.
    """
    builder = BundleBuilder("capture", UTC)
    for result in payloads(results, RESULT):
        requested = as_dict(result.get("requested"))
        info = as_dict(result.get("info"))
        param = as_dict(requested.get("param"))
        row = {
            "request_id": requested.get("id"),
            "status": requested.get("status"),
            "source": requested.get("source"),
            "platform": requested.get("platform"),
            "search": requested.get("search"),
            "query": requested.get("query"),
            "source_label": info.get("source"),
            "platform_label": info.get("platform"),
            "search_label": info.get("search"),
            "query_label": info.get("query"),
            "collected_at": requested.get("respondedAt"),
        }
        cnj = param.get("value") if param.get("key") == "cnj" else None
        for lawsuit in as_list(result.get("data")):
            add_lawsuit(builder, lawsuit, row, cnj, requested.get("court"))
    return Bundle(**builder.build())
