"""Draw more tuned candidates for ``texts_v2.csv`` (issue 28, round 2 on): public captures not
among the held-out sources.

Re-runnable: ``python tests/data/outcomes/draw_v3.py JUSCRAPER OUT.csv`` where JUSCRAPER is a
clone of jtrecenti/juscraper. Two kinds of candidates, all for the ``tuned`` part:

- the results of the tuned origins' searches that ``draw_v2.py`` found but did not draw (it
  kept 10 per search): e-SAJ TJSP, TJAC, TJAM, TJCE, TJMS, and TJES, TJRN, TJAP, TJPR, TJPI,
  TJGO;
- three courts no earlier draw read: TJMG (``cjsg`` results: the ementa), TJPE (the ementa with
  its citation, as the court's "Resultado sem Formatação" gives it) and TJRR (the ementa).

Every text already in ``texts.csv`` or ``texts_v2.csv`` before this draw is left out (compared
as ``draw_v2.py`` does). It writes the candidates (id from ``v452`` on, origin, source, court,
kind, instance, title, text) without labels, at most ``CAP`` per origin with a fixed seed; the
labels were added by reading each text (``README.md``). Not imported by tests.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

from draw_v2 import (
    JUSCRAPER,
    decoded,
    drawn_before,
    esaj_cjsg,
    html_searches,
    json_searches,
    keep,
    pages,
    plain,
    row,
    shown,
    tjpr,
    write,
)

SEED = 282
#: Candidates drawn at most per origin.
CAP = 12
#: The held-out origins (``README.md``): never drawn here.
HELD_OUT = {
    "esaj-cjpg-tjsp",
    "eproc-tjto",
    "eproc-cjsg-tjsc",
    "digesto-trt3",
    "tjal-ementas",
    "esaj-cjsg-tjal",
}
FIRST_ID = 452


def tjmg(clone: Path) -> Iterator[dict]:
    """TJMG's search: the ementa of each result."""
    for source, page in pages(clone, "tjmg", "cjsg", "html"):
        found = re.findall(r'class="corpo"><strong>Ementa:</strong>(.*?)</div>', page, re.S)
        for k, ementa in enumerate(found):
            yield row("cjsg-tjmg", f"{source}#{k}", "TJMG", "ementa", "appeal", plain(ementa))


def tjpe(clone: Path) -> Iterator[dict]:
    """TJPE's search: the ementa and its citation ("Resultado sem Formatação")."""
    for name, ext in (("simples_resultado", "html"), ("simples_pagina_02", "xml")):
        path = f"tests/tjpe/samples/cjsg/{name}.{ext}"
        data = shown(clone, JUSCRAPER, path)
        if data is None:
            continue
        found = re.findall(r"<textarea[^>]*>(.*?)</textarea>", decoded(data), re.S)
        for k, ementa in enumerate(found):
            source = f"jtrecenti/juscraper@{JUSCRAPER}:{path}#{k}"
            yield row("cjsg-tjpe", source, "TJPE", "ementa", "appeal", plain(ementa))


def tjrr(clone: Path) -> Iterator[dict]:
    """TJRR's search: the ementa of each result that shows one."""
    for name, ext in (("single_page", "html"), ("step_03_pagina_02", "xml")):
        path = f"tests/tjrr/samples/cjsg/{name}.{ext}"
        data = shown(clone, JUSCRAPER, path)
        if data is None:
            continue
        found = re.findall(
            r'class="docTitulo">\s*EMENTA:\s*</div>\s*<div class="docTexto"[^>]*>(.*?)</div>',
            decoded(data),
            re.S,
        )
        for k, ementa in enumerate(found):
            source = f"jtrecenti/juscraper@{JUSCRAPER}:{path}#{k}"
            yield row("cjsg-tjrr", source, "TJRR", "ementa", "appeal", plain(ementa))


def main() -> None:
    juscraper, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = drawn_before(Path(__file__).parent, FIRST_ID)
    drawn: dict[str, list[dict]] = {}
    for found in (
        esaj_cjsg(juscraper),
        tjpr(juscraper),
        json_searches(juscraper),
        html_searches(juscraper),
        tjmg(juscraper),
        tjpe(juscraper),
        tjrr(juscraper),
    ):
        keep((c for c in found if c["origin"] not in HELD_OUT), seen, drawn)
    write(drawn, lambda origin: CAP, SEED, out, FIRST_ID)


if __name__ == "__main__":
    main()
