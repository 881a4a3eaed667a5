"""Baekjoon 17141 연구소 2 on the judge kit, against an independent oracle: every
choice of M spots tried, each spread by a plain multi-source BFS written here."""

from __future__ import annotations

from collections import deque
from itertools import combinations
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def spread_time(lab: list[list[int]], sources: tuple[tuple[int, int], ...],
                must: set[int]) -> int | None:
    n = len(lab)
    dist = {s: 0 for s in sources}
    todo = deque(sources)
    while todo:
        r, c = todo.popleft()
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= y < n and 0 <= x < n and lab[y][x] != 1 and (y, x) not in dist:
                dist[y, x] = dist[r, c] + 1
                todo.append((y, x))
    worst = 0
    for r in range(n):
        for c in range(n):
            if lab[r][c] in must:
                if (r, c) not in dist:
                    return None
                worst = max(worst, dist[r, c])
    return worst


def best(case: Any, must: set[int]) -> str:
    lab = case["lab"]
    places = [(r, c) for r, row in enumerate(lab) for c, v in enumerate(row) if v == 2]
    times = [t for pick in combinations(places, case["M"])
             if (t := spread_time(lab, pick, must)) is not None]
    return str(min(times)) if times else "-1"


def oracle(case: Any) -> str:
    return best(case, {0, 2})


globals().update(kit_tests("boj-17141", oracle, Path(__file__).parent / "corpus"))
