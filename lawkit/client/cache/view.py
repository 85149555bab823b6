"""``client.cache``: where the cache is, how big, what it holds, and clearing it."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lawkit.client.cache.results import ResultStore
from lawkit.client.cache.reuse import ReuseStore


@dataclass(frozen=True)
class CachedEntry:
    """One cached response: its URL (secrets removed), status and expiry (None = never)."""

    url: str
    status: int
    created: dt.datetime
    expires: dt.datetime | None


class CacheView:
    """``client.cache``: where the cache is, how big, what it holds, and clearing it."""

    def __init__(
        self, session: Any, reuse: ReuseStore, results: ResultStore, location: Path | None
    ) -> None:
        self._session = session
        self._reuse = reuse
        self._results = results
        self.location = location

    def __repr__(self) -> str:
        if self.location is None:
            return "<lawkit cache: off>"
        return (
            f"<lawkit cache at {self.location}: {len(self)} responses, "
            f"{self.results} finished results, {self.size:,} bytes>"
        )

    def __len__(self) -> int:
        return self._session.cache.count() if self.location else 0

    @property
    def results(self) -> int:
        """Finished capture results kept (read with no call on a re-run)."""
        return len(self._results) if self.location else 0

    @property
    def size(self) -> int:
        """Bytes used on disk by the cache directory's files."""
        if self.location is None or not self.location.exists():
            return 0
        return sum(p.stat().st_size for p in self.location.iterdir() if p.is_file())

    def entries(self) -> list[CachedEntry]:
        """Every cached response, oldest first."""
        if self.location is None:
            return []
        out = [
            CachedEntry(
                url=response.url,
                status=response.status_code,
                created=response.created_at,
                expires=response.expires,
            )
            for response in self._session.cache.stored()
        ]
        return sorted(out, key=lambda e: e.created)

    def submissions(self) -> list[dict[str, Any]]:
        """Submissions inside the reuse window (kind, record id, when)."""
        return self._reuse.entries()

    def clear(self, *, expired_only: bool = False, submissions: bool = False) -> None:
        """Delete cached responses and finished results (only expired responses if asked;
        finished results never expire) and optionally the reuse rows."""
        if self.location is not None:
            if expired_only:
                self._session.cache.delete(expired=True)
            else:
                self._session.cache.clear()
                self._results.clear()
        if submissions:
            self._reuse.clear()
