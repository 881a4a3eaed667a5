"""Compiled inner loops of the pair-removal dynamic programme (see :mod:`.fast`).

``f[mask, k]`` is the fewest key presses that clear every pair in ``mask``
with the cursor on the cell of card ``k`` (a card already removed, so
``k``'s pair is not in ``mask``).  Masks are filled in increasing order, so
``f[mask ^ bit]`` is always ready.

>>> import numpy as np
>>> cells = np.array([0, 3], dtype=np.int64)          # one pair on a 1 x 4 row
>>> cell_card = np.array([0, -1, -1, 1], dtype=np.int64)
>>> arrows = arrow_table(1, 4)
>>> f = np.zeros((2, 2), dtype=np.int32)
>>> fill_masks(f, 0, 2, 1, 4, cells, cell_card, arrows)
>>> int(best_move(1, 1, f, 1, 4, cells, cell_card, arrows)[0])   # cursor on cell 1
4
"""

from __future__ import annotations

import numpy as np
from numba import njit

INF = 1 << 29


def arrow_table(rows: int, cols: int) -> np.ndarray:
    """``[cell, dir]`` target of the plain arrows (Up, Down, Left, Right); edges stay put.

    >>> arrow_table(1, 2).tolist()
    [[0, 0, 0, 1], [1, 1, 0, 1]]
    """
    out = np.empty((rows * cols, 4), dtype=np.int64)
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        out[cell, 0] = cell - cols if r > 0 else cell
        out[cell, 1] = cell + cols if r < rows - 1 else cell
        out[cell, 2] = cell - 1 if c > 0 else cell
        out[cell, 3] = cell + 1 if c < cols - 1 else cell
    return out


@njit(cache=True)
def _ctrl_table(mask: int, rows: int, cols: int, cell_card: np.ndarray, ctrl: np.ndarray) -> None:
    """Fill ``ctrl[cell, dir]`` with the Ctrl+arrow targets for the cards in ``mask``."""
    for r in range(rows):
        last = -1
        for c in range(cols):  # Ctrl+Left: the nearest card to the left, else column 0
            x = r * cols + c
            ctrl[x, 2] = x if c == 0 else (last if last >= 0 else r * cols)
            k = cell_card[x]
            if k >= 0 and (mask >> (k >> 1)) & 1:
                last = x
        last = -1
        for c in range(cols - 1, -1, -1):
            x = r * cols + c
            ctrl[x, 3] = x if c == cols - 1 else (last if last >= 0 else r * cols + cols - 1)
            k = cell_card[x]
            if k >= 0 and (mask >> (k >> 1)) & 1:
                last = x
    for c in range(cols):
        last = -1
        for r in range(rows):
            x = r * cols + c
            ctrl[x, 0] = x if r == 0 else (last if last >= 0 else c)
            k = cell_card[x]
            if k >= 0 and (mask >> (k >> 1)) & 1:
                last = x
        last = -1
        for r in range(rows - 1, -1, -1):
            x = r * cols + c
            ctrl[x, 1] = x if r == rows - 1 else (last if last >= 0 else (rows - 1) * cols + c)
            k = cell_card[x]
            if k >= 0 and (mask >> (k >> 1)) & 1:
                last = x


MAX_BIT_CELLS = 63  # boards up to this many cells use the bitset BFS
_DEBRUIJN = 0x03F79D71B4CB0A89
_DEBRUIJN_INDEX = np.zeros(64, dtype=np.int64)
for _i in range(64):
    _DEBRUIJN_INDEX[((_DEBRUIJN << _i) & 0xFFFFFFFFFFFFFFFF) >> 58] = _i


@njit(cache=True)
def _low_index(low: int, table: np.ndarray) -> int:
    """Index of the single set bit of ``low`` (a power of two below 2**63)."""
    return table[((low * _DEBRUIJN) >> 58) & 63]


@njit(cache=True)
def _distances_bits(
    mask: int, extra: int, n: int, card_cells: np.ndarray, arrows: np.ndarray,
    ctrl: np.ndarray, pred: np.ndarray, dist: np.ndarray, table: np.ndarray,
) -> None:
    """Bitset reverse BFS (boards of at most 63 cells); see :func:`_distances`."""
    pred[:n] = 0
    for x in range(n):
        bit = 1 << x
        for d in range(4):
            if arrows[x, d] != x:
                pred[arrows[x, d]] |= bit
            if ctrl[x, d] != x:
                pred[ctrl[x, d]] |= bit
    removed = 0
    ncards = card_cells.shape[0]
    for k in range(ncards):
        if not (mask >> (k >> 1)) & 1:
            removed |= 1 << card_cells[k]
    if extra >= 0:
        removed |= 1 << extra
    for k in range(ncards):
        if not (mask >> (k >> 1)) & 1:
            continue
        t = card_cells[k]
        row = dist[k]
        row[t] = 0
        need = (removed | (1 << card_cells[k ^ 1])) & ~(1 << t)
        visited = 1 << t
        frontier = visited
        level = 0
        while need:
            level += 1
            nxt = 0
            g = frontier
            while g:
                low = g & -g
                nxt |= pred[_low_index(low, table)]
                g ^= low
            nxt &= ~visited
            visited |= nxt
            frontier = nxt
            hit = nxt & need
            need ^= hit
            while hit:
                low = hit & -hit
                row[_low_index(low, table)] = level
                hit ^= low


@njit(cache=True)
def _distances_csr(
    mask: int, n: int, card_cells: np.ndarray, arrows: np.ndarray, ctrl: np.ndarray,
    start: np.ndarray, src: np.ndarray, queue: np.ndarray, dist: np.ndarray,
) -> None:
    """Plain reverse BFS over an adjacency list (any board size); see :func:`_distances`."""
    start[:] = 0
    for x in range(n):
        for d in range(4):
            if arrows[x, d] != x:
                start[arrows[x, d] + 1] += 1
            if ctrl[x, d] != x:
                start[ctrl[x, d] + 1] += 1
    for y in range(n):
        start[y + 1] += start[y]
    fill = start[:n].copy()
    for x in range(n):
        for d in range(4):
            y = arrows[x, d]
            if y != x:
                src[fill[y]] = x
                fill[y] += 1
            y = ctrl[x, d]
            if y != x:
                src[fill[y]] = x
                fill[y] += 1
    for k in range(card_cells.shape[0]):
        if not (mask >> (k >> 1)) & 1:
            continue
        row = dist[k]
        row[:] = INF
        t = card_cells[k]
        row[t] = 0
        queue[0] = t
        head, tail = 0, 1
        while head < tail:
            y = queue[head]
            head += 1
            dy = row[y] + 1
            for e in range(start[y], start[y + 1]):
                x = src[e]
                if row[x] == INF:
                    row[x] = dy
                    queue[tail] = x
                    tail += 1


@njit(cache=True)
def _distances(
    mask: int, extra: int, rows: int, cols: int, card_cells: np.ndarray, cell_card: np.ndarray,
    arrows: np.ndarray, scratch: np.ndarray, ctrl: np.ndarray, dist: np.ndarray,
    table: np.ndarray,
) -> None:
    """``dist[k, x]``: fewest movement presses from cell ``x`` to card ``k``, for cards in ``mask``.

    Exact for every cell ``x`` that may hold the cursor: cells of removed
    cards, the partner of ``k``, and ``extra`` (the start cell, or -1).
    ``scratch`` is an int64 array of ``10 * cells + 1`` entries.
    """
    n = rows * cols
    _ctrl_table(mask, rows, cols, cell_card, ctrl)
    if n <= MAX_BIT_CELLS:
        _distances_bits(mask, extra, n, card_cells, arrows, ctrl, scratch, dist, table)
    else:
        _distances_csr(mask, n, card_cells, arrows, ctrl, scratch[: n + 1],
                       scratch[n + 1 : 9 * n + 1], scratch[9 * n + 1 :], dist)


@njit(cache=True)
def _best(
    mask: int, cell: int, f: np.ndarray, card_cells: np.ndarray, dist: np.ndarray,
) -> tuple[int, int, int]:
    """``(cost, pair, first_card)`` of the cheapest way to clear ``mask`` from ``cell``."""
    best, best_p, best_first = INF, -1, -1
    pairs = card_cells.shape[0] // 2
    for p in range(pairs):
        if not (mask >> p) & 1:
            continue
        rest = mask ^ (1 << p)
        a, b = 2 * p, 2 * p + 1
        ca, cb = card_cells[a], card_cells[b]
        v = dist[a, cell] + dist[b, ca] + 2 + f[rest, b]
        if v < best:
            best, best_p, best_first = v, p, a
        v = dist[b, cell] + dist[a, cb] + 2 + f[rest, a]
        if v < best:
            best, best_p, best_first = v, p, b
    return best, best_p, best_first


@njit(cache=True)
def fill_masks(
    f: np.ndarray, lo: int, hi: int, rows: int, cols: int, card_cells: np.ndarray,
    cell_card: np.ndarray, arrows: np.ndarray,
) -> None:
    """Fill ``f[mask, k]`` for every ``lo <= mask < hi`` (masks below ``lo`` must be done).

    Only entries whose card ``k`` is already removed (not in ``mask``) are
    meaningful; the rest are left untouched.
    """
    n = rows * cols
    ncards = card_cells.shape[0]
    pairs = ncards // 2
    table = _DEBRUIJN_INDEX
    ctrl = np.empty((n, 4), dtype=np.int64)
    scratch = np.empty(10 * n + 1, dtype=np.int64)
    dist = np.empty((ncards, n), dtype=np.int32)
    active = np.empty(pairs, dtype=np.int64)
    after_a = np.empty(pairs, dtype=np.int64)  # A first: d(A, B) + 2 Enters + rest from B
    after_b = np.empty(pairs, dtype=np.int64)
    for mask in range(lo, hi):
        if mask == 0:
            f[0, :] = 0
            continue
        _distances(mask, -1, rows, cols, card_cells, cell_card, arrows, scratch, ctrl, dist,
                   table)
        m = 0
        for p in range(pairs):
            if (mask >> p) & 1:
                rest = mask ^ (1 << p)
                active[m] = p
                after_a[m] = dist[2 * p + 1, card_cells[2 * p]] + 2 + f[rest, 2 * p + 1]
                after_b[m] = dist[2 * p, card_cells[2 * p + 1]] + 2 + f[rest, 2 * p]
                m += 1
        for k in range(ncards):
            if (mask >> (k >> 1)) & 1:
                continue
            cell = card_cells[k]
            best = INF
            for i in range(m):
                p = active[i]
                v = dist[2 * p, cell] + after_a[i]
                if v < best:
                    best = v
                v = dist[2 * p + 1, cell] + after_b[i]
                if v < best:
                    best = v
            f[mask, k] = best


@njit(cache=True)
def best_move(
    mask: int, cell: int, f: np.ndarray, rows: int, cols: int, card_cells: np.ndarray,
    cell_card: np.ndarray, arrows: np.ndarray,
) -> tuple[int, int, int]:
    """``(cost, pair, first_card)``: the optimal next pair removal from ``cell`` with ``mask`` left.

    Needs ``f`` filled for every mask below ``mask``.
    """
    n = rows * cols
    ncards = card_cells.shape[0]
    table = _DEBRUIJN_INDEX
    ctrl = np.empty((n, 4), dtype=np.int64)
    scratch = np.empty(10 * n + 1, dtype=np.int64)
    dist = np.empty((ncards, n), dtype=np.int32)
    _distances(mask, cell, rows, cols, card_cells, cell_card, arrows, scratch, ctrl, dist,
               table)
    return _best(mask, cell, f, card_cells, dist)
