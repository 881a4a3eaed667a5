"""LeetCode 1345 Jump Game IV on the judge kit, against an independent oracle: a
breadth-first search over indices that empties a value's list of indices the first
time it is used (each value's jumps are taken once)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    arr = case["arr"]
    n = len(arr)
    where: dict[int, list[int]] = {}
    for i, v in enumerate(arr):
        where.setdefault(v, []).append(i)
    dist = [-1] * n
    dist[0] = 0
    layer = [0]
    while layer and dist[n - 1] < 0:
        nxt = []
        for i in layer:
            for j in [i - 1, i + 1, *where.pop(arr[i], [])]:
                if 0 <= j < n and dist[j] < 0:
                    dist[j] = dist[i] + 1
                    nxt.append(j)
        layer = nxt
    return str(dist[n - 1])


globals().update(kit_tests("leetcode-1345", oracle, Path(__file__).parent / "corpus"))
