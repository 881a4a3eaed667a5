"""Breadth-first search over rank-indexed arrays: permutation states, or a user's ranks.

Two kinds of puzzle take this path (:func:`ranking_of`):

* every state is a permutation of ``0 .. n-1`` (the start is one, ``values ==
  n``) and ``n!`` is at most :data:`MAX_AUTO` (``n <= 11``): ranks are Lehmer
  codes, inlined in the kernels;
* the puzzle has its own ``rank``/``unrank``/``states``
  (:mod:`fewest.compiled.userrank`), any size up to 2**32 ranks.

:func:`bfs`, :func:`~fewest.compiled.distances.distance_table` and
:func:`~fewest.compiled.bidirectional.bidirectional_bfs` then keep no hash
table: one byte per rank (its depth, :data:`UNSEEN` if not reached) in an
array indexed by rank, and the current and next layers as queues of ranks
(four bytes a state of the frontier), expanded in the engine's FIFO order, so
the expansion and generation counts are the engine's.  Every successor's
rank is checked (:mod:`fewest.compiled.rankkernels`); a space deeper than 253
moves, or depth arrays that would pass the memory cap, fall back to the hash
table.

A BFS path is rebuilt from the depths: a parent of a state at depth ``d`` is
a state at depth ``d - 1`` among whose successors it is, found over the
predecessors when the puzzle has them, else by a scan of that layer's depths.

>>> from fewest.compiled.examples import eight_puzzle
>>> p = eight_puzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
>>> applies(p), [(s.moves, s.optimal) for s in [bfs(p)]]
(True, [(['R', 'R'], True)])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from fewest.compiled import common
from fewest.compiled import rankkernels as rk
from fewest.compiled.rankkernels import UNSEEN
from fewest.compiled.run import Driver
from fewest.compiled.userrank import Ranking, arrangements, permutations
from fewest.errors import InvalidPuzzleError, SearchLimitError
from fewest.problem import Limits, Solution
from fewest.search._common import finish, no_path

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle

#: the largest ``n!`` the permutation path takes on its own (n <= 11: 39.9 MB)
MAX_AUTO = 1 << 26
#: expansions per kernel call at most
STEP = 1 << 18
#: ranks of a user's depth array allocated at first (16 MiB); a larger ``states``
#: grows the array as ranks past its end are reached (:meth:`RankSide.grow_dist`)
LAZY = 1 << 24


def _round_up(n: int) -> int:
    """``n`` rounded up to a multiple of 2**20."""
    return -(-n // (1 << 20)) * (1 << 20)
#: False turns the rank path off (comparisons, tests)
ENABLED = True


def ranking_of(puzzle: CompiledPuzzle, most: int = MAX_AUTO) -> Ranking | None:
    """The puzzle's own ranking; else, when the start's arrangements number at most
    ``most`` and every state met on a short random walk from the start (and the goal)
    is one, the arrangements of the start's values: a permutation of ``0 .. n-1``, of
    any ``n`` distinct values (``1 .. n``), or of a multiset (values repeat); else
    ``None`` (the hash table).  Cached on the puzzle."""
    if not ENABLED:
        return None
    own = puzzle.user_ranking()
    if own is not None:
        return own
    key = ("arrangements", most)
    if key not in puzzle._rank_cache:
        puzzle._rank_cache[key] = _arrangements(puzzle, most)
    return puzzle._rank_cache[key]


def _arrangements(puzzle: CompiledPuzzle, most: int) -> Ranking | None:
    """The arrangements ranking of the start's values, when it fits (see :func:`ranking_of`)."""
    from fewest.kernels.multiset import arrangements_count

    n, start = puzzle.layout.n, puzzle.start
    if puzzle.goal is not None and sorted(puzzle.goal) != sorted(start):
        return None
    distinct = len(set(start)) == n
    if (distinct and n > rk.MAX_N) or arrangements_count(start) > most:
        return None
    # a permutation of 0..n-1 with values == n: no other state is possible, so a row
    # that is not one is the user's mistake (an error); else it may be a state of the
    # puzzle (a counter that repeats a value), and a search that meets one falls back
    strict = puzzle.layout.values == n and sorted(start) == list(range(n))
    if not strict and not _walk_conserves(puzzle):
        return None
    return arrangements(start, strict)


#: successor calls of the walk that decides whether the states keep the start's values
WALK_CALLS = 200


def _walk_conserves(puzzle: CompiledPuzzle, calls: int = WALK_CALLS) -> bool:
    """True when every state met on random walks from the start and the goal (over the
    successors) holds the start's values (a cheap guess; a search that meets a state
    that does not falls back to the hash table)."""
    import random

    rng = random.Random(0)
    values = sorted(puzzle.start)
    roots = [puzzle.start] + ([puzzle.goal] if puzzle.goal is not None else [])
    for root in roots:
        state = root
        for _ in range(calls // len(roots)):
            succ = [nxt for _, nxt, _ in puzzle.successors(state)]
            if any(sorted(nxt) != values for nxt in succ):
                return False
            state = rng.choice(succ) if succ else root
    return True


def applies(puzzle: CompiledPuzzle, most: int = MAX_AUTO) -> bool:
    """True when BFS and tables take the rank path (see :func:`ranking_of`)."""
    return ranking_of(puzzle, most) is not None


def rankable(ranking: Ranking, state: tuple[int, ...]) -> bool:
    """True when ``state`` has a rank: an arrangement of the start's values, or any state
    for a user's ranks."""
    return ranking.arranges(state)


class Fallback(Exception):
    """The rank path cannot take this search: the caller runs the hash table's."""


class TooDeep(Fallback):
    """A search deeper than a byte's depths."""


class NotArranged(Fallback):
    """A state that is not an arrangement of the start's values (a puzzle whose values
    are not all kept by every move, though the walk of :func:`ranking_of` kept them)."""


class NoRoom(Fallback):
    """The depth arrays (a byte per rank) would pass the memory cap, though the hash
    table, a few bytes per state stored, may not (a sparse user rank)."""


class RankSide:
    """One direction of a breadth-first search over a rank-indexed depth array."""

    def __init__(self, drv: Driver, ranking: Ranking, root: tuple[int, ...]) -> None:
        self.drv, self.ranking, self.n = drv, ranking, drv.puzzle.layout.n
        assert ranking.user or ranking.multiset or ranking.n <= rk.MAX_N, (
            "permutations of 13 or more values")
        self.root = ranking.check(root)
        size = ranking.size
        if ranking.user and size > LAZY:  # grown on demand (see grow_dist)
            size = min(ranking.size, max(LAZY, _round_up(self.root + 1)))
        try:
            drv.room(size, 0)
        except SearchLimitError:
            raise NoRoom from None
        self.dist = np.full(size, UNSEEN, np.uint8)
        self.rinfo = ranking.rinfo()
        self.dist[self.root] = 0
        self.cur = np.zeros(1 << 12, np.uint32)
        self.nxt = np.zeros_like(self.cur)
        self.cur[0], self.len, self.depth = self.root, 1, 0
        self.layers, self.stored, self.peak, self.nxt_len = [1], 1, 1, 0
        self.back = np.zeros(self.n, np.uint8)
        self.ranks = np.zeros(drv.puzzle.max_successors, np.int64)
        self.rows = drv.rows()

    def layer(self, fn: Any, mode: int, goalr: int = -1, other: RankSide | None = None,
              stored: Any = None) -> int:
        """Expand the whole current layer with ``fn``: ``FOUND`` (a goal: ``ctr[FOUND_RANK]``)
        or ``DONE`` (with ``GOAL_MEET``, ``ctr[BEST]`` is the shortest meeting, or -1)."""
        drv, ctr = self.drv, self.drv.ctr
        if self.depth >= UNSEEN - 1:
            raise TooDeep
        drv.cfg[common.GOALMODE] = mode
        ctr[rk.POS], ctr[rk.LEN], ctr[rk.NXT_LEN] = 0, self.len, 0
        ctr[rk.BEST], ctr[rk.MEET] = -1, -1
        odist = other.dist if other is not None else self.dist
        while True:
            cap = drv.limits.max_expansions
            stop = drv.expanded + STEP
            drv.cfg[common.STOP] = stop if cap is None else min(cap, stop)
            args = (fn, drv.funcs.goal, self.ranking.rank_fn, self.ranking.unrank_fn, drv.cfg,
                    ctr, drv.err, self.rinfo, self.dist, odist, goalr, self.cur, self.nxt,
                    np.uint8(self.depth), self.back, self.ranks, *self.rows)
            status = call(self, rk.layer_kernel, args)
            count = self.stored + int(ctr[rk.NXT_LEN])
            self.peak = max(self.peak, self.len + int(ctr[rk.NXT_LEN]))
            if status == common.FOUND:
                self.stored = count
                self.layers.append(int(ctr[rk.NXT_LEN]))
                return status
            if status == common.GROW_QUEUE:
                self._grow(count)
                continue
            if status == rk.GROW_DIST:
                self.grow_dist(int(ctr[rk.NEED]), stored() if stored else count)
                continue
            drv.budget.check(drv.expanded, stored() if stored else count, drv.generated)
            if status == common.DONE:
                self.nxt_len = int(ctr[rk.NXT_LEN])
                return status

    def _grow(self, stored: int) -> None:
        """A larger next-layer queue: twice as long, but never longer than the ranks
        not yet reached (a layer holds only new ones) and a row of successors."""
        used = int(self.drv.ctr[rk.NXT_LEN])
        most = self.ranking.size - self.stored + self.drv.puzzle.max_successors
        size = min(2 * self.nxt.shape[0], most)
        size = max(size, used + self.drv.puzzle.max_successors)
        self.drv.room(4 * size, stored)
        bigger = np.zeros(size, np.uint32)
        bigger[:used] = self.nxt[:used]
        self.nxt = bigger

    def grow_dist(self, rank: int, stored: int) -> None:
        """A longer depth array, so that ``rank`` fits: twice as long at least, never
        longer than ``states``.  (A user's ``states`` far above the ranks reached,
        ``2**32`` for 181,440 states, then costs what is reached, not 4 GB a side.)"""
        old = self.dist
        size = min(self.ranking.size, max(2 * old.shape[0], _round_up(rank + 1)))
        try:
            self.drv.room(size, stored)
        except SearchLimitError:
            raise NoRoom from None
        self.dist = np.full(size, UNSEEN, np.uint8)
        self.dist[: old.shape[0]] = old

    def advance(self) -> bool:
        """Make the next layer current; ``False`` when it is empty."""
        if not self.nxt_len:
            return False
        self.stored += self.nxt_len
        self.layers.append(self.nxt_len)
        self.cur, self.nxt = self.nxt, self.cur
        self.len, self.nxt_len = self.nxt_len, 0
        if self.nxt.shape[0] < self.cur.shape[0]:
            self.nxt = np.zeros_like(self.cur)
        self.depth += 1
        return True

    def parent(self, child: int, fn: Any, pred: Any | None) -> tuple[int, int, int]:
        """``(rank, move id, cost)`` of a parent of ``child`` one layer nearer the root,
        over ``fn`` (the moves this side's search took); ``pred`` (the moves back),
        when the puzzle has them, finds the parent without a scan."""
        depth = int(self.dist[child]) - 1
        if pred is not None:
            p = self.via(pred, child, depth)[0]
            found = self.via(fn, p, 0, child)
            return p, found[1], found[2]
        drv, ctr = self.drv, self.drv.ctr
        args = (fn, self.ranking.rank_fn, self.ranking.unrank_fn, drv.cfg, ctr, drv.err,
                self.rinfo, self.dist, child, np.uint8(depth), self.back, *self.rows)
        if call(self, rk.parent_kernel, args) != common.FOUND:
            raise no_parent()
        return int(ctr[rk.PARENT]), int(ctr[rk.VIA_MOVE]), int(ctr[rk.VIA_COST])

    def via(self, fn: Any, at: int, depth: int, target: int = -1) -> tuple[int, int, int]:
        """``(rank, move id, cost)`` of a move of ``fn`` from ``at`` to ``target``, or
        (``target < 0``) to a rank at ``depth`` (:func:`~rankkernels.via_kernel`)."""
        drv, ctr = self.drv, self.drv.ctr
        args = (fn, self.ranking.rank_fn, self.ranking.unrank_fn, drv.cfg, ctr, drv.err,
                self.rinfo, self.dist, at, np.uint8(depth), target, self.back, *self.rows)
        if call(self, rk.via_kernel, args) != common.FOUND:
            raise no_parent()
        return int(ctr[rk.PARENT]), int(ctr[rk.VIA_MOVE]), int(ctr[rk.VIA_COST])

    def walk(self, end: int, fn: Any, pred: Any | None) -> tuple[list[int], list[int], int]:
        """The ranks from the root to ``end``, the move ids (of ``fn``) and the cost."""
        ranks, moves, cost = [end], [], 0
        while ranks[-1] != self.root:
            r, m, c = self.parent(ranks[-1], fn, pred)
            ranks.append(r)
            moves.append(m)
            cost += c
        return ranks[::-1], moves[::-1], cost

    def states(self, ranks: list[int]) -> list[tuple[int, ...]]:
        """The states of ``ranks``."""
        return [self.ranking.unrank(r) for r in ranks]


def no_parent() -> InvalidPuzzleError:
    """The error when no parent is found (successors and predecessors disagree)."""
    return InvalidPuzzleError("no parent found for a state of the BFS; are the successors "
                              "deterministic, and do the predecessors match them?")


#: :func:`call`'s own status for a row that is not an arrangement (not a fault)
NOT_ARRANGED = 1 << 20


def call(side: RankSide, kernel: Any, args: tuple[Any, ...]) -> int:
    """One kernel call; a rank fault, or another fault of the user's functions, is
    one :class:`~fewest.errors.InvalidPuzzleError` line."""
    drv = side.drv

    def run() -> int:
        status = int(drv.funcs.kernel(kernel, *args)(*args))
        if status == rk.ERR_PERM and not side.ranking.strict:
            return NOT_ARRANGED  # raised below: a puzzle's state, not a fault
        if status in (rk.ERR_PERM, rk.ERR_RANK_RANGE, rk.ERR_RANK_INVERSE):
            raise rank_error(side, status)
        return status

    status = drv.call(run)
    if status == NOT_ARRANGED:
        raise NotArranged
    return status


def rank_error(side: RankSide, status: int) -> InvalidPuzzleError:
    """The message of a rank fault left in ``err`` by a kernel."""
    from fewest.compiled.userrank import out_of_range

    n, err, ctr = side.n, side.drv.err, side.drv.ctr
    state, row, back = (tuple(int(v) for v in err[i * n:(i + 1) * n]) for i in range(3))
    if status == rk.ERR_PERM:
        return InvalidPuzzleError(
            f"successors wrote row {int(ctr[common.ERR_A])} {row} for state {state}, "
            f"which is not a permutation of 0..{n - 1}, though the start is one (the "
            f"rank-indexed search needs every state to be one; give values={n + 1} or more "
            f"to use the hash table)")
    r = int(ctr[common.ERR_B])
    if status == rk.ERR_RANK_RANGE:
        return InvalidPuzzleError(out_of_range(row, r, side.ranking.size))
    return InvalidPuzzleError(side.ranking.not_inverse(row, r, back))


def new_driver(puzzle: CompiledPuzzle, limits: Limits | None) -> Driver:
    """A driver whose ``err`` has room for a rank fault (three rows)."""
    drv = Driver(puzzle, limits)
    drv.err = np.zeros(3 * puzzle.layout.n, np.uint8)
    return drv


class Ranked:
    """One whole breadth-first search over the rank array (BFS and full tables)."""

    def __init__(self, puzzle: CompiledPuzzle, limits: Limits | None,
                 ranking: Ranking | None = None) -> None:
        self.puzzle = puzzle
        self.ranking = ranking or ranking_of(puzzle) or permutations(puzzle.layout.n)
        self.drv = new_driver(puzzle, limits)
        self.side: RankSide | None = None

    @property
    def dist(self) -> np.ndarray:
        assert self.side is not None
        return self.side.dist

    @property
    def layers(self) -> list[int]:
        return self.side.layers if self.side is not None else []

    def run(self, root: tuple[int, ...], fn: Any, mode: int, goal: tuple[int, ...] | None
            ) -> int:
        """Search from ``root`` with ``fn`` (successors or predecessors) until a goal
        (its rank) or the end (-1); ``self.layers`` counts the states of each depth."""
        self.side = side = RankSide(self.drv, self.ranking, root)
        goalr = -1
        if goal is not None and rankable(self.ranking, goal):
            goalr = self.ranking.check(goal)
        while True:
            if side.layer(fn, mode, goalr) == common.FOUND:
                return int(self.drv.ctr[rk.FOUND_RANK])
            if not side.advance():
                return -1


def bfs(puzzle: CompiledPuzzle, *, limits: Limits | None = None) -> Solution[tuple[int, ...]]:
    """Breadth-first search over the rank array (see the module notes)."""
    search = Ranked(puzzle, limits)
    drv = search.drv
    started = drv.budget.started
    if puzzle.is_goal(puzzle.start):
        return finish(drv.stats, started, states=[puzzle.start], moves=[], cost=0,
                      optimal=True, algorithm="bfs")
    mode = common.GOAL_FUNCTION if puzzle.has_goal_function else common.GOAL_KEY
    found = search.run(puzzle.start, drv.funcs.succ, mode, puzzle.goal)
    side = search.side
    assert side is not None
    stats = drv.stats
    stats.expanded, stats.generated = drv.expanded, drv.generated
    stats.peak_stored, stats.peak_frontier = side.stored, side.peak
    if found < 0:
        raise no_path(stats, started, "bfs", puzzle)
    pred = drv.funcs.pred if puzzle.has_predecessors else None
    ranks, ids, cost = side.walk(found, drv.funcs.succ, pred)
    return finish(stats, started, states=side.states(ranks),
                  moves=[puzzle.move_names[i] for i in ids],
                  cost=cost, optimal=not drv.ctr[common.NON_UNIT], algorithm="bfs")
