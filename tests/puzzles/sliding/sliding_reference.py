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
