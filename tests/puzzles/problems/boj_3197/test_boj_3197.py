"""Baekjoon 3197 백조의 호수 on the judge kit, against an independent oracle: the
day-by-day simulation written here, a swan queue that stops at ice (to go on the
next day) and a water queue that melts one ring of ice a day."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    rows, cols = case["R"], case["C"]
    lake = [list(row) for row in case["lake"]]
    swans = [(r, c) for r in range(rows) for c in range(cols) if lake[r][c] == "L"]
    water = deque((r, c) for r in range(rows) for c in range(cols) if lake[r][c] != "X")
    seen = {swans[0]}
    swim = deque([swans[0]])
    day = 0
    while True:
        later: deque[tuple[int, int]] = deque()
        while swim:
            r, c = swim.popleft()
            if (r, c) == swans[1]:
                return str(day)
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= y < rows and 0 <= x < cols and (y, x) not in seen:
                    seen.add((y, x))
                    (later if lake[y][x] == "X" else swim).append((y, x))
        swim = later
        melted: deque[tuple[int, int]] = deque()
        while water:
            r, c = water.popleft()
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= y < rows and 0 <= x < cols and lake[y][x] == "X":
                    lake[y][x] = "."
                    melted.append((y, x))
        water = melted
        day += 1


globals().update(kit_tests("boj-3197", oracle, Path(__file__).parent / "corpus"))
