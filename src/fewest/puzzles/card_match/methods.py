"""The card game's methods: one registry entry each, with its own run function.

>>> [m.name for m in METHOD_TABLE]
['pair-dp']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method

#: the exact pair-removal DP (also what ``auto`` runs once the quick engine search gives up)
ALGORITHM = "pair-dp"


def run_pair_dp(instance: Any, limits: Limits | None) -> Solution[Any]:
    """The exact pair-removal DP (imports the kernels)."""
    from fewest.puzzles.card_match.fast import solve_pairs

    return solve_pairs(instance.board, limits=limits)


METHOD_TABLE = (
    Method(ALGORITHM, optimal=True, aliases=("dp",),
           summary="exact pair-removal DP over (cards left, cursor card), compiled",
           honours=frozenset(LIMIT_NAMES), run=run_pair_dp),
)
