"""Baekjoon 13549's method: 0-1 BFS over 0..100,000 (a teleport to 2X costs 0 seconds).

>>> [m.name for m in METHODS]
['zero-one-bfs']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import Method


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.common.number_line import line_01bfs

    return line_01bfs(instance.n, instance.k, instance.hi, limits=limits).solution("zero-one-bfs")


METHODS = (
    Method("zero-one-bfs", optimal=True,
           summary="0-1 BFS over 0..100,000 (a teleport to 2X costs 0 seconds)",
           run=_run),
)
