"""The compiled BFS of Baekjoon 5014 over floors ``1..F`` (up to a million).

>>> import numpy as np
>>> dist = np.full(11, -1, dtype=np.int32)
>>> parent = np.zeros(11, dtype=np.int32)
>>> int(floors_bfs(10, 1, 10, 2, 1, dist, parent, 1 << 40)) > 0, int(dist[10])
(True, 6)
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def floors_bfs(f: int, s: int, g: int, u: int, d: int, dist: np.ndarray, parent: np.ndarray,
               cap: int) -> int:
    """Fill ``dist`` (-1 where unreached) and ``parent`` from floor ``s`` until ``g`` is
    reached; return the floors expanded, or ``-1`` when ``cap`` was reached first."""
    queue = np.empty(f + 1, dtype=np.int64)
    head, tail = 0, 0
    dist[s] = 0
    queue[tail] = s
    tail += 1
    while head < tail and dist[g] < 0:
        if head >= cap:
            return -1
        x = queue[head]
        head += 1
        if u > 0:
            y = x + u
            if y <= f and dist[y] < 0:
                dist[y] = dist[x] + 1
                parent[y] = x
                queue[tail] = y
                tail += 1
        if d > 0:
            y = x - d
            if y >= 1 and dist[y] < 0:
                dist[y] = dist[x] + 1
                parent[y] = x
                queue[tail] = y
                tail += 1
    return head
