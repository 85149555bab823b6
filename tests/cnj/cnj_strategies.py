"""Hypothesis strategies shared by the CNJ tests: valid numbers and the ways people write them."""

from __future__ import annotations

from hypothesis import strategies as st

from lawkit import cnj
from lawkit.cnj._numbers import SEGMENTS, SEPARATORS

courts = st.sampled_from(cnj.courts())
#: Mostly the ASCII separators people type, sometimes any accepted separator (NBSP, dashes...).
separators = st.one_of(
    st.text(alphabet=" .-/", min_size=1, max_size=2),
    st.text(alphabet=SEPARATORS, min_size=1, max_size=3),
)


@st.composite
def valid_numbers(draw: st.DrawFn) -> str:
    court = draw(courts)
    return cnj.build(
        draw(st.integers(0, 9_999_999)),
        draw(st.integers(1000, 9999)),
        court.justice,
        court.tribunal,
        draw(st.integers(0, 9999)),
    )


def _joined(draw: st.DrawFn, groups: list[str]) -> str:
    return "".join(g + draw(separators) for g in groups[:-1]) + groups[-1]


@st.composite
def _runs(draw: st.DrawFn, number: str) -> list[str]:
    """The six segments of ``number``, runs of neighbours merged at random (``811`` for J.TR)."""
    groups = [number[:7]]
    for segment in number[8:].split("."):
        if draw(st.booleans()):
            groups[-1] += segment
        else:
            groups.append(segment)
    return groups


@st.composite
def messy(draw: st.DrawFn) -> tuple[str, str]:
    """A valid canonical number and one way a person might have written it."""
    number = draw(valid_numbers())
    digits = number.replace("-", "").replace(".", "")
    seq, dd, year, j, tr, origin = number.replace("-", ".").split(".")
    form = draw(st.integers(0, 7))
    if form == 0:  # digits only, maybe through a spreadsheet
        text = digits.lstrip("0") if len(digits.lstrip("0")) >= 11 else digits
    elif form == 1:  # dropped zeros per segment, any separators
        parts = (
            [p.lstrip("0") or "0" for p in (seq, dd)]
            + [year, j]
            + [p.lstrip("0") or "0" for p in (tr, origin)]
        )
        text = _joined(draw, parts)
    elif form == 2:  # two-digit justice
        text = f"{seq}-{dd}.{year}.0{j}.{tr}.{origin}"
    elif form == 3:  # 20 digits cut anywhere into 2-5 or 7-9 groups
        k = draw(st.sampled_from([2, 3, 4, 5, 7, 8, 9]))
        cuts = sorted(
            draw(st.lists(st.integers(1, 19), min_size=k - 1, max_size=k - 1, unique=True))
        )
        pieces = [digits[a:b] for a, b in zip([0, *cuts], [*cuts, 20], strict=True)]
        text = _joined(draw, pieces)
    elif form == 4:  # an int
        return number, int(digits)  # type: ignore[return-value]
    elif form == 5:  # padding around
        text = draw(separators) + number + draw(separators)
    elif form == 6:  # six segments, each maybe padded with extra leading zeros
        zeros = st.text(alphabet="0", max_size=2)
        text = _joined(draw, [draw(zeros) + p for p in (seq, dd, year, j, tr, origin)])
    else:  # more than 20 digits: the sequence padded, runs merged (one zero unless all are
        # merged: more can be ambiguous, see ``padded``)
        groups = draw(_runs(number))
        zeros = "0" * (draw(st.integers(1, 3)) if len(groups) == 1 else 1)
        text = _joined(draw, [zeros + groups[0], *groups[1:]])
    return number, text


@st.composite
def padded(draw: st.DrawFn) -> tuple[str, str]:
    """A valid canonical number written in runs of whole segments with one run padded by 1-3
    leading zeros: more than 20 digits that may be ambiguous (zeros of another run may read too)."""
    number = draw(valid_numbers())
    groups = draw(_runs(number))
    at = draw(st.integers(0, len(groups) - 1))
    groups[at] = "0" * draw(st.integers(1, 3)) + groups[at]
    return number, _joined(draw, groups)


#: Items a real column may hold: messy valid numbers, near-misses, noise, missing values, ints.
noise = st.text(
    alphabet=st.sampled_from([*"0123456789" * 4, *SEPARATORS, "a", "ã", "€", "X"]), max_size=30
)
digit_runs = st.text(alphabet="0123456789", min_size=9, max_size=23)  # around 11 and 20


@st.composite
def near_segments(draw: st.DrawFn) -> str:
    """Six digit groups each one digit short of, at, or one over its segment's width, some
    padded with leading zeros."""
    groups = [
        draw(st.sampled_from(["", "", "0", "00"]))
        + draw(st.text(alphabet="0123456789", min_size=max(1, width - 1), max_size=width + 1))
        for _, width in SEGMENTS
    ]
    return _joined(draw, groups)


items = st.one_of(
    messy().map(lambda case: case[1]),
    padded().map(lambda case: case[1]),
    digit_runs,
    near_segments(),
    valid_numbers().map(lambda n: n[:-1] + str((int(n[-1]) + 1) % 10)),  # bad check digits
    noise,
    st.sampled_from([None, float("nan"), "", "999999/SP", 1.5, True]),
    st.integers(0, 10**21),
)
