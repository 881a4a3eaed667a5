"""LeetCode 1654 Minimum Jumps to Reach Home on the judge kit, against an independent
oracle: breadth-first search over (position, last jump backward) with a far larger
ceiling than fewest's (10^4), so that fewest's bound is checked too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

CEILING = 10**4


def oracle(case: Any) -> str:
    banned = set(case["forbidden"])
    a, b, x = case["a"], case["b"], case["x"]
    dist = {(0, False): 0}
    layer = [(0, False)]
    while layer:
        nxt = []
        for pos, back in layer:
            if pos == x:
                return str(dist[pos, back])
            steps = [(pos + a, False)] + ([] if back else [(pos - b, True)])
            for p, bk in steps:
                if 0 <= p <= CEILING and p not in banned and (p, bk) not in dist:
                    dist[p, bk] = dist[pos, back] + 1
                    nxt.append((p, bk))
        layer = nxt
    return "-1"


globals().update(kit_tests("leetcode-1654", oracle, Path(__file__).parent / "corpus"))
