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

from fewest.compiled.nrt import NO_REFCOUNT
from fewest.kernels.ranking import popcount

# cfg slots (int64)
N, BITS, PER, MAXSUCC, VALUES, MOVES, GOALMODE, STOP, STOP_STORED, PARTS, MASK, POISON = range(12)
#: every how many generated states the heuristic is spot-checked (0: never); see spot_check
CHECK = 12
CFG_SIZE = 13
# ctr slots (int64) shared by every kernel; kernels use slots from EXTRA on
EXPANDED, GENERATED, ERR_A, ERR_B, NON_UNIT, POISONED = range(6)
EXTRA = 6
#: what ``out`` holds before each checked call of successors (above every value
#: when ``values < 256``), and what ``moves`` and ``costs`` hold: a row left
#: unwritten is then caught as a value out of range, a move id or cost left
#: unwritten as its own fault, never taken for a state left from an earlier call
POISON_VALUE = 255
UNSET = np.iinfo(np.int64).min
CTR_SIZE = 24
#: ctr slots of :func:`spot_check`'s first finding: set, h(s), the move's cost, h(t)
INCONSISTENT, WIT_H, WIT_COST, WIT_NEXT = range(CTR_SIZE - 4, CTR_SIZE)
#: the ``enough`` of a heuristic wanted in full
ALL = np.iinfo(np.int64).max
# statuses
PAUSE, FOUND, DONE, GROW_TABLE, GROW_QUEUE, GO = range(6)
ERR_COUNT, ERR_RANGE, ERR_MOVE, ERR_COST, ERR_HEURISTIC, ERR_MARKER = -1, -2, -3, -4, -5, -6
# goal modes
GOAL_NONE, GOAL_KEY, GOAL_FUNCTION, GOAL_MEET = range(4)


@njit(**NO_REFCOUNT)
def chunk_status(cfg, expanded, meta, queued, room):
    """What a kernel does before its next expansion: :data:`PAUSE` (the chunk's
    expansions are done, or too many states are stored), :data:`GROW_TABLE` or
    :data:`GROW_QUEUE` (the successors might not fit), else :data:`GO`."""
    if expanded >= cfg[STOP] or meta[0] > cfg[STOP_STORED]:
        return PAUSE
    if meta[0] + cfg[MAXSUCC] > meta[3]:
        return GROW_TABLE
    if queued + cfg[MAXSUCC] > room:
        return GROW_QUEUE
    return GO


@njit(cache=True, inline="always")
def expand(succ, state, out, moves, costs, cfg, ctr, err):
    """Call the user's successors on ``state`` and :func:`check_rows` what it wrote
    (in checked mode, ``cfg[POISON]``, after filling every row with :data:`POISON_VALUE`
    and every move id and cost with :data:`UNSET`).

    With ``values=256`` the marker :data:`POISON_VALUE` is a value a state may hold,
    so a row holding it may be one that successors never wrote.  For each such
    row, successors is called again over rows of 0: a cell that held the marker
    and now holds another value was never written (:data:`ERR_MARKER`); then once
    more over the marker, and the scan goes on.  ``err[n:2n]`` keeps the row
    (kernels allocate nothing), and successors is called from one place only (a
    loop), so its inlined code appears once in a kernel."""
    n = out.shape[1]
    marker = cfg[POISON] != 0 and cfg[VALUES] > POISON_VALUE
    value = POISON_VALUE
    verifying = False
    r = 0
    count = 0
    while True:
        if cfg[POISON]:
            fill(out, moves, costs, value)
        got = check_rows(succ(state, out, moves, costs), state, out, moves, costs, cfg, ctr,
                         err)
        if got < 0 or not marker:
            return got
        if verifying:
            bad = got != count
            for i in range(n):
                if err[n + i] == POISON_VALUE and out[r, i] != POISON_VALUE:
                    bad = True
            if bad:
                ctr[ERR_A] = r
                for i in range(n):
                    out[r, i] = err[n + i]
                return keep_fault(ERR_MARKER, err, state, out, r)
            verifying = False
            value = POISON_VALUE
            r += 1
            continue
        count = got
        while r < count and not row_marked(out, r):
            r += 1
        if r >= count:
            return count
        for i in range(n):
            err[n + i] = out[r, i]
        verifying = True
        value = 0


@njit(cache=True, inline="always")
def expand_unchecked(succ, state, out, moves, costs, cfg, ctr, err, flat):
    """:func:`expand` for a kernel that checks each row itself (:func:`check_row`, as it
    uses the row): the rows poisoned (``flat``: ``out``'s bytes as one 1-D run,
    :func:`fill_flat`), successors called and its count checked.  With
    ``values=256`` (the marker is then a value: rows must be verified by a second
    call) this is :func:`expand` whole."""
    if cfg[POISON] != 0 and cfg[VALUES] > POISON_VALUE:
        return expand(succ, state, out, moves, costs, cfg, ctr, err)
    if cfg[POISON]:
        fill_flat(flat, moves, costs, POISON_VALUE)
    count = succ(state, out, moves, costs)
    if count < 0 or count > cfg[MAXSUCC]:
        ctr[ERR_A] = count
        return keep_fault(ERR_COUNT, err, state, out, -1)
    return count


@njit(cache=True, inline="always")
def row_marked(out, r):
    """True when a cell of row ``r`` holds :data:`POISON_VALUE`."""
    for i in range(out.shape[1]):  # noqa: SIM110 - no generator in numba's any()
        if out[r, i] == POISON_VALUE:
            return True
    return False


@njit(cache=True, inline="always")
def fill(out, moves, costs, value):
    """Fill ``out`` with ``value``, ``moves`` and ``costs`` with :data:`UNSET`."""
    for r in range(out.shape[0]):
        for i in range(out.shape[1]):
            out[r, i] = value
        moves[r] = UNSET
        costs[r] = UNSET


@njit(cache=True, inline="always")
def fill_flat(flat, moves, costs, value):
    """:func:`fill` for rows given as ``flat``, their bytes as one 1-D run (one
    ``memset``, where row by row it takes one a row; a kernel passes a 1-D view of
    its rows made once, as numba's ``reshape`` calls a helper each time)."""
    for k in range(flat.shape[0]):
        flat[k] = value
    for r in range(moves.shape[0]):
        moves[r] = UNSET
        costs[r] = UNSET


@njit(cache=True, inline="always")
def poison(out, moves, costs):
    """Fill ``out`` with :data:`POISON_VALUE`, ``moves`` and ``costs`` with :data:`UNSET`."""
    fill(out, moves, costs, POISON_VALUE)


@njit(cache=True, inline="always")
def rows_fine(count, out, moves, costs, values, names):
    """True when rows ``0 .. count-1`` of ``out`` hold values below ``values``, their move
    ids lie in ``0 .. names-1`` and their costs are 1: the common case, in one pass
    without a branch per row."""
    top = 0
    for r in range(count):
        for i in range(out.shape[1]):
            top = max(top, out[r, i])
    bad = top >= values
    for r in range(count):
        m = moves[r]
        bad |= (m < 0) | (m >= names) | (costs[r] != 1)
    return not bad


@njit(cache=True, inline="always")
def check_rows(count, state, out, moves, costs, cfg, ctr, err):
    """Check the count, values, move ids and costs that successors wrote for
    ``state``.  Returns the count, or an error status (``err`` then holds the
    state and the bad row, ``ctr[ERR_A]``/``ctr[ERR_B]`` the details)."""
    if count < 0 or count > cfg[MAXSUCC]:
        ctr[ERR_A] = count
        return keep_fault(ERR_COUNT, err, state, out, -1)
    if rows_fine(count, out, moves, costs, cfg[VALUES], cfg[MOVES]):
        return count
    for r in range(count):
        bad = check_row(r, state, out, moves, costs, cfg, ctr, err)
        if bad:
            return bad
    return count


@njit(cache=True, inline="always")
def check_row(r, state, out, moves, costs, cfg, ctr, err):
    """:func:`check_rows`' check of row ``r`` alone: 0, or its fault status (a cost above
    1 is no fault: it sets ``ctr[NON_UNIT]``).  A kernel that checks each row as it
    uses it (IDA*, which reads a row's values anyway to pack its key) calls this
    for a row whose values, move id or cost look odd; on the rows before it, the
    faults found, and their order, are those of :func:`check_rows`."""
    n, values, names = out.shape[1], cfg[VALUES], cfg[MOVES]
    top = 0
    for i in range(n):
        top = max(top, out[r, i])
    m, c = moves[r], costs[r]
    if top < values and 0 <= m < names and c == 1:
        return 0
    if c != 1:
        ctr[NON_UNIT] = 1
    bad = 0
    ctr[POISONED] = cfg[POISON]
    if top >= values:
        ctr[ERR_B] = top
        bad = ERR_RANGE
    elif m < 0 or m >= names:
        ctr[ERR_B] = m
        bad = ERR_MOVE
    elif c < 1:
        ctr[ERR_B] = c
        bad = ERR_COST
    if bad:
        ctr[ERR_A] = r
        return keep_fault(bad, err, state, out, r)
    return 0


@njit(cache=True)
def keep_fault(status, err, state, out, r):
    """Copy ``state`` (and row ``r`` of ``out`` unless ``r < 0``) into ``err``; return
    ``status``.  (Explicit loops: slice assignment costs seconds of compile time.)"""
    n = state.shape[0]
    for i in range(n):
        err[i] = state[i]
        err[n + i] = out[r, i] if r >= 0 else 0
    return status


@njit(cache=True, inline="always")
def rank_cells(cells, k, n):
    """:func:`~fewest.kernels.ranking.partial_rank` inlined: the rank of the ``k`` distinct
    cells ``cells[:k]`` of ``0 .. n-1`` (a call passing the array costs more)."""
    used = 0
    r = 0
    for i in range(k):
        v = cells[i]
        r = r * (n - i) + v - popcount(used & ((1 << v) - 1))
        used |= 1 << v
    return r


@njit(cache=True, inline="always")
def heuristic(hfn, state, hdata, hmeta, scratch, cfg, enough):
    """The user's heuristic, raised to the pattern databases' value.

    ``hmeta`` has a row per database: ``[offset, partition, k, value_0 ..
    value_k-1]``; a database's entry is ``hdata[offset + partial_rank(cells of
    its values)]``.  Databases of one partition (consecutive rows) add up;
    partitions take the max.  Once the value reaches ``enough`` it is returned
    as it stands (a lower bound of at least ``enough``): IDA* asks no more of a
    node that cannot lower its next bound, and skips the remaining lookups.
    """
    h = hfn(state)
    rows = hmeta.shape[0]
    if rows == 0 or h >= enough:
        return h
    n = cfg[N]
    for i in range(n):
        scratch[state[i]] = i
    part = -1
    run = 0
    for p in range(rows):
        if hmeta[p, 1] != part:
            part = hmeta[p, 1]
            run = 0
        k = hmeta[p, 2]
        used = 0
        r = 0
        for j in range(k):  # rank_cells on the cells as they are read (nothing stored)
            c = scratch[hmeta[p, 3 + j]]
            r = r * (n - j) + c - popcount(used & ((1 << c) - 1))
            used |= 1 << c
        run += hdata[hmeta[p, 0] + r]
        if run > h:
            h = run
            if h >= enough:
                return h
    return h


@njit(cache=True, inline="always")
def spot_check(succ, goal, hfn, state, k0, k1, goalk, cfg, ctr, err, hdata, hmeta, scratch, out,
               moves, costs):
    """Check the heuristic at ``state`` (a generated state, sampled): ``h(state)`` must be
    0 at a goal, and at most ``cost + h(t)`` for each successor ``t``.  A heuristic
    that overestimates far from the goal breaks this on the edges where its
    overestimate starts, which a search meets (a state it prunes, one move from
    one it expands).  ``(k0, k1)`` is the state's key (``k1`` 0 for one-word keys),
    ``goalk`` the goal's.  The first finding goes to ``ctr[INCONSISTENT]`` and after
    (``err`` holds the state and the successor); the search goes on, and its
    answer is not called optimal.  Returns 0, or a fault status of successors."""
    if ctr[INCONSISTENT]:
        return 0
    hs = heuristic(hfn, state, hdata, hmeta, scratch, cfg, ALL)
    mode = cfg[GOALMODE]
    at_goal = False
    if mode == GOAL_FUNCTION:
        at_goal = goal(state)
    elif mode == GOAL_KEY:
        at_goal = k0 == goalk[0] and k1 == goalk[1]
    if at_goal and hs > 0:
        ctr[INCONSISTENT], ctr[WIT_H], ctr[WIT_COST], ctr[WIT_NEXT] = 1, hs, 0, -1
        keep_fault(0, err, state, out, -1)
        return 0
    count = expand(succ, state, out, moves, costs, cfg, ctr, err)
    if count < 0:
        return count
    for r in range(count):
        ht = heuristic(hfn, out[r], hdata, hmeta, scratch, cfg, ALL)
        if hs > costs[r] + ht:
            ctr[INCONSISTENT], ctr[WIT_H], ctr[WIT_COST], ctr[WIT_NEXT] = 1, hs, costs[r], ht
            keep_fault(0, err, state, out, r)
            return 0
    return 0


def new_cfg() -> np.ndarray:
    """A zeroed config array."""
    return np.zeros(CFG_SIZE, dtype=np.int64)


def new_ctr() -> np.ndarray:
    """A zeroed counter array."""
    return np.zeros(CTR_SIZE, dtype=np.int64)
