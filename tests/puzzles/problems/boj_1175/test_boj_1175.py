"""Baekjoon 1175 배달 on the judge kit, against an independent oracle: the two orders
of delivery, each as two plain breadth-first searches over (block, last direction)
chained through every direction the first ``C`` can be entered from."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

DIRS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def _from(room: list[str], starts: dict[tuple[int, int, int], int]) -> dict[Any, int]:
    """Least minutes to each (row, col, last direction) from ``starts``."""
    n, m = len(room), len(room[0])
    dist = dict(starts)
    layer = sorted(starts, key=starts.__getitem__)
    frontier = [s for s in layer]
    while frontier:
        nxt = []
        for r, c, last in frontier:
            for d, (dr, dc) in enumerate(DIRS):
                y, x = r + dr, c + dc
                if d != last and 0 <= y < n and 0 <= x < m and room[y][x] != "#" \
                        and (y, x, d) not in dist:
                    dist[(y, x, d)] = dist[(r, c, last)] + 1
                    nxt.append((y, x, d))
        frontier = nxt
    return dist


def oracle(case: Any) -> str:
    room = case["room"]
    cells = {ch: [(r, c) for r, row in enumerate(room) for c, x in enumerate(row) if x == ch]
             for ch in "SC"}
    (sr, sc), cs = cells["S"][0], cells["C"]
    first = _from(room, {(sr, sc, -1): 0})
    best = None
    for a, b in ((cs[0], cs[1]), (cs[1], cs[0])):
        # all ways of entering a, then on to b (each arrival direction separately, since
        # a later start cannot be mixed into one BFS layer order)
        for d in range(4):
            if (a[0], a[1], d) not in first:
                continue
            t0 = first[(a[0], a[1], d)]
            then = _from(room, {(a[0], a[1], d): 0})
            for e in range(4):
                if (b[0], b[1], e) in then:
                    total = t0 + then[(b[0], b[1], e)]
                    best = total if best is None else min(best, total)
    return str(best) if best is not None else "-1"


globals().update(kit_tests("boj-1175", oracle, Path(__file__).parent / "corpus"))
