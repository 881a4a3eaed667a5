"""Baekjoon 5427 불 on the judge kit, against an independent oracle: a second-by-second
simulation written here (each second the fire spreads first, then Sang-geun's
squares step onto free ground or off the map), not arrival times."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    grid = case["building"]
    rows, cols = case["h"], case["w"]
    fire = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "*"}
    here = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "@"}
    seen = set(here)
    second = 0
    while here:
        second += 1
        fire |= {(y, x) for r, c in fire for y, x in ((r + 1, c), (r - 1, c), (r, c + 1),
                                                      (r, c - 1))
                 if 0 <= y < rows and 0 <= x < cols and grid[y][x] in ".@"}
        nxt = set()
        for r, c in here:
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if not (0 <= y < rows and 0 <= x < cols):
                    return str(second)
                if grid[y][x] in ".@" and (y, x) not in fire and (y, x) not in seen:
                    seen.add((y, x))
                    nxt.add((y, x))
        here = nxt
    return "IMPOSSIBLE"


globals().update(kit_tests("boj-5427", oracle, Path(__file__).parent / "corpus"))
