"""Programmers 67259 drawn with the shared :class:`GridView`: walls dark, the
road's head ``@`` with the direction it came in (``^ v < >``), the end ``E``.

>>> from fewest.puzzles.pg_67259.model import Track
>>> v = make_view(Track.from_case({"board": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]}))
>>> v.state_grid((0, 1, 3)).at(0, 1).label, v.state_grid((0, 0, 4)).at(2, 2).label
('>', 'E')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView

ARROWS = "^v<>@"


def make_view(track: Any) -> GridView:
    n = track.n
    rows = ["".join("#" if v else "." for v in row) for row in track.cells]
    end = (n - 1, n - 1)

    def pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
        out = {end: ("E", "finish")}
        out[(state[0], state[1])] = (ARROWS[state[2]], "tile")
        return out

    return GridView(rows, {"#": "wall", ".": "empty"}, pieces=pieces,
                    moved=lambda a, b: ((a[0], a[1]), (b[0], b[1])), words=str,
                    cell_of=lambda s: (s[0], s[1]))
