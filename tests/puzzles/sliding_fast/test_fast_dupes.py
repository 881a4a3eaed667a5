"""Duplicate-path pruning: every board keeps a shortest path, and searches stay optimal."""

from __future__ import annotations

import itertools
import random
from collections import deque

import networkx as nx
import numpy as np
import pytest
from fast_oracle import KORF_EASY, replay, scramble, successors

from fewest import cache
from fewest.errors import InvalidPuzzleError
from fewest.puzzles.sliding.fast.dupes import (
    VERSION,
    automaton,
    build_automaton,
    compile_automaton,
    redundant_strings,
    state_after,
)
from fewest.puzzles.sliding.fast.idastar import pdb_solve
from fewest.puzzles.sliding.model import DIRS, blank_first, blank_last


def _ball(start: tuple[int, ...], rows: int, cols: int, radius: int) -> nx.Graph:
    """The puzzle graph around ``start``, every board within ``radius`` moves."""
    graph = nx.Graph()
    seen, queue = {start: 0}, deque([start])
    while queue:
        s = queue.popleft()
        for _m, t in successors(s, rows, cols):
            graph.add_edge(s, t)
            if t not in seen and seen[s] < radius:
                seen[t] = seen[s] + 1
                queue.append(t)
    return graph


def _pruned_distances(start: tuple[int, ...], rows: int, cols: int, fsm: np.ndarray,
                      radius: int) -> dict[tuple[int, ...], int]:
    """Shortest distances when only the paths the automaton allows are followed."""
    best = {start: 0}
    seen, queue = {(start, 0)}, deque([(start, 0, 0)])
    while queue:
        s, q, d = queue.popleft()
        if d == radius:
            continue
        for m, t in successors(s, rows, cols):
            nq = int(fsm[q, DIRS.index(m)])
            if nq >= 0 and (t, nq) not in seen:
                seen.add((t, nq))
                best.setdefault(t, d + 1)
                queue.append((t, nq, d + 1))
    return best


@pytest.mark.parametrize(("rows", "cols", "radius", "depth"), [
    # the two smaller shapes in the default lane; the rest in `make test-slow`
    (3, 3, 18, 14), (2, 5, 20, 12),
    *(pytest.param(*shape, marks=pytest.mark.slow)
      for shape in ((3, 3, 20, 8), (4, 4, 13, 12), (4, 4, 14, 14), (5, 5, 12, 12))),
])
@pytest.mark.parametrize("turned", [False, True])
def test_every_board_keeps_a_shortest_path(rows: int, cols: int, radius: int, depth: int,
                                           turned: bool) -> None:
    fsm = automaton(depth)
    if turned:  # the letters in the half-turned order D, R, L, U
        fsm = np.ascontiguousarray(fsm[:, ::-1])
    rng = random.Random(rows * 10 + cols)
    goal = blank_last(rows, cols)
    start = scramble(goal, rows, cols, 31, rng)
    truth = nx.single_source_shortest_path_length(_ball(start, rows, cols, radius), start,
                                                  cutoff=radius)
    pruned = _pruned_distances(start, rows, cols, fsm, radius)
    assert pruned == truth


def test_pruning_removes_paths() -> None:
    """The deep automaton follows fewer paths than the move-back rule alone (open board)."""
    def paths(fsm: np.ndarray, length: int) -> float:
        counts = np.zeros(len(fsm), dtype=np.float64)
        counts[0] = 1
        for _ in range(length):
            nxt = np.zeros_like(counts)
            for a in range(4):
                ok = fsm[:, a] >= 0
                np.add.at(nxt, fsm[ok, a], counts[ok])
            counts = nxt
        return float(counts.sum())

    assert paths(automaton(2), 16) == 4 * 3**15
    assert paths(automaton(14), 40) < 0.7 * paths(automaton(2), 40)


def test_redundant_strings_are_minimal_and_redundant() -> None:
    strings = redundant_strings(10)
    found = set(strings)
    assert found >= {(0, 3), (1, 2), (2, 1), (3, 0)}
    for s in strings:
        for i in range(len(s)):
            for j in range(i + 1, len(s) + 1):
                if (i, j) != (0, len(s)):
                    assert s[i:j] not in found, (s, s[i:j])
    # Each has an earlier string with the same effect inside its box, found by brute force
    # over every string up to 8 moves on an open board.
    step = {0: (-1, 0), 1: (0, -1), 2: (0, 1), 3: (1, 0)}

    def effect(moves: tuple[int, ...]) -> tuple[frozenset[tuple[object, object]], tuple[int, ...]]:
        labels: dict[tuple[int, int], tuple[int, int]] = {}
        b = (0, 0)
        rows, cols = [0], [0]
        for m in moves:
            nb = (b[0] + step[m][0], b[1] + step[m][1])
            labels[b], labels[nb] = labels.get(nb, nb), labels.get(b, b)
            b = nb
            rows.append(b[0])
            cols.append(b[1])
        moved = frozenset((c, v) for c, v in labels.items() if c != v)
        return moved, (min(rows), max(rows), min(cols), max(cols))

    seen: dict[frozenset[tuple[object, object]], list[tuple[int, ...]]] = {}
    checked = 0
    for length in range(9):
        for word in itertools.product(range(4), repeat=length):
            moved, box = effect(word)
            if word in found:
                assert any(e[0] >= box[0] and e[1] <= box[1] and e[2] >= box[2]
                           and e[3] <= box[3] for e in seen.get(moved, [])), word
                checked += 1
            seen.setdefault(moved, []).append(box)
    assert checked == sum(len(s) <= 8 for s in strings)


def test_compiled_automaton_rejects_exactly_the_strings() -> None:
    strings = redundant_strings(8)
    fsm = compile_automaton(strings)
    rng = random.Random(2)
    for _ in range(3000):
        word = tuple(rng.randrange(4) for _ in range(rng.randrange(1, 14)))
        contains = any(word[i:i + len(s)] == s for s in strings for i in range(len(word)))
        assert (state_after(fsm, word) < 0) == contains, word


def test_automaton_is_cached_and_equal_to_a_fresh_build() -> None:
    fsm = automaton(10)
    assert np.array_equal(fsm, build_automaton(10))
    assert cache.exists("sliding-dupes-10", version=VERSION)


@pytest.mark.parametrize("bad", [0, 17, -3, True, 2.5, "14"])
def test_bad_depth_is_refused_in_one_line(bad: object) -> None:
    board = (1, 2, 3, 4, 5, 6, 0, 7, 8)
    with pytest.raises(InvalidPuzzleError, match="duplicate-pruning depth") as info:
        pdb_solve(board, 3, 3, blank_last(3, 3), prune=bad)  # type: ignore[arg-type]
    assert "\n" not in str(info.value) and repr(bad) in str(info.value)


@pytest.mark.parametrize(("ident", "text", "length"), KORF_EASY[:5])
@pytest.mark.parametrize("jobs", [1, 2])
def test_pruned_searches_stay_optimal_with_fewer_nodes(ident: int, text: str, length: int,
                                                       jobs: int) -> None:
    board, goal = tuple(int(x) for x in text.split()), blank_first(4, 4)
    counts = []
    for depth in (2, 8, 14):
        res = pdb_solve(board, 4, 4, goal, partition="6-6-3", prune=depth, jobs=jobs,
                        max_seconds=120)
        assert res.length == length
        assert replay(board, 4, 4, res.moves) == goal
        counts.append(res.nodes)
    if jobs == 1:  # the last iteration of a parallel search depends on timing
        assert counts[0] >= counts[1] >= counts[2] and counts[2] < counts[0]


def test_random_boards_same_lengths_with_and_without_pruning() -> None:
    rng = random.Random(11)
    goal = blank_last(4, 4)
    for _ in range(12):
        board = scramble(goal, 4, 4, rng.randrange(20, 70), rng)
        plain = pdb_solve(board, 4, 4, goal, partition="6-6-3", prune=2)
        pruned = pdb_solve(board, 4, 4, goal, partition="6-6-3")
        assert pruned.length == plain.length
        assert replay(board, 4, 4, pruned.moves) == goal
        assert pruned.nodes <= plain.nodes


def test_a_worker_prefix_that_the_automaton_forbids_is_refused() -> None:
    from fewest.puzzles.sliding.fast.idastar import search_spec
    from fewest.puzzles.sliding.fast.kernel import Kernel

    board = (1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10, 11, 12, 13, 14, 15)
    spec = search_spec(board, 4, 4, blank_last(4, 4), "6-6-3")[0]
    assert Kernel(spec, (0, 2)).h > 0  # up, right: a path the search may hand out
    with pytest.raises(ValueError, match="pruned move string"):
        Kernel(spec, (0, 3))  # up, then straight back down
