"""Baekjoon 7576 토마토 (Tomatoes): every day each ripe tomato ripens its unripe
neighbours (up, down, left, right); the fewest days until every tomato is ripe,
0 when all are ripe from the start, -1 when some never ripen.

Statement read from https://deve1opment-story.tistory.com/159 (official page
https://www.acmicpc.net/problem/7576): ``2 <= M, N <= 1000`` (M columns, N rows),
cells ``1`` ripe, ``0`` unripe, ``-1`` empty, at least one tomato; 1 s, 256 MB.

Not one search: the answer is the largest of every tomato's distance from its
nearest ripe tomato at the start (a multi-source BFS: the kit's
:func:`~fewest.puzzles.kit.lattice.lattice_distances`, compiled on large boxes), -1
when an unripe tomato is never reached.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-7576").parse("2 2\\n1 0\\n-1 0\\n")
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of
from fewest.puzzles.kit.lattice import FOUR, lattice_distances


def ripening(box: Any, steps: Any) -> int:
    """The days until every tomato of ``box`` (a grid of any dimension: -1 empty, 0
    unripe, 1 ripe) is ripe, ripening along ``steps``; -1 when some never ripens."""
    box = np.asarray(box, dtype=np.int64)
    dist = lattice_distances(np.where(box == -1, -1, 1), box == 1, steps)
    if ((box == 0) & (dist < 0)).any():
        return -1
    return int(dist.max())


def days(case: dict[str, Any]) -> int:
    """The days until every tomato is ripe, or -1."""
    return ripening(case["box"], FOUR)


def _row(cells: list[int]) -> str:
    return " ".join(map(str, cells))


def _box(m: int, n: int, rows: list[list[int]]) -> str:
    return f"{m} {n}\n" + "".join(_row(r) + "\n" for r in rows)


def _snake(size: int) -> list[list[int]]:
    """A one-lane corridor through a ``size`` x ``size`` box, ripe at its start."""
    rows = [[0] * size for _ in range(size)]
    for r in range(1, size, 2):
        for c in range(size):
            rows[r][c] = -1
        rows[r][size - 1 if r % 4 == 1 else 0] = 0
    rows[0][0] = 1
    return rows


PROBLEM = Problem(
    site="baekjoon", number="7576", title_ko="토마토", title_en="Tomatoes",
    source="https://deve1opment-story.tistory.com/159",
    input=Input(Line(Int("M", 2, 1000), Int("N", 2, 1000)),
                Grid("box", "N", "M", (-1, 1), weights={0: 30, -1: 8, 1: 1}),
                where=lambda c: None if any(v != -1 for row in c["box"] for v in row)
                else Said("the box must hold at least one tomato",
                          "box에는 토마토가 하나 이상 있어야 합니다")),
    solve=days,
    why=Said("the answer is every tomato's ripening day at once (a multi-source BFS from all "
             "the ripe tomatoes), not one path",
             "답이 경로 하나가 아니라 모든 토마토가 익는 날을 한꺼번에 구한 것입니다 "
             "(익은 토마토 모두에서 시작하는 BFS)"),
    unit="days", unit_ko="일",
    time_limit=1.0, memory_mb=256,
    reach=0.7,
    samples=(
        ("6 4\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 1\n", "8"),
        ("6 4\n0 -1 0 0 0 0\n-1 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 1\n", "-1"),
        ("6 4\n1 -1 0 0 0 0\n0 -1 0 0 0 0\n0 0 0 0 -1 0\n0 0 0 0 -1 1\n", "6"),
        ("5 5\n-1 1 0 0 0\n0 -1 -1 -1 0\n0 -1 -1 -1 0\n0 -1 -1 -1 0\n0 0 0 0 0\n", "14"),
        ("2 2\n1 -1\n-1 1\n", "0"),
    ),
    specials=(
        "2 2\n1 1\n1 1\n",            # all ripe from the start: 0
        "2 2\n0 0\n0 0\n",            # no ripe tomato at all: -1
        "2 2\n-1 -1\n-1 0\n",         # one unripe tomato alone: -1
        "2 2\n1 -1\n-1 -1\n",         # one ripe tomato alone: 0
        "3 2\n0 -1 1\n0 -1 0\n",      # a wall cuts the box in two: -1
        "2 3\n1 0\n0 0\n0 0\n",       # N != M: rows and columns not swapped
        _box(1000, 2, [[1] + [0] * 999, [0] * 1000]),
        _box(2, 1000, [[0, 0]] * 999 + [[0, 1]]),
        _box(99, 99, _snake(99)),
    ),
    about=Said("fewest days until every tomato in the box is ripe, each ripe one ripening its "
               "four neighbours; -1 if never",
               "익은 토마토가 상하좌우를 익혀 상자의 모든 토마토가 익는 최소 일수 (불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
