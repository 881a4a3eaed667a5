"""How the board looks: an l x l grid with the knight (``N``) and the target (``X``).

>>> v = make_view(4, (3, 3))
>>> g = v.state_grid((0, 0))
>>> g.at(0, 0).label, g.at(3, 3).label, g.at(3, 3).role
('N', 'X', 'finish')
>>> v.move_highlights((1, 2), (0, 0), (1, 2)).path
((0, 0), (1, 2))
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView
from fewest.view import RC


def words(move: Any) -> str:
    dx, dy = move
    return f"jump ({dx:+d}, {dy:+d})"


def make_view(side: int, target: tuple[int, int]) -> GridView:
    """The board, chequered, with the target and the knight on top."""
    rows = ["".join("." if (r + c) % 2 == 0 else ":" for c in range(side)) for r in range(side)]

    def pieces(state: Any) -> dict[RC, tuple[str, str]]:
        out: dict[RC, tuple[str, str]] = {target: ("X", "finish")}
        out[(int(state[0]), int(state[1]))] = ("N", "piece-knight")
        return out

    return GridView(rows, {".": "square", ":": "empty"}, pieces=pieces,
                    moved=lambda a, b: (tuple(a), tuple(b)), words=words)
