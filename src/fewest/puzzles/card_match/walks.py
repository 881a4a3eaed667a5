"""Cursor walks on a card board (pure Python, no numpy): distances, one shortest
walk as key names, and the full game states along a key sequence.

>>> from fewest.puzzles.card_match.model import parse_board
>>> b = parse_board([[1, 0, 0, 1]])
>>> distances(move_targets(b, 1), 0), shortest_walk(move_targets(b, 1), 0, 3)
([0, 1, 2, 1], ['Ctrl+Right'])
"""

from __future__ import annotations

from collections import deque

from fewest.puzzles.card_match.model import CardBoard
from fewest.puzzles.card_match.puzzle import CardPuzzle
from fewest.puzzles.card_match.rules import MOVE_KEYS, State, move_targets

#: For every cell, where each movement key lands (:func:`move_targets`).
Targets = tuple[tuple[int, ...], ...]

__all__ = ["Targets", "distances", "move_targets", "replay_states", "shortest_walk"]


def distances(targets: Targets, source: int) -> list[int]:
    """Fewest movement keys from ``source`` to every cell (breadth-first search)."""
    out = [-1] * len(targets)
    out[source] = 0
    queue = deque([source])
    while queue:
        x = queue.popleft()
        for y in targets[x]:
            if out[y] < 0:
                out[y] = out[x] + 1
                queue.append(y)
    return out


def shortest_walk(targets: Targets, source: int, goal: int) -> list[str]:
    """Fewest movement keys from ``source`` to ``goal``, as key names."""
    parent: dict[int, tuple[int, str]] = {source: (-1, "")}
    queue = deque([source])
    while queue and goal not in parent:
        x = queue.popleft()
        for key, y in zip(MOVE_KEYS, targets[x], strict=True):
            if y not in parent:
                parent[y] = (x, key)
                queue.append(y)
    path: list[str] = []
    while goal != source:
        goal, key = parent[goal]
        path.append(key)
    path.reverse()
    return path


def replay_states(board: CardBoard, moves: list[str]) -> list[State]:
    """Full game states along ``moves``, stepping through the reference rules."""
    puzzle = CardPuzzle(board)
    state = puzzle.start
    states = [state]
    for key in moves:
        state = next(s for k, s, _ in puzzle.successors(state) if k == key)
        states.append(state)
    return states
