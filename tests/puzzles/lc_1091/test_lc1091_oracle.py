"""The family's answers against an independent oracle, and every path replayed."""

from __future__ import annotations

import random

import pytest

from fewest.errors import NoSolutionError
from fewest.puzzles import get_family

NAME = "leetcode-1091"


def oracle(grid: list[list[int]]) -> int:
    """Cells on the shortest clear path by repeated relaxation (Bellman-Ford style)."""
    n = len(grid)
    inf = 10**9
    best = [[inf] * n for _ in range(n)]
    if grid[0][0] == 0:
        best[0][0] = 1
    changed = True
    while changed:
        changed = False
        for r in range(n):
            for c in range(n):
                if grid[r][c] or best[r][c] == inf:
                    continue
                for rr in range(max(0, r - 1), min(n, r + 2)):
                    for cc in range(max(0, c - 1), min(n, c + 2)):
                        if not grid[rr][cc] and best[r][c] + 1 < best[rr][cc]:
                            best[rr][cc] = best[r][c] + 1
                            changed = True
    return -1 if best[n - 1][n - 1] == inf else best[n - 1][n - 1]


def replayed_cells(grid: list[list[int]], moves: list[str]) -> int:
    """Walk ``moves`` by the rules and return the cells visited; fail on any illegal step."""
    step = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1),
            "up-left": (-1, -1), "up-right": (-1, 1), "down-left": (1, -1),
            "down-right": (1, 1)}
    n = len(grid)
    r = c = 0
    assert grid[0][0] == 0
    for m in moves:
        dr, dc = step[m]
        r, c = r + dr, c + dc
        assert 0 <= r < n and 0 <= c < n and grid[r][c] == 0, (m, r, c)
    assert (r, c) == (n - 1, n - 1)
    return len(moves) + 1


def solve(grid: list[list[int]], method: str = "auto") -> int:
    inst = get_family(NAME).parse({"grid": grid})
    try:
        sol = inst.solve(method)
    except NoSolutionError:
        assert inst.judge_output(None, "judge") == "-1"
        return -1
    got = replayed_cells(grid, sol.moves)
    assert inst.judge_output(sol, "judge") == str(got)
    return got


def test_family_agrees_with_the_oracle_on_300_grids() -> None:
    rng = random.Random(1091)
    for i in range(300):
        n = 1 + i % 7
        density = rng.choice((0.1, 0.25, 0.4))
        grid = [[int(rng.random() < density) for _ in range(n)] for _ in range(n)]
        if rng.random() < 0.7:
            grid[0][0] = grid[n - 1][n - 1] = 0
        assert solve(grid) == oracle(grid), grid


@pytest.mark.parametrize("method", ["bfs", "astar", "dijkstra"])
def test_engine_methods_agree(method: str) -> None:
    rng = random.Random(7)
    for _ in range(20):
        n = rng.randint(1, 6)
        grid = [[int(rng.random() < 0.3) for _ in range(n)] for _ in range(n)]
        assert solve(grid, method) == oracle(grid), grid


@pytest.mark.parametrize("n", [30, pytest.param(100, marks=pytest.mark.slow)])
def test_serpentine_grid(n: int) -> None:
    grid = [[0] * n for _ in range(n)]
    for r in range(1, n - 1, 2):  # a serpentine of walls with one gap each
        for c in range(n):
            grid[r][c] = 1
        grid[r][0 if r % 4 == 1 else n - 1] = 0
    assert solve(grid) == oracle(grid)
