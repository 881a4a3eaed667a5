"""``fewest.search(..., predecessors=)``: plain states beside neighbors, contradictions caught."""

from __future__ import annotations

import networkx as nx
import pytest

import fewest
from fewest.errors import InvalidPuzzleError


def forward(n: int) -> list[int]:
    return [n + 1, n * 3]


def backward(n: int) -> list[int]:
    return [n - 1] + ([n // 3] if n % 3 == 0 and n > 0 else [])


@pytest.mark.parametrize("goal", [5, 19, 40, 81])
def test_plain_predecessors_beside_neighbors_match_networkx(goal: int) -> None:
    sol = fewest.search(1, neighbors=forward, goal=goal, predecessors=backward,
                        algorithm="bidirectional")
    graph = nx.DiGraph((n, m) for n in range(goal + 1) for m in forward(n) if m <= goal)
    assert sol.length == nx.shortest_path_length(graph, 1, goal)
    states = sol.states
    assert states[0] == 1 and states[-1] == goal
    for a, b, move in zip(states[:-1], states[1:], sol.moves, strict=True):
        assert b in forward(a) and move == b  # each move is labelled by its next state


def test_predecessors_naming_a_missing_move_is_a_clear_error() -> None:
    def succ(s: int) -> list[tuple[str, int, int]]:
        return [("+", s + 1, 1), ("big", s + 100, 1)]

    def pred(s: int) -> list[tuple[str, int, int]]:
        return [("x", s - 1, 1)]

    with pytest.raises(InvalidPuzzleError, match=r"names move 'x' from \d+ to \d+"):
        fewest.search(0, successors=succ, goal=10, predecessors=pred, algorithm="bidirectional")


def test_the_issues_contradiction_is_caught_naming_the_move_and_both_states() -> None:
    """The search never needs to go backward here, yet the goal's links are checked."""
    with pytest.raises(InvalidPuzzleError) as err:
        fewest.search(0, successors=lambda x: [("inc", x + 1, 1)], goal=5,
                      predecessors=lambda x: [("inc", x - 2, 1)], algorithm="bidirectional")
    assert str(err.value) == ("predecessors(5) names move 'inc' from 3 to 5 at cost 1, but "
                              "successors(3) has no such move")


def test_a_cost_the_successors_do_not_give_is_a_contradiction() -> None:
    with pytest.raises(InvalidPuzzleError, match="from 4 to 5 at cost 2, but successors"):
        fewest.search(0, successors=lambda x: [("inc", x + 1, 1)], goal=5,
                      predecessors=lambda x: [("inc", x - 1, 2)], algorithm="bidirectional")


def test_reversible_that_is_not_is_caught() -> None:
    with pytest.raises(InvalidPuzzleError, match=r"reversible=True, but move 6 from 5 to 6 "
                                                  r"cannot be undone: neighbors\(6\)"):
        fewest.search(0, neighbors=lambda x: [x + 1], goal=5, reversible=True,
                      algorithm="bidirectional")


def wide(n: int) -> list[int]:
    """Two next states, one a dead end: the forward layer stays larger than the backward
    one, so bidirectional search walks backward from the goal all the way."""
    return [] if n < 0 else [n + 1, -(n + 1)]


@pytest.mark.parametrize("bad", [2990, 1500])  # in the first 1,000 backward expansions, or not
def test_a_contradiction_deep_on_the_backward_side_is_caught(bad: int) -> None:
    def back(n: int) -> list[int]:
        return [bad - 100] if n == bad else [n - 1] if n > 0 else []

    with pytest.raises(InvalidPuzzleError) as err:
        fewest.search(0, neighbors=wide, goal=3000, predecessors=back, algorithm="bidirectional")
    assert str(err.value) == (f"predecessors({bad}) names move {bad} from {bad - 100} to {bad} "
                              f"at cost 1, but neighbors({bad - 100}) has no such move")


def test_the_backward_walk_without_contradictions_is_right() -> None:
    sol = fewest.search(0, neighbors=wide, goal=3000,
                        predecessors=lambda n: [n - 1] if n > 0 else [], algorithm="bidirectional")
    assert sol.states == list(range(3001)) and sol.optimal


def test_built_in_puzzles_skip_the_link_checks(monkeypatch) -> None:
    """A built-in family's links are tested against oracles: bidirectional search only
    derives the path's labels from them (one lookup a move), while a user's are checked."""
    import importlib

    from fewest.puzzles import parse as parse_board

    bd = importlib.import_module("fewest.search.bidirectional")
    calls = []
    real = bd.check_link
    monkeypatch.setattr(bd, "check_link", lambda *a: calls.append(a) or real(*a))
    sol = parse_board("sliding", "8 6 7 / 2 5 4 / 3 0 1").solve("bidirectional")
    assert sol.length == 31 and len(calls) <= sol.length
