"""Knight moves (Baekjoon 7562): the fewest knight jumps between two cells of an l x l board.

Cells are ``(x, y)`` with ``0 <= x, y < l`` (``4 <= l <= 300``); ``x`` is drawn as
the row.  A jump changes one coordinate by 2 and the other by 1 and must stay on
the board.

>>> sorted(jumps(8, (0, 0)))
[((1, 2), (1, 2)), ((2, 1), (2, 1))]
>>> lower_bound((0, 0), (7, 0))
4
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "boj-7562"
MIN_SIDE, MAX_SIDE = 4, 300
OFFSETS = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))

Cell = tuple[int, int]


def jumps(side: int, at: Cell) -> Iterator[tuple[Cell, Cell]]:
    """``(offset, landing cell)`` of every jump from ``at`` that stays on the board."""
    x, y = at
    for dx, dy in OFFSETS:
        nx, ny = x + dx, y + dy
        if 0 <= nx < side and 0 <= ny < side:
            yield (dx, dy), (nx, ny)


def lower_bound(a: Cell, b: Cell) -> int:
    """A jump moves one coordinate by at most 2 and both by at most 3 in all: an
    admissible, consistent estimate of the jumps left."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return max((max(dx, dy) + 1) // 2, (dx + dy + 2) // 3)


@dataclass(frozen=True)
class Case:
    """One test case: a board side ``l``, the knight's cell and the target cell."""

    side: int
    start: Cell
    target: Cell

    def to_json(self) -> dict[str, Any]:
        return {"l": self.side, "start": list(self.start), "target": list(self.target)}


def bad(message: str, shown: Any) -> InvalidPuzzleError:
    """The one-line error for this problem, quoting the input."""
    return InvalidPuzzleError(f"{NAME} (나이트의 이동, knight moves): {message}: {quote(shown)}")


def _cell(value: Any, name: str, side: int, shown: Any) -> Cell:
    if (not isinstance(value, list | tuple) or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
        raise bad(f"the {name} cell is two integers x y", shown)
    x, y = value
    if not (0 <= x < side and 0 <= y < side):
        raise bad(f"the {name} cell ({x}, {y}) is off the {side} x {side} board "
                  f"(0..{side - 1})", shown)
    return (x, y)


def make_case(value: Any, shown: Any = None) -> Case:
    """A validated case from ``{"l": 8, "start": [0, 0], "target": [7, 0]}``.

    >>> make_case({"l": 8, "start": [0, 0], "target": [7, 0]}).target
    (7, 0)
    >>> make_case({"l": 8, "start": [0, 8], "target": [7, 0]})
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: boj-7562 (나이트의 이동, knight moves): the start cell \
(0, 8) is off the 8 x 8 board (0..7): '{"l": 8, "start": [0, 8], "target": [7, 0]}'
    """
    shown = value if shown is None else shown
    if not isinstance(value, dict) or set(value) != {"l", "start", "target"}:
        raise bad('a case is {"l": L, "start": [x, y], "target": [x, y]}', shown)
    side = value["l"]
    if isinstance(side, bool) or not isinstance(side, int) or not MIN_SIDE <= side <= MAX_SIDE:
        raise bad(f"the board side l must be {MIN_SIDE}..{MAX_SIDE}, got {side!r}", shown)
    return Case(side, _cell(value["start"], "start", side, shown),
                _cell(value["target"], "target", side, shown))


class KnightPuzzle(Puzzle[Cell]):
    """Engine view: states are cells, moves the jump offsets ``(dx, dy)`` (reversible).

    >>> from fewest import solve
    >>> solve(KnightPuzzle(Case(8, (0, 0), (7, 0))), "bfs").length
    5
    """

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: Case) -> None:
        self.case = case
        self.start = case.start
        self.goal = case.target
        self.heuristic = self._bound

    def _bound(self, state: Cell) -> int:
        return lower_bound(state, self.case.target)

    def is_goal(self, state: Cell) -> bool:
        return state == self.case.target

    def successors(self, state: Cell) -> Iterator[tuple[Cell, Cell, int]]:
        for offset, cell in jumps(self.case.side, state):
            yield offset, cell, 1
