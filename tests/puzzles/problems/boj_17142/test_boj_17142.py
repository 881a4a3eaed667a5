"""Baekjoon 17142 연구소 3 on the judge kit, against an independent oracle: every
choice of M viruses to activate tried, each spread by a plain multi-source BFS
written here, through the inactive viruses, timed at the slowest empty cell."""

from __future__ import annotations

from collections import deque
from itertools import combinations
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def spread_time(lab: list[list[int]], active: tuple[tuple[int, int], ...]) -> int | None:
    n = len(lab)
    dist = {s: 0 for s in active}
    todo = deque(active)
    while todo:
        r, c = todo.popleft()
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= y < n and 0 <= x < n and lab[y][x] != 1 and (y, x) not in dist:
                dist[y, x] = dist[r, c] + 1
                todo.append((y, x))
    empty = [(r, c) for r in range(n) for c in range(n) if lab[r][c] == 0]
    if any(cell not in dist for cell in empty):
        return None
    return max((dist[cell] for cell in empty), default=0)


def oracle(case: Any) -> str:
    lab = case["lab"]
    viruses = [(r, c) for r, row in enumerate(lab) for c, v in enumerate(row) if v == 2]
    times = [t for pick in combinations(viruses, case["M"])
             if (t := spread_time(lab, pick)) is not None]
    return str(min(times)) if times else "-1"


globals().update(kit_tests("boj-17142", oracle, Path(__file__).parent / "corpus"))
