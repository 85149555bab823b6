"""Settings resolution, secret redaction, connect() with and without credentials."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

import lawkit
from lawkit.client import config
from lawkit.errors import ConfigurationError


def test_arguments_beat_environment_beat_config_file(monkeypatch, isolated_env: Path) -> None:
    path = isolated_env / ".config" / "lawkit" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text(
        'client_id = "from-file"\ncapture_url = "http://file.example/capture"\n'
        "max_retries = 9\nread_timeout = 7.5\n"
    )
    monkeypatch.setenv("LAWKIT_CAPTURE_URL", "http://env.example/capture/")
    monkeypatch.setenv("LAWKIT_MAX_RETRIES", "3")
    monkeypatch.setenv("LAWKIT_OFFLINE", "yes")
    settings = config.resolve(max_retries=1)
    assert settings.max_retries == 1  # argument
    assert settings.capture_url == "http://env.example/capture"  # env, trailing slash dropped
    assert settings.offline is True  # env text converted
    assert settings.client_id == "from-file"  # file
    assert settings.read_timeout == 7.5  # file
    assert settings.backoff == 0.5  # default


def test_config_path_honours_lawkit_config(monkeypatch, tmp_path: Path) -> None:
    path = tmp_path / "elsewhere.toml"
    path.write_text('client_id = "x"\nclient_secret = "y"\n')
    monkeypatch.setenv("LAWKIT_CONFIG", str(path))
    assert config.config_path() == path
    assert config.resolve().client_secret == "y"


def test_unknown_settings_and_bad_values_are_refused(monkeypatch, isolated_env: Path) -> None:
    with pytest.raises(ConfigurationError, match=r"unknown setting.*allowed: auth_url"):
        config.resolve(client_key="x")
    with pytest.raises(ConfigurationError, match="max_retries"):
        config.resolve(max_retries="many")
    with pytest.raises(ConfigurationError, match="http:// or https://"):
        config.resolve(capture_url="ftp://x")
    path = isolated_env / ".config" / "lawkit" / "config.toml"
    path.parent.mkdir(parents=True)
    path.write_text('colour = "blue"\n')
    with pytest.raises(ConfigurationError, match=r"unknown key.*colour"):
        config.resolve()


def test_cache_location_defaults_to_xdg_and_false_turns_it_off(isolated_env: Path) -> None:
    assert config.resolve().cache.parent == isolated_env / ".cache" / "lawkit"
    assert config.resolve(cache=False).cache is None
    assert config.resolve(reuse_window=dt.timedelta(hours=2)).reuse_window == 7200.0


def test_cache_ttl_from_the_environment(monkeypatch) -> None:
    monkeypatch.setenv("LAWKIT_CACHE_TTL", "monitor=0, demand=60")
    assert config.resolve().cache_ttl == {"monitor": 0.0, "demand": 60.0}
    monkeypatch.setenv("LAWKIT_CACHE_TTL", "monitor")
    with pytest.raises(ConfigurationError, match="cache_ttl"):
        config.resolve()


def test_secrets_never_shown(sb, connect) -> None:
    client = connect(sb)
    for text in (repr(client.settings), str(client.settings), repr(client), str(client)):
        assert sb.credentials["client_secret"] not in text
        assert sb.credentials["artifact_id"] not in text
    assert "client_secret='***'" in repr(client.settings)
    client.capture.available()
    token = client._http.tokens.token()
    assert token not in repr(client._http.tokens)
    assert token not in repr(client)


def test_incomplete_credentials_and_offline_without_cache_are_refused() -> None:
    with pytest.raises(ConfigurationError, match="client_secret is missing"):
        lawkit.connect(client_id="someone", capture_url="http://127.0.0.1:9/capture")
    with pytest.raises(ConfigurationError, match="offline mode needs a cache"):
        lawkit.connect(client_id="a", client_secret="b", offline=True, cache=False)


def test_connect_without_credentials_starts_a_sandbox(capsys) -> None:
    with lawkit.connect() as client:
        lines = capsys.readouterr().out.strip().splitlines()
        assert len(lines) == 1 and "sandbox" in lines[0]
        assert client.sandbox is not None
        assert client.settings.capture_url.startswith("http://127.0.0.1:")
        assert client.capture.available()
        cache_dir = client.settings.cache
        assert cache_dir.exists()
        url = client.sandbox.url
    assert client.closed
    assert not cache_dir.exists()
    import requests

    with pytest.raises(requests.ConnectionError):
        requests.get(f"{url}/openapi.json", timeout=2)


def test_connect_accepts_sandbox_settings_and_closes(sb, tmp_path: Path) -> None:
    with lawkit.connect(**sb.settings, cache=tmp_path / "c") as client:
        assert client.sandbox is None
        assert client.settings.client_id == sb.credentials["client_id"]
        client.capture.available()
    assert client.closed


def test_cache_ttl_kinds_are_checked(sb, connect) -> None:
    with pytest.raises(ConfigurationError, match=r"unknown cache_ttl kind.*allowed: lookup"):
        connect(sb, cache_ttl={"lookups": 10})


def test_offline_without_credentials_starts_no_sandbox(capsys, tmp_path: Path) -> None:
    with lawkit.connect(offline=True, cache=tmp_path) as client:
        assert client.sandbox is None
    assert capsys.readouterr().out == ""


def test_an_unclosed_client_releases_its_sandbox_and_temporary_cache(capsys) -> None:
    import gc

    import requests

    client = lawkit.connect()
    url, cache_dir = client.sandbox.url, client.settings.cache
    assert cache_dir.exists()
    del client
    gc.collect()
    assert not cache_dir.exists()
    with pytest.raises(requests.ConnectionError):
        requests.get(f"{url}/openapi.json", timeout=2)
