"""The 2x3 board drawn as a grid: tiles on top of empty squares.

>>> v = board_view()
>>> [c.label for c in v.state_grid((4, 1, 2, 5, 0, 3)).cells]
['4', '1', '2', '5', '', '3']
>>> v.move_highlights(5, (4, 1, 2, 5, 0, 3), (4, 1, 2, 0, 5, 3)).path
((1, 0), (1, 1))
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.grid_view import GridView
from fewest.puzzles.lc_773.model import COLS, move_text


def _pieces(state: Any) -> dict[tuple[int, int], tuple[str, str]]:
    return {(i // COLS, i % COLS): (str(v), "tile") for i, v in enumerate(state) if v}


def _moved(before: Any, after: Any) -> list[tuple[int, int]]:
    tile_from = after.index(0)
    tile_to = before.index(0)
    return [(tile_from // COLS, tile_from % COLS), (tile_to // COLS, tile_to % COLS)]


def board_view() -> GridView:
    return GridView(["...", "..."], {".": "blank"}, pieces=_pieces, moved=_moved,
                    words=move_text)
