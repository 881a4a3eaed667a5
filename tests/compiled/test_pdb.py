"""User pattern databases: admissible against exact distances, cached, additive rule checked."""

from __future__ import annotations

import random

import numpy as np
import pytest
from numba import njit

import fewest
from fewest import InvalidPuzzleError, PatternDatabase, replay
from fewest.compiled.pdb import cells_of_digits, rank_digits
from tests.compiled.conftest import GOAL8


def value(puzzle, state) -> int:  # type: ignore[no-untyped-def]
    from fewest.compiled.common import ALL, PARTS, heuristic
    from fewest.compiled.functions import kernel
    from fewest.compiled.hvalues import heuristic_arrays
    from fewest.compiled.run import Driver

    drv = Driver(puzzle, None)
    arrays = heuristic_arrays(puzzle)
    drv.cfg[PARTS] = arrays.parts
    args = (drv.funcs.heuristic, puzzle.array(state), arrays.data, arrays.meta,
            arrays.scratch(puzzle.layout.values), drv.cfg, ALL)
    return int(kernel(heuristic, *args)(*args))


@pytest.mark.parametrize("spec", [
    PatternDatabase([(1, 2, 3, 4), (5, 6, 7, 8)], track=(0,), additive=True),
    pytest.param(PatternDatabase([(1, 2, 3, 4, 5), (4, 5, 6, 7, 8)], track=(0,)),
                 marks=pytest.mark.slow),
])
def test_admissible_against_exact_distances(tmp_path, monkeypatch, spec) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.distances import distance_table
    from fewest.compiled.examples import eight_puzzle

    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    exact = distance_table(eight_puzzle(GOAL8), source="goal")
    states = list(exact.items())
    rng = random.Random(11)
    informative = 0
    for board, d in rng.sample(states, 150):
        h = value(eight_puzzle(board, patterns=spec), board)
        assert 0 <= h <= d, (board, h, d)
        informative += h >= d - 8
    assert informative > 100
    assert list(tmp_path.glob("compiled-pdb-*.npc"))


def test_search_with_databases(make8, boards) -> None:  # type: ignore[no-untyped-def]
    from fewest.compiled.examples import eight_puzzle

    spec = PatternDatabase([(1, 2, 3, 4), (5, 6, 7, 8)], track=(0,), additive=True)
    for board in boards[:6]:
        expected = fewest.solve(make8(board), "bidirectional").length
        p = eight_puzzle(board, patterns=spec)
        for algorithm in ("auto", "astar"):
            s = fewest.solve(p, algorithm)
            assert (s.length, s.optimal) == (expected, True)
            assert replay(p, board, s.moves)[0][-1] == GOAL8


def test_non_additive_partition_is_refused() -> None:
    from fewest.compiled.examples import eight_puzzle

    spec = PatternDatabase([(1, 2, 3, 4), (5, 6, 7, 8, 0)], additive=True)
    with pytest.raises(InvalidPuzzleError, match="the groups are not additive"):
        fewest.solve(eight_puzzle((1, 2, 3, 4, 5, 6, 7, 0, 8), patterns=spec), "astar")
    with pytest.raises(InvalidPuzzleError, match="additive groups may share no value"):
        PatternDatabase([(1, 2), (2, 3)], additive=True)
    assert np.iinfo(np.uint8).max == 255


@njit(cache=True)
def _odometer(ranks, k, n):  # type: ignore[no-untyped-def]
    """The build kernel's cells of each rank (digits counted up from the last rank's)."""
    digits = np.zeros(k, np.int64)
    cells = np.zeros(k, np.int64)
    out = np.zeros((ranks.shape[0], k), np.int64)
    at = -1
    for j in range(ranks.shape[0]):
        rank_digits(ranks[j], at, k, n, digits)
        at = ranks[j]
        cells_of_digits(digits, k, n, cells)
        for i in range(k):
            out[j, i] = cells[i]
    return out


@pytest.mark.parametrize(("k", "n"), [(1, 3), (4, 9), (5, 14), (6, 16), (3, 17), (4, 30)])
def test_the_builds_ranks_to_cells_match_partial_unrank(k: int, n: int) -> None:
    """Ranks close together (counted up) and far apart (divided), against the
    reference unrank: the nibble list (n <= 16) and the bit walk (n > 16)."""
    from fewest.kernels.ranking import count_partial, partial_unrank

    size = count_partial(n, k)
    rng = random.Random(n * 100 + k)
    ranks = sorted({0, size - 1, *(rng.randrange(size) for _ in range(300)),
                    *range(min(size, 200))})
    got = _odometer(np.array(ranks, np.int64), k, n)
    for r, cells in zip(ranks, got, strict=True):
        assert cells.tolist() == partial_unrank(r, k, n).tolist(), r
