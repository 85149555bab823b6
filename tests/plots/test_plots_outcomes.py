"""``plots.outcomes`` and ``plots.reform``: shares with Wilson intervals, appeals per group."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from lawkit import plots
from lawkit.errors import InvalidInput
from lawkit.events.judgments import wilson


def frame() -> pd.DataFrame:
    a = ["granted"] * 6 + ["denied"] * 4 + ["settled"] * 2 + ["appeal_denied"] * 3
    b = ["granted"] * 2 + ["appeal_granted"]
    return pd.DataFrame({"court": ["A"] * len(a) + ["B"] * len(b), "outcome": a + b})


def test_shares_with_their_wilson_intervals() -> None:
    fig = plots.outcomes(frame(), by="court", min_n=10)
    granted = next(t for t in fig.data if t.name == "granted")
    assert list(granted.y) == ["A"]  # B has 2 first-instance outcomes: under min_n, not drawn
    low, high = wilson(6, 12)
    assert granted.x[0] == pytest.approx(0.5)
    assert granted.error_x.array[0] == pytest.approx(high - 0.5)
    assert granted.error_x.arrayminus[0] == pytest.approx(0.5 - low)
    assert "1 group under 10 not drawn" in fig.layout.title.text


def test_reform_stacks_appeal_outcomes_per_group() -> None:
    fig = plots.reform(frame(), by="court")
    denied = next(t for t in fig.data if t.name == "appeal denied")
    np.testing.assert_allclose(denied.x, [1.0, 0.0])
    assert "4 appeals judged in 2 groups" in fig.layout.title.text


def test_nothing_to_draw_and_bad_input() -> None:
    assert "no group has" in str(plots.outcomes(frame(), min_n=100).layout.annotations[0].text)
    with pytest.raises(InvalidInput, match="by must be one of"):
        plots.outcomes(frame(), by="judge")
