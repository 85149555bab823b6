"""Draw candidates for ``texts_v2.csv``'s second held-out batch: publications of the Diário da
Justiça Eletrônico of the Tribunal de Justiça de Alagoas (TJAL), "Caderno Jurisdicional e
Administrativo", 1-4 February 2016, as courtsbr/esaj keeps the gazette's PDFs (the split of
round 65 holds ``dje-tjal-2016`` out: no TJAL text may inform a rule).

Upstream: courtsbr/esaj, fetched snapshot, commit :data:`COMMIT`, files :data:`PATHS`
(``data-raw/dje_pdf/tjal_dje_2016-02-0D/tjal_dje_2_2016-02-0D.pdf``, D = 1-4, read with
``git show``; the ``tjal_dje_1_*`` files of those days are 414-byte HTML error pages, not
gazettes, and are skipped). Each PDF's text is extracted with poppler's ``pdftotext`` (plain
mode, UTF-8). Re-runnable: ``python tests/data/outcomes/draw_v22.py CLONE OUT.csv [SEED
FIRST_ID]``, CLONE the fetched git directory. Round 65 drew with the defaults (:data:`SEED`,
:data:`FIRST_ID`); round 66 drew 60 more with ``24 2461`` (ids ``v2461``-``v2520``), from the
pool left once round 65's 60 were in ``texts_v2.csv``.

One origin, ``dje-tjal-2016``.

- Page furniture dropped (:data:`FURNITURE`): the lines "Publicação Oficial do Tribunal de
  Justiça do Estado de Alagoas - Lei Federal nº ...", "Maceió, Ano VII - Edição N", "Diário
  Oficial Poder Judiciário - Caderno Jurisdicional e Administrativo", "Disponibilização: ...",
  bare page numbers.
- Sections: the headings the gazette's own SUMÁRIO (its last page) lists, found in that order
  in the text. Kept, decided from the headings before any decision was read (:data:`JUDICIAL`):
  the Pleno's Secretaria Geral (its acórdãos' conclusions and session minutes), the Gabinete da
  Presidência (its judicial decisions), the Câmaras, each Desembargador's cabinet, the Turmas
  Recursais. Left out as administrative: Presidência/DICONF (portarias of diárias), Conselho
  Estadual da Magistratura (its pauta), Direção Geral and Subdireção Geral (personnel acts,
  portarias, the Pleno's administrative minutes, the concurso's editais with "A Comissão julgou
  improcedente o recurso"), Corregedoria/Chefia de Gabinete (plantões, provimentos), DAAJUC
  (distribution lists, "Sorteio"), Diretoria de Precatório e RPV (the processing of precatórios,
  an administrative activity of the Presidency), Procuradoria do Poder Judiciário (legal
  opinions on administrative processes), NJUS-AL (its portaria) and the Departamento Central de
  Aquisições (a tender's notice).
- Publications: a kept section is split at the lines that open an entry (:func:`opens`): a
  case caption ("Agravo de Instrumento n.º 0800...", "Apelação nº. ...", "Processo: 0500..."
  alone on its line and followed within a few lines by its court body, rapporteur, class,
  subject or a party, :data:`CAPTION_NEXT`: so a precedent quoted in a decision, its caption
  run on with its Relator, opens none), an acórdão's numbered conclusion ("1 - Agravo nº ...",
  "148 Apelação nº ..."), the Turmas Recursais' letterhead ("PODER JUDICIÁRIO DO ESTADO DE
  ALAGOAS"), a secretariat's notice ("EDITAL DE INTIMAÇÃO ...") and a session's minutes ("Ata
  da 22ª Sessão Ordinária"), each with the letterhead lines just above it ("Tribunal de
  Justiça", "Gabinete do ..."). A session's minutes (the 2ª Câmara Cível's, the Câmara
  Criminal's three, the Pleno's jurisdictional part) are split further into their judgments,
  one per lawsuit ("1, Agravo de Instrumento nº ..., Relator: ... Decisão: ...", or unnumbered
  after a sentence's end, as the Pleno writes them; a case postponed or taken off the agenda
  is such an item too); their opening (attendance) and closing ("E nada mais havendo ...",
  signatures, a nota declaratória) are no publication; speeches between the last judgment and
  the closing stay with that judgment. What a section holds before its first entry (its own heading
  lines) is none either, unless the section has no entry line at all (then it is one
  publication). ``pdftotext`` drops a hyphen at a line's end, so a case number may read
  "080276118.2015..." (:data:`CNJ` allows it), and it sometimes lists a caption's party labels
  apart from their names; both are kept as extracted.
- Pool: a publication whose text has a word of a ruling (:data:`RULING`: julgo, julgar,
  homologo, extingo, extinto, provimento, provido, acordam, conheço, conhecer, conhecido,
  procedente, improcedente, acolho, rejeito, denego, denegada, concedo a ordem, concedida,
  prejudicado, ...) and at least :data:`MIN_CHARS` characters; left out a text whose first 200
  characters (lower-cased, ``candidates.key``) are those of a text of ``texts.csv`` or
  ``texts_v2.csv`` or of one kept earlier (none matched a text drawn before; 4 were a decision
  the gazette prints two to four times over; a later act of a lawsuit whose entry opened with
  the same caption would be left out so too). The pool has 598 distinct texts: 357 judgments of
  session minutes and 241 other entries (decisions, despachos, relatórios, acórdãos'
  conclusions, intimations), of the 779 publications the kept sections split into (177 have
  no ruling word, all are at least 150 characters). Criminal cases (the Câmara Criminal's
  minutes, habeas corpus decisions) are kept: OUTCOMES.md files their judgments as `other`.
- Draw: at most :data:`CAP` with ``random.Random(SEED)`` (seed 22, ``candidates.sample``), in
  pool order (the PDFs by date, each in gazette order). Ids start at ``v2401``
  (:data:`FIRST_ID`). Labels are added by reading each text (``README.md``), by a labeller who
  writes no rule.
- Text: the publication's lines on single spaces (``candidates.spaced``, the text escaped first
  so that a "<" of the gazette is no tag).
- source: ``courtsbr/esaj@COMMIT:PATH#N``, N the publication's position (from 1) among the
  publications that PDF's kept sections are split into.
- kind ``publication``, court ``TJAL``, title empty; instance ``appeal``: every kept section is
  a body of the court of appeal (Pleno, Presidência, Câmaras, a rapporteur) or a Turma Recursal,
  the Juizados' appellate body; this caderno has no first-instance section.
- head (for the labeller only): the section heading, the court body the entry names (or the
  session's minutes it comes from) and the gazette's date and edition.

Standard library only (and poppler's pdftotext). Not imported by tests.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

from candidates import (
    candidate,
    drawn_before,
    numbered,
    pdf_text,
    sample,
    show,
    spaced,
    unseen,
    write,
)

REPO = "courtsbr/esaj"
COMMIT = "041939e26414a2d496f75e8acd5139dbde7e9754"
PATHS = tuple(
    f"data-raw/dje_pdf/tjal_dje_2016-02-0{day}/tjal_dje_2_2016-02-0{day}.pdf" for day in "1234"
)
ORIGIN = "dje-tjal-2016"
CAP = 60
SEED = 22
FIRST_ID = 2401
MIN_CHARS = 150

FURNITURE = re.compile(
    r"Publicação Oficial do Tribunal de Justiça do Estado de Alagoas - Lei Federal nº .*"
    r"|Maceió, Ano VII - Edição \d+"
    r"|Diário Oficial Poder Judiciário - Caderno Jurisdicional e Administrativo"
    r"|Disponibilização: .*"
    r"|\d{1,4}"
)
#: The SUMÁRIO's headings of the sections kept (the court's judicial bodies).
JUDICIAL = re.compile(
    r"Secretaria Geral|Gabinete da Presidência|(\dª )?Câmara (Cível|Criminal)|Desa?\. .+"
    r"|Turma Recursal .+"
)
CNJ = r"\d{7}-?\d{2}\.\d{4}\.8\.02\.\d{4}"
CLASS = r"[A-ZÀ-Ý][A-Za-zÀ-ÿ]*(?:\s+[-/A-Za-zÀ-ÿ]+){0,8}?"
SIGN = r"n(?:\.\s?º|º\.?|°|\.)"
CAPTION = re.compile(rf"(?:{CLASS}\s*{SIGN}\s*|Processo:\s*){CNJ}(?:/\d+)?\.?")
NUMBERED = re.compile(rf"\d{{1,3}}\s*(?:-\s*)?{CLASS}\s*{SIGN}\s*{CNJ}")
COURT_BODY = (
    r"(?:\dª )?Câmara (?:Cível|Criminal)|Tribunal Pleno|Seção Especializada (?:Cível|Criminal)"
)
#: A line of a caption's block: its court body, its rapporteur, its class or subject, a party.
CAPTION_NEXT = re.compile(
    rf"{COURT_BODY}|(?:Relatora?|Revisor|Órgão [Jj]ulgador|Classe|Assunto|Agravante|Apelante"
    r"|Embargante|Impetrante|Paciente|Autora?|Requerente|Exequente|Remetente|Suscitante"
    r"|Recorrente|Imp/Defensora?)\b.*"
)
LOOKAHEAD = 6
TURMA = re.compile(r"PODER JUDICIÁRIO DO ESTADO DE ALAGOAS")
NOTICE = re.compile(r"EDITAL DE .+")
MINUTES = re.compile(r"(Ata|ATA) (da|DA|de|DE) .*(Sessão|SESSÃO).*")
LETTERHEAD = re.compile(
    r"Tribunal de Justiça|TRIBUNAL DE JUSTIÇA( DO ESTADO DE ALAGOAS)?|PODER JUDICI[AÁ]RIO"
    r"|GAB\. .+|Gabinete .+|SECRETARIA DA .+|_+ _+ TRIBUNAL DE JUSTIÇA"
)
#: Where a session's minutes start a lawsuit's judgment: "1, Apelação nº 0700...".
ITEM = re.compile(
    rf"(?<=[.:])\s*(?=\d{{1,3}},\s*{CLASS}\s*nº\s*{CNJ})|(?<=[.:])\s+(?={CLASS}\s*nº\s*{CNJ})"
)
CLOSING = re.compile(r"\b(?:E )?nada mais havendo", re.I)
BODY = re.compile(rf"(?:Órgão [Jj]ulgador:\s*)?({COURT_BODY}|TURMA RECURSAL .+)")
RULING = re.compile(
    r"\b(julg(?:o|ar|ou|á-l[oa]s?)|homolog(?:o|ar|ou|ad[oa])|extin(?:go|guir|guiu|t[oa]s?)"
    r"|provimento|(?:des|im)?provid[oa]s?|acordam|conhe(?:ço|cer|ceram|ceu|cid[oa]s?)"
    r"|(?:im)?procedentes?|acolh(?:o|er|id[oa]s?|ê-l[oa]s?)|rejeit(?:o|ar|ad[oa]s?|á-l[oa]s?)"
    r"|deneg(?:o|ar|ad[oa]|á-l[oa])|conced(?:o|er) a ordem|conced(?:id[oa]|ê-l[oa])"
    r"|prejudicad[oa]s?)\b"
)
DATE = re.compile(r"Disponibilização: (.+)")
EDITION = re.compile(r"Edição (\d+)")


def lines_of(text: str) -> list[str]:
    """The non-empty lines of ``text`` without the page furniture."""
    found = (line.strip() for line in text.replace("\f", "\n").split("\n"))
    return [line for line in found if line and not FURNITURE.fullmatch(line)]


def sections(lines: list[str]) -> list[tuple[str, list[str]]]:
    """The gazette's sections, by the headings its SUMÁRIO lists, each with its lines."""
    end = max(at for at, line in enumerate(lines) if line == "SUMÁRIO")
    listed = lines[end:]
    heads = listed[listed.index("www.tjal.jus.br") + 1 :]
    starts, at = [], 0
    for head in heads:
        at = lines.index(head, at, end)
        starts.append((head, at))
        at += 1
    ends = [at for _, at in starts[1:]] + [end]
    return [(head, lines[at + 1 : stop]) for (head, at), stop in zip(starts, ends, strict=True)]


def opens(lines: list[str], at: int) -> bool:
    """Whether ``lines[at]`` opens an entry (a caption, a numbered conclusion, a Turma
    Recursal's letterhead, a notice, a session's minutes)."""
    line = lines[at]
    if NUMBERED.match(line) or any(pattern.fullmatch(line) for pattern in (TURMA, NOTICE, MINUTES)):
        return True
    following = lines[at + 1 : at + 1 + LOOKAHEAD]
    return bool(CAPTION.fullmatch(line)) and any(
        CAPTION_NEXT.fullmatch(next_) for next_ in following
    )


def entries(lines: list[str]) -> tuple[list[str], list[tuple[str, list[str]]]]:
    """A section's lines before its first entry, and its entries, each with the line that
    opens it (after its letterhead)."""
    starts, minutes = [], False
    for at in range(len(lines)):
        if MINUTES.fullmatch(lines[at]) or (not minutes and opens(lines, at)):
            minutes = bool(MINUTES.fullmatch(lines[at]))
            first = at
            while first > (starts[-1][0] + 1 if starts else 0):
                if not LETTERHEAD.fullmatch(lines[first - 1]):
                    break
                first -= 1
            starts.append((first, at))
    if not starts:
        return [], [(lines[0], lines)] if lines else []
    ends = [first for first, _ in starts[1:]] + [len(lines)]
    found = [(lines[at], lines[first:end]) for (first, at), end in zip(starts, ends, strict=True)]
    return lines[: starts[0][0]], found


def judgments(minutes: list[str]) -> list[str]:
    """The judgments a session's minutes record, one per lawsuit (opening and closing left)."""
    text = " ".join(minutes)
    closing = CLOSING.search(text)
    return ITEM.split(text[: closing.start()] if closing else text)[1:]


def body(opening: str, lines: list[str], preface: list[str]) -> str:
    """The court body an entry names in its first lines (or its section's heading lines do),
    or its minutes' title."""
    if MINUTES.fullmatch(opening):
        return opening
    for line in [*lines[:12], *preface]:
        found = BODY.match(line)
        if found:
            return found.group(1)
    return ""


def publications(text: str) -> list[tuple[str, str]]:
    """Each publication of the kept sections of a gazette's ``text``, as (head, text)."""
    lines = lines_of(text)
    date = DATE.search(text).group(1)
    edition = EDITION.search(text).group(1)
    found = []
    for heading, section in sections(lines):
        if not JUDICIAL.fullmatch(heading):
            continue
        preface, found_here = entries(section)
        for opening, entry in found_here:
            named = body(opening, entry, preface)
            head = " | ".join((heading, named, f"{date}, Edição {edition}"))
            minutes = MINUTES.fullmatch(opening)
            parts = judgments(entry) if minutes else ["\n".join(entry)]
            found.extend((head, spaced(html.escape(part, quote=False))) for part in parts)
    return found


def main() -> None:
    clone, out = Path(sys.argv[1]), Path(sys.argv[2])
    seed, first_id = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (SEED, FIRST_ID)
    seen, pool = drawn_before(), []
    for path in PATHS:
        for number, (head, text) in enumerate(publications(pdf_text(show(clone, COMMIT, path))), 1):
            if len(text) < MIN_CHARS or not RULING.search(text.lower()) or not unseen(text, seen):
                continue
            source = f"{REPO}@{COMMIT}:{path}#{number}"
            pool.append(candidate(ORIGIN, source, "TJAL", "publication", "appeal", text, head))
    print(f"{len(pool)} distinct texts not drawn before")
    write(numbered(sample(pool, CAP, seed), first_id), out)


if __name__ == "__main__":
    main()
