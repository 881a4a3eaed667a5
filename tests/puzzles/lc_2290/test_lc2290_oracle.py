"""The family's answers against an independent oracle, and every path replayed."""

from __future__ import annotations

import itertools
import random

import pytest

from fewest.puzzles import get_family

NAME = "leetcode-2290"


def oracle(grid: list[list[int]]) -> int:
    """Fewest obstacles by Bellman-Ford relaxation over the cells."""
    m, n = len(grid), len(grid[0])
    inf = 10**9
    best = {(r, c): inf for r in range(m) for c in range(n)}
    best[(0, 0)] = 0
    for _ in range(m * n):
        changed = False
        for (r, c), d in list(best.items()):
            if d == inf:
                continue
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if (rr, cc) in best and d + grid[rr][cc] < best[(rr, cc)]:
                    best[(rr, cc)] = d + grid[rr][cc]
                    changed = True
        if not changed:
            break
    return best[(m - 1, n - 1)]


def replayed(grid: list[list[int]], moves: list[str]) -> int:
    """Walk ``moves`` by the rules; return the obstacles stepped on (each counted once)."""
    step = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
    m, n = len(grid), len(grid[0])
    r = c = 0
    removed = set()
    for mv in moves:
        r, c = r + step[mv][0], c + step[mv][1]
        assert 0 <= r < m and 0 <= c < n
        if grid[r][c]:
            removed.add((r, c))
    assert (r, c) == (m - 1, n - 1)
    return len(removed)


def solve(grid: list[list[int]], method: str = "auto") -> int:
    inst = get_family(NAME).parse({"grid": grid})
    sol = inst.solve(method)
    got = replayed(grid, sol.moves)
    assert got == sol.cost
    assert inst.judge_output(sol, "judge") == str(got)
    return got


def test_family_agrees_with_the_oracle_on_300_grids() -> None:
    rng = random.Random(2290)
    for i in range(300):
        m, n = 1 + i % 6, 1 + (i // 6) % 6
        if m * n < 2:
            n = 2
        grid = [[int(rng.random() < rng.choice((0.3, 0.6))) for _ in range(n)] for _ in range(m)]
        grid[0][0] = grid[m - 1][n - 1] = 0
        assert solve(grid) == oracle(grid), grid


def test_every_3x3_grid_by_brute_force() -> None:
    for bits in itertools.product((0, 1), repeat=7):
        cells = [0, *bits, 0]
        grid = [cells[0:3], cells[3:6], cells[6:9]]
        assert solve(grid) == oracle(grid)


@pytest.mark.parametrize("method", ["dijkstra", "astar", "idastar"])
def test_engine_methods_agree(method: str) -> None:
    rng = random.Random(5)
    for _ in range(15):
        m, n = rng.randint(1, 4), rng.randint(2, 4)
        grid = [[int(rng.random() < 0.5) for _ in range(n)] for _ in range(m)]
        grid[0][0] = grid[m - 1][n - 1] = 0
        assert solve(grid, method) == oracle(grid), grid


@pytest.mark.slow
def test_largest_grid_checkerboard() -> None:
    m, n = 250, 400
    grid = [[(r + c) % 2 for c in range(n)] for r in range(m)]
    grid[0][0] = grid[m - 1][n - 1] = 0
    inst = get_family(NAME).parse({"grid": grid})
    sol = inst.solve()
    assert replayed(grid, sol.moves) == sol.cost
