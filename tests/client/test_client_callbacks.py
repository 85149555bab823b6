"""The callback receiver: only the provider (holding the receiver's token) can deliver, a body of
unknown or excessive size is refused at once, and the token is never stored or logged.

Deliveries are forged with raw sockets over loopback, as any local process could."""

from __future__ import annotations

import json
import logging
import socket
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from lawkit import cnj
from lawkit import sandbox as lawkit_sandbox
from lawkit.client.callback_tokens import without_tokens
from lawkit.client.callbacks import CallbackReceiver

NUMBERS = cnj.generate(court="TJMG", n=4, seed=1818)
#: Seconds a refusal may take: "at once", far below the receiver's read timeout.
AT_ONCE = 2.0


def _send(receiver: CallbackReceiver, path: str, head: str, body: bytes = b"") -> tuple[int, float]:
    """POST ``head`` (header lines) and ``body`` to ``path`` on a raw socket; the status the
    receiver answered (0: none before the peer closed) and the seconds it took."""
    host, port = urlsplit(receiver.url).netloc.split(":")
    started = time.monotonic()
    with socket.create_connection((host, int(port)), timeout=AT_ONCE) as sock:
        sock.sendall(f"POST {path} HTTP/1.1\r\nHost: {host}\r\n{head}\r\n".encode() + body)
        answer = b""
        try:
            while b"\r\n" not in answer and (chunk := sock.recv(4096)):
                answer += chunk
        except TimeoutError:
            return 0, time.monotonic() - started
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/") else 0
    return status, time.monotonic() - started


def _token_path(receiver: CallbackReceiver) -> str:
    parts = urlsplit(receiver.url)
    return f"{parts.path}?{parts.query}"


def _json_head(body: bytes) -> str:
    return f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"


def test_a_forged_success_is_refused_and_wait_returns_the_providers_answer(connect) -> None:
    with lawkit_sandbox.start(seed=18, finish_after=1) as sb, CallbackReceiver() as receiver:
        client = connect(sb)
        record = client.capture.autorequest(NUMBERS[0], callbacks=receiver)
        rid = record["requests"][0]["id"]
        forged = json.dumps(
            {"requested": {"id": rid, "status": "success"}, "forged": True}
        ).encode()
        wrong = _token_path(receiver)[:-4] + "AAAA"
        for path in ("/callback", wrong, "/callback?token="):
            assert _send(receiver, path, _json_head(forged), forged)[0] == 403, path
        assert receiver.refused == 3 and receiver.deliveries == []
        result = client.capture.wait(record, receiver=receiver, progress=False, max_poll=30)
        assert result.complete
        assert "forged" not in result[rid]
        assert result[rid]["requested"]["id"] == rid
        assert receiver.deliveries  # the provider's own deliveries were taken
        assert {d.path for d in receiver.deliveries} == {"/callback"}


@pytest.mark.parametrize(
    ("head", "status"),
    [
        ("Content-Length: -1\r\n", 400),
        ("Content-Length: ten\r\n", 400),
        ("Content-Length: 5\r\nContent-Length: 6\r\n", 400),
        ("", 411),
        ("Transfer-Encoding: chunked\r\n", 411),
        ("Content-Length: 1025\r\n", 413),
    ],
)
def test_a_body_of_unknown_or_excessive_size_is_refused_at_once(head: str, status: int) -> None:
    with CallbackReceiver(max_body=1024) as receiver:
        for path in (_token_path(receiver), "/callback"):
            answered, took = _send(receiver, path, head)
            assert (answered, path) == (status, path)
            assert took < AT_ONCE
        assert receiver.deliveries == []


def test_the_token_is_unguessable_and_kept_out_of_paths_repr_and_logs(caplog) -> None:
    with CallbackReceiver() as first, CallbackReceiver() as second:
        tokens = [urlsplit(r.url).query.removeprefix("token=") for r in (first, second)]
        assert tokens[0] != tokens[1] and min(map(len, tokens)) >= 40
        body = b'{"status": "success", "requestId": "r1"}'
        with caplog.at_level(logging.WARNING, logger="lawkit.client.callbacks"):
            assert _send(first, _token_path(second), _json_head(body), body)[0] == 403
        assert _send(first, _token_path(first), _json_head(body), body)[0] == 200
        assert first.statuses() == {"r1": "success"} and first.refused == 1
        assert first.deliveries[0].path == "/callback"
        refusal = caplog.text
        assert "refused a POST to /callback from 127.0.0.1: wrong token" in refusal
        for text in (refusal, repr(first), str(first.deliveries)):
            assert not any(token in text for token in tokens)
        assert without_tokens(first.url) == first.url.replace(tokens[0], "REDACTED")


def test_the_token_reaches_no_cache_file_and_does_not_make_a_query_new(connect, tmp_path) -> None:
    with lawkit_sandbox.start(seed=19, finish_after=0) as sb:
        client = connect(sb, cache=tmp_path / "cache")
        with CallbackReceiver() as receiver:
            token = urlsplit(receiver.url).query.removeprefix("token=")
            port = urlsplit(receiver.url).port
            auto = client.capture.autorequest(NUMBERS[1], callbacks=receiver)
            registered = client.monitor.register(NUMBERS[2], callbacks=receiver)
            demand = client.demand.insert(NUMBERS[3], url_callback=receiver.url, id_callback="t")
            sent = len(sb.request_log)
            listed = client.demand.by_callback("t")  # the provider echoes urlCallback
            assert receiver.wait_for_deliveries(1, timeout=30)
        assert len(sb.request_log) == sent + 1  # (that answer came from the provider)
        cached = client.demand.by_callback("t")
        assert len(sb.request_log) == sent + 1  # (this one from the cache)
        for answer in (listed, cached):
            assert answer["body"]["urlCallback"].endswith("/callback?token=REDACTED")
        # A new receiver on the same address: the same query, not paid for again.
        with CallbackReceiver(port=port) as again:
            sent = len(sb.request_log)
            assert client.capture.autorequest(NUMBERS[1], callbacks=again) == auto
            assert client.monitor.register(NUMBERS[2], callbacks=again) == registered
            assert client.demand.insert(NUMBERS[3], url_callback=again.url, id_callback="t") == (
                demand
            )
            assert not [e for e in sb.request_log[sent:] if e.method == "POST"]
    client.close()
    files = [p for p in Path(tmp_path / "cache").rglob("*") if p.is_file()]
    assert {"http.sqlite", "reuse.sqlite"} <= {p.name for p in files}
    assert [p.name for p in files if token.encode() in p.read_bytes()] == []
