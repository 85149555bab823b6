"""Expiry per kind of read (see :mod:`lawkit.client.cache` for the table)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from requests_cache import NEVER_EXPIRE

from lawkit.errors import ConfigurationError

#: Default expiry per kind, in seconds (NEVER_EXPIRE = forever).
DEFAULT_TTL: dict[str, float] = {
    "lookup": NEVER_EXPIRE,
    "coverage": 12 * 3600,
    "stats_past": 7 * 24 * 3600,
    "stats_recent": 5 * 60,
    "lists": 60,
    "monitor": 5 * 60,
    "demand": 5 * 60,
    "datajud": 24 * 3600,
}


class Policy:
    """Expiry per kind of read, with user overrides.

    Args:
        overrides: kind -> seconds; 0 (or less, except -1 = forever) disables caching that kind.
    """

    def __init__(self, overrides: Mapping[str, float] | None = None) -> None:
        unknown = sorted(set(overrides or {}) - set(DEFAULT_TTL))
        if unknown:
            raise ConfigurationError(
                f"unknown cache_ttl kind(s) {', '.join(unknown)}; allowed: {', '.join(DEFAULT_TTL)}"
            )
        self.ttl = {**DEFAULT_TTL, **(overrides or {})}

    def expire(self, kind: str) -> Any:
        """``expire_after`` value for requests-cache for one kind of read; ``None`` when the kind
        is not cached (the call then bypasses the cache: requests-cache 1.3 stores an answer
        sent with its per-request ``DO_NOT_CACHE``)."""
        seconds = self.ttl[kind]
        if seconds == NEVER_EXPIRE:
            return NEVER_EXPIRE
        return None if seconds <= 0 else int(seconds)

    def keeps(self, kind: str) -> bool:
        """Whether answers of ``kind`` are kept at all (its expiry is not 0)."""
        return self.expire(kind) is not None

    def stats(self, end: str, today: dt.date) -> Any:
        """Expiry of a statistics range ending on ``end`` (``YYYY-MM-DD``), ``today`` being the
        provider's UTC date.

        A range is "past" only if it ends before yesterday in UTC, so a provider whose day is
        behind UTC (Brazil is UTC-3) has no open day inside it.
        """
        past = dt.date.fromisoformat(end) < today - dt.timedelta(days=1)
        return self.expire("stats_past" if past else "stats_recent")
