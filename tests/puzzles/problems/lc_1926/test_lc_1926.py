"""LeetCode 1926 Nearest Exit from Entrance in Maze on the judge kit, against an
independent oracle: a plain breadth-first search, layer by layer, from the entrance."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    maze = case["maze"]
    m, n = len(maze), len(maze[0])
    start = tuple(case["entrance"])
    seen = {start}
    layer = [start]
    depth = 0
    while layer:
        depth += 1
        nxt = []
        for r, c in layer:
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < m and 0 <= nc < n and maze[nr][nc] == "." and (nr, nc) not in seen:
                    if nr in (0, m - 1) or nc in (0, n - 1):
                        return str(depth)
                    seen.add((nr, nc))
                    nxt.append((nr, nc))
        layer = nxt
    return "-1"


globals().update(kit_tests("leetcode-1926", oracle, Path(__file__).parent / "corpus"))
