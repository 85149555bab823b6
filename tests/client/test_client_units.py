"""Pure pieces of the client: input validation properties, stats expiry, the reuse store, the
token lifetime."""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path

import jwt
import pytest
import requests
from hypothesis import given, settings
from hypothesis import strategies as st
from requests_cache import NEVER_EXPIRE

from lawkit import cnj
from lawkit.client import validate
from lawkit.client.auth import TokenManager
from lawkit.client.cache import Policy, ReuseStore
from lawkit.client.cache.reuse import Claim
from lawkit.client.redact import Secrets
from lawkit.errors import InvalidCNJ, InvalidInput

NUMBERS = cnj.generate(court=None, n=50, seed=8)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(NUMBERS), st.sampled_from([" ", ".", "-", "", "/"]))
def test_messy_numbers_are_sent_canonical(number: str, sep: str) -> None:
    digits = "".join(c for c in number if c.isdigit())
    messy = sep.join(
        [digits[:7], digits[7:9], digits[9:13], digits[13], digits[14:16], digits[16:]]
    )
    assert validate.cnj(f"  {messy} ") == number
    assert validate.cnj_digits(messy) == digits


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=30))
def test_any_text_is_a_cnj_or_an_invalid_input(text: str) -> None:
    try:
        canonical = validate.cnj(text)
    except InvalidCNJ as exc:
        assert str(exc).startswith("cnj")
    else:
        assert cnj.is_valid(canonical)


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.text(max_size=12), st.dates(), st.datetimes()))
def test_dates_are_yyyy_mm_dd_or_refused(value) -> None:
    try:
        text = validate.date(value, "start")
    except InvalidInput as exc:
        assert "YYYY-MM-DD" in str(exc)
    else:
        assert dt.date.fromisoformat(text).isoformat() == text


def test_statistics_expiry_boundary() -> None:
    policy = Policy()
    today = dt.date(2026, 3, 10)
    assert policy.stats("2026-03-08", today) == policy.ttl["stats_past"]
    assert policy.stats("2026-03-09", today) == policy.ttl["stats_recent"]  # Brazil may still
    assert policy.stats("2026-03-10", today) == policy.ttl["stats_recent"]  # be in that day
    assert policy.expire("lookup") == NEVER_EXPIRE
    assert Policy({"monitor": 0}).expire("monitor") is None


def test_reuse_store_intents_records_window_and_persistence(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "reuse.sqlite"
    store = ReuseStore(path, window=100)
    key = ReuseStore.key("request", "http://x/v1", "me", {"b": 1, "a": [2]})
    assert key == ReuseStore.key("request", "http://x/v1", "me", {"a": [2], "b": 1})
    assert key != ReuseStore.key("request", "http://x/v1", "you", {"a": [2], "b": 1})
    assert store.claim(key, "request") == Claim("mine")  # a new submission: this caller sends
    assert store.claim(key, "request").state == "busy"  # ... and another caller waits
    store.done(key, "request", "id-1", {"id": "id-1", "status": "pending"})
    store.close()
    reopened = ReuseStore(path, window=100)
    assert reopened.claim(key, "request") == Claim("record", {"id": "id-1", "status": "pending"})
    assert [e["id"] for e in reopened.entries()] == ["id-1"]
    assert reopened.claim(key, "request", replace=True).state == "mine"  # fresh: sent anew
    reopened.release(key)  # the provider refused it: nothing to reconcile, the record is back
    assert reopened.claim(key, "request") == Claim("record", {"id": "id-1", "status": "pending"})
    assert reopened.claim(key, "request", replace=True).state == "mine"
    reopened.abandon(key)  # interrupted, its outcome unknown: the next claim reconciles it
    assert reopened.claim(key, "request").since is not None
    reopened.done(key, "request", "id-1", {"id": "id-1"})
    real = time.time
    monkeypatch.setattr(time, "time", lambda: real() + 101)
    assert reopened.claim(key, "request").state == "mine" and reopened.entries() == []
    monkeypatch.setattr(time, "time", real)
    reopened.done(key, "request", "id-1", {"id": "id-1"})
    reopened.forget("id-1")
    assert reopened.claim(key, "request").state == "mine"
    off = ReuseStore(None, window=0)
    off.done(key, "request", "id-1", {"id": "id-1"})
    assert off.claim(key, "request") == Claim("mine") and off.entries() == []


def test_an_intent_of_a_dead_process_is_reconciled_one_of_a_live_one_waited_for(
    tmp_path: Path,
) -> None:
    import dataclasses
    import os
    import socket
    import subprocess
    import sys

    from lawkit import processes

    store = ReuseStore(tmp_path / "reuse.sqlite", window=100)
    key = ReuseStore.key("autorequest", "http://x/v1", "me", {"value": "1"})
    me = "from lawkit import processes; print(processes.me(), flush=True)"
    dead = subprocess.run([sys.executable, "-c", me], capture_output=True, text=True, check=True)
    live = subprocess.Popen([sys.executable, "-c", f"{me}; import time; time.sleep(30)"],
                            stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert live.stdout is not None
        running = live.stdout.readline().strip()
        contained = dataclasses.replace(processes.Identity.parse(dead.stdout.strip()),
                                        namespace="4026531999")  # fmt: skip
        now = time.time()
        cases = [(running, now, "busy"),  # alive and beating: waited for
                 (running, None, "silent"),  # exists, silent since 1000: stopped, not taken
                 (f"{contained}", now, "busy"),  # another container's: its pid means nothing
                 (f"{socket.gethostname()}|{os.getpid()}", now, "busy"),  # an older lawkit's
                 (dead.stdout.strip(), now, "mine")]  # fmt: skip
        for owner, beat, expected in cases:
            store._execute(
                "INSERT OR REPLACE INTO reuse (key, kind, created, owner, claimed, beat) "
                "VALUES (?, 'autorequest', 1000.0, ?, 1000.0, ?)",
                (key, f"{owner}|other-run", beat),
            )
            claim = store.claim(key, "autorequest")
            assert claim.state == expected, owner
        assert claim.since == 1000.0  # reconcile from the dead one's intent
        store._execute(
            "UPDATE reuse SET owner = ?, beat = ? WHERE key = ?", ("1_1_1_1@elsewhere|x", now, key)
        )
        assert store.claim(key, "autorequest").state == "busy"  # another host's, beating
        store._execute("UPDATE reuse SET beat = NULL WHERE key = ?", (key,))
        assert store.claim(key, "autorequest").state == "mine"  # another host's, past its lease
    finally:
        live.kill()
        live.wait()


def _token(lifetime: int, with_iat: bool = True) -> str:
    now = int(time.time())
    claims = {"exp": now + lifetime, **({"iat": now} if with_iat else {})}
    return jwt.encode(claims, "k" * 32, algorithm="HS256")


@pytest.mark.parametrize(
    ("make", "lifetime"),
    [
        (lambda: {"access_token": _token(3600), "expires_in": 5}, 3599 - 30),  # exp wins
        (lambda: {"access_token": _token(10), "expires_in": 3600}, (10 - 1) * 0.8),  # margin 1/5
        (lambda: {"access_token": _token(100, with_iat=False)}, 100 - 20),
        (lambda: {"access_token": "opaque-token", "expires_in": 600}, 600 - 30),  # not a JWT
        (lambda: {"access_token": "opaque-token", "expires_in": "3600"}, 3600 - 30),  # as text
        (lambda: {"access_token": "opaque-token", "expires_in": " 90.0 "}, 90 - 18),
        (lambda: {"access_token": "opaque-token", "expires_in": "soon"}, 60 - 12),  # unusable
        (lambda: {"access_token": "opaque-token", "expires_in": "-5"}, 60 - 12),
        (lambda: {"access_token": "opaque-token", "expires_in": True}, 60 - 12),
        (lambda: {"access_token": "opaque-token", "expires_in": "nan"}, 60 - 12),
    ],
)
def test_token_renewal_time(make, lifetime: float) -> None:
    payload = make()
    clock = [1000.0]
    fetched: list[int] = []

    def fetch() -> dict:
        fetched.append(1)
        return payload

    manager = TokenManager(fetch, clock=lambda: clock[0])
    assert manager.token() == payload["access_token"]
    clock[0] += lifetime - 1.5
    manager.token()
    assert len(fetched) == 1
    clock[0] += 3
    manager.token()
    assert len(fetched) == 2
    manager.invalidate("someone else's")
    manager.token()
    assert len(fetched) == 2
    manager.invalidate(payload["access_token"])
    manager.token()
    assert len(fetched) == 3


def test_retry_after_in_seconds_or_as_an_http_date() -> None:
    from email.utils import format_datetime

    from lawkit.client.http import retry_after_seconds

    assert retry_after_seconds("3") == 3.0
    assert retry_after_seconds(None) == 0.0
    assert retry_after_seconds("soon") == 0.0
    later = dt.datetime.now(dt.UTC) + dt.timedelta(seconds=30)
    assert 25 < retry_after_seconds(format_datetime(later, usegmt=True)) <= 30
    assert retry_after_seconds("Mon, 01 Jan 2001 00:00:00 GMT") == 0.0


def test_server_clock_reads_the_providers_date_header() -> None:
    from lawkit.client.clock import ServerClock

    clock = ServerClock()
    before = time.time()
    assert not clock.observed and abs(clock.now().timestamp() - before) < 1
    clock.observe({"Date": "Mon, 16 Nov 2026 12:00:00 GMT"})
    assert clock.observed
    assert abs(clock.now() - dt.datetime(2026, 11, 16, 12, tzinfo=dt.UTC)) < dt.timedelta(seconds=1)
    assert clock.today() == dt.date(2026, 11, 16)
    # a machine time taken before the answer reads on the provider's clock afterwards
    assert abs(clock.at(before) - dt.datetime(2026, 11, 16, 12, tzinfo=dt.UTC)).total_seconds() < 1
    for unreadable in ({"Date": "soon"}, {"Date": ""}, {}):
        clock.observe(unreadable)
        assert clock.today() == dt.date(2026, 11, 16)


def test_secrets_are_redacted_from_text_bytes_and_answers() -> None:
    """Known values (plain or URL-quoted), what follows Bearer or APIKey, a JWT and secret
    parameters read REDACTED; a value too short to be told from ordinary text is left to the
    patterns. An answer's copy keeps no request and no redirect history."""
    secrets = Secrets("s3cret-value", "1", None)
    secrets.add("tok/en+42==")
    jwt_like = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl"
    text = f"a s3cret-value b tok%2Fen%2B42%3D%3D c Bearer x.y APIKey k== {jwt_like} idArtifact=9 1"
    assert secrets(text) == (
        "a REDACTED b REDACTED c Bearer REDACTED APIKey REDACTED REDACTED idArtifact=REDACTED 1"
    )
    assert secrets(b"\xff{s3cret-value}") == b"\xff{REDACTED}"
    answer = requests.Response()
    answer.status_code, answer.url = 500, "http://h/x?idArtifact=12345678"
    answer.headers["X-Echo"] = "Authorization: Bearer abc"
    answer._content = b'{"message": "key s3cret-value"}'
    answer.request = requests.Request("GET", answer.url, headers={"A": "s3cret-value"}).prepare()
    answer.history = [answer]
    kept = secrets.answer(answer)
    assert (kept.status_code, kept.url) == (500, "http://h/x?idArtifact=REDACTED")
    assert kept.json() == {"message": "key REDACTED"}
    assert kept.headers["X-Echo"] == "Authorization: Bearer REDACTED"
    assert kept.request is None and kept.history == []
