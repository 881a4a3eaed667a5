"""How a snakes-and-ladders board looks: squares, ladder feet and heads, snake heads
and tails, the piece, and each ladder and snake as a link from where it starts to where it
ends; a roll highlights the landing square and the jump.

>>> from fewest.puzzles.snakes_ladders.model import parse_board
>>> v = SnakesView(parse_board("[[-1,-1],[-1,3]]"))
>>> [(c.label, c.role, c.marks) for c in v.state_grid(1).cells][2:]
[('1', 'square', ('piece',)), ('2', 'ladder-foot', ())]
>>> [(c.label, c.role) for c in v.state_grid(1).cells][:2]
[('4', 'finish'), ('3', 'ladder-head')]
>>> v.state_grid(1).links
(Link(src=(1, 1), dst=(0, 1), kind='ladder', style='rails'),)
>>> h = v.move_highlights((1, 2, 3), 1, 3)
>>> h.text, h.path
('roll 1 -> 2, ladder to 3', ((1, 0), (1, 1), (0, 1)))
"""

from __future__ import annotations

from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.snakes_ladders.model import SnakesBoard, square_position
from fewest.puzzles.snakes_ladders.puzzle import move_text
from fewest.view import MAX_CELLS, Cell, Grid, Highlights, Link
from fewest.words import article


class SnakesView:
    """The view of one board; the piece is a mark on the square it stands on."""

    def __init__(self, board: SnakesBoard) -> None:
        self.n = board.n
        self.last = board.squares
        self._jumps = [int(x) for x in board.jumps]
        self._base: list[Cell] | None = None
        n = board.n
        self._links = tuple(
            Link(square_position(s, n), square_position(to, n),
                 "ladder" if to > s else "snake", "rails" if to > s else "wave")
            for s, to in enumerate(self._jumps) if 1 <= s <= self.last and to != s)

    def _cells(self) -> list[Cell]:
        if self._base is None:
            n = self.n
            if n * n > MAX_CELLS:
                raise InvalidPuzzleError(
                    f"{article(f'{n}x{n}')} board has {n * n:,} squares, too many to draw (at most "
                    f"{MAX_CELLS:,})"
                )
            jumps = self._jumps
            heads = {to: ("ladder-head" if to > s else "snake-tail")
                     for s, to in enumerate(jumps) if s and to != s}
            base = [Cell()] * (n * n)
            for s in range(1, self.last + 1):
                to = jumps[s]
                if to > s:
                    cell = Cell(str(s), "ladder-foot", note=f"↑{to}")
                elif to < s:
                    cell = Cell(str(s), "snake-head", note=f"↓{to}")
                elif s == self.last:
                    cell = Cell(str(s), "finish")
                else:
                    cell = Cell(str(s), heads.get(s, "square"))
                r, c = square_position(s, n)
                base[r * n + c] = cell
            self._base = base
        return self._base

    def state_grid(self, state: Any) -> Grid:
        cells = list(self._cells())
        at = self.state_cell(state)
        if at is not None:
            k = at[0] * self.n + at[1]
            old = cells[k]
            cells[k] = Cell(old.label, old.role, ("piece",), old.note)
        return Grid(self.n, self.n, tuple(cells), links=self._links)

    def state_cell(self, state: Any) -> tuple[int, int] | None:
        """The square the piece stands on (``None`` off the board)."""
        s = int(state)
        return square_position(s, self.n) if 1 <= s <= self.last else None

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        _roll, landing, final = move
        path = [p for p in (self.state_cell(before), square_position(landing, self.n),
                            square_position(final, self.n)) if p is not None]
        route = tuple(p for i, p in enumerate(path) if i == 0 or p != path[i - 1])
        cells = tuple(dict.fromkeys(route[1:]))
        return Highlights(text=move_text(tuple(move)), cells=cells, path=route)
