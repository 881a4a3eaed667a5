"""How a sliding board looks: tiles and the blank; a move highlights the tile that slid.

>>> v = SlidingView(rows=2, cols=2, goal=(1, 2, 3, 0))
>>> g = v.state_grid((1, 2, 0, 3))
>>> [(c.label, c.role) for c in g.cells]
[('1', 'tile'), ('2', 'tile'), ('', 'blank'), ('3', 'tile')]
>>> h = v.move_highlights("R", (1, 2, 0, 3), (1, 2, 3, 0))
>>> h.text, h.cells, h.path
('tile 3 left', ((1, 0),), ((1, 1), (1, 0)))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fewest.view import Cell, Grid, Highlights

#: the tile moves opposite to the blank
_TILE_WAY = {(0, 1): "right", (0, -1): "left", (1, 0): "down", (-1, 0): "up"}


class SlidingView:
    """The view of an ``rows x cols`` board; tiles already home are marked ``"home"``."""

    def __init__(self, rows: int, cols: int, goal: Sequence[int]) -> None:
        self.rows, self.cols, self.goal = rows, cols, tuple(goal)

    def state_grid(self, state: Any) -> Grid:
        cells = tuple(
            Cell("", "blank") if t == 0
            else Cell(str(t), "tile", ("home",) if self.goal[i] == t else ())
            for i, t in enumerate(state)
        )
        return Grid(self.rows, self.cols, cells)

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        src = divmod(after.index(0), self.cols)
        dst = divmod(before.index(0), self.cols)
        tile = after[before.index(0)]
        way = _TILE_WAY.get((dst[0] - src[0], dst[1] - src[1]), "")
        return Highlights(text=f"tile {tile} {way}".rstrip(), cells=(dst,), path=(src, dst))
