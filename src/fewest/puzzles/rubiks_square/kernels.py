"""Compiled (numba) kernels: pattern-database BFS and a resumable IDA*.

Boards inside kernels are two ``uint8`` arrays: ``b[p]`` is the tile at cell
``p`` and ``pos[t]`` the cell of tile ``t`` (tiles and cells 0-based, tile
``t``'s home is cell ``t``).  A *line* is a row (ids ``0 .. R-1``) or a
column (ids ``R .. R+C-1``); ``lcells[l]`` lists its cells in shift order, so
a move ``(l, k)`` sends the tile at ``lcells[l, x]`` to ``lcells[l, (x+k) % L]``.

A pattern is ``k`` tiles; an abstract state is their cells, ranked as a
partial permutation by :func:`fewest.kernels.ranking.partial_rank`:
``rank = sum_j d_j * w_j`` with ``d_j`` the number of free cells below the
``j``-th cell and ``w_j = prod_{i>j} (N - i)`` (the weights of
:func:`fewest.puzzles.rubiks_square.tables.rank_weights`).  The heuristic
computes the same rank on the fly, through a symmetry's cell map.

>>> import numpy as np
>>> from fewest.kernels.ranking import partial_rank, partial_unrank
>>> [int(partial_rank(np.array(c, dtype=np.int64), 2, 3)) for c in ([0, 1], [2, 1])]
[0, 5]
>>> partial_unrank(5, 2, 3).tolist()
[2, 1]
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fewest.kernels.ranking import partial_rank, partial_unrank_into, popcount

UNSEEN = 255

# kernel statuses
PAUSED = 0
FOUND = 1
EXHAUSTED = 2


@njit(cache=True)
def bfs_layer(tab: np.ndarray, depth: int, k: int, n: int,
              lcells: np.ndarray, llen: np.ndarray, lo: int, hi: int, pull: bool) -> int:
    """One BFS step over indices ``lo .. hi-1`` of a pattern table.

    Push mode expands entries at ``depth``; pull mode gives each unseen entry
    ``depth + 1`` when a neighbour is at ``depth`` (moves are reversible, so
    both are valid).  Returns the number of entries set.
    """
    cells = np.empty(k, dtype=np.int64)
    nxt = np.empty(k, dtype=np.int64)
    occ = np.full(n, -1, dtype=np.int64)
    nlines = lcells.shape[0]
    found = 0
    for idx in range(lo, hi):
        v = tab[idx]
        if pull:
            if v != UNSEEN:
                continue
        elif v != depth:
            continue
        partial_unrank_into(idx, k, n, cells)
        for j in range(k):
            occ[cells[j]] = j
        done = False
        for line in range(nlines):
            size = llen[line]
            touched = False
            for x in range(size):
                if occ[lcells[line, x]] >= 0:
                    touched = True
                    break
            if not touched:
                continue
            for shift in range(1, size):
                for j in range(k):
                    nxt[j] = cells[j]
                for x in range(size):
                    j = occ[lcells[line, x]]
                    if j >= 0:
                        nxt[j] = lcells[line, (x + shift) % size]
                r = partial_rank(nxt, k, n)
                if pull:
                    if tab[r] == depth:
                        tab[idx] = depth + 1
                        found += 1
                        done = True
                        break
                elif tab[r] == UNSEEN:
                    tab[r] = depth + 1
                    found += 1
            if done:
                break
        for j in range(k):
            occ[cells[j]] = -1
    return found


@njit(cache=True, inline="always")
def _apply(b: np.ndarray, pos: np.ndarray, lcells: np.ndarray, llen: np.ndarray,
           line: int, shift: int, tmp: np.ndarray) -> None:
    size = llen[line]
    for x in range(size):
        tmp[x] = b[lcells[line, x]]
    for x in range(size):
        p = lcells[line, (x + shift) % size]
        t = tmp[x]
        b[p] = t
        pos[t] = p


@njit(cache=True)
def heuristic(b: np.ndarray, pos: np.ndarray, pdb: np.ndarray, w: np.ndarray, k: int,
              lk_src: np.ndarray, lk_map: np.ndarray, lk_inv: np.ndarray, cutoff: int) -> int:
    """Max over the lookups, stopping early once it exceeds ``cutoff``."""
    best = 0
    for lk in range(lk_src.shape[0]):
        used = 0
        idx = 0
        inv = lk_inv[lk]
        for j in range(k):
            t = lk_src[lk, j]
            p = lk_map[lk, b[t] if inv else pos[t]]
            idx += (p - popcount(used & ((1 << p) - 1))) * w[j]
            used |= 1 << p
        v = pdb[idx]
        if v > best:
            best = v
            if best > cutoff:
                return best
    return best


@njit(cache=True)
def ida_run(b: np.ndarray, pos: np.ndarray, lcells: np.ndarray, llen: np.ndarray, nrows: int,
            mline: np.ndarray, mshift: np.ndarray, minv: np.ndarray,
            pdb: np.ndarray, w: np.ndarray, k: int,
            lk_src: np.ndarray, lk_map: np.ndarray, lk_inv: np.ndarray,
            path: np.ndarray, nextm: np.ndarray, st: np.ndarray, budget: int) -> int:
    """Resumable depth-first part of IDA* for the bound ``st[1]``.

    ``st`` = ``[depth, bound, next_bound, nodes]``; ``path[:depth]`` holds the
    moves that led from the start to the current ``b``/``pos``, and
    ``nextm[d]`` the next move to try at depth ``d``.  Only canonical
    sequences are generated: two moves of the same kind in a row must be on
    strictly increasing lines (same-line repeats merge; different lines
    commute).  Runs at most ``budget`` nodes; returns PAUSED, FOUND (the
    solution is ``path[:st[0]]``) or EXHAUSTED (``st[2]`` is the next bound).
    """
    n = b.shape[0]
    nmoves = mline.shape[0]
    tmp = np.empty(lcells.shape[1], dtype=np.uint8)
    d = st[0]
    bound = st[1]
    nb = st[2]
    nodes = st[3]
    stop = nodes + budget
    while True:
        m = nextm[d]
        if m >= nmoves:
            if d == 0:
                st[0] = 0
                st[2] = nb
                st[3] = nodes
                return EXHAUSTED
            d -= 1
            last = path[d]
            _apply(b, pos, lcells, llen, mline[last], mshift[minv[last]], tmp)
            continue
        line = mline[m]
        if d > 0:
            prev = mline[path[d - 1]]
            if (line < nrows) == (prev < nrows) and line <= prev:
                # skip the rest of this line's shifts at once
                nextm[d] = m + llen[line] - 1
                continue
        nextm[d] = m + 1
        _apply(b, pos, lcells, llen, line, mshift[m], tmp)
        nodes += 1
        g = d + 1
        h = heuristic(b, pos, pdb, w, k, lk_src, lk_map, lk_inv, bound - g)
        if g + h > bound:
            if g + h < nb:
                nb = g + h
            _apply(b, pos, lcells, llen, line, mshift[minv[m]], tmp)
        else:
            solved = False
            if h == 0:
                solved = True
                for p in range(n):
                    if b[p] != p:
                        solved = False
                        break
            if solved:
                path[d] = m
                st[0] = g
                st[2] = nb
                st[3] = nodes
                return FOUND
            if g >= bound:
                # every child would have f > bound
                if bound + 1 < nb:
                    nb = bound + 1
                _apply(b, pos, lcells, llen, line, mshift[minv[m]], tmp)
            else:
                path[d] = m
                d = g
                nextm[d] = 0
        if nodes >= stop:
            st[0] = d
            st[2] = nb
            st[3] = nodes
            return PAUSED
