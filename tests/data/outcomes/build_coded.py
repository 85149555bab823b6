"""Build ``coded.csv``: every TPU code of ``OUTCOMES.md``'s table, labelled by that table.

Re-runnable: ``python tests/data/outcomes/build_coded.py`` rewrites ``coded.csv`` from
:data:`TABLE` (``OUTCOMES.md``'s table, transcribed by hand: it is the label, never
``lawkit.events``' rules), the movement table lawkit ships (``lawkit/classify/sgt_movimentos.csv``,
CNJ's SGT: official names and hierarchy, and ``sgt_movimentos_additions.csv``, the judgment codes
added since) and :data:`REAL` (judgment movements found in real
answers, with the complements their systems write). Each code gives two movement lines:

- ``datajud``: the code in its own field and its official name as the title, as a DataJud
  movement carries them (``{"codigo": 238, "nome": "Provimento em Parte"}``);
- ``title``: no code field, the name followed by the code in parentheses, as providers write a
  movement line ("Indeferida a petição inicial (454)"): the classifier must find the code there.

A code marked * in the table brings its descendants (by ``cod_pai``); "the rest of 193*" is every
descendant of 193 Julgamento the other rows do not name (``other``; but see
:data:`INTERLOCUTORY`); 193, 385 and 12187, which do not name an outcome, are ``unknown`` (the
evaluation checks them apart from the 100 % part).
"""

from __future__ import annotations

import csv
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLASSIFY = HERE.parents[2] / "lawkit" / "classify"
#: The movement table lawkit ships: the 2020 SGT export and the judgment codes added since.
SGT = (CLASSIFY / "sgt_movimentos.csv", CLASSIFY / "sgt_movimentos_additions.csv")

#: ``OUTCOMES.md``'s table: outcome -> its TPU codes ("*": the code's descendants too).
TABLE: dict[str, tuple[str, ...]] = {
    "granted": ("219", "210*", "11795", "11401", "11402", "11403", "12329", "12451"),
    "partly_granted": ("221", "214*", "11404", "11405", "11406", "12330", "12452"),
    "denied": ("220", "212*", "471", "455", "11407", "11408", "11409", "12331", "12453"),
    "settled": ("466", "14099"),
    "dismissed": ("218", "456*", "228*", "12319", "12325", "12617"),
    "appeal_granted": ("237", "240", "972", "12254", "12434", "12439", "12443"),
    "appeal_partly_granted": ("238", "241", "12253", "12438"),
    "appeal_denied": ("239", "242", "901", "12252", "12435", "12440"),
    "appeal_not_heard": ("230", "235", "236", "12458", "12459", "12436"),
    "embargos_accepted": ("198", "871", "15162", "15163"),
    "embargos_rejected": ("200", "15164", "15408", "15409"),
    "unknown": ("193", "385", "12187", "12450"),
    # Juvenile infractions filed under 456 (ECA): other, as the rest of 193*.
    "other": ("15245", "15249", "15250*"),
}
#: The judgment root: its descendants not in :data:`TABLE` are ``other``.
JUDGMENT = 193
#: Codes under 193 that lawkit's event layer classes ``decision``, not ``judgment``
#: (``lawkit/classify/tpu.py``: interlocutory acts), so they have no outcome (``NONE``) although
#: "the rest of 193*" would make them ``other``; ``OUTCOMES.md`` names pronúncia among its
#: ``other`` examples: the two documents disagree and lawkit follows the event layer.
INTERLOCUTORY = {10953: "Pronúncia", 12184: "Suspensão Condicional do Processo"}
#: The label of a step that judges nothing (``lawkit.events.classify_outcome`` gives NA).
NONE = "(none)"

#: Judgment movements of real answers with the complements their systems write: (source, court,
#: code, title), each naming its upstream repository @ commit : path.
REAL: tuple[tuple[str, str, int, str], ...] = (
    (
        "brunnoguim/analise-codilo@67821b234d3dc25b0201a14943fbc5a2f77964e7:src/analysis/codiloResponses/stepsCheck/output/steps4.json",
        "TRF5",
        237,
        "Conhecido o recurso de JOAO FILHO SOARES MOREIRA e provido",
    ),
    (
        "brunnoguim/analise-codilo@67821b234d3dc25b0201a14943fbc5a2f77964e7:src/analysis/codiloResponses/stepsCheck/output/steps4.json",
        "TRF5",
        454,
        "Indeferida a petição inicial",
    ),
    (
        "WTSoftwareInformatica/datajud_api_test@88c65cd604908cc4e6da88089eb7e4bc94e7dc49:lib/Repository/mock_database.dart",
        "TJES",
        238,
        "Provimento em Parte",
    ),
    (
        "WTSoftwareInformatica/datajud_api_test@88c65cd604908cc4e6da88089eb7e4bc94e7dc49:lib/Repository/mock_database.dart",
        "TJES",
        239,
        "Não-Provimento",
    ),
)


def movements() -> tuple[dict[int, str], dict[int, int | None], dict[int, str]]:
    """SGT's official names and parents, and the file each code is read from."""
    names, parents, files = {}, {}, {}
    for path in SGT:
        with path.open(encoding="utf-8", newline="") as source:
            for row in csv.DictReader(source, delimiter=";"):
                code = int(row["codigo"])
                names[code] = row["descricao"].strip()
                parents[code] = int(float(row["cod_pai"])) if row["cod_pai"] else None
                files[code] = path.name
    return names, parents, files


def labels(names: dict[int, str], parents: dict[int, int | None]) -> dict[int, str]:
    """Each code's outcome by :data:`TABLE`; a code named twice is refused."""

    def descendants(root: int) -> list[int]:
        found = []
        for code in names:
            up = parents[code]
            while up is not None and up != root:
                up = parents[up]
            if up == root:
                found.append(code)
        return found

    found: dict[int, str] = {}
    for outcome, codes in TABLE.items():
        for written in codes:
            code = int(written.rstrip("*"))
            for each in [code, *(descendants(code) if written.endswith("*") else [])]:
                if outcome == "other":  # juvenile codes filed under a starred 456
                    found[each] = outcome
                elif found.setdefault(each, outcome) != outcome:
                    raise ValueError(f"{each} is both {found[each]} and {outcome}")
    for code in descendants(JUDGMENT):
        found.setdefault(code, NONE if code in INTERLOCUTORY else "other")
    return found


def main() -> None:
    names, parents, files = movements()
    found = labels(names, parents)
    rows = []
    for code in sorted(found):
        name, label = names[code], found[code]
        for form, given, title in (("datajud", code, name), ("title", "", f"{name} ({code})")):
            source = f"lawkit/classify/{files[code]}#{code}"
            note = "interlocutory in lawkit's event layer" if label == NONE else "OUTCOMES.md"
            rows.append((f"{form}-{code}", source, "", given, title, label, note))
    for k, (source, court, code, title) in enumerate(REAL, 1):
        label, written = found[code], "as written" if court == "TRF5" else "code in its title"
        rows.append((f"real-{k}", source, court, code, title, label, "code in its own field"))
        rows.append((f"real-{k}-title", source, court, "", f"{title} ({code})", label, written))
    with (HERE / "coded.csv").open("w", encoding="utf-8", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(("id", "source", "court", "code", "title", "label", "note"))
        writer.writerows(rows)


if __name__ == "__main__":
    main()
