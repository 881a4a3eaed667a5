"""Compiled breadth-first search over a layered grid (see
:mod:`~fewest.puzzles.common.layered_grid` for the rules).

The grid is padded with a border of ``BORDER`` cells (two deep when knight
jumps are allowed), so a move is one addition to the cell index and needs no
bounds check.  A state is one integer ``layer * size + cell`` over the padded
``size`` cells.  The search keeps its whole state in the arrays it is given
(``came``, ``queue``, ``best`` and ``st`` = head, tail, found, expanded,
generated), so the driver can check limits between chunks and call
:func:`bfs_chunk` again to go on.

>>> import numpy as np
>>> codes = np.array([255] * 5 + [255, 0, 1, 0, 255] + [255] * 5, dtype=np.uint8)  # . # .
>>> goals = np.zeros(15, dtype=np.uint8); goals[8] = 1
>>> off = np.array([-5, 5, -1, 1]); jump = np.zeros(4, dtype=np.uint8)
>>> came = np.full(30, UNSEEN, dtype=np.uint8); queue = np.zeros(30, dtype=np.int32)
>>> best = np.full(15, 255, dtype=np.uint8); best[6] = 0
>>> came[6] = START; st = np.array([0, 1, -1, 0, 0]); queue[0] = 6
>>> bfs_chunk(codes, goals, 15, 1, 1, off, jump, came, queue, best, st, 100)
>>> int(st[2])  # the goal cell (8) on layer 1: one wall broken
23
>>> out = np.zeros(path_length(came, codes, 15, 1, off, 23), dtype=np.int64)
>>> trace(came, codes, 15, 1, off, 23, out), out.tolist()
(3, [23, 22, 6])
"""

from __future__ import annotations

import numpy as np
from numba import njit

BREAK, JUMP, KEYS, DAY = 1, 2, 3, 4
WALL, KEY0, DOOR0 = 1, 2, 8
#: the padding around the grid: never entered, not even by breaking
BORDER = 255
#: ``came`` of a state not reached yet, and of the start
UNSEEN, START = 255, 254
#: the bit of ``came`` set when the move changed the layer
CHANGED = 128


@njit(cache=True)
def bfs_chunk(codes: np.ndarray, goals: np.ndarray, size: int, rule: int, limit: int,
              off: np.ndarray, jump: np.ndarray, came: np.ndarray, queue: np.ndarray,
              best: np.ndarray, st: np.ndarray, budget: int) -> None:  # pragma: no cover
    """Expand up to ``budget`` states; stops early when a goal state is generated
    (its id in ``st[2]``) or the queue runs dry.  ``came[state]`` records the
    move that reached a state (``| CHANGED`` when it changed the layer), enough
    to walk back (:func:`trace`) in a quarter of the memory of parent indexes.

    Under ``BREAK`` and ``JUMP`` a state is skipped when its cell was already
    reached with no more of the counter spent (``best[cell]``, the least layer
    stored there): that earlier state was reached no later and can make every
    move this one can, so it dominates.  Each cell is then stored at most once
    per new least layer instead of once per layer.  Under ``DAY`` the layer is
    ``2 * walls broken + night`` and ``best`` holds two rows of cells, by day and
    by night: a state reached earlier at the same time of day with no more walls
    broken dominates (it could wait an even number of moves)."""
    head = st[0]
    tail = st[1]
    expanded = st[3]
    generated = st[4]
    done = 0
    nm = off.shape[0]
    dominate = rule in (BREAK, JUMP, DAY)
    while head < tail and done < budget:
        s = queue[head]
        head += 1
        done += 1
        expanded += 1
        layer = s // size
        cell = s - layer * size
        for m in range(nm):
            isjump = jump[m] != 0
            if isjump and layer >= limit:
                continue
            ncell = cell + off[m]
            code = codes[ncell]
            if code == BORDER:
                continue
            generated += 1
            nl = layer
            changed = False
            if rule == DAY:  # layer = 2 * walls broken + night; every move swaps the two
                if off[m] != 0 and code == WALL:
                    if (layer & 1) != 0 or (layer >> 1) >= limit:
                        continue
                    nl = layer + 3  # one more wall, and night
                    changed = True
                else:
                    nl = layer ^ 1
            elif isjump:
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
            ns = nl * size + ncell
            if dominate:
                key, spent = ncell, nl
                if rule == DAY:  # dominated within day or night (best: two rows of cells)
                    key, spent = (nl & 1) * size + ncell, nl >> 1
                if best[key] <= spent:
                    continue
                best[key] = spent
            elif came[ns] != UNSEEN:
                continue
            if rule != DAY:
                changed = nl != layer
            came[ns] = m | CHANGED if changed else m
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
def back(came: np.ndarray, codes: np.ndarray, size: int, rule: int, off: np.ndarray,
         s: int) -> int:  # pragma: no cover - compiled
    """The state before ``s`` on its path (``s`` itself for the start)."""
    how = came[s]
    if how == START:
        return s
    layer = s // size
    cell = s - layer * size
    if rule == DAY:
        layer = layer - 3 if how & CHANGED else layer ^ 1
    elif how & CHANGED:
        if rule == KEYS:
            layer = layer ^ (1 << (codes[cell] - KEY0))
        else:
            layer -= 1
    return layer * size + cell - off[how & (CHANGED - 1)]


@njit(cache=True)
def path_length(came: np.ndarray, codes: np.ndarray, size: int, rule: int, off: np.ndarray,
                found: int) -> int:  # pragma: no cover - compiled
    """How many states the path from the start to ``found`` holds."""
    k = 1
    s = found
    while came[s] != START:
        s = back(came, codes, size, rule, off, s)
        k += 1
    return k


@njit(cache=True)
def trace(came: np.ndarray, codes: np.ndarray, size: int, rule: int, off: np.ndarray,
          found: int, out: np.ndarray) -> int:  # pragma: no cover - compiled
    """Write the path from ``found`` back to the start into ``out``; its length."""
    k = 0
    s = found
    while True:
        out[k] = s
        k += 1
        if came[s] == START:
            return k
        s = back(came, codes, size, rule, off, s)
