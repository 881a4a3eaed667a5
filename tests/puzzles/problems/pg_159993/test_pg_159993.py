"""Programmers 159993 미로 탈출 on the judge kit, against an independent oracle: two
breadth-first floods, S -> L and L -> E, added."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

from fewest.puzzles import get_family


def flood(grid: list[str], src: tuple[int, int]) -> dict[tuple[int, int], int]:
    n, m = len(grid), len(grid[0])
    dist = {src: 0}
    layer = [src]
    while layer:
        nxt = []
        for r, c in layer:
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < n and 0 <= nc < m and grid[nr][nc] != "X" and (nr, nc) not in dist:
                    dist[(nr, nc)] = dist[(r, c)] + 1
                    nxt.append((nr, nc))
        layer = nxt
    return dist


def oracle(case: Any) -> str:
    grid = case["maps"]
    where = {ch: (r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch in "SLE"}
    to_lever = flood(grid, where["S"]).get(where["L"])
    to_exit = flood(grid, where["L"]).get(where["E"])
    return "-1" if to_lever is None or to_exit is None else str(to_lever + to_exit)


def test_the_longest_special_walks_the_corridor_twice() -> None:
    specials = get_family("programmers-159993").problem.specials  # type: ignore[attr-defined]
    assert int(oracle(json.loads(specials[5]))) > 9000


globals().update(kit_tests("programmers-159993", oracle, Path(__file__).parent / "corpus"))
