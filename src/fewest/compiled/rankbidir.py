"""Bidirectional BFS over two rank-indexed depth arrays (one byte a rank each).

The same rule as the hash-table search (:mod:`fewest.compiled.bidirectional`):
whole layers, the side with the smaller frontier first; each new state that
the other side has reached gives a meeting length, and after the layer the
shortest is kept.  The forward half of the path is rebuilt over the
predecessors (one parent a step, no scan), the backward half over the
successors.  Used for permutation states and puzzles with their own ranks
(:func:`fewest.compiled.ranked.ranking_of`).

>>> from fewest.compiled.examples import eight_puzzle
>>> from fewest.compiled.userrank import permutations
>>> s = bidirectional(eight_puzzle((4, 1, 3, 7, 2, 6, 0, 5, 8)), permutations(9))
>>> s.length, s.algorithm
(6, 'bidirectional')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fewest.compiled import common
from fewest.compiled import rankkernels as rk
from fewest.compiled.ranked import RankSide, new_driver
from fewest.compiled.userrank import Ranking
from fewest.problem import Limits, Solution
from fewest.search._common import finish, no_path

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle


def bidirectional(puzzle: CompiledPuzzle, ranking: Ranking, *, limits: Limits | None = None
                  ) -> Solution[tuple[int, ...]]:
    """Bidirectional BFS between the start and the goal state over ranks (see the
    module notes); raises :class:`~fewest.compiled.ranked.Fallback` past 253 layers a side, or when
    two depth arrays would pass the memory cap."""
    assert puzzle.goal is not None
    drv = new_driver(puzzle, limits)
    started, stats, ctr = drv.budget.started, drv.stats, drv.ctr
    fwd = RankSide(drv, ranking, puzzle.start)
    bwd = RankSide(drv, ranking, puzzle.goal)
    succ, pred = drv.funcs.succ, drv.funcs.pred

    def stored() -> int:
        return fwd.stored + bwd.stored + int(ctr[rk.NXT_LEN])

    meet = -1
    while True:
        forward = fwd.len <= bwd.len
        side, other = (fwd, bwd) if forward else (bwd, fwd)
        stats.peak_frontier = max(stats.peak_frontier, fwd.len + bwd.len)
        side.layer(succ if forward else pred, common.GOAL_MEET, -1, other, stored)
        best = int(ctr[rk.BEST])
        meet = int(ctr[rk.MEET]) if best >= 0 else -1
        if not side.advance() or meet >= 0:
            break
    stats.expanded, stats.generated = drv.expanded, drv.generated
    stats.peak_stored = fwd.stored + bwd.stored
    if meet < 0:
        raise no_path(stats, started, "bidirectional", puzzle)
    ranks, moves, cost = fwd.walk(meet, succ, pred)
    at = meet
    while at != bwd.root:
        at, move, c = bwd.via(succ, at, int(bwd.dist[at]) - 1)
        ranks.append(at)
        moves.append(move)
        cost += c
    return finish(stats, started, states=fwd.states(ranks),
                  moves=[puzzle.move_names[m] for m in moves], cost=cost,
                  optimal=not ctr[common.NON_UNIT], algorithm="bidirectional")
