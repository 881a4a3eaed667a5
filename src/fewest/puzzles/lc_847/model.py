"""The graph of LeetCode 847 and its engine puzzle.

A walk may start at any node, revisit nodes and reuse edges; its length is
the number of edges walked.  The state is ``(node, visited)`` with the
visited nodes as a bit mask.  So that a plain search has one start, the
puzzle starts *before* the walk, at the state ``None``, whose moves
``("start", i)`` put the walker on node ``i``; every other move
``("to", j)`` walks one edge.  The answer is therefore the number of moves
minus one (the pick of the start node is free).

>>> g = Graph(((1, 2, 3), (0,), (0,), (0,)))
>>> sorted(g.neighbours((0, 1)))
[(('to', 1), (1, 3)), (('to', 2), (2, 5)), (('to', 3), (3, 9))]
>>> from fewest import solve
>>> solve(TourPuzzle(g), "bfs").length - 1
4
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.problem import Puzzle

State = tuple[int, int] | None


@dataclass(frozen=True)
class Graph:
    """A validated graph: ``adj[i]`` the neighbours of node ``i``."""

    adj: tuple[tuple[int, ...], ...]

    @property
    def n(self) -> int:
        return len(self.adj)

    @property
    def full(self) -> int:
        return (1 << self.n) - 1

    def neighbours(self, state: Any) -> Iterator[tuple[tuple[str, int], tuple[int, int]]]:
        if state is None:
            for i in range(self.n):
                yield ("start", i), (i, 1 << i)
            return
        node, mask = state
        for j in self.adj[node]:
            yield ("to", j), (j, mask | 1 << j)


def move_text(move: Any) -> str:
    """The move in words.

    >>> move_text(("start", 2)), move_text(("to", 0))
    ('start at node 2', 'walk to node 0')
    """
    kind, node = move
    return f"start at node {node}" if kind == "start" else f"walk to node {node}"


class TourPuzzle(Puzzle[Any]):
    """The walk as an engine puzzle.  The heuristic counts the nodes not yet
    visited: each move visits at most one new node."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self.start = None
        n, full = graph.n, graph.full
        self.heuristic = lambda s: n if s is None else bin(full & ~s[1]).count("1")

    def is_goal(self, state: Any) -> bool:
        return state is not None and state[1] == self.graph.full

    def successors(self, state: Any) -> Iterator[tuple[Any, Any, float]]:
        for move, nxt in self.graph.neighbours(state):
            yield move, nxt, 1
