"""Baekjoon 15644 구슬 탈출 3 on the judge kit, against an independent oracle: a
breadth-first search over both balls, written apart from fewest (each ball rolled
alone, the one that went further stepped back), that keeps the way to each state.
fewest's way may differ from the oracle's: the problem's own judge replays it."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

STEP = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


def _roll(board: list[str], p: tuple[int, int], d: tuple[int, int]) -> tuple[int, int, int, bool]:
    r, c, k = p[0], p[1], 0
    while board[r + d[0]][c + d[1]] != "#":
        r, c, k = r + d[0], c + d[1], k + 1
        if board[r][c] == "O":
            return r, c, k, True
    return r, c, k, False


def oracle(case: Any) -> str:
    board = case["board"]
    cell = {ch: (r, row.index(ch)) for r, row in enumerate(board) for ch in "RB" if ch in row}
    start = (*cell["R"], *cell["B"])
    way = {start: ""}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if len(way[s]) == 10:
            continue
        for name, d in STEP.items():
            rr, rc, rk, rin = _roll(board, s[:2], d)
            br, bc, bk, bin_ = _roll(board, s[2:], d)
            if bin_:
                continue
            if rin:
                return f"{len(way[s]) + 1}\n{way[s] + name}"
            if (rr, rc) == (br, bc):
                if rk > bk:
                    rr, rc = rr - d[0], rc - d[1]
                else:
                    br, bc = br - d[0], bc - d[1]
            t = (rr, rc, br, bc)
            if t not in way:
                way[t] = way[s] + name
                queue.append(t)
    return "-1"


globals().update(kit_tests("boj-15644", oracle, Path(__file__).parent / "corpus"))
