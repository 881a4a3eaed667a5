"""The family's answers against an independent oracle, and every path replayed."""

from __future__ import annotations

import random
from collections import deque

import pytest

from fewest.errors import NoSolutionError
from fewest.puzzles import get_family

NAME = "leetcode-1210"
Cells = frozenset[tuple[int, int]]


def oracle(grid: list[list[int]]) -> int:
    """BFS over the *set of covered cells*, moves written from the statement's words."""
    n = len(grid)

    def empty(*cells: tuple[int, int]) -> bool:
        return all(0 <= r < n and 0 <= c < n and grid[r][c] == 0 for r, c in cells)

    start: Cells = frozenset({(0, 0), (0, 1)})
    goal: Cells = frozenset({(n - 1, n - 2), (n - 1, n - 1)})
    dist = {start: 0}
    todo = deque([start])
    while todo:
        cur = todo.popleft()
        if cur == goal:
            return dist[cur]
        (r, c), (r2, c2) = sorted(cur)
        out = []
        for dr, dc in ((0, 1), (1, 0)):
            moved = {(r + dr, c + dc), (r2 + dr, c2 + dc)}
            if empty(*moved):
                out.append(frozenset(moved))
        if r == r2 and empty((r + 1, c), (r + 1, c + 1)):
            out.append(frozenset({(r, c), (r + 1, c)}))
        if c == c2 and empty((r, c + 1), (r + 1, c + 1)):
            out.append(frozenset({(r, c), (r, c + 1)}))
        for s in out:
            if s not in dist:
                dist[s] = dist[cur] + 1
                todo.append(s)
    return -1


def replayed(grid: list[list[int]], moves: list[str]) -> int:
    """Play ``moves`` by the statement's rules; fail on an illegal one."""
    n = len(grid)

    def empty(r: int, c: int) -> bool:
        return 0 <= r < n and 0 <= c < n and grid[r][c] == 0

    r, c, standing = 0, 0, False
    for m in moves:
        if m == "right":
            r2, c2 = (r + 1, c + 1) if standing else (r, c + 2)
            assert empty(r, c + 1) and empty(r2, c2)
            c += 1
        elif m == "down":
            r2, c2 = (r + 2, c) if standing else (r + 1, c + 1)
            assert empty(r + 1, c) and empty(r2, c2)
            r += 1
        elif m == "clockwise":
            assert not standing and empty(r + 1, c) and empty(r + 1, c + 1)
            standing = True
        else:
            assert m == "counterclockwise"
            assert standing and empty(r, c + 1) and empty(r + 1, c + 1)
            standing = False
    assert (r, c, standing) == (n - 1, n - 2, False)
    return len(moves)


def solve(grid: list[list[int]], method: str = "auto") -> int:
    inst = get_family(NAME).parse({"grid": grid})
    try:
        sol = inst.solve(method)
    except NoSolutionError:
        return -1
    got = replayed(grid, sol.moves)
    assert inst.judge_output(sol, "judge") == str(got)
    return got


def test_family_agrees_with_the_oracle_on_300_grids() -> None:
    rng = random.Random(1210)
    for i in range(300):
        n = 2 + i % 7
        grid = [[int(rng.random() < rng.choice((0.1, 0.25))) for _ in range(n)] for _ in range(n)]
        grid[0][0] = grid[0][1] = 0
        assert solve(grid) == oracle(grid), grid


@pytest.mark.parametrize("method", ["bfs", "bidirectional", "astar", "greedy", "dijkstra"])
def test_engine_methods(method: str) -> None:
    rng = random.Random(3)
    for _ in range(15):
        n = rng.randint(2, 6)
        grid = [[int(rng.random() < 0.15) for _ in range(n)] for _ in range(n)]
        grid[0][0] = grid[0][1] = 0
        want = oracle(grid)
        got = solve(grid, method)
        assert got == want if method != "greedy" else (got == -1) == (want == -1)


@pytest.mark.slow
def test_largest_open_grid() -> None:
    grid = [[0] * 100 for _ in range(100)]
    assert solve(grid) == oracle(grid) == 197
