"""Baekjoon 1600's own method: the shared compiled layered BFS over
``(row, col, jumps used)``.

>>> [m.name for m in METHODS]
['layered-bfs']
"""

from __future__ import annotations

from fewest.puzzles.common.grid_judge import layered_method

METHODS = (layered_method("BFS over (row, col, knight jumps used): compiled (numba); "
                          "plain Python up to 200 000 states"),)
