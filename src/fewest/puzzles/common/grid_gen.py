"""Random grids for the grid judge problems' case streams: open fields, and mazes
with long winding corridors and a few loops.

A grid is a list of rows of booleans, ``True`` for an open cell.

>>> import random
>>> g = maze(random.Random(1), 5, 7, loops=0.0)
>>> len(g), len(g[0]), g[0][0], g[4][6], reachable(g, (0, 0), (4, 6))
(5, 7, True, True, True)
"""

from __future__ import annotations

import random
from collections import deque

Grid = list[list[bool]]


def field(rng: random.Random, rows: int, cols: int, p_wall: float) -> Grid:
    """Each cell a wall with probability ``p_wall``."""
    return [[rng.random() >= p_wall for _ in range(cols)] for _ in range(rows)]


def maze(rng: random.Random, rows: int, cols: int, loops: float = 0.1) -> Grid:
    """A maze carved by a randomised depth-first walk over the even cells, the
    bottom-right cell joined to it, then each remaining wall knocked out with
    probability ``loops`` (so that several routes of different lengths exist)."""
    g = [[False] * cols for _ in range(rows)]
    g[0][0] = True
    stack = [(0, 0)]
    while stack:
        r, c = stack[-1]
        nxt = [(r + dr, c + dc, dr, dc) for dr, dc in ((2, 0), (-2, 0), (0, 2), (0, -2))
               if 0 <= r + dr < rows and 0 <= c + dc < cols and not g[r + dr][c + dc]]
        if not nxt:
            stack.pop()
            continue
        nr, nc, dr, dc = rng.choice(nxt)
        g[r + dr // 2][c + dc // 2] = True
        g[nr][nc] = True
        stack.append((nr, nc))
    r, c = rows - 1, cols - 1
    g[r][c] = True
    while not (r % 2 == 0 and c % 2 == 0):  # walk up/left to the nearest room
        if r % 2:
            r -= 1
        else:
            c -= 1
        g[r][c] = True
    for row in g:
        for c in range(cols):
            if not row[c] and rng.random() < loops:
                row[c] = True
    return g


def reachable(g: Grid, start: tuple[int, int], goal: tuple[int, int]) -> bool:
    """Whether ``goal`` can be reached from ``start`` by four-neighbour steps on open cells."""
    rows, cols = len(g), len(g[0])
    if not (g[start[0]][start[1]] and g[goal[0]][goal[1]]):
        return False
    seen = {start}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        if (r, c) == goal:
            return True
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < rows and 0 <= nc < cols and g[nr][nc] and (nr, nc) not in seen:
                seen.add((nr, nc))
                queue.append((nr, nc))
    return False


def parse_size(size: str, name: str, low: int, high: int) -> tuple[int, int]:
    """``"RxC"`` as two integers within ``low..high``; one-line error otherwise."""
    from fewest.errors import InvalidPuzzleError

    try:
        r_text, c_text = size.lower().split("x")
        rows, cols = int(r_text), int(c_text)
    except ValueError:
        raise InvalidPuzzleError(f"{name}: size must be RxC, got {size!r}") from None
    if not (low <= rows <= high and low <= cols <= high):
        raise InvalidPuzzleError(f"{name}: size {size!r} is outside {low}..{high} a side")
    return rows, cols
