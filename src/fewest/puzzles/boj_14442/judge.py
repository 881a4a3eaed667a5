"""Baekjoon 14442 as the checker sees it.

>>> JUDGE.label, JUDGE.read_input("1 2 1\\n00\\n")
('Baekjoon 14442', [{'n': 1, 'm': 2, 'k': 1, 'map': ['00']}])
>>> case = {"n": 2, "m": 2, "k": 2, "map": ["01", "10"]}
>>> all(JUDGE.size(c) < JUDGE.size(case) for c in JUDGE.shrinks(case))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_14442.formats import read_input, write_input
from fewest.puzzles.boj_14442.scramble import stream
from fewest.puzzles.judge import JudgeSpec


def size(case: dict[str, Any]) -> tuple[int, ...]:
    return (case["n"] * case["m"], sum(row.count("1") for row in case["map"]), case["k"])


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove a row or a column (the ends stay open), remove a wall, or lower K."""
    n, m, k, rows = case["n"], case["m"], case["k"], case["map"]
    out: list[dict[str, Any]] = []
    if n > 1:
        out += [{"n": n - 1, "m": m, "k": k, "map": rows[:i] + rows[i + 1:]}
                for i in range(n)]
    if m > 1:
        out += [{"n": n, "m": m - 1, "k": k, "map": [r[:j] + r[j + 1:] for r in rows]}
                for j in range(m)]
    for i in range(n):
        for j in range(m):
            if rows[i][j] == "1":
                out.append({"n": n, "m": m, "k": k,
                            "map": [*rows[:i], rows[i][:j] + "0" + rows[i][j + 1:],
                                    *rows[i + 1:]]})
    if k > 1:
        out.append({"n": n, "m": m, "k": k - 1, "map": rows})
    yield from (c for c in out if c["map"][0][0] == "0" and c["map"][-1][-1] == "0")


JUDGE = JudgeSpec(
    name="boj-14442", aliases=("boj14442",), site="baekjoon", number="14442",
    title_ko="벽 부수고 이동하기 2", title_en="Break Walls and Move 2",
    source="https://devlupin.github.io/2023/06/10/BOJ-14442.html",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, unit="cells", time_limit=2.0, memory_mb=512,
)
