"""Reading every page of a paged listing (capture request lists, the monitoring list)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Page:
    """One page of a listing: its items, and how many items the whole listing holds."""

    items: list[Any]
    total: int


def every_page(fetch: Callable[[int], Page]) -> Iterator[Any]:
    """The items of pages 1, 2, ... of ``fetch(number)``, each once, until an empty page or
    ``total`` distinct items were seen.

    The provider lists newest first: an item created while the pages are read pushes the others
    one place on, so the last of a page comes again at the head of the next. Such a repeat (the
    same ``id``) is skipped and not counted, or the count would reach ``total`` a page early
    and miss the oldest items (reconciling a lost POST found its record twice, or not at all,
    and paid again).
    """
    ids: set[Any] = set()
    seen, number = 0, 1
    while True:
        page = fetch(number)
        for item in page.items:
            key = item.get("id") if isinstance(item, dict) else None
            if key is not None:
                if key in ids:
                    continue
                ids.add(key)
            seen += 1
            yield item
        if not page.items or seen >= page.total:
            return
        number += 1
