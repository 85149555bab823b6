"""Draw candidates for ``texts_v2.csv`` (issue 28): whole decisions, 2021-2025, of the STF and of
other courts, as JusBrasil's jurisprudence pages give their inteiro teor, collected by the
lamfo-unb/Jurimetria project (decisions on "Operação Lava Jato"), a repository and an upstream
no earlier draw read.

No first-instance source was usable: every public set of whole sentences at hand was TJSP's
e-SAJ first-instance search (held out), criminal-only, templates or synthetic, not committed,
or drawn before (TJMA's PJe documents, juscraper's captures). So this is the fallback the draw
allowed, decision texts of courts not held out: mostly the STF's acórdãos and monocratic
decisions (reclamações, habeas corpus, petições, ações penais, agravos, mandados de segurança,
ADPFs), some STJ, TRF4 and state courts' acórdãos, and a few first-instance documents (JusBrasil
names those files ``<court>_•_<class>_•_<number>_•_<court body>.txt``).

Re-runnable: ``python tests/data/outcomes/draw_v10.py REPO OUT.csv`` where REPO is a clone of
lamfo-unb/Jurimetria (or its git directory; no work tree needed), read at :data:`COMMIT`. The
texts are in the RAR archives :data:`ARCHIVES` (``2015.rar``-``2020.rar`` are listed in the
tree but absent from the public snapshot); each is extracted with ``bsdtar`` (Debian package
``libarchive-tools``: the standard library reads no RAR 5; ``unar`` fails on about 4 % of the
members, ``bsdtar`` on none). Each member is one decision: ``URL: ...``, ``DATA_BUSCA_REF:
...``, then ``--- INTEIRO TEOR ---`` and the decision. The text is what follows that marker, its
whitespace runs (line breaks included) made single spaces. The court is read from the member's
name; TJSP's texts (whose first-instance search is held out) and those of the held-out courts
(TJTO, TJSC, TJAL, TRT3) are left out. So is a text whose first 200 characters (lower-cased) are
those of a text of ``texts.csv`` or ``texts_v2.csv`` or of a member read before (archives in
year order, members by name). :data:`DRAWN` of the rest are drawn with
``random.Random(SEED)``, written in that order, ids from :data:`FIRST_ID` on, without labels
(added by reading each text, ``README.md``). ``source`` is ``repo@commit:archive#member``;
``instance`` is ``first`` for the first-instance documents, ``appeal`` for the others (a court
above the first instance); ``head`` (for the labeller only) is the member's name, underscores
made spaces: court, class, number. Not imported by tests.
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from candidates import drawn_before, key, show, write

REPO = "lamfo-unb/Jurimetria"
COMMIT = "1281a1f87dfee66ef037d40b08dc355ca2327200"
ARCHIVES = ("2021.rar", "2022.rar", "2023.rar", "2024.rar", "2025.rar")
MARKER = "--- INTEIRO TEOR ---"
FIRST_ID = 1401
DRAWN = 50
SEED = 13
#: Courts left out: TJSP (its e-SAJ first-instance search is held out) and the held-out courts.
LEFT_OUT = {"TJSP", "TJTO", "TJSC", "TJAL", "TRT3"}
#: A court in a member's name: "..._TJ-MG_-_...", "..._TRF-4_-_...", "..._STF_-_...".
COURT = re.compile(r"_(STF|STJ|TSE|TST)_|_(TJ|TRF|TRT|TRE)-([A-Z]{2}|\d)_")
FIRST_INSTANCE = "_•_"


def court_of(name: str) -> str:
    """The court a member's name gives ("TJMG", "TRF4", "TRE-CE", "STF"), "?" if none."""
    if FIRST_INSTANCE in name:
        return name.split(FIRST_INSTANCE, 1)[0]
    found = COURT.search(name)
    if not found:
        return "?"
    if found.group(1):
        return found.group(1)
    kind, place = found.group(2), found.group(3)
    return f"TRE-{place}" if kind == "TRE" else f"{kind}{place}"


def members(clone: Path, archive: str) -> list[tuple[str, str]]:
    """(member name, text) of an archive at :data:`COMMIT`, by name."""
    data = show(clone, COMMIT, archive)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / archive
        path.write_bytes(data)
        out = Path(tmp) / "out"
        out.mkdir()
        subprocess.run(["bsdtar", "-xf", str(path), "-C", str(out)], check=True)
        files = sorted(p for p in out.rglob("*") if p.is_file())
        return [(p.relative_to(out).as_posix(), p.read_text(encoding="utf-8")) for p in files]


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seen = drawn_before()
    found = []
    for archive in ARCHIVES:
        for member, page in members(clone, archive):
            name = Path(member).stem
            court = court_of(name)
            text = " ".join(page.split(MARKER, 1)[-1].split())
            if court in LEFT_OUT or not text or key(text) in seen:
                continue
            seen.add(key(text))
            found.append((archive, member, name, court, text))
    print(f"{len(found)} texts available")
    drawn = random.Random(SEED).sample(found, min(DRAWN, len(found)))
    rows = [{"id": f"v{FIRST_ID + n}", "origin": "jusbrasil-lavajato",
             "source": f"{REPO}@{COMMIT}:{archive}#{member}", "court": court,
             "kind": "decision", "instance": "first" if FIRST_INSTANCE in name else "appeal",
             "title": "", "text": text, "head": name.replace("_", " ")}
            for n, (archive, member, name, court, text) in enumerate(drawn)]  # fmt: skip
    write(rows, out)


if __name__ == "__main__":
    main()
