"""Issue 42, item 5: the rank path for every arrangement of the start's values.

Permutations of ``1 .. n`` (how most people write pancakes and TopSpin), of any
distinct values, and of a multiset (repeated values) take the rank-indexed path,
and answer what a plain-Python BFS over the same moves answers.  A puzzle whose
moves do not keep the start's values falls back to the hash table.
"""

from __future__ import annotations

import itertools
from collections import deque

import pytest
from numba import njit

import fewest
from fewest.compiled import ranked
from fewest.compiled.distances import RankDistanceTable, distance_table
from fewest.compiled.examples import pancake_flips, topspin
from fewest.kernels.multiset import arrangements_count, multiset_rank, multiset_unrank


def oracle(puzzle: fewest.CompiledPuzzle, root: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """Every state's distance from ``root``, by a plain-Python BFS over the Python view."""
    dist = {root: 0}
    queue = deque([root])
    while queue:
        s = queue.popleft()
        for _, t, _ in puzzle.successors(s):
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    return dist


def check_searches(puzzle: fewest.CompiledPuzzle) -> None:
    """The table, BFS and bidirectional BFS agree with the oracle, over ranks."""
    truth = oracle(puzzle, puzzle.start)
    assert ranked.applies(puzzle)
    table = distance_table(puzzle)
    assert isinstance(table, RankDistanceTable)
    assert len(table) == len(truth)
    assert {s: table.distance(s) for s in truth} == truth
    states, depths = table.arrays()
    assert {tuple(int(v) for v in s): int(d) for s, d in zip(states, depths, strict=True)} == truth
    far = max(truth, key=lambda s: (truth[s], s))
    for algorithm in ("bfs", "bidirectional"):
        p = fewest.CompiledPuzzle(puzzle.start, puzzle._user["successors"], goal=far,
                                  max_successors=puzzle.max_successors, reversible=True)
        s = fewest.solve(p, algorithm)
        assert s.length == truth[far] and s.optimal, algorithm
        assert s.states[0] == puzzle.start and s.states[-1] == far
        for a, b in itertools.pairwise(s.states):  # the path replays
            assert b in [t for _, t, _ in p.successors(a)]


@pytest.mark.parametrize("values", [tuple(range(1, 8)), (9, 3, 40, 7, 255, 12, 100)])
def test_topspin_numbered_from_one_or_anything(values: tuple[int, ...]) -> None:
    p = fewest.CompiledPuzzle(values, topspin, goal=values, max_successors=3, reversible=True)
    check_searches(p)
    assert not ranked.ranking_of(p).strict  # a row that is not an arrangement falls back


def test_pancakes_numbered_from_one() -> None:
    start = (3, 1, 6, 2, 5, 4)
    p = fewest.CompiledPuzzle(start, pancake_flips, goal=tuple(range(1, 7)), max_successors=5)
    s = fewest.solve(p, "bfs")
    assert s.length == oracle(p, start)[tuple(range(1, 7))]
    assert ranked.applies(p)


@njit(cache=True)
def beads(state, out):
    """A ring of coloured beads: turn the ring either way, or swap the first two."""
    n = state.shape[0]
    for i in range(n):
        out[0, i] = state[(i + 1) % n]
        out[1, i] = state[(i + n - 1) % n]
        out[2, i] = state[i]
    out[2, 0], out[2, 1] = state[1], state[0]
    return 3


@pytest.mark.parametrize("start", [(0, 0, 1, 1, 2, 2, 2), (5, 1, 5, 1, 5, 9, 9, 9),
                                   (3, 3, 3, 3, 7)])
def test_multiset_permutations(start: tuple[int, ...]) -> None:
    p = fewest.CompiledPuzzle(start, beads, goal=tuple(sorted(start)), max_successors=3,
                              reversible=True)
    ranking = ranked.ranking_of(p)
    assert ranking is not None and ranking.multiset
    assert ranking.size == arrangements_count(start)
    check_searches(p)


def test_multiset_rank_is_lexicographic() -> None:
    for values in [(0, 0, 1, 1), (1, 2, 2, 5, 5, 5), (4, 4, 4), (0, 1, 2, 3)]:
        every = sorted(set(itertools.permutations(values)))
        assert [multiset_rank(a, values) for a in every] == list(range(len(every)))
        assert [multiset_unrank(r, values) for r in range(len(every))] == every


@njit(cache=True)
def count_up(state, out):
    """Swap the two cells, or add one to the first (mod 4): values do not stay put."""
    out[0, 0], out[0, 1] = state[1], state[0]
    out[1, 0], out[1, 1] = (state[0] + 1) % 4, state[1]
    return 2


def test_moves_that_change_the_values_use_the_hash_table() -> None:
    p = fewest.CompiledPuzzle((0, 1), count_up, goal=(3, 3), max_successors=2, values=4)
    assert not ranked.applies(p)  # the walk met (1, 1)
    assert fewest.solve(p, "bfs").length == oracle(p, (0, 1))[(3, 3)]


@njit(cache=True)
def late_change(state, out):
    """Turn a ring of 6; only the arrangement (5, 4, 3, 2, 1, 0) also has a move that
    repeats a value (so a short walk misses it)."""
    n = state.shape[0]
    for i in range(n):
        out[0, i] = state[(i + 1) % n]
        out[1, i] = state[i]
    out[1, 0], out[1, 1] = state[1], state[0]
    far = True
    for i in range(n):
        far &= state[i] == n - 1 - i
    if not far:
        return 2
    for i in range(n):
        out[2, i] = state[i]
    out[2, 0] = state[1]
    return 3


@njit(cache=True)
def two_fours(state):
    """The goal of :func:`test_a_state_off_the_arrangements_far_away_falls_back`."""
    return state[0] == 4 and state[1] == 4


def test_a_state_off_the_arrangements_far_away_falls_back(monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    monkeypatch.setattr(ranked, "WALK_CALLS", 0)  # the walk cannot see it: the search must
    start = (0, 1, 2, 3, 4, 5)  # values=7: (4, 4, ...) is a state, not a mistake
    p = fewest.CompiledPuzzle(start, late_change, is_goal=two_fours, max_successors=3,
                              values=7)
    truth = oracle(p, start)
    assert ranked.applies(p)
    s = fewest.solve(p, "bfs")  # (4, 4, ...) only through (5, 4, 3, 2, 1, 0)
    assert s.length == min(d for t, d in truth.items() if t[:2] == (4, 4)) and s.optimal
    q = fewest.CompiledPuzzle(start, late_change, goal=start, max_successors=3, values=7)
    assert ranked.applies(q)
    table = distance_table(q)
    assert not isinstance(table, RankDistanceTable)
    assert {t: table.distance(t) for t in truth} == truth


def test_a_permutation_of_0_to_n_minus_1_with_values_n_stays_strict() -> None:
    @njit
    def repeat(state, out):  # type: ignore[no-untyped-def]
        for i in range(3):
            out[0, i] = state[i]
        out[0, 0] = state[1]
        return 1

    p = fewest.CompiledPuzzle((0, 1, 2), repeat, goal=(2, 1, 0), max_successors=1)
    with pytest.raises(fewest.InvalidPuzzleError, match=r"not a permutation of 0\.\.2"):
        fewest.solve(p, "bfs")
