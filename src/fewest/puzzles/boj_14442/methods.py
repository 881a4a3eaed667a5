"""Baekjoon 14442's own method: the shared compiled layered BFS over
``(row, col, broken)``, broken in 0..K.

>>> [m.name for m in METHODS]
['layered-bfs']
"""

from __future__ import annotations

from fewest.puzzles.common.grid_judge import layered_method

METHODS = (layered_method("compiled BFS over (row, col, walls broken) (numba)"),)
