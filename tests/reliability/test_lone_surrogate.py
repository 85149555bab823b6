"""A lookup answer holding a lone surrogate (the valid JSON escape ``\\ud800``) through the client.

The sandbox's data never holds one, so the client talks to a loopback proxy that forwards every
call to a sandbox and writes the escape into the first step title of each lookup answer (issue
18, item 5: ``capture.wait()`` raised a bare TypeError from the result store, losing the whole
wait, and ``tidy.lookups`` a UnicodeEncodeError).
"""

from __future__ import annotations

import json
import re
import threading
import warnings
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import requests

import lawkit
import lawkit.sandbox
import lawkit.tidy as tidy
from lawkit.cnj import generate
from lawkit.errors import DataWarning

_LOOKUP = re.compile(r"^/capture/v1/request/[0-9a-f-]{36}$")
_TITLE = re.compile(rb'("title":\s*")')
ESCAPE = rb"\ud800"


class SurrogateProxy:
    """Forwards to ``target``; the first step title of each lookup answer gets ``\\ud800``."""

    def __init__(self, target: str) -> None:
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def _any(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length) if length else None
                skipped = ("host", "content-length", "connection")
                headers = {k: v for k, v in self.headers.items() if k.lower() not in skipped}
                answer = requests.request(
                    self.command, target + self.path, data=body, headers=headers, timeout=30
                )
                out = answer.content
                if answer.ok and _LOOKUP.match(self.path) and _TITLE.search(out):
                    out = _TITLE.sub(rb"\1" + ESCAPE.replace(b"\\", b"\\\\"), out, count=1)
                    proxy.mutated += 1
                self.send_response(answer.status_code)
                self.send_header("Content-Type", answer.headers.get("Content-Type", "text/plain"))
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

            do_GET = do_POST = do_DELETE = _any

            def log_message(self, format: str, *args: Any) -> None:
                """Quiet."""

        self.mutated = 0
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture(scope="module")
def proxied() -> Iterator[tuple[SurrogateProxy, dict[str, Any]]]:
    with lawkit.sandbox.start(seed=11, finish_after=0) as sb:
        proxy = SurrogateProxy(sb.url)
        settings = {
            key: value.replace(sb.url, proxy.url) if isinstance(value, str) else value
            for key, value in sb.settings.items()
        }
        yield proxy, settings
        proxy.server.shutdown()
        proxy.server.server_close()


def test_a_lone_surrogate_is_kept_as_received_and_replaced_in_the_tables(
    proxied: tuple[SurrogateProxy, dict[str, Any]], tmp_path: Path
) -> None:
    proxy, settings = proxied
    numbers = generate(court="TJSP", n=6, seed=18)
    with lawkit.connect(**settings, cache=tmp_path / "cache", backoff=0.01) as client:
        result = client.capture.wait(
            client.capture.autorequest_many(numbers), progress=False, timeout=60
        )
    assert result.complete
    titles = [
        step["title"]
        for body in result.values()
        for lawsuit in body["data"]
        for step in lawsuit["steps"][:1]
    ]
    assert len(titles) == proxy.mutated > 0  # one per lookup with steps (others: warning)
    assert all(title.startswith("\ud800") for title in titles)

    # The stored results read back exactly as received, with no call.
    with lawkit.connect(**settings, cache=tmp_path / "cache") as again:
        stored = again.capture.stored(result)
        assert again.calls == 0
    assert json.dumps(stored, sort_keys=True) == json.dumps(dict(result), sort_keys=True)

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        steps = tidy.lookups(result).steps
    said = [str(w.message) for w in caught if issubclass(w.category, DataWarning)]
    assert said == [
        f"lawkit.tidy: {len(titles)} value(s) of steps.title held a lone surrogate (a JSON "
        "escape such as \\ud800, which UTF-8 cannot encode): it is replaced by U+FFFD in the "
        "table; the payload itself is unchanged"
    ]
    replaced = steps[steps["title"].str.startswith("\ufffd")]
    assert len(replaced) == len(titles)
    assert replaced["title"].str.slice(1).tolist() == [t[1:] for t in titles]
    assert replaced["event"].notna().all()
    assert not steps["title"].str.contains("[\ud800-\udfff]", regex=True).any()
