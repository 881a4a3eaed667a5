"""Compiled loops of the fair-die Markov chain: transitions, reachability, stepping.

Transitions are flat arrays ``(src, dst, w)`` grouped by ``src`` (CSR with
an ``indptr``), indexed by square label; :mod:`.markov` validates first.

>>> import numpy as np
>>> jumps = np.arange(5, dtype=np.int64)          # plain 2 x 2 board
>>> src, dst, w = build_edges(jumps, 2, STAY, 1)
>>> list(zip(src.tolist(), dst.tolist(), w.tolist()))[-2:]
[(3, 4, 0.5), (3, 3, 0.5)]
"""

from __future__ import annotations

import numpy as np
from numba import njit

STAY, BOUNCE, PASS = 0, 1, 2


@njit(cache=True)
def count_edges(last: int, die: int, rule: int, first: int) -> int:
    """How many transition entries :func:`build_edges` will make."""
    total = 0
    period = 2 * (last - 1)
    for s in range(first, last):
        if rule == STAY:
            m = min(die, last - s)
            total += m + (1 if die > last - s else 0)
        elif rule == PASS:
            m = min(die, last - s - 1)
            total += m + (1 if die >= last - s else 0)
        else:
            total += min(die, period)
    return total


@njit(cache=True)
def build_edges(jumps: np.ndarray, die: int, rule: int, first: int):
    """The fair-die transition list ``(src, dst, weight)``, grouped by ``src``.

    One entry per roll (or per group of rolls that end alike) from each square
    ``first .. last - 1`` (``first`` is 0 when the game starts off the board);
    weights from one square sum to 1.  The last square is absorbing and has
    no entries.
    """
    last = jumps.shape[0] - 1
    size = count_edges(last, die, rule, first)
    src = np.empty(size, dtype=np.int32)
    dst = np.empty(size, dtype=np.int32)
    w = np.empty(size, dtype=np.float64)
    inv = 1.0 / die
    period = 2 * (last - 1)
    e = 0
    for s in range(first, last):
        if rule == STAY:
            m = min(die, last - s)
            for r in range(1, m + 1):
                src[e], dst[e], w[e] = s, jumps[s + r], inv
                e += 1
            if die > last - s:
                src[e], dst[e], w[e] = s, s, (die - (last - s)) * inv
                e += 1
        elif rule == PASS:
            m = min(die, last - s - 1)
            for r in range(1, m + 1):
                src[e], dst[e], w[e] = s, jumps[s + r], inv
                e += 1
            if die >= last - s:
                src[e], dst[e], w[e] = s, last, (die - (last - s) + 1) * inv
                e += 1
        else:
            for r in range(1, min(die, period) + 1):
                q = (s + r - 1) % period
                pos = q + 1 if q <= last - 1 else period - q + 1
                src[e], dst[e] = s, jumps[pos]
                w[e] = ((die - r) // period + 1) * inv
                e += 1
    return src, dst, w


@njit(cache=True)
def reach(indptr: np.ndarray, adj: np.ndarray, start: int, size: int) -> np.ndarray:
    """Boolean mask of the nodes reachable from ``start`` in a CSR graph."""
    seen = np.zeros(size, dtype=np.bool_)
    stack = np.empty(size, dtype=np.int64)
    seen[start] = True
    stack[0] = start
    top = 1
    while top > 0:
        top -= 1
        u = stack[top]
        for e in range(indptr[u], indptr[u + 1]):
            v = adj[e]
            if not seen[v]:
                seen[v] = True
                stack[top] = v
                top += 1
    return seen


@njit(cache=True)
def finish_steps(src: np.ndarray, dst: np.ndarray, w: np.ndarray, live: np.ndarray,
                 p: np.ndarray, out: np.ndarray, start: int, stop: int, slack: float) -> int:
    """Advance the distribution ``p`` one roll at a time, writing ``P(done)`` to ``out``.

    Fills ``out[start:stop]`` (``out[k]`` is the chance of having finished
    within ``k + 1`` rolls) and returns the index after the last one written.
    It stops early once the mass on ``live`` squares (those that can still
    reach the end) is at most ``slack``: no later roll can add more than
    that.  ``p`` is updated in place.
    """
    last = p.shape[0] - 1
    q = np.empty_like(p)
    for k in range(start, stop):
        q[:] = 0.0
        q[last] = p[last]
        for e in range(src.shape[0]):
            mass = p[src[e]]
            if mass != 0.0:
                q[dst[e]] += mass * w[e]
        p[:] = q
        out[k] = p[last]
        alive = 0.0
        for s in range(last):
            if live[s]:
                alive += p[s]
        if alive <= slack:
            return k + 1
    return stop


@njit(cache=True)
def forward_moves_solve(indptr: np.ndarray, dst: np.ndarray, w: np.ndarray, active: np.ndarray,
                        rhs: np.ndarray, out: np.ndarray) -> None:
    """Solve ``(I - U) z = rhs`` on the ``active`` squares, where ``U`` keeps the moves
    to the same or a later square (plain rolls, ladders, staying).

    ``I - U`` is triangular, so this is one backward substitution, last
    square first (a self-loop is divided out); ``out`` is zero off ``active``.
    """
    last = out.shape[0] - 1
    out[last] = 0.0
    for s in range(last - 1, -1, -1):
        if not active[s]:
            out[s] = 0.0
            continue
        acc = rhs[s]
        stay = 0.0
        for e in range(indptr[s], indptr[s + 1]):
            t = dst[e]
            if t == s:
                stay += w[e]
            elif t > s:
                acc += w[e] * out[t]
        out[s] = acc / (1.0 - stay)
