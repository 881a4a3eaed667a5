"""The kernels of the rank-indexed searches (:mod:`fewest.compiled.ranked`).

Each takes the ranking as the puzzle's own ``rank``/``unrank`` function values,
or ``None`` for both: the Lehmer code of permutations, inlined (numba prunes
the other branch of ``if rank is None``, so each kind compiles its own
kernel); and ``rinfo[SIZE]`` ranks.  Every successor's rank is checked
(:func:`user_rank`): a permutation that is not one (:data:`ERR_PERM`); a user
rank outside ``0 .. size-1`` (:data:`ERR_RANK_RANGE`) or whose ``unrank`` does
not give the state back (:data:`ERR_RANK_INVERSE`: two states of one rank, or
a wrong ``unrank``).  So a rank that is not a bijection on the states the
search meets stops it, and never makes it take one state for another.

A depth is one byte, :data:`UNSEEN` when the rank was not reached.

What a state costs on the permutation path (the 8-puzzle's full BFS went from
about 290 to 80 ns a state): the kernels are compiled without reference
counting (:func:`~fewest.compiled.nrt.without_refcount`; with it, the helpers
inlined in the loop took two atomic counts and calls per array argument, more
than half the time); unranking has no branch that depends on the rank
(:func:`unrank_into`; the select loop it replaced mispredicted on every value);
and each row is ranked in the pass that checks it (:func:`expand_ranked`).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fewest.compiled import common
from fewest.compiled.common import EXPANDED, GENERATED, check_rows, expand, keep_fault, poison
from fewest.compiled.nrt import without_refcount
from fewest.compiled.userrank import (
    CLASSES,
    COUNTS,
    KIND,
    KIND_MULTISET,
    MAP,
    SCRATCH,
    SIZE,
    USER,
    VALS,
)
from fewest.kernels.ranking import popcount

UNSEEN = 0xFF
#: what ``unrank``'s row holds before the call
POISON = 255
#: statuses of the kernels (beside common's)
ERR_PERM, ERR_RANK_RANGE, ERR_RANK_INVERSE = -20, -21, -22
#: a rank past the depth array's end (a user's ``states`` far above what is reached:
#: the array grows; ``ctr[NEED]`` is the rank)
GROW_DIST = 16
__all__ = ["SIZE", "USER"]  # rinfo's slots (fewest.compiled.userrank)
# ctr slots
FOUND_RANK, POS, LEN, NXT_LEN, PARENT, VIA_MOVE, VIA_COST, BEST, MEET, NEED = range(
    common.EXTRA, common.EXTRA + 10)
#: the most values of a permutation state (12! ranks fit the queues' 32 bits)
MAX_N = 12


@njit(cache=True, inline="always")
def rank_row(out, row, n, rinfo):
    """The rank of row ``row`` of ``out`` as an arrangement of the start's values
    (``rinfo``: :func:`multiset_rank_row` for a multiset, else the Lehmer code of
    the values' indices), or -1 when it is not one (inlined: a call that takes a
    row's view costs more than the ranking)."""
    if rinfo[KIND] == KIND_MULTISET:
        return multiset_rank_row(out, row, n, rinfo)
    used = np.int64(0)
    r = np.int64(0)
    for i in range(n):
        v = rinfo[MAP + np.int64(out[row, i])]
        bit = np.int64(1) << v
        if used & bit or v >= n:
            return np.int64(-1)
        r = r * (n - i) + v - popcount(used & (bit - 1))
        used |= bit
    return r


@njit(cache=True, inline="always")
def multiset_rank_row(out, row, n, rinfo):
    """The lexicographic rank of row ``row`` among the arrangements of the start's
    multiset of values (:mod:`fewest.kernels.multiset`), or -1 when it is not one.
    The counts of the values left live in ``rinfo[SCRATCH:]``."""
    k = rinfo[CLASSES]
    for c in range(k):
        rinfo[SCRATCH + c] = rinfo[COUNTS + c]
    perms = rinfo[SIZE]
    r = np.int64(0)
    for i in range(n):
        v = rinfo[MAP + np.int64(out[row, i])]
        if v >= k or rinfo[SCRATCH + v] == 0:
            return np.int64(-1)
        below = np.int64(0)
        for u in range(v):
            below += rinfo[SCRATCH + u]
        left = n - i
        r += perms * below // left
        perms = perms * rinfo[SCRATCH + v] // left
        rinfo[SCRATCH + v] -= 1
    return r


@njit(cache=True, inline="always")
def multiset_unrank_into(rank, n, state, rinfo):
    """Write the arrangement of the start's multiset of rank ``rank`` into ``state``."""
    k = rinfo[CLASSES]
    for c in range(k):
        rinfo[SCRATCH + c] = rinfo[COUNTS + c]
    perms = rinfo[SIZE]
    r = np.int64(rank)
    for i in range(n):
        left = n - i
        acc = np.int64(0)
        for u in range(k):
            m = rinfo[SCRATCH + u]
            if m == 0:
                continue
            if r < perms * (acc + m) // left:
                r -= perms * acc // left
                perms = perms * m // left
                rinfo[SCRATCH + u] = m - 1
                state[i] = rinfo[VALS + u]
                break
            acc += m


@njit(cache=True, inline="always")
def expand_ranked(succ, state, out, moves, costs, cfg, ctr, err, ranks, rinfo):
    """:func:`~fewest.compiled.common.expand` for permutation states, which also ranks
    the rows: ``ranks[r]`` is row ``r``'s rank, or -1 when it is not a permutation of
    the start's values (``rinfo``: :func:`rank_row`).

    One pass over each row finds its rank, its largest value and a repeated value
    together,
    and checks its move id and cost.  A row that fails a check of
    :func:`~fewest.compiled.common.check_rows` (a value out of range, a move id, a
    cost other than 1), or a count out of range, sends all the rows to
    ``check_rows`` itself: so its faults, their order and ``NON_UNIT`` are exactly
    those of ``expand``."""
    if cfg[common.POISON]:
        poison(out, moves, costs)
    count = succ(state, out, moves, costs)
    if count < 0 or count > cfg[common.MAXSUCC]:
        return check_rows(count, state, out, moves, costs, cfg, ctr, err)
    n, values, names = out.shape[1], cfg[common.VALUES], cfg[common.MOVES]
    multiset = rinfo[KIND] == KIND_MULTISET
    odd = False
    for r in range(count):
        used = np.int64(0)
        seen = np.int64(0)
        rk = np.int64(0)
        top = np.int64(0)
        big = np.int64(0)
        for i in range(n):
            x = np.int64(out[r, i])
            big = max(big, x)
            v = rinfo[MAP + x]  # the value's index (ABSENT when the start has none)
            top = max(top, v)
            bit = np.int64(1) << (v & 63)
            seen |= used & bit
            below = popcount(used & (bit - 1))
            rk = rk * (n - i) + v - below
            used |= bit
        m = moves[r]
        odd |= (big >= values) | (m < 0) | (m >= names) | (costs[r] != 1)
        ranks[r] = rk if seen == 0 and top < n else -1
        if multiset:
            ranks[r] = multiset_rank_row(out, r, n, rinfo)
    if odd:
        return check_rows(count, state, out, moves, costs, cfg, ctr, err)
    return count


@njit(cache=True, inline="always")
def unrank_into(rank, n, state, rinfo):
    """Write the arrangement of ``rank`` into ``state``: a multiset's
    (:func:`multiset_unrank_into`), else the permutation's (inlined; ``n <= 12``: 16
    indices at most in the nibbles of ``free``, and every divisor a constant), whose
    indices then become the start's values (``rinfo[VALS:]``).

    Without a branch that depends on the rank: the factorial digits by division by the
    constants 2 .. 12 (multiplications, once the loop is unrolled), then each digit
    picks the free value at its place in a list of nibbles, which closes over it."""
    if rinfo[KIND] == KIND_MULTISET:
        multiset_unrank_into(rank, n, state, rinfo)
        return
    r = np.uint64(rank)
    for k in range(2, 13):
        if k > n:
            break
        q = r // np.uint64(k)
        state[n - k] = r - q * np.uint64(k)
        r = q
    state[n - 1] = 0
    free = np.uint64(0xFEDCBA9876543210)
    for i in range(n):
        s = np.uint64(4) * np.uint64(state[i])
        low = (np.uint64(1) << s) - np.uint64(1)
        state[i] = rinfo[VALS + np.int64((free >> s) & np.uint64(15))]
        free = (free & low) | ((free >> np.uint64(4)) & ~low)


@njit(cache=True, inline="always")
def user_unrank(unrank, r, n, state):
    """Write the state of rank ``r`` into ``state``: the user's unrank on a poisoned row."""
    for i in range(n):
        state[i] = POISON
    unrank(np.int64(r), state)


@njit(cache=True, inline="always")
def user_rank(rank, unrank, out, row, n, size, back, ctr):
    """The user's rank of row ``row`` of ``out``, checked (see the module notes), or an
    error status (``ctr[ERR_B]``: the rank; ``back``: what ``unrank`` wrote)."""
    c = np.int64(rank(out[row]))
    if c < 0 or c >= size:
        ctr[common.ERR_B] = c
        return np.int64(ERR_RANK_RANGE)
    for i in range(n):
        back[i] = POISON
    unrank(c, back)
    diff = 0
    for i in range(n):  # no early exit: the loop vectorises
        diff |= back[i] ^ out[row, i]
    if diff:
        ctr[common.ERR_B] = c
        return np.int64(ERR_RANK_INVERSE)
    return c


@njit(cache=True, inline="always")
def state_of(unrank, r, n, state, rinfo):
    """Write the state of rank ``r`` into ``state``: an arrangement's (``unrank`` None) or
    the user's."""
    if unrank is None:
        unrank_into(np.int64(r), n, state, rinfo)
    else:
        user_unrank(unrank, r, n, state)


@njit(cache=True, inline="always")
def rank_of_row(rank, unrank, out, row, n, size, back, ctr, rinfo):
    """The rank of row ``row`` of ``out``, checked: an arrangement's (``rank`` None; not
    one is ``ERR_PERM``) or the user's (:func:`user_rank`); negative for a fault."""
    if rank is None:
        c = rank_row(out, row, n, rinfo)
        if c < 0:
            c = np.int64(ERR_PERM)
        return c
    return user_rank(rank, unrank, out, row, n, size, back, ctr)


@njit(cache=True)
def rank_fault(status, err, state, out, row, back, ctr):
    """Keep the state, the row and ``unrank``'s row in ``err`` (``3 n`` bytes)."""
    n = state.shape[0]
    keep_fault(status, err, state, out, row)
    for i in range(n):
        err[2 * n + i] = back[i]
    ctr[common.ERR_A] = row
    return status


@without_refcount
def layer_kernel(succ, goal, rank, unrank, cfg, ctr, err, rinfo, dist, odist, goalr, cur, nxt,
                 depth, back, ranks, state, out, moves, costs):
    """Expand the ranks ``cur[ctr[POS]:ctr[LEN]]`` in order; each new successor gets
    ``depth + 1`` and joins ``nxt``.  With ``GOAL_MEET`` a new rank that the other
    side reached (``odist``) gives a meeting length; the shortest is kept
    (``ctr[BEST]``, ``ctr[MEET]``) and the layer goes on.  Returns ``FOUND``
    (``ctr[FOUND_RANK]``: a goal's rank), ``PAUSE`` (the chunk's expansions are
    done), ``GROW_QUEUE``, ``DONE``, or a fault status."""
    n = cfg[common.N]
    size = rinfo[SIZE]
    mode = cfg[common.GOALMODE]
    maxsucc = cfg[common.MAXSUCC]
    nd = np.uint8(depth + 1)
    expanded, generated = ctr[EXPANDED], ctr[GENERATED]
    pos, end, j = ctr[POS], ctr[LEN], ctr[NXT_LEN]
    best, meet = ctr[BEST], ctr[MEET]
    status = common.DONE
    while pos < end:
        if expanded >= cfg[common.STOP]:
            status = common.PAUSE
            break
        if j + maxsucc > nxt.shape[0]:
            status = common.GROW_QUEUE
            break
        state_of(unrank, cur[pos], n, state, rinfo)
        pos += 1
        expanded += 1
        if rank is None:
            count = expand_ranked(succ, state, out, moves, costs, cfg, ctr, err, ranks, rinfo)
        else:
            count = expand(succ, state, out, moves, costs, cfg, ctr, err)
        if count < 0:
            status = count
            break
        before = generated
        for row in range(count):
            generated += 1
            if rank is None:
                c = ranks[row]
                if c < 0:
                    c = np.int64(ERR_PERM)
            else:
                c = user_rank(rank, unrank, out, row, n, size, back, ctr)
            if c < 0:
                status = rank_fault(c, err, state, out, row, back, ctr)
                break
            if c >= dist.shape[0]:  # the array grows; this state is expanded again
                ctr[NEED] = c
                pos -= 1
                expanded -= 1
                generated = before
                status = GROW_DIST
                break
            if dist[c] != UNSEEN:
                continue
            dist[c] = nd
            nxt[j] = c
            j += 1
            if mode == common.GOAL_MEET:
                if c < odist.shape[0] and odist[c] != UNSEEN:
                    total = np.int64(nd) + np.int64(odist[c])
                    if best < 0 or total < best:
                        best, meet = total, c
            elif (mode == common.GOAL_KEY and c == goalr) or (
                    mode == common.GOAL_FUNCTION and goal(out[row])):
                ctr[FOUND_RANK] = c
                status = common.FOUND
                break
        if status != common.DONE:
            break
    ctr[POS], ctr[NXT_LEN], ctr[BEST], ctr[MEET] = pos, j, best, meet
    ctr[EXPANDED], ctr[GENERATED] = expanded, generated
    return status


@njit(cache=True, inline="always")
def find_row(fn, rank, unrank, cfg, ctr, err, rinfo, dist, at, depth, target, back, state,
             out, moves, costs):
    """Expand the rank ``at`` with ``fn``: ``(FOUND, row, rank)`` for the first row whose
    rank is ``target`` (``target >= 0``), else whose depth in ``dist`` is ``depth``;
    ``(DONE, -1, -1)`` when none is; ``(fault, -1, -1)`` for a fault."""
    n = cfg[common.N]
    state_of(unrank, at, n, state, rinfo)
    count = expand(fn, state, out, moves, costs, cfg, ctr, err)
    if count < 0:
        return count, -1, np.int64(-1)
    for row in range(count):
        c = rank_of_row(rank, unrank, out, row, n, rinfo[SIZE], back, ctr, rinfo)
        if c < 0:
            return rank_fault(c, err, state, out, row, back, ctr), -1, np.int64(-1)
        if (target >= 0 and c == target) or (
                target < 0 and c < dist.shape[0] and dist[c] == depth):
            return common.FOUND, row, c
    return common.DONE, -1, np.int64(-1)


@without_refcount
def parent_kernel(succ, rank, unrank, cfg, ctr, err, rinfo, dist, child, depth, back, state,
                  out, moves, costs):
    """Find a rank at ``depth`` with a move to the rank ``child`` by scanning the
    depths: ``FOUND`` with ``ctr[PARENT]``, ``ctr[VIA_MOVE]``, ``ctr[VIA_COST]``,
    else ``DONE``."""
    for r in range(dist.shape[0]):
        if dist[r] != depth:
            continue
        status, row, _c = find_row(succ, rank, unrank, cfg, ctr, err, rinfo, dist, r, depth,
                                   child, back, state, out, moves, costs)
        if status == common.FOUND:
            ctr[PARENT], ctr[VIA_MOVE], ctr[VIA_COST] = r, moves[row], costs[row]
        if status != common.DONE:
            return status
    return common.DONE


@without_refcount
def via_kernel(fn, rank, unrank, cfg, ctr, err, rinfo, dist, at, depth, target, back, state,
               out, moves, costs):
    """Expand the rank ``at`` with ``fn``: the first row whose rank is ``target``
    (``target >= 0``), else whose depth in ``dist`` is ``depth``; ``FOUND`` with
    ``ctr[PARENT]`` (its rank), ``ctr[VIA_MOVE]``, ``ctr[VIA_COST]``, else ``DONE``."""
    status, row, c = find_row(fn, rank, unrank, cfg, ctr, err, rinfo, dist, at, depth,
                              target, back, state, out, moves, costs)
    if status == common.FOUND:
        ctr[PARENT], ctr[VIA_MOVE], ctr[VIA_COST] = c, moves[row], costs[row]
    return status


def unrank_kernel(unrank, rinfo, ranks, n, out):
    """``out[j]`` = the state of rank ``ranks[j]``."""
    state = np.zeros(n, np.uint8)
    for j in range(ranks.shape[0]):
        state_of(unrank, ranks[j], n, state, rinfo)
        for i in range(n):
            out[j, i] = state[i]
    return 0
