"""Broken cache files: each is either recovered or a clear CacheError; never a loop, never a raw
sqlite3 traceback, never garbage served.

Every test starts from a real cache (``http.sqlite``, ``results.sqlite`` and ``reuse.sqlite``)
filled by a client talking to a loopback sandbox, breaks one file in one way, and runs the client
again:

- damaged (garbage bytes, cut to half, a foreign schema, pages zeroed behind an intact header):
  the file is moved aside as ``<name>.corrupt-<time>`` with one :class:`CacheWarning`, a new
  one is started and the answers are fetched again (offline: a :class:`CacheError` instead);
- zero bytes: SQLite's empty database, nothing to recover;
- one damaged entry: its checksum fails, so it is fetched again (never served), with a warning;
- locked by another connection, read-only directory, a directory in the file's place: a
  :class:`CacheError` naming the file and what to do, after at most ``LOCK_WAIT`` seconds.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from requests_cache.serializers import pickle_serializer

import lawkit
import lawkit.client.cache.faults
import lawkit.client.cache.responses
import lawkit.sandbox
from lawkit import cnj
from lawkit.client.cache import CacheWarning
from lawkit.errors import CacheError, NotCached

FILES = ("http.sqlite", "results.sqlite", "reuse.sqlite")
#: The table each file holds.
TABLES = {"http.sqlite": "responses", "results.sqlite": "results", "reuse.sqlite": "reuse"}
NUMBER = cnj.generate(court="TJSP", n=1, seed=71)[0]
OTHER = cnj.generate(court="TJRJ", n=1, seed=72)[0]
#: A short lock wait for the tests (the default is 10 s).
WAIT = 0.5


pytestmark = pytest.mark.usefixtures("isolated_env")


@pytest.fixture(autouse=True)
def brief_lock_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    """Locks are waited for briefly."""
    monkeypatch.setattr(lawkit.client.cache.faults, "LOCK_WAIT", WAIT)


class Filled:
    """A cache directory filled by one online run, and what that run got."""

    def __init__(self, folder: Path, record: dict[str, Any], results: dict[str, Any]) -> None:
        self.folder = folder
        self.record = record
        self.results = results
        self.rid = next(iter(results))


@pytest.fixture(scope="module")
def template(sb, tmp_path_factory: pytest.TempPathFactory) -> Filled:
    folder = tmp_path_factory.mktemp("template")
    with lawkit.connect(**sb.settings, cache=folder) as client:
        record = client.capture.autorequest(NUMBER)
        results = dict(client.capture.wait(record, progress=False))
        client.capture.available()
    assert sorted(p.name for p in folder.iterdir()) == list(FILES)
    return Filled(folder, record, results)


@pytest.fixture
def filled(template: Filled, tmp_path: Path) -> Filled:
    """A private copy of the template cache."""
    folder = tmp_path / "cache"
    shutil.copytree(template.folder, folder)
    return Filled(folder, template.record, template.results)


def _sent(sb, since: int, method: str, fragment: str) -> int:
    return sum(1 for e in sb.request_log[since:] if e.method == method and fragment in e.path)


def _connect(sb, folder: Path, **settings: Any) -> lawkit.Client:
    return lawkit.connect(**sb.settings, cache=folder, backoff=0.01, **settings)


# -- ways to break a file ------------------------------------------------------------------------


def _garbage(path: Path) -> None:
    path.write_bytes(os.urandom(path.stat().st_size))


def _half(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _wrong_schema(path: Path) -> None:
    path.unlink()
    with sqlite3.connect(path) as db:
        table = TABLES[path.name]
        db.execute(f"CREATE TABLE {table} (id INTEGER PRIMARY KEY, payload TEXT)")
        db.execute(f"INSERT INTO {table} (payload) VALUES ('someone else''s data')")
    db.close()


def _foreign_table(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
    db.close()


def _zeroed_pages(path: Path) -> None:
    """Every page but the first (header and schema) zeroed: only reading rows finds it."""
    data = path.read_bytes()
    page = int.from_bytes(data[16:18], "big")
    path.write_bytes(data[:page] + bytes(len(data) - page))


DAMAGE: dict[str, tuple[Callable[[Path], None], str]] = {
    # name: (how, what the warning says)
    "garbage": (_garbage, "not an SQLite database"),
    "half": (_half, "truncated"),
    "wrong schema": (_wrong_schema, "lacks"),
    "foreign table": (_foreign_table, "table 'notes' that lawkit does not write"),
    "zeroed pages": (_zeroed_pages, "malformed"),
}


def _check_rebuilt(sb, filled: Filled, name: str) -> None:
    """A new client of the repaired cache warns no more and answers from it."""
    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheWarning)
        with _connect(sb, filled.folder) as again:
            before = len(sb.request_log)
            assert again.capture.lookup(filled.rid) == filled.results[filled.rid]
            assert again.capture.autorequest(NUMBER)["id"] is not None
            assert _sent(sb, before, "GET", filled.rid) == 0
            assert _sent(sb, before, "POST", "/autorequest") == 0
    assert len(list(filled.folder.glob(f"{name}.corrupt-*"))) == 1


@pytest.mark.parametrize("fault", DAMAGE)
@pytest.mark.parametrize("name", FILES)
def test_a_damaged_file_is_set_aside_and_rebuilt(sb, filled: Filled, name: str, fault: str):
    path = filled.folder / name
    damage, reason = DAMAGE[fault]
    damage(path)
    broken = path.read_bytes()
    before = len(sb.request_log)
    with pytest.warns(CacheWarning) as caught, _connect(sb, filled.folder) as client:
        assert client.capture.lookup(filled.rid) == filled.results[filled.rid]
        again = client.capture.autorequest(NUMBER)
        assert client.capture.wait(again, progress=False)
        assert client.capture.available()
    messages = [str(w.message) for w in caught if issubclass(w.category, CacheWarning)]
    assert len(messages) == 1, messages  # warned once
    assert str(path) in messages[0] and reason in messages[0] and "moved it to" in messages[0]
    (aside,) = filled.folder.glob(f"{name}.corrupt-*")
    assert aside.read_bytes() == broken  # moved, not deleted
    fetched, posted = (
        _sent(sb, before, "GET", filled.rid),
        _sent(sb, before, "POST", "/autorequest"),
    )
    if name == "reuse.sqlite":  # the result comes from the cache; the query is sent (paid) again
        assert (fetched, posted) == (0, 1) and again["id"] != filled.record["id"]
        assert "reuse window is lost" in messages[0]
    else:  # answers are fetched again (the lookup, if it was there); the reuse window holds
        assert (fetched, posted) == (name == "results.sqlite", 0) and again == filled.record
        assert "fetched again" in messages[0]
    _check_rebuilt(sb, filled, name)


@pytest.mark.parametrize("name", FILES)
def test_a_zero_byte_file_is_an_empty_cache(sb, filled: Filled, name: str) -> None:
    (filled.folder / name).write_bytes(b"")
    before = len(sb.request_log)
    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheWarning)
        with _connect(sb, filled.folder) as client:
            assert client.capture.lookup(filled.rid) == filled.results[filled.rid]
            client.capture.autorequest(NUMBER)
    fetched = _sent(sb, before, "GET", filled.rid)
    posted = _sent(sb, before, "POST", "/autorequest")
    assert (fetched, posted) == {"http.sqlite": (0, 0), "results.sqlite": (1, 0),
                                 "reuse.sqlite": (0, 1)}[name]  # fmt: skip
    assert not list(filled.folder.glob("*.corrupt-*"))


@pytest.mark.parametrize("fault", ["garbage", "half", "wrong schema"])
@pytest.mark.parametrize("name", FILES)
def test_offline_a_damaged_file_is_a_cache_error(sb, filled: Filled, name: str, fault: str):
    path = filled.folder / name
    DAMAGE[fault][0](path)
    broken = path.read_bytes()
    before = len(sb.request_log)
    with pytest.raises(CacheError, match=r"offline mode cannot use the cache file") as caught:
        _connect(sb, filled.folder, offline=True)
    assert str(path) in str(caught.value) and "without offline=True" in str(caught.value)
    assert path.read_bytes() == broken and not list(filled.folder.glob("*.corrupt-*"))
    assert len(sb.request_log) == before


# -- one damaged entry ---------------------------------------------------------------------------


def _alter_blob(path: Path, table: str, column: str, old: bytes, new: bytes) -> bytes:
    """Replace ``old`` by ``new`` (same length) inside every value of ``table.column``."""
    assert len(old) == len(new)
    with sqlite3.connect(path) as db:
        rows = db.execute(f"SELECT rowid, {column} FROM {table}").fetchall()
        hits = 0
        for rowid, value in rows:
            raw = value if isinstance(value, bytes) else value.encode()
            if old in raw:
                hits += 1
                changed = raw.replace(old, new)
                stored = changed if isinstance(value, bytes) else changed.decode()
                db.execute(f"UPDATE {table} SET {column} = ? WHERE rowid = ?", (stored, rowid))
        assert hits, f"{old!r} is in no {table}.{column}"
    db.close()
    return new


def test_a_damaged_cached_answer_is_fetched_again_never_served(sb, filled: Filled) -> None:
    path = filled.folder / "http.sqlite"
    coverage = _connect(sb, filled.folder, offline=True).capture.available()
    _alter_blob(path, "responses", "value", b'"success": true', b'"success": tru3')
    # requests-cache alone would serve it: the pickle still loads, with the altered body.
    with sqlite3.connect(path) as db:
        blobs = [v for (v,) in db.execute("SELECT value FROM responses")]
    db.close()
    prefix = len(lawkit.client.cache.responses._SEAL) + 16
    loaded = [pickle_serializer.loads(b[prefix:]) for b in blobs]
    assert any(b'"success": tru3' in r.content for r in loaded)
    before = len(sb.request_log)
    damaged = r"cached answer in .*http\.sqlite was damaged"
    with pytest.warns(CacheWarning, match=damaged), _connect(sb, filled.folder) as client:
        assert client.capture.available() == coverage
    assert _sent(sb, before, "GET", "/available") == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheWarning)
        with _connect(sb, filled.folder) as client:
            before = len(sb.request_log)
            assert client.capture.available() == coverage
            assert _sent(sb, before, "GET", "/available") == 0


def _flip_stored_result(filled: Filled) -> None:
    """One byte of the stored result of ``filled.rid`` changed (its checksum then fails)."""
    with sqlite3.connect(filled.folder / "results.sqlite") as db:
        query = "SELECT id, body FROM results WHERE id LIKE ?"
        ((key, body),) = db.execute(query, (f"%:{filled.rid}",)).fetchall()
        body = body[:1] + bytes([body[1] ^ 1]) + body[2:]
        db.execute("UPDATE results SET body = ? WHERE id = ?", (body, key))
    db.close()


def test_a_damaged_stored_result_is_fetched_again_never_served(sb, filled: Filled) -> None:
    _flip_stored_result(filled)
    before = len(sb.request_log)
    damaged = r"stored result\(s\) in .*results\.sqlite were damaged"
    with pytest.warns(CacheWarning, match=damaged), _connect(sb, filled.folder) as client:
        assert client.capture.lookup(filled.rid) == filled.results[filled.rid]
    assert _sent(sb, before, "GET", filled.rid) == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheWarning)
        with _connect(sb, filled.folder) as client:
            before = len(sb.request_log)
            assert client.capture.lookup(filled.rid) == filled.results[filled.rid]
            assert _sent(sb, before, "GET", filled.rid) == 0


def test_offline_a_damaged_stored_result_is_not_cached(sb, filled: Filled) -> None:
    _flip_stored_result(filled)
    with (
        _connect(sb, filled.folder, offline=True) as client,
        pytest.warns(CacheWarning, match="cannot be fetched offline"),
        pytest.raises(NotCached, match=filled.rid),
    ):
        client.capture.lookup(filled.rid)


def test_a_damaged_reuse_record_is_sent_again_never_reused(sb, filled: Filled) -> None:
    rid = filled.record["id"]
    forged = rid[:-4] + ("0000" if rid[-4:] != "0000" else "1111")
    _alter_blob(filled.folder / "reuse.sqlite", "reuse", "record", rid.encode(), forged.encode())
    before = len(sb.request_log)
    damaged = r"record in .*reuse\.sqlite was damaged"
    with pytest.warns(CacheWarning, match=damaged), _connect(sb, filled.folder) as client:
        again = client.capture.autorequest(NUMBER)
    assert again["id"] not in (rid, forged)
    assert _sent(sb, before, "POST", "/autorequest") == 1
    with warnings.catch_warnings():
        warnings.simplefilter("error", CacheWarning)
        with _connect(sb, filled.folder) as client:
            assert client.capture.autorequest(NUMBER) == again


# -- locked, read-only, a directory --------------------------------------------------------------


class Locker:
    """Another connection holding an exclusive transaction on a cache file."""

    def __init__(self, path: Path) -> None:
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("BEGIN EXCLUSIVE")

    def release(self) -> None:
        self.db.execute("ROLLBACK")
        self.db.close()


@pytest.mark.parametrize("offline", [False, True], ids=["online", "offline"])
@pytest.mark.parametrize("name", FILES)
def test_a_locked_file_at_connect_is_a_cache_error_after_a_bounded_wait(
    sb, filled: Filled, name: str, offline: bool
) -> None:
    path = filled.folder / name
    locker = Locker(path)
    started = time.monotonic()
    try:
        with pytest.raises(CacheError) as caught:
            _connect(sb, filled.folder, offline=offline)
    finally:
        locker.release()
    assert time.monotonic() - started < 10 * WAIT
    message = str(caught.value)
    assert f"the cache file {path} is locked by another process (waited {WAIT:g} s)" in message
    assert "close the other notebook or program" in message
    assert not isinstance(caught.value.__cause__, CacheError)  # raised once, not re-wrapped
    with _connect(sb, filled.folder, offline=offline) as client:  # usable once released
        assert client.capture.lookup(filled.rid) == filled.results[filled.rid]


def test_a_file_locked_while_running_is_a_cache_error_and_nothing_is_sent(sb, filled: Filled):
    with _connect(sb, filled.folder) as client:
        assert len(client.cache) > 0
        for name, call in (
            ("results.sqlite", lambda: client.capture.lookup(filled.rid)),
            ("reuse.sqlite", lambda: client.capture.autorequest(OTHER)),
            ("http.sqlite", lambda: client.capture.available()),
        ):
            locker = Locker(filled.folder / name)
            before = len(sb.request_log)
            started = time.monotonic()
            try:
                with pytest.raises(CacheError, match=f"{name} is locked by another process"):
                    call()
            finally:
                locker.release()
            assert time.monotonic() - started < 10 * WAIT
            assert len(sb.request_log) == before
            call()  # works again once released


def test_no_intent_no_call_and_a_record_that_cannot_be_kept_is_a_warning(sb, filled: Filled):
    """Nothing is paid for unless its intent was written first; once the provider answered, a
    record that cannot be written is a warning, never a lost answer."""
    with _connect(sb, filled.folder) as client:
        locker = Locker(filled.folder / "reuse.sqlite")
        before = len(sb.request_log)
        try:
            with pytest.raises(CacheError, match=r"reuse\.sqlite is locked"):
                client.capture.autorequest(OTHER)
        finally:
            locker.release()
        assert _sent(sb, before, "POST", "/autorequest") == 0
        send = client._http.call
        lockers = []

        def locked_after_sending(*args: Any, **kwargs: Any) -> Any:
            answer = send(*args, **kwargs)
            lockers.append(Locker(filled.folder / "reuse.sqlite"))
            return answer

        client._http.call = locked_after_sending
        try:
            with pytest.warns(CacheWarning, match=r"was not recorded: .*locked"):
                record = client.capture.autorequest(OTHER)
        finally:
            for locker in lockers:
                locker.release()
        assert _sent(sb, before, "POST", "/autorequest") == 1
        assert record["id"] and record["requests"]
        client._http.call = send
        # its intent is still in the file, but this process keeps its record: not waited for,
        # nor sent again
        assert client.capture.autorequest(OTHER)["id"] == record["id"]
        assert _sent(sb, before, "POST", "/autorequest") == 1


@pytest.mark.parametrize("name", FILES)
def test_a_directory_in_place_of_a_file_is_a_cache_error(sb, filled: Filled, name: str):
    path = filled.folder / name
    path.unlink()
    path.mkdir()
    with pytest.raises(CacheError, match=f"the cache file {path} is a directory: remove it"):
        _connect(sb, filled.folder)
    assert path.is_dir()


def test_a_cache_path_that_is_a_file_is_a_cache_error(sb, tmp_path: Path) -> None:
    where = tmp_path / "cache"
    where.write_text("a file, not a directory")
    with pytest.raises(CacheError, match=f"cannot create the cache directory {where}"):
        _connect(sb, where)


READ_ONLY_SCRIPT = """
import json, sys, lawkit
settings, folder, offline = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3] == "1"
try:
    lawkit.connect(**settings, cache=folder, offline=offline).close()
    print(json.dumps(["connected", ""]))
except Exception as exc:
    print(json.dumps([type(exc).__name__, str(exc)]))
"""


def _as_other_user(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """Run ``argv``; as root (whom permissions do not stop) as the user ``nobody``."""
    env = {"PATH": os.environ["PATH"], "HOME": str(home), "XDG_CONFIG_HOME": str(home)}
    if os.geteuid() == 0:
        argv = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *argv]
    return subprocess.run(argv, capture_output=True, text=True, env=env, timeout=60, check=True)


@pytest.fixture
def shared_dir() -> Iterator[Path]:
    """A directory under the system temp dir that another user can reach."""
    base = Path(tempfile.mkdtemp(prefix="lawkit-read-only-"))
    base.chmod(0o755)
    yield base
    for path in (base, *base.rglob("*")):
        if path.is_dir():
            path.chmod(0o755)
    shutil.rmtree(base)


@pytest.mark.parametrize("offline", [False, True], ids=["online", "offline"])
@pytest.mark.parametrize("filled_first", [False, True], ids=["empty", "filled"])
def test_a_read_only_cache_directory_is_a_cache_error(
    sb, template: Filled, shared_dir: Path, filled_first: bool, offline: bool
) -> None:
    if os.geteuid() == 0 and shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: permissions cannot be tested")
    folder = shared_dir / "cache"
    if filled_first:
        shutil.copytree(template.folder, folder)
    else:
        folder.mkdir()
    folder.chmod(0o555)
    home = shared_dir / "home"
    home.mkdir()
    home.chmod(0o777)
    flag = "1" if offline else "0"
    done = _as_other_user(
        [sys.executable, "-c", READ_ONLY_SCRIPT, json.dumps(sb.settings), str(folder), flag],
        home,
    )
    kind, message = json.loads(done.stdout.strip().splitlines()[-1])
    assert kind == "CacheError", (kind, message, done.stderr)
    assert f"the cache directory {folder} is read-only: make it writable" in message
    assert sorted(p.name for p in folder.iterdir()) == (sorted(FILES) if filled_first else [])


def test_a_full_disk_is_the_disk_full_error_never_advice_to_move_the_file(sb, filled: Filled):
    """SQLite rolls a transaction back itself when the disk is full, so the ROLLBACK after it
    fails with "no transaction is active": still the disk-full error (nothing lost, what to
    free), never advice to move reuse.sqlite away (which would pay for every query again)."""
    with _connect(sb, filled.folder) as client:
        store = client._reuse
        pages = store._db.execute("PRAGMA page_count").fetchone()[0]
        store._db.execute(f"PRAGMA max_page_count = {pages}")  # the file cannot grow: SQLITE_FULL
        with pytest.raises(CacheError) as caught:
            for n in range(10_000):  # fill the free room of its pages with intents
                store.claim(f"{n:064d}", "autorequest")
        before = len(sb.request_log)
        with pytest.raises(CacheError) as again:
            client.capture.autorequest(OTHER)
        assert _sent(sb, before, "POST", "/autorequest") == 0  # no intent, nothing sent
    for error in (caught.value, again.value):
        message = str(error)
        assert "is full" in message and "nothing already stored is lost" in message
        assert "free some space" in message and "move it away" not in message
    enospc = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    assert "is full" in str(lawkit.client.cache.faults.cache_error(filled.folder, enospc))
