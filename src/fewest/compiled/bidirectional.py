"""Compiled bidirectional BFS: whole layers, the smaller side first (the engine's rule).

Both sides keep exact two-byte depths, so each new state that the other
side has stored gives a meeting length; after the layer, the shortest is
kept.  The forward half of the path is rebuilt over the predecessors, the
backward half over the successors (:mod:`fewest.compiled.path`).

Permutation states (``n <= 11``) and puzzles with their own ``rank`` take the
same search over two rank-indexed byte arrays instead
(:mod:`fewest.compiled.rankbidir`).

>>> from fewest.compiled.examples import eight_puzzle
>>> bidirectional_bfs(eight_puzzle((4, 1, 3, 7, 2, 6, 0, 5, 8))).length
6
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fewest.compiled import common, path, rankbidir, ranked
from fewest.compiled.layer import BEST, Side
from fewest.compiled.run import Driver
from fewest.compiled.table import find
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Solution
from fewest.search._common import finish, no_path

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle

DEPTHS = 2  # bytes of an exact depth
MASK = 0xFFFF


def bidirectional_bfs(puzzle: CompiledPuzzle, *, limits: Limits | None = None
                      ) -> Solution[tuple[int, ...]]:
    """Bidirectional breadth-first search; needs a goal state and predecessors."""
    if puzzle.has_goal_function:
        raise InvalidPuzzleError(
            "bidirectional search needs one goal state, and this puzzle has is_goal= (goals "
            "the backward search from goal= would miss); use bfs, or drop is_goal=")
    if not puzzle.has_predecessors:
        raise InvalidPuzzleError(
            "bidirectional search needs a goal state and predecessors= or reversible=True")
    drv = Driver(puzzle, limits)
    started = drv.budget.started
    if puzzle.is_goal(puzzle.start) or puzzle.start == puzzle.goal:
        return finish(drv.stats, started, states=[puzzle.start], moves=[], cost=0,
                      optimal=True, algorithm="bidirectional")
    assert puzzle.goal is not None
    ranking = ranked.ranking_of(puzzle)
    if ranking is not None and ranked.rankable(ranking, puzzle.goal):
        try:
            return rankbidir.bidirectional(puzzle, ranking, limits=limits)
        except ranked.Fallback:
            pass
    fwd = Side(drv, puzzle.start, DEPTHS, MASK)
    bwd = Side(drv, puzzle.goal, DEPTHS, MASK)
    stats = drv.stats

    def stored() -> int:
        return fwd.table.count + bwd.table.count

    meet = None
    while fwd.len and bwd.len:
        forward = fwd.len <= bwd.len
        side, other = (fwd, bwd) if forward else (bwd, fwd)
        stats.peak_frontier = max(stats.peak_frontier, fwd.len + bwd.len)
        side.layer(drv.funcs.succ if forward else drv.funcs.pred, common.GOAL_MEET, other,
                   stored)
        if drv.ctr[BEST] >= 0:
            meet = (side.meet[0], side.meet[1])
            break
        side.advance()
    stats.expanded, stats.generated = drv.expanded, drv.generated
    stats.peak_stored = stored()
    if meet is None:
        raise no_path(stats, started, "bidirectional", puzzle)
    head = path.walk_back(drv, fwd.table, find(fwd.table.keys, fwd.table.meta, *meet),
                          mode=path.DEPTH_MODE, mask=MASK)
    tail = path.walk_back(drv, bwd.table, find(bwd.table.keys, bwd.table.meta, *meet),
                          mode=path.DEPTH_MODE, mask=MASK, backward=True)
    keys = head[0] + tail[0][1:]
    moves, costs = head[1] + tail[1], head[2] + tail[2]
    return finish(stats, started, states=path.states_of(drv, keys), moves=path.names(drv, moves),
                  cost=sum(costs), optimal=not drv.ctr[common.NON_UNIT],
                  algorithm="bidirectional")
