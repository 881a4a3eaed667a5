"""Registry matrix: every algorithm on every small puzzle, every path replayed."""

from __future__ import annotations

import pytest

from fewest import ALGORITHMS, replay, solve
from fewest.search.registry import choose_algorithm
from tests.search.oracle import optimal_cost
from tests.search.small_puzzles import CASES

OPTIMAL = [name for name, info in ALGORITHMS.items() if info.optimal]
ALL = list(ALGORITHMS)


def _applicable(algorithm: str, puzzle: object) -> bool:
    if algorithm == "bidirectional":
        return getattr(puzzle, "goal", None) is not None
    if algorithm == "greedy":
        return getattr(puzzle, "heuristic", None) is not None
    return True


MATRIX = [
    pytest.param(case, algorithm, id=f"{algorithm}-{case[0]}")
    for case in CASES
    for algorithm in ALL
    if _applicable(algorithm, case[1]())
]


def test_matrix_covers_every_algorithm():
    assert {p.values[1] for p in MATRIX} == set(ALGORITHMS)


@pytest.mark.parametrize(("case", "algorithm"), MATRIX)
def test_every_algorithm_returns_a_replayable_path(case, algorithm):
    _name, factory, _cost, unit = case
    puzzle = factory()
    sol = solve(puzzle, algorithm)
    states, cost = replay(puzzle, puzzle.start, sol.moves)
    assert states == sol.states
    assert cost == sol.cost
    assert puzzle.is_goal(sol.states[-1])
    assert sol.algorithm == ALGORITHMS[algorithm].name
    expected = optimal_cost(puzzle)
    assert sol.cost >= expected
    if ALGORITHMS[algorithm].optimal and (unit or algorithm in ("dijkstra", "astar", "idastar")):
        assert sol.optimal
        assert sol.cost == expected
    if not ALGORITHMS[algorithm].optimal:
        assert not sol.optimal


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_optimal_algorithms_agree_with_networkx(case):
    _name, factory, known, unit = case
    puzzle = factory()
    expected = optimal_cost(puzzle)
    if known is not None:
        assert expected == known
    costs = {}
    for algorithm in OPTIMAL:
        if not _applicable(algorithm, puzzle):
            continue
        sol = solve(puzzle, algorithm)
        if sol.optimal:
            costs[algorithm] = sol.cost
    assert set(costs.values()) == {expected}
    # unit-cost puzzles: all six optimal algorithms prove the optimum
    if unit:
        assert len(costs) == len([a for a in OPTIMAL if _applicable(a, puzzle)])


def test_bfs_on_weighted_puzzle_is_not_labelled_optimal():
    _n, factory, _c, _u = next(c for c in CASES if c[0] == "grid")
    sol = solve(factory(), "bfs")
    assert not sol.optimal


@pytest.mark.parametrize(
    ("case_name", "expected"),
    [
        ("jugs", "bfs"),
        ("tiles2x3", "bidirectional"),
        ("grid", "astar"),
        ("knight", "bidirectional"),
    ],
)
def test_auto_choice(case_name, expected):
    factory = next(c[1] for c in CASES if c[0] == case_name)
    assert choose_algorithm(factory()) == expected
    assert solve(factory()).algorithm == expected
