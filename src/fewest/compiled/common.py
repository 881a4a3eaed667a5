"""What every compiled search shares: the config and counter slots, status codes,
the checked call of the user's successors, and the heuristic (user function
plus pattern databases).

Kernels run in *chunks*: they stop with :data:`PAUSE` once ``cfg[STOP]``
expansions are done (or ``cfg[STOP_STORED]`` states are stored), so the
driver can report progress and enforce limits between chunks.  They stop
with :data:`GROW_TABLE` / :data:`GROW_QUEUE` *before* an expansion that might
not fit, so after growing, the driver just calls them again.  A negative
status is a fault of the user's functions; :mod:`fewest.compiled.faults`
turns it into a message.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fewest.kernels.ranking import partial_rank

# cfg slots (int64)
N, BITS, PER, MAXSUCC, VALUES, MOVES, GOALMODE, STOP, STOP_STORED, PARTS, MASK = range(11)
CFG_SIZE = 12
# ctr slots (int64) shared by every kernel; kernels use slots from EXTRA on
EXPANDED, GENERATED, ERR_A, ERR_B, NON_UNIT = range(5)
EXTRA = 5
CTR_SIZE = 24
# statuses
PAUSE, FOUND, DONE, GROW_TABLE, GROW_QUEUE = range(5)
ERR_COUNT, ERR_RANGE, ERR_MOVE, ERR_COST, ERR_HEURISTIC = -1, -2, -3, -4, -5
# goal modes
GOAL_NONE, GOAL_KEY, GOAL_FUNCTION, GOAL_MEET = range(4)


@njit(cache=True)
def expand(succ, state, out, moves, costs, cfg, ctr, err):
    """Call the user's successors on ``state``; check its count, values, move ids
    and costs.  Returns the count, or an error status (``err`` then holds the
    state and the bad row, ``ctr[ERR_A]``/``ctr[ERR_B]`` the details)."""
    count = succ(state, out, moves, costs)
    n = cfg[N]
    if count < 0 or count > cfg[MAXSUCC]:
        ctr[ERR_A] = count
        err[:n] = state
        return ERR_COUNT
    for r in range(count):
        bad = 0
        for i in range(n):
            if out[r, i] >= cfg[VALUES]:
                ctr[ERR_B] = out[r, i]
                bad = ERR_RANGE
        if moves[r] < 0 or moves[r] >= cfg[MOVES]:
            ctr[ERR_B] = moves[r]
            bad = ERR_MOVE
        if costs[r] != 1:
            ctr[NON_UNIT] = 1
            if costs[r] < 1:
                ctr[ERR_B] = costs[r]
                bad = ERR_COST
        if bad:
            ctr[ERR_A] = r
            err[:n] = state
            err[n:] = out[r]
            return bad
    return count


@njit(cache=True)
def heuristic(hfn, state, hdata, hmeta, scratch, cfg):
    """The user's heuristic, raised to the pattern databases' value.

    ``hmeta`` has a row per database: ``[offset, partition, k, value_0 ..
    value_k-1]``; a database's entry is ``hdata[offset + partial_rank(cells of
    its values)]``.  Databases of one partition add up; partitions take the max.
    """
    h = hfn(state)
    rows = hmeta.shape[0]
    if rows == 0:
        return h
    n = cfg[N]
    nv = cfg[VALUES]
    parts = cfg[PARTS]
    for i in range(n):
        scratch[state[i]] = i
    acc = scratch[nv: nv + parts]
    acc[:] = 0
    sel = scratch[nv + parts:]
    for p in range(rows):
        k = hmeta[p, 2]
        for j in range(k):
            sel[j] = scratch[hmeta[p, 3 + j]]
        acc[hmeta[p, 1]] += hdata[hmeta[p, 0] + partial_rank(sel, k, n)]
    for q in range(parts):
        h = max(h, acc[q])
    return h


def new_cfg() -> np.ndarray:
    """A zeroed config array."""
    return np.zeros(CFG_SIZE, dtype=np.int64)


def new_ctr() -> np.ndarray:
    """A zeroed counter array."""
    return np.zeros(CTR_SIZE, dtype=np.int64)
