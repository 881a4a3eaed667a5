"""Independent references for the compiled sliding paths: plain Python, no numba."""

from __future__ import annotations

import random
from collections import deque
from pathlib import Path

import fewest

DIRS = "ULRD"
DATA = Path(__file__).resolve().parents[3] / "bench" / "data"


def read_instances(name: str) -> list[tuple[int, tuple[int, ...], int]]:
    """``(id, board, optimal length)`` rows of a file in ``bench/data`` (blank-first goal)."""
    rows = []
    for line in (DATA / name).read_text().splitlines()[1:]:
        if line.strip():
            parts = [int(x) for x in line.split()]
            rows.append((parts[0], tuple(parts[1:-1]), parts[-1]))
    return rows


#: The twelve easiest of Korf's 100 ``(id, board, optimal length)``, blank-first goal,
#: copied from ``bench/data/korf100.tsv`` so that the default suite needs no outside file.
KORF_EASY = [
    (55, "13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11", 41),
    (16, "1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0", 42),
    (42, "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10", 42),
    (79, "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15", 42),
    (71, "5 7 0 11 12 1 9 10 15 6 2 3 8 4 13 14", 44),
    (85, "4 7 13 10 1 2 9 6 12 8 14 5 3 0 11 15", 44),
    (97, "9 14 5 7 8 15 1 2 10 4 13 6 12 0 11 3", 44),
    (12, "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15", 45),
    (61, "6 13 3 2 11 9 5 10 1 7 12 14 8 4 0 15", 45),
    (86, "6 0 5 10 11 12 9 2 1 7 4 3 14 8 13 15", 45),
    (9, "3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0", 46),
    (13, "3 6 5 2 10 0 15 14 1 4 13 12 9 8 11 7", 46),
]


def successors(board: tuple[int, ...], rows: int, cols: int) -> list[tuple[str, tuple[int, ...]]]:
    """Blank moves of ``board`` in plain Python."""
    b = board.index(0)
    r, c = divmod(b, cols)
    out = []
    for d, (dr, dc) in zip(DIRS, ((-1, 0), (0, -1), (0, 1), (1, 0)), strict=True):
        rr, cc = r + dr, c + dc
        if 0 <= rr < rows and 0 <= cc < cols:
            nb = rr * cols + cc
            lst = list(board)
            lst[b], lst[nb] = lst[nb], 0
            out.append((d, tuple(lst)))
    return out


def bfs_distances(rows: int, cols: int, goal: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """Distance of every board that reaches ``goal`` (plain BFS from the goal)."""
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        s = queue.popleft()
        d = dist[s] + 1
        for _m, t in successors(s, rows, cols):
            if t not in dist:
                dist[t] = d
                queue.append(t)
    return dist


def scramble(
    goal: tuple[int, ...], rows: int, cols: int, steps: int, rng: random.Random
) -> tuple[int, ...]:
    """A random walk of ``steps`` blank moves from ``goal``."""
    board = goal
    for _ in range(steps):
        board = rng.choice(successors(board, rows, cols))[1]
    return board


def engine_length(board: tuple[int, ...], rows: int, cols: int, goal: tuple[int, ...]) -> int:
    """Optimal length by the generic engine's bidirectional BFS."""
    sol = fewest.search(
        board, neighbors=lambda s: [t for _m, t in successors(s, rows, cols)], goal=goal,
        reversible=True, algorithm="bidirectional_bfs",
    )
    return sol.length


def replay(board: tuple[int, ...], rows: int, cols: int, moves: list[str]) -> tuple[int, ...]:
    """Apply ``moves`` one by one, failing on an illegal one."""
    for m in moves:
        nxt = dict(successors(board, rows, cols))
        assert m in nxt, f"illegal move {m!r} on {board}"
        board = nxt[m]
    return board
