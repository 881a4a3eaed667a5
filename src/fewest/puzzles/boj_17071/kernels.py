"""The compiled parity-layered BFS of Baekjoon 17071.

Subin can stand on X at second t exactly when the fewest seconds to reach X
with t's parity, ``dist[t % 2][X]``, is at most t: from X, ``-1`` then ``+1``
(or ``+1`` then ``-1``) comes back two seconds later.  So one BFS over the
states ``(parity, X)`` (2 x 500,001) answers every second: once every state
closer than t seconds is expanded, every ``dist <= t`` is final, and second t
is decided.  The BFS stops at the first meeting.

>>> import numpy as np
>>> dist = np.full((2, 11), -1, dtype=np.int32)
>>> parent = np.zeros((2, 11), dtype=np.int32)
>>> out = np.zeros(1, dtype=np.int64)
>>> int(parity_meet(5, 4, 10, dist, parent, 1 << 40, out)), int(dist[0, 7]), int(out[0])
(2, 2, 4)

A chase that started ``elapsed`` seconds ago (the brother's next step is
``elapsed + 1``) is the same search with the brother's steps shifted; seconds are
counted from now.

>>> dist[:] = -1
>>> int(parity_meet(5, 4, 10, dist, parent, 1 << 40, out, 1))
1
"""

from __future__ import annotations

import numpy as np
from numba import njit

#: ``parity_meet``'s answers beside a second: no meeting, and the expansion cap reached
NO_MEETING = -1
CAPPED = -2


@njit(cache=True)
def parity_meet(n: int, k: int, hi: int, dist: np.ndarray, parent: np.ndarray, cap: int,
                out: np.ndarray, elapsed: int = 0) -> int:
    """The first second Subin (from ``n``) can stand where the brother (from ``k``,
    his next step ``elapsed + 1``) stands, filling ``dist[p, x]`` (-1 where
    unreached) and ``parent[p, x]`` as far as needed; ``NO_MEETING`` when the
    brother leaves ``0..hi`` first, ``CAPPED`` when ``cap`` expansions came first.
    ``out[0]`` gets the states expanded."""
    width = hi + 1
    queue = np.empty(2 * width, dtype=np.int64)
    head, tail = 0, 0
    dist[0, n] = 0
    queue[tail] = n
    tail += 1
    t, b = 0, k
    while True:
        while head < tail:
            s = queue[head]
            p = s // width
            x = s - p * width
            if dist[p, x] >= t:
                break  # every state closer than t seconds is expanded: dist <= t is final
            if head >= cap:
                out[0] = head
                return CAPPED
            head += 1
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
        if b > hi:
            out[0] = head
            return NO_MEETING
        seen = dist[t % 2, b]
        if 0 <= seen <= t:
            out[0] = head
            return t
        t += 1
        b += t + elapsed
