"""A stronger hand-written numba reference for the two-ring puzzle (issue 42, item 6).

``bench/reference.py`` writes the two-ring kernels plainly: IDA* keeps the whole
state, finds every value's cell from it at each node, ranks every database's
cells anew, and skips a child already on the path by comparing packed keys.
This module writes them the way a careful researcher does:

* **moves as precomputed cell maps**: ``DEST[m, c]`` is the cell a value at cell
  ``c`` goes to under move ``m``.  A state is kept as the cell of each value
  (``pos[v]``), so a move is 14 table reads, and the cells a database reads are
  there without a search;
* **inverse-move pruning**: a turn is never followed by the turn that undoes it
  (``A+`` then ``A-``), a comparison of two move ids instead of a path scan;
* **incremental database lookups**: each level of the stack keeps every
  database's entry; after a turn of ring A, a database none of whose values sat
  on ring A keeps its parent's entry, and only the others are ranked again;
* **one flat array per database** (a tuple of ``uint8`` arrays, no offsets), built
  by a breadth-first search over the ranks of the group's cells, a queue a layer,
  the abstract moves on the ``k`` cells alone (a move that turns a ring holding
  none of the group's values is skipped: it leaves the placement as it is).

It checks nothing: no bounds checks, no poisoned rows, no limits.  Its IDA*
expands in the same order as fewest's (moves in id order, ``f > bound`` raises
the next bound, the goal tested as a child is pushed); the node counts differ
only where fewest skips a state met earlier on the path that is not the parent
(a longer cycle, such as eight turns of one ring), which inverse-move pruning
does not see.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from reference import CELLS, PARTITIONS, RING_A, RING_B, SOURCE


def move_destinations() -> np.ndarray:
    """``DEST[m, c]``: the cell that the value at cell ``c`` moves to under move ``m``."""
    dest = np.zeros_like(SOURCE)
    for m in range(SOURCE.shape[0]):
        for i in range(CELLS):
            dest[m, SOURCE[m, i]] = i
    return dest


DEST = move_destinations()
#: the move that undoes each move (A+ <-> A-, B+ <-> B-)
INVERSE = np.array([1, 0, 3, 2], np.int64)
#: the cells each move turns, as a bit mask
TURNED = np.array([sum(1 << c for c in ring) for ring in (RING_A, RING_A, RING_B, RING_B)],
                  np.int64)


#: the number of set bits of every 14-bit mask (a table read instead of a bit count)
BITS = np.array([bin(x).count("1") for x in range(1 << CELLS)], np.int64)


@njit(cache=True, inline="always")
def place_rank(cells, k, n):
    """The rank of ``k`` distinct cells in ``0 .. n-1`` (lexicographic, mixed radix: the
    index the fewest databases use)."""
    used = 0
    r = 0
    for i in range(k):
        c = cells[i]
        r = r * (n - i) + c - BITS[used & ((1 << c) - 1)]
        used |= 1 << c
    return r


@njit(cache=True, inline="always")
def place_unrank(r, k, n, cells):
    """Write the ``k`` cells of rank ``r`` into ``cells``."""
    for i in range(k - 1, -1, -1):
        cells[i] = r % (n - i)
        r //= n - i
    used = 0
    for i in range(k):
        d = cells[i]
        c = d
        while c - BITS[used & ((1 << (c + 1)) - 1)] != d or (used >> c) & 1:
            c += 1  # the d-th free cell: d free cells below it
        cells[i] = c
        used |= 1 << c


@njit(cache=True)
def build_strong(group, dest, turned, n):
    """One database: breadth-first over the placements of ``group``'s values, from the
    goal (value ``v`` in cell ``v``), one byte a placement."""
    k = group.shape[0]
    size = 1
    for i in range(k):
        size *= n - i
    dist = np.full(size, 255, np.uint8)
    cur = np.empty(size, np.uint32)
    nxt = np.empty(size, np.uint32)
    cells = np.empty(k, np.int64)
    kid = np.empty(k, np.int64)
    r0 = place_rank(group, k, n)
    dist[r0] = 0
    cur[0] = r0
    length, depth = 1, 0
    moves = dest.shape[0]
    while length:
        j = 0
        for q in range(length):
            place_unrank(np.int64(cur[q]), k, n, cells)
            mask = 0
            for t in range(k):
                mask |= 1 << cells[t]
            for m in range(moves):
                if not mask & turned[m]:
                    continue  # no value of the group on the ring: the same placement
                for t in range(k):
                    kid[t] = dest[m, cells[t]]
                c = place_rank(kid, k, n)
                if dist[c] == 255:
                    dist[c] = depth + 1
                    nxt[j] = c
                    j += 1
        cur, nxt = nxt, cur
        length = j
        depth += 1
    return dist


def databases_strong(partition: str) -> tuple[np.ndarray, np.ndarray, tuple[np.ndarray, ...]]:
    """The partition's databases: ``groups`` (a row each, padded), ``sizes`` and a tuple of
    one flat array per database."""
    groups = PARTITIONS[partition]
    width = max(len(g) for g in groups)
    garr = np.zeros((len(groups), width), np.int64)
    for i, g in enumerate(groups):
        garr[i, : len(g)] = g
    sizes = np.array([len(g) for g in groups], np.int64)
    tables = tuple(build_strong(np.array(g, np.int64), DEST, TURNED, CELLS) for g in groups)
    return garr, sizes, tables


@njit(cache=True, inline="always")
def _entry(pos, groups, sizes, g, tables, cells, n):
    k = sizes[g]
    for j in range(k):
        cells[j] = pos[groups[g, j]]
    return np.int64(tables[g][place_rank(cells, k, n)])


@njit(cache=True)
def ida_strong(start, dest, inverse, turned, groups, sizes, tables, nodes):
    """IDA* over the max of the databases (see the module notes); ``nodes`` gets the
    expansions of each iteration.  Returns (length, iterations)."""
    n = start.shape[0]
    ng = groups.shape[0]
    cap = 128
    pos = np.empty((cap, n), np.int64)  # pos[d, v]: the cell of value v at depth d
    hs = np.empty((cap, ng), np.int64)  # each database's entry at depth d
    last = np.empty(cap, np.int64)  # the move that led to depth d
    nextm = np.empty(cap, np.int64)
    cells = np.empty(groups.shape[1], np.int64)
    for i in range(n):
        pos[0, start[i]] = i
    h0 = 0
    for g in range(ng):
        hs[0, g] = _entry(pos[0], groups, sizes, g, tables, cells, n)
        h0 = max(h0, hs[0, g])
    at_goal = True
    for v in range(n):
        at_goal &= pos[0, v] == v
    if at_goal:
        return 0, 0
    bound = h0
    it = 0
    moves = dest.shape[0]
    while True:
        nxt_bound = 1 << 30
        d = 0
        last[0] = -1
        nextm[0] = 0
        expanded = 1
        found = -1
        while d >= 0:
            m = nextm[d]
            if m >= moves:
                d -= 1
                continue
            nextm[d] = m + 1
            if last[d] >= 0 and m == inverse[last[d]]:
                continue
            ring = turned[m]
            h = 0
            for g in range(ng):  # only the databases with a value on the ring change
                moved = False
                for j in range(sizes[g]):
                    moved |= (ring >> pos[d, groups[g, j]]) & 1 == 1
                if moved:
                    k = sizes[g]
                    for j in range(k):
                        cells[j] = dest[m, pos[d, groups[g, j]]]
                    e = np.int64(tables[g][place_rank(cells, k, n)])
                else:
                    e = hs[d, g]
                hs[d + 1, g] = e
                h = max(h, e)
            f = d + 1 + h
            if f > bound:
                if f < nxt_bound:
                    nxt_bound = f
                continue
            for v in range(n):
                pos[d + 1, v] = dest[m, pos[d, v]]
            d += 1
            last[d] = m
            nextm[d] = 0
            if h == 0:
                at_goal = True
                for v in range(n):
                    at_goal &= pos[d, v] == v
                if at_goal:
                    found = d
                    break
            expanded += 1
        nodes[it] = expanded
        it += 1
        if found >= 0:
            return found, it
        bound = nxt_bound
