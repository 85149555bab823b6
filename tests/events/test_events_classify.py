"""``lawkit.events.classify``: its output, the text rules, codes and refused arguments."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import lawkit
import lawkit.events
from lawkit.classify import text


def classes(titles: list, texts: list | None = None, codes: list | None = None) -> list[str]:
    texts = [None] * len(titles) if texts is None else texts
    return lawkit.events.classify(titles, texts, codes).astype(str).tolist()


def test_returns_a_categorical_of_all_14_classes_in_order() -> None:
    result = lawkit.events.classify(["Conclusos para sentença"], [None])
    assert result.name == "event"
    assert isinstance(result.dtype, pd.CategoricalDtype)
    assert (
        list(result.cat.categories) == list(lawkit.events.CLASSES)
        and len(result.cat.categories) == 14
    )
    assert result.tolist() == ["conclusion"]


def test_empty_input_gives_an_empty_categorical() -> None:
    result = lawkit.events.classify([], [])
    assert len(result) == 0 and list(result.cat.categories) == list(lawkit.events.CLASSES)


def test_keeps_the_index_of_a_titles_series() -> None:
    titles = pd.Series(["Distribuído por sorteio", "Arquivado Definitivamente"], index=[7, 3])
    result = lawkit.events.classify(titles, pd.Series([None, None], index=[0, 1]))
    assert result.index.tolist() == [7, 3]
    assert result.tolist() == ["filing", "archived"]


@pytest.mark.parametrize(
    ("title", "event"),
    [
        ("Conclusos para sentença", "conclusion"),  # EVENTS.md's rules of thumb
        ("Julgado procedente o pedido", "judgment"),
        ("Publicada a sentença no DJe", "publication"),
        ("Intimação eletrônica da sentença", "notice"),
        ("Juntada de petição de apelação", "appeal"),
        ("Distribuído por sorteio", "filing"),
        ("Expedição de mandado de citação", "notice"),
        ("Juntada de Petição de manifestação", "petition"),
        ("Proferido despacho de mero expediente", "order"),
        ("Concedida a Medida Liminar", "decision"),
        ("Audiência de conciliação designada", "hearing"),
        ("Incluído em pauta para 22/11/2022 pela TERCEIRA TURMA", "hearing"),
        ("Recebido o recurso de apelação", "decision"),
        ("Remetidos os Autos para o Tribunal de Justiça", "appeal"),
        ("Transitado em Julgado em 20/03/2025", "res_judicata"),
        ("Arquivado Definitivamente", "archived"),
        ("Baixa Definitiva", "archived"),
        ("Remetidos os autos para a Contadoria", "transfer"),
        ("Recebidos os autos", "transfer"),
        ("Decorrido prazo de UNIÃO FEDERAL em 04/11/2025 23:59.", "other"),
    ],
)
def test_movement_names(title: str, event: str) -> None:
    assert classes([title]) == [event]


@pytest.mark.parametrize(
    "title",
    [
        "Transitado em Julgado",
        "TRANSITADO EM JULGADO",
        "transitado em julgado",
        "Trânsito em julgado",
        "TRÂNSITO EM JULGADO",
        "Transito  em\njulgado",
    ],
)
def test_accents_case_and_white_space_do_not_matter(title: str) -> None:
    assert classes([title + " às partes"]) == ["res_judicata"]


def test_title_and_text_are_read_together() -> None:
    # STF: the movement name in the title, what it is in the text
    assert classes(
        ["Petição", "Petição"], ["Embargos de Declaração - Petição: 57305", "Amicus curiae"]
    ) == [
        "appeal",
        "petition",
    ]
    # TRF4: the title is empty, the movement is in the text
    assert classes(
        [None, ""], ["Distribuição/Atribuição Ordinária por sorteio", "Baixa Definitiva"]
    ) == [
        "filing",
        "archived",
    ]


def test_the_movement_name_wins_over_the_text_it_quotes() -> None:
    decision = "Vistos. Ante o exposto, JULGO PROCEDENTE O PEDIDO. P.R.I."
    assert classes(
        [
            f"Remetido ao DJE Relação: 0809/2020 Teor do ato: {decision}",
            f"Julgada Procedente a Ação {decision}",
        ]
    ) == ["publication", "judgment"]


def test_a_juntada_is_a_petition_unless_it_is_an_appeal_or_a_returned_writ() -> None:
    assert classes(
        [
            "Juntada de Petição - Contra-razões",
            "Juntada de Petição - Recurso Especial",
            "Juntado(a) EMBARGOS DE DECLARAÇÃO - OPEN AUTO",
            "Juntado Mandado Cumprido - Arquivado em Secretaria",
        ]
    ) == ["petition", "appeal", "appeal", "notice"]


def test_a_remessa_is_a_transfer_unless_sent_up_archived_or_published() -> None:
    assert classes(
        [
            "Remessa Interna com Acórdão",
            "Remetidos os Autos (em grau de recurso) para Superior Tribunal de Justiça",
            "Remetidos os Autos ( Baixa Definitiva) Para Juízo Federal da 1ª Vara",
            "Remessa para disponibilização no Diário Eletrônico",
            "Remetido ao TRT de origem",
        ]
    ) == ["transfer", "appeal", "archived", "publication", "transfer"]


def test_a_judges_generic_act_is_what_its_text_decides() -> None:
    judgment = "Decisão Vistos. (...) Diante do exposto, JULGO IMPROCEDENTES os pedidos. P.R.I."
    decision = "Decisão Vistos. Defiro a gratuidade da justiça. Cite-se."
    order = "Decisão Vistos. Dê-se vista dos autos ao Ministério Público. Int."
    assert classes([judgment, decision, order, "Decisão", "Despacho"]) == [
        "judgment",
        "decision",
        "order",
        "decision",
        "order",
    ]


def test_a_long_decision_is_judged_by_its_dispositive_not_by_quoted_precedents() -> None:
    precedent = "(TJSP, Apelação 1000997-55.2019, j. 01/06/2020: RECURSO PROVIDO). "
    reasons = "Trata-se de ação de cobrança. " + "A parte autora alega o que alega. " * 300
    saneamento = f"Decisão {reasons}{precedent}Assim, concedo aos autores o prazo de 15 dias. Int."
    sentence = f"{reasons}{precedent}Ante o exposto, julgo improcedente o pedido. P.R.I.C."
    assert len(sentence) > 2 * sum(text.WINDOW)
    assert classes([saneamento, sentence]) == ["order", "judgment"]


def test_a_long_texts_class_does_not_depend_on_the_other_texts_of_the_call() -> None:
    """A text is long by its own length, not by that of another text sharing the position of
    its key (two short "Despacho" texts share one key): a title-less sentence whose dispositive
    lies before its last characters is a judgment alone and beside them."""
    tail = "Registre-se o número do documento na forma regimental e arquive-se a cópia. " * 20
    sentence = "Trata-se de ação de cobrança movida por Fulano. " * 4
    sentence += "Ante o exposto, JULGO PROCEDENTE o pedido. " + tail
    texts = ["Despacho 1", "Despacho 2", sentence]
    assert lawkit.events.classify([None], [sentence]).tolist() == ["judgment"]
    assert lawkit.events.classify([None] * 3, texts).tolist() == ["order", "order", "judgment"]


def test_a_clerks_act_is_what_its_text_does() -> None:
    assert classes(
        [
            "Ato ordinatório praticado - Documento encaminhado à publicação",
            "Ato ordinatório praticado: fica a parte autora intimada para se manifestar",
            "Expedição de Ato Ordinatório Fica designado sessão de Conciliação para 20/05",
            "Ato ordinatório praticado",
        ]
    ) == ["publication", "notice", "hearing", "other"]


def test_a_tpu_movement_name_alone_takes_its_class() -> None:
    # DataJud shows the leaf's name only: "Definitivo" is 246 (Arquivamento - Definitivo)
    assert classes(["Definitivo", "de Instrução e Julgamento", "Mérito"]) == [
        "archived",
        "hearing",
        "judgment",
    ]


def test_a_code_decides_through_its_ancestors() -> None:
    # 12265 Expedida/certificada < 12264 Eletrônica < 12263 Intimação (notice)
    # 239 Não-Provimento < 385 Com Resolução do Mérito < 193 Julgamento (judgment)
    assert classes(["Conclusos", "Conclusos", "x"], codes=[12265, 239, 848]) == [
        "notice",
        "judgment",
        "res_judicata",
    ]


def test_codes_may_be_numbers_digit_strings_or_missing() -> None:
    titles = ["Conclusão"] * 5
    assert (
        classes(titles, codes=[26, "26", 26.0, None, np.nan]) == ["filing"] * 3 + ["conclusion"] * 2
    )
    assert classes(titles[:2], codes=pd.Series([26, pd.NA], dtype="Int64")) == [
        "filing",
        "conclusion",
    ]


def test_a_code_in_parentheses_at_the_end_decides() -> None:
    assert classes(
        [
            "Publicado DESPACHO / DECISÃO em 17/10/2022 (92)",
            "Conclusos para decisão ao(à) Ministro(a) X (51)",
            "Distribuição por Sorteio Automatico",
            "Qualquer texto",
        ],
        [None, None, "(M711)", "Observação (848)"],
    ) == ["publication", "conclusion", "filing", "res_judicata"]


def test_court_codes_and_numbers_in_parentheses_are_not_tpu_codes() -> None:
    # (M711) is TRF5's internal code; "(88) 3661-4031" a phone number; 92 inside the text
    assert classes(
        ["Juntada de Petição - Substabelecimento", "Ato ordinatório: contato (88) 3661-4031."],
        ["(M711)", None],
    ) == ["petition", "other"]
    assert classes(["Conclusos (92) para decisão"]) == ["conclusion"]


def test_unknown_codes_fall_back_to_the_text() -> None:
    # 14732 and 14739 came after the 2020 table (seen in DataJud); 999999 does not exist
    assert classes(
        ["Conversão de Autos Físicos em Eletrônicos", "Evolução da Classe Processual", "Arquivado"],
        codes=[14732, 14739, 999_999],
    ) == ["other", "other", "archived"]


def test_a_juntada_or_remessa_code_with_an_appeal_in_its_text_is_an_appeal() -> None:
    assert classes(
        [
            "Juntada de Petição de AGRAVO INTERNO nº 964169/2022",
            "Juntada de Petição de manifestação",
        ],
        codes=[85, 85],
    ) == ["appeal", "petition"]
    assert classes(["Remetidos os Autos para o STJ - recurso especial"], codes=[123]) == ["appeal"]


def test_an_ato_ordinatorio_code_is_what_its_text_says() -> None:
    assert classes(
        [
            "Ato ordinatório praticado - Documento encaminhado à publicação (11383)",
            "Ato ordinatório",
        ],
        codes=[None, 11383],
    ) == ["publication", "other"]


def test_missing_titles_and_texts() -> None:
    assert classes([None, np.nan, pd.NA, ""], [None, None, "Arquivado", None]) == [
        "other",
        "other",
        "archived",
        "other",
    ]
    titles = pd.Series(["Arquivado", None], dtype="string")
    assert lawkit.events.classify(titles, titles).tolist() == ["archived", "other"]


def test_repeated_titles_are_read_once_with_the_same_answer() -> None:
    titles = ["Conclusos para decisão"] * 1000 + ["Conclusos para decisão em 01/02/2023"] * 1000
    assert set(classes(titles)) == {"conclusion"}


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ((["a", "b"], ["x"]), "titles and texts must have the same length .*titles=2, texts=1"),
        ((["a"], ["x"], [1, 2]), "titles, texts and codes .*codes=2"),
        (("Conclusos", ["x"]), "titles must be a list.*got str"),
        ((["a"], {"x": 1}), "texts must be a list.*got dict"),
        ((["a"], (t for t in ["x"])), "texts must be .*got generator"),
        ((np.array([["a"]]), ["x"]), "titles must be .*1-D"),
        (([1], [None]), "titles must hold text .*position 0 holds int 1"),
        ((["a", b"x"], ["b", None]), "titles must hold text .*position 1 holds bytes"),
        ((["a"], [None], ["M711"]), "codes must hold positive integer .*'M711'"),
        ((["a"], [None], [1.5]), "codes must hold positive integer .*1.5"),
        ((["a"], [None], [-3]), "codes must hold positive integer"),
        ((["a"], [None], [True]), "codes must hold positive integer .*bool"),
        ((["a"], [None], [[92]]), "codes must hold positive integer .*position 0 holds list"),
        ((["a"], [None], ["9" * 40]), "codes must hold positive integer .*below 2\\*\\*63"),
    ],
)
def test_wrong_arguments_are_refused(arguments: tuple, message: str) -> None:
    with pytest.raises(lawkit.InvalidInput, match=message):
        lawkit.events.classify(*arguments)


def test_a_lone_surrogate_is_read_as_u_fffd_wherever_it_sits() -> None:
    """Issue 18, item 7: a title with ``\\ud800``, or a long text with one past what the arrow
    copy of a long value holds (read in the window of a judge's act), raised UnicodeEncodeError."""
    decision = "Vistos. " + "x" * 400 + "\ud800" + " y" * 600 + " Ante o exposto, julgo procedente."
    got = lawkit.events.classify(
        ["Juntada de Petição \ud800", "Sentença", "Conclusos"], [None, decision, "\ud800"]
    )
    assert got.tolist() == ["petition", "judgment", "conclusion"]


def test_invalid_input_is_a_value_error_and_names_the_table_type() -> None:
    with pytest.raises(ValueError, match=r"table must be a lawkit\.classify\.tpu\.Table.*not dict"):
        lawkit.events.classify(["a"], [None], table={})


def test_the_importance_ranking_covers_every_class_once() -> None:
    assert sorted(lawkit.events.BY_IMPORTANCE) == sorted(lawkit.events.CLASSES)
    assert lawkit.events.IMPORTANCE["judgment"] < lawkit.events.IMPORTANCE["other"]
    assert set(lawkit.events.MILESTONES) <= set(lawkit.events.CLASSES)


def test_all_missing_numeric_columns_are_missing_titles_and_texts() -> None:
    nan = pd.Series([np.nan, np.nan])
    assert lawkit.events.classify(nan, np.array([np.nan, np.nan])).tolist() == ["other"] * 2
