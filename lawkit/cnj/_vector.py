"""Vectorized CNJ decoding for the pandas accessor: numpy over the Arrow string buffers.

It follows ``_numbers`` rule for rule (same separator set, same six-segment / 20-digit /
more-than-20 / digits-only order), so ``Series.cnj`` and the scalar functions agree item by
item. The work is done on the raw UTF-8 bytes of an Arrow string array: every byte is classed
(digit, separator, anything else), digit groups are runs of digit bytes within a row, and each
digit is written to its column of an (n, 20) digit matrix by the rule its row falls under. Check
digits are then one matrix product modulo 97 and courts a table lookup on J*100+TR.
"""

from __future__ import annotations

import functools
import numbers
import re
from dataclasses import dataclass

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from lawkit.cnj._courts import _table
from lawkit.cnj._numbers import BOUNDARIES, MIN_DIGITS, SEGMENTS, SEPARATORS

ARROW_STRING = pd.StringDtype("pyarrow")
CHUNK = 1 << 14  # rows per pass: keeps the per-byte work arrays in cache
#: Byte classes: 0 = not allowed, 1 = digit, 2 = separator (ASCII ones; the others are
#: multi-byte in UTF-8 and rewritten to a space by ``read`` before the bytes are classed).
_CLASS = np.zeros(256, dtype=np.uint8)
_CLASS[ord("0") : ord("9") + 1] = 1
_CLASS[[ord(c) for c in SEPARATORS if ord(c) < 128]] = 2
_WIDE_SEPARATORS = "[" + "".join(c for c in SEPARATORS if ord(c) >= 128) + "]"
_WIDTH = np.array([w for _, w in SEGMENTS])
_END = np.cumsum(_WIDTH)
_SEGMENT_OF = np.repeat(np.arange(6), _WIDTH)  # segment of each of the 20 columns
_FROM_END = _END[_SEGMENT_OF] - 1 - np.arange(20)  # column's distance to its segment's end
_SIX_MAX_BYTES = 40  # longer rows (much padding) go to the general reader
#: Whether a digit count is a segment boundary; 21 stands for any count past the 20 digits.
_IS_BOUNDARY = np.isin(np.arange(22), sorted(BOUNDARIES))
#: Weight of each digit column in ``NNNNNNNAAAAJTROOOODD mod 97`` (10^k mod 97 by position).
#: An integer einsum, not a BLAS product: BLAS threads spinning after a call slow what follows.
_MOD_POSITION = np.array([*range(7), 18, 19, *range(7, 18)])
_MOD_WEIGHTS = np.array([pow(10, 19 - int(p), 97) for p in _MOD_POSITION], dtype=np.int32)
#: The canonical layout: where its separators and its digits are.
_LAYOUT = "0000000-00.0000.0.00.0000"
_CANONICAL = np.frombuffer(_LAYOUT.encode(), np.uint8)
_CANONICAL_WIDTH = len(_LAYOUT)
_SEPARATOR_AT = np.array([i for i, c in enumerate(_LAYOUT) if c != "0"])
_DIGIT_AT = np.array([i for i, c in enumerate(_LAYOUT) if c == "0"])
#: The layout's digit runs as (first byte, first of the 20 columns, length): slice copies, much
#: cheaper than gathering the 20 columns by index.
_DIGIT_RUNS = tuple(
    (m.start(), m.start() - _LAYOUT[: m.start()].count("-") - _LAYOUT[: m.start()].count("."),
     m.end() - m.start())
    for m in re.finditer("0+", _LAYOUT)
)  # fmt: skip


@dataclass(frozen=True)
class Decoded:
    """What the accessor needs, one row per input item.

    Attributes:
        missing: the input was None/NaN/NA.
        readable: the input has a canonical form (``normalize`` would not raise).
        valid: readable, check digits hold and J.TR is a court (``is_valid``).
        digits: (n, 20) uint8 digit values, zeros where not readable.
        court: index into the court table, -1 where not valid.
    """

    missing: np.ndarray
    readable: np.ndarray
    valid: np.ndarray
    digits: np.ndarray
    court: np.ndarray


@functools.cache
def _court_lookup() -> np.ndarray:
    """Court-table index for every J*100+TR code (-1 where no court has the code)."""
    lookup = np.full(1000, -1, dtype=np.int16)
    for i, c in enumerate(_table()):
        lookup[c.justice * 100 + c.tribunal] = i
    return lookup


def _accepted(kind: type) -> bool:
    """Whether ``normalize`` reads items of this type (text and ints, as ``_numbers`` does)."""
    return issubclass(kind, str) or (issubclass(kind, numbers.Integral) and kind is not bool)


def _as_arrow(values: pd.Series) -> tuple[pa.LargeStringArray, np.ndarray]:
    """Arrow strings of the items ``normalize`` accepts (str and ints; null for anything else)
    and the mask of missing items (None/NaN/NA)."""
    missing = values.isna().to_numpy(dtype=bool)
    if isinstance(values.dtype, pd.CategoricalDtype):
        values = values.astype(object)
    if values.dtype == object:
        kinds = values.map(type)
        accepted = kinds.map({k: _accepted(k) for k in kinds.unique()}).to_numpy(dtype=bool)
        values = values.where(accepted)
    elif not (
        pd.api.types.is_string_dtype(values.dtype) or pd.api.types.is_integer_dtype(values.dtype)
    ):
        values = pd.Series(pd.NA, index=values.index, dtype=object)
    arr = pa.array(values.astype(ARROW_STRING).array)
    if isinstance(arr, pa.ChunkedArray):
        arr = arr.combine_chunks()
    return pc.cast(arr, pa.large_string()), missing


def _rows_any(flags: np.ndarray) -> np.ndarray:
    """``flags.any(axis=1)`` of a C-contiguous (m, 8k) bool matrix, eight bytes at a time (a
    numpy reduction along a short row costs about 30 ns a row; this a few)."""
    words = flags.view(np.uint64)
    out = words[:, 0].copy()
    for j in range(1, words.shape[1]):
        out |= words[:, j]
    return out != 0


def _rows_count(flags: np.ndarray) -> np.ndarray:
    """``np.count_nonzero(flags, axis=1)`` of a C-contiguous (m, 8k) bool matrix (see
    ``_rows_any``)."""
    counts = np.bitwise_count(flags.view(np.uint64))
    out = counts[:, 0].astype(np.int64)
    for j in range(1, counts.shape[1]):
        out += counts[:, j]
    return out


def _rows_digits(values: np.ndarray) -> np.ndarray:
    """Rows of a C-contiguous (m, 4k) uint8 matrix whose every value is 0-9. Four bytes at a
    time: adding 0x76 to a byte's low 7 bits sets its high bit from 10 on, and a byte that had
    its high bit set is past 127 anyway."""
    words = values.view(np.uint32)
    high = ((words & np.uint32(0x7F7F7F7F)) + np.uint32(0x76767676) | words) & np.uint32(0x80808080)
    out = high[:, 0].copy()
    for j in range(1, high.shape[1]):
        out |= high[:, j]
    return out == 0


def _only_zeros(digits: np.ndarray, start: np.ndarray, count: np.ndarray, zero: int) -> np.ndarray:
    """Whether each run ``digits[start : start + count]`` holds only zeros (value ``zero``)."""
    run = np.repeat(np.arange(len(start)), count)
    at = np.repeat(start - (np.cumsum(count) - count), count) + np.arange(len(run))
    return np.bincount(run[digits[at] != zero], minlength=len(start)) == 0


def _fits(digits: np.ndarray, first: np.ndarray, last: np.ndarray, zero: int) -> np.ndarray:
    """Rows whose six digit groups can be read as the six segments (``_segments_fit``): a year
    of at least 4 digits and, in every group longer than its segment, only zeros before the
    segment's width.

    Args:
        digits: digit values ``zero`` to ``zero + 9`` where the groups are (other values between).
        first, last: (m, 6) positions of each group's first and last digit in ``digits``.
    """
    length = last - first + 1
    fits = length[:, 2] >= 4
    row, segment = np.divmod(np.flatnonzero(length > _WIDTH), 6)
    padding = length[row, segment] - _WIDTH[segment]
    fits[row[~_only_zeros(digits, first[row, segment], padding, zero)]] = False
    return fits


def _segment_digits(
    digits: np.ndarray, first: np.ndarray, last: np.ndarray, zero: int
) -> np.ndarray:
    """(m, 20) digits of rows read segment by segment from ``digits`` (values ``zero`` to
    ``zero + 9``; ``first``/``last`` as in ``_fits``).

    Column j takes the digit ``_FROM_END[j]`` places before its segment's last digit; a source
    before the segment's first digit is a dropped leading zero, and padding beyond the width is
    never reached.
    """
    source = last[:, _SEGMENT_OF] - _FROM_END
    kept = source >= first[:, _SEGMENT_OF]
    return (digits[np.where(kept, source, 0)] - np.uint8(zero)) * kept


def _read_six(
    data: np.ndarray, starts: np.ndarray, lengths: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Fast path for ASCII rows of six digit groups that fit the segments (dropped zeros, any
    separators, padding zeros), on a dense (m, width) byte matrix.

    ``data`` runs at least ``_SIX_MAX_BYTES`` bytes past the last row (``read`` pads it), and the
    width is a multiple of 8 so that rows are reduced eight bytes at a time.

    Returns which rows qualify and their (m, 20) digits; the others go to ``_read_chunk``.
    """
    width = min(_SIX_MAX_BYTES, -(-int(lengths.max(initial=0)) // 8) * 8)
    usable = lengths <= width
    digits = np.zeros((len(starts), 20), dtype=np.uint8)
    if width == 0 or not usable.any():
        return np.zeros(len(starts), dtype=bool), digits
    chars = np.lib.stride_tricks.sliding_window_view(data, width)[starts[usable]]
    past_end = np.arange(width) >= lengths[usable, None]  # bytes of the next rows
    chars = np.where(past_end, np.uint8(ord(" ")), chars)
    kind = _CLASS[chars]
    is_digit = kind == 1
    opens, closes = is_digit.copy(), is_digit.copy()  # first and last byte of each group
    opens[:, 1:] &= ~is_digit[:, :-1]
    closes[:, :-1] &= ~is_digit[:, 1:]
    rows = np.flatnonzero(~_rows_any(kind == 0) & (_rows_count(opens) == 6))
    # flatnonzero over the selected rows, shifted to flat positions in ``chars``
    shift = ((rows - np.arange(len(rows))) * width)[:, None]
    first = np.flatnonzero(opens[rows]).reshape(-1, 6) + shift
    last = np.flatnonzero(closes[rows]).reshape(-1, 6) + shift
    flat = chars.reshape(-1)
    fit = _fits(flat, first, last, ord("0"))
    taken = _segment_digits(flat, first[fit], last[fit], ord("0"))
    rows = rows[fit]
    ok = np.zeros(len(starts), dtype=bool)
    at = np.flatnonzero(usable)[rows]
    ok[at], digits[at] = True, taken
    return ok, digits


def _read_chunk(arr: pa.LargeStringArray) -> tuple[np.ndarray, np.ndarray]:
    """Readable mask and (n, 20) digit matrix of one chunk of strings (see the module doc).

    Digit groups are right-aligned: in a six-segment row each group ends at its segment's last
    column (rows with a group longer than its segment, padded with zeros, are read by
    ``_segment_digits`` instead); in a 20-digit or digits-only row the groups end where the
    concatenated digits end. Rows of more than 20 digits are read by ``_read_long``.
    """
    n = len(arr)
    offsets, data = _buffers(arr)

    kind = _CLASS[data]
    is_digit = kind == 1
    row_start = np.zeros(len(data) + 1, dtype=bool)
    row_start[offsets] = True
    opens = is_digit.copy()  # first byte of a digit group
    opens[1:] &= ~is_digit[:-1] | row_start[1:-1]
    digit_at = np.flatnonzero(is_digit)
    values = data[digit_at] - np.uint8(ord("0"))
    first = np.flatnonzero(opens[digit_at])  # digit index of each group's first digit
    length = np.diff(np.append(first, len(digit_at)))
    last = first + length - 1  # digit index of each group's last digit
    row = np.searchsorted(offsets, digit_at[first], side="right") - 1  # row of each group

    n_groups = np.bincount(row, minlength=n)
    n_digits = np.bincount(row, weights=length, minlength=n).astype(np.int64)
    group0 = np.cumsum(n_groups) - n_groups
    bad = np.zeros(n, dtype=bool)
    bad[np.searchsorted(offsets, np.flatnonzero(kind == 0), side="right") - 1] = True
    usable = ~bad & ~arr.is_null().to_numpy(zero_copy_only=False)

    six = np.flatnonzero(usable & (n_groups == 6))
    groups = group0[six, None] + np.arange(6)
    fit = _fits(values, first[groups], last[groups], 0)
    six, groups = six[fit], groups[fit]
    fits = np.zeros(n, dtype=bool)
    fits[six] = True
    whole = usable & ~fits & (n_digits == 20)
    short = usable & ~fits & (n_groups == 1) & (n_digits >= MIN_DIGITS) & (n_digits < 20)
    long = np.flatnonzero(usable & ~fits & (n_digits > 20) & (n_groups <= 6))
    unpadded, long_digits = _read_long(
        first, length, values, group0[long], n_groups[long], n_digits[long] - 20
    )

    # Digit i of group g lands at flat position base[g] + i of the (n, 20) matrix. Groups of the
    # other rows are sent to a spare area past the matrix instead.
    wide = (length[groups] > _WIDTH).any(axis=1)
    placed = whole | short | fits
    placed[six[wide]] = False
    segment = np.minimum(np.arange(len(first)) - group0[row], 5)
    after = np.cumsum(n_digits)[row] - 1 - last  # digits of the row after this group
    end = np.where(fits[row], _END[segment], 20 - after)
    base = np.where(placed[row], row * 20 + end - 1 - last, n * 20 - first)
    flat = np.zeros(n * 20 + int(length.max(initial=0)), dtype=np.uint8)
    flat[np.repeat(base, length) + np.arange(len(digit_at))] = values
    matrix = flat[: n * 20].reshape(n, 20)
    matrix[six[wide]] = _segment_digits(values, first[groups[wide]], last[groups[wide]], 0)
    matrix[long[unpadded]] = long_digits
    readable = fits | whole | short
    readable[long[unpadded]] = True
    return readable, matrix


def _read_long(
    first: np.ndarray,
    length: np.ndarray,
    values: np.ndarray,
    group0: np.ndarray,
    n_groups: np.ndarray,
    extra: np.ndarray,
) -> tuple[np.ndarray, np.ndarray]:
    """Rows of more than 20 digits in at most six groups (``_numbers._unpadded``): the extra
    digits must be leading zeros of a group whose dropping leaves every group whole segments,
    and every group where that holds must give the same digits.

    Args:
        first, length, values: the chunk's groups and digits (``_read_chunk``).
        group0, n_groups, extra: per row, its first group, its group count and its digit count
            past 20.

    Returns:
        Which rows are read, and their digits (one row of 20 per row read).
    """
    k = np.arange(6)
    present = k < n_groups[:, None]
    group = np.where(present, group0[:, None] + k, 0)
    lens = np.where(present, length[group], 0)
    gap = extra[:, None]
    padding = present & (lens > gap)  # long enough to lose the extra digits and keep one
    row, col = np.nonzero(padding)
    padding[row, col] = _only_zeros(values, first[group[row, col]], extra[row], 0)
    # Group i can be the padded one when every group ending before it ends on a segment boundary
    # and every group from it on does so once the extra digits are gone.
    ends = np.cumsum(lens, axis=1)  # digits of the row up to the end of each group
    inner = k < n_groups[:, None] - 1  # the ends that are boundaries between two groups
    stays = _IS_BOUNDARY[np.minimum(ends, 21)] | ~inner
    moves = _IS_BOUNDARY[np.clip(ends - gap, 0, 21)] | ~inner
    before = np.ones_like(stays)
    before[:, 1:] = np.logical_and.accumulate(stays, axis=1)[:, :-1]
    after = np.logical_and.accumulate(moves[:, ::-1], axis=1)[:, ::-1]
    at, i = np.nonzero(padding & before & after)  # sorted by row
    t = np.arange(20)
    dropped = t >= (ends[at, i] - lens[at, i])[:, None]  # reading digits past the dropped zeros
    digits = values[first[group0[at]][:, None] + t + dropped * extra[at, None]]
    lead = np.searchsorted(at, at)  # each reading's row's first reading
    read = np.zeros(len(extra), dtype=bool)
    read[at] = True
    read[at[(digits != digits[lead]).any(axis=1)]] = False
    return read, digits[np.searchsorted(at, np.flatnonzero(read))]


def _buffers(arr: pa.LargeStringArray) -> tuple[np.ndarray, np.ndarray]:
    """Row offsets (from 0) and the UTF-8 bytes of a large-string array, without copying."""
    offsets = np.frombuffer(arr.buffers()[1], np.int64)[arr.offset : arr.offset + len(arr) + 1]
    data = np.frombuffer(arr.buffers()[2], np.uint8)[offsets[0] : offsets[-1]]
    return offsets - offsets[0], data


def _read_fixed(data: np.ndarray, starts: np.ndarray, width: int) -> tuple[np.ndarray, np.ndarray]:
    """Fast path for rows of one byte length that are canonical (25) or digits only (11-20).

    Each byte is XORed with the layout (``'0'`` where a digit goes, the separator elsewhere): a
    digit becomes its value and a matching separator zero. Returns which rows qualify and their
    digits, right-aligned in the 20 columns.
    """
    digits = np.zeros((len(starts), 20), dtype=np.uint8)
    if len(starts) == 0:
        return np.zeros(0, dtype=bool), digits
    chars = np.lib.stride_tricks.sliding_window_view(data, width)[starts]
    stray = np.zeros(len(starts), dtype=np.uint8)  # non-zero where a separator differs
    if width == _CANONICAL_WIDTH:
        chars ^= _CANONICAL
        for at in _SEPARATOR_AT:
            stray |= chars[:, at]
        for start, column, length in _DIGIT_RUNS:
            digits[:, column : column + length] = chars[:, start : start + length]
    else:
        digits[:, 20 - width :] = chars ^ np.uint8(ord("0"))
    return _rows_digits(digits) & (stray == 0), digits


def read(values: pd.Series) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Missing mask, readable mask and (n, 20) digit matrix of every item (``normalize``)."""
    arr, missing = _as_arrow(values)
    n = len(arr)
    offsets, data = _buffers(arr)
    # padded so that a window of up to _SIX_MAX_BYTES from any row start stays in the buffer
    data = np.concatenate([data, np.zeros(_SIX_MAX_BYTES, dtype=np.uint8)])
    pending = ~arr.is_null().to_numpy(zero_copy_only=False)
    readable = np.zeros(n, dtype=bool)
    matrix = np.zeros((n, 20), dtype=np.uint8)
    lengths = np.diff(offsets)
    # rows grouped by byte length at once (a stable counting sort) rather than a pass per length
    size = np.where(pending, np.minimum(lengths, 255), 0).astype(np.uint8)
    by_size = np.argsort(size, kind="stable")
    bounds = np.concatenate([[0], np.cumsum(np.bincount(size, minlength=256))])
    for width in (_CANONICAL_WIDTH, *range(MIN_DIGITS, 21)):
        rows = by_size[bounds[width] : bounds[width + 1]]
        ok, matrix[rows] = _read_fixed(data, offsets[rows], width)
        readable[rows], pending[rows] = ok, ~ok
    rest = np.flatnonzero(pending)
    for i in range(0, len(rest), CHUNK):
        rows = rest[i : i + CHUNK]
        ok, digits = _read_six(data, offsets[rows], lengths[rows])
        rows = rows[ok]
        readable[rows], matrix[rows], pending[rows] = True, digits[ok], False
    rest = np.flatnonzero(pending)
    others = arr.take(rest)
    wide = pc.not_equal(pc.utf8_length(others), pc.binary_length(others)).fill_null(False)
    wide = wide.to_numpy(zero_copy_only=False)
    narrowed = pc.replace_substring_regex(others.filter(wide), _WIDE_SEPARATORS, " ")
    for rows, strings in ((rest[~wide], others.filter(~wide)), (rest[wide], narrowed)):
        for i in range(0, len(rows), CHUNK):
            chunk = rows[i : i + CHUNK]
            readable[chunk], matrix[chunk] = _read_chunk(strings.slice(i, CHUNK))
    return missing, readable, matrix


def decode(values: pd.Series) -> Decoded:
    """Read, validate and look up the court of every item of ``values``."""
    missing, readable, matrix = read(values)
    holds = np.einsum("ij,j->i", matrix, _MOD_WEIGHTS, dtype=np.int32) % 97 == 1
    code = matrix[:, 13].astype(np.int64) * 100 + matrix[:, 14] * 10 + matrix[:, 15]
    court = _court_lookup()[code]
    valid = readable & holds & (court >= 0)
    return Decoded(missing, readable, valid, matrix, np.where(valid, court, -1))


def strings(matrix: np.ndarray, mask: np.ndarray, formatted: bool) -> pd.arrays.ArrowStringArray:
    """Arrow strings of the 20 digits (or the canonical form) where ``mask``, NA elsewhere."""
    chars = matrix + np.uint8(ord("0"))
    if formatted:
        chars, digits = np.empty((len(matrix), _CANONICAL_WIDTH), np.uint8), chars
        chars[:, _SEPARATOR_AT] = _CANONICAL[_SEPARATOR_AT]
        chars[:, _DIGIT_AT] = digits
    n, width = chars.shape
    arr = pa.Array.from_buffers(
        pa.large_string(),
        n,
        [
            pa.py_buffer(np.packbits(mask, bitorder="little")),
            pa.py_buffer(np.arange(0, width * n + 1, width, dtype=np.int64)),
            pa.py_buffer(np.ascontiguousarray(chars)),
        ],
    )
    return pd.array(arr, dtype=ARROW_STRING)
