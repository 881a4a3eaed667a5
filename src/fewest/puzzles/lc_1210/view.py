"""LeetCode 1210 drawn with the shared :class:`GridView`: walls dark, the snake
``T`` (tail, the top-left cell) and ``H``, the target cells marked.

>>> from fewest.puzzles.lc_1210.model import Board
>>> v = make_view(Board.from_case({"grid": [[0, 0], [0, 0]]}))
>>> [v.state_grid((0, 0, 0)).at(0, c).label for c in range(2)]
['T', 'H']
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView
from fewest.puzzles.lc_1210.model import cells_of


def make_view(board: Any) -> GridView:
    n = board.n
    rows = ["".join("#" if v else "." for v in row) for row in board.cells]
    goal = ((n - 1, n - 2), (n - 1, n - 1))

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        out = {cell: ("*", "finish") for cell in goal}
        tail, head = cells_of(state)
        out[tail] = ("T", "tile")
        out[head] = ("H", "tile")
        return out

    def moved(a: Any, b: Any) -> tuple[tuple[int, int], ...]:
        return (cells_of(a)[1], cells_of(b)[1])

    return GridView(rows, {"#": "wall", ".": "empty"}, pieces=pieces, moved=moved, words=str,
                    cell_of=lambda s: (s[0], s[1]))
