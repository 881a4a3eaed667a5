"""Baekjoon 1938 통나무 옮기기 on the judge kit, against an independent oracle: a BFS
written here over the log as its set of three cells, a turn allowed when the 3 x 3
square about the middle cell is on the plot and free of trees."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, land = case["N"], case["land"]

    def cells_of(ch: str) -> tuple[tuple[int, int], ...]:
        return tuple(sorted((r, c) for r in range(n) for c in range(n) if land[r][c] == ch))

    def free(r: int, c: int) -> bool:
        return 0 <= r < n and 0 <= c < n and land[r][c] != "1"

    start, end = cells_of("B"), cells_of("E")
    seen = {start: 0}
    todo = deque([start])
    while todo:
        log = todo.popleft()
        if log == end:
            return str(seen[log])
        nexts = []
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            moved = tuple((r + dr, c + dc) for r, c in log)
            if all(free(r, c) for r, c in moved):
                nexts.append(moved)
        mr, mc = log[1]
        if all(free(mr + a, mc + b) for a in (-1, 0, 1) for b in (-1, 0, 1)):
            if log[0][0] == mr:  # across -> down
                nexts.append(((mr - 1, mc), (mr, mc), (mr + 1, mc)))
            else:
                nexts.append(((mr, mc - 1), (mr, mc), (mr, mc + 1)))
        for nxt in nexts:
            if nxt not in seen:
                seen[nxt] = seen[log] + 1
                todo.append(nxt)
    return "0"


globals().update(kit_tests("boj-1938", oracle, Path(__file__).parent / "corpus"))
