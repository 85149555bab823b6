"""Round 13 of the outcome rules (issue 28): a long text's dispositive in its middle, which the
ends the rules keep (:data:`lawkit.classify.normal.READ` characters each) leave out - a
sentence followed by pages of annexes (two tuned PJe sentences of TJMA, v719 and v762, read
``unknown``). Texts are written after the tuned ones (names and numbers invented)."""

from __future__ import annotations

import lawkit.events
from lawkit.classify.normal import READ

REPORT = "Trata-se de ação de usucapião. A parte autora alega posse mansa e pacífica. " * 60
ANNEX = "Começa seu perímetro no marco de coordenadas UTM E 279.328,00 e segue em linha seca. " * 80


def test_a_dispositive_between_the_ends_kept_is_read() -> None:
    verdict = "JULGO IMPROCEDENTE o pedido formulado na presente ação"
    text = f"{REPORT}Diante do exposto, {verdict}. Descrição das áreas: {ANNEX}"
    at = text.index("IMPROCEDENTE")
    assert READ < at < len(text) - READ  # in the middle, which the ends kept leave out
    read = lawkit.events.read_decisions([text])
    assert read["outcome"].tolist() == ["denied"]
    assert text[read["start"][0] : read["end"][0]] == "IMPROCEDENTE"


def test_the_middle_is_read_only_when_the_ends_say_nothing() -> None:
    text = f"{REPORT}Diante do exposto, JULGO IMPROCEDENTE o pedido. {ANNEX}Ante o exposto, "
    text += "JULGO PROCEDENTE o pedido."
    assert lawkit.events.read_decisions([text])["outcome"].tolist() == ["granted"]
