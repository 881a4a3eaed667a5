"""Property tests: optimal algorithms agree with networkx on random graphs."""

from __future__ import annotations

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fewest import Heuristic, NoSolutionError, replay, solve
from fewest.search import FunctionPuzzle

UNIT_ALGOS = ["bfs", "bidirectional", "iddfs", "dijkstra", "astar", "idastar"]
WEIGHTED_ALGOS = ["dijkstra", "astar", "idastar"]


@st.composite
def graphs(draw: st.DrawFn, weighted: bool) -> tuple[int, dict[int, list[tuple[int, int]]], int]:
    n = draw(st.integers(2, 12))
    edges = draw(
        st.lists(
            st.tuples(
                st.integers(0, n - 1),
                st.integers(0, n - 1),
                st.integers(0, 9) if weighted else st.just(1),
            ),
            max_size=3 * n,
        )
    )
    adj: dict[int, list[tuple[int, int]]] = {v: [] for v in range(n)}
    for a, b, w in edges:
        adj[a].append((b, w))
    return n, adj, draw(st.integers(0, n - 1))


def _puzzle(adj: dict[int, list[tuple[int, int]]], goal: int) -> FunctionPuzzle:
    pred: dict[int, list[tuple[int, int]]] = {v: [] for v in adj}
    for a, out in adj.items():
        for b, w in out:
            pred[b].append((a, w))
    puzzle = FunctionPuzzle(
        0,
        successors=lambda s: [(f"{s}->{t}#{i}", t, w) for i, (t, w) in enumerate(adj[s])],
        neighbors=None,
        goal=goal,
        is_goal=None,
        predecessors=lambda s: [(f"{t}->{s}#{adj[t].index((s, w))}", t, w) for t, w in pred[s]],
        reversible=False,
    )
    return puzzle


def _nx_cost(adj: dict[int, list[tuple[int, int]]], goal: int) -> float | None:
    g = nx.DiGraph()
    g.add_nodes_from(adj)
    for a, out in adj.items():
        for b, w in out:
            if not g.has_edge(a, b) or g[a][b]["weight"] > w:
                g.add_edge(a, b, weight=w)
    try:
        return nx.dijkstra_path_length(g, 0, goal, weight="weight")
    except nx.NetworkXNoPath:
        return None


def _check(puzzle: FunctionPuzzle, algorithm: str, expected: float | None) -> None:
    if expected is None:
        with pytest.raises(NoSolutionError):
            solve(puzzle, algorithm)
        return
    sol = solve(puzzle, algorithm)
    states, cost = replay(puzzle, 0, sol.moves)
    assert states == sol.states and states[-1] == puzzle.goal
    assert cost == sol.cost == expected
    assert sol.optimal


@settings(max_examples=120, deadline=None)
@given(graphs(weighted=False), st.sampled_from(UNIT_ALGOS))
def test_unit_cost_graphs_agree_with_networkx(graph, algorithm):
    _n, adj, goal = graph
    _check(_puzzle(adj, goal), algorithm, _nx_cost(adj, goal))


@settings(max_examples=120, deadline=None)
@given(graphs(weighted=True), st.sampled_from(WEIGHTED_ALGOS))
def test_weighted_graphs_agree_with_networkx(graph, algorithm):
    _n, adj, goal = graph
    _check(_puzzle(adj, goal), algorithm, _nx_cost(adj, goal))


@settings(max_examples=80, deadline=None)
@given(graphs(weighted=True))
def test_astar_with_exact_distance_heuristic_is_optimal(graph):
    """The true remaining cost is the strongest admissible heuristic."""
    _n, adj, goal = graph
    g = nx.DiGraph()
    g.add_nodes_from(adj)
    for a, out in adj.items():
        for b, w in out:
            if not g.has_edge(a, b) or g[a][b]["weight"] > w:
                g.add_edge(a, b, weight=w)
    to_goal = nx.single_source_dijkstra_path_length(g.reverse(), goal, weight="weight")
    h = Heuristic(lambda s: to_goal.get(s, 0), admissible=True)
    expected = _nx_cost(adj, goal)
    puzzle = _puzzle(adj, goal)
    for algorithm in ("astar", "idastar"):
        if expected is None:
            with pytest.raises(NoSolutionError):
                solve(puzzle, algorithm, heuristic=h)
        else:
            sol = solve(puzzle, algorithm, heuristic=h)
            assert sol.cost == expected and sol.optimal
