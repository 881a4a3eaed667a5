"""Baekjoon 2178's own method: the compiled breadth-first search of the shared
layered grid (one layer here).

>>> [m.name for m in METHODS]
['layered-bfs']
"""

from __future__ import annotations

from fewest.puzzles.common.grid_judge import layered_method

METHODS = (layered_method("compiled BFS over the cells (numba)"),)
