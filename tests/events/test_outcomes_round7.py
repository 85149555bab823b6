"""Round 7 of the outcome rules (issue 28): a criminal case's judgment whose text no longer names
its class - cut to its end, as search previews and gazette snippets are, or an ementa without its
caption - is known by the matter it writes (``OUTCOMES.md``: every judgment of a criminal case is
``other``). The most frequent wrong answer on the tuned part's cut texts (35 of 60): a habeas
corpus or criminal appeal read by its "negar provimento". Texts are written after the tuned ones
(names and numbers invented)."""

from __future__ import annotations

import pytest
from labelled_outcomes import read_one as _read

#: The end of an agravo regimental in a habeas corpus: its class is named only in its head.
HABEAS_END = (
    "VII - A esse respeito, restou consignado no édito condenatório que o paciente detinha em "
    "depósito 200 porções de maconha. O regime adequado à hipótese é o inicial fechado, em razão "
    "da aferição desfavorável de circunstâncias judiciais (quantidade e natureza do entorpecente), "
    "nos termos do art. 33 do Código Penal. Agravo regimental desprovido. Vistos e relatados "
    "estes autos, acordam os Ministros da QUINTA TURMA, por unanimidade, negar provimento ao "
    "agravo regimental."
)


@pytest.mark.parametrize(
    ("text", "outcome"),
    [
        # Two kinds of a criminal case's matter (the penal code, a drug, dosimetry, a regime).
        (HABEAS_END, "other"),
        # The code of criminal procedure and a prison, then the verdict.
        (
            "O benefício foi concedido ao corréu por motivos pessoais, o que afasta o art. 580 do "
            "Código de Processo Penal. Não há comprovação de que o presídio no qual está recolhido "
            "não tenha condições de prestar assistência médica. Recurso não provido.",
            "other",
        ),
        # Two words of one kind (an arrest, a prison) are one kind: not enough for ``other``;
        # since round 80, one kind only a criminal case writes, in a short text's head or end,
        # leaves the verdict ``unknown`` (no civil class named: the reader cannot tell).
        (
            "Não há comprovação de que o presídio não preste assistência médica, nem ilegalidade "
            "na prisão preventiva. Recurso não provido.",
            "unknown",
        ),
        # The accused and the criminal type a military appeal judges.
        (
            "Ficou demonstrada a configuração do fato típico, antijurídico e culpável, em face da "
            "conduta voluntária do acusado. Pelo exposto, nego provimento ao apelo.",
            "other",
        ),
        # One kind is not enough: a civil judgment may speak of a crime's proof or a fine.
        (
            "A materialidade do dano restou comprovada, sob pena de multa diária de R$ 500,00. "
            "Ante o exposto, NEGO PROVIMENTO ao recurso.",
            "appeal_denied",
        ),
        # A text read as a decision whose verdict no rule reads is still a criminal case's
        # (round 13: 13 of 36 whole STF criminal decisions read ``unknown``); as a step, the
        # event rules find it no judgment (test_outcomes_by_round.py).
        (
            "A prisão preventiva foi decretada nos termos do art. 312 do Código de Processo "
            "Penal. Ao Ministério Público para parecer.",
            "other",
        ),
    ],
)
def test_a_criminal_case_is_known_by_its_matter(text: str, outcome: str) -> None:
    assert _read(text) == outcome
