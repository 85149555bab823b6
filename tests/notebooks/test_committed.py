"""The committed notebooks: executed, error-free, readable on a code host, and free of secrets.

The notebooks are committed with their outputs so they read on a code host; these checks keep
those outputs honest (every code cell ran, in order, without an error; every chart has the PNG
copy a code host shows) and keep every secret out of them: the sandbox's client secrets,
artifact id and DataJud key, bearer tokens, anything JWT-shaped and callback receiver tokens.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import lawkit.sandbox
from lawkit.reports.images import PLOTLY

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))
JWT = re.compile(r"eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}")
BEARER = re.compile(r"Bearer\s+[\w.-]{16,}", re.IGNORECASE)
#: A callback receiver's token in a URL (lawkit.client.callback_tokens), unless redacted.
CALLBACK_TOKEN = re.compile(r"[?&]token=(?!REDACTED)[\w-]{16,}")
SEED = re.compile(r"sandbox\.start\([^)]*\bseed\s*=\s*(\d+)")


def _sandbox_secrets(seeds: set[int]) -> dict[str, str]:
    """Every secret of the sandboxes the notebooks start: client secrets, artifact ids and the
    DataJud API key."""
    found = {}
    for seed in sorted(seeds):
        with lawkit.sandbox.start(seed=seed) as sb:
            found[f"artifact_id (seed {seed})"] = sb.credentials["artifact_id"]
            found[f"datajud_key (seed {seed})"] = sb.settings["datajud_key"]
            for scope, client in sb.clients.items():
                found[f"{scope} client_secret (seed {seed})"] = client.client_secret
    return found


def leaks(text: str, secrets: dict[str, str]) -> list[str]:
    """What in ``text`` looks like a secret: known values, JWTs, bearer headers and callback
    receiver tokens."""
    found = [name for name, value in secrets.items() if value in text]
    found += [f"JWT {m[:12]}..." for m in JWT.findall(text)]
    found += [f"bearer header {m[:14]}..." for m in BEARER.findall(text)]
    found += [f"callback token {m[:10]}..." for m in CALLBACK_TOKEN.findall(text)]
    return found


@pytest.fixture(scope="module")
def secrets() -> dict[str, str]:
    seeds = {0}
    for path in NOTEBOOKS:
        seeds.update(int(s) for s in SEED.findall(path.read_text(encoding="utf-8")))
    return _sandbox_secrets(seeds)


def test_there_are_notebooks() -> None:
    assert len(NOTEBOOKS) >= 1


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_holds_no_secret(path: Path, secrets: dict[str, str]) -> None:
    assert leaks(path.read_text(encoding="utf-8"), secrets) == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_was_executed_in_order_without_errors(path: Path) -> None:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    assert notebook["metadata"]["kernelspec"]["name"] == "python3"
    code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
    counts = [c["execution_count"] for c in code]
    assert counts == list(range(1, len(code) + 1)), "run it top to bottom: lawkit notebooks --save"
    errors = [o for c in code for o in c["outputs"] if o["output_type"] == "error"]
    assert errors == []
    assert notebook["cells"][0]["cell_type"] == "markdown", "a notebook opens with its purpose"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_every_committed_chart_has_a_png_copy(path: Path) -> None:
    """GitHub cannot draw plotly's JSON; it shows the PNG that ``lawkit notebooks --save`` adds."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    outputs = [o for c in notebook["cells"] for o in c.get("outputs", [])]
    charts = [o["data"] for o in outputs if PLOTLY in o.get("data", {})]
    missing = sum("image/png" not in data for data in charts)
    assert missing == 0, f"{missing} of {len(charts)} charts have no PNG: lawkit notebooks --save"


def test_leaks_finds_planted_secrets(secrets: dict[str, str]) -> None:
    """The scan itself: it must see a known secret, a JWT and a bearer header."""
    name, secret = next(iter(secrets.items()))
    token = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzYW5kYm94In0.c2lnbmF0dXJlLWJ5dGVz"
    assert leaks(json.dumps({"text": [f"x {secret} y"]}), secrets) == [name]
    assert leaks(f"token {token}", secrets) == ["JWT eyJhbGciOiJI..."]
    assert leaks("Authorization: Bearer 0123456789abcdef0123", secrets) == [
        "bearer header Bearer 0123456..."
    ]
    receiver = "http://127.0.0.1:8000/callback?token=Zm9vYmFyYmF6cXV4cXV1eA"
    assert leaks(receiver, secrets) == ["callback token ?token=Zm9..."]
    assert leaks(receiver.replace("Zm9vYmFyYmF6cXV4cXV1eA", "REDACTED"), secrets) == []
    assert leaks('{"text": ["nothing to see"]}', secrets) == []
