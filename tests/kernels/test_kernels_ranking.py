"""Ranking kernels are bijections onto dense ranges, checked exhaustively."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from fewest.kernels.ranking import (
    count_partial,
    half_rank,
    half_unrank,
    parity,
    partial_rank,
    partial_unrank,
    popcount,
    select_free,
)
from fewest.kernels.twobit import get_code, new_array, promote, set_code


def _inversions(p: tuple[int, ...]) -> int:
    return sum(1 for i in range(len(p)) for j in range(i + 1, len(p)) if p[i] > p[j])


def test_popcount_and_select() -> None:
    for x in range(2000):
        assert popcount(x) == bin(x).count("1")
    assert popcount((1 << 61) | 5) == 3
    for used in range(64):
        free = [v for v in range(8) if not (used >> v) & 1]
        for i, v in enumerate(free):
            assert select_free(used, i) == v


def test_partial_rank_is_lexicographic_bijection() -> None:
    for n, k in [(5, 0), (5, 1), (5, 3), (6, 6), (7, 2)]:
        perms = list(itertools.permutations(range(n), k))
        assert len(perms) == count_partial(n, k)
        for r, p in enumerate(perms):  # itertools yields lexicographic order
            assert partial_rank(np.array(p, dtype=np.int64), k, n) == r
            assert tuple(partial_unrank(r, k, n).tolist()) == p


def test_half_rank_covers_each_parity_once() -> None:
    for m in (2, 3, 4, 5, 6):
        seen: dict[int, set[int]] = {0: set(), 1: set()}
        for p in itertools.permutations(range(m)):
            arr = np.array(p, dtype=np.int64)
            par = parity(arr)
            assert par == _inversions(p) % 2
            r = half_rank(arr, m)
            assert tuple(half_unrank(r, m, par).tolist()) == p
            seen[par].add(r)
        half = len(list(itertools.permutations(range(m)))) // 2
        assert seen[0] == seen[1] == set(range(half))


@settings(max_examples=200, deadline=None)
@given(st.permutations(list(range(12))))
def test_half_rank_roundtrip_12(p: list[int]) -> None:
    arr = np.array(p, dtype=np.int64)
    par = parity(arr)
    r = half_rank(arr, 12)
    assert 0 <= r < 239500800
    assert half_unrank(r, 12, par).tolist() == p


def test_twobit_codes() -> None:
    a = new_array(200)
    codes = {i: (i * 7) % 4 for i in range(200)}
    for i, c in codes.items():
        set_code(a, i, c)
    assert all(get_code(a, i) == c for i, c in codes.items())
    changed = promote(a)
    assert changed == sum(1 for c in codes.values() if c == 2)
    assert all(get_code(a, i) == (1 if c == 2 else c) for i, c in codes.items())
