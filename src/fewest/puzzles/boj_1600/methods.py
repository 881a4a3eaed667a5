"""Baekjoon 1600's own method: the shared compiled layered BFS over
``(row, col, jumps used)``.

>>> [m.name for m in METHODS]
['layered-bfs']
"""

from __future__ import annotations

from fewest.puzzles.common.grid_judge import layered_method

METHODS = (layered_method("compiled BFS over (row, col, knight jumps used) (numba)"),)
