"""Single-threaded numerical kernels for the expected-rolls system ``(I - Q) E = 1``.

Single-threaded on purpose: on a busy machine a threaded BLAS call for a
few hundred unknowns is slower than a plain compiled loop.

>>> import numpy as np
>>> solve_dense(np.array([[2.0, 0.0], [1.0, 1.0]]), np.array([2.0, 3.0])).tolist()
[1.0, 2.0]
"""

from __future__ import annotations

import numpy as np
from numba import njit


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
