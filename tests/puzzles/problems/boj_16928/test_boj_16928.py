"""Baekjoon 16928 뱀과 사다리 게임 on the judge kit, against an independent oracle: a
plain breadth-first search over the 100 squares, written here."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    board = list(range(101))
    for a, b in case["ladders"] + case["snakes"]:
        board[a] = b
    dist = [-1] * 101
    dist[1] = 0
    queue = deque([1])
    while queue:
        x = queue.popleft()
        for d in range(1, 7):
            if x + d > 100:
                break
            y = board[x + d]
            if dist[y] < 0:
                dist[y] = dist[x] + 1
                queue.append(y)
    return str(dist[100])


globals().update(kit_tests("boj-16928", oracle, Path(__file__).parent / "corpus"))
