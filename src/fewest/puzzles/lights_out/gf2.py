"""Optimal Lights Out by linear algebra over GF(2).

Write ``x`` for the set of lights pressed (a 0/1 vector, one entry per
cell) and ``b`` for the lights on.  Pressing ``x`` toggles ``A x`` (mod 2),
where column ``j`` of ``A`` is the press mask of cell ``j``
(:func:`~fewest.puzzles.lights_out.model.press_masks`); ``A`` is symmetric.
So the board goes dark exactly when ``A x = b``, and the fewest presses is
the smallest weight (number of ones) among the solutions of ``A x = b``.

:func:`system` runs Gauss-Jordan elimination once per board shape on rows
packed into Python integers, and keeps the pivot rows with the combination
of equations that made each, plus a basis of the null space: the *quiet
patterns* ``q`` with ``A q = 0`` (pressing all of a quiet pattern changes
nothing).  For a board ``b``:

* ``b`` is solvable exactly when ``b`` is orthogonal to every quiet pattern
  (an even number of its lights are on): as ``A`` is symmetric, every press
  toggles an even number of the lights of each quiet pattern, so that parity
  never changes; and the row space of ``A`` is precisely what is orthogonal
  to its null space.
* The solutions are one particular solution plus any combination of quiet
  patterns; :func:`solve_lights` tries all ``2^k`` of them (``k`` the
  nullity, in Gray-code order: one XOR each) and keeps the lightest.  The
  nullity of an ``R x C`` board is at most ``min(R, C)``, so every board with a
  side up to 20 needs at most ``2^20`` candidates; beyond :data:`MAX_NULLITY`
  the search refuses (a limit error) instead of running for ages.

>>> from fewest.puzzles.lights_out.model import Board
>>> sol = solve_lights(Board.from_text("1 0 1 / 0 1 0 / 1 0 1"))
>>> sol.length, sol.moves
(9, [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)])
>>> system(5, 5).nullity, system(4, 4).nullity, system(3, 3).nullity
(2, 4, 0)
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import cache

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits, SearchStats, Solution
from fewest.progress import current
from fewest.puzzles.lights_out.model import Board, cells_of, press_masks

ALGORITHM = "gf2"
#: The largest nullity whose ``2^k`` solutions are enumerated (about a second).
MAX_NULLITY = 22
#: Nullity up to which the reason for an unsolvable board names the smallest quiet pattern.
EXPLAIN_NULLITY = 12
#: Candidates between limit checks.
CHECK_EVERY = 1 << 14


@dataclass(frozen=True)
class System:
    """The reduced press system of one board shape.

    ``pivots[i]`` is ``(column, reduced row, combination)``: the row says
    ``x[column] + sum of x[f] over the free columns f in the row`` equals the
    parity of ``b`` over the equations in ``combination``; ``quiet`` is a
    basis of the null space of ``A``.
    """

    rows: int
    cols: int
    pivots: tuple[tuple[int, int, int], ...]
    quiet: tuple[int, ...]

    @property
    def nullity(self) -> int:
        """The dimension of the null space: ``2^nullity`` solutions per solvable board."""
        return len(self.quiet)

    def particular(self, b: int) -> int:
        """A solution of ``A x = b`` with every free press off (``b`` must be solvable)."""
        x = 0
        for col, _row, comb in self.pivots:
            if (comb & b).bit_count() & 1:
                x |= 1 << col
        return x

    def violated(self, b: int) -> int | None:
        """A quiet pattern holding an odd number of ``b``'s lights, or ``None`` (solvable).

        Among the whole null space when it is small (the smallest such pattern,
        the easiest to check by hand), else among the basis.

        >>> bin(system(1, 2).violated(0b01))
        '0b11'
        """
        if not any((q & b).bit_count() & 1 for q in self.quiet):
            return None
        pool = list(self.quiet)
        if self.nullity <= EXPLAIN_NULLITY:
            pool = [0]
            for q in self.quiet:
                pool += [p ^ q for p in pool]
        return min((q for q in pool if (q & b).bit_count() & 1), key=lambda q: q.bit_count())


@cache
def system(rows: int, cols: int) -> System:
    """Gauss-Jordan elimination of the press matrix of a ``rows x cols`` board."""
    masks = press_masks(rows, cols)
    n = rows * cols
    work = [[masks[i], 1 << i] for i in range(n)]  # [coefficients, combination of equations]
    pivots: list[int] = []
    top = 0
    for col in range(n):
        bit = 1 << col
        at = next((i for i in range(top, n) if work[i][0] & bit), None)
        if at is None:
            continue
        work[top], work[at] = work[at], work[top]
        coef, comb = work[top]
        for i in range(n):
            if i != top and work[i][0] & bit:
                work[i][0] ^= coef
                work[i][1] ^= comb
        pivots.append(col)
        top += 1
    rows_out = tuple((col, work[i][0], work[i][1]) for i, col in enumerate(pivots))
    pivot_set = set(pivots)
    quiet = []
    for f in range(n):
        if f in pivot_set:
            continue
        q = 1 << f
        for col, row, _comb in rows_out:
            if row >> f & 1:
                q |= 1 << col
        quiet.append(q)
    return System(rows, cols, rows_out, tuple(quiet))


def toggled(rows: int, cols: int, presses: int) -> int:
    """The lights that the press set ``presses`` toggles (``A x``).

    >>> toggled(1, 3, 0b101)
    5
    """
    masks = press_masks(rows, cols)
    out = 0
    for r, c in cells_of(presses, cols):
        out ^= masks[r * cols + c]
    return out


def unsolvable_reason(board: Board, quiet: int) -> str:
    """Why ``board`` cannot go dark, in words, from a quiet pattern it is not orthogonal to."""
    cells = cells_of(quiet, board.cols)
    lit = (quiet & board.lights).bit_count()
    shown = " ".join(f"({r},{c})" for r, c in cells[:12]) + (" ..." if len(cells) > 12 else "")
    return (f"the {len(cells)} lights {shown} form a quiet pattern (pressing all of them "
            "changes nothing), so every press toggles an even number of them; "
            f"{lit} of them {'is' if lit == 1 else 'are'} on, an odd number, so they can "
            "never all be off")


def lightest(base: int, quiet: tuple[int, ...], limits: Limits | None,
             stats: SearchStats) -> int:
    """The lightest of ``base`` XOR every combination of ``quiet`` (Gray-code order)."""
    limits = limits or Limits()
    if len(quiet) > MAX_NULLITY:
        raise SearchLimitError(
            f"nullity {len(quiet)}: 2^{len(quiet)} candidate press sets, more than the "
            f"2^{MAX_NULLITY} this method enumerates", reason="max_states", stats=stats)
    deadline = None if limits.max_seconds is None else time.perf_counter() + limits.max_seconds
    progress = current()
    best, weight, cur = base, base.bit_count(), base
    total = 1 << len(quiet)
    for i in range(1, total):
        cur ^= quiet[(i & -i).bit_length() - 1]
        w = cur.bit_count()
        if w < weight:
            best, weight = cur, w
        if not i % CHECK_EVERY:
            stats.expanded = i
            if limits.max_expansions is not None and i >= limits.max_expansions:
                raise SearchLimitError(f"expansion limit {limits.max_expansions} reached",
                                       reason="max_expansions", stats=stats)
            if deadline is not None and time.perf_counter() > deadline:
                raise SearchLimitError(f"time limit {limits.max_seconds}s reached",
                                       reason="max_seconds", stats=stats)
            if progress is not None:
                progress("trying quiet-pattern combinations", i, total)
    stats.expanded = stats.generated = total
    return best


def solve_lights(board: Board, *, limits: Limits | None = None) -> Solution[int]:
    """The fewest presses that turn every light of ``board`` off (presses in reading order).

    ``states`` are the lights (bit sets) after each press.  Raises
    :class:`~fewest.errors.NoSolutionError`, naming the quiet pattern, when
    no press set works.
    """
    started = time.perf_counter()
    stats = SearchStats()
    sys_ = system(board.rows, board.cols)
    bad = sys_.violated(board.lights)
    if bad is not None:
        raise NoSolutionError(unsolvable_reason(board, bad))
    best = lightest(sys_.particular(board.lights), sys_.quiet, limits, stats)
    if toggled(board.rows, board.cols, best) != board.lights:  # pragma: no cover - a bug
        raise RuntimeError(f"GF(2) solution does not clear {board.to_text()!r}")
    moves = cells_of(best, board.cols)
    masks = press_masks(board.rows, board.cols)
    states = [board.lights]
    for r, c in moves:
        states.append(states[-1] ^ masks[r * board.cols + c])
    stats.peak_stored = max(1, sys_.nullity)
    stats.seconds = time.perf_counter() - started
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)
