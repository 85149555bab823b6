"""Draw tuned candidates from TJMS movement lines (origin ``tjms-movimentos``): the movements of
22 lawsuits of the Tribunal de Justiça de Mato Grosso do Sul (health litigation against the
State: first-instance cases and appeals) that kaoyeoshiro/Classificador_intimacoes_API keeps as
its data (:data:`PATH` at :data:`COMMIT`): per lawsuit its number, class, subjects and movements,
each with its name (``descricao``), TPU code (``codigo``) and text (``complemento``: the act's
text, or the gazette's teor a publication movement carries).

- A step: the movement's name as its title and its text, whitespace runs made single spaces.
  The code is not kept in the text's row (the set measures reading without one). A national
  movement the court sent with its code alone has no name: the upstream's parser wrote
  "Movimento Nacional <code>" in its place (``backend/services/xml_parser.py``), which is no
  court's title, so such a step is untitled here.
- Pool: the movements whose text has at least :data:`MIN_TEXT` characters (shorter ones are a
  name's echo: "Conclusos", a date), each (title, text) once, not drawn before
  (``candidates.key``). The judge's acts - a name that says a movement of the TPU, a sentence,
  a judgment, a homologation, a decision or a despacho - are all kept; :data:`OTHERS` of the
  rest (publications, certificates, remittances, intimations) are drawn with
  ``random.Random(SEED)``. Ids from ``v3816`` (:data:`FIRST_ID`).
- The file beside it, ``classifications.json``, holds a language model's labels: never read.

Re-runnable: ``python tests/data/outcomes/draw_v31.py CLONE OUT.csv``, CLONE the fetched git
directory of the repository. Standard library only. Not imported by tests.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from candidates import drawn_before, key, numbered, sample, show, write

REPO = "kaoyeoshiro/Classificador_intimacoes_API"
COMMIT = "d1c2f66329459907396e940d45b5200bfe4730e7"
PATH = "processes.json"
ORIGIN = "tjms-movimentos"
MIN_TEXT = 150
OTHERS = 60
SEED = 31
FIRST_ID = 3816
#: A movement name that says a judge's act (not "Julgamento Virtual - Intimação", a notice).
_ACT = re.compile(
    r"Movimento Nacional|Senten|Julga|Homolog|Decis|Acórdão|Despacho|Extin|Proced|Provimento"
    r"|Embargos",
    re.IGNORECASE,
)
_NOTICE = "Julgamento Virtual - Intima"
#: What the upstream's parser writes for a national movement sent with its code alone.
_PARSER_NAME = re.compile(r"Movimento Nacional \d+")


def steps(data: bytes) -> list[tuple[str, str, str]]:
    """(source, title, text) of every movement with a text, in file order, each once."""
    found, seen = [], set()
    for lawsuit in json.loads(data):
        for number, movement in enumerate(lawsuit["movimentos"]):
            name = (movement["descricao"] or "").strip()
            text = " ".join((movement["complemento"] or "").split())
            if len(text) < MIN_TEXT or (name, text) in seen:
                continue
            seen.add((name, text))
            source = f"{REPO}@{COMMIT}:{PATH}#{lawsuit['numero']}/movimentos/{number}"
            found.append((source, name, text))
    return found


def row(source: str, name: str, text: str) -> dict:
    """A candidate row (``candidates.FIELDS`` but its id): untitled when ``name`` is the
    upstream parser's stand-in for a national movement's missing name."""
    title = "" if _PARSER_NAME.fullmatch(name) else name
    return {"origin": ORIGIN, "source": source, "court": "TJMS",
            "kind": "movement", "instance": "unknown", "title": title,
            "text": text, "head": name}  # fmt: skip


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = drawn_before()
    pool = [step for step in steps(show(clone, COMMIT, PATH)) if key(step[2]) not in seen]
    acts = [step for step in pool if _ACT.search(step[1]) and not step[1].startswith(_NOTICE)]
    others = [step for step in pool if step not in acts]
    drawn = set(acts) | set(sample(others, OTHERS, SEED))
    print(f"{len(pool)} steps not drawn before: {len(acts)} acts, {len(others)} others")
    write(numbered([row(*step) for step in pool if step in drawn], FIRST_ID), out)


if __name__ == "__main__":
    main()
