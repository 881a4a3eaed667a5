"""Baekjoon 1697's method: BFS over the flat line ``0..100,000`` (pure Python, flat
lists: the whole line is searched in well under a second).

>>> [m.name for m in METHODS]
['line-bfs']
"""

from __future__ import annotations

from fewest.puzzles.common.number_line import run_line_bfs
from fewest.puzzles.methods import Method

METHODS = (
    Method("line-bfs", optimal=True, aliases=("seek-bfs",),
           summary="BFS over positions 0..100,000 (every move one second)", run=run_line_bfs),
)
