"""How a pocket cube looks: the unfolded net, one cell per sticker; a turn
highlights the stickers it moved.

>>> v = PocketView()
>>> g = v.state_grid("UUUURRRRFFFFDDDDLLLLBBBB")
>>> g.rows, g.cols, g.at(0, 2).label, g.at(2, 0).label, g.at(0, 0).role
(6, 8, 'U', 'L', 'empty')
>>> len(v.move_highlights("U", None, None).cells)
12
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.pocket_cube.geometry import FACES, TURNS
from fewest.view import Cell, Grid, Highlights

#: face -> (top row, left column) of its 2x2 block in the 6x8 net
ORIGIN = {"U": (0, 2), "L": (2, 0), "F": (2, 2), "R": (2, 4), "B": (2, 6), "D": (4, 2)}


def cell_of(slot: int) -> tuple[int, int]:
    """The net cell of a sticker slot.

    >>> cell_of(0), cell_of(23)
    ((0, 2), (3, 7))
    """
    top, left = ORIGIN[FACES[slot // 4]]
    row, col = divmod(slot % 4, 2)
    return top + row, left + col


_CELLS = {cell_of(i): i for i in range(24)}


class PocketView:
    """The net view (every renderer reads it)."""

    def state_grid(self, state: Any) -> Grid:
        cells = []
        for r in range(6):
            for c in range(8):
                i = _CELLS.get((r, c))
                cells.append(Cell() if i is None else Cell(state[i], f"sticker-{state[i]}"))
        return Grid(6, 8, tuple(cells))

    def move_highlights(self, move: Any, before: Any, after: Any) -> Highlights:
        perm = TURNS[str(move)]
        moved = tuple(cell_of(j) for i, j in enumerate(perm) if i != j)
        return Highlights(text=str(move), cells=tuple(sorted(moved)))
