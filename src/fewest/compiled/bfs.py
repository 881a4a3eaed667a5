"""Compiled breadth-first search (goal test on generation, the engine's order).

>>> from fewest.compiled.examples import eight_puzzle
>>> p = eight_puzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
>>> s = bfs(p)
>>> s.moves, s.optimal
(['R', 'R'], True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fewest.compiled import common, path
from fewest.compiled.layer import FOUND_SLOT, Side
from fewest.compiled.run import Driver
from fewest.problem import Limits, SearchStats, Solution
from fewest.search._common import finish, no_path

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle


def bfs(puzzle: CompiledPuzzle, *, limits: Limits | None = None) -> Solution[tuple[int, ...]]:
    """Breadth-first search; ``optimal`` unless a move cost other than 1 was seen.

    Permutation states take the rank-indexed path (:mod:`fewest.compiled.ranked`)."""
    from fewest.compiled import ranked

    if ranked.applies(puzzle):
        try:
            return ranked.bfs(puzzle, limits=limits)
        except ranked.Fallback:
            pass
    drv = Driver(puzzle, limits)
    if puzzle.is_goal(puzzle.start):
        return finish(drv.stats, drv.budget.started, states=[puzzle.start], moves=[], cost=0,
                      optimal=True, algorithm="bfs")
    side = Side(drv, puzzle.start, 1, 255)
    mode = common.GOAL_FUNCTION if puzzle.has_goal_function else common.GOAL_KEY
    while True:
        status = side.layer(drv.funcs.succ, mode)
        if status == common.FOUND:
            break
        if not side.advance():
            _stats(drv.stats, drv, side)
            raise no_path(drv.stats, drv.budget.started, "bfs", puzzle)
    slot = int(drv.ctr[FOUND_SLOT])
    keys, moves, costs = path.walk_back(drv, side.table, slot, mode=path.DEPTH_MODE, mask=255)
    _stats(drv.stats, drv, side)
    non_unit = bool(drv.ctr[common.NON_UNIT])
    return finish(drv.stats, drv.budget.started, states=path.states_of(drv, keys),
                  moves=path.names(drv, moves), cost=sum(costs), optimal=not non_unit,
                  algorithm="bfs")


def _stats(stats: SearchStats, drv: Driver, side: Side) -> None:
    stats.expanded, stats.generated = drv.expanded, drv.generated
    stats.peak_frontier = side.peak
    stats.peak_stored = side.table.count
