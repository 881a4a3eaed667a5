"""The rules of Baekjoon 17071: Subin at N moves each second to ``X-1``, ``X+1`` or
``2X``; the brother starts at K and moves ``+1``, ``+2``, ``+3``, ... (after ``t``
seconds he is at ``K + t(t+1)/2``).  They meet when both stand on the same point
after the same number of seconds.  Nobody may stand below 0 or above 500,000; once
the brother would pass 500,000 there is no meeting (print -1).

A case is ``{"N": n, "K": k}`` with ``0 <= N, K <= 500,000``.  A state of the
engine puzzle is ``(x, t)``: Subin's position and the seconds gone.

>>> brother(17, 3), last_second(17), last_second(500_000)
(23, 999, 0)
>>> puzzle = SeekTimePuzzle(5, 17)
>>> sorted(s for _m, s, _c in puzzle.successors((5, 0)))
[(4, 1), (6, 1), (10, 1)]
>>> puzzle.is_goal((20, 2)), puzzle.is_goal((20, 3))
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.common.number_line import BACK, DOUBLE, FORWARD, Field

NAME = "boj-17071"
HI = 500_000
FIELDS = (Field("N", 0, HI), Field("K", 0, HI))

State = tuple[int, int]


def brother(k: int, t: int) -> int:
    """Where the brother stands after ``t`` seconds."""
    return k + t * (t + 1) // 2


def last_second(k: int) -> int:
    """The last second at which the brother is still on ``0..500,000``."""
    t = 0
    while brother(k, t + 1) <= HI:
        t += 1
    return t


class SeekTimePuzzle(Puzzle[State]):
    """The chase as an engine puzzle: states ``(x, t)``, moves ``-1``, ``+1``, ``x2``
    (``x2`` from 0 stays at 0 and lets a second pass: it is a move here).  No move
    leads past the brother's last second, so the space is finite and a proof of
    no meeting is a finished search."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, n: int, k: int) -> None:
        self.n, self.k = n, k
        self.start = (n, 0)
        self.last = last_second(k)
        self.heuristic = self._not_yet

    def _not_yet(self, state: State) -> int:
        """0 on a meeting, else 1 (at least one more second): consistent."""
        return 0 if self.is_goal(state) else 1

    def is_goal(self, state: State) -> bool:
        x, t = state
        return x == brother(self.k, t)

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        x, t = state
        if t >= self.last:
            return
        if x > 0:
            yield BACK, (x - 1, t + 1), 1
        if x < HI:
            yield FORWARD, (x + 1, t + 1), 1
        if 2 * x <= HI:
            yield DOUBLE, (2 * x, t + 1), 1
