"""Baekjoon 16954 움직이는 미로 탈출 on the judge kit, against an independent oracle:
a simulation written here that moves the whole board down a row a second and keeps
the set of cells the character may stand on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    board = [list(row) for row in case["board"]]
    alive = {(7, 0)}
    for _second in range(9):
        if (0, 7) in alive:
            return "1"
        stepped = set()
        for r, c in alive:
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    y, x = r + dr, c + dc
                    if 0 <= y < 8 and 0 <= x < 8 and board[y][x] == ".":
                        stepped.add((y, x))
        board = [["."] * 8, *board[:7]]
        alive = {(r, c) for r, c in stepped if board[r][c] == "."}
        if not alive:
            return "0"
    return "1"


globals().update(kit_tests("boj-16954", oracle, Path(__file__).parent / "corpus"))
