"""How a Lights Out board looks: lit cells bright, dark cells dark; a press
highlights the light pressed and its neighbours.

>>> v = LightsView(2, 2)
>>> [c.role for c in v.state_grid(0b0001).cells]
['card-up', 'wall', 'wall', 'wall']
>>> h = v.move_highlights((0, 0), 0b0111, 0b0001)
>>> h.text, h.cells
('press 0,0', ((0, 0), (0, 1), (1, 0)))
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.lights_out.model import cells_of, move_text, press_masks
from fewest.view import Cell, Grid, Highlights

ON = Cell("1", "card-up")
OFF = Cell("0", "wall")


class LightsView:
    """The view of an ``rows x cols`` board (the state is the bit set of lights on)."""

    def __init__(self, rows: int, cols: int) -> None:
        self.rows, self.cols = rows, cols

    def state_grid(self, state: Any) -> Grid:
        bits = int(state)
        return Grid(self.rows, self.cols,
                    tuple(ON if bits >> i & 1 else OFF for i in range(self.rows * self.cols)))

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        r, c = move
        mask = press_masks(self.rows, self.cols)[r * self.cols + c]
        return Highlights(text=move_text((r, c)), cells=tuple(cells_of(mask, self.cols)))
