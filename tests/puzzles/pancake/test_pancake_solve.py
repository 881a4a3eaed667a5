"""The compiled IDA* against plain BFS on every stack of small sizes, replayed move by move."""

from __future__ import annotations

import random

import pytest
from tests.puzzles.pancake.pancake_oracle import distances, every_stack, turn

from fewest.errors import SearchLimitError
from fewest.problem import Limits, replay
from fewest.puzzles import get_family
from fewest.puzzles.options import InputOptions
from fewest.puzzles.pancake.model import Stack
from fewest.puzzles.pancake.puzzle import PancakePuzzle
from fewest.puzzles.pancake.solver import solve_stack
from fewest.search.astar import astar


def check(stack: Stack, moves: list[int]) -> None:
    """Replay through the engine puzzle (each flip legal) and through the oracle's own flip."""
    puzzle = PancakePuzzle(stack)
    states, cost = replay(puzzle, puzzle.start, moves)
    assert puzzle.is_goal(states[-1]) and cost == len(moves)
    state = stack.cakes
    for k in moves:
        state = turn(state, k, stack.burnt)
    assert state == tuple(range(1, stack.size + 1))


@pytest.mark.parametrize(("n", "burnt"), [(1, False), (2, False), (3, False), (4, False),
                                          (5, False), (6, False), (1, True), (2, True),
                                          (3, True), (4, True)])
def test_every_stack_matches_bfs(n: int, burnt: bool) -> None:
    dist = distances(n, burnt)
    stacks = every_stack(n, burnt)
    assert len(dist) == len(stacks)  # every stack sorts
    for cakes in stacks:
        sol = solve_stack(Stack(cakes, burnt))
        assert sol.optimal and sol.length == dist[cakes], cakes
        check(Stack(cakes, burnt), sol.moves)


def test_every_burnt_stack_of_five_matches_bfs() -> None:
    dist = distances(5, True)
    for cakes, d in dist.items():
        sol = solve_stack(Stack(cakes, True))
        assert sol.length == d, cakes
    check(Stack(cakes, True), sol.moves)


def test_random_larger_stacks_match_the_engine_astar() -> None:
    rng = random.Random(7)
    for n, burnt in ((9, False), (11, False), (7, True), (8, True)):
        for _ in range(3):
            cakes = list(range(1, n + 1))
            rng.shuffle(cakes)
            if burnt:
                cakes = [c * rng.choice((1, -1)) for c in cakes]
            stack = Stack(tuple(cakes), burnt)
            sol = solve_stack(stack)
            assert sol.length == astar(PancakePuzzle(stack)).length
            check(stack, sol.moves)


def test_a_forty_pancake_stack_solves_and_replays() -> None:
    rng = random.Random(40)
    cakes = list(range(1, 41))
    rng.shuffle(cakes)
    stack = Stack(tuple(cakes))
    sol = solve_stack(stack)
    assert stack.gaps() <= sol.length and sol.stats.iterations[0].bound == stack.gaps()
    check(stack, sol.moves)


def test_the_gap_heuristic_never_overestimates() -> None:
    for burnt, n in ((False, 6), (True, 4)):
        for cakes, d in distances(n, burnt).items():
            assert Stack(cakes, burnt).gaps() <= d


def test_limits_stop_the_search_with_a_lower_bound() -> None:
    stack = Stack(tuple(range(16, 0, -1)), burnt=True)
    with pytest.raises(SearchLimitError) as err:
        solve_stack(stack, limits=Limits(max_expansions=500))
    assert err.value.reason == "max_expansions" and err.value.stats.expanded >= 500
    assert err.value.bound is not None and err.value.bound >= stack.gaps()
    with pytest.raises(SearchLimitError) as err:
        solve_stack(stack, limits=Limits(max_states=3))
    assert err.value.reason == "max_states"
    with pytest.raises(SearchLimitError) as err:
        solve_stack(Stack(tuple(range(30, 0, -1)), True), limits=Limits(max_seconds=0.05))
    assert err.value.reason == "max_seconds"


@pytest.mark.parametrize("method", ["auto", "gap-idastar", "bfs", "bidirectional", "astar",
                                    "idastar"])
def test_every_method_agrees_through_the_family(method: str) -> None:
    inst = get_family("pancake").parse("3 -1 2 5 4", InputOptions(burnt=True))
    sol = inst.solve(method)
    assert sol.length == distances(5, True)[(3, -1, 2, 5, 4)]
    check(inst.stack, sol.moves)
