"""Baekjoon 17071 숨바꼭질 5 (Hide and Seek 5): Subin at N moves each second to
``X-1``, ``X+1`` or ``2X``; the brother starts at K and moves ``+1``, ``+2``, ``+3``,
... (after t seconds he is at ``K + t(t+1)/2``).  Print the first second they stand
on one point, or -1 once the brother would pass 500,000.

Statement read from https://leejd8130.tistory.com/91 (official page
https://www.acmicpc.net/problem/17071): ``0 <= N, K <= 500,000``, 0.25 s, 512 MB.

Decided: nobody stands below 0 or above 500,000; ``2X`` from 0 stays at 0 and lets a
second pass (a move).  A state is ``(x, t)``: Subin's point and the seconds gone; no
move leads past the brother's last second on the line, so a search proving no
meeting ends.  Subin stands on X at second t exactly when the fewest seconds to X
with t's parity are at most t (``-1`` then ``+1`` comes back two seconds later), so
``parity-bfs`` runs one BFS over (point, parity) (the kit's ``int_distances``) and stops at the
first second whose brother's point is reached so; its route waits by stepping off
and back.  A position part-way through a chase is a JSON board of its own,
``{"N": x, "K": b, "T": t}`` (t seconds gone, the brother at b), for hints; the
judge's input stays ``N K``.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-17071").parse("5 17")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.states, inst.board_of((10, 1))
('2', [(5, 0), (10, 1), (20, 2)], ({'N': 10, 'K': 18, 'T': 1}, {}))
"""

from __future__ import annotations

from itertools import count
from math import isqrt
from typing import Any

import numpy as np

from fewest.errors import NoSolutionError
from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, Problem, View, family_of
from fewest.puzzles.kit.arrays import int_distances
from fewest.puzzles.problems.boj_1697 import words

Case = dict[str, Any]
HI = 500_000


def brother(k: int, t: int) -> int:
    """Where the brother stands after ``t`` seconds (from ``k`` at second 0)."""
    return k + t * (t + 1) // 2


def origin(case: Case) -> int:
    """Where the brother stood at second 0 (below 0 for a board no chase reaches)."""
    return case["K"] - brother(0, case.get("T", 0))


def last_second(case: Case) -> int:
    """The last second the brother is on ``0..500,000`` (the board's own at least).

    >>> last_second({"N": 0, "K": 17}), last_second({"N": 0, "K": 500_000})
    (999, 0)
    """
    return max(case.get("T", 0), (isqrt(8 * (HI - origin(case)) + 1) - 1) // 2)


def moves(case: Case, at: tuple[int, int]) -> list[tuple[str, tuple[int, int], int]]:
    x, t = at
    if t >= last_second(case):
        return []
    steps = (("-1", x - 1), ("+1", x + 1), ("x2", 2 * x))
    return [(move, (y, t + 1), 1) for move, y in steps if 0 <= y <= HI]


def _step(front: np.ndarray) -> np.ndarray:
    """The (point, parity) states one second on from a whole frontier, keyed
    ``2x + parity`` (a point off ``0..500,000`` is keyed -1, dropped)."""
    x, q = front >> 1, 1 - (front & 1)
    ys = np.stack([x - 1, x + 1, 2 * x], axis=1)
    return np.where((ys >= 0) & (ys <= HI), 2 * ys + q[:, None], -1)


def route(case: Case) -> list[tuple[int, int]]:
    """The earliest meeting's states (see the module docstring); points are keyed
    ``2x + parity`` in the BFS, a layer of numpy arrays a second."""
    n, gone, k = case["N"], case.get("T", 0), origin(case)
    decided: list[int] = []  # the first second that is a meeting, or the brother gone

    def second(dist: np.ndarray, r: int) -> bool:
        b = brother(k, gone + r)
        if b > HI or 0 <= dist[2 * b + r % 2] <= r:
            decided.append(r)
        return bool(decided)

    dist = int_distances([2 * n], 2 * (HI + 1), _step, until=second)
    r = decided[0] if decided else next(r for r in count(int(dist.max()) + 1)
                                        if second(dist, r))
    b = brother(k, gone + r)
    if b > HI:
        raise NoSolutionError(Said(f"the brother leaves 0..{HI} before Subin can meet him",
                                    f"수빈이가 만나기 전에 동생이 0..{HI} 범위를 벗어납니다"))
    d = int(dist[2 * b + r % 2])
    back = [b]
    for s in range(d, 0, -1):  # the point one second before, as near as the BFS found it
        y = back[-1]
        back.append(next(x for x in (y + 1, y - 1, y // 2) if 0 <= x <= HI and
                         y in (x - 1, x + 1, 2 * x) and dist[2 * x + (s - 1) % 2] == s - 1))
    points = back[::-1] + ([b - 1, b] if b > 0 else [b + 1, b]) * ((r - d) // 2)
    return [(x, gone + i) for i, x in enumerate(points)]


def restart(case: Case, at: tuple[int, int]) -> Case:
    """The chase from ``at`` on: the brother where he stands then, ``T`` the seconds gone."""
    x, t = at
    board = {"N": x, "K": brother(origin(case), t)}
    return {**board, "T": t} if t else board


def _first(x: int) -> int:
    return max(0, min(x - 4, HI - 8))


def window(case: Case, at: tuple[int, int]) -> tuple[list[str], dict[tuple[int, int],
                                                                      tuple[str, str]]]:
    """Nine points around Subin, the brother ``B`` where he stands at that second."""
    x, t = at
    b = brother(origin(case), t)
    cells = {}
    for i, y in enumerate(range(_first(x), _first(x) + 9)):
        label = f"B {y}" if y == b else str(y)
        cells[0, i] = (label, "piece" if y == x else "finish" if y == b else "empty")
    return ["." * 9], cells


PROBLEM = Problem(
    site="baekjoon", number="17071", title_ko="숨바꼭질 5", title_en="Hide and Seek 5",
    source="https://leejd8130.tistory.com/91",
    input=Input(Line(Int("N", 0, HI), Int("K", 0, HI)), extra=(Int("T", 0, 999),)),
    start=lambda c: (c["N"], c.get("T", 0)),
    moves=moves,
    goal=lambda c, at: at[0] == brother(origin(c), at[1]),
    path=("parity-bfs", "BFS over (second parity, position) layer by layer, stopping at the "
          "first meeting (numpy layers, kit int_distances)", route),
    answer=lambda c, sol: -1 if sol is None else c.get("T", 0) + int(sol.cost),
    unsupported={"bidirectional": Said("the meeting point moves every second, so there is no "
                                       "single goal state to search back from",
                                       "만나는 위치가 매초 바뀌므로 거꾸로 탐색을 시작할 "
                                       "목표 상태가 하나로 정해지지 않습니다")},
    unit="seconds", unit_ko="초", time_limit=0.25, memory_mb=512,
    samples=(("5 17\n", "2"), ("17 5\n", "4"), ("6 6\n", "0"), ("1 500000\n", "-1"),
             ("250000 499999\n", "1"), ("1 10\n", "6")),
    # K ahead where only a later second of the same parity works (a visited array without
    # parity layers), N = 0 (2*0 = 0 lets a second pass), the brother near 500,000 (-1, and
    # a program that does not stop), Subin far ahead of the brother
    specials=tuple(f"{n} {k}\n" for n, k in (
        (0, 0), (0, 3), (3, 0), (0, 499_000), (500_000, 0), (499_999, 499_999), (34, 0),
        (7, 37), (10, 57))),
    view=View(window, roles={".": "empty"}, at=lambda c, a, b: (0, b[0] - _first(b[0])),
              caption=lambda c, move, a, b: words(move)),
    show=lambda c, at: f"second {at[1]}: Subin at {at[0]}, the brother at "
                       f"{brother(origin(c), at[1])}",
    restart=restart,
    aim=lambda c, at: {**c, "K": at[0] - brother(0, at[1])} if at[0] >= brother(0, at[1])
    else None,
    summary="Baekjoon 17071 숨바꼭질 5: the brother runs +1, +2, ...; first second they meet",
    about=Said("the first second Subin (±1 or 2X) and his brother, who runs +1, +2, +3, ..., "
               "stand on one point",
               "수빈이(±1 또는 2X)와 +1, +2, +3, …씩 달리는 동생이 같은 점에 서는 가장 빠른 "
               "시간(초)"),
)
FAMILY = family_of(PROBLEM)
