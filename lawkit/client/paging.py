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
    """The items of pages 1, 2, ... of ``fetch(number)``, until an empty page or ``total`` items
    were seen."""
    seen, number = 0, 1
    while True:
        page = fetch(number)
        yield from page.items
        seen += len(page.items)
        if not page.items or seen >= page.total:
            return
        number += 1
