"""Baekjoon 7569 토마토 (3-D) on the judge kit, against an independent oracle: the
ripening simulated day by day on a 3-D list, a layer of newly ripe tomatoes at a
time."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

STEPS = ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1))


def oracle(case: Any) -> str:
    m, n, h = case["M"], case["N"], case["H"]
    box = [[list(row) for row in layer] for layer in case["boxes"]]
    today = [(z, r, c) for z in range(h) for r in range(n) for c in range(m)
             if box[z][r][c] == 1]
    day = 0
    while True:
        tomorrow = []
        for z, r, c in today:
            for dz, dr, dc in STEPS:
                a, b, d = z + dz, r + dr, c + dc
                if 0 <= a < h and 0 <= b < n and 0 <= d < m and box[a][b][d] == 0:
                    box[a][b][d] = 1
                    tomorrow.append((a, b, d))
        if not tomorrow:
            break
        today = tomorrow
        day += 1
    if any(0 in row for layer in box for row in layer):
        return "-1"
    return str(day)


globals().update(kit_tests("boj-7569", oracle, Path(__file__).parent / "corpus"))
