"""Independent references for the compiled sliding paths: plain Python, no numba."""

from __future__ import annotations

import random
from collections import deque
from pathlib import Path

import fewest

DIRS = "ULRD"
DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data"


def read_instances(name: str) -> list[tuple[int, tuple[int, ...], int]]:
    """``(id, board, optimal length)`` rows of a file in ``shared/data`` (blank-first goal)."""
    rows = []
    for line in (DATA / name).read_text().splitlines()[1:]:
        if line.strip():
            parts = [int(x) for x in line.split()]
            rows.append((parts[0], tuple(parts[1:-1]), parts[-1]))
    return rows


def easiest_korf(count: int) -> list[tuple[int, str, int]]:
    """The ``count`` shortest of Korf's 100 as ``(id, board text, length)``, shortest first."""
    rows = sorted(read_instances("korf100.tsv"), key=lambda r: (r[2], r[0]))[:count]
    return [(ident, " ".join(map(str, board)), length) for ident, board, length in rows]


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
