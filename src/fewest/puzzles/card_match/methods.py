"""The card game's methods: one registry entry each, with its own run function.

>>> [m.name for m in METHOD_TABLE]
['pair-dp', 'greedy']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method

#: the exact pair-removal DP (also what ``auto`` runs once the quick engine search gives up)
ALGORITHM = "pair-dp"
#: ``--mode fast``: the greedy pair order
GREEDY = "greedy"


def run_pair_dp(instance: Any, limits: Limits | None) -> Solution[Any]:
    """The exact pair-removal DP (imports the kernels)."""
    from fewest.puzzles.card_match.fast import solve_pairs

    return solve_pairs(instance.board, limits=limits)


def run_greedy(instance: Any, limits: Limits | None) -> Solution[Any]:
    """A quick valid answer, not shortest (:mod:`~fewest.puzzles.card_match.greedy`)."""
    from fewest.puzzles.card_match.greedy import solve_greedy

    return solve_greedy(instance.board, limits=limits)


METHOD_TABLE = (
    Method(ALGORITHM, optimal=True, aliases=("dp",),
           summary="exact pair-removal DP over (cards left, cursor card), compiled",
           honours=frozenset(LIMIT_NAMES), run=run_pair_dp),
    Method(GREEDY, optimal=False, aliases=("fast",), run=run_greedy,
           summary="greedy pair order with exact walks: a quick valid answer, NOT shortest "
                   "(any number of pairs)",
           honours=frozenset({"max_seconds", "max_expansions"})),
)
