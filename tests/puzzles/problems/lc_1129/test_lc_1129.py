"""LeetCode 1129 Shortest Path with Alternating Colors on the judge kit, against an
independent oracle: dynamic programming over path lengths, the set of nodes that a
path of length k ending in each colour reaches, for k up to 2n."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n = case["n"]
    edges = {"r": case["redEdges"], "b": case["blueEdges"]}
    answer = [-1] * n
    answer[0] = 0
    ends = {"r": {0}, "b": {0}}  # length 0: node 0, either colour may come next
    for k in range(1, 2 * n + 1):
        new = {colour: {b for a, b in edges[colour] if a in ends["b" if colour == "r" else "r"]}
               for colour in ("r", "b")}
        for colour in ("r", "b"):
            for v in new[colour]:
                if answer[v] < 0:
                    answer[v] = k
        ends = new
    return json.dumps(answer)


globals().update(kit_tests("leetcode-1129", oracle, Path(__file__).parent / "corpus"))
