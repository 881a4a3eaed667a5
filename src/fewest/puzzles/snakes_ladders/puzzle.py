"""The board as an engine puzzle: states are square labels, a move is one roll.

A move is the tuple ``(roll, landing, final)``: the die value chosen, the square
it lands on, and the square the piece ends on after at most one snake or
ladder (``final == landing`` on a plain square).  Carrying the landing and the
final square in the move lets :func:`move_text` and :func:`move_json` describe
a roll without knowing the state it was made from.  Every move costs 1.

>>> from fewest import solve
>>> from fewest.puzzles.snakes_ladders.model import parse_board
>>> p = SnakesPuzzle(parse_board("[[-1,4],[-1,3]]"))
>>> solve(p, "bfs").moves
[(2, 3, 4)]
>>> move_text((1, 2, 3)), move_json((1, 2, 3))
('roll 1 -> 2, ladder to 3', {'roll': 1, 'landed': 2, 'to': 3})
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from fewest.problem import Puzzle

if TYPE_CHECKING:
    from fewest.puzzles.snakes_ladders.model import SnakesBoard

RollMove = tuple[int, int, int]


class SnakesPuzzle(Puzzle[int]):
    """The engine view of a :class:`SnakesBoard` (pure Python, the reference).

    Rolls that would pass the last square are not allowed (the spec's
    ``next <= n^2`` rule).  The start is ``board.start`` (0: off the board).
    ``predecessors`` is provided, so bidirectional
    search works too.  The heuristic is the weakest honest one: one more roll
    unless on the last square (a ladder may reach it from anywhere), so the
    informed engine algorithms (A*, greedy, ...) run on this family too.
    """

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, board: SnakesBoard) -> None:
        self.board = board
        self.start = board.start
        self.goal = board.squares
        self.last = board.squares
        self._jumps = [int(x) for x in board.jumps]
        self._into: dict[int, list[int]] | None = None

    def heuristic(self, state: int) -> float:
        """0 on the last square, else 1: never more than the rolls still needed."""
        return 0 if state == self.last else 1

    def is_goal(self, state: int) -> bool:
        return state == self.goal

    def successors(self, state: int) -> Iterator[tuple[RollMove, int, int]]:
        jumps = self._jumps
        for roll in range(1, min(self.board.die, self.last - state) + 1):
            landing = state + roll
            final = jumps[landing]
            yield (roll, landing, final), final, 1

    def predecessors(self, state: int) -> Iterator[tuple[RollMove, int, int]]:
        if self._into is None:
            into: dict[int, list[int]] = {}
            for landing in range(self.start + 1, self.last + 1):
                into.setdefault(self._jumps[landing], []).append(landing)
            self._into = into
        die = self.board.die
        for landing in self._into.get(state, ()):
            for before in range(max(self.start, landing - die), landing):
                yield (landing - before, landing, state), before, 1


def move_text(move: RollMove) -> str:
    """A roll for humans: ``"roll 4 -> 17, ladder to 35"``.

    >>> move_text((4, 17, 35)), move_text((2, 9, 3)), move_text((1, 5, 5))
    ('roll 4 -> 17, ladder to 35', 'roll 2 -> 9, snake to 3', 'roll 1 -> 5')
    """
    roll, landing, final = move
    text = f"roll {roll} -> {landing}"
    if final > landing:
        text += f", ladder to {final}"
    elif final < landing:
        text += f", snake to {final}"
    return text


def move_json(move: RollMove) -> dict[str, int]:
    """A roll as JSON: the die value, the square landed on, the square ended on.

    >>> move_json((4, 17, 35))
    {'roll': 4, 'landed': 17, 'to': 35}
    """
    roll, landing, final = move
    return {"roll": roll, "landed": landing, "to": final}
