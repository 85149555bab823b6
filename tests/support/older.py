"""Datasets as an older lawkit wrote them, for the tests of what the analyses derive again."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq


def as_six_details_wrote_it(dataset: Path) -> None:
    """Rewrite ``dataset``'s steps as the lawkit before annulments wrote them: no judgment's
    detail, and six detail categories in the pandas metadata; every other column as it is."""
    for path in dataset.glob("steps/**/*.parquet"):
        steps = pq.read_table(path)
        judged = pc.fill_null(pc.equal(steps["event"].cast(pa.string()), "judgment"), False)
        detail = pc.if_else(judged, None, steps["detail"].cast(pa.string()))
        field = steps.schema.field("detail")
        steps = steps.set_column(
            steps.schema.get_field_index("detail"), field, detail.dictionary_encode()
        )
        pandas = json.loads(steps.schema.metadata[b"pandas"])
        for column in pandas["columns"]:
            if column["name"] == "detail":
                column["metadata"]["num_categories"] = 6
        metadata = {**steps.schema.metadata, b"pandas": json.dumps(pandas).encode()}
        pq.write_table(steps.replace_schema_metadata(metadata), path)
