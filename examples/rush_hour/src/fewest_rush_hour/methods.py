"""Rush Hour's own method: A* with the blocking heuristic (0 on a goal, else 1 plus the
vehicles between the red car and the exit), which is consistent, so the answer is
optimal.  Every engine algorithm is a method too (``fewest list rush-hour``).

>>> [m.name for m in METHODS]
['blocking-astar']
"""

from __future__ import annotations

from typing import Any

from fewest.family import LIMIT_NAMES, Limits, Method, Solution, solve


def _blocking_astar(instance: Any, limits: Limits | None) -> Solution[Any]:
    instance.check_reachable()  # a wall across the exit row: no search needed
    result: Solution[Any] = solve(instance.puzzle(), "astar", limits=limits)
    result.algorithm = "blocking-astar"
    return result


METHODS = (
    Method("blocking-astar", optimal=True, aliases=("blocking",),
           summary="A* with the blocking-vehicles heuristic (consistent: optimal)",
           honours=frozenset(LIMIT_NAMES), run=_blocking_astar),
)
