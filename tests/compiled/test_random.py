"""Random small puzzles, drawn by hypothesis, against networkx.

One compiled function serves every draw: the graph (or the permutation
group's generators) comes from a seed carried in the state itself, so numba
compiles once and each draw is a new puzzle.
"""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from numba import njit

import fewest
from fewest import CompiledPuzzle, NoSolutionError, replay


@njit(cache=True)
def mix(seed, node, r):  # type: ignore[no-untyped-def]
    """A deterministic pseudo-random int in 0 .. 2**32 - 6 (the same in Python)."""
    x = (int(seed) * 1000003 + int(node) * 10007 + int(r) * 101 + 7) % 4294967291
    return (x * 2654435761 + 12345) % 4294967291


@njit(cache=True)
def graph_moves(state, out, costs):  # type: ignore[no-untyped-def]
    """State ``(seed, size, node)``: up to 3 edges to pseudo-random nodes, costs 1..4
    (all 1 when the seed is even)."""
    seed, size, node = state[0], state[1], state[2]
    degree = 1 + mix(seed, node, 99) % 3
    for r in range(degree):
        out[r, 0] = seed
        out[r, 1] = size
        out[r, 2] = mix(seed, node, r) % size
        costs[r] = 1 if seed % 2 == 0 else 1 + mix(seed, node, r + 10) % 4
    return degree


@njit(cache=True)
def generator(seed, g, k, perm):  # type: ignore[no-untyped-def]
    """Generator ``g`` of the group of ``seed``: a pseudo-random permutation of ``k``."""
    for i in range(k):
        perm[i] = i
    for i in range(k - 1, 0, -1):
        j = mix(seed, g, i) % (i + 1)
        perm[i], perm[j] = perm[j], perm[i]


@njit(cache=True)
def apply_generators(state, out, inverse):  # type: ignore[no-untyped-def]
    """State ``(seed, p_0 .. p_k-1)``: one row per generator (or its inverse)."""
    k = state.shape[0] - 1
    perm = np.empty(k, np.int64)
    for g in range(2):
        generator(state[0], g, k, perm)
        out[g, 0] = state[0]
        for i in range(k):
            if inverse:
                out[g, 1 + perm[i]] = state[1 + i]
            else:
                out[g, 1 + i] = state[1 + perm[i]]
    return 2


@njit(cache=True)
def group_moves(state, out):  # type: ignore[no-untyped-def]
    """Apply each of the two generators."""
    return apply_generators(state, out, False)


@njit(cache=True)
def group_inverse_moves(state, out):  # type: ignore[no-untyped-def]
    """The inverses of :func:`group_moves` (so bidirectional search can run)."""
    return apply_generators(state, out, True)


def whole_graph(puzzle: CompiledPuzzle) -> nx.DiGraph:
    """Every state reachable from the start, by the puzzle's own Python view."""
    g = nx.DiGraph()
    g.add_node(puzzle.start)
    todo = [puzzle.start]
    while todo:
        s = todo.pop()
        for _, t, c in puzzle.successors(s):
            if t not in g:
                todo.append(t)
            if not g.has_edge(s, t) or g[s][t]["weight"] > c:
                g.add_edge(s, t, weight=c)
    return g


def check(puzzle: CompiledPuzzle, g: nx.DiGraph, algorithm: str, weighted: bool) -> None:
    goal = puzzle.goal
    if goal not in g:
        if algorithm == "idastar":  # it would try every simple path, bound after bound
            return
        try:
            fewest.solve(puzzle, algorithm)
        except NoSolutionError:
            return
        raise AssertionError(f"{algorithm} found a path to an unreachable goal")
    s = fewest.solve(puzzle, algorithm)
    want = (nx.dijkstra_path_length(g, puzzle.start, goal) if weighted
            else nx.shortest_path_length(g, puzzle.start, goal))
    assert (s.cost if weighted else s.length) == want
    assert s.optimal
    assert replay(puzzle, puzzle.start, s.moves) == (s.states, s.cost)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 255), st.integers(2, 40), st.integers(0, 39), st.integers(0, 39),
       st.sampled_from(["bfs", "dijkstra", "astar", "idastar"]))
def test_random_graphs(seed, size, a, b, algorithm) -> None:  # type: ignore[no-untyped-def]
    if algorithm in ("bfs", "idastar"):
        seed -= seed % 2  # unit costs: BFS claims no optimality with costs; IDA* would crawl
    start, goal = (seed, size, a % size), (seed, size, b % size)
    p = CompiledPuzzle(start, graph_moves, goal=goal, max_successors=3, values=256)
    check(p, whole_graph(p), algorithm, weighted=seed % 2 == 1)


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(st.integers(0, 255), st.integers(3, 6), st.randoms(use_true_random=False),
       st.sampled_from(["bfs", "bidirectional", "astar", "idastar"]))
def test_random_permutation_groups(seed, k, rng, algorithm) -> None:  # type: ignore[no-untyped-def]
    if algorithm == "idastar":
        k = min(k, 4)  # without a heuristic IDA* tries every simple path of each bound
    goal = (seed, *range(k))
    start = (seed, *rng.sample(range(k), k))
    p = CompiledPuzzle(start, group_moves, goal=goal, max_successors=2, values=256,
                       predecessors=group_inverse_moves, move_names=("a", "b"))
    check(p, whole_graph(p), algorithm, weighted=False)
