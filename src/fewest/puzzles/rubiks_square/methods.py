"""The Rubik's square's methods: one registry entry each, with its own run function.

>>> [m.name for m in METHOD_TABLE]
['pdb-idastar']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method

#: the compiled IDA* (also what ``auto`` runs once the quick engine search gives up)
ALGORITHM = "pdb-idastar"


def run_pdb(instance: Any, limits: Limits | None) -> Solution[Any]:
    """Optimal with the compiled IDA* over pattern tables (imports the kernels)."""
    from fewest.puzzles.rubiks_square.solver import solve_board

    return solve_board(instance.board, limits=limits, progress=instance.progress)


METHOD_TABLE = (
    Method(ALGORITHM, optimal=True, aliases=("compiled",),
           summary="compiled IDA* with pattern tables under symmetry and inverse",
           honours=frozenset(LIMIT_NAMES), run=run_pdb,
           table="4x4: a 58M-entry pattern table, about 40 s, on the first hard board"),
)
