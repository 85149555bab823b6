"""Shared HTTP helpers of the sandbox: routes, JSON responses, errors and input validation.

Every API module of the sandbox (``tokens``, ``capture``, ``files``, ``monitor``, ``demand``)
exposes ``routes() -> list[Route]``. A handler is called as ``handler(state, request,
**path_args)`` and returns a ``werkzeug.Response`` (usually from :func:`json_response`). To
refuse a request it raises :class:`ApiError`; the application turns it into the error body of
the route's API (see :func:`error_body`). The validators below raise ``ApiError(400, ...)``
with a message that says what was wrong and what is allowed.
"""

from __future__ import annotations

import datetime as dt
import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from werkzeug import Request, Response

from lawkit.spec import CALLBACK_METHODS

Handler = Callable[..., Response]

#: The API families. ``capture`` and ``monitor`` need a bearer token; the others do not.
APIS = ("auth", "capture", "monitor", "cdn", "demand", "datajud", "meta")
BEARER_APIS = frozenset({"capture", "monitor"})


@dataclass(frozen=True)
class Route:
    """One endpoint of one API.

    Attributes:
        api: the API family; the URL prefix is ``/<api>`` (``meta`` has none), ``capture`` and
            ``monitor`` routes need a bearer token whose scope allows the method.
        path: a ``werkzeug.routing`` rule below the API prefix, e.g. ``/v1/request/<request_id>``.
        methods: the HTTP methods served.
        handler: ``handler(state, request, **path_args) -> Response``.
    """

    api: str
    path: str
    methods: tuple[str, ...]
    handler: Handler

    def __post_init__(self) -> None:
        if self.api not in APIS:
            raise ValueError(f"unknown api {self.api!r}; allowed: {', '.join(APIS)}")

    @property
    def rule(self) -> str:
        """The full URL rule, API prefix included."""
        return self.path if self.api == "meta" else f"/{self.api}{self.path}"


@dataclass
class ApiError(Exception):
    """A refusal: HTTP ``status`` and ``message``, plus extra response headers."""

    status: int
    message: str
    headers: dict[str, str] = field(default_factory=dict)


def json_response(payload: Any, status: int = 200, headers: Mapping[str, str] | None = None):
    """A JSON response (UTF-8, compact)."""
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return Response(body, status=status, headers=dict(headers or {}), mimetype="application/json")


#: Elasticsearch's error type by status, for DataJud's errors.
ES_ERRORS = {
    400: "parsing_exception",
    401: "security_exception",
    404: "index_not_found_exception",
    429: "es_rejected_execution_exception",
    504: "gateway_timeout",
}


def error_body(api: str, status: int, message: str) -> dict[str, Any]:
    """The error body of an API: ``{success: false, message}``, the demand API's shape, or
    Elasticsearch's for DataJud."""
    if api == "demand":
        return {"statusCode": status, "body": {"type": "Error", "message": message}}
    if api == "datajud":
        cause = {"type": ES_ERRORS.get(status, "exception"), "reason": message}
        return {"error": {"root_cause": [cause], **cause}, "status": status}
    return {"success": False, "message": message}


def error_response(api: str, error: ApiError) -> Response:
    """The response for a refusal on a route of ``api``."""
    return json_response(error_body(api, error.status, error.message), error.status, error.headers)


def iso(timestamp: float | None) -> str | None:
    """Epoch seconds as ISO 8601 UTC with milliseconds, e.g. ``2026-01-02T03:04:05.678Z``."""
    if timestamp is None:
        return None
    moment = dt.datetime.fromtimestamp(timestamp, dt.UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def day_of(timestamp: float) -> dt.date:
    """The UTC date of epoch seconds."""
    return dt.datetime.fromtimestamp(timestamp, dt.UTC).date()


# -- request bodies ---------------------------------------------------------------------------


def read_json(request: Request) -> dict[str, Any]:
    """The request body as a JSON object, or ``ApiError(400)`` saying why it is not one.

    A body sent with a content type other than JSON gets 415 (none at all is read as JSON).
    Nesting deeper than the parser's recursion limit and integers beyond Python's
    4,300-digit conversion limit are refused with 400, like any other malformed body.
    """
    mimetype = request.mimetype
    if mimetype and mimetype != "application/json" and not mimetype.endswith("+json"):
        raise ApiError(415, f"Content-Type must be application/json, not {mimetype!r}")
    raw = request.get_data(cache=True)
    if not raw.strip():
        raise ApiError(400, "request body is empty; expected a JSON object")
    try:
        body = json.loads(raw)
    except RecursionError:
        raise ApiError(400, "request body is not valid JSON: nested too deeply") from None
    except ValueError as error:  # JSONDecodeError, UnicodeDecodeError, too many digits
        raise ApiError(400, f"request body is not valid JSON: {str(error)[:200]}") from None
    if not isinstance(body, dict):
        raise ApiError(400, f"request body must be a JSON object, not {_json_type(body)}")
    return body


def _json_type(value: Any) -> str:
    names = {bool: "a boolean", int: "a number", float: "a number", str: "a string"}
    names |= {list: "an array", dict: "an object", type(None): "null"}
    return names.get(type(value), type(value).__name__)


_TYPES: dict[type, str] = {str: "a string", bool: "a boolean", list: "an array", dict: "an object"}


def field_of(body: Mapping[str, Any], name: str, kind: type, *, required: bool = True) -> Any:
    """``body[name]`` checked to be of ``kind`` (str, bool, list, dict, int).

    Returns None for an absent optional field. Raises ``ApiError(400)`` for a missing required
    field or a value of the wrong type (``true`` is not accepted as an integer).
    """
    if name not in body or (body[name] is None and not required):
        if required:
            raise ApiError(400, f'"{name}" is required')
        return None
    value = body[name]
    wrong_int = kind is int and (isinstance(value, bool) or not isinstance(value, int))
    if wrong_int or (kind is not int and not isinstance(value, kind)):
        wanted = "an integer" if kind is int else _TYPES[kind]
        raise ApiError(400, f'"{name}" must be {wanted}, not {_json_type(value)}')
    return value


# -- query strings ----------------------------------------------------------------------------


def query_int(request: Request, name: str, default: int, low: int, high: int | None) -> int:
    """An integer query parameter within ``[low, high]`` (``high`` None = unbounded)."""
    text = request.args.get(name)
    if text is None or text == "":
        return default
    try:
        value = int(text)
    except ValueError:
        raise ApiError(400, f'"{name}" must be an integer, not {text!r}') from None
    if value < low or (high is not None and value > high):
        bounds = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise ApiError(400, f'"{name}" must be {bounds}, not {value}')
    return value


_TRUE = {"true", "1", "yes"}
_FALSE = {"false", "0", "no"}


def query_bool(request: Request, name: str) -> bool | None:
    """A boolean query parameter (``true/false``, ``1/0``, ``yes/no``), None when absent."""
    text = request.args.get(name)
    if text is None or text == "":
        return None
    if text.lower() in _TRUE:
        return True
    if text.lower() in _FALSE:
        return False
    raise ApiError(400, f'"{name}" must be true or false, not {text!r}')


def query_date(request: Request, name: str, *, required: bool = False) -> dt.date | None:
    """A ``YYYY-MM-DD`` query parameter."""
    text = request.args.get(name)
    if text is None or text == "":
        if required:
            raise ApiError(400, f'"{name}" is required (a date as YYYY-MM-DD)')
        return None
    try:
        return dt.date.fromisoformat(text) if len(text) == 10 else _bad_date(name, text)
    except ValueError:
        return _bad_date(name, text)


def _bad_date(name: str, text: str) -> dt.date:
    raise ApiError(400, f'"{name}" must be a date as YYYY-MM-DD, not {text!r}')


def date_range(request: Request, *, required: bool) -> tuple[dt.date | None, dt.date | None]:
    """The ``start``/``end`` query pair, refusing ``start`` after ``end``."""
    start = query_date(request, "start", required=required)
    end = query_date(request, "end", required=required)
    if start and end and start > end:
        raise ApiError(400, f'"start" ({start}) must not be after "end" ({end})')
    return start, end


# -- pagination -------------------------------------------------------------------------------

#: ``limit`` when the query has none, and the largest ``limit`` accepted.
DEFAULT_LIMIT = 20
MAX_LIMIT = 1000


@dataclass(frozen=True)
class Page:
    """A page request: 1-based ``page`` of ``limit`` items."""

    page: int
    limit: int

    @classmethod
    def of(cls, request: Request) -> Page:
        """``page`` (>= 1, default 1) and ``limit`` (1..MAX_LIMIT, default DEFAULT_LIMIT)."""
        return cls(
            page=query_int(request, "page", 1, 1, None),
            limit=query_int(request, "limit", DEFAULT_LIMIT, 1, MAX_LIMIT),
        )

    def slice(self, items: list[Any]) -> list[Any]:
        """The items of this page (empty past the end)."""
        first = (self.page - 1) * self.limit
        return items[first : first + self.limit]

    def total_pages(self, total: int) -> int:
        """How many pages ``total`` items fill."""
        return math.ceil(total / self.limit)


# -- callback descriptors ---------------------------------------------------------------------


def callbacks_of(body: Mapping[str, Any], *, required: bool, headers: bool) -> list[dict[str, Any]]:
    """The ``callbacks`` array of a body, each descriptor checked.

    A descriptor is ``{method, url}`` plus, where ``headers`` is allowed (monitoring API only),
    ``headers``: an object of header name to string. Returns ``[]`` for an absent optional array.
    """
    descriptors = field_of(body, "callbacks", list, required=required) or []
    checked = []
    for index, descriptor in enumerate(descriptors):
        where = f'"callbacks[{index}]"'
        if not isinstance(descriptor, dict):
            raise ApiError(400, f"{where} must be an object, not {_json_type(descriptor)}")
        method = field_of(descriptor, "method", str).upper()
        if method not in CALLBACK_METHODS:
            raise ApiError(
                400, f"{where}.method {method!r} is not one of {', '.join(CALLBACK_METHODS)}"
            )
        url = field_of(descriptor, "url", str)
        if not url.lower().startswith(("http://", "https://")) or len(url.split("//", 1)[1]) == 0:
            raise ApiError(400, f"{where}.url must be an http:// or https:// URL, not {url!r}")
        entry: dict[str, Any] = {"method": method, "url": url}
        extra = set(descriptor) - {"method", "url", "headers"}
        if extra:
            raise ApiError(
                400,
                f"{where} has unknown field(s) {sorted(extra)}; allowed: method, url"
                + (", headers" if headers else ""),
            )
        if "headers" in descriptor:
            if not headers:
                raise ApiError(400, f"{where}.headers is only accepted by the monitoring API")
            values = field_of(descriptor, "headers", dict)
            if not all(isinstance(v, str) for v in values.values()):
                raise ApiError(400, f"{where}.headers must map header names to strings")
            entry["headers"] = dict(values)
        checked.append(entry)
    return checked
