"""Court texts as courts write them (issue 26 §8, issue 28 "Bad input"): every form a reader
does not see - NBSP and other Unicode spaces, NFD accents, HTML entities, soft hyphens and
zero-width characters inside words, line-break hyphenation, full-width letters, Cyrillic
look-alikes, a PDF's ligatures, a gazette's page footer and dated header, runs of spaces, tabs,
lines broken between words, Windows' line ends, HTML markup and the electronic signature PJe or
eproc prints under a document (``text_forms.FORMS``) - is read like the plain text, on the
labelled sets themselves.

Each form rewrites every labelled text; the outcome of each (read as a judgment step, and bare)
and the event class of each labelled step must be what the plain text gets: no accuracy lost,
no outcome flipped (before :mod:`lawkit.classify.normal`, the outcome set's NBSP form fell from
246 to 239 right, NFD flipped 11 outcomes, entities 8 - ``NÃO DOU PROVIMENTO`` read
``appeal_granted``; before round 75, ligatures changed event classes, and a gazette's page
footer or header outcomes and event classes; before round 77, doubled spaces and tabs flipped
outcomes - ``NÃO  PROVIDO`` was no verdict -, broken lines event classes, ``\\r\\n`` and HTML
tags outcomes, an eproc signature outcomes).
"""

from __future__ import annotations

import labelled
import numpy as np
import pandas as pd
import pytest
from labelled_outcomes import JUDGMENT, texts
from text_forms import EPROC_SIGNATURE, FOOTER, FORMS, HEADER, PJE_SIGNATURE, rewritten

import lawkit.events
from lawkit.classify.normal import normal, normal_spans


@pytest.fixture(scope="module")
def outcome_set() -> tuple[pd.DataFrame, pd.Series, pd.Series]:
    frame = texts()
    coded = lawkit.events.classify_outcome(frame["title"], frame["text"], [JUDGMENT] * len(frame))
    bare = lawkit.events.classify_outcome(frame["title"], frame["text"])
    return frame, coded.astype(object), bare.astype(object)


@pytest.mark.parametrize("form", list(FORMS))
def test_each_form_reads_every_labelled_outcome_as_the_plain_text(outcome_set, form) -> None:
    frame, coded, bare = outcome_set
    title, text = rewritten(frame["title"], FORMS[form]), rewritten(frame["text"], FORMS[form])
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
        rewritten(steps["title"], FORMS[form]), rewritten(steps["text"], FORMS[form])
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
        ("O\ufb01\u0441i\u0430l do Tribunal", "Oficial do Tribunal"),  # a ligature, look-alikes
        ("PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DO MARANHÃO\n\nSENTENÇA", "SENTENÇA"),
        (
            "ESTADO DO ESPÍRITO SANTO PODER JUDICIÁRIO PROCESSO",
            "ESTADO DO ESPÍRITO SANTO PODER JUDICIÁRIO PROCESSO",
        ),
        ("2ª VARA CRIMINAL\nSENTENÇA", "2ª VARA CRIMINAL\nSENTENÇA"),  # a court's section tells
        ("PODER JUDICIÁRIO\n", "PODER JUDICIÁRIO\n"),  # a text that is only a letterhead
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
