"""How a Baekjoon 1600 board looks: obstacles dark, the finish marked, the monkey
on top; a knight jump is drawn from where it took off to where it lands, and
each caption says how many of the K jumps are used.

>>> from fewest.puzzles.boj_1600.model import grid_of, validate
>>> v = board_view(grid_of(validate({"k": 1, "w": 3, "h": 2, "grid": ["010", "000"]})))
>>> v.move_highlights("RRD", (0, 0, 0), (1, 2, 1)).text
'knight jump right 2, down 1 (knight jumps used: 1 of 1)'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_1600.model import layer_words
from fewest.puzzles.common.layered_grid import LayeredGrid, layered_view


def board_view(grid: LayeredGrid) -> Any:
    return layered_view(grid, piece="M", layer_words=lambda j: layer_words(j, grid.limit))
