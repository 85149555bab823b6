"""``events.outcomes`` and ``events.results``: judged events after the merge, and per lawsuit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import events_payloads as P
import pandas as pd
import pyarrow.parquet as pq
import pytest
from events_payloads import Sources
from support.older import as_six_details_wrote_it

import lawkit.events as events
from lawkit.errors import InvalidInput
from lawkit.tidy import Bundle, contracts, export

FIRST = [
    ("2020-03-02T12:00:00Z", "Distribuído por sorteio", None),
    ("2020-06-01T10:00:00Z", "Julgamento", None),  # says nothing: unknown
    ("2020-08-01T10:00:00Z", "Julgado procedente em parte o pedido", None),
    ("2020-08-20T10:00:00Z", "Juntada de petição de apelação", None),
]
SECOND = [
    ("2020-09-01T10:00:00Z", "Distribuído por sorteio", None),
    ("2021-02-01T10:00:00Z", "Negado provimento ao recurso", None),
]
DEMAND = [  # the same sentence, through the demand API with its TPU code (São Paulo time)
    ("2020-08-01 07:00:00", "Julgamento", "Julgado procedente em parte o pedido (221)"),
]


@pytest.fixture(scope="module")
def bundle():  # type: ignore[no-untyped-def]
    return P.bundle(
        P.capture(FIRST, request="g1"),
        P.capture(SECOND, request="g2", start="2020-09-01T10:00:00Z", klass="Apelação Cível",
                  query="grau2"),
        P.demand(DEMAND),
    )  # fmt: skip


def test_one_row_per_judged_event_after_the_merge(bundle) -> None:  # type: ignore[no-untyped-def]
    judged = events.outcomes(bundle)
    assert contracts.problems(judged, "outcomes") == []
    assert judged["outcome"].tolist() == ["unknown", "partly_granted", "appeal_denied"]
    assert judged["instance"].tolist() == ["first", "first", "appeal"]
    sentence = judged.iloc[1]
    assert sentence["basis"].startswith("TPU 221")  # the demand's code decided, not the text
    assert sentence["court"] == "TRF5" and sentence["class"] == "Procedimento Comum Cível"
    timeline = events.timeline(bundle)
    assert timeline.loc[sentence["event_id"], "origins"] == "capture+demand"  # one event


def test_the_lawsuits_result(bundle) -> None:  # type: ignore[no-untyped-def]
    result = events.results(bundle)
    assert contracts.problems(result, "results") == []
    row = result.set_index("cnj").loc[P.CNJ]
    assert row["outcome"] == "partly_granted"  # the first that is not unknown
    assert row["judged_at"] == pd.Timestamp("2020-08-01T10:00", tz="UTC")
    assert row["appeal_outcome"] == "appeal_denied"
    assert row["reformed"] == False  # noqa: E712 (a pandas boolean)
    assert pd.isna(row["ended_by"]) and row["decisions"] == 3


@pytest.mark.parametrize("sources", ["one", "two"])
@pytest.mark.parametrize("read", ["bundle", "dataset", "six details", "six details, bundle"])
def test_an_annulled_sentence_is_replaced_by_the_next_one(
    read: str, sources: str, tmp_path: Path
) -> None:
    """The appeal's text says it annulled the sentence (the step's detail, or, in a dataset an
    older lawkit wrote, read again from its text), in one source (SQL) or two (pandas)."""
    first = [*FIRST[:3], ("2021-06-01T10:00:00Z", "Julgado improcedente o pedido", None)]
    second = [("2021-02-01T10:00:00Z", "Deram provimento ao recurso para anular a sentença", None)]
    parts = (
        [P.capture(sorted(first + second))]
        if sources == "one"
        else [P.capture(first, request="g1"), P.capture(second, request="g2", query="grau2")]
    )
    bundle = P.bundle(*parts)
    assert (bundle.steps["detail"] == "annulment").sum() == 1
    source: Any = bundle
    if read != "bundle":
        source = bundle.to_parquet(tmp_path / "dataset")
    if read.startswith("six details"):
        as_six_details_wrote_it(source)
        assert export.details_known_by_all(source) == 6
    if read == "six details, bundle":
        source = Bundle.from_parquet(source)
    row = events.results(source).iloc[0]
    assert (row["outcome"], row["annulled"]) == ("denied", True)
    assert row["appeal_outcome"] == "appeal_granted" and row["reformed"] == True  # noqa: E712


@pytest.mark.parametrize("read", ["bundle", "six details"])
@pytest.mark.parametrize(
    ("appeal", "annuls"),
    [
        ("Deram provimento ao recurso para cassar a r. sentença", True),
        ("SENTENÇA CASSADA. Retorno dos autos à origem. Recurso provido.", True),
        ("Dado provimento ao recurso para anular o processo a partir da citação", True),
        # What a civil claim annuls is no annulment of the sentence.
        ("Dado provimento ao recurso para anular o contrato e o débito", False),
        ("Negado provimento ao recurso: mantida a cassação da CNH do autor", False),
    ],
)
def test_only_an_annulled_sentence_or_acordao_is_an_annulment(
    appeal: str, annuls: bool, read: str, tmp_path: Path
) -> None:
    """The detail tidy reads, and the one a dataset of an older lawkit derives in SQL, agree:
    the sentence annulled lets the next one replace it, a contract or a licence annulled not."""
    first = [*FIRST[:3], ("2021-06-01T10:00:00Z", "Julgado improcedente o pedido", None)]
    bundle = P.bundle(P.capture(sorted([*first, ("2021-02-01T10:00:00Z", appeal, None)])))
    assert (bundle.steps["detail"] == "annulment").sum() == annuls
    source: Any = bundle
    if read == "six details":
        source = bundle.to_parquet(tmp_path / "dataset")
        as_six_details_wrote_it(source)
    row = events.results(source).iloc[0]
    assert row["annulled"] == annuls
    assert row["outcome"] == ("denied" if annuls else "partly_granted")


def test_a_six_detail_dataset_derives_the_annulments_only(tmp_path: Path) -> None:
    """A dataset the lawkit before annulments wrote: milestones read its stored details (no
    text head is read again: at 300,000 lawsuits that took 14 s instead of 2.4 s), results
    derive the annulments; both answer as the bundle does."""
    steps = [*FIRST, ("2021-02-01T10:00:00Z", "Audiência de conciliação designada", None)]
    bundle = P.bundle(P.capture(steps), P.capture(FIRST[:2], cnj=P.OTHER, request="g2"))
    path = bundle.to_parquet(tmp_path / "dataset")
    as_six_details_wrote_it(path)
    with events.portfolio(path) as older:
        assert older.lacks("summons") is None and older.lacks("annulment") is not None
        pd.testing.assert_frame_equal(events.milestones(older), events.milestones(bundle))
        pd.testing.assert_frame_equal(events.results(older), events.results(bundle))


@pytest.mark.parametrize("older", [0, 1])
def test_a_compacted_file_knows_the_details_the_older_batch_knew(
    older: int, tmp_path: Path
) -> None:
    """Compaction merges a batch an older lawkit wrote with a current one: the merged file says
    it knew six details, so that the older batch's annulments are still derived on reading."""
    first = [*FIRST[:3], ("2021-06-01T10:00:00Z", "Julgado improcedente o pedido", None)]
    second = [("2021-02-01T10:00:00Z", "Deram provimento ao recurso para anular a sentença", None)]
    bundle = P.bundle(P.capture(sorted(first + second)))
    for batch, cnj in enumerate((P.CNJ, P.OTHER)):
        part = tmp_path / f"part{batch}"
        Bundle(**{n: t.assign(cnj=cnj) if "cnj" in t else t
                  for n, t in bundle.tables().items()}).to_parquet(part)  # fmt: skip
        if batch == older:
            as_six_details_wrote_it(part)
        for path in part.glob("*/*/*.parquet"):
            target = tmp_path / "dataset" / path.relative_to(part)
            target.parent.mkdir(parents=True, exist_ok=True)
            path.rename(target)
    assert export.compact(tmp_path / "dataset")
    files = export.parquet_files(tmp_path / "dataset", "steps")
    assert [export.known_details(pq.read_schema(f)) for f in files] == [6]
    result = events.results(tmp_path / "dataset")
    assert result["annulled"].tolist() == [True, True]


def test_a_second_sentence_without_annulment_does_not_replace_the_first() -> None:
    first = [*FIRST[:3], ("2021-06-01T10:00:00Z", "Julgado improcedente o pedido", None)]
    row = events.results(P.bundle(P.capture(first))).iloc[0]
    assert (row["outcome"], row["annulled"]) == ("partly_granted", False)


def test_a_settlement_ends_the_lawsuit() -> None:
    steps = [*FIRST[:3], ("2021-06-01T10:00:00Z", "Homologada a transação", None)]
    row = events.results(P.bundle(P.capture(steps), P.capture([], cnj=P.OTHER))).iloc[0]
    assert (row["ended_by"], row["ended_at"]) == ("settled", pd.Timestamp("2021-06-01T10:00Z"))
    assert row["outcome"] == "partly_granted"


def test_a_lawsuit_without_judgments_keeps_its_row() -> None:
    result = events.results(P.bundle(P.capture(FIRST[:1]), P.capture([], cnj=P.OTHER)))
    assert sorted(result["cnj"]) == sorted([P.CNJ, P.OTHER])
    assert result["decisions"].tolist() == [0, 0] and result["outcome"].isna().all()


def test_real_sandbox_sources_merge_into_the_same_outcomes(sources: Sources) -> None:
    alone = events.outcomes(sources.capture)
    merged = events.outcomes(sources.all)
    assert contracts.problems(merged, "outcomes") == []
    assert len(alone) > 0
    # a judgment several APIs report is one judged event: none twice, none lost
    assert not merged.duplicated(["cnj", "timestamp"]).any()
    pairs = [set(zip(f["cnj"], f["timestamp"], strict=True)) for f in (alone, merged)]
    assert pairs[0] <= pairs[1]
    assert len(merged) < len(alone) + len(events.outcomes(sources.demand))
    assert merged["outcome"].notna().all() and merged["basis"].notna().all()
    result = events.results(sources.all)
    assert set(result["cnj"]) == set(sources.all.lawsuits["cnj"].dropna())
    assert result["decisions"].sum() == len(merged)
    events.rates(result, by="court", min_n=1)  # counts per court without error


@pytest.mark.parametrize("function", [events.outcomes, events.results])
def test_a_bundle_is_required(function) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InvalidInput, match=r"takes a lawkit\.tidy\.Bundle"):
        function(pd.DataFrame({"outcome": ["granted"]}))
