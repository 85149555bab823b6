"""Forms a court text reaches a reader in that are not the text as written: Unicode spaces,
decomposed accents, HTML entities and markup, invisible characters, hyphenation, spacing and
line breaks, full-width and look-alike letters, a PDF's ligatures, a gazette's page furniture,
an electronic signature under a document. Shared by ``test_outcomes_normal.py`` (each of
:data:`FORMS` must read like the plain text) and ``tests/benchmarks/bench_outcomes.py forms``
(how many reads each form changes, of :data:`FORMS` and :data:`MEASURED_ONLY`, on the tuned and
held-out texts)."""

from __future__ import annotations

import html
import re
import textwrap
import unicodedata
from collections.abc import Callable

import pandas as pd

_WORD = re.compile(r"[^\W\d_]{6,}")
_ENTITIES = {char: f"&{name};" for name, char in html.entities.html5.items()
             if len(char) == 1 and name.endswith(";") is False and not char.isascii()}  # fmt: skip


def _inside_words(mark: str) -> Callable[[str], str]:
    """``mark`` in the middle of every word of six letters or more."""
    return lambda text: _WORD.sub(lambda m: f"{m[0][:3]}{mark}{m[0][3:]}", text)


def _entities(text: str) -> str:
    """Accented letters as named entities, spaces as ``&nbsp;``, ``&`` escaped first."""
    escaped = text.replace("&", "&amp;")
    return "".join(_ENTITIES.get(char, char) for char in escaped).replace(" ", "&nbsp;")


def _full_width(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def _ligatures(text: str) -> str:
    """Every "fi" and "fl" as a PDF's typographic ligature (U+FB01, U+FB02), as ``pdftotext``
    keeps them."""
    return text.replace("fi", "\ufb01").replace("fl", "\ufb02")


#: The footer of every page of the e-SAJ courts' Diário da Justiça Eletrônico.
FOOTER = (
    "Publicação Oﬁcial do Tribunal de Justiça do Estado do Amazonas - Lei Federal nº 11.419/06, "
    "art. 4º"
)


#: The dated header of a page of the STF's gazette.
HEADER = "Publicação: terça-feira, 29 de março de 2022"


#: A court's letterhead, as the first lines of a decision's PDF give it.
LETTERHEAD = "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DO MARANHÃO"


#: The electronic signatures PJe and eproc print under a document (names and numbers invented).
PJE_SIGNATURE = (
    "Assinado eletronicamente por: FULANO DE TAL - 29/09/2025 10:16:25\n"
    "https://pje.tjma.jus.br:443/pje/Processo/ConsultaDocumento/listView.seam\n"
    "ID do documento: 161577869 25092910162568900000149773675"
)
EPROC_SIGNATURE = (
    "Documento eletrônico assinado por FULANO DE TAL, Juiz Federal, na forma do artigo 1º, inciso "
    "III, da Lei 11.419, de 19 de dezembro de 2006 e Resolução TRF 4ª Região nº 17, de 26 de "
    "março de 2010. A conferência da autenticidade do documento está disponível no endereço "
    "eletrônico http://www.trf4.jus.br/trf4/processos/verifica.php, mediante o preenchimento do "
    "código verificador 40001234567v3 e do código CRC 1a2b3c4d.\nInformações adicionais da "
    "assinatura:\nSignatário (a): FULANO DE TAL\nData e Hora: 27/05/2019, às 15:33:21"
)


def _signed(signature: str) -> Callable[[str], str]:
    """A text (not a short movement name) with ``signature`` under it."""
    return lambda text: text if len(text) <= 200 else f"{text}\n\n{signature}"


def _page_break(furniture: str) -> Callable[[str], str]:
    """A gazette's page ``furniture`` where a page breaks: at the text's start and after its
    first sentence (one ending outside the furniture a text may already carry: a page's footer
    or header is printed whole), as a publication cut out of the gazette's PDF carries it."""
    printed = re.compile(f"{re.escape(FOOTER)}|{re.escape(HEADER)}")

    def broken(text: str) -> str:
        spans = [match.span() for match in printed.finditer(text)]
        ends = (m.start() for m in re.finditer(r"\. ", text))
        end = next((i for i in ends if not any(a <= i < b for a, b in spans)), -1)
        if end < 0:
            return f"{furniture} {text}"
        return f"{furniture} {text[:end]}.\n{furniture}\n{text[end + 2 :]}"

    return broken


def _wrapped(text: str, width: int = 70) -> str:
    """A text's paragraphs broken into lines of at most ``width`` characters between words, as
    a PDF's text or an e-mail comes (a movement name, 200 characters or fewer, is one line)."""
    if len(text) <= 200:
        return text
    return "\n".join(textwrap.fill(paragraph, width) for paragraph in text.split("\n"))


def _marked_up(text: str) -> str:
    """A web page's markup: each paragraph a ``<p>``, every fifth word in bold (a search
    result's highlight)."""
    bold = re.sub(r"((?:\S+ ){4})(\S+)", r"\1<b>\2</b>", text)
    return "".join(f'<p class="ementa">{paragraph}</p>' for paragraph in bold.split("\n"))


def _cyrillic(text: str) -> str:
    """Latin letters of each word swapped for their Cyrillic look-alikes (І, о, а, е, с, р)."""
    return text.translate(str.maketrans("Ioaecp", "Іоаеср"))


FORMS: dict[str, Callable[[str], str]] = {
    "nbsp": lambda text: text.replace(" ", "\u00a0"),
    "thin and ideographic spaces": lambda text: text.replace(" ", "\u2009").replace("\n", "\u3000"),
    "nfd": lambda text: unicodedata.normalize("NFD", text),
    "html entities": _entities,
    "soft hyphens": _inside_words("\u00ad"),
    "zero-width spaces": _inside_words("\u200b"),
    "line-break hyphenation": _inside_words("-\n"),
    "double spaces": lambda text: text.replace(" ", "  "),
    "tabs": lambda text: text.replace(" ", "\t"),
    "hard line wraps": _wrapped,
    "windows line ends": lambda text: text.replace("\n", "\r\n"),
    "html markup": _marked_up,
    "pje signature": _signed(PJE_SIGNATURE),
    "eproc signature": _signed(EPROC_SIGNATURE),
    "full-width": _full_width,
    "cyrillic look-alikes": _cyrillic,
    "pdf ligatures": _ligatures,
    "gazette page footer": _page_break(FOOTER),
    "gazette page header": _page_break(HEADER),
}


#: Forms a reader meets that the rules do not yet read like the plain text, measured by
#: ``bench_outcomes.py forms`` (not asserted): a court's letterhead above the text (the event
#: rules look for a movement name at its start), the whole text in capitals or without accents
#: (an old system's export), lines broken at 40 characters (a gazette's narrow columns).
MEASURED_ONLY: dict[str, Callable[[str], str]] = {
    "court letterhead": lambda text: text if len(text) <= 200 else f"{LETTERHEAD}\n{text}",
    "upper case": str.upper,
    "accents stripped": lambda text: "".join(
        char for char in unicodedata.normalize("NFD", text) if not unicodedata.combining(char)
    ),
    "lines of 40 characters": lambda text: _wrapped(text, 40),
}


def rewritten(values: pd.Series, form: Callable[[str], str]) -> pd.Series:
    """Each text of ``values`` in ``form`` (missing values stay missing)."""
    return values.map(lambda value: form(value) if isinstance(value, str) else value)
