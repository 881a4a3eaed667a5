"""Snakes and ladders' methods: one registry entry each, with its own run function.

``auto`` (see ``SnakesInstance.auto_method``) runs the plain engine BFS on small
boards, where it takes well under a millisecond and loads no compiled code,
and the compiled BFS over the jump array on large ones, once the engine BFS
has not finished within :data:`QUICK_EXPANSIONS` (``Family.quick``): loading
numba and the kernels takes longer than the engine's whole search on boards
up to about 400 x 400.

>>> [m.name for m in METHOD_TABLE]
['numba-bfs']
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method

#: "auto" uses the engine BFS while squares x reachable rolls stay below this.
ENGINE_WORK_LIMIT = 20_000
#: the compiled BFS
COMPILED = "numba-bfs"
#: the engine BFS's budget before ``auto`` loads the compiled one (about 0.3 s)
QUICK_EXPANSIONS = 250_000


def run_compiled(instance: Any, limits: Limits | None) -> Solution[Any]:
    """The compiled BFS (imports the kernels)."""
    from fewest.puzzles.snakes_ladders.solver import fast_solve

    return fast_solve(instance.board, limits=limits)


def auto_choice(squares: int, die: int) -> str:
    """What ``auto`` runs on a board: ``bfs`` (engine) when small, else the compiled BFS.

    >>> auto_choice(36, 6), auto_choice(400 * 400, 6)
    ('bfs', 'numba-bfs')
    """
    return "bfs" if squares * min(die, squares) <= ENGINE_WORK_LIMIT else COMPILED


METHOD_TABLE = (
    Method(COMPILED, optimal=True, aliases=("numba",), honours=frozenset(LIMIT_NAMES),
           summary="compiled BFS over the jump array (any board size, linear time)",
           run=run_compiled),
)
