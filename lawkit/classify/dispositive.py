"""Portuguese text rules: the outcome a judgment's text decides (``OUTCOMES.md``).

:func:`read` looks for the decision in one place only, the first of:

1. **the acórdão's result**: the clause after "ACORDAM", "acordam os ...", "por unanimidade",
   "por maioria", "A Turma, ..." (:data:`RESULT`) in the first half of the text (a quoted
   precedent's "acordam" comes later, in the vote); it wins over the rapporteur's vote;
2. **the dispositive**: from the last "Ante o exposto", "Isto posto", "Diante do exposto",
   "Pelo exposto", "Posto isso", "Dispositivo" ... (:data:`DISPOSITIVE`) to the end;
3. **the end of the text** (:data:`TAIL` characters: an ementa ends with its result, "Recurso
   não provido."), or a short text whole; a movement name ("Julgado procedente em parte o
   pedido", "Não-Provimento") is such a short text.

In that place the verdicts of :data:`VERDICTS` are found; the first one decides, with these
rules: a verdict on a counterclaim (reconvenção, pedido contraposto) is skipped (the claimant's
claim decides); an appeal verdict whose object is embargos de declaração is ``embargos_*``;
when the place both grants and denies appeals (two appeals, or one per party), the verdicts on
the case's main appeal decide (those on an agravo retido, a recurso adesivo or embargos are
left out) and, if they still disagree, the outcome is ``unknown``, never a guess. "Conheço em
parte" and "não conheço de parte" do not decide: the verdict on the part heard does.

Matching is case- and accent-insensitive: texts are lower-cased and the patterns are written
without accents through :func:`lawkit.classify.text.pattern`, as the event rules are.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace

from lawkit.classify.normal import READ, cut
from lawkit.classify.text import _alternatives, _dispatched, pattern

#: Characters read at the end of a text with neither a result nor a dispositive marker; a text
#: up to this long is read whole.
TAIL = 600
#: Characters read after the acórdão's result marker.
RESULT_SPAN = 500
#: Characters of a dispositive read after its marker.
DISPOSITIVE_SPAN = 1500

#: Where an acórdão states its result.
RESULT = (
    r"\bacord(?:am|aram|a)\b|por (?:unanimidade|maioria)|\ba (?:turma|camara|secao|corte)"
    r"(?: \w+){0,4}, (?:por|a unanimidade)|decisao: (?:a turma|por )"
)
#: Where a decision's dispositive starts.
DISPOSITIVE = (
    r"(?:ante|diante|em face|em vista|face|pelo|por todo|do|de todo) (?:de )?(?:o |todo o )?"
    r"(?:acima )?exposto|isto posto|isso posto|posto isso|ex positis|\bdispositivo(?!s)"
    r"|razoes expostas|conforme o exposto"
    r"|por (?:essas|estas|tais) razoes|em razao do exposto|diante do que foi exposto"
    r"|\bdecisao: |ante ao exposto|com essas consideracoes|decido no sentido de"
)
#: Where a session's record states the result, anywhere in the text (after the votes): it wins
#: over the rapporteur's vote, as the ACORDAM clause does.
SESSION = r"como consta da ata|a decisao foi a seguinte|proclamacao do resultado"
#: Where an acórdão's result clause ends at the latest: its report or vote begins.
RESULT_END = r"relatorio|trata-se|cuida-se|\bementa\b|\bvoto\b"

_GIVE = (
    r"(?:dar|dou|deu|deram|da|dao|dando|dado|da-se|deu-se|dar-lhe|dou-lhe|deram-lhe|deu-lhe"
    r"|dar-lhes|dou-lhes|deram-lhes|dera|darem|damos|dar-se)"
)
_DENY = (
    r"(?:negar|nego|negou|negaram|nega|negam|negando|negado|nega-se|negou-se|negar-lhe|nego-lhe"
    r"|negaram-lhe|negou-lhe|negar-lhes|nego-lhes|negaram-lhes|negamos|nao dar|nao deram|nao dou"
    r"|nao deu|nao da|nao se da)"
)
_PARTLY = r"(?:parcial|em parte|parcialmente)"
_EMBARGOS_OBJECT = (
    r"(?: de declaracao| declaratorios)?(?! a execucao| do devedor| de terceiro| monitori)"
)

#: (outcome, pattern) in priority order at the same position. ``skip``: a phrase that decides
#: nothing by itself, consumed so that it is not read as another verdict.
VERDICTS: tuple[tuple[str, str], ...] = (
    # Phrases that decide nothing by themselves.
    ("skip", r"nao conhec\w* (?:d[eoa]s? )?(?:parte|em parte)|conhec\w* (?:em parte|parcialmente)"),
    ("skip", r"(?:rejeit|afast)\w* (?:a|as) (?:preliminar|prejudicia)"),
    ("skip", r"com resolucao d[oe] merito"),
    # Embargos de declaração.
    (
        "embargos_accepted",
        rf"(?:acolho|acolher|acolheram|acolheu|acolhe|acolhem|acolhidos|acolhendo)(?: {_PARTLY})?"
        rf" (?:os |aos |estes )?(?:presentes )?(?:embargos|aclaratorios|declaratorios)"
        rf"{_EMBARGOS_OBJECT}",
    ),
    (
        "embargos_rejected",
        rf"(?:rejeito|rejeitar|rejeitaram|rejeitou|rejeita|rejeitam|rejeitados|rejeitando"
        rf"|nao acolho|nao acolher|nao acolheram|deixo de acolher|nao acolhid[oa]s)"
        rf" (?:os |estes )?(?:presentes )?(?:embargos|aclaratorios|declaratorios)"
        rf"{_EMBARGOS_OBJECT}",
    ),
    (
        "embargos_accepted",
        r"embargos (?:de declaracao |declaratorios )?(?:acolhidos|providos)",
    ),
    (
        "embargos_rejected",
        r"embargos (?:de declaracao |declaratorios )?(?:rejeitados|nao[ -]acolhidos|improvidos"
        r"|desprovidos)|nao-acolhimento de embargos|rejeicao dos embargos",
    ),
    ("embargos_accepted", r"acolhimento (?:em parte )?de embargos"),
    # Appeals.
    (
        "appeal_not_heard",
        r"nao (?:se )?(?:conheco|conhecer|conheceram|conheceu|conhecido|conhecida|conhecidos"
        r"|conhece|conhecem|conhecendo)|(?:nego|negar|negou|negado|negada|negaram|nega-se"
        r"|negou-se) (?:o )?seguimento|negacao de seguimento|seguimento negado"
        r"|(?:julgo|julgar|julgaram|julgou|julgada?o?s?) prejudicad|prejudicad[oa]s? o"
        r"|(?:recurso|apelacao|agravo|pedido|writ|habeas corpus|impetracao) (?:\w+ )?"
        r"(?:esta |resta |fica )?prejudicad|nao[ -]conhecimento|inadmito o recurso",
    ),
    (
        "appeal_partly_granted",
        rf"{_GIVE} {_PARTLY} provimento|{_GIVE} provimento {_PARTLY}|provimento {_PARTLY}"
        rf"|parcial provimento|{_PARTLY} provid[oa]s?|provid[oa]s? {_PARTLY}"
        r"|sentenca (?:confirmada|reformada) em parte|reforma parcial",
    ),
    (
        "appeal_denied",
        rf"{_DENY} (?:o |integral )?provimento|(?:nao|im|des)[ -]?provid[oa]s?|desprovimento"
        r"|improvimento|nao[ -]provimento|sem provimento|(?:sentenca|decisao) (?:mantida"
        r"|confirmada)|mantenho a sentenca|manter a sentenca|mantiveram a sentenca",
    ),
    (
        "appeal_granted",
        rf"{_GIVE} (?:integral )?provimento|(?:recurso|apelacao|agravo|apelo|recursos|apelacoes"
        r"|agravos|pedido)(?: (?:especial|inominado|adesivo|ordinario|extraordinario|interno"
        r"|de apelacao|de instrumento|dos? \w+))? provid[oa]s?(?! em parte| parcialmente)"
        r"|provimento (?:ao|do|aos|dos) (?:recurso|apelo|apelacao|agravo)"
        r"|(?:anul|cass|desconstitu)\w* a sentenca"
        r"|sentenca (?:anulada|cassada|desconstituida|reformada)|(?:reformada|reformar) a sentenca"
        r"|provid[oa] o (?:recurso|apelo|agravo|apelacao)"
        # "Recurso conhecido e provido"; PJe: "Conhecido o recurso de FULANO e provido".
        r"|conhecid[oa]s? e provid[oa]s?(?! em parte| parcialmente)"
        r"|conhecid[oa] o recurso d[eoa]s? [^;]{1,200}? e provid[oa](?! em parte| parcialmente)"
        r"|^provimento\b",
    ),
    # First instance: settlements and dismissals.
    (
        "settled",
        r"homolog\w* (?:por sentenca |para que produza \w+ \w+ efeitos )?"
        r"(?:o |a |os |as )?(?:presente )?(?:acordo|transacao|conciliacao|composicao)"
        r"|homologacao de (?:acordo|transacao)|(?:acordo|transacao) homologad",
    ),
    (
        "dismissed",
        r"sem (?:resolucao|julgamento|exame|apreciacao) d[oe] merito|indefiro (?:a )?"
        r"(?:peticao )?inicial|indeferimento da (?:peticao )?inicial"
        r"|(?:peticao )?inicial indeferida|indeferida a (?:peticao )?inicial"
        r"|homolog\w* (?:por sentenca )?(?:o |a )?(?:pedido de )?(?:desistencia|renuncia ao prazo)"
        r"|desistencia homologada|perda (?:superveniente )?do objeto"
        r"|(?:declaro|julgo) extint[oa] (?:o processo|o feito|a acao)(?! com)",
    ),
    # First instance: the merits.
    (
        "partly_granted",
        rf"procedentes? {_PARTLY}|{_PARTLY} procedentes?|procedencia {_PARTLY}"
        rf"|procedencia (?:parcial|em parte)|acolho {_PARTLY} (?:o |os )?pedido"
        rf"|(?:concedo|conceder|concedida|concedeu) {_PARTLY} a (?:seguranca|ordem)"
        rf"|(?:seguranca|ordem) {_PARTLY} concedida",
    ),
    (
        "denied",
        r"improcedentes?|improcedencia|rejeito (?:o |os )?pedido"
        r"|(?:rejeito|rejeitar|rejeitados?) (?:os )?embargos (?:a execucao|do devedor|de terceiro"
        r"|monitorios)|(?:denego|denegar|denegada"
        r"|denegou) (?:a )?(?:seguranca|ordem)|(?:seguranca|ordem) denegada"
        r"|(?:pronuncio|reconheco|declaro|acolho) a (?:ocorrencia da )?(?:prescricao|decadencia)"
        r"|renuncia ao direito",
    ),
    (
        "granted",
        r"procedentes?|procedencia|acolho (?:o |os |integralmente os )?pedido"
        r"|(?:concedo|conceder|concedida|concedeu) a (?:seguranca|ordem)"
        r"|(?:seguranca|ordem) concedida",
    ),
)

#: Objects of a verdict that make it a counterclaim's (skipped: the claimant's claim decides).
COUNTERCLAIM = r"reconven|contraposto"
#: Objects of a verdict on the merits that make it a criminal judgment (``other``, whatever its
#: wording: ``OUTCOMES.md``, "Hard cases").
CRIMINAL = r"denuncia|pretensao punitiva|queixa-crime|queixa crime|acao penal"
#: What follows a full grant that makes it partial: "em parte" after the verdict or its object
#: ("JULGO PROCEDENTE, EM PARTE, o pedido", "dou provimento ao recurso do autor, em parte"); not
#: a purpose ("dou provimento ao recurso para reformar parcialmente a sentença" grants the
#: appeal: what is judged is the appeal, not the sentence).
IN_PART = (
    r"^(?:,? (?:o|os|a|as|ao|aos) (?:pedidos?|acao|recursos?|apelacao|apelo|agravo|pleitos?"
    r"|pretensao|demanda)(?: (?:d[oae]s?|interpost[oa]) \w+)?)?,? (?:em parte|parcialmente)\b"
)
#: Objects of an appeal verdict that make it secondary to the case's main appeal.
SECONDARY = r"agravo retido|adesivo|embargos|agravo interno"
#: Mentions of embargos de declaração.
EMBARGOS = r"embargos de declaracao|embargos declaratorios|aclaratorios|\bedcl\b"
#: Criminal and other outcomes outside the 13 (``other``).
OTHER = (
    r"absolv\w*|(?:julgo|julgar) procedente a (?:denuncia|pretensao punitiva|representacao)"
    r"|extinta a punibilidade|extincao da punibilidade|declaro extinta a punibilidade"
    r"|decreto a falencia|(?:julgo|declaro) extinta a execucao|extinta a execucao"
    r"|extingo a execucao|condeno o reu \w+ (?:a pena|as penas)"
    # The execution phase: a ruling on the debtor's impugnação, an obligation satisfied.
    r"|(?:julgo (?:im)?procedente|acolho|rejeito|nao acolho) a impugnacao"
    r"|declaro satisfeita a obrigacao"
)

_APPEAL = ("appeal_granted", "appeal_partly_granted", "appeal_denied")
#: A verdict that says what became of the sentence, not of an appeal.
_SENTENCE = re.compile(r"(?i)(?:anul|cass|desconstitu|reform|senten)")
#: A full grant and the partial grant the words after it (:data:`IN_PART`) make of it.
_PARTLY = {"granted": "partly_granted", "appeal_granted": "appeal_partly_granted"}
#: First-instance verdicts on the merits (an appeal's result in the same place decides).
_MERITS = ("granted", "partly_granted", "denied")


@dataclass(frozen=True)
class Verdict:
    """What a text decides: the outcome, the clause that says it as written (or, for
    ``unknown``, why), and where that clause is: ``part`` ``"title"`` or ``"text"``, ``start``
    and ``end`` its span in that part as :func:`read` was given it."""

    outcome: str
    clause: str
    part: str = "text"
    start: int = 0
    end: int = 0


@functools.cache
def _compiled() -> dict:
    rules = [("other", OTHER), *VERDICTS]
    alternatives = [pattern(alt) for _, words in rules for alt in _alternatives(words)]
    return {
        # One expression grouped by first character (as the event rules are): which rule
        # matched is then found by trying each at the match's position (:func:`_decide`).
        "verdicts": re.compile(_dispatched(alternatives)),
        "rules": [(outcome, re.compile(pattern(words))) for outcome, words in rules],
        "result": re.compile(_dispatched([pattern(a) for a in _alternatives(RESULT)])),
        "session": re.compile(pattern(SESSION)),
        "dispositive": re.compile(_dispatched([pattern(a) for a in _alternatives(DISPOSITIVE)])),
        "counterclaim": re.compile(pattern(COUNTERCLAIM)),
        "criminal": re.compile(pattern(CRIMINAL)),
        "in_part": re.compile(pattern(IN_PART)),
        "secondary": re.compile(pattern(SECONDARY)),
        "embargos": re.compile(pattern(EMBARGOS)),
        "result_end": re.compile(pattern(RESULT_END)),
    }


def read(title: str | None, text: str | None) -> Verdict | None:
    """The outcome a judgment's title and text decide, or ``None`` when they do not say.

    The movement name is read first: a short title ("Julgada Procedente em Parte a Ação"), or
    the words before the decision text a long title repeats (providers write "name + text" as
    the title); else the title and text are read as one decision text.
    """
    if not any(value and value.strip() for value in (title, text)):
        return None
    name = _name(title, text) if title and text else None
    if name is not None:
        found = _read_place(name)
        if found is not None:
            return replace(found, part="title")
    if title and title.strip() and name != title:
        whole = f"{title}\n{text}" if text and text.strip() else title
    else:
        title, whole = None, text or ""
    found = _read_place(whole)
    if found is None or not title or found.start > len(title):
        offset = len(title) + 1 if title else 0
        return found and replace(found, start=found.start - offset, end=found.end - offset)
    return replace(found, part="title")


def _name(title: str, text: str) -> str | None:
    """The movement name a title gives: the words before the decision text it repeats
    ("Julgado procedente o pedido EX POSITIS, ..." with the text "EX POSITIS, ..."), else the
    title when short; ``None`` when it has none."""
    start = text.strip()[:60]
    at = title.find(start) if start else -1
    if 0 < at <= TAIL and title[:at].strip():
        return title[:at]
    return title if len(title) <= TAIL else None


def _read_place(whole: str) -> Verdict | None:
    """The verdict of the first place of ``whole`` that says one, its span in ``whole``."""
    read = cut(whole)
    lower = read.lower()
    rules = _compiled()
    for start, end in _places(read, lower, rules):
        found = _decide(read, lower, start, end, rules)
        if found is not None:
            if read is not whole and found.start > READ:  # in the end kept of a long text
                moved = len(whole) - len(read)
                found = replace(found, start=found.start + moved, end=found.end + moved)
            return found
    return None


def _places(read: str, lower: str, rules: dict) -> list[tuple[int, int]]:
    """Where to read, in order: a session's record of the result, the result clause, the
    dispositive, the end of the text, and an ementa's caption (:func:`_caption`)."""
    places = []
    session = next(reversed(list(rules["session"].finditer(lower))), None)  # the last record
    if session is not None:
        places.append((session.start(), session.end() + RESULT_SPAN))
    result = rules["result"].search(lower, 0, len(lower) // 2 + 1)
    if result is not None:
        end = result.end() + RESULT_SPAN
        report = rules["result_end"].search(lower, result.end(), end)
        places.append((result.start(), end if report is None else report.start()))
    dispositive = None
    for marker in rules["dispositive"].finditer(lower):
        if not _quoted(lower, marker.start()):
            dispositive = marker
    if dispositive is not None:
        places.append((dispositive.start(), dispositive.end() + DISPOSITIVE_SPAN))
    places.append((max(0, len(lower) - TAIL), len(lower)))
    if _caption(read):
        places.append((0, CAPTION))
    return places


#: Characters of an ementa's caption read for its result.
CAPTION = 1_500


def _caption(read: str) -> bool:
    """Whether the text opens with an ementa's caption ("APELAÇÃO CÍVEL. ... RECURSO CONHECIDO
    E PROVIDO. SENTENÇA REFORMADA."), whose first :data:`CAPTION` characters are read last, when
    nothing else said: its first 300 letters are mostly capitals (an ementa's caption is written
    in capitals; a sentence's report, which may narrate what the claimant asks, is not)."""
    letters = [char for char in read[:400] if char.isalpha()][:300]
    return len(letters) >= 100 and sum(map(str.isupper, letters)) >= 0.6 * len(letters)


def _quoted(lower: str, position: int) -> bool:
    """Whether ``position`` lies inside a “quotation” (the sentence under appeal, a precedent):
    after an opening curly quote not closed before it, which closes after it (an opening quote
    never closed is a stray mark, not a quotation running to the end)."""
    opened = lower.rfind("\u201c", 0, position)
    if opened < 0 or lower.find("\u201d", opened, position) >= 0:
        return False
    return lower.find("\u201d", position) >= 0


def _decide(whole: str, lower: str, start: int, end: int, rules: dict) -> Verdict | None:
    matches = []
    for match in rules["verdicts"].finditer(lower, start, min(end, len(lower))):
        outcome, exact = next(
            (name, hit)
            for name, rule in rules["rules"]
            if (hit := rule.match(lower, match.start())) is not None
        )
        matches.append((outcome, exact))
    found: list[tuple[str, re.Match[str]]] = []
    for k, (outcome, match) in enumerate(matches):
        if outcome == "skip":
            continue
        after = _clause_after(lower, match, matches[k + 1][1] if k + 1 < len(matches) else None)
        before = _clause_before(lower, match, matches[k - 1][1] if k else None)
        if any(rules["counterclaim"].search(part) for part in (before, match.group(), after)):
            continue
        if outcome in _MERITS and rules["criminal"].search(after):
            outcome = "other"
        if outcome in _PARTLY and rules["in_part"].search(after):
            outcome = _PARTLY[outcome]
        if outcome in _APPEAL or outcome == "appeal_not_heard":
            outcome = _embargos(outcome, lower, match, after, rules)
        found.append((outcome, match))
    if not found:
        return None
    # An appeal's result decides over the first-instance verdict it reviews ("IMPROCEDÊNCIA DO
    # PEDIDO INICIAL. ... MANUTENÇÃO DA SENTENÇA. DESPROVIMENTO DO RECURSO.").
    if found[0][0] in _MERITS and any(o in _APPEAL for o, _ in found):
        found = [(o, m) for o, m in found if o not in _MERITS]
    outcome, match = found[0]
    merits = {o for o, _ in found if o in _MERITS}
    if outcome in _MERITS and {"granted", "denied"} <= merits:  # two readings: abstain
        return _unknown("the claim is both upheld and rejected", whole, start, end)
    # What the sentence became ("anular a sentença", "sentença reformada") is no appeal of its
    # own: "parcialmente provido para anular a sentença" judges one appeal.
    appeals = {o for o, m in found if o in _APPEAL and not _SENTENCE.match(m.group())}
    if outcome in _APPEAL and len(appeals) > 1:  # two appeals judged in different ways
        main = {
            o
            for o, m in found
            if o in appeals and not rules["secondary"].search(lower[m.end() : m.end() + 40])
        }
        if len(main) != 1:
            return _unknown("appeals judged in different ways", whole, start, end)
        outcome, match = next((o, m) for o, m in found if o in main)
    return Verdict(outcome, whole[match.start() : match.end()], "text", *match.span())


def _unknown(why: str, whole: str, start: int, end: int) -> Verdict:
    """``unknown`` when two readings of one place conflict, with why and the place read."""
    end = min(end, len(whole))
    return Verdict("unknown", f"{why}: {_clause(whole, start, end)}", "text", start, end)


def _clause_after(lower: str, match: re.Match[str], following: re.Match[str] | None) -> str:
    """What a verdict applies to: the words after it, up to the next verdict or full stop."""
    end = match.end() + 60 if following is None else min(following.start(), match.end() + 60)
    return re.split(r"[.;]", lower[match.end() : end], maxsplit=1)[0]


def _clause_before(lower: str, match: re.Match[str], previous: re.Match[str] | None) -> str:
    """The words before a verdict in its clause, after the previous verdict ("quanto à
    reconvenção, julgo-a improcedente")."""
    start = max(match.start() - 50, 0 if previous is None else previous.end())
    return re.split(r"[.;]", lower[start : match.start()])[-1]


def _embargos(outcome: str, lower: str, match: re.Match[str], after: str, rules: dict) -> str:
    """An appeal verdict on embargos de declaração is ``embargos_*``."""
    sentence = lower[lower.rfind(".", 0, match.start()) + 1 : match.start()]
    if rules["embargos"].search(after[:40]) or (
        not re.search(r"recurso|apela|agravo", after[:40]) and rules["embargos"].search(sentence)
    ):
        accepted = outcome in ("appeal_granted", "appeal_partly_granted")
        return "embargos_accepted" if accepted else "embargos_rejected"
    return outcome


def _clause(whole: str, start: int, end: int) -> str:
    """The place read, as written, on one line and at most 120 characters."""
    return " ".join(whole[start : min(end, start + 120)].split())
