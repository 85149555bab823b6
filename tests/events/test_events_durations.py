"""``events.durations`` (censoring), ``events.survival`` and ``events.medians`` (Kaplan-Meier)."""

from __future__ import annotations

import datetime as dt
import math
from statistics import NormalDist

import events_payloads as P
import pandas as pd
import pytest

import lawkit.events as events
from lawkit.errors import InvalidInput
from lawkit.tidy import contracts

JUDGED = [("2020-01-01T12:00:00Z", "Distribuído por sorteio", None),
          ("2020-01-11T00:00:00Z", "Julgado procedente o pedido", None)]  # fmt: skip
PENDING = [("2020-01-01T12:00:00Z", "Distribuído por sorteio", None),
           ("2020-01-21T12:00:00Z", "Conclusos para sentença", None)]  # fmt: skip
AS_OF = "2020-02-01T12:00:00Z"


@pytest.fixture(scope="module")
def marks() -> pd.DataFrame:
    return events.milestones(P.bundle(P.capture(JUDGED, start=None),
                                      P.capture(PENDING, cnj=P.OTHER, start=None)))  # fmt: skip


def test_judged_lawsuits_are_observed_the_others_censored(marks: pd.DataFrame) -> None:
    spans = events.durations(marks, "filed_at", "first_judgment_at").set_index("cnj")
    assert contracts.problems(spans.reset_index(), "durations") == []
    # whole days from date to date in Brasília: filed on 01/01 at 09:00, judged on 11/01 (a date
    # only, midnight in São Paulo): 10 days, not 9.625
    assert spans.loc[P.CNJ, "days"] == 10.0 and spans.loc[P.CNJ, "observed"]
    # not judged: censored at its last event, not dropped
    assert spans.loc[P.OTHER, "days"] == 20.0 and not spans.loc[P.OTHER, "observed"]
    assert spans.loc[P.OTHER, "end_at"] == pd.Timestamp("2020-01-21T12:00Z")
    later = events.durations(marks, as_of=AS_OF).set_index("cnj")
    assert later.loc[P.OTHER, "days"] == 31.0 and not later.loc[P.OTHER, "observed"]
    assert later.loc[P.CNJ, "days"] == 10.0  # an observed end does not move
    aware = dt.datetime(2020, 2, 1, 9, tzinfo=dt.timezone(dt.timedelta(hours=-3)))
    pd.testing.assert_frame_equal(events.durations(marks, as_of=aware).set_index("cnj"), later)


def test_a_lawsuit_without_its_start_is_kept_without_a_duration(marks: pd.DataFrame) -> None:
    spans = events.durations(marks, "summons_at", "first_judgment_at")
    assert len(spans) == 2 and spans["days"].isna().all() and spans["observed"].isna().all()
    with pytest.raises(InvalidInput, match="no lawsuit has a duration"):
        events.medians(spans)


def test_a_date_only_end_on_the_day_of_its_start_is_zero_days() -> None:
    same_day = [("2020-01-01T12:00:00Z", "Distribuído por sorteio", None),
                ("2020-01-01T00:00:00Z", "Julgado procedente o pedido", None)]  # fmt: skip
    spans = events.durations(events.milestones(P.bundle(P.capture(same_day, start=None))))
    assert spans["days"].tolist() == [0.0] and spans["observed"].tolist() == [True]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"start": "filed"}, r"^start must be one of filed_at, first_notice_at, .*; got str"),
        ({"end": "filed_at"}, r"^end must be one of first_notice_at, .*; got str 'filed_at'"),
        ({"as_of": "2020-02-01"}, r"^as_of must carry a time zone"),
        ({"as_of": dt.datetime(2020, 2, 1)}, r"^as_of must carry a time zone"),
        ({"as_of": "soon"}, r"^as_of must be an aware datetime .*; cannot read 'soon'"),
        ({"as_of": dt.date(2020, 2, 1)}, r"^as_of must be an aware datetime .*; got a date"),
        ({"as_of": "2020-01-15T00:00:00Z"}, r"^as_of 2020-01-15T00:00:00\+00:00 is before the "
         r"data's last event \(2020-01-21T12:00:00\+00:00, lawsuit 0010490"),
        ({"stale_after": 0}, r"^stale_after must be a positive number of days or None; got 0"),
        ({"stale_after": "2 years"}, r"^stale_after must be a positive number of days or None"),
        ({"stale_after": True}, r"^stale_after must be a positive number of days or None"),
    ],
)  # fmt: skip
def test_refuses_bad_arguments(marks: pd.DataFrame, arguments: dict, message: str) -> None:
    with pytest.raises(InvalidInput, match=message):
        events.durations(marks, **arguments)


def test_refuses_an_end_before_its_start(marks: pd.DataFrame) -> None:
    with pytest.raises(InvalidInput, match=r"^1 lawsuit\(s\) end before they start \(filed_at "
                       r".* before first_judgment_at\), e\.g\. 0004599-63"):  # fmt: skip
        events.durations(marks, "first_judgment_at", "filed_at")


def test_refuses_what_is_not_a_milestones_frame(marks: pd.DataFrame) -> None:
    with pytest.raises(InvalidInput, match=r"^milestones must be the DataFrame lawkit\.events"):
        events.durations(marks.to_dict())  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match=r"^milestones lacks the column\(s\) last_event_at"):
        events.durations(marks.drop(columns="last_event_at"))


# Freireich et al. (1963), the 6-MP arm: weeks in remission of 21 leukaemia patients, "+" when
# censored (the textbook example, e.g. Kleinbaum & Klein, Survival Analysis, chapter 2).
WEEKS = [6, 6, 6, 7, 10, 13, 16, 22, 23, 6, 9, 10, 11, 17, 19, 20, 25, 32, 32, 34, 35]
RELAPSED = [True] * 9 + [False] * 12


def remission() -> pd.DataFrame:
    return pd.DataFrame({
        "cnj": [f"p{i}" for i in range(len(WEEKS))],
        "court": ["A"] * 11 + ["B"] * 10,
        "days": pd.array(WEEKS, dtype="Float64"),
        "observed": pd.array(RELAPSED, dtype="boolean"),
    })  # fmt: skip


def by_hand(alpha: float = 0.05) -> tuple[list[tuple], tuple[float, float, float]]:
    """The Kaplan-Meier estimate at each relapse time, its log-log band and the median with its
    Brookmeyer-Crowley interval, computed step by step from the definitions."""
    z = NormalDist().inv_cdf(1 - alpha / 2)
    rows, estimate, greenwood = [], 1.0, 0.0
    for t in sorted(set(WEEKS)):
        at_risk = sum(w >= t for w in WEEKS)
        ended = sum(w == t and r for w, r in zip(WEEKS, RELAPSED, strict=True))
        if not ended:
            continue
        estimate *= 1 - ended / at_risk  # Kaplan-Meier
        greenwood += ended / (at_risk * (at_risk - ended))  # Greenwood's sum
        spread = z * math.sqrt(greenwood) / abs(math.log(estimate))  # se of log(-log S)
        rows.append((t, at_risk, ended, estimate, estimate ** math.exp(spread),
                     estimate ** math.exp(-spread), greenwood))  # fmt: skip
    median = next(t for t, *_, s, _, _, _ in rows if s < 0.5)
    # Brookmeyer-Crowley: the relapse times whose estimate is within z of 1/2 (log-log scale)
    inside = [i for i, (*_, s, _, _, v) in enumerate(rows)
              if abs(math.log(-math.log(s)) - math.log(-math.log(0.5))) * abs(math.log(s))
              / math.sqrt(v) <= z]  # fmt: skip
    upper = rows[inside[-1] + 1][0] if inside[-1] + 1 < len(rows) else math.nan
    return rows, (median, rows[inside[0]][0], upper)


def test_the_curve_and_median_agree_with_the_hand_computation() -> None:
    rows, (median, lower, upper) = by_hand()
    curve = events.survival(remission())
    assert contracts.problems(curve, "survival") == []
    relapses = curve[curve["observed"] > 0].reset_index(drop=True)
    assert relapses["time"].tolist() == [row[0] for row in rows]
    assert relapses["at_risk"].tolist() == [row[1] for row in rows]
    for column, position in (("survival", 3), ("lower", 4), ("upper", 5)):
        assert relapses[column].tolist() == pytest.approx([row[position] for row in rows])
    # the textbook's estimates, to three places
    assert [round(s, 3) for s in relapses["survival"]] == [
        0.857, 0.807, 0.753, 0.690, 0.627, 0.538, 0.448]  # fmt: skip
    assert curve.iloc[0].tolist()[:4] == [0.0, 1.0, 1.0, 1.0]
    assert curve["censored"].sum() == 12 and curve["observed"].sum() == 9
    found = events.medians(remission())
    assert contracts.problems(found, "medians") == []
    assert found.iloc[0][["lawsuits", "observed"]].tolist() == [21, 9]
    assert found.iloc[0]["median"] == median == 23
    assert found.iloc[0]["lower"] == lower
    assert pd.isna(found.iloc[0]["upper"]) and math.isnan(upper)  # beyond the last relapse


def test_curves_and_medians_per_group() -> None:
    frame = remission()
    curves = events.survival(frame, by="court", alpha=0.1)
    assert list(curves.columns[:2]) == ["court", "time"]
    assert set(curves["court"]) == {"A", "B"}
    assert curves.groupby("court")["time"].first().tolist() == [0.0, 0.0]
    medians = events.medians(frame, by=["court"])
    assert medians["court"].tolist() == ["A", "B"]
    assert medians["lawsuits"].tolist() == [11, 10]
    # B has no relapse: its curve stays at 1 and its median is not reached
    assert (curves.loc[curves["court"] == "B", "survival"] == 1).all()
    assert pd.isna(medians.loc[1, "median"])


def test_on_sandbox_durations(sources: P.Sources) -> None:
    marks = events.milestones(sources.all)
    spans = events.durations(marks, as_of=sources.now)
    assert len(spans) == len(marks)
    assert (spans["observed"] == marks["first_judgment_at"].notna()).all()
    censored = spans[~spans["observed"].astype(bool)]
    waiting = censored[~censored["dormant"].astype(bool)]
    assert (waiting["end_at"] == pd.Timestamp(sources.now).tz_convert("UTC")).all()
    dormant = censored[censored["dormant"].astype(bool)]
    last = marks.set_index("cnj")["last_event_at"]
    assert (dormant["end_at"].to_numpy() == last[dormant["cnj"]].to_numpy()).all()
    medians = events.medians(spans, by="segment")
    assert medians["lawsuits"].sum() == spans["days"].notna().sum()


def test_days_and_medians_are_whole_days(sources: P.Sources) -> None:
    """Durations are counted as the courts count them, from date to date (no 897.317361)."""
    spans = events.durations(events.milestones(sources.all), as_of=sources.now)
    days = spans["days"].dropna()
    assert len(days) and (days == days.round()).all()
    medians = events.medians(spans, by="segment")
    for column in ("median", "lower", "upper"):
        found = medians[column].dropna()
        assert (found == found.round()).all(), column


def test_a_dormant_lawsuit_is_censored_at_its_last_step(marks: pd.DataFrame) -> None:
    """Not judged, and no step for three years before ``as_of``: it is not known to have been
    waiting all that time, so it is censored at its last step (``stale_after`` two years)."""
    years_later = "2023-01-21T12:00:00Z"
    spans = events.durations(marks, as_of=years_later).set_index("cnj")
    assert spans.loc[P.OTHER, "dormant"] and not spans.loc[P.OTHER, "observed"]
    assert spans.loc[P.OTHER, "end_at"] == pd.Timestamp("2020-01-21T12:00Z")
    assert spans.loc[P.OTHER, "days"] == 20.0
    assert not spans.loc[P.CNJ, "dormant"], "a judged lawsuit is observed, never dormant"
    waited = events.durations(marks, as_of=years_later, stale_after=None).set_index("cnj")
    assert not waited.loc[P.OTHER, "dormant"] and waited.loc[P.OTHER, "days"] == 1116.0
    within = events.durations(marks, as_of=years_later, stale_after=1200).set_index("cnj")
    assert not within.loc[P.OTHER, "dormant"]
    assert not events.durations(marks).set_index("cnj").loc[P.OTHER, "dormant"], (
        "without as_of every lawsuit is censored at its last event: none is dormant"
    )


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"by": "judge"}, r"^by must be one of cnj, court; got str 'judge'"),
        ({"by": 3}, r"^by must be a column name, a non-empty list of them or None; got 3"),
        ({"alpha": 1.5}, r"^alpha must be a number between 0 and 1"),
        ({"alpha": "5%"}, r"^alpha must be a number between 0 and 1"),
    ],
)
def test_survival_refuses_bad_arguments(arguments: dict, message: str) -> None:
    for function in (events.survival, events.medians):
        with pytest.raises(InvalidInput, match=message):
            function(remission(), **arguments)


def test_a_lawsuit_without_any_event_is_censored_at_its_start() -> None:
    marks = events.milestones(P.bundle(P.capture([], start="2020-03-02T00:00:00Z")))
    spans = events.durations(marks)
    assert spans[["days", "observed"]].values.tolist() == [[0.0, False]]
