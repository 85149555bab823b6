"""Draw the tuned candidates of round 6 for ``texts_v2.csv`` (issue 28): collegiate decisions of
courts no earlier draw read, eproc result lines of other courts than the held-out TJTO and TJSC,
appeals not heard and decisions that state no outcome; none of them a held-out origin.

Re-runnable: ``python tests/data/outcomes/draw_v5.py TNU NANOJURIS STJ OUT.csv`` where TNU is a
clone of EnzoDalvi/Acordaos_TNU, NANOJURIS one of ndtj/nanojuris and STJ one of
vitorhugo-palmieri/stj-acordao (each read at the commit below). Five origins:

- ``tnu-acordaos``: the TNU's acórdãos as its eproc search lists them
  (``Dataset_Decisoes_TNU.csv``): the session's result line ("A Turma Nacional de Uniformização
  decidiu, por unanimidade, ...") then the ementa, as eproc shows them; every row whose result
  line is of a rarer kind (not heard, prejudicado, afetação, diligência, adequação, devolução,
  anulação, questão de ordem) and a seeded sample of the rest;
- ``eproc-jur-tnu``, ``eproc-jur-trf2``, ``eproc-jur-trf6``: one eproc jurisprudence result page
  each (``tests/fixtures/{tnu,trf2,trf6}_eproc_aposentadoria.html``): each result from its
  DECISÃO field on (acórdãos: result line and ementa; monocratic decisions: the whole decision);
- ``stj-acordaos``: the STJ's SCON results (``tests/files/tests_files/*.json``): ementa then the
  ACORDAM clause (where the capture has it; the capture's UTF-8 read as Latin-1 read back);
- ``stj-monocraticas``: the STJ's monocratic decisions of the same captures (the whole decision):
  every one that is not the presidency's template ("não conheço do agravo em recurso especial")
  and a seeded sample of those that are.

Every text already in ``texts.csv`` or ``texts_v2.csv`` is left out (compared as
``draw_v2.py`` does). It writes the candidates (id from ``v804`` on, origin, source, court,
kind, instance, title, text) without labels, at most ``CAP`` per origin with a fixed seed; the
labels were added by reading each text (``README.md``). Not imported by tests.
"""

from __future__ import annotations

import csv
import io
import json
import random
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from draw_v2 import decoded, drawn_before, keep, plain, row, shown, write

TNU = "de04f37b09edcf6d4871c3ee5046dbb26fd374d7"
NANOJURIS = "c0ec2c1ccd790febc34523474a1c83af048b84b0"
STJ = "d7ddaa3348d0412682217a6e14b0135286359246"
SEED = 6
FIRST_ID = 804
#: Candidates drawn at most per origin.
CAP = {"tnu-acordaos": 80, "stj-acordaos": 60, "stj-monocraticas": 15}
DEFAULT_CAP = 10
#: A TNU result line of a rarer kind: every such row is a candidate before the sample.
RARE = re.compile(
    r"(?i)n[ãa]o\s+conhec|prejudicad|afeta|dilig[êe]ncia|adequa|devolu|anula|quest[ãa]o de ordem"
    r"|sobrest|retir"
)
#: The STJ presidency's template (nearly every monocratic decision): sampled, the rest all in.
STJ_TEMPLATE = "não conheço d"
STJ_FILES = ("expected_output_acordao.json", "new_acordao.json", "repetitivos_result.json.json")


def rare_first(found: list[str], rare: Callable[[str], bool], cap: int, seed: str) -> list[str]:
    """Every text of ``found`` that is ``rare`` and a seeded sample of the others, up to ``cap``
    in all, in their order in ``found``."""
    chosen = [text for text in found if rare(text)]
    rest = [text for text in found if not rare(text)]
    chosen += random.Random(f"{SEED}:{seed}").sample(rest, max(0, cap - len(chosen)))
    return sorted(chosen, key=found.index)


def tnu_acordaos(clone: Path) -> Iterator[dict]:
    """The TNU's acórdãos: result line, then ementa (as eproc shows a result); each text once."""
    path = "Dataset_Decisoes_TNU.csv"
    data = decoded(shown(clone, TNU, path) or b"").lstrip("\ufeff")
    found: dict[str, int] = {}  # text -> its first row
    for k, fields in enumerate(csv.reader(io.StringIO(data), delimiter=";")):
        found.setdefault(" ".join(f"{fields[11]} EMENTA {fields[10]}".split()), k)
    rare = lambda text: bool(RARE.search(text.split(" EMENTA ")[0]))  # noqa: E731
    for text in rare_first(list(found), rare, CAP["tnu-acordaos"], "tnu"):
        yield row("tnu-acordaos", f"EnzoDalvi/Acordaos_TNU@{TNU}:{path}#row{found[text] + 1}",
                  "TNU", "result line + ementa", "appeal", text)  # fmt: skip


def eproc_pages(clone: Path) -> Iterator[dict]:
    """The results of three eproc jurisprudence pages, each from its DECISÃO field on."""
    for court in ("tnu", "trf2", "trf6"):
        path = f"tests/fixtures/{court}_eproc_aposentadoria.html"
        page = decoded(shown(clone, NANOJURIS, path) or b"")
        for k, record in enumerate(page.split('class="card mb-3 resultadoItem"')[1:]):
            text = plain(record)
            kind = re.search(r"(Acórdão|Decisão monocrática)", text)
            start = text.find("DECISÃO", text.find("RELATOR"))
            text = re.sub(r"\s*<div\s*$", "", text[start:].split(" Citação × ")[0])  # split tag
            yield row(f"eproc-jur-{court}", f"ndtj/nanojuris@{NANOJURIS}:{path}#{k}",
                      court.upper(), kind.group(1) if kind else "?", "appeal", text)  # fmt: skip


def unmangled(text: str) -> str:
    """A capture's UTF-8 read as Latin-1 ("AÃ\x87ÃƒO"), read back; any other text as it is."""
    try:
        return text.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return text


def stj(clone: Path) -> Iterator[dict]:
    """The STJ's acórdãos (ementa, then the ACORDAM clause) and monocratic decisions."""
    folder = "tests/files/tests_files/"
    for name in STJ_FILES:
        for k, found in enumerate(json.loads(shown(clone, STJ, folder + name) or b"[]")):
            text = " ".join(unmangled(f"{found['ementa']} {found.get('acordao') or ''}").split())
            kind = f"ementa + acórdão ({found['nomeProcesso']})"
            yield row("stj-acordaos", f"vitorhugo-palmieri/stj-acordao@{STJ}:{folder}{name}#{k}",
                      "STJ", kind, "appeal", text)  # fmt: skip
    name = "expected_despacho_outputs.json"
    decisions = json.loads(shown(clone, STJ, folder + name) or b"[]")
    texts = [" ".join(unmangled(found["ementa"]).split()) for found in decisions]
    drawn = rare_first(list(dict.fromkeys(texts)), lambda text: STJ_TEMPLATE not in text,
                       CAP["stj-monocraticas"], "stj")  # fmt: skip
    for text in drawn:
        k = texts.index(text)
        yield row("stj-monocraticas", f"vitorhugo-palmieri/stj-acordao@{STJ}:{folder}{name}#{k}",
                  "STJ", f"monocratic decision ({decisions[k]['nomeProcesso']})", "appeal",
                  text)  # fmt: skip


def main() -> None:
    tnu, nanojuris, stj_clone, out = (Path(a) for a in sys.argv[1:5])
    seen = drawn_before(Path(__file__).parent, FIRST_ID)
    drawn: dict[str, list[dict]] = {}
    for found in (tnu_acordaos(tnu), eproc_pages(nanojuris), stj(stj_clone)):
        keep(found, seen, drawn)
    write(drawn, lambda origin: CAP.get(origin, DEFAULT_CAP), SEED, out, FIRST_ID)


if __name__ == "__main__":
    main()
