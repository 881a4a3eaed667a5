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
from fewest.compiled.common import EXPANDED, GENERATED, expand
from fewest.compiled.functions import kernel
from fewest.compiled.keys import pack_row, unpack
from fewest.compiled.run import Driver
from fewest.compiled.table import Table, find, get_val, insert, put_val

# ctr slots of a layer
POS, LEN, NXT_LEN, DEPTH, FOUND_SLOT, BEST = range(common.EXTRA, common.EXTRA + 6)


def layer_kernel(succ, goal, cfg, ctr, err, goalk, keys, vals, meta,
                 okeys, ovals, ometa, cur, nxt, meet, state, out, moves, costs):
    """Expand ``cur[ctr[POS]:ctr[LEN]]`` into ``nxt``; see the module notes."""
    two = keys.shape[1] == 2
    bits, per, mode = cfg[common.BITS], cfg[common.PER], cfg[common.GOALMODE]
    d = (ctr[DEPTH] + 1) & cfg[common.MASK]
    zero = np.uint64(0)
    while ctr[POS] < ctr[LEN]:
        if ctr[EXPANDED] >= cfg[common.STOP] or meta[0] > cfg[common.STOP_STORED]:
            return common.PAUSE
        if meta[0] + cfg[common.MAXSUCC] > meta[3]:
            return common.GROW_TABLE
        if ctr[NXT_LEN] + cfg[common.MAXSUCC] > nxt.shape[0]:
            return common.GROW_QUEUE
        i = ctr[POS]
        unpack(cur[i, 0], cur[i, 1] if two else zero, bits, per, state)
        ctr[POS] += 1
        ctr[EXPANDED] += 1
        count = expand(succ, state, out, moves, costs, cfg, ctr, err)
        if count < 0:
            return count
        for r in range(count):
            ctr[GENERATED] += 1
            k0, k1 = pack_row(out, r, bits, per)
            s, new = insert(keys, meta, k0, k1)
            if not new:
                continue
            put_val(vals, s, d)
            j = ctr[NXT_LEN]
            nxt[j, 0] = k0
            if two:
                nxt[j, 1] = k1
            ctr[NXT_LEN] = j + 1
            if mode == common.GOAL_MEET:
                t = find(okeys, ometa, k0, k1)
                if t >= 0:
                    total = ctr[DEPTH] + 1 + get_val(ovals, t)
                    if ctr[BEST] < 0 or total < ctr[BEST]:
                        ctr[BEST] = total
                        meet[0] = k0
                        meet[1] = k1
            elif (mode == common.GOAL_KEY and k0 == goalk[0] and (not two or k1 == goalk[1])) or (
                    mode == common.GOAL_FUNCTION and goal(out[r])):
                ctr[FOUND_SLOT] = s
                return common.FOUND
    return common.DONE


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
        self.cur = np.zeros((1 << 10, self.words), np.uint64)
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
                return int(kernel(layer_kernel, *args)(*args))
            finally:
                self.pos, self.nxt_len = int(ctr[POS]), int(ctr[NXT_LEN])

        status = drv.run(call, stored or (lambda: self.table.count), self.grow)
        self.peak = max(self.peak, self.len + self.nxt_len)
        return status

    def grow(self, status: int) -> None:
        """Make room for one more expansion."""
        if status == common.GROW_TABLE:
            self.table.grow(self.drv.puzzle.max_successors)
        else:
            bigger = np.zeros((2 * self.nxt.shape[0], self.words), np.uint64)
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
