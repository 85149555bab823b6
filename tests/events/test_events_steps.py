"""Every bundle's steps carry ``event`` and ``tpu_code``, classified once when it is built."""

from __future__ import annotations

from pathlib import Path

import events_payloads as P
import pandas as pd
import pytest

import lawkit.events as events
import lawkit.tidy as tidy
from lawkit.tidy import _builder, contracts


def test_the_steps_contract_declares_the_new_columns() -> None:
    columns = {c.name: c for c in contracts.columns("steps")}
    names = list(columns)
    assert names[names.index("event") :][:3] == ["event", "outcome", "tpu_code"]
    assert columns["event"].dtype == events.EVENT_DTYPE
    assert columns["outcome"].dtype == events.OUTCOME_DTYPE
    assert tuple(columns["event"].dtype.categories) == events.CLASSES
    assert columns["tpu_code"].dtype == pd.Int32Dtype()


def test_each_api_classifies_its_own_layout() -> None:
    capture = tidy.lookups(P.capture([
        ("2026-03-20T15:00:00Z", "Publicado o despacho no DJe (92)", None),
        ("2026-03-21T15:00:00Z", "Conclusos para sentença", "(M711)"),
    ]))  # fmt: skip
    monitoring = tidy.monitoring(
        P.monitoring([("2026-03-22T15:00:00Z", "Decisão", "Defiro a liminar.")])
    )
    demand = tidy.demand(P.demand([
        ("2026-03-23 12:00:00", "Audiência de Conciliação Designada", "Para 10/05/2026 às 14h."),
        ("2026-03-24 12:00:00", None, "Arquivado Definitivamente"),
    ]))  # fmt: skip
    for bundle in (capture, monitoring, demand):
        assert contracts.problems(bundle.steps, "steps") == []
    assert capture.steps["event"].tolist() == ["publication", "conclusion"]
    assert capture.steps["tpu_code"].tolist() == [92, pd.NA]  # (M711) is no TPU code
    assert monitoring.steps["event"].tolist() == ["decision"]
    # The demand API has no title: its type names the movement, its text completes it.
    assert demand.steps["title"].isna().all()
    assert demand.steps["event"].tolist() == ["hearing", "archived"]


def test_the_columns_are_what_classify_says_of_the_same_steps(sources: P.Sources) -> None:
    steps = sources.all.steps
    names = steps["title"].astype(object).where(steps["title"].notna(), steps["type"])
    found = events.annotate(names, steps["text"])
    pd.testing.assert_series_equal(steps["event"], found["event"], check_index=False)
    pd.testing.assert_series_equal(steps["tpu_code"], found["tpu_code"], check_index=False)
    assert set(steps["origin"]) == {"capture", "monitoring", "demand"}


def test_adding_bundles_keeps_the_classes_without_classifying_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first = tidy.lookups(P.capture([("2026-03-20T15:00:00Z", "Julgado procedente o pedido", None)]))
    second = tidy.demand(P.demand([("2026-03-20 12:00:00", "Trânsito em Julgado", None)]))

    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("classified again")

    monkeypatch.setattr(_builder, "annotate_steps", refuse)
    joined = first + second
    assert joined.steps["event"].tolist() == ["judgment", "res_judicata"]
    assert contracts.problems(joined.steps, "steps") == []


def test_empty_bundles_have_the_columns_with_all_classes() -> None:
    steps = tidy.demand([]).steps
    assert contracts.problems(steps, "steps") == []
    assert list(steps["event"].cat.categories) == list(events.CLASSES)


def test_conform_orders_the_classes_of_an_event_column() -> None:
    steps = tidy.lookups(
        P.capture([("2026-03-20T15:00:00Z", "Arquivado Definitivamente", None)])
    ).steps
    shuffled = steps.assign(event=steps["event"].astype(str).astype("category"))
    assert contracts.problems(shuffled, "steps") != []
    fixed = contracts.conform(shuffled, "steps")
    assert contracts.problems(fixed, "steps") == []
    assert fixed["event"].tolist() == ["archived"]


def test_a_dataset_written_without_events_is_classified_on_reading(tmp_path: Path) -> None:
    bundle = tidy.lookups(
        P.capture([("2026-03-20T15:00:00Z", "Julgado procedente o pedido", None)])
    )
    old = tidy.Bundle(
        **(bundle.tables() | {"steps": bundle.steps.drop(columns=["event", "tpu_code"])})
    )
    back = tidy.Bundle.from_parquet(old.to_parquet(tmp_path / "old"))
    assert back.steps["event"].tolist() == ["judgment"]
    assert contracts.problems(back.steps, "steps") == []


@pytest.mark.parametrize(
    "relabel",
    [
        lambda s: s.assign(event=s["event"].astype(str).astype("category")),  # other order
        lambda s: s.assign(event=s["event"].astype(str)),  # plain text
        lambda s: s.drop(columns=["event", "tpu_code"]),  # made by hand without them
    ],
    ids=["categories in another order", "plain text", "no event column"],
)
def test_the_analyses_read_steps_held_to_their_contract(relabel) -> None:
    bundle = tidy.lookups(
        P.capture([("2026-03-20T15:00:00Z", "Julgado procedente o pedido", None)])
    )
    odd = tidy.Bundle(**(bundle.tables() | {"steps": relabel(bundle.steps)}))
    assert events.timeline(odd)["event"].tolist() == ["judgment"]
    assert events.milestones(odd)["first_judgment_at"].notna().all()
