"""The real game under a fair die, as an absorbing Markov chain.

Each roll picks a face 1..die with equal chance; the piece moves, follows at
most one snake or ladder, and a roll past the last square obeys the
overshoot rule (see :mod:`.overshoot`).  The last square absorbs.  The game
starts on ``board.start`` (square 1, or 0: off the board).

* :func:`expected_rolls` solves ``E = 1 + Q E`` over the squares reachable
  from the start with SciPy (a direct LU, or GMRES on big boards),
  certified by a residual bracket (:mod:`.linear`).  The expectation is
  infinite when some reachable square cannot reach the end.
* :func:`finish_probabilities` gives ``P(finished within k rolls)``.

>>> from fewest.puzzles.snakes_ladders.model import parse_board
>>> board = parse_board("[[-1,-1],[-1,-1]]", die=2)
>>> expected_rolls(board).value
3.0
>>> finish_probabilities(board, target=0.9).tolist()
[0.0, 0.5, 0.75, 0.875, 0.9375]
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from fewest.errors import InvalidPuzzleError
from fewest.progress import ProgressFn
from fewest.puzzles.snakes_ladders import chain_kernels as kernels
from fewest.puzzles.snakes_ladders import linear
from fewest.puzzles.snakes_ladders.model import SnakesBoard
from fewest.puzzles.snakes_ladders.overshoot import check_overshoot
from fewest.words import article, number

#: The most transition entries the analysis will build (about 16 bytes each).
MAX_EDGES = 20_000_000
#: The largest die the analysis accepts (the fewest-rolls search takes any).
MAX_ANALYSIS_DIE = 10**9
_RULE_CODE = {"stay": kernels.STAY, "bounce": kernels.BOUNCE, "pass": kernels.PASS}


@dataclass
class Chain:
    """Transition entries ``src -> dst`` with probability ``w``, grouped by ``src``;
    the game starts on square ``start`` (0: off the board)."""

    last: int
    src: np.ndarray
    dst: np.ndarray
    w: np.ndarray
    indptr: np.ndarray = field(repr=False)
    start: int = 1

    @property
    def edges(self) -> int:
        return int(self.src.shape[0])


def transition_chain(board: SnakesBoard, overshoot: str = "stay") -> Chain:
    """Build the fair-die chain of ``board``; raises when it would be too large.

    >>> from fewest.puzzles.snakes_ladders.model import parse_board
    >>> c = transition_chain(parse_board("[[-1,-1],[-1,-1]]", die=2))
    >>> list(zip(c.src.tolist(), c.dst.tolist(), c.w.tolist()))
    [(1, 2, 0.5), (1, 3, 0.5), (2, 3, 0.5), (2, 4, 0.5), (3, 4, 0.5), (3, 3, 0.5)]
    """
    rule = check_overshoot(overshoot)
    if board.die > MAX_ANALYSIS_DIE:
        raise InvalidPuzzleError(
            f"the fair-die analysis takes a die of at most {MAX_ANALYSIS_DIE} faces, "
            f"got {board.die}"
        )
    code = _RULE_CODE[rule]
    size = int(kernels.count_edges(board.squares, board.die, code, board.start))
    if size > MAX_EDGES:
        raise InvalidPuzzleError(
            f"the fair-die analysis of {article(f'{board.n} x {board.n}')} board with "
            f"{article(f'{board.die}-sided')} die needs {number(size)} transitions, over the "
            f"limit of {number(MAX_EDGES)}"
        )
    src, dst, w = kernels.build_edges(board.jumps, board.die, code, board.start)
    counts = np.bincount(src, minlength=board.squares + 1)
    indptr = np.zeros(board.squares + 2, dtype=np.int64)
    np.cumsum(counts, out=indptr[1:])
    return Chain(board.squares, src, dst, w, indptr, board.start)


@dataclass
class Expectation:
    """The expected number of rolls from the start to the end.

    ``status`` is ``"exact"`` (a direct LU: the certified bracket
    ``[lower, upper]`` is as narrow as rounding allows), ``"converged"``
    (GMRES, certified to lie in ``[lower, upper]``, a relative width of about
    1e-10), ``"bounds"`` (stopped at the time limit: ``value`` is the best
    estimate and the truth lies in ``[lower, upper]``) or ``"infinite"``
    (``value`` is ``math.inf``; ``stuck`` lists reachable squares, up to 10,
    from which the end cannot be reached).
    """

    value: float
    status: str
    method: str
    lower: float | None = None
    upper: float | None = None
    states: int = 0
    stuck: list[int] = field(default_factory=list)


def reachable_squares(chain: Chain) -> tuple[np.ndarray, np.ndarray]:
    """Masks: squares reachable from the start, and squares from which the end is reachable."""
    size = chain.last + 1
    forward = kernels.reach(chain.indptr, chain.dst.astype(np.int64), chain.start, size)
    order = np.argsort(chain.dst, kind="stable")
    rev_counts = np.bincount(chain.dst, minlength=size)
    rev_ptr = np.zeros(size + 1, dtype=np.int64)
    np.cumsum(rev_counts, out=rev_ptr[1:])
    backward = kernels.reach(rev_ptr, chain.src[order].astype(np.int64), chain.last, size)
    return forward, backward


def expected_rolls(
    board: SnakesBoard,
    overshoot: str = "stay",
    *,
    direct_limit: int | None = None,
    max_seconds: float = 10.0,
    progress: ProgressFn | None = None,
    chain: Chain | None = None,
) -> Expectation:
    """Expected rolls to finish from the start under a fair die.

    Up to ``direct_limit`` reachable squares (default
    :data:`~fewest.puzzles.snakes_ladders.linear.DIRECT_LIMIT`) a direct
    LU; above it preconditioned GMRES, stopped after ``max_seconds``
    with a certified bracket if it has not converged.

    >>> from fewest.puzzles.snakes_ladders.model import parse_board
    >>> stuck = parse_board("[[-1,-1,-1],[-1,-1,-1],[-1,1,-1]]", die=1)
    >>> expected_rolls(stuck).status
    'infinite'
    """
    chain = chain or transition_chain(board, overshoot)
    forward, backward = reachable_squares(chain)
    stuck = np.flatnonzero(forward & ~backward)
    if stuck.size:
        return Expectation(math.inf, "infinite", "reachability", states=int(forward.sum()),
                           stuck=[int(s) for s in stuck[:10]])
    active = forward.copy()
    active[chain.last] = False
    count = int(active.sum())
    if count == 0:  # pragma: no cover - the start is never the last square
        return Expectation(0.0, "exact", "nothing to solve", 0.0, 0.0, 0)
    solved = linear.solve_expected(chain, active, direct_limit=direct_limit,
                                   max_seconds=max_seconds, progress=progress)
    status = "exact" if solved.direct else "converged" if solved.converged else "bounds"
    return Expectation(solved.value, status, solved.method, lower=solved.lower,
                       upper=solved.upper, states=count)


def finish_probabilities(
    board: SnakesBoard,
    overshoot: str = "stay",
    *,
    target: float = 0.99,
    k_max: int = 10_000,
    max_work: float = 1e9,
    progress: ProgressFn | None = None,
    chain: Chain | None = None,
) -> np.ndarray:
    """``out[k-1] = P(finished within k rolls)`` for ``k = 1 ..`` until ``target``.

    The table also ends once the chance that is still "alive" (on squares
    that can reach the end) drops to ``1 - target`` (so a board where the
    piece can get stuck ends where the curve has levelled off), at
    ``k_max`` rolls, or when ``rolls x transitions`` would pass ``max_work``.
    """
    chain = chain or transition_chain(board, overshoot)
    _, backward = reachable_squares(chain)
    live = backward.copy()
    live[chain.last] = False
    limit = max(1, min(k_max, int(max_work // max(chain.edges, 1))))
    out = np.zeros(limit)
    p = np.zeros(chain.last + 1)
    p[chain.start] = 1.0
    done = 0
    step = 64
    while done < limit:
        stop = min(limit, done + step)
        reached = int(kernels.finish_steps(chain.src, chain.dst, chain.w, live, p, out, done,
                                           stop, 1.0 - target))
        if progress is not None:
            progress("finish probabilities", reached, limit)
        if reached < stop:
            done = reached
            break
        done = stop
    return out[:done]


def finish_eventually(chain: Chain, *, direct_limit: int | None = None) -> float | None:
    """The chance of ever finishing from the start (``None`` past ``direct_limit`` squares).

    >>> from fewest.puzzles.snakes_ladders.model import parse_board
    >>> board = parse_board("[[-1,-1,-1],[4,4,-1],[-1,8,-1]]", die=2)
    >>> round(finish_eventually(transition_chain(board)), 12)
    0.5
    """
    forward, backward = reachable_squares(chain)
    active = forward & backward
    active[chain.last] = False
    if not active[chain.start]:
        return 0.0
    return linear.absorb_probability(chain, active, direct_limit=direct_limit)
