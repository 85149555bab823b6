"""Bundle: concatenation, notebook summary, Parquet round trip and DuckDB views."""

from __future__ import annotations

from pathlib import Path

import pandas as pd
import pytest
import tidy_payloads as P

import lawkit.tidy as tidy
from lawkit.tidy import Bundle, contracts, export


def mixed() -> Bundle:
    return tidy.concat(
        [
            tidy.lookups(P.lookup_result(P.CNJ_A)),
            tidy.monitoring(P.monitoring_response(P.CNJ_B)),
            tidy.demand(P.demand_result()),
        ]
    )


def test_concat_and_plus_agree_and_keep_contracts() -> None:
    a, b = tidy.lookups(P.lookup_result()), tidy.demand(P.demand_result())
    plus, joined = a + b, tidy.concat([a, b])
    for name, table in plus.tables().items():
        pd.testing.assert_frame_equal(table, joined.tables()[name])
        assert contracts.problems(table, name) == []
    assert len(plus.lawsuits) == len(a.lawsuits) + len(b.lawsuits)
    assert tidy.concat([]).lawsuits.empty
    with pytest.raises(TypeError):
        _ = a + 1


def test_html_summary_lists_tables_rows_memory_and_cnjs() -> None:
    bundle = mixed()
    html = bundle._repr_html_()
    assert "<table>" in html and "capture, demand, monitoring" in html
    for name, table in bundle.tables().items():
        assert f"<code>{name}</code></td><td>{len(table):,}</td>" in html
    assert bundle.summary().loc["lawsuits", "cnjs"] == 3  # CNJ_A, CNJ_B, the 404 number
    assert repr(bundle).startswith("<Bundle lawsuits=4,")


@pytest.mark.parametrize("batch_rows", [export.BATCH_ROWS, 2], ids=["one batch", "2-row batches"])
def test_parquet_round_trip_partitioned_by_court(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, batch_rows: int
) -> None:
    monkeypatch.setattr(export, "BATCH_ROWS", batch_rows)  # tables are converted batch by batch
    bundle = mixed()
    assert len(bundle.steps) > 2 * min(batch_rows, 2)  # the 2-row case writes several batches
    root = bundle.to_parquet(tmp_path / "ds")
    assert (root / "steps" / "court=TJSP").is_dir()
    assert (root / "lawsuits" / "court=TRF5").is_dir()
    back = Bundle.from_parquet(root)
    for name, table in bundle.tables().items():
        got = back.tables()[name]
        assert contracts.problems(got, name) == []
        key = ["origin", "cnj", *[c for c in ("position", "party", "key") if c in table]]
        expected = table.sort_values(key, kind="stable").reset_index(drop=True)
        got = got.sort_values(key, kind="stable").reset_index(drop=True)
        # free text comes back Arrow-backed (no Python object per value): the same values
        text = [c.name for c in contracts.columns(name) if c.kind == "text"]
        assert all(got[c].dtype == pd.StringDtype("pyarrow") for c in text)
        got = got.astype({c: expected[c].dtype for c in text})
        pd.testing.assert_frame_equal(got, expected, check_categorical=False)
    with pytest.raises(FileExistsError, match="mode='overwrite'"):
        bundle.to_parquet(root)
    bundle.to_parquet(root, mode="overwrite")
    assert len(Bundle.from_parquet(root).steps) == len(bundle.steps)
    with pytest.raises(ValueError, match="mode must be one of error, overwrite, append"):
        bundle.to_parquet(root, mode="replace")


def test_parquet_append_batches_and_missing_court(tmp_path: Path) -> None:
    first = tidy.lookups(P.lookup_result(P.CNJ_A))
    courtless = P.lookup_result("12345", request_id="req-2")
    del courtless["requested"]["court"]
    second = tidy.lookups(courtless)
    assert second.lawsuits["court"].isna().all()
    root = first.to_parquet(tmp_path / "ds")
    second.to_parquet(root, mode="append")
    back = Bundle.from_parquet(root)
    assert sorted(back.lawsuits["request_id"]) == ["req-1", "req-2"]
    assert back.lawsuits.set_index("request_id")["court"].isna().to_dict() == {
        "req-1": False,
        "req-2": True,
    }
    assert len(back.steps) == len(first.steps) + len(second.steps)


def test_duckdb_views_in_memory_and_over_parquet(tmp_path: Path) -> None:
    bundle = mixed()
    con = bundle.to_duckdb()
    counts = con.execute(
        "SELECT origin, count(*) FROM steps GROUP BY origin ORDER BY origin"
    ).fetchall()
    assert counts == [("capture", 2), ("demand", 2), ("monitoring", 2)]
    root = bundle.to_parquet(tmp_path / "ds")
    lazy = export.duckdb_views(root)
    rows = lazy.execute(
        "SELECT l.court, count(*) FROM steps s JOIN lawsuits l USING (cnj, origin) "
        "GROUP BY l.court ORDER BY l.court"
    ).fetchall()
    assert rows == [("TJSP", 4), ("TRF5", 2)]
    assert lazy.execute("SELECT count(*) FROM steps WHERE court = 'TJSP'").fetchone() == (4,)


def test_reading_a_missing_dataset_says_where(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no Parquet dataset"):
        Bundle.from_parquet(tmp_path / "nothing")


def test_empty_tables_round_trip_and_stay_queryable(tmp_path: Path) -> None:
    root = Bundle.empty().to_parquet(tmp_path / "empty")
    back = Bundle.from_parquet(root)
    for name, table in back.tables().items():
        assert table.empty
        assert contracts.problems(table, name) == []
    no_files = tidy.demand(P.demand_result())  # the demand API has no files
    assert no_files.files.empty
    root = no_files.to_parquet(tmp_path / "demand")
    con = export.duckdb_views(root)
    assert con.execute("SELECT count(*) FROM files").fetchone() == (0,)
    assert con.execute("SELECT count(*) FROM steps").fetchone() == (2,)
    assert Bundle.from_parquet(root).files.empty
