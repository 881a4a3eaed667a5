"""How a Baekjoon 1194 maze looks: walls dark, keys and doors labelled, the exits
marked, Minsik on top; each caption lists the keys held.

>>> from fewest.puzzles.boj_1194.model import grid_of, validate
>>> v = maze_view(grid_of(validate({"n": 1, "m": 4, "maze": ["a0A1"]})))
>>> g = v.state_grid((0, 1, 0))
>>> g.at(0, 0).label, g.at(0, 0).role, g.at(0, 2).role, g.at(0, 3).role
('a', 'key', 'door', 'finish')
>>> v.move_highlights("L", (0, 1, 0), (0, 0, 1)).text
'left (keys: a)'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.boj_1194.model import layer_words
from fewest.puzzles.common.layered_grid import LayeredGrid, layered_view


def maze_view(grid: LayeredGrid) -> Any:
    return layered_view(grid, piece="M", layer_words=layer_words)
