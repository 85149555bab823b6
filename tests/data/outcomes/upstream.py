"""Where the drawing scripts read public captures: files inside clones of their upstream
repositories, each named with the commit the texts were drawn at. Not imported by tests.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CODILO_REPO = "brunnoguim/analise-codilo@67821b234d3dc25b0201a14943fbc5a2f77964e7"
JUSCRAPER_REPO = "jtrecenti/juscraper@bd036e4a36d8342a3e65bf3aece3e40665272a1c"
#: The Codilo step payloads' folder in a clone of analise-codilo (steps4, longTitles).
CODILO_STEPS = "src/analysis/codiloResponses/stepsCheck/output"
#: e-SAJ TJSP's first-instance movements in a clone of juscraper.
ESAJ_MOVEMENTS = "tests/tjsp/samples/cpopg/api_movimentacao.json"
#: A Digesto TRT3 payload: kmartinss/digesto-app @ f13128948a9ab3b6173832b17764ba2b621827dd,
#: src/app/data/processo/processo.mock.ts (a TypeScript literal), copied into this repository as
#: JSON with its values untouched (tests/data/README.md).
DIGESTO = Path(__file__).parents[1] / "cnj" / "digesto_trt3_0010053-69.2016.5.03.0002.json"


def codilo_steps(codilo: Path, name: str) -> list[dict[str, Any]]:
    """The steps of ``name`` (``steps4`` or ``longTitles``) in a clone of analise-codilo."""
    return json.loads((codilo / CODILO_STEPS / f"{name}.json").read_text("utf-8"))


def codilo_source(name: str, position: int) -> str:
    """A Codilo step's provenance: repo@commit:path#position."""
    return f"{CODILO_REPO}:{CODILO_STEPS}/{name}.json#{position}"


def esaj_movements(juscraper: Path) -> list[dict[str, Any]]:
    """e-SAJ TJSP's movements of one lawsuit in a clone of juscraper."""
    return json.loads((juscraper / ESAJ_MOVEMENTS).read_text("utf-8"))
