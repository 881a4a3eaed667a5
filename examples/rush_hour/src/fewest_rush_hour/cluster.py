"""A board's cluster: every state reachable from it, and each state's distance to solved.

Every slide can be slid back, so the states reachable from a board form a
connected component (Fogleman's *cluster*), and a breadth-first search from
all of its goal states at once gives every state's fewest moves to solved.

>>> from fewest_rush_hour.model import Board
>>> b = Board.from_text("ooooBoooooBoAAooBooooooooooooooooooo")
>>> states = explore(b)
>>> len(states), sorted(goal_distances(b, states).values())
(14, [0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2])
"""

from __future__ import annotations

from collections import deque

from fewest.family import InvalidPuzzleError
from fewest_rush_hour.model import Board, State

#: Most states one cluster may hold before enumeration is refused (pure Python).
MAX_STATES = 300_000


def explore(board: Board, limit: int = MAX_STATES) -> list[State]:
    """Every state reachable from the start, in breadth-first order."""
    seen = {board.start}
    order = [board.start]
    for state in order:
        for _, nxt in board.slides(state):
            if nxt not in seen:
                seen.add(nxt)
                order.append(nxt)
        if len(order) > limit:
            raise InvalidPuzzleError(
                f"the cluster of {board.to_text()!r} holds more than {limit:,} states, "
                "too many to enumerate here")
    return order


def goal_distances(board: Board, states: list[State]) -> dict[State, int]:
    """Fewest moves to solved of every state in ``states`` that can be solved."""
    dist = {s: 0 for s in states if board.is_goal(s)}
    queue = deque(dist)
    while queue:
        state = queue.popleft()
        d = dist[state] + 1
        for _, nxt in board.slides(state):
            if nxt not in dist:
                dist[nxt] = d
                queue.append(nxt)
    return dist
