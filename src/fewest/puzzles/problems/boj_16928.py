"""Baekjoon 16928 뱀과 사다리 게임 (Snakes and Ladders): the fewest die rolls from
square 1 to square 100 when every roll (1..6) can be chosen; a ladder's foot or a
snake's head moves the piece at once to its other end.

Statement read from https://velog.io/@hamsangjin/백준-16928번-뱀과-사다리-게임-파이썬
(official page https://www.acmicpc.net/problem/16928): ``1 <= N, M <= 15``
ladders ``x < y`` and snakes ``u > v``; squares 1 and 100 are no ends; a square
holds at most one ladder or snake; 100 is always reachable.  1 s, 512 MB.

Decided: "a square holds at most one ladder or snake" is read strictly: all
``2(N+M)`` ends differ, so a climb never lands on another ladder or snake (no
chains).  A roll past 100 is not a move.  A climb or a slide is part of its roll
(it costs nothing).  Inputs breaking the promises (an end on 1 or 100, a
shared end, 100 unreachable) are refused.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-16928").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, List, Problem, Record, distances, family_of

Case = dict[str, Any]


def jumps(case: Case) -> dict[int, int]:
    """Where each ladder foot and snake head sends the piece."""
    return {a: b for a, b in (*case["ladders"], *case["snakes"])}


def rolls(case: Case, at: int) -> list[tuple[int, int, int]]:
    """The rolls from square ``at``: ``(die, square after the climb or slide, 1)``."""
    jump = jumps(case)
    return [(d, jump.get(at + d, at + d), 1) for d in range(1, 7) if at + d <= 100]


def rules(case: Case) -> str | None:
    """The statement's promises between the fields."""
    if any(x >= y for x, y in case["ladders"]):
        return Said("a ladder x y goes up (x < y)", "사다리 x y는 위로 올라갑니다 (x < y)")
    if any(u <= v for u, v in case["snakes"]):
        return Said("a snake u v goes down (u > v)", "뱀 u v는 아래로 내려갑니다 (u > v)")
    ends = [v for pair in (*case["ladders"], *case["snakes"]) for v in pair]
    if len(set(ends)) != len(ends):
        return Said("a square holds at most one ladder or snake end",
                    "한 칸에는 사다리나 뱀의 끝이 하나까지만 올 수 있습니다")
    if 100 not in distances([1], lambda at: [(b, 1) for _d, b, _c in rolls(case, at)]):
        return Said("square 100 must be reachable", "100번 칸에 도착할 수 있어야 합니다")
    return None


def arrange(case: Case, rng: random.Random) -> Case:
    """N ladders and M snakes on 2(N+M) distinct squares of 2..99."""
    n, m = case["N"], case["M"]
    cells = rng.sample(range(2, 100), 2 * (n + m))
    pairs = [sorted(cells[2 * i:2 * i + 2]) for i in range(n + m)]
    return {**case, "ladders": pairs[:n], "snakes": [[b, a] for a, b in pairs[n:]]}


def square(name: str) -> Int:
    return Int(name, 2, 99)


PROBLEM = Problem(
    site="baekjoon", number="16928", title_ko="뱀과 사다리 게임",
    title_en="Snakes and Ladders Game",
    source="https://velog.io/@hamsangjin/백준-16928번-뱀과-사다리-게임-파이썬",
    input=Input(Line(Int("N", 1, 15), Int("M", 1, 15)),
                List("ladders", Record("ladder", [square("x"), square("y")]), "N"),
                List("snakes", Record("snake", [square("u"), square("v")]), "M"),
                where=rules, arrange=arrange),
    start=lambda c: 1,
    moves=rolls,
    goal=lambda c, at: at == 100,
    unit="rolls", unit_ko="번",
    time_limit=1.0, memory_mb=512,
    samples=(
        ("3 7\n32 62\n42 68\n12 98\n95 13\n97 25\n93 37\n79 27\n75 19\n49 47\n67 17\n",
         "3"),
        ("4 9\n8 52\n6 80\n26 42\n2 72\n51 19\n39 11\n37 29\n81 3\n59 5\n79 23\n53 7\n"
         "43 33\n77 21\n", "5"),
    ),
    specials=(
        # a ladder on the first roll to 99: two rolls
        "1 1\n2 99\n50 10\n",
        # snakes on 95..99: the only way in is to land on 94 and roll 6
        "1 5\n3 4\n95 5\n96 6\n97 7\n98 8\n99 9\n",
        # a ladder to 60, then five snake heads: only a six gets past them
        "1 5\n2 60\n61 3\n62 4\n63 5\n64 6\n65 7\n",
        # a long ladder reached only by a short roll
        "1 1\n2 90\n7 3\n",
        # no ladder helps: walk with sixes (17 rolls), snakes where a six would land
        "1 1\n98 99\n97 10\n",
    ),
    words=lambda d: f"roll {d}",
    about=Said("fewest die rolls from square 1 to 100, choosing each roll; ladders lift and "
               "snakes drop the piece",
               "매번 원하는 눈을 골라 1번 칸에서 100번 칸까지 가는 최소 주사위 횟수 (사다리는 "
               "오르고 뱀은 내려감)"),
)
FAMILY = family_of(PROBLEM)
