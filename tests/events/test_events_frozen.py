"""Every analysis gives the answers frozen before the analyses moved to DuckDB (values, dtypes
and order), on the bundle and on datasets of it: written as batches, compacted, and as an older
lawkit wrote it (steps without ``event``, ``outcome``, ``tpu_code``: classified on reading, so
compared with the bundle's answer without them; or without ``detail``: derived on reading, so
compared with the frozen answers).

Three dtypes changed on purpose. Two so that a bundle and its dataset give equal frames: ``court``
was a category of ``str`` from a bundle and of ``string`` from a dataset (now ``str`` from
both: the frozen answers, from the bundle, hold it); an event's ``title`` and ``text`` were
text in whatever storage the steps held (a bundle's Python strings, a dataset's Arrow; a
title Python strings wherever a step has a ``type``), and are now Arrow-backed whatever they
read (:data:`lawkit.events.timelines.ARROW_TEXT`): the frozen answers are compared with their
title and text in that storage (:func:`_expected`), same values. And ``detail`` gained the
category ``annulment`` (a judgment that annuls a sentence, read when tidy builds the steps;
none in this portfolio): the frozen answers are compared with it added. One value changed on
purpose too: a basis the outcome reader now reads (:data:`REREAD_BASES`).

The portfolio (``tests/events/frozen``, made by its ``freeze.py``): 34 lawsuits of TJSP, TRF1,
TRT2 and TJES through the capture API (first and second degree), monitoring, a demand and
DataJud; 7,491 steps, 3,865 events, 46 judged events of all 13 outcomes, at both instances.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from lawkit.classify.detail import DETAIL_DTYPE
from lawkit.events._inputs import steps_of
from lawkit.events.timelines import ARROW_TEXT, merged
from lawkit.tidy import Bundle, export

pytest.importorskip("statsmodels")

FROZEN = Path(__file__).parent / "frozen"
sys.path.insert(0, str(FROZEN))
from freeze import analyses  # noqa: E402

NOW = pd.Timestamp((FROZEN / "now.txt").read_text().strip())
NAMES = sorted(p.stem for p in (FROZEN / "answers").glob("*.pkl"))
#: Analyses that take a Bundle only (not a dataset's directory).
BUNDLE_ONLY = {"event_ids"}
ORIGINS = ("capture", "monitoring", "demand", "datajud")


@pytest.fixture(scope="module")
def bundle() -> Bundle:
    return Bundle.from_parquet(FROZEN / "portfolio")


def _by_origin(bundle: Bundle) -> list[Bundle]:
    """The bundle split by origin (each origin's rows in every table that has one)."""
    tables = bundle.tables()
    return [
        Bundle(**{n: t[(t["origin"] == o).to_numpy()] if "origin" in t else t.iloc[:0]
                  for n, t in tables.items()})
        for o in ORIGINS
    ]  # fmt: skip


#: The columns of the steps an older lawkit did not write: before steps were classified, and
#: before they had a detail.
UNCLASSIFIED = ("event", "outcome", "tpu_code", "detail")
UNDETAILED = ("detail",)


def _older(
    bundle: Bundle, origins: tuple[str, ...] = ORIGINS, columns: tuple[str, ...] = UNCLASSIFIED
) -> Bundle:
    """``bundle`` as an older lawkit made it: its steps of ``origins`` without ``columns`` (all:
    without the columns)."""
    steps = bundle.steps
    if origins == ORIGINS:
        steps = steps.drop(columns=list(columns))
    else:
        steps = steps.copy()
        steps.loc[steps["origin"].isin(origins).to_numpy(), list(columns)] = None
    return Bundle(**{**bundle.tables(), "steps": steps})


#: Per dataset written in part by an older lawkit: (the origins whose batches it wrote, the
#: columns it did not write). ``mixed``: batches written before steps were classified;
#: ``undetailed``: batches written before steps had a detail (the analyses derive it).
OLDER = {
    "older": (ORIGINS, UNCLASSIFIED),
    "mixed": (("capture", "demand"), UNCLASSIFIED),
    "undetailed": (("capture", "datajud"), UNDETAILED),
}


@pytest.fixture(scope="module", params=["batches", "compacted", *OLDER])
def dataset(request: pytest.FixtureRequest, bundle: Bundle, tmp_path_factory: Any) -> Path:
    """The portfolio appended one origin at a time (then compacted, or with the batches of some
    origins as an older lawkit wrote them: :data:`OLDER`)."""
    path = tmp_path_factory.mktemp("frozen") / "portfolio"
    origins, columns = OLDER.get(request.param, ((), ()))
    for origin, part in zip(ORIGINS, _by_origin(bundle), strict=True):
        older = origin in origins
        (_older(part, ORIGINS, columns) if older else part).to_parquet(path, mode="append")
    if request.param == "compacted":
        assert export.compact(path)
    return path


def _answers(source: Any, names: list[str]) -> dict[str, pd.DataFrame]:
    every: dict[str, Callable[[], pd.DataFrame]] = analyses(source, NOW, lazily=True)
    return {name: every[name]() for name in names}


#: Outcomes' bases read again since the freeze (event id -> basis): the portfolio's steps keep
#: the outcome they were frozen with, but ``outcomes`` reads a basis on every call, and issue
#: 28's round 19 reads "conheço dos embargos de declaração e os REJEITO" (before: no verdict).
REREAD_BASES = {1731: "title: embargos de declaração e os REJEITO"}


def _expected(name: str) -> pd.DataFrame:
    """The frozen answer ``name``, an event's title and text Arrow-backed, ``detail`` of every
    detail, and the bases read again (:data:`REREAD_BASES`; the module's docstring says why)."""
    frame = pd.read_pickle(FROZEN / "answers" / f"{name}.pkl")
    text = [c for c in ("title", "text") if c in frame and name != "event_ids"]
    details = {"detail": DETAIL_DTYPE} if "detail" in frame else {}
    frame = frame.astype(dict.fromkeys(text, ARROW_TEXT) | details)
    if name == "outcomes":
        reread = frame["event_id"].isin(list(REREAD_BASES)).to_numpy()
        frame.loc[reread, "basis"] = frame.loc[reread, "event_id"].map(REREAD_BASES).to_numpy()
    return frame


@pytest.mark.parametrize("name", NAMES)
def test_the_bundle_gives_the_frozen_answer(name: str, bundle: Bundle) -> None:
    expected = _expected(name)
    got = _answers(bundle, [name])[name]
    pd.testing.assert_frame_equal(got, expected)


def test_an_events_detail_is_its_steps_where_that_step_was_classified_as_the_event(
    bundle: Bundle,
) -> None:
    """A timeline takes an event's detail from the step that represents it when that step has
    the event's class and code, and reads the others again (here 2,343 of 3,721 events: their
    code is a DataJud movement's): the details of reading them all."""
    steps = steps_of(bundle, "timeline")
    pd.testing.assert_frame_equal(merged(steps, detailed=True), merged(steps))


@pytest.mark.parametrize("name", [n for n in NAMES if n not in BUNDLE_ONLY])
def test_a_dataset_gives_the_bundles_answer(
    name: str, bundle: Bundle, dataset: Path, request: pytest.FixtureRequest, monkeypatch: Any
) -> None:
    monkeypatch.setattr("lawkit.events.readers.CHUNK_STEPS", 500)  # 15 chunks of whole lawsuits
    kind = request.node.callspec.params["dataset"]
    if kind in ("older", "mixed"):  # classified on reading by today's classifier, as the
        # bundle's steps without them are
        expected = _answers(_older(bundle, *OLDER[kind]), [name])[name]
    else:  # a detail derived on reading is the one tidy gives
        expected = _expected(name)
    got = _answers(dataset, [name])[name]
    pd.testing.assert_frame_equal(got, expected)
