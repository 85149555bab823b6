"""A tiny DataJud stand-in on loopback for the client's tests until the sandbox serves DataJud
(branch datajud-sandbox): the real hits of tests/data/datajud copied under new numbers, the
APIKey check, ``terms`` on ``numeroProcesso``, sort + search_after, 504 above a page size."""

from __future__ import annotations

import copy
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from werkzeug.serving import make_server
from werkzeug.wrappers import Request, Response

from lawkit import cnj

DATA = Path(__file__).parent.parent / "data" / "datajud"
KEY = "test-public-key"


class Fake:
    """The stand-in's state: its hits, the bodies and headers it received, its 504 knob."""

    def __init__(self, count: int, max_page: int = 10_000) -> None:
        real = json.loads((DATA / "tjes_00227832220178080024_g1_g2.json").read_text("utf-8"))
        template = real["hits"]["hits"][1]
        self.hits = []
        for number in cnj.generate("TJES", 2020, n=count, seed=7):
            digits = cnj.parse(number).digits
            hit = copy.deepcopy(template)
            hit["_id"] = hit["_source"]["id"] = f"TJES_G2_{digits}"
            hit["_source"]["numeroProcesso"] = digits
            self.hits.append(hit)
        self.hits.sort(key=lambda h: h["_id"])
        self.max_page = max_page
        self.bodies: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.url = ""

    def __call__(self, environ: dict, start_response: Any) -> Any:
        request = Request(environ)
        self.headers.append(dict(request.headers))
        if request.headers.get("Authorization") != f"APIKey {KEY}":
            return Response("unauthorized", 401)(environ, start_response)
        body = json.loads(request.get_data())
        self.bodies.append(body)
        if body["size"] > self.max_page:
            return Response("Gateway Time-out", 504)(environ, start_response)
        hits = self.hits
        terms = json.dumps(body["query"])
        if "numeroProcesso" in terms:
            wanted = set(_numbers(body["query"]))
            hits = [h for h in hits if h["_source"]["numeroProcesso"] in wanted]
        after = body.get("search_after")
        if after:
            hits = [h for h in hits if h["_id"] > after[-1]]
        page = [dict(h, sort=[h["_source"]["@timestamp"], h["_id"]]) for h in hits[: body["size"]]]
        answer = {
            "took": 1,
            "timed_out": False,
            "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0},
            "hits": {"total": {"value": len(hits), "relation": "eq"}, "hits": page},
        }
        return Response(json.dumps(answer), 200, mimetype="application/json")(
            environ, start_response
        )


def _numbers(query: Any) -> Iterator[str]:
    if isinstance(query, dict):
        for key, value in query.items():
            if key == "numeroProcesso":
                yield from value
            else:
                yield from _numbers(value)
    elif isinstance(query, list):
        for item in query:
            yield from _numbers(item)


@contextmanager
def serve(count: int = 25, max_page: int = 10_000) -> Iterator[Fake]:
    """Run a :class:`Fake` with ``count`` hits on a free loopback port."""
    fake = Fake(count, max_page)
    server = make_server("127.0.0.1", 0, fake, threaded=True)
    fake.url = f"http://127.0.0.1:{server.server_port}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        server.shutdown()
        thread.join()
