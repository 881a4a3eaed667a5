"""How a Baekjoon 2178 maze looks: the shared layered-grid view (walls dark, the
exit marked, the walker on top).

>>> from fewest.puzzles.boj_2178.model import grid_of, validate
>>> v = maze_view(grid_of(validate({"n": 2, "m": 2, "maze": ["11", "01"]})))
>>> g = v.state_grid((0, 0, 0))
>>> g.at(0, 0).label, g.at(1, 0).role, g.at(1, 1).role
('P', 'wall', 'finish')
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.layered_grid import LayeredGrid, layered_view


def maze_view(grid: LayeredGrid) -> Any:
    return layered_view(grid)
