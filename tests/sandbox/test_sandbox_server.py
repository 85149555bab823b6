"""The sandbox server: handle, knobs, fault injection, rate limit, request log, thread safety."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from email.utils import parsedate_to_datetime
from typing import Any

import jwt
import pytest
import requests
from support.capture import ESAJ, capture_body, create_request

import lawkit
import lawkit.sandbox
from lawkit import cli, polling
from lawkit.errors import InvalidInput
from lawkit.sandbox import command as sandbox_command
from lawkit.sandbox.apis.datajud import responses as datajud
from lawkit.sandbox.data import generate


def test_handle_exposes_urls_credentials_and_settings(sandbox):
    assert sandbox.url.startswith("http://127.0.0.1:")
    assert sandbox.urls == {
        name: f"{sandbox.url}/{name}"
        for name in ("auth", "capture", "monitor", "cdn", "demand", "datajud")
    }
    assert set(sandbox.credentials) == {"client_id", "client_secret", "artifact_id"}
    assert sandbox.settings == {
        "auth_url": sandbox.urls["auth"],
        "capture_url": sandbox.urls["capture"],
        "monitor_url": sandbox.urls["monitor"],
        "cdn_url": sandbox.urls["cdn"],
        "demand_url": sandbox.urls["demand"],
        "datajud_url": sandbox.urls["datajud"],
        **sandbox.credentials,
        "datajud_key": datajud.API_KEY,  # fixed and public, as CNJ's
    }
    assert sandbox.credentials["artifact_id"].isdigit()
    assert {c.scope for c in sandbox.clients.values()} == {
        "svc-api:admin",
        "svc-api:w",
        "svc-api:r",
    }


def test_same_seed_same_credentials_other_seed_other_secret(fresh_sandbox):
    a = fresh_sandbox(seed=1)
    first = dict(a.credentials)
    with lawkit.sandbox.start(seed=1) as b:
        assert first == b.credentials
        assert a.url != b.url
    c = fresh_sandbox(seed=2)
    assert c.credentials["client_secret"] != first["client_secret"]


def test_stop_closes_the_port():
    sb = lawkit.sandbox.start()
    url = f"{sb.url}/openapi.json"
    assert requests.get(url, timeout=5).status_code == 200
    sb.stop()
    with pytest.raises(requests.ConnectionError):
        requests.get(url, timeout=5)


@pytest.mark.parametrize(
    ("knobs", "message"),
    [
        ({"faults": {"503": 0.1}}, "unknown fault kind(s) ['503']; allowed: 429, 500, drop"),
        ({"faults": {"429": 1.5}}, "faults['429'] must be a probability in [0, 1], not 1.5"),
        ({"faults": {"429": 0.6, "500": 0.6}}, "the fault probabilities must add up to at most 1"),
        ({"callback_failure": -0.1}, "callback_failure must be a probability in [0, 1], not -0.1"),
        ({"finish_after": -1}, "finish_after must be >= 0, not -1"),
        ({"token_ttl": 0}, "token_ttl must be > 0 seconds, not 0"),
        ({"rate_limit": 0}, "rate_limit must be > 0 or None, not 0"),
        ({"port": 70000}, "port must be in 0..65535, not 70000"),
        ({"host": "0.0.0.0"}, "host '0.0.0.0' is not loopback; pass allow_non_loopback=True"),
        ({"latency": "1"}, "latency must be a number, not '1'"),
        ({"seed": 1.5}, "seed must be an integer, not 1.5"),
        ({"fault": {"429": 0.1}}, "unknown knob(s) ['fault']; allowed: seed, start, finish_after"),
        ({"redirects": {"datajud": 307}}, "redirects: 'datajud' is not a path prefix"),
        ({"redirects": {"/datajud/": 200}}, "redirects['/datajud/'] must be one of 301, 302"),
        ({"redirects": [("/datajud/", 307)]}, "redirects must be a mapping"),
        ({"echo_headers": "yes"}, "echo_headers must be True or False, not 'yes'"),
    ],
)
def test_bad_knobs_are_refused_before_serving(knobs, message):
    with pytest.raises(InvalidInput, match=re.escape(message)):
        lawkit.sandbox.start(**knobs)


def test_unknown_path_and_wrong_method(sandbox, api):
    missing = api.get("capture", "/v2/nothing")
    assert missing.status_code == 404
    assert missing.json() == {"success": False, "message": "Not found"}
    wrong = api.call("DELETE", "capture", "/v1/available")
    assert wrong.status_code == 405
    assert wrong.headers["Allow"] == "GET, HEAD"
    assert (
        wrong.json()["message"]
        == "method DELETE not allowed on /capture/v1/available; allowed: GET, HEAD"
    )
    root = requests.get(f"{sandbox.url}/nothing", timeout=5)
    assert root.status_code == 404


def test_request_log_records_method_path_status_and_time(fresh_sandbox, api_for):
    sb = fresh_sandbox(seed=1, request_log_size=3)
    raw = api_for(sb)
    raw.get("capture", "/v1/request", params={"limit": 5})
    raw.get("capture", "/v1/request/nope")
    log = sb.request_log
    assert [(e.method, e.path, e.status) for e in log] == [
        ("POST", "/auth/oauth/token", 200),
        ("GET", "/capture/v1/request", 200),
        ("GET", "/capture/v1/request/nope", 404),
    ]
    assert all(e.time.tzinfo is dt.UTC for e in log)
    raw.get("capture", "/v1/available", scope=None)
    assert len(sb.request_log) == 3  # bounded
    assert sb.request_log[-1].status == 401


def test_redirects_send_a_path_to_its_slashed_url_with_its_query(fresh_sandbox, api_for) -> None:
    """The ``redirects`` knob: a canonical URL that ends with a slash, for chosen prefixes."""
    redirects = {"/capture/v1/available": 301, "/demand/v1/demand/": 302, "/datajud/": 307}
    sb = fresh_sandbox(seed=1, redirects=redirects)
    raw = api_for(sb)
    moved = raw.get("capture", "/v1/available", params={"cnj": "x"}, allow_redirects=False)
    assert moved.status_code == 301
    assert moved.headers["Location"] == f"{sb.urls['capture']}/v1/available/?cnj=x"
    followed = raw.get("capture", "/v1/available")
    assert followed.status_code == 200 and followed.json()["data"]
    assert [r.status_code for r in followed.history] == [301]
    demand = raw.get("demand", "/v1/demand/d1", params={"idArtifact": 1}, allow_redirects=False)
    assert (demand.status_code, demand.headers["Location"]) == (
        302,
        f"{sb.urls['demand']}/v1/demand/d1/?idArtifact=1",
    )
    key = {"Authorization": f"APIKey {sb.settings['datajud_key']}"}
    search = requests.post(
        f"{sb.urls['datajud']}/api_publica_tjsp/_search", json={"size": 2}, headers=key
    )
    assert search.status_code == 200 and len(search.json()["hits"]["hits"]) == 2
    assert [r.status_code for r in search.history] == [307]  # the POST and its body kept
    assert raw.get("capture", "/v1/request").status_code == 200  # other paths as usual
    log = [(e.path, e.status) for e in sb.request_log if not e.path.startswith("/auth")]
    assert log == [
        ("/capture/v1/available", 301),
        ("/capture/v1/available", 301),
        ("/capture/v1/available/", 200),
        ("/demand/v1/demand/d1", 302),
        ("/datajud/api_publica_tjsp/_search", 307),
        ("/datajud/api_publica_tjsp/_search/", 200),
        ("/capture/v1/request", 200),
    ]


def test_echo_headers_puts_the_request_in_every_error_message(fresh_sandbox, api_for) -> None:
    """The ``echo_headers`` knob: each API's error message ends with the request's method,
    URL and headers, secrets included (what lawkit must never show nor keep)."""
    sb = fresh_sandbox(seed=1, echo_headers=True)
    raw = api_for(sb)
    token = raw.token()
    missing = raw.get("capture", "/v2/nothing", headers={"X-Trace": "t1"})
    demand = raw.get("demand", "/v1/demand/d1", params={"idArtifact": "987"}, scope=None)
    key = {"Authorization": "APIKey some-key"}
    search = requests.post(f"{sb.urls['datajud']}/api_publica_tjsp/_search", json={}, headers=key)
    message = missing.json()["message"]
    assert message.startswith(f"Not found (request: GET {sb.urls['capture']}/v2/nothing; ")
    assert f"Authorization: Bearer {token}" in message and "X-Trace: t1" in message
    assert "?idArtifact=987; headers:" in demand.json()["body"]["message"]
    assert "Authorization: APIKey some-key" in search.json()["error"]["reason"]
    faulty = fresh_sandbox(seed=1, echo_headers=True, faults={"500": 1.0})
    injected = requests.get(f"{faulty.urls['cdn']}/files/x.pdf", timeout=5)
    assert injected.json()["message"].startswith("Result cannot be resolved (request: GET ")
    quiet = fresh_sandbox(seed=1)
    plain = api_for(quiet).get("capture", "/v2/nothing")
    assert plain.json()["message"] == "Not found"


def _statuses(sb, count: int) -> list[int | None]:
    out: list[int | None] = []
    for _ in range(count):
        try:
            out.append(requests.get(f"{sb.urls['cdn']}/files/x.pdf", timeout=5).status_code)
        except requests.ConnectionError:
            out.append(None)
    return out


def test_faults_follow_the_seed(fresh_sandbox):
    faults = {"429": 0.2, "500": 0.2, "drop": 0.2}
    sb = fresh_sandbox(seed=10, faults=faults)
    first = _statuses(sb, 40)
    log = [e.status for e in sb.request_log]
    again = _statuses(fresh_sandbox(seed=10, faults=faults), 40)
    other = _statuses(fresh_sandbox(seed=11, faults=faults), 40)
    assert first == again != other
    assert {429, 500, None, 404} == set(first)  # 404: the file is unknown when no fault hits
    assert log == first  # a drop is logged with status None


def test_injected_429_500_and_drop_answers(fresh_sandbox):
    sb = fresh_sandbox(faults={"429": 1.0})
    answer = requests.get(f"{sb.urls['capture']}/v1/available", timeout=5)
    assert answer.status_code == 429
    assert answer.headers["Retry-After"] == "1"
    assert answer.json() == {"success": False, "message": "Waiting for request data"}
    assert requests.get(f"{sb.url}/openapi.json", timeout=5).status_code == 200  # exempt
    sb = fresh_sandbox(faults={"500": 1.0})
    answer = requests.get(f"{sb.urls['monitor']}/v1/processo/listar", timeout=5)
    assert answer.status_code == 500
    assert answer.json() == {"success": False, "message": "Result cannot be resolved"}
    sb = fresh_sandbox(faults={"drop": 1.0})
    with pytest.raises(requests.ConnectionError):
        requests.post(f"{sb.urls['capture']}/v1/request", json=ESAJ._asdict(), timeout=5)


def test_demand_api_faults_use_its_error_shape(fresh_sandbox):
    sb = fresh_sandbox(faults={"500": 1.0})
    answer = requests.post(f"{sb.urls['demand']}/v1/demand", json={}, timeout=5)
    assert answer.status_code == 500
    assert answer.json() == {
        "statusCode": 500,
        "body": {"type": "Error", "message": "Result cannot be resolved"},
    }


def test_rate_limit_answers_429_with_retry_after(fresh_sandbox):
    sb = fresh_sandbox(rate_limit=5)
    statuses = [requests.get(f"{sb.urls['cdn']}/files/x.pdf", timeout=5) for _ in range(12)]
    limited = [a for a in statuses if a.status_code == 429]
    assert 1 <= len(limited) <= 12 - 5
    assert statuses[0].status_code == 404
    assert all(int(a.headers["Retry-After"]) >= 1 for a in limited)


def test_latency_delays_answers(fresh_sandbox):
    sb = fresh_sandbox(latency=0.2)
    began = time.monotonic()
    requests.get(f"{sb.urls['cdn']}/files/x.pdf", timeout=5)
    assert time.monotonic() - began >= 0.2


def test_concurrent_creation_keeps_every_request(fresh_sandbox, api_for):
    sb = fresh_sandbox(seed=6, finish_after=0)
    raw = api_for(sb)
    raw.token()
    ids: list[str] = []
    lock = threading.Lock()

    def worker() -> None:
        for _ in range(25):
            record = create_request(raw, "Silva", key="nomeparte").json()["data"]
            with lock:
                ids.append(record["id"])

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    listed = raw.get("capture", "/v1/request", params={"limit": 1000}).json()["data"]
    assert len(set(ids)) == 100
    assert listed["total"] == 100
    assert {i["id"] for i in listed["result"]} == set(ids)
    today = sb.state.clock.today().isoformat()
    use = raw.get("capture", "/v1/stats/use", params={"start": today, "end": today}).json()
    assert use["data"]["today"]["total"] == 100


def test_python_m_entry_point_refuses_a_public_host():
    done = subprocess.run(
        [sys.executable, "-m", "lawkit.sandbox", "--host", "0.0.0.0"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "pass --allow-non-loopback" in done.stderr


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM])
def test_lawkit_sandbox_command_serves_until_interrupted(stop):
    command = [sys.executable, "-m", "lawkit.cli", "sandbox", "--port", "0", "--seed", "4"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        while not lines or not lines[-1].lstrip().startswith("curl"):
            line = process.stdout.readline()
            assert line, process.stderr.read()
            lines.append(line)
        text = "".join(lines)
        auth = re.search(r"auth_url\s+(\S+)", text).group(1)
        client_id, secret = re.search(r"svc-api:r\s+id=(\S+)\s+secret=(\S+)", text).groups()
        form = {"grant_type": "client_credentials", "id": client_id, "secret": secret}
        answer = requests.post(f"{auth}/oauth/token", data=form, timeout=10)
        assert answer.status_code == 200
        assert answer.json()["token_type"] == "bearer"
    finally:
        process.send_signal(stop)
        assert process.wait(timeout=20) == 0
        assert "stopping" in process.stderr.read()
        process.stdout.close()
        process.stderr.close()


def test_a_bug_answers_500_in_the_api_shape_and_is_logged(
    fresh_sandbox, api_for, monkeypatch, caplog
):
    def broken(*args):
        raise RuntimeError("boom")

    monkeypatch.setattr(generate, "court_label", broken)
    sb = fresh_sandbox(seed=1)
    answer = create_request(api_for(sb), "1")
    assert answer.status_code == 500
    assert answer.json() == {"success": False, "message": "sandbox error: RuntimeError('boom')"}
    assert "sandbox error on POST /capture/v1/request" in caplog.text


def test_a_failing_scheduled_job_does_not_stop_the_scheduler(fresh_sandbox, caplog):
    ran = threading.Event()

    def failing() -> None:
        raise RuntimeError("job failed")

    sb = fresh_sandbox()
    now = sb.state.clock.now()
    sb.state.scheduler.at(now, failing)
    sb.state.scheduler.at(now, ran.set)
    assert ran.wait(5)
    assert "sandbox scheduler job failed" in caplog.text


def test_an_oversized_body_is_413(api):
    answer = api.post(
        "capture",
        "/v1/request",
        data=b"{" + b" " * (10 * 2**20) + b"}",
        headers={"Content-Type": "application/json"},
    )
    assert answer.status_code == 413
    assert answer.json()["success"] is False
    assert answer.json()["message"].startswith("Request Entity Too Large")


def test_now_follows_the_simulated_clock(fresh_sandbox) -> None:
    sb = fresh_sandbox(seed=1)
    before = sb.now
    sb.advance(days=2)
    moved = sb.now - before
    assert before.tzinfo is not None
    assert dt.timedelta(days=2) <= moved < dt.timedelta(days=2, minutes=1)


def test_a_dropped_keep_alive_post_leaks_no_body_into_logs(fresh_sandbox, caplog, capfd):
    """A drop leaves the POST body unread; it must never be parsed as a request and logged."""
    caplog.set_level(logging.DEBUG)
    statuses = []
    sb = fresh_sandbox(seed=12, faults={"drop": 0.3})
    with requests.Session() as session:
        secret = sb.credentials["client_secret"]
        form = {"grant_type": "client_credentials", "id": "sandbox-admin", "secret": secret}
        for _ in range(12):
            try:
                answer = session.post(f"{sb.urls['auth']}/oauth/token", data=form, timeout=5)
                statuses.append(answer.status_code)
            except requests.ConnectionError:
                statuses.append(None)
        log = [entry.status for entry in sb.request_log]
    assert None in statuses and 200 in statuses
    assert log == statuses  # every POST was served as itself: no body read as a request
    out, err = capfd.readouterr()
    assert secret not in caplog.text + out + err
    assert "Bad request" not in caplog.text + err


def _answer_or_none(method: str, url: str, **kwargs: object) -> requests.Response | None:
    try:
        return requests.request(method, url, timeout=5, **kwargs)
    except requests.ConnectionError:
        return None


def test_a_lost_answer_is_handled_then_dropped(fresh_sandbox):
    """``lost``: the POST creates its request, but the connection drops before the answer."""
    sb = fresh_sandbox(seed=2, finish_after=0, faults={"lost": 0.5})
    secret = sb.credentials["client_secret"]
    form = {"grant_type": "client_credentials", "id": "sandbox-admin", "secret": secret}
    token = None
    while token is None:
        answer = _answer_or_none("POST", f"{sb.urls['auth']}/oauth/token", data=form)
        token = answer and answer.json()["access_token"]
    headers = {"Authorization": f"Bearer {token}"}
    answers = {}
    for value in lawkit.cnj.generate(court="TJSP", n=12, seed=2):
        body = capture_body(value)
        url = f"{sb.urls['capture']}/v1/request"
        answers[value] = _answer_or_none("POST", url, json=body, headers=headers)
    created = [r.value for r in sb.state.stores["capture"].requests]
    lost = [value for value, answer in answers.items() if answer is None]
    assert lost and len(lost) < len(answers)
    assert sorted(created) == sorted(answers)  # the lost ones were created too


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["--fault-429", "2"], "--fault-429 must be a probability in [0, 1], not 2.0"),
        (["--fault-drop", "-1"], "--fault-drop must be a probability in [0, 1], not -1.0"),
        (["--callback-failure", "3"], "--callback-failure must be a probability in [0, 1]"),
        (["--finish-after", "-1"], "--finish-after must be >= 0, not -1.0"),
        (["--token-ttl", "0"], "--token-ttl must be > 0 seconds, not 0.0"),
        (["--host", "0.0.0.0"], "pass --allow-non-loopback"),
        (["--datajud-shard-failure", "2"], "--datajud-shard-failure must be a probability"),
        (["--datajud-max-page", "0"], "--datajud-max-page must be in 1..10000, not 0"),
        (["--redirect", "/datajud/"], "--redirect takes PREFIX=STATUS such as /datajud/=307"),
        (["--redirect", "/datajud/=200"], "--redirect['/datajud/'] must be one of 301, 302"),
    ],
)
def test_a_bad_option_is_named_by_its_flag(capsys, argv: list[str], says: str) -> None:
    for main, prefix in ((cli.main, ["sandbox"]), (sandbox_command.main, [])):
        with pytest.raises(SystemExit) as stopped:
            main([*prefix, "--port", "0", *argv])
        assert stopped.value.code == 2
        assert says in capsys.readouterr().err


def test_the_command_sets_the_datajud_redirect_and_echo_knobs() -> None:
    """``lawkit sandbox`` takes every DataJud knob the Python API has, and the redirect and
    echo knobs. Failed before: the DataJud options were unknown."""
    parser = argparse.ArgumentParser()
    sandbox_command.add_arguments(parser)
    argv = ["--datajud-max-page", "7", "--datajud-population", "30"]
    argv += ["--datajud-shard-failure", "0.25", "--redirect", "/datajud/=307"]
    argv += ["--redirect", "/capture/v1/available=301", "--echo-headers"]
    knobs = sandbox_command.knobs_of(parser.parse_args(argv))
    assert (knobs.datajud_max_page, knobs.datajud_population) == (7, 30)
    assert knobs.datajud_shard_failure == 0.25 and knobs.echo_headers is True
    assert knobs.redirects == {"/datajud/": 307, "/capture/v1/available": 301}
    defaults = sandbox_command.knobs_of(parser.parse_args([]))
    assert (defaults.redirects, defaults.echo_headers) == ({}, False)
    assert defaults.datajud_population == lawkit.sandbox.Knobs().datajud_population


def test_the_commands_print_their_version_and_plain_help(capsys) -> None:
    for main, prefix in ((cli.main, []), (sandbox_command.main, [])):
        with pytest.raises(SystemExit) as stopped:
            main([*prefix, "--version"])
        assert stopped.value.code == 0
        assert capsys.readouterr().out.strip().endswith(f" {lawkit.__version__}")
    helps = [[], ["notebooks"], ["report"], ["sandbox"]]
    for argv in helps:
        with pytest.raises(SystemExit):
            cli.main([*argv, "--help"])
        text = capsys.readouterr().out
        assert "usage: lawkit" in text and "`" not in text, argv
        assert ":mod:" not in text, argv
    with pytest.raises(SystemExit):
        sandbox_command.main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "lawkit sandbox / python -m lawkit.sandbox: serve the sandbox in the" in text
    assert "`" not in text


# -- reset -------------------------------------------------------------------------------------

#: Knob sets after which a reset sandbox must answer exactly as a fresh one: data seeds, the
#: clock's start, the request lifecycle, tokens, callbacks, faults, DataJud, redirects and the
#: request log.
RESET_KNOBS = [
    {"finish_after": 3600, "callback_backoff": 0.01},
    {
        "seed": 7,
        "start": "2031-03-01T15:00:00Z",
        "finish_after": 0,
        "token_ttl": 30,
        "callback_attempts": 2,
        "callback_backoff": 0.01,
        "redirects": {"/monitor/": 308},
    },
    {
        "seed": 3,
        "finish_after": 0,
        "faults": {"429": 0.1, "500": 0.1, "drop": 0.1, "lost": 0.1},
        "callback_failure": 0.5,
        "callback_attempts": 2,
        "callback_backoff": 0.01,
        "datajud_population": 50,
        "datajud_max_page": 3,
        "datajud_shard_failure": 0.5,
        "request_log_size": 5,
    },
]
#: Where the session's callbacks go: a loopback port that refuses them (the attempts fail).
REFUSED = "http://127.0.0.1:9/callback"
#: How far apart two sandboxes driven in step may read the time: they started a moment apart.
SAME_MOMENT = dt.timedelta(seconds=2)
_INSTANT = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?")


def _readable(value: object) -> object:
    """``value`` with its instants as datetimes and its tokens as their claims, to compare."""
    if isinstance(value, dict):
        return {key: _readable(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_readable(item) for item in value]
    if isinstance(value, str) and _INSTANT.fullmatch(value):
        instant = dt.datetime.fromisoformat(value.replace("Z", "+00:00"))
        return instant if instant.tzinfo else instant.replace(tzinfo=dt.UTC)
    if isinstance(value, str) and value.count(".") == 2 and value.startswith("eyJ"):
        claims = jwt.decode(value, options={"verify_signature": False})
        moments = {k: dt.datetime.fromtimestamp(claims[k], dt.UTC) for k in ("iat", "exp")}
        return claims | moments
    return value


def _observed(sb: lawkit.sandbox.Sandbox, seen: object) -> object:
    """What a client sees of an answer (None: no answer), the sandbox's own URL left out."""
    if not isinstance(seen, requests.Response):
        return seen
    body = json.loads(seen.text.replace(sb.url, "{url}"))
    date = parsedate_to_datetime(seen.headers["Date"])
    return seen.status_code, seen.headers.get("Retry-After"), date, _readable(body)


def _session(sb: lawkit.sandbox.Sandbox) -> Iterator[object]:
    """One fixed session with every API of ``sb``: yields each answer (None when the connection
    dropped) and what the handle tells. A generator, so that two sandboxes are driven in step
    and their clocks read at the same moments."""

    def call(method: str, path: str, **kwargs: Any) -> requests.Response | None:
        return _answer_or_none(method, f"{sb.url}{path}", **kwargs)

    def data(answer: requests.Response | None) -> dict[str, Any]:
        return answer.json() if answer is not None and answer.ok else {}

    secret = sb.credentials["client_secret"]
    form = {"grant_type": "client_credentials", "id": "sandbox-admin", "secret": secret}
    artifact = sb.credentials["artifact_id"]
    values = lawkit.cnj.generate("TJSP", 2020, n=3, seed=5)
    numbers = [re.sub(r"\D", "", value) for value in values]
    callbacks = [{"method": "POST", "url": REFUSED}]
    created = []
    yield call("GET", "/openapi.json")
    for day in range(2):  # the day the records are made, and the next
        yield (answer := call("POST", "/auth/oauth/token", data=form))
        bearer = {"Authorization": f"Bearer {data(answer).get('access_token')}"}
        if day == 0:
            for value in values:
                body = capture_body(value, callbacks=callbacks)
                yield (answer := call("POST", "/capture/v1/request", json=body, headers=bearer))
                created.append(data(answer).get("data", {}).get("id"))
            body = {"key": "cnj", "value": values[0], "callbacks": callbacks}
            yield call("POST", "/capture/v1/autorequest", json=body, headers=bearer)
            body = {"cnj": values[1]}
            yield call("POST", "/monitor/v1/processo/novo", json=body, headers=bearer)
            method = {"action": "insert", "demandType": "execution", "updateFrequency": "daily"}
            method |= {"scopeType": "cnj", "values": values[1:], "urlCallback": REFUSED}
            body = {"idArtifact": int(artifact), "method": method | {"idCallback": "reset"}}
            yield (answer := call("POST", "/demand/v1/demand", json=body))
            demand = data(answer).get("idDemanda")
            for size in (3, 5):  # over datajud_max_page=3: 504
                body = {"size": size, "query": {"terms": {"numeroProcesso": numbers}}}
                key = {"Authorization": f"APIKey {sb.settings['datajud_key']}"}
                yield call("POST", "/datajud/api_publica_tjsp/_search", json=body, headers=key)
            yield call("GET", "/cdn/files/nothing.pdf")
        for request in created:
            yield call("GET", f"/capture/v1/request/{request}", headers=bearer)
        yield call("GET", "/capture/v1/request", headers=bearer)
        yield call("GET", "/monitor/v1/processo/listar", headers=bearer)
        yield call("GET", f"/monitor/v1/processo/dados/{numbers[1]}", headers=bearer)
        yield call("GET", f"/demand/v1/demand/{demand}", params={"idArtifact": artifact})
        today = {"start": sb.now.date().isoformat(), "end": sb.now.date().isoformat()}
        yield call("GET", "/capture/v1/stats/use", params=today, headers=bearer)
        sb.advance(days=1)
        yield sb.now
    assert sb.wait_for_deliveries(30)
    yield sorted((d.event, d.method, d.url, d.outcome, len(d.attempts)) for d in sb.deliveries)
    yield [(e.method, e.path, e.status) for e in sb.request_log]


def _assert_alike(got: object, expected: object, where: str = "") -> None:
    """``got == expected``, but for instants, which may be :data:`SAME_MOMENT` apart."""
    if isinstance(expected, dt.datetime) and isinstance(got, dt.datetime):
        assert abs(got - expected) <= SAME_MOMENT, f"{where}: {got} != {expected}"
    elif isinstance(expected, dict) and isinstance(got, dict):
        assert got.keys() == expected.keys(), where
        for key in expected:
            _assert_alike(got[key], expected[key], f"{where}.{key}")
    elif isinstance(expected, list | tuple) and isinstance(got, list | tuple):
        assert len(got) == len(expected), f"{where}: {got} != {expected}"
        for i, (mine, theirs) in enumerate(zip(got, expected, strict=True)):
            _assert_alike(mine, theirs, f"{where}[{i}]")
    else:
        assert got == expected, f"{where}: {got!r} != {expected!r}"


def _dirty(sb: lawkit.sandbox.Sandbox, api_for: Any) -> None:
    """Leave ``sb`` as a test would: other knobs, records, pending work, a clock moved on."""
    sb.reset(seed=99, finish_after=0.5, callback_backoff=5)
    raw = api_for(sb)
    for value in lawkit.cnj.generate("TJSP", 2020, n=3, seed=5):
        create_request(raw, value, callbacks=[{"url": REFUSED}])
    sb.advance(days=3)


@pytest.mark.parametrize("knobs", RESET_KNOBS)
def test_a_reset_sandbox_answers_as_a_fresh_one(_spare_sandbox, api_for, knobs):
    _dirty(_spare_sandbox, api_for)
    _spare_sandbox.reset(**knobs)
    with lawkit.sandbox.start(**knobs) as fresh:
        assert _spare_sandbox.knobs == fresh.knobs  # every field of Knobs, whatever they are
        assert _spare_sandbox.credentials == fresh.credentials
        sessions = zip(_session(_spare_sandbox), _session(fresh), strict=True)
        steps = 0
        for got, expected in sessions:
            mine, theirs = _observed(_spare_sandbox, got), _observed(fresh, expected)
            _assert_alike(mine, theirs, f"answer {steps}")
            steps += 1
    assert steps == 32


def test_a_reset_keeps_the_port_and_stops_the_old_work(_spare_sandbox, api_for):
    url = _spare_sandbox.url
    threads = threading.active_count()
    for seed in range(5):
        _dirty(_spare_sandbox, api_for)
        old = _spare_sandbox.state
        _spare_sandbox.reset(seed=seed)
        assert _spare_sandbox.url == url
        assert _spare_sandbox.state is not old
    # the old schedulers and callback pools end (a pool's thread once its attempt is done)
    assert polling.wait_until(lambda: threading.active_count() <= threads, timeout=10)
    assert requests.get(f"{url}/openapi.json", timeout=5).status_code == 200


@pytest.mark.parametrize(
    ("knobs", "message"),
    [
        ({"port": 1}, "reset keeps the socket: port=1 cannot change"),
        ({"host": "::1"}, "reset keeps the socket: host='::1' cannot change"),
        ({"speed": 2}, "unknown knob(s) ['speed']; allowed: seed, start"),
        ({"faults": {"429": 2}}, "faults['429'] must be a probability in [0, 1], not 2"),
    ],
)
def test_a_refused_reset_leaves_the_sandbox_as_it_was(_spare_sandbox, knobs, message):
    _spare_sandbox.reset(seed=5, finish_after=0)
    before = (_spare_sandbox.state, _spare_sandbox.knobs, _spare_sandbox.credentials)
    with pytest.raises(InvalidInput, match=re.escape(message)):
        _spare_sandbox.reset(**knobs)
    assert (_spare_sandbox.state, _spare_sandbox.knobs, _spare_sandbox.credentials) == before
