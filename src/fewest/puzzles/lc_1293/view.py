"""The obstacle grid drawn with :class:`GridView`; the walker shows the removals left.

>>> from fewest.puzzles.lc_1293.model import Field
>>> v = field_view(Field(((0, 1), (1, 0)), 1))
>>> [(c.label, c.role) for c in v.state_grid((0, 0, 1)).cells]
[('1', 'piece'), ('', 'wall'), ('', 'wall'), ('', 'finish')]
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView
from fewest.puzzles.lc_1293.model import WORDS, Field


def field_view(field: Field) -> GridView:
    rows = ["".join("#" if v else "." for v in row) for row in field.grid]
    last = (field.m - 1, field.n - 1)

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        out: dict[tuple[int, int], tuple[str, str]] = {last: ("", "finish")}
        out[(state[0], state[1])] = (str(state[2]), "piece")
        return out

    return GridView(rows, {"#": "wall", ".": "empty"}, pieces=pieces,
                    moved=lambda a, b: [(a[0], a[1]), (b[0], b[1])],
                    words=lambda m: f"step {WORDS.get(str(m), m)}",
                    cell_of=lambda s: (s[0], s[1]))
