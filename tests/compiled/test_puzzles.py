"""Other user puzzles: pancakes with the gap heuristic, a puzzle with costs, 128-bit keys."""

from __future__ import annotations

import random

import networkx as nx
from numba import njit

import fewest
from fewest import CompiledPuzzle, replay


@njit(cache=True)
def flips(state, out):  # type: ignore[no-untyped-def]
    n = state.shape[0]
    for k in range(2, n + 1):
        r = k - 2
        for i in range(n):
            out[r, i] = state[k - 1 - i] if i < k else state[i]
    return n - 1


@njit(cache=True)
def gaps(state):  # type: ignore[no-untyped-def]
    n = state.shape[0]
    h = 0
    for i in range(n):
        nxt = n if i == n - 1 else state[i + 1]
        if abs(int(state[i]) - int(nxt)) != 1:
            h += 1
    return h


def pancakes(start: tuple[int, ...]) -> CompiledPuzzle:
    n = len(start)
    return CompiledPuzzle(start, flips, goal=tuple(range(n)), max_successors=n - 1,
                          move_names=[f"flip{k}" for k in range(2, n + 1)], reversible=True,
                          heuristic=gaps, admissible=True)


def python_pancakes(start: tuple[int, ...]):  # type: ignore[no-untyped-def]
    n = len(start)
    return fewest.search(start, neighbors=lambda s: [s[:k][::-1] + s[k:] for k in range(2, n + 1)],
                         goal=tuple(range(n)), reversible=True, algorithm="bfs")


def test_pancakes_match_the_engine() -> None:
    rng = random.Random(3)
    for _ in range(4):
        start = tuple(rng.sample(range(7), 7))
        expected = python_pancakes(start).length
        p = pancakes(start)
        for algorithm in ("bfs", "bidirectional", "astar", "idastar"):
            s = fewest.solve(p, algorithm)
            assert s.length == expected
            assert replay(p, start, s.moves)[0][-1] == tuple(range(7))


@njit(cache=True)
def weighted(state, out, costs):  # type: ignore[no-untyped-def]
    # a ring of 12 positions; +1 costs 1, jump +5 costs 3, -1 costs 2
    v = state[0]
    out[0, 0] = (v + 1) % 12
    costs[0] = 1
    out[1, 0] = (v + 5) % 12
    costs[1] = 3
    out[2, 0] = (v + 11) % 12
    costs[2] = 2
    return 3


def test_costs_match_networkx() -> None:
    g = nx.DiGraph()
    for v in range(12):
        for d, c in ((1, 1), (5, 3), (11, 2)):
            g.add_edge(v, (v + d) % 12, weight=c)
    for target in range(1, 12):
        p = CompiledPuzzle((0,), weighted, goal=(target,), max_successors=3, values=12,
                           move_names=("+1", "+5", "-1"))
        s = fewest.solve(p)
        assert s.algorithm == "dijkstra" and s.optimal
        assert s.cost == nx.dijkstra_path_length(g, 0, target)
        assert replay(p, (0,), s.moves) == (s.states, s.cost)
        assert fewest.solve(p, "idastar").cost == s.cost
        assert fewest.solve(p, "bfs").length == nx.shortest_path_length(g, 0, target)


@njit(cache=True)
def rotate(state, out):  # type: ignore[no-untyped-def]
    n = state.shape[0]
    for i in range(n):
        out[0, i] = state[(i + 1) % n]
        out[1, i] = state[i]
    out[1, 0], out[1, 1] = state[1], state[0]
    return 2


def test_two_word_keys() -> None:
    """20 values of 5 bits: 100 bits, two words.  The goal is 9 random moves from the
    start (the moves are not reversible), so the answer is at most 9, found by BFS
    and checked by networkx on the states within 9 moves."""
    start = tuple(range(20))
    p = CompiledPuzzle(start, rotate, goal=start, max_successors=2)
    assert p.layout.words == 2
    rng = random.Random(5)
    goal = start
    for _ in range(9):
        goal = rng.choice([m[1] for m in p.successors(goal)])
    g = nx.DiGraph()
    frontier = [start]
    for _ in range(9):
        frontier = [g.add_edge(s, t) or t for s in frontier for _, t, _ in p.successors(s)]
    q = CompiledPuzzle(start, rotate, goal=goal, max_successors=2)
    s = fewest.solve(q, "bfs")
    assert s.length == nx.shortest_path_length(g, start, goal)
    assert replay(q, start, s.moves)[0][-1] == goal
    assert fewest.solve(q, "dijkstra").length == s.length
