"""Compiled pancake loops: IDA* with the gap heuristic, and the all-stacks BFS.

Stacks are int64 arrays ``p[0..n]``, top first, with the plate ``n + 1`` in
``p[n]``, so the pair under the flipped block always exists.  A flip of the
top ``k`` changes exactly one neighbouring pair, ``(p[k-1], p[k])``, into
``(±p[0], p[k])`` (the pairs inside the block keep their fit, reversed and,
when burnt, negated), so the new gap count is known before flipping.

:func:`ida_run` searches in chunks: its whole state lives in the arrays it
is given, so the driver (:mod:`~fewest.puzzles.pancake.solver`) can check
limits between chunks and call it again to go on.

>>> import numpy as np
>>> p = np.array([3, 1, 2, 5, 4, 6], dtype=np.int64)
>>> pos = np.zeros(7, dtype=np.int64)
>>> pos[p] = np.arange(6)
>>> path, nextk, hs = (np.zeros(8, dtype=np.int64) for _ in range(3))
>>> hs[0], nextk[0] = gap_count(p, 5, False), 2
>>> st = np.array([0, 4, 1 << 30, 0, 0], dtype=np.int64)
>>> int(ida_run(p, pos, 5, False, path, nextk, hs, st, 1 << 20)) == FOUND
True
>>> path[:int(st[0])].tolist()
[4, 5, 4, 2]
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fewest.kernels.ranking import partial_rank, partial_unrank_into

FOUND = 0
EXHAUSTED = 1
PAUSED = 2
#: "no larger bound seen" in ``st[2]``
NO_BOUND = 1 << 30
UNSEEN = 255


@njit(cache=True, inline="always")
def _gap(above: int, below: int, burnt: bool) -> int:
    if burnt:
        return 0 if below - above == 1 else 1
    return 0 if abs(below - above) == 1 else 1


@njit(cache=True)
def gap_count(p: np.ndarray, n: int, burnt: bool) -> int:
    """The gap heuristic of ``p[0..n]`` (the plate in ``p[n]``)."""
    h = 0
    for i in range(n):
        h += _gap(p[i], p[i + 1], burnt)
    return h


@njit(cache=True, inline="always")
def _flip(p: np.ndarray, k: int, burnt: bool) -> None:
    i = 0
    j = k - 1
    while i < j:
        a = p[i]
        b = p[j]
        if burnt:
            p[i] = -b
            p[j] = -a
        else:
            p[i] = b
            p[j] = a
        i += 1
        j -= 1
    if burnt and i == j:
        p[i] = -p[i]


@njit(cache=True)
def _flip_pos(p: np.ndarray, pos: np.ndarray, k: int, burnt: bool) -> None:
    _flip(p, k, burnt)
    for i in range(k):
        pos[abs(p[i])] = i


@njit(cache=True)
def _closing_flip(p: np.ndarray, pos: np.ndarray, n: int, burnt: bool, lo: int,
                  last: int) -> int:
    """The smallest flip ``k >= lo`` (not ``last``) that closes a gap under the block
    (the gap count drops by one), or ``n + 1``.  The pancake that must end up
    under the turned-over top is known (the top's neighbour in size, burnt: the
    top turned over plus one), so ``pos`` finds its place without a scan."""
    best = n + 1
    top = -p[0] if burnt else p[0]
    for w in (top - 1, top + 1):
        if burnt and w == top - 1:
            continue
        if w < 1 and not burnt:
            continue
        a = abs(w)
        if a < 1 or a > n + 1:
            continue
        k = pos[a]
        if p[k] != w or k < lo or k == last or k >= best:
            continue
        if (1 if burnt else 2) <= k and _gap(p[k - 1], p[k], burnt) == 1:
            best = k
    return best


@njit(cache=True)
def ida_run(p: np.ndarray, pos: np.ndarray, n: int, burnt: bool, path: np.ndarray,
            nextk: np.ndarray, hs: np.ndarray, st: np.ndarray, max_nodes: int) -> int:
    """Go on with one IDA* iteration for at most ``max_nodes`` more nodes.

    ``pos[|v|]`` is the index of pancake ``v`` in ``p`` (the plate included);
    ``st`` = ``[depth, bound, next bound, nodes, generated]``; ``path[:depth]``
    are the flips taken, ``hs[d]`` the gap count at depth ``d`` and
    ``nextk[d]`` the next flip to try there.  Returns :data:`FOUND` (the
    stack ``p`` is sorted and ``path[:st[0]]`` solves it), :data:`EXHAUSTED`
    (no solution within the bound; ``st[2]`` is the next bound) or
    :data:`PAUSED`.  The gap count is 0 only on the sorted stack.

    A node with no slack left (``depth + 1 + h > bound``) may only take flips
    that lower the gap count, and at most two flips do; those come from
    ``pos`` directly (:func:`_closing_flip`).  The flips it skips all have
    ``f >= bound + 1``, so ``bound + 1`` is kept as a safe next bound.
    """
    depth = st[0]
    bound = st[1]
    nxt = st[2]
    nodes = st[3]
    generated = st[4]
    stop = nodes + max_nodes
    first = 1 if burnt else 2
    status = PAUSED
    while True:
        h = hs[depth]
        if h == 0:
            status = FOUND
            break
        k = nextk[depth]
        last = path[depth - 1] if depth > 0 else 0
        child = 0
        h2 = h
        if depth + 1 + h > bound:
            if nxt > bound + 1:
                nxt = bound + 1
            generated += 1
            k = _closing_flip(p, pos, n, burnt, k, last)
            if k <= n:
                child = k
                h2 = h - 1
        else:
            top = -p[0] if burnt else p[0]
            while k <= n:
                if k != last:
                    generated += 1
                    h2 = h - _gap(p[k - 1], p[k], burnt) + _gap(top, p[k], burnt)
                    f = depth + 1 + h2
                    if f <= bound:
                        child = k
                        break
                    if f < nxt:
                        nxt = f
                k += 1
        if child == 0:
            if depth == 0:
                status = EXHAUSTED
                break
            depth -= 1
            _flip_pos(p, pos, path[depth], burnt)
            continue
        if nodes >= stop:
            nextk[depth] = child
            break
        nextk[depth] = child + 1
        nodes += 1
        _flip_pos(p, pos, child, burnt)
        path[depth] = child
        depth += 1
        hs[depth] = h2
        nextk[depth] = first
    st[0] = depth
    st[2] = nxt
    st[3] = nodes
    st[4] = generated
    return status


@njit(cache=True)
def stack_rank(p: np.ndarray, n: int, burnt: bool, scratch: np.ndarray) -> int:
    """Dense index of the stack ``p[0..n-1]``: the rank of the sizes' permutation
    (lexicographic), times ``2**n`` plus the burnt-side-up bits when burnt."""
    signs = 0
    for i in range(n):
        v = p[i]
        if v < 0:
            signs |= 1 << i
            v = -v
        scratch[i] = v - 1
    r = partial_rank(scratch, n, n)
    if burnt:
        r = (r << n) | signs
    return r


@njit(cache=True)
def stack_unrank(r: int, n: int, burnt: bool, p: np.ndarray) -> None:
    """Write the stack of index ``r`` (see :func:`stack_rank`) into ``p[0..n-1]``."""
    signs = 0
    if burnt:
        signs = r & ((1 << n) - 1)
        r >>= n
    partial_unrank_into(r, n, n, p)
    for i in range(n):
        p[i] += 1
        if (signs >> i) & 1:
            p[i] = -p[i]


@njit(cache=True)
def bfs_layer(dist: np.ndarray, depth: int, n: int, burnt: bool) -> int:
    """Label every unseen stack one flip from a stack at ``depth``; return how many.

    Flips undo themselves, so this BFS from the sorted stack (index 0) gives
    every stack its distance *to* the sorted stack.
    """
    p = np.empty(n, dtype=np.int64)
    q = np.empty(n, dtype=np.int64)
    scratch = np.empty(n, dtype=np.int64)
    first = 1 if burnt else 2
    found = 0
    for r in range(dist.shape[0]):
        if dist[r] != depth:
            continue
        stack_unrank(r, n, burnt, p)
        for k in range(first, n + 1):
            q[:] = p
            _flip(q, k, burnt)
            s = stack_rank(q, n, burnt, scratch)
            if dist[s] == UNSEEN:
                dist[s] = depth + 1
                found += 1
    return found
