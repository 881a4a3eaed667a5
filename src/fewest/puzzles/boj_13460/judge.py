"""Baekjoon 13460 as the checker sees it.

>>> JUDGE.label, JUDGE.read_input("3 5\\n#####\\n#ROB#\\n#####\\n")[0]["n"]
('Baekjoon 13460', 3)
>>> case = {"n": 4, "m": 6, "board": ["######", "#R.#.#", "#.OB.#", "######"]}
>>> all(JUDGE.size(c) < JUDGE.size(case) for c in JUDGE.shrinks(case))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_13460.formats import read_input, write_input
from fewest.puzzles.boj_13460.model import LOW
from fewest.puzzles.boj_13460.scramble import stream
from fewest.puzzles.judge import JudgeSpec


def size(case: dict[str, Any]) -> tuple[int, ...]:
    return (case["n"] * case["m"], "".join(case["board"]).count("#"))


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove an inner row or column (the hole and both balls kept, N and M at least
    3), or turn an inner wall into floor."""
    n, m, rows = case["n"], case["m"], case["board"]
    out: list[dict[str, Any]] = []
    if n > LOW:
        out += [{"n": n - 1, "m": m, "board": rows[:i] + rows[i + 1:]}
                for i in range(1, n - 1)]
    if m > LOW:
        out += [{"n": n, "m": m - 1, "board": [r[:j] + r[j + 1:] for r in rows]}
                for j in range(1, m - 1)]
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            if rows[i][j] == "#":
                out.append({"n": n, "m": m,
                            "board": [*rows[:i], rows[i][:j] + "." + rows[i][j + 1:],
                                      *rows[i + 1:]]})
    for c in out:
        text = "".join(c["board"])
        if all(text.count(ch) == 1 for ch in "ORB"):
            yield c


JUDGE = JudgeSpec(
    name="boj-13460", aliases=("boj13460",), site="baekjoon", number="13460",
    title_ko="구슬 탈출 2", title_en="Marble Escape 2",
    source="https://www.acmicpc.net/problem/13460",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, unit="tilts", time_limit=2.0, memory_mb=512,
)
