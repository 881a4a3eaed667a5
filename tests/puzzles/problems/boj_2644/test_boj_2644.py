"""Baekjoon 2644 촌수계산 on the judge kit, against an independent oracle: both
people climb to their ancestors (each has at most one parent); the kinship is
the climb to the lowest common ancestor from each side."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    parent = {y: x for x, y in case["edges"]}

    def ancestors(p: int) -> dict[int, int]:
        up = {p: 0}
        while p in parent:
            p = parent[p]
            up[p] = len(up)
        return up

    mine, theirs = ancestors(case["a"]), ancestors(case["b"])
    common = [mine[p] + theirs[p] for p in mine if p in theirs]
    return str(min(common)) if common else "-1"


globals().update(kit_tests("boj-2644", oracle, Path(__file__).parent / "corpus"))
