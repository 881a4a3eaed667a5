"""Programmers 87694 아이템 줍기 on the judge kit, against an independent oracle: the
classic doubled board (every rectangle painted, then every rectangle's inside
wiped), a breadth-first search over what is left, the distance halved."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    board = [[0] * 102 for _ in range(102)]
    rects = [[2 * v for v in r] for r in case["rectangle"]]
    for x1, y1, x2, y2 in rects:
        for x in range(x1, x2 + 1):
            for y in range(y1, y2 + 1):
                board[x][y] = 1
    for x1, y1, x2, y2 in rects:
        for x in range(x1 + 1, x2):
            for y in range(y1 + 1, y2):
                board[x][y] = 0
    start = (2 * case["characterX"], 2 * case["characterY"])
    goal = (2 * case["itemX"], 2 * case["itemY"])
    dist = {start: 0}
    layer = [start]
    while layer:
        nxt = []
        for x, y in layer:
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if board[nx][ny] and (nx, ny) not in dist:
                    dist[(nx, ny)] = dist[(x, y)] + 1
                    nxt.append((nx, ny))
        layer = nxt
    return str(dist[goal] // 2)


globals().update(kit_tests("programmers-87694", oracle, Path(__file__).parent / "corpus"))
