"""LeetCode 787 Cheapest Flights Within K Stops on the judge kit, against an
independent oracle: Bellman-Ford limited to k + 1 rounds, each round relaxing every
flight from the prices of the round before (so a round adds at most one flight)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    inf = float("inf")
    price = [inf] * case["n"]
    price[case["src"]] = 0
    for _ in range(case["k"] + 1):
        before = list(price)
        for a, b, p in case["flights"]:
            if before[a] + p < price[b]:
                price[b] = before[a] + p
    best = price[case["dst"]]
    return "-1" if best == inf else str(int(best))


globals().update(kit_tests("leetcode-787", oracle, Path(__file__).parent / "corpus"))
