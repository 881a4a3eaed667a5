"""Baekjoon 20304 비밀번호 제작 on the judge kit, against an independent oracle: a
plain multi-source BFS over a list indexed by the password, flipping one bit a step,
written fresh here."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n = case["N"]
    dist = [-1] * (n + 1)
    queue: deque[int] = deque()
    for p in case["P"]:
        if dist[p] == -1:
            dist[p] = 0
            queue.append(p)
    while queue:
        x = queue.popleft()
        for b in range(20):
            y = x ^ (1 << b)
            if y <= n and dist[y] == -1:
                dist[y] = dist[x] + 1
                queue.append(y)
    return str(max(dist))


globals().update(kit_tests("boj-20304", oracle, Path(__file__).parent / "corpus"))
