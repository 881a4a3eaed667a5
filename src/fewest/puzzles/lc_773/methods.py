"""Sliding Puzzle's own method: breadth-first search over the 360 reachable boards.

>>> [m.name for m in METHODS]
['state-bfs']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method


def _bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.common.function_case import bfs_solution
    from fewest.puzzles.lc_773.model import GOAL, neighbours

    return bfs_solution([instance.start], neighbours, GOAL.__eq__, limits, "state-bfs")


METHODS = (
    Method("state-bfs", optimal=True, aliases=("board-bfs",),
           summary="breadth-first search over the boards (at most 360 reachable)",
           honours=frozenset(LIMIT_NAMES), run=_bfs),
)
