"""Issue 28 §4: the TPU map of outcomes is complete and deliberate.

Every code under 193 Julgamento (385 and 218 included) has an outcome that someone chose: its
own (``outcome.EXACT``: the codes of ``OUTCOMES.md``'s table, lawkit's recorded choices, and the
judgments that decide no claim, ``outcome.OTHER``, each group with why), or that of the nearest
ancestor ``OUTCOMES.md`` marks * (210, 214, 212, 456, 228). None falls to a generic default.
The admissibility subtrees (206 Admissão, 207 Não-Admissão) and the other codes left out are
listed here with why. The table shipped is CNJ's 2020 SGT export plus the judgment codes added
since that DataJud uses (``sgt_movimentos_additions.csv``, provenance in
``lawkit/events/README.md``)."""

from __future__ import annotations

import csv
from importlib import resources

import pytest

import lawkit.events
from lawkit.classify import tpu
from lawkit.classify.outcome import ANCHORS, EXACT, OTHER, code_outcome

#: Codes under 193 that are no judgment: lawkit's event layer classes them ``decision``
#: (interlocutory: a pronúncia sends the case to the jury, a suspension pauses it), so they have
#: no outcome (``tests/data/outcomes/README.md``).
INTERLOCUTORY = {10953: "Pronúncia", 12184: "Suspensão Condicional do Processo"}
#: Admission (206) and non-admission (207) of an appeal by the court below or the rapporteur
#: are decisions on whether it goes up, not its judgment: no outcome (the data's labelling
#: leaves the vice-presidencies' admissibility rulings out for the same reason).
ADMISSIBILITY = (206, 207)
#: Codes added to the TPU since the 2020 export, seen in DataJud's national counts, left out of
#: the table on purpose (the text decides their steps): decisions under 3 Decisão, not judgments.
LEFT_OUT = {
    14231: "Impugnação ao Cumprimento de Sentença (a decision node; 14232-14235 its children)",
    14232: "impugnação ao cumprimento acolhida - a decision in execution (under 3)",
    14233: "impugnação ao cumprimento não acolhida - a decision in execution (under 3)",
    14234: "impugnação ao cumprimento acolhida em parte - a decision in execution (under 3)",
    14235: "impugnação ao cumprimento rejeitada - a decision in execution (under 3)",
    15061: "Impugnação aos Cálculos de Liquidação - a decision (under 3)",
    15244: "acordo parcial em execução homologado - a partial settlement, the case goes on",
    15621: "seguimento negado a recurso extraordinário por tema - admissibility (under 3)",
    15622: "seguimento negado a recurso especial por tema - admissibility (under 3)",
}


def _under(table: tpu.Table, root: int) -> list[int]:
    return [code for code in table.names if root in table.ancestors(code)]


def test_every_judgment_code_has_a_deliberate_outcome() -> None:
    table = tpu.default()
    judgments = _under(table, 193)
    assert 385 in judgments and 218 in judgments and len(judgments) > 250
    generic = [
        code
        for code in judgments
        if code not in EXACT
        and code not in INTERLOCUTORY
        and next(a for a in table.ancestors(code) if a in ANCHORS) in (1, 193)
    ]
    assert not generic, [(code, table.names[code]) for code in generic]
    for code in INTERLOCUTORY:
        assert table.event(code) == "decision" and code_outcome(code) is None
    named = [code for codes in OTHER.values() for code in codes]
    assert len(named) == len(set(named)) and all(EXACT[code] == "other" for code in named)


@pytest.mark.parametrize("root", ADMISSIBILITY)
def test_admissibility_is_a_decision_with_no_outcome(root: int) -> None:
    table = tpu.default()
    codes = _under(table, root)
    assert len(codes) >= 8
    assert {table.event(code) for code in codes} == {"decision"}
    assert {code_outcome(code) for code in codes} == {None}


def test_the_codes_added_since_2020_are_mapped() -> None:
    table = tpu.default()
    path = resources.files("lawkit.classify").joinpath("sgt_movimentos_additions.csv")
    with path.open(encoding="utf-8") as handle:
        added = [int(row["codigo"]) for row in csv.DictReader(handle, delimiter=";")]
    assert len(added) == 54 and all(code in table for code in added)
    assert {table.event(code) for code in added} == {"judgment"}
    read = {code: code_outcome(code) for code in added}
    assert None not in read.values() and "unknown" not in read.values()
    assert read[14099] == "settled" and read[14848] == "dismissed"
    assert read[15162] == read[15163] == "embargos_accepted"
    assert read[15164] == read[15408] == read[15409] == "embargos_rejected"
    found = lawkit.events.classify_outcome(
        ["Embargos de declaração acolhidos", "x"], [None, None], [15162, 14099]
    )
    assert list(found) == ["embargos_accepted", "settled"]


def test_codes_left_out_are_not_in_the_table_and_their_text_decides() -> None:
    table = tpu.default()
    assert not set(LEFT_OUT) & set(table.names)
    found = lawkit.events.annotate(["Acolhida a impugnação ao cumprimento de sentença"], [None],
                                   [14232])  # fmt: skip
    assert found["tpu_code"].isna().all()  # the code is unknown: the text decided
