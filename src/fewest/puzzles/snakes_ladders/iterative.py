"""Expected rolls on big boards: preconditioned GMRES with a certified bracket.

The system is ``(I - Q) E = 1`` over the squares reachable from square 1.
Split ``Q = U + L``: ``U`` holds the moves to the same or a later square
(plain rolls, ladders, staying), ``L`` the moves back (snakes, bounces).
``I - U`` is triangular, so one backward pass solves it; GMRES then works on
``E - (I - U)^-1 L E = (I - U)^-1 1``, whose only hard part is the snakes.

Whatever the iteration does, the answer is certified from the residual
``r = 1 + Q E - E``: ``E / (1 - min r) <= E* <= E / (1 - max r)``
componentwise, because ``(I - Q)^-1`` is non-negative and maps 1 to ``E*``.

>>> from fewest.puzzles.snakes_ladders.board import parse_board
>>> from fewest.puzzles.snakes_ladders.markov import transition_chain, reachable_squares
>>> chain = transition_chain(parse_board("[[-1,1],[-1,-1]]", die=2))
>>> active = reachable_squares(chain)[0]; active[chain.last] = False
>>> value, low, high, _ = solve_expectation(chain, active)
>>> round(value, 9), low <= 6.0 <= high
(6.0, True)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import numpy as np

from fewest.puzzles.snakes_ladders import linalg_kernels as kernels

Progress = Callable[[str, float, "float | None"], None]
#: Stop when the certified bracket is this narrow (relative).
TOLERANCE = 1e-10
RESTART = 20


def solve_expectation(chain: object, active: np.ndarray, *, max_seconds: float = 10.0,
                      progress: Progress | None = None) -> tuple[float, float, float, int]:
    """``(estimate, lower, upper, iterations)`` for the expected rolls from square 1.

    ``chain`` is a :class:`~fewest.puzzles.snakes_ladders.markov.Chain`; every
    active square must be able to reach the end.  Stops when the bracket is
    narrower than :data:`TOLERANCE` (or the rounding floor), or after
    ``max_seconds`` (at least one restart cycle runs).
    """
    indptr, w, last = chain.indptr, chain.w, chain.last  # type: ignore[attr-defined]
    dst = chain.dst.astype(np.int64)  # type: ignore[attr-defined]
    size = last + 1
    mask = active.astype(np.float64)
    scratch = np.zeros(size)

    def precondition(v: np.ndarray) -> np.ndarray:
        out = np.zeros(size)
        kernels.upper_solve(indptr, dst, w, active, v, out)
        return out

    def operator(v: np.ndarray) -> np.ndarray:
        kernels.lower_apply(indptr, dst, w, active, v, scratch)
        return v - precondition(scratch)

    rhs = precondition(mask)
    x = rhs.copy()
    started = time.perf_counter()
    iterations = 0
    while True:
        x = _gmres_cycle(operator, rhs, x)
        iterations += 1
        lo_r, hi_r = kernels.residual_range(indptr, dst, w, active, x)
        low = x[1] / (1.0 - lo_r)
        high = x[1] / (1.0 - hi_r) if hi_r < 1.0 else math.inf
        floor = max(TOLERANCE, 64 * np.finfo(float).eps * float(np.abs(x).max()))
        if progress is not None:
            progress("expected rolls (GMRES restarts)", iterations, None)
        if hi_r - lo_r <= floor or time.perf_counter() - started > max_seconds:
            return float(x[1]), float(min(low, x[1])), float(max(high, x[1])), iterations


def _gmres_cycle(operator: Callable[[np.ndarray], np.ndarray], rhs: np.ndarray,
                 x: np.ndarray) -> np.ndarray:
    """One restarted GMRES cycle (Arnoldi with modified Gram-Schmidt)."""
    r = rhs - operator(x)
    beta = float(kernels.norm(r))
    if beta == 0.0:
        return x
    basis = np.empty((RESTART + 1, rhs.shape[0]))
    hess = np.zeros((RESTART + 1, RESTART))
    basis[0] = r / beta
    k = 0
    column = np.zeros(RESTART + 1)
    for j in range(RESTART):
        v = operator(basis[j])
        norm = float(kernels.orthogonalize(basis, j + 1, v, column))
        hess[: j + 1, j] = column[: j + 1]
        hess[j + 1, j] = norm
        k = j + 1
        if norm <= 1e-14 * beta:
            break
        basis[j + 1] = v / norm
    target = np.zeros(k + 1)
    target[0] = beta
    y = np.linalg.lstsq(hess[: k + 1, :k], target, rcond=None)[0]
    out = x.copy()
    kernels.combine(basis, y, out)
    return out
