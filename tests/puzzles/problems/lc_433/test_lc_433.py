"""LeetCode 433 Minimum Genetic Mutation on the judge kit, against an independent
oracle: the bank (and the start) as a graph whose edges join genes that differ in
exactly one letter, searched breadth-first."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    start, end = case["startGene"], case["endGene"]
    if start == end:
        return "0"
    genes = sorted(set(case["bank"]))
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for g in frontier:
            for h in genes:
                if h not in dist and sum(a != b for a, b in zip(g, h, strict=True)) == 1:
                    dist[h] = dist[g] + 1
                    nxt.append(h)
        frontier = nxt
    return str(dist.get(end, -1))


globals().update(kit_tests("leetcode-433", oracle, Path(__file__).parent / "corpus"))
