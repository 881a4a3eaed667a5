"""One breadth-first layer, compiled: the step under BFS, bidirectional BFS and
the full distance table.

A :class:`Side` is one search direction: a :class:`~fewest.compiled.table.Table`
of keys with their depth (one byte, the depth mod 256, for plain BFS; two bytes,
exact, otherwise), the keys of the current layer (``cur``) and those of
the next (``nxt``).  :func:`layer_kernel` expands ``cur`` in order (the
engine's FIFO order, so the counts match it), storing each new state with
depth + 1, and depending on the goal mode stops at a goal (key or function)
or records the best meeting with another side's table (its key in ``meet``,
since the table may grow before the layer ends).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from fewest.compiled import common
from fewest.compiled.common import EXPANDED, GENERATED, chunk_status, expand
from fewest.compiled.keys import pack_row, unpack
from fewest.compiled.run import Driver
from fewest.compiled.table import Table, find, get_val, insert, put_val

# ctr slots of a layer
POS, LEN, NXT_LEN, DEPTH, FOUND_SLOT, BEST = range(common.EXTRA, common.EXTRA + 6)


def layer_kernel(succ, goal, cfg, ctr, err, goalk, keys, vals, meta,
                 okeys, ovals, ometa, cur, nxt, meet, state, out, moves, costs):
    """Expand ``cur[ctr[POS]:ctr[LEN]]`` into ``nxt``; see the module notes.

    The counters live in locals while the loop runs (stores to ``ctr`` could
    alias the other arrays, so the compiler would keep reloading them).
    """
    two = keys.shape[1] == 2
    bits, per, mode = cfg[common.BITS], cfg[common.PER], cfg[common.GOALMODE]
    d = (ctr[DEPTH] + 1) & cfg[common.MASK]
    best = ctr[BEST]
    pos, end, j = ctr[POS], ctr[LEN], ctr[NXT_LEN]
    expanded, generated = ctr[EXPANDED], ctr[GENERATED]
    status = common.DONE
    while pos < end:
        status = chunk_status(cfg, expanded, meta, j, nxt.shape[0])
        if status != common.GO:
            break
        unpack(cur[pos, 0], cur[pos, 1] if two else np.uint64(0), bits, per, state)
        pos += 1
        expanded += 1
        count = expand(succ, state, out, moves, costs, cfg, ctr, err)
        if count < 0:
            status = count
            break
        for r in range(count):
            generated += 1
            k0, k1 = pack_row(out, r, bits, per)
            s, new = insert(keys, meta, k0, k1)
            if not new:
                continue
            put_val(vals, s, d)
            nxt[j, 0] = k0
            if two:
                nxt[j, 1] = k1
            j += 1
            if mode == common.GOAL_MEET:
                t = find(okeys, ometa, k0, k1)
                if t >= 0:
                    total = ctr[DEPTH] + 1 + get_val(ovals, t)
                    if best < 0 or total < best:
                        best = total
                        meet[0] = k0
                        meet[1] = k1
            elif (mode == common.GOAL_KEY and k0 == goalk[0] and (not two or k1 == goalk[1])) or (
                    mode == common.GOAL_FUNCTION and goal(out[r])):
                ctr[FOUND_SLOT] = s
                status = common.FOUND
                break
        if status == common.FOUND:
            break
    else:
        status = common.DONE
    ctr[POS], ctr[NXT_LEN], ctr[BEST] = pos, j, best
    ctr[EXPANDED], ctr[GENERATED] = expanded, generated
    return status


class Side:
    """One direction of a breadth-first search, rooted at ``root``."""

    def __init__(self, drv: Driver, root: tuple[int, ...], width: int, mask: int) -> None:
        p = drv.puzzle
        self.drv = drv
        self.words = p.layout.words
        self.table = Table(self.words, width)
        self.mask = mask
        key = np.array(p.key(root), dtype=np.uint64)[: self.words]
        insert(self.table.keys, self.table.meta, np.uint64(key[0]),
               np.uint64(key[1] if self.words == 2 else 0))
        self.cur = np.zeros((1 << 14, self.words), np.uint64)
        self.cur[0] = key
        self.nxt = np.zeros_like(self.cur)
        self.pos, self.len, self.nxt_len, self.depth = 0, 1, 0, 0
        self.peak = 1
        self.scratch = drv.rows()
        self.meet = np.zeros(2, np.uint64)

    def layer(self, fn: Any, mode: int, other: Side | None = None,
              stored: Any = None) -> int:
        """Expand the whole current layer with ``fn``; ``FOUND`` (a goal) or ``DONE``."""
        drv, ctr = self.drv, self.drv.ctr
        drv.cfg[common.GOALMODE] = mode
        drv.cfg[common.MASK] = self.mask
        ctr[FOUND_SLOT], ctr[BEST] = -1, -1
        o = other.table if other is not None else self.table
        goalk = np.array(drv.puzzle.key(drv.puzzle.goal) if drv.puzzle.goal else (0, 0),
                         dtype=np.uint64)

        def call() -> int:
            ctr[POS], ctr[LEN], ctr[NXT_LEN], ctr[DEPTH] = (self.pos, self.len, self.nxt_len,
                                                            self.depth)
            t = self.table
            args = (fn, drv.funcs.goal, drv.cfg, ctr, drv.err, goalk, t.keys, t.vals, t.meta,
                    o.keys, o.vals, o.meta, self.cur, self.nxt, self.meet, *self.scratch)
            try:
                return int(drv.funcs.kernel(layer_kernel, *args)(*args))
            finally:
                self.pos, self.nxt_len = int(ctr[POS]), int(ctr[NXT_LEN])

        status = drv.run(call, stored or (lambda: self.table.count), self.grow)
        self.peak = max(self.peak, self.len + self.nxt_len)
        return status

    def grow(self, status: int) -> None:
        """Make room for one more expansion."""
        need = self.drv.puzzle.max_successors
        if status == common.GROW_TABLE:
            self.drv.room(self.table.grow_bytes(need), self.table.count)
            self.table.grow(need)
        else:
            size = self.nxt.shape[0]
            self.drv.room(3 * size * self.nxt.itemsize * self.words, self.table.count)
            bigger = np.zeros((size * (4 if size < 1 << 20 else 2), self.words), np.uint64)
            bigger[: self.nxt_len] = self.nxt[: self.nxt_len]
            self.nxt = bigger

    def advance(self) -> bool:
        """Make the next layer current; ``False`` when it is empty."""
        self.cur, self.nxt = self.nxt, self.cur
        self.len, self.pos, self.nxt_len = self.nxt_len, 0, 0
        if self.nxt.shape[0] < self.cur.shape[0]:
            self.nxt = np.zeros_like(self.cur)
        self.depth += 1
        return self.len > 0
