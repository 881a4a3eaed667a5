"""Programmers 60063 drawn with the shared :class:`GridView`: walls dark, the
robot's two cells ``R``, the corner it must reach ``*``.

>>> from fewest.puzzles.pg_60063.model import Board
>>> v = make_view(Board.from_case({"board": [[0] * 5 for _ in range(5)]}))
>>> g = v.state_grid((0, 0, 0))
>>> [g.at(0, c).label for c in range(3)], g.at(4, 4).label
(['R', 'R', ''], '*')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView
from fewest.puzzles.pg_60063.model import cells_of


def make_view(board: Any) -> GridView:
    n = board.n
    rows = ["".join("#" if v else "." for v in row) for row in board.cells]

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        out = {(n - 1, n - 1): ("*", "finish")}
        for cell in cells_of(state):
            out[cell] = ("R", "tile")
        return out

    def moved(a: Any, b: Any) -> tuple[tuple[int, int], ...]:
        before, after = set(cells_of(a)), set(cells_of(b))
        return (*sorted(before - after), *sorted(after - before))

    return GridView(rows, {"#": "wall", ".": "empty"}, pieces=pieces, moved=moved, words=str,
                    cell_of=lambda s: (s[0], s[1]))
