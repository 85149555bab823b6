"""Reading every page of a paged listing (capture request lists, the monitoring list)."""

from __future__ import annotations

import math
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from lawkit.errors import APIError, DataWarning

#: Pages read past those the list's ``total`` allows (with the page size of its first page).
MARGIN = 3


@dataclass(frozen=True)
class Listing:
    """A paged list endpoint of an API.

    Attributes:
        path: below the API's versioned base URL (``request``, ``processo/listar``).
        items: the field of the answer's ``data`` that holds a page's items.
        total: the field that holds how many items the whole listing holds.
        expire: the cache policy's kind for its pages (:meth:`lawkit.client.cache.Policy.expire`).
    """

    path: str
    items: str = "result"
    total: str = "total"
    expire: str = "lists"


@dataclass(frozen=True)
class Page:
    """One page of a listing: its items, and how many items the whole listing holds."""

    items: list[Any]
    total: int


def page_of(data: dict[str, Any], listing: Listing, url: str) -> Page:
    """The page in the ``data`` of an answer of ``listing`` (at ``url``): no items or total
    read as none.

    Raises:
        APIError: the items are no array, or the total no count.
    """
    items, total = data.get(listing.items), data.get(listing.total)
    if items is not None and not isinstance(items, list):
        raise APIError(f"GET {url} answered a page whose `{listing.items}` is no array")
    try:
        count = int(total or 0)
    except (TypeError, ValueError):
        count = -1
    if isinstance(total, bool) or count < 0:
        raise APIError(f"GET {url} answered a page whose `{listing.total}` is no count")
    return Page(items or [], count)


def every_page(fetch: Callable[[int], Page], what: str) -> Iterator[Any]:
    """The items of pages 1, 2, ... of ``fetch(number)`` (the listing ``what``), each once,
    until an empty page or ``total`` distinct items were seen.

    The provider lists newest first: an item created while the pages are read pushes the others
    one place on, so the last of a page comes again at the head of the next. Such a repeat (the
    same ``id``) is skipped and not counted, or the count would reach ``total`` a page early
    and miss the oldest items (reconciling a lost POST found its record twice, or not at all,
    and paid again).

    A provider that lists fewer items than its ``total`` says, and answers the pages past the
    end with its last page again (or with a few items more each time), would be read for ever.
    So the reading also stops, with a :class:`DataWarning`, at a page that brings no item not
    listed before unless the total grew by a page or more since the page before (that many
    items created meanwhile push a whole page on), and after the pages the latest ``total``
    allows plus :data:`MARGIN`.
    """
    ids: set[Any] = set()
    seen, number, size, before = 0, 1, 0, 0
    while True:
        page = fetch(number)
        new = 0
        for item in page.items:
            key = item.get("id") if isinstance(item, dict) else None
            if key is not None:
                if key in ids:
                    continue
                ids.add(key)
            seen += 1
            new += 1
            yield item
        if not page.items or seen >= page.total:
            return
        size = size or len(page.items)  # the first page's
        if not new and page.total - before < len(page.items):
            _stopped(what, seen, page.total, f"page {number} brought no item not listed before")
            return
        if number >= (allowed := math.ceil(page.total / size)) + MARGIN:
            _stopped(what, seen, page.total, f"{number} pages were read, and its total "
                     f"allows {allowed} pages of {size} (+{MARGIN})")  # fmt: skip
            return
        before = page.total
        number += 1


def _stopped(what: str, seen: int, total: int, why: str) -> None:
    warnings.warn(
        f"lawkit: stopped reading {what} at {seen} items although its total says {total}: "
        f"{why} (a provider that repeats pages past the end?); the items listed are returned",
        DataWarning,
        stacklevel=3,
    )
