"""Baekjoon 13913's method: BFS over 0..100,000 with parent links: the seconds and one route.

>>> [m.name for m in METHODS]
['line-bfs']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import Method


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.common.number_line import line_bfs

    return line_bfs(instance.n, instance.k, instance.hi, limits=limits).solution("line-bfs")


METHODS = (
    Method("line-bfs", optimal=True,
           summary="BFS over 0..100,000 with parent links: the seconds and one route",
           run=_run),
)
