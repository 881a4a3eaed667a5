"""Baekjoon 2178's own method: the compiled breadth-first search of the shared
layered grid (one layer here).

>>> [m.name for m in METHODS]
['layered-bfs']
"""

from __future__ import annotations

from fewest.puzzles.common.grid_judge import layered_method

METHODS = (layered_method("BFS over the cells: compiled (numba); "
                          "plain Python up to 200 000 states"),)
