"""The absorbing-chain linear systems, solved with ``scipy.sparse``, and certified.

Over the transient squares ``S`` (reachable from the start, not the last
square) the expected rolls solve ``A E = 1`` with ``A = I - Q``, and the
chance of ever finishing solves ``A p = q_end``, where ``Q`` is the fair-die
transition matrix restricted to ``S``.

* Up to :data:`DENSE_LIMIT` unknowns (a LeetCode board): LAPACK's dense LU
  (``gesv``), quicker than any sparse set-up at that size.
* Up to :data:`DIRECT_LIMIT` unknowns: a direct sparse LU
  (:func:`scipy.sparse.linalg.splu`, SuperLU with a COLAMD ordering).
* Above it, where the fill-in that the snakes cause makes LU too big:
  split ``A = M - R``, where ``M = I - U`` keeps the moves to the same or a
  later square (plain rolls, ladders, staying) and ``R`` the moves back
  (snakes, bounces).  ``M`` is triangular: one backward substitution over
  the chain's own arrays solves it
  (:func:`~fewest.puzzles.snakes_ladders.chain_kernels.forward_moves_solve`).
  With ``C`` the squares that ``R`` leads to and ``c = M^-1 1``,
  ``E = c + M^-1 R y`` where ``y = E[C]`` solves the small system
  ``y - (M^-1 R y)[C] = c[C]``, which SciPy's restarted GMRES solves on
  vectors of ``|C|`` entries.  The clock is read between restart cycles.

Whichever solver ran, the answer is certified from the residual
``r = 1 - A E = 1 + Q E - E``: ``E / (1 - min r) <= E* <= E / (1 - max r)``
componentwise, because ``A^-1`` is non-negative and maps 1 to ``E*``.

>>> from fewest.puzzles.snakes_ladders.model import parse_board
>>> from fewest.puzzles.snakes_ladders.markov import transition_chain, reachable_squares
>>> chain = transition_chain(parse_board("[[-1,1],[-1,-1]]", die=2))
>>> active = reachable_squares(chain)[0]; active[chain.last] = False
>>> s = solve_expected(chain, active)
>>> round(s.value, 12), s.lower <= 6.0 <= s.upper, s.method, s.direct
(6.0, True, 'dense LU (LAPACK)', True)
>>> s = solve_expected(chain, active, direct_limit=0)
>>> round(s.value, 9), s.lower <= 6.0 <= s.upper, s.converged
(6.0, True, True)
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import scipy.sparse as sparse
import scipy.sparse.linalg as splinalg
from scipy.linalg import lapack
from threadpoolctl import threadpool_limits

from fewest.progress import ProgressFn
from fewest.puzzles.snakes_ladders import chain_kernels as kernels

#: Unknowns up to which the systems use LAPACK's dense LU.
DENSE_LIMIT = 400
#: Unknowns up to which the systems use a direct sparse LU.
DIRECT_LIMIT = 2_000
#: Stop GMRES when the certified bracket is this narrow (relative).
TOLERANCE = 1e-10
#: GMRES restart length, and its own stopping rule (on the reduced residual) in the
#: first cycle; the certified bracket decides whether another cycle runs.
RESTART = 20
GMRES_RTOL = 1e-12


@dataclass
class ChainSolve:
    """A certified solution of ``(I - Q) E = 1``: ``value`` at the start square,
    the truth in ``[lower, upper]``; ``direct`` tells a direct LU from GMRES, and
    ``converged`` is false when GMRES stopped at the time limit before the
    bracket was :data:`TOLERANCE` narrow."""

    value: float
    lower: float
    upper: float
    method: str
    converged: bool
    direct: bool = False


@dataclass
class System:
    """``A = I - Q`` over the active squares (CSC, or a dense array); ``index``:
    square -> row (-1 off the active squares); ``rows``, ``cols``, ``w``: the
    entries of ``Q``."""

    matrix: Any
    index: np.ndarray
    rows: np.ndarray
    cols: np.ndarray
    w: np.ndarray

    @property
    def size(self) -> int:
        return int(self.matrix.shape[0])


def chain_system(chain: Any, active: np.ndarray) -> System:
    """The system ``I - Q`` of a :class:`~fewest.puzzles.snakes_ladders.markov.Chain`
    over the ``active`` squares (a dense array up to :data:`DENSE_LIMIT` squares)."""
    squares = np.flatnonzero(active)
    size = squares.size
    index = np.full(chain.last + 1, -1, dtype=np.int64)
    index[squares] = np.arange(size)
    keep = active[chain.src] & active[chain.dst]
    rows, cols, w = index[chain.src[keep]], index[chain.dst[keep]], chain.w[keep]
    if size <= DENSE_LIMIT:
        # built transposed in C order, so that ``.T`` is ``I - Q`` in LAPACK's column order
        flat = np.bincount(cols * size + rows, weights=w, minlength=size * size)
        dense = np.negative(flat, out=flat).reshape(size, size)
        dense.flat[:: size + 1] += 1.0
        return System(dense.T, index, rows, cols, w)
    diagonal = np.arange(size)
    matrix = sparse.csc_matrix(
        (np.concatenate([np.ones(size), -w]),
         (np.concatenate([diagonal, rows]), np.concatenate([diagonal, cols]))),
        shape=(size, size))
    return System(matrix, index, rows, cols, w)


def residual_bracket(matrix: Any, values: np.ndarray, at: int) -> tuple[float, float, float]:
    """Certified ``(lower, upper)`` for ``E*[at]`` from ``r = 1 - A E``, and the
    spread ``max r - min r`` (zero for an exact solution).

    >>> a = sparse.csc_matrix(np.array([[0.5]]))     # E* = 2
    >>> low, high, spread = residual_bracket(a, np.array([1.9]), 0)   # r = 0.05
    >>> round(low, 12), round(high, 12), spread
    (2.0, 2.0, 0.0)
    """
    return bracket(1.0 - matrix @ values, float(values[at]))


def bracket(residual: np.ndarray, value: float) -> tuple[float, float, float]:
    """``(lower, upper, spread)`` from the residual ``r`` over the transient squares.

    >>> bracket(np.array([0.05]), 1.9)[:2] == (1.9 / 0.95, 1.9 / 0.95)
    True
    """
    lo, hi = float(residual.min()), float(residual.max())
    low = value / (1.0 - lo)
    high = value / (1.0 - hi) if hi < 1.0 else math.inf
    return low, high, hi - lo


def solve_expected(chain: Any, active: np.ndarray, *, direct_limit: int | None = None,
                   max_seconds: float = 10.0, progress: ProgressFn | None = None) -> ChainSolve:
    """Expected rolls from ``chain.start``; every ``active`` square must reach the end.

    A direct LU up to ``direct_limit`` unknowns (default
    :data:`DIRECT_LIMIT`), otherwise GMRES stopped after ``max_seconds``
    (at least one restart cycle runs) or once the bracket is narrow.
    """
    limit = DIRECT_LIMIT if direct_limit is None else direct_limit
    if int(active.sum()) > limit:
        with threadpool_limits(limits=1, user_api="blas"):
            return _gmres(chain, active, max_seconds, progress)
    system = chain_system(chain, active)
    at = int(system.index[chain.start])
    values, method = _direct(system.matrix, np.ones(system.size))
    low, high, _spread = residual_bracket(system.matrix, values, at)
    return ChainSolve(float(values[at]), low, high, method, True, direct=True)


def _direct(matrix: Any, rhs: np.ndarray) -> tuple[np.ndarray, str]:
    """``matrix^-1 rhs`` by LAPACK (dense) or SuperLU (sparse), and which one ran."""
    if isinstance(matrix, np.ndarray):  # small: too small for BLAS threads to matter
        _lu, _pivots, values, info = lapack.dgesv(matrix, rhs)
        if info != 0:  # pragma: no cover - I - Q is non-singular on these squares
            raise ArithmeticError(f"LAPACK gesv failed with info={info}")
        return values, "dense LU (LAPACK)"
    with threadpool_limits(limits=1, user_api="blas"):
        return splinalg.splu(matrix).solve(rhs), "sparse LU"


def _gmres(chain: Any, active: np.ndarray, max_seconds: float,
           progress: ProgressFn | None) -> ChainSolve:
    """GMRES on the snake ends ``C``: ``y - (M^-1 R y)[C] = c[C]`` (see the module notes)."""
    size = chain.last + 1
    dst = chain.dst.astype(np.int64)
    q = sparse.csr_matrix((chain.w, dst, chain.indptr), shape=(size, size))
    back = active[chain.src] & (dst < chain.src)
    targets, column = np.unique(dst[back], return_inverse=True)
    jumps_back = sparse.csr_matrix((chain.w[back], (chain.src[back], column)),
                                   shape=(size, targets.size))
    at = int(chain.start)

    def forward_solve(rhs: np.ndarray) -> np.ndarray:
        out = np.empty(size)
        kernels.forward_moves_solve(chain.indptr, dst, chain.w, active, rhs, out)
        return out

    base = forward_solve(active.astype(np.float64))

    def operator(y: np.ndarray) -> np.ndarray:
        return y - forward_solve(jumps_back @ y)[targets]

    reduced = splinalg.LinearOperator((targets.size, targets.size), matvec=operator,
                                      dtype=np.float64)
    y = base[targets]
    started = time.perf_counter()
    cycles = 0
    while True:
        if targets.size:
            # later cycles run the full restart: GMRES's own test must not stop them early
            rtol = GMRES_RTOL if cycles == 0 else 1e-15
            y, _info = splinalg.gmres(reduced, base[targets], x0=y, rtol=rtol, atol=0.0,
                                      restart=RESTART, maxiter=1)
        cycles += 1
        values = base + forward_solve(jumps_back @ y) if targets.size else base
        residual = 1.0 + q @ values - values
        low, high, spread = bracket(residual[active], float(values[at]))
        if progress is not None:
            progress("expected rolls (GMRES restarts)", cycles, None)
        # the residual of a float vector cannot be computed better than this
        floor = max(TOLERANCE, 64 * np.finfo(float).eps * float(np.abs(values).max()))
        converged = spread <= floor
        if converged or time.perf_counter() - started > max_seconds:
            return ChainSolve(float(values[at]), low, high,
                              f"GMRES (scipy) over {targets.size} snake ends, "
                              f"{cycles} restart cycles", converged)


def absorb_probability(chain: Any, active: np.ndarray, *,
                       direct_limit: int | None = None) -> float | None:
    """The chance of ever reaching the last square from ``chain.start``.

    ``active`` holds the squares reachable from the start that can still reach
    the end (not the end itself).  ``None`` above ``direct_limit`` unknowns.
    """
    system = chain_system(chain, active)
    if system.size > (DIRECT_LIMIT if direct_limit is None else direct_limit):
        return None
    if system.size == 0:  # pragma: no cover - the caller checks the start is active
        return 0.0
    done = active[chain.src] & (chain.dst == chain.last)
    rhs = np.bincount(system.index[chain.src[done]], weights=chain.w[done],
                      minlength=system.size)
    values, _method = _direct(system.matrix, rhs.astype(np.float64))
    return float(values[system.index[chain.start]])
