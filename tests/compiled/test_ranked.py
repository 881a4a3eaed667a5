"""The rank-indexed BFS and full tables for permutation states: the same answers as
the hash table's, a successor that is not a permutation refused in one line."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
from numba import njit

import fewest
from fewest import CompiledPuzzle, InvalidPuzzleError, replay
from fewest.compiled import ranked
from fewest.compiled.distances import RankDistanceTable, distance_table
from fewest.compiled.examples import pancake_flips as flips
from fewest.compiled.rankkernels import rank_row, unrank_into
from fewest.compiled.userrank import permutations
from fewest.kernels.ranking import partial_unrank
from tests.compiled.conftest import GOAL8, both


def test_bfs_agrees_with_the_hash_table(make8, boards, lengths, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert ranked.applies(make8(boards[0]))
    for board in boards:
        a, b = both(monkeypatch, lambda board=board: fewest.solve(make8(board), "bfs"))
        assert a.length == b.length == lengths[board] and a.optimal
        assert (a.stats.expanded, a.stats.generated) == (b.stats.expanded, b.stats.generated)
        assert replay(make8(board), board, a.moves)[0][-1] == GOAL8


def test_tables_agree_with_the_hash_table(make8, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    start = tuple(random.Random(3).sample(range(7), 7))
    pancakes = CompiledPuzzle(start, flips, goal=tuple(range(7)), max_successors=6,
                              reversible=True)
    for puzzle, source in ((make8(GOAL8), "goal"), (pancakes, "start"), (pancakes, "goal")):
        a, b = both(monkeypatch, lambda p=puzzle, s=source: distance_table(p, source=s))
        assert isinstance(a, RankDistanceTable) and not isinstance(b, RankDistanceTable)
        assert a.layers == b.layers and len(a) == len(b)
        assert dict(a.items()) == dict(b.items())
        assert a.nbytes < b.nbytes
    assert a.distance(tuple(range(7))) == 0 and a.distance((0, 0, 1, 2, 3, 4, 5)) is None


def test_a_full_bfs_expands_every_permutation(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    @njit
    def never(state):  # type: ignore[no-untyped-def]
        return state.shape[0] < 0

    def stats():  # type: ignore[no-untyped-def]
        with pytest.raises(fewest.NoSolutionError) as info:
            fewest.solve(p, "bfs")
        return info.value.stats

    p = CompiledPuzzle((3, 1, 4, 0, 2, 5, 6), flips, is_goal=never, max_successors=6)
    a, b = both(monkeypatch, stats)
    assert (a.expanded, a.generated, a.peak_stored, a.peak_frontier) == (
        b.expanded, b.generated, b.peak_stored, b.peak_frontier)
    assert a.expanded == 5040


@njit
def copies_first(state, out):  # type: ignore[no-untyped-def]
    n = state.shape[0]
    for i in range(n):
        out[0, i] = state[(i + 1) % n]
        out[1, i] = state[0] if i == 1 else state[i]
    return 2


def test_a_successor_that_is_not_a_permutation() -> None:
    p = CompiledPuzzle((0, 1, 2, 3), copies_first, goal=(3, 2, 1, 0), max_successors=2)
    with pytest.raises(InvalidPuzzleError) as info:
        fewest.solve(p, "bfs")
    text = str(info.value)
    assert "\n" not in text
    assert text.startswith("successors wrote row 1 (0, 0, 2, 3) for state (0, 1, 2, 3), "
                           "which is not a permutation of 0..3")
    q = CompiledPuzzle((0, 1, 2, 3), copies_first, goal=(3, 2, 1, 0), max_successors=2,
                       values=5)
    assert not ranked.applies(q)
    with pytest.raises(fewest.NoSolutionError):
        fewest.solve(q, "bfs")


@njit
def unrank_then_rank(n, ranks, out, rinfo):  # type: ignore[no-untyped-def]
    """The kernels' unrank of each rank into ``out``'s rows, and its rank back."""
    back = np.zeros(ranks.shape[0], np.int64)
    for j in range(ranks.shape[0]):
        unrank_into(ranks[j], n, out[j], rinfo)
        back[j] = rank_row(out, j, n, rinfo)
    return back


@pytest.mark.parametrize("n", range(1, ranked.rk.MAX_N + 1))
def test_unrank_is_the_lehmer_code_up_to_the_largest_n(n) -> None:  # type: ignore[no-untyped-def]
    """The branch-free unrank (constant divisors, a nibble list) against the plain
    Lehmer code, on the first, last and random ranks of every size it takes."""
    size = math.factorial(n)
    rng = random.Random(n)
    ranks = np.array(sorted({0, size - 1, *(rng.randrange(size) for _ in range(200))}),
                     np.int64)
    out = np.zeros((len(ranks), n), np.uint8)
    rinfo = permutations(n).rinfo()
    assert unrank_then_rank(n, ranks, out, rinfo).tolist() == ranks.tolist()
    for r, row in zip(ranks, out, strict=True):
        assert row.tolist() == partial_unrank(int(r), n, n).tolist()


@njit
def bad_after_the_start(state, out, moves):  # type: ignore[no-untyped-def]
    """Rotations from the start; from any other state row 0 repeats a value and row 1
    has a move id out of range."""
    n = state.shape[0]
    for i in range(n):
        out[0, i] = state[(i + 1) % n]
        out[1, i] = state[(i + n - 1) % n]
    moves[0], moves[1] = 0, 1
    if state[0] != 0:
        out[0, 1] = out[0, 0]
        moves[1] = 9
    return 2


def test_a_rows_checks_come_before_its_rank(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Ranked in the pass that checks them, rows still fail as on the hash table: the
    move id of row 1 before the repeated value of row 0 (the probe's random walk, which
    would catch it when the puzzle is built, is off)."""
    from fewest.compiled import guards

    monkeypatch.setattr(guards, "check_walk", lambda puzzle: None)
    p = CompiledPuzzle((0, 1, 2, 3), bad_after_the_start, goal=(3, 2, 1, 0), max_successors=2)

    def message():  # type: ignore[no-untyped-def]
        with pytest.raises(InvalidPuzzleError) as info:
            fewest.solve(p, "bfs")
        return str(info.value)

    a, b = both(monkeypatch, message)
    assert a == b
    assert "successors wrote move id 9 in row 1" in a
