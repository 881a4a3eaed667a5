"""How a Rubik's square looks: numbered tiles; a move highlights the line that shifted.

>>> v = SquareView(2, 2)
>>> [c.label for c in v.state_grid((2, 1, 3, 4)).cells]
['2', '1', '3', '4']
>>> h = v.move_highlights((1, 1, 1), (2, 1, 3, 4), (1, 2, 3, 4))
>>> h.text, h.shift, h.cells
('row 1 right 1', Shift(axis='row', index=0, by=1), ((0, 0), (0, 1)))
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.rubiks_square.model import move_text
from fewest.view import Cell, Grid, Highlights, Shift


class SquareView:
    """The view of an ``rows x cols`` square (goal: 1..R*C row by row)."""

    def __init__(self, rows: int, cols: int) -> None:
        self.rows, self.cols = rows, cols

    def state_grid(self, state: Any) -> Grid:
        cells = tuple(Cell(str(t), "tile", ("home",) if t == i + 1 else ())
                      for i, t in enumerate(state))
        return Grid(self.rows, self.cols, cells)

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        kind, index, by = move
        if kind == 1:
            line = tuple((index - 1, c) for c in range(self.cols))
            shift = Shift("row", index - 1, by)
        else:
            line = tuple((r, index - 1) for r in range(self.rows))
            shift = Shift("col", index - 1, by)
        return Highlights(text=move_text(tuple(move)), cells=line, shift=shift)
