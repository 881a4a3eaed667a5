"""Programmers 72413 합승 택시 요금 on the judge kit, against an independent oracle:
Dijkstra (a heap) from s, a and b, then the best split point."""

from __future__ import annotations

import heapq
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def dijkstra(n: int, roads: list[list[tuple[int, int]]], src: int) -> list[float]:
    dist = [float("inf")] * (n + 1)
    dist[src] = 0
    heap = [(0, src)]
    while heap:
        d, v = heapq.heappop(heap)
        if d > dist[v]:
            continue
        for w, f in roads[v]:
            if d + f < dist[w]:
                dist[w] = d + f
                heapq.heappush(heap, (d + f, w))
    return dist


def oracle(case: Any) -> str:
    n = case["n"]
    roads: list[list[tuple[int, int]]] = [[] for _ in range(n + 1)]
    for c, d, f in case["fares"]:
        roads[c].append((d, f))
        roads[d].append((c, f))
    ds, da, db = (dijkstra(n, roads, case[k]) for k in ("s", "a", "b"))
    return str(int(min(ds[k] + da[k] + db[k] for k in range(1, n + 1))))


globals().update(kit_tests("programmers-72413", oracle, Path(__file__).parent / "corpus"))
