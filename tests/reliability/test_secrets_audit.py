"""Secrets audit: run the flows users run, then scan every file written for secrets.

One run, everything inside one temporary folder: a client of a loopback sandbox (capture
requests, automatic requests with a callback receiver, waiting, lookups, a download, statistics,
monitoring with credentials and a basic-auth callback header, demand with credentials and its
callback deliveries, DataJud searches by number and by population, and one with a key of the
user's own that DataJud refuses), the tidy tables of all four APIs written as Parquet, DEBUG
logs of lawkit, urllib3, requests_cache and werkzeug in a log file, and ``lawkit notebooks``
executing the quickstart into the folder (its kernel's temp files there too). That sandbox
redirects (its ``redirects`` knob) ``capture.available()`` (301), every demand call (308, the
POST's body holding ``idArtifact`` too) and DataJud's searches (307) to their slashed URLs, so
the requests of redirect chains meet the cache. A second sandbox echoes each request's headers
in its error messages (``echo_headers``) and fails some answers: a call that gives up, one that
is retried, a DataJud search that stops after some pages, and one redirected with a 302 that
lawkit refuses; their errors and the search's result are logged and pickled into the folder.

Then every file under the folder is read as raw bytes and, where it has structure, as its values:
each SQLite table's text and blobs (cached responses deserialized: body, URL, headers, request;
finished results decompressed),
each Parquet column. Looked for, plain, URL-quoted and base64-encoded: the client secrets (of
both sandboxes, every scope), every bearer token issued (and any JWT at all, since the notebook
kernel's tokens are not seen from here), the artifact ids, the DataJud API keys (the sandbox's,
sent with every search, and a refused one), every credential value passed and the callback
receiver's token.
A planted control proves the scan finds what it looks for, in each kind of file.
"""

from __future__ import annotations

import base64
import logging
import pickle
import re
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import uuid
import zlib
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, quote_plus, urlsplit

import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from support.environment import isolate, isolated_environment

import lawkit
import lawkit.sandbox
from lawkit import cnj, tidy
from lawkit.client.auth import TokenManager
from lawkit.client.cache.responses import SERIALIZER
from lawkit.client.callbacks import CallbackReceiver
from lawkit.errors import AuthenticationError, LawkitError
from lawkit.tidy import export

ROOT = Path(__file__).resolve().parents[2]
QUICKSTART = ROOT / "notebooks" / "01-quickstart.ipynb"
NUMBERS = [cnj.generate(court=c, n=1, seed=404)[0] for c in ("TJSP", "TJMG", "TJRJ", "TRF1")]
LIBRARIES = ("lawkit", "urllib3", "requests_cache", "werkzeug")
JWT = re.compile(rb"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")
#: What the audited sandbox redirects to its slashed URL (see its ``redirects`` knob).
REDIRECTS = {"/capture/v1/available": 301, "/demand/v1/": 308, "/datajud/": 307}


@dataclass
class Run:
    """What the audited run wrote and which secrets it used."""

    folder: Path
    secrets: dict[str, str] = field(default_factory=dict)  # what -> value
    visible: dict[str, str] = field(default_factory=dict)  # non-secret values that must show


def _unique(prefix: str) -> str:
    return f"{prefix}-{uuid.uuid4().hex[:12]}"


def _notebook_sandbox_secrets() -> dict[str, str]:
    """The credentials of the sandbox the quickstart's ``lawkit.connect()`` starts (seed 0)."""
    with lawkit.sandbox.start() as default:
        found = {f"notebook {c.scope} secret": c.client_secret for c in default.clients.values()}
        found["notebook artifact id"] = default.credentials["artifact_id"]
        found["notebook DataJud key"] = default.settings["datajud_key"]
    return found


def _start_notebook(folder: Path) -> subprocess.Popen[str]:
    """``lawkit notebooks`` on a copy of the quickstart, writing only inside ``folder``."""
    source = folder / "notebook-src"
    source.mkdir()
    shutil.copy(QUICKSTART, source)
    home, tmp = folder / "home", folder / "tmp"
    for made in (home, tmp):
        made.mkdir(exist_ok=True)
    env = {k: v for k, v in isolated_environment(home).items() if not k.startswith("JUPYTER")}
    env |= {"TMPDIR": str(tmp), "XDG_DATA_HOME": str(home), "XDG_RUNTIME_DIR": str(home)}
    command = [str(Path(sys.executable).with_name("lawkit")), "notebooks", str(source)]
    return subprocess.Popen(
        [*command, "--output", str(folder / "notebooks-out"), "--timeout", "300"],
        cwd=folder,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def _file_urls(value: Any, cdn: str) -> Iterator[str]:
    """Every file store URL inside a JSON value."""
    if isinstance(value, dict):
        for item in value.values():
            yield from _file_urls(item, cdn)
    elif isinstance(value, list):
        for item in value:
            yield from _file_urls(item, cdn)
    elif isinstance(value, str) and value.startswith(f"{cdn}/files/"):
        yield value


@contextmanager
def _debug_log(path: Path) -> Iterator[None]:
    """Every record of :data:`LIBRARIES` (and warnings) at DEBUG into ``path``."""
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    loggers = [logging.getLogger(name) for name in (*LIBRARIES, "py.warnings")]
    levels = [logger.level for logger in loggers]
    for logger in loggers:
        logger.setLevel(logging.DEBUG)
        logger.addHandler(handler)
    logging.captureWarnings(True)
    try:
        yield
    finally:
        logging.captureWarnings(False)
        for logger, level in zip(loggers, levels, strict=True):
            logger.removeHandler(handler)
            logger.setLevel(level)
        handler.close()


def _flows(sb: lawkit.sandbox.Sandbox, run: Run, tokens: list[str]) -> None:
    """What a user does, with every output under ``run.folder``."""
    folder = run.folder
    monitor_login, monitor_password = _unique("mon-user"), _unique("mon-pass")
    hook_user, hook_password = _unique("hook-user"), _unique("hook-pass")
    demand_credentials = {
        "arn": _unique("arn:aws:secretsmanager:sa-east-1:1:secret"),
        "codigoCredencialOrgaoSistema": _unique("codigo"),
        "login": _unique("dem-login"),
        "sistema": _unique("sistema"),
    }
    run.secrets |= {
        "monitoring login": monitor_login,
        "monitoring password": monitor_password,
        "callback basic-auth user": hook_user,
        "callback basic-auth password": hook_password,
        "callback basic-auth header": base64.b64encode(
            f"{hook_user}:{hook_password}".encode()
        ).decode(),
        **{f"demand {k}": v for k, v in demand_credentials.items()},
    }
    run.visible["a CNJ number"] = NUMBERS[0]
    with (
        CallbackReceiver() as receiver,
        lawkit.connect(**sb.settings, cache=folder / "cache", backoff=0.01) as client,
    ):
        run.secrets["callback receiver token"] = parse_qs(urlsplit(receiver.url).query)["token"][0]
        coverage = tidy.coverage(client.capture.available())
        by_cnj = coverage[coverage["param"] == "cnj"].iloc[0]
        single = client.capture.request(
            str(by_cnj["source"]),
            str(by_cnj["platform"]),
            str(by_cnj["search"]),
            str(by_cnj["query"]),
            "cnj",
            NUMBERS[0],
            callbacks=[receiver.descriptor()],
        )
        run.visible["a request id"] = single["id"]
        autos = [
            client.capture.autorequest(n, make_download=True, callbacks=[receiver.descriptor()])
            for n in NUMBERS
        ]
        results = client.capture.wait([single, *autos], receiver=receiver, progress=False)
        sb.advance(days=1)  # tokens expire on the simulated clock: another one is fetched
        for request_id in results:
            client.capture.lookup(request_id)
        client.capture.autorequest_detail(autos[0]["id"])
        requests_table = tidy.requests(client.capture.requests())
        tidy.autorequests(client.capture.autorequests())
        files = sorted(set(_file_urls(list(results.values()), sb.urls["cdn"])))
        assert files, "no downloadable file in the results"
        for url in files[:3]:
            client.capture.download(url, folder / "downloads")
        usage = tidy.usage(client.capture.stats_use("2024-01-01", "2024-01-31"))
        consumption = tidy.consumption(client.capture.stats_consume("2024-01-01", "2024-01-31"))
        details = tidy.usage_details(client.capture.stats_details("2024-01-01", "2024-01-31"))

        hook = {
            "method": "POST",
            "url": receiver.url,
            "headers": {"Authorization": f"Basic {run.secrets['callback basic-auth header']}"},
        }
        registered = client.monitor.register(
            NUMBERS[1],
            callbacks=[hook],
            credentials={"login": monitor_login, "password": monitor_password},
        )
        monitored = tidy.monitored(client.monitor.list())
        client.monitor.info(registered["id"])
        client.monitor.wait(registered, poll=0.1, timeout=30)
        sb.advance(days=1)
        data = client.monitor.data(registered["id"], refresh=True)

        answer = client.demand.insert(
            NUMBERS[2],
            url_callback=receiver.url,
            id_callback="audit",
            credentials=demand_credentials,
        )
        assert receiver.wait_for_deliveries(1, timeout=30)
        result = client.demand.get(answer["idDemanda"])
        demands = tidy.demands(client.demand.by_callback("audit"))
        callbacks = tidy.callbacks([d.body for d in receiver.deliveries])
        logging.getLogger("lawkit.audit").debug(
            "cache now %r: %s", client.cache, client.cache.entries()
        )

        found = client.datajud.search(NUMBERS, progress=False, pause=0)
        found += client.datajud.search(court="TJSP", size=40, limit=80, progress=False, pause=0)
        run.visible["a CNJ number DataJud found"] = found[0]["hits"]["hits"][0]["_source"][
            "numeroProcesso"
        ]
        logging.getLogger("lawkit.audit").debug("DataJud: %r %r", found, client.settings)

        bundle = tidy.lookups(results.values()) + tidy.monitoring(data) + tidy.demand(result)
        bundle = bundle + tidy.datajud(found)
        bundle.to_parquet(folder / "parquet" / "bundle")
        export.write_parquet(
            {
                "coverage": coverage,
                "requests": requests_table,
                "usage": usage,
                "consumption": consumption,
                "details": details,
                "monitored": monitored,
                "demands": demands,
                "callbacks": callbacks,
            },
            folder / "parquet" / "tables",
        )
        client.monitor.remove(registered["id"])
        client.demand.delete(answer["idDemanda"])
    _refused_datajud_key(sb, run)
    _echoed_errors(run)
    assert len(tokens) >= 2, tokens
    run.secrets |= {f"bearer token {i}": token for i, token in enumerate(tokens)}


def _refused_datajud_key(sb: lawkit.sandbox.Sandbox, run: Run) -> None:
    """A DataJud key of the user's own that DataJud refuses: it reaches no file, not even
    through the error, which is logged."""
    own = _unique("datajud-own-key")
    run.secrets["a refused DataJud key"] = own
    settings = sb.settings | {"datajud_key": own, "cache": run.folder / "cache"}
    with lawkit.connect(**settings) as client, pytest.raises(AuthenticationError) as refused:
        client.datajud.search(court="TJES", progress=False)
    logging.getLogger("lawkit.audit").debug("refused: %s", refused.value)
    _pickled(run, "refused-key", refused.value)


def _pickled(run: Run, name: str, value: Any) -> None:
    """``value`` pickled into the folder, as a user keeping a result (or an error) would."""
    folder = run.folder / "pickles"
    folder.mkdir(exist_ok=True)
    (folder / f"{name}.pickle").write_bytes(pickle.dumps(value))


def _echoed_errors(run: Run) -> None:
    """A sandbox that echoes each request's headers in its error messages, with faults: what
    lawkit logs, raises, warns and returns (pickled) must hold none of the secrets echoed."""
    redirected = {"/datajud/api_publica_tjmg/": 302}  # a POST made a GET: refused
    with lawkit.sandbox.start(
        seed=7, echo_headers=True, faults={"500": 0.3}, redirects=redirected, datajud_population=60
    ) as sb:
        run.secrets |= {f"echoing {c.scope} secret": c.client_secret for c in sb.clients.values()}
        run.secrets["echoing artifact id"] = sb.credentials["artifact_id"]
        settings = sb.settings | {"cache": run.folder / "cache", "backoff": 0.01}
        audit = logging.getLogger("lawkit.audit")
        with lawkit.connect(**settings, max_retries=3) as client:
            calls = {
                "available": client.capture.available,
                "demand": lambda: client.demand.get("no-such-demand"),
                "moved search": lambda: client.datajud.search(court="TJMG", progress=False),
            }
            for name, call in calls.items():
                try:
                    audit.debug("%s: %r", name, call())
                except LawkitError as error:
                    audit.debug("%s failed: %s", name, error)
                    _pickled(run, name, error)
        with lawkit.connect(**settings, max_retries=0) as client:
            found = client.datajud.search(court="TJSP", size=4, progress=False, pause=0)
        audit.debug("search: %r %s", found, found.error)
        _pickled(run, "search", found)
        echoed = [e.status for e in sb.request_log]
    assert found.reason == "failed" and found.hits > 0, found  # stopped after some pages
    assert echoed.count(500) >= 3 and 302 in echoed, echoed
    assert {"demand", "moved search"} <= {p.stem for p in (run.folder / "pickles").iterdir()}


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Run]:
    folder = tmp_path_factory.mktemp("audit")
    result = Run(folder)
    notebook = _start_notebook(folder)
    tokens: list[str] = []
    renew = TokenManager._renew

    def recording(self: TokenManager) -> None:
        renew(self)
        assert self._token is not None
        tokens.append(self._token)

    (folder / "logs").mkdir()
    try:
        with (
            _debug_log(folder / "logs" / "debug.log"),
            pytest.MonkeyPatch.context() as patch,
            lawkit.sandbox.start(
                seed=4242,
                finish_after=0,
                token_ttl=3600,
                datajud_population=300,
                redirects=REDIRECTS,
            ) as sb,
        ):
            isolate(patch, folder / "home")
            patch.setattr(TokenManager, "_renew", recording)
            patch.setattr(tempfile, "tempdir", str(folder / "tmp"))
            result.secrets |= {f"{c.scope} secret": c.client_secret for c in sb.clients.values()}
            result.secrets["artifact id"] = sb.credentials["artifact_id"]
            result.secrets["DataJud key"] = sb.settings["datajud_key"]
            _flows(sb, result, tokens)
    finally:
        output, _ = notebook.communicate(timeout=600)
    assert notebook.returncode == 0, output
    result.secrets |= _notebook_sandbox_secrets()
    yield result


# -- the scanner ---------------------------------------------------------------------------------


def _forms(value: str) -> set[bytes]:
    """The spellings of ``value`` a file could hold: plain, URL-quoted, base64 (std, URL-safe).

    A long value is also looked for inside longer base64 text (``user:password``, a JSON body):
    at each of the three alignments, the part of its encoding that depends on it alone.
    """
    raw = value.encode()
    found = {raw, quote(value).encode(), quote_plus(value).encode()}
    for encode in (base64.b64encode, base64.urlsafe_b64encode):
        found.add(encode(raw).rstrip(b"="))
        if len(raw) >= 16:
            found.add(encode(raw)[: len(raw) // 3 * 4])  # whole blocks: more text may follow
            for shift in (1, 2):
                inner = encode(bytes(shift) + raw)[4:]  # drop the block holding the shift bytes
                found.add(inner[: len(inner) // 4 * 4 - 4])  # and the last, maybe partial one
    return found


def _cached_response(blob: bytes) -> bytes | None:
    """A requests-cache entry's body, URL, headers and request, and those of each response of
    its redirect chain, if ``blob`` is one."""
    try:
        response = SERIALIZER.loads(blob)
    except Exception:
        return None
    parts = []
    for answer in (response, *response.history):
        request = answer.request
        body = request.body
        parts += [
            answer.content or b"",
            str(answer.url).encode(),
            repr(dict(answer.headers)).encode(),
            str(request.url).encode(),
            repr(dict(request.headers)).encode(),
            body if isinstance(body, bytes) else str(body or "").encode(),
        ]
    return b"\n".join(parts)


def _sqlite_values(path: Path) -> Iterator[tuple[str, bytes]]:
    with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as db:
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")]
        for table in tables:
            for row in db.execute(f'SELECT * FROM "{table}"'):
                for value in row:
                    if isinstance(value, bytes):
                        yield "sqlite blob", value
                        decoded = _cached_response(value)
                        if decoded is not None:
                            yield "cached response", decoded
                        with suppress(zlib.error):  # a finished result (results.sqlite)
                            yield "stored result", zlib.decompress(value)
                    elif value is not None:
                        yield "sqlite value", str(value).encode()
    db.close()


def _parquet_values(path: Path) -> Iterator[tuple[str, bytes]]:
    table = pq.read_table(path)
    for name in table.column_names:
        text = "\n".join(map(str, table.column(name).to_pylist()))
        yield "parquet column", text.encode()


@dataclass
class Scan:
    """What a scan read and found."""

    files: list[Path] = field(default_factory=list)
    views: dict[str, int] = field(default_factory=dict)  # kind of view -> how many
    hits: list[tuple[str, str, str]] = field(default_factory=list)  # (file, view, what)


def scan(folder: Path, needles: dict[str, str]) -> Scan:
    """Every file under ``folder``, as raw bytes and as its values, searched for ``needles``."""
    forms = {what: _forms(value) for what, value in needles.items()}
    result = Scan()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        result.files.append(path)
        raw = path.read_bytes()
        views: list[tuple[str, bytes]] = [("raw bytes", raw)]
        if raw.startswith(b"SQLite format 3\x00"):
            views += _sqlite_values(path)
        elif raw.startswith(b"PAR1"):
            views += _parquet_values(path)
        for view, content in views:
            result.views[view] = result.views.get(view, 0) + 1
            for what, spellings in forms.items():
                if any(s in content for s in spellings):
                    result.hits.append((str(path.relative_to(folder)), view, what))
            if JWT.search(content):
                result.hits.append((str(path.relative_to(folder)), view, "a JWT"))
    return result


# -- the audit -----------------------------------------------------------------------------------


def test_no_file_written_holds_a_secret(run: Run) -> None:
    assert len(run.secrets) >= 20, sorted(run.secrets)
    found = scan(run.folder, run.secrets)
    assert found.hits == []


def test_the_scan_reads_every_kind_of_file_the_run_wrote(run: Run) -> None:
    found = scan(run.folder, run.visible)
    names = {p.name for p in found.files}
    suffixes = {p.suffix for p in found.files}
    assert len(found.files) >= 30, names
    assert {"http.sqlite", "reuse.sqlite", "debug.log", "01-quickstart.ipynb"} <= names
    assert {"search.pickle", "demand.pickle", "refused-key.pickle"} <= names
    assert ".parquet" in suffixes and any(p.parent.name == "downloads" for p in found.files)
    assert found.views["raw bytes"] == len(found.files)
    assert found.views["cached response"] >= 5 and found.views["sqlite value"] >= 40
    stored = next(p for p in found.files if p.name == "results.sqlite")
    with sqlite3.connect(f"{stored.as_uri()}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT count(*) FROM results").fetchone()[0]
    db.close()
    assert rows >= 5 and found.views["stored result"] == rows  # every finished result read
    assert found.views["parquet column"] >= 200
    assert sum(1 for p in found.files if p.suffix == ".parquet") >= 10
    log = (run.folder / "logs" / "debug.log").read_text().splitlines()
    assert len(log) >= 100
    loggers = {line.split(" ")[2] for line in log if line.count(" ") > 3}
    for library in ("lawkit.client.http", "urllib3.connectionpool", "requests_cache."):
        assert any(name.startswith(library) for name in loggers), (library, loggers)
    # A value the run used openly is seen in the cache, the log and the Parquet files.
    seen = {(f.split("/")[0], w) for f, _, w in found.hits}
    assert {
        ("cache", "a CNJ number"),
        ("cache", "a request id"),
        ("logs", "a request id"),
        ("parquet", "a CNJ number"),
        ("parquet", "a request id"),
        ("cache", "a CNJ number DataJud found"),
        ("parquet", "a CNJ number DataJud found"),
    } <= seen


def test_a_planted_secret_is_found_in_every_kind_of_file(run: Run, tmp_path: Path) -> None:
    planted = tmp_path / "planted"
    shutil.copytree(run.folder / "cache", planted / "cache")
    control = _unique("control-secret")
    with sqlite3.connect(planted / "cache" / "http.sqlite") as db:  # inside a cached response
        key, blob = db.execute("SELECT key, value FROM responses LIMIT 1").fetchone()
        response = SERIALIZER.loads(blob)
        response.request.headers["Authorization"] = f"Bearer {control}"
        db.execute(
            "UPDATE responses SET value = ? WHERE key = ?", (SERIALIZER.dumps(response), key)
        )
    db.close()
    (planted / "app.log").write_text(f"token={base64.b64encode(control.encode()).decode()}\n")
    basic = base64.b64encode(f"someone:{control}".encode()).decode()  # inside longer base64
    (planted / "headers.txt").write_text(f"Authorization: Basic {basic}\n")
    # compressed and dictionary-encoded; the column read back by pyarrow shows it
    pq.write_table(pa.table({"x": [control] * 1000}), planted / "t.parquet")
    found = scan(planted, {"control": control})
    where = {(f, v) for f, v, _ in found.hits}
    assert ("cache/http.sqlite", "cached response") in where
    assert ("app.log", "raw bytes") in where
    assert ("headers.txt", "raw bytes") in where
    assert ("t.parquet", "parquet column") in where
    jwt_like = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzYW5kYm94In0.c2lnbmF0dXJlLXNpZ25hdHVyZQ"
    (planted / "nb.ipynb").write_text(f'{{"text": "{jwt_like}"}}')
    assert ("nb.ipynb", "raw bytes", "a JWT") in scan(planted, {}).hits
