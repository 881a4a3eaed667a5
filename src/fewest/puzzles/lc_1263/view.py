"""LeetCode 1263 drawn with the shared :class:`GridView`: walls, the target ``T``,
the box ``B`` and the player ``S``; a push is drawn from the box's old cell.

>>> from fewest.puzzles.lc_1263.model import Warehouse
>>> w = Warehouse.from_case({"grid": [list("SB."), list("..T")]})
>>> g = make_view(w).state_grid((0, 1, 0, 0))
>>> g.at(0, 0).label, g.at(0, 1).label, g.at(1, 2).role
('S', 'B', 'finish')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView


def make_view(warehouse: Any) -> GridView:
    rows = ["".join("#" if ch == "#" else "." for ch in row) for row in warehouse.rows]
    target = warehouse.target

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        br, bc, pr, pc = state
        out = {target: ("T", "finish")}
        out[(pr, pc)] = ("S", "piece-player")
        out[(br, bc)] = ("B", "tile")
        return out

    return GridView(rows, {"#": "wall", ".": "empty"}, pieces=pieces,
                    moved=lambda a, b: ((a[0], a[1]), (b[0], b[1])),
                    words=lambda m: f"push {m}", cell_of=lambda s: (s[0], s[1]))
