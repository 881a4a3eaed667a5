"""Baekjoon 5214 환승 on the judge kit, against an independent oracle: a breadth-first
search over stations only, each tube opened once (the first time any of its stations
is reached, all its stations join the next layer)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, tubes = case["N"], case["tubes"]
    if n == 1:
        return "1"
    tubes_of: dict[int, list[int]] = {}
    for j, tube in enumerate(tubes):
        for s in tube:
            tubes_of.setdefault(s, []).append(j)
    opened = [False] * len(tubes)
    seen = {1}
    layer, visited = [1], 1
    while layer:
        visited += 1
        nxt = []
        for s in layer:
            for j in tubes_of.get(s, []):
                if not opened[j]:
                    opened[j] = True
                    for t in tubes[j]:
                        if t not in seen:
                            seen.add(t)
                            nxt.append(t)
        if n in seen:
            return str(visited)
        layer = nxt
    return "-1"


globals().update(kit_tests("boj-5214", oracle, Path(__file__).parent / "corpus"))
