"""Baekjoon 2206 as the checker sees it.

>>> JUDGE.label, JUDGE.read_input("1 2\\n00\\n")
('Baekjoon 2206', [{'n': 1, 'm': 2, 'map': ['00']}])
>>> case = {"n": 2, "m": 2, "map": ["01", "10"]}
>>> all(JUDGE.size(c) < JUDGE.size(case) for c in JUDGE.shrinks(case))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_2206.formats import read_input, write_input
from fewest.puzzles.boj_2206.scramble import stream
from fewest.puzzles.judge import JudgeSpec


def size(case: dict[str, Any]) -> tuple[int, ...]:
    return (case["n"] * case["m"], sum(row.count("1") for row in case["map"]))


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove a row or a column (the ends stay open), or remove a wall."""
    n, m, rows = case["n"], case["m"], case["map"]
    out: list[dict[str, Any]] = []
    if n > 1:
        out += [{"n": n - 1, "m": m, "map": rows[:i] + rows[i + 1:]} for i in range(n)]
    if m > 1:
        out += [{"n": n, "m": m - 1, "map": [r[:j] + r[j + 1:] for r in rows]}
                for j in range(m)]
    for i in range(n):
        for j in range(m):
            if rows[i][j] == "1":
                out.append({"n": n, "m": m,
                            "map": [*rows[:i], rows[i][:j] + "0" + rows[i][j + 1:],
                                    *rows[i + 1:]]})
    yield from (c for c in out if c["map"][0][0] == "0" and c["map"][-1][-1] == "0")


JUDGE = JudgeSpec(
    name="boj-2206", aliases=("boj2206",), site="baekjoon", number="2206",
    title_ko="벽 부수고 이동하기", title_en="Break a Wall and Move",
    source="https://hxwoo.github.io/algorithm_solve/2025/09/10/"
           "boj-2206-breaking-walls-and-moving.html",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, unit="cells", time_limit=2.0, memory_mb=192,
)
