"""The Rubik's square's methods: one registry entry each, with its own run function.

>>> [m.name for m in METHOD_TABLE]
['pdb-idastar', 'fast']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method

#: the compiled IDA* (also what ``auto`` runs once the quick engine search gives up)
ALGORITHM = "pdb-idastar"
#: ``--mode fast``: the constructive solver
FAST = "fast"


def run_pdb(instance: Any, limits: Limits | None) -> Solution[Any]:
    """Optimal with the compiled IDA* over pattern tables (imports the kernels)."""
    from fewest.puzzles.rubiks_square.solver import solve_board

    return solve_board(instance.board, limits=limits, progress=instance.progress)


def run_fast(instance: Any, limits: Limits | None) -> Solution[Any]:
    """A quick valid answer, not shortest (:mod:`~fewest.puzzles.rubiks_square.fast`)."""
    from fewest.puzzles.rubiks_square.fast import solve_fast

    return solve_fast(instance.board, limits=limits)


METHOD_TABLE = (
    Method(ALGORITHM, optimal=True, aliases=("compiled",),
           summary="compiled IDA* with pattern tables under symmetry and inverse",
           honours=frozenset(LIMIT_NAMES), run=run_pdb,
           table="4x4: a 58M-entry pattern table, about 40 s, on the first hard board"),
    Method(FAST, optimal=False, aliases=("constructive",), run=run_fast,
           summary="places the tiles one by one with free shifts and 3-cycle commutators: "
                   "a quick valid answer, NOT shortest (any size)",
           honours=frozenset({"max_seconds", "max_expansions"})),
)
