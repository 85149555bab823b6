"""Court texts as courts write them (issue 26 §8, issue 28 "Bad input"): every form a reader
does not see - NBSP and other Unicode spaces, NFD accents, HTML entities, soft hyphens and
zero-width characters inside words, line-break hyphenation, full-width letters, Cyrillic
look-alikes, a PDF's ligatures, a gazette's page footer and dated header, runs of spaces, tabs,
lines broken between words, Windows' line ends and HTML markup - is read like the plain text,
on the labelled sets themselves.

Each form rewrites every labelled text; the outcome of each (read as a judgment step, and bare)
and the event class of each labelled step must be what the plain text gets: no accuracy lost,
no outcome flipped (before :mod:`lawkit.classify.normal`, the outcome set's NBSP form fell from
246 to 239 right, NFD flipped 11 outcomes, entities 8 - ``NÃO DOU PROVIMENTO`` read
``appeal_granted``; before round 75, ligatures changed event classes, and a gazette's page
footer or header outcomes and event classes; before round 77, doubled spaces and tabs flipped
outcomes - ``NÃO  PROVIDO`` was no verdict -, broken lines event classes, ``\\r\\n`` and HTML
tags outcomes).
"""

from __future__ import annotations

import html
import re
import textwrap
import unicodedata
from collections.abc import Callable

import labelled
import numpy as np
import pandas as pd
import pytest
from labelled_outcomes import JUDGMENT, texts

import lawkit.events
from lawkit.classify.normal import normal, normal_spans

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
    first sentence, as a publication cut out of the gazette's PDF carries it."""

    def broken(text: str) -> str:
        head, dot, rest = text.partition(". ")
        return f"{furniture} {head}{dot}\n{furniture}\n{rest}" if dot else f"{furniture} {text}"

    return broken


def _wrapped(text: str) -> str:
    """A text's paragraphs broken into lines of at most 70 characters between words, as a PDF's
    text or an e-mail comes (a movement name, 200 characters or fewer, is one line)."""
    if len(text) <= 200:
        return text
    return "\n".join(textwrap.fill(paragraph, 70) for paragraph in text.split("\n"))


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


def _rewritten(values: pd.Series, form: Callable[[str], str]) -> pd.Series:
    return values.map(lambda value: form(value) if isinstance(value, str) else value)


@pytest.fixture(scope="module")
def outcome_set() -> tuple[pd.DataFrame, pd.Series, pd.Series]:
    frame = texts()
    coded = lawkit.events.classify_outcome(frame["title"], frame["text"], [JUDGMENT] * len(frame))
    bare = lawkit.events.classify_outcome(frame["title"], frame["text"])
    return frame, coded.astype(object), bare.astype(object)


@pytest.mark.parametrize("form", list(FORMS))
def test_each_form_reads_every_labelled_outcome_as_the_plain_text(outcome_set, form) -> None:
    frame, coded, bare = outcome_set
    title, text = _rewritten(frame["title"], FORMS[form]), _rewritten(frame["text"], FORMS[form])
    assert (title != frame["title"]).sum() + (text != frame["text"]).sum() > len(frame) / 2
    for plain, codes in ((coded, [JUDGMENT] * len(frame)), (bare, None)):
        read = lawkit.events.classify_outcome(title, text, codes).astype(object)
        changed = frame.loc[(read.fillna("-") != plain.fillna("-")).to_numpy(), "id"].tolist()
        right = (read == frame["label"]).sum()
        assert not changed and right == (plain == frame["label"]).sum(), (form, changed)


@pytest.mark.parametrize("form", list(FORMS))
def test_each_form_keeps_every_labelled_event_class(form) -> None:
    steps = labelled.text_steps()
    plain = lawkit.events.classify(steps["title"], steps["text"]).astype(str)
    read = lawkit.events.classify(
        _rewritten(steps["title"], FORMS[form]), _rewritten(steps["text"], FORMS[form])
    ).astype(str)
    changed = steps.loc[(read != plain).to_numpy(), "id"].tolist()
    assert not changed, (form, changed)


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("JULGO\u00a0PROCEDENTE", "JULGO PROCEDENTE"),
        ("N&Atilde;O DOU PROVIMENTO", "NÃO DOU PROVIMENTO"),
        ("NA\u0303O DOU PROVIMENTO", "NÃO DOU PROVIMENTO"),
        ("n&atilde;o acolho os embargos", "não acolho os embargos"),
        ("JULGO IM-\nPROCEDENTE", "JULGO IMPROCEDENTE"),
        ("NÃO-\n-PROVIMENTO", "NÃO-PROVIMENTO"),
        ("negar-\nlhe provimento, nega-\nse", "negar-lhe provimento, nega-se"),
        ("deta-\nlhe da clas-\nse", "detalhe da classe"),
        ("JULGO\u200bPROCEDENTE", "JULGO PROCEDENTE"),
        ("JULGO IM\u200bPROCEDENTE", "JULGO IMPROCEDENTE"),
        ("JULGO PRO\u00adCEDENTE", "JULGO PROCEDENTE"),
        ("ＪＵＬＧＯ　ＰＲＯＣＥＤＥＮＴＥ", "JULGO PROCEDENTE"),
        ("JULGO \u0406MPROCEDENTE", "JULGO IMPROCEDENTE"),
        ("&amp;nbsp;", " "),
        ("JULGO  PROCEDENTE\to  pedido", "JULGO PROCEDENTE o pedido"),
        ("NÃO \t PROVIDO", "NÃO PROVIDO"),
        ("NÃO\r\nPROVIDO\rao recurso", "NÃO\nPROVIDO\nao recurso"),
        ("<p>NEGO <b>PROVIMENTO</b> ao recurso.</p>", "NEGO PROVIMENTO ao recurso."),
        ("JULGO<br/>PROCEDENTE<!-- fim -->", "JULGO\nPROCEDENTE"),
        ("&lt;b&gt;NÃO&lt;/b&gt; PROVIDO", "NÃO PROVIDO"),
        ("JULGO PROCEDENTE.<script>alert(1)</script><style>p {}</style>", "JULGO PROCEDENTE."),
        ("idade < 18 anos, <fulano@exemplo.com>", "idade < 18 anos, <fulano@exemplo.com>"),
        ("veri\ufb01co as \ufb02s. 10 e rati\ufb01co", "verifico as fls. 10 e ratifico"),
        (f"{FOOTER} SENTENÇA: julgo procedente", "SENTENÇA: julgo procedente"),
        (f"JULGO {FOOTER} PROCEDENTE", "JULGO PROCEDENTE"),
        (f"JULGO {FOOTER.replace(' - ', ' – ')} PROCEDENTE", "JULGO PROCEDENTE"),
        (f"autos nº 4000236{FOOTER}37.2016", "autos nº 4000236 37.2016"),
        (f"nego provimento ao\n\n{HEADER}\n\nrecurso.", "nego provimento ao recurso."),
        ("Disponibilização: quinta-feira, 4 de fevereiro de 2016 Diário", "Diário"),
        ("Publicação: a sentença foi publicada", "Publicação: a sentença foi publicada"),
        (
            f"JULGO PROCEDENTE. Juiz de Direito\n{PJE_SIGNATURE}",
            "JULGO PROCEDENTE. Juiz de Direito",
        ),
        (f"nego provimento.\n\n{EPROC_SIGNATURE}", "nego provimento."),
        (
            "JULGO IMPROCEDENTE. Este documento é cópia do original, assinado digitalmente por "
            "FULANO, liberado nos autos em 10/10/2019 às 15:07 . Para conferir o original, acesse o"
            " site https://esaj.tjsp.jus.br/pastadigital, informe o processo "
            "1000000-00.2019.8.26.0100 e código 8A0B3C.",
            "JULGO IMPROCEDENTE.",
        ),
        (
            "nego provimento. Documento assinado eletronicamente por FULANO, Juiz Federal, em "
            '01/02/2020, às 10:00, conforme art. 1º, III, "b", da Lei 11.419/2006.',
            "nego provimento.",
        ),
        ("o contrato assinado pelas partes", "o contrato assinado pelas partes"),
        (PJE_SIGNATURE, PJE_SIGNATURE),  # a signature alone is what the step says
        (HEADER, HEADER),  # a text that is only a page's furniture is what the step says
        (FOOTER.replace("ﬁ", "fi"), FOOTER.replace("ﬁ", "fi")),
        ("Fulano & Cia, “aspas” — travessão", "Fulano & Cia, “aspas” — travessão"),
    ],
)
def test_normal_form(written: str, read: str) -> None:
    assert normal(written) == read
    assert normal(read) == read  # idempotent


def test_a_step_that_only_dates_a_publication_stays_a_publication() -> None:
    texts = [HEADER, "Disponibilização: quinta-feira, 4 de fevereiro de 2016"]
    assert lawkit.events.classify([None] * 2, texts).tolist() == ["publication"] * 2


def test_negations_never_flip_to_a_grant() -> None:
    forms = [form("NÃO DOU PROVIMENTO ao recurso.") for form in FORMS.values()]
    forms += [
        form("Ante o exposto, não acolho os embargos de declaração.") for form in FORMS.values()
    ]
    found = lawkit.events.classify_outcome(["Decisão"] * len(forms), forms, [JUDGMENT] * len(forms))
    assert set(found[: len(FORMS)]) == {"appeal_denied"}
    assert set(found[len(FORMS) :]) == {"embargos_rejected"}


def test_spans_point_into_the_text_given() -> None:
    written = "N&Atilde;O DOU PRO-\nVIMENTO ao\u200brecurso"
    read, positions = normal_spans(written)
    assert read == "NÃO DOU PROVIMENTO ao recurso"  # two words of a dispositive: a space
    start = read.index("PROVIMENTO")
    assert written[positions[start] : positions[start + len("PROVIMENTO")]] == "PRO-\nVIMENTO"
    assert len(positions) == len(read) + 1 and positions[-1] == len(written)
    plain = "JULGO PROCEDENTE"
    assert normal_spans(plain)[0] is plain
    assert np.array_equal(normal_spans(plain)[1], np.arange(len(plain) + 1))


def test_lone_surrogates_and_megabyte_texts_get_an_answer() -> None:
    huge = "Relatório. " + "x" * 2_000_000 + " Ante o exposto, JULGO\u00a0IMPROCEDENTE o pedido."
    # 200,000 zero-width spaces between words: each is looked at in linear time (a look back
    # to the start of the text at each one took minutes).
    invisible = "Ante o exposto, " + "julgo\u200bo\u200b" * 100_000 + "JULGO\u200bIMPROCEDENTE."
    found = lawkit.events.classify_outcome(
        ["Sentença"] * 3,
        ["JULGO PROCEDENTE \ud800 o pedido", huge, normal(invisible)],
        [JUDGMENT] * 3,
    )
    assert list(found) == ["granted", "denied", "denied"]
