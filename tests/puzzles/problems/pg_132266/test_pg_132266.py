"""Programmers 132266 부대복귀 on the judge kit, against an independent oracle: a
breadth-first search by layers from the destination, read off for each source."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n = case["n"]
    near: list[list[int]] = [[] for _ in range(n + 1)]
    for a, b in case["roads"]:
        near[a].append(b)
        near[b].append(a)
    dist = [-1] * (n + 1)
    dist[case["destination"]] = 0
    layer = [case["destination"]]
    while layer:
        nxt = []
        for v in layer:
            for w in near[v]:
                if dist[w] < 0:
                    dist[w] = dist[v] + 1
                    nxt.append(w)
        layer = nxt
    return json.dumps([dist[s] for s in case["sources"]])


globals().update(kit_tests("programmers-132266", oracle, Path(__file__).parent / "corpus"))
