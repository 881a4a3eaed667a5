"""Rebuilding a path from a table of keys and depths (or path costs).

Tables keep no parent links (that keeps them at 9-12 bytes a slot).  A
state's parent is found again instead: a stored state ``p`` with a move
``p -> t`` such that

* depth mode: ``(depth(p) + 1) & mask == depth(t)`` (breadth-first tables);
* cost mode: ``g(p) + cost(move) == g(t)`` (Dijkstra and A* tables).

Either is enough for an optimal path: in depth mode ``p`` is one layer
before ``t`` (BFS stores no deeper state than the goal's, so depth mod 256
is unambiguous); in cost mode ``g(p) >= d(p)`` and ``d(p) + cost >= d(t) =
g(t)`` force ``g(p) = d(p)``, so ``p`` lies on an optimal path and the walk
can go on from it.  With predecessors the candidates are ``t``'s
predecessors, looked up; without, the table is scanned for candidates (one
pass per step, each state's successors generated at most once over the
whole walk).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from fewest.compiled import common
from fewest.compiled.common import expand
from fewest.compiled.functions import kernel
from fewest.compiled.keys import pack_row, unpack
from fewest.compiled.nrt import NO_REFCOUNT
from fewest.compiled.run import Driver
from fewest.compiled.table import Table, find, get_val, used
from fewest.errors import InvalidPuzzleError

# res slots: inputs, then outputs
MODE, TARGET_VAL, USE_PRED, MASK_IN, SLOT, MOVE, COST, VIA_MOVE, VIA_COST = range(9)
DEPTH_MODE, COST_MODE = 0, 1


@njit(inline="always")
def _try_parent(succ, s, tk, res, cfg, ctr, err, keys, vals,
                pstate, pout, pmoves, pcosts):
    """True (and ``res`` filled) when stored state ``s`` has a move to ``tk`` that fits.

    Inlined, never compiled on its own and never cached: compiled on its own for
    a puzzle's specialised kernel, its entry in numba's cache would name the
    puzzle's functions (a module of that project), written into the installed
    package's ``__pycache__``, and every other project would then fail to load
    it (``ModuleNotFoundError``)."""
    two = keys.shape[1] == 2
    bits, per = cfg[common.BITS], cfg[common.PER]
    unpack(keys[s, 0], keys[s, 1] if two else np.uint64(0), bits, per, pstate)
    count = expand(succ, pstate, pout, pmoves, pcosts, cfg, ctr, err)
    if count < 0:
        return count
    pv = get_val(vals, s)
    for r in range(count):
        k0, k1 = pack_row(pout, r, bits, per)
        if k0 != tk[0] or (two and k1 != tk[1]):
            continue
        if res[MODE] == DEPTH_MODE:
            ok = ((pv + 1) & res[MASK_IN]) == res[TARGET_VAL]
        else:
            ok = pv + pcosts[r] == res[TARGET_VAL]
        if ok:
            res[SLOT] = s
            res[MOVE] = pmoves[r]
            res[COST] = pcosts[r]
            return 1
    return 0


def parent_kernel(succ, pred, cfg, ctr, err, keys, vals, meta, tk, res,
                  state, out, moves, costs, pstate, pout, pmoves, pcosts):
    """Find a parent of the key ``tk`` (see the module notes); ``FOUND`` or ``DONE``.

    The candidates are ``tk``'s predecessors found in the table (``res[USE_PRED]``),
    else every stored state whose value could be a parent's.
    """
    bits, per = cfg[common.BITS], cfg[common.PER]
    via_pred = res[USE_PRED] != 0
    count = meta[2] + 1
    if via_pred:
        unpack(tk[0], tk[1], bits, per, state)
        count = expand(pred, state, out, moves, costs, cfg, ctr, err)
        if count < 0:
            return count
    for c in range(count):
        if via_pred:
            k0, k1 = pack_row(out, c, bits, per)
            s = find(keys, meta, k0, k1)
            if s < 0:
                continue
        else:
            s = c
            if not used(keys, meta, s) or not _could_be_parent(get_val(vals, s), res):
                continue
        got = _try_parent(succ, s, tk, res, cfg, ctr, err, keys, vals,
                          pstate, pout, pmoves, pcosts)
        if got < 0:
            return got
        if got:
            if via_pred:
                res[VIA_MOVE] = moves[c]
                res[VIA_COST] = costs[c]
            return common.FOUND
    return common.DONE


@njit(**NO_REFCOUNT)
def _could_be_parent(pv, res):
    """True when a stored value ``pv`` fits a parent of the target (value ``res[TARGET_VAL]``)."""
    if res[MODE] == DEPTH_MODE:
        return ((pv + 1) & res[MASK_IN]) == res[TARGET_VAL]
    return pv < res[TARGET_VAL]


def walk_back(drv: Driver, table: Table, slot: int, *, mode: int, mask: int = 0,
              backward: bool = False) -> tuple[list[tuple[int, int]], list[int], list[int]]:
    """Keys from the root of ``table`` to ``slot``, with the move ids and costs between.

    ``backward=True`` walks a table grown from the goal over predecessors:
    the keys then run from ``slot`` to the goal, and the moves are forward ones.
    """
    p, f = drv.puzzle, drv.funcs
    use_pred = backward or p.has_predecessors
    succ, pred = (f.pred, f.succ) if backward else (f.succ, f.pred)
    words = table.keys.shape[1]
    res = np.zeros(9, np.int64)
    res[MODE], res[USE_PRED], res[MASK_IN] = mode, int(use_pred), mask
    scratch = (*drv.rows(), *drv.rows())
    keys: list[tuple[int, int]] = []
    moves: list[int] = []
    costs: list[int] = []
    while True:
        row = table.keys[slot]
        tk = np.array([row[0], row[1] if words == 2 else 0], dtype=np.uint64)
        keys.append((int(tk[0]), int(tk[1])))
        val = table.value(slot)
        if val == 0 and (mode == COST_MODE or slot == _root_slot(table, drv, backward)):
            break
        res[TARGET_VAL] = val
        args = (succ, pred, drv.cfg, drv.ctr, drv.err, table.keys, table.vals, table.meta, tk,
                res, *scratch)
        status = drv.call(call_kernel(parent_kernel, args, f.kernel),
                          "predecessors" if backward else "successors")
        if status != common.FOUND:
            raise InvalidPuzzleError(
                f"no stored state has a move to {p.unkey(*tk)} one step closer to the root; "
                f"do successors and {'predecessors' if use_pred else 'is_goal'} agree?")
        slot = int(res[SLOT])
        moves.append(int(res[VIA_MOVE] if backward else res[MOVE]))
        costs.append(int(res[VIA_COST] if backward else res[COST]))
    if not backward:
        keys.reverse()
        moves.reverse()
        costs.reverse()
    return keys, moves, costs


def call_kernel(py: Any, args: tuple[Any, ...], compiler: Any = kernel) -> Any:
    """A no-argument call of the kernel ``py`` on ``args`` (compiled by ``compiler``,
    a puzzle's :meth:`~fewest.compiled.puzzle.Compiled.kernel`)."""
    def call() -> int:
        return int(compiler(py, *args)(*args))

    return call


def _root_slot(table: Table, drv: Driver, backward: bool) -> int:
    root = drv.puzzle.goal if backward else drv.puzzle.start
    assert root is not None
    k0, k1 = drv.puzzle.key(root)
    return int(find(table.keys, table.meta, np.uint64(k0), np.uint64(k1)))


def states_of(drv: Driver, keys: list[tuple[int, int]]) -> list[tuple[int, ...]]:
    """The states of packed keys."""
    return [drv.puzzle.unkey(k0, k1) for k0, k1 in keys]


def names(drv: Driver, moves: list[int]) -> list[Any]:
    """Move names of move ids."""
    return [drv.puzzle.move_names[m] for m in moves]
