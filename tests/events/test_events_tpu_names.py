"""Every TPU movement name read by the text rules gives its code's class, or a reviewed reason.

DataJud names each movement by its TPU name; the provider writes the same act in words. For a
step's class not to depend on which source told it, the text rules must read a TPU name as its
code reads (``lawkit/classify/tpu.py`` against ``lawkit/classify/text.py``). Two readings of each
of the 747 names of the table lawkit ships (``lawkit/classify/sgt_movimentos.csv`` and
``sgt_movimentos_additions.csv``) are compared with the code's class:

* the name alone, as a step with no code and no text is classified (the rules, then the
  movement-name lexicon, which decides a name that only codes of one class bear);
* the rules alone (no lexicon), where they read the name as some act (a class but ``other``):
  as a title followed by a complement, the way a court writes it, the rules decide.

Every code where either differs is listed below with the reason its difference is accepted;
any other difference fails, and so does an entry that no longer differs.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict

from lawkit.classify import classifier, tpu

#: Reasons, each with the codes it covers (computed reasons are checked, not listed).
SHARED = "the name is also another code's, of another class: the words alone cannot tell"
FRAGMENT = (
    "a child's name that completes its parent's ('Suspensão ou Sobrestamento' > 'Por decisão "
    "judicial', 'Extinção' > 'Ausência do autor à audiência'): read alone, its words name "
    "another act than the parent's"
)
DETERMINED = (
    "a judge's decision determining an act (TPU: Decisão > Determinação, Decisão > Mantida a "
    "Distribuição): the words name the act determined, a redistribution, an archiving, a return "
    "of records or of a letter rogatory, which EVENTS.md classes as that act"
)
SCHEDULING = (
    "a rapporteur's request to put a case on the agenda, filed by TPU under Despacho > Pauta; "
    "'pedido de' is how e-SAJ writes a party's petition ('Pedido de Habilitação Juntado')"
)
SUSPENSION_DONE = (
    "the clerk carrying out a suspension the judge decided (TPU: Escrivão); the words name the "
    "suspension, a decision in EVENTS.md"
)
GROUP = "the name of a group of the table (the distributor), not a movement a court records"
ELECTORAL = (
    "an electoral court's judgment of a candidacy registration: its words (deferido, "
    "indeferido, pedido de registro) read as a decision or a petition; electoral cases are "
    "outside the rules' labelled data"
)
SPECIAL_LIST = (
    "a judgment granting or refusing a request to be put on a special list (TPU 15028, 15029, "
    "under Julgamento): its words name the request ('pedido de'), as a party's petition reads"
)

ACCEPTED: dict[int, str] = {
    18: GROUP,
    **dict.fromkeys([190, 263, 898, 945, 11376, 11381, 12099, 12100, 12267], FRAGMENT),
    **dict.fromkeys([12429, 12437, 12448, 12454, 12475], FRAGMENT),
    **dict.fromkeys([1063, 12255, 12422, 12472, 12646, 12647], DETERMINED),
    **dict.fromkeys([12311, 12312, 12313, 12314], SCHEDULING),
    **dict.fromkeys([12065, 12066], SUSPENSION_DONE),
    **dict.fromkeys([12660, 12679, 12680, 12694, 12695, 12699, 12700], ELECTORAL),
    **dict.fromkeys([12704, 12705, 12710, 12711, 14210, 14213, 14214, 15023, 15024], ELECTORAL),
    **dict.fromkeys([15028, 15029], SPECIAL_LIST),
}


def spelled(name: str) -> str:
    return " ".join(name.lower().split())


def test_tpu_names_read_as_text_give_their_codes_class() -> None:
    table = tpu.default()
    codes = sorted(table.names)
    names = [table.names[code] for code in codes]
    no_text = [None] * len(names)
    alone = classifier.classify(names, no_text)
    rules = classifier.classify(names, no_text, table=dataclasses.replace(table, lexicon={}))
    classes_of_name: dict[str, set[str]] = defaultdict(set)
    for code, name in zip(codes, names, strict=True):
        classes_of_name[spelled(name)].add(table.events[code])

    differing = {}
    for code, name, by_name, by_rules in zip(codes, names, alone, rules, strict=True):
        event = table.events[code]
        if by_name != event or by_rules not in (event, "other"):
            reason = SHARED if len(classes_of_name[spelled(name)]) > 1 else ACCEPTED.get(code)
            differing[code] = (name, event, by_name, by_rules, reason)

    unexplained = {code: found for code, found in differing.items() if found[-1] is None}
    assert not unexplained, "\n".join(
        f"{code} {name!r}: code {event}, name alone {alone}, rules {rules}"
        for code, (name, event, alone, rules, _) in unexplained.items()
    )
    stale = sorted(set(ACCEPTED) - set(differing))
    assert not stale, f"accepted differences that no longer differ: {stale}"
    assert len(differing) == 98  # 53 shared names, 45 listed
