"""Independent references for the snakes-and-ladders tests (no library labelling)."""

from __future__ import annotations

import random

from fewest import replay
from fewest.puzzles.snakes_ladders import SnakesPuzzle


def label_map(n: int) -> dict[int, tuple[int, int]]:
    """Square label -> (row, col), by walking the rows from the bottom up."""
    out = {}
    label = 1
    left_to_right = True
    for row in range(n - 1, -1, -1):
        cols = range(n) if left_to_right else range(n - 1, -1, -1)
        for col in cols:
            out[label] = (row, col)
            label += 1
        left_to_right = not left_to_right
    return out


def final_squares(grid: list[list[int]]) -> list[int]:
    """``out[s]`` = where a piece landing on ``s`` ends (index 0 unused)."""
    n = len(grid)
    where = label_map(n)
    out = [0] * (n * n + 1)
    for s, (r, c) in where.items():
        out[s] = s if grid[r][c] == -1 else grid[r][c]
    return out


def bellman_ford_rolls(grid: list[list[int]], die: int = 6) -> int:
    """Fewest rolls by Bellman-Ford relaxation over all squares (or -1)."""
    final = final_squares(grid)
    last = len(final) - 1
    inf = float("inf")
    dist = [inf] * (last + 1)
    dist[1] = 0
    for _ in range(last):
        changed = False
        for s in range(1, last):
            if dist[s] == inf:
                continue
            for landing in range(s + 1, min(s + die, last) + 1):
                t = final[landing]
                if dist[s] + 1 < dist[t]:
                    dist[t] = dist[s] + 1
                    changed = True
        if not changed:
            break
    return -1 if dist[last] == inf else int(dist[last])


def random_grid(rng: random.Random, n: int, density: float) -> list[list[int]]:
    """A random board: each square except 1 and n^2 jumps with probability ``density``."""
    last = n * n
    where = label_map(n)
    grid = [[-1] * n for _ in range(n)]
    for s in range(2, last):
        if rng.random() < density:
            r, c = where[s]
            grid[r][c] = rng.randint(1, last)
    return grid


def check_replay(board, solution) -> None:
    """Replay ``solution`` move by move on a fresh engine puzzle and check its claims."""
    puzzle = SnakesPuzzle(board)
    states, cost = replay(puzzle, board.start, solution.moves)
    assert states == solution.states
    assert states[-1] == board.squares
    assert cost == solution.cost == len(solution.moves)
    for (roll, landing, final), before in zip(solution.moves, states, strict=False):
        assert landing == before + roll and 1 <= roll <= board.die
        assert final == board.final(landing)
