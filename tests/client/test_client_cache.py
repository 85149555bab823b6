"""The cache policy, offline mode, client.cache, and no secret on disk."""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path

import pytest

from lawkit import cnj
from lawkit import sandbox as lawkit_sandbox
from lawkit.errors import NotCached

NUMBERS = cnj.generate(court="TJMG", n=4, seed=5)


def _gets(sb, since: int, fragment: str = "/capture/") -> int:
    return sum(1 for e in sb.request_log[since:] if e.method == "GET" and fragment in e.path)


def test_finished_lookup_is_served_from_cache_forever(sb, connect) -> None:
    client = connect(sb)
    record = client.capture.autorequest(NUMBERS[0])
    rid = record["requests"][0]["id"]
    first = client.capture.lookup(rid)
    before = len(sb.request_log)
    assert client.capture.lookup(rid) == first
    rerun = connect(sb)  # same cache directory, new session: no token, no GET
    assert rerun.capture.lookup(rid) == first
    assert len(sb.request_log) == before
    assert client.cache.results >= 1 and rerun.capture.stored([rid]) == {rid: first}
    assert not [e for e in client.cache.entries() if e.url.endswith(rid)]  # kept once, there
    detail = client.capture.autorequest_detail(record["id"])
    before = len(sb.request_log)
    assert rerun.capture.autorequest_detail(record["id"]) == detail
    assert len(sb.request_log) == before


def test_pending_lookups_are_never_cached(connect) -> None:
    with lawkit_sandbox.start(seed=3, finish_after=3600) as slow:
        client = connect(slow)
        record = client.capture.autorequest(NUMBERS[1])
        rid = record["requests"][0]["id"]
        before = len(slow.request_log)
        assert client.capture.lookup(rid)["requested"]["status"] == "pending"
        assert client.capture.lookup(rid)["requested"]["status"] == "pending"
        client.capture.autorequest_detail(record["id"])
        client.capture.autorequest_detail(record["id"])
        assert _gets(slow, before) == 4
        assert not [e for e in client.cache.entries() if rid in e.url or record["id"] in e.url]


def test_statistics_expiry_depends_on_the_range(sb, connect) -> None:
    client = connect(sb)
    today = sb.now.date()  # the provider's day decides what is past
    past = (today - dt.timedelta(days=30), today - dt.timedelta(days=10))
    recent = (today - dt.timedelta(days=3), today)
    before = len(sb.request_log)
    for _ in range(2):
        client.capture.stats_use(*past)
        client.capture.stats_consume(*recent)
    assert _gets(sb, before) == 2
    now = dt.datetime.now(dt.UTC)  # requests-cache dates expiry on this machine's clock
    expiry = {e.url.split("/stats/")[1].split("?")[0]: e.expires for e in client.cache.entries()}
    assert expiry["use"] - now > dt.timedelta(days=6)
    assert dt.timedelta(minutes=4) < expiry["consume"] - now <= dt.timedelta(minutes=5)


def test_lists_are_cached_briefly_and_refresh_bypasses(sb, connect) -> None:
    client = connect(sb)
    before = len(sb.request_log)
    client.capture.requests(search="tjmg")
    client.capture.requests(search="tjmg")
    assert _gets(sb, before) == 1
    client.capture.requests(search="tjmg", refresh=True)
    assert _gets(sb, before) == 2


def test_ttl_override_and_offline_mode(sb, connect, tmp_path: Path) -> None:
    cache = tmp_path / "offline-cache"
    online = connect(sb, cache=cache, cache_ttl={"coverage": 1})
    tree = online.capture.available(cnj=NUMBERS[2])
    record = online.capture.autorequest(NUMBERS[2])
    result = online.capture.wait(record, progress=False)
    time.sleep(1.1)  # the coverage entry is now expired
    before = len(sb.request_log)
    offline = connect(sb, cache=cache, offline=True)
    assert offline.capture.available(cnj=NUMBERS[2]) == tree  # stale is fine offline
    assert offline.capture.wait(record, progress=False) == result
    rid = record["requests"][0]["id"]
    assert offline.capture.lookup(rid) == result[rid]
    # reuse window answers offline too
    assert offline.capture.autorequest(NUMBERS[2]) == record
    with pytest.raises(
        NotCached, match=r"/capture/v1/request/00000000-0000-4000-8000-0000000000aa"
    ):
        offline.capture.lookup("00000000-0000-4000-8000-0000000000aa")
    with pytest.raises(NotCached, match="needs the network"):
        offline.capture.autorequest(NUMBERS[3])
    with pytest.raises(NotCached, match=r"stats/use\?end=2024-01-31&start=2024-01-01"):
        offline.capture.stats_use("2024-01-01", "2024-01-31")
    with pytest.raises(NotCached, match="idArtifact=REDACTED") as caught:
        offline.demand.by_callback("nobody")
    assert sb.credentials["artifact_id"] not in str(caught.value)
    assert len(sb.request_log) == before


def test_client_cache_view(sb, connect, tmp_path: Path) -> None:
    client = connect(sb, cache=tmp_path / "view")
    assert client.cache.location == tmp_path / "view"
    client.capture.available()
    client.capture.stats_use("2024-01-01", "2024-01-31")
    assert len(client.cache) == 2
    assert client.cache.size > 0
    assert "2 responses" in repr(client.cache)
    urls = [e.url for e in client.cache.entries()]
    assert any(u.endswith("/capture/v1/available") for u in urls)
    client.cache.clear()
    assert len(client.cache) == 0 and client.cache.entries() == []
    off = connect(sb, cache=False)
    off.capture.available()
    assert off.cache.location is None and off.cache.size == 0 and off.cache.entries() == []


@pytest.mark.parametrize("name", ["http.sqlite", "reuse.sqlite"])
def test_a_corrupt_cache_file_is_set_aside(sb, tmp_path: Path, name: str) -> None:
    """More faults in tests/reliability/test_cache_faults.py."""
    import lawkit
    from lawkit.client.cache import CacheWarning

    folder = tmp_path / "corrupt"
    folder.mkdir()
    (folder / name).write_bytes(b"not a database " * 200)
    with pytest.warns(CacheWarning, match=r"not an SQLite database.*moved it to"):
        client = lawkit.connect(**sb.settings, cache=folder)
    client.close()
    assert [p.name.split(".corrupt-")[0] for p in folder.glob("*.corrupt-*")] == [name]


def test_a_redirect_chain_leaves_no_secret_in_the_cache(connect, tmp_path: Path) -> None:
    """requests-cache keeps a redirected answer's history and redacts only the last request:
    a same-host 301 on ``capture.available()``, a 308 on ``demand.get()`` and a 307 on a DataJud
    search left the bearer token, ``idArtifact`` and the DataJud key in ``http.sqlite``. The
    answers are still served from the cache."""
    redirects = {"/capture/v1/available": 301, "/demand/v1/": 308, "/datajud/": 307}
    with lawkit_sandbox.start(seed=3, finish_after=0, redirects=redirects) as moved:
        client = connect(moved)
        coverage = client.capture.available()
        demand = client.demand.insert(NUMBERS[2], url_callback="http://127.0.0.1:9/c")
        result = client.demand.get(demand["idDemanda"])
        found = client.datajud.search(court="TJSP", size=5, limit=5, progress=False, pause=0)
        token = client._http.tokens.token()
        sent = len(moved.request_log)
        assert client.capture.available() == coverage
        assert client.demand.get(demand["idDemanda"]) == result
        again = client.datajud.search(court="TJSP", size=5, limit=5, progress=False, pause=0)
        assert again == found and len(moved.request_log) == sent  # all from the cache
        statuses = {e.status for e in moved.request_log}
        secrets = [token, moved.credentials["artifact_id"], moved.settings["datajud_key"]]
        client.close()
    assert {301, 307, 308} <= statuses
    stored = b"".join(path.read_bytes() for path in (tmp_path / "cache").iterdir())
    assert [secret for secret in secrets if secret.encode() in stored] == []
