"""Where the cache is by default: one directory per account, an earlier shared directory kept in
use by the accounts it holds, and never the user's cache for a client of a sandbox."""

from __future__ import annotations

from pathlib import Path

import lawkit
from lawkit import cnj
from lawkit import sandbox as lawkit_sandbox
from lawkit.client import config
from lawkit.client.cache.results import RESULTS_FILE, ResultStore, results_scope

PROVIDER = {name: f"https://{name[:-4]}.provider.example" for name in config.URL_FIELDS}
SECRET = "a-secret-that-must-not-show-in-any-path"
REQUEST_ID = "0b7e3f9c-1d2a-4c5b-8e6f-7a8b9c0d1e2f"


def _cache(**settings: str) -> Path:
    return config.resolve(**{**PROVIDER, "client_secret": SECRET, **settings}).cache


def test_each_account_has_its_own_default_cache_shared_by_all_its_clients(
    isolated_env: Path,
) -> None:
    root = isolated_env / ".cache" / "lawkit"
    mine = _cache(client_id="account-a")
    assert mine.parent == root
    assert _cache(client_id="account-a") == mine  # a second notebook of the same account
    assert config.resolve(**PROVIDER, client_id="account-a", client_secret="other").cache == mine
    others = {
        _cache(client_id="account-b"),
        _cache(client_id="account-a", capture_url="https://capture.elsewhere.example"),
    }
    assert mine not in others and len(others) == 2
    assert SECRET not in str(mine) and "account-a" not in str(mine)
    with lawkit.connect(**PROVIDER, client_id="account-a", client_secret=SECRET) as client:
        assert client.cache.location == mine  # connect() makes no call: nothing is sent here


def test_an_earlier_shared_cache_stays_in_use_by_the_accounts_whose_results_it_holds(
    isolated_env: Path,
) -> None:
    root = isolated_env / ".cache" / "lawkit"
    root.mkdir(parents=True)
    # The layout of earlier versions: every account's files directly in <user cache>/lawkit.
    earlier = ResultStore(
        root / RESULTS_FILE, scope=results_scope(PROVIDER["capture_url"], "account-a")
    )
    earlier.put(REQUEST_ID, {"requested": {"id": REQUEST_ID, "status": "success"}, "data": []})
    earlier.close()
    with lawkit.connect(**PROVIDER, client_id="account-a", client_secret=SECRET) as client:
        assert client.cache.location == root
        assert REQUEST_ID in client.capture.stored([REQUEST_ID])
    with lawkit.connect(**PROVIDER, client_id="account-b", client_secret=SECRET) as client:
        assert client.cache.location == _cache(client_id="account-b") != root
        assert client.capture.stored([REQUEST_ID]) == {}
    assert _cache(client_id="account-a") == root  # and it stays so


def test_an_explicit_cache_is_used_as_given(isolated_env: Path, tmp_path: Path) -> None:
    assert _cache(client_id="account-a", cache=str(tmp_path / "mine")) == tmp_path / "mine"
    assert config.resolve(cache=False).cache is None


def test_clients_of_a_sandbox_never_write_into_the_user_cache(isolated_env: Path) -> None:
    """The flow of notebooks 02 and 05, and of connect() without credentials, on a temporary
    home: nothing lands under it, and the sandbox clients' own caches are gone once closed."""
    number = cnj.generate(court="TJSP", n=1, seed=3)[0]
    locations = []
    with lawkit_sandbox.start(seed=21, finish_after=0) as sb:
        client = lawkit.connect(**sb.settings)
        results = client.capture.wait(client.capture.autorequest(number))
        assert results and client.cache.location.exists()
        locations.append(client.cache.location)
        client.close()
    with lawkit.connect() as started:
        started.capture.wait(started.capture.autorequest(number))
        locations.append(started.cache.location)
    written = [p for p in isolated_env.rglob("*") if "lawkit" in p.name]
    assert written == []
    assert not any(location.exists() for location in locations)
    assert not any(location.is_relative_to(isolated_env) for location in locations)
