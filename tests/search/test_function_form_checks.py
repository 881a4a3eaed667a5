"""What user functions return, and every option's type, is checked on every algorithm."""

from __future__ import annotations

from typing import Any

import pytest

import fewest
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Puzzle

ALGORITHMS = list(fewest.ALGORITHMS)


def informed(algorithm: str) -> dict[str, Any]:
    """What an algorithm that cannot run without a heuristic needs."""
    return {"heuristic": lambda n: 0} if algorithm in ("greedy", "weighted_astar") else {}


#: (successors=, words the message must hold): each is wrong in its own way (the state
#: named is the start, or for bidirectional search the goal, whose links it checks first)
BAD_SUCCESSORS = [
    (lambda n: None, ["successors(", "returned None"]),
    (lambda n: 5, ["returned 5", "not an iterable"]),
    (lambda n: [(n + 1, 1)], ["1)", "not a (move, next_state, cost)"]),
    (lambda n: [("a", n + 1, 1, 0)], [", 1, 0)", "triple"]),
    (lambda n: [n + 1], ["successors(", "neighbors= takes plain states"]),
    (lambda n: [("a", n + 1, "1")], ["cost '1'", "finite numbers >= 0"]),
    (lambda n: [("a", n + 1, -1)], ["cost -1", "finite numbers >= 0"]),
    (lambda n: [("a", n + 1, float("nan"))], ["cost nan"]),
    (lambda n: [("a", n + 1, float("inf"))], ["cost inf"]),
    (lambda n: [("a", n + 1, True)], ["cost True"]),
    (lambda n: [("a", [n + 1], 1)], ["the state [", "not hashable"]),
]


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize(("successors", "words"), BAD_SUCCESSORS)
def test_bad_successor_items_are_named_on_every_algorithm(
        algorithm: str, successors: Any, words: list[str]) -> None:
    with pytest.raises(InvalidPuzzleError) as err:
        fewest.search(0, successors=successors, goal=3, reversible=True, algorithm=algorithm,
                      **informed(algorithm))
    message = str(err.value)
    assert "\n" not in message and all(w in message for w in words), message


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize(("neighbors", "words"), [
    (lambda n: None, ["neighbors(", "returned None"]),
    (lambda n: [[n + 1]], ["neighbors(", "yielded the state [", "not hashable"]),
    (lambda n: 7, ["neighbors(", "returned 7"]),
])
def test_bad_neighbors_are_named_on_every_algorithm(algorithm: str, neighbors: Any,
                                                    words: list[str]) -> None:
    with pytest.raises(InvalidPuzzleError) as err:
        fewest.search(0, neighbors=neighbors, goal=3, reversible=True, algorithm=algorithm,
                      **informed(algorithm))
    assert all(w in str(err.value) for w in words), str(err.value)


@pytest.mark.parametrize("cost", [-1, float("nan")])
def test_idastar_refuses_what_dijkstra_and_astar_refuse(cost: float) -> None:
    """It used to return cost=-3, optimal=True (and optimal=True for NaN costs)."""
    for algorithm in ("idastar", "dijkstra", "astar", "iddfs"):
        with pytest.raises(InvalidPuzzleError, match="costs must be finite numbers >= 0"):
            fewest.search(0, successors=lambda n: [("+", n + 1, cost)], goal=3,
                          algorithm=algorithm)


@pytest.mark.parametrize(("options", "words"), [
    ({"max_states": "10"}, ["max_states", "'10'"]),
    ({"max_expansions": 2.5}, ["max_expansions", "2.5"]),
    ({"max_seconds": "1"}, ["max_seconds", "'1'"]),
    ({"max_seconds": float("nan")}, ["max_seconds", "nan"]),
    ({"limits": {"max_states": 3}}, ["limits must be a fewest.Limits"]),
    ({"algorithm": 3}, ["algorithm must be a name", "3"]),
    ({"algorithm": "weighted_astar", "weight": "2"}, ["weight", "'2'"]),
    ({"algorithm": "dfs", "depth_limit": "x"}, ["depth_limit", "'x'"]),
    ({"heuristic": 5}, ["heuristic must be callable", "5"]),
    ({"heuristic": lambda n: 0, "admissible": "yes"}, ["admissible", "'yes'"]),
    ({"reversible": 1}, ["reversible", "1"]),
    ({"algorithm": "astar", "heuristic": lambda n: "far"}, ["heuristic(0) returned 'far'"]),
    ({"algorithm": "astar", "heuristic": lambda n: -2}, ["heuristic(0) returned -2"]),
    ({"is_goal": lambda n: n == 4}, ["give goal= or is_goal=, not both", "goal=3"]),
])
def test_options_of_the_wrong_type_are_refused_in_one_line(options: dict[str, Any],
                                                           words: list[str]) -> None:
    with pytest.raises(InvalidPuzzleError) as err:
        fewest.search(0, neighbors=lambda n: [n + 1], **{"goal": 3, **options})
    message = str(err.value)
    assert "\n" not in message and all(w in message for w in words), message


def test_good_values_of_every_accepted_kind_still_solve() -> None:
    from fractions import Fraction

    sol = fewest.search(0, successors=lambda n: [("half", n + 1, Fraction(1, 2)),
                                                 ("list", n + 2, 2)], goal=4,
                        algorithm="dijkstra", limits=Limits(max_states=100))
    assert sol.cost == 2 and sol.moves == ["half"] * 4
    assert fewest.search(0, neighbors=lambda n: [n + 1], goal=3, max_states=10).length == 3


def test_a_class_without_successors_gets_a_clear_message() -> None:
    class NoMoves(Puzzle[int]):
        start = 0

        def is_goal(self, s: int) -> bool:
            return s == 1

    for algorithm in ["auto", *ALGORITHMS]:
        with pytest.raises(InvalidPuzzleError, match="NoMoves has no successors"):
            fewest.solve(NoMoves(), algorithm)


def test_a_class_whose_successors_return_pairs_is_named() -> None:
    class Pairs(Puzzle[int]):
        start = 0
        goal = 2
        reversible = True

        def is_goal(self, s: int) -> bool:
            return s == 2

        def successors(self, s: int) -> Any:
            return [("+", s + 1)]

    for algorithm in ALGORITHMS:
        with pytest.raises(InvalidPuzzleError,
                           match=r"Pairs\.successors\([02]\) yielded \(.\+., [13]\), not a"):
            fewest.solve(Pairs(), algorithm, heuristic=lambda s: 0)


def test_parse_refuses_an_unknown_option_in_one_line() -> None:
    with pytest.raises(InvalidPuzzleError) as err:
        fewest.parse("sliding", "1 2 / 3 0", colour=6)
    (line,) = str(err.value).splitlines()
    assert line.startswith("unknown option 'colour'; expected one of: goal, ")
