"""``lawkit.classify.tpu``: the shipped TPU table, ancestors, the code map and newer tables."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

import lawkit
import lawkit.classify
import lawkit.events
from lawkit.classify import tpu

HEADER = '"codigo";"descricao";"cod_pai";"cod_filhos"\n'


def write(tmp_path: Path, body: str, header: str = HEADER) -> Path:
    path = tmp_path / "sgt_movimentos.csv"
    path.write_text(header + body, encoding="utf-8")
    return path


def test_the_shipped_table_is_the_2020_snapshot_byte_for_byte() -> None:
    data = (Path(lawkit.classify.__file__).parent / "sgt_movimentos.csv").read_bytes()
    blob = hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()
    assert blob == "8a65fd9d26feb598aae267f50d90f0e0c57984b2"  # abjur/inovaCNJ @ 2858330
    table = tpu.default()  # and the 54 judgment codes added since (test_outcomes_tpu_map.py)
    assert len(table) == 693 + 54 and table is tpu.load()
    assert table.names[848] == "Trânsito em julgado"


def test_ancestors_walk_up_to_the_root() -> None:
    table = tpu.default()
    assert table.ancestors(12265) == (12265, 12264, 12263, 48, 14)
    assert table.ancestors(246) == (246, 861, 48, 14)
    assert table.ancestors(1) == (1,)
    assert table.ancestors(14732) == ()


@pytest.mark.parametrize(
    ("code", "event"),
    [  # the anchors of EVENTS.md, then decisions documented in lawkit/classify/tpu.py
        (26, "filing"),
        (36, "filing"),
        (60, "notice"),
        (104, "notice"),
        (106, "notice"),  # Oficial de Justiça - Devolução - Mandado
        (67, "petition"),
        (85, "petition"),
        (581, "petition"),
        (118, "petition"),
        (51, "conclusion"),
        (11009, "order"),
        (11010, "order"),
        (3, "decision"),
        (339, "decision"),  # Concessão - Liminar
        (193, "judgment"),
        (385, "judgment"),
        (218, "judgment"),
        (196, "judgment"),
        (198, "judgment"),
        (219, "judgment"),
        (220, "judgment"),
        (221, "judgment"),
        (237, "judgment"),
        (970, "hearing"),
        (12740, "hearing"),
        (417, "hearing"),
        (92, "publication"),
        (1061, "publication"),
        (848, "res_judicata"),
        (861, "archived"),
        (245, "archived"),
        (246, "archived"),
        (22, "archived"),
        (123, "transfer"),
        (132, "transfer"),
        (493, "transfer"),
        (135, "transfer"),
        (377, "judgment"),  # homologação de acordo em execução ends it
        (944, "judgment"),  # homologação de desistência de recurso
        (10953, "decision"),  # pronúncia, filed under Julgamento
        (12199, "judgment"),  # deliberado em sessão - julgado
        (12203, "hearing"),  # deliberado em sessão - adiado
        (11383, "other"),  # ato ordinatório: its text decides (see classify)
        (1051, "other"),  # decurso de prazo
        (1, "other"),
        (14, "other"),
    ],
)
def test_codes_map_to_classes_through_their_ancestors(code: int, event: str) -> None:
    assert tpu.default().event(code) == event


def test_every_code_of_the_table_has_a_class_and_unknown_codes_none() -> None:
    table = tpu.default()
    assert set(table.events) == set(table.names)
    assert set(table.events.values()) <= set(lawkit.events.CLASSES)
    assert table.event(14732) is None
    assert set(tpu.ANCHORS) <= set(table.names)


def test_the_lexicon_keeps_only_names_of_one_class() -> None:
    lexicon = tpu.default().lexicon
    assert lexicon["definitivo"] == "archived" and lexicon["mérito"] == "judgment"
    assert "documento" not in lexicon  # 581 Juntada - Documento and 12270 Desentranhamento
    assert "recebimento" not in lexicon  # 132 (transfer) and 160 (Decisão - Recebimento)


def test_a_newer_table_is_loaded_and_used(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        '"14";"Serventuário";"";"48,848,14732"\n'
        '"48";"Escrivão";"14.0";"848,14732"\n'
        '"848";"Trânsito em julgado";"48.0";""\n'
        '"14732";"Conversão de Autos Físicos em Eletrônicos";"48.0";""\n'
        '"861";"Arquivamento";"48.0";"15000"\n'
        '"15000";"Arquivamento por teste";"861.0";""\n',
    )
    table = tpu.load(path)
    assert len(table) == 6 and table.source == str(path)
    assert table.event(15000) == "archived" and table.event(14732) == "other"
    events = lawkit.events.classify(
        ["Um texto", "Outro texto"], [None, None], [15000, 14732], table=table
    )
    assert events.tolist() == ["archived", "other"]
    assert lawkit.events.classify(["Um texto"], [None], [15000]).tolist() == ["other"]  # 2020 table


@pytest.mark.parametrize(
    ("body", "header", "message"),
    [
        ("", HEADER, "no movements"),
        ('"1";"Magistrado"\n', '"codigo";"descricao"\n', "missing column.*cod_pai"),
        ('"x";"Magistrado";"";""\n', HEADER, "line 2: codigo 'x' is not a positive integer"),
        ('"1";"A";"";""\n"1";"B";"";""\n', HEADER, "codigo 1 appears twice"),
        ('"2";"B";"1.0";""\n', HEADER, "cod_pai of code.*2 is not in the table"),
        ('"1";"A";"2.0";""\n"2";"B";"1.0";""\n', HEADER, "cycle"),
    ],
)
def test_bad_tables_are_refused(tmp_path: Path, body: str, header: str, message: str) -> None:
    with pytest.raises(lawkit.InvalidInput, match=message):
        tpu.load(write(tmp_path, body, header))


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(lawkit.InvalidInput, match="cannot read the TPU movements table"):
        tpu.load(tmp_path / "nothing.csv")
