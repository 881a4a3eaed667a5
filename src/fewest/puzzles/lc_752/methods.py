"""Open the Lock's own method: breadth-first search over the 10,000 codes.

>>> [m.name for m in METHODS]
['state-bfs']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method


def _bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.common.function_case import bfs_solution
    from fewest.puzzles.lc_752.model import START

    lock = instance.lock
    return bfs_solution([START], lock.neighbours, lambda s: s == lock.target, limits,
                        "state-bfs")


METHODS = (
    Method("state-bfs", optimal=True, aliases=("lock-bfs",),
           summary="breadth-first search over the 10,000 codes, dead ends never entered",
           honours=frozenset(LIMIT_NAMES), run=_bfs),
)
