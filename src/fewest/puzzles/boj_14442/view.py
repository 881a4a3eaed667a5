"""How a Baekjoon 14442 map looks: walls dark, the exit marked, the walker on
top; each move's caption says how many of the K walls are broken.

>>> from fewest.puzzles.boj_14442.model import grid_of, validate
>>> v = map_view(grid_of(validate({"n": 1, "m": 3, "k": 3, "map": ["010"]})))
>>> v.move_highlights("R", (0, 0, 0), (0, 1, 1)).text
'right (walls broken: 1 of 3)'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_14442.model import layer_words
from fewest.puzzles.common.layered_grid import LayeredGrid, layered_view


def map_view(grid: LayeredGrid) -> Any:
    return layered_view(grid, layer_words=lambda b: layer_words(b, grid.limit))
