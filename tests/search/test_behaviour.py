"""Behaviour: limits, unsolvable puzzles, labels, bad arguments."""

from __future__ import annotations

import pytest

import fewest
from fewest import (
    Heuristic,
    InvalidPuzzleError,
    NoSolutionError,
    SearchLimitError,
    replay,
    search,
    solve,
)
from tests.search.small_puzzles import GRID, Jugs, Tiles2x3


def ring(n: int):
    return lambda s: [(s + 1) % n, (s - 1) % n]


@pytest.mark.parametrize(
    "algorithm", ["bfs", "dfs", "dijkstra", "astar", "iddfs", "idastar", "bidirectional"]
)
def test_expansion_limit_fires_with_partial_stats(algorithm):
    with pytest.raises(SearchLimitError) as info:
        search(
            0,
            neighbors=ring(10_000),
            goal=5_000,
            reversible=True,
            algorithm=algorithm,
            max_expansions=50,
        )
    err = info.value
    assert err.reason == "max_expansions"
    assert 0 < err.stats.expanded <= 50
    assert err.stats.generated >= err.stats.expanded
    assert err.stats.seconds >= 0


@pytest.mark.parametrize("algorithm", ["bfs", "dfs", "dijkstra", "astar"])
def test_state_limit_is_the_memory_guard(algorithm):
    with pytest.raises(SearchLimitError) as info:
        search(
            0,
            neighbors=lambda s: [s + 1, s + 2, s + 3],
            goal=-1,
            algorithm=algorithm,
            max_states=500,
        )
    assert info.value.reason == "max_states"
    assert info.value.stats.peak_stored <= 500 * 2


def test_time_limit_stops_an_endless_search():
    with pytest.raises(SearchLimitError) as info:
        search(0, neighbors=lambda s: [s + 1], goal=-1, max_seconds=0.05)
    assert info.value.reason == "max_seconds"
    assert info.value.stats.expanded > 0


def test_idastar_limit_reports_the_bound_reached():
    with pytest.raises(SearchLimitError) as info:
        solve(Tiles2x3((0, 3, 4, 5, 1, 2)), "idastar", max_expansions=30)
    assert info.value.bound is not None and info.value.bound >= 1


@pytest.mark.parametrize(
    "algorithm", ["bfs", "bidirectional", "dijkstra", "astar", "idastar", "iddfs", "dfs"]
)
def test_unsolvable_raises_no_solution(algorithm):
    # 2x3 boards of the wrong parity never reach the goal (360 reachable of 720).
    puzzle = Tiles2x3((2, 1, 3, 4, 5, 0))
    if algorithm in ("iddfs", "idastar"):
        # Iterative deepening keeps no closed list, so proving a goal unreachable means
        # exhausting every simple path: use a small cyclic graph.
        with pytest.raises(NoSolutionError):
            search(
                0, neighbors=lambda s: [(s + 1) % 4, (s + 3) % 4, 7], goal=5, algorithm=algorithm
            )
        return
    with pytest.raises(NoSolutionError) as info:
        solve(puzzle, algorithm)
    assert info.value.stats is not None and info.value.stats.expanded > 0


def test_dfs_returns_a_valid_longer_path_labelled_not_optimal():
    puzzle = Tiles2x3((0, 3, 4, 5, 1, 2))
    deep = solve(puzzle, "dfs")
    best = solve(puzzle, "bfs")
    assert not deep.optimal and best.optimal
    assert deep.length > best.length == 13
    states, _ = replay(puzzle, puzzle.start, deep.moves)
    assert puzzle.is_goal(states[-1])


def test_dfs_depth_limit_bounds_the_path():
    puzzle = Tiles2x3((0, 3, 4, 5, 1, 2))
    sol = solve(puzzle, "dfs", depth_limit=15)
    assert sol.length <= 15 and not sol.optimal
    with pytest.raises(NoSolutionError):
        solve(puzzle, "dfs", depth_limit=12)


@pytest.mark.parametrize("weight", [1.0, 1.5, 3.0])
def test_weighted_astar_stays_within_its_bound(weight):
    best = solve(GRID, "astar").cost
    sol = solve(GRID, "weighted_astar", weight=weight)
    assert sol.cost <= weight * best
    assert sol.bound == weight
    assert sol.optimal == (weight == 1.0)


def test_undeclared_heuristic_gives_unproven_result():
    h = lambda s: abs(4 - s[1])
    sol = solve(Jugs(), "astar", heuristic=h)
    assert sol.cost == 6 and not sol.optimal
    declared = solve(Jugs(), "astar", heuristic=Heuristic(lambda s: 0, admissible=True))
    assert declared.optimal


def test_greedy_is_labelled_not_optimal():
    sol = solve(GRID, "greedy")
    assert not sol.optimal and GRID.is_goal(sol.states[-1])


def test_dijkstra_switches_from_01_to_heap():
    edges = {"s": [("a", 0), ("b", 1)], "a": [("c", 5)], "b": [("c", 1)], "c": []}
    sol = search(
        "s", successors=lambda v: [(t, t, w) for t, w in edges[v]], goal="c", algorithm="dijkstra"
    )
    assert sol.cost == 2 and sol.states == ["s", "b", "c"]


def test_bidirectional_on_directed_graph_uses_predecessors():
    out = {0: [1, 2], 1: [3], 2: [0], 3: [4], 4: []}
    back: dict[int, list[int]] = {v: [] for v in out}
    for a, bs in out.items():
        for b in bs:
            back[b].append(a)
    sol = search(
        0,
        successors=lambda s: [(f"{s}>{t}", t, 1) for t in out[s]],
        predecessors=lambda s: [(f"{p}>{s}", p, 1) for p in back[s]],
        goal=4,
        algorithm="bidirectional",
    )
    assert sol.moves == ["0>1", "1>3", "3>4"] and sol.optimal


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"neighbors": ring(5)}, "goal"),
        ({"goal": 3}, "successors"),
        ({"goal": 3, "neighbors": ring(5), "successors": ring(5)}, "exactly one"),
        ({"goal": 3, "neighbors": ring(5), "algorithm": "quantum"}, "unknown algorithm 'quantum'"),
        ({"goal": 3, "neighbors": ring(5), "max_seconds": -1}, "max_seconds"),
        ({"goal": 3, "neighbors": ring(5), "algorithm": "bidirectional"}, "predecessors"),
        ({"goal": 3, "neighbors": ring(5), "algorithm": "weighted_astar", "weight": 0.5}, "weight"),
        ({"goal": 3, "neighbors": ring(5), "algorithm": "bfs", "weight": 2}, "no option"),
        ({"goal": 3, "neighbors": ring(5), "algorithm": "greedy"}, "heuristic"),
    ],
)
def test_bad_arguments_raise_invalid_puzzle_error(kwargs, message):
    with pytest.raises(InvalidPuzzleError, match=message):
        search(0, **kwargs)


def test_unhashable_start_and_missing_methods():
    with pytest.raises(InvalidPuzzleError, match="hashable"):
        search([0], neighbors=lambda s: [], goal=1)
    with pytest.raises(InvalidPuzzleError, match="is_goal"):
        solve(type("P", (), {"start": 0, "successors": lambda self, s: []})())
    assert issubclass(InvalidPuzzleError, ValueError)


def test_negative_cost_is_rejected():
    with pytest.raises(InvalidPuzzleError, match="costs must be finite numbers >= 0"):
        search(0, successors=lambda s: [("x", s + 1, -1)], goal=3, algorithm="dijkstra")


def test_start_already_goal():
    for algorithm in fewest.ALGORITHMS:
        if algorithm == "greedy":
            continue
        sol = search(7, neighbors=ring(10), goal=7, reversible=True, algorithm=algorithm)
        assert sol.length == 0 and sol.cost == 0 and sol.states == [7]


def test_solution_reports_stats():
    sol = solve(Jugs(), "bfs")
    st = sol.stats
    assert st.expanded > 0 and st.generated >= st.expanded and st.peak_stored > 0
    assert st.peak_frontier > 0 and st.seconds >= 0
    assert set(st.as_dict()) >= {"expanded", "generated", "peak_frontier", "peak_stored", "seconds"}
