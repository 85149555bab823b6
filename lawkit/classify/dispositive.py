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
the case's main appeal decide (those on an agravo retido, an agravo interno or embargos are
left out; an adesivo is the other party's appeal) and, if they still disagree, the outcome is
``unknown``, never a guess. "Conheço em parte" and "não conheço de parte" do not decide: the
verdict on the part heard does. A verdict reported of another decision, a party's request, a
vote, a case supposed or a thesis of law rules nothing (:func:`_reported`, :func:`_supposed`,
:func:`_voted`). A gazette block that publishes the acts of several lawsuits judged apart
(:func:`_acts_judged_apart`), and an ementa read at its end whose caption judges two appeals
differently (:func:`_caption_conflict`), are ``unknown`` too.

Matching is case- and accent-insensitive: texts are lower-cased and the patterns are written
without accents through :func:`lawkit.classify.text.pattern`, as the event rules are. The words
(places, verdicts, criminal and civil classes) are in :mod:`lawkit.classify.verdict_words`; this
module reads them.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, replace

from lawkit.classify.normal import READ, cut
from lawkit.classify.text import _alternatives, _dispatched, pattern
from lawkit.classify.verdict_words import (
    ACT_OPENER,
    APPEAL_TEXT,
    CIVIL_ACTION,
    CIVIL_ARREST,
    CIVIL_CASE,
    CLAIM_EMBARGOS,
    CLASS,
    CLAUSE_ON,
    CLOSING,
    COUNTERCLAIM,
    CRIMINAL,
    CRIMINAL_CASE,
    CRIMINAL_MATTER,
    CRIMINAL_ONLY_MATTER,
    CRIMINAL_SECTION,
    DECIDO,
    DISPOSITIVE,
    DISSENT,
    EMBARGOS,
    EMBARGOS_ACCEPTED_BY_PRONOUN,
    EMBARGOS_NAMED,
    EMBARGOS_REJECTED_BY_PRONOUN,
    FIRST_PERSON,
    FORMULA,
    IN_PART,
    INTEGRATIVE,
    JUVENILE,
    NARRATED,
    ONLY_ONE,
    OTHER,
    PAST,
    PLURAL,
    POSTPONED,
    PRONOUN_ANTECEDENT,
    REPORTED,
    RESULT,
    RESULT_END,
    SECONDARY,
    SESSION,
    TWO_APPEALS,
    UNRULED,
    VERDICTS,
)

#: Characters read at the end of a text with neither a result nor a dispositive marker; a text
#: up to this long is read whole.
TAIL = 600
#: Characters read after the acórdão's result marker.
RESULT_SPAN = 500
#: Characters of a dispositive read after its marker.
DISPOSITIVE_SPAN = 1500
#: Kinds of :data:`CRIMINAL_MATTER` a text writes that make it a criminal case's (the tuned
#: texts of both sets, whole: 65 of 74 criminal judgments write two or more, none of 665
#: judgments labelled otherwise; ``OUTCOMES.md``).
CRIMINAL_KINDS = 2
#: Characters of a text's head, and of its end, where its class is named (a caption, a search
#: result's header, the citation after an ementa): a mention elsewhere ("Código de Processo
#: Penal", "não amparado por habeas corpus") names no class.
HEAD = 300
#: A verdict stated as a thesis of law, after the copula ("É procedente o pedido de compensação
#: por danos morais quando ..."): written with its accent, which the copula has and the
#: conjunction "e" has not (no :func:`pattern`, which would match both).
_THESIS = re.compile(r"(?:^|\s)(?:é|será|seria)$")
#: A verdict in the gerund, and a vote named before it (:func:`_voted`), at most :data:`VOTED`
#: characters back.
VOTED = 120
_GERUND = re.compile(r"(?:dando|negando|conhecendo|acolhendo|rejeitando)\b")
_VOTE = re.compile(r"\bvoto\b")
#: Verdicts a narration in the past may report (participles: "foi desprovido", "foi conhecido").
_PARTICIPLE = re.compile(r"(?:nao |im|des)?[ -]?(?:provid|conhecid|acolhid|rejeitad|absolvid)")
_APPEAL = ("appeal_granted", "appeal_partly_granted", "appeal_denied")
#: A verdict that says what became of the sentence, not of an appeal.
_SENTENCE = re.compile(
    r"(?i)(?:anul|cass|desconstitu|reform|senten|manuten|mant[eiv]|confirm|(?:im)?proceden"
    r"|parcial proceden|extin|condena|(?:in)?deferimento)"
)
#: A sentence annulled ("ANULAÇÃO DA SENTENÇA", "Sentença anulada", "anular a sentença"), and
#: an appeal prejudicado ("Apelação julgada prejudicada").
_SENTENCE_ANNULLED = re.compile(
    pattern(
        r"(?:anulacao|cassacao|desconstituicao)(?:,? de oficio,?)? da sentenca"
        r"|sentenca (?:anulada|cassada|desconstituida)|(?:anular|anulo|anulando) a sentenca"
        r"|(?:declaro|declarar|decreto|decretar|reconheco|reconhecer)(?:,? de oficio,?)? a "
        r"nulidade da sentenca"
    )
)
_PREJUDICED = re.compile(r"(?i)prejudicad")
#: The citation after a precedent's ementa cited in the reasons ("Decisão mantida.
#: (0055238-83.2008.8.26.0564, Relator: ..., Data de Julgamento: ...)"), and how many characters
#: of the text must follow it for the verdict before it to be the precedent's (:func:`_cited`).
_CITATION_AFTER = re.compile(
    pattern(r"[.;]? ?\([^()]{0,200}?\b(?:relator|relatora|rel\.|data de julgamento|julgado em)")
)
CITED_BEFORE = 600
#: A full grant and the partial grant the words after it (:data:`IN_PART`) make of it.
_MADE_PARTIAL = {"granted": "partly_granted", "appeal_granted": "appeal_partly_granted"}
#: Embargos judged, as the claim they are when they are embargos à execução or de terceiro, and
#: the words of such a verdict that make the grant partial.
_ON_A_CLAIM = {"embargos_accepted": "granted", "embargos_rejected": "denied"}
_PARTLY_SAID = re.compile(pattern(r"parcial|em parte"))
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
        "formula": re.compile(pattern(FORMULA)),
        "dispositive": re.compile(_dispatched([pattern(a) for a in _alternatives(DISPOSITIVE)])),
        "decido": re.compile(pattern(DECIDO)),
        **{
            name: re.compile(pattern(words))
            for name, words in (
                ("act_opener", ACT_OPENER),
                ("counterclaim", COUNTERCLAIM),
                ("criminal", CRIMINAL),
                ("criminal_case", CRIMINAL_CASE),
                ("criminal_section", CRIMINAL_SECTION),
                ("civil_arrest", CIVIL_ARREST),
                ("civil_case", CIVIL_CASE),
                ("claim_embargos", CLAIM_EMBARGOS),
                ("civil_action", CIVIL_ACTION),
                ("juvenile", JUVENILE),
                ("postponed", POSTPONED),
                *((f"matter_{i}", words) for i, words in enumerate(CRIMINAL_MATTER)),
                ("in_part", IN_PART),
                ("secondary", SECONDARY),
                ("embargos", EMBARGOS),
                ("result_end", RESULT_END),
                ("closing", CLOSING),
                ("dissent", DISSENT),
                ("two_appeals", TWO_APPEALS),
                ("only_one", ONLY_ONE),
                ("plural", PLURAL),
                ("reported", REPORTED),
                ("past", PAST),
                ("appeal_text", APPEAL_TEXT),
                ("first_person", FIRST_PERSON),
                ("class", CLASS),
                ("narrated", NARRATED),
                ("unruled", UNRULED),
            )
        },
    }


def read(title: str | None, text: str | None) -> Verdict | None:
    """The outcome a judgment's title and text decide, or ``None`` when they do not say.

    A criminal case's judgment is ``other``: its class named in the head or end
    (:func:`_criminal`), or a text that writes a criminal case's matter or names a court
    section that judges crimes only (:func:`_criminal_matter`: a text cut to its end, a whole
    conviction whose verdict no rule reads), unless it reads ``unknown``. Else the movement
    name is read first: a short title ("Julgada Procedente em Parte a Ação"), or the words
    before the decision text a long title repeats (providers write "name + text" as the title);
    else the title and text are read as one decision text.
    """
    found = verdict(title, text)
    if found is not None:
        return found
    # With no verdict read: a criminal case's judgment by its class or matter, or none.
    matter = _criminal(title, text) or _criminal_matter(title, text)
    return matter if matter is not None and matter.outcome == "other" else None


def verdict(title: str | None, text: str | None) -> Verdict | None:
    """:func:`read` but for a text whose verdict no rule reads, which gets none from its criminal
    matter alone, nor from its criminal class when it writes no word of a ruling
    (:data:`_CRIMINAL_RULING`): whether a text says a verdict (the event gate's question,
    :func:`lawkit.classify.classifier._decisions_written_out`; a criminal despacho, or a criminal
    chamber's session agenda, is no judgment)."""
    if not any(value and value.strip() for value in (title, text)):
        return None
    criminal = _criminal(title, text)
    if criminal is not None:  # a criminal case's judgment, unless it says no ruling at all
        said = _lowered(" ".join(value for value in (title, text) if value))
        ruled = _CRIMINAL_RULING.search(said) is not None or _read(title, text) is not None
        return criminal if ruled else None
    found = _read(title, text)
    if found is None or found.outcome in ("other", "unknown"):
        return found
    return _criminal_matter(title, text) or found


#: Words of a ruling, any (round 80): a text naming a criminal class that writes none (a criminal
#: chamber's "Pauta de Julgamento", a despacho that sets a session) is no judgment; one that
#: writes one, or an ementa or a search result's date of judgment, is one.
_CRIMINAL_RULING = re.compile(
    pattern(
        r"\b(?:condeno|condenar|condenad[oa]s?|absolvo|absolver|absolvid[oa]s?|pronuncio"
        r"|impronuncio|pronunciad[oa]|desclassifico|punibilidade|a ordem"
        r"|ordem (?:concedida|denegada)|writ|denuncia|queixa|provimento|provid|ementa"
        r"|data do julgamento|julgad[oa] em|conhe(?:co|cer|cid[oa]s?|ceram)|prejudicad|acolh"
        r"|rejeit|deneg|conced|defiro|indefiro|mantenho|reformo|anulo|homolog|extin|exposto"
        r"|isto posto|isso posto|assim sendo|acordam|procedent|pena)"
    )
)


def ruling(text: str) -> Verdict | None:
    """The verdict ``text``'s own words say, not the class of case it names (no criminal class or
    matter read): what a decision closes on, for the event gate
    (:func:`lawkit.classify.classifier._closes_on_verdict`)."""
    return _read_place(text) if text.strip() else None


#: Characters of a decision's end where a ruling on a provisional request is looked for.
PROVISIONAL_CLOSING = 1_500
#: A judge's ruling on a provisional request in the first person ("DEFIRO O PEDIDO DE TUTELA
#: ANTECIPADA RECURSAL", "defiro o pedido de medida liminar", "indefiro a liminar requerida"; not
#: "indefiro liminarmente o habeas corpus", which ends it).
_PROVISIONAL_RULING = re.compile(
    pattern(
        r"\b(?:defiro|indefiro|concedo|denego|deixo de conceder)(?: [\w,]+){0,4}? (?:o |a )?"
        r"(?:pedidos? de |requerimento de )?(?:atribuicao de |concessao de |antecipacao d[ae] )?"
        r"(?:tutela|liminar|medida liminar|medida cautelar|efeito suspensivo|efeito ativo"
        r"|antecipacao)\b"
    )
)
#: What only a judgment fixes or says of itself: the loser's fees, the review it is subject to.
_JUDGMENT_ONLY = re.compile(
    pattern(r"honorarios advocaticios|sucumbencia|duplo grau|reexame necessario")
)


def closes_on_provisional(text: str) -> bool:
    """Whether a decision closes on a ruling on a provisional request (in its last
    :data:`PROVISIONAL_CLOSING` characters) and says no verdict from its last dispositive marker
    before it on (:func:`ruling`), nor fixes what only a judgment does: an interlocutory
    decision, whatever verdicts its reasons quote or report (a rapporteur's liminar in an
    agravo, a reclamação's medida liminar); not a sentence that grants a tutela after its
    verdict."""
    lower = _lowered(text)
    closing = max(0, len(lower) - PROVISIONAL_CLOSING)
    provisional = [m.start() for m in _PROVISIONAL_RULING.finditer(lower, closing)]
    if not provisional or _JUDGMENT_ONLY.search(lower, closing):
        return False
    marker = _last_marker(lower, provisional[-1])
    return ruling(text[closing if marker is None else marker :]) is None


#: The accused sent to the jury in the judge's words ("PRONUNCIO o réu", "pronunciar os
#: acusados"; not "pronuncio a prescrição", a civil claim's end, "impronuncio", nor a sentence
#: "que pronunciou o paciente" a habeas corpus reports).
_PRONOUNCES = re.compile(
    pattern(
        r"\bpronunci(?:o|ar|ando)\b,?(?: [\w.]+){0,8}? (?:o |a |os |as )?(?:reus?|res?|acusad[oa]s?"
        r"|denunciad[oa]s?|increpad[oa]s?)\b"
    )
)
#: What ends a criminal case or its phase beside a pronúncia (an impronúncia, an acquittal, a
#: conviction, the end of punishability): then the text judges.
_ENDS_A_CRIMINAL_CASE = re.compile(
    pattern(r"\bimpronunci|\babsolv|\bcondeno\b|punibilidade|desclassific")
)


def pronounces_only(text: str) -> bool:
    """Whether a decision's dispositive (from its last dispositive marker, or its last
    :data:`PROVISIONAL_CLOSING` characters) sends the accused to the jury and ends nothing: a
    pronúncia, which lawkit files as a decision (TPU 10953, ``tpu.py``), not a judgment."""
    if "pronunci" not in text.lower():  # most texts: not read further
        return False
    lower = _lowered(text)
    marker = _last_marker(lower, len(lower))
    start = max(0, len(lower) - PROVISIONAL_CLOSING) if marker is None else marker
    return (
        _PRONOUNCES.search(lower, start) is not None
        and _ENDS_A_CRIMINAL_CASE.search(lower, start) is None
    )


def opens_on_marker(text: str) -> bool:
    """Whether ``text`` opens on a dispositive marker ("Ante o exposto, ...") or a collegiate's
    "ACORDAM": the closing of a decision (a gazette's teor, a movement's complement)."""
    lower = _lowered(text.lstrip(' \t\n"\u201c-\u2013')[:OPENING])
    marker = _compiled()["dispositive"].search(lower)  # "Diante do exposto": its "do exposto"
    return (marker is not None and marker.start() <= len("diante ")) or lower.startswith("acordam")


def after_marker(text: str, found: Verdict) -> bool:
    """Whether a verdict found in ``text`` (:func:`ruling`) lies after the text's last
    dispositive marker ("Em face do exposto, ..."), or the text has none: what a decision closes
    on, not a precedent it quotes before its own ruling ("Agravo desprovido" before "Em face do
    exposto, indefiro o efeito suspensivo")."""
    lower = _lowered(text)
    marker = _last_marker(lower, len(lower))
    return marker is None or found.start >= marker


def _last_marker(lower: str, end: int) -> int | None:
    """Where the last dispositive marker before ``end`` starts ("Ante o exposto"), one inside a
    quotation left out; ``None`` when there is none."""
    starts = [
        m.start()
        for m in _compiled()["dispositive"].finditer(lower, 0, end)
        if not _quoted(lower, m.start())
    ]
    return starts[-1] if starts else None


def _read(title: str | None, text: str | None) -> Verdict | None:
    """The verdict a title and text say, whatever case's (its criminal class or matter not
    read)."""
    several = _acts_judged_apart(text) if text else None
    if several is not None:
        return several
    name = _name(title, text) if title and text else None
    if name is not None:
        found = _read_place(name)
        if found is not None:
            # The text's verdict on a criminal charge or an execution's end (``other``) decides
            # over the name ("Julgado procedente o pedido" of a conviction: ``OUTCOMES.md``).
            said = _read_place(text) if found.outcome != "other" else None
            return (
                said
                if said is not None and said.outcome == "other"
                else replace(found, part="title")
            )
    if title and title.strip() and name != title:
        whole = f"{title}\n{text}" if text and text.strip() else title
    else:
        title, whole = None, text or ""
    found = _read_place(whole)
    if found is None or not title or found.start > len(title):
        offset = len(title) + 1 if title else 0
        return found and replace(found, start=found.start - offset, end=found.end - offset)
    return replace(found, part="title")


def _acts_judged_apart(text: str) -> Verdict | None:
    """``unknown`` when ``text`` is a gazette block that publishes the acts of several lawsuits
    (two or more :data:`ACT_OPENER` openers) and the acts' verdicts differ: no one outcome is
    the text's. A block whose acts agree, or that judges in one act only, is read as one text."""
    openers = [m.start() for m in _compiled()["act_opener"].finditer(_lowered(text))]
    if len(openers) < 2:
        return None
    bounds = [0, *openers[1:], len(text)]
    said: dict[str, tuple[int, int]] = {}  # each outcome read, with its first span
    for start, end in itertools.pairwise(bounds):
        found = _read_place(text[start:end])
        if found is not None and found.outcome != "unknown":
            said.setdefault(found.outcome, (start + found.start, start + found.end))
    if len(said) < 2:
        return None
    spans = sorted(said.values())
    return _unknown("acts of several lawsuits judged apart", text, spans[0][0], spans[-1][1])


def _criminal(title: str | None, text: str | None) -> Verdict | None:
    """``other`` when the head or the end of the title or text names a criminal case's class
    (:data:`CRIMINAL_CASE`: "APELAÇÃO CRIMINAL", "HABEAS CORPUS", "Câmara Criminal") or a
    juvenile's offence (:data:`JUVENILE`), the clause being the words that name it; a habeas
    corpus against a civil arrest is not one, nor is a case whose civil class or action is named
    before ("APELAÇÃO CÍVEL. AÇÃO DE INDENIZAÇÃO. QUEIXA-CRIME ARQUIVADA.", :data:`CIVIL_CASE`),
    nor a civil action about a juvenile's offence (:data:`CIVIL_ACTION`)."""
    rules = _compiled()
    for part, value in (("title", title), ("text", text)):
        if not value:
            continue
        lower = cut(value, HEAD).lower()
        civil = rules["civil_case"].search(lower)
        for match in rules["criminal_case"].finditer(lower):
            if match.group().startswith(("habeas", "alvar")) and rules["civil_arrest"].search(
                lower
            ):
                continue  # a civil arrest (alimony): its habeas corpus and release order
            if civil is not None and civil.start() < match.start():
                break
            return _named(value, lower, match, part)
        juvenile = rules["juvenile"].search(lower)
        if juvenile is not None and rules["civil_action"].search(lower) is None:
            return _named(value, lower, juvenile, part)
    return None


def _named(value: str, lower: str, match: re.Match[str], part: str) -> Verdict:
    """``other``, its clause the words ``match`` found in ``lower`` (``value`` cut to its head
    and end, :func:`cut`), with their span in ``value``."""
    moved = len(value) - len(lower)  # where the end kept of a long value lies in it
    start, end = match.span()
    if moved > 0 and start > HEAD:
        start, end = start + moved, end + moved
    start, end = min(start, len(value)), min(end, len(value))
    return Verdict("other", value[start:end], part, start, end)


def _criminal_matter(title: str | None, text: str | None) -> Verdict | None:
    """``other`` when the title or text names a :data:`CRIMINAL_SECTION`, or they write
    :data:`CRIMINAL_KINDS` kinds of :data:`CRIMINAL_MATTER`, the clause being the section or
    the first word found (title first); ``unknown`` when the one kind they write is of
    :data:`CRIMINAL_ONLY_MATTER` and stands in the head or end of either (:data:`HEAD`, where a
    case's class is named: "Apelado: Justiça Pública"): a criminal case's verdict or a civil
    one's, which the reader cannot tell (round 80)."""
    rules = _compiled()
    parts = [(part, value.lower()) for part, value in (("title", title), ("text", text)) if value]
    for part, lower in parts:
        if section := rules["criminal_section"].search(lower):
            return Verdict("other", section.group(), part, *section.span())
    if any(rules["civil_case"].search(cut(lower, HEAD)) for _, lower in parts):
        return None
    found: list[tuple[str, re.Match[str]]] = []
    kinds: list[int] = []
    for index in range(len(CRIMINAL_MATTER)):
        kind = rules[f"matter_{index}"]
        match = next(((part, m) for part, lower in parts if (m := kind.search(lower))), None)
        if match is not None:
            found.append(match)
            kinds.append(index)
    if len(kinds) == 1 and kinds[0] < len(CRIMINAL_ONLY_MATTER):
        alone = rules[f"matter_{kinds[0]}"]
        if any(alone.search(cut(lower, HEAD)) for _, lower in parts):
            ((part, match),) = found
            return Verdict("unknown", f"one criminal kind: {match.group()}", part, *match.span())
    if len(found) < CRIMINAL_KINDS:
        return None
    part, match = min(found, key=lambda item: (item[0] == "text", item[1].start()))
    return Verdict("other", match.group(), part, *match.span())


def _name(title: str, text: str) -> str | None:
    """The movement name a title gives: the words before the decision text it repeats
    ("Julgado procedente o pedido EX POSITIS, ..." with the text "EX POSITIS, ..."), else the
    title when short; ``None`` when it has none. A line break in one is a space in the other (a
    text's lines broken where the title's are not)."""
    start = _one_line(text.strip()[:60])
    at = _one_line(title).find(start) if start else -1
    if 0 < at <= TAIL and title[:at].strip():
        return title[:at]
    return title if len(title) <= TAIL else None


_LINE_BREAKS = str.maketrans("\r\n", "  ")


def _one_line(value: str) -> str:
    """``value`` with each line break a space (one for one: positions kept)."""
    return value.translate(_LINE_BREAKS)


#: First-instance verdicts that an appellate text's appeal result decides over (the sentence
#: it reviews: "EXTINÇÃO SEM RESOLUÇÃO DO MÉRITO ... SENTENÇA MANTIDA").
_REVIEWED = ("granted", "partly_granted", "denied", "dismissed")
#: The places whose appeal result is read after a first-instance verdict: an ementa's end and
#: caption (not an earlier dispositive marker, which may report the sentence under review).
_LATER = ("end", "caption")


def _read_place(whole: str) -> Verdict | None:
    """The verdict of the first place of ``whole`` that says one, its span in ``whole``; in an
    appellate text (its head names an appeal), a first-instance verdict gives way to an appeal's
    result read in a later place (the sentence under appeal is reported before the result). A
    long text whose kept ends (:func:`lawkit.classify.normal.cut`) say nothing has its middle's
    dispositive read (:func:`_middle`)."""
    read = cut(whole)
    lower = _lowered(read)
    rules = _compiled()
    context = _Context(
        embargos=_embargos_text(lower, rules),
        two_appeals=rules["two_appeals"].search(lower) is not None,
    )
    chosen = _chosen(read, lower, rules, context)
    if chosen is None and read is not whole:
        return _middle(whole, rules, context)
    if chosen is not None and read is not whole and chosen.start > READ:  # in the end kept
        moved = len(whole) - len(read)
        chosen = replace(chosen, start=chosen.start + moved, end=chosen.end + moved)
    return chosen


#: PJe's number markers ("Julgado(s) procedente(s) em parte o(s) pedido(s)").
_PLURAL_MARK = re.compile(r"(?<=\w)\(e?s\)")


def _lowered(text: str) -> str:
    """``text`` in lower case as the rules read it, each number marker "(s)" blanked
    ("procedente(s) em parte" read as "procedente    em parte"), its length kept (spans stay
    those of ``text``)."""
    return _PLURAL_MARK.sub(lambda m: " " * len(m.group()), text.lower())


def _chosen(read: str, lower: str, rules: dict, context: _Context) -> Verdict | None:
    """:func:`_read_place` on the text as the rules read it (``read``, ``lower``)."""
    appellate = rules["appeal_text"].search(lower, 0, HEAD) is not None
    chosen, chosen_at = None, ""
    places = _places(read, lower, rules)
    for kind, start, end in places:
        if chosen is not None and kind not in _LATER:
            continue
        stated = replace(context, result=kind in ("session", "result"))
        found = _decide(read, lower, start, end, rules, stated)
        if found is None and kind == "session" and rules["postponed"].search(lower, start, end):
            # The last record judged nothing ("ADIADO O JULGAMENTO"): a vote is no judgment.
            return _unknown("the session judged nothing", read, start, end)
        if found is None:
            continue
        if chosen is None:
            chosen, chosen_at = found, kind
            if not (appellate and found.outcome in _REVIEWED) or _judge_says(lower, found, rules):
                break
        elif found.outcome in _APPEAL:
            chosen, chosen_at = found, kind
            break
    if chosen_at == "end":
        return _caption_conflict(read, lower, places, chosen, rules, context) or chosen
    return chosen


def _caption_conflict(
    read: str,
    lower: str,
    places: list[tuple[str, int, int]],
    chosen: Verdict | None,
    rules: dict,
    context: _Context,
) -> Verdict | None:
    """``unknown`` when a text whose head names appeals in the plural ("APELAÇÕES CÍVEIS") was
    read as one appeal's result at its end while its ementa's caption judges them differently
    ("RECURSO DA PARTE AUTORA CONHECIDO E PARCIALMENTE PROVIDO - RECURSO DA SEGURADORA CONHECIDO
    E DESPROVIDO"); ``None`` otherwise (the caption is read only then). A session's record or
    result clause is not second-guessed so."""
    if chosen is None or chosen.outcome not in (*_APPEAL, "appeal_not_heard"):
        return None
    caption = next(((start, end) for kind, start, end in places if kind == "caption"), None)
    if caption is None or caption[0] <= chosen.start < caption[1]:
        return None
    if rules["plural"].search(lower, 0, HEAD) is None:
        return None
    found = _decide(read, lower, *caption, rules, context)
    return found if found is not None and found.outcome == "unknown" else None


def _middle(whole: str, rules: dict, context: _Context) -> Verdict | None:
    """The verdict of the dispositive of a long text's middle, which its kept ends leave out (a
    sentence followed by pages of annexes, an acórdão's vote before its certificates): its last
    :data:`MARKERS` dispositive markers there, from the last back, each read up to the formulas
    that close a decision. A marker that starts there and ends in the kept end is the middle's
    (the end's read, cut inside it, did not see it)."""
    lower = _lowered(whole)
    start, end = READ, len(whole) - READ
    markers = [
        m for m in rules["dispositive"].finditer(lower, start)
        if m.start() < end and not _quoted(lower, m.start())
    ]  # fmt: skip
    for marker in reversed(markers[-MARKERS:]):
        found = _decide(whole, lower, marker.start(), _closed(lower, marker.end(), rules), rules,
                        context)  # fmt: skip
        if found is not None:
            return found
    return None


def _judge_says(lower: str, found: Verdict, rules: dict) -> bool:
    """Whether a verdict is a judge's own, in the first person ("JULGO IMPROCEDENTES os pedidos",
    "REJEITO os embargos"): this decision's, not the sentence an appeal reviews."""
    return rules["first_person"].search(lower, max(0, found.start - 40), found.end) is not None


@dataclass(frozen=True)
class _Context:
    """What the whole text says about how to read a verdict in it: whether it judges embargos
    de declaração (its head names them first), whether it names two appeals, and whether the
    place read is the acórdão's result clause or a session's record (``result``)."""

    embargos: bool
    two_appeals: bool
    result: bool = False


#: Embargos de declaração received as the agravo they are ("recebeu os embargos de declaração
#: como agravo interno", "EMBARGOS RECEBIDOS COMO AGRAVO", "Conversão em agravo regimental").
_CONVERTED = re.compile(
    pattern(
        r"embargos (?:de declaracao |declaratorios )?(?:recebidos |convertidos )?como agravo"
        r"|conversao (?:dos embargos )?em agravo (?:regimental|interno)"
    )
)


def _embargos_text(lower: str, rules: dict) -> bool:
    """Whether the first class a text's head names is embargos de declaração ("EMBARGOS DE
    DECLARAÇÃO EM APELAÇÃO CÍVEL"): then "Recurso desprovido" judges the embargos. A head that
    names no class (a session's result line stating a thesis) gives way to the ementa's. Embargos
    received as an agravo ("conheceu dos embargos de declaração como agravo regimental", "Conversão
    em agravo regimental") are judged as the agravo they became."""
    if _CONVERTED.search(lower):
        return False
    if rules["class"].search(lower, 0, 400) is None:
        ementa = _EMENTA.search(lower, 0, CAPTION)
        if ementa is not None:
            return _names_embargos_first(lower, ementa.end(), ementa.end() + 400, rules)
    return _names_embargos_first(lower, 0, 400, rules)


def _names_embargos_first(lower: str, start: int, end: int, rules: dict) -> bool:
    """Whether the first class named between ``start`` and ``end`` is embargos de declaração; a
    class a list of precedents names ("Jurisprudência relevante citada: ... AgRg nos EDcl no
    REsp ...", as CNJ's ementa standard closes one: a text cut at its start may begin there) is
    not the text's."""
    for named in rules["class"].finditer(lower, start, end):
        sentence = max(start, _last_full_stop(lower, 0, named.start()))
        if _CITED.search(lower, sentence, named.start()) is None:
            return rules["embargos"].match(lower, named.start()) is not None
    return False


#: Words that open a list of the precedents or laws an ementa cites.
_CITED = re.compile(pattern(r"relevantes? citad[oa]s?|precedentes?:|jurisprudencia citada"))
#: Where an ementa starts after a session's result line ("... nos termos do voto. EMENTA ...").
_EMENTA = re.compile(r"\bementa\b")
#: "aos embargos" with no other kind named (not à execução, infringentes, de divergência ...).
_BARE_EMBARGOS = re.compile(
    pattern(
        r" ?(?:a|ao|aos|os|dos) embargos\b(?! a execucao| do devedor| de terceiro| infringentes"
        r"| de divergencia| monitori| de declaracao)"
    )
)


#: Dispositive markers tried, from the last one back, for a place that says a verdict.
MARKERS = 3
#: Characters of a text's end where a judge's verdict in the first person ("NÃO ACOLHO o
#: pedido", "JULGO IMPROCEDENTE") is read, from the sentence of the first one there, when no
#: place before says a verdict: a sentence's dispositive with no marker, longer than the end
#: read (:data:`TAIL`).
JUDGE_SPAN = 1_500


def _places(read: str, lower: str, rules: dict) -> list[tuple[str, int, int]]:
    """Where to read, in order, each as (kind, start, end): a session's record of the result,
    the result clause, the dispositive (from the last marker back, each up to the formulas that
    close a decision), the end of the text (before a dissent), after the judge's last "decido"
    (a short sentence's dispositive with no marker), an ementa's caption (:func:`_caption`),
    and the sentence after "Vistos." (a monocratic decision that opens with its ruling)."""
    places = []
    session = next(reversed(list(rules["session"].finditer(lower))), None)  # the last record
    if session is not None:
        places.append(("session", session.start(), session.end() + RESULT_SPAN))
    markers = [m for m in rules["dispositive"].finditer(lower) if not _quoted(lower, m.start())]
    formula = next(reversed(list(rules["formula"].finditer(lower))), None)
    # A precedent's acórdão quoted in a sentence comes before the sentence's own dispositive.
    if formula is not None and not (markers and markers[-1].start() > formula.start()):
        places.append(("session", formula.start(), _result_end(lower, formula.end(), rules)))
    results = rules["result"].finditer(lower, 0, len(lower) // 2 + 1)
    for result in itertools.islice(results, MARKERS):  # an ementa's "por maioria" may come first
        places.append(("result", result.start(), _result_end(lower, result.end(), rules)))
    for marker in reversed(markers[-MARKERS:]):
        places.append(("dispositive", marker.start(), _closed(lower, marker.end(), rules)))
    dissent = rules["dissent"].search(lower, 200)
    end = len(lower) if dissent is None else dissent.start()
    places.append(("end", _sentence_start(lower, max(0, end - TAIL)), end))
    decido = [m for m in rules["decido"].finditer(lower) if not _quoted(lower, m.start())]
    if decido:
        places.append(("decido", decido[-1].end(), _closed(lower, decido[-1].end(), rules)))
    judge = rules["first_person"].search(lower, max(0, len(lower) - JUDGE_SPAN))
    if judge is not None:
        places.append(("judge", _sentence_start(lower, judge.start()), len(lower)))
    caption = _caption(read)
    if caption is not None:
        places.append(("caption", *caption))
    opening = _VISTOS.search(lower, 0, OPENING)
    if opening is not None:
        stop = lower.find(". ", opening.end(), opening.end() + OPENING)
        places.append(("opening", opening.end(), opening.end() + OPENING if stop < 0 else stop))
    return places


#: Characters of a text's start where "Vistos." is looked for, and of the sentence after it.
OPENING = 600
#: A decision's opening word: the sentence after it may be its ruling ("Vistos. Deixo de
#: conhecer o presente Recurso Especial, tendo em vista que ..."), read when nothing else says.
_VISTOS = re.compile(r"\bvistos\b[^.\n]{0,30}?[.,:]\s+")


def _result_end(lower: str, start: int, rules: dict) -> int:
    """Where a result clause read from ``start`` ends: :data:`RESULT_SPAN` characters on, or at
    the formulas that close the decision when they come later (at most
    :data:`DISPOSITIVE_SPAN` on: a labour court's result judges each party's appeal in turn
    before "Intime-se"), and before the report or vote that follows it."""
    closing = rules["closing"].search(lower, start, start + DISPOSITIVE_SPAN)
    end = start + RESULT_SPAN if closing is None else max(start + RESULT_SPAN, closing.start())
    report = rules["result_end"].search(lower, start, end)
    return end if report is None else report.start()


def _closed(lower: str, start: int, rules: dict) -> int:
    """Where a dispositive read from ``start`` ends: at the formulas that close a decision, at
    most :data:`DISPOSITIVE_SPAN` characters on."""
    closing = rules["closing"].search(lower, start, start + DISPOSITIVE_SPAN)
    return start + DISPOSITIVE_SPAN if closing is None else closing.start()


#: Characters back from where the end read starts to the start of the sentence it cuts into.
SENTENCE = 300


#: Abbreviations whose full stop ends no sentence ("art. 485", "fls. 32", "Des. Fulano").
_ABBREVIATED = re.compile(r"\b(?:arts?|fls?|inc|cf|drs?|dras?|des|exm[oa]|min|rel)$")


def _last_full_stop(lower: str, start: int, end: int) -> int:
    """Where the last full stop between ``start`` and ``end`` that a space or a line break
    follows is (-1: none)."""
    return max(lower.rfind(". ", start, end), lower.rfind(".\n", start, end))


def _sentence_start(lower: str, start: int) -> int:
    """``start``, moved back to the start of the sentence it falls in (at most :data:`SENTENCE`
    characters): "RECURSO A QUE SE DÁ PARCIAL | PROVIMENTO" is read whole."""
    if start == 0:
        return 0
    floor = max(0, start - SENTENCE)
    stop = _last_full_stop(lower, floor, start)
    while stop >= 0 and _ABBREVIATED.search(lower, max(0, stop - 6), stop):
        stop = _last_full_stop(lower, floor, stop)  # "nos termos do art. 485, IV" is one sentence
    return start if stop < 0 else stop + 2


#: Characters of a text's start where an ementa's caption is looked for.
CAPTION = 1_500
#: Words of a caption: in capitals ("APELAÇÃO CÍVEL. ... RECURSO CONHECIDO E PROVIDO."); it ends
#: where :data:`PROSE` words in a row are not.
CAPTION_WORDS = 8
PROSE = 4
_WORD = re.compile(r"[^\W\d_]{2,}")


def _caption(read: str) -> tuple[int, int] | None:
    """Where an ementa's caption is - its first run of at least :data:`CAPTION_WORDS` words in
    capitals (after a search result's metadata, "Relator: ... EMENTA"), up to the first
    :data:`PROSE` words in a row that are not - or ``None`` when the text has none. Read last,
    when nothing else said: a sentence's report, which may narrate what the claimant asks, is
    not written in capitals."""
    start = end = None
    upper = prose = 0
    for word in _WORD.finditer(read, 0, CAPTION):
        if word.group().isupper():
            upper, prose = upper + 1, 0
            if start is None and upper == 1:
                first = word.start()
            if start is None and upper >= CAPTION_WORDS:
                start = first
            end = word.end()
        else:
            upper, prose = 0, prose + 1
            if start is not None and prose >= PROSE:
                break
    return None if start is None else (start, end)


#: What introduces the decision a gazette publishes, quoted ("do despacho com o seguinte teor:
#: “...”", "cujo teor final é o seguinte:", "DECISÃO MONOCRÁTICA: “(...) Por tudo quanto
#: exposto, dou provimento ..."): the quotation is the act itself, not another decision's words.
_PUBLISHED = re.compile(
    pattern(r"(?:\bteor(?: final)?(?: e o seguinte)?|decisao monocratica):? ?$")
)


def _quoted(lower: str, position: int) -> bool:
    """Whether ``position`` lies inside a “quotation” (the sentence under appeal, a precedent):
    after an opening curly quote not closed before it, which closes after it (an opening quote
    never closed is a stray mark, not a quotation running to the end); not the act a gazette
    publishes (:data:`_PUBLISHED`)."""
    opened = lower.rfind("\u201c", 0, position)
    if opened < 0 or lower.find("\u201d", opened, position) >= 0:
        return False
    if _PUBLISHED.search(lower, max(0, opened - 40), opened):
        return False
    return lower.find("\u201d", position) >= 0


def _decide(
    whole: str, lower: str, start: int, end: int, rules: dict, context: _Context
) -> Verdict | None:
    matches = []
    for match in rules["verdicts"].finditer(lower, start, min(end, len(lower))):
        # The place read ends at ``end``, but a rule's lookahead reads the words after it:
        # "julgo extinto o processo" cut before ", com apreciação do mérito" is no dismissal.
        ruled = next(
            (
                (name, hit)
                for name, rule in rules["rules"]
                if (hit := rule.match(lower, match.start())) is not None
            ),
            None,
        )
        if ruled is not None:
            matches.append(ruled)
    found: list[tuple[str, re.Match[str]]] = []
    embargoed: list[re.Match[str]] = []
    for k, (outcome, match) in enumerate(matches):
        if outcome == "skip":
            continue
        after = _clause_after(lower, match, matches[k + 1][1] if k + 1 < len(matches) else None)
        previous = matches[k - 1][1] if k else None
        before = _clause_before(lower, match, previous)
        if any(rules["counterclaim"].search(part) for part in (before, match.group(), after)):
            continue
        if (
            _reported(before, match, rules)
            or _supposed(lower, match, rules)
            or _voted(lower, match, previous)
            or not _topic_read(lower, match, context)
            or not _pronoun_read(lower, match, context)
        ):
            continue
        if _cited(lower, match, rules):
            continue  # a precedent's ementa and its citation, before the text's own ruling
        if (outcome in _MERITS or outcome == "settled") and _BELOW.match(after):
            continue  # "PEDIDO JULGADO PROCEDENTE NA ORIGEM": what the court below decided
        if outcome in _MERITS and rules["criminal"].search(_CIVIL_OBJECT.split(after, 1)[0]):
            outcome = "other"
        if outcome in _MERITS and (_ON_EMBARGOS.match(after) or _EMBARGOS_ON.search(before)):
            # "julgo improcedentes os embargos de declaração", "EMBARGOS DE DECLARAÇÃO
            # IMPROCEDENTES": embargos de declaração judged as a claim is.
            outcome = "embargos_rejected" if outcome == "denied" else "embargos_accepted"
        if (
            outcome in _ON_A_CLAIM
            and rules["claim_embargos"].search(lower)
            and not _DECLARATION_NAMED.search(lower)
        ):
            # "ACOLHO os embargos" in a text about embargos à execução (and none de declaração):
            # the embargante's claim.
            outcome = _ON_A_CLAIM[outcome]
            if outcome == "granted" and _PARTLY_SAID.search(match.group()):
                outcome = "partly_granted"
        if outcome in _MADE_PARTIAL and rules["in_part"].search(after):
            outcome = _MADE_PARTIAL[outcome]
        if outcome in _APPEAL or outcome == "appeal_not_heard":
            if context.embargos and _names_the_appeal(before, after):
                embargoed.append(match)
            outcome = _embargos(outcome, lower, match, after, rules, context.embargos)
        found.append((outcome, match))
    if not found:
        return None
    # In a text that judges embargos de declaração, a verdict on the appeal they are opposed to,
    # named ("APELAÇÃO JULGADA PARCIALMENTE PROVIDA - ... - EMBARGOS REJEITADOS"; "RECURSO
    # PROVIDO PARA SANAR A OMISSÃO E, COMO RESULTADO, NÃO CONHECER DO APELO"), gives way to the
    # embargos' own verdict in the same place.
    own = [(o, m) for o, m in found if m not in embargoed]
    if embargoed and any(o in _ON_A_CLAIM for o, _ in own):
        found = own
    # An ementa's bare "REJEIÇÃO." closes any topic ("PEDIDO DE EFEITOS INFRINGENTES. REJEIÇÃO."),
    # and "ABSOLVIÇÃO" names one in a civil case ("ABSOLVIÇÃO NA ESFERA CRIMINAL. INDEPENDÊNCIA
    # DAS INSTÂNCIAS. RECURSO DESPROVIDO."): read only when nothing else in the place says a
    # verdict.
    found = [(o, m) for o, m in found if not _TOPIC_NOUN.match(m.group())] or found
    # A verdict inside a quotation is another decision's ("“... Agravo interno a que se nega
    # provimento.” Nego seguimento."): read only when the place says none outside one.
    found = [(o, m) for o, m in found if not _quoted(lower, m.start())] or found
    # What is not heard beside the appeal's own result without being an appeal - a request
    # ("PEDIDO DE EFEITO SUSPENSIVO PREJUDICADO"), a thesis ("INOVAÇÃO RECURSAL. NÃO
    # CONHECIMENTO."), a part ("não conhecido quanto aos juros") - is no appeal not heard.
    if any(o in _APPEAL for o, _ in found):
        found = [(o, m) for o, m in found if not _leaves_the_appeal_heard(o, m, lower)] or found
        # An execution's end or a bankruptcy decreed beside an appeal's result is what the
        # decision under appeal did ("EXTINTA A EXECUÇÃO. SENTENÇA MANTIDA. RECURSO DESPROVIDO.").
        found = [(o, m) for o, m in found if not _ENDED.match(m.group())] or found
    annulled = _annulled_and_prejudiced(found, whole, lower, start, end)
    if annulled is not None:
        return annulled
    # An appeal's result decides over the first-instance verdict it reviews ("IMPROCEDÊNCIA DO
    # PEDIDO INICIAL. ... MANUTENÇÃO DA SENTENÇA. DESPROVIMENTO DO RECURSO."), as an appeal not
    # heard does ("EXTINÇÃO DO PROCESSO ... ERRO GROSSEIRO. RECURSO NÃO CONHECIDO") and a
    # settlement the court of appeal homologates ("PARCIAL PROCEDÊNCIA. ... HOMOLOGAÇÃO DA
    # TRANSAÇÃO"); not an appeal prejudicado, which an extinction may cause.
    # Not a rescisória's: "julgar procedente o pedido rescisório para desconstituir a sentença"
    # judges the action, whose object is the sentence.
    if (
        found[0][0] in _REVIEWED
        and any(
            o in _APPEAL
            or o == "settled"
            or (o == "appeal_not_heard" and not _PREJUDICED.search(m.group()))
            for o, m in found
        )
        and not _RESCISSION.match(lower, found[0][1].end())
    ):
        found = [(o, m) for o, m in found if o not in _REVIEWED]
    # What the sentence became ("Sentença anulada neste tópico") gives way to the verdict on the
    # appeal itself ("RECURSO PARCIALMENTE PROVIDO").
    explicit = [(o, m) for o, m in found if o in _APPEAL and not _SENTENCE.match(m.group())]
    if found[0][0] in _APPEAL and _SENTENCE.match(found[0][1].group()) and explicit:
        found = explicit + [pair for pair in found if pair not in explicit]
    # The execution's end ("declaro satisfeita a obrigação") decides over the ruling on the
    # debtor's impugnação in the same place.
    if _IMPUGNACAO.search(found[0][1].group()) and any(o == "other" for o, _ in found):
        found = [(o, m) for o, m in found if o == "other"]
    # A prescription that ends an execution ("reconheço a prescrição intercorrente e JULGO EXTINTA
    # a execução") is the execution's end (CPC art. 924, V), as the TPU files it.
    if _PRESCRIPTION.search(found[0][1].group()) and any(
        o == "other" and _ENDED.match(m.group()) for o, m in found[1:]
    ):
        found = [(o, m) for o, m in found if o == "other"]
    # A prescription of some installments ("pronuncio a prescrição quinquenal") gives way to the
    # verdict on the rest of the claim in the same place.
    if _PRESCRIPTION.search(found[0][1].group()) and any(
        o in _MERITS and not _PRESCRIPTION.search(m.group()) for o, m in found[1:]
    ):
        found = found[1:]
    # One claim ended without the merits ("extingo o processo sem resolução do mérito em relação
    # ao pedido de adicional") gives way to the verdict on the others in the same place.
    if any(o == "dismissed" and _ONE_CLAIM.match(lower, m.end()) for o, m in found) and any(
        o in _MERITS for o, _ in found
    ):
        found = [(o, m) for o, m in found if o != "dismissed"]
    # The embargos monitórios judged beside the monitória's own verdict ("REJEITO os embargos
    # monitórios e JULGO PROCEDENTE a ação monitória") give way to it: the action is the claim.
    monitory = [(o, m) for o, m in found if _MONITORY_ACTION.match(lower, m.end())]
    if monitory and any(_MONITORY_EMBARGOS.search(m.group()) for _, m in found):
        found = monitory
    # The object lost is the appeal's when the appeal is then prejudicado ("PERDA DO OBJETO. ...
    # RECURSO PREJUDICADO"): the appeal is not heard, no action is dismissed.
    if _LOST_OBJECT.match(found[0][1].group()) and any(o == "appeal_not_heard" for o, _ in found):
        found = [(o, m) for o, m in found if o == "appeal_not_heard"]
    # A court of appeal that does not hear the appeal and ends the case itself in the same
    # clause ("não conheço do Recurso ... e julgo extinto o presente feito sem resolução de
    # mérito"; "julgo prejudicada a apelação e extingo o processo"): the case is dismissed.
    if found[0][0] == "appeal_not_heard":
        ended = _AND_ENDS_THE_CASE.match(lower, found[0][1].end())
        if ended is not None:
            return Verdict("dismissed", whole[ended.start(1) : ended.end()], "text",
                           ended.start(1), ended.end())  # fmt: skip
    outcome, match = found[0]
    merits = {o for o, _ in found if o in _MERITS}
    if outcome in _MERITS and "partly_granted" in merits and len(merits) > 1:
        # A claim upheld in part beside others upheld or rejected ("JULGO IMPROCEDENTES os
        # pedidos de dano material ... JULGO PARCIALMENTE PROCEDENTE o de dano moral"): the case
        # is won in part (OUTCOMES.md), whichever verdict comes first.
        partly = next(m for o, m in found if o == "partly_granted")
        return Verdict("partly_granted", whole[partly.start() : partly.end()], "text",
                       *partly.span())  # fmt: skip
    if outcome in _MERITS and {"granted", "denied"} <= merits:
        if _claims_split(found, lower):  # procedência em parte (OUTCOMES.md)
            granted = next(m for o, m in found if o == "granted")
            return Verdict("partly_granted", whole[granted.start() : granted.end()], "text",
                           *granted.span())  # fmt: skip
        return _unknown("the claim is both upheld and rejected", whole, start, end)  # abstain
    if {"embargos_accepted", "embargos_rejected"} <= {o for o, _ in found}:
        return _unknown("embargos judged in different ways", whole, start, end)
    if outcome in _APPEAL or outcome == "appeal_not_heard":
        judged = _appeals(found, lower, rules)
        if len(judged) > 1:  # two appeals judged in different ways
            main = {
                o
                for o, m in found
                if o in judged and not rules["secondary"].search(_object(lower, m))
            }
            if len(main) != 1:
                return _unknown("appeals judged in different ways", whole, start, end)
            outcome, match = next((o, m) for o, m in found if o in main)
        elif outcome in _APPEAL and _one_of_two(found, lower, start, end, rules, context):
            return _unknown("one result for two appeals", whole, start, end)
    return Verdict(outcome, whole[match.start() : match.end()], "text", *match.span())


def _annulled_and_prejudiced(
    found: list[tuple[str, re.Match[str]]], whole: str, lower: str, start: int, end: int
) -> Verdict | None:
    """The verdict of a place where the court of appeal annuls the sentence and the appeal is
    then prejudicado ("Apelação julgada prejudicada. Sentença anulada", "9. Anulação da sentença
    ... Apelações julgadas prejudicadas"): the appeal granted (round 29's choice), or the case
    dismissed when the court also ends it without the merits ("EXTINÇÃO DO FEITO SEM RESOLUÇÃO
    DO MÉRITO. SENTENÇA ANULADA. RECURSO PREJUDICADO.": OUTCOMES.md, "Hard cases"); ``None``
    for any other place."""
    annulled = _SENTENCE_ANNULLED.search(lower, start, end)
    appeals = [(o, m) for o, m in found if o in _APPEAL or o == "appeal_not_heard"]
    if (
        annulled is None
        or not any(o == "appeal_not_heard" and _PREJUDICED.search(m.group()) for o, m in appeals)
        or not all(_PREJUDICED.search(m.group()) or _SENTENCE.match(m.group()) for _, m in appeals)
    ):
        return None
    ended = next((m for o, m in found if o == "dismissed"), None)
    outcome, said = ("dismissed", ended) if ended else ("appeal_granted", annulled)
    return Verdict(outcome, whole[said.start() : said.end()], "text", *said.span())


#: What a verdict on one of the claims judges ("JULGO PROCEDENTE o pedido de declaração ... e
#: IMPROCEDENTE o pedido de indenização").
_CLAIM = re.compile(
    pattern(
        r",? (?:o|os) (?:demais |outros |restantes )?(?:pedidos?|pleitos?)"
        r"(?: (?!reconven|contraposto)\w| ?[.;,]|$)"
    )
)


#: Embargos de declaração named as what a verdict on the merits judges, after it or before it.
_DECLARATION = (
    rf"(?:embargos de declaracao|embargos declaratorios|aclaratorios|declaratorios|{INTEGRATIVE})"
)
#: Embargos de declaração named anywhere in a text (the verdict read is part of it).
_DECLARATION_NAMED = re.compile(pattern(rf"{_DECLARATION}|\bedcl\b"))
_ON_EMBARGOS = re.compile(pattern(rf",? (?:os |aos |o )?(?:presentes? )?{_DECLARATION}"))
_EMBARGOS_ON = re.compile(
    pattern(rf"{_DECLARATION}(?: conhecid[oa]s?(?:,? (?:e|mas|porem))?)?(?: julgad[oa]s?)? $")
)
#: A verdict whose own words end on the claim ("ACOLHO o pedido", "NÃO ACOLHO o pedido"), and
#: what then says which claim ("... de indenização por danos morais").
_ENDS_ON_CLAIM = re.compile(pattern(r"(?:pedidos?|pleitos?)$"))
_WHICH_CLAIM = re.compile(pattern(r" (?:de|do|da|dos|das|formulad\w*|relativ\w*|referente\w*)\b"))


#: The monitória action named after a verdict ("JULGO PROCEDENTE a ação monitória"), and the
#: embargos to it a verdict judges.
_MONITORY_ACTION = re.compile(pattern(r",? (?:a |o )?(?:presente )?(?:acao|pedido) monitori"))
_MONITORY_EMBARGOS = re.compile(pattern(r"embargos monitorios"))


def _claims_split(found: list[tuple[str, re.Match[str]]], lower: str) -> bool:
    """Whether a place upholds some claims and rejects others, each verdict judging a claim it
    names (:data:`_CLAIM`, or its own words and :data:`_WHICH_CLAIM`): a claim upheld in part,
    not two readings of one."""
    merits = [m for o, m in found if o in ("granted", "denied")]
    return all(
        _CLAIM.match(lower, m.end())
        or (_ENDS_ON_CLAIM.search(m.group()) and _WHICH_CLAIM.match(lower, m.end()))
        for m in merits
    )


def _reported(before: str, match: re.Match[str], rules: dict) -> bool:
    """Whether a verdict is reported of another decision, in a relative clause with a verb in
    the past ("contra acórdão que negou provimento ao recurso", "sentença que julgou
    improcedente o pedido") or with the court below as its subject ("O Juízo a quo julgou
    improcedentes"), or narrated in the past ("quando, em verdade, foi desprovido"), or
    rules nothing by the words just before it (:data:`UNRULED`: wished for, supposed, a reason,
    a party's request; :data:`_THESIS`: a thesis of law)."""
    if _PARTICIPLE.match(match.group()) and rules["narrated"].search(before.rstrip()):
        return True
    if rules["unruled"].search(before.rstrip()) or _THESIS.search(before.rstrip()):
        return True
    clause = before.rsplit(",", 1)[-1]  # "A sentença deu correta solução, razão pela qual nego"
    said = rules["reported"].search(before) or _COURT_BELOW.search(
        before, len(before) - len(clause)
    )
    return said is not None and (
        rules["past"].search(before, said.start()) is not None
        or rules["past"].search(match.group()) is not None
    )


#: The court or decision below as the subject of a verb in the past ("O Juízo a quo julgou
#: improcedentes os pedidos", "O Tribunal de origem deu provimento"): not this decision's court
#: ("A Turma, por unanimidade, deu provimento" is its result).
_COURT_BELOW = re.compile(
    pattern(
        r"\b(?:juizo|magistrad[oa]|juiz|juiza|julgador[a]?|sentenca"
        r"|decisao (?:agravada|recorrida|impugnada|de primeiro grau)|acordao recorrido"
        r"|(?:tribunal|corte|instancia) (?:de origem|a quo|de piso|inferior))\b"
    )
)


#: A sentence that opens on a case supposed ("Após o trânsito em julgado, tratando-se de sentença
#: de improcedência ou de extinção do feito sem resolução do mérito, arquivem-se": a Juizado's
#: instructions after a lay judge's draft is homologated), up to a verdict in it.
_SUPPOSED = re.compile(
    pattern(
        r"(?:^|[.;:] )(?:[^.;:]{0,40}, )?(?:tratando-se de|em caso de|na hipotese de"
        r"|caso (?:haja|seja|sejam|for|forem))\b[^.;:]*$"
    )
)


#: A verdict threatened, in the clause after "sob pena de" ("intime-se o autor para emendar a
#: inicial, sob pena de indeferimento e consectária extinção do processo sem resolução do
#: mérito").
_THREATENED = re.compile(pattern(r"\bsob pena de\b[^.;]{0,120}$"))
#: A verdict to come, right before it: "depois de devidamente homologado, o presente acordo
#: valerá como título executivo" (a hearing's term that asks for the homologation).
_TO_COME = re.compile(
    pattern(r"\b(?:depois de|apos|uma vez|ate ser|antes de ser)(?: devidamente)? $")
)


def _supposed(lower: str, match: re.Match[str], rules: dict) -> bool:
    """Whether a verdict is threatened (:data:`_THREATENED`) or to come (:data:`_TO_COME`), or
    lies in a sentence that opens on a case supposed (:data:`_SUPPOSED`) with no judge's verdict
    in the first person ("Tratando-se de matéria de direito, JULGO PROCEDENTE" rules)."""
    if _THREATENED.search(lower, max(0, match.start() - SENTENCE), match.start()):
        return True
    if _TO_COME.search(lower, max(0, match.start() - 40), match.start()):
        return True
    supposed = _SUPPOSED.search(lower, max(0, match.start() - SENTENCE), match.start())
    return (
        supposed is not None
        and rules["first_person"].search(lower, supposed.start(), match.end()) is None
    )


#: Verdicts written as an ementa's closing topic ("MANUTENÇÃO DA SENTENÇA.", "REJEIÇÃO."), and
#: the bare ones of them that only embargos are judged by.
_BARE = r"(?:rejeicao|acolhimento|nao acolhimento)(?: parcial)?$"
_TOPIC = re.compile(
    pattern(
        rf"(?:manutencao|reforma) d[ao] |{_BARE}"
        r"|(?:nao[ -])?acolhimento (?:parcial |em parte )?d[oa]s? "
        r"|(?:anulacao|cassacao|desconstituicao)(?:,? de oficio,?)? d[ao] "
    )
)
_BARE_NOUN = re.compile(pattern(_BARE))
#: Verdicts written as a noun that give way to any other verdict in their place.
_TOPIC_NOUN = re.compile(pattern(rf"{_BARE}|absolvic"))
#: What ends the sentence before a topic (an ementa's full stops and dashes; a line break alone
#: does not: a PDF breaks its lines inside sentences, "Havendo\nreforma da sentença ...").
_TOPIC_BREAK = ".;:-\u2013\u2014"
#: A heading's number before a topic ("2. Reforma da sentença." titles a vote's part).
_NUMBERED = re.compile(r"(?:^|\s)(?:\d{1,2}|[ivx]{1,4})\s?[.)\-\u2013]$")


#: Embargos judged by the verb's pronoun alone ("Ante o exposto, REJEITO-OS."): read only in a
#: text that judges embargos de declaração (its head names them first: "Trata-se de embargos de
#: declaração opostos ..."), where "os" can be nothing else (round 80), or where the clause
#: before it names them (:func:`_pronoun_read`; round 81).
_PRONOUN_ONLY = re.compile(
    pattern(f"{EMBARGOS_REJECTED_BY_PRONOUN}|{EMBARGOS_ACCEPTED_BY_PRONOUN}")
)
_PRONOUN_ANTECEDENT = re.compile(pattern(PRONOUN_ANTECEDENT))
#: Characters before a pronoun where the clause that names its embargos is looked for.
ANTECEDENT = 200


def _pronoun_read(lower: str, match: re.Match[str], context: _Context) -> bool:
    """Whether a verdict is read where it stands as to its pronoun: any verdict but the
    embargos' pronoun alone, which is read in a text that judges embargos or after a clause
    that names them."""
    if _PRONOUN_ONLY.match(match.group()) is None or context.embargos:
        return True
    start = max(0, match.start() - ANTECEDENT)
    return _PRONOUN_ANTECEDENT.search(lower, start, match.start()) is not None


def _topic_read(lower: str, match: re.Match[str], context: _Context) -> bool:
    """Whether a verdict is read as a topic (:data:`_TOPIC`) where it stands: opening a
    sentence ("pugna pela manutenção da sentença" reports a request), and a bare "REJEIÇÃO." or
    "ACOLHIMENTO." in a text that judges embargos ("PRELIMINAR ... REJEIÇÃO." closes appeals
    too), not a numbered heading; any other verdict is read anywhere."""
    if not _TOPIC.match(match.group()):
        return True
    if _BARE_NOUN.match(match.group()) and not context.embargos:
        return False
    before = lower[max(0, match.start() - 40) : match.start()].rstrip()
    if not before:
        return match.start() <= 40
    return before[-1] in _TOPIC_BREAK and _NUMBERED.search(before) is None


def _voted(lower: str, match: re.Match[str], previous: re.Match[str] | None) -> bool:
    """Whether a verdict in the gerund is a vote a session's record reports ("após o voto-vista
    do Sr. Ministro-Relator, dando parcial provimento ao recurso, ... a Turma deu provimento"):
    a vote named in the :data:`VOTED` characters before it, after the previous verdict."""
    if not _GERUND.match(match.group()):
        return False
    start = max(match.start() - VOTED, 0 if previous is None else previous.end())
    return _VOTE.search(lower, start, match.start()) is not None


def _appeals(found: list[tuple[str, re.Match[str]]], lower: str, rules: dict) -> set[str]:
    """The outcomes given to appeals in one place: granted, partly, denied and - of an appeal, a
    remessa - not heard; what the sentence became ("anular a sentença", "sentença reformada") is
    no appeal of its own ("parcialmente provido para anular a sentença" judges one appeal), but
    in the remessa's review it is the remessa's result ("SENTENÇA PARCIALMENTE REFORMADA EM
    REEXAME NECESSÁRIO")."""
    return {
        outcome
        for outcome, match in found
        if (
            outcome in _APPEAL
            and (
                not _SENTENCE.match(match.group())
                or _IN_REVIEW.match(lower, match.end())
                or (
                    _CHANGED.match(match.group())
                    and _REVIEW_BEFORE.search(lower, max(0, match.start() - 40), match.start())
                )
            )
        )
        or (
            outcome == "appeal_not_heard"
            and _NOT_HEARD_APPEAL.search(_object(lower, match))
            and not _IN_PART.search(lower, match.end(), match.end() + 30)
        )
    }


#: What an appeal not heard is about when it counts as one of two appeals judged differently;
#: not an appeal prejudicado in part ("Recurso julgado prejudicado quanto aos juros").
_NOT_HEARD_APPEAL = re.compile(
    pattern(r"recurso|apel|agravo|remessa|reexame|pedido de uniformizacao|incidente|\bpuil\b")
)
_IN_PART = re.compile(pattern(r"quanto|no tocante|em relacao|em parte|parcialmente"))
#: A remessa's review named, and what the sentence became in it ("... em reexame necessário").
_REVIEW = r"(?:em|no) (?:sede de )?(?:reexame|remessa)"
_IN_REVIEW = re.compile(pattern(rf",? {_REVIEW}"))
#: The review named before what it changed ("e, em reexame necessário, reformar parcialmente a
#: sentença"); a sentence it confirms is the appeal's result too ("em reexame necessário,
#: confirmar a sentença, prejudicado o recurso voluntário", round 38).
_CHANGED = re.compile(r"(?i)(?:reform|anul|cass|desconstitu)")
_REVIEW_BEFORE = re.compile(pattern(rf"{_REVIEW}(?: necessari[ao]| oficial)?,? $"))
_IMPUGNACAO = re.compile(pattern("impugnacao"))
#: The civil ``other`` outcomes an appeal reviews: an execution or cumprimento ended, an
#: obligation satisfied, a bankruptcy decreed.
_ENDED = re.compile(
    pattern(
        r"(?:julgo |declaro )?extint[oa] (?:a execucao|o cumprimento|a obrigacao|o debito"
        r"|a divida)|extingo (?:a execucao|o cumprimento)|declaro satisfeita|decreto a falencia"
    )
)
#: Where a verdict was given when it is the court below's ("JULGADO PROCEDENTE NA ORIGEM",
#: "IMPROCEDENTE EM PRIMEIRO GRAU").
_BELOW = re.compile(
    pattern(
        r"\w* (?:[\w,]+ ){0,2}?(?:na origem(?! d[aeo]s?\b)|em (?:primeiro|1o) grau"
        r"|em primeira instancia|pelo juizo (?:a quo|de origem|singular|de primeiro grau)"
        r"|no juizo de origem)"
    )
)
#: A civil object of a verdict: the criminal words after a claim for damages say what caused
#: them ("o pedido de indenização pela instauração da ação penal"), and the "denunciada" after
#: a denunciação da lide is the third party it calls in; neither is a criminal charge judged.
_CIVIL_OBJECT = re.compile(pattern(r"indeniza|\bdanos?\b|\brepara|\bressarc|denunciacao"))
#: A rescisória judged: its verdict's object ("procedente o pedido rescisório", "a ação
#: rescisória").
_RESCISSION = re.compile(pattern(r"[^.;]{0,40}?\brescisori|[^.;]{0,40}? para rescindir"))
_LOST_OBJECT = re.compile(pattern("perda (?:superveniente )?do objeto"))
#: The rest of an appeal's clause that ends the whole case ("... e julgo extinto o presente
#: feito", "e extingo o processo"): the extinction is group 1.
_AND_ENDS_THE_CASE = re.compile(
    pattern(
        rf"{CLAUSE_ON}\b((?:(?:julgo|julgar|declaro|declarar) extint[oa]|extingo|extinguir)"
        r" (?:o|a) (?:presente )?(?:processo|feito|acao)\b)"
    )
)
_PRESCRIPTION = re.compile(pattern("prescricao|decadencia"))
#: A claim named right after a dismissal, in its clause: the process ended as to it alone.
_ONE_CLAIM = re.compile(
    pattern(
        r"(?:[^.;]|\bart\.){0,80}?\b(?:em relacao|quanto|no tocante|relativamente"
        r"|no que (?:se refere|tange)) (?:a|ao|aos|as)(?: \w+){0,3}? pedidos?\b"
    )
)


#: What ends the clause of a verdict not heard: a full stop, a semicolon, a dash between
#: words; and, before it, a comma too.
_CLAUSE_END = re.compile(r"[.;\u2013\u2014]|\s-\s")
_CLAUSE_START = re.compile(rf"{_CLAUSE_END.pattern}|,")


def _leaves_the_appeal_heard(outcome: str, match: re.Match[str], lower: str) -> bool:
    """Whether a verdict of an appeal not heard leaves the appeal heard: it judges no appeal (a
    request: "pedido de justiça gratuita prejudicado"; a thesis: "ALEGAÇÃO NÃO CONHECIDA POR
    INOVAÇÃO RECURSAL") or only part of one ("não conhecido quanto aos juros")."""
    if outcome != "appeal_not_heard":
        return False
    # Its clause ("..., restando prejudicado o pedido"); an ementa's topic ends at a dash
    # ("DOCUMENTOS JUNTADOS NO APELO – NÃO CONHECIDOS" judges documents, not the appeal).
    after = _CLAUSE_END.split(lower[match.end() : match.end() + 40], maxsplit=1)[0]
    before = _CLAUSE_START.split(lower[max(0, match.start() - 40) : match.start()])[-1]
    judged = before + match.group() + after
    return (
        _NOT_HEARD_APPEAL.search(judged) is None
        or _IN_PART.search(lower, match.end(), match.end() + 30) is not None
    )


def _object(lower: str, match: re.Match[str]) -> str:
    """What a verdict judges: its words and the 40 characters after them in its sentence ("dar
    provimento ao agravo interno", "agravo interno prejudicado") or, when those name no appeal,
    the words before it in its sentence ("Segundo agravo interno não conhecido")."""
    after = re.split(r"[.;]", lower[match.end() : match.end() + 40], maxsplit=1)[0]
    judged = lower[match.start() : match.end()] + after
    if _NOT_HEARD_APPEAL.search(judged):
        return judged
    return re.split(r"[.;]", lower[max(0, match.start() - 40) : match.start()])[-1] + judged


def _one_of_two(
    found: list[tuple[str, re.Match[str]]],
    lower: str,
    start: int,
    end: int,
    rules: dict,
    context: _Context,
) -> bool:
    """Whether a place gives one appeal's result where two were judged: "provido somente o
    primeiro", or a text naming two appeals (:data:`TWO_APPEALS`) whose place gives one result
    in the singular ("Recurso conhecido e não provido.", the other's cut away). An acórdão's
    result clause states every appeal it judges: one result there on an appeal it does not name
    as one of two ("negar provimento à apelação", not "ao recurso adesivo") is the judgment's,
    whatever else the text names."""
    if rules["only_one"].search(lower, start, min(end, len(lower))):
        return True
    if not context.two_appeals:
        return False
    objects = [_object(lower, m) for o, m in found if o in _APPEAL]
    if context.result and not any(rules["two_appeals"].search(judged) for judged in objects):
        return False
    return not any(rules["plural"].search(judged) for judged in objects)


def _cited(lower: str, match: re.Match[str], rules: dict) -> bool:
    """Whether a verdict ends a precedent's ementa cited in the reasons: its citation follows
    it (:data:`_CITATION_AFTER`), and then more than :data:`CITED_BEFORE` characters of the text
    or the formulas that close a decision ("... a que se nega provimento. (AgInt ..., relator
    Ministro ..., DJe ...) Intimem-se."); a search result's own ementa ends on its citation."""
    citation = _CITATION_AFTER.match(lower, match.end())
    if citation is None:
        return False
    if len(lower) - match.end() > CITED_BEFORE:
        return True
    closed = lower.find(")", citation.end())
    return closed >= 0 and rules["closing"].match(lower[closed + 1 :].lstrip(" .\n")) is not None


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


#: Embargos heard just before the verdict that judges them ("conhecer dos embargos e ").
_HEARD_EMBARGOS = re.compile(pattern(rf"{EMBARGOS_NAMED}(?:(?!recurso|apel|agravo)[^.;]){{0,40}}$"))


#: An appeal named as a verdict's object ("não conhecer do apelo") or subject ("APELAÇÃO JULGADA
#: PARCIALMENTE PROVIDA"): not "recurso", which in a text on embargos may be the embargos.
_APPEAL_AFTER = re.compile(pattern(r" (?:d?[oa]s?|ao|aos) (?:apelo|apelacao|agravo)s?\b"))
_APPEAL_BEFORE = re.compile(pattern(r"\b(?:apelo|apelacao|agravo)s?(?: \w+){0,2} julgad[oa]s? ?$"))


def _names_the_appeal(before: str, after: str) -> bool:
    """Whether an appeal verdict names the appeal it judges, before or after it."""
    return _APPEAL_AFTER.match(after) is not None or _APPEAL_BEFORE.search(before) is not None


def _embargos(
    outcome: str, lower: str, match: re.Match[str], after: str, rules: dict, embargos: bool
) -> str:
    """An appeal verdict on embargos de declaração is ``embargos_*``: in a text that judges
    embargos (``embargos``), or when they are its object."""
    sentence = lower[lower.rfind(".", 0, match.start()) + 1 : match.start()]
    if _CONVERTED.search(sentence):
        return outcome  # "recebeu os embargos de declaração como agravo e negou-lhe provimento"
    if (
        embargos
        or rules["embargos"].search(after[:40])
        # "dar provimento aos embargos": only embargos de declaração are judged so (the others
        # are named: infringentes, de divergência; embargos à execução are upheld or rejected).
        or _BARE_EMBARGOS.match(after)
        # "julgo procedente o recurso integrativo": embargos de declaração by another name.
        or after.startswith(" integrativ")
        # "Embargos de declaração conhecidos e desprovidos"; not "Agravo interno nos embargos
        # de declaração ... não provido" (the first class the sentence names is judged).
        or (
            not re.search(r"recurso|apela|agravo", after[:40])
            and _names_embargos_first(sentence, 0, len(sentence), rules)
        )
        # "conhecer dos embargos e negar-lhes provimento": the embargos heard are judged.
        or _HEARD_EMBARGOS.search(sentence) is not None
    ):
        accepted = outcome in ("appeal_granted", "appeal_partly_granted")
        return "embargos_accepted" if accepted else "embargos_rejected"
    return outcome


def _clause(whole: str, start: int, end: int) -> str:
    """The place read, as written, on one line and at most 120 characters."""
    return " ".join(whole[start : min(end, start + 120)].split())
