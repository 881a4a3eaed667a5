"""The rules of Baekjoon 17071: Subin at N moves each second to ``X-1``, ``X+1`` or
``2X``; the brother starts at K and moves ``+1``, ``+2``, ``+3``, ... (after ``t``
seconds he is at ``K + t(t+1)/2``).  They meet when both stand on the same point
after the same number of seconds.  Nobody may stand below 0 or above 500,000; once
the brother would pass 500,000 there is no meeting (print -1).

A case is ``{"N": n, "K": k}`` with ``0 <= N, K <= 500,000``.  A state of the
engine puzzle is ``(x, t)``: Subin's position and the seconds gone.

A position in the middle of a chase is a case of its own: ``{"N": x, "K": b,
"T": t}`` says that ``t`` seconds have gone, Subin stands at ``x`` and the
brother at ``b`` (his next step is ``t + 1``).  Its seconds still count from the
chase's start, so its states are the chase's own ``(x, t)``; :func:`origin` is
where the brother would have stood at second 0 (below 0 for a board no chase
from ``0..500,000`` reaches, which changes nothing from second ``t`` on).

>>> brother(17, 3), last_second(17), last_second(500_000)
(23, 999, 0)
>>> origin(23, 3), brother(origin(23, 3), 3)
(17, 23)
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
#: a mid-chase board's seconds gone (a JSON board only: the judge reads ``N K``); the
#: brother leaves the line by second 999 whatever K was (``last_second(0) == 999``)
ELAPSED = Field("T", 0, 999)

State = tuple[int, int]


def brother(k: int, t: int) -> int:
    """Where the brother stands after ``t`` seconds."""
    return k + t * (t + 1) // 2


def origin(k: int, elapsed: int) -> int:
    """Where the brother stood at second 0 if he stands at ``k`` after ``elapsed``."""
    return k - elapsed * (elapsed + 1) // 2


def last_second(k: int, since: int = 0) -> int:
    """The last second at which the brother (at ``k`` on second 0) is still on
    ``0..500,000``, looking from second ``since`` on (where he is on the line)."""
    t = since
    while brother(k, t + 1) <= HI:
        t += 1
    return t


class SeekTimePuzzle(Puzzle[State]):
    """The chase as an engine puzzle: states ``(x, t)``, moves ``-1``, ``+1``, ``x2``
    (``x2`` from 0 stays at 0 and lets a second pass: it is a move here).  No move
    leads past the brother's last second, so the space is finite and a proof of
    no meeting is a finished search.  With ``elapsed``, the chase starts at second
    ``elapsed`` with the brother at ``k``.

    >>> SeekTimePuzzle(20, 23, 3).start, SeekTimePuzzle(20, 23, 3).is_goal((27, 4))
    ((20, 3), True)
    """

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, n: int, k: int, elapsed: int = 0) -> None:
        self.n, self.k, self.elapsed = n, k, elapsed
        self.origin = origin(k, elapsed)
        self.start = (n, elapsed)
        self.last = last_second(self.origin, elapsed)
        self.heuristic = self._not_yet

    def _not_yet(self, state: State) -> int:
        """0 on a meeting, else 1 (at least one more second): consistent."""
        return 0 if self.is_goal(state) else 1

    def is_goal(self, state: State) -> bool:
        x, t = state
        return x == brother(self.origin, t)

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
