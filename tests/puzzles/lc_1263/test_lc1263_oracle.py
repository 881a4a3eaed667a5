"""The family's answers against an independent oracle, and every push replayed."""

from __future__ import annotations

import random
from collections import deque

import pytest

from fewest.errors import NoSolutionError
from fewest.puzzles import get_family
from fewest.puzzles.problems.lc_1263 import random_grid

NAME = "leetcode-1263"
DIRS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def find(grid: list[list[str]], ch: str) -> tuple[int, int]:
    return next((r, c) for r, row in enumerate(grid) for c, x in enumerate(row) if x == ch)


def free(grid: list[list[str]], r: int, c: int) -> bool:
    return 0 <= r < len(grid) and 0 <= c < len(grid[0]) and grid[r][c] != "#"


def oracle(grid: list[list[str]]) -> int:
    """0-1 BFS over (player cell, box cell): a walk costs 0, a push 1."""
    start = (find(grid, "S"), find(grid, "B"))
    target = find(grid, "T")
    best = {start: 0}
    dq = deque([(0, start)])
    while dq:
        d, (me, box) = dq.popleft()
        if d > best[(me, box)]:
            continue
        if box == target:
            return d
        for dr, dc in DIRS.values():
            step = (me[0] + dr, me[1] + dc)
            if not free(grid, *step):
                continue
            if step == box:
                nb = (box[0] + dr, box[1] + dc)
                if free(grid, *nb) and d + 1 < best.get((step, nb), 10**9):
                    best[(step, nb)] = d + 1
                    dq.append((d + 1, (step, nb)))
            elif d < best.get((step, box), 10**9):
                best[(step, box)] = d
                dq.appendleft((d, (step, box)))
    return -1


def replayed(grid: list[list[str]], moves: list[str]) -> int:
    """Play the pushes: each needs a walk (around the box) to the cell behind it."""
    me, box = find(grid, "S"), find(grid, "B")
    for mv in moves:
        dr, dc = DIRS[mv]
        behind, front = (box[0] - dr, box[1] - dc), (box[0] + dr, box[1] + dc)
        assert free(grid, *front) and free(grid, *behind)
        seen, todo = {me}, [me]
        while todo:
            r, c = todo.pop()
            for er, ec in DIRS.values():
                p = (r + er, c + ec)
                if free(grid, *p) and p != box and p not in seen:
                    seen.add(p)
                    todo.append(p)
        assert behind in seen, (mv, me, box)
        me, box = box, front
    assert box == find(grid, "T")
    return len(moves)


def solve(grid: list[list[str]], method: str = "auto") -> int:
    inst = get_family(NAME).parse({"grid": grid})
    try:
        sol = inst.solve(method)
    except NoSolutionError:
        return -1
    got = replayed(grid, sol.moves)
    assert inst.judge_output(sol, "judge") == str(got)
    return got


def test_family_agrees_with_the_oracle_on_300_warehouses() -> None:
    rng = random.Random(1263)
    for i in range(300):
        m, n = 2 + i % 5, 2 + (i // 5) % 5
        grid = random_grid(m, n, rng.choice((0.1, 0.25)), rng)
        assert solve(grid) == oracle(grid), grid


@pytest.mark.parametrize("method", ["bfs", "astar", "greedy", "dijkstra", "idastar"])
def test_engine_methods(method: str) -> None:
    rng = random.Random(8)
    for _ in range(12):
        grid = random_grid(rng.randint(2, 4), rng.randint(3, 4), 0.15, rng)
        want = oracle(grid)
        got = solve(grid, method)
        assert got == want if method != "greedy" else (got == -1) == (want == -1)


def test_open_20x20_floor() -> None:
    grid = [["."] * 20 for _ in range(20)]
    grid[0][0], grid[1][1], grid[18][18] = "S", "B", "T"
    assert solve(grid) == 34
