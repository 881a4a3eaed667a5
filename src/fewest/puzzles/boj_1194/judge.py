"""Baekjoon 1194 as the checker sees it.

>>> JUDGE.label, JUDGE.read_input("1 2\\n01\\n")
('Baekjoon 1194', [{'n': 1, 'm': 2, 'maze': ['01']}])
>>> case = {"n": 2, "m": 3, "maze": ["0a1", "A#1"]}
>>> all(JUDGE.size(c) < JUDGE.size(case) for c in JUDGE.shrinks(case))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_1194.formats import read_input, write_input
from fewest.puzzles.boj_1194.scramble import stream
from fewest.puzzles.judge import JudgeSpec


def size(case: dict[str, Any]) -> tuple[int, ...]:
    text = "".join(case["maze"])
    return (case["n"] * case["m"], len(text) - text.count("."))


def _valid(rows: list[str]) -> bool:
    text = "".join(rows)
    return text.count("0") == 1 and "1" in text


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove a row or a column, or turn a wall, key, door or spare exit into floor."""
    n, m, rows = case["n"], case["m"], case["maze"]
    out: list[dict[str, Any]] = []
    if n > 1:
        out += [{"n": n - 1, "m": m, "maze": rows[:i] + rows[i + 1:]} for i in range(n)]
    if m > 1:
        out += [{"n": n, "m": m - 1, "maze": [r[:j] + r[j + 1:] for r in rows]}
                for j in range(m)]
    for i in range(n):
        for j in range(m):
            if rows[i][j] not in ".0":
                out.append({"n": n, "m": m,
                            "maze": [*rows[:i], rows[i][:j] + "." + rows[i][j + 1:],
                                     *rows[i + 1:]]})
    yield from (c for c in out if _valid(c["maze"]))


JUDGE = JudgeSpec(
    name="boj-1194", aliases=("boj1194",), site="baekjoon", number="1194",
    title_ko="달이 차오른다, 가자.", title_en="The Moon Is Rising, Let's Go",
    source="https://suhyeokeee.tistory.com/116",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, time_limit=2.0, memory_mb=128,
)
