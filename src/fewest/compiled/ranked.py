"""Breadth-first search over a rank-indexed array, for puzzles whose states are permutations.

When every state is a permutation of ``0 .. n-1`` (the start is one, ``values ==
n``) and ``n!`` is at most :data:`MAX_AUTO` (``n <= 11``), :func:`bfs` and
:func:`~fewest.compiled.distances.distance_table` keep no hash table: one byte
per permutation (its depth, :data:`UNSEEN` if not reached) in an array indexed
by the permutation's rank, and the current and next layers as queues of ranks
(four bytes a state of the frontier), expanded in the engine's FIFO order, so
the expansion and generation counts are the engine's.  A successor row that
is not a permutation is refused in one line; a space deeper than 253 moves
falls back to the hash table.

The path of a BFS is rebuilt from the depths: a parent of a state at depth
``d`` is a state at depth ``d - 1`` among whose successors it is, found by a
scan of that layer's depths.

>>> from fewest.compiled.examples import eight_puzzle
>>> p = eight_puzzle((1, 2, 3, 4, 5, 6, 0, 7, 8))
>>> applies(p), [(s.moves, s.optimal) for s in [bfs(p)]]
(True, [(['R', 'R'], True)])
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from fewest.compiled import common
from fewest.compiled.common import EXPANDED, GENERATED, expand, keep_fault
from fewest.compiled.run import Driver
from fewest.errors import InvalidPuzzleError
from fewest.kernels.ranking import partial_rank, partial_unrank_into, popcount, select_free
from fewest.problem import Limits, Solution
from fewest.search._common import finish, no_path

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle

UNSEEN = 0xFF
#: the largest ``n!`` the rank path takes on its own (n <= 11: 39.9 MB)
MAX_AUTO = 1 << 26
#: the largest ``n!`` it can index at all (the ranks' bit masks)
MAX_RANKED = 1 << 32
#: expansions per kernel call at most
STEP = 1 << 18
#: statuses of the kernels (beside common's)
ERR_PERM = -20
#: False turns the rank path off (comparisons, tests)
ENABLED = True
# ctr slots
FOUND_RANK, POS, LEN, NXT_LEN, PARENT, VIA_MOVE, VIA_COST = range(common.EXTRA, common.EXTRA + 7)


def applies(puzzle: CompiledPuzzle, most: int = MAX_AUTO) -> bool:
    """True when the puzzle's states are permutations of ``0 .. n-1`` and ``n! <= most``."""
    n = puzzle.layout.n
    return (ENABLED and puzzle.layout.values == n and n <= 20
            and sorted(puzzle.start) == list(range(n)) and math.factorial(n) <= most)


def layer_kernel(succ, goal, cfg, ctr, err, dist, goalr, cur, nxt, depth, state, out, moves,
                 costs):
    """Expand the ranks ``cur[ctr[POS]:ctr[LEN]]`` in order; each new successor gets
    ``depth + 1`` and joins ``nxt``.  Returns ``FOUND`` (``ctr[FOUND_RANK]``: the
    goal's rank), ``PAUSE`` (the chunk's expansions are done), ``GROW_QUEUE``,
    ``DONE``, or a fault status."""
    n = cfg[common.N]
    mode = cfg[common.GOALMODE]
    maxsucc = cfg[common.MAXSUCC]
    nd = np.uint8(depth + 1)
    expanded, generated = ctr[EXPANDED], ctr[GENERATED]
    pos, end, j = ctr[POS], ctr[LEN], ctr[NXT_LEN]
    status = common.DONE
    while pos < end:
        if expanded >= cfg[common.STOP]:
            status = common.PAUSE
            break
        if j + maxsucc > nxt.shape[0]:
            status = common.GROW_QUEUE
            break
        unrank_into(np.int64(cur[pos]), n, state)
        pos += 1
        expanded += 1
        count = expand(succ, state, out, moves, costs, cfg, ctr, err)
        if count < 0:
            status = count
            break
        for row in range(count):
            generated += 1
            c = rank_row(out, row, n)
            if c < 0:
                status = keep_fault(ERR_PERM, err, state, out, row)
                ctr[common.ERR_A] = row
                break
            if dist[c] != UNSEEN:
                continue
            dist[c] = nd
            nxt[j] = c
            j += 1
            if (mode == common.GOAL_KEY and c == goalr) or (
                    mode == common.GOAL_FUNCTION and goal(out[row])):
                ctr[FOUND_RANK] = c
                status = common.FOUND
                break
        if status != common.DONE:
            break
    ctr[POS], ctr[NXT_LEN] = pos, j
    ctr[EXPANDED], ctr[GENERATED] = expanded, generated
    return status


@njit(cache=True, inline="always")
def rank_row(out, row, n):
    """The rank of row ``row`` of ``out`` as a permutation of ``0 .. n-1`` (its values
    are below ``n``), or -1 when a value repeats (inlined: a call that takes a
    row's view costs more than the ranking)."""
    used = np.int64(0)
    r = np.int64(0)
    for i in range(n):
        v = np.int64(out[row, i])
        bit = np.int64(1) << v
        if used & bit:
            return np.int64(-1)
        r = r * (n - i) + v - popcount(used & (bit - 1))  # type: ignore[arg-type]
        used |= bit
    return r


@njit(cache=True, inline="always")
def unrank_into(rank, n, state):
    """Write the permutation of ``rank`` into ``state`` (inlined)."""
    for i in range(n - 1, -1, -1):
        state[i] = rank % (n - i)
        rank //= n - i
    used = np.int64(0)
    for i in range(n):
        v = select_free(used, np.int64(state[i]))  # type: ignore[arg-type]
        state[i] = v
        used |= np.int64(1) << np.int64(v)


def parent_kernel(succ, cfg, ctr, err, dist, child, depth, state, out, moves, costs):
    """Find a rank at ``depth`` with a move to the rank ``child``: ``FOUND`` with
    ``ctr[PARENT]``, ``ctr[VIA_MOVE]``, ``ctr[VIA_COST]``, else ``DONE``."""
    n = cfg[common.N]
    for r in range(dist.shape[0]):
        if dist[r] != depth:
            continue
        unrank_into(np.int64(r), n, state)
        count = expand(succ, state, out, moves, costs, cfg, ctr, err)
        if count < 0:
            return count
        for row in range(count):
            if rank_row(out, row, n) == child:
                ctr[PARENT], ctr[VIA_MOVE], ctr[VIA_COST] = r, moves[row], costs[row]
                return common.FOUND
    return common.DONE


@njit(cache=True)
def unrank_all(ranks: np.ndarray, n: int, out: np.ndarray) -> None:
    """``out[j]`` = the permutation of rank ``ranks[j]``."""
    row = np.zeros(n, np.int64)
    for j in range(ranks.shape[0]):
        partial_unrank_into(ranks[j], n, n, row)
        for i in range(n):
            out[j, i] = row[i]


class Ranked:
    """One breadth-first search over the rank array (see the module notes)."""

    def __init__(self, puzzle: CompiledPuzzle, limits: Limits | None) -> None:
        n = puzzle.layout.n
        self.puzzle, self.n = puzzle, n
        self.size = math.factorial(n)
        if self.size > MAX_RANKED:
            raise InvalidPuzzleError(f"{n}! permutations are too many to index")
        self.drv = drv = Driver(puzzle, limits)
        drv.room(self.size, 0)
        self.dist = np.full(self.size, UNSEEN, np.uint8)
        self.rows = drv.rows()
        self.stored, self.peak = 0, 1
        self.layers: list[int] = []

    def rank(self, state: tuple[int, ...]) -> int:
        return int(partial_rank(np.array(state, np.int64), self.n, self.n))

    def unrank(self, r: int) -> tuple[int, ...]:
        out = np.zeros(self.n, np.int64)
        partial_unrank_into(r, self.n, self.n, out)
        return tuple(int(v) for v in out)

    def run(self, root: tuple[int, ...], fn: object, mode: int, goal: tuple[int, ...] | None
            ) -> int:
        """Search from ``root`` with ``fn`` (successors or predecessors) until a goal
        (its rank) or the end (-1); ``self.layers`` counts the states of each depth."""
        drv, dist = self.drv, self.dist
        drv.cfg[common.GOALMODE] = mode
        goalr = self.rank(goal) if goal is not None else -1
        dist[self.rank(root)] = 0
        self.stored, self.layers = 1, [1]
        ctr = drv.ctr
        cur = np.zeros(1 << 12, np.uint32)
        nxt = np.zeros_like(cur)
        cur[0], length = self.rank(root), 1
        for depth in range(UNSEEN - 1):
            ctr[POS], ctr[LEN], ctr[NXT_LEN] = 0, length, 0
            while True:
                cap = drv.limits.max_expansions
                stop = drv.expanded + STEP
                drv.cfg[common.STOP] = stop if cap is None else min(cap, stop)
                args = (fn, drv.funcs.goal, drv.cfg, ctr, drv.err, dist, goalr, cur, nxt,
                        np.uint8(depth), *self.rows)
                status = self._call(layer_kernel, args)
                stored = self.stored + int(ctr[NXT_LEN])
                self.peak = max(self.peak, length + int(ctr[NXT_LEN]))
                if status == common.FOUND:
                    self.stored = stored
                    self.layers.append(int(ctr[NXT_LEN]))
                    return int(ctr[FOUND_RANK])
                if status == common.GROW_QUEUE:
                    size = min(4 * nxt.shape[0], self.size + 1)
                    size = max(size, int(ctr[NXT_LEN]) + drv.puzzle.max_successors)
                    drv.room(4 * size, stored)
                    bigger = np.zeros(size, np.uint32)
                    bigger[: int(ctr[NXT_LEN])] = nxt[: int(ctr[NXT_LEN])]
                    nxt = bigger
                    continue
                drv.budget.check(drv.expanded, stored, drv.generated)
                if status == common.DONE:
                    break
            length = int(ctr[NXT_LEN])
            if not length:
                return -1
            self.stored += length
            self.layers.append(length)
            cur, nxt = nxt, cur
            if nxt.shape[0] < cur.shape[0]:
                nxt = np.zeros_like(cur)
        raise TooDeep

    def path(self, goal_rank: int, fn: object) -> tuple[list[tuple[int, ...]], list[int], int]:
        """The states from the root to ``goal_rank``, the move ids and the cost."""
        drv, ctr = self.drv, self.drv.ctr
        ranks, moves, cost = [goal_rank], [], 0
        for depth in range(int(self.dist[goal_rank]) - 1, -1, -1):
            args = (fn, drv.cfg, ctr, drv.err, self.dist, ranks[-1], np.uint8(depth), *self.rows)
            status = self._call(parent_kernel, args)
            if status != common.FOUND:  # pragma: no cover - every stored state has a parent
                raise InvalidPuzzleError("no parent found for a state of the BFS; are the "
                                         "successors deterministic?")
            ranks.append(int(ctr[PARENT]))
            moves.append(int(ctr[VIA_MOVE]))
            cost += int(ctr[VIA_COST])
        return [self.unrank(r) for r in reversed(ranks)], moves[::-1], cost

    def _call(self, kernel: Any, args: tuple[Any, ...]) -> int:
        """One kernel call; a row that is not a permutation, or another fault of the
        user's functions, is one :class:`~fewest.errors.InvalidPuzzleError` line."""
        drv = self.drv

        def call() -> int:
            status = int(drv.funcs.kernel(kernel, *args)(*args))
            if status == ERR_PERM:
                raise self._not_permutation()
            return status

        return drv.call(call)

    def _not_permutation(self) -> InvalidPuzzleError:
        n = self.puzzle.layout.n
        err = self.drv.err
        state = tuple(int(v) for v in err[:n])
        row = tuple(int(v) for v in err[n:2 * n])
        return InvalidPuzzleError(
            f"successors wrote row {int(self.drv.ctr[common.ERR_A])} {row} for state {state}, "
            f"which is not a permutation of 0..{n - 1}, though the start is one (the "
            f"rank-indexed search needs every state to be one; give values={n + 1} or more "
            f"to use the hash table)")


class TooDeep(Exception):
    """A search deeper than a byte's depths: the caller falls back to the hash table."""


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
    stats = drv.stats
    stats.expanded, stats.generated = drv.expanded, drv.generated
    stats.peak_stored = search.stored
    stats.peak_frontier = search.peak
    if found < 0:
        raise no_path(stats, started, "bfs", puzzle)
    states, ids, cost = search.path(found, drv.funcs.succ)
    return finish(stats, started, states=states, moves=[puzzle.move_names[i] for i in ids],
                  cost=cost, optimal=not drv.ctr[common.NON_UNIT], algorithm="bfs")
