"""Compiled IDA*: the engine's iterations (same order, same counts), on an explicit stack.

Level ``d`` of the stack holds a state, its key, its ``g``, its successors
(generated when the level is entered) and the index of the next one to try.
Like the engine, a successor already on the path is skipped, one with
``g + h > bound`` raises the next bound, and every other one is pushed and
goal-tested.  The stack doubles when a path outgrows it.

>>> from fewest.compiled.examples import eight_puzzle
>>> s = idastar(eight_puzzle((4, 1, 3, 7, 2, 6, 0, 5, 8)))
>>> s.length, [it.bound for it in s.stats.iterations]
(6, [0, 1, 2, 3, 4, 5, 6])
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from fewest.compiled import checks, common
from fewest.compiled.bestfirst import start_value
from fewest.compiled.common import (
    EXPANDED,
    GENERATED,
    check_row,
    expand_unchecked,
    heuristic,
    keep_fault,
    spot_check,
)
from fewest.compiled.hvalues import chosen_heuristic
from fewest.compiled.keys import pack_row_top
from fewest.compiled.nrt import without_refcount
from fewest.compiled.run import Driver
from fewest.problem import IterationRecord, Limits, Solution
from fewest.search._common import finish, no_path

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle

TOP, BOUND, NEXT_BOUND, PEAK = range(common.EXTRA, common.EXTRA + 4)
INF = np.iinfo(np.int64).max
#: slots of the count of path states by key hash (:func:`path_slot`): a child whose slot
#: counts none is not on the path, without a scan of it
PATH_SLOTS = 1 << 11


@njit(cache=True, inline="always")
def path_slot(k0, k1):
    """The slot of a key in the path's counts (a multiplicative hash of both words)."""
    h = (np.uint64(k0) ^ (np.uint64(k1) * np.uint64(0x9E3779B97F4A7C15))) * np.uint64(
        0xD6E8FEB86659FD93)
    return np.int64(h >> np.uint64(64 - 11))


@without_refcount
def ida_kernel(succ, goal, hfn, cfg, ctr, err, goalk, pstates, pkeys, kids,
               kmoves, kcosts, kcount, knext, gs, kflat, onpath, hdata, hmeta, scratch, sout,
               smoves, scosts):
    """Run the current iteration on from the stack top; see the module notes.  ``onpath``
    counts the path's states by :func:`path_slot` of their keys: a child is compared
    with the path only when its slot counts one.  ``kflat`` is ``kids`` as one 1-D view
    (poisoned a level at a time by one ``memset``)."""
    two = pkeys.shape[1] == 2
    bits, per, mode, n = cfg[common.BITS], cfg[common.PER], cfg[common.GOALMODE], cfg[common.N]
    values, names = cfg[common.VALUES], cfg[common.MOVES]
    stop, stop_stored, check = cfg[common.STOP], cfg[common.STOP_STORED], cfg[common.CHECK]
    block = kids.shape[1] * kids.shape[2]
    # the counters live in locals (registers) and go back to ctr on the way out
    d, bound, next_bound, peak = ctr[TOP], ctr[BOUND], ctr[NEXT_BOUND], ctr[PEAK]
    expanded, generated = ctr[EXPANDED], ctr[GENERATED]
    status = common.DONE
    while True:
        if d < 0:
            status = common.DONE
            break
        if knext[d] < 0:
            if expanded >= stop or d + 1 > stop_stored:
                status = common.PAUSE
                break
            expanded += 1
            count = expand_unchecked(succ, pstates[d], kids[d], kmoves[d], kcosts[d], cfg,
                                     ctr, err, kflat[d * block:(d + 1) * block])
            if count < 0:
                status = count
                break
            kcount[d] = count
            knext[d] = 0
        r = knext[d]
        count = kcount[d]
        if r >= count:
            onpath[path_slot(pkeys[d, 0], pkeys[d, 1] if two else np.uint64(0))] -= 1
            d -= 1
            continue
        if d + 1 >= pstates.shape[0]:
            status = common.GROW_QUEUE
            break
        # the children of level d, in a loop of their own (the level's rows, moves, costs
        # and g are found once a visit): it ends at a push, a fault or the last child
        rows, rmoves, rcosts, gd = kids[d], kmoves[d], kcosts[d], gs[d]
        status = common.GO
        while r < count:
            at = r  # this child's row
            r += 1
            knext[d] = r
            generated += 1
            k0, k1, top = pack_row_top(rows, at, bits, per)
            if top >= values or rmoves[at] < 0 or rmoves[at] >= names or rcosts[at] != 1:
                bad = check_row(at, pstates[d], rows, rmoves, rcosts, cfg, ctr, err)
                if bad:
                    status = bad
                    break
            if d > 0 and pkeys[d - 1, 0] == k0 and (not two or pkeys[d - 1, 1] == k1):
                continue  # the state before the parent (the common repeat), before hashing
            slot = path_slot(k0, k1)
            seen = False
            if onpath[slot]:  # from the top: the state before the parent is the common one
                for j in range(d, -1, -1):
                    if pkeys[j, 0] == k0 and (not two or pkeys[j, 1] == k1):
                        seen = True
                        break
            if seen:
                continue
            g = gd + rcosts[at]
            row = rows[at]
            if check and (generated <= checks.FIRST or generated % check == 0):
                bad = spot_check(succ, goal, hfn, row, k0, k1 if two else np.uint64(0), goalk,
                                 cfg, ctr, err, hdata, hmeta, scratch, sout, smoves, scosts)
                if bad < 0:
                    status = bad
                    break
            h = heuristic(hfn, row, hdata, hmeta, scratch, cfg, next_bound - g)
            if h < 0:
                ctr[common.ERR_A] = h
                status = keep_fault(common.ERR_HEURISTIC, err, row, rows, -1)
                break
            f = g + h
            if f > bound:
                if f < next_bound:
                    next_bound = f
                continue
            d += 1
            for i in range(n):
                pstates[d, i] = row[i]
            pkeys[d, 0] = k0
            if two:
                pkeys[d, 1] = k1
            gs[d] = g
            knext[d] = -1
            onpath[slot] += 1
            if d > peak:
                peak = d
            if (mode == common.GOAL_KEY and k0 == goalk[0] and (not two or k1 == goalk[1])) or (
                    mode == common.GOAL_FUNCTION and goal(pstates[d])):
                status = common.FOUND
            break
        if status != common.GO:
            break
    ctr[TOP], ctr[NEXT_BOUND], ctr[PEAK] = d, next_bound, peak
    ctr[EXPANDED], ctr[GENERATED] = expanded, generated
    return status


class Stack:
    """The arrays of the explicit DFS stack, ``depth`` levels deep."""

    def __init__(self, puzzle: CompiledPuzzle, depth: int) -> None:
        m, n, w = puzzle.max_successors, puzzle.layout.n, puzzle.layout.words
        self.arrays: dict[str, np.ndarray] = {
            "pstates": np.zeros((depth, n), np.uint8), "pkeys": np.zeros((depth, w), np.uint64),
            "kids": np.zeros((depth, m, n), np.uint8), "kmoves": np.zeros((depth, m), np.int64),
            "kcosts": np.ones((depth, m), np.int64), "kcount": np.zeros(depth, np.int64),
            "knext": np.zeros(depth, np.int64), "gs": np.zeros(depth, np.int64)}

    def grow(self, _status: int) -> None:
        """Double the depth, keeping every level."""
        for name, old in self.arrays.items():
            new = np.zeros((2 * old.shape[0], *old.shape[1:]), old.dtype)
            new[: old.shape[0]] = old
            self.arrays[name] = new

    def values(self) -> list[np.ndarray]:
        return list(self.arrays.values())


def idastar(puzzle: CompiledPuzzle, *, limits: Limits | None = None,
            informed: bool = True, algorithm: str = "idastar") -> Solution[tuple[int, ...]]:
    """IDA* on the puzzle's heuristic and pattern databases (``informed=False``:
    iterative deepening on cost, which is IDDFS for unit costs)."""
    drv = Driver(puzzle, limits)
    started, stats, ctr = drv.budget.started, drv.stats, drv.ctr
    arrays, hfn = chosen_heuristic(puzzle, drv.funcs.heuristic, informed)
    drv.cfg[common.PARTS] = arrays.parts
    if puzzle.is_goal(puzzle.start):
        return finish(stats, started, states=[puzzle.start], moves=[], cost=0, optimal=True,
                      algorithm=algorithm)
    stack = Stack(puzzle, 64)
    spare = drv.rows()[1:]
    checks.arm(drv, informed)
    goalk = np.array(puzzle.key(puzzle.goal) if puzzle.goal else (0, 0), np.uint64)
    scratch = arrays.scratch(puzzle.layout.values)
    bound = start_value(drv, hfn, arrays)
    onpath = np.zeros(PATH_SLOTS, np.int32)
    root = puzzle.key(puzzle.start)

    def call() -> int:
        args: tuple[Any, ...] = (drv.funcs.succ, drv.funcs.goal, hfn, drv.cfg, ctr, drv.err,
                                 goalk, *stack.values(), stack.arrays["kids"].reshape(-1),
                                 onpath, arrays.data, arrays.meta, scratch, *spare)
        return int(drv.funcs.kernel(ida_kernel, *args)(*args))

    while True:
        a = stack.arrays
        a["pstates"][0] = puzzle.array(puzzle.start)
        a["pkeys"][0] = np.array(puzzle.key(puzzle.start), np.uint64)[: puzzle.layout.words]
        a["gs"][0], a["knext"][0] = 0, -1
        onpath[:] = 0
        onpath[path_slot(np.uint64(root[0]), np.uint64(root[1] if puzzle.layout.words == 2
                                                        else 0))] = 1
        ctr[TOP], ctr[BOUND], ctr[NEXT_BOUND] = 0, bound, INF
        t0, e0, g0 = time.perf_counter(), drv.expanded, drv.generated
        drv.budget.bound = bound
        status = drv.run(call, lambda: int(ctr[TOP]) + 1, stack.grow)
        stats.iterations.append(IterationRecord(
            bound=bound, expanded=drv.expanded - e0, generated=drv.generated - g0,
            seconds=time.perf_counter() - t0))
        stats.expanded, stats.generated = drv.expanded, drv.generated
        stats.peak_frontier = stats.peak_stored = int(ctr[PEAK]) + 1
        if status == common.FOUND:
            break
        if ctr[NEXT_BOUND] == INF:
            raise no_path(stats, started, algorithm, puzzle)
        bound = int(ctr[NEXT_BOUND])
    a = stack.arrays
    top = int(ctr[TOP])
    states = [tuple(int(v) for v in a["pstates"][d]) for d in range(top + 1)]
    ids = [int(a["kmoves"][d, a["knext"][d] - 1]) for d in range(top)]
    cost = int(a["gs"][top])
    optimal = not informed or checks.proven(drv, arrays, hfn, states,
                                            [int(c) for c in a["gs"][: top + 1]], algorithm)
    return finish(stats, started, states=states, moves=[puzzle.move_names[i] for i in ids],
                  cost=cost, optimal=optimal, algorithm=algorithm)
