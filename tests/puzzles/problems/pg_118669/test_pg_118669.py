"""Programmers 118669 등산코스 정하기 on the judge kit, against an independent oracle:
a bottleneck Dijkstra (a heap keyed by the largest weight so far) from every gate
at once, never entering a gate, never leaving a summit."""

from __future__ import annotations

import heapq
import json
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n = case["n"]
    near: list[list[tuple[int, int]]] = [[] for _ in range(n + 1)]
    for i, j, w in case["paths"]:
        near[i].append((j, w))
        near[j].append((i, w))
    gates, summits = set(case["gates"]), set(case["summits"])
    best = [float("inf")] * (n + 1)
    heap = []
    for g in gates:
        best[g] = 0
        heap.append((0, g))
    heapq.heapify(heap)
    while heap:
        d, v = heapq.heappop(heap)
        if d > best[v] or v in summits:
            continue
        for u, w in near[v]:
            if u in gates:
                continue
            nd = max(d, w)
            if nd < best[u]:
                best[u] = nd
                heapq.heappush(heap, (nd, u))
    summit = min(summits, key=lambda s: (best[s], s))
    return json.dumps([summit, int(best[summit])])


globals().update(kit_tests("programmers-118669", oracle, Path(__file__).parent / "corpus"))
