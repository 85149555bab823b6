"""``lawkit.connect()`` and :class:`Client`: one object holding the session, cache and APIs.

    with lawkit.connect() as client:              # credentials from args, LAWKIT_* or config
        auto = client.capture.autorequest("0001234-13.2020.8.26.0100")
        results = client.capture.wait(auto)      # list-driven, progress bar, Ctrl-C safe
        for request_id, lookup in results.items():
            print(lookup["requested"]["status"], len(lookup["data"]))

Everything returned is the provider's JSON (``data`` envelope unwrapped); ``lawkit.tidy`` turns
it into tables. Re-running the same code reuses the earlier requests (the reuse window) and
reads finished results from the on-disk cache, so it costs nothing (see :mod:`lawkit.client.cache`).
"""

from __future__ import annotations

import datetime as dt
import shutil
import tempfile
import weakref
from pathlib import Path
from typing import Any

import requests

from lawkit.client import config
from lawkit.client.cache import CacheView, Policy, ResultStore, ReuseStore
from lawkit.client.cache.results import RESULTS_FILE, results_scope
from lawkit.client.cache.reuse import REUSE_FILE
from lawkit.client.capture import Capture, final_only
from lawkit.client.config import Settings
from lawkit.client.datajud import DataJud, whole_only
from lawkit.client.demand import Demand
from lawkit.client.http import HTTP
from lawkit.client.monitor import Monitor
from lawkit.errors import CacheError, ConfigurationError


def connect(**settings: Any) -> Client:
    """Connect to the provider, or to a local sandbox when no credentials are configured.

    Settings (each also read from ``LAWKIT_<NAME>`` and from the user config file
    ``~/.config/lawkit/config.toml`` — see :mod:`lawkit.client.config` for the order and location):
    ``auth_url``, ``capture_url``, ``monitor_url``, ``cdn_url``, ``demand_url``, ``client_id``,
    ``client_secret``, ``artifact_id``, ``cache`` (a directory, or ``False``; default: one
    directory per account, see :func:`lawkit.client.config.default_cache_dir`), ``offline``,
    ``connect_timeout``, ``read_timeout``, ``answer_timeout``, ``max_answer_bytes``,
    ``max_retries``, ``retry_time``, ``backoff``, ``backoff_max``, ``reuse_window`` (seconds or a
    timedelta), ``max_workers``, ``page_size``, ``cache_ttl``, ``datajud_url``, ``datajud_key``
    (CNJ's DataJud public API and key, defaults CNJ's).

    ``connect(**sandbox.settings)`` connects to a running :mod:`lawkit.sandbox`. With no
    ``client_id``, ``client_secret`` or ``artifact_id`` anywhere (and no URL given), a sandbox is
    started (unless ``offline``), one line says so, and it stops when the client closes; its
    DataJud is the sandbox's (unless ``datajud_url`` is passed). A client of a stand-in of the
    provider given without ``datajud_url`` has no DataJud (it never reaches CNJ by default).
    A client of a sandbox (every base URL on loopback: 127.0.0.0/8, ``::1``, ``localhost``) never
    touches the user's cache: unless ``cache`` is passed to this function, its cache is a temporary
    directory removed when the client closes (``LAWKIT_CACHE`` and the config file's ``cache``,
    the user's own cache, are not used for it).

    Raises:
        ConfigurationError: unknown or malformed settings, incomplete credentials, offline mode
            without a cache.
    """
    resolved = config.resolve(**settings)
    configured = resolved.has_credentials or any(getattr(resolved, u) for u in config.URL_FIELDS)
    handle = None
    if not configured and not resolved.offline:
        from lawkit import sandbox

        handle = sandbox.start()
        # The sandbox serves every API, DataJud too, unless told otherwise in this call.
        resolved = resolved.with_updates(
            **{name: value for name, value in handle.settings.items() if name not in settings}
        )
        print(
            f"lawkit: no credentials configured, using a local sandbox at {handle.url} "
            "(pass client_id/client_secret or set LAWKIT_* to reach the provider)"
        )
    # A client of a stand-in of the provider reaches CNJ only when told to in this call.
    if (
        config.on_loopback(resolved)
        and "datajud_url" not in settings
        and resolved.datajud_url == config.DATAJUD_URL
    ):
        resolved = resolved.with_updates(datajud_url=None, datajud_key=None)
    temp = None
    if settings.get("cache") is None and config.on_loopback(resolved):
        # A sandbox's answers never mix with the paid ones of the user's cache.
        temp = Path(tempfile.mkdtemp(prefix="lawkit-sandbox-cache-"))
        resolved = resolved.with_updates(cache=temp)
    try:
        return Client(resolved, sandbox=handle, temp_cache=temp)
    except BaseException:
        _release(None, (), handle, temp)
        raise


class Client:
    """A connection to the provider's APIs (or a sandbox).

    Attributes:
        settings: the resolved :class:`~lawkit.client.config.Settings` (secrets hidden in its repr).
        capture: the capture API (:class:`lawkit.client.capture.Capture`).
        monitor: the monitoring API (:class:`lawkit.client.monitor.Monitor`).
        demand: the demand API (:class:`lawkit.client.demand.Demand`).
        datajud: CNJ's DataJud public API (:class:`lawkit.client.datajud.DataJud`).
        cache: the cache (:class:`lawkit.client.cache.CacheView`): location, size, entries, clear.
        sandbox: the sandbox this client started, or ``None``.

    Use it as a context manager, or call :meth:`close`.
    """

    def __init__(
        self, settings: Settings, *, sandbox: Any = None, temp_cache: Path | None = None
    ) -> None:
        _check(settings)
        self.settings = settings
        self.sandbox = sandbox
        self._http = HTTP(settings, keep=_kept)
        folder = settings.cache
        try:
            self._reuse = ReuseStore(
                folder / REUSE_FILE if folder else None,
                settings.reuse_window,
                offline=settings.offline,
            )
            self._results = ResultStore(
                folder / RESULTS_FILE if folder else None,
                scope=results_scope(settings.capture_url, settings.client_id),
                offline=settings.offline,
            )
        except CacheError:
            self._http.close()
            raise
        policy = Policy(settings.cache_ttl)
        self.capture = Capture(self._http, settings, policy, self._reuse, self._results)
        self.monitor = Monitor(self._http, settings, policy, self._reuse)
        self.demand = Demand(self._http, settings, policy, self._reuse)
        self.datajud = DataJud(self._http, settings, policy, self._reuse)
        self.cache = CacheView(self._http.session, self._reuse, self._results, folder)
        # Runs on close(), or when the client is garbage-collected / the interpreter exits
        # without close() (a notebook kernel shut down with a live client).
        self._finalizer = weakref.finalize(
            self, _release, self._http, (self._reuse, self._results), sandbox, temp_cache
        )

    def __repr__(self) -> str:
        where = f"sandbox {self.sandbox.url}" if self.sandbox else self.settings.capture_url
        mode = ", offline" if self.settings.offline else ""
        return f"<lawkit.Client {where}, client_id={self.settings.client_id!r}{mode}>"

    __str__ = __repr__

    @property
    def now(self) -> dt.datetime:
        """The provider's current time (UTC): the sandbox's simulated clock for a sandbox this
        client started, else the ``Date`` of the provider's last answer plus the time since
        (the machine's clock before the first answer). Reports use it as their reference
        instant, so they read the same on any day."""
        if self.sandbox is not None:
            return self.sandbox.now
        return self._http.clock.now()

    @property
    def calls(self) -> int:
        """HTTP requests sent so far (cache hits not counted)."""
        return self._http.calls

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` ran."""
        return not self._finalizer.alive

    def close(self) -> None:
        """Close the sessions and the cache; stop the sandbox this client started and remove its
        temporary cache. Also done automatically when the client is garbage-collected or the
        interpreter exits."""
        self._finalizer()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _release(
    http: HTTP | None,
    stores: tuple[ReuseStore, ResultStore] | tuple[()],
    sandbox: Any,
    temp_cache: Path | None,
) -> None:
    if http is not None:
        http.close()
    for store in stores:
        store.close()
    if sandbox is not None:
        sandbox.stop()
    if temp_cache is not None:
        shutil.rmtree(temp_cache, ignore_errors=True)


def _check(settings: Settings) -> None:
    if settings.offline and settings.cache is None:
        raise ConfigurationError("offline mode needs a cache; cache=False was given")
    if bool(settings.client_id) != bool(settings.client_secret):
        missing = "client_secret" if settings.client_id else "client_id"
        raise ConfigurationError(
            f"{missing} is missing: client_id and client_secret go together "
            f"(argument, LAWKIT_{missing.upper()} or the config file {config.config_path()})"
        )


def _kept(response: requests.Response) -> bool:
    """Whether the cache may keep an answer: what each API says of its own (capture: no
    pending automatic request; DataJud: no answer cut short)."""
    return final_only(response) and whole_only(response)
