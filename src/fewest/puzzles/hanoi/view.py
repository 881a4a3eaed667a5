"""How a Hanoi position looks: one column per peg, discs stacked from the bottom row;
a move draws an arrow from where the disc was to where it lands.  The grid asks a page
to draw each disc as a bar as wide as its number and the empty cells as the pegs.

>>> v = HanoiView(3, 2)
>>> g = v.state_grid((0, 0))
>>> g.rows, g.cols, [c.label for c in g.cells]
(2, 3, ['1', '', '', '2', '', ''])
>>> dict(g.shapes)
{'tile': 'bar', 'empty': 'post'}
>>> v.move_highlights((1, 3), (0, 0), (2, 0)).path
((0, 0), (1, 2))
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.hanoi.model import move_text
from fewest.view import Cell, Grid, Highlights

#: discs are bars as wide as their number, and the empty cells are the pegs
SHAPES = (("tile", "bar"), ("empty", "post"))


class HanoiView:
    """The view of ``pegs`` pegs holding ``discs`` discs (row 0 is the top)."""

    def __init__(self, pegs: int, discs: int) -> None:
        self.pegs, self.discs = pegs, max(1, discs)

    def _stacks(self, state: Any) -> list[list[int]]:
        stacks: list[list[int]] = [[] for _ in range(self.pegs)]
        for disc in range(len(state), 0, -1):
            stacks[state[disc - 1]].append(disc)
        return stacks

    def state_grid(self, state: Any) -> Grid:
        rows = self.discs
        cells = [Cell() for _ in range(rows * self.pegs)]
        for peg, stack in enumerate(self._stacks(state)):
            for height, disc in enumerate(stack):
                cells[(rows - 1 - height) * self.pegs + peg] = Cell(str(disc), "tile")
        return Grid(rows, self.pegs, tuple(cells), shapes=SHAPES)

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        f, t = move[0] - 1, move[1] - 1
        rows = self.discs
        was = (rows - len(self._stacks(before)[f]), f)
        now = (rows - len(self._stacks(after)[t]), t)
        return Highlights(text=move_text((move[0], move[1])), cells=(now,), path=(was, now))
