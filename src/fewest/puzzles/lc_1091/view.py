"""LeetCode 1091 drawn with the shared :class:`GridView`: walls dark, the walker ``@``.

>>> from fewest.puzzles.lc_1091.model import Matrix
>>> v = make_view(Matrix.from_case({"grid": [[0, 1], [1, 0]]}))
>>> v.state_grid((0, 0)).at(0, 0).label, v.state_grid((0, 0)).at(0, 1).role
('@', 'wall')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView


def make_view(matrix: Any) -> GridView:
    n = matrix.n
    rows = ["".join("#" if v else "." for v in row) for row in matrix.cells]
    end = (n - 1, n - 1)

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        out = {end: ("E", "finish")} if state != end else {}
        out[(state[0], state[1])] = ("@", "tile")
        return out

    return GridView(rows, {"#": "wall", ".": "empty"}, pieces=pieces,
                    moved=lambda a, b: (tuple(a), tuple(b)), words=str)
