"""Baekjoon 7576 토마토 on the judge kit, against an independent oracle: the ripening
simulated day by day, a whole layer of newly ripe tomatoes at a time."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, m = case["N"], case["M"]
    box = [list(row) for row in case["box"]]
    today = [(r, c) for r in range(n) for c in range(m) if box[r][c] == 1]
    day = 0
    while True:
        tomorrow = []
        for r, c in today:
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < n and 0 <= nc < m and box[nr][nc] == 0:
                    box[nr][nc] = 1
                    tomorrow.append((nr, nc))
        if not tomorrow:
            break
        today = tomorrow
        day += 1
    if any(0 in row for row in box):
        return "-1"
    return str(day)


globals().update(kit_tests("boj-7576", oracle, Path(__file__).parent / "corpus"))
