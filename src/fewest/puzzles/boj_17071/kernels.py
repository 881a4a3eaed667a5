"""The compiled parity-layered BFS of Baekjoon 17071.

Subin can stand on X at second t exactly when the fewest seconds to reach X
with t's parity, ``dist[t % 2][X]``, is at most t: from X, ``-1`` then ``+1``
(or ``+1`` then ``-1``) comes back two seconds later.  So one BFS over the
states ``(parity, X)`` (2 x 500,001) answers every second at once.

>>> import numpy as np
>>> dist = np.full((2, 11), -1, dtype=np.int32)
>>> parent = np.zeros((2, 11), dtype=np.int32)
>>> int(parity_bfs(5, 10, dist, parent, 1 << 40)) > 0, int(dist[1, 10]), int(dist[0, 10])
(True, 1, 4)
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def parity_bfs(n: int, hi: int, dist: np.ndarray, parent: np.ndarray, cap: int) -> int:
    """Fill ``dist[p, x]`` (-1 where unreached) and ``parent[p, x]`` from ``(0, n)``;
    return the states expanded, or ``-1`` when ``cap`` expansions were reached first."""
    width = hi + 1
    queue = np.empty(2 * width, dtype=np.int64)
    head, tail = 0, 0
    dist[0, n] = 0
    queue[tail] = n
    tail += 1
    while head < tail:
        if head >= cap:
            return -1
        s = queue[head]
        head += 1
        p = s // width
        x = s - p * width
        q = 1 - p
        d = dist[p, x] + 1
        y = x - 1
        if y >= 0 and dist[q, y] < 0:
            dist[q, y] = d
            parent[q, y] = x
            queue[tail] = q * width + y
            tail += 1
        y = x + 1
        if y <= hi and dist[q, y] < 0:
            dist[q, y] = d
            parent[q, y] = x
            queue[tail] = q * width + y
            tail += 1
        y = 2 * x
        if y <= hi and dist[q, y] < 0:
            dist[q, y] = d
            parent[q, y] = x
            queue[tail] = q * width + y
            tail += 1
    return head
