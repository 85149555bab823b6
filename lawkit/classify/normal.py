"""Court text as a reader sees it: the one form every rule of :mod:`lawkit.classify` reads.

Court texts reach lawkit from web pages, PDFs and gazettes, written in ways a reader does not
see but a regular expression does: non-breaking and other Unicode spaces, accents as combining
marks (NFD), HTML entities (``N&Atilde;O``), soft hyphens and zero-width characters inside words,
words hyphenated across a line break (``IM-\\nPROCEDENTE``), full-width letters and look-alike
letters of other scripts (a Cyrillic ``І`` in a Latin word). :func:`normal` rewrites them once,
before any rule (``OUTCOMES.md``, "Texts as courts write them"):

1. HTML entities decoded (twice at most: ``&amp;nbsp;`` is a gazette's escaped ``&nbsp;``),
   then HTML tags, comments and scripts removed (a web page's markup, a search result's
   highlight ``NEGO <b>PROVIMENTO</b>``): a block's tag (``<p>``, ``<br>``, ``<div>``,
   ``<td>`` ...) is a line break between two characters of the text, any other tag nothing;
2. a word hyphenated across a line break joined (a hyphen repeated on the next line, as
   Portuguese typesetting does for a compound, kept once: ``NÃO-\\n-PROVIMENTO``; a verb of a
   dispositive and its enclitic pronoun keep theirs too: ``negar-\\nlhe`` is ``negar-lhe``);
3. zero-width characters, soft hyphens and other invisible format characters removed - except
   between two words that the dispositive rules know (:data:`WORDS`): ``JULGO\\u200bPROCEDENTE``
   is ``JULGO PROCEDENTE``, while ``IM\\u200bPROCEDENTE`` is ``IMPROCEDENTE`` (a removed character
   can never turn a denial into a grant; a space inserted inside a word could);
4. every Unicode space a plain space (line and paragraph separators a line break), a tab or a
   run of spaces one space (a PDF's justified line, a web page's indentation), a carriage
   return (Windows' ``\\r\\n``, old Mac's ``\\r``) a line break, full-width letters, digits
   and signs their ASCII forms;
5. Unicode NFC (accents composed: the rules match composed accented letters);
6. a Cyrillic or Greek letter that looks like a Latin one the Latin letter, in a word whose
   other letters are Latin or look-alikes too (a word of another script stays as it is);
7. a typographic ligature its letters (``ﬁ`` is ``fi``: ``pdftotext`` keeps a PDF's
   ``veriﬁco``, ``ﬂs.``, ``ratiﬁco``);
8. a gazette's page furniture removed, which a publication cut out of its PDF carries where a
   page breaks (at its start it read as the movement name "Publicação"): the footer the e-SAJ
   courts' Diário da Justiça Eletrônico prints on every page ("Publicação Oficial do Tribunal
   de Justiça do Estado do Amazonas - Lei Federal nº 11.419/06, art. 4º") and a page's dated
   header ("Publicação: terça-feira, 29 de março de 2022", "Divulgação: ...",
   "Disponibilização: ...": the STF's and the e-SAJ courts' gazettes), and the electronic
   signature PJe, eproc, e-SAJ and the federal courts print under a document ("Assinado
   eletronicamente por: ...", "Documento eletrônico assinado por ... código CRC ..."); a text
   that is nothing else stays as it is (a step that only dates a publication is that
   publication).

Cost: most texts need none of it. :func:`normal` first finds, at C speed, the characters beyond
ASCII printables, Latin-1 letters and common typographic punctuation (:func:`_unusual`), an ``&``
and a hyphen before a line break; each step runs only when the text has what it rewrites, and
a text that needs none is returned as it is.

:func:`normal_spans` does the same and also says, for each character of the result, where it
came from in the text given: :func:`lawkit.events.read_decisions` reports the dispositive's span
in the text the user passed.
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Callable

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from lawkit.columns import arrow_strings

#: Characters read at each end of a long text: the rules read a decision's head (its ementa,
#: the acórdão's result) and its end (the dispositive), never the reasons between.
READ = 4_000

#: Bytes of UTF-8 of printable ASCII, tab and line breaks: what is left of a text without them
#: is its other characters (:func:`_unusual`).
_ASCII = bytes([9, 10, 13, *range(0x20, 0x7F)])
#: Characters that need no rewriting beyond ASCII: Latin-1's letters and signs (not its NBSP and
#: soft hyphen) and the common typographic punctuation (dashes, quotes, bullets, ellipsis, euro;
#: not the hyphens U+2010 and U+2011, which may hyphenate a word across a line break).
_USUAL = frozenset(
    [*map(chr, range(0xA1, 0xAD)), *map(chr, range(0xAE, 0x100)), *map(chr, range(0x2012, 0x2028)),
     *map(chr, range(0x2030, 0x205F)), "\u20ac"]
)  # fmt: skip
#: What :func:`normal` may rewrite, as one RE2 expression (for pyarrow's ``match_substring_regex``
#: over a whole column): a character beyond ASCII printables and :data:`_USUAL`, an ``&`` that
#: may open an entity, an HTML tag's ``<``, a hyphen before a line break, a tab, a cue of page
#: furniture (:data:`_FURNITURE_CUES`) or of a signature (:func:`signed`). Not doubled spaces
#: or a carriage return: the event rules read any run of white space as a space, and flagging
#: them cost the classifier a fifth more (``bench_events.py speed``); :func:`normal` itself
#: rewrites them.
SUSPECT = (
    r"[^\t\n\r\x20-\x7e\x{a1}-\x{ac}\x{ae}-\x{ff}\x{2012}-\x{2027}\x{2030}-\x{205e}\x{20ac}]"
    r"|&[#A-Za-z]|<[A-Za-z/!]|-[ \t]*[\r\n]|11\.419/06|-feira,|\t"
    r"|ssinad[oa]\s+(?:eletronicamente|digitalmente)|nico\s+assinado"
)
#: A hyphen before a line break.
_HYPHEN_BREAK = re.compile(r"-[ \t]*[\r\n]")
#: An HTML script or style element (its content is no text), comment or tag (its name, then
#: attributes), and the tags that end a block of text.
_TAG = re.compile(
    r"<(?:script|style)\b[^<>]*>.*?</(?:script|style)\s*>|<!--.*?-->"
    r"|</?([A-Za-z][A-Za-z0-9]{0,15})(?:\s[^<>]{0,2000})?/?>",
    re.DOTALL | re.IGNORECASE,
)
_BLOCKS = """
    address article aside blockquote br dd div dl dt footer h1 h2 h3 h4 h5 h6 header hr li ol p
    pre section table tbody td tfoot th thead tr ul
"""
_BLOCK_TAGS = frozenset(_BLOCKS.split())
_ENTITY = re.compile(r"&(?:#[0-9]{1,7};?|#[xX][0-9a-fA-F]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};?)")
_LETTER = r"[^\W\d_]"
_HYPHENS = "-\u00ad\u2010\u2011"
#: A word hyphenated across a line break: the hyphen (or a soft hyphen) and the break go.
_HYPHENATED = re.compile(rf"(?<={_LETTER})[{_HYPHENS}][ \t]*(?:\r\n|\r|\n)[ \t]*(-?)(?={_LETTER})")
#: Verbs of a dispositive and the enclitic pronouns after them ("negar-lhe provimento", "nega-se
#: provimento"): a hyphen between them at a line break is the compound's, not a syllable's.
_HOSTS = "da dao dar dando deu deram dou nega negam negando negar nego negou negaram prover"
_ENCLITIC_HOSTS = frozenset(_HOSTS.split())
_ENCLITICS = frozenset(["lhe", "lhes", "se"])
#: Invisible format characters: soft hyphen, combining grapheme joiner, Arabic letter mark,
#: Mongolian vowel separator, zero-width space, non-joiner and joiner, left-to-right and
#: right-to-left marks, bidi embeddings and isolates, word joiner, invisible operators, BOM.
_INVISIBLE = frozenset(
    "\u00ad\u034f\u061c\u180e\ufeff"
    + "".join(map(chr, [*range(0x200B, 0x2010), *range(0x202A, 0x202F), *range(0x2060, 0x2065),
                        *range(0x2066, 0x2070)]))
)  # fmt: skip
_INVISIBLES = re.compile(f"[{''.join(sorted(_INVISIBLE))}]+")
_BETWEEN_WORDS = re.compile(rf"(?<={_LETTER})[{''.join(sorted(_INVISIBLE))}]+(?={_LETTER})")
_WORD_BEFORE = re.compile(rf"{_LETTER}+$")
_WORD_AFTER = re.compile(rf"{_LETTER}+")
_MARKS = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
_COMBINING = re.compile(rf".[{_MARKS}]+")

#: Words (lower case, no accents) that a zero-width character between two of them separates:
#: the words of a dispositive. A negating prefix (``im``, ``des``, ``in``) is none of them.
_WORDS = """
    julgo julgou julgar julgaram julgada julgado julgadas julgados nego negar negou negaram
    negado negada dou dar deu deram da dao nao provimento procedente procedentes improcedente
    improcedentes parcialmente parcial em parte homologo homologar homologado homologada extingo
    extinto extinta acolho acolher acolhidos rejeito rejeitar rejeitados conheco conhecer
    conhecido recurso recursos apelacao agravo pedido pedidos acao processo feito ao aos o a os
    as e de do da dos das sem com resolucao merito embargos provido provida providos desprovido
    desprovida improvido improvida acordo transacao seguimento unanimidade maioria por votos
    sentenca mantida reformada concedo denego ordem seguranca acordam
"""
WORDS = frozenset(_WORDS.split())
_LONGEST = max(map(len, WORDS)) + 1  # letters looked at before an invisible character

#: Unicode spaces (a plain space) and line or paragraph separators (a line break).
_SPACES = dict.fromkeys(
    map(chr, [0x00A0, 0x1680, *range(0x2000, 0x200B), 0x202F, 0x205F, 0x3000]), " "
) | dict.fromkeys(["\u0085", "\u2028", "\u2029"], "\n")
#: A tab or a run of spaces (after the Unicode spaces are plain ones): one space.
_SPACE_RUN = re.compile(r" *\t[ \t]*| {2,}")
#: A carriage return, with the line feed after it: a line break.
_CARRIAGE_RETURN = re.compile(r"\r\n?")
_FULL_WIDTH = {chr(code): chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}
#: Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables, the common ones).
_LOOKALIKES = {
    **dict(zip("АВЕІЈКМНОРСТУХЅ", "ABEIJKMHOPCTYXS", strict=True)),
    **dict(zip("аеіјорсухѕԁһԛԝӏ", "aeijopcyxsdhqwl", strict=True)),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧοιν", "ABEZHIKMNOPTYXoiv", strict=True)),
}
_LATIN = str.maketrans(_LOOKALIKES)
#: Typographic ligatures (Unicode's Alphabetic Presentation Forms for Latin): ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ.
_LIGATURES = frozenset(map(chr, range(0xFB00, 0xFB07)))
_LIGATURE = re.compile(f"[{''.join(sorted(_LIGATURES))}]")
#: What a gazette's page furniture has (:data:`_FURNITURE`), looked for first.
_FURNITURE_CUES = ("11.419/06", "-feira,")
#: What every :data:`_SIGNATURES` has, looked for first.
_SIGNED = re.compile(r"ssinado\s+(?:eletronicamente|digitalmente)|nico\s+assinado", re.IGNORECASE)
_MONTHS = (
    "janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"
)
_DATE_TIME = r"\d{2}/\d{2}/\d{4},?\s+(?:[àa]s\s+)?\d{2}:\d{2}(?::\d{2})?"
#: The electronic signature the case-file systems print under a document (Lei 11.419/2006): PJe's
#: ("Assinado eletronicamente por: NAME - 29/09/2025 10:16:25", its URL and "ID do documento"),
#: eproc's ("Documento eletrônico assinado por NAME, ... código verificador ... e do código CRC
#: b90f...", and its "Informações adicionais da assinatura"), e-SAJ's ("Este documento é cópia do
#: original, assinado digitalmente por ... e código ...") and the federal courts' ("Documento
#: assinado eletronicamente por NAME, ..., conforme art. 1º, III, "b", da Lei 11.419/2006").
_SIGNATURES = (
    rf"Assinado\s+eletronicamente\s+por:?\s+[^\n]{{1,150}}?\s+-?\s*{_DATE_TIME}"
    r"(?:\s+https?://\S+)?(?:\s+(?:ID|N[úu]mero)\s+do\s+documento:?\s*\d+(?:\s+\d{10,})?)?"
    r"|Documento\s+eletr[ôo]nico\s+assinado\s+por\s[\s\S]{1,600}?\s+c[óo]digo\s+CRC\s+[0-9A-Fa-f]+\.?"
    r"(?:\s*Informa[çc][õo]es\s+adicionais\s+da\s+assinatura:\s*Signat[áa]rio\s*\(a\):\s*"
    rf"[^\n]{{1,150}}?\s*Data\s+e\s+Hora:\s*{_DATE_TIME}(?:\s+[\d.-]{{20,25}}\s+\d+\s*\.V\d+)?)?"
    r"|Este\s+documento\s+[ée]\s+c[óo]pia\s+do\s+original,?\s+assinado\s+digitalmente\s+por\s"
    r"[\s\S]{1,600}?\s+c[óo]digo\s+[\w.-]+\.?"
    r"|Documento\s+assinado\s+eletronicamente\s+por\s[\s\S]{1,400}?11\.419/2006\.?"
)
#: A gazette's page furniture (after the ligatures: "Oﬁcial" is "Oficial"): the e-SAJ footer,
#: a page's dated header; each space any run of white space (a line may break there), its dash
#: a hyphen, an en or an em dash.
_PAGE = (
    r"Publica[çc][ãa]o Oficial do Tribunal de Justi[çc]a do Estado d[eo] [^\n]{2,40}? [-–—] "
    r"Lei Federal n[º°o.]\s?11\.419/06, art\. 4[º°o]?"
    r"|(?:Publica[çc][ãa]o|Divulga[çc][ãa]o|Disponibiliza[çc][ãa]o): "
    rf"(?:segunda|ter[çc]a|quarta|quinta|sexta)-feira, \d{{1,2}}º? de (?:{_MONTHS}) de \d{{4}}"
).replace(" ", r"\s+")
#: What a reader skips of a page or a document: :data:`_PAGE` and :data:`_SIGNATURES`.
_FURNITURE = re.compile(rf"\s*(?:{_PAGE}|{_SIGNATURES})\s*", re.IGNORECASE)
_MIXED_WORD = re.compile(rf"{_LETTER}*[{''.join(_LOOKALIKES)}]{_LETTER}*")
#: A court's letterhead opening a text, each of its lines on its own ("PODER JUDICIÁRIO\nTRIBUNAL
#: DE JUSTIÇA DO ESTADO DO MARANHÃO\n", as a decision's PDF starts): lines that name the
#: Judiciary, the State, a court or a judicial section (not a chamber or a court's section,
#: "2ª VARA CRIMINAL", which tell a case's kind). One line holding more ("ESTADO DO ESPÍRITO
#: SANTO PODER JUDICIÁRIO PROCESSO Nº ...") is no letterhead.
_LETTERHEAD = re.compile(
    r"\A(?:[ \t]*(?:poder_judici[aá]rio|rep[uú]blica_federativa_do_brasil|justi[cç]a_federal"
    r"|superior_tribunal_de_justi[cç]a|supremo_tribunal_federal"
    r"|(?:estado|se[cç][aã]o_judici[aá]ria|tribunal_de_justi[cç]a|tribunal_regional_federal)"
    r"_[^\n]{2,40})[ \t]*\n\s*)+".replace("_", r"[ \t]+"),  # as written: spaces may be doubled
    re.IGNORECASE,
)


def normal(text: str) -> str:
    """``text`` in the normal form every rule reads (the module's steps); ``text`` itself when
    it is already normal."""
    return _rewritten(text, None)


def normal_spans(text: str) -> tuple[str, np.ndarray]:
    """:func:`normal` of ``text`` and, per character of it and one past its end, the position
    in ``text`` it came from (an ``int64`` array of ``len(result) + 1``): the span ``[a, b)`` of
    the result is ``[positions[a], positions[b])`` of ``text``."""
    track = [np.arange(len(text) + 1, dtype=np.int64)]
    return _rewritten(text, track), track[0]


def signed(text: str) -> bool:
    """Whether ``text`` may hold an electronic signature (:data:`_SIGNATURES`, by what each of
    them says: "assinado eletronicamente", "assinado digitalmente", "eletrônico assinado")."""
    return ("ssinad" in text or "SSINAD" in text) and _SIGNED.search(text) is not None


def suspects(strings: pa.Array) -> np.ndarray:
    """Per string of a pyarrow array, whether :func:`normal` may rewrite it (:data:`SUSPECT`,
    RE2 over the whole array at once: a Python look at each string costs much more)."""
    return pc.match_substring_regex(strings, SUSPECT).to_numpy(zero_copy_only=False)


def normal_array(strings: list[str], array: pa.Array) -> tuple[list[str], pa.Array]:
    """``strings`` and their pyarrow ``array`` with each string :func:`suspects` finds put in
    :func:`normal` form (the others as they are)."""
    flagged = suspects(array)
    rows = np.flatnonzero(flagged).tolist()
    if not rows:
        return strings, array
    strings = list(strings)
    for row in rows:
        strings[row] = normal(strings[row])
    written = arrow_strings([strings[row] for row in rows], array.type)
    return strings, pc.replace_with_mask(array, pa.array(flagged), written)


def readable(text: str) -> str:
    """What the event rules read of ``text``: its normal form, a long text first cut to twice
    what is read at each end (:func:`cut`; entities and invisible characters make the text as
    written longer than as read), so that the reasons in a very long text's middle are never
    rewritten. The dispositive reader cuts it again and reads the middle between the ends only
    when they say nothing. A court's letterhead opening it is kept as written: the event rules
    look for the movement name after it within the first bytes of the text as given, whether or
    not it has anything to rewrite (without it they read further into some texts only)."""
    return _rewritten(cut(text, 2 * READ), None, letterhead=False)


def cut(text: str, ends: int = READ) -> str:
    """``text``, when longer than twice ``ends``, cut to its first and last ``ends`` characters
    with a line break between: what the rules read of it."""
    return text if len(text) <= 2 * ends else f"{text[:ends]}\n{text[-ends:]}"


def _unusual(text: str) -> set[str]:
    """The characters of ``text`` beyond printable ASCII that may need rewriting (not in
    :data:`_USUAL`), found at C speed: a Latin-1 text (its ``encode`` a copy) is only looked at
    for NBSP and soft hyphen (``in``: a ``memchr``); a wider one by what is left of its UTF-8
    once the ASCII bytes are deleted."""
    if text.isascii():
        return set()
    try:
        text.encode("latin-1")
    except UnicodeEncodeError:
        rest = text.encode("utf-8", "surrogatepass").translate(None, _ASCII)
        return set(rest.decode("utf-8", "surrogatepass")) - _USUAL
    return {char for char in ("\xa0", "\xad") if char in text}


def _rewritten(text: str, track: list[np.ndarray] | None, letterhead: bool = True) -> str:
    """The module's steps, each only when the text has what it rewrites; ``track``: a one-item
    list holding the positions (:func:`normal_spans`), updated; ``letterhead``: whether a
    letterhead opening the text is removed."""
    unusual = _unusual(text)
    for _ in range(2):
        if "&" not in text or _ENTITY.search(text) is None:
            break
        text = _substituted(_ENTITY, lambda m: html.unescape(m.group()), text, track)
        unusual = _unusual(text)
    if "<" in text and _TAG.search(text) is not None:
        text = _substituted(_TAG, _markup, text, track)
        unusual = _unusual(text)
    if _HYPHEN_BREAK.search(text) is not None or unusual.intersection(_HYPHENS):
        text = _substituted(_HYPHENATED, _joined, text, track)
    if unusual & _INVISIBLE:
        text = _substituted(_BETWEEN_WORDS, _separator, text, track)
        text = _substituted(_INVISIBLES, lambda m: "", text, track)
    for char in unusual.intersection(_SPACES):  # one character for one: positions unchanged
        text = text.replace(char, _SPACES[char])
    if "  " in text or "\t" in text:
        text = _substituted(_SPACE_RUN, lambda m: " ", text, track)
    if "\r" in text:
        text = _substituted(_CARRIAGE_RETURN, lambda m: "\n", text, track)
    if unusual.intersection(_FULL_WIDTH):
        text = text.translate(str.maketrans(_FULL_WIDTH))
    if unusual and not unicodedata.is_normalized("NFC", text):  # Latin-1 text is NFC
        text = _substituted(
            _COMBINING, lambda m: unicodedata.normalize("NFC", m.group()), text, track
        )
    if unusual & _LIGATURES:  # first: a word a PDF wrote with one is still a Latin word
        text = _substituted(
            _LIGATURE, lambda m: unicodedata.normalize("NFKC", m.group()), text, track
        )
    if unusual.intersection(_LOOKALIKES):
        text = _MIXED_WORD.sub(_latin, text)  # one for one as well
    if any(cue in text for cue in _FURNITURE_CUES) or signed(text):
        text = _without_furniture(text, track)
    if letterhead and 0 < letterhead_end(text) < len(text.rstrip()):  # not if only one
        text = _substituted(_LETTERHEAD, lambda m: "", text, track)
    return text


def letterhead_end(text: str) -> int:
    """Where ``text`` starts after a court's letterhead (:data:`_LETTERHEAD`; 0: none)."""
    found = _LETTERHEAD.match(text)
    return found.end() if found else 0


def _without_furniture(text: str, track: list[np.ndarray] | None) -> str:
    """``text`` without a gazette's page furniture (:data:`_FURNITURE`); a text that is nothing
    else as it is (a step that only dates a publication, "Disponibilização: quinta-feira, 4 de
    fevereiro de 2016", is that publication)."""
    if not _FURNITURE.sub("", text).strip():
        return text
    return _substituted(_FURNITURE, _a_space_between, text, track)


def _markup(match: re.Match[str]) -> str:
    """What an HTML tag or comment leaves: a line break for a block's tag between two characters
    of the text, else nothing."""
    inside = match.start() > 0 and match.end() < len(match.string)
    return "\n" if inside and (match.group(1) or "").lower() in _BLOCK_TAGS else ""


def _a_space_between(match: re.Match[str]) -> str:
    """A space where what is removed stands between two characters of the text, else nothing."""
    return " " if match.start() > 0 and match.end() < len(match.string) else ""


def _joined(match: re.Match[str]) -> str:
    """What a hyphen at a line break leaves: the compound's hyphen (repeated on the next line,
    or between a dispositive's verb and its enclitic pronoun), else nothing."""
    if match.group(1):
        return "-"
    before = _WORD_BEFORE.search(match.string, max(0, match.start() - 8), match.start())
    after = _WORD_AFTER.match(match.string, match.end())
    words = (_plain(before.group()) if before else "", _plain(after.group()) if after else "")
    return "-" if words[0] in _ENCLITIC_HOSTS and words[1] in _ENCLITICS else ""


def _separator(match: re.Match[str]) -> str:
    """A space where the invisible characters stand between two :data:`WORDS`, else nothing."""
    before = _WORD_BEFORE.search(match.string, max(0, match.start() - _LONGEST), match.start())
    after = _WORD_AFTER.match(match.string, match.end())
    words = (before.group() if before else "", after.group() if after else "")
    return " " if all(_plain(word) in WORDS for word in words) else ""


def _plain(word: str) -> str:
    """``word`` in lower case without accents."""
    decomposed = unicodedata.normalize("NFD", word.lower())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def _latin(match: re.Match[str]) -> str:
    """A word with look-alikes of Latin letters, all Latin, unless it has a letter of another
    script that looks like none (a Cyrillic or Greek word, left as it is)."""
    word = match.group()
    foreign = any(char >= "\u0370" and char not in _LOOKALIKES for char in word)
    return word if foreign else word.translate(_LATIN)


def _substituted(
    pattern: re.Pattern[str],
    replace: Callable[[re.Match[str]], str],
    text: str,
    track: list[np.ndarray] | None,
) -> str:
    """``pattern.sub(replace, text)``; with ``track``, its positions carried over (a
    replacement's characters come from the start of what they replace)."""
    if track is None:
        return pattern.sub(replace, text)
    pieces: list[str] = []
    kept: list[np.ndarray] = []
    last = 0
    for match in pattern.finditer(text):
        start, end = match.span()
        written = replace(match)
        pieces += [text[last:start], written]
        kept += [np.arange(last, start), np.full(len(written), start)]
        last = end
    if not pieces:
        return text
    pieces.append(text[last:])
    kept.append(np.arange(last, len(text) + 1))
    track[0] = track[0][np.concatenate(kept).astype(np.int64)]
    return "".join(pieces)
