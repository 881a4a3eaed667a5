"""Baekjoon 2178 as the checker sees it.

>>> JUDGE.label, JUDGE.read_input("2 2\\n11\\n11\\n")
('Baekjoon 2178', [{'n': 2, 'm': 2, 'maze': ['11', '11']}])
>>> case = {"n": 2, "m": 3, "maze": ["111", "111"]}
>>> [JUDGE.size(c) < JUDGE.size(case) for c in JUDGE.shrinks(case)]
[True, True, True, True, True, True, True]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_2178.formats import read_input, write_input
from fewest.puzzles.boj_2178.model import LOW
from fewest.puzzles.boj_2178.scramble import stream
from fewest.puzzles.common.grid_gen import reachable
from fewest.puzzles.judge import JudgeSpec


def size(case: dict[str, Any]) -> tuple[int, ...]:
    return (case["n"] * case["m"], sum(row.count("1") for row in case["maze"]))


def _ok(case: dict[str, Any]) -> bool:
    g = [[ch == "1" for ch in row] for row in case["maze"]]
    return reachable(g, (0, 0), (case["n"] - 1, case["m"] - 1))


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove a row or a column, or close an open cell; only cases that keep a path."""
    n, m, rows = case["n"], case["m"], case["maze"]
    candidates: list[dict[str, Any]] = []
    if n > LOW:
        candidates += [{"n": n - 1, "m": m, "maze": rows[:i] + rows[i + 1:]} for i in range(n)]
    if m > LOW:
        candidates += [{"n": n, "m": m - 1, "maze": [r[:j] + r[j + 1:] for r in rows]}
                       for j in range(m)]
    for i in range(n):
        for j in range(m):
            if rows[i][j] == "1" and (i, j) not in ((0, 0), (n - 1, m - 1)):
                closed = [*rows[:i], rows[i][:j] + "0" + rows[i][j + 1:], *rows[i + 1:]]
                candidates.append({"n": n, "m": m, "maze": closed})
    for c in candidates:
        if c["maze"][0][0] == "1" and c["maze"][-1][-1] == "1" and _ok(c):
            yield c


JUDGE = JudgeSpec(
    name="boj-2178", aliases=("boj2178",), site="baekjoon", number="2178",
    title_ko="미로 탐색", title_en="Maze Search",
    source="https://devch.co.kr/2021/04/09/BAEKJOON-2178-21-04-09",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, unit="cells", time_limit=1.0, memory_mb=192,
)
