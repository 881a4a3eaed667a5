"""Compiled loops over the jump array: fewest-rolls BFS and Markov-chain steps.

Everything here works on plain integer/float arrays indexed by square label
(index 0 unused); the public wrappers in :mod:`.fast` and :mod:`.markov`
validate input first.

>>> import numpy as np
>>> jumps = np.array([0, 1, 3, 3, 4], dtype=np.int64)   # [[-1,4],[-1,3]]: 2 -> 3
>>> status, path, landings, expanded, generated, stored = bfs_rolls(jumps, 6, -1, -1)
>>> int(status), path.tolist(), landings.tolist()
(0, [1, 4], [4])
"""

from __future__ import annotations

import numpy as np
from numba import njit

FOUND, UNREACHABLE, EXPANSION_LIMIT, STATE_LIMIT = 0, 1, 2, 3
STAY, BOUNCE, PASS = 0, 1, 2


@njit(cache=True)
def _find(nxt: np.ndarray, i: int) -> int:
    """Smallest landing square >= ``i`` not landed on yet (with path halving)."""
    while nxt[i] != i:
        nxt[i] = nxt[nxt[i]]
        i = nxt[i]
    return i


@njit(cache=True)
def bfs_rolls(jumps: np.ndarray, die: int, max_expansions: int, max_states: int):
    """Breadth-first search from square 1 to square ``n*n``.

    Each landing square is examined once: the first roll onto it comes from
    a state popped earliest, so it already gives the fewest rolls to its
    final square.  A union-find "next unused landing" pointer skips used
    landings, so the work is O(n^2) whatever the die size.

    Returns ``(status, path, landings, expanded, generated, stored)``:
    ``path`` lists the squares from 1 to the last one and ``landings[i]`` the
    square roll ``i`` landed on (both empty unless ``status == FOUND``).
    Negative limits mean unlimited.
    """
    last = jumps.shape[0] - 1
    dist = np.full(last + 1, -1, dtype=np.int64)
    parent = np.zeros(last + 1, dtype=np.int64)
    via = np.zeros(last + 1, dtype=np.int64)
    nxt = np.arange(last + 2, dtype=np.int64)
    queue = np.empty(last, dtype=np.int64)
    dist[1] = 0
    queue[0] = 1
    head, tail = 0, 1
    expanded = generated = 0
    span = min(die, last)
    status = UNREACHABLE
    while head < tail:
        if max_expansions >= 0 and expanded >= max_expansions:
            status = EXPANSION_LIMIT
            break
        s = queue[head]
        head += 1
        expanded += 1
        hi = min(s + span, last)
        landing = _find(nxt, s + 1)
        while landing <= hi:
            generated += 1
            final = jumps[landing]
            nxt[landing] = landing + 1
            if dist[final] < 0:
                dist[final] = dist[s] + 1
                parent[final] = s
                via[final] = landing
                queue[tail] = final
                tail += 1
                if final == last:
                    status = FOUND
                    break
            landing = _find(nxt, landing + 1)
        if status == FOUND:
            break
        if max_states >= 0 and tail > max_states:
            status = STATE_LIMIT
            break
    if status != FOUND:
        empty = np.empty(0, dtype=np.int64)
        return status, empty, empty, expanded, generated, tail
    length = dist[last]
    path = np.empty(length + 1, dtype=np.int64)
    landings = np.empty(length, dtype=np.int64)
    s = last
    for i in range(length, -1, -1):
        path[i] = s
        if i > 0:
            landings[i - 1] = via[s]
        s = parent[s]
    return status, path, landings, expanded, generated, tail


@njit(cache=True)
def count_edges(last: int, die: int, rule: int) -> int:
    """How many transition entries :func:`build_edges` will make."""
    total = 0
    period = 2 * (last - 1)
    for s in range(1, last):
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
def build_edges(jumps: np.ndarray, die: int, rule: int):
    """The fair-die transition list ``(src, dst, weight)``, grouped by ``src``.

    One entry per roll (or per group of rolls that end alike); weights from
    one square sum to 1.  The last square is absorbing and has no entries.
    """
    last = jumps.shape[0] - 1
    size = count_edges(last, die, rule)
    src = np.empty(size, dtype=np.int32)
    dst = np.empty(size, dtype=np.int32)
    w = np.empty(size, dtype=np.float64)
    inv = 1.0 / die
    period = 2 * (last - 1)
    e = 0
    for s in range(1, last):
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
def upper_solve(indptr: np.ndarray, dst: np.ndarray, w: np.ndarray, active: np.ndarray,
                rhs: np.ndarray, out: np.ndarray) -> None:
    """Solve ``(I - U) z = rhs`` where ``U`` keeps the moves to the same or a later square.

    One backward pass, last square first (a self-loop is divided out).  This
    is the Gauss-Seidel preconditioner of the expected-rolls system: only
    moves back to an earlier square (snakes, bounces) are left out.
    """
    last = out.shape[0] - 1
    out[last] = 0.0
    for s in range(last - 1, 0, -1):
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


@njit(cache=True)
def lower_apply(indptr: np.ndarray, dst: np.ndarray, w: np.ndarray, active: np.ndarray,
                v: np.ndarray, out: np.ndarray) -> None:
    """``out = L v`` for the moves back to an earlier square (zero off ``active``)."""
    last = out.shape[0] - 1
    out[0] = 0.0
    out[last] = 0.0
    for s in range(1, last):
        acc = 0.0
        if active[s]:
            for e in range(indptr[s], indptr[s + 1]):
                t = dst[e]
                if t < s:
                    acc += w[e] * v[t]
        out[s] = acc


@njit(cache=True)
def residual_range(indptr: np.ndarray, dst: np.ndarray, w: np.ndarray, active: np.ndarray,
                   values: np.ndarray) -> tuple[float, float]:
    """Least and greatest ``1 + Q E - E`` over the active squares.

    With ``r_min <= r <= r_max`` the true expectation satisfies
    ``E / (1 - r_min) <= E* <= E / (1 - r_max)`` (the error solves
    ``(I - Q) e = r``, ``(I - Q)^-1`` is non-negative and maps 1 to ``E*``).
    """
    lo = np.inf
    hi = -np.inf
    last = values.shape[0] - 1
    for s in range(1, last):
        if not active[s]:
            continue
        acc = 1.0
        for e in range(indptr[s], indptr[s + 1]):
            acc += w[e] * values[dst[e]]
        r = acc - values[s]
        lo = min(lo, r)
        hi = max(hi, r)
    return lo, hi


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
def solve_dense(matrix: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """Solve ``matrix @ x = rhs`` by Gaussian elimination with partial pivoting.

    Single-threaded on purpose: for the few hundred unknowns of a LeetCode-size
    board this beats a threaded LAPACK call on a busy machine.  Both inputs
    are overwritten.
    """
    m = matrix.shape[0]
    for col in range(m):
        pivot = col
        best = abs(matrix[col, col])
        for row in range(col + 1, m):
            if abs(matrix[row, col]) > best:
                best = abs(matrix[row, col])
                pivot = row
        if pivot != col:
            for j in range(col, m):
                matrix[col, j], matrix[pivot, j] = matrix[pivot, j], matrix[col, j]
            rhs[col], rhs[pivot] = rhs[pivot], rhs[col]
        diag = matrix[col, col]
        for row in range(col + 1, m):
            factor = matrix[row, col] / diag
            if factor != 0.0:
                for j in range(col + 1, m):
                    matrix[row, j] -= factor * matrix[col, j]
                rhs[row] -= factor * rhs[col]
    x = np.empty(m)
    for row in range(m - 1, -1, -1):
        acc = rhs[row]
        for j in range(row + 1, m):
            acc -= matrix[row, j] * x[j]
        x[row] = acc / matrix[row, row]
    return x


@njit(cache=True)
def orthogonalize(basis: np.ndarray, count: int, v: np.ndarray, column: np.ndarray) -> float:
    """Modified Gram-Schmidt of ``v`` against ``basis[:count]``; returns ``|v|`` after.

    ``column[i]`` receives the projection on ``basis[i]``.  Single-threaded
    loops: a threaded BLAS ``dot`` is far slower on a busy machine.
    """
    n = v.shape[0]
    for i in range(count):
        acc = 0.0
        for k in range(n):
            acc += v[k] * basis[i, k]
        column[i] = acc
        for k in range(n):
            v[k] -= acc * basis[i, k]
    total = 0.0
    for k in range(n):
        total += v[k] * v[k]
    return float(np.sqrt(total))


@njit(cache=True)
def combine(basis: np.ndarray, coef: np.ndarray, x: np.ndarray) -> None:
    """``x += coef @ basis[:len(coef)]`` in place."""
    for i in range(coef.shape[0]):
        c = coef[i]
        for k in range(x.shape[0]):
            x[k] += c * basis[i, k]


@njit(cache=True)
def norm(v: np.ndarray) -> float:
    """Euclidean length of ``v`` (single-threaded)."""
    total = 0.0
    for k in range(v.shape[0]):
        total += v[k] * v[k]
    return float(np.sqrt(total))
