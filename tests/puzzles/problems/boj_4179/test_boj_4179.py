"""Baekjoon 4179 불! on the judge kit, against an independent oracle: a minute-by-minute
simulation written here (each minute the fire spreads first, then Jihun's squares
step onto free ground or out of the maze), not arrival times."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    grid = case["maze"]
    rows, cols = case["R"], case["C"]
    fire = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "F"}
    here = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "J"}
    seen = set(here)
    minute = 0
    while here:
        minute += 1
        fire |= {(y, x) for r, c in fire for y, x in ((r + 1, c), (r - 1, c), (r, c + 1),
                                                      (r, c - 1))
                 if 0 <= y < rows and 0 <= x < cols and grid[y][x] in ".J"}
        nxt = set()
        for r, c in here:
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if not (0 <= y < rows and 0 <= x < cols):
                    return str(minute)
                if grid[y][x] in ".J" and (y, x) not in fire and (y, x) not in seen:
                    seen.add((y, x))
                    nxt.add((y, x))
        here = nxt
    return "IMPOSSIBLE"


globals().update(kit_tests("boj-4179", oracle, Path(__file__).parent / "corpus"))
