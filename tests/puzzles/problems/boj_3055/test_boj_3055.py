"""Baekjoon 3055 탈출 on the judge kit, against an independent oracle: a minute-by-minute
simulation written here (each minute the water spreads first, then the hedgehog's
squares step onto dry ground), not arrival times."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    grid = [list(row) for row in case["forest"]]
    rows, cols = case["R"], case["C"]
    water = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "*"}
    here = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "S"}
    seen = set(here)
    minute = 0

    def near(r: int, c: int) -> list[tuple[int, int]]:
        return [(y, x) for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                if 0 <= y < rows and 0 <= x < cols]

    while here:
        minute += 1
        water |= {n for w in water for n in near(*w) if grid[n[0]][n[1]] in ".S"}
        nxt = set()
        for at in here:
            for y, x in near(*at):
                if grid[y][x] == "D":
                    return str(minute)
                if grid[y][x] in ".S" and (y, x) not in water and (y, x) not in seen:
                    seen.add((y, x))
                    nxt.add((y, x))
        here = nxt
    return "KAKTUS"


globals().update(kit_tests("boj-3055", oracle, Path(__file__).parent / "corpus"))
