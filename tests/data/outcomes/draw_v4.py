"""Draw the tuned candidates of round 5 for ``texts_v2.csv`` (issue 28): three public sources
of kinds the tuned part lacked, none of them a held-out origin.

Re-runnable: ``python tests/data/outcomes/draw_v4.py TJMA LENER TJRJ OUT.csv`` where TJMA is a
clone of mauriciosmarinho/DeepLearning, LENER one of peluz/lener-br and TJRJ one of
susumuasaga/tjrj-scraping-captcha-solver (each read at the commit below). Three origins:

- ``pje-tjma``: first-instance PJe documents of TJMA as the court's public document view shows
  them (``sentencas_tjma/pdfs/*.html``): sentences (mostly usucapião, some with a settlement),
  hearing records (some judging, most not), despachos and decisions; the title is the PJe
  document type the file is named by;
- ``lener-br``: the whole decisions behind the LeNER-Br corpus (``leNER-Br/raw_text``): TST,
  STF, STJ, TSE, STM, TJMG, TJDFT, TJAC acórdãos and monocratic decisions (its laws, a
  secretary's despacho and the Court of Accounts' rulings are no lawsuit's judgment: left out);
- ``tjrj-consulta``: the movements of five TJRJ first-instance criminal cases (title and
  ``integra``) in the snapshot of that scraper's tests.

Every text already in ``texts.csv`` or ``texts_v2.csv`` is left out (compared as
``draw_v2.py`` does). It writes the candidates (id from ``v611`` on, origin, source, court,
kind, instance, title, text) without labels; the labels were added by reading each text
(``README.md``). Not imported by tests.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

from draw_v2 import decoded, drawn_before, keep, plain, row, shown, write

TJMA = "191f0a95e0c2e55c4853c1905b61dd3be408550b"
LENER = "4999cb7f63191f1d6904206f312eeca8f5b45c5a"
TJRJ = "07f13fff445779ea0b0e8c31ecc4f26d485c1a61"
SEED = 5
FIRST_ID = 611
#: TJMA documents drawn per PJe document type (the file name's last part); the rest: none.
TJMA_CAP = {
    "Sentença": 60,
    "Ata de audiência com despacho, decisão ou sentença": 30,
    "Ata de audiência no CEJUSC": 6,
    "Ata da Audiência": 6,
    "Despacho": 5,
    "Decisão": 5,
}
#: LeNER-Br documents that are no judgment of a lawsuit: laws, a budget, an administrative
#: despacho and ordinance, an electoral instruction, the Court of Accounts' rulings.
LENER_OUT = {
    "Lei11788", "lei11340", "LoaDF2018", "Port77DF", "DespSEPLAGDF",
    "INSTRUCAOON06043378120186000000", "AC1TCU", "ACORDAOTCU11602016", "ACORDAOTCU25052016",
    "TCU4687",
}  # fmt: skip
#: The court a LeNER-Br file name points to (checked against each text's head).
LENER_COURTS = (
    ("TSE", "TSE"), ("STM", "STM"), ("STJ", "STJ"), ("STF", "STF"), ("TJDFT", "TJDFT"),
    ("TJAC", "TJAC"), ("TJMG", "TJMG"), ("AIRR", "TST"), ("RR", "TST"), ("TST", "TST"),
)  # fmt: skip


def listed(clone: Path, commit: str, folder: str) -> list[str]:
    run = subprocess.run(
        ["git", "-C", str(clone), "-c", "core.quotepath=off", "ls-tree", "-r", "--name-only",
         commit, folder],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return sorted(run.stdout.splitlines())


def tjma_types(clone: Path) -> dict[str, list[str]]:
    """TJMA's PJe document paths by document type (the file name's last part)."""
    folder = "TrabalhoFinal/Notebooks/sentencas_tjma/pdfs/"
    by_type: dict[str, list[str]] = {}
    for path in listed(clone, TJMA, folder):
        kind = re.sub(r"^.*?_\d{2}-\d{2}-\d{4}_\d{2}-\d{2}-\d{2}_", "", path)[: -len(".html")]
        by_type.setdefault(kind, []).append(path)
    return by_type


def tjma_row(clone: Path, path: str, kind: str) -> dict:
    """The candidate of one TJMA PJe document: its text as the public view shows it."""
    page = decoded(shown(clone, TJMA, path) or b"")
    page = re.sub(r"<title>.*?</title>", " ", page, flags=re.S | re.I)
    text = re.sub(r"\s*Imprimir Gerar PDF\s*$", "", plain(page))
    return row("pje-tjma", f"mauriciosmarinho/DeepLearning@{TJMA}:{path}", "TJMA", kind,
               "first", text, kind)  # fmt: skip


def tjma(clone: Path) -> Iterator[dict]:
    """TJMA's PJe documents: up to ``TJMA_CAP`` of each type, drawn with ``SEED``."""
    by_type = tjma_types(clone)
    for kind, cap in TJMA_CAP.items():
        paths = by_type.get(kind, [])
        for path in random.Random(f"{SEED}:{kind}").sample(paths, min(cap, len(paths))):
            yield tjma_row(clone, path, kind)


def lener(clone: Path) -> Iterator[dict]:
    """The whole decisions of LeNER-Br's raw texts (no title)."""
    for path in listed(clone, LENER, "leNER-Br/raw_text/"):
        name = Path(path).stem
        if not path.endswith(".txt") or name in LENER_OUT:
            continue
        court = next((c for key, c in LENER_COURTS if key in name), "?")
        text = plain(decoded(shown(clone, LENER, path) or b""))
        yield row("lener-br", f"peluz/lener-br@{LENER}:{path}", court, "decision", "unknown", text)


def tjrj(clone: Path) -> Iterator[dict]:
    """The movements (title, integra) of the TJRJ scraper's test snapshot."""
    path = "snapshots/snap_test_consulta_processo.py"
    stub = types.ModuleType("snapshottest")
    stub.Snapshot, stub.GenericRepr = dict, str
    sys.modules.setdefault("snapshottest", stub)
    found: dict = {}
    exec(decoded(shown(clone, TJRJ, path) or b""), found)  # the snapshot is a Python literal
    for key, process in found["snapshots"].items():
        for k, movement in enumerate(process.get("movimentacoes", [])):
            source = f"susumuasaga/tjrj-scraping-captcha-solver@{TJRJ}:{path}#{key}[{k}]"
            title = " ".join(movement["titulo"].split())
            text = plain(movement.get("integra"))
            yield row("tjrj-consulta", source, "TJRJ", movement["tipo"], "first", text, title)


def main() -> None:
    tjma_clone, lener_clone, tjrj_clone, out = (Path(a) for a in sys.argv[1:5])
    seen = drawn_before(Path(__file__).parent, FIRST_ID)
    drawn: dict[str, list[dict]] = {}
    for found in (tjma(tjma_clone), lener(lener_clone), tjrj(tjrj_clone)):
        keep(found, seen, drawn)
    write(drawn, lambda origin: 1_000, SEED, out, FIRST_ID)


if __name__ == "__main__":
    main()
