"""The Hanoi family's own methods: the middle-state search and the packed BFS.

Both are optimal (see :mod:`fewest.puzzles.hanoi.solver`); ``auto`` runs
``middle`` when the discs that matter go from one tower to another, else
``packed-bfs``.

>>> from fewest.puzzles.hanoi.family import FAMILY
>>> FAMILY.parse("[[3,2,1],[],[],[]]").solve("middle").length
5
"""

from __future__ import annotations

import itertools
import time
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Solution
from fewest.puzzles.hanoi.model import move_between
from fewest.puzzles.methods import Method

#: the family's instance (its ``family.py`` imports this module, so it is not named here)
HanoiInstance = Any

MIDDLE = "middle"
BFS = "packed-bfs"


def standard(instance: HanoiInstance) -> bool:
    """True when, past the largest discs already home, a tower goes to a tower."""
    from fewest.puzzles.hanoi.solver import strip, towers

    start, goal = instance.position.state, instance.goal
    n = strip(start, goal)
    return n == 0 or towers(start[:n], goal[:n]) is not None


def _run(instance: HanoiInstance, limits: Limits | None, name: str) -> Solution[Any]:
    from fewest.puzzles.hanoi.solver import solve_states

    started = time.perf_counter()
    states, stats, _how = solve_states(instance.position.pegs, instance.position.state,
                                       instance.goal, limits, middle=name == MIDDLE)
    moves = [move_between(a, b) for a, b in itertools.pairwise(states)]
    stats.seconds = time.perf_counter() - started
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=name, stats=stats)


def run_middle(instance: HanoiInstance, limits: Limits | None) -> Solution[Any]:
    """Korf & Felner's search to the middle state, for tower-to-tower boards."""
    if not standard(instance):
        raise InvalidPuzzleError(
            f"method {MIDDLE!r} needs the discs that move to go from one tower to another; "
            f"use {BFS!r} (or auto) for {instance.position.to_text()}")
    return _run(instance, limits, MIDDLE)


def run_bfs(instance: HanoiInstance, limits: Limits | None) -> Solution[Any]:
    """Compiled BFS over the whole problem (past the largest discs already home)."""
    return _run(instance, limits, BFS)


METHODS = (
    Method(MIDDLE, optimal=True, aliases=("korf-felner",), run=run_middle,
           summary="tower to tower: BFS of the n-1 smaller discs to the middle state where "
                   "the largest disc moves, then its mirror (Korf & Felner)"),
    Method(BFS, optimal=True, aliases=("compiled-bfs",), run=run_bfs,
           summary="compiled BFS over states packed as base-p digits, two bits per state"),
)
