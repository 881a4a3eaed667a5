"""Programmers 169199 리코쳇 로봇 on the judge kit, against an independent oracle: a
breadth-first search over stopping cells, each slide walked cell by cell."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    board = case["board"]
    n, m = len(board), len(board[0])
    start = goal = (0, 0)
    for r in range(n):
        for c in range(m):
            if board[r][c] == "R":
                start = (r, c)
            elif board[r][c] == "G":
                goal = (r, c)
    dist = {start: 0}
    layer = [start]
    while layer:
        nxt = []
        for r, c in layer:
            if (r, c) == goal:
                return str(dist[(r, c)])
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                x, y = r, c
                while 0 <= x + dr < n and 0 <= y + dc < m and board[x + dr][y + dc] != "D":
                    x, y = x + dr, y + dc
                if (x, y) not in dist:
                    dist[(x, y)] = dist[(r, c)] + 1
                    nxt.append((x, y))
        layer = nxt
    return "-1"


globals().update(kit_tests("programmers-169199", oracle, Path(__file__).parent / "corpus"))
