"""Optimal Hanoi solving through the largest disc.

**1. A largest disc already home never moves.**  Delete the largest disc
from every state of a solution: the other discs' moves stay legal (the
largest disc never lies on a smaller one, and any disc may lie on it), so
what is left solves the smaller problem in no more moves.  Hence when the
largest disc starts on its goal peg, an optimal solution leaves it there and
we solve the rest (:func:`strip`), repeating while the next largest is home.

**2. A tower to a tower: search to the middle (Korf & Felner).**  To move
``n`` discs from a tower on peg A to a tower on peg D, the largest disc must
leave A; when it moves from A to a peg X, the ``n - 1`` others lie on pegs
other than A and X.  Let ``m`` be the fewest moves from the ``(n - 1)``-disc
tower on A to a *middle state* (no disc on A or D).  Swapping the pegs X and
D maps towers on A to themselves, so reaching a state clear of A and X also
takes at least ``m`` moves; by the mirror argument the last move of the
largest disc (from some Y to D) is followed by at least ``m`` moves too.  So
every solution has at least ``2m + 1`` moves, and one with exactly that many
is built from a shortest path ``P`` to a middle state ``s``: ``P``, the
largest disc A -> D, then ``P`` backwards with the pegs A and D swapped (it
leads from ``s`` to the tower on D).  Only the ``(n - 1)``-disc half is
searched, by breadth-first search to the first middle state.  With three
pegs the middle state is the single tower on the third peg, so the half is
the same problem one disc smaller, and no search is needed.

**3. Anything else: breadth-first search** over the packed states of the
discs left after (1) (:func:`~fewest.puzzles.hanoi.search.packed_bfs`).

>>> path, stats = solve_towers(4, 5, 0, 3)
>>> len(path) - 1, stats.expanded > 0
(13, True)
>>> len(solve_towers(3, 6, 0, 2)[0]) - 1
63
"""

from __future__ import annotations

from fewest.errors import SearchLimitError
from fewest.problem import Limits, SearchStats
from fewest.puzzles.hanoi.model import State
from fewest.puzzles.hanoi.search import packed_bfs

#: the most moves a returned solution may hold (3 pegs: up to 18 discs)
MAX_MOVES = 1 << 18


def strip(start: State, goal: State) -> int:
    """How many of the smallest discs still matter: larger discs that sit on their
    goal peg in ``start`` never move.

    >>> strip((0, 1, 2, 2), (1, 0, 1, 2))
    3
    """
    n = len(start)
    while n and start[n - 1] == goal[n - 1]:
        n -= 1
    return n


def towers(start: State, goal: State) -> tuple[int, int] | None:
    """``(from peg, to peg)`` when both are towers on different pegs, else ``None``.

    >>> towers((0, 0, 0), (2, 2, 2)), towers((0, 1), (2, 2))
    ((0, 2), None)
    """
    if not start or len(set(start)) != 1 or len(set(goal)) != 1 or start[0] == goal[0]:
        return None
    return start[0], goal[0]


def mirror(state: State, a: int, b: int) -> State:
    """``state`` with pegs ``a`` and ``b`` swapped.

    >>> mirror((0, 3, 1), 0, 3)
    (3, 0, 1)
    """
    return tuple(b if p == a else a if p == b else p for p in state)


def _halves(path: list[State], a: int, d: int, largest: int) -> list[State]:
    """The whole tower-to-tower path from the half ``path`` (discs below ``largest``)."""
    first = [(*s, a) for s in path]
    second = [(*mirror(s, a, d), d) for s in reversed(path)]
    return first + second


def solve_towers(pegs: int, discs: int, a: int, d: int,
                 limits: Limits | None = None) -> tuple[list[State], SearchStats]:
    """The states of an optimal path from the tower on ``a`` to the tower on ``d``."""
    if discs == 0:
        return [()], SearchStats()
    check_length(pegs, discs)
    if pegs == 3:
        other = 3 - a - d
        half, stats = solve_towers(3, discs - 1, a, other, limits)
    else:
        smaller = (a,) * (discs - 1)
        half, stats = packed_bfs(pegs, discs - 1, smaller, avoid=(a, d), limits=limits)
    return _halves(half, a, d, discs - 1), stats


def check_length(pegs: int, discs: int) -> None:
    """Refuse a three-peg tower whose solution (``2**n - 1`` moves) is too long to hold."""
    if pegs == 3 and 2**discs - 1 > MAX_MOVES:
        raise SearchLimitError(
            f"the shortest solution for {discs} discs on 3 pegs has {2**discs - 1:,} moves "
            f"(2^{discs} - 1), too many to list (a solution holds at most {MAX_MOVES:,} "
            "moves); `-f number` prints the count", reason="max_states",
            stats=SearchStats(), length=2**discs - 1)


def solve_states(pegs: int, start: State, goal: State,
                 limits: Limits | None = None,
                 *, middle: bool = True) -> tuple[list[State], SearchStats, str]:
    """An optimal path of states from ``start`` to ``goal`` and how it was found
    (``"middle"`` or ``"bfs"``); ``middle=False`` always searches the whole problem."""
    n = strip(start, goal)
    fixed = start[n:]
    ends = towers(start[:n], goal[:n])
    if middle and ends is not None:
        path, stats = solve_towers(pegs, n, ends[0], ends[1], limits)
        how = "middle"
    else:
        path, stats = packed_bfs(pegs, n, start[:n], target=goal[:n], limits=limits)
        how = "bfs"
    return [(*s, *fixed) for s in path], stats, how
