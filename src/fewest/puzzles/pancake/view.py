"""How a stack looks: one row per pancake, top first, as wide as its size.

Row ``i`` shows the ``i``-th pancake from the top as a bar centred in a
``2n - 1`` wide grid (pancake ``s`` covers ``2s - 1`` cells, its number in
the middle).  A burnt side up is drawn dark (role ``wall``), a pancake
already home (right size and side on the sorted part at the bottom) gets the
``home`` mark; a flip highlights the block it turned over.

>>> v = StackView(3)
>>> g = v.state_grid((2, -1, 3))
>>> g.rows, g.cols, [c.label for c in g.cells[:5]]
(3, 5, ['', '', '2', '', ''])
>>> g.at(1, 2).role, g.at(2, 2).marks
('wall', ('home',))
>>> v.move_highlights(2, (1, 2, 3), (2, 1, 3)).text
'flip 2'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.pancake.model import move_text
from fewest.view import Cell, Grid, Highlights


class StackView:
    """The view of a stack of ``n`` pancakes."""

    def __init__(self, n: int) -> None:
        self.n = n

    def state_grid(self, state: Any) -> Grid:
        n = self.n
        cols = 2 * n - 1
        home = n  # the first row of the sorted part at the bottom
        while home > 0 and state[home - 1] == home:
            home -= 1
        cells: list[Cell] = []
        for i, cake in enumerate(state):
            size = abs(cake)
            role = "wall" if cake < 0 else "tile"
            marks = ("home",) if i >= home else ()
            left = n - size
            for c in range(cols):
                inside = left <= c < left + 2 * size - 1
                label = str(cake) if c == n - 1 else ""
                cells.append(Cell(label, role if inside else "empty", marks if inside else ()))
        return Grid(n, cols, tuple(cells))

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        k = int(move)
        block = tuple((r, self.n - 1) for r in range(k))
        return Highlights(text=move_text(k), cells=block, path=(block[-1], block[0]))
