"""Compiled breadth-first search over a layered grid (see
:mod:`~fewest.puzzles.common.layered_grid` for the rules).

A state is one integer ``layer * rows * cols + row * cols + col``.  The
search keeps its whole state in the arrays it is given (``parent``,
``queue`` and ``st`` = head, tail, found, expanded, generated), so the driver
can check limits between chunks and call :func:`bfs_chunk` again to go on.

>>> import numpy as np
>>> codes = np.array([0, 1, 0], dtype=np.uint8)          # . # .
>>> goals = np.array([0, 0, 1], dtype=np.uint8)
>>> dr = np.array([-1, 1, 0, 0]); dc = np.array([0, 0, -1, 1])
>>> jump = np.zeros(4, dtype=np.uint8)
>>> parent = np.full(6, -1, dtype=np.int32); queue = np.zeros(6, dtype=np.int32)
>>> parent[0] = 0; st = np.array([0, 1, -1, 0, 0])
>>> bfs_chunk(codes, goals, 1, 3, 1, 1, dr, dc, jump, parent, queue, st, 100)
>>> int(st[2])  # the goal cell on layer 1: one wall broken
5
>>> out = np.zeros(path_length(parent, 5), dtype=np.int64)
>>> trace(parent, 5, out), out.tolist()
(3, [5, 4, 0])
"""

from __future__ import annotations

import numpy as np
from numba import njit

BREAK, JUMP, KEYS = 1, 2, 3
WALL, KEY0, DOOR0 = 1, 2, 8


@njit(cache=True)
def bfs_chunk(codes: np.ndarray, goals: np.ndarray, rows: int, cols: int, rule: int,
              limit: int, dr: np.ndarray, dc: np.ndarray, jump: np.ndarray,
              parent: np.ndarray, queue: np.ndarray, st: np.ndarray,
              budget: int) -> None:  # pragma: no cover - compiled
    """Expand up to ``budget`` states; stops early when a goal state is generated
    (its id in ``st[2]``) or the queue runs dry."""
    n = rows * cols
    head = st[0]
    tail = st[1]
    expanded = st[3]
    generated = st[4]
    done = 0
    nm = dr.shape[0]
    while head < tail and done < budget:
        s = queue[head]
        head += 1
        done += 1
        expanded += 1
        layer = s // n
        cell = s - layer * n
        r = cell // cols
        c = cell - r * cols
        for m in range(nm):
            isjump = jump[m] != 0
            if isjump and layer >= limit:
                continue
            nr = r + dr[m]
            nc = c + dc[m]
            if nr < 0 or nr >= rows or nc < 0 or nc >= cols:
                continue
            generated += 1
            ncell = nr * cols + nc
            code = codes[ncell]
            nl = layer
            if isjump:
                if code == WALL:
                    continue
                nl = layer + 1
            elif code == WALL:
                if rule == BREAK and layer < limit:
                    nl = layer + 1
                else:
                    continue
            elif code >= DOOR0:
                if rule != KEYS or ((layer >> (code - DOOR0)) & 1) == 0:
                    continue
            elif code >= KEY0 and rule == KEYS:
                nl = layer | (1 << (code - KEY0))
            ns = nl * n + ncell
            if parent[ns] != -1:
                continue
            parent[ns] = s
            if goals[ncell] != 0:
                st[0] = head
                st[1] = tail
                st[2] = ns
                st[3] = expanded
                st[4] = generated
                return
            queue[tail] = ns
            tail += 1
    st[0] = head
    st[1] = tail
    st[3] = expanded
    st[4] = generated


@njit(cache=True)
def path_length(parent: np.ndarray, found: int) -> int:  # pragma: no cover - compiled
    """How many states the path from the start to ``found`` holds."""
    k = 1
    s = found
    while parent[s] != s:
        s = parent[s]
        k += 1
    return k


@njit(cache=True)
def trace(parent: np.ndarray, found: int, out: np.ndarray) -> int:  # pragma: no cover
    """Write the path from ``found`` back to the start into ``out``; its length."""
    k = 0
    s = found
    while True:
        out[k] = s
        k += 1
        p = parent[s]
        if p == s:
            return k
        s = p
