"""The Lights Out family's own methods: each runs itself (pure Python, no kernel).

>>> [m.name for m in METHODS]
['gf2']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import Method


def _gf2(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.lights_out.gf2 import solve_lights

    return solve_lights(instance.board, limits=limits)


METHODS = (
    Method("gf2", optimal=True, aliases=("linear-algebra", "gauss"),
           summary="GF(2) elimination, then the lightest solution over the null space",
           honours=frozenset({"max_seconds", "max_expansions"}), run=_gf2),
)
