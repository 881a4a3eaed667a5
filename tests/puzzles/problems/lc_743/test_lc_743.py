"""LeetCode 743 Network Delay Time on the judge kit, against an independent oracle:
Bellman-Ford (every edge relaxed n - 1 times) from k."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, k = case["n"], case["k"]
    inf = float("inf")
    dist = [inf] * (n + 1)
    dist[k] = 0
    for _ in range(n - 1):
        changed = False
        for u, v, w in case["times"]:
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                changed = True
        if not changed:
            break
    worst = max(dist[1:])
    return "-1" if worst == inf else str(int(worst))


globals().update(kit_tests("leetcode-743", oracle, Path(__file__).parent / "corpus"))
