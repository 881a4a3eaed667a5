"""Baekjoon 16197 as the checker sees it.

>>> JUDGE.label, JUDGE.read_input("1 2\\noo\\n")
('Baekjoon 16197', [{'n': 1, 'm': 2, 'board': ['oo']}])
>>> case = {"n": 2, "m": 3, "board": ["o#.", ".o#"]}
>>> all(JUDGE.size(c) < JUDGE.size(case) for c in JUDGE.shrinks(case))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_16197.formats import read_input, write_input
from fewest.puzzles.boj_16197.scramble import stream
from fewest.puzzles.judge import JudgeSpec


def size(case: dict[str, Any]) -> tuple[int, ...]:
    return (case["n"] * case["m"], "".join(case["board"]).count("#"))


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove a row or a column (both coins kept), or remove a wall."""
    n, m, rows = case["n"], case["m"], case["board"]
    out: list[dict[str, Any]] = []
    if n > 1:
        out += [{"n": n - 1, "m": m, "board": rows[:i] + rows[i + 1:]} for i in range(n)]
    if m > 1:
        out += [{"n": n, "m": m - 1, "board": [r[:j] + r[j + 1:] for r in rows]}
                for j in range(m)]
    for i in range(n):
        for j in range(m):
            if rows[i][j] == "#":
                out.append({"n": n, "m": m,
                            "board": [*rows[:i], rows[i][:j] + "." + rows[i][j + 1:],
                                      *rows[i + 1:]]})
    yield from (c for c in out if "".join(c["board"]).count("o") == 2)


JUDGE = JudgeSpec(
    name="boj-16197", aliases=("boj16197",), site="baekjoon", number="16197",
    title_ko="두 동전", title_en="Two Coins",
    source="https://leeyeongeol.github.io/baekjoon/Baekjoon-16197%EB%B2%88-%EB%91%90-"
           "%EB%8F%99%EC%A0%84",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, unit="presses", time_limit=2.0, memory_mb=512,
)
