"""Baekjoon 13459 구슬 탈출 on the judge kit, against an independent oracle: a BFS
written here over both balls' cells, layer by layer up to 10 tilts, each tilt
rolling the balls cell by cell (the one ahead first)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def roll(g: list[str], at: tuple[int, int], d: tuple[int, int],
         block: tuple[int, int] | None) -> tuple[int, int] | None:
    r, c = at
    while True:
        y, x = r + d[0], c + d[1]
        if g[y][x] == "#" or (y, x) == block:
            return r, c
        if g[y][x] == "O":
            return None
        r, c = y, x


def oracle(case: Any) -> str:
    g = case["board"]
    find = {ch: (r, row.index(ch)) for r, row in enumerate(g) for ch in "RB" if ch in row}
    layer = {(find["R"], find["B"])}
    seen = set(layer)
    for _tilt in range(10):
        nxt = set()
        for red, blue in layer:
            for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                red_ahead = (red[0] - blue[0]) * d[0] + (red[1] - blue[1]) * d[1] > 0
                if red_ahead:
                    r2 = roll(g, red, d, blue)
                    b2 = roll(g, blue, d, r2)
                else:
                    b2 = roll(g, blue, d, red)
                    r2 = roll(g, red, d, b2)
                if b2 is None:
                    continue
                if r2 is None:
                    return "1"
                if (r2, b2) not in seen:
                    seen.add((r2, b2))
                    nxt.add((r2, b2))
        layer = nxt
    return "0"


globals().update(kit_tests("boj-13459", oracle, Path(__file__).parent / "corpus"))
