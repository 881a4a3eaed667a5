"""Baekjoon 1600 as the checker sees it.

>>> JUDGE.label, JUDGE.read_input("0\\n2 1\\n0 0\\n")
('Baekjoon 1600', [{'k': 0, 'w': 2, 'h': 1, 'grid': ['00']}])
>>> case = {"k": 2, "w": 2, "h": 2, "grid": ["01", "10"]}
>>> all(JUDGE.size(c) < JUDGE.size(case) for c in JUDGE.shrinks(case))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_1600.formats import read_input, write_input
from fewest.puzzles.boj_1600.scramble import stream
from fewest.puzzles.judge import JudgeSpec


def size(case: dict[str, Any]) -> tuple[int, ...]:
    return (case["w"] * case["h"], sum(row.count("1") for row in case["grid"]), case["k"])


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Remove a row or a column (the ends stay flat), remove an obstacle, or lower K."""
    k, w, h, rows = case["k"], case["w"], case["h"], case["grid"]
    out: list[dict[str, Any]] = []
    if h > 1:
        out += [{"k": k, "w": w, "h": h - 1, "grid": rows[:i] + rows[i + 1:]}
                for i in range(h)]
    if w > 1:
        out += [{"k": k, "w": w - 1, "h": h, "grid": [r[:j] + r[j + 1:] for r in rows]}
                for j in range(w)]
    for i in range(h):
        for j in range(w):
            if rows[i][j] == "1":
                out.append({"k": k, "w": w, "h": h,
                            "grid": [*rows[:i], rows[i][:j] + "0" + rows[i][j + 1:],
                                     *rows[i + 1:]]})
    if k > 0:
        out.append({"k": k - 1, "w": w, "h": h, "grid": rows})
    yield from (c for c in out if c["grid"][0][0] == "0" and c["grid"][-1][-1] == "0")


JUDGE = JudgeSpec(
    name="boj-1600", aliases=("boj1600",), site="baekjoon", number="1600",
    title_ko="말이 되고픈 원숭이", title_en="The Monkey Who Wants to Be a Horse",
    source="https://hyundoil.tistory.com/34",
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, time_limit=2.0, memory_mb=256,
)
