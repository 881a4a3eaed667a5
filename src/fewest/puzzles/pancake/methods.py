"""The pancake family's own methods: each :class:`~fewest.puzzles.methods.Method` runs
itself, importing its compiled kernel only when it runs.

>>> [m.name for m in METHODS]
['gap-idastar']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method


def _gap_idastar(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.pancake.solver import solve_stack

    return solve_stack(instance.stack, limits=limits)


METHODS = (
    Method("gap-idastar", optimal=True, aliases=("compiled", "gap"),
           summary="compiled IDA* with the gap heuristic (Helmert 2010; burnt: the signed gap)",
           honours=frozenset(LIMIT_NAMES), run=_gap_idastar),
)
