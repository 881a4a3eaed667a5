"""Independent reference for the sliding tests: plain BFS distance tables.

The BFS here shares no code with the library: it swaps tuple entries itself.
"""

from __future__ import annotations

from collections import deque

BLANK_LAST = (1, 2, 3, 4, 5, 6, 7, 8, 0)
BLANK_FIRST = (0, 1, 2, 3, 4, 5, 6, 7, 8)
BLANK_CENTRE = (1, 2, 3, 4, 0, 5, 6, 7, 8)


def bfs_table(goal: tuple[int, ...], rows: int, cols: int) -> dict[tuple[int, ...], int]:
    """Distance to ``goal`` of every board that can reach it (moves are reversible)."""
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        board = queue.popleft()
        d = dist[board] + 1
        b = board.index(0)
        r, c = divmod(b, cols)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < rows and 0 <= nc < cols:
                p = nr * cols + nc
                nxt = list(board)
                nxt[b], nxt[p] = nxt[p], nxt[b]
                t = tuple(nxt)
                if t not in dist:
                    dist[t] = d
                    queue.append(t)
    return dist


STEPS = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


def replay(board: tuple[int, ...], moves: list[str], rows: int, cols: int) -> tuple[int, ...]:
    """Walk the blank along ``moves`` (letters), asserting each step stays on the board."""
    cells = list(board)
    b = cells.index(0)
    for m in moves:
        dr, dc = STEPS[str(m)]
        r, c = divmod(b, cols)
        assert 0 <= r + dr < rows and 0 <= c + dc < cols, f"illegal move {m!r} on {cells}"
        p = (r + dr) * cols + c + dc
        cells[b], cells[p] = cells[p], 0
        b = p
    return tuple(cells)


def random_walk(goal: tuple[int, ...], rows: int, cols: int, steps: int, seed: int
                ) -> tuple[int, ...]:
    """A board ``steps`` random blank moves from ``goal`` (never undoing the last one)."""
    import random

    rng = random.Random(seed)
    last = ""
    back = {"U": "D", "D": "U", "L": "R", "R": "L"}
    board = goal
    for _ in range(steps):
        b = board.index(0)
        r, c = divmod(b, cols)
        legal = [m for m, (dr, dc) in STEPS.items()
                 if 0 <= r + dr < rows and 0 <= c + dc < cols and m != back.get(last)]
        last = rng.choice(legal)
        board = replay(board, [last], rows, cols)
    return board
