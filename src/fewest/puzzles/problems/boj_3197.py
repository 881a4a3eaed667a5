"""Baekjoon 3197 백조의 호수 (Swan lake): an R x C lake of water (``.``), ice (``X``)
and two swans (``L``, on water); each day every ice cell touching water (up,
down, left, right) melts; the swans swim through water only.  Print the days
until the swans can meet.

Statement read from https://blog.system32.kr/461 (the rules; the statement with
its samples also in a stored copy of the official page
https://www.acmicpc.net/problem/3197): ``1 <= R, C <= 1500``, exactly two ``L``;
1 s, 256 MB.

Not one search: a cell's melting day is its distance from the nearest water (a
multi-source BFS over the whole lake, compiled on large lakes:
:func:`~fewest.puzzles.kit.lattice.lattice_distances`), and the answer is the
least day whose water links the two swans: the smallest ``d`` such that the cells
melted by day ``d`` connect them (a connectivity check per day, binary-searched
over the days, each check one compiled BFS).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-3197").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of
from fewest.puzzles.kit.lattice import FOUR, lattice_distances

Case = dict[str, Any]


def meeting_day(case: Case) -> int:
    """The first day the swans' water is one piece."""
    lake = np.array([list(row) for row in case["lake"]])
    melt = lattice_distances(np.ones(lake.shape, dtype=np.int64), lake != "X", FOUR)
    a, b = (tuple(map(int, at)) for at in np.argwhere(lake == "L"))

    def linked(day: int) -> bool:
        reach = lattice_distances(np.where(melt <= day, 1, -1), [a], FOUR)
        return bool(reach[b] >= 0)

    return bisect_left(range(int(melt.max()) + 1), True, key=linked)


def _lake(*rows: str) -> str:
    return f"{len(rows)} {len(rows[0])}\n" + "".join(row + "\n" for row in rows)


PROBLEM = Problem(
    site="baekjoon", number="3197", title_ko="백조의 호수", title_en="Swan lake",
    source="https://blog.system32.kr/461",
    input=Input(Line(Int("R", 1, 1500), Int("C", 1, 1500)),
                Grid("lake", "R", "C", ".XL", weights={".": 2, "X": 3}, exactly={"L": 2})),
    solve=meeting_day,
    why=Said("the answer is the first day the melted lake links the swans: every cell's melting "
             "day at once (a multi-source BFS from all the water), then the least day whose "
             "water joins them, not one path",
             "답이 경로 하나가 아니라 녹은 호수가 백조 두 마리를 처음 잇는 날입니다: 모든 칸이 "
             "녹는 날을 한꺼번에 구하고(모든 물에서 시작하는 BFS), 그 물이 백조를 잇는 가장 "
             "이른 날을 찾습니다"),
    unit="days", unit_ko="일",
    time_limit=1.0, memory_mb=256,
    reach=0.45,
    samples=(
        ("10 2\n.L\n..\nXX\nXX\nXX\nXX\nXX\nXX\n..\n.L\n", "3"),
        ("4 11\n..XXX...X..\n.X.XXX...L.\n....XXX..X.\nX.L..XXX...\n", "2"),
        ("8 17\n...XXXXXX..XX.XXX\n....XXXXXXXXX.XXX\n...XXXXXXXXXXXX..\n..XXXXX.LXXXXXX..\n"
         ".XXXXXX..XXXXXX..\nXXXXXXX...XXXX...\n..XXXXX...XXX....\n....XXXXX.XXXL...\n", "2"),
    ),
    specials=(
        _lake("LL"),                                    # side by side: 0
        _lake("L", "L"),
        _lake("LXL"),                                   # one ice cell between: 1
        _lake("LXXL"),                                  # two ice cells melt from both sides: 1
        _lake("LXXXL"),                                 # three: 2
        _lake("L.XXXX.L"),
        _lake("L" + "X" * 1498 + "L"),                  # the widest lake, all ice: 749
        _lake(*(["L"] + ["X"] * 1498 + ["L"])),         # the tallest
        _lake(*(["L" + "X" * 299] + ["X" * 300] * 298 + ["X" * 299 + "L"])),  # corner to corner
    ),
    about=Said("the days until the two swans can meet, as the ice touching water melts each day",
               "매일 물에 닿은 빙판이 녹을 때 두 백조가 만날 수 있게 되는 날"),
)
FAMILY = family_of(PROBLEM)
