"""Compiled Dijkstra and A*: best-first on ``g + h`` over a binary heap.

The table maps each key to its best ``g`` (eight bytes: path costs are
64-bit, never wrapped past 2**31 - 1); the heap holds ``(f, g, key)`` in
three arrays, ordered by ``f`` and then the larger ``g``, so ties on ``f`` go
to the deeper node.  A popped entry whose ``g`` is no longer the table's is stale and
skipped; a state is pushed again only when its ``g`` improves, so with an
inconsistent admissible heuristic states are reopened and the answer stays
optimal.  The goal test is on expansion.

>>> from fewest.compiled.examples import eight_puzzle
>>> dijkstra(eight_puzzle((4, 1, 3, 7, 2, 6, 0, 5, 8))).cost
6
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from numba import njit

from fewest.compiled import checks, common, path
from fewest.compiled.common import (
    EXPANDED,
    GENERATED,
    chunk_status,
    expand,
    heuristic,
    keep_fault,
    spot_check,
)
from fewest.compiled.hvalues import HeuristicArrays, chosen_heuristic
from fewest.compiled.keys import pack_row, unpack
from fewest.compiled.nrt import NO_REFCOUNT
from fewest.compiled.run import Driver
from fewest.compiled.table import Table, find, get_val, insert, put_val
from fewest.problem import Limits, Solution
from fewest.search._common import finish, no_path

if TYPE_CHECKING:
    from fewest.compiled.puzzle import CompiledPuzzle

HEAP_LEN, PEAK_HEAP, FOUND_SLOT = range(common.EXTRA, common.EXTRA + 3)
#: bytes of a path cost in the table: 64-bit costs (a sum past 2**31 - 1 must not wrap)
WIDTH = 8


@njit(**NO_REFCOUNT)
def heap_set(prio, hg, hkeys, i, f, g, k0, k1):
    """Put the entry ``(f, g, key)`` at heap position ``i``."""
    prio[i] = f
    hg[i] = g
    hkeys[i, 0] = k0
    if hkeys.shape[1] == 2:
        hkeys[i, 1] = k1


@njit(**NO_REFCOUNT)
def heap_key(hkeys, i):
    """The key at heap position ``i``, as two words."""
    return hkeys[i, 0], hkeys[i, 1] if hkeys.shape[1] == 2 else np.uint64(0)


@njit(**NO_REFCOUNT)
def first(f1, g1, f2, g2):
    """True when ``(f1, g1)`` comes before ``(f2, g2)``: the smaller ``f``, then the
    larger ``g`` (the deeper node)."""
    return f1 < f2 or (f1 == f2 and g1 > g2)


@njit(**NO_REFCOUNT)
def heap_push(prio, hg, hkeys, n, f, g, k0, k1):
    """Add ``(f, g, key)`` to the heap of ``n`` entries (the caller made room)."""
    i = n
    while i > 0:
        up = (i - 1) >> 1
        if not first(f, g, prio[up], hg[up]):
            break
        u0, u1 = heap_key(hkeys, up)
        heap_set(prio, hg, hkeys, i, prio[up], hg[up], u0, u1)
        i = up
    heap_set(prio, hg, hkeys, i, f, g, k0, k1)


@njit(**NO_REFCOUNT)
def heap_pop(prio, hg, hkeys, n):
    """Remove the first entry of the heap of ``n > 0`` entries; return its ``g`` and key."""
    top = hg[0]
    t0, t1 = heap_key(hkeys, 0)
    n -= 1
    f, g = prio[n], hg[n]
    k0, k1 = heap_key(hkeys, n)
    i = 0
    while True:
        c = 2 * i + 1
        if c >= n:
            break
        if c + 1 < n and first(prio[c + 1], hg[c + 1], prio[c], hg[c]):
            c += 1
        if not first(prio[c], hg[c], f, g):
            break
        c0, c1 = heap_key(hkeys, c)
        heap_set(prio, hg, hkeys, i, prio[c], hg[c], c0, c1)
        i = c
    if n > 0:
        heap_set(prio, hg, hkeys, i, f, g, k0, k1)
    return top, t0, t1


def best_kernel(succ, goal, hfn, cfg, ctr, err, goalk, keys, vals, meta,
                prio, hg, hkeys, hdata, hmeta, scratch, state, out, moves, costs, sout, smoves,
                scosts):
    """Pop, goal-test, expand, push improved successors; see the module notes."""
    two = keys.shape[1] == 2
    bits, per, mode = cfg[common.BITS], cfg[common.PER], cfg[common.GOALMODE]
    while ctr[HEAP_LEN] > 0:
        status = chunk_status(cfg, ctr[EXPANDED], meta, ctr[HEAP_LEN], prio.shape[0])
        if status != common.GO:
            return status
        g, k0, k1 = heap_pop(prio, hg, hkeys, ctr[HEAP_LEN])
        ctr[HEAP_LEN] -= 1
        s = find(keys, meta, k0, k1)
        if get_val(vals, s) != g:
            continue
        unpack(k0, k1, bits, per, state)
        if (mode == common.GOAL_KEY and k0 == goalk[0] and (not two or k1 == goalk[1])) or (
                mode == common.GOAL_FUNCTION and goal(state)):
            ctr[FOUND_SLOT] = s
            return common.FOUND
        ctr[EXPANDED] += 1
        count = expand(succ, state, out, moves, costs, cfg, ctr, err)
        if count < 0:
            return count
        for r in range(count):
            ctr[GENERATED] += 1
            ng = g + costs[r]
            c0, c1 = pack_row(out, r, bits, per)
            t, new = insert(keys, meta, c0, c1)
            if not new and ng >= get_val(vals, t):
                continue
            put_val(vals, t, ng)
            if cfg[common.CHECK] and (ctr[GENERATED] <= checks.FIRST
                                      or ctr[GENERATED] % cfg[common.CHECK] == 0):
                bad = spot_check(succ, goal, hfn, out[r], c0, c1, goalk, cfg, ctr, err, hdata,
                                 hmeta, scratch, sout, smoves, scosts)
                if bad < 0:
                    return bad
            h = heuristic(hfn, out[r], hdata, hmeta, scratch, cfg, common.ALL)
            if h < 0:
                ctr[common.ERR_A] = h
                return keep_fault(common.ERR_HEURISTIC, err, out[r], out, -1)
            heap_push(prio, hg, hkeys, ctr[HEAP_LEN], ng + h, ng, c0, c1)
            ctr[HEAP_LEN] += 1
            if ctr[HEAP_LEN] > ctr[PEAK_HEAP]:
                ctr[PEAK_HEAP] = ctr[HEAP_LEN]
    return common.DONE


def start_value(drv: Driver, hfn: object, arrays: HeuristicArrays) -> int:
    """The heuristic of the start state."""
    p = drv.puzzle
    st = p.array(p.start)
    args = (hfn, st, arrays.data, arrays.meta, arrays.scratch(p.layout.values), drv.cfg,
            common.ALL)
    return int(drv.funcs.kernel(heuristic, *args)(*args))


def best_first(puzzle: CompiledPuzzle, *, limits: Limits | None, informed: bool,
               algorithm: str) -> Solution[tuple[int, ...]]:
    """Dijkstra (``informed=False``) or A* on the puzzle's heuristic."""
    drv = Driver(puzzle, limits)
    arrays, hfn = chosen_heuristic(puzzle, drv.funcs.heuristic, informed)
    drv.cfg[common.PARTS] = arrays.parts
    words = puzzle.layout.words
    table = Table(words, WIDTH)
    k = np.array(puzzle.key(puzzle.start), np.uint64)
    insert(table.keys, table.meta, k[0], k[1])
    heap = {"prio": np.zeros(1 << 14, np.int64), "g": np.zeros(1 << 14, np.int64),
            "keys": np.zeros((1 << 14, words), np.uint64)}
    heap["prio"][0] = start_value(drv, hfn, arrays)
    heap["keys"][0] = k[:words]
    ctr = drv.ctr
    ctr[HEAP_LEN] = ctr[PEAK_HEAP] = 1
    goalk = np.array(puzzle.key(puzzle.goal) if puzzle.goal else (0, 0), np.uint64)
    scratch = arrays.scratch(puzzle.layout.values)
    rows = drv.rows()
    spare = drv.rows()[1:]
    checks.arm(drv, informed)

    def call() -> int:
        args = (drv.funcs.succ, drv.funcs.goal, hfn, drv.cfg, ctr, drv.err, goalk, table.keys,
                table.vals, table.meta, heap["prio"], heap["g"], heap["keys"], arrays.data,
                arrays.meta, scratch, *rows, *spare)
        return int(drv.funcs.kernel(best_kernel, *args)(*args))

    def grow(status: int) -> None:
        if status == common.GROW_TABLE:
            drv.room(table.grow_bytes(puzzle.max_successors), table.count)
            table.grow(puzzle.max_successors)
            return
        n = int(ctr[HEAP_LEN])
        drv.room(2 * sum(a.nbytes for a in heap.values()), table.count)
        for name, old in list(heap.items()):
            new = np.zeros((2 * old.shape[0], *old.shape[1:]), old.dtype)
            new[:n] = old[:n]
            heap[name] = new

    status = drv.run(call, lambda: table.count, grow)
    stats = drv.stats
    stats.expanded, stats.generated = drv.expanded, drv.generated
    stats.peak_frontier, stats.peak_stored = int(ctr[PEAK_HEAP]), table.count
    if status != common.FOUND:
        raise no_path(stats, drv.budget.started, algorithm, puzzle)
    keys, moves, costs = path.walk_back(drv, table, int(ctr[FOUND_SLOT]), mode=path.COST_MODE)
    states = path.states_of(drv, keys)
    optimal = not informed or checks.proven(
        drv, arrays, hfn, states, [sum(costs[:i]) for i in range(len(states))], algorithm)
    return finish(stats, drv.budget.started, states=states,
                  moves=path.names(drv, moves), cost=sum(costs), optimal=optimal,
                  algorithm=algorithm)


def dijkstra(puzzle: CompiledPuzzle, *, limits: Limits | None = None
             ) -> Solution[tuple[int, ...]]:
    """Uniform-cost search: optimal for any integer costs >= 1."""
    return best_first(puzzle, limits=limits, informed=False, algorithm="dijkstra")


def astar(puzzle: CompiledPuzzle, *, limits: Limits | None = None) -> Solution[tuple[int, ...]]:
    """A* on the puzzle's heuristic and pattern databases (optimal when admissible)."""
    return best_first(puzzle, limits=limits, informed=True, algorithm="astar")
