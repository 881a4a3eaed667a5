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
